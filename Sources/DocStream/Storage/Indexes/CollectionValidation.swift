import DocStreamBSON

/// What the validate command finds in one collection (manual: validate): each document's BSON
/// read again by the strict reader every input goes through, each document found again by its
/// `_id`, and every index's entries compared with the keys its documents give it now, so an
/// entry missing, left over or pointing at the wrong document shows. A write keeps all of
/// this in step; a difference is a defect of the store, which `docstream repair` rebuilds.
struct CollectionValidation: Sendable {
    /// An index entry the index lacks or holds in excess: the index, the document's slot (its
    /// record id), the key (and for a missing entry the document's `_id`).
    struct EntryDifference: Sendable {
        let index: String
        let slot: Int
        let key: IndexKey
        let id: BSONValue?
    }

    private(set) var records = 0
    /// The slots of documents whose BSON does not read back.
    private(set) var invalidDocuments: [Int] = []
    /// Documents the collection's validator does not match (counted, not errors).
    private(set) var nonCompliantDocuments = 0
    /// Documents the `_id` lookup does not find in their own slot.
    private(set) var unreachableIDs: [Int] = []
    /// Each index's entries, by name, in the collection's index order.
    private(set) var keysPerIndex: [(name: String, count: Int)] = []
    private(set) var missingEntries: [EntryDifference] = []
    private(set) var extraEntries: [EntryDifference] = []

    var isValid: Bool { invalidDocuments.isEmpty && unreachableIDs.isEmpty && missingEntries.isEmpty && extraEntries.isEmpty }

    /// Reads every document of `collection` and every entry of `indexes`: the collection's
    /// own unless others are given (one built apart, to check against its documents).
    init(_ collection: CollectionData, indexes: [CollectionIndex]? = nil) {
        for (slot, document) in collection.slots.enumerated() {
            guard let document else { continue }
            records += 1
            if (try? Document(bsonBytes: document.bytes)) == nil { invalidDocuments.append(slot) }
            if let validator = collection.options.validator, !validator.matches(document) { nonCompliantDocuments += 1 }
            if collection.slot(forID: document["_id"] ?? .null) != slot { unreachableIDs.append(slot) }
        }
        let documents = collection.slots.enumerated().compactMap { slot, document in document.map { (slot: slot, document: $0) } }
        for index in indexes ?? collection.indexes.indexes {
            keysPerIndex.append((index.name, index.entries.count))
            let differences = Self.entryDifferences(of: index, over: documents)
            missingEntries += differences.missing
            extraEntries += differences.extra
        }
    }

    /// The entries `index` lacks and those it holds in excess, against the keys `documents`
    /// give it now: both walked in the index's order (key, then slot).
    static func entryDifferences(
        of index: CollectionIndex, over documents: [(slot: Int, document: Document)]
    ) -> (missing: [EntryDifference], extra: [EntryDifference]) {
        var expected: [(entry: IndexEntry, id: BSONValue?)] = []
        for (slot, document) in documents {
            guard let keys = try? index.keys(for: document).keys else { continue }
            for key in keys { expected.append((IndexEntry(key: key, slot: slot), document["_id"])) }
        }
        expected.sort { index.entries.compare($0.entry, $1.entry) < 0 }
        var missing: [EntryDifference] = []
        var extra: [EntryDifference] = []
        var next = 0
        func lacked(_ item: (entry: IndexEntry, id: BSONValue?)) -> EntryDifference {
            EntryDifference(index: index.name, slot: item.entry.slot, key: item.entry.key, id: item.id)
        }
        for chunk in index.entries.chunks {
            for entry in chunk {
                while next < expected.count, index.entries.compare(expected[next].entry, entry) < 0 {
                    missing.append(lacked(expected[next]))
                    next += 1
                }
                if next < expected.count, index.entries.compare(expected[next].entry, entry) == 0 {
                    next += 1
                } else {
                    extra.append(EntryDifference(index: index.name, slot: entry.slot, key: entry.key, id: nil))
                }
            }
        }
        missing += expected[next...].map(lacked)
        return (missing, extra)
    }
}
