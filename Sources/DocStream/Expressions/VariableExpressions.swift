import DocStreamBSON

/// $literal (and $const, the name MongoDB serializes it under and jstests write) and $let
/// (ExpressionConstant, ExpressionLet).
enum VariableExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$literal": literal,
        "$const": literal,
        "$let": { _, arguments throws(DocStreamError) in try compileLet(arguments) },
    ]

    private static let literal: ExpressionOperatorCompiler = { _, arguments in
        { _ in arguments }
    }

    /// `{$let: {vars: {name: <expression>}, in: <expression>}}`: the variables are evaluated
    /// in the outer scope, then `in` sees them.
    private static func compileLet(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        guard case .document(let specification) = arguments else {
            throw DocStreamError(.location(16874), "$let only supports an object as its argument")
        }
        var varsSpecification: Document?
        var inExpression: BSONValue?
        for (name, value) in specification {
            switch name {
            case "vars":
                guard case .document(let vars) = value else {
                    throw DocStreamError(.location(10065), "invalid parameter: expected an object (vars)")
                }
                varsSpecification = vars
            case "in":
                inExpression = value
            default:
                throw DocStreamError(.location(16875), "Unrecognized parameter to $let: \(name)")
            }
        }
        guard let varsSpecification else {
            throw DocStreamError(.location(16876), "Missing 'vars' parameter to $let")
        }
        guard let inExpression else {
            throw DocStreamError(.location(16877), "Missing 'in' parameter to $let")
        }
        var bindings: [(String, ExpressionEvaluator)] = []
        for (name, value) in varsSpecification {
            try FieldPathExpression.validateVariableName(name, forWriting: true)
            bindings.append((name, try ExpressionCompiler.compile(value)))
        }
        let boundVariables = bindings
        let body = try ExpressionCompiler.compile(inExpression)
        return { variables throws(DocStreamError) in
            var inner = variables
            for (name, evaluator) in boundVariables { inner.bind(name, to: try evaluator(variables)) }
            return try body(inner)
        }
    }
}
