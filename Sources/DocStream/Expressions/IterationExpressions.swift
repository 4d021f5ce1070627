import DocStreamBSON

/// $filter $map $reduce (ExpressionFilter, ExpressionMap, ExpressionReduce): array operators
/// that bind a variable to each element in turn.
enum IterationExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$filter": { _, arguments throws(DocStreamError) in try compileFilter(arguments) },
        "$map": { _, arguments throws(DocStreamError) in try compileMap(arguments) },
        "$reduce": { _, arguments throws(DocStreamError) in try compileReduce(arguments) },
    ]

    /// `{input, as?, cond, limit?}`: the elements for which `cond` is true, at most `limit`.
    private static func compileFilter(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = try parameters(arguments, of: "$filter", allowed: ["input", "as", "cond", "limit"], unknownCode: .location(28647))
        guard let inputValue = fields["input"] else { throw DocStreamError(.location(28648), "Missing 'input' parameter to $filter") }
        guard let condValue = fields["cond"] else { throw DocStreamError(.location(28650), "Missing 'cond' parameter to $filter") }
        let name = try variableName(fields["as"], default: "this")
        let input = try ExpressionCompiler.compile(inputValue)
        let condition = try ExpressionCompiler.compile(condValue)
        let limit = try fields["limit"].map { value throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        return { variables throws(DocStreamError) in
            guard let elements = try array(try input(variables), "input to $filter must be an array not", code: .location(28651)) else { return .null }
            // An empty input is returned before `limit` is looked at.
            guard !elements.isEmpty else { return .array([]) }
            var maximum = elements.count
            if let limit {
                let value = try limit(variables)
                if !value.isNullish {
                    guard let value, let integer = ExpressionCompiler.int32(value) else {
                        throw DocStreamError(
                            .location(327391), "$filter: limit must be represented as a 32-bit integral value: \(value?.extendedJSON(.relaxed) ?? "missing")")
                    }
                    guard integer >= 1 else {
                        throw DocStreamError(.location(327392), "$filter: limit must be greater than 0: \(integer)")
                    }
                    maximum = Int(integer)
                }
            }
            var inner = variables
            var kept: [BSONValue] = []
            for element in elements where kept.count < maximum {
                inner.bind(name, to: element)
                if BooleanExpressions.isTrue(try condition(inner)) { kept.append(element) }
            }
            return .array(kept)
        }
    }

    /// `{input, as?, in}`: `in` of each element; a missing result becomes null.
    private static func compileMap(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = try parameters(arguments, of: "$map", allowed: ["input", "as", "in"], unknownCode: .location(16879))
        guard let inputValue = fields["input"] else { throw DocStreamError(.location(16880), "Missing 'input' parameter to $map") }
        guard let inValue = fields["in"] else { throw DocStreamError(.location(16882), "Missing 'in' parameter to $map") }
        let name = try variableName(fields["as"], default: "this")
        let input = try ExpressionCompiler.compile(inputValue)
        let body = try ExpressionCompiler.compile(inValue)
        return { variables throws(DocStreamError) in
            guard let elements = try array(try input(variables), "input to $map must be an array not", code: .location(16883)) else { return .null }
            var inner = variables
            var results: [BSONValue] = []
            for element in elements {
                inner.bind(name, to: element)
                results.append(try body(inner) ?? .null)
            }
            return .array(results)
        }
    }

    /// `{input, initialValue, in}`: `in` sees `$$value` (the result so far) and `$$this`.
    private static func compileReduce(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = try parameters(arguments, of: "$reduce", allowed: ["input", "initialValue", "in"], unknownCode: .location(40076))
        guard let inputValue = fields["input"] else { throw DocStreamError(.location(40077), "$reduce requires 'input' to be specified") }
        guard let initialValue = fields["initialValue"] else { throw DocStreamError(.location(40078), "$reduce requires 'initialValue' to be specified") }
        guard let inValue = fields["in"] else { throw DocStreamError(.location(40079), "$reduce requires 'in' to be specified") }
        let input = try ExpressionCompiler.compile(inputValue)
        let initial = try ExpressionCompiler.compile(initialValue)
        let body = try ExpressionCompiler.compile(inValue)
        return { variables throws(DocStreamError) in
            guard let elements = try array(try input(variables), "$reduce requires that 'input' be an array, found:", code: .location(40080)) else {
                return .null
            }
            var accumulated = try initial(variables)
            var inner = variables
            for element in elements {
                inner.bind("value", to: accumulated)
                inner.bind("this", to: element)
                accumulated = try body(inner)
            }
            return accumulated
        }
    }

    /// The operator's named parameters; an unknown one is `unknownCode`.
    private static func parameters(_ arguments: BSONValue, of name: String, allowed: Set<String>, unknownCode: ErrorCode) throws(DocStreamError) -> [String:
        BSONValue]
    {
        guard case .document(let specification) = arguments else {
            throw DocStreamError(.location(28646), "\(name) only supports an object as its argument")
        }
        var fields: [String: BSONValue] = [:]
        for (key, value) in specification {
            guard allowed.contains(key) else { throw DocStreamError(unknownCode, "Unrecognized parameter to \(name): \(key)") }
            fields[key] = value
        }
        return fields
    }

    private static func variableName(_ value: BSONValue?, default name: String) throws(DocStreamError) -> String {
        guard let value else { return name }
        guard case .string(let text) = value else {
            throw DocStreamError(.location(16866), "empty variable names are not allowed")
        }
        try FieldPathExpression.validateVariableName(text, forWriting: true)
        return text
    }

    /// The input's elements; nil for null or missing input (the operator gives null).
    private static func array(_ value: BSONValue?, _ message: String, code: ErrorCode) throws(DocStreamError) -> [BSONValue]? {
        if value.isNullish { return nil }
        guard case .array(let elements)? = value else {
            throw DocStreamError(code, "\(message) \(ExpressionCompiler.typeName(value))")
        }
        return elements
    }
}
