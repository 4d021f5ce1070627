import DocStreamBSON

/// A compiled find: filter, sort, skip, limit and projection.
struct FindQuery: Sendable {
    var filter: QueryFilter
    var sort: SortSpecification?
    /// `{$natural: -1}`: the collection in reverse storage order (newest first).
    var reverseNaturalOrder = false
    var projection: Projection?
    var skip = 0
    /// 0 means no limit, as in MongoDB.
    var limit = 0

    /// `variables` are what the filter's `$expr` and the projection's expressions read besides
    /// `$$NOW` (a command's `let`).
    init(
        filter: Document = [:], sort: Document? = nil, projection: Document? = nil, skip: Int = 0, limit: Int = 0,
        variables: ExpressionVariables? = nil
    ) throws(DocStreamError) {
        guard skip >= 0 else { throw Self.negativeValue("skip", skip) }
        self.filter = try QueryFilter(filter, variables: variables)
        // {$natural: 1 | -1} alone is storage order, which is insertion order here, or its
        // reverse; SortSpecification refuses $natural beside other keys.
        if let sort, sort.count == 1, let direction = sort["$natural"]?.saturatingInteger(in: Int64.min...Int64.max), abs(direction) == 1 {
            reverseNaturalOrder = direction == -1
        } else {
            self.sort = try sort.flatMap { (sort) throws(DocStreamError) in sort.isEmpty ? nil : try SortSpecification(sort) }
        }
        self.projection = try projection.flatMap { (projection) throws(DocStreamError) in projection.isEmpty ? nil : try Projection(projection, variables: variables) }
        self.skip = skip
        // A negative limit is MongoDB's "single batch" form: the magnitude is the limit.
        self.limit = abs(limit)
    }

    /// The find and count commands' IDL validators (`gte: 0`): 51024.
    static func negativeValue(_ field: String, _ value: Int) -> DocStreamError {
        DocStreamError(code: 51024, codeName: "Location51024", message: "BSON field '\(field)' value must be >= 0, actual value '\(value)'")
    }
}

extension CollectionOperations {
    /// The matching documents, sorted, skipped, limited and projected.
    func find(_ query: FindQuery) throws(DocStreamError) -> [Document] {
        let matches = try matchingDocuments(query)
        var results: [Document] = []
        for (document, match) in matches {
            results.append(try query.projection?.apply(to: document, match: match) ?? document)
        }
        return results
    }

    /// The matching documents with their match details, sorted, skipped and limited, before
    /// projection (findAndModify and updates need the stored documents).
    func matchingDocuments(_ query: FindQuery) throws(DocStreamError) -> [(document: Document, match: QueryMatch)] {
        guard let collection = store.snapshot(namespace) else { return [] }
        var matches: [(document: Document, match: QueryMatch)] = []
        // Without a sort, the scan can stop as soon as skip + limit documents matched.
        let stopAfter = query.sort == nil && query.limit > 0 ? query.skip + query.limit : Int.max
        func scan(_ documents: some Sequence<Document>) throws(DocStreamError) {
            for document in documents {
                guard let match = try query.filter.match(document) else { continue }
                matches.append((document, match))
                if matches.count >= stopAfter { break }
            }
        }
        if query.reverseNaturalOrder {
            try scan(collection.slots.reversed().lazy.compactMap { $0 })
        } else {
            try scan(collection.documents)
        }
        if let sort = query.sort {
            matches = try sort.stablySorted(matches)
        }
        let end = query.limit > 0 ? min(matches.count, query.skip + query.limit) : matches.count
        guard query.skip < end else { return [] }
        return Array(matches[query.skip..<end])
    }

    /// How many documents match, after skip and limit (0 = no limit).
    func count(filter: Document, skip: Int = 0, limit: Int = 0) throws(DocStreamError) -> Int {
        try matchingDocuments(FindQuery(filter: filter, skip: skip, limit: limit)).count
    }

    /// The distinct values at `key` among matching documents, arrays flattened one level, in
    /// the order first seen, each once under MongoDB equality.
    func distinct(key: String, filter: Document) throws(DocStreamError) -> [BSONValue] {
        let path = try FieldPath(key)
        var seen = Set<MongoEqualityKey>()
        var values: [BSONValue] = []
        for (document, _) in try matchingDocuments(try FindQuery(filter: filter)) {
            for value in Self.values(at: path.components[...], in: .document(document)) {
                if seen.insert(MongoEqualityKey(value)).inserted { values.append(value) }
            }
        }
        return values
    }

    /// The values distinct() reads along a path: arrays of documents are traversed, and an
    /// array at the end contributes its elements.
    private static func values(at path: ArraySlice<String>, in value: BSONValue) -> [BSONValue] {
        guard let component = path.first else {
            if case .array(let elements) = value { return elements }
            return [value]
        }
        switch value {
        case .document(let document):
            return document[component].map { values(at: path.dropFirst(), in: $0) } ?? []
        case .array(let elements):
            if let index = Int(component), elements.indices.contains(index) {
                return values(at: path.dropFirst(), in: elements[index])
            }
            return elements.flatMap { values(at: path, in: $0) }
        default:
            return []
        }
    }
}

extension SortSpecification {
    /// `items` ordered by this specification, keeping the original order of ties; each
    /// document's sort key is computed once. Fails on documents MongoDB cannot sort (parallel arrays).
    func stablySorted<Item>(_ items: [(document: Document, match: Item)]) throws(DocStreamError) -> [(document: Document, match: Item)] {
        var keyed: [(offset: Int, key: SortKey, item: (document: Document, match: Item))] = []
        keyed.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            keyed.append((offset, try checkedSortKey(for: item.document), item))
        }
        return keyed.sorted { lhs, rhs in
            let order = compare(lhs.key, rhs.key)
            return order != 0 ? order < 0 : lhs.offset < rhs.offset
        }.map(\.item)
    }
}
