import DocStreamBSON
import Synchronization

/// The secondary indexes a record store keeps beside its documents, so that a collection not
/// read into memory can check a unique index, and find a key, without reading its documents.
///
/// An index's entries are the `StorageKey` of each key a document gives it (its fields in
/// their directions, as `CollectionIndex.keys(for:)` makes them: a key per array element,
/// sparse and partial indexes leaving documents out) followed by the document's record id (8
/// bytes, big-endian), so that the documents sharing a key are entries of their own, in
/// record-id order. They are packed in blocks (`KeyedBlocks`) in the shared `indexBlocks`
/// database under the collection's prefix, the index's name and a zero byte (a name holds
/// none). The index's definition, `{format: 1, spec: <as listIndexes shows it>}`, is stored in
/// `state` under the same key: an index is in the record store, complete, exactly when its
/// definition is. Every write keeps the indexes defined there in step (`insert`, `update`,
/// `delete`); `keepIndexes(_:in:)` makes them a collection's, building those missing from the
/// documents. An index that cannot be kept (a key longer than an LMDB key takes, a document its
/// definition refuses) is dropped, and its readers do without it.
extension RecordStore {
    /// An index the record store keeps.
    struct StoredIndex {
        /// The index as its definition gives it, without entries: what makes a document's keys.
        let index: CollectionIndex
        let blocks: KeyedBlocks
        /// Where its definition is, in `state`: the same as its blocks' prefix.
        var definitionKey: [UInt8] { blocks.prefix }
        /// The longest entry a block's LMDB key can start with.
        let entryLimit: Int

        var specification: IndexSpecification { index.specification }

        /// The entries of `document` under `recordID`, each key once; nil when the index
        /// cannot hold them (a key too long, keys the definition refuses).
        func entries(of document: Document, recordID: UInt64) -> [[UInt8]]? {
            guard let keys = try? index.keys(for: document).keys else { return nil }
            let directions = specification.keyDirections
            var entries: [[UInt8]] = []
            entries.reserveCapacity(keys.count)
            for key in keys {
                guard var entry = try? Self.storageKey(key, directions: directions).bytes else { return nil }
                entry.appendBigEndian(recordID)
                guard entry.count <= entryLimit else { return nil }
                entries.append(entry)
            }
            return entries
        }

        /// The `StorageKey` of an index key: its components in their directions
        /// (`IndexSpecification.keyDirections`).
        static func storageKey(_ key: IndexKey, directions: [Bool]) throws(DocStreamError) -> StorageKey {
            var storageKey = StorageKey()
            for (position, isAscending) in directions.enumerated() { try storageKey.append(key[position], descending: !isAscending) }
            return storageKey
        }
    }

    private static let definitionFormat: Int32 = 1
    /// Entries an index build sorts at a time before merging them into the index: tens of
    /// megabytes of keys, few merges for a million documents.
    private static let buildBatchEntries = 1 << 18

    /// The index `specification` defines, stored under its name.
    private func storedIndex(_ specification: IndexSpecification, database: LMDBDatabase) -> StoredIndex {
        let keyPrefix = prefix + Array(specification.name.utf8) + [0]
        return StoredIndex(
            index: CollectionIndex(specification),
            blocks: KeyedBlocks(database: database, prefix: keyPrefix, name: "the index \(specification.name)", namespace: namespace, path: environment.path),
            entryLimit: environment.maxKeySize - keyPrefix.count)
    }

    /// The indexes the record store keeps, as `transaction` sees it.
    func storedIndexes(in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> [StoredIndex] {
        guard let indexBlocks else { return [] }
        let definitions = try transaction.withCursor(on: stateDatabase) { cursor throws(DocStreamError) in
            var definitions: [(key: [UInt8], value: [UInt8])] = []
            try cursor.visitEntries(in: ownKeys) { entry in
                // The record store's own state sits under the prefix alone.
                if entry.key.count > prefix.count { definitions.append((Array(entry.key), Array(entry.value))) }
                return true
            }
            return definitions
        }
        var indexes: [StoredIndex] = []
        for (key, value) in definitions {
            let name = String(decoding: key.dropFirst(prefix.count).dropLast(), as: UTF8.self)
            guard let specification = Self.specification(defined: value), specification.name == name else {
                throw .damagedRecordStore(namespace, "the definition of its index \(name) does not read back", path: environment.path)
            }
            indexes.append(storedIndex(specification, database: indexBlocks))
        }
        return indexes
    }

    /// The specifications of the definitions read so far, by their bytes: every write and
    /// lookup reads the definitions, and parsing a specification (its partial filter
    /// compiled) costs more than the lookup.
    private static let specifications = Mutex<[[UInt8]: IndexSpecification]>([:])

    /// The specification a stored definition holds; nil when it does not read back.
    private static func specification(defined bytes: [UInt8]) -> IndexSpecification? {
        if let known = specifications.withLock({ $0[bytes] }) { return known }
        guard let definition = try? Document(bsonBytes: bytes), definition["format"] == .int32(definitionFormat),
            let spec = definition["spec"]?.documentValue, let specification = try? IndexSpecification(stored: spec)
        else { return nil }
        specifications.withLock { $0[bytes] = specification }
        return specification
    }

    /// The record ids of the documents that give the index `specification` defines a key in
    /// one of `spans`, each once, in the order of `spans` and then of the index; nil when the
    /// record store does not keep that index.
    func recordIDs(
        in spans: [IndexKeySpan], of specification: IndexSpecification, transaction: borrowing LMDBTransaction
    ) throws(DocStreamError) -> [UInt64]? {
        guard let index = try storedIndexes(in: transaction).first(where: { $0.specification.defines(specification) }) else { return nil }
        var found: [UInt64] = []
        var seen: Set<UInt64> = []
        for span in spans {
            try index.blocks.forEach(from: span.start, in: transaction) { entry, recordID in
                guard span.contains(entry) else { return false }
                if seen.insert(recordID).inserted { found.append(recordID) }
                return true
            }
        }
        return found
    }

    /// The documents of `recordIDs`, which entries of the index `indexName` name and so must be
    /// there, in their order; documents stored together are read from their block once.
    func indexedRecords(_ recordIDs: [UInt64], of indexName: String, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> [Record] {
        var block: RecordBlock?
        var records: [Record] = []
        records.reserveCapacity(recordIDs.count)
        for recordID in recordIDs {
            records.append(Record(id: recordID, document: try indexedDocument(recordID, of: indexName, in: transaction, near: &block)))
        }
        return records
    }

    /// Calls `body` with the record ids of each run of entries that share a key in the index
    /// `specification` defines (a unique index's duplicates), in key order; false when the
    /// record store does not keep that index.
    func forEachSharedKey(
        in specification: IndexSpecification, transaction: borrowing LMDBTransaction, _ body: ([UInt64]) throws(DocStreamError) -> Void
    ) throws(DocStreamError) -> Bool {
        guard let index = try storedIndexes(in: transaction).first(where: { $0.specification.defines(specification) }) else { return false }
        var run: (key: ArraySlice<UInt8>, recordIDs: [UInt64])?
        try index.blocks.forEach(from: nil, in: transaction) { (entry, recordID) throws(DocStreamError) in
            // An entry is the key's bytes, then the record id's 8.
            let key = entry.dropLast(8)
            if let current = run, current.key == key {
                run!.recordIDs.append(recordID)
                return true
            }
            if let finished = run, finished.recordIDs.count > 1 { try body(finished.recordIDs) }
            run = (key, [recordID])
            return true
        }
        if let finished = run, finished.recordIDs.count > 1 { try body(finished.recordIDs) }
        return true
    }

    // MARK: Writes

    /// Keeps `indexes` in step with a write that changed the documents of the record ids
    /// `changes` names from `before` to `after` (nil: none); an index that cannot hold an
    /// entry is dropped.
    func updateIndexes(
        _ indexes: [StoredIndex], for changes: [(recordID: UInt64, before: Document?, after: Document?)], in transaction: borrowing LMDBTransaction
    ) throws(DocStreamError) {
        guard !changes.isEmpty else { return }
        for index in indexes {
            var removed: [[UInt8]] = []
            var added: [[UInt8]] = []
            var isKept = true
            for (recordID, before, after) in changes {
                guard let old = before.map({ index.entries(of: $0, recordID: recordID) }) ?? [],
                    let new = after.map({ index.entries(of: $0, recordID: recordID) }) ?? []
                else {
                    isKept = false
                    break
                }
                let (oldSet, newSet) = (Set(old), Set(new))
                removed += old.filter { !newSet.contains($0) }
                added += new.filter { !oldSet.contains($0) }
            }
            guard isKept else {
                try drop(index, in: transaction)
                continue
            }
            try index.blocks.remove(removed, in: transaction)
            try add(added, to: index, in: transaction)
        }
    }

    /// Makes the indexes the record store keeps those of `specifications` (a collection's, the
    /// `_id` index's aside): drops those no longer there or defined otherwise, and builds the
    /// others from the documents, in `transaction`.
    func keepIndexes(_ specifications: [IndexSpecification], in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        guard let indexBlocks else { return }
        var missing = specifications
        for index in try storedIndexes(in: transaction) {
            if let position = missing.firstIndex(where: index.specification.defines) {
                missing.remove(at: position)
            } else {
                try drop(index, in: transaction)
            }
        }
        guard !missing.isEmpty else { return }
        let building = missing.map { storedIndex($0, database: indexBlocks) }
        var pending = Array(repeating: [[UInt8]](), count: building.count)
        var isKept = Array(repeating: true, count: building.count)
        func flush() throws(DocStreamError) {
            for position in building.indices where isKept[position] {
                try add(pending[position], to: building[position], in: transaction)
                pending[position] = []
            }
        }
        try forEachBlock(in: transaction) { (key) throws(DocStreamError) in
            guard let block = try block(key, in: transaction) else { return }
            for offset in block.ids.indices {
                let document = try block.document(at: offset) { reason in damaged(key, reason) }
                for position in building.indices where isKept[position] {
                    guard let entries = building[position].entries(of: document, recordID: block.ids[offset]) else {
                        isKept[position] = false
                        pending[position] = []
                        continue
                    }
                    pending[position] += entries
                }
            }
            if pending.contains(where: { $0.count >= Self.buildBatchEntries }) { try flush() }
        }
        try flush()
        for position in building.indices {
            guard isKept[position] else {
                try building[position].blocks.removeAll(in: transaction)
                continue
            }
            let definition: Document = ["format": .int32(Self.definitionFormat), "spec": .document(building[position].specification.document)]
            try transaction.put(definition.bytes, for: building[position].definitionKey, in: stateDatabase)
        }
    }

    /// Adds `entries` (unsorted) to `index`.
    private func add(_ entries: [[UInt8]], to index: StoredIndex, in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        guard !entries.isEmpty else { return }
        let sorted = entries.sorted { IDIndexBlock.compare($0, $1) < 0 }.map { (key: $0, recordID: Self.recordID(endingEntry: $0)) }
        try index.blocks.add(sorted, in: transaction) { _, recordID throws(DocStreamError) in
            .damagedRecordStore(namespace, "its index \(index.specification.name) holds record \(recordID) twice under one key", path: environment.path)
        }
    }

    /// Deletes an index's entries and definition.
    private func drop(_ index: StoredIndex, in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        try index.blocks.removeAll(in: transaction)
        try transaction.delete(index.definitionKey, in: stateDatabase)
    }

    /// The record id an entry ends with.
    private static func recordID(endingEntry entry: [UInt8]) -> UInt64 {
        entry.suffix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }
}

extension IndexSpecification {
    /// Whether an index stored as this one has the entries `other` gives: the same name and
    /// the same keys, options aside that change no entry (`hidden`).
    func defines(_ other: IndexSpecification) -> Bool {
        name == other.name && isEquivalent(to: other)
    }
}

/// A stretch of an index's keys, as the bytes of their `StorageKey`s: from `start` (included)
/// up to `end` (excluded; nil: to the last key). Each component of a key ends itself, so the
/// keys that start with a prefix lie together, and a component's type (its first byte) bounds
/// the values of that type.
struct IndexKeySpan: Sendable, Equatable {
    let start: [UInt8]
    let end: [UInt8]?

    init(start: [UInt8], end: [UInt8]?) {
        self.start = start
        self.end = end
    }

    /// The keys that start with `prefix`.
    init(prefix: [UInt8]) {
        self.init(start: prefix, end: prefix.successorOfPrefix)
    }

    /// Whether the key (an entry, or its key alone) lies in the span.
    func contains(_ key: [UInt8]) -> Bool {
        IDIndexBlock.compare(key, start) >= 0 && end.map { IDIndexBlock.compare(key, $0) < 0 } ?? true
    }
}
