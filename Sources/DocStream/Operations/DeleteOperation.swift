import DocStreamBSON

extension CollectionOperations {
    /// Deletes the first matching document (limit 1) or all of them (limit 0); returns how
    /// many. `variables` are what the filter's `$expr` reads besides `$$NOW` (a command's `let`).
    func delete(filter: Document, limit: Int, variables: ExpressionVariables? = nil) throws(DocStreamError) -> Int {
        try Self.checkDeleteLimit(limit)
        let query = try QueryFilter(filter, variables: variables)
        return try store.write(namespace) { (collection) throws(DocStreamError) in
            var deleted = 0
            for slot in collection.slots.indices {
                guard let document = collection.slots[slot], try query.matches(document) else { continue }
                collection.remove(at: slot)
                deleted += 1
                if limit == 1 { break }
            }
            return deleted
        }
    }

    /// A delete removes one document (limit 1) or all that match (limit 0), nothing else.
    static func checkDeleteLimit(_ limit: Int) throws(DocStreamError) {
        guard limit == 0 || limit == 1 else {
            throw .failedToParse("The limit field in delete objects must be 0 or 1. Got \(limit)")
        }
    }

    /// Deletes the first matching document in `sort` order and returns it (findAndModify remove).
    func deleteOne(filter: Document, sort: SortSpecification?, variables: ExpressionVariables? = nil) throws(DocStreamError) -> Document? {
        let query = try QueryFilter(filter, variables: variables)
        return try store.write(namespace) { (collection) throws(DocStreamError) in
            var matches: [(document: Document, match: Int)] = []
            for slot in collection.slots.indices {
                if let document = collection.slots[slot], try query.matches(document) {
                    matches.append((document, slot))
                }
            }
            let ordered = try sort.map { (sort) throws(DocStreamError) in try sort.stablySorted(matches) } ?? matches
            guard let first = ordered.first else { return nil }
            collection.remove(at: first.match)
            return first.document
        }
    }
}
