import DocStreamBSON
import Foundation
import Synchronization

/// All databases and collections of one DocStream instance: in memory only (`Store()`), or
/// durable in a directory (`Store(directory:)`), where every committed change is in the
/// journal before the call that made it returns.
///
/// One lock guards the catalog and the data: a write holds it for the duration of one
/// command's changes to one collection, journal append included, so the journal's order is
/// the order the changes were made; a read copies the collection's state (copy-on-write,
/// so O(1)) and scans outside the lock.
///
/// ```swift
/// let store = try Store(directory: URL(fileURLWithPath: "drinks.docstream"))
/// ```
public final class Store: Sendable {
    private let state: Mutex<Catalog>
    /// Where changes go before they are published; nil for an in-memory store.
    private let journal: JournalFile?
    /// Held while the store is open, so no other process (or `Store`) opens the directory.
    private let lock: StoreLock?

    /// A new in-memory store; nothing is kept after it goes away.
    public init() {
        state = Mutex(Catalog())
        journal = nil
        lock = nil
    }

    /// Opens the store in `directory` (created when missing): takes the directory's lock
    /// (98 DBPathInUse when another store holds it), replays `DIR/journal`, and journals
    /// every change from then on. With `.fsync` an acknowledged write survives power loss;
    /// with `.relaxed` a process crash.
    public init(directory: URL, durability: JournalFile.Durability = .fsync) throws(DocStreamError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw DocStreamError(
                code: 0, codeName: "StorageIOFailed",
                message: "cannot create the store directory: \(error.localizedDescription)", location: directory.path)
        }
        lock = try StoreLock(directory: directory)
        let url = directory.appendingPathComponent("journal")
        var catalog = Catalog()
        for record in try JournalReplay.replay(url: url).records {
            try catalog.apply(StoreRecord(journalRecord: record, path: url.path))
        }
        state = Mutex(catalog)
        journal = try JournalFile(url: url, durability: durability)
    }

    /// The collection's documents as of now, or nil when it does not exist.
    func snapshot(_ namespace: Namespace) -> CollectionData? {
        state.withLock { $0.collection(namespace) }
    }

    /// Runs `body` on the collection. A missing collection (and its database) comes into being
    /// when the body writes a document, as MongoDB creates one on a first insert or upsert, and
    /// not for writes that match nothing. Changes made before a throw stay, as in MongoDB, where
    /// a multi-document write that fails part way keeps the documents it already wrote.
    ///
    /// The body works on a copy, which is published only after its changes are journaled: when
    /// the append fails, the write throws the journal's error and the collection is as before.
    func write<Output: Sendable>(_ namespace: Namespace, _ body: (inout CollectionData) throws(DocStreamError) -> Output) throws(DocStreamError) -> Output {
        try state.withLock { (catalog) throws(DocStreamError) -> Output in
            let existing = catalog.collection(namespace)
            var collection = existing ?? CollectionData()
            if journal != nil { collection.changes = [] }
            let outcome = Result { () throws(DocStreamError) -> Output in try body(&collection) }
            if let changes = collection.changes {
                collection.changes = nil
                try journal?.append(StoreRecord.write(namespace, changes).journalRecords)
            }
            catalog.publish(collection, at: namespace, existed: existing != nil)
            return try outcome.get()
        }
    }

    /// Creates an empty collection; 48 NamespaceExists when it is already there.
    func createCollection(_ namespace: Namespace) throws(DocStreamError) {
        try state.withLock { (catalog) throws(DocStreamError) in
            guard catalog.collection(namespace) == nil else {
                throw DocStreamError(code: 48, codeName: "NamespaceExists", message: "Collection \(namespace) already exists.")
            }
            try commit(.create(namespace), to: &catalog)
        }
    }

    /// Removes the collection; false when it did not exist.
    @discardableResult
    func dropCollection(_ namespace: Namespace) throws(DocStreamError) -> Bool {
        try state.withLock { (catalog) throws(DocStreamError) -> Bool in
            guard catalog.collection(namespace) != nil else { return false }
            try commit(.drop(namespace), to: &catalog)
            return true
        }
    }

    /// Removes the database and its collections; false when it did not exist.
    @discardableResult
    func dropDatabase(_ name: String) throws(DocStreamError) -> Bool {
        try state.withLock { (catalog) throws(DocStreamError) -> Bool in
            guard catalog.databases[name] != nil else { return false }
            try commit(.dropDatabase(name), to: &catalog)
            return true
        }
    }

    /// The collection names of a database, sorted.
    func collectionNames(in database: String) -> [String] {
        state.withLock { $0.databases[database].map { Array($0.keys).sorted() } ?? [] }
    }

    /// The database names, sorted.
    func databaseNames() -> [String] {
        state.withLock { Array($0.databases.keys).sorted() }
    }

    /// Journals a catalog change, then makes it; called with the lock held.
    private func commit(_ record: StoreRecord, to catalog: inout Catalog) throws(DocStreamError) {
        try journal?.append(record.journalRecords)
        try catalog.apply(record)
    }
}
