import DocStreamBSON
import Foundation
import Synchronization

/// A durable store's checkpoint, in an LMDB environment in the store's `data` directory: each
/// collection's documents in a record store (compressed blocks under its storage number, with
/// its `_id` index and count), and the rest of the catalog (each collection's create record,
/// its index specifications, the cluster parameters, the retryable writes' statements) as
/// framed records, Zstandard-compressed, under one key.
///
/// The catalog's records are a checkpoint file's, with a `documents` record after each
/// collection's create record in place of its documents: `{op: "documents", db, coll, storage:
/// N, count: C}` names the record store holding them (a collection keeps its number for its
/// life), and the count they must come to.
/// A checkpoint is one LMDB write transaction: it commits whole (synced) or not at all, so
/// a crash leaves the previous checkpoint or this one.
///
/// A checkpoint writes only the collections whose documents changed since the environment
/// last wrote or read them (`CollectionData.version`), and of those only the documents whose
/// `_id`s the journal since the last checkpoint names (all of them when that is most of the
/// collection); it drops the record stores of collections gone, and rewrites the catalog's
/// records.
final class StoreData: Sendable {
    let environment: LMDBEnvironment
    /// The snapshot every read goes through (`pinned()`); nil: each read sees the last commit.
    let snapshot: LMDBSnapshot?
    /// For a snapshot's, the environment's data it was made from, kept so that `open` finds
    /// it: LMDB takes one environment a process for a file.
    private let unpinned: StoreData?
    let catalogDatabase: LMDBDatabase
    private let recordDatabases: RecordStore.Databases
    /// Decompressed blocks, for the point and range reads of collections not read yet and the
    /// checkpoints' reads; a collection read is kept in memory whole, so this stays small.
    private let cache = RecordBlockCache(capacity: 8 << 20)
    /// The version of the documents each record store holds, as this process wrote or read
    /// them; a collection at that version is not written again.
    private let storedVersions = Mutex<[RecordStore.Number: UInt64]>([:])
    /// The storage number of each collection stored, by its UUID.
    private let numbers = Mutex<[UUID: RecordStore.Number]>([:])
    /// How many collections not read yet (`StoredCollection`) hold each record store: a
    /// transaction's snapshot may still read a collection dropped since, so its record store
    /// stays until the last of them goes.
    private let holders = Mutex<[RecordStore.Number: Int]>([:])
    /// The generation of the checkpoint the environment holds; nil before the first.
    private let checkpointGeneration = Mutex<Int?>(nil)

    static let catalogKey = Array("catalog".utf8)
    /// Address space reserved for the data file to grow into: the file grows only as pages are
    /// written, and a checkpoint that fills the map doubles it and tries again.
    private static let initialMapSize = 1 << 36

    private init(
        environment: LMDBEnvironment, catalog: LMDBDatabase, records: RecordStore.Databases, snapshot: LMDBSnapshot? = nil,
        unpinned: StoreData? = nil
    ) {
        self.environment = environment
        self.snapshot = snapshot
        self.unpinned = unpinned
        catalogDatabase = catalog
        recordDatabases = records
    }

    /// This environment as of its last commit, for as long as the result lives: what a
    /// follower reads its writer's checkpoint through, so that the writer's later checkpoints
    /// do not change the record stores under the journal the follower applies after it.
    func pinned() throws(DocStreamError) -> StoreData {
        StoreData(
            environment: environment, catalog: catalogDatabase, records: recordDatabases, snapshot: try LMDBSnapshot(environment),
            unpinned: unpinned ?? self)
    }

    func recordStore(_ number: RecordStore.Number, of namespace: Namespace) -> RecordStore {
        RecordStore(environment: environment, databases: recordDatabases, namespace: namespace, number: number, cache: cache, snapshot: snapshot)
    }

    /// Notes that a stored collection reads the record store `number` (`StoredCollection`).
    func hold(_ number: RecordStore.Number) {
        holders.withLock { $0[number, default: 0] += 1 }
    }

    /// Notes that a stored collection that read the record store `number` went.
    func release(_ number: RecordStore.Number) {
        holders.withLock { holders in
            holders[number, default: 1] -= 1
            if holders[number] == 0 { holders[number] = nil }
        }
    }

    /// The storage number of the collection `uuid`, if it is stored.
    func storageNumber(of uuid: UUID) -> RecordStore.Number? {
        numbers.withLock { $0[uuid] }
    }

    /// The store's data environment, created when `create` is set (a writer's open); else nil
    /// when there is none, and nothing is written (a follower's open, beside its writer). LMDB
    /// allows one environment a process for a file, so a store and its followers in one
    /// process share it. An environment whose `_id` indexes are in the earlier layout (an LMDB
    /// entry per `_id`) has them rebuilt in blocks when `migrating` (a writer's open); any
    /// other open of it is 20 IllegalOperation.
    static func open(_ files: StoreFiles, create: Bool, migrating: Bool = false) throws(DocStreamError) -> StoreData? {
        guard create || FileManager.default.fileExists(atPath: files.data.appendingPathComponent("data.mdb").path) else { return nil }
        return try openEnvironments.withLock { (open) throws(DocStreamError) -> StoreData? in
            let key = files.data.resolvingSymlinksInPath().path
            if let data = open[key]?.data { return data }
            let environment = try LMDBEnvironment(
                directory: files.data, options: .init(mapSize: initialMapSize, maxDatabases: RecordStore.Databases.count + 2))
            let databases = try environment.write { (transaction) throws(DocStreamError) -> (LMDBDatabase, RecordStore.Databases)? in
                if let earlier = try transaction.existingDatabase(named: Self.earlierIDIndexName) {
                    guard migrating || create else {
                        throw DocStreamError(
                            .illegalOperation, "the store's data is in an earlier layout: open the store as its writer once to move it",
                            location: files.data.path)
                    }
                    try rebuildIDIndexes(replacing: earlier, in: transaction, environment: environment)
                }
                guard create else {
                    guard let catalog = try transaction.existingDatabase(named: "catalog"),
                        let records = try RecordStore.Databases(existingIn: transaction)
                    else { return nil }
                    return (catalog, records)
                }
                return (try transaction.openDatabase(named: "catalog"), try RecordStore.Databases(in: transaction))
            }
            guard let (catalog, records) = databases else { return nil }
            let data = StoreData(environment: environment, catalog: catalog, records: records)
            open[key] = WeakData(data: data)
            return data
        }
    }

    /// The database of the earlier `_id` index layout, an LMDB entry per `_id`.
    private static let earlierIDIndexName = "ids"

    /// Builds every record store's `_id` index in blocks from its documents, then drops the
    /// earlier layout's database: one transaction, so a crash leaves one layout or the other.
    private static func rebuildIDIndexes(
        replacing earlier: LMDBDatabase, in transaction: borrowing LMDBTransaction, environment: LMDBEnvironment
    ) throws(DocStreamError) {
        let databases = try RecordStore.Databases(in: transaction)
        let numbers = try Self.storedNumbers(in: transaction, state: databases.state)
        let cache = RecordBlockCache(capacity: 1 << 20)
        for number in numbers {
            let namespace = try Namespace(database: "stored", collection: "\(number)")
            try RecordStore(environment: environment, databases: databases, namespace: namespace, number: number, cache: cache)
                .rebuildIDIndex(in: transaction)
        }
        try transaction.drop(earlier)
    }

    private struct WeakData {
        weak var data: StoreData?
    }

    private static let openEnvironments = Mutex<[String: WeakData]>([:])

    // MARK: Reading

    /// The checkpoint: its collections, generation and change log position; nil when the
    /// environment holds none yet. Reads the catalog only: each collection is stored
    /// (`StoredCollection`), its documents read when it is first used. Damage in the catalog
    /// is 301 DataCorruptionDetected naming the data directory.
    func read() throws(DocStreamError) -> Checkpoint.Contents? {
        let path = environment.path
        var storages: [RecordStore.Number] = []
        var numbered: [UUID: RecordStore.Number] = [:]
        let contents = try environment.read(through: snapshot) { (transaction) throws(DocStreamError) -> Checkpoint.Contents? in
            guard let stored = try transaction.get(Self.catalogKey, in: catalogDatabase) else { return nil }
            let framed = try Checkpoint.framedRecords(of: Array(stored), path: path)
            return try Checkpoint.contents(of: framed, path: path) { (namespace, storage, count, catalog) throws(DocStreamError) in
                let outline = try catalog.collection(namespace) ?? CollectionData()
                catalog.keepStored(StoredCollection(outline: outline, storage: storage, count: count, data: self), at: namespace)
                storages.append(storage)
                if let uuid = outline.uuid { numbered[uuid] = storage }
            }
        }
        // Not read yet: the version a collection gets when read is noted then.
        storedVersions.withLock { versions in
            versions = [:]
            for storage in storages { versions[storage] = Self.unreadVersion }
        }
        checkpointGeneration.withLock { $0 = contents?.generation }
        numbers.withLock { $0 = numbered }
        return contents
    }

    /// The version noted for a record store whose collection is not read: no collection in
    /// memory has it, so none is taken for what the store holds.
    private static let unreadVersion = UInt64.max

    /// The documents of the record store `storage`, in natural order; a block that does not
    /// read back, or another count of them than `count` (when given), is 301
    /// DataCorruptionDetected.
    func documents(of storage: RecordStore.Number, namespace: Namespace, count: Int?) throws(DocStreamError) -> [Document] {
        let documents = try environment.read(through: snapshot) { (transaction) throws(DocStreamError) in
            try recordStore(storage, of: namespace).documents(in: transaction)
        }
        if let count, documents.count != count {
            throw .checkpointCorrupt(
                path: environment.path, offset: 0, reason: "\(namespace) holds \(documents.count) documents where its catalog says \(count)")
        }
        return documents
    }

    /// The documents of the record store `storage` in record-id order from `recordID` on, read
    /// a block at a time from one snapshot.
    func scan(of storage: RecordStore.Number, namespace: Namespace, from recordID: UInt64 = 0) throws(DocStreamError) -> RecordScan {
        try recordStore(storage, of: namespace).scan(from: recordID)
    }

    /// The keys of the record store's blocks (each its first record id), in order.
    func blockKeys(of storage: RecordStore.Number, namespace: Namespace) throws(DocStreamError) -> [UInt64] {
        let store = recordStore(storage, of: namespace)
        return try environment.read(through: snapshot) { (transaction) throws(DocStreamError) in
            var keys: [UInt64] = []
            try store.forEachBlock(in: transaction) { key in keys.append(key) }
            return keys
        }
    }

    /// The document of the record store `storage` whose `_id` equals `id`, if any.
    func document(of storage: RecordStore.Number, namespace: Namespace, withID id: BSONValue) throws(DocStreamError) -> Document? {
        try recordStore(storage, of: namespace).document(withID: id)
    }

    /// The record ids of those of `ids` the record store `storage` holds a document of, looked
    /// up in one snapshot.
    func recordIDs(
        of storage: RecordStore.Number, namespace: Namespace, forIDs ids: [MongoEqualityKey]
    ) throws(DocStreamError) -> [MongoEqualityKey: UInt64] {
        let store = recordStore(storage, of: namespace)
        return try environment.read(through: snapshot) { (transaction) throws(DocStreamError) in
            let recordIDs = try store.recordIDs(forIDs: ids.map(\.value), in: transaction)
            return Dictionary(zip(ids, recordIDs).compactMap { key, recordID in recordID.map { (key, $0) } }) { first, _ in first }
        }
    }

    /// The documents of the record store `storage` that give the index `specification` defines
    /// a key in one of `spans` (`RecordStore.recordIDs(in:of:transaction:)`), with their record
    /// ids; nil when the record store does not keep that index.
    func records(
        of storage: RecordStore.Number, namespace: Namespace, in spans: [IndexKeySpan], of specification: IndexSpecification
    ) throws(DocStreamError) -> [RecordStore.Record]? {
        let store = recordStore(storage, of: namespace)
        return try environment.read(through: snapshot) { (transaction) throws(DocStreamError) -> [RecordStore.Record]? in
            guard let recordIDs = try store.recordIDs(in: spans, of: specification, transaction: transaction) else { return nil }
            return try store.indexedRecords(recordIDs, of: specification.name, in: transaction)
        }
    }

    /// Calls `body` with the documents of each run of entries that share a key in the index
    /// `specification` defines, in the record store `storage` (none when it does not keep it).
    func forEachSharedKey(
        of storage: RecordStore.Number, namespace: Namespace, in specification: IndexSpecification, _ body: ([Document]) throws(DocStreamError) -> Void
    ) throws(DocStreamError) {
        let store = recordStore(storage, of: namespace)
        try environment.read(through: snapshot) { (transaction) throws(DocStreamError) in
            _ = try store.forEachSharedKey(in: specification, transaction: transaction) { (recordIDs) throws(DocStreamError) in
                try body(try store.indexedRecords(recordIDs, of: specification.name, in: transaction).map(\.document))
            }
        }
    }

    /// Makes the indexes the record store `storage` keeps those of `specifications`
    /// (`RecordStore.keepIndexes(_:in:)`), in a write transaction of its own: what an index
    /// created or dropped on a collection not read asks of it before the next checkpoint.
    func keepIndexes(of storage: RecordStore.Number, namespace: Namespace, _ specifications: [IndexSpecification]) throws(DocStreamError) {
        let store = recordStore(storage, of: namespace)
        try growingMap { () throws(DocStreamError) in
            try environment.write { (transaction) throws(DocStreamError) in try store.keepIndexes(specifications, in: transaction) }
        }
    }

    /// Whether the record store `storage` keeps every index of `specifications`.
    func keepsIndexes(of storage: RecordStore.Number, namespace: Namespace, _ specifications: [IndexSpecification]) throws(DocStreamError) -> Bool {
        guard !specifications.isEmpty else { return true }
        let store = recordStore(storage, of: namespace)
        return try environment.read(through: snapshot) { (transaction) throws(DocStreamError) in
            let kept = try store.storedIndexes(in: transaction).map(\.specification)
            return specifications.allSatisfy { wanted in kept.contains { $0.defines(wanted) } }
        }
    }

    /// Calls `body` with the documents of the record store `storage` whose `_id`s lie between
    /// `lower` and `upper` (nil: open), in `_id` order, from one snapshot.
    func forEachDocument(
        of storage: RecordStore.Number, namespace: Namespace, idsFrom lower: QueryShape.IDBound?, to upper: QueryShape.IDBound?,
        _ body: (Document) throws(DocStreamError) -> Void
    ) throws(DocStreamError) {
        try recordStore(storage, of: namespace).forEachDocument(
            idsFrom: lower.map { RecordStore.IDBound(value: $0.value, isInclusive: $0.isInclusive) },
            to: upper.map { RecordStore.IDBound(value: $0.value, isInclusive: $0.isInclusive) }
        ) { (record) throws(DocStreamError) in
            try body(record.document)
            return true
        }
    }

    /// Notes that the record store `storage` holds the documents of a collection at `version`.
    func noteStored(_ storage: RecordStore.Number, version: UInt64) {
        storedVersions.withLock { $0[storage] = version }
    }

    /// What `docstream repair` reads of the checkpoint: the catalog's stored bytes (nil when
    /// there is no checkpoint), and `documents(storage, namespace)` gives the documents of
    /// each record store's blocks that read back, with the damaged blocks' errors.
    func salvage<Result>(
        _ body: (_ catalog: [UInt8]?, _ documents: (RecordStore.Number, Namespace) throws(DocStreamError) -> (documents: [Document], damaged: [DocStreamError]))
            throws(DocStreamError) -> Result
    ) throws(DocStreamError) -> Result {
        try environment.read(through: snapshot) { (transaction) throws(DocStreamError) in
            let stored = try transaction.get(Self.catalogKey, in: catalogDatabase).map { Array($0) }
            return try body(stored) { (storage, namespace) throws(DocStreamError) in try recordStore(storage, of: namespace).salvage(in: transaction) }
        }
    }

    // MARK: Writing

    /// Writes `catalog` as the checkpoint of `generation` in one transaction: the collections
    /// whose documents changed since they were stored, the catalog's records, and the drop of
    /// the record stores of collections gone.
    /// `files` holds the journal generations since the last checkpoint, which name the
    /// documents changed since; without it, every changed collection is written whole.
    /// `history`: what the generations before `generation` hold of the change history.
    func write(
        _ catalog: Catalog, generation: Int, changeLogTime: BSONTimestamp?, history: [Int: HistorySegment]? = nil,
        journals files: StoreFiles? = nil
    ) throws(DocStreamError) {
        // Another program cut the data file short: what it held is gone, and its pages would
        // stop the process. The checkpoint fails, so the journal files it would cover stay.
        if let cutShort = environment.dataFileCutShortError { throw cutShort }
        // What to write of each collection: nothing for one stored and unchanged, else its
        // documents, under its storage number (a new one for a collection not stored yet).
        // Collections recorded before they had UUIDs can share a derived one (a rename, then
        // the old name written to again): the second gets a record store of its own, written
        // at every checkpoint.
        var storages: [RecordStore.Number: Namespace] = [:]
        var storageOf: [Namespace: RecordStore.Number] = [:]
        var counts: [Namespace: Int] = [:]
        // The secondary indexes each record store keeps: its collection's.
        var indexes: [RecordStore.Number: [IndexSpecification]] = [:]
        var changed: [(storage: RecordStore.Number, collection: CollectionData)] = []
        // Collections not read whose changes since the last checkpoint are in their logs.
        var changedStored: [StoredCollection] = []
        let versions = storedVersions.withLock { $0 }
        var written: [RecordStore.Number: UInt64] = [:]
        let previousNumbers = numbers.withLock { $0 }
        var numbered: [UUID: RecordStore.Number] = [:]
        // Numbers are not reused while this process runs: a record store dropped here is empty.
        var nextNumber = max(versions.keys.max() ?? 0, previousNumbers.values.max() ?? 0) + 1
        for namespace in catalog.namespaces {
            if let stored = catalog.storedCollection(namespace) {
                storages[stored.storage] = namespace
                storageOf[namespace] = stored.storage
                counts[namespace] = stored.documentCount
                indexes[stored.storage] = stored.outline.indexes.specifications.filter { !$0.isIDIndex }
                if stored.hasPendingChanges {
                    changedStored.append(stored)
                    written[stored.storage] = Self.unreadVersion
                } else {
                    written[stored.storage] = versions[stored.storage] ?? Self.unreadVersion
                }
                if let uuid = stored.outline.uuid { numbered[uuid] = stored.storage }
                continue
            }
            guard let collection = try catalog.collection(namespace), collection.options.view == nil else { continue }
            let storage: RecordStore.Number
            if let uuid = collection.uuid, numbered[uuid] == nil, let previous = previousNumbers[uuid] {
                storage = previous
            } else {
                storage = nextNumber
                nextNumber += 1
            }
            if let uuid = collection.uuid, numbered[uuid] == nil { numbered[uuid] = storage }
            storages[storage] = namespace
            storageOf[namespace] = storage
            counts[namespace] = collection.count
            indexes[storage] = collection.indexes.specifications.filter { !$0.isIDIndex }
            written[storage] = collection.version
            if versions[storage] != collection.version { changed.append((storage, collection)) }
        }
        let records = try Checkpoint.records(of: catalog, generation: generation, changeLogTime: changeLogTime, history: history) { namespace in
            [
                "op": "documents", "db": .string(namespace.database), "coll": .string(namespace.collection),
                "storage": .int64(Int64(storageOf[namespace]!)), "count": .int64(Int64(counts[namespace]!)),
            ]
        }
        var framed: [UInt8] = []
        for record in records { JournalFormat.appendRecord(record, to: &framed) }
        let catalogBytes = CompressedBlocks.compress(framed)

        // The record store of a collection stored before holds it as of the last checkpoint.
        let previous = checkpointGeneration.withLock { $0 }
        // Changes a collection counted itself since the version stored; the journal read back
        // for the others.
        var counted: [RecordStore.Number: [(key: MongoEqualityKey, document: Document?)]] = [:]
        for (storage, collection) in changed {
            if let base = versions[storage], let documents = collection.changedDocuments(since: base) { counted[storage] = documents }
        }
        let touched =
            changed.contains { versions[$0.storage] != nil && counted[$0.storage] == nil }
            ? files.flatMap { Self.changedIDs(in: $0, from: previous, to: generation) } : nil
        let held = holders.withLock { Set($0.keys) }
        try growingMap { () throws(DocStreamError) in
            try environment.write { transaction throws(DocStreamError) in
                // The record stores of collections gone, unless a snapshot may still read one
                // (a later checkpoint drops it, as it drops one a crash left behind).
                for number in try Self.storedNumbers(in: transaction, state: recordDatabases.state) where storages[number] == nil && !held.contains(number) {
                    try recordStore(number, of: try Namespace(database: "dropped", collection: "\(number)")).drop(in: transaction)
                }
                // Before the documents' writes, which keep them in step: a new record store's are
                // made empty, not read back.
                for (storage, specifications) in indexes {
                    try recordStore(storage, of: storages[storage]!).keepIndexes(specifications, in: transaction)
                }
                for stored in changedStored {
                    try write(stored.changedDocuments(), into: recordStore(stored.storage, of: storages[stored.storage]!), in: transaction)
                }
                for (storage, collection) in changed {
                    let store = recordStore(storage, of: storages[storage]!)
                    if let documents = counted[storage], documents.count <= collection.count / 2 {
                        try write(documents, into: store, in: transaction)
                    } else if versions[storage] != nil, let uuid = collection.uuid, let ids = touched?[uuid], ids.count <= collection.count / 2 {
                        // In the collection's natural order, which the documents added keep.
                        let slotted = ids.map { key in (key: key, slot: collection.slot(forID: key.value)) }.sorted { ($0.slot ?? -1) < ($1.slot ?? -1) }
                        try write(slotted.map { ($0.key, $0.slot.flatMap { collection.slots[$0] }) }, into: store, in: transaction)
                    } else {
                        try store.removeAll(in: transaction)
                        try store.insert(Array(collection.documents), in: transaction)
                    }
                }
                try transaction.put(catalogBytes, for: Self.catalogKey, in: catalogDatabase)
            }
        }
        for stored in changedStored { stored.noteWrittenToStore() }
        storedVersions.withLock { $0 = written }
        numbers.withLock { $0 = numbered }
        checkpointGeneration.withLock { $0 = generation }
        // The journal files this checkpoint covers are deleted next: its data file must have its name.
        try environment.restoreDataFileIfUnlinked()
    }

    /// The numbers of the record stores the environment holds: the keys of their states in `state`.
    private static func storedNumbers(in transaction: borrowing LMDBTransaction, state: LMDBDatabase) throws(DocStreamError) -> [RecordStore.Number] {
        try transaction.withCursor(on: state) { cursor throws(DocStreamError) in
            var numbers: [RecordStore.Number] = []
            try cursor.visitEntries { entry in
                if entry.key.count == MemoryLayout<RecordStore.Number>.size { numbers.append(entry.key.reduce(0) { $0 << 8 | RecordStore.Number($1) }) }
                return true
            }
            return numbers
        }
    }

    /// Makes the record store's document of each `_id` of `changed` the one given: replaced,
    /// deleted (nil), or added after the others, in the order of `changed` (an `_id` deleted
    /// and then given a document is added).
    private func write(
        _ changed: [(key: MongoEqualityKey, document: Document?)], into store: RecordStore, in transaction: borrowing LMDBTransaction
    ) throws(DocStreamError) {
        var replacements: [(recordID: UInt64, document: Document)] = []
        var deletions: [UInt64] = []
        var deleted: Set<UInt64> = []
        var additions: [Document] = []
        for ((_, document), recordID) in zip(changed, try store.recordIDs(forIDs: changed.map(\.key.value), in: transaction)) {
            switch (recordID, document) {
            case (let recordID?, let document?) where deleted.contains(recordID): additions.append(document)
            case (let recordID?, let document?): replacements.append((recordID, document))
            case (let recordID?, nil):
                deletions.append(recordID)
                deleted.insert(recordID)
            case (nil, let document?): additions.append(document)
            case (nil, nil): break
            }
        }
        try store.update(replacements, in: transaction)
        try store.delete(deletions, in: transaction)
        try store.insert(additions, in: transaction)
    }

    /// The `_id`s the journal generations from `first` up to `end` (excluded) change, by the
    /// UUID of their collection; nil when they cannot all be told (a generation missing or
    /// unreadable, a record without its collection's UUID, no first generation).
    private static func changedIDs(in files: StoreFiles, from first: Int?, to end: Int) -> [UUID: Set<MongoEqualityKey>]? {
        guard let first, first < end else { return nil }
        var changed: [UUID: Set<MongoEqualityKey>] = [:]
        for generation in first..<end {
            let url = files.journal(generation: generation)
            guard let file = (try? FileDescriptorIO.contents(ofFileAt: url.path)) ?? nil,
                let framed = try? SealedJournal.records(of: file, path: url.path),
                let scan = try? JournalReplay.records(in: framed, path: url.path), !scan.isTorn
            else { return nil }
            for journalRecord in scan.records {
                guard let record = try? StoreRecord(journalRecord: journalRecord, path: url.path) else { return nil }
                for part in record.parts {
                    guard case .write(_, let mutations, let stamp, _) = part, !mutations.isEmpty else { continue }
                    guard let uuid = stamp?.collectionUUID else { return nil }
                    for mutation in mutations { changed[uuid, default: []].insert(MongoEqualityKey(mutation.documentKey)) }
                }
            }
        }
        return changed
    }

    /// Runs `write`, doubling the map and running it again each time it fills the map.
    private func growingMap(_ write: () throws(DocStreamError) -> Void) throws(DocStreamError) {
        while true {
            do throws(DocStreamError) {
                return try write()
            } catch  where error.errorCode == .outOfDiskSpace && error.systemErrno == nil {
                try environment.setMapSize(environment.mapSize * 2)
            }
        }
    }
}
