import DocStreamBSON

extension CollectionOperations {
    /// Runs the pipeline over the collection's documents in natural order (a missing
    /// collection is an empty input, as in MongoDB), in the collection's database. `$out` and
    /// `$merge` write past the target's validator with `bypassDocumentValidation`.
    func aggregate(
        _ pipeline: Pipeline, variables: ExpressionVariables = ExpressionVariables(), bypassDocumentValidation: Bool = false
    ) throws(DocStreamError) -> [Document] {
        var execution = execute(pipeline, variables: variables, bypassDocumentValidation: bypassDocumentValidation)
        var results: [Document] = []
        while let document = try execution.next() { results.append(document) }
        return results
    }

    /// The pipeline's results one at a time, over a snapshot of the collection taken now;
    /// `variables` are `$$NOW` and a command's `let` values.
    func execute(
        _ pipeline: Pipeline, variables: ExpressionVariables = ExpressionVariables(), bypassDocumentValidation: Bool = false
    ) -> PipelineExecution<AnyIterator<Document>> {
        var context = PipelineContext(variables: variables, store: store, database: namespace.database)
        context.bypassDocumentValidation = bypassDocumentValidation
        let documents = store.snapshot(namespace)?.documents
        return pipeline.execute(AnySequence(documents.map(AnySequence.init) ?? AnySequence([])), context: context)
    }
}
