import DocStreamBSON

/// The documents that may match a query on a collection too large to read
/// (`Store.streamedCollection`) whose plan scans an index the record store keeps, found without
/// reading the collection: the plan fixes the index's first field to values by equality
/// (`QueryShape.pointValues`), and the record store's index gives the documents with keys
/// starting with those values, with every document changed since the checkpoint
/// (`StoredCollection.documents(withKeysStartingWith:in:_:)`). The index is not partial (its
/// filter would have to be implied).
struct StoredIndexCandidates {
    let plan: QueryPlan
    let index: CollectionIndex
    /// The `StorageKey`s of the first field's values, in its direction.
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
    /// The candidates of `shape` on the collection (`StoredIndexCandidates`); nil when the
    /// collection is not too large to read, or the query's plan is not such a scan.
    func storedIndexCandidates(_ shape: QueryShape) throws(DocStreamError) -> StoredIndexCandidates? {
        guard let stored = try store.streamedCollection(namespace) else { return nil }
        let plan = try QueryPlanner.plan(shape, for: stored.outline)
        guard case .indexScan = plan.access, let index = plan.index, !index.specification.isIDIndex, index.specification.partialFilter == nil,
              let field = index.specification.fields.first, let values = shape.pointValues(of: field.dotted)
        else { return nil }
        var prefixes: [[UInt8]] = []
        for value in values { prefixes.append(try StorageKey(value, descending: !field.isAscending).bytes) }
        guard let documents = try stored.documents(withKeysStartingWith: prefixes, in: index.specification, namespace) else { return nil }
        return StoredIndexCandidates(plan: plan, index: index, prefixes: prefixes, documents: documents)
    }
}
