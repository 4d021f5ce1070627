import DocStreamBSON

/// Turns expression BSON into evaluators (src/mongo/db/pipeline/expression.cpp,
/// Expression::parseOperand and parseObject).
enum ExpressionCompiler {
    /// Every operator, from the family tables; an operator in two tables is a programming error.
    private static let operators: [String: ExpressionOperatorCompiler] = [
        VariableExpressions.operators,
        ArithmeticExpressions.operators,
        ComparisonExpressions.operators,
        BooleanExpressions.operators,
        ConditionalExpressions.operators,
        ArrayExpressions.operators,
        IterationExpressions.operators,
        StringExpressions.operators,
        TypeExpressions.operators,
        ObjectExpressions.operators,
        DateExpressions.operators,
        SetExpressions.operators,
        AccumulatorExpressions.operators,
        TrigonometryExpressions.operators,
        BitwiseExpressions.operators,
        RegexExpressions.operators,
        MiscellaneousExpressions.operators,
    ].reduce(into: [:]) { table, family in
        table.merge(family) { _, _ in preconditionFailure("an expression operator is registered by two families") }
    }

    static func compile(_ expression: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        switch expression {
        case .string(let text) where text.hasPrefix("$"):
            return try FieldPathExpression.compile(text)
        case .document(let document):
            return try compileObject(document)
        case .array(let elements):
            // An array literal's missing elements become null (ExpressionArray::evaluate).
            let items = try compileEach(elements)
            return { variables throws(DocStreamError) in
                var values: [BSONValue] = []
                values.reserveCapacity(items.count)
                for item in items { values.append(try item(variables) ?? .null) }
                return .array(values)
            }
        default:
            return { _ in expression }
        }
    }

    static func compileEach(_ expressions: [BSONValue]) throws(DocStreamError) -> [ExpressionEvaluator] {
        var compiled: [ExpressionEvaluator] = []
        for expression in expressions { compiled.append(try compile(expression)) }
        return compiled
    }

    /// The operands of an operator: an array's elements, or one operand written on its own.
    static func operands(_ arguments: BSONValue) -> [BSONValue] {
        if case .array(let elements) = arguments { elements } else { [arguments] }
    }

    /// Exactly `count` compiled operands, or MongoDB's 16020.
    static func operands(_ arguments: BSONValue, of name: String, count: Int) throws(DocStreamError) -> [ExpressionEvaluator] {
        let values = operands(arguments)
        guard values.count == count else {
            throw DocStreamError(
                .location(16020), "Expression \(name) takes exactly \(count) arguments. \(values.count) were passed in.")
        }
        return try compileEach(values)
    }

    /// Between `minimum` and `maximum` compiled operands, or MongoDB's 28667.
    static func operands(_ arguments: BSONValue, of name: String, range: ClosedRange<Int>) throws(DocStreamError) -> [ExpressionEvaluator] {
        let values = operands(arguments)
        guard range.contains(values.count) else {
            throw DocStreamError(
                .location(28667),
                "Expression \(name) takes at least \(range.lowerBound) arguments, and at most \(range.upperBound), but \(values.count) were passed in.")
        }
        return try compileEach(values)
    }

    /// An operator of one operand (an array of one, or the operand itself) whose null or
    /// missing operand gives null.
    static func nullPropagatingUnary(
        _ operation: @escaping @Sendable (_ name: String, _ value: BSONValue) throws(DocStreamError) -> BSONValue
    ) -> ExpressionOperatorCompiler {
        { name, arguments throws(DocStreamError) in
            let operand = try operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                let value = try operand(variables)
                guard let value, !Optional(value).isNullish else { return .null }
                return try operation(name, value)
            }
        }
    }

    /// MongoDB's typeName for a value, "missing" for none.
    static func typeName(_ value: BSONValue?) -> String {
        value?.type.alias ?? "missing"
    }

    /// A number that is an integer fitting int32 (Value::integral).
    static func int32(_ value: BSONValue) -> Int32? {
        switch value {
        case .int32(let number): number
        case .int64(let number): Int32(exactly: number)
        case .double(let number): Int32(exactly: number)
        case .decimal128(let number):
            number.int64Truncating.flatMap { $0.isExact ? Int32(exactly: $0.value) : nil }
        default: nil
        }
    }

    /// `{$operator: arguments}` or an expression object whose fields are expressions.
    private static func compileObject(_ document: Document) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = document.elements
        if let first = fields.first, first.key.hasPrefix("$") {
            guard fields.count == 1 else {
                throw DocStreamError(
                    .location(15983), "An object representing an expression must have exactly one field: \(BSONValue.document(document).extendedJSON(.relaxed))"
                )
            }
            guard let compiler = operators[first.key] else {
                throw DocStreamError(.invalidPipelineOperator, "Unrecognized expression '\(first.key)'")
            }
            return try compiler(first.key, first.value)
        }
        var compiled: [(String, ExpressionEvaluator)] = []
        for (name, value) in fields {
            try FieldPathExpression.validateFieldName(name)
            guard !name.contains(".") else {
                throw DocStreamError(.location(16412), "FieldPath field names may not contain '.'.", location: "field '\(name)'")
            }
            compiled.append((name, try compile(value)))
        }
        let fieldEvaluators = compiled
        // Fields that evaluate to missing are left out (ExpressionObject::evaluate).
        return { variables throws(DocStreamError) in
            var result: [(String, BSONValue)] = []
            for (name, evaluator) in fieldEvaluators {
                if let value = try evaluator(variables) { result.append((name, value)) }
            }
            return .document(Document(result))
        }
    }
}

/// MongoDB's nullish: null, undefined or missing, which most operators turn into null.
extension Optional where Wrapped == BSONValue {
    var isNullish: Bool {
        switch self {
        case nil, .null?, .undefined?: true
        default: false
        }
    }
}
