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
            // Run over no document, so a field path reads missing.
            values[name] = try AggregationExpression(expression).evaluate(Document(), variables: scope) ?? .null
        }
        return values
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
