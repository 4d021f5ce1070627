import DocStreamBSON

/// `$stdDevPop` and `$stdDevSamp` (accumulator_std_dev.cpp): the standard deviation of the
/// numbers as a double, by Welford's online algorithm; other values are ignored. Null without
/// numbers, and for the sample deviation of a single number.
struct StandardDeviationState: AccumulatorState {
    let isSample: Bool
    private var count: Int64 = 0
    private var mean = 0.0
    private var squaredDeviations = 0.0

    init(isSample: Bool) {
        self.isSample = isSample
    }

    mutating func add(_ value: BSONValue?) {
        guard let number = value?.coercedDouble else { return }
        count += 1
        let delta = number - mean
        if delta != 0 {
            mean += delta / Double(count)
            squaredDeviations += delta * (number - mean)
        }
    }

    var result: BSONValue {
        let divisor = isSample ? count - 1 : count
        guard divisor > 0 else { return .null }
        return .double((squaredDeviations / Double(divisor)).squareRoot())
    }
}

/// `$percentile` and `$median` (accumulator_percentile.cpp): the numbers' percentiles as
/// doubles, non-numbers and NaN ignored. `$percentile` gives an array in the order of `p`
/// (nulls without numbers), `$median` one value (null without numbers).
///
/// MongoDB's accumulator computes `method: "approximate"` with a t-digest, which returns the
/// discrete percentile (a value of the input) for small inputs; DocStream always computes the
/// discrete percentile, so very large groups can differ from MongoDB's approximation.
struct QuantileState: AccumulatorState {
    /// The requested percentiles; nil for `$median`.
    let percentiles: [Double]?
    private var values: [Double] = []

    init(percentiles: [Double]?) {
        self.percentiles = percentiles
    }

    mutating func add(_ value: BSONValue?) {
        if let number = value?.coercedDouble, !number.isNaN { values.append(number) }
    }

    var result: BSONValue { Self.format(percentiles, of: values) }

    /// The result shape for `values`, shared with the `$percentile` and `$median` expressions.
    static func format(_ percentiles: [Double]?, of values: [Double]) -> BSONValue {
        let sorted = values.sorted()
        guard let percentiles else { return percentile(0.5, of: sorted).map(BSONValue.double) ?? .null }
        return .array(percentiles.map { percentile($0, of: sorted).map(BSONValue.double) ?? .null })
    }

    /// DiscretePercentile::computeTrueRank: the smallest value with at least `p` of the values
    /// at or below it; p 0 is the minimum, p 1 the maximum.
    private static func percentile(_ p: Double, of sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let rank = p >= 1 ? sorted.count - 1 : max(0, Int((Double(sorted.count) * p).rounded(.up)) - 1)
        return sorted[rank]
    }
}

/// The `{input, p, method}` and `{input, method}` arguments of `$percentile` and `$median`,
/// as the accumulator and the expression parse them (IDL AccumulatorPercentileSpec and
/// AccumulatorMedianSpec, parseP).
struct QuantileArguments {
    let input: BSONValue
    /// nil for `$median`.
    let percentiles: [Double]?

    /// `nonDocumentCode` is the accumulator's or the expression's code for a non-document.
    init(_ name: String, _ arguments: BSONValue, nonDocumentCode: ErrorCode) throws(DocStreamError) {
        guard case .document(let specification) = arguments else {
            throw DocStreamError(nonDocumentCode, "specification must be an object; found \(arguments.extendedJSON(.relaxed))")
        }
        let isPercentile = name == "$percentile"
        let fields: [ArgumentField] = [.required("input")] + (isPercentile ? [.required("p")] : []) + [.required("method", .string)]
        let read = try ArgumentReader(errors: .idl(name), fields: fields).read(specification) { field, value throws(DocStreamError) in
            // The manual: "The method must be 'approximate'."
            guard field == "method", value.stringValue != "approximate" else { return }
            throw .badValue("Currently only 'approximate' can be used as percentile 'method'.")
        }
        input = read["input"] ?? .null
        percentiles = try read["p"].map(Self.parsePercentiles)
    }

    /// `p`: an expression with a constant value (7750300), a non-empty array (7750301) of
    /// numbers (7750302) in [0, 1] (7750303).
    private static func parsePercentiles(_ p: BSONValue) throws(DocStreamError) -> [Double] {
        guard isConstant(p) else {
            throw DocStreamError(
                .location(7750300), "The $percentile 'p' field must be an array of constant values, but found value: \(p.extendedJSON(.relaxed)).")
        }
        let message = "The $percentile 'p' field must be an array of numbers from [0.0, 1.0], but found: "
        let value = try AggregationExpression(p).evaluate(Document())
        guard case .array(let elements)? = value, !elements.isEmpty else {
            throw DocStreamError(.location(7750301), message + (value?.extendedJSON(.relaxed) ?? "missing"))
        }
        var percentiles: [Double] = []
        for element in elements {
            guard let percentile = element.coercedDouble else {
                throw DocStreamError(.location(7750302), message + element.extendedJSON(.relaxed))
            }
            guard percentile >= 0, percentile <= 1 else {
                throw DocStreamError(.location(7750303), message + "\(percentile)")
            }
            percentiles.append(percentile)
        }
        return percentiles
    }

    /// Whether MongoDB's optimizer folds the expression to a constant: it reads no field or
    /// variable (no "$..." string outside a `$literal`).
    private static func isConstant(_ expression: BSONValue) -> Bool {
        switch expression {
        case .string(let text): !text.hasPrefix("$")
        case .array(let elements): elements.allSatisfy(isConstant)
        case .document(let document): document["$literal"] != nil || document.allSatisfy { isConstant($0.value) }
        default: true
        }
    }
}

/// Compiles the `$group` forms of `$percentile` and `$median`.
enum QuantileAccumulator {
    static func compilePercentile(_ name: String, _ argument: BSONValue) throws(DocStreamError) -> Accumulator {
        try compile(QuantileArguments(name, argument, nonDocumentCode: .location(7429703)))
    }

    static func compileMedian(_ name: String, _ argument: BSONValue) throws(DocStreamError) -> Accumulator {
        try compile(QuantileArguments(name, argument, nonDocumentCode: .location(7436100)))
    }

    private static func compile(_ arguments: QuantileArguments) throws(DocStreamError) -> Accumulator {
        let percentiles = arguments.percentiles
        return Accumulator(argument: try AggregationExpression(arguments.input), makeState: { QuantileState(percentiles: percentiles) })
    }
}

extension BSONValue {
    /// A number as a double (Value::coerceToDouble, decimals rounded); nil for other types.
    var coercedDouble: Double? {
        switch self {
        case .int32(let number): Double(number)
        case .int64(let number): Double(number)
        case .double(let number): number
        case .decimal128(let number): number.doubleValue.value
        default: nil
        }
    }
}
