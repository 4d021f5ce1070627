import DocStreamBSON
import Foundation
import Synchronization

/// A collection of the checkpoint whose documents are still in the data environment: opening a
/// store reads only the checkpoint's catalog, and a collection's documents are read into memory
/// when a query needs them all, with the changes since the checkpoint applied on top.
///
/// Those changes (`StoredChanges`) come from the journal at open, and from writes by `_id`
/// made since (`window(touching:_:)`): each such write makes a new version that sees one more
/// change of the log the versions share, while a copy of the catalog made before (a
/// transaction's snapshot) keeps the version it had. A version's documents are read once for
/// every copy of the catalog that holds it, and kept while one of them does; other writes read
/// the collection and the catalog holds it in memory from then on. One holds its record store
/// while it lives (`StoreData.hold`), so that a snapshot can still read a collection dropped
/// after it.
final class StoredCollection: Sendable {
    private struct State {
        /// The collection without its documents: its options, UUID and indexes.
        var outline: CollectionData
        /// How many of the log's changes this version sees.
        var length: Int
        /// How many documents this version holds, once known.
        var count: Int?
        /// The collection read, kept while this is held (by the catalog or its copies).
        var read: CollectionData?
        /// `estimatedMemory(_:)`, once made.
        var estimatedMemory: Int?
    }

    let storage: RecordStore.Number
    /// How many documents the record store held when the log began.
    private let baseCount: Int
    private let changes: StoredChanges
    private let data: StoreData
    private let state: Mutex<State>

    /// A collection as the checkpoint holds it: no changes yet.
    convenience init(outline: CollectionData, storage: RecordStore.Number, count: Int, data: StoreData) {
        self.init(outline: outline, storage: storage, baseCount: count, changes: StoredChanges(), length: 0, count: count, read: nil, data: data)
    }

    private init(
        outline: CollectionData, storage: RecordStore.Number, baseCount: Int, changes: StoredChanges, length: Int, count: Int?,
        read: CollectionData?, data: StoreData
    ) {
        self.storage = storage
        self.baseCount = baseCount
        self.changes = changes
        self.data = data
        state = Mutex(State(outline: outline, length: length, count: count, read: read))
        data.hold(storage)
    }

    deinit {
        data.release(storage)
    }

    /// The collection's options, UUID and indexes, without its documents.
    var outline: CollectionData {
        state.withLock { $0.outline }
    }

    /// Whether the collection changed since the checkpoint.
    var hasPendingChanges: Bool {
        state.withLock { $0.length > 0 }
    }

    /// Changes the outline while recovery reads the checkpoint's catalog and the journal (index
    /// specifications, options).
    func changeOutline(_ change: (inout CollectionData) throws(DocStreamError) -> Void) throws(DocStreamError) {
        try state.withLock { (state) throws(DocStreamError) in try change(&state.outline) }
    }

    /// The document whose `_id` equals `id`, nil when there is none, without reading the
    /// collection: from the changes since the checkpoint, else the checkpoint's `_id` index.
    func document(withID id: BSONValue, _ namespace: Namespace) throws(DocStreamError) -> Document? {
        let (read, length) = state.withLock { ($0.read, $0.length) }
        if let read { return read.document(withID: id) }
        switch changes.lookup(MongoEqualityKey(id), seenBy: length) {
        case .changed(let document): return document
        case .unchanged: return try data.document(of: storage, namespace: namespace, withID: id)
        }
    }

    /// How many documents the collection holds, without reading it: the checkpoint's count,
    /// and the changes since.
    var documentCount: Int {
        state.withLock { state in
            if let read = state.read { return read.count }
            if let count = state.count { return count }
            let count = baseCount + changes.countChange(seenBy: state.length)
            state.count = count
            return count
        }
    }

    /// The documents whose `_id`s lie between `lower` and `upper` (nil: open), in `_id` order,
    /// with the changes since the checkpoint applied, without reading the collection; nil when
    /// the collection is read already (its documents serve instead). Documents changed since
    /// the checkpoint are included wherever their `_id`s lie: the caller's filter decides.
    func documents(
        idsFrom lower: QueryShape.IDBound?, to upper: QueryShape.IDBound?, _ namespace: Namespace
    ) throws(DocStreamError) -> [Document]? {
        let (read, length) = state.withLock { ($0.read, $0.length) }
        guard read == nil else { return nil }
        let overlay = ChangeOverlay(changes.documents(seenBy: length))
        if overlay.isEmpty {
            // Nothing changed since the checkpoint: its index's order is the answer's.
            var documents: [Document] = []
            try data.forEachDocument(of: storage, namespace: namespace, idsFrom: lower, to: upper) { (document) throws(DocStreamError) in
                documents.append(document)
            }
            return documents
        }
        var found: [(key: StorageKey, document: Document)] = []
        var met: Set<MongoEqualityKey> = []
        try data.forEachDocument(of: storage, namespace: namespace, idsFrom: lower, to: upper) { (document) throws(DocStreamError) in
            guard let id = document["_id"], let document = overlay.overlaid(document, met: &met) else { return }
            found.append((try StorageKey(id), document))
        }
        for document in overlay.added(besides: met) {
            if let id = document["_id"] { found.append((try StorageKey(id), document)) }
        }
        return found.sorted { $0.key < $1.key }.map(\.document)
    }

    /// The documents of this version that may give the index `specification` defines a key in
    /// one of `spans`, in natural order, without reading the collection: those the record
    /// store's index names, as this version has them, and every document changed since the
    /// checkpoint not among them, wherever its keys lie (the caller's filter decides). Nil when
    /// the collection is read already (its documents serve instead) or the record store does
    /// not keep the index.
    func documents(in spans: [IndexKeySpan], of specification: IndexSpecification, _ namespace: Namespace) throws(DocStreamError) -> [Document]? {
        guard !isRead, let stored = try data.records(of: storage, namespace: namespace, in: spans, of: specification) else { return nil }
        let overlay = overlay()
        var met: Set<MongoEqualityKey> = []
        var found = stored.compactMap { record in overlay.overlaid(record.document, met: &met).map { (position: record.id, document: $0) } }
        // The others changed since: where the record store holds them, else after its documents
        // in the order they were added, as a scan reads them.
        let changed = overlay.changed(besides: met)
        let positions = try data.recordIDs(of: storage, namespace: namespace, forIDs: changed.map(\.key))
        for (offset, (key, document)) in changed.enumerated() {
            found.append((positions[key] ?? UInt64.max - UInt64(changed.count - offset), document))
        }
        return found.sorted { $0.position < $1.position }.map(\.document)
    }

    /// The documents of this version with the `_id`s `ids` (those there are, each once), in
    /// natural order as far as the record store holds them, then those added since in the
    /// order of `ids`, without reading the collection; nil when the collection is read already.
    func documents(withIDs ids: [BSONValue], _ namespace: Namespace) throws(DocStreamError) -> [Document]? {
        guard !isRead else { return nil }
        var seen: Set<MongoEqualityKey> = []
        let keys = ids.map(MongoEqualityKey.init).filter { seen.insert($0).inserted }
        let positions = try data.recordIDs(of: storage, namespace: namespace, forIDs: keys)
        var found: [(position: UInt64, document: Document)] = []
        for (offset, key) in keys.enumerated() {
            guard let document = try document(withID: key.value, namespace) else { continue }
            found.append((positions[key] ?? UInt64.max - UInt64(keys.count - offset), document))
        }
        return found.sorted { $0.position < $1.position }.map(\.document)
    }

    /// The collection with its documents, read now when no copy of the catalog read this
    /// version yet. A block that does not read back is 301 DataCorruptionDetected.
    func collection(_ namespace: Namespace) throws(DocStreamError) -> CollectionData {
        try state.withLock { (state) throws(DocStreamError) in
            if let read = state.read { return read }
            let read = try read(namespace, state)
            state.read = read
            return read
        }
    }

    private func read(_ namespace: Namespace, _ state: State) throws(DocStreamError) -> CollectionData {
        var collection = CollectionData()
        collection.options = state.outline.options
        collection.uuid = state.outline.uuid
        // Once a checkpoint wrote changes of the log, the record store may be ahead of this
        // version's base, and holds another count: the log puts the documents right.
        let reachedStore = changes.reachedStore
        let documents = try data.documents(of: storage, namespace: namespace, count: reachedStore ? nil : baseCount)
        try collection.loadStored(documents, namespace: namespace)
        for specification in state.outline.indexes.specifications where !specification.isIDIndex {
            try collection.createIndex(specification, namespace: namespace)
        }
        let changed = changes.documents(seenBy: state.length)
        if changed.isEmpty {
            // What the record store holds: a checkpoint need not write it again.
            data.noteStored(storage, version: collection.version)
        } else {
            try collection.replay(
                changed.map { key, document, _ in document.map { .insert($0) } ?? .delete(["_id": key.value]) }, namespace: namespace)
            collection.compact()
        }
        return collection
    }

    // MARK: Reads a block at a time

    /// Whether a copy of the catalog read this version's documents into memory.
    var isRead: Bool {
        state.withLock { $0.read != nil }
    }

    /// About how much memory this version's documents would take read: their count times
    /// the size of the first documents stored, with what each costs in memory besides its
    /// bytes. Estimated once.
    func estimatedMemory(_ namespace: Namespace) throws(DocStreamError) -> Int {
        if let estimate = state.withLock({ $0.estimatedMemory }) { return estimate }
        var sample = try data.scan(of: storage, namespace: namespace)
        var bytes = 0
        var sampled = 0
        do throws(DocStreamError) {
            while sampled < Self.sampledDocuments, let record = try sample.next() {
                bytes += record.document.bytes.count
                sampled += 1
            }
        } catch  where sampled > 0 {
            // A damaged block after the first: the documents before it serve as the sample,
            // and the block fails the queries that reach it.
        }
        let estimate = sampled == 0 ? 0 : documentCount * (bytes / sampled + Self.memoryPerDocument)
        state.withLock { $0.estimatedMemory = estimate }
        return estimate
    }

    /// Documents sampled: those of the first block or two.
    private static var sampledDocuments: Int { 64 }
    /// A document's memory besides its bytes: its array's header and allocation, its slot and
    /// its `_id`'s entry in the collection's hash.
    private static var memoryPerDocument: Int { 64 }

    /// This version's documents in natural order (as `collection(_:)` would hold them), read a
    /// block at a time from one snapshot of the record store, with the changes since the
    /// checkpoint in place: for a collection too large to read into memory.
    func scan(_ namespace: Namespace) throws(DocStreamError) -> StoredScan {
        PlanUsage.noteCollectionScan(of: outline.uuid)
        return try scan(namespace, overlay: overlay(), blocks: nil)
    }

    /// What `match` makes of each of this version's documents in natural order (nil: nothing),
    /// as `scan(_:)` reads them, and how many documents it was given: a query that keeps its
    /// matches and not the documents (a find, a count, the `_id`s a write changes) over a
    /// collection too large to read. Up to `limit` matches, read in order; with no limit, the
    /// record store's parts are read on every core at once.
    func matches<Match>(
        _ namespace: Namespace, limit: Int?, _ match: (Document) throws(DocStreamError) -> Match?
    ) throws(DocStreamError) -> (matches: [Match], examined: Int) {
        PlanUsage.noteCollectionScan(of: outline.uuid)
        let overlay = overlay()
        // What `match` makes of the scan's documents, up to `limit` matches, and how many it read.
        func collect(_ scan: inout StoredScan, limit: Int) throws(DocStreamError) -> (matches: [Match], examined: Int) {
            var found: [Match] = []
            var examined = 0
            while found.count < limit, let document = try scan.next() {
                examined += 1
                if let result = try match(document) { found.append(result) }
            }
            return (found, examined)
        }
        if let limit {
            var scan = try scan(namespace, overlay: overlay, blocks: nil)
            return try collect(&scan, limit: limit)
        }
        let keys = try data.blockKeys(of: storage, namespace: namespace)
        // The matches of the blocks `range` (positions in `keys`), how many documents they
        // hold, and the changed `_id`s met there.
        let part = { (range: Range<Int>) -> Result<(matches: [Match], examined: Int, met: Set<MongoEqualityKey>), DocStreamError> in
            Result { () throws(DocStreamError) in
                guard !range.isEmpty else { return ([], 0, []) }
                let end = range.upperBound < keys.count ? keys[range.upperBound] : .max
                var scan = try self.scan(namespace, overlay: overlay, blocks: keys[range.lowerBound]..<end)
                let (found, examined) = try collect(&scan, limit: .max)
                return (found, examined, scan.met)
            }
        }
        let parts = try withoutActuallyEscaping(part) { (part) throws(DocStreamError) in
            // Each part reads its own snapshot and fills its own result; `match` only reads
            // what its caller shares.
            nonisolated(unsafe) let part = part
            guard let parts = inParts(keys.indices, minimum: 2, { part($0) }) else { return [try part(keys.indices).get()] }
            var results: [(matches: [Match], examined: Int, met: Set<MongoEqualityKey>)] = []
            for part in parts { results.append(try part.get()) }
            return results
        }
        var found = parts.flatMap(\.matches)
        var examined = parts.reduce(0) { $0 + $1.examined }
        for document in overlay.added(besides: parts.reduce(into: []) { $0.formUnion($1.met) }) {
            examined += 1
            if let result = try match(document) { found.append(result) }
        }
        return (found, examined)
    }

    /// The changes this version sees, to put over the record store's documents.
    private func overlay() -> ChangeOverlay {
        ChangeOverlay(changes.documents(seenBy: state.withLock { $0.length }))
    }

    /// A scan of the record store's documents under `overlay`: those of the record ids
    /// `blocks` (a range of block keys), or all of them followed by the documents the changes
    /// added (nil).
    private func scan(_ namespace: Namespace, overlay: ChangeOverlay, blocks: Range<UInt64>?) throws(DocStreamError) -> StoredScan {
        let environment = data.environment
        return StoredScan(
            records: try data.scan(of: storage, namespace: namespace, from: blocks?.lowerBound ?? 0), overlay: overlay, end: blocks?.upperBound
        ) { environment.releaseMappedPages() }
    }

    // MARK: Writes by _id

    /// The most `_id`s a write may name to run on a window rather than on the collection read.
    static var windowLimit: Int { 64 }

    /// A collection of this version's documents with the `_id`s `ids` (those there are), with
    /// its options and indexes: what a write that changes only documents of those `_id`s, and
    /// inserts, needs, without reading the collection. Nil when the collection is read already,
    /// when there are too many `_id`s, or when the record store does not keep a unique index
    /// (other than `_id`'s) for the window to look the keys of the documents it writes up in.
    func window(touching ids: [BSONValue], _ namespace: Namespace, limit: Int = windowLimit) throws(DocStreamError) -> CollectionData? {
        let (outline, isRead) = state.withLock { ($0.outline, $0.read != nil) }
        // The record store keys `_id`s by their bytes: under a collation, which may equate a
        // string `_id` with another, such a write reads the collection.
        let idsUnderCollation = outline.options.collation != nil && ids.contains(where: Collator.holdsStrings)
        guard !isRead, !idsUnderCollation, ids.count <= limit, outline.options.view == nil,
            try data.keepsIndexes(of: storage, namespace: namespace, outline.indexes.specifications.filter { $0.isUnique && !$0.isIDIndex })
        else { return nil }
        var keys: Set<MongoEqualityKey> = []
        var documents: [Document] = []
        for id in ids where keys.insert(MongoEqualityKey(id)).inserted {
            if let document = try document(withID: id, namespace) { documents.append(document) }
        }
        var window = CollectionData()
        window.options = outline.options
        window.uuid = outline.uuid
        try window.loadStored(documents, namespace: namespace)
        for specification in outline.indexes.specifications where !specification.isIDIndex {
            try window.createIndex(specification, namespace: namespace)
        }
        if outline.indexes.specifications.contains(where: { $0.isUnique && !$0.isIDIndex }) {
            window.checkUniqueKeys { [self, keys] (index, key) throws(DocStreamError) in try holdsElsewhere(index, key, besides: keys, namespace) }
        }
        return window
    }

    /// 11000 DuplicateKey, after taking the write back, for an insert the write in progress on
    /// `window` (of the `_id`s `named`) made whose `_id` is not one of them (one the write
    /// made: an ObjectId for a document without one) and which this version holds already: the
    /// window could not tell.
    func checkInsertedIDs(in window: inout CollectionData, named: [BSONValue], _ namespace: Namespace) throws(DocStreamError) {
        let named = Set(named.map(MongoEqualityKey.init))
        do throws(DocStreamError) {
            for case .insert(let inserted) in window.pendingMutations ?? [] where !named.contains(MongoEqualityKey(inserted["_id"] ?? .null)) {
                guard let id = inserted["_id"], try document(withID: id, namespace) != nil else { continue }
                throw DocStreamError.duplicateKey(namespace: namespace, id: id, collation: window.options.collation)
            }
        } catch {
            window.rollBack()
            throw error
        }
    }

    /// Whether a document of this version whose `_id` is not in `window` gives `index` the key
    /// `key`: looked up in the record store's index, and among the documents changed since the
    /// checkpoint. What a window's unique indexes ask of the documents it does not hold.
    private func holdsElsewhere(
        _ index: CollectionIndex, _ key: IndexKey, besides window: Set<MongoEqualityKey>, _ namespace: Namespace
    ) throws(DocStreamError) -> Bool {
        let length = state.withLock { $0.length }
        /// Whether `document`, outside the window, holds the key.
        func holds(_ document: Document?) throws(DocStreamError) -> Bool {
            guard let document, !window.contains(MongoEqualityKey(document["_id"] ?? .null)) else { return false }
            return try index.keys(for: document).keys.contains(key)
        }
        let storageKey = try RecordStore.StoredIndex.storageKey(key, directions: index.specification.keyDirections)
        if let stored = try data.records(of: storage, namespace: namespace, in: [IndexKeySpan(prefix: storageKey.bytes)], of: index.specification) {
            for document in stored.map(\.document) {
                // As this version has it: changed since, or as stored.
                switch changes.lookup(MongoEqualityKey(document["_id"] ?? .null), seenBy: length) {
                case .changed(let changed): if try holds(changed) { return true }
                case .unchanged: if try holds(document) { return true }
                }
            }
        } else {
            // A checkpoint since the window was made dropped the record store's index (a key
            // too long for it): the version's documents are read until one holds the key.
            if try !matches(namespace, limit: 1, { (document) throws(DocStreamError) in try holds(document) ? () : nil }).matches.isEmpty { return true }
        }
        for id in changes.ids(withKey: storageKey, in: index) where !window.contains(id) {
            if try holds(try document(withID: id.value, namespace)) { return true }
        }
        return false
    }

    /// A version of this one for a transaction's writes: they append to a log of the
    /// transaction's own over this version's (`StoredChanges`), which the store's versions do
    /// not see, and which this version's later ones do not change.
    func transactionVersion() -> StoredCollection {
        let (outline, length, count) = state.withLock { ($0.outline, $0.length, $0.count) }
        return StoredCollection(
            outline: outline, storage: storage, baseCount: baseCount, changes: StoredChanges(over: .init(changes: changes, length: length)),
            length: 0, count: count, read: nil, data: data)
    }

    /// The version after this one that sees `mutations` as well, holding `countChange` more
    /// documents than this one (nil: counted from the changes when asked); nil when a version
    /// after this one wrote already.
    func appending(_ mutations: [DocumentMutation], countChange: Int?) -> StoredCollection? {
        let count = countChange.map { documentCount + $0 }
        let (outline, length) = state.withLock { ($0.outline, $0.length) }
        guard changes.append(mutations, after: length) else { return nil }
        return StoredCollection(
            outline: outline, storage: storage, baseCount: baseCount, changes: changes, length: length + mutations.count, count: count,
            read: nil, data: data)
    }

    // MARK: Indexes

    /// The version after this one with the indexes `added` as well, built into the record
    /// store's data file from its documents, without reading the collection; nil when the record
    /// store cannot keep one of them (a key too long for it, a document the index refuses),
    /// which the collection read then builds and reports. A unique index over keys two
    /// documents of this version share is refused as an index build is: 11000, the record
    /// store left as it was.
    func addingIndexes(_ added: [IndexSpecification], _ namespace: Namespace) throws(DocStreamError) -> StoredCollection? {
        var outline = state.withLock { $0.outline }
        let kept = outline.indexes.specifications.filter { !$0.isIDIndex }
        try data.keepIndexes(of: storage, namespace: namespace, kept + added)
        guard try data.keepsIndexes(of: storage, namespace: namespace, added) else {
            try data.keepIndexes(of: storage, namespace: namespace, kept)
            return nil
        }
        do throws(DocStreamError) {
            for specification in added {
                try outline.createIndex(specification, namespace: namespace)
                guard let index = outline.indexes.index(named: specification.name) else { continue }
                try checkChangedDocuments(against: index, namespace)
                if specification.isUnique { try checkStoredKeys(of: index, namespace) }
            }
        } catch {
            try data.keepIndexes(of: storage, namespace: namespace, kept)
            throw error
        }
        return withOutline(outline)
    }

    /// The version after this one with its outline changed by `change` (indexes dropped, or
    /// given options that keep their keys), the documents and changes as they are; the record
    /// store's index copies follow at the next checkpoint (a dropped one goes, a modified one
    /// serves as it is).
    func changingOutline(_ change: (inout CollectionData) -> Void) -> StoredCollection {
        var outline = state.withLock { $0.outline }
        change(&outline)
        return withOutline(outline)
    }

    /// This version with another outline: the same documents and changes.
    private func withOutline(_ outline: CollectionData) -> StoredCollection {
        let (length, count) = state.withLock { ($0.length, $0.count) }
        return StoredCollection(
            outline: outline, storage: storage, baseCount: baseCount, changes: changes, length: length, count: count, read: nil, data: data)
    }

    /// Checks the keys the documents changed since the checkpoint give `index` (171 parallel
    /// arrays, 16746), and for a unique index that none holds a key another document of this
    /// version holds.
    private func checkChangedDocuments(against index: CollectionIndex, _ namespace: Namespace) throws(DocStreamError) {
        for (key, document) in overlay().changed(besides: []) {
            for indexKey in try index.keys(for: document).keys where index.specification.isUnique {
                if try holdsElsewhere(index, indexKey, besides: [key], namespace) { throw index.duplicateKeyError(indexKey, namespace: namespace) }
            }
        }
    }

    /// For a unique index just built into the record store: 11000 for a key two of its
    /// documents share when both still hold it in this version. Entries of one key lie
    /// together, so a walk of the index finds them.
    private func checkStoredKeys(of index: CollectionIndex, _ namespace: Namespace) throws(DocStreamError) {
        let length = state.withLock { $0.length }
        try data.forEachSharedKey(of: storage, namespace: namespace, in: index.specification) { (documents) throws(DocStreamError) in
            var holders: [IndexKey] = []
            for document in documents {
                let current: Document? =
                    switch changes.lookup(MongoEqualityKey(document["_id"] ?? .null), seenBy: length) {
                    case .changed(let changed): changed
                    case .unchanged: document
                    }
                guard let current else { continue }
                holders += try index.keys(for: current).keys
            }
            // The key the documents share, held twice or more.
            for (position, key) in holders.enumerated() where holders[(position + 1)...].contains(key) {
                throw index.duplicateKeyError(key, namespace: namespace)
            }
        }
    }

    // MARK: Checkpoints

    /// The documents of the `_id`s this version changed since the checkpoint (nil: deleted),
    /// in the order they were first changed: what a checkpoint writes into the record store.
    func changedDocuments() -> [(key: MongoEqualityKey, document: Document?)] {
        let length = state.withLock { $0.length }
        return changes.documents(seenBy: length).filter(\.isChanged).map { ($0.key, $0.document) }
    }

    /// Notes that a checkpoint wrote this version's changes into the record store.
    func noteWrittenToStore() {
        changes.noteReachedStore()
    }

    /// This version, as a version of a log that begins where `written` (an earlier version of
    /// this collection, which a checkpoint wrote into the record store) ends: the changes
    /// written are not kept, nor written again. Nil when `written` is not an earlier version
    /// of the same log, or saw none of its changes.
    func rebased(after written: StoredCollection) -> StoredCollection? {
        guard written.changes === changes else { return nil }
        let writtenLength = written.state.withLock { $0.length }
        let (outline, length, count, read) = state.withLock { ($0.outline, $0.length, $0.count, $0.read) }
        guard writtenLength > 0, writtenLength <= length else { return nil }
        let successor = StoredChanges(changes.mutations(from: writtenLength, upTo: length))
        // Older versions (a transaction's snapshot) read what the changes after theirs found there.
        changes.noteSuccessor(successor)
        return StoredCollection(
            outline: outline, storage: storage, baseCount: written.documentCount, changes: successor, length: length - writtenLength,
            count: count, read: read, data: data)
    }
}

/// A stored collection's documents in natural order, read a block at a time
/// (`StoredCollection.scan(_:)`): the record store's documents, each changed one as the changes
/// since the checkpoint leave it (a deleted one left out), then the documents those changes
/// added, in the order they were first changed; as reading the collection would hold them. A
/// scan of part of the record store (up to `end`) reads its documents only.
struct StoredScan {
    private var records: RecordScan
    private let overlay: ChangeOverlay
    /// The record id the scan stops before; nil: the whole record store, then the documents the
    /// changes added.
    private let end: UInt64?
    /// The changed `_id`s the record store's documents held so far.
    private(set) var met: Set<MongoEqualityKey> = []
    /// The documents the changes added, once the record store's documents are read.
    private var added: [Document]?
    private var nextAdded = 0
    /// Lets go of the file's pages the documents were read from
    /// (`LMDBEnvironment.releaseMappedPages`): called every `releaseInterval` documents and at
    /// the end of the record store's, so that the scan's resident memory stays within a few
    /// blocks' worth of the file.
    private let readThrough: () -> Void
    private var readSinceRelease = 0
    private static var releaseInterval: Int { 32_768 }

    init(records: RecordScan, overlay: ChangeOverlay, end: UInt64?, readThrough: @escaping () -> Void) {
        self.records = records
        self.overlay = overlay
        self.end = end
        self.readThrough = readThrough
    }

    /// The next document, nil after the last; a damaged block is 301 DataCorruptionDetected.
    mutating func next() throws(DocStreamError) -> Document? {
        if added == nil {
            while let record = try records.next(), record.id < end ?? .max {
                readSinceRelease += 1
                if readSinceRelease == Self.releaseInterval {
                    readSinceRelease = 0
                    readThrough()
                }
                if let document = overlay.overlaid(record.document, met: &met) { return document }
            }
            readThrough()
            added = end == nil ? overlay.added(besides: met) : []
        }
        guard nextAdded < added!.count else { return nil }
        defer { nextAdded += 1 }
        return added![nextAdded]
    }
}

/// The documents a version of a stored collection changed since the checkpoint, laid over the
/// record store's as its reads meet them: a document the record store holds is read as the
/// changes leave it (or not at all, deleted), and the changed documents it does not hold come
/// after, in the order they were first changed. Which state of the record store a read sees
/// does not matter: the changes say what each document they name is in the version.
struct ChangeOverlay: Sendable {
    /// The changed documents (nil: deleted), in the order they were first changed.
    private let ordered: [(key: MongoEqualityKey, document: Document?)]
    private let byKey: [MongoEqualityKey: Document?]

    init(_ changed: [(key: MongoEqualityKey, document: Document?, isChanged: Bool)]) {
        ordered = changed.map { ($0.key, $0.document) }
        byKey = Dictionary(changed.map { ($0.key, $0.document) }) { _, last in last }
    }

    var isEmpty: Bool { ordered.isEmpty }

    /// `stored`, a document of the record store, as the version reads it (nil: deleted); a
    /// changed one's `_id` goes into `met`.
    func overlaid(_ stored: Document, met: inout Set<MongoEqualityKey>) -> Document? {
        guard !byKey.isEmpty else { return stored }
        let key = MongoEqualityKey(stored["_id"] ?? .null)
        guard let changed = byKey[key] else { return stored }
        met.insert(key)
        return changed
    }

    /// The changed documents whose `_id`s are not in `met` (those the record store does not
    /// hold), in order, the deleted left out.
    func added(besides met: Set<MongoEqualityKey>) -> [Document] {
        changed(besides: met).map(\.document)
    }

    /// `added(besides:)` with each document's `_id`.
    func changed(besides met: Set<MongoEqualityKey>) -> [(key: MongoEqualityKey, document: Document)] {
        ordered.compactMap { entry in met.contains(entry.key) ? nil : entry.document.map { (entry.key, $0) } }
    }
}
