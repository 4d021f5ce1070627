import DocStreamBSON

/// `$sum` and `$avg` over windows whose lower end is bounded (window_function_sum.h,
/// window_function_avg.h): MongoDB keeps one running total per partition, adding each value
/// as it enters the window and taking it out (adding its negation) as it leaves, where the
/// `$group` accumulators start afresh. It counts the doubles, decimals, NaNs and infinities
/// inside the window, and its result narrows back to the types the window still holds: a
/// window of integers sums to an int32 when the total fits, even of int64s or after doubles
/// left it. A partition costs one pass, however wide the window.
struct RemovableSum {
    enum Function: String {
        case sum = "$sum"
        /// The total over the count of numbers, null without numbers.
        case average = "$avg"
    }

    let function: Function
    private var total = SumState()
    private var numbers: Int64 = 0
    private var doubles: Int64 = 0
    private var decimals: Int64 = 0
    private var nans = 0
    private var positiveInfinities = 0
    private var negativeInfinities = 0

    init(_ function: Function) {
        self.function = function
    }

    /// Each window's result over `inputs`; nil when the non-empty windows do not move forward
    /// (both ends never decreasing), which a sliding total needs.
    static func results(of inputs: [BSONValue?], over windows: [Range<Int>], _ function: Function) -> [BSONValue?]? {
        var state = RemovableSum(function)
        let empty = state.result
        // Optional elements, as the window functions return them: an array of the values
        // would be converted element by element.
        var results: [BSONValue?] = []
        results.reserveCapacity(windows.count)
        // The window's values are inputs[low..<high].
        var low = 0
        var high = 0
        for window in windows {
            guard !window.isEmpty else {
                results.append(empty)
                continue
            }
            guard window.lowerBound >= low, window.upperBound >= high else { return nil }
            // As MongoDB's executor does: the entering values first, then the leaving ones.
            for index in max(high, window.lowerBound)..<window.upperBound { state.update(inputs[index], by: 1) }
            for index in low..<min(window.lowerBound, high) { state.update(inputs[index], by: -1) }
            low = window.lowerBound
            high = window.upperBound
            results.append(state.result)
        }
        return results
    }

    private mutating func update(_ value: BSONValue?, by quantity: Int) {
        switch value {
        case .int32(let number)?:
            // -Int32.min is no int32: taken out as Int32.max and 1.
            if number == .min, quantity < 0 {
                total.add(int32: .max)
                total.add(int32: 1)
            } else {
                total.add(int32: quantity < 0 ? -number : number)
            }
        case .int64(let number)?:
            if number == .min, quantity < 0 {
                total.add(int64: .max)
                total.add(int32: 1)
            } else {
                total.add(int64: quantity < 0 ? -number : number)
            }
        case .double(let number)?:
            doubles += Int64(quantity)
            if number.isNaN {
                nans += quantity
            } else if number == .infinity {
                positiveInfinities += quantity
            } else if number == -.infinity {
                negativeInfinities += quantity
            } else {
                total.add(double: quantity < 0 ? -number : number)
            }
        case .decimal128(let number)?:
            decimals += Int64(quantity)
            if number.isNaN {
                nans += quantity
            } else if number.isInfinite {
                if number.isNegative { negativeInfinities += quantity } else { positiveInfinities += quantity }
            } else {
                total.add(.decimal128(quantity < 0 ? Decimal128(low: number.low, high: number.high ^ (1 << 63)) : number))
            }
        default:
            return
        }
        numbers += Int64(quantity)
    }

    var result: BSONValue {
        if function == .average, numbers == 0 { return .null }
        let sum = narrowedSum
        guard function == .average else { return sum }
        switch sum {
        case .int32(let integer): return .double(Double(integer) / Double(numbers))
        case .int64(let integer): return .double(Double(integer) / Double(numbers))
        case .double(let double) where double.isFinite: return .double(double / Double(numbers))
        case .decimal128(let decimal) where !decimal.isNaN && !decimal.isInfinite:
            return .decimal128(DecimalMath.divide(decimal, Decimal128(numbers)))
        default: return sum
        }
    }

    /// RemovableSum::getValue: NaN and infinities by their counts, then the total narrowed to
    /// the widest type still in the window.
    private var narrowedSum: BSONValue {
        let special: Double? =
            if nans > 0 || (positiveInfinities > 0 && negativeInfinities > 0) { .nan } else if positiveInfinities > 0 {
                .infinity
            } else if negativeInfinities > 0 { -.infinity } else { nil }
        if let special {
            guard decimals > 0 else { return .double(special) }
            return .decimal128(special.isNaN ? .nan : Decimal128(special > 0 ? "Infinity" : "-Infinity")!)
        }
        let sum = total.result
        switch sum {
        case .decimal128(let decimal) where decimals == 0:
            if doubles > 0 { return .double(decimal.doubleValue.value) }
            let integral = DecimalMath.quantized(decimal, places: 0, .nearestEven)
            if let long = integral.int64Truncating?.value { return Self.intOrLong(long) }
            return .double(decimal.doubleValue.value)
        case .double(let double) where doubles == 0 && double > -0x1p63 && double < 0x1p63:
            return Self.intOrLong(Int64(double.rounded(.toNearestOrAwayFromZero)))
        case .int64(let long):
            return Self.intOrLong(long)
        default:
            return sum
        }
    }

    private static func intOrLong(_ value: Int64) -> BSONValue {
        Int32(exactly: value).map(BSONValue.int32) ?? .int64(value)
    }
}
