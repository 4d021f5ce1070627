import DocStreamBSON

/// The indexes of one collection, the `_id` index first, then the others in creation order,
/// kept up to date by every change to the collection's documents.
///
/// A write computes and checks a document's keys for every index before it changes anything
/// (`keys(for:replacing:namespace:)`: 171 parallel arrays, 11000 duplicates), so a refused
/// document leaves every index, and the collection, as they were.
struct IndexCatalog: Sendable {
    private(set) var indexes: [CollectionIndex] = [CollectionIndex(.idIndex)]
    /// What `keepsEntries(changingOnly:)` asks of the indexes, made again when they come, go or
    /// change: asking each index for every document an update changed copied every index.
    /// A short array: comparing a few names is cheaper than hashing one.
    private(set) var keyedFields: [String]? = ["_id"]
    /// For a window of a collection not read (`StoredCollection.window`), which holds some of
    /// its documents: whether one of the others gives a unique index a key.
    var uniqueKeysElsewhere: (@Sendable (CollectionIndex, IndexKey) throws(DocStreamError) -> Bool)?

    /// Every index's keys for one document, in the catalog's order: the `_id` index's one key
    /// kept apart, so a collection with no other index allocates nothing for them.
    struct PreparedKeys: Sendable {
        fileprivate var id: IndexKey
        /// The keys of the indexes after the `_id` index.
        fileprivate var secondary: [DocumentKeys]

        fileprivate func keys(at position: Int) -> DocumentKeys {
            position == 0 ? DocumentKeys(keys: [id], multikeyComponents: []) : secondary[position - 1]
        }
    }

    var specifications: [IndexSpecification] { indexes.map(\.specification) }

    func index(named name: String) -> CollectionIndex? {
        indexes.first { $0.name == name }
    }

    /// The document's keys for every index, refused when a unique index already holds one of
    /// them for another slot than `slot` (the document's own, when it replaces itself). `id`
    /// is the document's `_id`.
    func keys(for document: Document, id: BSONValue, replacing slot: Int?, namespace: Namespace) throws(DocStreamError) -> PreparedKeys {
        // The _id index (always first) has the _id as its one key: an _id is never an array
        // (InvalidIdField), and its uniqueness is checked by the collection's hash of _ids.
        var prepared = PreparedKeys(id: IndexKey(single: id), secondary: [])
        guard indexes.count > 1 else { return prepared }
        prepared.secondary.reserveCapacity(indexes.count - 1)
        // By position: `for index in indexes` would copy each index (its specification, its
        // entries) for every document written.
        for position in indexes.indices.dropFirst() {
            let keys = try indexes[position].keys(for: document)
            if let duplicate = indexes[position].duplicate(among: keys.keys, ignoring: slot) {
                throw indexes[position].duplicateKeyError(duplicate, namespace: namespace)
            }
            if let elsewhere = uniqueKeysElsewhere, indexes[position].specification.isUnique {
                for key in keys.keys where try elsewhere(indexes[position], key) {
                    throw indexes[position].duplicateKeyError(key, namespace: namespace)
                }
            }
            prepared.secondary.append(keys)
        }
        return prepared
    }

    /// Indexes a new document.
    mutating func add(_ prepared: PreparedKeys, slot: Int) {
        indexes[0].add(prepared.id, slot: slot)
        for position in prepared.secondary.indices { indexes[position + 1].add(prepared.secondary[position], slot: slot) }
    }

    /// Replaces the entries of `old` in `slot` with the prepared keys of its replacement,
    /// touching only the indexes whose keys changed.
    mutating func replace(_ old: Document, with prepared: PreparedKeys, slot: Int) {
        for position in indexes.indices {
            let previous = Self.indexedKeys(of: old, in: indexes[position])
            let next = prepared.keys(at: position)
            guard previous != next.keys else { continue }
            indexes[position].remove(previous, slot: slot)
            indexes[position].add(next, slot: slot)
        }
    }

    /// Takes the document in `slot` out of every index.
    mutating func remove(_ document: Document, slot: Int) {
        for position in indexes.indices {
            indexes[position].remove(Self.indexedKeys(of: document, in: indexes[position]), slot: slot)
        }
    }

    /// Puts back a document an undone change had taken out, or adds one again during undo:
    /// it was indexed before, so its keys are known to be valid.
    mutating func restore(_ document: Document, slot: Int) {
        for position in indexes.indices {
            indexes[position].add(DocumentKeys(keys: Self.indexedKeys(of: document, in: indexes[position]), multikeyComponents: []), slot: slot)
        }
    }

    mutating func renumberSlots(_ newSlot: [Int]) {
        for position in indexes.indices { indexes[position].renumberSlots(newSlot) }
    }

    /// Adds a built index.
    mutating func append(_ index: CollectionIndex) {
        indexes.append(index)
        keyedFields = Self.keyedFields(of: indexes)
    }

    /// Gives the index of the same name this specification (another lifetime or visibility:
    /// the same keys).
    mutating func modify(_ specification: IndexSpecification) {
        guard let position = indexes.firstIndex(where: { $0.name == specification.name }) else { return }
        indexes[position].modify(specification)
        keyedFields = Self.keyedFields(of: indexes)
    }

    /// Removes the named indexes (never `_id_`).
    mutating func remove(named names: Set<String>) {
        indexes.removeAll { names.contains($0.name) && !$0.specification.isIDIndex }
        keyedFields = Self.keyedFields(of: indexes)
    }

    /// The keys a document already in the index has there. Generating them again cannot fail:
    /// the same document produced them when it was indexed.
    private static func indexedKeys(of document: Document, in index: CollectionIndex) -> [IndexKey] {
        (try? index.keys(for: document).keys) ?? []
    }
}
