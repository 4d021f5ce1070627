import DocStreamBSON
import Foundation

/// The documents of one collection in natural (insertion) order, with the unique `_id` index
/// (a hash of the `_id`s, for lookups and uniqueness) and the collection's ordered indexes
/// (`indexes`, the `_id` index among them), which every change keeps up to date.
///
/// Removed documents leave an empty slot, so the slots of the others stay valid during a
/// multi-document write; the write's end closes the gaps once they outnumber the documents.
///
/// A write (`beginWrite()` ... `endWrite()`) changes the collection in place and records, for
/// each change, its mutation (what the journal and the change log keep) and how to undo it, so
/// a failed journal write or an all-or-nothing stage can take the whole write back without the
/// collection ever being copied.
struct CollectionData: Sendable {
    private(set) var slots: [Document?] = []
    /// The BSON bytes of the documents together, kept as they change: what a capped
    /// collection's size limit counts.
    private(set) var documentBytes = 0
    /// No document sits in a slot below this one: where the search for the oldest starts.
    private var firstOccupiedSlot = 0
    private var slotsByID = IDSlotTable()
    /// The validator and its settings (`create`, `collMod`).
    var options = CollectionOptions()
    /// Given once, when the collection is created (`CollectionUUID.swift`); nil for a view.
    var uuid: UUID?
    private(set) var indexes = IndexCatalog()
    /// What the write in progress did; nil (no cost) outside a write, as in recovery.
    private var writeLog: WriteLog?
    /// Changes with every change to the documents (`ColumnCache.nextVersion()`).
    private(set) var version: UInt64 = 0
    /// Columns of fields built for scans of this version, shared with every copy.
    let columnCache = ColumnCache()
    /// What changed since a version a checkpoint wrote; nil when not known.
    private(set) var changesSinceBase: ChangesSinceBase?

    /// The changes since the version `base`, which a checkpoint writes to a record store that
    /// holds `base` instead of reading the journal back for the `_id`s they touch: the slots
    /// appended from `appendedFrom` on, the earlier slots replaced, and the `_id`s removed from
    /// earlier slots. A change rolled back stays marked: a document written again as it is
    /// stored costs a little, one missed would be lost.
    struct ChangesSinceBase: Sendable {
        let base: UInt64
        fileprivate(set) var appendedFrom: Int
        fileprivate(set) var replacedSlots: Set<Int> = []
        fileprivate(set) var removedIDs: [BSONValue] = []

        /// How many documents before `appendedFrom` the changes name.
        var earlierCount: Int { replacedSlots.count + removedIDs.count }
    }

    private struct WriteLog: Sendable {
        /// The document changes, for the journal and change events.
        var mutations: [DocumentMutation] = []
        /// How to take back each change, oldest first, but for the inserts since the last
        /// other change, which are only counted: a run of inserts (a batch) is one undo step,
        /// and rewriting that step for every document cost a copy of it each time.
        private var steps: [UndoStep] = []
        private var insertsSinceLastStep = 0

        mutating func appended(_ document: Document) {
            mutations.append(.insert(document))
            insertsSinceLastStep += 1
        }

        /// Makes room for `count` more changes other than inserts: a write of many grew both
        /// arrays step by step, copying them again at each doubling.
        mutating func reserveCapacity(forChanging count: Int) {
            mutations.reserveCapacity(mutations.count + count)
            steps.reserveCapacity(steps.count + count + 1)
        }

        /// Records how to take back a change other than an insert.
        mutating func add(_ step: UndoStep) {
            if insertsSinceLastStep > 0 { steps.append(.removeAppended(count: insertsSinceLastStep)) }
            insertsSinceLastStep = 0
            steps.append(step)
        }

        /// How to take back each change, oldest first.
        var undoSteps: [UndoStep] {
            insertsSinceLastStep > 0 ? steps + [.removeAppended(count: insertsSinceLastStep)] : steps
        }
    }

    private enum UndoStep: Sendable {
        /// The last `count` slots were appended.
        case removeAppended(count: Int)
        case restore(slot: Int, document: Document)
        case reinsert(slot: Int, document: Document, key: IDKey)
    }

    /// How many documents the collection holds.
    var count: Int { slotsByID.count }

    /// The indexes as listIndexes shows them: the `_id` index with the collection's default
    /// collation, which it takes (MongoDB's createCollection).
    var listedIndexes: [Document] {
        indexes.specifications.map { specification in
            var document = specification.document
            if specification.isIDIndex, let collation = options.collation { document["collation"] = .document(collation.specification) }
            return document
        }
    }

    /// The slots that hold a document, in natural order.
    var occupiedSlots: [Int] {
        count == slots.count ? Array(slots.indices) : slots.indices.filter { slots[$0] != nil }
    }

    /// The documents in natural order.
    var documents: some Sequence<Document> { slots.lazy.compactMap { $0 } }

    /// Makes room for `additional` more documents before a bulk insert, so the `_id` hash is
    /// not rebuilt again and again as it grows. Room grows at least geometrically: a series
    /// of batches never reserves its way into quadratic copying.
    mutating func reserveCapacity(forAdding additional: Int) {
        let needed = slots.count + additional
        guard needed > slots.capacity || count + additional > slotsByID.capacity else { return }
        let capacity = max(needed, 2 * slots.count)
        slots.reserveCapacity(capacity)
        slotsByID.reserveCapacity(capacity)
    }

    /// Adds the documents a record store holds, in natural order, to a collection that holds
    /// none yet: reading a stored collection, without a write's bookkeeping (each `_id` is
    /// looked up once, the version moves once). Two with one `_id` mean the store is damaged:
    /// 301 DataCorruptionDetected.
    mutating func loadStored(_ documents: [Document], namespace: Namespace) throws(DocStreamError) {
        precondition(slots.isEmpty && !isWriting, "a stored collection's documents go into an empty collection, outside a write")
        reserveCapacity(forAdding: documents.count)
        for document in documents {
            guard let id = document["_id"] else {
                throw DocStreamError(.dataCorruptionDetected, "a stored document of \(namespace) has no _id")
            }
            let key = IDKey(id)
            let hash = idHash(key)
            guard slot(for: key, hash: hash) == nil else {
                throw DocStreamError(.dataCorruptionDetected, "two stored documents of \(namespace) have the _id \(id.extendedJSON(.relaxed))")
            }
            let slot = slots.count
            slotsByID.insert(slot, hash: hash)
            slots.append(document)
            documentBytes += document.bytes.count
            indexes.add(try indexes.keys(for: document, id: id, replacing: nil, namespace: namespace), slot: slot)
        }
        version = ColumnCache.nextVersion()
        restartChanges()
    }

    /// Starts counting changes from this version: a checkpoint is writing it.
    mutating func restartChanges() {
        changesSinceBase = ChangesSinceBase(base: version, appendedFrom: slots.count)
    }

    /// The documents changed since `base` by `_id`, nil for one removed: those removed first,
    /// then in natural order (an `_id` removed and added again is in both); nil when the
    /// collection does not know them.
    func changedDocuments(since base: UInt64) -> [(key: MongoEqualityKey, document: Document?)]? {
        guard let changes = changesSinceBase, changes.base == base else { return nil }
        var changed: [(key: MongoEqualityKey, document: Document?)] = []
        changed.reserveCapacity(changes.earlierCount + slots.count - changes.appendedFrom)
        // An _id removed and added again goes at the end, as in the collection; one back in its
        // slot (a removal rolled back) is as stored.
        var removed: Set<MongoEqualityKey> = []
        for id in changes.removedIDs {
            if let slot = slot(forID: id), slot < changes.appendedFrom { continue }
            if removed.insert(MongoEqualityKey(id)).inserted { changed.append((MongoEqualityKey(id), nil)) }
        }
        for slot in changes.replacedSlots.sorted() + Array(changes.appendedFrom..<slots.count) {
            guard let document = slots[slot], let id = document["_id"] else { continue }
            changed.append((MongoEqualityKey(id), document))
        }
        return changed
    }

    func slot(forID id: BSONValue) -> Int? {
        slot(for: IDKey(id))
    }

    /// The slot of the document a query's `{_id: id}` finds, under the collation in effect.
    /// The `_id` table keys strings by the collection's collation, which equates at most one
    /// stored `_id` with `id`: under another (a query with the simple collation on a collection
    /// with a default one), that `_id` is checked under the query's. Queries under a third
    /// collation never look strings up here (`QueryShape.exactID`, `mayRead`).
    func slot(matchingID id: BSONValue) -> Int? {
        guard let slot = slot(for: IDKey(id)) else { return nil }
        let queryCollator = Collator.inEffect
        guard let collation = options.collation, collation.specification != queryCollator?.specification, Collator.holdsStrings(id),
            let found = slots[slot]?["_id"]
        else { return slot }
        return Collator.equalityKey(found, under: queryCollator) == Collator.equalityKey(id, under: queryCollator) ? slot : nil
    }

    /// Readies the caches for the insert of a document with this key, a few inserts ahead.
    func prefetchSlot(for key: IDKey) {
        slotsByID.prefetch(hash: idHash(key))
    }

    private func slot(for key: IDKey) -> Int? {
        slot(for: key, hash: idHash(key))
    }

    /// `slot(for:)` given the key's `idHash`, which an insert files the key under too: made
    /// once, as under a collation it is the strings' comparison keys.
    private func slot(for key: IDKey, hash: Int) -> Int? {
        slotsByID.slot(hash: hash) { holds(key, at: $0) }
    }

    /// The hash the `_id` table files `key` under. The `_id` index takes the collection's
    /// default collation, as on MongoDB: `_id`s it equates are one key, so under a collation
    /// an `_id` holding strings is filed by its comparison keys.
    private func idHash(_ key: IDKey) -> Int {
        guard let collator = options.collation, Collator.holdsStrings(key.value) else { return key.hash }
        return IDKey(collator.comparable(key.value)).hash
    }

    /// Whether the document in `slot` has the `_id` of `key`, under MongoDB equality (and the
    /// collection's collation).
    private func holds(_ key: IDKey, at slot: Int) -> Bool {
        guard let id = slots[slot]?["_id"] else { return false }
        return Collator.equalityKey(id, under: options.collation) == Collator.equalityKey(key.value, under: options.collation)
    }

    /// Adds a document that already has its `_id`, decoded here.
    mutating func insert(_ document: Document, namespace: Namespace) throws(DocStreamError) -> Int {
        guard let id = document["_id"] else { preconditionFailure("documents get their _id before they reach storage") }
        return try insert(document, key: IDKey(id), namespace: namespace)
    }

    /// Adds a document whose `_id` the caller has as `key`. A second document with an equal
    /// `_id` (MongoDB equality: 1 and 1.0 are one key), or with a key a unique index holds, is
    /// refused with 11000 DuplicateKey; keys through parallel arrays with 171; a document
    /// nested too deep with 15 Overflow; one larger than a capped collection's size with 2
    /// BadValue. A refused document changes nothing. (An optional key given to one method cost a copy of the
    /// `IDKey` per document.)
    mutating func insert(_ document: Document, key: IDKey, namespace: Namespace) throws(DocStreamError) -> Int {
        if isWriting, document.nests(deeperThan: BSONLimits.maxStoredNestingDepth) { throw .insertTooDeep() }
        if isWriting, let limits = options.capped, Int64(document.bytes.count) > limits.size {
            throw .badValue("object to insert exceeds cappedMaxSize")
        }
        let id = key.value
        let hash = idHash(key)
        guard slot(for: key, hash: hash) == nil else { throw .duplicateKey(namespace: namespace, id: id, collation: options.collation) }
        let keys = try indexes.keys(for: document, id: id, replacing: nil, namespace: namespace)
        let slot = slots.count
        slotsByID.insert(slot, hash: hash)
        slots.append(document)
        documentBytes += document.bytes.count
        version = ColumnCache.nextVersion()
        indexes.add(keys, slot: slot)
        writeLog?.appended(document)
        return slot
    }

    /// Replaces the document in `slot` with one that has the same `_id`; `style` says how a
    /// change event reports it. Refused, changing nothing, when a unique index holds one of its
    /// keys for another document (11000), its keys go through parallel arrays (171) or it
    /// nests too deep (15). `changed`, when known, names the only top-level fields in which `document` differs from
    /// the one it replaces.
    mutating func replace(
        at slot: Int, with document: Document, namespace: Namespace, style: DocumentMutation.UpdateStyle = .update, changingOnly changed: [String]? = nil
    ) throws(DocStreamError) {
        guard let before = slots[slot] else { preconditionFailure("replacing an empty slot") }
        if isWriting, document.nests(deeperThan: BSONLimits.maxStoredNestingDepth) { throw .updateTooDeep() }
        version = ColumnCache.nextVersion()
        documentBytes += document.bytes.count - before.bytes.count
        if let changed, indexes.keepsEntries(changingOnly: changed) {
            slots[slot] = document
        } else {
            let keys = try indexes.keys(for: document, id: document["_id"] ?? .null, replacing: slot, namespace: namespace)
            slots[slot] = document
            indexes.replace(before, with: keys, slot: slot)
        }
        writeLog?.mutations.append(style == .replacement ? .replace(before: before, after: document) : .update(before: before, after: document))
        writeLog?.add(.restore(slot: slot, document: before))
        if let changes = changesSinceBase, slot < changes.appendedFrom { changesSinceBase?.replacedSlots.insert(slot) }
    }

    /// A capped collection after an insert: removes the oldest documents, in insertion order,
    /// while the collection is past one of its limits, never the newest. Each is a delete, as
    /// MongoDB replicates a capped collection's removals. A collection not capped is left as it is.
    mutating func removeOldestOverLimits() {
        guard let limits = options.capped, let newest = slots.lastIndex(where: { $0 != nil }) else { return }
        while limits.isExceeded(count: count, bytes: documentBytes) {
            while firstOccupiedSlot < newest, slots[firstOccupiedSlot] == nil { firstOccupiedSlot += 1 }
            guard firstOccupiedSlot < newest else { return }
            remove(at: firstOccupiedSlot)
        }
    }

    mutating func remove(at slot: Int) {
        guard let document = slots[slot], let id = document["_id"] else { return }
        let key = IDKey(id)
        slots[slot] = nil
        documentBytes -= document.bytes.count
        if slot == firstOccupiedSlot {
            while firstOccupiedSlot < slots.count, slots[firstOccupiedSlot] == nil { firstOccupiedSlot += 1 }
        }
        version = ColumnCache.nextVersion()
        slotsByID.remove(slot, hash: idHash(key))
        indexes.remove(document, slot: slot)
        writeLog?.mutations.append(.delete(document))
        writeLog?.add(.reinsert(slot: slot, document: document, key: key))
        if let changes = changesSinceBase, slot < changes.appendedFrom { changesSinceBase?.removedIDs.append(id) }
    }

    /// Makes the changes a journal record or a committed transaction holds: each document put
    /// in place of the one with its `_id`, or added, and each deleted one removed. A change
    /// refused (by a unique index) throws, the changes before it made.
    mutating func replay(_ mutations: [DocumentMutation], namespace: Namespace) throws(DocStreamError) {
        reserveCapacity(forAdding: mutations.count)
        for mutation in mutations {
            switch mutation {
            case .insert(let document), .update(_, let document), .replace(_, let document):
                if let slot = slot(forID: document["_id"]!) {
                    try replace(at: slot, with: document, namespace: namespace)
                } else {
                    _ = try insert(document, namespace: namespace)
                }
            case .delete(let document):
                if let slot = slot(forID: document["_id"] ?? .null) { remove(at: slot) }
            }
        }
    }

    /// The stored document whose `_id` equals `id`, nil when there is none.
    func document(withID id: BSONValue) -> Document? {
        slot(forID: id).flatMap { slots[$0] }
    }

    /// Whether a write is in progress. Every document a write stores is checked against
    /// MongoDB's nesting limit here, the one place all of them pass (inserts, updates, upserts,
    /// findAndModify, $out, $merge, imports), so none is acknowledged that a restart could not
    /// read back. Recovery, outside a write, takes back what was stored before the limit.
    private var isWriting: Bool { writeLog != nil }

    /// Starts recording a write.
    mutating func beginWrite() {
        writeLog = WriteLog()
    }

    /// Makes room in the write in progress for `count` more updates or removals.
    mutating func reserveCapacity(forChanging count: Int) {
        writeLog?.reserveCapacity(forChanging: count)
    }

    /// The changes of the write in progress, in order; nil outside a write.
    var pendingMutations: [DocumentMutation]? { writeLog?.mutations }

    /// Ends the write, keeping its changes, and closes the gaps removals left.
    mutating func endWrite() {
        writeLog = nil
        compact()
    }

    /// Takes back every change since `beginWrite()`, newest first, and ends the write.
    mutating func rollBack() {
        let steps = writeLog?.undoSteps ?? []
        writeLog = nil
        version = ColumnCache.nextVersion()
        for step in steps.reversed() {
            switch step {
            case .removeAppended(let count):
                // Later steps are undone first, so each appended document is back in its slot.
                for _ in 0..<count {
                    guard let document = slots.removeLast(), let id = document["_id"] else { continue }
                    documentBytes -= document.bytes.count
                    indexes.remove(document, slot: slots.count)
                    slotsByID.remove(slots.count, hash: idHash(IDKey(id)))
                }
                firstOccupiedSlot = min(firstOccupiedSlot, slots.count)
                if let changes = changesSinceBase, changes.appendedFrom > slots.count { changesSinceBase?.appendedFrom = slots.count }
            case .restore(let slot, let document):
                if let current = slots[slot] {
                    indexes.remove(current, slot: slot)
                    documentBytes -= current.bytes.count
                }
                indexes.restore(document, slot: slot)
                slots[slot] = document
                documentBytes += document.bytes.count
                firstOccupiedSlot = min(firstOccupiedSlot, slot)
            case .reinsert(let slot, let document, let key):
                slots[slot] = document
                documentBytes += document.bytes.count
                firstOccupiedSlot = min(firstOccupiedSlot, slot)
                slotsByID.insert(slot, hash: idHash(key))
                indexes.restore(document, slot: slot)
            }
        }
    }

    /// Drops empty slots when they are more than half of all slots; renumbers the rest. Only
    /// between writes: a write's undo steps name slots.
    mutating func compact() {
        precondition(writeLog == nil, "compacting during a write")
        guard slots.count > 2 * count + 16 else { return }
        version = ColumnCache.nextVersion()
        var newSlot = [Int](repeating: -1, count: slots.count)
        var next = 0
        for (slot, document) in slots.enumerated() where document != nil {
            newSlot[slot] = next
            next += 1
        }
        slots.removeAll { $0 == nil }
        firstOccupiedSlot = 0
        slotsByID.renumberSlots(newSlot)
        indexes.renumberSlots(newSlot)
        // The changes name slots: unknown from here to the next checkpoint.
        changesSinceBase = nil
    }

    /// Makes the unique indexes also refuse a key for which `heldElsewhere` says a document
    /// the collection does not hold has it: for a window of some of a collection's documents.
    mutating func checkUniqueKeys(_ heldElsewhere: @escaping @Sendable (CollectionIndex, IndexKey) throws(DocStreamError) -> Bool) {
        indexes.uniqueKeysElsewhere = heldElsewhere
    }

    /// Builds an index over the documents and adds it; a unique index over duplicate keys
    /// (11000) or keys through parallel arrays (171) fail, adding nothing.
    mutating func createIndex(_ specification: IndexSpecification, namespace: Namespace) throws(DocStreamError) {
        let documents = slots.enumerated().lazy.compactMap { slot, document in document.map { (slot: slot, document: $0) } }
        indexes.append(try CollectionIndex.build(specification, over: documents, namespace: namespace))
    }

    /// Drops the named indexes; the `_id` index stays.
    mutating func dropIndexes(named names: Set<String>) {
        indexes.remove(named: names)
    }

    /// Gives the index of the same name this specification, which changes none of its keys.
    mutating func modifyIndex(_ specification: IndexSpecification) {
        indexes.modify(specification)
    }
}

/// An `_id` with its hash under MongoDB equality, computed once, when the key is made, so a
/// large insert has it computed ahead (on its helper thread, or the reader's).
struct IDKey: Sendable {
    let value: BSONValue
    let hash: Int

    init(_ id: BSONValue) {
        value = id
        // No value of another type equals an ObjectId, so the usual _ids can have a hash of
        // their own: `MongoEqualityKey`'s SipHash cost 430 instructions a key.
        if case .objectId(let objectId) = id {
            hash = Self.hash(objectId)
        } else {
            hash = MongoEqualityKey(id).hashValue
        }
    }

    /// Drawn once per process, so which ObjectIds collide cannot be known from outside.
    private static let seeds = (UInt64.random(in: .min ... .max), UInt64.random(in: .min ... .max))

    /// The 12 bytes folded by two full-width multiplies (as wyhash mixes), seeded.
    private static func hash(_ objectId: ObjectId) -> Int {
        let (head, tail) = objectId.words
        let first = (head ^ seeds.0).multipliedFullWidth(by: (UInt64(tail) << 32 | UInt64(tail)) ^ seeds.1)
        let second = (first.high ^ first.low).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return Int(truncatingIfNeeded: second.high ^ second.low)
    }
}

extension DocStreamError {
    /// MongoDB 11000 DuplicateKey, with the server's message shape (which names the `_id`
    /// index's collation, the collection's, when it has one).
    static func duplicateKey(namespace: Namespace, id: BSONValue, collation: Collator? = nil) -> DocStreamError {
        let collationText = collation.map { " collation: \($0.specification.serverText)" } ?? ""
        return DocStreamError(
            .duplicateKey, "E11000 duplicate key error collection: \(namespace) index: _id_\(collationText) dup key: { _id: \(id.extendedJSON(.relaxed)) }",
            extraInfo: ["keyPattern": ["_id": .int32(1)], "keyValue": ["_id": id]])
    }
}
