import DocStreamBSON
import Foundation

/// One collection's documents in an LMDB environment, each under a record id (increasing, never
/// reused), packed in insertion order into Zstandard-compressed blocks (`RecordBlock`), with an
/// `_id` index (`RecordStore+IDIndex.swift`) and a stored count. Reads go through a shared
/// `RecordBlockCache`; opening reads only LMDB's catalogue of databases, never the data. A
/// durable store's checkpoint keeps its collections' documents in record stores
/// (`StoreData`). Its interface is SPI (`@_spi(RecordStore)`), not public API, so that the
/// benchmarks' package can reach it.
///
/// Every collection of an environment shares four named databases, its keys starting with
/// the collection's storage number (4 bytes, big-endian), so a rename moves no data and a store
/// may hold any number of collections: `blocks` (a block under the prefix and its key, the record id big-endian
/// so key order is id order), `idBlocks` (the `_id` index's blocks, under the prefix and the
/// `StorageKey` of their first `_id`), `indexBlocks` (the secondary indexes' blocks,
/// `RecordStore+Indexes.swift`) and `state` (under the prefix: the count, the next record
/// id and the block writes so far; under the prefix and an index's name, that index's definition). Every call is one LMDB transaction, a batch's writes one write
/// transaction; the `in:` forms take the caller's. A call that throws changes nothing.
///
/// ```swift
/// let store = try RecordStore(directory: url, namespace: namespace, cache: RecordBlockCache(capacity: 64 << 20))
/// let ids = try store.insert(documents)
/// let drink = try store.document(withID: .objectId(id))
/// ```
@_spi(RecordStore) public final class RecordStore: Sendable {
    /// A document and its record id.
    public struct Record: Sendable {
        public let id: UInt64
        public let document: Document
    }

    /// Documents' bytes a block takes before the next insert starts a new one. LMDB stores a
    /// value this large on whole 4 KiB overflow pages, one page up to 4,080 bytes: 20 KiB of
    /// CoffeeDrinks documents compress (level 1) to 3.8 KiB on average and at most 3,960
    /// bytes, filling one page, where 16 KiB leave a third of the page empty and 32 KiB spill
    /// onto a second (Benchmarks/storage-candidates). A point read decompresses one block.
    static let blockBytes = 20 * 1024

    /// The collection's name, for errors.
    public let namespace: Namespace
    /// Which collection of the environment this is: the start of each of its keys.
    public typealias Number = UInt32

    /// The storage number as bytes: the start of each of its keys.
    let prefix: [UInt8]
    let environment: LMDBEnvironment
    /// The snapshot every read goes through (a follower's); nil: each read is a transaction
    /// of its own.
    let snapshot: LMDBSnapshot?
    let cache: RecordBlockCache
    let blocks: LMDBDatabase
    let idBlocks: LMDBDatabase
    /// Nil in an environment written before secondary indexes were stored, opened by a
    /// follower (which creates nothing): its record stores hold none.
    let indexBlocks: LMDBDatabase?
    let stateDatabase: LMDBDatabase
    /// This store's blocks in the cache.
    private let cacheSerial = RecordBlockCache.newStoreSerial()

    /// The number of a record store in an environment of its own.
    static let soleCollection: Number = 0

    /// The named databases every record store of an environment shares.
    struct Databases: Sendable {
        static let count = 4

        let blocks: LMDBDatabase
        let idBlocks: LMDBDatabase
        let indexBlocks: LMDBDatabase?
        let state: LMDBDatabase

        /// Opens them, creating them when missing.
        init(in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
            blocks = try transaction.openDatabase(named: "blocks")
            idBlocks = try transaction.openDatabase(named: "idBlocks")
            indexBlocks = try transaction.openDatabase(named: "indexBlocks")
            state = try transaction.openDatabase(named: "state")
        }

        /// Opens them when they exist (nil otherwise; `indexBlocks` may be missing alone),
        /// creating nothing.
        init?(existingIn transaction: borrowing LMDBTransaction) throws(DocStreamError) {
            guard let blocks = try transaction.existingDatabase(named: "blocks"),
                let idBlocks = try transaction.existingDatabase(named: "idBlocks"),
                let state = try transaction.existingDatabase(named: "state")
            else { return nil }
            (self.blocks, self.idBlocks, self.state) = (blocks, idBlocks, state)
            indexBlocks = try transaction.existingDatabase(named: "indexBlocks")
        }
    }

    /// The record store numbered `number` (the collection `namespace`) in `environment`, whose
    /// shared `databases` are open; reads nothing.
    init(
        environment: LMDBEnvironment, databases: Databases, namespace: Namespace, number: Number, cache: RecordBlockCache,
        snapshot: LMDBSnapshot? = nil
    ) {
        self.environment = environment
        self.snapshot = snapshot
        self.namespace = namespace
        self.cache = cache
        var prefix: [UInt8] = []
        prefix.appendBigEndian(number)
        self.prefix = prefix
        (blocks, idBlocks, indexBlocks, stateDatabase) = (databases.blocks, databases.idBlocks, databases.indexBlocks, databases.state)
    }

    /// The record store numbered `number` (the collection `namespace`) in `environment`, its
    /// databases created when missing; reads only LMDB's catalogue of databases.
    convenience init(environment: LMDBEnvironment, namespace: Namespace, number: Number, cache: RecordBlockCache) throws(DocStreamError) {
        let databases = try environment.write { transaction throws(DocStreamError) in try Databases(in: transaction) }
        self.init(environment: environment, databases: databases, namespace: namespace, number: number, cache: cache)
    }

    /// The record store of `namespace` in its own LMDB environment in `directory`; `mapSize`
    /// is address space reserved for the file to grow into.
    public convenience init(
        directory: URL, namespace: Namespace, cache: RecordBlockCache, mapSize: Int = 1 << 36
    ) throws(DocStreamError) {
        let environment = try LMDBEnvironment(directory: directory, options: .init(mapSize: mapSize, maxDatabases: Databases.count))
        try self.init(environment: environment, namespace: namespace, number: Self.soleCollection, cache: cache)
    }

    /// Closes the environment (see `LMDBEnvironment.close()`).
    public func close() {
        environment.close()
    }

    /// How many documents the store holds, read from its state, not counted.
    public var count: Int {
        get throws(DocStreamError) {
            try environment.read(through: snapshot) { transaction throws(DocStreamError) in Int(try state(in: transaction).count) }
        }
    }

    /// The bytes of each block's stored value, in key order: a walk of the blocks' keys, which
    /// reads no block.
    public func storedBlockSizes() throws(DocStreamError) -> [Int] {
        try environment.read(through: snapshot) { transaction throws(DocStreamError) in
            try transaction.withCursor(on: blocks) { cursor throws(DocStreamError) in
                var sizes: [Int] = []
                try cursor.visitEntries(in: ownKeys) { entry in
                    sizes.append(entry.value.count)
                    return true
                }
                return sizes
            }
        }
    }

    // MARK: Writes

    /// Appends `documents` (each with an `_id`) in one write transaction and returns their
    /// record ids; an `_id` already stored or repeated in the batch is 11000 DuplicateKey and
    /// nothing is inserted.
    @discardableResult
    public func insert(_ documents: [Document]) throws(DocStreamError) -> [UInt64] {
        try environment.write { transaction throws(DocStreamError) in try insert(documents, in: transaction) }
    }

    @discardableResult
    func insert(_ documents: [Document], in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> [UInt64] {
        guard !documents.isEmpty else { return [] }
        var state = try state(in: transaction)
        var tail = try lastBlock(in: transaction).map(RecordBlockContents.init)
        var recordIDs: [UInt64] = []
        recordIDs.reserveCapacity(documents.count)
        var entries: [IDEntry] = []
        entries.reserveCapacity(documents.count)
        for document in documents {
            let recordID = state.nextRecordID
            entries.append(try idEntry(of: document, recordID: recordID))
            if let full = tail, !full.isEmpty, full.byteCount + document.bytes.count > Self.blockBytes {
                try write(full, in: transaction, state: &state)
                tail = nil
            }
            if tail == nil { tail = RecordBlockContents(key: recordID) }
            tail!.append(recordID, document.bytes)
            state.nextRecordID += 1
            state.count += 1
            recordIDs.append(recordID)
        }
        try write(tail!, in: transaction, state: &state)
        try addIDs(entries, in: transaction)
        let indexes = try storedIndexes(in: transaction)
        if !indexes.isEmpty {
            try updateIndexes(indexes, for: zip(recordIDs, documents).map { ($0, nil, $1) }, in: transaction)
        }
        try save(state, in: transaction)
        return recordIDs
    }

    /// Replaces the documents of the given record ids in one write transaction (each block
    /// rewritten once; a block may grow past `blockBytes`), keeping the `_id` index in step
    /// when an `_id` changes; returns how many record ids were there. A new `_id` another
    /// document has is 11000 DuplicateKey and nothing changes.
    @discardableResult
    public func update(_ replacements: [(recordID: UInt64, document: Document)]) throws(DocStreamError) -> Int {
        try environment.write { transaction throws(DocStreamError) in try update(replacements, in: transaction) }
    }

    @discardableResult
    func update(
        _ replacements: [(recordID: UInt64, document: Document)], in transaction: borrowing LMDBTransaction
    ) throws(DocStreamError) -> Int {
        var state = try state(in: transaction)
        var changed: [UInt64: RecordBlockContents] = [:]
        var updated = 0
        var removedIDs: [[UInt8]] = []
        var addedIDs: [IDEntry] = []
        let indexes = try storedIndexes(in: transaction)
        var indexed: [(recordID: UInt64, before: Document?, after: Document?)] = []
        for (recordID, document) in replacements {
            guard var contents = try contents(containing: recordID, in: transaction, changed: changed),
                let index = contents.index(of: recordID)
            else { continue }
            let before = try Document(bsonBytes: contents.records[index].bytes)
            let oldKey = try idKey(of: before)
            let entry = try idEntry(of: document, recordID: recordID)
            if oldKey != entry.key {
                removedIDs.append(oldKey)
                addedIDs.append(entry)
            }
            if !indexes.isEmpty { indexed.append((recordID, before, document)) }
            contents.replace(at: index, with: document.bytes)
            changed[contents.key] = contents
            updated += 1
        }
        for contents in changed.values { try write(contents, in: transaction, state: &state) }
        try removeIDs(removedIDs, in: transaction)
        try addIDs(addedIDs, in: transaction)
        try updateIndexes(indexes, for: indexed, in: transaction)
        try save(state, in: transaction)
        return updated
    }

    /// Deletes the documents of the given record ids in one write transaction, with their
    /// `_id` entries; a block left empty is deleted. Returns how many record ids were there.
    @discardableResult
    public func delete(_ recordIDs: [UInt64]) throws(DocStreamError) -> Int {
        try environment.write { transaction throws(DocStreamError) in try delete(recordIDs, in: transaction) }
    }

    @discardableResult
    func delete(_ recordIDs: [UInt64], in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> Int {
        var state = try state(in: transaction)
        var changed: [UInt64: RecordBlockContents] = [:]
        var deleted = 0
        var removedIDs: [[UInt8]] = []
        let indexes = try storedIndexes(in: transaction)
        var indexed: [(recordID: UInt64, before: Document?, after: Document?)] = []
        for recordID in recordIDs {
            guard var contents = try contents(containing: recordID, in: transaction, changed: changed),
                let index = contents.index(of: recordID)
            else { continue }
            let before = try Document(bsonBytes: contents.records[index].bytes)
            removedIDs.append(try idKey(of: before))
            if !indexes.isEmpty { indexed.append((recordID, before, nil)) }
            contents.remove(at: index)
            changed[contents.key] = contents
            state.count -= 1
            deleted += 1
        }
        for contents in changed.values {
            if contents.isEmpty {
                try transaction.delete(key(contents.key), in: blocks)
            } else {
                try write(contents, in: transaction, state: &state)
            }
        }
        try removeIDs(removedIDs, in: transaction)
        try updateIndexes(indexes, for: indexed, in: transaction)
        try save(state, in: transaction)
        return deleted
    }

    /// Deletes every document, block, `_id` entry and the state of the collection, as
    /// dropping it does.
    func drop(in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        try deleteOwnKeys(in: [blocks, idBlocks, stateDatabase] + (indexBlocks.map { [$0] } ?? []), transaction)
    }

    /// Deletes every document, keeping the record ids and block versions to come: blocks
    /// written after are new versions, never taken for ones read before.
    func removeAll(in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        var state = try state(in: transaction)
        try deleteOwnKeys(in: [blocks, idBlocks] + (indexBlocks.map { [$0] } ?? []), transaction)
        state.count = 0
        try save(state, in: transaction)
    }

    func deleteOwnKeys(in databases: [LMDBDatabase], _ transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        for database in databases { try transaction.deleteAll(in: ownKeys, of: database) }
    }

    /// Stores `contents` as a new version of its block, when it changed.
    private func write(
        _ contents: RecordBlockContents, in transaction: borrowing LMDBTransaction, state: inout RecordStoreState
    ) throws(DocStreamError) {
        guard contents.isModified else { return }
        state.blockWrites += 1
        try transaction.put(contents.stored(version: state.blockWrites), for: key(contents.key), in: blocks)
    }

    /// The block holding `recordID` to change: the one changed already in this transaction,
    /// or the stored one.
    private func contents(
        containing recordID: UInt64, in transaction: borrowing LMDBTransaction, changed: [UInt64: RecordBlockContents]
    ) throws(DocStreamError) -> RecordBlockContents? {
        guard let key = try blockKey(containing: recordID, in: transaction) else { return nil }
        if let contents = changed[key] { return contents }
        return try block(key, in: transaction).map(RecordBlockContents.init)
    }

    // MARK: Reads

    /// The document stored under `recordID`, if any.
    public func document(_ recordID: UInt64) throws(DocStreamError) -> Document? {
        try environment.read(through: snapshot) { transaction throws(DocStreamError) in try document(recordID, in: transaction) }
    }

    func document(_ recordID: UInt64, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> Document? {
        guard let (block, index) = try location(of: recordID, in: transaction) else { return nil }
        return try block.document(at: index) { reason in damaged(block.key, reason) }
    }

    /// The block that holds `recordID` and its index there, if it is stored.
    func location(of recordID: UInt64, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> (RecordBlock, Int)? {
        guard let key = try blockKey(containing: recordID, in: transaction), let found = try block(key, in: transaction),
            let index = found.index(of: recordID)
        else { return nil }
        return (found, index)
    }

    /// Every document in record-id order, as `transaction` sees them; a damaged block is an
    /// error. The blocks are read in place, past the cache (they would only push out what it
    /// holds), and checked and decompressed on every core at once for a large collection: most
    /// of reading one (the map stays valid while `transaction` is open).
    func documents(in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> [Document] {
        let values = try transaction.withCursor(on: blocks) { cursor throws(DocStreamError) in
            var values: [(key: UInt64, stored: UnsafeRawBufferPointer)] = []
            try cursor.visitEntries(in: ownKeys) { entry throws(DocStreamError) in
                values.append((try recordID(fromKey: entry.key), entry.value))
                return true
            }
            return values
        }
        let read = { (range: Range<Int>) -> Result<[Document], DocStreamError> in
            Result { () throws(DocStreamError) -> [Document] in
                var documents: [Document] = []
                for (key, stored) in values[range] {
                    let block = try RecordBlock(key: key, stored: stored) { reason in self.damaged(key, reason) }
                    for index in block.ids.indices { documents.append(try block.document(at: index) { reason in self.damaged(key, reason) }) }
                }
                return documents
            }
        }
        // Blocks of about 20 KiB: a few dozen are worth a second core.
        guard let parts = inParts(values.indices, minimum: 64, read) else { return try read(values.indices).get() }
        var documents: [Document] = []
        for part in parts { documents += try part.get() }
        return documents
    }

    /// The documents of every block that reads back whole, in record-id order, and the
    /// damaged blocks' errors: what `docstream repair` salvages.
    func salvage(in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> (documents: [Document], damaged: [DocStreamError]) {
        var documents: [Document] = []
        var damaged: [DocStreamError] = []
        try forEachBlock(in: transaction) { (key) throws(DocStreamError) in
            do throws(DocStreamError) {
                guard let block = try block(key, in: transaction) else { return }
                var read: [Document] = []
                for index in block.ids.indices { read.append(try block.document(at: index) { reason in self.damaged(key, reason) }) }
                documents += read
            } catch {
                damaged.append(error)
            }
        }
        return (documents, damaged)
    }

    /// Calls `body` with the key of each block, in order.
    func forEachBlock(in transaction: borrowing LMDBTransaction, _ body: (UInt64) throws(DocStreamError) -> Void) throws(DocStreamError) {
        var next: UInt64 = 0
        while let key = try blockKey(atLeast: next, in: transaction) {
            try body(key)
            guard key < .max else { return }
            next = key + 1
        }
    }

    /// Every document in record-id order, from `recordID` on, read from one snapshot a block
    /// at a time.
    public func scan(from recordID: UInt64 = 0) throws(DocStreamError) -> RecordScan {
        if let snapshot { return try RecordScan(store: self, sharing: snapshot, from: recordID) }
        return try RecordScan(store: self, snapshot: environment.beginTransaction(readOnly: true), from: recordID)
    }

    /// The key of the block that holds `recordID` if any record does: the last key at or
    /// before it.
    func blockKey(containing recordID: UInt64, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> UInt64? {
        let wanted = key(recordID)
        let found = try transaction.withCursor(on: blocks) { cursor throws(DocStreamError) -> [UInt8]? in
            let entry = try cursor.seek(atLeast: wanted)
            if let entry, Array(entry.key) == wanted { return wanted }
            return try (entry == nil ? cursor.last() : cursor.previous()).map { Array($0.key) }
        }
        return try found.flatMap { bytes throws(DocStreamError) in try ownRecordID(fromKey: bytes) }
    }

    /// The first block whose key is `key` or after it.
    func blockKey(atLeast key: UInt64, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> UInt64? {
        let found = try transaction.withCursor(on: blocks) { cursor throws(DocStreamError) in
            try cursor.seek(atLeast: self.key(key)).map { Array($0.key) }
        }
        return try found.flatMap { bytes throws(DocStreamError) in try ownRecordID(fromKey: bytes) }
    }

    /// The block stored under `key`, from the cache when it holds this version. Only read
    /// transactions fill the cache: a write transaction's blocks may yet be aborted.
    func block(_ key: UInt64, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> RecordBlock? {
        guard let stored = try transaction.get(self.key(key), in: blocks) else { return nil }
        let cacheKey = RecordBlockCache.Key(store: cacheSerial, block: key)
        if stored.count >= RecordBlock.headerSize,
            let cached = cache.block(cacheKey, version: UInt64(littleEndian: stored.loadUnaligned(fromByteOffset: 4, as: UInt64.self)))
        {
            return cached
        }
        let block = try RecordBlock(key: key, stored: stored) { reason in damaged(key, reason) }
        if transaction.isReadOnly { cache.insert(block, for: cacheKey) }
        return block
    }

    private func lastBlock(in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> RecordBlock? {
        guard let last = try blockKey(containing: .max, in: transaction) else { return nil }
        return try block(last, in: transaction)
    }

    func damaged(_ block: UInt64, _ reason: String) -> DocStreamError {
        .damagedRecordBlock(namespace, block: block, reason, path: environment.path)
    }

    // MARK: Keys and state

    /// A block's key: the prefix, then the record id big-endian, so LMDB's byte order is the
    /// ids' order.
    func key(_ recordID: UInt64) -> [UInt8] {
        var bytes = prefix
        bytes.appendBigEndian(recordID)
        return bytes
    }

    /// Every key of this collection in a database: those that start with the prefix, up to
    /// the next prefix.
    var ownKeys: LMDBKeyRange { LMDBKeyRange(startingWith: prefix) }

    /// The record id a block's key or an `_id` entry's value names: the 8 bytes after the
    /// prefix.
    func recordID(fromKey bytes: some Collection<UInt8>) throws(DocStreamError) -> UInt64 {
        guard let recordID = try ownRecordID(fromKey: bytes) else {
            throw .damagedRecordStore(namespace, "a record key of another collection", path: environment.path)
        }
        return recordID
    }

    /// The record id of a block's key, or nil when the key is another collection's.
    private func ownRecordID(fromKey bytes: some Collection<UInt8>) throws(DocStreamError) -> UInt64? {
        guard bytes.count == prefix.count + 8 else {
            throw .damagedRecordStore(namespace, "a record key of \(bytes.count) bytes", path: environment.path)
        }
        guard bytes.starts(with: prefix) else { return nil }
        return bytes.dropFirst(prefix.count).reduce(0) { $0 << 8 | UInt64($1) }
    }

    func state(in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> RecordStoreState {
        guard let stored = try transaction.get(prefix, in: stateDatabase) else { return RecordStoreState() }
        guard let state = RecordStoreState(stored) else {
            throw .damagedRecordStore(namespace, "its state is \(stored.count) bytes, not 24", path: environment.path)
        }
        return state
    }

    private func save(_ state: RecordStoreState, in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        try transaction.put(state.bytes, for: prefix, in: stateDatabase)
    }
}

/// What a record store keeps beside its documents, one 24-byte value (little-endian).
struct RecordStoreState {
    var count: UInt64 = 0
    /// Record ids start at 1 and are never reused, so a block's key stays below every id
    /// inserted after it.
    var nextRecordID: UInt64 = 1
    /// Block writes so far: the version of the next block written is one more.
    var blockWrites: UInt64 = 0

    init() {}

    init?(_ stored: UnsafeRawBufferPointer) {
        guard stored.count == 24 else { return nil }
        count = UInt64(littleEndian: stored.loadUnaligned(as: UInt64.self))
        nextRecordID = UInt64(littleEndian: stored.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        blockWrites = UInt64(littleEndian: stored.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
    }

    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        for value in [count, nextRecordID, blockWrites] { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        return bytes
    }
}
