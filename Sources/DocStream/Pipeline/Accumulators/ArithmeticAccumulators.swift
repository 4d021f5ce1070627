import DocStreamBSON

/// `$sum`: numbers only, other values ignored; int32 while every addend is int32 and the
/// total fits, then int64, double past int64, decimal once a decimal is seen.
struct SumState: AccumulatorState {
    private(set) var total: BSONValue = .int32(0)

    mutating func add(_ value: BSONValue?) {
        guard let value, value.isNumber else { return }
        total = Self.sum(total, value)
    }

    var result: BSONValue { total }

    private static func sum(_ lhs: BSONValue, _ rhs: BSONValue) -> BSONValue {
        switch (lhs, rhs) {
        case (.decimal128, _), (_, .decimal128):
            return .decimal128((Decimal128(numeric: lhs) ?? .nan).adding((Decimal128(numeric: rhs) ?? .nan)))
        case (.double, _), (_, .double):
            return .double(double(lhs) + double(rhs))
        case (.int32(let left), .int32(let right)):
            let total = Int64(left) + Int64(right)
            return Int32(exactly: total).map { .int32($0) } ?? .int64(total)
        default:
            let (total, overflow) = (lhs.integerValue ?? 0).addingReportingOverflow(rhs.integerValue ?? 0)
            return overflow ? .double(double(lhs) + double(rhs)) : .int64(total)
        }
    }

    static func double(_ number: BSONValue) -> Double {
        switch number {
        case .int32(let value): Double(value)
        case .int64(let value): Double(value)
        case .double(let value): value
        case .decimal128(let value): value.doubleValue.value
        default: 0
        }
    }

}

/// `$avg`: the mean of the numbers, a double (decimal if any addend is); null without numbers.
struct AverageState: AccumulatorState {
    private var sum = SumState()
    private var count: Int64 = 0

    mutating func add(_ value: BSONValue?) {
        guard let value, value.isNumber else { return }
        sum.add(value)
        count += 1
    }

    var result: BSONValue {
        guard count > 0 else { return .null }
        if case .decimal128(let total) = sum.total {
            return .decimal128(DecimalMath.divide(total, Decimal128(count)))
        }
        return .double(SumState.double(sum.total) / Double(count))
    }
}

/// `{$count: {}}`: `{$sum: 1}`.
enum CountAccumulator {
    static func compile(_ name: String, _ argument: BSONValue) throws(DocStreamError) -> Accumulator {
        guard case .document(let options) = argument, options.isEmpty else {
            throw .typeMismatch("$count takes no arguments, i.e. $count:{}")
        }
        return Accumulator(argument: try AggregationExpression(.int32(1)), makeState: { SumState() })
    }
}
