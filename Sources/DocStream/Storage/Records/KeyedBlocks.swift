import DocStreamBSON

/// Entries (a key, a record id) in key order, packed in `IDIndexBlock`s in one LMDB database
/// under a prefix and each block's first key: a record store's `_id` index (under the
/// collection's prefix) and each of its secondary indexes (under the prefix and the index's
/// name). A lookup reads the one block whose first key is at or before the key sought, and a
/// range walks the blocks in order. Keys are unique within the prefix; the caller makes them so.
struct KeyedBlocks {
    let database: LMDBDatabase
    /// The start of each block's LMDB key.
    let prefix: [UInt8]
    /// What the blocks are (`the _id index`), the collection and the environment's path, for
    /// errors.
    let name: String
    let namespace: Namespace
    let path: String

    /// 301 DataCorruptionDetected for the block under `key`, which does not read back.
    func damaged(_ key: [UInt8], _ reason: String) -> DocStreamError {
        .damagedRecordStore(namespace, "\(name) block of \(key.count - prefix.count)-byte first key is damaged: \(reason)", path: path)
    }

    /// Every LMDB key under the prefix.
    var ownKeys: LMDBKeyRange { LMDBKeyRange(startingWith: prefix) }

    /// The LMDB key of the block whose first key is the last at or before `key`; nil when
    /// `key` is before every block.
    func blockKey(containing key: [UInt8], in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> [UInt8]? {
        let wanted = prefix + key
        let found = try transaction.withCursor(on: database) { cursor throws(DocStreamError) -> [UInt8]? in
            let entry = try cursor.seek(atLeast: wanted)
            if let entry, entry.key.elementsEqual(wanted) { return wanted }
            return try (entry == nil ? cursor.last() : cursor.previous()).map { Array($0.key) }
        }
        return found.flatMap { $0.starts(with: prefix) ? $0 : nil }
    }

    /// The LMDB key of the first block after the one under `key` (nil: the first block).
    func blockKey(after key: [UInt8]?, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> [UInt8]? {
        let range = LMDBKeyRange(lower: key.map { .exclusive($0) } ?? ownKeys.lower, upper: ownKeys.upper)
        return try transaction.withCursor(on: database) { cursor throws(DocStreamError) -> [UInt8]? in
            var found: [UInt8]?
            try cursor.visitEntries(in: range) { entry in
                found = Array(entry.key)
                return false
            }
            return found
        }
    }

    /// The first key of the block after the one under `key`, without the prefix; nil after
    /// the last.
    func firstKey(after key: [UInt8]?, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> [UInt8]? {
        try blockKey(after: key, in: transaction).map { Array($0.dropFirst(prefix.count)) }
    }

    /// The block under the LMDB key `key`, decoded (empty when there is none).
    func block(_ key: [UInt8], in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> IDIndexBlock {
        guard let stored = try transaction.get(key, in: database) else { return IDIndexBlock() }
        return try IDIndexBlock(stored: stored) { reason in damaged(key, reason) }
    }

    /// The entries of the block under the LMDB key `key`, to walk without decoding them all.
    func entries(of key: [UInt8], stored: UnsafeRawBufferPointer) throws(DocStreamError) -> IDIndexBlock.Entries {
        try IDIndexBlock.Entries(stored: stored) { reason in damaged(key, reason) }
    }

    /// Adds `sorted` (ascending keys, none twice), each block they go into rewritten once;
    /// `existing(position, recordID)` is called for an entry whose key is stored already
    /// (with the record id stored under it) and throws its error.
    func add(
        _ sorted: [(key: [UInt8], recordID: UInt64)], in transaction: borrowing LMDBTransaction,
        existing: (Int, UInt64) throws(DocStreamError) -> DocStreamError
    ) throws(DocStreamError) {
        var start = 0
        while start < sorted.count {
            // The block the run goes into: the one holding its first key's place (the first
            // block when that is before every block), up to the next block's first key.
            var target = try blockKey(containing: sorted[start].key, in: transaction)
            if target == nil { target = try blockKey(after: nil, in: transaction) }
            let followingKey = try target.flatMap { (key) throws(DocStreamError) in try firstKey(after: key, in: transaction) }
            var end = start + 1
            while end < sorted.count, followingKey.map({ IDIndexBlock.compare(sorted[end].key, $0) < 0 }) ?? true { end += 1 }
            let block = try target.map { (key) throws(DocStreamError) in try self.block(key, in: transaction) } ?? IDIndexBlock()
            let appending = block.keys.last.map { IDIndexBlock.compare(sorted[start].key, $0) > 0 } ?? true
            var keys: [[UInt8]] = []
            var recordIDs: [UInt64] = []
            keys.reserveCapacity(block.count + end - start)
            recordIDs.reserveCapacity(block.count + end - start)
            var stored = 0
            for position in start..<end {
                let entry = sorted[position]
                while stored < block.count, IDIndexBlock.compare(block.keys[stored], entry.key) < 0 {
                    keys.append(block.keys[stored])
                    recordIDs.append(block.recordIDs[stored])
                    stored += 1
                }
                if stored < block.count, block.keys[stored] == entry.key { throw try existing(position, block.recordIDs[stored]) }
                keys.append(entry.key)
                recordIDs.append(entry.recordID)
            }
            keys += block.keys[stored...]
            recordIDs += block.recordIDs[stored...]
            try replaceBlock(target, with: IDIndexBlock(keys: keys, recordIDs: recordIDs), leavingRoom: !appending, in: transaction)
            start = end
        }
    }

    /// Removes the entries of `keys` (those there), each block they are in rewritten once.
    func remove(_ keys: [[UInt8]], in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        let sorted = keys.sorted { IDIndexBlock.compare($0, $1) < 0 }
        var start = 0
        while start < sorted.count {
            guard let target = try blockKey(containing: sorted[start], in: transaction) else {
                start += 1
                continue
            }
            let followingKey = try firstKey(after: target, in: transaction)
            var end = start + 1
            while end < sorted.count, followingKey.map({ IDIndexBlock.compare(sorted[end], $0) < 0 }) ?? true { end += 1 }
            var block = try block(target, in: transaction)
            for key in sorted[start..<end] {
                let (index, found) = block.position(of: key)
                if found { block.remove(at: index) }
            }
            try replaceBlock(target, with: block, leavingRoom: false, in: transaction)
            start = end
        }
    }

    /// Calls `body` with each entry from the first whose key is `lower` or after it (nil: the
    /// first of all), in key order, until it returns false.
    func forEach(
        from lower: [UInt8]?, in transaction: borrowing LMDBTransaction,
        _ body: (_ key: [UInt8], _ recordID: UInt64) throws(DocStreamError) -> Bool
    ) throws(DocStreamError) {
        let start = try lower.flatMap { (key) throws(DocStreamError) in try blockKey(containing: key, in: transaction) }
        let blocks = LMDBKeyRange(lower: start.map { .inclusive($0) } ?? ownKeys.lower, upper: ownKeys.upper)
        try transaction.withCursor(on: database) { cursor throws(DocStreamError) in
            try cursor.visitEntries(in: blocks) { block throws(DocStreamError) in
                var entries = try entries(of: Array(block.key), stored: block.value)
                while try entries.next() {
                    if let lower, IDIndexBlock.compare(entries.key, lower) < 0 { continue }
                    guard try body(entries.key, entries.recordID) else { return false }
                }
                return true
            }
        }
    }

    /// Deletes every block under the prefix.
    func removeAll(in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        try transaction.deleteAll(in: ownKeys, of: database)
    }

    /// Stores `block` in place of the block under `target` (none: new): under its first key,
    /// split when it outgrows a block, nothing when empty. `leavingRoom`: keys were inserted
    /// among its keys, and more may come there, so the blocks a split makes are three-quarters
    /// full (keys appended after its last, as increasing `_id`s are, fill them).
    private func replaceBlock(
        _ target: [UInt8]?, with block: IDIndexBlock, leavingRoom: Bool, in transaction: borrowing LMDBTransaction
    ) throws(DocStreamError) {
        if let target { try transaction.delete(target, in: database) }
        var parts = block.storedBlocks(limit: IDIndexBlock.maxStoredBytes)
        if parts.count > 1 && leavingRoom { parts = block.storedBlocks(limit: IDIndexBlock.splitStoredBytes) }
        for part in parts {
            _ = try transaction.put(part.stored, for: prefix + part.firstKey, in: database)
        }
    }
}
