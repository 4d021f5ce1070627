import DocStreamBSON

/// What the Swift API asks of the engine under it: the embedded store (`EmbeddedEngine`) or a
/// MongoDB deployment reached through the MongoDB C driver (`RemoteEngine`, in
/// DocStreamRemote). `MongoClient`, `MongoDatabase` and `MongoCollection` check their
/// arguments as MongoDB's drivers do on the client side (names, update documents without
/// operators), then hand the request here; everything the server decides is the engine's.
///
/// Methods run on their caller's executor (`nonisolated(nonsending)`): the embedded engine's
/// work is synchronous, and the remote engine moves its blocking network calls off the
/// caller's thread itself.
package protocol DocumentEngine: Sendable {
    /// The store of an engine in this process; nil for a deployment.
    var embeddedStore: Store? { get }

    // MARK: Catalog

    nonisolated(nonsending) func databaseNames() async throws(DocStreamError) -> [String]
    nonisolated(nonsending) func collectionNames(in database: String) async throws(DocStreamError) -> [String]
    nonisolated(nonsending) func createCollection(_ namespace: Namespace, settings: CollectionSettings) async throws(DocStreamError)
    nonisolated(nonsending) func createView(_ namespace: Namespace, viewOn source: String, pipeline: [Document]) async throws(DocStreamError)
    nonisolated(nonsending) func modifyView(_ namespace: Namespace, viewOn source: String?, pipeline: [Document]?) async throws(DocStreamError)
    nonisolated(nonsending) func modifyCollection(_ namespace: Namespace, settings: CollectionSettings) async throws(DocStreamError)
    nonisolated(nonsending) func dropDatabase(_ name: String) async throws(DocStreamError)
    nonisolated(nonsending) func dropCollection(_ namespace: Namespace) async throws(DocStreamError)
    nonisolated(nonsending) func renameCollection(_ namespace: Namespace, to target: Namespace, dropTarget: Bool) async throws(DocStreamError)

    // MARK: Documents

    /// Inserts in order, stopping at the first failure, which is thrown.
    nonisolated(nonsending) func insert(_ documents: [Document], into namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> [BSONValue]
    /// Inserts a batch an `NDJSONReader` read, as `insert(_:into:session:)`; the embedded
    /// engine takes the insert checks the reader made on its own thread.
    nonisolated(nonsending) func insert(_ batch: NDJSONReader.Batch, into namespace: Namespace) async throws(DocStreamError) -> [BSONValue]
    nonisolated(nonsending) func find(_ filter: Document, options: FindOptions, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError)
        -> [Document]
    /// The matching documents, at most `limit` (0: no limit).
    nonisolated(nonsending) func count(_ filter: Document, limit: Int, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> Int
    nonisolated(nonsending) func aggregate(_ pipeline: [Document], on namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> [Document]
    /// The pipeline's results in runs, computed (or fetched) as they are read.
    func aggregateCursor(_ pipeline: [Document], on namespace: Namespace) throws(DocStreamError) -> DocumentCursor
    /// The find's results in runs, read (or fetched) as they are asked for.
    func findCursor(_ filter: Document, options: FindOptions, in namespace: Namespace) throws(DocStreamError) -> DocumentCursor
    nonisolated(nonsending) func update(_ request: UpdateRequest, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> UpdateResult
    /// Deletes the matching documents, at most `limit` (1, or 0 for all); returns how many.
    nonisolated(nonsending) func delete(_ filter: Document, limit: Int, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError) -> Int
    /// The document the request changed or removed, before or after the change, projected.
    nonisolated(nonsending) func findAndModify(_ request: FindAndModifyRequest, in namespace: Namespace, session: ClientSession?) async throws(DocStreamError)
        -> Document?

    // MARK: Indexes

    /// Builds the index `specification` describes (`{key, name?, unique?, ...}`, as in
    /// createIndexes) and returns its name.
    nonisolated(nonsending) func createIndex(_ specification: Document, on namespace: Namespace) async throws(DocStreamError) -> String
    /// Drops the indexes `selector` names, as dropIndexes' `index`: a name, a key pattern or "*".
    nonisolated(nonsending) func dropIndexes(_ selector: BSONValue, on namespace: Namespace) async throws(DocStreamError)
    nonisolated(nonsending) func listIndexes(on namespace: Namespace) async throws(DocStreamError) -> [Document]

    // MARK: Sessions

    /// A new logical session's transactions.
    func startSession() -> any SessionTransactions

    // MARK: Change streams

    /// Opens a change stream on `scope` from now, or from the resume point `options` give.
    func watch(_ scope: ChangeStreamScope, options: ChangeStreamOptions, pipeline: [Document]) throws(DocStreamError) -> ChangeStreamWatcher

    /// The change stream `watch` would open, for streams that open asynchronously (delegate
    /// streams and `changeEvents`): an engine that waits on the network to open one leaves it
    /// pending, to be awaited off the caller's thread.
    func opening(_ scope: ChangeStreamScope, options: ChangeStreamOptions, pipeline: [Document]) -> ChangeStreamOpening
}

/// A change stream on its way: open already (or refused), or opened by awaiting it.
package enum ChangeStreamOpening: Sendable {
    case opened(Result<ChangeStreamWatcher, DocStreamError>)
    case pending(@Sendable () async throws(DocStreamError) -> ChangeStreamWatcher)
}

extension DocumentEngine {
    /// An engine that opens streams without waiting opens them at once, so that a stream sees
    /// every change made after the call that opened it returns.
    package func opening(_ scope: ChangeStreamScope, options: ChangeStreamOptions, pipeline: [Document]) -> ChangeStreamOpening {
        .opened(Result { () throws(DocStreamError) in try watch(scope, options: options, pipeline: pipeline) })
    }

    nonisolated(nonsending) package func insert(_ batch: NDJSONReader.Batch, into namespace: Namespace) async throws(DocStreamError) -> [BSONValue] {
        try await insert(batch.documents, into: namespace, session: nil)
    }
}

/// A collection's settings as `create` and `collMod` take them; nil leaves one as it is (or
/// unset, at creation).
package struct CollectionSettings: Sendable {
    package var validator: Document?
    package var validationLevel: ValidationLevel?
    package var validationAction: ValidationAction?
    package var changeStreamPreAndPostImages: Bool?
    /// A capped collection's size in bytes and most documents.
    package var capped: (size: Int, maxDocuments: Int?)?

    package init(
        validator: Document? = nil, validationLevel: ValidationLevel? = nil, validationAction: ValidationAction? = nil,
        changeStreamPreAndPostImages: Bool? = nil
    ) {
        self.validator = validator
        self.validationLevel = validationLevel
        self.validationAction = validationAction
        self.changeStreamPreAndPostImages = changeStreamPreAndPostImages
    }

    /// The fields of a `create` or `collMod` command that carry the settings.
    package var commandFields: Document {
        var fields = Document()
        if let capped {
            fields["capped"] = true
            fields["size"] = .int64(Int64(capped.size))
            if let max = capped.maxDocuments { fields["max"] = .int64(Int64(max)) }
        }
        if let validator { fields["validator"] = .document(validator) }
        if let validationLevel { fields["validationLevel"] = .string(validationLevel.rawValue) }
        if let validationAction { fields["validationAction"] = .string(validationAction.rawValue) }
        if let changeStreamPreAndPostImages { fields["changeStreamPreAndPostImages"] = ["enabled": .bool(changeStreamPreAndPostImages)] }
        return fields
    }
}

/// What an update writes: a document (of update operators, or a replacement) or an
/// aggregation pipeline.
package enum UpdateChange: Sendable {
    case document(Document)
    case pipeline([Document])

    /// The value of an update statement's `u` (and findAndModify's `update`).
    package var commandValue: BSONValue {
        switch self {
        case .document(let document): .document(document)
        case .pipeline(let stages): .array(stages.map(BSONValue.document))
        }
    }
}

/// One update statement.
package struct UpdateRequest: Sendable {
    package var filter: Document
    package var change: UpdateChange
    package var upsert: Bool
    package var multi: Bool
}

/// A findAndModify: the change (nil to remove the document), which document when several
/// match, and what to return.
package struct FindAndModifyRequest: Sendable {
    package var filter: Document
    package var change: UpdateChange?
    package var sort: Document?
    package var projection: Document?
    package var upsert: Bool
    package var returnsNewDocument: Bool
}
