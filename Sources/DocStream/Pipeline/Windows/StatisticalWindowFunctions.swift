import DocStreamBSON

/// `{$expMovingAvg: {input, N | alpha}}`: each number folds in as
/// `value * alpha + previous * (1 - alpha)` (alpha = 2 / (N + 1)) in decimal arithmetic; the
/// result is a double unless a decimal was seen; other values are skipped
/// (AccumulatorExpMovingAvg). Always from the partition's start to the current document.
struct ExponentialMovingAverage: WindowFunction {
    private let input: AggregationExpression
    private let alpha: Decimal128

    /// ExpressionExpMovingAvg::parse.
    static func compile(_ name: String, _ specification: Document, _ sortBy: WindowSortBy?) throws(DocStreamError) -> any WindowFunction {
        guard specification.count == 1, case .document(let arguments)? = specification[name] else {
            throw .failedToParse("$expMovingAvg must have exactly one argument that is an object")
        }
        guard arguments.count == 2, let input = arguments["input"] else {
            throw .failedToParse("$expMovingAvg sub object must have exactly two fields: An 'input' field, and either an 'N' field or an 'alpha' field")
        }
        guard sortBy != nil else { throw .failedToParse("$expMovingAvg requires an explicit 'sortBy'") }
        let alpha: Decimal128
        if let n = arguments["N"] {
            guard n.isNumber, let count = n.saturatingInteger(in: Int64.min...Int64.max) else {
                throw .failedToParse("'N' field must be an integer, but found type \(n.type.alias)")
            }
            guard n.isMongoEqual(to: .int64(count)) else {
                throw .failedToParse(
                    "'N' field must be an integer, but found  N: \(n.extendedJSON(.relaxed)). To use a non-integer, use the 'alpha' argument instead")
            }
            guard count > 0 else { throw .failedToParse("'N' must be greater than zero. Got \(count)") }
            alpha = DecimalMath.divide(Decimal128(2), Decimal128(count).adding(Decimal128(1)))
        } else if let value = arguments["alpha"] {
            guard value.isNumber else { throw .failedToParse("'alpha' must be a number") }
            alpha = try Self.decimal(value)
            guard BSONValue.compare(.decimal128(alpha), .int32(0)) > 0, BSONValue.compare(.decimal128(alpha), .int32(1)) < 0 else {
                throw .failedToParse("'alpha' must be between 0 and 1 (exclusive), found alpha: \(value.extendedJSON(.relaxed))")
            }
        } else {
            throw .failedToParse(
                "Got unrecognized field in $expMovingAvg$expMovingAvg sub object must have exactly two fields: An 'input' field, and either an 'N' field or an 'alpha' field"
            )
        }
        return ExponentialMovingAverage(input: try AggregationExpression(input), alpha: alpha)
    }

    /// BSONElement::numberDecimal, which rounds a double to 15 significant digits as $toDecimal does.
    private static func decimal(_ value: BSONValue) throws(DocStreamError) -> Decimal128 {
        try AggregationExpression(.document(["$toDecimal": value])).evaluate(Document())?.decimal128Value ?? .nan
    }

    func values(in partition: WindowPartition) throws(DocStreamError) -> [BSONValue?] {
        let remainder = Decimal128(1).adding(Decimal128(low: alpha.low, high: alpha.high ^ (1 << 63)))
        var average: Decimal128?
        var sawDecimal = false
        var values: [BSONValue?] = []
        for value in try partition.evaluate(input) {
            if let value, value.isNumber, let number = Decimal128(numeric: value) {
                if value.type == .decimal128 { sawDecimal = true }
                average = average.map { number.multiplied(by: alpha).adding($0.multiplied(by: remainder)) } ?? number
            }
            guard let average else {
                values.append(.null)
                continue
            }
            values.append(sawDecimal ? .decimal128(average) : .double(average.doubleValue.value))
        }
        return values
    }
}

/// `$covariancePop` and `$covarianceSamp` of `[x, y]` over the window, the whole partition
/// by default; pairs that are not two numbers are skipped (window_function_covariance.cpp).
struct CovarianceWindowFunction: WindowFunction {
    private let input: AggregationExpression
    private let bounds: WindowBounds
    private let isSample: Bool

    static func compile(isSample: Bool) -> WindowFunctionCompiler {
        { name, specification, sortBy throws(DocStreamError) in
            let arguments = try WindowFunctionArguments(specification, name: name, sortBy: sortBy)
            return CovarianceWindowFunction(input: try AggregationExpression(arguments.operand), bounds: arguments.bounds ?? .unbounded, isSample: isSample)
        }
    }

    func values(in partition: WindowPartition) throws(DocStreamError) -> [BSONValue?] {
        let isSample = isSample
        return try WindowFold.results(of: try partition.evaluate(input), over: try bounds.windows(in: partition)) {
            CovarianceState(isSample: isSample)
        }
    }
}

/// Welford's online co-moment: the means move with each pair and the sum of
/// `(x - old mean x) * (y - new mean y)` accumulates, as MongoDB computes it.
private struct CovarianceState: AccumulatorState {
    let isSample: Bool
    private var count = 0
    private var meanX = AverageState()
    private var meanY = AverageState()
    private var comoment = SumState()

    init(isSample: Bool) {
        self.isSample = isSample
    }

    mutating func add(_ value: BSONValue?) throws(DocStreamError) {
        guard case .array(let pair)? = value, pair.count == 2, pair[0].isNumber, pair[1].isNumber else { return }
        if let nonFinite = Self.nonFinite(pair) {
            comoment.add(nonFinite)
            return
        }
        count += 1
        let deltaX = try WindowArithmetic.subtract(pair[0], meanX.result)
        meanX.add(pair[0])
        meanY.add(pair[1])
        let deltaY = try WindowArithmetic.subtract(pair[1], meanY.result)
        comoment.add(try WindowArithmetic.multiply(deltaX, deltaY))
    }

    var result: BSONValue {
        if count == 1 && !isSample { return .double(0) }
        let adjustedCount = isSample ? count - 1 : count
        guard adjustedCount > 0 else { return .null }
        switch comoment.result {
        case .decimal128(let total): return .decimal128(DecimalMath.divide(total, Decimal128(Int64(adjustedCount))))
        case let total: return .double((total.coercedDouble ?? 0) / Double(adjustedCount))
        }
    }

    /// A pair with NaN or an infinity adds NaN, or the infinity when both agree in sign
    /// (convertNonFiniteInputValue); nil for finite pairs.
    private static func nonFinite(_ pair: [BSONValue]) -> BSONValue? {
        var positive = 0
        var negative = 0
        var nan = 0
        var isDecimal = false
        for value in pair {
            switch value {
            case .double(let number):
                if number.isNaN {
                    nan += 1
                } else if number.isInfinite, number < 0 {
                    negative += 1
                } else if number.isInfinite {
                    positive += 1
                }
            case .decimal128(let number):
                isDecimal = true
                if number.isNaN {
                    nan += 1
                } else if number.isInfinite, number.isNegative {
                    negative += 1
                } else if number.isInfinite {
                    positive += 1
                }
            default:
                break
            }
        }
        guard nan + positive + negative > 0 else { return nil }
        if nan > 0 || positive * negative > 0 {
            return isDecimal ? .decimal128(.nan) : .double(.nan)
        }
        if isDecimal { return .decimal128(Decimal128(positive > 0 ? "Infinity" : "-Infinity") ?? .nan) }
        return .double(positive > 0 ? .infinity : -.infinity)
    }
}
