import CIntelDecimal

// Decimal arithmetic beyond Decimal128's addition and multiplication, from the Intel library
// MongoDB uses (called by the real names that bid_conf.h's macros hide from Swift).

/// Decimal arithmetic for the aggregation operators, rounding to nearest, ties to even.
public enum DecimalMath {
    /// How `quantized(_:places:_:)` rounds.
    public enum Rounding: Sendable {
        /// To the nearest, ties to the even neighbour.
        case nearestEven
        /// Toward positive infinity.
        case up
        /// Toward negative infinity.
        case down
        /// Toward zero (truncation).
        case towardZero
    }

    /// `lhs` divided by `rhs`.
    public static func divide(_ lhs: Decimal128, _ rhs: Decimal128) -> Decimal128 {
        var flags: _IDEC_flags = 0
        return decimal(__bid128_div(bid(lhs), bid(rhs), nearest, &flags))
    }

    /// The remainder with the dividend's sign (C's fmod).
    public static func remainder(_ lhs: Decimal128, _ rhs: Decimal128) -> Decimal128 {
        var flags: _IDEC_flags = 0
        return decimal(__bid128_fmod(bid(lhs), bid(rhs), &flags))
    }

    /// The square root; NaN for a negative value.
    public static func squareRoot(_ value: Decimal128) -> Decimal128 {
        var flags: _IDEC_flags = 0
        return decimal(__bid128_sqrt(bid(value), nearest, &flags))
    }

    /// e raised to `value`.
    public static func exponential(_ value: Decimal128) -> Decimal128 {
        var flags: _IDEC_flags = 0
        return decimal(__bid128_exp(bid(value), nearest, &flags))
    }

    /// The natural logarithm; NaN for a negative value.
    public static func naturalLogarithm(_ value: Decimal128) -> Decimal128 {
        var flags: _IDEC_flags = 0
        return decimal(__bid128_log(bid(value), nearest, &flags))
    }

    /// The base-10 logarithm; NaN for a negative value.
    public static func logarithm10(_ value: Decimal128) -> Decimal128 {
        var flags: _IDEC_flags = 0
        return decimal(__bid128_log10(bid(value), nearest, &flags))
    }

    /// `base` raised to `exponent`.
    public static func power(_ base: Decimal128, _ exponent: Decimal128) -> Decimal128 {
        var flags: _IDEC_flags = 0
        return decimal(__bid128_pow(bid(base), bid(exponent), nearest, &flags))
    }

    /// The value with exactly `places` digits after the point (negative: rounded to tens,
    /// hundreds...), as Decimal128::quantize; NaN when that needs more than 34 digits.
    public static func quantized(_ value: Decimal128, places: Int, _ rounding: Rounding) -> Decimal128 {
        var flags: _IDEC_flags = 0
        let reference = Decimal128(low: 1, high: UInt64(Decimal128.exponentBias - places) << 49)
        // Intel's rounding modes: 0 nearest-even, 1 down, 2 up, 3 toward zero.
        let mode: _IDEC_round
        switch rounding {
        case .nearestEven: mode = 0
        case .down: mode = 1
        case .up: mode = 2
        case .towardZero: mode = 3
        }
        return decimal(__bid128_quantize(bid(value), bid(reference), mode, &flags))
    }

    private static let nearest: _IDEC_round = 0

    private static func bid(_ value: Decimal128) -> BID_UINT128 {
        var result = BID_UINT128()
        result.w = (value.low, value.high)
        return result
    }

    private static func decimal(_ value: BID_UINT128) -> Decimal128 {
        Decimal128(low: value.w.0, high: value.w.1)
    }
}
