import DocStreamBSON

/// The documents that may match a query on a collection too large to read
/// (`Store.streamedCollection`) whose plan scans an index the record store keeps, found without
/// reading the collection: the query fixes the index's leading fields to values by equality
/// (`QueryShape.pointValues`) and may bound the next by a range (`QueryShape.rangeBound`), and
/// the record store's index gives the documents with keys in those spans, with every document
/// changed since the checkpoint (`StoredCollection.documents(in:of:_:)`); for a plan that looks
/// `_id`s up, the documents of those `_id`s. The index is not partial (its filter would have to
/// be implied).
struct StoredIndexCandidates {
    let plan: QueryPlan
    let index: CollectionIndex
    /// The stretches of the index's keys the documents' keys lie in.
    let spans: [IndexKeySpan]
    /// In natural order; the query's filter decides which match.
    let documents: [Document]

    /// `items` in the order the index's scan gives their documents: by the first key each has
    /// in the spans (a multikey document comes once), ties in the order given.
    func inScanOrder<Item>(_ items: [Item], document: (Item) -> Document) throws(DocStreamError) -> [Item] {
        var ordered: [(key: [UInt8], offset: Int)] = []
        ordered.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            var first: [UInt8]?
            for key in try index.keys(for: document(item)).keys {
                let bytes = try RecordStore.StoredIndex.storageKey(key, directions: index.specification.keyDirections).bytes
                guard spans.contains(where: { $0.contains(bytes) }) else { continue }
                if first.map({ bytes.lexicographicallyPrecedes($0) }) ?? true { first = bytes }
            }
            ordered.append((first ?? [], offset))
        }
        ordered.sort { $0.key == $1.key ? $0.offset < $1.offset : $0.key.lexicographicallyPrecedes($1.key) }
        return ordered.map { items[$0.offset] }
    }

    /// The spans of keys that start with one of `prefixes` and whose next component lies on
    /// `bound`'s side of its value, within the value's type (a component's first byte), for a
    /// field ascending or not.
    static func spans(
        after prefixes: [[UInt8]], bound: (value: BSONValue, isLower: Bool, isInclusive: Bool), isAscending: Bool
    ) throws(DocStreamError) -> [IndexKeySpan] {
        let component = try StorageKey(bound.value, descending: !isAscending).bytes
        let type = component[0]
        // Descending components are inverted: values above the bound come before it.
        let isBefore = bound.isLower != isAscending
        return prefixes.map { prefix in
            let key = prefix + component
            let typeStart = prefix + [type]
            let typeEnd = typeStart.successorOfPrefix
            if isBefore {
                return IndexKeySpan(start: typeStart, end: bound.isInclusive ? key.successorOfPrefix : key)
            }
            return IndexKeySpan(start: bound.isInclusive ? key : key.successorOfPrefix ?? key, end: typeEnd)
        }
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
            // The record store keys `_id`s by their bytes: under the collection's collation
            // (a `collatedID`) it cannot look strings up.
            if stored.outline.options.collation != nil, ids.contains(where: Collator.holdsStrings) { return nil }
            // `_id`s by equality with other conditions, or several: each looked up.
            guard let documents = try stored.documents(withIDs: ids, namespace) else { return nil }
            var spans: [IndexKeySpan] = []
            for id in ids { spans.append(IndexKeySpan(prefix: try StorageKey(id).bytes)) }
            return StoredIndexCandidates(plan: plan, index: idIndex, spans: spans, documents: documents)
        }
        guard case .indexScan = plan.access, let index = plan.index, !index.specification.isIDIndex, index.specification.partialFilter == nil,
            plan.wildcardPath == nil, plan.textSearch == nil, index.specification.geo == nil
        else { return nil }
        // The leading fields fixed by equality, each value of one after each of those before.
        let fields = index.specification.fields
        var prefixes: [[UInt8]] = [[]]
        var fixedFields = 0
        for field in fields {
            guard let values = shape.pointValues(of: field.dotted), prefixes.count * values.count <= Self.maximumPrefixes else { break }
            var longer: [[UInt8]] = []
            for prefix in prefixes {
                for value in values {
                    var key = StorageKey()
                    try key.append(field.isHashed ? .int64(HashedIndexKey.hash(value)) : value, descending: !field.isAscending)
                    longer.append(prefix + key.bytes)
                }
            }
            prefixes = longer
            fixedFields += 1
        }
        // Then a range on the next field, if any.
        let spans: [IndexKeySpan]
        // A hashed field's keys are in no order of its values.
        if fixedFields < fields.count, !fields[fixedFields].isHashed, let bound = shape.rangeBound(of: fields[fixedFields].dotted) {
            spans = try StoredIndexCandidates.spans(after: prefixes, bound: bound, isAscending: fields[fixedFields].isAscending)
        } else {
            guard fixedFields > 0 else { return nil }
            spans = prefixes.map(IndexKeySpan.init(prefix:))
        }
        guard let documents = try stored.documents(in: spans, of: index.specification, namespace) else { return nil }
        return StoredIndexCandidates(plan: plan, index: index, spans: spans, documents: documents)
    }
}
