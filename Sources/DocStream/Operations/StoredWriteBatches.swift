import DocStreamBSON

/// Writes with a filter other than `{_id: value}` on a collection too large to read
/// (`Store.streamedCollection`): the matching documents are found by reading it a block at a
/// time, then changed a window of `_id`s at a time (`Store.write(touching:)`), as MongoDB
/// changes the documents of a multi-document write one by one. Each batch changes only those
/// of its `_id`s that still match when it runs.
extension CollectionOperations {
    /// The `_id`s of the documents `query` matches, in natural order, at most `limit` (0: all),
    /// in batches a window takes; nil when the collection is not too large to read.
    func streamedMatchIDs(_ query: QueryFilter, limit: Int) throws(DocStreamError) -> [[BSONValue]]? {
        guard let stored = try store.streamedCollection(namespace) else { return nil }
        let ids = try stored.matches(namespace, limit: limit == 0 ? nil : limit) { (document) throws(DocStreamError) in
            try query.match(document).map { _ in document["_id"] ?? .null }
        }.matches
        return stride(from: 0, to: ids.count, by: StoredCollection.windowLimit).map {
            Array(ids[$0..<min($0 + StoredCollection.windowLimit, ids.count)])
        }
    }
}
