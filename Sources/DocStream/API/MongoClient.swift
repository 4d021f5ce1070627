import DocStreamBSON
import Foundation

/// The entry point of the Swift API, shaped like the Realm Swift SDK's MongoClient.
///
/// ```swift
/// let client = MongoClient()   // an in-memory store
/// let drinks = client.database(named: "ios").collection(withName: "CoffeeDrinks")
/// let id = try await drinks.insertOne(["name": "Colombian Blend", "storeNumber": 43])
/// ```
public final class MongoClient: Sendable {
    let engine: any DocumentEngine

    /// The store this client runs on in this process; nil for a client of a MongoDB deployment.
    public var store: Store? { engine.embeddedStore }

    /// A client over a new in-memory store.
    public convenience init() {
        self.init(store: Store())
    }

    /// A client over the durable store in the directory at `path`, created when missing;
    /// 98 DBPathInUse while another client or process has it open, 301 DataCorruptionDetected when a
    /// journal record is damaged (nothing is changed; `docstream repair` salvages the store).
    /// `store?.openReport` lists the torn journal tails the open cut.
    ///
    /// ```swift
    /// let client = try MongoClient(path: "drinks.docstream")
    /// ```
    ///
    /// - Throws: `DocStreamError` 98 DBPathInUse when another store has the directory open, 301
    ///   DataCorruptionDetected for a damaged journal record or checkpoint (naming the file and
    ///   `docstream repair`), or the system's error when the directory cannot be made or read.
    public convenience init(path: String) throws(DocStreamError) {
        self.init(store: try Store(directory: URL(fileURLWithPath: path)))
    }

    /// A client over `store`, which other clients and command sessions may share.
    public convenience init(store: Store) {
        self.init(engine: EmbeddedEngine(store: store))
    }

    /// A client over `engine`: the embedded store's, or a deployment's (DocStreamRemote).
    package init(engine: any DocumentEngine) {
        self.engine = engine
    }

    /// The database named `name`; it exists once one of its collections does.
    public func database(named name: String) -> MongoDatabase {
        MongoDatabase(name: name, engine: engine)
    }

    /// The names of the databases that hold at least one collection.
    ///
    /// - Throws: `DocStreamError` of a deployment's server or connection (`MongoClient(uri:)`:
    ///   the server's code, such as 13 Unauthorized, or 6 HostUnreachable when no server
    ///   answers, 18 AuthenticationFailed when the login fails); an embedded store's listing
    ///   does not fail.
    nonisolated(nonsending) public func databaseNames() async throws(DocStreamError) -> [String] {
        try await engine.databaseNames()
    }
}

/// One database of a client.
public struct MongoDatabase: Sendable {
    /// The database's name.
    public let name: String
    let engine: any DocumentEngine

    /// The collection named `name` in this database; it exists once something is written to it
    /// (or it is created).
    public func collection(withName name: String) -> MongoCollection {
        MongoCollection(name: name, databaseName: self.name, engine: engine)
    }

    /// The names of the database's collections, sorted.
    ///
    /// - Throws: `DocStreamError` of a deployment's server or connection (`MongoClient(uri:)`:
    ///   the server's code, such as 13 Unauthorized, or 6 HostUnreachable when no server
    ///   answers, 18 AuthenticationFailed when the login fails); an embedded store's listing
    ///   does not fail.
    nonisolated(nonsending) public func collectionNames() async throws(DocStreamError) -> [String] {
        try await engine.collectionNames(in: name)
    }

    /// Creates an empty collection (nothing to do when it exists with the same options; 48
    /// NamespaceExists when with others). With a `validator`
    /// (any query filter, `$jsonSchema` included) every write must pass it, as `create`
    /// with `validator`, `validationLevel` and `validationAction` sets. With
    /// `changeStreamPreAndPostImages`, its changes keep the documents before and after them
    /// for change streams that ask for them (`ChangeStreamOptions.fullDocument` and
    /// `fullDocumentBeforeChange` of `.whenAvailable` or `.required`).
    ///
    /// ```swift
    /// try await database.createCollection("Dog", validator: ["$jsonSchema": ["required": ["name"]]])
    /// ```
    ///
    /// - Throws: `DocStreamError` 48 NamespaceExists when the collection exists with other
    ///   options, 73 InvalidNamespace for a name MongoDB refuses, or MongoDB's code for a
    ///   validator, level or action it refuses. Nothing is created.
    @discardableResult
    nonisolated(nonsending) public func createCollection(
        _ name: String, validator: Document? = nil, validationLevel: ValidationLevel? = nil, validationAction: ValidationAction? = nil,
        changeStreamPreAndPostImages: Bool? = nil
    ) async throws(DocStreamError) -> MongoCollection {
        let settings = CollectionSettings(
            validator: validator, validationLevel: validationLevel, validationAction: validationAction,
            changeStreamPreAndPostImages: changeStreamPreAndPostImages)
        try await engine.createCollection(Namespace(database: self.name, collection: name), settings: settings)
        return collection(withName: name)
    }

    /// Creates a capped collection: at most `size` bytes of documents (their BSON) and, when
    /// given, at most `maxDocuments` documents; once an insert passes either, the oldest
    /// documents go, in insertion order, as in MongoDB. Validation settings as
    /// ``createCollection(_:validator:validationLevel:validationAction:changeStreamPreAndPostImages:)``.
    ///
    /// ```swift
    /// let log = try await database.createCollection("log", cappedAt: 1 << 20, maxDocuments: 5000)
    /// ```
    ///
    /// - Throws: `DocStreamError` 51024 for a size below 1, 2 BadValue for one past 1 PB or a
    ///   `maxDocuments` of 2^31 or more, 48 NamespaceExists when the collection exists with
    ///   other options. Nothing is created.
    @discardableResult
    nonisolated(nonsending) public func createCollection(
        _ name: String, cappedAt size: Int, maxDocuments: Int? = nil, validator: Document? = nil, validationLevel: ValidationLevel? = nil,
        validationAction: ValidationAction? = nil
    ) async throws(DocStreamError) -> MongoCollection {
        var settings = CollectionSettings(validator: validator, validationLevel: validationLevel, validationAction: validationAction)
        settings.capped = (size, maxDocuments)
        try await engine.createCollection(Namespace(database: self.name, collection: name), settings: settings)
        return collection(withName: name)
    }

    /// Creates a view: a read-only collection whose documents are those of `source` (a
    /// collection or another view of this database) run through `pipeline`, computed on every
    /// read, as `create` with `viewOn` and `pipeline` does. find, aggregate, count, distinct,
    /// `$lookup`, `$graphLookup` and `$unionWith` read it; writes, indexes and change streams
    /// are refused with 166 CommandNotSupportedOnView.
    ///
    /// ```swift
    /// let lattes = try await database.createView("Lattes", viewOn: "CoffeeDrinks", pipeline: [["$match": ["name": "Latte"]]])
    /// let count = try await lattes.count()
    /// ```
    ///
    /// - Throws: 48 NamespaceExists when the name is taken by a collection or a view with
    ///   another definition; 5 GraphContainsCycle when `source` reads this view, directly or
    ///   through others; 165 ViewDepthLimitExceeded past 20 views in a chain; 167
    ///   OptionNotSupportedOnView for a pipeline with `$out`, `$merge` or `$changeStream`; the
    ///   pipeline's own compile errors.
    @discardableResult
    nonisolated(nonsending) public func createView(_ name: String, viewOn source: String, pipeline: [Document]) async throws(DocStreamError) -> MongoCollection
    {
        try await engine.createView(Namespace(database: self.name, collection: name), viewOn: source, pipeline: pipeline)
        return collection(withName: name)
    }

    /// Redefines a view, as `collMod` with `viewOn` and `pipeline` does: what is nil stays.
    ///
    /// - Throws: 26 NamespaceNotFound when there is no view of that name; the errors of
    ///   `createView(_:viewOn:pipeline:)` for the new definition.
    nonisolated(nonsending) public func modifyView(_ name: String, viewOn source: String? = nil, pipeline: [Document]? = nil) async throws(DocStreamError) {
        try await engine.modifyView(Namespace(database: self.name, collection: name), viewOn: source, pipeline: pipeline)
    }

    /// Changes a collection's validation settings and whether its changes keep pre- and
    /// post-images, as `collMod` does: what is nil stays; an empty validator removes the
    /// validator.
    ///
    /// - Throws: `DocStreamError` 26 NamespaceNotFound for a missing collection, 2 BadValue for
    ///   a validation level or action MongoDB does not know, or the validator's own refusal.
    nonisolated(nonsending) public func modifyCollection(
        _ name: String, validator: Document? = nil, validationLevel: ValidationLevel? = nil, validationAction: ValidationAction? = nil,
        changeStreamPreAndPostImages: Bool? = nil
    ) async throws(DocStreamError) {
        let settings = CollectionSettings(
            validator: validator, validationLevel: validationLevel, validationAction: validationAction,
            changeStreamPreAndPostImages: changeStreamPreAndPostImages)
        try await engine.modifyCollection(Namespace(database: self.name, collection: name), settings: settings)
    }

    /// Removes the database and all its collections.
    ///
    /// - Throws: `DocStreamError` 73 InvalidNamespace for a database name MongoDB refuses; the
    ///   journal's error when the drop cannot be made durable.
    nonisolated(nonsending) public func drop() async throws(DocStreamError) {
        try await engine.dropDatabase(name)
    }
}
