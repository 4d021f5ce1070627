import DocStreamBSON

/// `{$replaceRoot: {newRoot: <expression>}}` and `{$replaceWith: <expression>}`: the
/// expression's document becomes the whole document.
struct ReplaceRootStage: StreamingStage {
    private let newRoot: AggregationExpression

    init(replaceRoot argument: BSONValue) throws(DocStreamError) {
        guard let options = argument.documentValue else {
            throw .typeMismatch("$replaceRoot specification must be an object, got \(argument.type.alias)")
        }
        for (name, _) in options where name != "newRoot" {
            throw DocStreamError(.idlUnknownField, "BSON field '$replaceRoot.\(name)' is an unknown field.")
        }
        guard let expression = options["newRoot"] else {
            throw DocStreamError(.idlFailedToParse, "BSON field '$replaceRoot.newRoot' is missing but a required field")
        }
        newRoot = try AggregationExpression(expression)
    }

    init(replaceWith argument: BSONValue) throws(DocStreamError) {
        newRoot = try AggregationExpression(argument)
    }

    /// A result that is not a document is MongoDB's 40228.
    func process(_ document: Document, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) -> Bool {
        let value = try newRoot.evaluate(document, variables: variables)
        guard case .document(let replacement) = value else {
            throw DocStreamError(
                .location(40228),
                "'newRoot' expression must evaluate to an object, but resulting value was: \(value?.extendedJSON(.relaxed) ?? "MISSING"). Type of resulting value: '\(value?.type.alias ?? "missing")'. Input document: \(document.extendedJSON(.relaxed))"
            )
        }
        return try downstream.accept(replacement)
    }
}
