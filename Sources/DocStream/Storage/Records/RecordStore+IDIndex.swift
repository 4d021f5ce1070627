import DocStreamBSON

/// The `_id` index: the `StorageKey` of each document's `_id`, to its record id, in key order
/// (MongoDB's order of the `_id`s), packed in compressed, front-coded blocks (`KeyedBlocks`) in the shared
/// `idBlocks` database, each under the collection's prefix and its first key. Unique, as
/// MongoDB's `_id_` index is.
///
/// A key longer than LMDB takes (an `_id` of about 490 bytes or more) is cut to fit, with a
/// 64-bit hash of the whole key in its last 8 bytes: such an `_id` is found by equality (the
/// document it names is checked), and in a range it sorts among the `_id`s that begin as it
/// does by that hash.
extension RecordStore {
    /// One end of a range of `_id`s.
    public struct IDBound: Sendable {
        public var value: BSONValue
        public var isInclusive: Bool

        public static func inclusive(_ value: BSONValue) -> IDBound { IDBound(value: value, isInclusive: true) }
        public static func exclusive(_ value: BSONValue) -> IDBound { IDBound(value: value, isInclusive: false) }
    }

    /// An `_id` to index: its key, whether the key was cut (`idKey(of:)`), the record id.
    struct IDEntry {
        let id: BSONValue
        let key: [UInt8]
        let isCut: Bool
        let recordID: UInt64
    }

    /// The record id of the document whose `_id` is `id` (by MongoDB's equality: 1 and 1.0
    /// are one `_id`), if any.
    public func recordID(forID id: BSONValue) throws(DocStreamError) -> UInt64? {
        try environment.read(through: snapshot) { transaction throws(DocStreamError) in try recordID(forID: id, in: transaction) }
    }

    func recordID(forID id: BSONValue, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> UInt64? {
        let (key, isCut) = try idKey(of: id)
        guard let blockKey = try idIndex.blockKey(containing: key, in: transaction), let stored = try transaction.get(blockKey, in: idBlocks) else {
            return nil
        }
        var entries = try idIndex.entries(of: blockKey, stored: stored)
        let found = try entries.recordID(of: key)
        guard let found, isCut else { return found }
        return try verifiedCut(found, id: id, in: transaction)
    }

    /// The record ids of the documents whose `_id`s are `ids`, in their order (nil for those not
    /// stored), each block read once: for many `_id`s at a time, as a checkpoint looks up.
    func recordIDs(forIDs ids: [BSONValue], in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> [UInt64?] {
        var keyed: [(offset: Int, key: [UInt8], isCut: Bool)] = []
        keyed.reserveCapacity(ids.count)
        for (offset, id) in ids.enumerated() {
            let (key, isCut) = try idKey(of: id)
            keyed.append((offset, key, isCut))
        }
        keyed.sort { IDIndexBlock.compare($0.key, $1.key) < 0 }
        var found = [UInt64?](repeating: nil, count: ids.count)
        // The block read last, and the first key of the one after it (nil: none).
        var block: IDIndexBlock?
        var blockEnd: [UInt8]?
        for (offset, key, isCut) in keyed {
            if block == nil || blockEnd.map({ IDIndexBlock.compare(key, $0) >= 0 }) == true {
                guard let target = try idIndex.blockKey(containing: key, in: transaction) else {
                    block = nil
                    continue
                }
                block = try idIndex.block(target, in: transaction)
                blockEnd = try idIndex.firstKey(after: target, in: transaction)
            }
            guard let block else { continue }
            let (index, isThere) = block.position(of: key)
            guard isThere else { continue }
            found[offset] = isCut ? try verifiedCut(block.recordIDs[index], id: ids[offset], in: transaction) : block.recordIDs[index]
        }
        return found
    }

    /// `recordID`, found under the cut key of `id`, when its document's `_id` is `id`: another
    /// could share the cut key only through a collision of the hash.
    private func verifiedCut(_ recordID: UInt64, id: BSONValue, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> UInt64? {
        guard let document = try document(recordID, in: transaction), let storedID = document["_id"], try StorageKey(storedID) == StorageKey(id) else {
            return nil
        }
        return recordID
    }

    /// The document whose `_id` is `id`, if any.
    public func document(withID id: BSONValue) throws(DocStreamError) -> Document? {
        try environment.read(through: snapshot) { transaction throws(DocStreamError) in
            guard let found = try recordID(forID: id, in: transaction) else { return nil }
            var block: RecordBlock?
            return try indexedDocument(found, in: transaction, near: &block)
        }
    }

    /// Calls `body` with the documents whose `_id`s lie between `lower` and `upper` (nil: open),
    /// in `_id` order, from one snapshot, until it returns false.
    public func forEachDocument(
        idsFrom lower: IDBound?, to upper: IDBound?, _ body: (Record) throws(DocStreamError) -> Bool
    ) throws(DocStreamError) {
        let lowerKey = try lower.map { (bound) throws(DocStreamError) in (key: try idKey(of: bound.value).key, isInclusive: bound.isInclusive) }
        let upperKey = try upper.map { (bound) throws(DocStreamError) in (key: try idKey(of: bound.value).key, isInclusive: bound.isInclusive) }
        try environment.read(through: snapshot) { transaction throws(DocStreamError) in
            // Documents inserted together sit together: the block of the last one read usually
            // holds the next, which saves a lookup of its block a document.
            var lastBlock: RecordBlock?
            try idIndex.forEach(from: lowerKey?.key, in: transaction) { (key, recordID) throws(DocStreamError) in
                if let lowerKey, !lowerKey.isInclusive, key == lowerKey.key { return true }
                if let upperKey {
                    let order = IDIndexBlock.compare(key, upperKey.key)
                    if order > 0 || (order == 0 && !upperKey.isInclusive) { return false }
                }
                return try body(Record(id: recordID, document: try indexedDocument(recordID, in: transaction, near: &lastBlock)))
            }
        }
    }

    /// The document an entry of the index `indexName` names, which must be there: from
    /// `block` when it holds it, else from its own block, which becomes `block`.
    func indexedDocument(
        _ recordID: UInt64, of indexName: String = IndexSpecification.idIndexName, in transaction: borrowing LMDBTransaction,
        near block: inout RecordBlock?
    ) throws(DocStreamError) -> Document {
        if let near = block, let index = near.index(of: recordID) {
            return try near.document(at: index) { reason in damaged(near.key, reason) }
        }
        guard let (found, index) = try location(of: recordID, in: transaction) else {
            throw .damagedRecordStore(namespace, "an entry of its index \(indexName) names record \(recordID), which is not stored", path: environment.path)
        }
        block = found
        return try found.document(at: index) { reason in damaged(found.key, reason) }
    }

    // MARK: Writes

    /// The entry of `document`'s `_id` under `recordID`.
    func idEntry(of document: Document, recordID: UInt64) throws(DocStreamError) -> IDEntry {
        guard let id = document["_id"] else { throw .recordWithoutID(namespace) }
        let (key, isCut) = try idKey(of: id)
        return IDEntry(id: id, key: key, isCut: isCut, recordID: recordID)
    }

    /// Adds the entries, each block they go into rewritten once: 11000 DuplicateKey when an
    /// `_id` is stored already or repeated among them.
    func addIDs(_ entries: [IDEntry], in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        let sorted = entries.sorted { IDIndexBlock.compare($0.key, $1.key) < 0 }
        for (first, second) in zip(sorted, sorted.dropFirst()) where first.key == second.key {
            throw try duplicate(second, of: first.id)
        }
        try idIndex.add(sorted.map { ($0.key, $0.recordID) }, in: transaction) { (position, stored) throws(DocStreamError) in
            try duplicate(sorted[position], of: try self.document(stored, in: transaction)?["_id"])
        }
    }

    /// Builds the index anew from the documents: for an environment whose index is in another form.
    func rebuildIDIndex(in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        try idIndex.removeAll(in: transaction)
        var entries: [IDEntry] = []
        try forEachBlock(in: transaction) { (key) throws(DocStreamError) in
            guard let block = try block(key, in: transaction) else { return }
            for index in block.ids.indices {
                entries.append(try idEntry(of: try block.document(at: index) { reason in damaged(key, reason) }, recordID: block.ids[index]))
            }
        }
        try addIDs(entries, in: transaction)
    }

    /// Removes the entries of `keys` (those there), each block they are in rewritten once.
    func removeIDs(_ keys: [[UInt8]], in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        try idIndex.remove(keys, in: transaction)
    }

    /// 11000 DuplicateKey for `entry`, whose key another `_id` (`other`) has; when the key was
    /// cut and the two differ, a collision of the hash, refused as an internal error.
    private func duplicate(_ entry: IDEntry, of other: BSONValue?) throws(DocStreamError) -> DocStreamError {
        if entry.isCut, let other, try StorageKey(other) != StorageKey(entry.id) {
            return DocStreamError(.internalError, "two _ids of \(namespace) share an index key (a 64-bit hash collision); the write is refused")
        }
        return .duplicateKey(namespace: namespace, id: entry.id)
    }

    // MARK: Blocks and keys

    /// The index's blocks.
    var idIndex: KeyedBlocks {
        KeyedBlocks(database: idBlocks, prefix: prefix, name: "the _id index", namespace: namespace, path: environment.path)
    }

    /// The index key of a stored document's `_id`.
    func idKey(of document: Document) throws(DocStreamError) -> [UInt8] {
        guard let id = document["_id"] else { throw .recordWithoutID(namespace) }
        return try idKey(of: id).key
    }

    /// The index key of `id`, and whether it was cut so that a block's LMDB key (the prefix
    /// and its first key) fits.
    private func idKey(of id: BSONValue) throws(DocStreamError) -> (key: [UInt8], isCut: Bool) {
        let whole = try StorageKey(id).bytes
        let limit = environment.maxKeySize - prefix.count
        guard whole.count > limit else { return (whole, false) }
        return (whole.prefix(limit - 8) + Self.hashBytes(of: whole), true)
    }

    /// FNV-1a, 64 bits, big-endian: the same in every process, unlike Swift's seeded `Hasher`.
    private static func hashBytes(of bytes: [UInt8]) -> [UInt8] {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        var result: [UInt8] = []
        result.appendBigEndian(hash)
        return result
    }
}
