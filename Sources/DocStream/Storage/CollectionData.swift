import DocStreamBSON

/// The documents of one collection in natural (insertion) order, with the unique `_id` index.
///
/// Removed documents leave an empty slot, so the slots of the others stay valid during a
/// multi-document write; `compact()` closes the gaps once they outnumber the documents.
struct CollectionData: Sendable {
    private(set) var slots: [Document?] = []
    private var slotByID: [MongoEqualityKey: Int] = [:]
    /// The mutations since recording began, for the journal; nil (no cost) in memory-only stores.
    var changes: [CollectionChange]?

    /// How many documents the collection holds.
    var count: Int { slotByID.count }

    /// The documents in natural order.
    var documents: some Sequence<Document> { slots.lazy.compactMap { $0 } }

    func slot(forID id: BSONValue) -> Int? {
        slotByID[MongoEqualityKey(id)]
    }

    /// Adds a document that already has its `_id`. A second document with an equal `_id`
    /// (MongoDB equality: 1 and 1.0 are one key) is refused with 11000 DuplicateKey.
    mutating func insert(_ document: Document, namespace: String) throws(DocStreamError) -> Int {
        guard let id = document["_id"] else {
            preconditionFailure("documents get their _id before they reach storage")
        }
        let key = MongoEqualityKey(id)
        guard slotByID[key] == nil else {
            throw .duplicateKey(namespace: namespace, id: id)
        }
        slots.append(document)
        slotByID[key] = slots.count - 1
        changes?.append(.put(document))
        return slots.count - 1
    }

    /// Replaces the document in `slot` with one that has the same `_id`.
    mutating func replace(at slot: Int, with document: Document) {
        slots[slot] = document
        changes?.append(.put(document))
    }

    mutating func remove(at slot: Int) {
        guard let document = slots[slot], let id = document["_id"] else { return }
        slots[slot] = nil
        slotByID[MongoEqualityKey(id)] = nil
        changes?.append(.delete(id: id))
    }

    /// Drops empty slots when they are more than half of all slots; renumbers the rest.
    mutating func compact() {
        guard slots.count > 2 * count + 16 else { return }
        slots.removeAll { $0 == nil }
        for (slot, document) in slots.enumerated() {
            slotByID[MongoEqualityKey(document!["_id"]!)] = slot
        }
    }
}

extension DocStreamError {
    /// MongoDB 11000 DuplicateKey, with the server's message shape.
    static func duplicateKey(namespace: String, id: BSONValue) -> DocStreamError {
        DocStreamError(
            code: 11000, codeName: "DuplicateKey",
            message: "E11000 duplicate key error collection: \(namespace) index: _id_ dup key: { _id: \(id.extendedJSON(.relaxed)) }")
    }
}
