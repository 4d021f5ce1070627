import CIntelDecimal
import DocStreamBSON
import Foundation

/// $sin $cos $tan $asin $acos $atan $atan2 $sinh $cosh $tanh $asinh $acosh $atanh
/// $degreesToRadians $radiansToDegrees (expression_trigonometric.h). Null or missing gives
/// null; integers and doubles give a double, a decimal gives a decimal (Intel's decimal
/// functions, as MongoDB's Decimal128); NaN passes through; an input outside the function's
/// domain is MongoDB's 50989.
enum TrigonometryExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$sin": unary(Foundation.sin, ds_decimal128_sin, domain: .finite),
        "$cos": unary(Foundation.cos, ds_decimal128_cos, domain: .finite),
        "$tan": unary(Foundation.tan, ds_decimal128_tan, domain: .finite),
        "$asin": unary(Foundation.asin, ds_decimal128_asin, domain: .unitInterval),
        "$acos": unary(Foundation.acos, ds_decimal128_acos, domain: .unitInterval),
        "$atan": unary(Foundation.atan, ds_decimal128_atan),
        "$sinh": unary(Foundation.sinh, ds_decimal128_sinh),
        "$cosh": unary(Foundation.cosh, ds_decimal128_cosh),
        "$tanh": unary(Foundation.tanh, ds_decimal128_tanh),
        "$asinh": unary(Foundation.asinh, ds_decimal128_asinh),
        "$acosh": unary(Foundation.acosh, ds_decimal128_acosh, domain: Domain(lower: 1, upper: .infinity, inclusive: true)),
        "$atanh": unary(Foundation.atanh, ds_decimal128_atanh, domain: .unitInterval),
        "$degreesToRadians": unary({ $0 * (Double.pi / 180) }, { $0.multiplied(by: piOver180) }),
        "$radiansToDegrees": unary({ $0 * (180 / Double.pi) }, { $0.multiplied(by: oneEightyOverPi) }),
        // [y, x]: the angle of the point (x, y); a decimal operand makes the result decimal.
        "$atan2": { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.operands(arguments, of: name, count: 2)
            return { variables throws(DocStreamError) in
                var numbers: [BSONValue] = []
                for (offset, operand) in operands.enumerated() {
                    let value = try operand(variables)
                    guard let value, !Optional(value).isNullish else { return .null }
                    guard value.isNumber else {
                        throw DocStreamError(.location(51044 + offset), "$atan2 only supports numeric types, not \(value.type.alias)")
                    }
                    numbers.append(value)
                }
                if numbers.contains(where: { $0.type == .decimal128 }) {
                    let y = Decimal128(numeric: numbers[0]) ?? .nan
                    let x = Decimal128(numeric: numbers[1]) ?? .nan
                    return .decimal128(decimal(ds_decimal128_atan2(bid(y), bid(x))))
                }
                return .double(Foundation.atan2(numbers[0].nonDecimalNumberAsDouble ?? .nan, numbers[1].nonDecimalNumberAsDouble ?? .nan))
            }
        },
    ]

    /// Decimal128::kPiOver180 and kOneEightyOverPi, rounded to 34 digits.
    private static let piOver180 = Decimal128("0.01745329251994329576923690768488613")!
    private static let oneEightyOverPi = Decimal128("57.29577951308232087679815481410517")!

    /// The inputs a function accepts; inputs outside raise 50989.
    private struct Domain {
        let lower: Double
        let upper: Double
        let inclusive: Bool

        static let finite = Domain(lower: -.infinity, upper: .infinity, inclusive: false)
        static let unitInterval = Domain(lower: -1, upper: 1, inclusive: true)

        func contains(_ value: Double) -> Bool {
            inclusive ? (lower...upper).contains(value) : value > lower && value < upper
        }

        func contains(_ value: Decimal128) -> Bool {
            let lowerOrder = ds_decimal128_compare(bid(value), bid(Decimal128(roundingToThirtyFourDigits: lower)))
            let upperOrder = ds_decimal128_compare(bid(value), bid(Decimal128(roundingToThirtyFourDigits: upper)))
            return inclusive ? lowerOrder >= 0 && upperOrder <= 0 : lowerOrder > 0 && upperOrder < 0
        }

        /// As MongoDB prints it: "[-1,1]", "(-inf,inf)".
        var description: String {
            "\(inclusive ? "[" : "(")\(format(lower)),\(format(upper))\(inclusive ? "]" : ")")"
        }
    }

    /// One numeric operand (ExpressionSingleNumericArg): non-numbers are MongoDB's 28765.
    private static func unary(
        _ doubleFunction: @escaping @Sendable (Double) -> Double,
        _ decimalFunction: @escaping @Sendable (ds_decimal128) -> ds_decimal128,
        domain: Domain? = nil
    ) -> ExpressionOperatorCompiler {
        unary(doubleFunction, domain: domain) { value in decimal(decimalFunction(bid(value))) }
    }

    private static func unary(
        _ doubleFunction: @escaping @Sendable (Double) -> Double,
        domain: Domain? = nil,
        _ decimalFunction: @escaping @Sendable (Decimal128) -> Decimal128
    ) -> ExpressionOperatorCompiler {
        ExpressionCompiler.nullPropagatingUnary { name, value throws(DocStreamError) in
            switch value {
            case .decimal128(let number):
                guard !number.isNaN else { return value }
                if let domain, !domain.contains(number) { throw outOfDomain(name, number.description, domain) }
                return .decimal128(decimalFunction(number))
            default:
                guard let number = value.nonDecimalNumberAsDouble else {
                    throw DocStreamError(.location(28765), "\(name) only supports numeric types, not \(value.type.alias)")
                }
                guard !number.isNaN else { return .double(number) }
                if let domain, !domain.contains(number) { throw outOfDomain(name, format(number), domain) }
                return .double(doubleFunction(number))
            }
        }
    }

    private static func outOfDomain(_ name: String, _ input: String, _ domain: Domain) -> DocStreamError {
        DocStreamError(.location(50989), "cannot apply \(name) to \(input), value must in \(domain.description)")
    }

    /// A double as C++'s ostream prints it (6 significant digits, "inf").
    private static func format(_ value: Double) -> String {
        String(format: "%g", value)
    }

    private static func bid(_ value: Decimal128) -> ds_decimal128 {
        ds_decimal128(low: value.low, high: value.high)
    }

    private static func decimal(_ value: ds_decimal128) -> Decimal128 {
        Decimal128(low: value.low, high: value.high)
    }
}
