import DocStreamBSON

/// What one run of a pipeline shares across its stages: the variables (`$$NOW` is fixed per
/// run, as MongoDB fixes it per command) and the database the pipeline runs in, which
/// `$lookup`, `$unionWith`, `$out` and `$merge` read and write.
struct PipelineContext: Sendable {
    var variables: ExpressionVariables
    let store: Store
    let database: String
    /// The collection the pipeline runs on; nil for a collectionless aggregate.
    var collection: String?
    /// `$out` and `$merge` skip the target's validator (aggregate's bypassDocumentValidation).
    var bypassDocumentValidation = false
    /// The interruption the run's sinks check, on the threads of a parallel prefix too.
    let interruptions = InterruptionScope()

    /// A run outside any store sees an empty in-memory database named "test".
    init(variables: ExpressionVariables = ExpressionVariables(), store: Store = Store(), database: String = "test") {
        self.variables = variables
        self.store = store
        self.database = database
    }

    /// The operations on a collection of this database (73 InvalidNamespace for a bad name).
    func collection(_ name: String) throws(DocStreamError) -> CollectionOperations {
        CollectionOperations(store: store, namespace: try Namespace(database: database, collection: name))
    }

    /// The documents of a collection of this database in natural order, as of now; none when
    /// it does not exist, as MongoDB reads a missing collection.
    /// A view's are computed now.
    func documents(of collection: String) throws(DocStreamError) -> [Document] {
        let operations = try self.collection(collection)
        if let view = try operations.resolvedView() { return try view.documents() }
        return try store.snapshot(operations.namespace).map { Array($0.documents) } ?? []
    }
}
