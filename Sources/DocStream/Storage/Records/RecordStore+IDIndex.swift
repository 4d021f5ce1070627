import DocStreamBSON

/// The `_id` index: `StorageKey` of each document's `_id` to its record id (8 bytes,
/// big-endian), so LMDB's key order is MongoDB's order of the `_id`s and a range of them is one
/// cursor walk. Unique, as MongoDB's `_id_` index is.
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
        guard let stored = try transaction.get(try StorageKey(id).bytes, in: ids) else { return nil }
        return try recordID(fromKey: stored)
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
        let range = LMDBKeyRange(lower: try Self.keyBound(lower), upper: try Self.keyBound(upper))
        try environment.read { transaction throws(DocStreamError) in
            try transaction.withCursor(on: ids) { cursor throws(DocStreamError) in
                try cursor.forEach(in: range) { entry throws(DocStreamError) in
                    let found = try recordID(fromKey: entry.value)
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

    private static func keyBound(_ bound: IDBound?) throws(DocStreamError) -> LMDBKeyRange.Bound? {
        guard let bound else { return nil }
        return LMDBKeyRange.Bound(key: try StorageKey(bound.value).bytes, isInclusive: bound.isInclusive)
    }

    /// Adds the entry for `document`'s `_id`: 11000 DuplicateKey when another document has it.
    func addID(of document: Document, recordID: UInt64, in transaction: borrowing LMDBTransaction) throws(DocStreamError) {
        guard let id = document["_id"] else { throw .recordWithoutID(namespace) }
        guard try transaction.put(Self.key(recordID), for: try StorageKey(id).bytes, in: ids, overwrite: false) else {
            throw .duplicateKey(namespace: namespace, id: id)
        }
    }

    func idKey(of document: Document) throws(DocStreamError) -> [UInt8] {
        guard let id = document["_id"] else { throw .recordWithoutID(namespace) }
        return try StorageKey(id).bytes
    }

    /// The `_id` key of a stored document's bytes.
    func idKey(of bytes: ArraySlice<UInt8>) throws(DocStreamError) -> [UInt8] {
        try idKey(of: try Document(bsonBytes: bytes))
    }
}
