import DocStreamBSON

/// The work a query did, as explain's executionStats reports it.
struct ScanStatistics: Sendable {
    var keysExamined = 0
    var documentsExamined = 0
}

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
    /// What the query planner needs, found once when the query compiles.
    var shape: QueryShape
    /// The filter's near condition bound to the geospatial index that answers it, which keeps
    /// and orders the matches (`bound(in:)`).
    var near: GeoNearSearch?

    /// `variables` are what the filter's `$expr` and the projection's expressions read besides
    /// `$$NOW` (a command's `let`).
    init(
        filter: Document = [:], sort: Document? = nil, projection: Document? = nil, skip: Int = 0, limit: Int = 0,
        variables: ExpressionVariables? = nil, hint: IndexHint? = nil, min: Document? = nil, max: Document? = nil
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
        self.projection = try projection.flatMap { (projection) throws(DocStreamError) in
            projection.isEmpty ? nil : try Projection(projection, variables: variables)
        }
        self.skip = skip
        // A negative limit is MongoDB's "single batch" form: the magnitude is the limit.
        self.limit = limit == .min ? .max : abs(limit)
        shape = QueryShape(filter: filter, sort: self.sort, hint: reverseNaturalOrder ? .natural : hint, min: min, max: max)
        if self.filter.textQuery == nil, self.sort?.usesTextScore == true || self.projection?.usesTextScore == true {
            throw .textScoreUnavailable
        }
    }

    /// The query with its filter's `$text` bound to the collection's text index, and the
    /// projection reading that search's scores; its near condition bound to the geospatial
    /// index that answers it.
    func bound(in operations: CollectionOperations) throws(DocStreamError) -> FindQuery {
        var bound = self
        if filter.textQuery != nil, filter.textSearch == nil {
            bound.filter = try operations.searchingText(filter)
            bound.projection = projection?.searching(bound.filter.textSearch)
        }
        if near == nil, let search = try operations.nearSearch(filter) {
            bound.near = search
            bound.filter = bound.filter.near(search)
        }
        return bound
    }

    /// Whether the matches come out in an order of the query's: a sort, or nearest first.
    var isOrdered: Bool { sort != nil || near != nil }

    /// The matches in the query's order: nearest first for a near condition (leaving out those
    /// outside its distances), then by the sort (ties keeping that order).
    func ordered<Item>(_ items: [(document: Document, match: Item)]) throws(DocStreamError) -> [(document: Document, match: Item)] {
        var items = items
        if let near { items = near.ordered(items).map(\.item) }
        if let sort { items = try sorted(items, by: sort) }
        return items
    }

    /// The find and count commands' IDL validators (`gte: 0`): 51024.
    static func negativeValue(_ field: String, _ value: Int) -> DocStreamError {
        DocStreamError(.location(51024), "BSON field '\(field)' value must be >= 0, actual value '\(value)'")
    }

    /// skip + limit: how many matches the query reads before it can stop (limits near
    /// Int.max saturate instead of overflowing).
    var wanted: Int {
        skip > Int.max - limit ? Int.max : skip + limit
    }

    /// `items` in `sort`'s order; with a limit, only the first `wanted` are kept while sorting.
    func sorted<Item>(_ items: [(document: Document, match: Item)], by sort: SortSpecification) throws(DocStreamError) -> [(document: Document, match: Item)] {
        guard sort.usesTextScore else { return try limit > 0 ? sort.stablySortedPrefix(items, count: wanted) : sort.stablySorted(items) }
        // Sorted by their scores, put where the key reads them, then given back as they were.
        var scored: [(document: Document, match: (document: Document, match: Item))] = []
        scored.reserveCapacity(items.count)
        for item in items {
            // The score the match found, else computed again.
            let score = (item.match as? QueryMatch)?.textScore
            scored.append((try sort.scored(item.document, by: filter.textSearch, score: score), item))
        }
        let ordered = try limit > 0 ? sort.stablySortedPrefix(scored, count: wanted) : sort.stablySorted(scored)
        return ordered.map(\.match)
    }

    /// The page of sorted `items` that skip and limit select.
    func page<Item>(of items: [Item]) -> [Item] {
        let end = limit > 0 ? Swift.min(items.count, wanted) : items.count
        guard skip < end else { return [] }
        return Array(items[skip..<end])
    }
}

extension CollectionOperations {
    /// The matching documents, sorted, skipped, limited and projected.
    func find(_ query: FindQuery) throws(DocStreamError) -> [Document] {
        let query = try query.bound(in: self)
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
        try scan(query).matches
    }

    /// Runs the query as the planner says: the plan picks the documents to test (an index's
    /// candidates, or all), the filter decides; with the work done, for explain.
    func scan(_ query: FindQuery) throws(DocStreamError) -> (matches: [(document: Document, match: QueryMatch)], plan: QueryPlan, statistics: ScanStatistics) {
        var query = try query.bound(in: self)
        if let view = try resolvedView() {
            let found = try matches(query, in: view)
            return (found.matches, .collectionScan, ScanStatistics(documentsExamined: found.documentsRead))
        }
        if let found = try storedPointRead(query) { return found }
        if let found = try storedRangeRead(query) { return found }
        if let found = try storedIndexRead(query) { return found }
        if let found = try storedScan(query) { return found }
        guard let collection = try store.snapshot(namespace) else { return ([], .collectionScan, ScanStatistics()) }
        let plan = try QueryPlanner.plan(query.shape, for: collection)
        if let nearest = try nearestMatches(query, plan: plan, in: collection) {
            return (query.page(of: nearest.matches), plan, nearest.statistics)
        }
        var statistics = ScanStatistics()
        var matches: [(document: Document, match: QueryMatch, slot: Int)] = []
        var keyedSlots: [Int]?
        if let (search, slots, keysExamined) = textSearchFromKeys(plan, in: collection) {
            query.filter = query.filter.searching(search)
            keyedSlots = slots
            statistics.keysExamined = keysExamined
        }
        // In the order wanted, the scan can stop as soon as skip + limit documents matched.
        let isInOrder = !query.isOrdered || plan.providesSort
        let stopAfter = isInOrder && query.limit > 0 ? query.wanted : Int.max
        if stopAfter == .max, let matching = try columnarMatches(query, plan: plan, in: collection) {
            matches = matching
            statistics.documentsExamined = collection.count
        } else {
            var slots = keyedSlots.map { PlanSlots(list: $0) } ?? plan.slots(in: collection, reverseNaturalOrder: query.reverseNaturalOrder)
            var poll = InterruptionPoll()
            while let slot = slots.next() {
                guard let document = collection.slots[slot] else { continue }
                statistics.documentsExamined += 1
                try poll.tick()
                guard let match = try query.filter.match(document) else { continue }
                matches.append((document, match, slot))
                if matches.count >= stopAfter { break }
            }
            if keyedSlots == nil { statistics.keysExamined = slots.keysExamined }
        }
        var results = matches.map { (document: $0.document, match: $0.match) }
        if let sorted = columnarSorted(matches, query: query, plan: plan, in: collection) {
            results = sorted
        } else if query.isOrdered, !plan.providesSort {
            // Ties keep natural order, as a collection scan's stable sort leaves them, whatever
            // order an index gave.
            if case .collectionScan = plan.access {} else { matches.sort { $0.slot < $1.slot } }
            results = try query.ordered(matches.map { (document: $0.document, match: $0.match) })
        }
        return (query.page(of: results), plan, statistics)
    }

    /// A `$text` search whose index keys decide it (`TextSearch.isDecidedByKeys`), given the
    /// scores its plan's scan of the text index reads (the sum of a document's keys for the
    /// search's terms, MongoDB's TEXT_OR), and the documents found in slot order, with the
    /// keys read; nil for other plans.
    private func textSearchFromKeys(_ plan: QueryPlan, in collection: CollectionData) -> (TextSearch, [Int], Int)? {
        guard var search = plan.textSearch, search.isDecidedByKeys, case .indexScan(let scan) = plan.access, let index = plan.index else { return nil }
        let scorePosition = search.definition.prefixFields.count + 1
        var scores: [Int: Double] = [:]
        let everyKey = IndexScan(
            indexName: scan.indexName, isForward: scan.isForward, ranges: scan.ranges, keyChecks: scan.keyChecks, deduplicates: false, sortFields: nil)
        var cursor = everyKey.slots(in: index)
        while let entry = cursor.nextEntry() { scores[entry.slot, default: 0] += entry.key[scorePosition].numericDouble }
        var byID: [MongoEqualityKey: Double] = [:]
        byID.reserveCapacity(scores.count)
        for (slot, score) in scores {
            if let id = collection.slots[slot]?["_id"] { byID[MongoEqualityKey(id)] = score }
        }
        search.scoresFromKeys = byID
        return (search, scores.keys.sorted(), cursor.examinedKeys)
    }

    /// An exact `{_id}` find in a collection not read yet, answered as IDHACK from the
    /// checkpoint's `_id` index and the journal since, without reading the collection; nil
    /// when the query or the collection is not such.
    private func storedPointRead(
        _ query: FindQuery
    ) throws(DocStreamError) -> (matches: [(document: Document, match: QueryMatch)], plan: QueryPlan, statistics: ScanStatistics)? {
        guard let id = query.shape.exactID, let found = try store.storedDocument(namespace, id: id),
            QueryPlanner.answersExactIDs(found.outline)
        else { return nil }
        let plan = try QueryPlanner.plan(query.shape, for: found.outline)
        var matches: [(document: Document, match: QueryMatch)] = []
        if let document = found.document, let match = try query.filter.match(document) { matches.append((document, match)) }
        let examined = found.document == nil ? 0 : 1
        return (query.page(of: matches), plan, ScanStatistics(keysExamined: examined, documentsExamined: examined))
    }

    /// An `_id` range find in a collection not read yet (`QueryShape.idRange`), answered from
    /// the checkpoint's `_id` index and the journal since, in `_id` order as the `_id` index
    /// gives it, without reading the collection; nil when the query or the collection is not
    /// such.
    private func storedRangeRead(
        _ query: FindQuery
    ) throws(DocStreamError) -> (matches: [(document: Document, match: QueryMatch)], plan: QueryPlan, statistics: ScanStatistics)? {
        guard let range = query.shape.idRange, !query.reverseNaturalOrder,
            let found = try store.storedDocuments(namespace, idsFrom: range.lower, to: range.upper),
            let idIndex = found.outline.indexes.indexes.first, idIndex.specification.isIDIndex, !idIndex.specification.isHidden
        else { return nil }
        let plan = try QueryPlanner.plan(query.shape, for: found.outline)
        var matches: [(document: Document, match: QueryMatch)] = []
        for document in range.isDescending ? found.documents.reversed() : found.documents {
            if let match = try query.filter.match(document) { matches.append((document, match)) }
        }
        return (query.page(of: matches), plan, ScanStatistics(keysExamined: found.documents.count, documentsExamined: found.documents.count))
    }

    /// A find in a collection too large to read whose plan scans an index the record store
    /// keeps (`storedIndexCandidates`): answered from that index and the changes since the
    /// checkpoint, without reading the collection; nil when the query or the collection is not
    /// such.
    private func storedIndexRead(
        _ query: FindQuery
    ) throws(DocStreamError) -> (matches: [(document: Document, match: QueryMatch)], plan: QueryPlan, statistics: ScanStatistics)? {
        guard !query.reverseNaturalOrder, let candidates = try storedIndexCandidates(query.shape) else { return nil }
        var matches: [(document: Document, match: QueryMatch)] = []
        for document in candidates.documents {
            if let match = try query.filter.match(document) { matches.append((document, match)) }
        }
        if let sort = query.sort {
            matches = try query.sorted(matches, by: sort)
        } else {
            matches = try candidates.inScanOrder(matches) { $0.document }
        }
        let examined = candidates.documents.count
        return (query.page(of: matches), candidates.plan, ScanStatistics(keysExamined: examined, documentsExamined: examined))
    }

    /// A find in a collection not read yet and too large to read (`Store.streamedCollection`),
    /// answered by a collection scan that reads it a block at a time and keeps only the
    /// matches; nil when the collection is not such.
    private func storedScan(
        _ query: FindQuery
    ) throws(DocStreamError) -> (matches: [(document: Document, match: QueryMatch)], plan: QueryPlan, statistics: ScanStatistics)? {
        guard let stored = try store.streamedCollection(namespace) else { return nil }
        // In natural order, the scan can stop as soon as skip + limit documents matched.
        let stopAfter = !query.isOrdered && !query.reverseNaturalOrder && query.limit > 0 ? query.wanted : nil
        var (matches, examined) = try stored.matches(namespace, limit: stopAfter) { (document) throws(DocStreamError) in
            try query.filter.match(document).map { (document: document, match: $0) }
        }
        if query.reverseNaturalOrder { matches.reverse() }
        matches = try query.ordered(matches)
        return (query.page(of: matches), .collectionScan, ScanStatistics(documentsExamined: examined))
    }

    /// For a find in natural order of `stored`, a collection too large to read
    /// (`Store.streamedCollection`), that no index of the record store answers (what
    /// `storedScan` would answer by keeping every match): the scan that reads the documents a
    /// block at a time, for a cursor to test them as its batches are asked for. Nil for any
    /// other find.
    func streamedScan(_ query: FindQuery, of stored: StoredCollection) throws(DocStreamError) -> StoredScan? {
        guard !query.isOrdered, !query.reverseNaturalOrder, query.near == nil, query.filter.textQuery == nil,
            query.shape.exactID == nil, query.shape.idRange == nil,
            case .collectionScan = try QueryPlanner.plan(query.shape, for: stored.outline).access
        else { return nil }
        return try stored.scan(namespace)
    }

    /// The matches of a collection scan that reads the whole collection, decided on the filter's
    /// fields' columns (`ColumnarFilter.matches(of:in:)`), in the scan's order; nil when the
    /// columns do not serve.
    private func columnarMatches(
        _ query: FindQuery, plan: QueryPlan, in collection: CollectionData
    ) throws(DocStreamError) -> [(document: Document, match: QueryMatch, slot: Int)]? {
        guard case .collectionScan = plan.access, let found = try ColumnarFilter.matches(of: query.filter, in: collection) else { return nil }
        var matches = found.map { (document: collection.slots[$0.slot]!, match: $0.match, slot: $0.slot) }
        if query.reverseNaturalOrder { matches.reverse() }
        return matches
    }

    /// The matches of a collection scan of a large collection in the query's sort order, from
    /// the sort keys' columns (`ColumnarSort`: ties keep natural order); nil when a key is not a
    /// top-level field, its column holds values only the documents order, or strings sort by a
    /// collation.
    private func columnarSorted(
        _ matches: [(document: Document, match: QueryMatch, slot: Int)], query: FindQuery, plan: QueryPlan, in collection: CollectionData
    ) -> [(document: Document, match: QueryMatch)]? {
        guard let sort = query.sort, sort.collator == nil, query.near == nil, case .collectionScan = plan.access, matches.count >= ColumnarScan.minimumInput,
            let columnarSort = ColumnarSort(sort.fields, limit: query.limit > 0 ? query.wanted : nil)
        else { return nil }
        let columns = collection.columnCache.columns(columnarSort.fieldNames, version: collection.version, slots: collection.slots)
        guard let order = columnarSort.run(slots: matches.map(\.slot), columns: columns) else { return nil }
        // Each slot's match (the array position a positional projection reads), by slot.
        var matchIndex = [Int32](repeating: -1, count: collection.slots.count)
        for (index, match) in matches.enumerated() { matchIndex[match.slot] = Int32(index) }
        return order.indices.map { position in
            DocumentPrefetch.ahead(of: position, slots: order, in: collection.slots)
            let match = matches[Int(matchIndex[order[position]])]
            return (match.document, match.match)
        }
    }

    /// How the query would read the collection as it is now (a scan of nothing when it is missing).
    /// `filter` with its `$text` bound to the collection's text index: 27 without one.
    func searchingText(_ filter: QueryFilter) throws(DocStreamError) -> QueryFilter {
        guard filter.textQuery != nil else { return filter }
        return filter.searching(try filter.textSearch(in: store.outline(namespace)?.indexes.specifications, namespace: namespace))
    }

    /// The filter's near condition bound to the collection's geospatial index on its path:
    /// 291 without one, 5626500 on a view; nil for a filter without one, or a collection that
    /// does not exist.
    func nearSearch(_ filter: QueryFilter) throws(DocStreamError) -> GeoNearSearch? {
        guard let nearQuery = filter.nearQuery, let outline = store.outline(namespace) else { return nil }
        // A view's filter joins its pipeline as a $match.
        if outline.options.view != nil { throw GeospatialOperators.nearNeedsOrder() }
        return try GeoNearSearch(nearQuery, indexes: outline.indexes.specifications)
    }

    func plan(_ shape: QueryShape) throws(DocStreamError) -> QueryPlan {
        if try store.streamedCollection(namespace) != nil { return .collectionScan }
        guard let collection = try store.snapshot(namespace), collection.options.view == nil else { return .collectionScan }
        return try QueryPlanner.plan(shape, for: collection)
    }

    /// How many documents match, after skip and limit (0 = no limit).
    func count(filter: Document, skip: Int = 0, limit: Int = 0, hint: IndexHint? = nil) throws(DocStreamError) -> Int {
        let query = try FindQuery(filter: filter, skip: skip, limit: limit, hint: hint).bound(in: self)
        // The whole collection: its size, as MongoDB's COUNT stage reads it from the record store.
        if filter.isEmpty, hint == nil, store.outline(namespace)?.options.view == nil, let total = try store.documentCount(namespace) {
            return max(0, min(total, query.limit > 0 ? query.wanted : total) - skip)
        }
        if let candidates = try storedIndexCandidates(query.shape) {
            // The kept index's candidates, counted: their order does not change how many.
            var matched = 0
            for document in candidates.documents where try query.filter.match(document) != nil { matched += 1 }
            return max(0, min(matched, query.limit > 0 ? query.wanted : matched) - skip)
        }
        if query.near == nil, let stored = try store.streamedCollection(namespace) {
            // Read a block at a time, counting the matches without keeping them.
            let matched = try stored.matches(namespace, limit: query.limit > 0 ? query.wanted : nil) { (document) throws(DocStreamError) in
                try query.filter.match(document).map { _ in () }
            }
            return max(0, matched.matches.count - skip)
        }
        return try matchingDocuments(query).count
    }

    /// The distinct values at `key` among matching documents, arrays flattened one level, in
    /// the order first seen, each once under MongoDB equality.
    func distinct(key: String, filter: Document) throws(DocStreamError) -> [BSONValue] {
        let path = try FieldPath(key)
        var seen = Set<MongoEqualityKey>()
        var values: [BSONValue] = []
        // Values the collation in effect equates are one; the first seen stands for them.
        let collator = Collator.inEffect
        for (document, _) in try matchingDocuments(try FindQuery(filter: filter)) {
            for value in Self.values(at: path.components[...], in: .document(document)) {
                if seen.insert(MongoEqualityKey(collator?.comparable(value) ?? value)).inserted { values.append(value) }
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
    /// The first `count` of `items` in this order, as `stablySorted` would give them, keeping
    /// only `count` at a time.
    func stablySortedPrefix<Item>(_ items: [(document: Document, match: Item)], count: Int) throws(DocStreamError) -> [(document: Document, match: Item)] {
        var best = BoundedSortBuffer<(offset: Int, key: SortKey, item: (document: Document, match: Item))>(limit: count) { lhs, rhs in
            let order = compare(lhs.key, rhs.key)
            return order != 0 ? order < 0 : lhs.offset < rhs.offset
        }
        for (offset, item) in items.enumerated() {
            best.offer((offset, try checkedSortKey(for: item.document), item))
        }
        return best.sorted().map(\.item)
    }

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
