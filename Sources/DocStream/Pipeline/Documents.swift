import DocStreamBSON

/// `{$documents: <expression>}`: the documents of the array the expression evaluates to, in
/// place of any input. Only as a pipeline's first stage (40602), and not in a `$facet` (40600).
struct DocumentsStage: PipelineStage {
    private let expression: AggregationExpression

    init(_ argument: BSONValue) throws(DocStreamError) {
        expression = try AggregationExpression(argument)
    }

    var placement: StagePlacement { StagePlacement(position: .first, refusedIn: [.facet]) }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        DocumentsSink(stage: self, variables: context.variables, downstream: downstream)
    }

    /// The documents, evaluated against an empty document: an array (5858203) of documents
    /// (40228, as MongoDB's `$replaceRoot` that `$documents` expands into reports it).
    fileprivate func documents(variables: ExpressionVariables) throws(DocStreamError) -> [Document] {
        let value = try expression.evaluate(Document(), variables: variables)
        guard case .array(let elements) = value else {
            throw ExpressionCompiler.error(
                5858203, "error during $documents stage: $documents expression must evaluate to an array, but found: \(ExpressionCompiler.typeName(value))")
        }
        var documents: [Document] = []
        for element in elements {
            guard case .document(let document) = element else {
                throw ExpressionCompiler.error(
                    40228, "'newRoot' expression must evaluate to an object, but resulting value was: \(element.extendedJSON(.relaxed)). Type of resulting value: '\(element.type.alias)'.")
            }
            documents.append(document)
        }
        return documents
    }
}

/// Wants no input; emits the documents when the (ignored) input ends.
private final class DocumentsSink: DocumentSink {
    let stage: DocumentsStage
    let variables: ExpressionVariables
    let downstream: any DocumentSink

    init(stage: DocumentsStage, variables: ExpressionVariables, downstream: any DocumentSink) {
        self.stage = stage
        self.variables = variables
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool { false }

    func finish() throws(DocStreamError) {
        for document in try stage.documents(variables: variables) {
            guard try downstream.accept(document) else { break }
        }
        try downstream.finish()
    }
}
