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
    public let store: Store

    /// A client over a new in-memory store.
    public convenience init() {
        self.init(store: Store())
    }

    /// A client over the durable store in the directory at `path`, created when missing;
    /// 98 DBPathInUse while another client or process has it open.
    ///
    /// ```swift
    /// let client = try MongoClient(path: "drinks.docstream")
    /// ```
    public convenience init(path: String) throws(DocStreamError) {
        self.init(store: try Store(directory: URL(fileURLWithPath: path)))
    }

    public init(store: Store) {
        self.store = store
    }

    public func database(named name: String) -> MongoDatabase {
        MongoDatabase(name: name, store: store)
    }

    /// The names of the databases that hold at least one collection.
    public func databaseNames() -> [String] {
        store.databaseNames()
    }
}

/// One database of a client.
public struct MongoDatabase: Sendable {
    public let name: String
    let store: Store

    public func collection(withName name: String) -> MongoCollection {
        MongoCollection(name: name, databaseName: self.name, store: store)
    }

    /// The names of the database's collections, sorted.
    public func collectionNames() -> [String] {
        store.collectionNames(in: name)
    }

    /// Creates an empty collection; 48 NamespaceExists when it exists.
    @discardableResult
    public func createCollection(_ name: String) throws(DocStreamError) -> MongoCollection {
        try store.createCollection(Namespace(database: self.name, collection: name))
        return collection(withName: name)
    }

    /// Removes the database and all its collections.
    public func drop() throws(DocStreamError) {
        try store.dropDatabase(name)
    }
}
