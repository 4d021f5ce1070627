import DocStreamBSON

/// The accumulators usable as expressions over one document (ExpressionFromAccumulator,
/// ExpressionFromAccumulatorN, ExpressionFromAccumulatorQuantile): $sum $avg $min $max
/// $stdDevPop $stdDevSamp $median $percentile $firstN $lastN $minN $maxN. Each runs the
/// `$group` accumulator's state over the values.
enum AccumulatorExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$sum": overOperands { SumState() },
        "$avg": overOperands { AverageState() },
        "$min": { name, arguments throws(DocStreamError) in
            let collator = Collator.inEffect
            return try overOperands { ExtremeState(keepsSmaller: true, collator: collator) }(name, arguments)
        },
        "$max": { name, arguments throws(DocStreamError) in
            let collator = Collator.inEffect
            return try overOperands { ExtremeState(keepsSmaller: false, collator: collator) }(name, arguments)
        },
        "$stdDevPop": overOperands { StandardDeviationState(isSample: false) },
        "$stdDevSamp": overOperands { StandardDeviationState(isSample: true) },
        "$median": { name, arguments throws(DocStreamError) in
            try quantile(QuantileArguments(name, arguments, nonDocumentCode: .location(7436201)))
        },
        "$percentile": { name, arguments throws(DocStreamError) in
            try quantile(QuantileArguments(name, arguments, nonDocumentCode: .location(7436200)))
        },
        "$firstN": overArray(keeping: .first),
        "$lastN": overArray(keeping: .last),
        "$minN": overArray(keeping: .smallest),
        "$maxN": overArray(keeping: .largest),
    ]

    /// One operand that is an array: its elements; one other operand: that value; several
    /// operands: their values, arrays among them taken whole (evaluateAccumulator).
    private static func overOperands(_ makeState: @escaping @Sendable () -> any AccumulatorState) -> ExpressionOperatorCompiler {
        { _, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
            return { variables throws(DocStreamError) in
                var state = makeState()
                if operands.count == 1 {
                    let value = try operands[0](variables)
                    if case .array(let elements)? = value {
                        for element in elements { try state.add(element) }
                    } else {
                        try state.add(value)
                    }
                } else {
                    for operand in operands { try state.add(try operand(variables)) }
                }
                return state.result
            }
        }
    }

    /// `{input, p?, method}`: a number input is every percentile; an array's numbers give the
    /// discrete percentiles; anything else gives nulls.
    private static func quantile(_ arguments: QuantileArguments) throws(DocStreamError) -> ExpressionEvaluator {
        let input = try ExpressionCompiler.compile(arguments.input)
        let percentiles = arguments.percentiles
        return { variables throws(DocStreamError) in
            let value = try input(variables)
            if let number = value?.coercedDouble {
                return QuantileState.format(percentiles, of: [number])
            }
            var state = QuantileState(percentiles: percentiles)
            if case .array(let elements)? = value {
                for element in elements { state.add(element) }
            }
            return state.result
        }
    }

    /// `{n, input}` over an array (evaluateAccumulatorN): `n` is validated first, then a
    /// non-array input is MongoDB's 5788200.
    private static func overArray(keeping: OrderedAccumulators.Keeping) -> ExpressionOperatorCompiler {
        { name, arguments throws(DocStreamError) in
            let (nExpression, inputExpression) = try OrderedAccumulators.nArguments(name, arguments, keeping: keeping)
            let n = try ExpressionCompiler.compile(nExpression)
            let input = try ExpressionCompiler.compile(inputExpression)
            let collator = Collator.inEffect
            return { variables throws(DocStreamError) in
                var state = OrderedAccumulators.makeState(keeping, n: try OrderedAccumulators.validatedN(try n(variables)), collator: collator)
                guard case .array(let elements)? = try input(variables) else {
                    throw DocStreamError(.location(5788200), "Input must be an array")
                }
                for element in elements { try state.add(element) }
                return state.result
            }
        }
    }
}
