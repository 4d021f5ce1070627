import DocStreamBSON

/// Numbers of the four types (int32, int64, double, decimal128) ordered by exact value, as
/// MongoDB compares them (compare_numbers.h): after the tag, a class byte, 1 NaN (below every
/// number, equal to itself), 2 -infinity, 3 negative, 4 zero (-0 and decimal zeros of any
/// exponent too), 5 positive, 6 +infinity; then, for a negative or positive number x, the form
/// of its magnitude m = |x|, every byte inverted when x is negative:
///
/// - d, the largest double not above m, as its IEEE 754 bits, 8 bytes big-endian;
/// - 0 when m = d; otherwise 1, then m as a decimal: its adjusted exponent e (10^e ≤ m <
///   10^(e+1)) plus 6176, 2 bytes, and its 34 significant digits c (m = c × 10^(e-33),
///   10^33 ≤ c < 10^34), 15 bytes, both big-endian.
///
/// Why memcmp of these forms is the order of the values:
/// 1. The classes are in MongoDB's order, and inverting every byte of a prefix-free form
///    reverses its order, so it is enough that magnitudes' forms are prefix-free, equal for
///    equal magnitudes and ordered as the magnitudes. Prefix-free: a form is 9 bytes ending
///    in 0 or 26 bytes with 1 at the ninth, so two forms alike in their first 9 bytes are of
///    one length.
/// 2. Non-negative finite doubles order as their bits read as unsigned integers, and rounding
///    down is monotonic: m < m' gives d ≤ d'. When d < d' the first 8 bytes decide.
/// 3. When d = d', no double lies in (d, m'], so m' is not a double: its ninth byte is 1.
///    If m = d, its ninth byte 0 decides. Otherwise neither is a double. Every int32 is one,
///    so each is an int64 beyond 2^53 (under 2^63 < 10^19: a decimal of at most 19 digits,
///    taken with exponent 0) or a decimal128: both are decimals of at most 34 digits, whose
///    (e, c) is unique to the value and ordered as it: a larger e is a larger value (m <
///    10^(e+1) ≤ m'), and with e equal, c is the value scaled by one power of ten.
/// 4. Equal values give equal forms, whatever their types: the same d and the same ninth
///    byte, and when it is 1, the same (e, c). So 1, NumberLong(1), 1.0 and the decimals 1,
///    1.0, 1E+0 and 10E-1 have one key.
///
/// d comes exactly from each type: a double is its own; an int64 is rounded to nearest and
/// moved one double down when that is above it (both at most 2^63, so the test is exact in
/// integers); a decimal is rounded toward negative infinity by Intel's library, as MongoDB's
/// compareDecimalToDouble does. A decimal past the largest double has that double as d and
/// one below the smallest subnormal has 0: only decimals lie there, and their (e, c) orders
/// them.
extension StorageKey {
    private enum NumberClass: UInt8 {
        case nan = 1
        case negativeInfinity, negative, zero, positive, positiveInfinity
    }

    private static let decimalExponentBias = 6176
    private static let significantDigits = 34

    static func appendNumber(_ number: BSONNumber, to bytes: inout [UInt8]) {
        switch number {
        case .integer(let value):
            guard value != 0 else { return appendClass(.zero, to: &bytes) }
            let magnitude = value.magnitude
            var roundedDown = Double(magnitude)
            if UInt64(roundedDown) > magnitude { roundedDown = roundedDown.nextDown }
            let decimal = UInt64(roundedDown) == magnitude ? nil : (coefficient: UInt128(magnitude), exponent: 0)
            appendFinite(negative: value < 0, roundedDown: roundedDown, decimal: decimal, to: &bytes)
        case .double(let value):
            if value.isNaN { return appendClass(.nan, to: &bytes) }
            if value.isInfinite { return appendClass(value < 0 ? .negativeInfinity : .positiveInfinity, to: &bytes) }
            if value == 0 { return appendClass(.zero, to: &bytes) }
            appendFinite(negative: value < 0, roundedDown: value.magnitude, decimal: nil, to: &bytes)
        case .decimal(let value):
            if value.isNaN { return appendClass(.nan, to: &bytes) }
            guard let components = value.finiteComponents else {
                return appendClass(value.isNegative ? .negativeInfinity : .positiveInfinity, to: &bytes)
            }
            if components.coefficient == 0 { return appendClass(.zero, to: &bytes) }
            let magnitude = Decimal128(low: value.low, high: value.high & ~(1 << 63))
            let (roundedDown, isExact) = magnitude.doubleRoundingDown
            appendFinite(negative: value.isNegative, roundedDown: roundedDown, decimal: isExact ? nil : components, to: &bytes)
        }
    }

    private static func appendClass(_ numberClass: NumberClass, to bytes: inout [UInt8]) {
        bytes.append(numberClass.rawValue)
    }

    /// The class byte and the magnitude's form; `decimal` is the magnitude as coefficient ×
    /// 10^exponent when it is not `roundedDown` exactly.
    private static func appendFinite(
        negative: Bool, roundedDown: Double, decimal: (coefficient: UInt128, exponent: Int)?, to bytes: inout [UInt8]
    ) {
        appendClass(negative ? .negative : .positive, to: &bytes)
        let start = bytes.count
        bytes.appendBigEndian(roundedDown.bitPattern)
        if let (coefficient, exponent) = decimal {
            bytes.append(1)
            var digits = 1
            var power: UInt128 = 10
            while power <= coefficient {
                digits += 1
                power *= 10
            }
            bytes.appendBigEndian(UInt16(exponent + digits - 1 + decimalExponentBias))
            var significand = coefficient
            for _ in digits..<significantDigits { significand *= 10 }
            // Below 10^34 < 2^113: the top byte of 16 is always zero.
            withUnsafeBytes(of: significand.bigEndian) { bytes.append(contentsOf: $0.dropFirst()) }
        } else {
            bytes.append(0)
        }
        if negative {
            for index in start..<bytes.count { bytes[index] = ~bytes[index] }
        }
    }
}
