import DocStreamBSON

/// `{$redact: <expression>}`: the expression, evaluated on the document and then on each
/// embedded document it descends into, decides: `$$KEEP` the (sub)document whole, `$$PRUNE`
/// it away, `$$DESCEND` into its fields (documents in arrays included).
struct RedactStage: StreamingStage {
    private let expression: AggregationExpression

    init(_ argument: BSONValue) throws(DocStreamError) {
        expression = try AggregationExpression(argument)
    }

    func process(_ document: Document, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) -> Bool {
        guard let redacted = try redact(document, variables: variables) else { return true }
        return try downstream.accept(redacted)
    }

    /// DocumentSourceRedact::redactObject; nil when pruned. Field paths read the subdocument
    /// being decided (MongoDB's $$CURRENT).
    private func redact(_ document: Document, variables: ExpressionVariables) throws(DocStreamError) -> Document? {
        let decision = try expression.evaluate(document, variables: variables)
        switch decision {
        case .string("keep")?:
            return document
        case .string("prune")?:
            return nil
        case .string("descend")?:
            var fields: [(String, BSONValue)] = []
            for (name, value) in document {
                if let kept = try redact(value, variables: variables) { fields.append((name, kept)) }
            }
            return Document(fields)
        default:
            throw DocStreamError(
                .location(17053),
                "$redact's expression should not return anything aside from the variables $$KEEP, $$DESCEND, and $$PRUNE, but returned \(decision?.extendedJSON(.relaxed) ?? "MISSING")"
            )
        }
    }

    /// DocumentSourceRedact::redactValue: documents are decided on, arrays are searched for
    /// documents (nested arrays too), other values stay.
    private func redact(_ value: BSONValue, variables: ExpressionVariables) throws(DocStreamError) -> BSONValue? {
        switch value {
        case .document(let document):
            return try redact(document, variables: variables).map(BSONValue.document)
        case .array(let elements):
            var kept: [BSONValue] = []
            for element in elements {
                if let value = try redact(element, variables: variables) { kept.append(value) }
            }
            return .array(kept)
        default:
            return value
        }
    }
}
