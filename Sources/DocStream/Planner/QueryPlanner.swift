import DocStreamBSON

/// A query's `hint`: the index it must use, by name or key pattern, or `{$natural: ±1}` for a
/// collection scan.
enum IndexHint: Sendable {
    case name(String)
    case keyPattern(Document)
    case natural

    /// Reads a command's `hint`; nil when absent or empty.
    init?(_ value: BSONValue?) throws(DocStreamError) {
        switch value {
        case nil:
            return nil
        case .string(let name)?:
            self = .name(name)
        case .document(let pattern)?:
            if pattern.isEmpty { return nil }
            self = pattern.keys == ["$natural"] ? .natural : .keyPattern(pattern)
        case let other?:
            throw .failedToParse("hint must be a string or an object, not \(other.type.alias)")
        }
    }
}

/// What a query asks of the planner: its index-answerable conditions, its sort, its hint, and
/// find's `min` / `max` (the hinted index's keys from `min`, inclusive, up to `max`, exclusive).
struct QueryShape: Sendable {
    /// The value of a filter that is exactly `{_id: <scalar>}`, without sort, hint or key
    /// range: MongoDB's IDHACK, which the planner answers from the collection's `_id` hash
    /// without the predicates (parsing them was a tenth of a single update by `_id`).
    let exactID: BSONValue?
    /// The string of a filter `{_id: <string>}` under a collation (not an `exactID`): the
    /// `_id` hash answers it when the collection's collation is the query's.
    let collatedID: BSONValue?
    private let filter: Document
    private let parsedPredicates: QueryPredicates?
    let sort: [(path: String, isAscending: Bool)]
    let hint: IndexHint?
    let min: Document?
    let max: Document?
    /// The filter's `$text`, which only the collection's text index answers.
    let textQuery: TextQuery?
    /// Whether every match holds the `$text` (it is not under `$or`).
    let textIsConjunctive: Bool
    /// The filter's near condition, which only a geospatial index on its path answers.
    let nearQuery: GeoNearQuery?
    /// The filter's `$geoWithin` and `$geoIntersects` conditions every match holds (at its top
    /// level or under `$and`), which a geospatial index on their path may answer.
    let geoConditions: [(path: String, region: GeoRegion)]
    /// Whether the filter compares strings (a string anywhere in its values) or the query
    /// sorts: then the collation decides the answer. Walked only where a collation is met.
    var comparesStringsOrSorts: Bool {
        Self.comparesStringsOrSorts(filter: filter, sort: sort)
    }

    private static func comparesStringsOrSorts(filter: Document, sort: [(path: String, isAscending: Bool)]) -> Bool {
        !sort.isEmpty || Collator.holdsStrings(.document(filter))
    }

    /// Whether the query may read `index`: an index keys strings under its collation (their
    /// comparison keys under one), which answers a query comparing strings or sorting only
    /// under the same collation, and any other query.
    func mayRead(_ index: CollectionIndex) -> Bool {
        index.specification.collation?.specification == Collator.inEffect?.specification || !comparesStringsOrSorts
    }

    init(filter: Document, sort: SortSpecification? = nil, hint: IndexHint? = nil, min: Document? = nil, max: Document? = nil) {
        self.filter = filter
        self.sort = sort?.fields ?? []
        self.hint = hint
        self.min = min.flatMap { $0.isEmpty ? nil : $0 }
        self.max = max.flatMap { $0.isEmpty ? nil : $0 }
        // The `_id` hash files strings by the collection's collation: under a collation a
        // string `_id` is a `collatedID`, which it answers when the two collations match.
        let comparesUnderCollation = Collator.inEffect != nil && Self.comparesStringsOrSorts(filter: filter, sort: self.sort)
        let isPlain = self.sort.isEmpty && hint == nil && self.min == nil && self.max == nil
        exactID = isPlain && !comparesUnderCollation ? Self.exactID(of: filter) : nil
        collatedID = isPlain && comparesUnderCollation ? Self.scalarID(of: filter) : nil
        parsedPredicates = exactID == nil ? QueryPredicates(filter: filter) : nil
        // The filter compiled first: its `$text` errors were raised then.
        textQuery = exactID == nil ? (try? TextQuery.find(in: filter)) ?? nil : nil
        textIsConjunctive = TextQuery.isConjunctive(in: filter)
        nearQuery = exactID == nil ? (try? GeoNearQuery.find(in: filter)) ?? nil : nil
        geoConditions = exactID == nil ? Self.geoConditions(in: filter) : []
    }

    /// `{path: {$geoWithin | $within | $geoIntersects: {<shape>: ...}}}` at the top level and
    /// under `$and`, with their regions (an `$geoIntersects` one on the sphere); conditions
    /// that do not compile are left to the filter's own errors.
    private static func geoConditions(in filter: Document) -> [(path: String, region: GeoRegion)] {
        var found: [(path: String, region: GeoRegion)] = []
        for (key, value) in filter {
            if key == "$and" {
                for case .document(let clause) in value.arrayValue ?? [] { found += geoConditions(in: clause) }
                continue
            }
            guard !key.hasPrefix("$"), case .document(let conditions) = value else { continue }
            for (name, operand) in conditions where GeospatialOperators.regionOperators.contains(name) {
                guard case .document(let specifiers) = operand,
                    let (specifier, shape) = specifiers.first(where: { $0.key != "$uniqueDocs" }),
                    var region = try? GeoRegion(specifier, shape)
                else { continue }
                if name == "$geoIntersects" {
                    guard let spherical = region.projectedToSphere else { continue }
                    region = spherical
                }
                found.append((key, region))
            }
        }
        return found
    }

    /// The filter's index-answerable conditions; for an `exactID` shape made when asked (explain).
    var predicates: QueryPredicates {
        parsedPredicates ?? QueryPredicates(filter: filter)
    }

    /// One end of an `_id` range: the value, and whether the range takes it in.
    typealias IDBound = (value: BSONValue, isInclusive: Bool)

    /// The range of a filter that is exactly `{_id: {$gt | $gte: a, $lt | $lte: b}}` (either
    /// end or both), without a hint, a key range or a sort other than by `_id`: one stretch of
    /// the `_id` index, read ascending or (sorted `{_id: -1}`) descending. Every document
    /// the filter matches lies within it (in MongoDB's order of values); the filter still
    /// decides. Nil for any other filter, for array or regular expression bounds, and under a
    /// collation for bounds of strings or MinKey/MaxKey.
    var idRange: (lower: IDBound?, upper: IDBound?, isDescending: Bool)? {
        guard hint == nil, min == nil, max == nil, sort.count <= 1, sort.first.map({ $0.path == "_id" }) ?? true,
            case .document(let conditions)? = filter.onlyValue(named: "_id"), !conditions.isEmpty
        else { return nil }
        var lower: IDBound?
        var upper: IDBound?
        for (name, value) in conditions {
            switch value {
            case .array, .regex: return nil
            // The `_id` index orders strings by their bytes: under a collation, bounds of
            // strings, or MinKey and MaxKey, which reach them, are not its ranges.
            case .minKey, .maxKey: if Collator.inEffect != nil { return nil }
            default: if Collator.inEffect != nil, Collator.holdsStrings(value) { return nil }
            }
            switch name {
            case "$gt", "$gte":
                guard lower == nil else { return nil }
                lower = (value, name == "$gte")
            case "$lt", "$lte":
                guard upper == nil else { return nil }
                upper = (value, name == "$lte")
            default:
                return nil
            }
        }
        return (lower, upper, sort.first.map { !$0.isAscending } ?? false)
    }

    /// The values a filter's top-level condition on `field` matches by equality alone, when it
    /// is `value`, `{$eq: value}` or `{$in: [values]}` of values an index key equals exactly
    /// (no array, regular expression, null, MinKey or MaxKey, which match more than their own
    /// key): every matching document gives an index on `field` one of these keys, whether it
    /// is multikey or not. Nil for any other condition.
    func pointValues(of field: String) -> [BSONValue]? {
        guard let condition = filter[field] else { return nil }
        guard case .document(let operators) = condition, operators.keys.first?.hasPrefix("$") == true else {
            return Self.matchesOwnKey(condition) ? [condition] : nil
        }
        let conditions = Array(operators)
        guard conditions.count == 1 else { return nil }
        switch (conditions[0].0, conditions[0].1) {
        case ("$eq", let value) where Self.matchesOwnKey(value): return [value]
        case ("$in", .array(let values)) where values.allSatisfy(Self.matchesOwnKey): return values
        default: return nil
        }
    }

    /// The value a filter's top-level condition on `field` fixes by equality alone (`value` or
    /// `{$eq: value}`, the value matching only its own key), the only condition on a text
    /// index's prefix fields that it answers.
    func equalityValue(of field: String) -> BSONValue? {
        guard let values = pointValues(of: field), values.count == 1 else { return nil }
        if case .document(let operators)? = filter[field], operators.keys.first == "$in" { return nil }
        return values[0]
    }

    /// One bound of a filter's top-level range condition on `field`, when it is made of
    /// `$gt`, `$gte`, `$lt` and `$lte` alone, of values `matchesOwnKey` allows: every matching
    /// document gives an index on `field` a key of the value's type on that side of it, whether
    /// the index is multikey or not. Of two bounds the lower: an array may meet each with
    /// another element, so they are not intersected. Nil for any other condition.
    func rangeBound(of field: String) -> (value: BSONValue, isLower: Bool, isInclusive: Bool)? {
        guard case .document(let operators)? = filter[field], !operators.isEmpty else { return nil }
        var bounds: [(value: BSONValue, isLower: Bool, isInclusive: Bool)] = []
        for (name, value) in operators {
            guard Self.matchesOwnKey(value) else { return nil }
            switch name {
            case "$gt", "$gte": bounds.append((value, true, name == "$gte"))
            case "$lt", "$lte": bounds.append((value, false, name == "$lte"))
            default: return nil
            }
        }
        return bounds.first { $0.isLower } ?? bounds.first
    }

    /// Whether `value` as a condition matches documents through keys equal to it alone: no
    /// array, regular expression, null, undefined, MinKey or MaxKey (which match more than
    /// their own key), and no operator document.
    private static func matchesOwnKey(_ value: BSONValue) -> Bool {
        switch value {
        case .array, .regex, .null, .undefined, .minKey, .maxKey: false
        case .document(let document): !(document.keys.first?.hasPrefix("$") ?? false)
        default: true
        }
    }

    /// The `_id` of `{_id: value}` when the value is a scalar that matches only itself (and
    /// values equal to it): no operator document, array, regular expression, null or the like.
    /// Under a collation a string is not one: the collation may equate it with others that the
    /// `_id` hash keeps apart (the hash keys strings by the collection's collation alone).
    static func exactID(of filter: Document) -> BSONValue? {
        guard let id = scalarID(of: filter) else { return nil }
        if case .string = id, Collator.inEffect != nil { return nil }
        return id
    }

    /// The `_id` of `{_id: value}` when the value is such a scalar, whatever the collation.
    private static func scalarID(of filter: Document) -> BSONValue? {
        guard let id = filter.onlyValue(named: "_id") else { return nil }
        switch id {
        case .objectId, .string, .int32, .int64, .double, .decimal128, .datetime, .bool, .binary, .timestamp: return id
        default: return nil
        }
    }
}

/// How a query reads a collection: the whole of it, `_id` lookups, or a scan of one index.
struct QueryPlan: Sendable {
    enum Access: Sendable {
        case collectionScan
        /// `_id` values in index order, found through the collection's hash of `_id`s.
        case idLookup([BSONValue])
        case indexScan(IndexScan)
    }

    let access: Access
    /// Whether documents come out in the query's sort order, so no sort is needed.
    let providesSort: Bool
    /// The index used, with its bounds per key field, for explain.
    let index: CollectionIndex?
    let bounds: [IntervalList]
    let isForward: Bool
    /// The filter's clauses the index bounds do not answer exactly, for explain's FETCH filter.
    let residualClauses: [Document]
    /// `{_id: value}` alone, which MongoDB answers with its IDHACK stage.
    let isIDHack: Bool
    /// A `$text` query's search, bound to the text index the plan reads.
    var textSearch: TextSearch?
    /// A near condition's search, bound to the geospatial index the plan reads.
    var geoNear: GeoNearSearch?
    /// For a wildcard index, the path its scan reads: the bounds are the keys' paths, then
    /// their values (explain's `{$_path: 1, path: 1}`).
    var wildcardPath: String?

    static let collectionScan = QueryPlan(
        access: .collectionScan, providesSort: false, index: nil, bounds: [], isForward: true, residualClauses: [], isIDHack: false)
}

/// Chooses how a query reads a collection, by one documented rule instead of MongoDB's trial
/// runs (the results are the same whichever index is used; only the work differs):
///
/// 1. A hint decides: an index by name or key pattern (2 BadValue when there is none), or
///    `$natural` for a collection scan.
/// 2. Otherwise, among the visible indexes that may answer the query (a sparse index only when
///    the conditions exclude missing fields, a partial index only when they imply its filter),
///    the best by, in turn: equality (or `$in`) on `_id`; the most leading key fields fixed by
///    equality; a range on the next field; providing the sort; fewer key fields; the name.
/// 3. An index that neither bounds the first key field nor provides the sort is not used: the
///    collection is scanned.
///
/// A wildcard index is a candidate once for each path the filter bounds that its projection
/// keys, read as an index on that path (`wildcardCandidates`), and loses ties to other indexes.
/// A text index answers `$text` alone (`textPlan`), a geospatial index its near, within and
/// intersects conditions alone (`nearPlan`, `geoCandidate`): both leave out documents without
/// terms or geometry, so neither answers an ordinary condition, hinted or not.
///
/// Bounds follow MongoDB's rules for multikey indexes: conditions on a multikey field are not
/// intersected (an array may meet `$gt` and `$lt` with different elements) except within one
/// value-form `$elemMatch`, and fields reached through the same array keep only the first's
/// bounds (their keys pair values of single elements). Sorts are provided only by fields that
/// are not multikey, after leading fields fixed to one value.
enum QueryPlanner {
    /// Most key ranges one scan expands equality fields into before checking keys instead.
    static let maximumRanges = 1024

    static func plan(_ shape: QueryShape, for collection: CollectionData) throws(DocStreamError) -> QueryPlan {
        let plan = try choosePlan(shape, for: collection)
        if let index = plan.index {
            PlanUsage.noteUse(of: index.name, in: collection.uuid)
        } else if case .collectionScan = plan.access {
            PlanUsage.noteCollectionScan(of: collection.uuid)
        }
        return plan
    }

    private static func choosePlan(_ shape: QueryShape, for collection: CollectionData) throws(DocStreamError) -> QueryPlan {
        let indexes = collection.indexes.indexes
        if let id = shape.exactID, answersExactIDs(collection) {
            return idHackPlan(id, index: indexes[0])
        }
        // Under the collection's own collation its `_id` hash, which files strings by it, answers.
        if let id = shape.collatedID, let collation = collection.options.collation, collation.specification == Collator.inEffect?.specification,
            answersExactIDs(collection)
        {
            return idHackPlan(id, index: indexes[0])
        }
        if let textQuery = shape.textQuery {
            return try textPlan(textQuery, shape: shape, indexes: indexes)
        }
        if let nearQuery = shape.nearQuery {
            return try nearPlan(nearQuery, shape: shape, indexes: indexes)
        }
        if shape.min != nil || shape.max != nil {
            return try keyRangePlan(shape, indexes: indexes)
        }
        if let hint = shape.hint {
            guard let hinted = try hintedIndex(hint, in: indexes), shape.mayRead(hinted) else { return .collectionScan }
            if let geo = geoCandidate(hinted, shape: shape) { return geo.plan(shape: shape) }
            // A text or geospatial index leaves out documents without terms or geometry: it
            // answers its own conditions only.
            if hinted.specification.text != nil || hinted.specification.geo != nil {
                throw DocStreamError(.noQueryExecutionPlans, "No query solutions")
            }
            guard hinted.specification.wildcard != nil else { return candidate(hinted, shape: shape).plan(shape: shape) }
            // A wildcard index answers only the paths the filter bounds (QueryPlanner::plan).
            guard let best = best(among: wildcardCandidates(hinted, shape: shape)) else {
                throw DocStreamError(.noQueryExecutionPlans, "No query solutions")
            }
            return best.plan(shape: shape)
        }
        // A geospatial index keys cells, which answer only geospatial conditions.
        let options = indexes.filter { !$0.specification.isHidden && $0.specification.text == nil && shape.mayRead($0) }.flatMap { index -> [Candidate] in
            if index.specification.geo != nil { return geoCandidate(index, shape: shape).map { [$0] } ?? [] }
            return index.specification.wildcard == nil ? [candidate(index, shape: shape)] : wildcardCandidates(index, shape: shape)
        }
        return best(among: options)?.plan(shape: shape) ?? .collectionScan
    }

    /// The best of the candidates that may answer the query, by `Candidate.isBetter`.
    private static func best(among options: [Candidate]) -> Candidate? {
        var best: Candidate?
        for option in options where option.isUsable && (option.boundedFields > 0 || option.sortDirection != nil) {
            if best.map({ option.isBetter(than: $0) }) ?? true { best = option }
        }
        return best
    }

    /// Whether an exact `{_id: value}` shape (`QueryShape.exactID`) is planned as IDHACK, one
    /// lookup in the `_id` hash: when the collection's first index is its visible `_id` index.
    static func answersExactIDs(_ collection: CollectionData) -> Bool {
        guard let idIndex = collection.indexes.indexes.first else { return false }
        return idIndex.specification.isIDIndex && !idIndex.specification.isHidden
    }

    /// The plan the candidates give an exact `{_id: value}` (the `_id` index always wins with
    /// one point, which answers the filter exactly), made without comparing candidates.
    private static func idHackPlan(_ id: BSONValue, index: CollectionIndex) -> QueryPlan {
        QueryPlan(
            access: .idLookup([id]), providesSort: false, index: index, bounds: [IntervalList(point: id)], isForward: true,
            residualClauses: [], isIDHack: true)
    }

    /// A `$text` query's plan: the text index's keys of its terms (none: no documents), after
    /// the index's prefix fields fixed by equality (291 without), with the filter checked on
    /// each document once (a document has a key per term). No hint (2), no other index. A
    /// `$text` under `$or` does not bound the matches: the collection is scanned, the filter
    /// (with its search) deciding.
    private static func textPlan(_ textQuery: TextQuery, shape: QueryShape, indexes: [CollectionIndex]) throws(DocStreamError) -> QueryPlan {
        switch shape.hint {
        case .natural?: throw .badValue("text expression not allowed with $natural sort order")
        case .some: throw .badValue("text and hint not allowed in same query")
        case nil: break
        }
        guard let index = indexes.first(where: { $0.specification.text != nil }) else {
            throw DocStreamError(.indexNotFound, "text index required for $text query")
        }
        guard !index.specification.isHidden else { throw DocStreamError(.noQueryExecutionPlans, "need exactly one text index for $text query") }
        let search = try TextSearch(textQuery, index: index.specification)
        guard shape.textIsConjunctive else {
            var plan = QueryPlan.collectionScan
            plan.textSearch = search
            return plan
        }
        let definition = search.definition
        var bounds: [IntervalList] = []
        for field in definition.prefixFields {
            guard let values = shape.equalityValue(of: field.dotted) else {
                throw DocStreamError(
                    .noQueryExecutionPlans,
                    "failed to use text index to satisfy $text query (if text index is compound, are equality predicates given for all prefix fields?)")
            }
            bounds.append(IntervalList(point: values))
        }
        bounds.append(IntervalList(union: search.boundTerms.map { .point(.string($0)) }))
        bounds += Array(repeating: IntervalList.all, count: 1 + definition.suffixFields.count)
        let candidate = Candidate(
            index: index, bounds: bounds, equalityFields: bounds.count, boundedFields: bounds.count, sortDirection: nil, sortFields: [], isUsable: true)
        var plan = candidate.plan(shape: shape)
        plan.textSearch = search
        return plan
    }

    /// A near condition's plan: the geospatial index that answers it (`GeoNearSearch`, 291
    /// without one; a hint must name that index), read where the condition's distances reach:
    /// for a 2dsphere index within a maximum distance, the cells covering that cap and their
    /// ancestors (a geometry larger than a point is keyed by coarser cells); otherwise all of
    /// it. The search then measures each document, keeps those within the distances and orders
    /// them nearest first.
    private static func nearPlan(_ nearQuery: GeoNearQuery, shape: QueryShape, indexes: [CollectionIndex]) throws(DocStreamError) -> QueryPlan {
        let search = try GeoNearSearch(nearQuery, indexes: indexes.map(\.specification))
        guard let index = indexes.first(where: { $0.name == search.indexName }) else { throw GeospatialOperators.nearWithoutIndex() }
        if let hint = shape.hint, try hintedIndex(hint, in: indexes)?.name != index.name { throw GeospatialOperators.nearWithoutIndex() }
        return nearPlan(search, within: search.maximumReach, index: index, shape: shape)
    }

    /// The scan of a near search's index over what lies within `reach` of its point (all of
    /// the index for nil): a 2dsphere index's cells covering the cap of that angle; a 2d
    /// index's geohash cells over the square of that half-width, or over the longitudes and
    /// latitudes the cap of that angle spans when distances are spherical; the index's other
    /// fields bounded as usual.
    static func nearPlan(_ search: GeoNearSearch, within reach: Double?, index: CollectionIndex, shape: QueryShape) -> QueryPlan {
        let bounds = index.specification.fields.enumerated().map { position, field -> IntervalList in
            guard field.geo == nil else {
                guard field.dotted == search.query.path, let reach else { return .all }
                guard field.geo == .flat else { return SphereCell.keyIntervals(covering: SphereCell.covering(center: search.center, radius: reach)) }
                let point = search.query.point
                let region =
                    search.metric == .flat
                    ? GeoRegion.box(min: FlatPoint(x: point.x - reach, y: point.y - reach), max: FlatPoint(x: point.x + reach, y: point.y + reach))
                    : GeoRegion.cap(center: search.center, radius: reach)
                return index.specification.geo?.keyIntervals(within: region) ?? .all
            }
            return fieldBounds(index, position, shape: shape)
        }
        let candidate = Candidate(
            index: index, bounds: bounds, equalityFields: 0, boundedFields: bounds.prefix { !$0.isAll }.count, sortDirection: nil, sortFields: [],
            isUsable: true)
        var plan = candidate.plan(shape: shape)
        plan.geoNear = search
        return plan
    }

    /// A geospatial index's candidate for the filter's `$geoWithin` / `$geoIntersects` on its
    /// geospatial field: the keys of the cells that may hold what the region reaches (a
    /// 2dsphere index's covering of a cap around the region, with the cells' ancestors; a 2d
    /// index's geohash cells over the region's bounding box), other fields bounded as usual;
    /// nil when no condition is on the field, or its region is not one the index's geometry
    /// measures (GeoJSON shapes for 2d, flat ones for 2dsphere). The filter decides on every
    /// document fetched. Geospatial keys answer no other condition.
    private static func geoCandidate(_ index: CollectionIndex, shape: QueryShape) -> Candidate? {
        guard let geo = index.specification.geo else { return nil }
        var bounds: [IntervalList] = []
        var geoBounded = false
        for (position, field) in index.specification.fields.enumerated() {
            guard let kind = field.geo else {
                bounds.append(fieldBounds(index, position, shape: shape))
                continue
            }
            let intervals = shape.geoConditions.lazy.filter { $0.path == field.dotted }.compactMap { condition in
                kind == .sphere ? SphereCell.keyIntervals(within: condition.region) : geo.keyIntervals(within: condition.region)
            }.first
            geoBounded = geoBounded || intervals != nil
            bounds.append(intervals ?? .all)
        }
        guard geoBounded else { return nil }
        return Candidate(
            index: index, bounds: bounds, equalityFields: 0, boundedFields: max(1, bounds.prefix { !$0.isAll }.count), sortDirection: nil,
            sortFields: [], isUsable: isUsable(index, bounds: bounds, predicates: shape.predicates))
    }

    /// find's `min` / `max` (query_planner.cpp): the hinted index (51173 without a hint), whose
    /// key pattern the bounds' fields must name in order (51174), read from `min` up to `max`.
    private static func keyRangePlan(_ shape: QueryShape, indexes: [CollectionIndex]) throws(DocStreamError) -> QueryPlan {
        guard let hint = shape.hint, let index = try hintedIndex(hint, in: indexes) else {
            throw DocStreamError(.location(51173), "When using min()/max() a hint of which index to use must be provided")
        }
        let fields = index.specification.fields.map(\.dotted)
        // A wildcard index's keys are paths and values, which no key pattern names.
        for bound in [shape.min, shape.max].compactMap({ $0 }) where bound.keys != fields || index.specification.wildcard != nil {
            throw DocStreamError(.location(51174), "The index chosen is not compatible with min/max")
        }
        // Keys equal to min are in (inclusive); keys equal to max are out (exclusive).
        let start = KeyBound(points: shape.min.map { $0.map { BoundPoint.value($0.value) } } ?? [], tie: 1)
        let end = KeyBound(points: shape.max.map { $0.map { BoundPoint.value($0.value) } } ?? [], tie: shape.max == nil ? -1 : 1)
        if shape.min != nil, shape.max != nil, end.compare(IndexKey(shape.min!.map(\.value)), ascending: index.entries.ascending) >= 0 {
            throw DocStreamError(
                .location(51175), "The value provided for min() does not come before the value provided for max() in the hinted index")
        }
        let bounds = Array(repeating: IntervalList.all, count: fields.count)
        let (sortDirection, sortFields) = sortOrder(index, bounds: bounds, sort: shape.sort)
        let isForward = sortDirection ?? true
        let scan = IndexScan(
            indexName: index.name, isForward: isForward,
            ranges: [isForward ? KeyRange(start: start, end: end) : KeyRange(start: end, end: start)], keyChecks: [],
            deduplicates: index.isMultikey, sortFields: sortDirection == nil ? nil : sortFields)
        return QueryPlan(
            access: .indexScan(scan), providesSort: sortDirection != nil, index: index, bounds: bounds, isForward: isForward,
            residualClauses: shape.predicates.parsedClauses, isIDHack: false)
    }

    /// The visible index a hint names; nil for `$natural`; 2 BadValue when there is none.
    private static func hintedIndex(_ hint: IndexHint, in indexes: [CollectionIndex]) throws(DocStreamError) -> CollectionIndex? {
        let hinted: CollectionIndex?
        switch hint {
        case .natural: return nil
        case .name(let name): hinted = indexes.first { $0.name == name }
        case .keyPattern(let pattern): hinted = indexes.first { Document.compare($0.specification.keyPattern, pattern) == 0 }
        }
        guard let hinted, !hinted.specification.isHidden else { throw .badValue("hint provided does not correspond to an existing index") }
        return hinted
    }

    /// What one index could do for the query.
    private struct Candidate {
        let index: CollectionIndex
        let bounds: [IntervalList]
        /// Leading key fields bounded to values (equality, `$in`).
        let equalityFields: Int
        /// Leading key fields with any bounds.
        let boundedFields: Int
        /// The scan direction that gives the query's sort order; nil when the index cannot.
        let sortDirection: Bool?
        let sortFields: [Int]
        let isUsable: Bool
        /// A wildcard index's candidate reads this path (`wildcardCandidates`).
        var wildcardPath: String?

        var isIDPoints: Bool { index.specification.isIDIndex && equalityFields == 1 }

        func isBetter(than other: Candidate) -> Bool {
            if isIDPoints != other.isIDPoints { return isIDPoints }
            if equalityFields != other.equalityFields { return equalityFields > other.equalityFields }
            if boundedFields != other.boundedFields { return boundedFields > other.boundedFields }
            if (sortDirection != nil) != (other.sortDirection != nil) { return sortDirection != nil }
            if (wildcardPath == nil) != (other.wildcardPath == nil) { return wildcardPath == nil }
            let fields = index.specification.fields.count
            let otherFields = other.index.specification.fields.count
            if fields != otherFields { return fields < otherFields }
            return index.name < other.index.name
        }

        func plan(shape: QueryShape) -> QueryPlan {
            let isForward = sortDirection ?? true
            let specification = index.specification
            let residual = residualClauses(shape)
            if specification.isIDIndex, let values = bounds[0].points {
                let isIDHack = shape.predicates.parsedQuery.count == 1 && values.count == 1 && residual.isEmpty && shape.predicates.parsedQuery["_id"] != nil
                return QueryPlan(
                    access: .idLookup(isForward ? values : values.reversed()), providesSort: sortDirection != nil, index: index,
                    bounds: bounds, isForward: isForward, residualClauses: residual, isIDHack: isIDHack)
            }
            // A wildcard scan over several paths (a document's subfields) may meet a document twice.
            let scan = IndexScan(
                indexName: index.name, isForward: isForward, ranges: ranges(isForward: isForward), keyChecks: keyChecks,
                deduplicates: index.isMultikey || wildcardPath != nil || index.specification.text != nil || index.specification.geo != nil,
                sortFields: sortDirection == nil ? nil : sortFields)
            return QueryPlan(
                access: .indexScan(scan), providesSort: sortDirection != nil, index: index, bounds: bounds, isForward: isForward,
                residualClauses: residual, isIDHack: false, wildcardPath: wildcardPath)
        }

        /// The leading fields the ranges fix (equality fields expanded into ranges, then one
        /// field's intervals), and the number of ranges that makes.
        private var rangeFields: Int {
            var expanded = 1
            var fields = 0
            let ascending = index.entries.ascending
            while fields < ascending.count, let points = bounds[fields].points, expanded * points.count <= QueryPlanner.maximumRanges {
                expanded *= max(points.count, 1)
                fields += 1
            }
            return min(fields + 1, ascending.count)
        }

        private var keyChecks: [(field: Int, intervals: IntervalList)] {
            (rangeFields..<bounds.count).compactMap { bounds[$0].isAll ? nil : ($0, bounds[$0]) }
        }

        /// The key ranges in the order the scan visits them.
        private func ranges(isForward: Bool) -> [KeyRange] {
            guard !bounds.contains(where: \.isEmpty) else { return [] }
            let ascending = index.entries.ascending
            var ranges = [KeyRange(start: KeyBound(points: [], tie: 1), end: KeyBound(points: [], tie: -1))]
            for field in 0..<rangeFields {
                var next: [KeyRange] = []
                for range in ranges {
                    for interval in bounds[field].ordered(ascending: ascending[field]) {
                        let (start, startInclusive, end, endInclusive) =
                            ascending[field]
                            ? (interval.low, interval.lowInclusive, interval.high, interval.highInclusive)
                            : (interval.high, interval.highInclusive, interval.low, interval.lowInclusive)
                        next.append(
                            KeyRange(
                                start: KeyBound(points: range.start.points + [start], tie: startInclusive ? 1 : -1),
                                end: KeyBound(points: range.end.points + [end], tie: endInclusive ? -1 : 1)))
                    }
                }
                ranges = next
            }
            return isForward ? ranges : ranges.reversed().map { KeyRange(start: $0.end, end: $0.start) }
        }

        /// The parsed clauses not answered exactly by the bounds: all of them, except exact
        /// conditions on key fields that are not multikey.
        private func residualClauses(_ shape: QueryShape) -> [Document] {
            // A wildcard index's keys answer no condition exactly: a path's keys may be a
            // subfield's, an array's elements. A text index's terms neither.
            guard wildcardPath == nil, index.specification.text == nil else { return shape.predicates.parsedClauses }
            let fields = index.specification.fields
            return shape.predicates.parsedClauses.filter { clause in
                // A hashed field's keys answer no condition exactly: two values may share a hash.
                guard let (path, condition) = clause.elements.first, !path.hasPrefix("$"),
                    let position = fields.firstIndex(where: { $0.dotted == path }), !bounds[position].isAll, !fields[position].isHashed,
                    index.multikeyComponents[position].isEmpty, !index.specification.isSparse,
                    case .document(let operation) = condition, let name = operation.keys.first,
                    ["$eq", "$in", "$gt", "$gte", "$lt", "$lte"].contains(name)
                else { return true }
                return !shape.predicates.predicates(on: path).allSatisfy(\.isExact)
            }
        }
    }

    private static func candidate(_ index: CollectionIndex, shape: QueryShape) -> Candidate {
        let fields = index.specification.fields
        // The values each field may hold, then for a hashed field their hashes.
        var values: [IntervalList] = []
        for (position, field) in fields.enumerated() {
            // Fields reached through the same array as an earlier bounded field keep no bounds.
            let paired = (0..<position).contains { earlier in
                !values[earlier].isAll && sharesMultikeyPrefix(index, earlier, position)
            }
            // A geospatial field's keys are cells, which no ordinary condition bounds.
            values.append(paired || field.geo != nil ? .all : fieldBounds(index, position, shape: shape))
        }
        let bounds = zip(fields, values).map { field, values in field.isHashed ? hashedBounds(values) : values }
        let equalityFields = bounds.prefix { $0.points != nil }.count
        let boundedFields = bounds.prefix { !$0.isAll }.count
        let (sortDirection, sortFields) = sortOrder(index, bounds: bounds, sort: shape.sort)
        return Candidate(
            index: index, bounds: bounds, equalityFields: equalityFields, boundedFields: boundedFields,
            sortDirection: sortDirection, sortFields: sortFields, isUsable: isUsable(index, bounds: values, predicates: shape.predicates))
    }

    /// A wildcard index's candidates: for each path the filter bounds that the index keys
    /// (not `_id` unless its projection names it, nor a path it leaves out), the scan of that
    /// path's keys, as MongoDB expands a wildcard index into one index per query path
    /// (wildcard_planning.cpp). Documents missing the path are not keyed, so a condition null
    /// may meet is not answered, nor equality to a whole document or array (manual: Wildcard
    /// Index Restrictions). When a range reaches documents, whose fields are keyed under their
    /// own paths, the scan reads the path and every path below it, all values; the filter
    /// decides. A sort on the path alone is provided when no document met an array on it.
    private static func wildcardCandidates(_ index: CollectionIndex, shape: QueryShape) -> [Candidate] {
        guard let wildcard = index.specification.wildcard else { return [] }
        var paths: [String] = []
        for predicate in shape.predicates.predicates where !paths.contains(predicate.path) { paths.append(predicate.path) }
        return paths.compactMap { path -> Candidate? in
            let components = path.split(separator: ".").map(String.init)
            guard wildcard.covers(components) else { return nil }
            let isMultikey = index.isWildcardMultikey(components)
            let values = intervals(for: shape.predicates.predicates(on: path), multikey: isMultikey, collation: index.specification.collation)
            guard !values.isAll, !values.contains(.null), !values.intervals.contains(where: Self.isWholeValueEquality) else { return nil }
            let documents = IntervalList(union: [.type(BSONValue.document([:]).canonicalTypeRank)])
            let reachesSubpaths = !values.intersection(documents).isEmpty
            let pathBounds = IntervalList(
                union: [.point(.string(path))]
                    + (reachesSubpaths
                        ? [
                            IndexInterval(low: .value(.string(path + ".")), lowInclusive: true, high: .value(.string(path + "/")), highInclusive: false)
                        ] : []))
            let field = index.specification.fields[0]
            var sortDirection: Bool?
            if !isMultikey, !reachesSubpaths, shape.sort.count == 1, shape.sort[0].path == path {
                sortDirection = field.isAscending == shape.sort[0].isAscending
            }
            return Candidate(
                index: index, bounds: [pathBounds, reachesSubpaths ? .all : values], equalityFields: reachesSubpaths || values.points == nil ? 0 : 1,
                boundedFields: 1, sortDirection: sortDirection, sortFields: sortDirection == nil ? [] : [1],
                isUsable: isUsable(index, bounds: [values], predicates: shape.predicates), wildcardPath: path)
        }
    }

    /// Whether a bound is equality to a non-empty document or an array: a wildcard index keys
    /// their contents, never the whole value, so it cannot answer it (only `{}` is keyed whole).
    private static func isWholeValueEquality(_ interval: IndexInterval) -> Bool {
        switch interval.pointValue {
        case .document(let document)?: !document.isEmpty
        case .array?: true
        default: false
        }
    }

    /// A hashed field's bounds for the values it may hold: their hashes when they are points
    /// (equality, `$in`) and none an array, which a hashed index never holds; otherwise every
    /// key, as a hashed index answers no range (IndexBoundsBuilder::translateEquality).
    private static func hashedBounds(_ values: IntervalList) -> IntervalList {
        guard !values.isAll, let points = values.points, !points.contains(where: { $0.type == .array }) else { return .all }
        return IntervalList(union: points.map { .point(.int64(HashedIndexKey.hash($0))) })
    }

    /// A field's bounds: every condition intersected, or on a multikey field the one that
    /// bounds it best (points first), since each may be met by a different element.
    /// The bounds of the index's ordinary field at `position`: its predicates' intervals as
    /// the index keys them (under its collation, `PathPredicate.intervals(under:)`); every key
    /// when the query compares strings under another collation than the index's, which leaves
    /// them to the filter.
    private static func fieldBounds(_ index: CollectionIndex, _ position: Int, shape: QueryShape) -> IntervalList {
        guard shape.mayRead(index) else { return .all }
        return intervals(
            for: shape.predicates.predicates(on: index.specification.fields[position].dotted), multikey: !index.multikeyComponents[position].isEmpty,
            collation: index.specification.collation)
    }

    /// Under the index's collation, the bounds are those of its keys (`PathPredicate.intervals(under:)`).
    private static func intervals(for predicates: [PathPredicate], multikey: Bool, collation: Collator? = nil) -> IntervalList {
        guard !predicates.isEmpty else { return .all }
        let bounds = predicates.map { predicate in collation.map(predicate.intervals(under:)) ?? predicate.intervals }
        guard multikey else {
            return bounds.dropFirst().reduce(bounds[0]) { $0.intersection($1) }
        }
        return bounds.first { $0.points != nil } ?? bounds[0]
    }

    /// Whether two key fields' paths share a prefix at which a document met an array.
    private static func sharesMultikeyPrefix(_ index: CollectionIndex, _ first: Int, _ second: Int) -> Bool {
        let fields = index.specification.fields
        let common = zip(fields[first].path, fields[second].path).prefix { $0 == $1 }.count
        return index.multikeyComponents[first].union(index.multikeyComponents[second]).contains { $0 < common }
    }

    /// Whether the index holds every document that may match: a sparse index lacks documents
    /// missing all its fields, a partial index those its filter rejects.
    private static func isUsable(_ index: CollectionIndex, bounds: [IntervalList], predicates: QueryPredicates) -> Bool {
        if index.specification.isSparse, !bounds.contains(where: { !$0.isAll && !$0.contains(.null) }) { return false }
        if let partial = index.specification.partialFilterExpression, !implies(predicates, partial) { return false }
        return true
    }

    /// Whether every document matching the conditions matches the partial filter: each of the
    /// filter's conditions is implied by one of the query's on the same path (its values a
    /// subset of the condition's). Conditions beyond equality, `$in`, ranges and
    /// `$exists: true` (`$type`, `$or`) are never taken as implied.
    private static func implies(_ predicates: QueryPredicates, _ filter: Document) -> Bool {
        for (path, value) in filter {
            if path == "$and" {
                guard case .array(let clauses) = value else { return false }
                for clause in clauses {
                    guard case .document(let document) = clause, implies(predicates, document) else { return false }
                }
                continue
            }
            guard !path.hasPrefix("$") else { return false }
            let candidates = predicates.predicates(on: path)
            let conditions: [(String, BSONValue)] =
                FilterCompiler.isOperatorDocument(value, allowingIncompleteDBRef: false)
                ? (value.documentValue ?? [:]).map { ($0.key, $0.value) }
                : [("$eq", value)]
            for (name, operand) in conditions {
                let required: IntervalList
                switch name {
                case "$exists":
                    guard candidates.contains(where: { !$0.intervals.contains(.null) }) else { return false }
                    continue
                case "$eq":
                    guard operand.type != .array, operand.type != .regex else { return false }
                    required = IntervalList(union: QueryPredicates.equality(operand))
                case "$in":
                    guard case .array(let values) = operand, !values.contains(where: { $0.type == .array || $0.type == .regex }) else { return false }
                    required = IntervalList(union: values.flatMap(QueryPredicates.equality))
                case "$gt", "$gte", "$lt", "$lte":
                    guard let range = QueryPredicates.range(name, operand) else { return false }
                    required = IntervalList(union: [range])
                default:
                    return false
                }
                guard candidates.contains(where: { required.contains($0.intervals) }) else { return false }
            }
        }
        return true
    }

    /// The scan direction in which the index gives the sort's order (true forward), and the key
    /// fields the sort orders by; nil when it cannot: the sort's fields must follow in the key
    /// pattern, past fields bounded to one value, all in the index's directions or all
    /// reversed, and none may be multikey.
    private static func sortOrder(_ index: CollectionIndex, bounds: [IntervalList], sort: [(path: String, isAscending: Bool)]) -> (Bool?, [Int]) {
        guard !sort.isEmpty else { return (nil, []) }
        let fields = index.specification.fields
        var field = 0
        var direction: Bool?
        var sortFields: [Int] = []
        for key in sort {
            while field < fields.count, fields[field].dotted != key.path, bounds[field].points?.count == 1 { field += 1 }
            guard field < fields.count, fields[field].dotted == key.path, !fields[field].isHashed, index.multikeyComponents[field].isEmpty else {
                return (nil, [])
            }
            let forward = fields[field].isAscending == key.isAscending
            guard direction == nil || direction == forward else { return (nil, []) }
            direction = forward
            sortFields.append(field)
            field += 1
        }
        return (direction, sortFields)
    }
}

extension QueryPlan {
    /// The slots of the documents the plan reads, in its order: every slot for a scan of the
    /// collection (reversed for `$natural: -1`), only candidates for an index.
    func slots(in collection: CollectionData, reverseNaturalOrder: Bool = false) -> PlanSlots {
        switch access {
        case .collectionScan:
            return PlanSlots(count: collection.slots.count, reverse: reverseNaturalOrder)
        case .idLookup(let values):
            // One value (IDHACK) has nothing to deduplicate: no set built per lookup.
            if values.count == 1 { return PlanSlots(list: collection.slot(matchingID: values[0]).map { [$0] } ?? []) }
            var seen = Set<Int>()
            return PlanSlots(list: values.compactMap { collection.slot(matchingID: $0) }.filter { seen.insert($0).inserted })
        case .indexScan(let scan):
            return PlanSlots(cursor: scan.slots(in: collection.indexes.index(named: scan.indexName)!))
        }
    }
}

/// The slots a plan reads, one at a time: a run of slot numbers, a list, or an index scan.
struct PlanSlots: IteratorProtocol, Sequence {
    private var list: [Int]?
    private var cursor: IndexScanCursor?
    private var count = 0
    private var reverse = false
    private var position = 0

    init(count: Int, reverse: Bool) {
        self.count = count
        self.reverse = reverse
    }

    init(list: [Int]) {
        self.list = list
        count = list.count
    }

    init(cursor: IndexScanCursor) {
        self.cursor = cursor
    }

    mutating func next() -> Int? {
        if cursor != nil { return cursor!.next() }
        guard position < count else { return nil }
        defer { position += 1 }
        if let list { return list[position] }
        return reverse ? count - 1 - position : position
    }

    /// The same slots in natural (slot) order; a collection scan already reads them so.
    func inNaturalOrder() -> PlanSlots {
        guard cursor != nil || list != nil else { return self }
        return PlanSlots(list: Array(self).sorted())
    }

    /// Index entries read so far (0 for a collection scan), for explain's executionStats.
    var keysExamined: Int {
        cursor?.examinedKeys ?? (list == nil ? 0 : position)
    }
}
