import CIntelDecimal

/// A BSON number of any of the four numeric types, compared by numeric value across types as
/// MongoDB does (src/mongo/base/compare_numbers.h, called from bsonelement.cpp
/// compareElements). Every comparison returns -1, 0 or 1, so negating one is safe.
package enum BSONNumber {
    /// int32 and int64. compareElements compares an int32 with a long as longs, with a double
    /// as doubles and with a decimal as a decimal; widening it to int64 gives the same results
    /// (compareLongToDouble compares as doubles below 2^53, where every int32 lies).
    case integer(Int64)
    case double(Double)
    case decimal(Decimal128)

    package static func compare(_ lhs: BSONNumber, _ rhs: BSONNumber) -> Int {
        switch (lhs, rhs) {
        case (.integer(let left), .integer(let right)): compareIntegers(left, right)
        case (.integer(let left), .double(let right)): compareIntegerToDouble(left, right)
        case (.integer(let left), .decimal(let right)): compareDecimals(Decimal128(left), right)
        case (.double(let left), .integer(let right)): -compareIntegerToDouble(right, left)
        case (.double(let left), .double(let right)): compareDoubles(left, right)
        case (.double(let left), .decimal(let right)): -compareDecimalToDouble(right, left)
        case (.decimal(let left), .integer(let right)): compareDecimals(left, Decimal128(right))
        case (.decimal(let left), .double(let right)): compareDecimalToDouble(left, right)
        case (.decimal(let left), .decimal(let right)): compareDecimals(left, right)
        }
    }

    /// compare_numbers.h compareLongs.
    private static func compareIntegers(_ lhs: Int64, _ rhs: Int64) -> Int {
        lhs == rhs ? 0 : lhs < rhs ? -1 : 1
    }

    /// compare_numbers.h compareDoubles: NaN equals NaN and is below every other number;
    /// -0 equals 0 (IEEE equality).
    @inlinable
    package static func compareDoubles(_ lhs: Double, _ rhs: Double) -> Int {
        if lhs == rhs { return 0 }
        if lhs < rhs { return -1 }
        if lhs > rhs { return 1 }
        if lhs.isNaN { return rhs.isNaN ? 0 : -1 }
        return 1
    }

    /// compare_numbers.h compareLongToDouble: exact, though not every long is a double.
    private static func compareIntegerToDouble(_ lhs: Int64, _ rhs: Double) -> Int {
        if rhs.isNaN { return 1 }
        // Longs of magnitude up to 2^53 are exact as doubles; larger doubles have no fraction.
        let endOfPreciseDoubles: Int64 = 1 << 53
        if lhs <= endOfPreciseDoubles && lhs >= -endOfPreciseDoubles {
            return compareDoubles(Double(lhs), rhs)
        }
        // 2^63 and beyond (including the infinities) lie outside every long.
        let boundOfLongRange = 9_223_372_036_854_775_808.0
        if rhs >= boundOfLongRange { return -1 }
        if rhs < -boundOfLongRange { return 1 }
        // The remaining doubles truncate to a long exactly. One with a fraction is below 2^53
        // in magnitude while lhs is above it, so dropping the fraction keeps the order.
        return compareIntegers(lhs, Int64(rhs))
    }

    /// compare_numbers.h compareDecimals: the BID comparison, with NaN equal to NaN and below
    /// every other number; 1.0 equals 1.00 and -0 equals 0.
    private static func compareDecimals(_ lhs: Decimal128, _ rhs: Decimal128) -> Int {
        switch (lhs.isNaN, rhs.isNaN) {
        case (true, true): 0
        case (true, false): -1
        case (false, true): 1
        case (false, false): Int(ds_decimal128_compare(lhs.bid, rhs.bid))
        }
    }

    /// compare_numbers.h compareDecimalToDouble: exact. The decimal is rounded toward negative
    /// infinity to a double; when that equals `rhs` but was inexact, the decimal is above it.
    /// (MongoDB's index keys, key_string.cpp _appendNumberDecimal, order decimals and doubles
    /// the same exact way, so no 34-digit rounding of the double is involved.)
    private static func compareDecimalToDouble(_ lhs: Decimal128, _ rhs: Double) -> Int {
        var inexact = false
        let roundedDown = ds_decimal128_to_double_rounding_down(lhs.bid, &inexact)
        if roundedDown == rhs { return inexact ? 1 : 0 }
        if roundedDown < rhs { return -1 }
        if roundedDown > rhs { return 1 }
        if lhs.isNaN { return rhs.isNaN ? 0 : -1 }
        return 1
    }
}
