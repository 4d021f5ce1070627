import DocStreamBSON

/// One `{$accumulator: argument}` of a `$group`: the expression evaluated per document and
/// a fresh state per group.
struct Accumulator: Sendable {
    let argument: AggregationExpression
    let makeState: @Sendable () -> any AccumulatorState
}

/// A group's running value for one accumulator.
protocol AccumulatorState {
    /// Folds in one document's value; nil is missing.
    mutating func add(_ value: BSONValue?)
    var result: BSONValue { get }
}

/// Compiles an accumulator's argument (`name` is the accumulator, for error messages).
typealias AccumulatorCompiler = @Sendable (_ name: String, _ argument: BSONValue) throws(DocStreamError) -> Accumulator

/// Every `$group` accumulator DocStream supports, by name.
enum Accumulators {
    static let compilers: [String: AccumulatorCompiler] = [
        "$sum": unary { SumState() },
        "$avg": unary { AverageState() },
        "$min": unary { ExtremeState(keepsSmaller: true) },
        "$max": unary { ExtremeState(keepsSmaller: false) },
        "$first": unary { PositionalState(keepsFirst: true) },
        "$last": unary { PositionalState(keepsFirst: false) },
        "$push": unary { PushState() },
        "$addToSet": unary { AddToSetState() },
        "$count": CountAccumulator.compile,
    ]

    /// An accumulator of one expression: an array argument is MongoDB's 40237.
    static func unary(_ makeState: @escaping @Sendable () -> any AccumulatorState) -> AccumulatorCompiler {
        { name, argument throws(DocStreamError) in
            if case .array = argument {
                throw DocStreamError(code: 40237, codeName: "Location40237", message: "The \(name) accumulator is a unary operator")
            }
            return Accumulator(argument: try AggregationExpression(argument), makeState: makeState)
        }
    }
}
