import DocStreamBSON

/// The documents that may match a query on a collection too large to read
/// (`Store.streamedCollection`) whose plan scans an index the record store keeps, found without
/// reading the collection: the plan fixes the index's leading fields to values by equality
/// (`QueryShape.pointValues`), and the record store's index gives the documents with keys
/// starting with those values, with every document changed since the checkpoint
/// (`StoredCollection.documents(withKeysStartingWith:in:_:)`); for the `_id` index, the
/// documents of those `_id`s. The index is not partial (its filter would have to be implied).
struct StoredIndexCandidates {
    let plan: QueryPlan
    let index: CollectionIndex
    /// The `StorageKey`s of the leading fields' values, each field in its direction.
    let prefixes: [[UInt8]]
    /// In natural order; the query's filter decides which match.
    let documents: [Document]

    /// `items` in the order the index's scan gives their documents: by the first key each has
    /// under the prefixes (a multikey document comes once), ties in the order given.
    func inScanOrder<Item>(_ items: [Item], document: (Item) -> Document) throws(DocStreamError) -> [Item] {
        var ordered: [(key: [UInt8], offset: Int)] = []
        ordered.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            var first: [UInt8]?
            for key in try index.keys(for: document(item)).keys {
                let bytes = try RecordStore.StoredIndex.storageKey(key, fields: index.specification.fields).bytes
                guard prefixes.contains(where: { bytes.starts(with: $0) }) else { continue }
                if first.map({ bytes.lexicographicallyPrecedes($0) }) ?? true { first = bytes }
            }
            ordered.append((first ?? [], offset))
        }
        ordered.sort { $0.key == $1.key ? $0.offset < $1.offset : $0.key.lexicographicallyPrecedes($1.key) }
        return ordered.map { items[$0.offset] }
    }
}

extension CollectionOperations {
    /// The most key prefixes the leading fields' values may make (`$in` on several fields
    /// multiplies them); the fields after are left to the filter.
    fileprivate static var maximumPrefixes: Int { 1000 }

    /// The candidates of `shape` on the collection (`StoredIndexCandidates`); nil when the
    /// collection is not too large to read, or the query's plan is not such a scan.
    func storedIndexCandidates(_ shape: QueryShape) throws(DocStreamError) -> StoredIndexCandidates? {
        guard let stored = try store.streamedCollection(namespace) else { return nil }
        let plan = try QueryPlanner.plan(shape, for: stored.outline)
        if case .idLookup(let ids) = plan.access, let idIndex = stored.outline.indexes.indexes.first {
            // `_id`s by equality with other conditions, or several: each looked up.
            guard let documents = try stored.documents(withIDs: ids, namespace) else { return nil }
            var prefixes: [[UInt8]] = []
            for id in ids { prefixes.append(try StorageKey(id).bytes) }
            return StoredIndexCandidates(plan: plan, index: idIndex, prefixes: prefixes, documents: documents)
        }
        guard case .indexScan = plan.access, let index = plan.index, !index.specification.isIDIndex, index.specification.partialFilter == nil
        else { return nil }
        // The leading fields fixed by equality, each value of one after each of those before.
        var prefixes: [[UInt8]] = [[]]
        for field in index.specification.fields {
            guard let values = shape.pointValues(of: field.dotted), prefixes.count * values.count <= Self.maximumPrefixes else { break }
            var longer: [[UInt8]] = []
            for prefix in prefixes {
                for value in values {
                    var key = StorageKey()
                    try key.append(value, descending: !field.isAscending)
                    longer.append(prefix + key.bytes)
                }
            }
            prefixes = longer
        }
        guard prefixes != [[]] else { return nil }
        guard let documents = try stored.documents(withKeysStartingWith: prefixes, in: index.specification, namespace) else { return nil }
        return StoredIndexCandidates(plan: plan, index: index, prefixes: prefixes, documents: documents)
    }
}
