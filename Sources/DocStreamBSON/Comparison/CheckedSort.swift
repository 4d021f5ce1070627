extension MutableCollection where Self: RandomAccessCollection {
    /// Sorts the collection as `sort(by:)` does, calling `check` every `checkedSortInterval`
    /// comparisons and stopping with what it throws (the elements are then in some order):
    /// a sort of millions of elements takes seconds, which a command's interruption should
    /// not wait for.
    package mutating func sort<Failure: Error>(
        by areInIncreasingOrder: (Element, Element) -> Bool, checking check: () throws(Failure) -> Void
    ) throws(Failure) {
        var untilCheck = checkedSortInterval
        do {
            try sort { lhs, rhs in
                untilCheck -= 1
                if untilCheck == 0 {
                    untilCheck = checkedSortInterval
                    try check()
                }
                return areInIncreasingOrder(lhs, rhs)
            }
        } catch {
            // `check` is all that throws in there.
            throw error as! Failure
        }
    }
}

extension Sequence {
    /// The elements sorted as `sorted(by:)` sorts them, calling `check` as
    /// `sort(by:checking:)` does.
    package func sorted<Failure: Error>(
        by areInIncreasingOrder: (Element, Element) -> Bool, checking check: () throws(Failure) -> Void
    ) throws(Failure) -> [Element] {
        var elements = Array(self)
        try elements.sort(by: areInIncreasingOrder, checking: check)
        return elements
    }
}

/// How many comparisons a checked sort makes between checks: a few milliseconds of sorting.
package let checkedSortInterval = 1 << 16
