import DocStreamBSON

/// A stage's `let: {name: <expression>, ...}` ($lookup, $merge): the expressions, evaluated
/// against the stage's input document, become `$$name` in the stage's sub-pipeline.
struct LetVariables: Sendable {
    private let bindings: [(name: String, value: AggregationExpression)]

    /// Names follow `$let`'s rules (16869, 16870, 16871).
    init(_ specification: Document) throws(DocStreamError) {
        var bindings: [(name: String, value: AggregationExpression)] = []
        for (name, expression) in specification {
            try FieldPathExpression.validateVariableName(name, forWriting: true)
            bindings.append((name, try AggregationExpression(expression)))
        }
        self.bindings = bindings
    }

    /// The context with each variable bound to its value for `document`.
    func binding(_ document: Document, in context: PipelineContext) throws(DocStreamError) -> PipelineContext {
        var bound = context
        for (name, value) in bindings {
            bound.variables.bind(name, to: try value.evaluate(document, variables: context.variables))
        }
        return bound
    }
}
