import DocStreamBSON

/// A `$sort` on top-level fields (with the `$limit` it absorbed) computed from the fields'
/// columns: each value becomes one word whose order is MongoDB's (`SortKeys`), so documents
/// compare without reading them. Ties keep natural order, as the sort stage's do.
struct ColumnarSort: Sendable {
    let fields: [(name: String, ascending: Bool)]
    let limit: Int?

    /// Nil unless every sort key is a top-level field.
    init?(_ stage: SortStage) {
        var fields: [(path: String, isAscending: Bool)] = []
        for (name, direction) in stage.sortKey {
            guard let direction = direction.saturatingInteger(in: -1...1) else { return nil }
            fields.append((name, direction == 1))
        }
        self.init(fields, limit: stage.limit.map { Int(clamping: $0) })
    }

    /// A find's sort (`SortSpecification.fields`), keeping the first `limit` (nil: all); nil
    /// unless every key is a top-level field.
    init?(_ fields: [(path: String, isAscending: Bool)], limit: Int?) {
        guard fields.allSatisfy({ !$0.path.contains(".") && !$0.path.hasPrefix("$") }) else { return nil }
        self.fields = fields.map { ($0.path, $0.isAscending) }
        self.limit = limit
    }

    var fieldNames: [String] { fields.map(\.name) }

    /// The slots of `slots` (natural order) in sorted order, the first `limit` of them; nil
    /// when a column holds a value only its document orders (arrays sort by an element, and
    /// dates and others are not kept), or integers doubles cannot tell apart.
    func run(slots: [Int], columns: [FieldColumn]) -> [Int]? {
        guard columns.allSatisfy({ $0.otherCount == 0 && !$0.hasLargeIntegers }) else { return nil }
        let keys = zip(fields, columns).map { field, column in SortKeys(column, ascending: field.ascending) }
        let precedes = { (left: Int, right: Int) -> Bool in
            for key in keys where key.words[left] != key.words[right] { return key.words[left] < key.words[right] }
            return left < right
        }
        if let limit {
            var best = BoundedSortBuffer<Int>(limit: limit, precedes: precedes)
            for slot in slots { best.offer(slot) }
            return best.sorted()
        }
        // The whole input: one or two keys sort as entries of words (the slot last, so ties keep
        // natural order), compared inline rather than through a closure.
        switch keys.count {
        case 1:
            let words = keys[0].words
            return Self.sorted(slots.map { OneWord(word: words[$0], slot: $0) }).map(\.slot)
        case 2:
            let (first, second) = (keys[0].words, keys[1].words)
            return Self.sorted(slots.map { TwoWords(first: first[$0], second: second[$0], slot: $0) }).map(\.slot)
        default:
            return slots.sorted(by: precedes)
        }
    }
}

extension ColumnarSort {
    /// Each slot's value of `column` as one word whose unsigned order is MongoDB's order of the
    /// values, equal exactly when the values are (`SortKeys`); nil when the column holds values
    /// only their documents order, or integers doubles cannot tell apart.
    static func orderWords(of column: FieldColumn) -> [UInt64]? {
        guard column.otherCount == 0 && !column.hasLargeIntegers else { return nil }
        return SortKeys(column, ascending: true).words
    }

    /// An entry of a one-key sort.
    private struct OneWord: Comparable {
        let word: UInt64
        let slot: Int

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.word, lhs.slot) < (rhs.word, rhs.slot) }
    }

    /// An entry of a two-key sort.
    private struct TwoWords: Comparable {
        let first: UInt64
        let second: UInt64
        let slot: Int

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.first, lhs.second, lhs.slot) < (rhs.first, rhs.second, rhs.slot) }
    }

    /// `entries` in order, a large input's parts sorted on a core each and merged two at a
    /// time. Entries must all differ (they end with their slot), so which part wins a tie never
    /// matters.
    private static func sorted<Entry: Comparable>(_ entries: [Entry]) -> [Entry] {
        guard var runs = inParts(entries.indices, { entries[$0].sorted() }) else { return entries.sorted() }
        while runs.count > 1 {
            runs = stride(from: 0, to: runs.count, by: 2).map { $0 + 1 < runs.count ? merged(runs[$0], runs[$0 + 1]) : runs[$0] }
        }
        return runs[0]
    }

    /// Two sorted runs as one.
    private static func merged<Entry: Comparable>(_ first: [Entry], _ second: [Entry]) -> [Entry] {
        var merged: [Entry] = []
        merged.reserveCapacity(first.count + second.count)
        var (left, right) = (0, 0)
        while left < first.count, right < second.count {
            if second[right] < first[left] {
                merged.append(second[right])
                right += 1
            } else {
                merged.append(first[left])
                left += 1
            }
        }
        merged.append(contentsOf: first[left...])
        merged.append(contentsOf: second[right...])
        return merged
    }
}

/// One sort field's key for every slot, a word whose unsigned order is MongoDB's order of the
/// values (flipped for a descending field): null and missing 0, NaN 1, the other numbers in
/// IEEE order (-0 with 0) up to infinity's bits, then the strings by rank, then false and true.
/// Numbers never reach the words above infinity's, so every type's values keep their place.
private struct SortKeys {
    let words: [UInt64]

    private static let infinity = (Double.infinity).bitPattern | 1 << 63
    private static let firstString = infinity + 1
    private static let firstBoolean: UInt64 = 0xFFF8_0000_0000_0000

    init(_ column: FieldColumn, ascending: Bool) {
        var ranks = [UInt64](repeating: 0, count: column.strings.count)
        for (rank, id) in column.strings.idsInOrder().enumerated() { ranks[id] = UInt64(rank) }
        words = column.codes.indices.map { slot in
            let code = column.codes[slot]
            let word: UInt64 =
                switch code {
                case FieldColumn.Code.vacant, FieldColumn.Code.missing, FieldColumn.Code.null: 0
                case FieldColumn.Code.falseValue, FieldColumn.Code.trueValue: Self.firstBoolean + UInt64(code - FieldColumn.Code.falseValue)
                case FieldColumn.Code.int32, FieldColumn.Code.int64: Self.word(Double(Int64(bitPattern: column.numbers[slot])))
                case FieldColumn.Code.double: Self.word(Double(bitPattern: column.numbers[slot]))
                default: Self.firstString + ranks[Int(code - FieldColumn.Code.firstString)]
                }
            return ascending ? word : ~word
        }
    }

    private static func word(_ double: Double) -> UInt64 {
        if double.isNaN { return 1 }
        let bits = (double == 0 ? 0.0 : double).bitPattern
        return bits >> 63 == 1 ? ~bits : bits | 1 << 63
    }
}
