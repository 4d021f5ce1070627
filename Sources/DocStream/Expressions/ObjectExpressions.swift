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
                        throw DocStreamError(
                            .location(40400),
                            "$mergeObjects requires object inputs, but input \(value?.extendedJSON(.relaxed) ?? "") is of type \(ExpressionCompiler.typeName(value))"
                        )
                    }
                    for (key, fieldValue) in document { result[key] = fieldValue }
                }
                return .document(result)
            }
        },
        "$getField": { _, arguments throws(DocStreamError) in
            let (field, input) = try getFieldArguments(arguments)
            // A missing input gives missing, null (or undefined) null, any non-object missing.
            return { variables throws(DocStreamError) in
                guard let value = try input(variables) else { return nil }
                if Optional(value).isNullish { return .null }
                guard case .document(let document) = value else { return nil }
                return document[field]
            }
        },
        "$setField": { _, arguments throws(DocStreamError) in
            let (field, input, value) = try setFieldArguments(arguments)
            return { variables throws(DocStreamError) in
                let target = try input(variables)
                if target.isNullish { return .null }
                guard case .document(var document)? = target else {
                    throw DocStreamError(.location(4161105), "$setField requires 'input' to evaluate to type Object")
                }
                // $$REMOVE (missing) removes the field.
                document[field] = try value(variables)
                return .document(document)
            }
        },
    ]

    /// ExpressionGetField::parse: `{field, input?}` (input defaults to `$$CURRENT`), or the
    /// field alone (`"price.usd"`, `{$literal: "$price"}`), which reads `$$CURRENT`.
    private static func getFieldArguments(_ arguments: BSONValue) throws(DocStreamError) -> (String, ExpressionEvaluator) {
        var input = try FieldPathExpression.compile("$$CURRENT")
        guard case .document(let specification) = arguments, let first = specification.keys.first, !first.hasPrefix("$") else {
            return (try constantField(arguments, of: "$getField", codes: (fieldPath: 5654600, nonConstant: 5654601, notString: 5654602)), input)
        }
        var field: BSONValue?
        for (key, argument) in specification {
            switch key {
            case "field": field = argument
            case "input": input = try ExpressionCompiler.compile(argument)
            default: throw DocStreamError(.location(3041701), "$getField found an unknown argument: \(key)")
            }
        }
        guard let field else { throw DocStreamError(.location(3041702), "$getField requires 'field' to be specified") }
        return (try constantField(field, of: "$getField", codes: (fieldPath: 5654600, nonConstant: 5654601, notString: 5654602)), input)
    }

    /// ExpressionSetField::parse: `{field, input, value}`, all required, checked in that order.
    private static func setFieldArguments(_ arguments: BSONValue) throws(DocStreamError) -> (String, ExpressionEvaluator, ExpressionEvaluator) {
        guard case .document(let specification) = arguments else {
            throw DocStreamError(.location(4161100), "$setField only supports an object as its argument")
        }
        var field: BSONValue?
        var input: ExpressionEvaluator?
        var value: ExpressionEvaluator?
        for (key, argument) in specification {
            switch key {
            case "field": field = argument
            case "input": input = try ExpressionCompiler.compile(argument)
            case "value": value = try ExpressionCompiler.compile(argument)
            default: throw DocStreamError(.location(4161101), "$setField found an unknown argument: \(key)")
            }
        }
        guard let field else { throw DocStreamError(.location(4161102), "$setField requires 'field' to be specified") }
        guard let value else { throw DocStreamError(.location(4161103), "$setField requires 'value' to be specified") }
        guard let input else { throw DocStreamError(.location(4161109), "$setField requires 'input' to be specified") }
        return (try constantField(field, of: "$setField", codes: (fieldPath: 4161108, nonConstant: 4161106, notString: 4161107)), input, value)
    }

    /// The field name: a constant string, written plainly or as `{$literal: ...}` /
    /// `{$const: ...}`. A field path, another expression, or a constant of another type each
    /// have their code.
    private static func constantField(
        _ argument: BSONValue, of name: String, codes: (fieldPath: Int, nonConstant: Int, notString: Int)
    ) throws(DocStreamError) -> String {
        let constant: BSONValue
        switch argument {
        case .string(let text) where text.hasPrefix("$"):
            throw DocStreamError(.location(codes.fieldPath), "\(name) requires 'field' to evaluate to a constant, but got a field path: \(text)")
        case .document(let wrapper) where wrapper.count == 1 && ["$literal", "$const"].contains(wrapper.keys.first ?? ""):
            constant = wrapper.elements[0].value
        case .document, .array:
            throw DocStreamError(.location(codes.nonConstant), "\(name) requires 'field' to evaluate to a constant, but got a non-constant argument")
        default:
            constant = argument
        }
        guard case .string(let field) = constant else {
            throw DocStreamError(.location(codes.notString), "\(name) requires 'field' to evaluate to type String, but got \(constant.type.alias)")
        }
        return field
    }
}
