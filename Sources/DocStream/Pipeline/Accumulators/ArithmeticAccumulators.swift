import DocStreamBSON

/// `$sum` (accumulator_sum.cpp): numbers only, other values ignored. The result has the
/// widest type added (int32 -> int64 -> double -> decimal): int32 and int64 totals that do not
/// fit an int64 become a double, an int32 total past int32 an int64. Integers and doubles are
/// summed compensated, so `[1e16, 1, -1e16]` is 1 and long integer sums stay exact.
struct SumState: MergeableAccumulatorState, NumberAccumulating {
    private enum Width: Int, Comparable {
        case int32, int64, double, decimal

        static func < (lhs: Width, rhs: Width) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private var width = Width.int32
    private var nonDecimal = CompensatedSum()
    private var decimal = Decimal128(0)

    mutating func add(_ value: BSONValue?) {
        switch value {
        case .int32(let number)?: add(int32: number)
        case .int64(let number)?: add(int64: number)
        case .double(let number)?: add(double: number)
        case .decimal128(let number)?:
            decimal = decimal.adding(number)
            width = .decimal
        default:
            return
        }
    }

    mutating func add(int32 number: Int32) {
        nonDecimal.add(Double(number))
    }

    mutating func add(int64 number: Int64) {
        nonDecimal.add(number)
        width = max(width, .int64)
    }

    mutating func add(double number: Double) {
        nonDecimal.add(number)
        width = max(width, .double)
    }

    mutating func add(int32 number: Int32, times: Int64) {
        nonDecimal.add(Double(Int64(number) * times))
    }

    mutating func add(int64 number: Int64, times: Int64) {
        nonDecimal.add(number * times)
        width = max(width, .int64)
    }

    mutating func merge(_ later: SumState) {
        width = max(width, later.width)
        nonDecimal.merge(later.nonDecimal)
        decimal = decimal.adding(later.decimal)
    }

    var result: BSONValue {
        switch width {
        case .decimal:
            return .decimal128(decimalTotal)
        case .double:
            return .double(nonDecimal.double)
        case .int32, .int64:
            guard let total = nonDecimal.int64 else { return .double(nonDecimal.double) }
            if width == .int32, let small = Int32(exactly: total) { return .int32(small) }
            return .int64(total)
        }
    }

    /// Whether a decimal was added, which makes `$avg` decimal too.
    var hasDecimal: Bool { width == .decimal }

    /// The total as a decimal: the decimal addends plus the others, rounded to 34 digits.
    var decimalTotal: Decimal128 { decimal.adding(nonDecimal.decimal) }

    /// The total of the non-decimal addends, nearest double.
    var doubleTotal: Double { nonDecimal.double }
}

/// `$avg` (accumulator_avg.cpp): the mean of the numbers, a double (decimal if any addend is
/// one); null without numbers.
struct AverageState: MergeableAccumulatorState, NumberAccumulating {
    private var sum = SumState()
    private var count: Int64 = 0

    mutating func add(_ value: BSONValue?) {
        guard let value, value.isNumber else { return }
        sum.add(value)
        count += 1
    }

    mutating func add(int32 number: Int32) {
        sum.add(int32: number)
        count += 1
    }

    mutating func add(int64 number: Int64) {
        sum.add(int64: number)
        count += 1
    }

    mutating func add(double number: Double) {
        sum.add(double: number)
        count += 1
    }

    mutating func add(int32 number: Int32, times: Int64) {
        sum.add(int32: number, times: times)
        count += times
    }

    mutating func add(int64 number: Int64, times: Int64) {
        sum.add(int64: number, times: times)
        count += times
    }

    mutating func merge(_ later: AverageState) {
        sum.merge(later.sum)
        count += later.count
    }

    var result: BSONValue {
        guard count > 0 else { return .null }
        if sum.hasDecimal {
            return .decimal128(DecimalMath.divide(sum.decimalTotal, Decimal128(count)))
        }
        return .double(sum.doubleTotal / Double(count))
    }
}

/// A state that ignores every value but numbers, and takes the non-decimal ones typed (the
/// columnar `$group` adds them without making `BSONValue`s).
protocol NumberAccumulating: AccumulatorState {
    mutating func add(int32 number: Int32)
    mutating func add(int64 number: Int64)
    mutating func add(double number: Double)
    /// Adds `number` `times` times, when that total is exact as a double (at most 2^53).
    mutating func add(int32 number: Int32, times: Int64)
    mutating func add(int64 number: Int64, times: Int64)
}

/// MongoDB's DoubleDoubleSummation (util/summation.h, summation.cpp): the sum kept as an
/// unevaluated pair of doubles (2Sum and Fast2Sum), about 106 bits, so integer sums below
/// 2^106 are exact.
struct CompensatedSum {
    private var sum = 0.0
    private var addend = 0.0
    /// A plain sum, the answer once infinities turn the compensated sum into NaN.
    private var special = 0.0

    mutating func add(_ value: Double) {
        special += value
        let (rest, lowest) = Self.fastTwoSum(value, addend)
        let (total, carry) = Self.twoSum(sum, rest)
        sum = total
        addend = lowest + carry
    }

    /// Adds an integer in two exact halves, so the sum stays exact.
    mutating func add(_ value: Int64) {
        let high = value / (1 << 32) * (1 << 32)
        add(Double(value - high))
        add(Double(high))
    }

    /// Adds another sum's total (its two parts, so no precision is lost).
    mutating func merge(_ other: CompensatedSum) {
        let special = special + other.special
        add(other.sum)
        add(other.addend)
        self.special = special
    }

    /// The nearest double.
    var double: Double { sum.isNaN ? special : sum }

    /// The sum rounded to 34 decimal digits.
    var decimal: Decimal128 {
        guard sum.isFinite else { return Decimal128(roundingToThirtyFourDigits: special) }
        return Decimal128(roundingToThirtyFourDigits: sum).adding(Decimal128(roundingToThirtyFourDigits: addend))
    }

    /// The sum rounded to the nearest integer (halves away from zero); nil outside int64.
    var int64: Int64? {
        let upper = Double(Int64.max)  // 2^63: int64's maximum rounds up to it
        let lower = Double(Int64.min)
        if sum == upper {
            guard addend < -0.5 else { return nil }
            return Int64(addend.rounded(.toNearestOrAwayFromZero)) &- Int64.min
        }
        guard sum >= lower, sum < upper, sum != lower || addend >= -0.5 else { return nil }
        let rounded = Int64(sum.rounded(.toNearestOrAwayFromZero))
        return rounded + Int64(((sum - Double(rounded)) + addend).rounded(.toNearestOrAwayFromZero))
    }

    /// Dekker: the exact sum of a and b (|b| <= |a|) as the nearest double and the remainder.
    private static func fastTwoSum(_ a: Double, _ b: Double) -> (Double, Double) {
        let s = a + b
        return (s, b - (s - a))
    }

    /// Møller and Knuth: the exact sum of a and b as the nearest double and the remainder.
    private static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
        let s = a + b
        let aPrime = s - b
        let bPrime = s - aPrime
        return (s, (a - aPrime) + (b - bPrime))
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
