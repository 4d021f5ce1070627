import DocStreamBSON

extension CommandArguments {
    /// The command's `let: {name: <expression>}` (find, aggregate, update, delete,
    /// findAndModify; MongoDB 5.0+), evaluated once before any document is read: the values
    /// `$$name` has in the command's filters, pipelines and pipeline updates.
    func letValues() throws(DocStreamError) -> Document {
        guard let specification = try document("let") else { return [:] }
        let scope = ExpressionVariables()
        var values: Document = [:]
        for (name, expression) in specification {
            try FieldPathExpression.validateVariableName(name, forWriting: true)
            let compiled = try AggregationExpression(expression)
            guard !Self.readsDocument(expression) else {
                throw DocStreamError(
                    .location(4890500),
                    "Command let Expression tried to access a field, but this is not allowed because command let expressions run before the query examines any documents."
                )
            }
            values[name] = try compiled.evaluate(Document(), variables: scope) ?? .null
        }
        return values
    }

    /// Whether an expression reads a document: a field path (`"$a"`) or `$$ROOT`/`$$CURRENT`
    /// outside a `$literal`.
    private static func readsDocument(_ expression: BSONValue) -> Bool {
        switch expression {
        case .string(let text):
            guard text.hasPrefix("$") else { return false }
            guard text.hasPrefix("$$") else { return true }
            return ["ROOT", "CURRENT"].contains(text.dropFirst(2).prefix { $0 != "." })
        case .array(let elements):
            return elements.contains(where: readsDocument)
        case .document(let document):
            if document.count == 1, let key = document.keys.first, ["$literal", "$const"].contains(key) { return false }
            return document.contains { readsDocument($0.value) }
        default:
            return false
        }
    }

    /// The `let` values as variables in scope, nil without `let`.
    func letVariables() throws(DocStreamError) -> ExpressionVariables? {
        ExpressionVariables(letValues: try letValues())
    }
}

extension ExpressionVariables {
    /// A command's `let` values in scope; nil when there are none.
    init?(letValues: Document) {
        guard !letValues.isEmpty else { return nil }
        self.init(values: letValues)
    }
}
