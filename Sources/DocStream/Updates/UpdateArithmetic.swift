import DocStreamBSON

// Intel's header renames its functions with macros (bid_conf.h), which Swift does not see, so
// they are called by their real names.

/// The arithmetic of `$inc` and `$mul`, with the result types of MongoDB's SafeNum
/// (src/mongo/util/safe_num.cpp): int32 with int32 stays int32 unless it overflows, then it is
/// an int64; int64 (with int32 or int64) stays int64 and overflow is an error; a double makes
/// it a double; a decimal makes it a decimal.
enum UpdateArithmetic {
    enum Operation {
        case add, multiply
    }

    /// The result, or nil when an int64 result overflows (MongoDB refuses the update then).
    /// Both values must be numbers.
    static func apply(_ operation: Operation, _ lhs: BSONValue, _ rhs: BSONValue) -> BSONValue? {
        switch (lhs, rhs) {
        case (.int32(let left), .int32(let right)):
            let result = operation == .add ? Int64(left) + Int64(right) : Int64(left) * Int64(right)
            return Int32(exactly: result).map(BSONValue.int32) ?? .int64(result)
        case (.decimal128, _), (_, .decimal128):
            guard let left = Decimal128(numeric: lhs), let right = Decimal128(numeric: rhs) else { return nil }
            return .decimal128(decimalResult(operation, left, right))
        case (.double, _), (_, .double):
            guard let left = lhs.nonDecimalNumberAsDouble, let right = rhs.nonDecimalNumberAsDouble else { return nil }
            return .double(operation == .add ? left + right : left * right)
        default:
            guard let left = lhs.integerValue, let right = rhs.integerValue else { return nil }
            let (result, overflow) =
                operation == .add
                ? left.addingReportingOverflow(right) : left.multipliedReportingOverflow(by: right)
            return overflow ? nil : .int64(result)
        }
    }

    /// Whether two numbers are the same type and value, so that an update changed nothing
    /// (SafeNum::isIdentical; a NaN double is never identical).
    static func isIdentical(_ lhs: BSONValue, _ rhs: BSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.double(let left), .double(let right)): left == right
        case (.decimal128(let left), .decimal128(let right)): left == right
        default: lhs == rhs
        }
    }

    /// SafeNum::debugString of the integer an overflow started from, as the error quotes it:
    /// "(NumberLong)9223372036854775807". Only integer arithmetic overflows.
    static func debugText(_ value: BSONValue) -> String {
        switch value {
        case .int32(let number): "(NumberInt)\(number)"
        case .int64(let number): "(NumberLong)\(number)"
        default: "(EOO)"
        }
    }

    /// The decimal's value as an int64 when it is an integer that fits (Decimal128::toLongExact).
    static func exactInteger(_ decimal: Decimal128) -> Int64? {
        guard let (value, isExact) = decimal.int64Truncating, isExact else { return nil }
        return value
    }

    private static func decimalResult(_ operation: Operation, _ lhs: Decimal128, _ rhs: Decimal128) -> Decimal128 {
        operation == .add ? lhs.adding(rhs) : lhs.multiplied(by: rhs)
    }
}
