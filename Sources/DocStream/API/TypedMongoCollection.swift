import DocStreamBSON

/// A collection read and written as values of a Codable model type: the Document API's
/// operations, with models in and out. Filters, updates and pipelines stay documents, as in
/// MongoDB. Models go through `BSONEncoder` and `BSONDecoder` (their strategies are the
/// database's `collection(withName:as:encoder:decoder:)` arguments); a document that does not
/// decode as the model fails with 241 ConversionFailure, naming its `_id` and the field.
///
/// ```swift
/// struct CoffeeDrink: Codable, Sendable {
///     var _id: ObjectId
///     var name: String
///     var storeNumber: Int
/// }
/// let drinks = client.database(named: "ios").collection(withName: "CoffeeDrinks", as: CoffeeDrink.self)
/// try await drinks.insertOne(CoffeeDrink(_id: ObjectId(), name: "Bean of the Day", storeNumber: 42))
/// let store42: [CoffeeDrink] = try await drinks.find(filter: ["storeNumber": 42])
/// ```
public struct TypedMongoCollection<Model: Codable & Sendable>: Sendable {
    /// The same collection, read and written as documents.
    public let documents: MongoCollection
    let coding: ModelCoding

    /// The collection's name.
    public var name: String { documents.name }
    /// The name of the database that holds the collection.
    public var databaseName: String { documents.databaseName }

    init(documents: MongoCollection, encoder: BSONEncoder, decoder: BSONDecoder) {
        self.documents = documents
        coding = ModelCoding(encoder: encoder, decoder: decoder)
    }

    private func models(_ documents: [Document]) throws(DocStreamError) -> [Model] {
        try documents.map { (document) throws(DocStreamError) in try coding.model(Model.self, from: document) }
    }

    private func model(_ document: Document?) throws(DocStreamError) -> Model? {
        try document.map { (document) throws(DocStreamError) in try coding.model(Model.self, from: document) }
    }

    // MARK: Create

    /// Inserts the model and returns its `_id` (an ObjectId is added when the model has none).
    ///
    /// - Throws: `DocStreamError` 241 ConversionFailure when the model does not encode as a document
    ///   (naming the field); otherwise as `MongoCollection.insertOne(_:session:)`.
    @discardableResult
    nonisolated(nonsending) public func insertOne(_ model: Model, session: ClientSession? = nil) async throws(DocStreamError) -> BSONValue {
        try await documents.insertOne(coding.document(model), session: session)
    }

    /// Inserts the models in order and returns their `_id`s; stops at the first failure.
    ///
    /// - Throws: As `insertOne(_:session:)`, for the first model that fails; the ones before it stay
    ///   inserted.
    @discardableResult
    nonisolated(nonsending) public func insertMany(_ models: [Model], session: ClientSession? = nil) async throws(DocStreamError) -> [BSONValue] {
        try await documents.insertMany(models.map { (model) throws(DocStreamError) in try coding.document(model) }, session: session)
    }

    // MARK: Read

    /// The first matching document decoded as `Model`, in `options.sorting` order when given, or nil.
    ///
    /// - Throws: `DocStreamError` with MongoDB's code for a filter it refuses, or 241
    ///   ConversionFailure for a document that does not decode as a `Model` (naming its `_id`
    ///   and the field).
    nonisolated(nonsending) public func findOneDocument(
        filter: Document, options: FindOptions? = nil, session: ClientSession? = nil
    ) async throws(DocStreamError) -> Model? {
        try model(await documents.findOneDocument(filter: filter, options: options, session: session))
    }

    /// The matching models. A projection must keep the fields the model needs.
    ///
    /// - Throws: As `findOneDocument(filter:options:session:)`, for the first document that fails.
    nonisolated(nonsending) public func find(
        filter: Document, options: FindOptions? = nil, session: ClientSession? = nil
    ) async throws(DocStreamError) -> [Model] {
        try models(await documents.find(filter: filter, options: options, session: session))
    }

    /// The number of matching documents, at most `limit` when given.
    ///
    /// - Throws: `DocStreamError` with MongoDB's code for a filter it refuses.
    nonisolated(nonsending) public func count(
        filter: Document, limit: Int? = nil, session: ClientSession? = nil
    ) async throws(DocStreamError) -> Int {
        try await documents.count(filter: filter, limit: limit, session: session)
    }

    // MARK: Aggregate

    /// The pipeline's results as documents (their shape is the pipeline's, not the model's).
    ///
    /// - Throws: As `MongoCollection.aggregate(pipeline:session:)`.
    nonisolated(nonsending) public func aggregate(pipeline: [Document], session: ClientSession? = nil) async throws(DocStreamError) -> [Document] {
        try await documents.aggregate(pipeline: pipeline, session: session)
    }

    /// The pipeline's results decoded as `type`.
    ///
    /// - Throws: As `MongoCollection.aggregate(pipeline:session:)`, and 241 ConversionFailure
    ///   for a result that does not decode as `type`.
    nonisolated(nonsending) public func aggregate<Result: Decodable>(
        pipeline: [Document], as type: Result.Type, session: ClientSession? = nil
    ) async throws(DocStreamError) -> [Result] {
        try await documents.aggregate(pipeline: pipeline, as: type, decoder: coding.decoder, session: session)
    }

    // MARK: Update

    /// Updates the first matching document with update operators, as
    /// `MongoCollection.updateOneDocument(filter:update:upsert:session:)`.
    ///
    /// - Throws: As `MongoCollection.updateOneDocument(filter:update:upsert:session:)`.
    nonisolated(nonsending) public func updateOneDocument(
        filter: Document, update: Document, upsert: Bool = false, session: ClientSession? = nil
    ) async throws(DocStreamError) -> UpdateResult {
        try await documents.updateOneDocument(filter: filter, update: update, upsert: upsert, session: session)
    }

    /// Updates every matching document with update operators, as
    /// `MongoCollection.updateManyDocuments(filter:update:upsert:session:)`.
    ///
    /// - Throws: As `MongoCollection.updateManyDocuments(filter:update:upsert:session:)`.
    nonisolated(nonsending) public func updateManyDocuments(
        filter: Document, update: Document, upsert: Bool = false, session: ClientSession? = nil
    ) async throws(DocStreamError) -> UpdateResult {
        try await documents.updateManyDocuments(filter: filter, update: update, upsert: upsert, session: session)
    }

    /// Replaces the first matching document by the model, as `MongoCollection.replaceOneDocument`.
    ///
    /// - Parameters:
    ///   - filter: the query selecting the document.
    ///   - replacement: the new value; its `_id`, if it encodes one, must be the document's.
    ///   - upsert: whether to insert the model when nothing matches.
    ///   - session: the session to run in, and its transaction when one is open; nil for none.
    /// - Returns: the matched and modified counts, and the upserted document's `_id`.
    /// - Throws: `DocStreamError` 66 ImmutableField when the model's `_id` is not the matched
    ///   document's; an encoding error of the model. The store is left as it was.
    nonisolated(nonsending) public func replaceOneDocument(
        filter: Document, replacement: Model, upsert: Bool = false, session: ClientSession? = nil
    ) async throws(DocStreamError) -> UpdateResult {
        try await documents.replaceOneDocument(filter: filter, replacement: coding.document(replacement), upsert: upsert, session: session)
    }

    // MARK: Delete

    /// Deletes the first matching document; returns how many were deleted (0 or 1).
    ///
    /// - Throws: As `MongoCollection.deleteOneDocument(filter:session:)`.
    nonisolated(nonsending) public func deleteOneDocument(filter: Document, session: ClientSession? = nil) async throws(DocStreamError) -> Int {
        try await documents.deleteOneDocument(filter: filter, session: session)
    }

    /// Deletes every matching document; returns how many were deleted.
    ///
    /// - Throws: As `MongoCollection.deleteManyDocuments(filter:session:)`.
    nonisolated(nonsending) public func deleteManyDocuments(filter: Document, session: ClientSession? = nil) async throws(DocStreamError) -> Int {
        try await documents.deleteManyDocuments(filter: filter, session: session)
    }

    // MARK: Find and modify

    /// Updates the first matching document and returns the model before (or, with
    /// `shouldReturnNewDocument`, after) the change.
    ///
    /// - Throws: As `MongoCollection.findOneAndUpdate(filter:update:options:session:)`, and
    ///   241 ConversionFailure for a document that does not decode as a `Model`.
    nonisolated(nonsending) public func findOneAndUpdate(
        filter: Document, update: Document, options: FindOneAndModifyOptions? = nil, session: ClientSession? = nil
    ) async throws(DocStreamError) -> Model? {
        try model(await documents.findOneAndUpdate(filter: filter, update: update, options: options, session: session))
    }

    /// Replaces the first matching document by the model; returns the model before or after.
    ///
    /// - Throws: 241 ConversionFailure when the model does not encode, or the returned document does
    ///   not decode; otherwise as `MongoCollection.findOneAndReplace(filter:replacement:options:session:)`.
    nonisolated(nonsending) public func findOneAndReplace(
        filter: Document, replacement: Model, options: FindOneAndModifyOptions? = nil, session: ClientSession? = nil
    ) async throws(DocStreamError) -> Model? {
        try model(await documents.findOneAndReplace(filter: filter, replacement: coding.document(replacement), options: options, session: session))
    }

    /// Deletes the first matching document and returns it as a model.
    ///
    /// - Throws: As `MongoCollection.findOneAndDelete(filter:options:session:)`, and
    ///   241 ConversionFailure for a document that does not decode as a `Model`.
    nonisolated(nonsending) public func findOneAndDelete(
        filter: Document, options: FindOneAndModifyOptions? = nil, session: ClientSession? = nil
    ) async throws(DocStreamError) -> Model? {
        try model(await documents.findOneAndDelete(filter: filter, options: options, session: session))
    }

    /// Removes the collection with its documents and indexes, as `MongoCollection.drop()`.
    ///
    /// - Throws: `DocStreamError` 73 InvalidNamespace for a collection name MongoDB refuses.
    nonisolated(nonsending) public func drop() async throws(DocStreamError) {
        try await documents.drop()
    }
}

extension MongoDatabase {
    /// The collection as values of `Model`, coded by `encoder` and `decoder`.
    public func collection<Model: Codable & Sendable>(
        withName name: String, as type: Model.Type, encoder: BSONEncoder = BSONEncoder(), decoder: BSONDecoder = BSONDecoder()
    ) -> TypedMongoCollection<Model> {
        TypedMongoCollection(documents: collection(withName: name), encoder: encoder, decoder: decoder)
    }
}

extension MongoCollection {
    /// The pipeline's results decoded as `type`.
    ///
    /// ```swift
    /// struct StoreCount: Decodable { var _id: Int; var numItems: Int }
    /// let counts = try await drinks.aggregate(pipeline: [
    ///     ["$group": ["_id": "$storeNumber", "numItems": ["$sum": 1]]],
    /// ], as: StoreCount.self)
    /// ```
    ///
    /// - Throws: As `MongoCollection.aggregate(pipeline:session:)`, and 241 ConversionFailure
    ///   for a result that does not decode as `type`.
    nonisolated(nonsending) public func aggregate<Result: Decodable>(
        pipeline: [Document], as type: Result.Type, decoder: BSONDecoder = BSONDecoder(), session: ClientSession? = nil
    ) async throws(DocStreamError) -> [Result] {
        try await aggregate(pipeline: pipeline, session: session).map { (document) throws(DocStreamError) in
            do {
                return try decoder.decode(type, from: document)
            } catch {
                throw ModelCoding.failure(error, encoding: false, of: type)
            }
        }
    }
}
