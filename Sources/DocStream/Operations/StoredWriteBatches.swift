import DocStreamBSON

/// Writes with a filter other than `{_id: value}` on a collection too large to read
/// (`Store.streamedCollection`): the matching documents are found by reading it a block at a
/// time, then changed a window of `_id`s at a time (`Store.write(touching:)`), as MongoDB
/// changes the documents of a multi-document write one by one. Each batch changes only those
/// of its `_id`s that still match when it runs. A single-document write with a sort finds its
/// document the same way, keeping only the first in the sort's order.
extension CollectionOperations {
    /// The `_id`s of the documents `query` (of shape `shape`) matches, at most `limit` (0:
    /// all), in batches a window takes: in the order of the index the plan scans when the
    /// record store keeps it (`storedIndexCandidates`), else in natural order, read a block at
    /// a time. Nil when the collection is not too large to read.
    func streamedMatchIDs(_ query: QueryFilter, shape: QueryShape, limit: Int) throws(DocStreamError) -> [[BSONValue]]? {
        let ids: [BSONValue]
        if let candidates = try storedIndexCandidates(shape) {
            var matches: [Document] = []
            for document in candidates.documents where try query.matches(document) { matches.append(document) }
            let ordered = try candidates.inScanOrder(matches) { $0 }
            ids = (limit == 0 ? ordered[...] : ordered.prefix(limit)).map { $0["_id"] ?? .null }
        } else {
            guard let stored = try store.streamedCollection(namespace) else { return nil }
            ids = try stored.matches(namespace, limit: limit == 0 ? nil : limit) { (document) throws(DocStreamError) in
                try query.match(document).map { _ in document["_id"] ?? .null }
            }.matches
        }
        return stride(from: 0, to: ids.count, by: StoredCollection.windowLimit).map {
            Array(ids[$0..<min($0 + StoredCollection.windowLimit, ids.count)])
        }
    }

    /// The `_id` of the document a single-document write changes: the first `query` matches
    /// in `sort` order (of equals, the first in natural order, as a stable sort leaves them),
    /// or as `streamedMatchIDs` gives them without a sort, found keeping one document at a
    /// time. One `_id`, or none when nothing matches; nil when the collection is not too large
    /// to read. A match MongoDB cannot sort (parallel arrays) fails as the sort of the
    /// collection read would.
    func streamedFirstMatchID(_ query: QueryFilter, shape: QueryShape, sort: SortSpecification?) throws(DocStreamError) -> [BSONValue]? {
        guard let sort else { return try streamedMatchIDs(query, shape: shape, limit: 1).map { $0.first ?? [] } }
        var first: (document: Document, key: SortKey)?
        func consider(_ document: Document) throws(DocStreamError) {
            guard try query.matches(document) else { return }
            let key = try sort.checkedSortKey(for: document)
            if let best = first, sort.compare(key, best.key) >= 0 { return }
            first = (document, key)
        }
        if let candidates = try storedIndexCandidates(shape) {
            for document in candidates.documents { try consider(document) }
        } else {
            guard let stored = try store.streamedCollection(namespace) else { return nil }
            var scan = try stored.scan(namespace)
            while let document = try scan.next() { try consider(document) }
        }
        return first.map { [$0.document["_id"] ?? .null] } ?? []
    }
}
