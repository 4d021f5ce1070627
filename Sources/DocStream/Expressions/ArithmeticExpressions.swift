import DocStreamBSON
import Foundation

/// $add $subtract $multiply $divide $mod $abs $ceil $floor $round $trunc $sqrt $pow $exp $ln
/// $log $log10 $rand (ExpressionAdd ... ExpressionTrunc, ExpressionRandom in expression.cpp).
/// Null or missing operands give null; int32 results that overflow become int64, int64
/// results that overflow become double; a decimal operand makes the result decimal.
enum ArithmeticExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$add": { name, arguments throws(DocStreamError) in
            variadic(try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments)), check: checkAddOperand, add)
        },
        "$multiply": { name, arguments throws(DocStreamError) in
            variadic(try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments)), check: checkMultiplyOperand, multiply)
        },
        "$subtract": { name, arguments throws(DocStreamError) in
            binary(try ExpressionCompiler.operands(arguments, of: name, count: 2), subtract)
        },
        "$divide": { name, arguments throws(DocStreamError) in
            binary(try ExpressionCompiler.operands(arguments, of: name, count: 2), divide)
        },
        "$mod": { name, arguments throws(DocStreamError) in
            binary(try ExpressionCompiler.operands(arguments, of: name, count: 2), mod)
        },
        "$abs": { name, arguments throws(DocStreamError) in
            unary(name, try ExpressionCompiler.operands(arguments, of: name, count: 1)[0], abs)
        },
        "$ceil": { name, arguments throws(DocStreamError) in
            unary(name, try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]) { value in
                rounded(value, .up)
            }
        },
        "$floor": { name, arguments throws(DocStreamError) in
            unary(name, try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]) { value in
                rounded(value, .down)
            }
        },
        "$round": { name, arguments throws(DocStreamError) in
            try roundingOperator(name, arguments, .nearestEven)
        },
        "$trunc": { name, arguments throws(DocStreamError) in
            try roundingOperator(name, arguments, .towardZero)
        },
        "$sqrt": { name, arguments throws(DocStreamError) in
            unary(name, try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]) { value throws(DocStreamError) in
                guard !isNegative(value) else {
                    throw DocStreamError(.location(28714), "$sqrt's argument must be greater than or equal to 0")
                }
                return transcendental(value, Foundation.sqrt, DecimalMath.squareRoot)
            }
        },
        "$exp": { name, arguments throws(DocStreamError) in
            unary(name, try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]) { value in
                transcendental(value, Foundation.exp, DecimalMath.exponential)
            }
        },
        "$ln": { name, arguments throws(DocStreamError) in
            unary(name, try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]) { value throws(DocStreamError) in
                try requirePositive(value, code: .location(28766), "$ln's argument must be a positive number")
                return transcendental(value, Foundation.log, DecimalMath.naturalLogarithm)
            }
        },
        "$log10": { name, arguments throws(DocStreamError) in
            unary(name, try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]) { value throws(DocStreamError) in
                try requirePositive(value, code: .location(28761), "$log10's argument must be a positive number")
                return transcendental(value, Foundation.log10, DecimalMath.logarithm10)
            }
        },
        "$log": { name, arguments throws(DocStreamError) in
            binary(try ExpressionCompiler.operands(arguments, of: name, count: 2), log)
        },
        "$pow": { name, arguments throws(DocStreamError) in
            binary(try ExpressionCompiler.operands(arguments, of: name, count: 2), power)
        },
        // `{$rand: {}}` (or `[]`): a double in [0, 1), drawn anew for each evaluation.
        "$rand": { name, arguments throws(DocStreamError) in
            switch arguments {
            case .document(let document) where document.isEmpty: break
            case .array(let elements) where elements.isEmpty: break
            case .document, .array:
                throw DocStreamError(.location(3040501), "\(name) does not currently accept arguments")
            default:
                throw DocStreamError(.location(10065), "invalid parameter: expected an object (\(name))")
            }
            return { _ in .double(Double.random(in: 0..<1)) }
        },
    ]

    // MARK: Shapes

    private static func variadic(
        _ operands: [ExpressionEvaluator],
        check: @escaping @Sendable (BSONValue) throws(DocStreamError) -> Void,
        _ operation: @escaping @Sendable ([BSONValue]) throws(DocStreamError) -> BSONValue
    ) -> ExpressionEvaluator {
        { variables throws(DocStreamError) in
            var values: [BSONValue] = []
            for operand in operands {
                // The first null or missing operand ends the evaluation (ExpressionAdd::evaluate):
                // type errors after it are not raised; those before it are, by `check`.
                guard let value = try operand(variables), !Optional(value).isNullish else { return .null }
                try check(value)
                values.append(value)
            }
            return try operation(values)
        }
    }

    private static func binary(
        _ operands: [ExpressionEvaluator], _ operation: @escaping @Sendable (BSONValue, BSONValue) throws(DocStreamError) -> BSONValue
    ) -> ExpressionEvaluator {
        { variables throws(DocStreamError) in
            let lhs = try operands[0](variables)
            let rhs = try operands[1](variables)
            guard let lhs, let rhs, !Optional(lhs).isNullish, !Optional(rhs).isNullish else { return .null }
            return try operation(lhs, rhs)
        }
    }

    private static func unary(
        _ name: String, _ operand: @escaping ExpressionEvaluator, _ operation: @escaping @Sendable (BSONValue) throws(DocStreamError) -> BSONValue
    ) -> ExpressionEvaluator {
        { variables throws(DocStreamError) in
            let value = try operand(variables)
            guard let value, !Optional(value).isNullish else { return .null }
            guard value.isNumber else {
                throw DocStreamError(.location(28765), "\(name) only supports numeric types, not \(value.type.alias)")
            }
            return try operation(value)
        }
    }

    // MARK: Operations

    /// TypeMismatch since MongoDB 6.1, 16554 before (jstests/aggregation/expressions/add_error_on_str.js).
    private static func checkAddOperand(_ value: BSONValue) throws(DocStreamError) {
        guard value.isNumber || value.type == .datetime else {
            throw DocStreamError.typeMismatch("$add only supports numeric or date types, not \(value.type.alias)")
        }
    }

    /// TypeMismatch as $add since MongoDB 6.1, 16555 before (jstests/aggregation/expressions/multiply.js).
    private static func checkMultiplyOperand(_ value: BSONValue) throws(DocStreamError) {
        guard value.isNumber else {
            throw DocStreamError.typeMismatch("$multiply only supports numeric types, not \(value.type.alias)")
        }
    }

    /// Numbers, and at most one date to which the numbers add milliseconds.
    private static func add(_ values: [BSONValue]) throws(DocStreamError) -> BSONValue {
        var date: BSONDateTime?
        var numbers: [BSONValue] = []
        for value in values {
            guard case .datetime(let instant) = value else {
                numbers.append(value)
                continue
            }
            guard date == nil else {
                throw DocStreamError(.location(16612), "only one date allowed in an $add expression")
            }
            date = instant
        }
        let sum = combine(numbers, .add)
        guard let date else { return sum }
        return .datetime(try shifted(date, by: sum, operator: "$add"))
    }

    private static func multiply(_ values: [BSONValue]) -> BSONValue {
        combine(values, .multiply)
    }

    /// Numbers; a date minus a date (milliseconds, int64); a date minus a number (a date).
    private static func subtract(_ lhs: BSONValue, _ rhs: BSONValue) throws(DocStreamError) -> BSONValue {
        switch (lhs, rhs) {
        case (.datetime(let left), .datetime(let right)):
            let (difference, overflow) = left.millisecondsSinceEpoch.subtractingReportingOverflow(right.millisecondsSinceEpoch)
            guard !overflow else { throw overflowError("$subtract") }
            return .int64(difference)
        case (.datetime(let date), _) where rhs.isNumber:
            return .datetime(try shifted(date, by: negated(rhs), operator: "$subtract"))
        case _ where lhs.isNumber && rhs.isNumber:
            return difference(lhs, rhs)
        default:
            throw DocStreamError(
                .location(16556), "can't $subtract \(rhs.type.alias) from \(lhs.type.alias)")
        }
    }

    /// Two numbers' difference, with the promotion rules of `combine`.
    private static func difference(_ lhs: BSONValue, _ rhs: BSONValue) -> BSONValue {
        guard let left = lhs.integerValue, let right = rhs.integerValue else {
            return combine([lhs, negated(rhs)], .add)
        }
        let (difference, overflow) = left.subtractingReportingOverflow(right)
        if overflow { return .double(Double(left) - Double(right)) }
        if lhs.type == .int32, rhs.type == .int32, let small = Int32(exactly: difference) { return .int32(small) }
        return .int64(difference)
    }

    private static func divide(_ lhs: BSONValue, _ rhs: BSONValue) throws(DocStreamError) -> BSONValue {
        guard lhs.isNumber, rhs.isNumber else {
            throw DocStreamError(
                .location(16609), "$divide only supports numeric types, not \(lhs.type.alias) and \(rhs.type.alias)")
        }
        guard !isZero(rhs) else { throw DocStreamError(.location(16608), "can't $divide by zero") }
        guard let left = lhs.nonDecimalNumberAsDouble, let right = rhs.nonDecimalNumberAsDouble else {
            return .decimal128(DecimalMath.divide((Decimal128(numeric: lhs) ?? .nan), (Decimal128(numeric: rhs) ?? .nan)))
        }
        return .double(left / right)
    }

    /// The remainder has the dividend's sign (C's fmod and %); its type is the wider operand's.
    private static func mod(_ lhs: BSONValue, _ rhs: BSONValue) throws(DocStreamError) -> BSONValue {
        guard lhs.isNumber, rhs.isNumber else {
            throw DocStreamError(
                .location(16611), "$mod only supports numeric types, not \(lhs.type.alias) and \(rhs.type.alias)")
        }
        guard !isZero(rhs) else { throw DocStreamError(.location(16610), "can't $mod by zero") }
        switch (lhs, rhs) {
        case (.int32(let left), .int32(let right)):
            let (remainder, overflow) = left.remainderReportingOverflow(dividingBy: right)
            return .int32(overflow ? 0 : remainder)
        case (.decimal128, _), (_, .decimal128):
            return .decimal128(DecimalMath.remainder((Decimal128(numeric: lhs) ?? .nan), (Decimal128(numeric: rhs) ?? .nan)))
        default:
            guard let left = lhs.integerValue, let right = rhs.integerValue else {
                return .double((lhs.nonDecimalNumberAsDouble ?? .nan).truncatingRemainder(dividingBy: rhs.nonDecimalNumberAsDouble ?? .nan))
            }
            let (remainder, overflow) = left.remainderReportingOverflow(dividingBy: right)
            return .int64(overflow ? 0 : remainder)
        }
    }

    private static func abs(_ value: BSONValue) throws(DocStreamError) -> BSONValue {
        switch value {
        case .int32(let number):
            // |Int32.min| only fits an int64.
            return number == .min ? .int64(-Int64(number)) : .int32(Swift.abs(number))
        case .int64(let number):
            guard number != .min else {
                throw DocStreamError(.location(28680), "can't take $abs of long long min")
            }
            return .int64(Swift.abs(number))
        case .double(let number):
            return .double(Swift.abs(number))
        case .decimal128(let number):
            return .decimal128(Decimal128(low: number.low, high: number.high & ~(1 << 63)))
        default:
            return value
        }
    }

    /// $ceil and $floor: integers are already whole and keep their type.
    private static func rounded(_ value: BSONValue, _ rounding: DecimalMath.Rounding) -> BSONValue {
        switch value {
        case .double(let number): .double(number.rounded(rounding == .up ? .up : .down))
        case .decimal128(let number): .decimal128(quantized(number, 0, rounding))
        default: value
        }
    }

    /// `$round` and `$trunc`: `<number>` or `[<number>, <place>]`, place an integer in
    /// [-20, 100] (negative places round to tens, hundreds...); halves round to even.
    private static func roundingOperator(_ name: String, _ arguments: BSONValue, _ rounding: DecimalMath.Rounding) throws(DocStreamError) -> ExpressionEvaluator
    {
        let operands = try ExpressionCompiler.operands(arguments, of: name, range: 1...2)
        return { variables throws(DocStreamError) in
            let value = try operands[0](variables)
            let placeValue = try operands.count == 2 ? operands[1](variables) : .int32(0)
            guard let value, let placeValue, !Optional(value).isNullish, !Optional(placeValue).isNullish else { return .null }
            guard value.isNumber else {
                throw DocStreamError(.location(51081), "\(name) only supports numeric types, not \(value.type.alias)")
            }
            guard placeValue.isNumber, let place = ExpressionCompiler.int32(placeValue) else {
                throw DocStreamError(.location(51082), "precision argument to \(name) must be a integral value")
            }
            guard (-20...100).contains(place) else {
                throw DocStreamError(.location(51083), "cannot apply \(name) with precision value \(place) value must be in [-20, 100]")
            }
            return try roundedToPlace(value, places: Int(place), rounding, name)
        }
    }

    private static func roundedToPlace(_ value: BSONValue, places: Int, _ rounding: DecimalMath.Rounding, _ name: String) throws(DocStreamError) -> BSONValue {
        switch value {
        case .double(let number):
            guard number.isFinite else { return value }
            if places == 0 { return .double(number.rounded(rounding == .towardZero ? .towardZero : .toNearestOrEven)) }
            return .double(quantized(Decimal128(roundingToThirtyFourDigits: number), places, rounding).doubleValue.value)
        case .decimal128(let number):
            guard number.finiteComponents != nil else { return value }
            return .decimal128(quantized(number, places, rounding))
        default:
            // Integers change only for negative places, and may outgrow int32.
            guard places < 0, let integer = value.integerValue else { return value }
            guard let (result, _) = quantized(Decimal128(integer), places, rounding).int64Truncating else {
                throw DocStreamError(.location(51080), "invalid conversion from Decimal128 result in \(name) resulting from arguments: [\(integer), \(places)]")
            }
            if value.type == .int32, let small = Int32(exactly: result) { return .int32(small) }
            return .int64(result)
        }
    }

    /// Quantizes to `places`, keeping within the 34 digits a decimal holds.
    private static func quantized(_ number: Decimal128, _ places: Int, _ rounding: DecimalMath.Rounding) -> Decimal128 {
        guard let (coefficient, exponent) = number.finiteComponents else { return number }
        let integerDigits = String(coefficient).count + exponent
        return DecimalMath.quantized(number, places: min(places, 34 - integerDigits), rounding)
    }

    /// $sqrt $exp $ln $log10: a double for integers and doubles, a decimal for a decimal.
    private static func transcendental(_ value: BSONValue, _ function: (Double) -> Double, _ decimalFunction: (Decimal128) -> Decimal128) -> BSONValue {
        if case .decimal128(let number) = value { return .decimal128(decimalFunction(number)) }
        return .double(function(value.nonDecimalNumberAsDouble ?? .nan))
    }

    private static func isNegative(_ number: BSONValue) -> Bool {
        switch number {
        case .int32(let value): value < 0
        case .int64(let value): value < 0
        case .double(let value): value < 0
        case .decimal128(let value): value.isNegative && !isZero(number) && !value.isNaN
        default: false
        }
    }

    private static func requirePositive(_ value: BSONValue, code: ErrorCode, _ message: String) throws(DocStreamError) {
        guard isNegative(value) || isZero(value) else { return }
        throw DocStreamError(code, "\(message), but \(value.extendedJSON(.relaxed)) was given")
    }

    /// `[number, base]`: the logarithm of the number in the base.
    private static func log(_ value: BSONValue, _ base: BSONValue) throws(DocStreamError) -> BSONValue {
        guard value.isNumber else {
            throw DocStreamError(.location(28756), "$log's argument must be numeric, not \(value.type.alias)")
        }
        guard base.isNumber else {
            throw DocStreamError(.location(28757), "$log's base must be numeric, not \(base.type.alias)")
        }
        try requirePositive(value, code: .location(28758), "$log's argument must be a positive number")
        if isNegative(base) || isZero(base) || base.isMongoEqual(to: .int32(1)) {
            throw DocStreamError(.location(28759), "$log's base must be a positive number not equal to 1, but \(base.extendedJSON(.relaxed)) was given")
        }
        if value.type == .decimal128 || base.type == .decimal128 {
            return .decimal128(
                DecimalMath.divide(
                    DecimalMath.naturalLogarithm((Decimal128(numeric: value) ?? .nan)), DecimalMath.naturalLogarithm((Decimal128(numeric: base) ?? .nan))))
        }
        return .double(Foundation.log(value.nonDecimalNumberAsDouble ?? .nan) / Foundation.log(base.nonDecimalNumberAsDouble ?? .nan))
    }

    /// `[base, exponent]`: integers stay integers while the result fits (int32, then int64);
    /// a negative exponent makes a double unless the base is 1 or -1.
    private static func power(_ base: BSONValue, _ exponent: BSONValue) throws(DocStreamError) -> BSONValue {
        guard base.isNumber else {
            throw DocStreamError(.location(28762), "$pow's base must be numeric, not \(base.type.alias)")
        }
        guard exponent.isNumber else {
            throw DocStreamError(.location(28763), "$pow's exponent must be numeric, not \(exponent.type.alias)")
        }
        if isZero(base), isNegative(exponent) {
            throw DocStreamError(.location(28764), "$pow cannot take a base of 0 and a negative exponent")
        }
        if base.type == .decimal128 || exponent.type == .decimal128 {
            return .decimal128(DecimalMath.power((Decimal128(numeric: base) ?? .nan), (Decimal128(numeric: exponent) ?? .nan)))
        }
        guard let left = base.integerValue, let right = exponent.integerValue else {
            return .double(Foundation.pow(base.nonDecimalNumberAsDouble ?? .nan, exponent.nonDecimalNumberAsDouble ?? .nan))
        }
        let bothInt32 = base.type == .int32 && exponent.type == .int32
        var result: Int64
        switch left {
        case 1: result = 1
        case -1: result = right % 2 == 0 ? 1 : -1
        case _ where right < 0: return .double(Foundation.pow(Double(left), Double(right)))
        default:
            // |base| >= 2 (or 0) overflows within 64 steps, so the loop is short.
            result = 1
            for _ in 0..<right {
                let (next, overflow) = result.multipliedReportingOverflow(by: left)
                guard !overflow else { return .double(Foundation.pow(Double(left), Double(right))) }
                result = next
                if result == 0 { break }
            }
        }
        if bothInt32, let small = Int32(exactly: result) { return .int32(small) }
        return .int64(result)
    }

    // MARK: Numbers

    private enum Combination {
        case add, multiply
    }

    /// Folds numbers left to right: a decimal anywhere makes the result decimal, a double
    /// makes it double, integer overflow past int64 makes it double, and an all-int32 result
    /// that does not fit int32 is int64 (ExpressionAdd/ExpressionMultiply state).
    private static func combine(_ numbers: [BSONValue], _ combination: Combination) -> BSONValue {
        let identity: BSONValue = combination == .add ? .int32(0) : .int32(1)
        if numbers.contains(where: { $0.type == .decimal128 }) {
            var total = (Decimal128(numeric: identity) ?? .nan)
            for number in numbers {
                total = combination == .add ? total.adding((Decimal128(numeric: number) ?? .nan)) : total.multiplied(by: (Decimal128(numeric: number) ?? .nan))
            }
            return .decimal128(total)
        }
        let doubleResult = {
            numbers.dropFirst().reduce((numbers.first ?? identity).nonDecimalNumberAsDouble ?? 0) { total, number in
                let value = number.nonDecimalNumberAsDouble ?? 0
                return combination == .add ? total + value : total * value
            }
        }
        if numbers.contains(where: { $0.type == .double }) { return .double(doubleResult()) }
        var total: Int64 = combination == .add ? 0 : 1
        for number in numbers {
            let value = number.integerValue ?? 0
            let (next, overflow) = combination == .add ? total.addingReportingOverflow(value) : total.multipliedReportingOverflow(by: value)
            guard !overflow else { return .double(doubleResult()) }
            total = next
        }
        if numbers.allSatisfy({ $0.type == .int32 }), let small = Int32(exactly: total) { return .int32(small) }
        return .int64(total)
    }

    private static func negated(_ number: BSONValue) -> BSONValue {
        switch number {
        case .int32(let value): value == .min ? .int64(-Int64(value)) : .int32(-value)
        case .int64(let value): value == .min ? .double(-Double(value)) : .int64(-value)
        case .double(let value): .double(-value)
        case .decimal128(let value): .decimal128(Decimal128(low: value.low, high: value.high ^ (1 << 63)))
        default: number
        }
    }

    /// The date moved by a number of milliseconds; fractional milliseconds round to nearest.
    private static func shifted(_ date: BSONDateTime, by milliseconds: BSONValue, operator name: String) throws(DocStreamError) -> BSONDateTime {
        let offset: Int64?
        switch milliseconds {
        case .int32(let value): offset = Int64(value)
        case .int64(let value): offset = value
        case .double(let value): offset = Int64(exactly: value.rounded())
        case .decimal128(let value): offset = Int64(exactly: value.doubleValue.value.rounded())
        default: offset = nil
        }
        guard let offset else { throw overflowError(name) }
        let (result, overflow) = date.millisecondsSinceEpoch.addingReportingOverflow(offset)
        guard !overflow else { throw overflowError(name) }
        return BSONDateTime(millisecondsSinceEpoch: result)
    }

    private static func isZero(_ number: BSONValue) -> Bool {
        switch number {
        case .int32(let value): value == 0
        case .int64(let value): value == 0
        case .double(let value): value == 0
        case .decimal128(let value): value.finiteComponents?.coefficient == 0
        default: false
        }
    }

    private static func overflowError(_ name: String) -> DocStreamError {
        DocStreamError(.overflow, "date overflow in \(name)")
    }
}
