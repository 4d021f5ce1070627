import DocStreamBSON

/// `{$documents: <expression>}`: the documents of the array the expression evaluates to, in
/// place of any input. Only as the first stage (40602) of a pipeline that reads no collection
/// (73), and not in a `$facet` (40600).
struct DocumentsStage: PipelineStage {
    private let expression: AggregationExpression

    init(_ argument: BSONValue) throws(DocStreamError) {
        expression = try AggregationExpression(argument)
    }

    var placement: StagePlacement { StagePlacement(position: .first, refusedIn: [.facet], readsNoCollection: true) }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        let variables = context.variables
        return GeneratingSink(downstream: downstream) { () throws(DocStreamError) in try documents(variables: variables) }
    }

    /// The documents, evaluated against an empty document: an array (5858203) of documents
    /// (40228, as MongoDB's `$replaceRoot` that `$documents` expands into reports it).
    fileprivate func documents(variables: ExpressionVariables) throws(DocStreamError) -> [Document] {
        let value = try expression.evaluate(Document(), variables: variables)
        guard case .array(let elements) = value else {
            throw DocStreamError(
                .location(5858203),
                "error during $documents stage: $documents expression must evaluate to an array, but found: \(ExpressionCompiler.typeName(value))")
        }
        var documents: [Document] = []
        for element in elements {
            guard case .document(let document) = element else {
                throw DocStreamError(
                    .location(40228),
                    "'newRoot' expression must evaluate to an object, but resulting value was: \(element.extendedJSON(.relaxed)). Type of resulting value: '\(element.type.alias)'."
                )
            }
            documents.append(document)
        }
        return documents
    }
}

/// The sink of a stage that reads no input but makes documents of its own (`$documents`,
/// `$collStats`): it wants none, and emits what `generate` makes when the input ends.
final class GeneratingSink: DocumentSink {
    let downstream: any DocumentSink
    let generate: () throws(DocStreamError) -> [Document]

    init(downstream: any DocumentSink, generate: @escaping () throws(DocStreamError) -> [Document]) {
        self.downstream = downstream
        self.generate = generate
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool { false }

    func finish() throws(DocStreamError) {
        for document in try generate() {
            guard try downstream.accept(document) else { break }
        }
        try downstream.finish()
    }
}
