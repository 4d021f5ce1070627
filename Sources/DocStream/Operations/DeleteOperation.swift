import DocStreamBSON

extension CollectionOperations {
    /// Deletes the first matching document (limit 1) or all of them (limit 0); returns how
    /// many. `variables` are what the filter's `$expr` reads besides `$$NOW` (a command's `let`).
    /// With `retryable`, the statement's reply fields are journaled with the change.
    func delete(
        filter: Document, limit: Int, variables: ExpressionVariables? = nil, hint: IndexHint? = nil, retryable: RetryableWrite<Int>? = nil
    ) throws(DocStreamError) -> Int {
        try Self.checkDeleteLimit(limit)
        let query = try QueryFilter(filter, variables: variables)
        let shape = QueryShape(filter: filter, hint: hint)
        let exactID = QueryShape.exactID(of: filter)
        return try store.waitingForTransactions { () throws(DocStreamError) -> Int in try store.write(namespace, retryable: retryable, touching: exactID.map { [$0] }) { (collection) throws(DocStreamError) in
            // The matches first, then the removals, so the scan reads an index the removals do not change.
            let plan = try QueryPlanner.plan(shape, for: collection)
            var targets: [Int] = []
            // Deleting all matches reads the whole collection: a large one is matched on its columns, as find is.
            if limit == 0, case .collectionScan = plan.access, let matches = try ColumnarFilter.matches(of: query, in: collection) {
                targets = matches.map(\.slot)
            } else {
                for slot in plan.slots(in: collection) {
                    guard let document = collection.slots[slot], try query.matches(document) else { continue }
                    targets.append(slot)
                    if limit == 1 { break }
                }
            }
            for slot in targets { collection.remove(at: slot) }
            return targets.count
        } }
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
        let query = try QueryFilter(filter, variables: variables)
        let shape = QueryShape(filter: filter, sort: sort, hint: hint)
        let exactID = QueryShape.exactID(of: filter)
        return try store.waitingForTransactions { () throws(DocStreamError) -> Document? in try store.write(namespace, retryable: retryable, touching: exactID.map { [$0] }) { (collection) throws(DocStreamError) in
            let plan = try QueryPlanner.plan(shape, for: collection)
            let firstIsEnough = sort == nil || plan.providesSort
            var matches: [(document: Document, match: Int)] = []
            for slot in plan.slots(in: collection) {
                guard let document = collection.slots[slot], try query.matches(document) else { continue }
                matches.append((document, slot))
                if firstIsEnough { break }
            }
            let ordered = try sort.map { (sort) throws(DocStreamError) in firstIsEnough ? matches : try sort.stablySorted(matches) } ?? matches
            guard let first = ordered.first else { return nil }
            collection.remove(at: first.match)
            return first.document
        } }
    }
}
