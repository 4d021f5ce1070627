import DocStreamBSON

extension CollectionOperations {
    /// Deletes the first matching document (limit 1) or all of them (limit 0); returns how
    /// many. `variables` are what the filter's `$expr` reads besides `$$NOW` (a command's `let`).
    /// With `retryable`, the statement's reply fields are journaled with the change.
    func delete(
        filter: Document, limit: Int, variables: ExpressionVariables? = nil, hint: IndexHint? = nil, retryable: RetryableWrite<Int>? = nil
    ) throws(DocStreamError) -> Int {
        try Self.checkDeleteLimit(limit)
        var query = try searchingText(QueryFilter(filter, variables: variables))
        let near = try nearSearch(query)
        query = query.near(near)
        let shape = QueryShape(filter: filter, hint: hint)
        let exactID = QueryShape.exactID(of: filter)
        return try store.waitingForTransactions { () throws(DocStreamError) -> Int in
            // A collection too large to read: the matches a batch of `_id`s at a time. A multi
            // delete is not retryable, and a batch of it would record the statement.
            if exactID == nil, near == nil, retryable == nil || limit == 1, let batches = try streamedMatchIDs(query, shape: shape, limit: limit) {
                var removed = 0
                let attempt = retryable?.recordingNothing { $0 == 0 }
                for batch in batches {
                    removed += try remove(query, shape: shape, limit: limit, retryable: attempt, among: batch)
                }
                // The one match found no longer matches: the delete runs on the collection read.
                if limit == 0 || removed > 0 || batches.isEmpty { return removed }
            }
            return try remove(query, near: near, shape: shape, limit: limit, retryable: retryable, among: exactID.map { [$0] })
        }
    }

    /// Removes the matches (the first with `limit` 1); `among`, when given, limits them to the
    /// documents of these `_id`s, and the write runs on a window of them when the collection
    /// is not read yet.
    private func remove(
        _ query: QueryFilter, near: GeoNearSearch? = nil, shape: QueryShape, limit: Int, retryable: RetryableWrite<Int>?, among ids: [BSONValue]?
    ) throws(DocStreamError) -> Int {
        let allowed = ids.map { Set($0.map(MongoEqualityKey.init)) }
        return try store.write(namespace, retryable: retryable, touching: ids) { (collection) throws(DocStreamError) in
            // The matches first, then the removals, so the scan reads an index the removals do not change.
            let plan = try QueryPlanner.plan(shape, for: collection)
            var targets: [Int] = []
            // Deleting all matches reads the whole collection: a large one is matched on its columns, as find is.
            let isAllowed = { (document: Document) in allowed?.contains(MongoEqualityKey(document["_id"] ?? .null)) ?? true }
            if let near {
                // A near condition keeps the matches within its distances, nearest first.
                var matches: [(document: Document, match: Int)] = []
                for slot in plan.slots(in: collection) {
                    guard let document = collection.slots[slot], try query.matches(document), isAllowed(document) else { continue }
                    matches.append((document, slot))
                }
                targets = near.ordered(matches).prefix(limit == 1 ? 1 : .max).map(\.item.match)
            } else if limit == 0, case .collectionScan = plan.access, let matches = try ColumnarFilter.matches(of: query, in: collection) {
                targets = matches.map(\.slot).filter { isAllowed(collection.slots[$0]!) }
            } else {
                var poll = InterruptionPoll()
                for slot in plan.slots(in: collection) {
                    try poll.tick()
                    guard let document = collection.slots[slot], try query.matches(document), isAllowed(document) else { continue }
                    targets.append(slot)
                    if limit == 1 { break }
                }
            }
            collection.reserveCapacity(forChanging: targets.count)
            for slot in targets { collection.remove(at: slot) }
            return targets.count
        }
    }

    /// A delete removes one document (limit 1) or all that match (limit 0), nothing else.
    static func checkDeleteLimit(_ limit: Int) throws(DocStreamError) {
        guard limit == 0 || limit == 1 else {
            throw .failedToParse("The limit field in delete objects must be 0 or 1. Got \(limit)")
        }
    }

    /// Deletes the first matching document in `sort` order and returns it (findAndModify remove).
    func deleteOne(
        filter: Document, sort: SortSpecification?, variables: ExpressionVariables? = nil, hint: IndexHint? = nil,
        retryable: RetryableWrite<Document?>? = nil
    ) throws(DocStreamError) -> Document? {
        let query = try searchingText(QueryFilter(filter, variables: variables))
        let shape = QueryShape(filter: filter, sort: sort, hint: hint)
        if let near = try nearSearch(query) {
            return try store.waitingForTransactions { () throws(DocStreamError) -> Document? in
                try removeFirst(query.near(near), near: near, shape: shape, sort: sort, retryable: retryable, among: nil)
            }
        }
        return try store.waitingForTransactions { () throws(DocStreamError) -> Document? in
            if let id = QueryShape.exactID(of: filter) { return try removeFirst(query, shape: shape, sort: sort, retryable: retryable, among: [id]) }
            // A collection too large to read: its first match, found a block at a time, on a
            // window (of no document when nothing matches); the collection read when that
            // document no longer matches.
            if let first = try streamedFirstMatchID(query, shape: shape, sort: sort) {
                guard !first.isEmpty else { return try removeFirst(query, shape: shape, sort: sort, retryable: retryable, among: []) }
                if let removed = try removeFirst(query, shape: shape, sort: sort, retryable: retryable?.recordingNothing { $0 == nil }, among: first) {
                    return removed
                }
            }
            return try removeFirst(query, shape: shape, sort: sort, retryable: retryable, among: nil)
        }
    }

    /// Removes the first match in `sort` order and returns it; `among`, when given, names the
    /// documents the write may run on a window of when the collection is not read yet.
    private func removeFirst(
        _ query: QueryFilter, near: GeoNearSearch? = nil, shape: QueryShape, sort: SortSpecification?, retryable: RetryableWrite<Document?>?,
        among ids: [BSONValue]?
    ) throws(DocStreamError) -> Document? {
        try store.write(namespace, retryable: retryable, touching: ids) { (collection) throws(DocStreamError) in
            let plan = try QueryPlanner.plan(shape, for: collection)
            let firstIsEnough = (sort == nil || plan.providesSort) && near == nil
            var matches: [(document: Document, match: Int)] = []
            var poll = InterruptionPoll()
            for slot in plan.slots(in: collection) {
                try poll.tick()
                guard let document = collection.slots[slot], try query.matches(document) else { continue }
                matches.append((document, slot))
                if firstIsEnough { break }
            }
            // A near condition keeps the matches within its distances, nearest first; a sort
            // then orders them, ties keeping that order.
            if let near { matches = near.ordered(matches).map(\.item) }
            let ordered = try sort.map { (sort) throws(DocStreamError) in firstIsEnough ? matches : try sort.stablySorted(matches) } ?? matches
            guard let first = ordered.first else { return nil }
            collection.remove(at: first.match)
            return first.document
        }
    }
}
