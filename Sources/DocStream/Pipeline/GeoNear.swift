import DocStreamBSON

/// `{$geoNear: {near, distanceField, spherical, maxDistance, minDistance, query, key,
/// includeLocs, distanceMultiplier}}`: the collection's documents nearest first from `near`,
/// each with its distance in `distanceField` (times `distanceMultiplier`) and the location
/// measured in `includeLocs` (manual: $geoNear; DocumentSourceGeoNear in
/// src/mongo/db/pipeline/document_source_geo_near.cpp).
///
/// The stage runs as a find of `query` with a near condition on `key`: `$nearSphere` when
/// `spherical`, else `$near` (`GeoNearQuery`, `GeoNearSearch`): a GeoJSON point is measured in
/// meters, a legacy pair in radians when spherical, else in the 2d index's units. Without
/// `key`, the collection's one 2d index, else its one 2dsphere index (27 IndexNotFound for
/// none or two). Only as a pipeline's first stage (40602), not in a `$facet` (40600).
struct GeoNearStage: PipelineStage {
    private let near: AggregationExpression
    private let distanceField: [String]?
    private let minDistance: AggregationExpression?
    private let maxDistance: AggregationExpression?
    private let distanceMultiplier: Double
    private let query: Document
    private let spherical: Bool
    private let includeLocs: [String]?
    private let key: String?
    /// A `$limit` that follows, taken in (optimizeAt): the search stops at that many.
    private var limit: Int64?

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard case .document(let options) = argument else {
            throw DocStreamError(.location(10065), "invalid parameter: expected an object ($geoNear)")
        }
        // Options the old geoNear command took, refused by name (parseOptions).
        if options["collation"] != nil {
            throw DocStreamError(
                .location(40227), "$geoNear does not accept the 'collation' parameter. Instead, specify a collation for the entire aggregation command.")
        }
        if options["limit"] != nil { throw DocStreamError(.location(50858), "$geoNear no longer supports the 'limit' parameter. Use a $limit stage instead.") }
        if options["num"] != nil { throw DocStreamError(.location(50857), "$geoNear no longer supports the 'num' parameter. Use a $limit stage instead.") }
        if options["start"] != nil { throw DocStreamError(.location(50856), "$geoNear no longer supports the 'start' argument.") }
        guard let near = options["near"] else { throw DocStreamError(.location(5860400), "$geoNear requires a 'near' argument") }
        self.near = try AggregationExpression(near)
        var distanceField: [String]?
        var minDistance: AggregationExpression?
        var maxDistance: AggregationExpression?
        var distanceMultiplier = 1.0
        var query = Document()
        var spherical = false
        var includeLocs: [String]?
        var key: String?
        for (name, value) in options {
            switch name {
            case "near", "uniqueDocs":
                continue
            case "distanceField":
                guard case .string(let path) = value else {
                    throw DocStreamError(.location(16606), "$geoNear requires that the 'distanceField' option is a String")
                }
                distanceField = try FieldPath(path).components
            case "minDistance":
                minDistance = try AggregationExpression(value)
            case "maxDistance":
                maxDistance = try AggregationExpression(value)
            case "distanceMultiplier":
                guard value.isNumber else { throw .typeMismatch("distanceMultiplier must be a number") }
                distanceMultiplier = value.numericDouble
                guard distanceMultiplier >= 0 else { throw .badValue("distanceMultiplier must be nonnegative") }
            case "query":
                guard case .document(let filter) = value else { throw .typeMismatch("query must be an object") }
                // The filter compiles now, so its errors come before any document is read; the
                // stage's own near condition is the only one.
                guard try QueryFilter(filter).nearQuery == nil else {
                    throw .badValue("$geoNear, $near, and $nearSphere are not allowed in this context")
                }
                query = filter
            case "spherical":
                spherical = value.isTruthy
            case "includeLocs":
                guard case .string(let path) = value else {
                    throw DocStreamError(.location(16607), "$geoNear requires that 'includeLocs' option is a String")
                }
                includeLocs = try FieldPath(path).components
            case "key":
                guard case .string(let field) = value else {
                    throw .typeMismatch("$geoNear parameter 'key' must be of type string but found type: \(value.type.alias)")
                }
                guard !field.isEmpty else { throw .badValue("$geoNear parameter 'key' cannot be the empty string") }
                // A path as the filter's field: its components checked (15998, 16410, 16411).
                _ = try FieldPath(field)
                key = field
            default:
                throw .badValue("Unknown argument to $geoNear: \(name)")
            }
        }
        self.distanceField = distanceField
        self.minDistance = minDistance
        self.maxDistance = maxDistance
        self.distanceMultiplier = distanceMultiplier
        self.query = query
        self.spherical = spherical
        self.includeLocs = includeLocs
        self.key = key
    }

    var placement: StagePlacement { StagePlacement(position: .first, refusedIn: [.facet], takesNoInput: true) }

    func absorbing(_ next: any PipelineStage) -> (any PipelineStage)? {
        guard let next = next as? LimitStage else { return nil }
        var limited = self
        limited.limit = min(limit ?? .max, next.limit)
        return limited
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        GeneratingSink(downstream: downstream) { () throws(DocStreamError) in try results(context: context) }
    }

    /// The find the stage runs on the collection: `query` with the near condition on the
    /// geospatial field, bound to its index; nil when the collection does not exist.
    func find(in operations: CollectionOperations, variables: ExpressionVariables) throws(DocStreamError) -> FindQuery? {
        guard let outline = operations.store.outline(operations.namespace) else { return nil }
        var field = key ?? ""
        if key == nil { field = try Self.geoField(in: outline.indexes.specifications, namespace: operations.namespace) }
        let filter = try nearFilter(field: field, variables: variables)
        return try FindQuery(filter: filter, limit: limit.map { Int(clamping: $0) } ?? 0, variables: variables).bound(in: operations)
    }

    /// The matches nearest first, each with its distance and location set.
    private func results(context: PipelineContext) throws(DocStreamError) -> [Document] {
        guard let collection = context.collection else {
            throw DocStreamError(.invalidNamespace, "$geoNear must be run against a collection")
        }
        let operations = CollectionOperations(store: context.store, namespace: try Namespace(database: context.database, collection: collection))
        guard let find = try find(in: operations, variables: context.variables), let search = find.near else { return [] }
        var results: [Document] = []
        for (document, _) in try operations.matchingDocuments(find) {
            guard let (distance, location) = search.nearest(in: document) else { continue }
            var result = document
            if let distanceField { result = result.settingNestedValue(.double(distance * distanceMultiplier), at: distanceField[...]) }
            if let includeLocs { result = result.settingNestedValue(location, at: includeLocs[...]) }
            results.append(result)
        }
        return results
    }

    /// `query` with the near condition on `field` (asNearQuery): `near`, `minDistance` and
    /// `maxDistance` evaluate to constants.
    private func nearFilter(field: String, variables: ExpressionVariables) throws(DocStreamError) -> Document {
        guard let point = try near.evaluate(Document(), variables: variables), point.type == .document || point.type == .array else {
            throw DocStreamError(.location(5860401), "$geoNear requires near argument to be a GeoJSON object or a legacy point(array)")
        }
        var condition: Document = [spherical ? "$nearSphere" : "$near": point]
        for (name, expression) in [("minDistance", minDistance), ("maxDistance", maxDistance)] {
            guard let expression else { continue }
            guard let value = try expression.evaluate(Document(), variables: variables), value.isNumber else {
                throw .typeMismatch("$geoNear requires $\(name) to evaluate to a number")
            }
            guard value.numericDouble >= 0 else { throw .badValue("\(name) must be nonnegative") }
            condition["$\(name)"] = .double(value.numericDouble)
        }
        var filter = query
        filter[field] = .document(condition)
        return filter
    }

    /// The field of the collection's one visible 2d index, else of its one 2dsphere index
    /// (extractGeoNearFieldFromIndexes).
    private static func geoField(in indexes: [IndexSpecification], namespace: Namespace) throws(DocStreamError) -> String {
        for kind in [GeoIndexKind.flat, .sphere] {
            let found = indexes.filter { !$0.isHidden && $0.geo?.kind == kind }
            guard found.count <= 1 else {
                throw DocStreamError(.indexNotFound, "There is more than one \(kind.rawValue) index on \(namespace); unsure which to use for $geoNear")
            }
            if let index = found.first { return index.fields.first { $0.geo == kind }!.dotted }
        }
        throw DocStreamError(.indexNotFound, "$geoNear requires a 2d or 2dsphere index, but none were found")
    }
}
