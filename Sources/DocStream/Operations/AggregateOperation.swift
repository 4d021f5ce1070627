import DocStreamBSON

extension CollectionOperations {
    /// Runs the pipeline over the collection's documents in natural order (a missing
    /// collection is an empty input, as in MongoDB).
    func aggregate(_ pipeline: Pipeline) throws(DocStreamError) -> [Document] {
        guard let collection = store.snapshot(namespace) else { return try pipeline.run([]) }
        return try pipeline.run(collection.documents)
    }
}
