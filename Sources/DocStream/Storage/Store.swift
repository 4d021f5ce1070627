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
/// command's changes to one collection, journal write included, so the journal's order is
/// the order the changes were made, and waits for the fsync after releasing it, so
/// concurrent writers share fsyncs; a read copies the collection's state (copy-on-write,
/// so O(1)) and scans outside the lock.
///
/// ```swift
/// let store = try Store(directory: URL(fileURLWithPath: "drinks.docstream"))
/// ```
public final class Store: Sendable {
    let state: Mutex<Catalog>
    /// Where changes go before they are published; nil for an in-memory store. Replaced
    /// (with the catalog's lock held) when a checkpoint starts a new generation.
    private let journal: Mutex<JournalGeneration?>
    private let files: StoreFiles?
    /// Where checkpoints go: the LMDB environment in the store's `data` directory, made by the
    /// first checkpoint; nil until then, and for an in-memory store and a follower.
    private let data: Mutex<StoreData?>
    /// Held while the store is open, so no other process (or `Store`) opens the directory.
    private let lock: StoreLock?
    private let checkpointThreshold: Int
    /// The memory a collection not read yet may take once read (`init(directory:...)`,
    /// `init(following:changeHistory:cacheSize:)`): queries read a larger one a block at a time
    /// instead.
    public let cacheSize: Int
    /// Held by the one checkpoint that may run at a time; holds the journal files checkpoints
    /// closed whose records no written checkpoint holds yet (a failed one leaves them for the next).
    private let checkpointing = Mutex<[JournalFile]>([])
    /// Set for a read-only follower of another process's store (`init(following:)`).
    private let isFollower: Bool
    /// Every committed change, in commit order, for change streams; kept in the journal too
    /// when the store is on disk.
    let changeLog: ChangeLog
    /// The journal generations that hold change history, with each one's newest change.
    private let historySegments: Mutex<HistorySegments>
    /// `ClusterParameters.imagesExpiry` of the catalog's cluster parameters, 0 for "off": read
    /// for every event that asks for images, so kept outside the catalog's lock.
    private let imagesExpirySeconds = Atomic<Int>(0)
    /// The logical sessions' transactions (`Store+Transactions.swift`).
    let transactions = TransactionRegistry()
    /// Removes the documents TTL indexes mark expired, once the store has one.
    let timeToLive = TimeToLiveMonitor()
    /// How many operations each index served and each collection scan answered
    /// (`$indexStats`, `$collStats` queryExecStats).
    let planUsage = PlanUsage()
    /// The operations' latencies and counts (`serverStatus` opLatencies, `$collStats`
    /// latencyStats, `top`).
    package let operationStatistics = OperationStatistics()
    /// Where documents that fail validation under the "warn" action are reported.
    public let validationWarnings = ValidationWarnings()
    /// What opening the store cut off its journal: the torn tails a crash left (see
    /// `StoreOpenReport`). Empty for an in-memory store and a follower, which change no file.
    public let openReport: StoreOpenReport

    private struct JournalGeneration {
        var file: JournalFile
        var number: Int
    }

    /// A new in-memory store; nothing is kept after it goes away. `changeHistory` bounds the
    /// history change streams can resume from.
    public init(changeHistory: ChangeLog.Retention = ChangeLog.Retention()) {
        state = Mutex(Catalog())
        journal = Mutex(nil)
        files = nil
        data = Mutex(nil)
        lock = nil
        checkpointThreshold = .max
        cacheSize = .max
        changeLog = ChangeLog(retention: changeHistory)
        historySegments = Mutex(HistorySegments())
        isFollower = false
        openReport = StoreOpenReport()
    }

    /// Opens the store in `directory` (created when missing): takes the directory's lock
    /// (98 DBPathInUse when another store holds it), loads the last checkpoint and replays the
    /// journal written after it, cutting a torn tail a crash left (`openReport` lists it; a
    /// whole record that is damaged fails the open with 301 DataCorruptionDetected and changes nothing),
    /// and journals every change from then on. With `.fsync` an acknowledged write survives power loss;
    /// with `.relaxed` a process crash. `changeHistory` bounds the change history change
    /// streams can resume from, also after a restart: the journal records it, and the journal
    /// files a checkpoint covers stay until the history no longer reaches into them.
    /// `cacheSize` bounds the memory a collection of the checkpoint may take once read: finds,
    /// counts, distinct and aggregations read a larger one a block at a time, holding only
    /// their results and what their stages keep (a sort's or a group's); writes by `_id` do
    /// not read it, and updates and deletes with other filters change it a batch of matches at
    /// a time, a single-document one with a sort keeping only its best match as it reads; in a
    /// transaction, too. A collection with a unique index besides `_id`'s is read by its first
    /// write, which checks the index against every document.
    ///
    /// - Throws: `DocStreamError` 98 DBPathInUse when another store holds the directory; 301
    ///   DataCorruptionDetected for a damaged journal record or checkpoint, or a data file
    ///   shorter than its pages, naming the file and `docstream repair`; the system's error (14031 OutOfDiskSpace on a full disk) when
    ///   the directory or its files cannot be made, read or written.
    public init(
        directory: URL, durability: Durability = .fsync, checkpointThreshold: Int = 64 << 20,
        changeHistory: ChangeLog.Retention = ChangeLog.Retention(), cacheSize: Int = Store.defaultCacheSize
    ) throws(DocStreamError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem("cannot create the store directory", error, path: directory.path)
        }
        lock = try StoreLock(directory: directory)
        let files = StoreFiles(directory: directory)
        let recovered = try Recovery(files: files, retention: changeHistory, readOnly: false)
        state = Mutex(recovered.catalog)
        journal = Mutex(
            JournalGeneration(
                file: try JournalFile(url: files.journal(generation: recovered.generation), durability: durability), number: recovered.generation))
        self.files = files
        data = Mutex(recovered.data)
        self.checkpointThreshold = checkpointThreshold
        self.cacheSize = cacheSize
        changeLog = recovered.changeLog
        historySegments = Mutex(recovered.historySegments)
        isFollower = false
        openReport = StoreOpenReport(tornTailsCut: recovered.tornTailsCut, migratedCheckpoint: recovered.migratedCheckpoint)
        noteClusterParameters(of: recovered.catalog)
        if recovered.catalog.hasTimeToLiveIndex { timeToLive.start(for: self) }
    }

    /// A durable store that goes away with more than `closingCheckpointSize` bytes of journal
    /// since its last checkpoint checkpoints them, so that the next open does not replay them:
    /// an open replays a journal record in 3-5 µs (after a thousand single-document writes it
    /// took 3-5 ms more). A failure loses nothing, every acknowledged write being in the
    /// journal already. A journal file removed or cut short under the store is checkpointed
    /// whatever its size: the writes it held are nowhere else on disk; so is a data environment
    /// whose file was removed, which the checkpoint writes back.
    deinit {
        guard files != nil else { return }
        let due =
            journal.withLock { current in
                guard let file = current?.file else { return false }
                return file.size > Self.closingCheckpointSize || file.wasLost(checkingNow: true)
            } || data.withLock { $0?.environment.dataFileIsUnlinked ?? false }
        if due { try? checkpoint() }
    }

    /// The journal a store may leave for its next open to replay: about a hundred
    /// single-document writes, a few tenths of a millisecond.
    static let closingCheckpointSize = 64 << 10

    /// Follows the store in `directory` read-only, as another process writes it: loads what
    /// is there (the checkpoint's documents when a query needs them, each checkpoint the
    /// writer commits taken once the follower has read the journal up to it), then applies
    /// each record the writer appends to its journal (a background thread polls it), so change
    /// streams on this store see the writer's changes as they are committed. Takes no lock: it
    /// works beside the writer, or with none. Writes are refused (10107 NotWritablePrimary).
    /// Its change streams end with 286 when the writer deletes journal files before this store
    /// has read them.
    ///
    /// ```swift
    /// let store = try Store(following: URL(fileURLWithPath: "drinks.docstream"))
    /// let watcher = try MongoClient(store: store).watch()
    /// ```
    ///
    /// A collection the writer checkpointed is read into memory by its first query when it
    /// takes at most `Store.defaultCacheSize`; a larger one is read a block at a time by each
    /// query (`init(following:changeHistory:cacheSize:)` sets the bound).
    ///
    /// - Throws: `DocStreamError` 301 DataCorruptionDetected for a damaged checkpoint or
    ///   journal record that stays damaged over several reads (a record being written reads
    ///   as torn, and is waited for); the system's error when the files cannot be read.
    public convenience init(following directory: URL, changeHistory: ChangeLog.Retention = ChangeLog.Retention()) throws(DocStreamError) {
        try self.init(following: directory, changeHistory: changeHistory, cacheSize: Store.defaultCacheSize)
    }

    /// Follows the store in `directory` read-only, as `init(following:changeHistory:)` does,
    /// reading a checkpointed collection into memory only when it takes at most `cacheSize`
    /// bytes: queries read a larger one a block at a time, as a writer's `cacheSize` has them
    /// do. A reader that goes over each document once (an export) gains nothing from reading
    /// a collection whole, and passes 0.
    ///
    /// ```swift
    /// let store = try Store(following: URL(fileURLWithPath: "drinks.docstream"), cacheSize: 64 << 20)
    /// ```
    ///
    /// - Throws: As `init(following:changeHistory:)`.
    public init(following directory: URL, changeHistory: ChangeLog.Retention = ChangeLog.Retention(), cacheSize: Int) throws(DocStreamError) {
        let files = StoreFiles(directory: directory)
        let recovered = try Recovery.following(files: files, retention: changeHistory)
        state = Mutex(recovered.catalog)
        journal = Mutex(nil)
        self.files = nil
        data = Mutex(nil)
        lock = nil
        checkpointThreshold = .max
        self.cacheSize = cacheSize
        changeLog = recovered.changeLog
        historySegments = Mutex(HistorySegments())
        isFollower = true
        openReport = StoreOpenReport()
        noteClusterParameters(of: recovered.catalog)
        JournalFollower.start(store: self, files: files, data: recovered.data, generation: recovered.generation, offset: recovered.journalEnd)
    }

    /// Whether `directory` holds a durable store (a checkpoint or a journal file), so a tool
    /// that only reads can refuse a mistyped directory instead of following an empty one.
    ///
    /// ```swift
    /// guard Store.exists(in: url) else { throw MyError.noStore(url) }
    /// ```
    public static func exists(in directory: URL) -> Bool {
        StoreFiles(directory: directory).holdsStore
    }

    /// Applies a record the followed writer journaled: the change and its events.
    func applyFollowed(_ record: StoreRecord) throws(DocStreamError) {
        try state.withLock { (catalog) throws(DocStreamError) in
            try catalog.apply(record)
            if case .clusterParameter = record { noteClusterParameters(of: catalog) }
            changeLog.append(record)
        }
    }

    /// For a follower: its catalog rebuilt on its writer's newer checkpoint
    /// (`Recovery.followedCatalog`), as of the same journal records, in place of the one it had.
    func replaceFollowedCatalog(with catalog: Catalog) {
        state.withLock { $0 = catalog }
        noteClusterParameters(of: catalog)
    }

    /// The cluster time of the newest change: a write's changes are at or before it once the
    /// write returns, and a read sees every change up to it. Replies carry it as `operationTime`.
    public var clusterTime: BSONTimestamp {
        changeLog.currentLastTime
    }

    /// Snapshots every collection into the data environment (the collections whose documents
    /// changed since the last checkpoint) and starts a new journal file;
    /// the journal files the checkpoint covers are then deleted, except those the change log
    /// still keeps history from (its retention), which are compressed (`SealedJournal`).
    /// Writers wait only for the O(1) snapshot and the new file's creation, not for the
    /// checkpoint to be written.
    ///
    /// A data environment whose file another process removed (or replaced) while the store
    /// had it open is written back to its path before any journal file goes.
    ///
    /// - Throws: `DocStreamError` 14031 OutOfDiskSpace on a full disk, or the system's error
    ///   writing the data environment; 301 DataCorruptionDetected when another program cut the
    ///   data file short. Every write stays in the journal, and the next checkpoint tries again.
    public func checkpoint() throws(DocStreamError) {
        guard let files else { return }
        try checkpointing.withLock { (closedFiles) throws(DocStreamError) in
            let (snapshot, generation, changeLogTime, sequences) = try state.withLock { (catalog) throws(DocStreamError) in
                let next = try journal.withLock { (current) throws(DocStreamError) -> Int in
                    let number = current!.number + 1
                    closedFiles.append(current!.file)
                    current = JournalGeneration(
                        file: try JournalFile(url: files.journal(generation: number), durability: current!.file.durability), number: number)
                    return number
                }
                // The generation just closed holds changes up to now.
                let lastTime = changeLog.bounds.lastTime
                let end = changeLog.endSequence
                let start = historySegments.withLock { segments in
                    defer { segments.currentStart = end }
                    return segments.currentStart
                }
                let snapshot = catalog
                catalog.restartChanges()
                return (snapshot, next, lastTime, start..<end)
            }
            let closed = changeLog.historySegment(of: sequences, through: changeLogTime)
            let history = historySegments.withLock { segments in
                segments.record(generation - 1, closed)
                return segments.segments(before: generation)
            }
            let data = try self.data.withLock { (data) throws(DocStreamError) -> StoreData in
                if data == nil { data = try StoreData.open(files, create: true) }
                return data!
            }
            try data.write(snapshot, generation: generation, changeLogTime: changeLogTime, history: history, journals: files)
            // Writers still waiting for these files' fsync are durable now, whether the files
            // stay or go below.
            for file in closedFiles { file.markCheckpointed() }
            closedFiles = []
            state.withLock { $0.rebaseStored(onto: snapshot) }
            historySegments.withLock { $0.prune(before: generation, lowWater: changeLog.bounds.lowWater, files: files) }
            try SealedJournal.compress(try files.journalGenerations().filter { $0 < generation }, files: files)
        }
    }

    /// The collection's documents as of now, or nil when it does not exist; a stored
    /// collection is read first (a damaged block is 301 DataCorruptionDetected). In a run that
    /// must not wait (`NonWaitingRun`), a lock held by a writer, or a collection still to be
    /// read, is not waited for: the run is marked and the snapshot is nil.
    func snapshot(_ namespace: Namespace) throws(DocStreamError) -> CollectionData? {
        if let transaction = currentTransaction { return try transaction.collection(namespace) }
        guard let run = NonWaitingRun.current else {
            return try state.withLock { (catalog) throws(DocStreamError) in try catalog.collection(namespace) }
        }
        let attempt = state.withLockIfAvailable { catalog -> (ready: Bool, collection: CollectionData?) in
            guard let inMemory = catalog.collectionInMemory(namespace) else { return (false, nil) }
            return (true, inMemory)
        }
        guard let attempt, attempt.ready else {
            run.markNeededToWait()
            return nil
        }
        return attempt.collection
    }

    /// The collection's options, UUID and indexes as of now, without reading a stored
    /// collection's documents; nil when it does not exist.
    func outline(_ namespace: Namespace) -> CollectionData? {
        if let transaction = currentTransaction { return transaction.outline(namespace) }
        return state.withLock { $0.outline(namespace) }
    }

    /// For a find of one `_id` in a collection not read yet (as the current transaction sees
    /// it, if there is one): the collection's outline and the document with that `_id` (nil
    /// when there is none), found without reading the collection. Nil when the collection is
    /// in memory or missing.
    func storedDocument(_ namespace: Namespace, id: BSONValue) throws(DocStreamError) -> (outline: CollectionData, document: Document?)? {
        guard let stored = storedCollection(namespace) else { return nil }
        return (stored.outline, try stored.document(withID: id, namespace))
    }

    /// For a find of an `_id` range in a collection not read yet (as the current transaction
    /// sees it, if there is one): the collection's outline and the documents in the range (and
    /// those changed since the checkpoint), in `_id` order, found without reading the
    /// collection. Nil when the collection is in memory or missing.
    func storedDocuments(
        _ namespace: Namespace, idsFrom lower: QueryShape.IDBound?, to upper: QueryShape.IDBound?
    ) throws(DocStreamError) -> (outline: CollectionData, documents: [Document])? {
        guard let stored = storedCollection(namespace), let documents = try stored.documents(idsFrom: lower, to: upper, namespace) else { return nil }
        return (stored.outline, documents)
    }

    /// A quarter of the machine's memory: the default `cacheSize`.
    public static var defaultCacheSize: Int {
        Int(clamping: ProcessInfo.processInfo.physicalMemory / 4)
    }

    /// The collection when it is stored, not read yet, and too large for `cacheSize` (as the
    /// current transaction sees it, if there is one): queries read it a block at a time
    /// (`StoredCollection.scan(_:)`).
    func streamedCollection(_ namespace: Namespace) throws(DocStreamError) -> StoredCollection? {
        guard let stored = storedCollection(namespace), try isStreamed(stored, namespace) else { return nil }
        return stored
    }

    /// Whether `stored` is not read yet and too large for `cacheSize`.
    func isStreamed(_ stored: StoredCollection, _ namespace: Namespace) throws(DocStreamError) -> Bool {
        // A capped collection is read whole: its inserts remove its oldest documents.
        guard stored.outline.options.view == nil, stored.outline.options.capped == nil, !stored.isRead else { return false }
        return try stored.estimatedMemory(namespace) > cacheSize
    }

    /// Whether the collection is stored, not read yet (as the current transaction sees it, if
    /// there is one).
    func isStored(_ namespace: Namespace) -> Bool {
        storedCollection(namespace) != nil
    }

    /// The collection when it is stored: in the current transaction's snapshot while the
    /// transaction has not written to it (the version it began with, whatever was written or
    /// checkpointed since), else in the catalog. In a run that must not wait (`NonWaitingRun`),
    /// a lock held by a writer is not waited for: nil, and `snapshot` then marks the run.
    private func storedCollection(_ namespace: Namespace) -> StoredCollection? {
        if let transaction = currentTransaction { return transaction.storedCollection(namespace) }
        guard NonWaitingRun.current != nil else { return state.withLock { $0.storedCollection(namespace) } }
        return state.withLockIfAvailable { $0.storedCollection(namespace) } ?? nil
    }

    /// How many documents the collection holds (nil when it does not exist), from the
    /// checkpoint's count and the changes since when it is stored.
    func documentCount(_ namespace: Namespace) throws(DocStreamError) -> Int? {
        if let stored = storedCollection(namespace) { return stored.documentCount }
        return try snapshot(namespace)?.count
    }

    /// Runs `body` on the collection. A missing collection (and its database) comes into being
    /// when the body writes a document, as MongoDB creates one on a first insert or upsert, and
    /// not for writes that match nothing. Changes made before a throw stay, as in MongoDB, where
    /// a multi-document write that fails part way keeps the documents it already wrote; with
    /// `allOrNothing` ($out, $merge) a throw takes back every change.
    ///
    /// The body changes the collection in place (never a copy of it), recording how to undo
    /// each change: when the journal write fails, the changes are taken back and the call throws
    /// the journal's error. Once published, the changes go to the change log, still under the
    /// lock, so the log's order is the commit order.
    ///
    /// With `retryable`, the statements the write executed (what `retryable.executed` makes of
    /// the body's output) are journaled in the write's own record, so they commit with its
    /// changes, also when it changed nothing, and a retry finds them (`executedStatements`).
    ///
    /// `touching`, when given, says that the body changes no document but those with these
    /// `_id`s, besides inserting: on a collection not read yet, the body then runs on a window
    /// of those documents (`StoredCollection.window(touching:_:)`), and the collection stays
    /// unread, its new version holding the changes. It is asked only of such a collection:
    /// the writes to one in memory do not gather `_id`s.
    func write<Output: Sendable>(
        _ namespace: Namespace, allOrNothing: Bool = false, retryable: RetryableWrite<Output>? = nil,
        touching touchedIDs: @autoclosure () -> [BSONValue]? = nil, _ body: (inout CollectionData) throws(DocStreamError) -> Output
    ) throws(DocStreamError) -> Output {
        if let transaction = currentTransaction {
            return try write(namespace, in: transaction, allOrNothing: allOrNothing, touching: touchedIDs, body)
        }
        return try committing { (catalog, journal) throws(DocStreamError) -> Output in
            let stored = catalog.storedCollection(namespace)
            // A capped collection's insert removes its oldest documents: it is read whole.
            let ids = stored == nil || stored?.outline.options.capped != nil ? nil : touchedIDs()
            let window: CollectionData? = if let stored, let ids { try self.window(of: stored, touching: ids, namespace) } else { nil }
            let windowCount = window?.count ?? 0
            var taken = window == nil ? try catalog.take(namespace) : nil
            if taken?.options.view != nil {
                catalog.restore(taken.take()!, at: namespace)
                throw .viewNotCollection(namespace)
            }
            let existed = taken != nil || window != nil
            // Puts the collection back unchanged (a window has nothing to put back).
            func restore(_ collection: CollectionData) {
                if window == nil { catalog.restore(collection, at: namespace) }
            }
            // Moved out, not copied: a second reference would make the first change copy it all.
            var collection = window ?? taken.take() ?? CollectionData()
            if !existed { collection.uuid = UUID() }
            collection.beginWrite()
            let outcome = Result { () throws(DocStreamError) -> Output in try body(&collection) }
            if allOrNothing, case .failure = outcome {
                collection.rollBack()
            }
            if collection.options.capped != nil, collection.pendingMutations?.contains(where: \.isInsert) == true {
                collection.removeOldestOverLimits()
            }
            let mutations = collection.pendingMutations ?? []
            // A document an open transaction wrote: taken back, to run again once it has ended
            // when the caller waits (`waitingForTransactions`), else a write conflict.
            if !mutations.isEmpty, let holder = transactions.claims.holder(namespace, mutations) {
                collection.rollBack()
                if existed { restore(collection) }
                TransactionWait.current?.holder.withLock { $0 = holder }
                throw .writeConflict()
            }
            // A window holds only the documents of the `_id`s named: an `_id` the body made
            // (an ObjectId for a document without one) must be new to the collection as well.
            if window != nil, let stored, let ids { try stored.checkInsertedIDs(in: &collection, named: ids, namespace) }
            // A write that brings the collection into being creates it first, as MongoDB's
            // implicit create does (an event for streams with showExpandedEvents).
            let creation =
                existed || collection.count == 0
                ? nil
                : StoreRecord.create(
                    namespace, options: collection.options.document, uuid: collection.uuid, changeLog.stamp(count: 1, collection: collection.uuid))
            // The journal record carries its events' cluster times: the durable change log.
            var executed: RetryableWriteRecord?
            if let retryable, case .success(let output) = outcome {
                let statements = retryable.executed(output)
                if !statements.isEmpty { executed = RetryableWriteRecord(session: retryable.session, statements: statements, wallTime: Date()) }
            }
            let record = StoreRecord.write(
                namespace, mutations,
                mutations.isEmpty ? nil : changeLog.stamp(count: mutations.count, collection: collection.uuid, keepingImages: collection.options.recordsImages),
                retryable: executed)
            var journaledCreation: StoreRecord?
            do throws(DocStreamError) {
                if let creation {
                    try journal(creation)
                    journaledCreation = creation
                }
                if !mutations.isEmpty || executed != nil { try journal(record) }
            } catch {
                collection.rollBack()
                // A create already in the journal stands: the collection exists, empty.
                if existed || journaledCreation != nil { restore(collection) }
                if let journaledCreation { changeLog.append(journaledCreation) }
                throw error
            }
            collection.endWrite()
            if window != nil, let stored {
                if !mutations.isEmpty {
                    // Under the lock the catalog's version is the newest, which alone appends.
                    guard let next = stored.appending(mutations, countChange: collection.count - windowCount) else {
                        preconditionFailure("a write by _id appends to the newest version of \(namespace)")
                    }
                    catalog.keepStored(next, at: namespace)
                }
            } else {
                catalog.publish(collection, at: namespace, existed: existed)
            }
            if let executed { catalog.retryableWrites.record(executed, namespace: namespace) }
            if let creation { changeLog.append(creation) }
            changeLog.append(record)
            return try outcome.get()
        }
    }

    /// A window of the stored collection's documents with the `_id`s `ids`, for a write that
    /// changes only those, and inserts (`StoredCollection.window(touching:_:limit:)`): up to
    /// `StoredCollection.windowLimit` `_id`s, or any number when reading the collection would
    /// take more than `cacheSize`.
    func window(of stored: StoredCollection, touching ids: [BSONValue], _ namespace: Namespace) throws(DocStreamError) -> CollectionData? {
        guard ids.count > StoredCollection.windowLimit else { return try stored.window(touching: ids, namespace) }
        return try stored.estimatedMemory(namespace) > cacheSize ? stored.window(touching: ids, namespace, limit: .max) : nil
    }

    /// The statements already executed for the session's transaction number, by statement id
    /// (none for a new number); 225 TransactionTooOld for a number older than the session's latest.
    func executedStatements(_ session: RetryableWriteSession) throws(DocStreamError) -> [Int32: Document] {
        try state.withLock { (catalog) throws(DocStreamError) in try catalog.retryableWrites.executed(session) }
    }

    /// Creates an empty collection. Creating one that exists with the same options changes
    /// nothing and succeeds, as `create` does on MongoDB since SERVER-60064; with other options
    /// it is 48 NamespaceExists.
    func createCollection(_ namespace: Namespace, options: CollectionOptions = CollectionOptions()) throws(DocStreamError) {
        if let transaction = currentTransaction { return try createCollection(namespace, options: options, in: transaction) }
        try committing { (catalog, journal) throws(DocStreamError) in
            if let existing = catalog.outline(namespace)?.options.document {
                guard existing == options.document else {
                    throw DocStreamError(
                        .namespaceExists, "namespace \(namespace) already exists, but with different options: \(existing.extendedJSON(.relaxed))")
                }
                return
            }
            if let view = options.view { try ViewGraph.check(view, of: namespace, collation: options.collation, in: catalog) }
            let uuid = options.view == nil ? UUID() : nil
            let record = StoreRecord.create(namespace, options: options.document, uuid: uuid, changeLog.stamp(count: 1, collection: uuid))
            try make(record, in: &catalog, journal: journal)
        }
    }

    /// Changes a collection's validation settings and whether it keeps pre- and post-images,
    /// as collMod does (what is nil stays; an empty validator removes the validator); 26
    /// NamespaceNotFound when it does not exist, 72 for a view. Its modify event describes the
    /// settings given, as MongoDB's reports collMod's arguments.
    func modifyOptions(
        _ namespace: Namespace, validator: Document?, level: String?, action: String?, preAndPostImages: Document? = nil,
        cappedSize: Int64? = nil, cappedMax: Int64? = nil
    ) throws(DocStreamError) {
        try committing { (catalog, journal) throws(DocStreamError) in
            guard let previous = catalog.outline(namespace)?.options else {
                throw DocStreamError(.namespaceNotFound, "ns does not exist: \(namespace)")
            }
            let given: [(String, BSONValue?)] = [
                ("validator", validator.map(BSONValue.document)), ("validationLevel", level.map(BSONValue.string)),
                ("validationAction", action.map(BSONValue.string)), ("changeStreamPreAndPostImages", preAndPostImages.map(BSONValue.document)),
                ("cappedSize", cappedSize.map(BSONValue.int64)), ("cappedMax", cappedMax.map(BSONValue.int64)),
            ]
            if previous.view != nil, let option = given.first(where: { $0.1 != nil }) {
                throw DocStreamError(.invalidOptions, "option not supported on a view: \(option.0)")
            }
            var options = previous
            // The new limits apply from the next insert, which removes what is past them.
            if cappedSize != nil || cappedMax != nil {
                guard let limits = previous.capped else { throw DocStreamError(.invalidOptions, "Collection must be capped.") }
                options.capped = try CappedLimits(size: cappedSize ?? limits.size, max: cappedMax ?? limits.max)
            }
            try options.set(validator: validator, level: level, action: action, command: "collMod", on: namespace, storingDefaults: true)
            if let preAndPostImages { try options.setPreAndPostImages(preAndPostImages, command: "collMod") }
            try modify(namespace, from: previous, to: options, given: given, in: &catalog, journal: journal)
        }
    }

    /// Gives the view a new `viewOn` or `pipeline` (what is nil stays), as collMod does, once
    /// `ViewGraph` accepts it. Its modify event describes what was given.
    func modifyView(_ namespace: Namespace, viewOn: String?, pipeline: [Document]?) throws(DocStreamError) {
        try committing { (catalog, journal) throws(DocStreamError) in
            guard let previous = catalog.outline(namespace)?.options, let current = previous.view else {
                throw DocStreamError(.namespaceNotFound, "ns does not exist: \(namespace)")
            }
            var options = previous
            let view = try ViewDefinition(checking: viewOn ?? current.viewOn, pipeline: pipeline ?? current.pipeline, for: namespace)
            try ViewGraph.check(view, of: namespace, collation: previous.collation, in: catalog)
            options.view = view
            let given: [(String, BSONValue?)] = [("viewOn", viewOn.map(BSONValue.string)), ("pipeline", pipeline.map { .array($0.map(BSONValue.document)) })]
            try modify(namespace, from: previous, to: options, given: given, in: &catalog, journal: journal)
        }
    }

    /// Makes a collMod's change of options; its modify event describes the settings `given`.
    private func modify(
        _ namespace: Namespace, from previous: CollectionOptions, to options: CollectionOptions, given: [(String, BSONValue?)],
        in catalog: inout Catalog, journal: (StoreRecord) throws(DocStreamError) -> Void
    ) throws(DocStreamError) {
        let description = Document(given.compactMap { name, value in value.map { (name, $0) } })
        let stamp = changeLog.stamp(count: 1, collection: catalog.outline(namespace)?.uuid)
        try make(
            StoreRecord.setOptions(namespace, options.document, previous: previous.document, description: description, stamp), in: &catalog, journal: journal)
    }

    /// Whether `namespace` names a view (`ViewDefinition`).
    func isView(_ namespace: Namespace) -> Bool {
        view(namespace) != nil
    }

    /// The default collation of the collection or view `namespace`; nil for the simple one or
    /// nothing there.
    /// In a run that must not wait (`NonWaitingRun`), a lock held by a writer marks the run.
    func defaultCollation(_ namespace: Namespace) -> Collator? {
        if let transaction = currentTransaction { return transaction.outline(namespace)?.options.collation }
        guard let run = NonWaitingRun.current else { return state.withLock { $0.outline(namespace)?.options.collation } }
        guard let collation = state.withLockIfAvailable({ $0.outline(namespace)?.options.collation }) else {
            run.markNeededToWait()
            return nil
        }
        return collation
    }

    /// The definition of the view `namespace`; nil for a collection or nothing.
    func view(_ namespace: Namespace) -> ViewDefinition? {
        if let transaction = currentTransaction { return transaction.outline(namespace)?.options.view }
        return state.withLock { $0.outline(namespace)?.options.view }
    }

    /// Sets a cluster parameter (setClusterParameter) once its value checks out.
    func setClusterParameter(_ name: String, value: BSONValue) throws(DocStreamError) {
        try committing { (catalog, journal) throws(DocStreamError) in
            let record = StoreRecord.clusterParameter(try ClusterParameters.document(name, value: value, time: clusterTime))
            try make(record, in: &catalog, journal: journal)
        }
    }

    /// The documents of the cluster parameters named (all of them for nil), as
    /// getClusterParameter reports them; 4 NoSuchKey for a name DocStream does not have.
    func clusterParameters(_ names: [String]?) throws(DocStreamError) -> [Document] {
        let set = state.withLock { $0.clusterParameters }
        return try (names ?? ClusterParameters.names).map { (name) throws(DocStreamError) -> Document in
            guard ClusterParameters.names.contains(name) else { throw ClusterParameters.unknown(name) }
            return set[name] ?? ClusterParameters.initial(name)
        }
    }

    /// Removes the collection; false when it did not exist.
    @discardableResult
    func dropCollection(_ namespace: Namespace) throws(DocStreamError) -> Bool {
        try committing { (catalog, journal) throws(DocStreamError) -> Bool in
            guard let dropped = catalog.outline(namespace) else { return false }
            let record = StoreRecord.drop(namespace, changeLog.stamp(count: 1, collection: dropped.uuid), isView: dropped.options.view != nil)
            try make(record, in: &catalog, journal: journal)
            operationStatistics.forget(namespace)
            if let identity = dropped.uuid { planUsage.forgetCollection(identity) }
            return true
        }
    }

    /// Removes the database and its collections; false when it did not exist. Change streams
    /// see a drop of each collection, then the dropDatabase, as MongoDB reports it.
    @discardableResult
    func dropDatabase(_ name: String) throws(DocStreamError) -> Bool {
        try committing { (catalog, journal) throws(DocStreamError) -> Bool in
            let names = catalog.collectionNames(in: name)
            guard !names.isEmpty else { return false }
            // Views go with the database; MongoDB reports the drop of its collections only.
            let views = Set(catalog.views(in: name).map(\.namespace.collection))
            let collections = names.filter { !views.contains($0) }
            let identities = try collections.map { (collection) throws(DocStreamError) in
                catalog.outline(try Namespace(database: name, collection: collection))?.uuid
            }
            let record = StoreRecord.dropDatabase(name, collections: collections, changeLog.stamp(count: collections.count + 1))
            try make(record, in: &catalog, journal: journal)
            operationStatistics.forget(database: name)
            for case let identity? in identities { planUsage.forgetCollection(identity) }
            return true
        }
    }

    /// Gives the collection, with its documents, indexes and options, the name `target`, in
    /// its database or another, as renameCollection does. A collection at `target` is replaced
    /// with `dropTarget`, else the rename fails with 48 NamespaceExists; a missing source is 26
    /// NamespaceNotFound, and a rename to the same name 20 IllegalOperation. Change streams see
    /// a rename event (and, across databases, a drop of the source first); those on the source
    /// or the target collection are then invalidated.
    func renameCollection(_ source: Namespace, to target: Namespace, dropTarget: Bool) throws(DocStreamError) {
        guard source != target else {
            throw DocStreamError(.illegalOperation, "Can't rename a collection to itself")
        }
        try committing { (catalog, journal) throws(DocStreamError) in
            guard let sourceCollection = catalog.outline(source) else {
                throw DocStreamError(.namespaceNotFound, "Source collection \(source) does not exist")
            }
            if sourceCollection.options.view != nil { throw DocStreamError(.commandNotSupportedOnView, "cannot rename view: \(source)") }
            if catalog.outline(target)?.options.view != nil {
                throw DocStreamError(.namespaceExists, "a view already exists with that name: \(target)")
            }
            guard dropTarget || catalog.outline(target) == nil else {
                throw DocStreamError(.namespaceExists, "target namespace exists")
            }
            let record = StoreRecord.rename(
                source, to: target, changeLog.stamp(count: source.database == target.database ? 1 : 2, collection: sourceCollection.uuid))
            try make(record, in: &catalog, journal: journal)
            operationStatistics.forget(source)
        }
    }

    /// Replaces the collection with `documents` as `$out` does: MongoDB writes them into a
    /// temporary collection with the target's options and indexes, then renames it over the
    /// target, so change streams see the temporary collection's inserts and then a rename,
    /// which invalidates the target's streams. `check` sees each document first (validation);
    /// a refused document, or a duplicate key, leaves the target as it was.
    func replaceCollection(
        _ target: Namespace, with documents: [Document], check: (Document, CollectionOptions) throws(DocStreamError) -> Void
    ) throws(DocStreamError) {
        try committing { (catalog, journal) throws(DocStreamError) in
            let existing = catalog.outline(target)
            if existing?.options.view != nil { throw .viewNotCollection(target) }
            if existing?.options.capped != nil {
                throw DocStreamError(.location(17152), "namespace '\(target)' is capped so it can't be used for $out")
            }
            let temporary = try Namespace(database: target.database, collection: "tmp.agg_out.\(UUID().uuidString)")
            var replacement = CollectionData()
            replacement.uuid = UUID()
            replacement.options = existing?.options ?? CollectionOptions()
            let indexes = existing?.indexes.specifications.filter { !$0.isIDIndex } ?? []
            for index in indexes { try replacement.createIndex(index, namespace: temporary) }
            replacement.beginWrite()
            for document in documents {
                try check(document, replacement.options)
                _ = try replacement.insert(document, namespace: temporary)
            }
            let mutations = replacement.pendingMutations ?? []
            replacement.endWrite()
            let uuid = replacement.uuid
            let records = [
                StoreRecord.create(temporary, options: replacement.options.document, uuid: uuid, changeLog.stamp(count: 1, collection: uuid)),
                indexes.isEmpty ? nil : StoreRecord.createIndexes(temporary, indexes, changeLog.stamp(count: 1, collection: uuid)),
                mutations.isEmpty
                    ? nil
                    : StoreRecord.write(
                        temporary, mutations, changeLog.stamp(count: mutations.count, collection: uuid, keepingImages: replacement.options.recordsImages)),
            ].compactMap { $0 }
            let rename = StoreRecord.rename(temporary, to: target, changeLog.stamp(count: 1, collection: uuid))
            for record in records + [rename] { try journal(record) }
            catalog.restore(replacement, at: temporary)
            try catalog.apply(rename)
            for record in records + [rename] { changeLog.append(record) }
        }
    }

    /// The collection names of a database, sorted.
    func collectionNames(in database: String) -> [String] {
        state.withLock { $0.collectionNames(in: database) }
    }

    /// The database names, sorted.
    func databaseNames() -> [String] {
        state.withLock { $0.databaseNames }
    }

    /// Makes a catalog change once it is in the journal, and gives its events to the change log.
    func make(
        _ record: StoreRecord, in catalog: inout Catalog, journal: (StoreRecord) throws(DocStreamError) -> Void
    ) throws(DocStreamError) {
        try journal(record)
        try catalog.apply(record)
        if case .clusterParameter = record { noteClusterParameters(of: catalog) }
        changeLog.append(record)
    }

    /// How long change streams find pre- and post-images (changeStreamOptions'
    /// `preAndPostImages.expireAfterSeconds`), in seconds; nil for "off".
    var preAndPostImagesExpiry: Int? {
        let seconds = imagesExpirySeconds.load(ordering: .relaxed)
        return seconds > 0 ? seconds : nil
    }

    private func noteClusterParameters(of catalog: Catalog) {
        imagesExpirySeconds.store(ClusterParameters.imagesExpiry(in: catalog.clusterParameters) ?? 0, ordering: .relaxed)
    }

    /// Runs `body` with the catalog's lock held, giving it `journal(record)` to write a change
    /// (so the journal's order is the order of changes). After the lock is released, waits
    /// until what it wrote is on the disk, sharing the fsync with the writers that came
    /// meanwhile (group commit). A change is visible to readers once written, before that
    /// fsync; when the fsync fails, the call throws (the write is not acknowledged) and the
    /// journal refuses every later write. Index changes (Store+Indexes.swift) commit through it too.
    ///
    /// A journal file removed or cut short under the store refuses the write; the store then
    /// checkpoints, so that every write it acknowledged is in the data environment, and goes on
    /// with a new journal file.
    func committing<Output: Sendable>(
        _ body: (inout Catalog, (StoreRecord) throws(DocStreamError) -> Void) throws(DocStreamError) -> Output
    ) throws(DocStreamError) -> Output {
        do {
            return try committingToJournal(body)
        } catch {
            if journal.withLock({ $0?.file.wasLost() ?? false }) { try? checkpoint() }
            throw error
        }
    }

    private func committingToJournal<Output: Sendable>(
        _ body: (inout Catalog, (StoreRecord) throws(DocStreamError) -> Void) throws(DocStreamError) -> Output
    ) throws(DocStreamError) -> Output {
        guard !isFollower else {
            throw DocStreamError(.notWritablePrimary, "not primary: this store follows another process's writes")
        }
        var written: (file: JournalFile, offset: Int)?
        var definesTimeToLive = false
        let output = try state.withLock { (catalog) throws(DocStreamError) -> Output in
            try body(&catalog) { (record) throws(DocStreamError) in
                try record.checkReadableByReplay()
                if record.definesTimeToLive { definesTimeToLive = true }
                // Replay refuses a record over the journal's payload limit. Writes are split to
                // stay within it; only a transaction, one record whatever its size, can pass it,
                // in memory too. Its documents are built once, for the check and the journal.
                var transactionDocuments: [Document]?
                if case .transaction = record {
                    let documents = record.journalRecords
                    if documents.contains(where: { $0.bytes.count > JournalFormat.maxPayloadSize }) {
                        throw DocStreamError(
                            .transactionTooLarge, "Total size of all transaction operations must be less than \(JournalFormat.maxPayloadSize) bytes")
                    }
                    transactionDocuments = documents
                }
                written = try journal.withLock { (current) throws(DocStreamError) -> (file: JournalFile, offset: Int)? in
                    guard let file = current?.file else { return nil }
                    return (file, try file.write(transactionDocuments ?? record.journalRecords))
                }
            }
        }
        if let written, written.file.durability == .fsync { try written.file.sync(through: written.offset) }
        if definesTimeToLive { timeToLive.start(for: self) }
        checkpointIfDue()
        changeLog.yieldToWokenReaders()
        return output
    }

    /// A checkpoint once the journal has grown past the threshold. Its failure is not the
    /// write's: the write is already durable in the journal, and the next write tries again.
    private func checkpointIfDue() {
        guard journal.withLock({ $0?.file.size ?? 0 }) > checkpointThreshold else { return }
        try? checkpoint()
    }
}

extension Store {
    /// When a durable store acknowledges a write.
    public enum Durability: Sendable {
        /// Acknowledge after fsync: an acknowledged write survives a crash or power loss.
        case fsync
        /// Acknowledge after the write reaches the OS, before fsync (MongoDB's `j: false`):
        /// a process crash loses nothing, a power loss or kernel crash may lose the writes
        /// since the last `sync()`.
        case relaxed
    }
}
