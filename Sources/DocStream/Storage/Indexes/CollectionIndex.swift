import DocStreamBSON

/// The keys one document gives an index, and where their paths went through arrays.
struct DocumentKeys: Sendable {
    var keys: [IndexKey]
    /// For each key field, the path components at which an array was met; empty when the
    /// document met no array at all.
    var multikeyComponents: [Set<Int>]
    /// For a wildcard index, the dotted paths at which the document met arrays.
    var arrayPaths: Set<String> = []

    static let none = DocumentKeys(keys: [], multikeyComponents: [])
}

/// One index of a collection: its definition, its entries in key order, and which of its
/// paths documents have reached arrays through (MongoDB's multikey paths).
///
/// Keys follow MongoDB's rules (btree_key_generator.cpp, shared with sort keys through
/// `SortKeyGenerator`): a missing field indexes as null, an array gives one key per element
/// (an empty one gives undefined), embedded documents are whole values, two key paths through
/// different arrays are refused (171 CannotIndexParallelArrays). A sparse index skips keys
/// whose fields are all missing; a partial index skips documents its filter does not match.
struct CollectionIndex: Sendable {
    private(set) var specification: IndexSpecification
    private let keyGenerator: SortKeyGenerator
    /// The one top-level field a single-field index reads, for the common case without arrays.
    private let topLevelField: String?
    /// The position of a hashed index's hashed field.
    private let hashedField: Int?
    private(set) var entries: IndexEntries
    /// Per key field, the components at which any indexed document met an array; it only
    /// grows, as MongoDB's multikey flag does until the index is rebuilt.
    private(set) var multikeyComponents: [Set<Int>]
    /// A wildcard index's multikey paths: the dotted paths at which any indexed document met
    /// an array.
    private(set) var wildcardArrayPaths = Set<String>()

    init(_ specification: IndexSpecification) {
        self.specification = specification
        let paths = specification.fields.map(\.path)
        keyGenerator = SortKeyGenerator(paths: paths, isAscending: specification.fields.map(\.isAscending))
        topLevelField = paths.count == 1 && paths[0].count == 1 && specification.wildcard == nil ? paths[0][0] : nil
        hashedField = specification.fields.firstIndex(where: \.isHashed)
        entries = IndexEntries(ascending: specification.keyDirections)
        multikeyComponents = Array(repeating: [], count: paths.count)
    }

    var name: String { specification.name }

    /// Takes options that give the same keys: collMod's lifetime and visibility.
    mutating func modify(_ specification: IndexSpecification) {
        precondition(specification.isEquivalent(to: self.specification), "an index keeps its keys")
        self.specification = specification
    }

    var isMultikey: Bool { multikeyComponents.contains { !$0.isEmpty } || !wildcardArrayPaths.isEmpty }

    /// Whether documents met an array at `path` or a path above it, in a wildcard index.
    func isWildcardMultikey(_ path: [String]) -> Bool {
        (1...path.count).contains { wildcardArrayPaths.contains(path.prefix($0).joined(separator: ".")) }
    }

    /// The keys the document gives this index; throws 171 for parallel arrays and 16746 for a
    /// field name that is also an array position. A hashed field holds its value's hash (a
    /// missing one null's), and refuses an array on its path with 16766, as MongoDB's hashed
    /// key generator does (ExpressionKeysPrivate::getHashKeys). A wildcard index's keys are
    /// `[path, value]` pairs (`WildcardKeys`), a text index's one per term
    /// (`TextIndexDefinition.keys(for:)`), a geospatial index's cells or geohashes
    /// (`GeoIndexDefinition.keys(for:)`).
    ///
    /// Under a collation, the keys are made from the document with its strings replaced by
    /// their comparison keys (`Collator.comparable`), so that they order, and a unique index
    /// equates them, as the collation does; a hashed field hashes that form, as MongoDB does;
    /// a 2dsphere field keeps its GeoJSON.
    func keys(for document: Document) throws(DocStreamError) -> DocumentKeys {
        if let filter = specification.partialFilter, try !filter.matches(document) { return .none }
        let document =
            specification.collation.map { collator in
                collator.comparable(document, keeping: specification.fields.filter { $0.geo != nil }.map { $0.path[...] })
            } ?? document
        if let text = specification.text {
            return DocumentKeys(keys: try text.keys(for: document), multikeyComponents: [])
        }
        if let geo = specification.geo {
            let keys = try geo.keys(for: document)
            return DocumentKeys(keys: distinct(keys.keys, ordering: entries), multikeyComponents: keys.multikeyComponents)
        }
        if let wildcard = specification.wildcard {
            let (keys, arrayPaths) = wildcard.keys(for: document)
            return DocumentKeys(keys: distinct(keys, ordering: entries), multikeyComponents: [], arrayPaths: arrayPaths)
        }
        if let field = topLevelField {
            switch document[field] {
            case .array:
                break
            case let value?:
                return DocumentKeys(keys: [IndexKey(single: hashedField == nil ? value : .int64(HashedIndexKey.hash(value)))], multikeyComponents: [])
            case nil:
                guard !specification.isSparse else { return .none }
                return DocumentKeys(keys: [IndexKey(single: hashedField == nil ? .null : .int64(HashedIndexKey.hash(.null)))], multikeyComponents: [])
            }
        }
        var collector = KeyCollector(fieldCount: specification.fields.count, isSparse: specification.isSparse)
        try keyGenerator.forEachKey(of: document, strict: true, into: &collector)
        var keys = DocumentKeys(keys: distinct(collector.keys, ordering: entries), multikeyComponents: collector.multikeyComponents)
        guard let hashed = hashedField else { return keys }
        guard keys.multikeyComponents.isEmpty || keys.multikeyComponents[hashed].isEmpty else {
            throw DocStreamError(
                .location(16766),
                "Error: hashed indexes do not currently support array values. Found array at path: \(specification.fields[hashed].dotted)")
        }
        for position in keys.keys.indices {
            let hash = BSONValue.int64(HashedIndexKey.hash(keys.keys[position][hashed]))
            if hashed == 0 { keys.keys[position].first = hash } else { keys.keys[position].rest[hashed - 1] = hash }
        }
        return keys
    }

    /// A key of `keys` that a document other than the one in `slot` already holds, which a
    /// unique index refuses; nil when there is none or the index is not unique.
    func duplicate(among keys: [IndexKey], ignoring slot: Int?) -> IndexKey? {
        guard specification.isUnique else { return nil }
        return keys.first { entries.containsKey($0, ownedByOtherThan: slot) }
    }

    /// The slot of the first document holding `key` (the only one, in a unique index).
    func slot(forKey key: IndexKey) -> Int? {
        let position = entries.firstPosition { entries.compare($0.key, key) < 0 }
        guard position.chunk < entries.chunks.count, entries.compare(entries[position].key, key) == 0 else { return nil }
        return entries[position].slot
    }

    /// Adds one plain key (no array met on its path).
    mutating func add(_ key: consuming IndexKey, slot: Int) {
        entries.insert(IndexEntry(key: key, slot: slot))
    }

    mutating func add(_ keys: DocumentKeys, slot: Int) {
        for key in keys.keys { entries.insert(IndexEntry(key: key, slot: slot)) }
        for (field, components) in keys.multikeyComponents.enumerated() where !components.isSubset(of: multikeyComponents[field]) {
            multikeyComponents[field].formUnion(components)
        }
        if !keys.arrayPaths.isSubset(of: wildcardArrayPaths) { wildcardArrayPaths.formUnion(keys.arrayPaths) }
    }

    mutating func remove(_ keys: [IndexKey], slot: Int) {
        for key in keys { entries.remove(IndexEntry(key: key, slot: slot)) }
    }

    mutating func renumberSlots(_ newSlot: [Int]) {
        entries.renumberSlots(newSlot)
    }

    /// Builds the index over `documents` (slot, document) at once; a unique index over
    /// duplicate keys fails with 11000 naming the first duplicate, as an index build does.
    static func build(_ specification: IndexSpecification, over documents: some Sequence<(slot: Int, document: Document)>, namespace: Namespace)
        throws(DocStreamError) -> CollectionIndex
    {
        var index = CollectionIndex(specification)
        var all: [IndexEntry] = []
        for (slot, document) in documents {
            let keys = try index.keys(for: document)
            for key in keys.keys { all.append(IndexEntry(key: key, slot: slot)) }
            for (field, components) in keys.multikeyComponents.enumerated() { index.multikeyComponents[field].formUnion(components) }
            index.wildcardArrayPaths.formUnion(keys.arrayPaths)
        }
        index.entries = IndexEntries(ascending: index.entries.ascending, unsorted: all)
        if specification.isUnique {
            var previous: IndexEntry?
            for chunk in index.entries.chunks {
                for entry in chunk {
                    if let previous, previous.slot != entry.slot, index.entries.compare(previous.key, entry.key) == 0 {
                        throw index.duplicateKeyError(entry.key, namespace: namespace)
                    }
                    previous = entry
                }
            }
        }
        return index
    }

    /// MongoDB's 11000 DuplicateKey: the message names the index and the key by its fields;
    /// `keyPattern` and `keyValue` give them as documents.
    func duplicateKeyError(_ key: IndexKey, namespace: Namespace) -> DocStreamError {
        let fields = specification.fields.enumerated().map { (field: $1.dotted, value: key[$0]) }
        let text = fields.map { "\($0.field): \($0.value.serverText)" }
        // MongoDB names the index's collation, whose comparison keys the key holds.
        let collation = specification.collation.map { " collation: \($0.specification.serverText)" } ?? ""
        return DocStreamError(
            .duplicateKey, "E11000 duplicate key error collection: \(namespace) index: \(name)\(collation) dup key: { \(text.joined(separator: ", ")) }",
            extraInfo: ["keyPattern": .document(specification.keyPattern), "keyValue": .document(Document(fields.map { ($0.field, $0.value) }))])
    }
}

/// Gathers a document's keys from the key generator.
private struct KeyCollector: KeyConsumer {
    let fieldCount: Int
    let isSparse: Bool
    var keys: [IndexKey] = []
    var multikeyComponents: [Set<Int>]

    init(fieldCount: Int, isSparse: Bool) {
        self.fieldCount = fieldCount
        self.isSparse = isSparse
        multikeyComponents = Array(repeating: [], count: fieldCount)
    }

    mutating func consume(_ values: [BSONValue], missing: UInt64) {
        // A sparse index leaves out keys with every field missing (null because absent).
        if isSparse, missing == (UInt64(1) << fieldCount) - 1 { return }
        keys.append(IndexKey(values))
    }

    mutating func metArray(path: Int, component: Int) {
        multikeyComponents[path].insert(component)
    }

    func parallelArrays(_ first: String, _ second: String) -> DocStreamError {
        DocStreamError(.cannotIndexParallelArrays, "cannot index parallel arrays [\(second)] [\(first)]")
    }
}

/// The keys, each once under MongoDB equality (an array holding 1 twice is one key).
private func distinct(_ keys: [IndexKey], ordering entries: IndexEntries) -> [IndexKey] {
    guard keys.count > 1 else { return keys }
    let sorted = keys.sorted { entries.compare($0, $1) < 0 }
    var distinct: [IndexKey] = [sorted[0]]
    for key in sorted.dropFirst() where entries.compare(key, distinct[distinct.count - 1]) != 0 {
        distinct.append(key)
    }
    return distinct
}
