import DocStreamBSON

/// $mergeObjects $getField $setField (ExpressionMergeObjects, ExpressionGetField,
/// ExpressionSetField).
enum ObjectExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$mergeObjects": { _, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
            // Later documents' fields win; null and missing inputs are skipped.
            return { variables throws(DocStreamError) in
                var result = Document()
                for operand in operands {
                    let value = try operand(variables)
                    if value.isNullish { continue }
                    guard case .document(let document)? = value else {
                        throw ExpressionCompiler.error(40400, "$mergeObjects requires object inputs, but input \(value?.extendedJSON(.relaxed) ?? "") is of type \(ExpressionCompiler.typeName(value))")
                    }
                    for (key, fieldValue) in document { result[key] = fieldValue }
                }
                return .document(result)
            }
        },
        "$getField": { _, arguments throws(DocStreamError) in
            let (field, input, _) = try fieldArguments(arguments, of: "$getField", allowed: ["field", "input"])
            return { variables throws(DocStreamError) in
                let value = try input(variables)
                if value.isNullish { return .null }
                guard case .document(let document)? = value else { return nil }
                return document[field]
            }
        },
        "$setField": { _, arguments throws(DocStreamError) in
            let (field, input, value) = try fieldArguments(arguments, of: "$setField", allowed: ["field", "input", "value"])
            guard let value else { throw ExpressionCompiler.error(4161105, "$setField requires 'value' to be specified") }
            return { variables throws(DocStreamError) in
                let target = try input(variables)
                if target.isNullish { return .null }
                guard case .document(var document)? = target else {
                    throw ExpressionCompiler.error(4161105, "$setField requires 'input' to evaluate to type Object")
                }
                // $$REMOVE (missing) removes the field.
                document[field] = try value(variables)
                return .document(document)
            }
        },
    ]

    /// `{field: <string constant>, input: <expression>, value?: <expression>}`; a bare string
    /// argument of $getField is the field of `$$CURRENT`. `input` defaults to `$$CURRENT`.
    private static func fieldArguments(
        _ arguments: BSONValue, of name: String, allowed: Set<String>
    ) throws(DocStreamError) -> (String, ExpressionEvaluator, ExpressionEvaluator?) {
        let current = try FieldPathExpression.compile("$$CURRENT")
        if case .string(let field) = arguments, name == "$getField", !field.hasPrefix("$") {
            return (field, current, nil)
        }
        guard case .document(let specification) = arguments else {
            throw ExpressionCompiler.error(3041704, "\(name) requires an object or a string literal as its argument")
        }
        var field: String?
        var input = current
        var value: ExpressionEvaluator?
        for (key, argument) in specification {
            guard allowed.contains(key) else {
                throw ExpressionCompiler.error(3041701, "\(name) found an unknown argument: \(key)")
            }
            switch key {
            case "field":
                // The field is a constant string, or a $literal of one.
                let literal = argument.documentValue?["$literal"] ?? argument
                guard case .string(let text) = literal, !(argument.documentValue == nil && text.hasPrefix("$")) else {
                    throw ExpressionCompiler.error(5654601, "\(name) requires 'field' to evaluate to a constant, but got a non-constant argument")
                }
                field = text
            case "input":
                input = try ExpressionCompiler.compile(argument)
            default:
                value = try ExpressionCompiler.compile(argument)
            }
        }
        guard let field else { throw ExpressionCompiler.error(3041702, "\(name) requires 'field' to be specified") }
        return (field, input, value)
    }
}
