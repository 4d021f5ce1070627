import DocStreamBSON

/// A collection, with the Realm Swift SDK's MongoCollection operations. Every method is
/// `async throws`; the Realm SDK's completion-handler forms are in RealmCompatibility.swift.
/// Given a `session` with a transaction in progress, an operation runs in that transaction. The
/// methods run on their caller's executor (`nonisolated(nonsending)`): the work is synchronous,
/// and hopping to the global executor and back cost two thread switches per call, more than a
/// single update by `_id` itself.
public struct MongoCollection: Sendable {
    /// The collection's name.
    public let name: String
    /// The name of the database that holds the collection.
    public let databaseName: String
    let engine: any DocumentEngine

    /// The collection's namespace, once its names are known to be valid (73 InvalidNamespace).
    func namespace() throws(DocStreamError) -> Namespace {
        try Namespace(database: databaseName, collection: name)
    }

    // MARK: Create

    /// Inserts the document (an ObjectId `_id` is added when missing) and returns its `_id`.
    ///
    /// - Throws: `DocStreamError` 11000 DuplicateKey for an `_id` (or a unique index's key) already
    ///   there, 121 DocumentValidationFailure when the collection's validator refuses the document,
    ///   10107 NotWritablePrimary on a follower, 14031 OutOfDiskSpace when the journal cannot take it.
    ///   Nothing is inserted.
    nonisolated(nonsending) public func insertOne(_ document: Document, session: ClientSession? = nil) async throws(DocStreamError) -> BSONValue {
        try await insertMany([document], session: session)[0]
    }

    /// Inserts the documents in order and returns their `_id`s. Stops at the first failure
    /// and throws it; the documents before it stay inserted, as with MongoDB's ordered writes.
    ///
    /// - Throws: The first failure, as for `insertOne(_:session:)`; the documents before it stay
    ///   inserted.
    nonisolated(nonsending) public func insertMany(_ documents: [Document], session: ClientSession? = nil) async throws(DocStreamError) -> [BSONValue] {
        try await engine.insert(documents, into: namespace(), session: session)
    }

    /// `insertMany` of a batch's documents (its lines that did not parse are the caller's to
    /// report). From a reader made `forInsert`, the insert's checks of each document were made
    /// on the reader's thread, and the insert is left the writing.
    ///
    /// - Throws: The first failure, as for `insertOne(_:session:)`; the documents before it stay
    ///   inserted.
    nonisolated(nonsending) public func insertMany(_ batch: NDJSONReader.Batch) async throws(DocStreamError) -> [BSONValue] {
        try await engine.insert(batch, into: namespace())
    }

    // MARK: Read

    /// The first document the filter matches, in `options.sorting` order when given, or nil.
    ///
    /// - Throws: As `find(filter:options:session:)`.
    nonisolated(nonsending) public func findOneDocument(filter: Document, options: FindOptions? = nil, session: ClientSession? = nil)
        async throws(DocStreamError) -> Document?
    {
        var options = options ?? FindOptions()
        options.limit = 1
        return try await find(filter: filter, options: options, session: session).first
    }

    /// The documents the filter matches, sorted, projected, skipped and limited as `options` say.
    ///
    /// - Parameters:
    ///   - filter: the query, in MongoDB's query language; `[:]` matches every document.
    ///   - options: the sort, projection, skip and limit.
    ///   - session: the session to run in, and its transaction when one is open; nil for none.
    /// - Throws: `DocStreamError` 2 BadValue for an unknown operator or a malformed one, with
    ///   MongoDB's code for any other refusal of the filter, sort or projection.
    nonisolated(nonsending) public func find(filter: Document, options: FindOptions? = nil, session: ClientSession? = nil) async throws(DocStreamError)
        -> [Document]
    {
        try await engine.find(filter, options: options ?? FindOptions(), in: namespace(), session: session)
    }

    /// The number of matching documents, at most `limit` when given.
    ///
    /// - Throws: `DocStreamError` 2 BadValue for an unknown or malformed query operator, or MongoDB's
    ///   code of any other refusal of the filter.
    nonisolated(nonsending) public func count(filter: Document, limit: Int? = nil, session: ClientSession? = nil) async throws(DocStreamError) -> Int {
        try await engine.count(filter, limit: limit ?? 0, in: namespace(), session: session)
    }

    // MARK: Aggregate

    /// The documents the aggregation pipeline produces from this collection.
    ///
    /// ```swift
    /// let counts = try await drinks.aggregate(pipeline: [
    ///     ["$group": ["_id": "$storeNumber", "numItems": ["$sum": 1]]],
    /// ])
    /// ```
    ///
    /// - Throws: `DocStreamError` 40324 for an unknown stage, 40323 for a stage that is not one
    ///   field, or the code MongoDB gives a stage's or an expression's refusal, located at its stage.
    nonisolated(nonsending) public func aggregate(pipeline: [Document], session: ClientSession? = nil) async throws(DocStreamError) -> [Document] {
        try await engine.aggregate(pipeline, on: namespace(), session: session)
    }

    // MARK: Update

    /// Updates the first matching document with update operators (`$set`, `$inc`, ...); with
    /// `upsert`, inserts one made from the filter and the update when none matches.
    ///
    /// - Parameters:
    ///   - filter: the query selecting the document.
    ///   - update: a document of update operators only, as MongoDB's drivers require.
    ///   - upsert: whether to insert when nothing matches.
    ///   - session: the session to run in, and its transaction when one is open; nil for none.
    /// - Returns: the matched and modified counts, and the upserted document's `_id`.
    /// - Throws: `DocStreamError` 9 FailedToParse for an update without operators (`["name": "x"]`
    ///   or `[:]`; `replaceOneDocument(filter:replacement:upsert:)` replaces), or for an unknown
    ///   operator; MongoDB's code of any other refusal. The store is left as it was.
    nonisolated(nonsending) public func updateOneDocument(
        filter: Document, update: Document, upsert: Bool = false, session: ClientSession? = nil
    ) async throws(DocStreamError) -> UpdateResult {
        try await perform(UpdateRequest(filter: filter, change: Self.operators(update), upsert: upsert, multi: false), session: session)
    }

    /// Updates every matching document with update operators, as `updateOneDocument(filter:update:upsert:)`.
    ///
    /// - Parameters:
    ///   - filter: the query selecting the documents.
    ///   - update: a document of update operators only.
    ///   - upsert: whether to insert when nothing matches.
    ///   - session: the session to run in, and its transaction when one is open; nil for none.
    /// - Returns: the matched and modified counts, and the upserted document's `_id`.
    /// - Throws: `DocStreamError` 9 FailedToParse for an update without operators, as
    ///   `updateOneDocument(filter:update:upsert:)`. The store is left as it was.
    nonisolated(nonsending) public func updateManyDocuments(
        filter: Document, update: Document, upsert: Bool = false, session: ClientSession? = nil
    ) async throws(DocStreamError) -> UpdateResult {
        try await perform(UpdateRequest(filter: filter, change: Self.operators(update), upsert: upsert, multi: true), session: session)
    }

    /// Replaces the first matching document with `replacement`, keeping its `_id`; with
    /// `upsert`, inserts the replacement (with the filter's `_id` equality, if any) when none matches.
    ///
    /// ```swift
    /// try await drinks.replaceOneDocument(filter: ["_id": id], replacement: ["name": "Flat White", "storeNumber": 42])
    /// ```
    ///
    /// - Parameters:
    ///   - filter: the query selecting the document.
    ///   - replacement: the new document, without update operators.
    ///   - upsert: whether to insert when nothing matches.
    ///   - session: the session to run in, and its transaction when one is open; nil for none.
    /// - Returns: the matched and modified counts, and the upserted document's `_id`.
    /// - Throws: `DocStreamError` 9 FailedToParse when `replacement` starts with an update
    ///   operator, as MongoDB's drivers refuse it; 66 ImmutableField when it changes `_id`. The
    ///   store is left as it was.
    nonisolated(nonsending) public func replaceOneDocument(
        filter: Document, replacement: Document, upsert: Bool = false, session: ClientSession? = nil
    ) async throws(DocStreamError) -> UpdateResult {
        try await perform(UpdateRequest(filter: filter, change: Self.replacement(replacement), upsert: upsert, multi: false), session: session)
    }

    /// `update`, once it is known to start with an update operator. The drivers' update
    /// methods take operators only, so a forgotten `$set` cannot silently replace a whole
    /// document; the update command itself (and `replaceOneDocument`) still replaces.
    private static func operators(_ update: Document) throws(DocStreamError) -> UpdateChange {
        guard update.firstKey?.hasPrefix("$") == true else {
            throw .failedToParse("update document must contain only update operators ($set, $inc, ...); use replaceOneDocument to replace a document")
        }
        return .document(update)
    }

    /// `replacement`, once it is known not to start with an operator, as the drivers refuse
    /// one, since the update command would read it as an update.
    private static func replacement(_ replacement: Document) throws(DocStreamError) -> UpdateChange {
        guard replacement.firstKey?.hasPrefix("$") != true else {
            throw .failedToParse("replacement document must not contain update operators ($set, $inc, ...); use updateOneDocument to update")
        }
        return .document(replacement)
    }

    /// Updates the first matching document with an aggregation pipeline of `$set`/`$addFields`,
    /// `$unset`, `$project` and `$replaceRoot`/`$replaceWith` stages, which may read the document:
    ///
    /// ```swift
    /// try await drinks.updateOneDocument(filter: ["_id": id], pipeline: [["$set": ["total": ["$add": ["$price", "$tip"]]]]])
    /// ```
    ///
    /// - Throws: `DocStreamError` with MongoDB's code for a stage an update pipeline does not
    ///   take, or for an expression that fails on the document. The store is left as it was.
    nonisolated(nonsending) public func updateOneDocument(
        filter: Document, pipeline: [Document], upsert: Bool = false, session: ClientSession? = nil
    ) async throws(DocStreamError) -> UpdateResult {
        try await perform(UpdateRequest(filter: filter, change: .pipeline(pipeline), upsert: upsert, multi: false), session: session)
    }

    /// Updates every matching document with an aggregation pipeline, as `updateOneDocument(filter:pipeline:upsert:)`.
    ///
    /// - Throws: As `updateOneDocument(filter:pipeline:upsert:session:)`; the documents changed
    ///   before a failing one stay changed, as MongoDB's multi-document updates leave them.
    nonisolated(nonsending) public func updateManyDocuments(
        filter: Document, pipeline: [Document], upsert: Bool = false, session: ClientSession? = nil
    ) async throws(DocStreamError) -> UpdateResult {
        try await perform(UpdateRequest(filter: filter, change: .pipeline(pipeline), upsert: upsert, multi: true), session: session)
    }

    nonisolated(nonsending) private func perform(_ request: UpdateRequest, session: ClientSession?) async throws(DocStreamError) -> UpdateResult {
        try await engine.update(request, in: namespace(), session: session)
    }

    // MARK: Delete

    /// Deletes the first matching document; returns how many were deleted (0 or 1).
    ///
    /// - Throws: `DocStreamError` with MongoDB's code for a filter it refuses; 10107
    ///   NotWritablePrimary on a follower. Nothing is deleted.
    nonisolated(nonsending) public func deleteOneDocument(filter: Document, session: ClientSession? = nil) async throws(DocStreamError) -> Int {
        try await engine.delete(filter, limit: 1, in: namespace(), session: session)
    }

    /// Deletes every matching document; returns how many were deleted.
    ///
    /// - Throws: `DocStreamError` with MongoDB's code for a filter it refuses; 10107
    ///   NotWritablePrimary on a follower. Nothing is deleted.
    nonisolated(nonsending) public func deleteManyDocuments(filter: Document, session: ClientSession? = nil) async throws(DocStreamError) -> Int {
        try await engine.delete(filter, limit: 0, in: namespace(), session: session)
    }

    // MARK: Find and modify

    /// Updates the first matching document (in `options.sorting` order) and returns it as it
    /// was before, or after with `shouldReturnNewDocument`.
    ///
    /// - Parameters:
    ///   - filter: the query selecting the document.
    ///   - update: a document of update operators only, as for `updateOneDocument(filter:update:upsert:)`.
    ///   - options: the sort, projection, upsert and which document to return.
    ///   - session: the session to run in, and its transaction when one is open; nil for none.
    /// - Returns: the document before or after the update; nil when none matched (and none was upserted).
    /// - Throws: `DocStreamError` 9 FailedToParse for an update without operators
    ///   (`findOneAndReplace` replaces); MongoDB's code of any other refusal. The store is left as it was.
    nonisolated(nonsending) public func findOneAndUpdate(
        filter: Document, update: Document, options: FindOneAndModifyOptions? = nil, session: ClientSession? = nil
    ) async throws(DocStreamError) -> Document? {
        try await findOneAndModify(filter: filter, change: Self.operators(update), options: options, session: session)
    }

    /// Updates the first matching document with an aggregation pipeline and returns it before
    /// or after, as for findOneAndUpdate.
    ///
    /// - Throws: `DocStreamError` with MongoDB's code for a stage an update pipeline does not
    ///   take, or for an expression that fails on the document. The store is left as it was.
    nonisolated(nonsending) public func findOneAndUpdate(
        filter: Document, pipeline: [Document], options: FindOneAndModifyOptions? = nil, session: ClientSession? = nil
    ) async throws(DocStreamError) -> Document? {
        try await findOneAndModify(filter: filter, change: .pipeline(pipeline), options: options, session: session)
    }

    /// Replaces the first matching document; returns it before or after, as for findOneAndUpdate.
    ///
    /// - Parameters:
    ///   - filter: the query selecting the document.
    ///   - replacement: the new document, without update operators.
    ///   - options: the sort, projection, upsert and which document to return.
    ///   - session: the session to run in, and its transaction when one is open; nil for none.
    /// - Returns: the document before or after the replacement; nil when none matched (and none was upserted).
    /// - Throws: `DocStreamError` 9 FailedToParse when `replacement` starts with an update
    ///   operator; 66 ImmutableField when it changes `_id`. The store is left as it was.
    nonisolated(nonsending) public func findOneAndReplace(
        filter: Document, replacement: Document, options: FindOneAndModifyOptions? = nil, session: ClientSession? = nil
    ) async throws(DocStreamError) -> Document? {
        try await findOneAndModify(filter: filter, change: Self.replacement(replacement), options: options, session: session)
    }

    /// Deletes the first matching document (in `options.sorting` order) and returns it.
    ///
    /// - Throws: `DocStreamError` with MongoDB's code for a filter, sort or projection it
    ///   refuses; 10107 NotWritablePrimary on a follower. Nothing is deleted.
    nonisolated(nonsending) public func findOneAndDelete(
        filter: Document, options: FindOneAndModifyOptions? = nil, session: ClientSession? = nil
    ) async throws(DocStreamError) -> Document? {
        try await findOneAndModify(filter: filter, change: nil, options: options, session: session)
    }

    /// findAndModify with `change`, or removing the document when it is nil.
    nonisolated(nonsending) private func findOneAndModify(
        filter: Document, change: UpdateChange?, options: FindOneAndModifyOptions?, session: ClientSession?
    ) async throws(DocStreamError) -> Document? {
        let options = options ?? FindOneAndModifyOptions()
        let request = FindAndModifyRequest(
            filter: filter, change: change, sort: options.sortDocument, projection: options.projection, upsert: options.upsert,
            returnsNewDocument: options.shouldReturnNewDocument)
        return try await engine.findAndModify(request, in: namespace(), session: session)
    }

    // MARK: Drop

    /// Removes the collection with its documents and indexes, as the `drop` command does; a
    /// collection that does not exist is left as it is (MongoDB 7.0 and later succeed too). Its
    /// change streams see a `drop` event, then an `invalidate`.
    ///
    /// ```swift
    /// try await drinks.drop()
    /// ```
    ///
    /// - Throws: `DocStreamError` 73 InvalidNamespace for a collection name MongoDB refuses;
    ///   an error of the durable store's journal when the drop cannot be made durable.
    nonisolated(nonsending) public func drop() async throws(DocStreamError) {
        try await engine.dropCollection(namespace())
    }

    // MARK: Rename

    /// Renames the collection within its database (renameCollection) and returns it under its
    /// new name; its documents, indexes and validator go with it. A collection already named
    /// `newName` is replaced with `dropTarget`, else the rename fails with 48 NamespaceExists;
    /// 26 NamespaceNotFound when this collection does not exist. Its change streams see a
    /// rename event, then an invalidate.
    ///
    /// ```swift
    /// let archived = try await drinks.rename(to: "CoffeeDrinksArchive")
    /// ```
    ///
    /// - Throws: `DocStreamError` 26 NamespaceNotFound when the collection does not exist, 48
    ///   NamespaceExists when `newName` does and `dropTarget` is false, 73 InvalidNamespace for a
    ///   name MongoDB refuses. Nothing is renamed.
    @discardableResult
    nonisolated(nonsending) public func rename(to newName: String, dropTarget: Bool = false) async throws(DocStreamError) -> MongoCollection {
        let target = try Namespace(database: databaseName, collection: newName)
        try await engine.renameCollection(namespace(), to: target, dropTarget: dropTarget)
        return MongoCollection(name: newName, databaseName: databaseName, engine: engine)
    }

    /// The name `rename(to:dropTarget:)` had: it renames the collection in the store, which a
    /// past participle reads as if it did not.
    ///
    /// - Throws: As `rename(to:dropTarget:)`.
    @available(*, deprecated, renamed: "rename(to:dropTarget:)")
    nonisolated(nonsending) public func renamed(to newName: String, dropTarget: Bool = false) async throws(DocStreamError) -> MongoCollection {
        try await rename(to: newName, dropTarget: dropTarget)
    }
}
