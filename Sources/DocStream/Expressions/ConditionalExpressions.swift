import DocStreamBSON

/// $cond $ifNull $switch (ExpressionCond, ExpressionIfNull, ExpressionSwitch).
enum ConditionalExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$cond": { name, arguments throws(DocStreamError) in try compileCond(name, arguments) },
        "$ifNull": { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
            guard operands.count >= 2 else {
                throw DocStreamError(.location(1257300), "$ifNull needs at least two arguments, had: \(operands.count)")
            }
            // The first operand that is not null or missing; the last one is the fallback as it is.
            return { variables throws(DocStreamError) in
                for operand in operands.dropLast() {
                    let value = try operand(variables)
                    if !value.isNullish { return value }
                }
                return try operands[operands.count - 1](variables)
            }
        },
        "$switch": { _, arguments throws(DocStreamError) in try compileSwitch(arguments) },
    ]

    /// `[if, then, else]` or `{if, then, else}`.
    private static func compileCond(_ name: String, _ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let parts: [ExpressionEvaluator]
        if case .document(let specification) = arguments {
            var found: [String: BSONValue] = [:]
            for (key, value) in specification {
                guard ["if", "then", "else"].contains(key) else {
                    throw DocStreamError(.location(17083), "Unrecognized parameter to $cond: \(key)")
                }
                found[key] = value
            }
            guard let condition = found["if"] else { throw DocStreamError(.location(17080), "Missing 'if' parameter to $cond") }
            guard let then = found["then"] else { throw DocStreamError(.location(17081), "Missing 'then' parameter to $cond") }
            guard let otherwise = found["else"] else { throw DocStreamError(.location(17082), "Missing 'else' parameter to $cond") }
            parts = try ExpressionCompiler.compileEach([condition, then, otherwise])
        } else {
            parts = try ExpressionCompiler.operands(arguments, of: name, count: 3)
        }
        return { variables throws(DocStreamError) in
            BooleanExpressions.isTrue(try parts[0](variables)) ? try parts[1](variables) : try parts[2](variables)
        }
    }

    /// `{branches: [{case, then}, ...], default}`: the first true case's `then`.
    private static func compileSwitch(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        guard case .document(let specification) = arguments else {
            throw DocStreamError(.location(40060), "$switch requires an object as an argument, found: \(arguments.type.alias)")
        }
        var branches: [(condition: ExpressionEvaluator, then: ExpressionEvaluator)] = []
        var fallback: ExpressionEvaluator?
        for (key, value) in specification {
            switch key {
            case "branches":
                guard case .array(let branchValues) = value else {
                    throw DocStreamError(.location(40061), "$switch expected an array for 'branches', found: \(value.type.alias)")
                }
                for branchValue in branchValues {
                    guard case .document(let branch) = branchValue else {
                        throw DocStreamError(.location(40062), "$switch expected each branch to be an object, found: \(branchValue.type.alias)")
                    }
                    var condition: ExpressionEvaluator?
                    var then: ExpressionEvaluator?
                    for (branchKey, branchExpression) in branch {
                        switch branchKey {
                        case "case": condition = try ExpressionCompiler.compile(branchExpression)
                        case "then": then = try ExpressionCompiler.compile(branchExpression)
                        default:
                            throw DocStreamError(.location(40063), "$switch found an unknown argument to a branch: \(branchKey)")
                        }
                    }
                    guard let condition else { throw DocStreamError(.location(40064), "$switch requires each branch have a 'case' expression") }
                    guard let then else { throw DocStreamError(.location(40065), "$switch requires each branch have a 'then' expression.") }
                    branches.append((condition, then))
                }
            case "default":
                fallback = try ExpressionCompiler.compile(value)
            default:
                throw DocStreamError(.location(40067), "$switch found an unknown argument: \(key)")
            }
        }
        guard !branches.isEmpty else {
            throw DocStreamError(.location(40068), "$switch requires at least one branch.")
        }
        let compiledBranches = branches
        let compiledFallback = fallback
        return { variables throws(DocStreamError) in
            for branch in compiledBranches where BooleanExpressions.isTrue(try branch.condition(variables)) {
                return try branch.then(variables)
            }
            guard let compiledFallback else {
                throw DocStreamError(.location(40066), "$switch could not find a matching branch for an input, and no default was specified.")
            }
            return try compiledFallback(variables)
        }
    }
}
