import DocStreamBSON

/// The `_id` index: the collection's prefix and the `StorageKey` of each document's `_id`, to
/// its record id (8 bytes, big-endian), so LMDB's key order is MongoDB's order
/// of the `_id`s and a range of them is one cursor walk. Unique, as MongoDB's `_id_` index is.
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

    /// The record id of the document whose `_id` is `id` (by MongoDB's equality: 1 and 1.0
    /// are one `_id`), if any.
    public func recordID(forID id: BSONValue) throws(DocStreamError) -> UInt64? {
        try environment.read { transaction throws(DocStreamError) in try recordID(forID: id, in: transaction) }
    }

    func recordID(forID id: BSONValue, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> UInt64? {
        let (key, isCut) = try idKey(of: id)
        guard let stored = try transaction.get(key, in: ids) else { return nil }
        let found = try recordID(fromIndexValue: stored)
        guard isCut else { return found }
        // Another _id could share a cut key only through a collision of the hash.
        guard let document = try document(found, in: transaction), let storedID = document["_id"], try StorageKey(storedID) == StorageKey(id) else { return nil }
        return found
    }

    /// The document whose `_id` is `id`, if any.
    public func document(withID id: BSONValue) throws(DocStreamError) -> Document? {
        try environment.read { transaction throws(DocStreamError) in
            guard let found = try recordID(forID: id, in: transaction) else { return nil }
            return try indexedDocument(found, in: transaction)
        }
    }

    /// Calls `body` with the documents whose `_id`s lie between `lower` and `upper` (nil: open),
    /// in `_id` order, from one snapshot, until it returns false.
    public func forEachDocument(
        idsFrom lower: IDBound?, to upper: IDBound?, _ body: (Record) throws(DocStreamError) -> Bool
    ) throws(DocStreamError) {
        let range = LMDBKeyRange(lower: try keyBound(lower, upper: false), upper: try keyBound(upper, upper: true))
        try environment.read { transaction throws(DocStreamError) in
            try transaction.withCursor(on: ids) { cursor throws(DocStreamError) in
                try cursor.forEach(in: range) { entry throws(DocStreamError) in
                    let found = try recordID(fromIndexValue: entry.value)
                    return try body(Record(id: found, document: try indexedDocument(found, in: transaction)))
                }
            }
        }
    }

    /// The document an `_id` entry names, which must be there.
    private func indexedDocument(_ recordID: UInt64, in transaction: borrowing LMDBTransaction) throws(DocStreamError) -> Document {
        guard let document = try document(recordID, in: transaction) else {
            throw .damagedRecordStore(namespace, "an _id entry names record \(recordID), which is not stored", path: environment.path)
        }
        return document
    }

    /// A range's end: the `_id`'s key, or with none the end of the collection's keys.
    private func keyBound(_ bound: IDBound?, upper: Bool) throws(DocStreamError) -> LMDBKeyRange.Bound? {
        guard let bound else { return upper ? ownKeys.upper : ownKeys.lower }
        return LMDBKeyRange.Bound(key: try idKey(of: bound.value).key, isInclusive: bound.isInclusive)
    }

    /// Adds the entry for `document`'s `_id`: 11000 DuplicateKey when another document has it.
    func addID(of document: Document, recordID: UInt64, in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        guard let id = document["_id"] else { throw .recordWithoutID(namespace) }
        let (key, isCut) = try idKey(of: id)
        var value: [UInt8] = []
        value.appendBigEndian(recordID)
        guard try !transaction.put(value, for: key, in: ids, overwrite: false) else { return }
        if isCut, let stored = try transaction.get(key, in: ids),
            let other = try self.document(try self.recordID(fromIndexValue: stored), in: transaction)?["_id"], try StorageKey(other) != StorageKey(id)
        {
            throw DocStreamError(.internalError, "two _ids of \(namespace) share an index key (a 64-bit hash collision); the write is refused")
        }
        throw .duplicateKey(namespace: namespace, id: id)
    }

    /// The record id an `_id` entry holds.
    private func recordID(fromIndexValue bytes: UnsafeRawBufferPointer) throws(DocStreamError) -> UInt64 {
        guard bytes.count == 8 else {
            throw .damagedRecordStore(namespace, "an _id entry of \(bytes.count) bytes, not a record id's 8", path: environment.path)
        }
        return bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    func idKey(of document: Document) throws(DocStreamError) -> [UInt8] {
        guard let id = document["_id"] else { throw .recordWithoutID(namespace) }
        return try idKey(of: id).key
    }

    /// The `ids` key of `id`, and whether it was cut to fit LMDB.
    private func idKey(of id: BSONValue) throws(DocStreamError) -> (key: [UInt8], isCut: Bool) {
        let whole = prefix + (try StorageKey(id).bytes)
        guard whole.count > environment.maxKeySize else { return (whole, false) }
        return (whole.prefix(environment.maxKeySize - 8) + Self.hashBytes(of: whole), true)
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
