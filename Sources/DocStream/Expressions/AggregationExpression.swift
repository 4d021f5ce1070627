import DocStreamBSON

/// A compiled aggregation expression: `"$field.path"`, `"$$variable.path"`, a literal,
/// `{$operator: arguments}` or an expression object `{a: <expression>, ...}`.
///
/// Compile once, evaluate per document:
/// ```swift
/// let total = try AggregationExpression(["$add": ["$price", "$fee"]])
/// try total.evaluate(["price": 10, "fee": 2])  // .int64(12)
/// ```
public struct AggregationExpression: Sendable {
    private let evaluator: ExpressionEvaluator
    /// What of the document it reads.
    let dependency: ExpressionDependency

    /// Compiles the expression; every syntax error (unknown operator, wrong arity, bad field
    /// path) is raised here, as MongoDB raises it when it parses a pipeline.
    ///
    /// - Throws: `DocStreamError` 168 InvalidPipelineOperator for an unknown operator, 15983
    ///   for an operator object of more than one field, and each operator's own code for a
    ///   wrong number or kind of arguments.
    public init(_ expression: BSONValue) throws(DocStreamError) {
        evaluator = try ExpressionCompiler.compile(expression)
        dependency = ExpressionDependency(of: expression)
    }

    /// The value for `document` (`$$ROOT` and `$$CURRENT`); nil means missing, as for
    /// `"$nosuchfield"` or `$$REMOVE`.
    ///
    /// - Throws: `DocStreamError` with MongoDB's code for an operator that fails on these
    ///   values (16608 for `$divide` by zero, 14 TypeMismatch for `$add` of a string, ...).
    public func evaluate(_ document: Document, variables: ExpressionVariables = ExpressionVariables()) throws(DocStreamError) -> BSONValue? {
        try evaluator(variables.rooted(at: document))
    }
}

/// One compiled node: the value it produces for the variables in scope (nil for missing).
typealias ExpressionEvaluator = @Sendable (ExpressionVariables) throws(DocStreamError) -> BSONValue?

/// Compiles the arguments of one operator (`name` is the operator, for error messages).
typealias ExpressionOperatorCompiler = @Sendable (_ name: String, _ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator
