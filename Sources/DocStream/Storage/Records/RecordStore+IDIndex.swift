import DocStreamBSON

/// The `_id` index: the `StorageKey` of each document's `_id`, to its record id, in key order
/// (MongoDB's order of the `_id`s), packed in compressed, front-coded blocks (`IDIndexBlock`) in the shared
/// `idBlocks` database, each under the collection's prefix and its first key: a lookup reads
/// the one block whose first key is at or before the `_id`'s, and a range walks the blocks in
/// order. Unique, as MongoDB's `_id_` index is.
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
        guard let blockKey = try idBlockKey(containing: key, in: transaction), let stored = try transaction.get(blockKey, in: idBlocks) else {
            return nil
        }
        var entries = try IDIndexBlock.Entries(stored: stored) { reason in self.damagedIDBlock(blockKey, reason) }
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
                guard let target = try idBlockKey(containing: key, in: transaction) else {
                    block = nil
                    continue
                }
                block = try idBlock(target, in: transaction)
                blockEnd = try idBlockKey(after: target, in: transaction).map { Array($0.dropFirst(prefix.count)) }
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
        guard let document = try document(recordID, in: transaction), let storedID = document["_id"], try StorageKey(storedID) == StorageKey(id) else { return nil }
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
            let start = try lowerKey.flatMap { (bound) throws(DocStreamError) in try idBlockKey(containing: bound.key, in: transaction) }
            let blocks = LMDBKeyRange(lower: start.map { .inclusive($0) } ?? ownKeys.lower, upper: ownKeys.upper)
            try transaction.withCursor(on: idBlocks) { cursor throws(DocStreamError) in
                try cursor.forEach(in: blocks) { block throws(DocStreamError) in
                    let blockKey = Array(block.key)
                    var entries = try IDIndexBlock.Entries(stored: block.value) { reason in self.damagedIDBlock(blockKey, reason) }
                    while try entries.next() {
                        if let lowerKey {
                            let order = IDIndexBlock.compare(entries.key, lowerKey.key)
                            if order < 0 || (order == 0 && !lowerKey.isInclusive) { continue }
                        }
                        if let upperKey {
                            let order = IDIndexBlock.compare(entries.key, upperKey.key)
                            if order > 0 || (order == 0 && !upperKey.isInclusive) { return false }
                        }
                        guard try body(Record(id: entries.recordID, document: try indexedDocument(entries.recordID, in: transaction, near: &lastBlock))) else { return false }
                    }
                    return true
                }
            }
        }
    }

    /// The document an `_id` entry names, which must be there: from `block` when it holds it,
    /// else from its own block, which becomes `block`.
    private func indexedDocument(
        _ recordID: UInt64, in transaction: borrowing LMDBTransaction, near block: inout RecordBlock?
    ) throws(DocStreamError) -> Document {
        if let near = block, let index = near.index(of: recordID) {
            return try near.document(at: index) { reason in damaged(near.key, reason) }
        }
        guard let (found, index) = try location(of: recordID, in: transaction) else {
            throw .damagedRecordStore(namespace, "an _id entry names record \(recordID), which is not stored", path: environment.path)
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
        var start = 0
        while start < sorted.count {
            // The block the run goes into: the one holding its first key's place (the first
            // block when that is before every block), up to the next block's first key.
            var target = try idBlockKey(containing: sorted[start].key, in: transaction)
            if target == nil { target = try idBlockKey(after: nil, in: transaction) }
            let following = try target.flatMap { (key) throws(DocStreamError) in try idBlockKey(after: key, in: transaction) }
            let followingKey = following.map { Array($0.dropFirst(prefix.count)) }
            var end = start + 1
            while end < sorted.count, followingKey.map({ IDIndexBlock.compare(sorted[end].key, $0) < 0 }) ?? true { end += 1 }
            let block = try target.map { (key) throws(DocStreamError) in try idBlock(key, in: transaction) } ?? IDIndexBlock()
            let appending = block.keys.last.map { IDIndexBlock.compare(sorted[start].key, $0) > 0 } ?? true
            var keys: [[UInt8]] = []
            var recordIDs: [UInt64] = []
            keys.reserveCapacity(block.count + end - start)
            recordIDs.reserveCapacity(block.count + end - start)
            var stored = 0
            for entry in sorted[start..<end] {
                while stored < block.count, IDIndexBlock.compare(block.keys[stored], entry.key) < 0 {
                    keys.append(block.keys[stored])
                    recordIDs.append(block.recordIDs[stored])
                    stored += 1
                }
                if stored < block.count, block.keys[stored] == entry.key {
                    throw try duplicate(entry, of: try self.document(block.recordIDs[stored], in: transaction)?["_id"])
                }
                keys.append(entry.key)
                recordIDs.append(entry.recordID)
            }
            keys += block.keys[stored...]
            recordIDs += block.recordIDs[stored...]
            try replaceIDBlock(target, with: IDIndexBlock(keys: keys, recordIDs: recordIDs), leavingRoom: !appending, in: transaction)
            start = end
        }
    }

    /// Builds the index anew from the documents: for an environment whose index is in another form.
    func rebuildIDIndex(in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        try deleteOwnKeys(in: [idBlocks], transaction)
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
        let sorted = keys.sorted { IDIndexBlock.compare($0, $1) < 0 }
        var start = 0
        while start < sorted.count {
            guard let target = try idBlockKey(containing: sorted[start], in: transaction) else {
                start += 1
                continue
            }
            let followingKey = try idBlockKey(after: target, in: transaction).map { Array($0.dropFirst(prefix.count)) }
            var end = start + 1
            while end < sorted.count, followingKey.map({ IDIndexBlock.compare(sorted[end], $0) < 0 }) ?? true { end += 1 }
            var block = try idBlock(target, in: transaction)
            for key in sorted[start..<end] {
                let (index, found) = block.position(of: key)
                if found { block.remove(at: index) }
            }
            try replaceIDBlock(target, with: block, leavingRoom: false, in: transaction)
            start = end
        }
    }

    /// Stores `block` in place of the block under `target` (none: new): under its first key,
    /// split when it outgrows a block, nothing when empty. `leavingRoom`: keys were inserted
    /// among its keys, and more may come there, so the blocks a split makes are three-quarters
    /// full (keys appended after its last, as increasing `_id`s are, fill them).
    private func replaceIDBlock(
        _ target: [UInt8]?, with block: IDIndexBlock, leavingRoom: Bool, in transaction: borrowing LMDBTransaction
    ) throws(DocStreamError) {
        if let target { try transaction.delete(target, in: idBlocks) }
        var parts = block.storedBlocks(limit: IDIndexBlock.maxStoredBytes)
        if parts.count > 1 && leavingRoom { parts = block.storedBlocks(limit: IDIndexBlock.splitStoredBytes) }
        for part in parts {
            _ = try transaction.put(part.stored, for: prefix + part.firstKey, in: idBlocks)
        }
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

    /// The LMDB key of the block whose first key is the last at or before `key`; nil when
    /// `key` is before every block.
    private func idBlockKey(containing key: [UInt8], in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> [UInt8]? {
        let wanted = prefix + key
        let found = try transaction.withCursor(on: idBlocks) { cursor throws(DocStreamError) -> [UInt8]? in
            let entry = try cursor.seek(atLeast: wanted)
            if let entry, entry.key.elementsEqual(wanted) { return wanted }
            return try (entry == nil ? cursor.last() : cursor.previous()).map { Array($0.key) }
        }
        return found.flatMap { $0.starts(with: prefix) ? $0 : nil }
    }

    /// The LMDB key of the first block after the one under `key` (nil: the first block).
    private func idBlockKey(after key: [UInt8]?, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> [UInt8]? {
        let range = LMDBKeyRange(lower: key.map { .exclusive($0) } ?? ownKeys.lower, upper: ownKeys.upper)
        return try transaction.withCursor(on: idBlocks) { cursor throws(DocStreamError) -> [UInt8]? in
            var found: [UInt8]?
            try cursor.forEach(in: range) { entry in
                found = Array(entry.key)
                return false
            }
            return found
        }
    }

    /// The block under the LMDB key `key`, decoded.
    private func idBlock(_ key: [UInt8], in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> IDIndexBlock {
        guard let stored = try transaction.get(key, in: idBlocks) else { return IDIndexBlock() }
        return try IDIndexBlock(stored: stored) { reason in self.damagedIDBlock(key, reason) }
    }

    private func damagedIDBlock(_ key: [UInt8], _ reason: String) -> DocStreamError {
        .damagedRecordStore(namespace, "the _id index block of \(key.count - prefix.count)-byte first key is damaged: \(reason)", path: environment.path)
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

    /// The `_id` key of a stored document's bytes.
    func idKey(of bytes: ArraySlice<UInt8>) throws(DocStreamError) -> [UInt8] {
        try idKey(of: try Document(bsonBytes: bytes))
    }
}
