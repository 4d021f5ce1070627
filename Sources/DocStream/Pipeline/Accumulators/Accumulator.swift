import DocStreamBSON

/// One `{$accumulator: argument}` of a `$group`: the expression evaluated per document and
/// a fresh state per group (MongoDB's AccumulationExpression: initializer, argument, factory).
struct Accumulator: Sendable {
    let argument: AggregationExpression
    /// The per-group parameter (`n` of $topN, $firstN ...), evaluated once per group with the
    /// group's `_id` fields as `$$ROOT`; nil for accumulators without one.
    private let initializer: AggregationExpression?
    private let factory: @Sendable (_ initialValue: BSONValue?) throws(DocStreamError) -> any AccumulatorState

    /// An accumulator whose states need nothing from the group.
    init(argument: AggregationExpression, makeState: @escaping @Sendable () -> any AccumulatorState) {
        self.argument = argument
        initializer = nil
        factory = { _ in makeState() }
    }

    /// An accumulator whose states take `initializer`'s value for the group (validated by
    /// `makeState`, which may throw).
    init(
        argument: AggregationExpression, initializer: AggregationExpression,
        makeState: @escaping @Sendable (_ initialValue: BSONValue?) throws(DocStreamError) -> any AccumulatorState
    ) {
        self.argument = argument
        self.initializer = initializer
        factory = makeState
    }

    /// A fresh state for the group whose `_id` is `groupKey`. The initializer sees the key's
    /// fields when the key is a document and an empty document otherwise, as MongoDB's
    /// GroupProcessorBase::findOrCreateGroup does; window functions pass null.
    func makeState(groupKey: BSONValue, variables: ExpressionVariables) throws(DocStreamError) -> any AccumulatorState {
        guard let initializer else { return try factory(nil) }
        return try factory(try initializer.evaluate(groupKey.documentValue ?? Document(), variables: variables))
    }
}

/// A group's running value for one accumulator.
protocol AccumulatorState {
    /// Folds in one document's value; nil is missing. Only a few accumulators reject values
    /// ($mergeObjects of a non-document).
    mutating func add(_ value: BSONValue?) throws(DocStreamError)
    var result: BSONValue { get }
}

/// A state that can take in another state of its accumulator made over later documents, ending
/// as if it had added those documents itself (MongoDB's partial and merging $group).
protocol MergeableAccumulatorState: AccumulatorState {
    mutating func merge(_ later: Self)
}

extension MergeableAccumulatorState {
    /// `later` must be a state of the same accumulator.
    mutating func merge(later: any AccumulatorState) {
        merge(later as! Self)
    }
}

/// Compiles an accumulator's argument (`name` is the accumulator, for error messages).
typealias AccumulatorCompiler = @Sendable (_ name: String, _ argument: BSONValue) throws(DocStreamError) -> Accumulator

/// Every `$group` accumulator DocStream supports, by name.
enum Accumulators {
    static let compilers: [String: AccumulatorCompiler] = [
        "$sum": unary { SumState() },
        "$avg": unary { AverageState() },
        "$min": comparing { ExtremeState(keepsSmaller: true, collator: $0) },
        "$max": comparing { ExtremeState(keepsSmaller: false, collator: $0) },
        "$first": unary { PositionalState(keepsFirst: true) },
        "$last": unary { PositionalState(keepsFirst: false) },
        "$push": unary { PushState() },
        "$addToSet": comparing { AddToSetState(collator: $0) },
        "$count": CountAccumulator.compile,
        "$mergeObjects": unary { MergeObjectsState() },
        "$stdDevPop": unary { StandardDeviationState(isSample: false) },
        "$stdDevSamp": unary { StandardDeviationState(isSample: true) },
        "$median": QuantileAccumulator.compileMedian,
        "$percentile": QuantileAccumulator.compilePercentile,
        "$firstN": OrderedAccumulators.compileN(keeping: .first),
        "$lastN": OrderedAccumulators.compileN(keeping: .last),
        "$minN": OrderedAccumulators.compileN(keeping: .smallest),
        "$maxN": OrderedAccumulators.compileN(keeping: .largest),
        "$top": OrderedAccumulators.compileTopBottom(isTop: true, single: true),
        "$bottom": OrderedAccumulators.compileTopBottom(isTop: false, single: true),
        "$topN": OrderedAccumulators.compileTopBottom(isTop: true, single: false),
        "$bottomN": OrderedAccumulators.compileTopBottom(isTop: false, single: false),
    ]

    /// A unary accumulator that compares values, under the collation in effect when it compiles.
    static func comparing(_ makeState: @escaping @Sendable (Collator?) -> any AccumulatorState) -> AccumulatorCompiler {
        { name, argument throws(DocStreamError) in
            let collator = Collator.inEffect
            return try unary { makeState(collator) }(name, argument)
        }
    }

    /// An accumulator of one expression: an array argument is MongoDB's 40237.
    static func unary(_ makeState: @escaping @Sendable () -> any AccumulatorState) -> AccumulatorCompiler {
        { name, argument throws(DocStreamError) in
            if case .array = argument {
                throw DocStreamError(.location(40237), "The \(name) accumulator is a unary operator")
            }
            return Accumulator(argument: try AggregationExpression(argument), makeState: makeState)
        }
    }
}
