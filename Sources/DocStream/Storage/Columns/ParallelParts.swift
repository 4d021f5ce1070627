import Dispatch

/// Work over a range of positions cut into one part per core, each part computed on a core of
/// its own and the results returned in the parts' order. Column building, the columnar filter,
/// sort, sums and join, and the reading of a stored collection's blocks split their work this
/// way and join the parts in order.
enum ParallelParts {
    /// How many cores work is cut for: the machine's. Tests set more, to run the joining of
    /// many parts on any machine.
    @TaskLocal static var cores = ParallelPrefix.helperCount + 1

    /// `range` cut into one part per core (as even as the count allows), in order; nil when
    /// one core would do as well: no other core, or fewer than `minimum` elements (by default
    /// 65,536, for elements of a few instructions each). The same range always gets the same
    /// parts, so that two passes over it can line up.
    static func ranges(of range: Range<Int>, minimum: Int = 1 << 16) -> [Range<Int>]? {
        guard range.count >= max(2, minimum), cores > 1 else { return nil }
        let count = min(cores, range.count)
        let bounds = (0...count).map { range.lowerBound + range.count * $0 / count }
        return (0..<count).map { bounds[$0]..<bounds[$0 + 1] }
    }

    /// `part(index, range)` of each of `ranges`, each on a core of its own, in their order; a
    /// single range on the calling thread.
    static func map<Part>(_ ranges: [Range<Int>], _ part: (_ index: Int, _ range: Range<Int>) -> Part) -> [Part] {
        if ranges.count == 1 { return [part(0, ranges[0])] }
        var parts = [Part?](repeating: nil, count: ranges.count)
        parts.withUnsafeMutableBufferPointer { parts in
            withoutActuallyEscaping(part) { part in
                // Each thread writes its own element of the buffer, which outlives them all;
                // `part` only reads what its caller shares.
                nonisolated(unsafe) let (parts, part) = (parts, part)
                DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
                    parts[index] = part(index, ranges[index])
                }
            }
        }
        return parts.map { $0! }
    }
}

/// `part` of each of `range`'s parts (`ParallelParts.ranges(of:minimum:)`), computed on a core
/// each, in order; nil when one core would do as well.
func inParts<Part>(_ range: Range<Int>, minimum: Int = 1 << 16, _ part: (Range<Int>) -> Part) -> [Part]? {
    ParallelParts.ranges(of: range, minimum: minimum).map { ranges in ParallelParts.map(ranges) { part($1) } }
}
