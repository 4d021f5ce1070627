import DocStreamBSON

/// `{$replaceRoot: {newRoot: <expression>}}` and `{$replaceWith: <expression>}`: the
/// expression's document becomes the whole document.
struct ReplaceRootStage: StreamingStage {
    private let newRoot: AggregationExpression

    /// ReplaceRootSpec's one field.
    private static let arguments = ArgumentReader(errors: .idl("$replaceRoot"), fields: [.required("newRoot")])

    init(replaceRoot argument: BSONValue) throws(DocStreamError) {
        guard let options = argument.documentValue else {
            throw .typeMismatch("$replaceRoot specification must be an object, got \(argument.type.alias)")
        }
        newRoot = try AggregationExpression(Self.arguments.read(options)["newRoot"]!)
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
