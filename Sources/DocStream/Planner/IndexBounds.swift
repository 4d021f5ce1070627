import DocStreamBSON

/// An end of an index interval: a value, or the edge of one canonical type's values, which is
/// how a comparison brackets its type (`$gt: 5` reaches up to the last number, not beyond:
/// index bounds `(5, inf.0]`).
enum BoundPoint: Sendable {
    case value(BSONValue)
    /// Before every value of this canonical type rank, after every lower rank.
    case typeStart(Int)
    /// After every value of this canonical type rank, before every higher rank.
    case typeEnd(Int)

    /// Where a key value falls against the point: negative before it, zero on it, positive after.
    func compare(key: BSONValue) -> Int {
        switch self {
        case .value(let value): BSONValue.compare(key, value)
        case .typeStart(let rank): key.canonicalTypeRank < rank ? -1 : 1
        case .typeEnd(let rank): key.canonicalTypeRank <= rank ? -1 : 1
        }
    }

    /// Orders two points.
    static func compare(_ lhs: BoundPoint, _ rhs: BoundPoint) -> Int {
        switch (lhs, rhs) {
        case (.value(let value), _): rhs.compare(key: value)
        case (_, .value(let value)): -lhs.compare(key: value)
        case (.typeStart(let left), .typeStart(let right)), (.typeEnd(let left), .typeEnd(let right)): left == right ? 0 : left < right ? -1 : 1
        case (.typeStart(let left), .typeEnd(let right)): left <= right ? -1 : 1
        case (.typeEnd(let left), .typeStart(let right)): left < right ? -1 : 1
        }
    }

    /// As explain prints a bound: MongoDB shows a type's edges as that type's extreme values.
    var serverText: String {
        switch self {
        case .value(let value): value.serverText
        case .typeStart(let rank): Self.typeEdges[rank]?.start ?? "MinKey"
        case .typeEnd(let rank): Self.typeEdges[rank]?.end ?? "MaxKey"
        }
    }

    /// Whether explain shows the point as included; a type's end is often the next type's
    /// first value, shown excluded (`["", {})` for strings).
    func isShownInclusive(_ inclusive: Bool) -> Bool {
        switch self {
        case .value: inclusive
        case .typeStart: true
        case .typeEnd(let rank): !(Self.typeEdges[rank]?.endIsNextType ?? false)
        }
    }

    /// The values explain shows for the edges of each canonical type (IndexBoundsBuilder's
    /// appendMinForType / appendMaxForType): strings run from "" up to the first object, and so on.
    private static let typeEdges: [Int: (start: String, end: String, endIsNextType: Bool)] = [
        5: ("null", "null", false), 10: ("-inf.0", "inf.0", false), 15: ("\"\"", "{}", true), 20: ("{}", "[]", true),
        25: ("[]", "BinData(0, )", true), 30: ("BinData(0, )", "ObjectId('000000000000000000000000')", true),
        35: ("ObjectId('000000000000000000000000')", "ObjectId('ffffffffffffffffffffffff')", false), 40: ("false", "true", false),
        45: ("new Date(-9223372036854775808)", "new Date(9223372036854775807)", false),
        47: ("Timestamp(0, 0)", "Timestamp(4294967295, 4294967295)", false), 50: ("//", "MaxKey", true),
    ]
}

/// One interval of index key values, its ends in ascending value order.
struct IndexInterval: Sendable {
    var low: BoundPoint
    var lowInclusive: Bool
    var high: BoundPoint
    var highInclusive: Bool

    static let all = IndexInterval(low: .value(.minKey), lowInclusive: true, high: .value(.maxKey), highInclusive: true)

    static func point(_ value: BSONValue) -> IndexInterval {
        IndexInterval(low: .value(value), lowInclusive: true, high: .value(value), highInclusive: true)
    }

    /// Every value of one canonical type.
    static func type(_ rank: Int) -> IndexInterval {
        IndexInterval(low: .typeStart(rank), lowInclusive: true, high: .typeEnd(rank), highInclusive: true)
    }

    var pointValue: BSONValue? {
        guard lowInclusive, highInclusive, case .value(let low) = low, case .value(let high) = high,
            BSONValue.compare(low, high) == 0
        else { return nil }
        return low
    }

    var isEmpty: Bool {
        let order = BoundPoint.compare(low, high)
        return order > 0 || (order == 0 && !(lowInclusive && highInclusive))
    }

    func contains(_ value: BSONValue) -> Bool {
        // Where the value falls against each end: positive after it, negative before.
        let fromLow = low.compare(key: value)
        let fromHigh = high.compare(key: value)
        return (fromLow > 0 || (fromLow == 0 && lowInclusive)) && (fromHigh < 0 || (fromHigh == 0 && highInclusive))
    }

    /// Whether every value of `other` lies in this interval.
    func contains(_ other: IndexInterval) -> Bool {
        let lowOrder = BoundPoint.compare(low, other.low)
        let highOrder = BoundPoint.compare(high, other.high)
        let lowCovers = lowOrder < 0 || (lowOrder == 0 && (lowInclusive || !other.lowInclusive))
        let highCovers = highOrder > 0 || (highOrder == 0 && (highInclusive || !other.highInclusive))
        return lowCovers && highCovers
    }

    func intersection(_ other: IndexInterval) -> IndexInterval {
        let lowOrder = BoundPoint.compare(low, other.low)
        let highOrder = BoundPoint.compare(high, other.high)
        return IndexInterval(
            low: lowOrder >= 0 ? low : other.low,
            lowInclusive: lowOrder > 0 ? lowInclusive : lowOrder < 0 ? other.lowInclusive : lowInclusive && other.lowInclusive,
            high: highOrder <= 0 ? high : other.high,
            highInclusive: highOrder < 0 ? highInclusive : highOrder > 0 ? other.highInclusive : highInclusive && other.highInclusive)
    }

    /// As explain prints it, `[5, 5]`, `(3, inf.0]`, in the order a field of `ascending`
    /// direction scans it (a descending field shows its high end first).
    func serverText(ascending: Bool) -> String {
        let (first, firstInclusive, second, secondInclusive) =
            ascending
            ? (low, lowInclusive, high, highInclusive)
            : (high, highInclusive, low, lowInclusive)
        let opening = first.isShownInclusive(firstInclusive) ? "[" : "("
        let closing = second.isShownInclusive(secondInclusive) ? "]" : ")"
        return "\(opening)\(first.serverText), \(second.serverText)\(closing)"
    }
}

/// The values one index field may hold for a query: disjoint intervals in ascending order
/// (MongoDB's OrderedIntervalList).
struct IntervalList: Sendable {
    private(set) var intervals: [IndexInterval]

    static let all = IntervalList(intervals: [.all])
    static let none = IntervalList(intervals: [])

    private init(intervals: [IndexInterval]) {
        self.intervals = intervals
    }

    /// The one value (what `init(union: [.point(value)])` gives, without sorting one interval).
    init(point value: BSONValue) {
        intervals = [.point(value)]
    }

    /// The union of the intervals, sorted and merged.
    init(union pieces: [IndexInterval]) {
        let sorted = pieces.filter { !$0.isEmpty }.sorted { lhs, rhs in
            let order = BoundPoint.compare(lhs.low, rhs.low)
            return order != 0 ? order < 0 : lhs.lowInclusive && !rhs.lowInclusive
        }
        var merged: [IndexInterval] = []
        for interval in sorted {
            if var last = merged.last {
                let touch = BoundPoint.compare(last.high, interval.low)
                if touch > 0 || (touch == 0 && (last.highInclusive || interval.lowInclusive)) {
                    let order = BoundPoint.compare(interval.high, last.high)
                    if order > 0 || (order == 0 && interval.highInclusive) {
                        last.high = interval.high
                        last.highInclusive = order > 0 ? interval.highInclusive : true
                    }
                    merged[merged.count - 1] = last
                    continue
                }
            }
            merged.append(interval)
        }
        intervals = merged
    }

    var isAll: Bool {
        intervals.count == 1 && intervals[0].contains(.all)
    }

    var isEmpty: Bool { intervals.isEmpty }

    /// The values, when every interval is one value.
    var points: [BSONValue]? {
        var values: [BSONValue] = []
        for interval in intervals {
            guard let value = interval.pointValue else { return nil }
            values.append(value)
        }
        return values
    }

    func contains(_ value: BSONValue) -> Bool {
        intervals.contains { $0.contains(value) }
    }

    /// Whether every value of `other` is in this list.
    func contains(_ other: IntervalList) -> Bool {
        other.intervals.allSatisfy { piece in intervals.contains { $0.contains(piece) } }
    }

    func intersection(_ other: IntervalList) -> IntervalList {
        var pieces: [IndexInterval] = []
        for left in intervals {
            for right in other.intervals {
                let common = left.intersection(right)
                if !common.isEmpty { pieces.append(common) }
            }
        }
        return IntervalList(union: pieces)
    }

    /// The intervals in the order a field of this direction scans them.
    func ordered(ascending: Bool) -> [IndexInterval] {
        ascending ? intervals : intervals.reversed()
    }
}
