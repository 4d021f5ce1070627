import DocStreamBSON

/// A `$sort` on top-level fields (with the `$limit` it absorbed) computed from the fields'
/// columns: each value becomes a key of two words, its type's place in MongoDB's order (null
/// and missing, numbers, strings, booleans) and its place among its type's values, so
/// documents compare without reading them. Ties keep natural order, as the sort stage's do.
struct ColumnarSort: Sendable {
    let fields: [(name: String, ascending: Bool)]
    let limit: Int?

    /// Nil unless every sort key is a top-level field.
    init?(_ stage: SortStage) {
        var fields: [(name: String, ascending: Bool)] = []
        for (name, direction) in stage.sortKey {
            guard !name.contains("."), !name.hasPrefix("$"), let direction = direction.saturatingInteger(in: -1...1) else { return nil }
            fields.append((name, direction == 1))
        }
        self.fields = fields
        limit = stage.limit.map { Int(clamping: $0) }
    }

    var fieldNames: [String] { fields.map(\.name) }

    /// The slots of `slots` (natural order) in sorted order, the first `limit` of them; nil
    /// when a column holds a value only its document orders (arrays sort by an element, and
    /// dates and others are not kept), or integers doubles cannot tell apart.
    func run(slots: [Int], columns: [FieldColumn]) -> [Int]? {
        guard columns.allSatisfy({ $0.otherCount == 0 && !$0.hasLargeIntegers }) else { return nil }
        let keys = zip(fields, columns).map { field, column in SortKeys(column, ascending: field.ascending) }
        let precedes = { (left: Int, right: Int) -> Bool in
            for key in keys {
                let order = key.compare(left, right)
                if order != 0 { return order < 0 }
            }
            return left < right
        }
        guard let limit else { return slots.sorted(by: precedes) }
        var best = BoundedSortBuffer<Int>(limit: limit, precedes: precedes)
        for slot in slots { best.offer(slot) }
        return best.sorted()
    }
}

/// One sort field's key for every slot: `classes` orders the types (null and missing 0,
/// numbers 1, strings 2, booleans 3) and `values` the values within one, both already flipped
/// for a descending field.
private struct SortKeys {
    let classes: [UInt8]
    let values: [UInt64]

    init(_ column: FieldColumn, ascending: Bool) {
        var ranks = [UInt64](repeating: 0, count: column.strings.count)
        for (rank, id) in column.strings.idsInOrder().enumerated() { ranks[id] = UInt64(rank) }
        var classes = [UInt8](repeating: 0, count: column.codes.count)
        var values = [UInt64](repeating: 0, count: column.codes.count)
        for (slot, code) in column.codes.enumerated() {
            let (typeClass, value): (UInt8, UInt64) = switch code {
            case FieldColumn.Code.vacant, FieldColumn.Code.missing, FieldColumn.Code.null: (0, 0)
            case FieldColumn.Code.falseValue, FieldColumn.Code.trueValue: (3, UInt64(code - FieldColumn.Code.falseValue))
            case FieldColumn.Code.int32, FieldColumn.Code.int64: (1, Self.order(Double(Int64(bitPattern: column.numbers[slot]))))
            case FieldColumn.Code.double: (1, Self.order(Double(bitPattern: column.numbers[slot])))
            default: (2, ranks[Int(code - FieldColumn.Code.firstString)])
            }
            classes[slot] = ascending ? typeClass : ~typeClass
            values[slot] = ascending ? value : ~value
        }
        self.classes = classes
        self.values = values
    }

    @inline(__always)
    func compare(_ left: Int, _ right: Int) -> Int {
        if classes[left] != classes[right] { return classes[left] < classes[right] ? -1 : 1 }
        if values[left] != values[right] { return values[left] < values[right] ? -1 : 1 }
        return 0
    }

    /// A double's place among doubles as an unsigned integer: NaN lowest (MongoDB orders it
    /// below every number), -0 with 0, then IEEE order.
    private static func order(_ double: Double) -> UInt64 {
        if double.isNaN { return 0 }
        let bits = (double == 0 ? 0.0 : double).bitPattern
        return bits >> 63 == 1 ? ~bits : bits | 1 << 63
    }
}
