import DocStreamBSON
import Foundation
import Synchronization

/// All databases and collections of one DocStream instance: in memory only (`Store()`), or
/// durable in a directory (`Store(directory:)`), where every committed change is in the
/// journal before the call that made it returns. Once the journal passes
/// `checkpointThreshold` bytes, a checkpoint snapshots the collections and the journal
/// starts a new file, so opening a store replays only what came after the last checkpoint.
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
    /// Where changes go before they are published; nil for an in-memory store. Replaced
    /// (with the catalog's lock held) when a checkpoint starts a new generation.
    private let journal: Mutex<JournalGeneration?>
    private let files: StoreFiles?
    /// Held while the store is open, so no other process (or `Store`) opens the directory.
    private let lock: StoreLock?
    private let checkpointThreshold: Int
    /// Held by the one checkpoint that may run at a time.
    private let checkpointing = Mutex(())

    private struct JournalGeneration {
        var file: JournalFile
        var number: Int
    }

    /// A new in-memory store; nothing is kept after it goes away.
    public init() {
        state = Mutex(Catalog())
        journal = Mutex(nil)
        files = nil
        lock = nil
        checkpointThreshold = .max
    }

    /// Opens the store in `directory` (created when missing): takes the directory's lock
    /// (98 DBPathInUse when another store holds it), loads the last checkpoint and replays the
    /// journal written after it, and journals every change from then on. With `.fsync` an acknowledged write survives power loss;
    /// with `.relaxed` a process crash.
    public init(
        directory: URL, durability: JournalFile.Durability = .fsync, checkpointThreshold: Int = 64 << 20
    ) throws(DocStreamError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw DocStreamError(
                code: 0, codeName: "StorageIOFailed",
                message: "cannot create the store directory: \(error.localizedDescription)", location: directory.path)
        }
        lock = try StoreLock(directory: directory)
        let files = StoreFiles(directory: directory)
        var (catalog, generation) = try Checkpoint.read(files: files) ?? (Catalog(), 0)
        let journals = try files.journalGenerations()
        // A crash between writing a checkpoint and deleting the journals it covers leaves them.
        for covered in journals where covered < generation { unlink(files.journal(generation: covered).path) }
        let replayed = journals.filter { $0 >= generation }
        guard replayed == Array(generation..<generation + replayed.count) else {
            throw DocStreamError(
                code: 0, codeName: "CheckpointMissing",
                message: "the journal starts at generation \(replayed[0]) but the checkpoint is of generation \(generation): the changes between are lost",
                location: files.checkpoint.path)
        }
        for number in replayed {
            let url = files.journal(generation: number)
            for record in try JournalReplay.replay(url: url).records {
                try catalog.apply(StoreRecord(journalRecord: record, path: url.path))
            }
        }
        generation = replayed.last ?? generation
        state = Mutex(catalog)
        journal = Mutex(JournalGeneration(file: try JournalFile(url: files.journal(generation: generation), durability: durability), number: generation))
        self.files = files
        self.checkpointThreshold = checkpointThreshold
    }

    /// Snapshots every collection into the checkpoint file and starts a new journal file;
    /// the journal files the checkpoint covers are then deleted. Writers wait only for the
    /// O(1) snapshot and the new file's creation, not for the checkpoint to be written.
    public func checkpoint() throws(DocStreamError) {
        guard let files else { return }
        try checkpointing.withLock { _ throws(DocStreamError) in
            let (snapshot, generation) = try state.withLock { (catalog) throws(DocStreamError) in
                let next = try journal.withLock { (current) throws(DocStreamError) -> Int in
                    let number = current!.number + 1
                    current = JournalGeneration(
                        file: try JournalFile(url: files.journal(generation: number), durability: current!.file.durability), number: number)
                    return number
                }
                return (catalog, next)
            }
            try Checkpoint.write(snapshot, generation: generation, files: files)
            for covered in try files.journalGenerations() where covered < generation {
                unlink(files.journal(generation: covered).path)
            }
        }
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
        let output = try state.withLock { (catalog) throws(DocStreamError) -> Output in
            let existing = catalog.collection(namespace)
            var collection = existing ?? CollectionData()
            if files != nil { collection.changes = [] }
            let outcome = Result { () throws(DocStreamError) -> Output in try body(&collection) }
            if let changes = collection.changes {
                collection.changes = nil
                try appendToJournal(StoreRecord.write(namespace, changes))
            }
            catalog.publish(collection, at: namespace, existed: existing != nil)
            return try outcome.get()
        }
        checkpointIfDue()
        return output
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
        try appendToJournal(record)
        try catalog.apply(record)
    }

    /// Called with the catalog's lock held, so the journal's order is the order of changes.
    private func appendToJournal(_ record: StoreRecord) throws(DocStreamError) {
        try journal.withLock { (current) throws(DocStreamError) in try current?.file.append(record.journalRecords) }
    }

    /// A checkpoint once the journal has grown past the threshold. Its failure is not the
    /// write's: the write is already durable in the journal, and the next write tries again.
    private func checkpointIfDue() {
        guard journal.withLock({ $0?.file.size ?? 0 }) > checkpointThreshold else { return }
        try? checkpoint()
    }
}
