import DocStreamBSON
import Foundation

/// `$bucketAuto`'s granularity: bucket boundaries rounded to a preferred number series scaled
/// by powers of 10, or to powers of two (granularity_rounder_preferred_numbers.cpp and
/// granularity_rounder_powers_of_two.cpp). The stage passes only non-negative numbers
/// (40258-40260), so rounding itself never meets anything else.
///
/// At the ends of the number line MongoDB's scaling loops never end (an infinity rounded up, a
/// subnormal double rounded down) and its power of two is undefined (an infinite logarithm
/// made an int). DocStream answers there with the value the rounding tends to: an infinity
/// rounds up to itself and down to the largest finite series value (or power of two), and a
/// number below every scaled series value rounds down to zero.
enum GranularityRounder: Sendable {
    case series([Double])
    case powersOfTwo

    /// 40257 for a name MongoDB does not know.
    init(_ name: String) throws(DocStreamError) {
        if name == "POWERSOF2" {
            self = .powersOfTwo
        } else if let series = Self.preferredNumbers[name] {
            self = .series(series)
        } else {
            throw DocStreamError(.location(40257), "Unknown rounding granularity '\(name)'")
        }
    }

    /// The smallest series value greater than `value` (zero stays zero).
    func roundUp(_ value: BSONValue) throws(DocStreamError) -> BSONValue {
        if value.coercedDouble == 0 { return value }
        switch (self, value) {
        case (.series(let series), .decimal128(let decimal)):
            return .decimal128(Self.roundUp(DecimalNumber(decimal), in: series).decimal)
        case (.series(let series), _):
            return .double(Self.roundUp(value.coercedDouble ?? 0, in: series))
        case (.powersOfTwo, _):
            return try Self.powerOfTwo(value, roundingUp: true)
        }
    }

    /// The largest series value less than `value` (zero stays zero).
    func roundDown(_ value: BSONValue) throws(DocStreamError) -> BSONValue {
        if value.coercedDouble == 0 { return value }
        switch (self, value) {
        case (.series(let series), .decimal128(let decimal)):
            return .decimal128(Self.roundDown(DecimalNumber(decimal), in: series).decimal)
        case (.series(let series), _):
            return .double(Self.roundDown(value.coercedDouble ?? 0, in: series))
        case (.powersOfTwo, _):
            return try Self.powerOfTwo(value, roundingUp: false)
        }
    }

    /// Scales the series by powers of ten until it spans `number`, then takes the next value up.
    private static func roundUp<Number: SeriesNumber>(_ number: Number, in series: [Double]) -> Number {
        guard number.isFinite else { return number }
        let (first, last) = (Number(series.first!), Number(series.last!))
        var multiplier = Number.one
        while number >= last * multiplier { multiplier = multiplier * Number.ten }
        while number < first * multiplier {
            let previousMinimum = first * multiplier
            multiplier = multiplier / Number.ten
            // Between one decade's top and the next decade's bottom: round to that bottom.
            if number >= last * multiplier { return previousMinimum }
        }
        return series.lazy.map { Number($0) * multiplier }.first { number < $0 }!
    }

    private static func roundDown<Number: SeriesNumber>(_ number: Number, in series: [Double]) -> Number {
        let (first, last) = (Number(series.first!), Number(series.last!))
        var multiplier = Number.one
        while number <= first * multiplier {
            multiplier = multiplier / Number.ten
            // Scaled below the smallest number the type holds: only zero is smaller.
            if multiplier == Number.zero { return Number.zero }
        }
        while number > last * multiplier {
            let previousMaximum = last * multiplier
            multiplier = multiplier * Number.ten
            if number <= first * multiplier { return previousMaximum }
        }
        return series.lazy.map { Number($0) * multiplier }.last { $0 < number }!
    }

    /// 2 to the power just above (or below) the value, computed by `$pow` as MongoDB does, so
    /// integers give integers and decimals decimals.
    private static func powerOfTwo(_ value: BSONValue, roundingUp: Bool) throws(DocStreamError) -> BSONValue {
        let exponent: BSONValue
        switch value {
        case .int32, .int64:
            let number = value.integerValue ?? 0
            let highestBit = 63 - number.leadingZeroBitCount
            let isPowerOfTwo = number.nonzeroBitCount == 1
            exponent = .int32(Int32(roundingUp ? highestBit + 1 : (isPowerOfTwo ? highestBit - 1 : highestBit)))
        case .decimal128(let decimal):
            guard !decimal.isInfinite else {
                return roundingUp ? value : try powerOfTwo(.decimal128(largestFiniteDecimal), roundingUp: false)
            }
            // In decimal, as MongoDB's Decimal128::logarithm(2): a decimal beyond a double's range
            // has a logarithm all the same.
            let logarithm = DecimalMath.divide(DecimalMath.naturalLogarithm(decimal), DecimalMath.naturalLogarithm(Decimal128(2)))
            exponent = .decimal128(Decimal128(Int64(power(of: logarithm.doubleValue.value, roundingUp: roundingUp))))
        default:
            let number = value.coercedDouble ?? 0
            guard number.isFinite else {
                return roundingUp ? value : try powerOfTwo(.double(.greatestFiniteMagnitude), roundingUp: false)
            }
            exponent = .int32(Int32(power(of: log2(number), roundingUp: roundingUp)))
        }
        return try AggregationExpression(["$pow": [.int32(2), exponent]]).evaluate(Document()) ?? .null
    }

    /// The exponent of the power of two just above (or below) the number whose logarithm this is.
    private static func power(of logarithm: Double, roundingUp: Bool) -> Double {
        roundingUp ? logarithm.rounded(.down) + 1 : logarithm.rounded(.up) - 1
    }

    /// Thirty-four nines at the largest exponent, what an infinity rounds down from.
    private static let largestFiniteDecimal = Decimal128("9.999999999999999999999999999999999E+6144")!

    /// MongoDB's series (granularity_rounder_preferred_numbers.cpp), as it writes them.
    private static let preferredNumbers: [String: [Double]] = [
        "R5": [10, 16, 25, 40, 63],
        "R10": [100, 125, 160, 200, 250, 315, 400, 500, 630, 800],
        "R20": [100, 112, 125, 140, 160, 180, 200, 224, 250, 280, 315, 355, 400, 450, 500, 560, 630, 710, 800, 900],
        "R40": [
            100, 106, 112, 118, 125, 132, 140, 150, 160, 170, 180, 190, 200, 212, 224, 236, 250, 265, 280, 300,
            315, 355, 375, 400, 425, 450, 475, 500, 530, 560, 600, 630, 670, 710, 750, 800, 850, 900, 950,
        ],
        "R80": [
            103, 109, 115, 122, 128, 136, 145, 155, 165, 175, 185, 195, 206, 218, 230, 243, 258, 272, 290, 307,
            325, 345, 365, 387, 412, 437, 462, 487, 515, 545, 575, 615, 650, 690, 730, 775, 825, 875, 925, 975,
        ],
        "1-2-5": [10, 20, 50],
        "E6": [10, 15, 22, 33, 47, 68],
        "E12": [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82],
        "E24": [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91],
        "E48": [
            100, 105, 110, 115, 121, 127, 133, 140, 147, 154, 162, 169, 178, 187, 196, 205, 215, 226, 237, 249, 261, 274, 287, 301,
            316, 332, 348, 365, 383, 402, 422, 442, 464, 487, 511, 536, 562, 590, 619, 649, 681, 715, 750, 787, 825, 866, 909, 953,
        ],
        "E96": [
            100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150, 154, 158, 162, 165, 169, 174,
            178, 182, 187, 191, 196, 200, 205, 210, 215, 221, 226, 232, 237, 243, 249, 255, 261, 267, 274, 280, 287, 294, 301, 309,
            316, 324, 332, 340, 348, 357, 365, 374, 383, 392, 402, 412, 422, 432, 442, 453, 464, 475, 487, 499, 511, 523, 536, 549,
            562, 576, 590, 604, 619, 634, 649, 665, 681, 698, 715, 732, 750, 768, 787, 806, 825, 845, 866, 887, 909, 931, 953, 976,
        ],
        "E192": [
            100, 101, 102, 104, 105, 106, 107, 109, 110, 111, 113, 114, 115, 117, 118, 120, 121, 123, 124, 126, 127, 129, 130, 132,
            133, 135, 137, 138, 140, 142, 143, 145, 147, 149, 150, 152, 154, 156, 158, 160, 162, 164, 165, 167, 169, 172, 174, 176,
            178, 180, 182, 184, 187, 189, 191, 193, 196, 198, 200, 203, 205, 208, 210, 213, 215, 218, 221, 223, 226, 229, 232, 234,
            237, 240, 243, 246, 249, 252, 255, 258, 261, 264, 267, 271, 274, 277, 280, 284, 287, 291, 294, 298, 301, 305, 309, 312,
            316, 320, 324, 328, 332, 336, 340, 344, 348, 352, 357, 361, 365, 370, 374, 379, 383, 388, 392, 397, 402, 407, 412, 417,
            422, 427, 432, 437, 442, 448, 453, 459, 464, 470, 475, 481, 487, 493, 499, 505, 511, 517, 523, 530, 536, 542, 549, 556,
            562, 569, 576, 583, 590, 597, 604, 612, 619, 626, 634, 642, 649, 657, 665, 673, 681, 690, 698, 706, 715, 723, 732, 741,
            750, 759, 768, 777, 787, 796, 806, 816, 825, 835, 845, 856, 866, 876, 887, 898, 909, 920, 931, 942, 953, 965, 976, 988,
        ],
    ]
}

/// The arithmetic the series rounding needs, in doubles or, for decimal input, in decimals.
private protocol SeriesNumber: Comparable {
    /// A series value.
    init(_ value: Double)
    /// The powers of ten scale by these, exact in decimals.
    static var one: Self { get }
    static var ten: Self { get }
    /// What a number below every scaled series value rounds down to.
    static var zero: Self { get }
    /// False for an infinity, which no scaled series value exceeds.
    var isFinite: Bool { get }
    static func * (lhs: Self, rhs: Self) -> Self
    static func / (lhs: Self, rhs: Self) -> Self
}

extension Double: SeriesNumber {
    static var one: Double { 1 }
    static var ten: Double { 10 }
}

private struct DecimalNumber: SeriesNumber {
    let decimal: Decimal128

    static var one: DecimalNumber { DecimalNumber(Decimal128(1)) }
    static var ten: DecimalNumber { DecimalNumber(Decimal128(10)) }
    static var zero: DecimalNumber { DecimalNumber(Decimal128(0)) }
    var isFinite: Bool { !decimal.isInfinite }

    init(_ decimal: Decimal128) { self.decimal = decimal }

    /// As MongoDB's Decimal128(double) makes the series values: 15 significant digits, so 63
    /// is 63.0000000000000 and boundaries print that way.
    init(_ value: Double) {
        decimal = Decimal128(String(format: "%.14E", value)) ?? Decimal128(roundingToThirtyFourDigits: value)
    }

    static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.decimal.multiplied(by: rhs.decimal)) }
    static func / (lhs: Self, rhs: Self) -> Self { Self(DecimalMath.divide(lhs.decimal, rhs.decimal)) }
    static func < (lhs: Self, rhs: Self) -> Bool { BSONValue.compare(.decimal128(lhs.decimal), .decimal128(rhs.decimal)) < 0 }
    static func == (lhs: Self, rhs: Self) -> Bool { BSONValue.compare(.decimal128(lhs.decimal), .decimal128(rhs.decimal)) == 0 }
}
