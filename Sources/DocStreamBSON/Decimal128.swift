import CIntelDecimal
import CLibBSON

/// An IEEE 754-2008 128-bit decimal in BID encoding, as BSON stores it.
///
/// Text conversion follows the Decimal128 specification (through libbson); comparisons and
/// conversions use Intel's decimal library, the one MongoDB uses.
public struct Decimal128: Sendable, Hashable, CustomStringConvertible, LosslessStringConvertible {
    /// The low 64 bits (first in BSON's little-endian bytes).
    public let low: UInt64
    /// The high 64 bits: sign, combination field, exponent and the coefficient's top bits.
    public let high: UInt64

    /// The value of the IEEE 754-2008 decimal128 bits `high` and `low` (BID encoding, as BSON stores it).
    public init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// Parses decimal text: "1.5", "-0.00", "1E+3", "Infinity", "NaN". Returns nil for text
    /// the specification rejects, including values that cannot be rounded exactly.
    public init?(_ text: String) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        let parsed = text.utf8CString.withUnsafeBufferPointer { buffer in
            ds_decimal128_from_string(buffer.baseAddress, buffer.count - 1, &low, &high)
        }
        guard parsed else { return nil }
        self.init(low: low, high: high)
    }

    /// The integer `value`, exactly.
    public init(_ value: Int64) {
        let decimal = ds_decimal128_from_int64(value)
        self.init(low: decimal.low, high: decimal.high)
    }

    /// The double rounded to 34 significant digits, as MongoDB converts doubles for decimal
    /// arithmetic (SafeNum::getDecimal).
    public init(roundingToThirtyFourDigits value: Double) {
        let decimal = ds_decimal128_from_double(value)
        self.init(low: decimal.low, high: decimal.high)
    }

    /// A number of any BSON numeric type as a decimal, as MongoDB's arithmetic widens it
    /// (SafeNum::getDecimal: doubles rounded to 34 digits); nil for other types.
    public init?(numeric value: BSONValue) {
        switch value {
        case .int32(let number): self.init(Int64(number))
        case .int64(let number): self.init(number)
        case .double(let number): self.init(roundingToThirtyFourDigits: number)
        case .decimal128(let number): self = number
        default: return nil
        }
    }

    init(_ decimal: ds_decimal128) {
        self.init(low: decimal.low, high: decimal.high)
    }

    /// The value rounded toward zero and whether that lost nothing; nil for NaN, infinities
    /// and values outside int64.
    public var int64Truncating: (value: Int64, isExact: Bool)? {
        var invalid = false
        var inexact = false
        let value = ds_decimal128_to_int64_truncating(bid, &invalid, &inexact)
        return invalid ? nil : (value, !inexact)
    }

    /// The sum, rounded to nearest (IEEE 754-2008 decimal arithmetic).
    public func adding(_ other: Decimal128) -> Decimal128 {
        Decimal128(ds_decimal128_add(bid, other.bid))
    }

    /// The product, rounded to nearest.
    public func multiplied(by other: Decimal128) -> Decimal128 {
        Decimal128(ds_decimal128_multiply(bid, other.bid))
    }

    /// The canonical text form of the Decimal128 specification.
    public var description: String {
        var (low, high) = (low, high)
        // Zeros print from their canonical encoding: libbson prints a non-canonical coefficient
        // (over 10^34 - 1, which IEEE 754-2008 reads as zero) as it is, text nothing reads back.
        if let (coefficient, exponent) = finiteComponents, coefficient == 0 {
            (low, high) = (0, high & 1 << 63 | UInt64(exponent + Decimal128.exponentBias) << 49)
        }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 48) { buffer in
            ds_decimal128_to_string(low, high, buffer.baseAddress)
            return String(cString: buffer.baseAddress!)
        }
    }

    var bid: ds_decimal128 { ds_decimal128(low: low, high: high) }

    /// Whether the value is NaN (not a number).
    public var isNaN: Bool { ds_decimal128_is_nan(bid) }

    /// Whether the value is positive or negative infinity.
    public var isInfinite: Bool { (high >> 58) & 0x1F == 0x1E }

    /// Whether the sign bit is set: negative numbers, -0 and -Infinity.
    public var isNegative: Bool { high >> 63 == 1 }

    /// The nearest double and whether it is exactly this value.
    public var doubleValue: (value: Double, isExact: Bool) {
        var exact = false
        let value = ds_decimal128_to_double(bid, &exact)
        return (value, exact)
    }

    /// The largest double not above the value and whether that is the value exactly
    /// (rounding toward negative infinity, so a value past the largest double gives that
    /// double, not infinity); NaN gives NaN.
    package var doubleRoundingDown: (value: Double, isExact: Bool) {
        var inexact = false
        let value = ds_decimal128_to_double_rounding_down(bid, &inexact)
        return (value, !inexact)
    }

    /// The finite value as coefficient × 10^exponent; nil for NaN and infinities.
    /// Non-canonical coefficients (over 10^34 - 1) read as zero, as the specification says.
    public var finiteComponents: (coefficient: UInt128, exponent: Int)? {
        let combination = (high >> 58) & 0x1F
        guard combination < 0x1E else { return nil }
        let exponent: Int
        var coefficient: UInt128
        if (high >> 61) & 0b11 == 0b11 {
            exponent = Int((high >> 47) & 0x3FFF) - Decimal128.exponentBias
            coefficient = 0
        } else {
            exponent = Int((high >> 49) & 0x3FFF) - Decimal128.exponentBias
            coefficient = UInt128(high & 0x1_FFFF_FFFF_FFFF) << 64 | UInt128(low)
            if coefficient > Decimal128.maxCoefficient { coefficient = 0 }
        }
        return (coefficient, exponent)
    }

    static let exponentBias = 6176
    static let maxCoefficient: UInt128 = 9_999_999_999_999_999_999_999_999_999_999_999

    /// NaN.
    public static let nan = Decimal128("NaN")!
}
