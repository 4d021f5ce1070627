import DocStreamBSON

/// The Swift API's engine over a store in this process: every request runs synchronously on
/// the caller's thread, through the same operations the database commands use.
struct EmbeddedEngine: DocumentEngine {
    let store: Store

    var embeddedStore: Store? { store }

    private func operations(_ namespace: Namespace) -> CollectionOperations {
        CollectionOperations(store: store, namespace: namespace)
    }

    /// Runs one operation in `session`, counting the indexes it reads (`$indexStats`).
    private func run<Output>(_ session: ClientSession?, _ body: () throws(DocStreamError) -> Output) throws(DocStreamError) -> Output {
        try store.planUsage.counting { () throws(DocStreamError) in try session.run(body) }
    }

    // MARK: Catalog

    nonisolated(nonsending) func databaseNames() async throws(DocStreamError) -> [String] {
        store.databaseNames()
    }

    nonisolated(nonsending) func collectionNames(in database: String) async throws(DocStreamError) -> [String] {
        store.collectionNames(in: database)
    }

    nonisolated(nonsending) func createCollection(_ namespace: Namespace, settings: CollectionSettings) async throws(DocStreamError) {
        var options = CollectionOptions()
        try options.set(
            validator: settings.validator, level: settings.validationLevel?.rawValue, action: settings.validationAction?.rawValue, command: "create",
            on: namespace)
        if let images = settings.changeStreamPreAndPostImages { try options.setPreAndPostImages(["enabled": .bool(images)], command: "create") }
        options.capped = try settings.capped.map { (capped) throws(DocStreamError) in
            try CappedLimits.created(size: Int64(capped.size), max: capped.maxDocuments.map(Int64.init))
        }
        try store.createCollection(namespace, options: options)
    }

    nonisolated(nonsending) func createView(_ namespace: Namespace, viewOn source: String, pipeline: [Document]) async throws(DocStreamError) {
        var options = CollectionOptions()
        options.view = try ViewDefinition(checking: source, pipeline: pipeline, for: namespace)
        try store.createCollection(namespace, options: options)
    }

    nonisolated(nonsending) func modifyView(_ namespace: Namespace, viewOn source: String?, pipeline: [Document]?) async throws(DocStreamError) {
        try store.modifyView(namespace, viewOn: source, pipeline: pipeline)
    }

    nonisolated(nonsending) func modifyCollection(_ namespace: Namespace, settings: CollectionSettings) async throws(DocStreamError) {
        try store.modifyOptions(
            namespace, validator: settings.validator, level: settings.validationLevel?.rawValue, action: settings.validationAction?.rawValue,
            preAndPostImages: settings.changeStreamPreAndPostImages.map { ["enabled": .bool($0)] })
    }

    nonisolated(nonsending) func dropDatabase(_ name: String) async throws(DocStreamError) {
        _ = try store.dropDatabase(name)
    }

    nonisolated(nonsending) func dropCollection(_ namespace: Namespace) async throws(DocStreamError) {
        _ = try store.dropCollection(namespace)
    }

    nonisolated(nonsending) func renameCollection(_ namespace: Namespace, to target: Namespace, dropTarget: Bool) async throws(DocStreamError) {
        try store.renameCollection(namespace, to: target, dropTarget: dropTarget)
    }

    // MARK: Documents

    nonisolated(nonsending) func insert(_ documents: [Document], into namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> [BSONValue]
    {
        try run(session) { () throws(DocStreamError) in try Self.insertedIDs(operations(namespace).insert(documents)) }
    }

    nonisolated(nonsending) func insert(_ batch: NDJSONReader.Batch, into namespace: Namespace) async throws(DocStreamError) -> [BSONValue] {
        try Self.insertedIDs(operations(namespace).insert(batch.documents, checked: batch.insertChecks))
    }

    private static func insertedIDs(_ outcome: WriteOutcome) throws(DocStreamError) -> [BSONValue] {
        if let failure = outcome.writeErrors.first { throw failure.error }
        return outcome.insertedIDs
    }

    nonisolated(nonsending) func find(_ filter: Document, options: FindOptions, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError)
        -> [Document]
    {
        try run(session) { () throws(DocStreamError) in
            try operations(namespace).find(Self.query(filter, options))
        }
    }

    nonisolated(nonsending) func count(_ filter: Document, limit: Int, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> Int {
        try run(session) { () throws(DocStreamError) in try operations(namespace).count(filter: filter, limit: limit) }
    }

    nonisolated(nonsending) func aggregate(_ pipeline: [Document], on namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> [Document]
    {
        try run(session) { () throws(DocStreamError) in try operations(namespace).aggregate(Pipeline(pipeline, within: nil, input: .collection)) }
    }

    func aggregateCursor(_ pipeline: [Document], on namespace: Namespace) throws(DocStreamError) -> DocumentCursor {
        let compiled = try Pipeline(pipeline, within: nil, input: .collection)
        let operations = operations(namespace)
        return DocumentCursor { [store] () throws(DocStreamError) in
            PipelineRuns(try store.planUsage.counting { () throws(DocStreamError) in try operations.execute(compiled) })
        }
    }

    /// The find `filter` and `options` ask for, compiled.
    private static func query(_ filter: Document, _ options: FindOptions) throws(DocStreamError) -> FindQuery {
        try FindQuery(filter: filter, sort: options.sortDocument, projection: options.projection, skip: options.skip, limit: options.limit ?? 0)
    }

    func findCursor(_ filter: Document, options: FindOptions, in namespace: Namespace) throws(DocStreamError) -> DocumentCursor {
        let query = try Self.query(filter, options)
        let operations = operations(namespace)
        // A collection of one run or less is found at once, as the find command's first batch
        // would; a larger one is read as the cursor asks.
        return DocumentCursor { [store] () throws(DocStreamError) in
            FindRuns(
                try store.planUsage.counting { () throws(DocStreamError) in
                    try FindStream(query, operations: operations, firstBatchSize: ParallelPrefix.chunkSize)
                })
        }
    }

    nonisolated(nonsending) func update(_ request: UpdateRequest, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> UpdateResult
    {
        let statement = try UpdateStatement(filter: request.filter, update: Self.compiled(request.change), upsert: request.upsert, multi: request.multi)
        let outcome = try run(session) { () throws(DocStreamError) in try operations(namespace).update(statement) }
        return UpdateResult(matchedCount: outcome.matchedCount, modifiedCount: outcome.modifiedCount, documentId: outcome.upsertedID)
    }

    nonisolated(nonsending) func delete(_ filter: Document, limit: Int, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> Int {
        try run(session) { () throws(DocStreamError) in try operations(namespace).delete(filter: filter, limit: limit) }
    }

    nonisolated(nonsending) func findAndModify(_ request: FindAndModifyRequest, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError)
        -> Document?
    {
        let sort = try request.sort.map { (sort) throws(DocStreamError) in try SortSpecification(sort) }
        guard let change = request.change else {
            let deleted = try run(session) { () throws(DocStreamError) in try operations(namespace).deleteOne(filter: request.filter, sort: sort) }
            return try Self.project(deleted, request.projection, query: QueryFilter(request.filter))
        }
        let statement = try UpdateStatement(filter: request.filter, update: Self.compiled(change), upsert: request.upsert)
        let (_, before, after) = try run(session) { () throws(DocStreamError) in
            try operations(namespace).updateReturningDocuments(statement, sort: sort)
        }
        return try Self.project(request.returnsNewDocument ? after : before, request.projection, query: statement.query)
    }

    private static func compiled(_ change: UpdateChange) throws(DocStreamError) -> UpdateSpecification {
        switch change {
        case .document(let document): try UpdateSpecification(document)
        case .pipeline(let stages): try UpdateSpecification(pipeline: stages)
        }
    }

    /// The document returned, projected; a positional projection (`"grades.$"`) takes the
    /// array position `query` matches in it, as the findAndModify command does.
    private static func project(_ document: Document?, _ projection: Document?, query: QueryFilter) throws(DocStreamError) -> Document? {
        guard let document, let projection, !projection.isEmpty else { return document }
        return try Projection(projection).apply(to: document, match: query.match(document))
    }

    // MARK: Indexes

    nonisolated(nonsending) func createIndex(_ specification: Document, on namespace: Namespace) async throws(DocStreamError) -> String {
        let specification = try IndexSpecification(specification)
        _ = try store.createIndexes(namespace, [specification])
        return specification.name
    }

    nonisolated(nonsending) func dropIndexes(_ selector: BSONValue, on namespace: Namespace) async throws(DocStreamError) {
        let arguments = CommandArguments(command: ["dropIndexes": .string(namespace.collection), "index": selector], name: "dropIndexes")
        _ = try store.dropIndexes(namespace) { (catalog) throws(DocStreamError) in
            try DropIndexesCommand.chosenNames(selector, in: catalog, arguments: arguments)
        }
    }

    nonisolated(nonsending) func listIndexes(on namespace: Namespace) async throws(DocStreamError) -> [Document] {
        guard let collection = store.outline(namespace) else { throw .namespaceNotFound(namespace) }
        return collection.listedIndexes
    }
}

extension EmbeddedEngine {
    func startSession() -> any SessionTransactions {
        StoreSession(store: store)
    }

    func watch(_ scope: ChangeStreamScope, options: ChangeStreamOptions, pipeline: [Document]) throws(DocStreamError) -> ChangeStreamWatcher {
        try ChangeStreamWatcher(store: store, scope: scope, options: options, pipeline: pipeline)
    }
}

/// A find's results for a cursor, read from the snapshot the find took as they are asked for.
private final class FindRuns: DocumentRuns {
    private var stream: FindStream

    init(_ stream: FindStream) {
        self.stream = stream
    }

    nonisolated(nonsending) func next(upTo count: Int) async throws(DocStreamError) -> [Document] {
        try stream.next(upTo: count)
    }
}

/// A pipeline run in this process, read a run of results at a time.
private final class PipelineRuns: DocumentRuns {
    /// Kept apart from any Result so each run of results is taken from it in place (moving it
    /// out and back cost a retain and a release of each of its parts).
    private var execution: PipelineExecution<AnyIterator<Document>>

    init(_ execution: PipelineExecution<AnyIterator<Document>>) {
        self.execution = execution
    }

    nonisolated(nonsending) func next(upTo count: Int) async throws(DocStreamError) -> [Document] {
        try execution.next(upTo: count)
    }
}
