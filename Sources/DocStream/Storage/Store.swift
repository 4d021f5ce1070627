import DocStreamBSON
import Synchronization

/// All databases and collections of one DocStream instance, kept in memory.
///
/// One lock guards the catalog and the data: a write holds it for the duration of one
/// command's changes to one collection; a read copies the collection's state (copy-on-write,
/// so O(1)) and scans outside the lock.
public final class Store: Sendable {
    private let state = Mutex<[String: [String: CollectionData]]>([:])

    public init() {}

    /// The collection's documents as of now, or nil when it does not exist.
    func snapshot(_ namespace: Namespace) -> CollectionData? {
        state.withLock { $0[namespace.database]?[namespace.collection] }
    }

    /// Runs `body` on the collection. A missing collection (and its database) comes into being
    /// when the body writes a document, as MongoDB creates one on a first insert or upsert, and
    /// not for writes that match nothing. Changes made before a throw stay, as in MongoDB, where
    /// a multi-document write that fails part way keeps the documents it already wrote.
    func write<Result>(_ namespace: Namespace, _ body: (inout CollectionData) throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        try state.withLock { (databases) throws(DocStreamError) -> Result in
            let existing = databases[namespace.database]?[namespace.collection]
            var collection = existing ?? CollectionData()
            defer {
                if existing != nil || collection.count > 0 {
                    databases[namespace.database, default: [:]][namespace.collection] = collection
                }
            }
            return try body(&collection)
        }
    }

    /// Creates an empty collection; 48 NamespaceExists when it is already there.
    func createCollection(_ namespace: Namespace) throws(DocStreamError) {
        try state.withLock { (databases) throws(DocStreamError) in
            guard databases[namespace.database]?[namespace.collection] == nil else {
                throw DocStreamError(code: 48, codeName: "NamespaceExists", message: "Collection \(namespace) already exists.")
            }
            databases[namespace.database, default: [:]][namespace.collection] = CollectionData()
        }
    }

    /// Removes the collection; false when it did not exist.
    @discardableResult
    func dropCollection(_ namespace: Namespace) -> Bool {
        state.withLock { databases in
            guard databases[namespace.database]?.removeValue(forKey: namespace.collection) != nil else { return false }
            if databases[namespace.database]?.isEmpty == true { databases[namespace.database] = nil }
            return true
        }
    }

    /// Removes the database and its collections; false when it did not exist.
    @discardableResult
    func dropDatabase(_ name: String) -> Bool {
        state.withLock { $0.removeValue(forKey: name) != nil }
    }

    /// The collection names of a database, sorted.
    func collectionNames(in database: String) -> [String] {
        state.withLock { $0[database].map { Array($0.keys).sorted() } ?? [] }
    }

    /// The database names, sorted.
    func databaseNames() -> [String] {
        state.withLock { Array($0.keys).sorted() }
    }
}
