import DocStreamBSON

/// The range routes of one field (`ValueRange`s): for a value, the streams whose range holds
/// it, found by a binary search over the ranges sorted by lower bound, then a walk back that
/// stops where no earlier range reaches the value. Disjoint ranges (one store number each)
/// cost a search and a test per event, whatever their number. Registering re-sorts, which is
/// rare next to routing.
struct RangeRoutes: Sendable {
    private struct Entry: Sendable {
        let range: ValueRange
        let stream: Int
    }

    /// The entries sorted by lower bound (unbounded first), and for each the highest upper
    /// bound among it and those before it (nil: unbounded).
    private var entries: [Entry] = []
    private var reach: [BSONValue?] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func insert(_ range: ValueRange, for stream: Int) {
        entries.append(Entry(range: range, stream: stream))
        reindex()
    }

    mutating func remove(_ stream: Int) {
        entries.removeAll { $0.stream == stream }
        reindex()
    }

    /// Calls `visit` once with each stream whose range a path with these values may match:
    /// for each type among them, the ranges that overlap the span from its lowest value to
    /// its highest (see `ValueRange.overlaps`). NaN satisfies no bound and is left out.
    func streams(matching values: [BSONValue], _ visit: (Int) -> Void) {
        var spans: [(low: BSONValue, high: BSONValue)] = []
        for value in values where !ComparisonTest.isNaN(value) {
            guard let index = spans.firstIndex(where: { $0.low.canonicalTypeRank == value.canonicalTypeRank }) else {
                spans.append((value, value))
                continue
            }
            if BSONValue.compare(value, spans[index].low) < 0 { spans[index].low = value }
            if BSONValue.compare(value, spans[index].high) > 0 { spans[index].high = value }
        }
        for span in spans { streams(overlapping: span.low, span.high, visit) }
    }

    private func streams(overlapping low: BSONValue, _ high: BSONValue, _ visit: (Int) -> Void) {
        // The first entry whose lower bound lies above `high`: none from there on overlaps.
        var start = 0
        var end = entries.count
        while start < end {
            let middle = (start + end) / 2
            if let lower = entries[middle].range.lower, BSONValue.compare(lower.value, high) > 0 { end = middle } else { start = middle + 1 }
        }
        var index = start - 1
        while index >= 0 {
            if let reached = reach[index], BSONValue.compare(reached, low) < 0 { break }
            if entries[index].range.overlaps(low: low, high: high) { visit(entries[index].stream) }
            index -= 1
        }
    }

    /// Sorts by lower bound and recomputes `reach`. Bounds of different types order by
    /// MongoDB's type order; a value only ever matches ranges of its own type, which `ValueRange.overlaps` checks.
    private mutating func reindex() {
        entries.sort { left, right in
            guard let leftLower = left.range.lower else { return right.range.lower != nil }
            guard let rightLower = right.range.lower else { return false }
            return BSONValue.compare(leftLower.value, rightLower.value) < 0
        }
        reach = []
        reach.reserveCapacity(entries.count)
        var highest: BSONValue? = nil
        for (index, entry) in entries.enumerated() {
            if let upper = entry.range.upper?.value, index == 0 || highest != nil {
                highest = highest.map { BSONValue.compare($0, upper) >= 0 ? $0 : upper } ?? upper
            } else {
                highest = nil
            }
            reach.append(highest)
        }
    }
}
