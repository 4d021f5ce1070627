import Dispatch

/// `part` of each half of `range`, computed on two cores at once; nil when one core would do as
/// well: no second core, or fewer than `minimum` elements (by default 65,536, for elements of a
/// few instructions each). (Column building, the columnar sort and sums, and the reading of a
/// stored collection's blocks split their work this way and join the halves in order.)
func inTwoHalves<Part>(_ range: Range<Int>, minimum: Int = 1 << 16, _ part: (Range<Int>) -> Part) -> (first: Part, second: Part)? {
    guard range.count >= max(2, minimum), ParallelPrefix.helperCount > 0 else { return nil }
    let middle = range.lowerBound + range.count / 2
    var parts: [Part?] = [nil, nil]
    parts.withUnsafeMutableBufferPointer { parts in
        withoutActuallyEscaping(part) { part in
            // Each thread writes its own element of the buffer, which outlives both; `part` only
            // reads what its caller shares.
            nonisolated(unsafe) let (parts, part) = (parts, part)
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                parts[half] = part(half == 0 ? range.lowerBound..<middle : middle..<range.upperBound)
            }
        }
    }
    return (parts[0]!, parts[1]!)
}
