import DocStreamBSON

/// A filter's `$near`, `$nearSphere` or `$geoNear` (the query operator): the point it measures
/// from, whether distances are spherical, and the range of distances it keeps
/// (GeoNearExpression::parseFrom in src/mongo/db/matcher/expression_geo.cpp). The documents
/// come out nearest first, which only a geospatial index on the path can give
/// (`GeoNearSearch`).
///
/// Forms: `{$near: [x, y], $maxDistance: d}` (legacy, and `[x, y, d]`), `{$near: {type:
/// "Point", coordinates: [x, y]}}`, and `{$near: {$geometry: <GeoJSON point>, $minDistance: m,
/// $maxDistance: m}}`.
struct GeoNearQuery: Sendable {
    let path: String
    /// The point: longitude and latitude for a GeoJSON point.
    let point: FlatPoint
    /// A GeoJSON point, measured in meters on the sphere.
    let isGeoJSON: Bool
    /// `$nearSphere` (or `$geoNear`'s `spherical`): a legacy point measured in radians on the
    /// sphere.
    let isNearSphere: Bool
    let minDistance: Double
    let maxDistance: Double?

    init(path: String, conditions: Document) throws(DocStreamError) {
        self.path = path
        var parsed = try Self.legacy(conditions)
        if parsed == nil { parsed = try Self.geoJSON(conditions) }
        let (point, isGeoJSON, isNearSphere, minDistance, maxDistance) = parsed!
        if isNearSphere, !isGeoJSON {
            guard abs(point.x) <= 180, abs(point.y) <= 90 else { throw DocStreamError.badValue("Legacy point is out of bounds for spherical query") }
        }
        self.point = point
        self.isGeoJSON = isGeoJSON
        self.isNearSphere = isNearSphere
        self.minDistance = minDistance
        self.maxDistance = maxDistance
    }

    private typealias Parsed = (point: FlatPoint, isGeoJSON: Bool, isNearSphere: Bool, minDistance: Double, maxDistance: Double?)

    /// parseLegacyQuery: the point directly under the operator, options beside it; nil when
    /// the operator holds no such point (the GeoJSON form is tried next).
    private static func legacy(_ conditions: Document) throws(DocStreamError) -> Parsed? {
        var point: (FlatPoint, Bool)?
        var isNearSphere = false
        var minDistance = 0.0
        var maxDistance: Double?
        for (name, value) in conditions {
            switch name {
            case "$near", "$geoNear", "$nearSphere":
                guard value.type == .document || value.type == .array else { return nil }
                if let parsed = queryPoint(value) {
                    point = parsed
                } else if let elements = GeoParsing.elements(of: value), elements.count == 3,
                    let x = GeoParsing.double(elements[0]), let y = GeoParsing.double(elements[1]), let distance = GeoParsing.double(elements[2])
                {
                    guard distance >= 0 else { throw DocStreamError(.location(18522), "max distance must be non-negative") }
                    point = (FlatPoint(x: x, y: y), false)
                    maxDistance = distance
                } else {
                    continue
                }
                isNearSphere = name == "$nearSphere"
            case "$minDistance":
                guard value.isNumber else { throw DocStreamError(.location(16893), "$minDistance must be a number") }
                minDistance = value.numericDouble
                guard minDistance >= 0 else { throw DocStreamError(.location(16894), "$minDistance must be non-negative") }
            case "$maxDistance":
                guard value.isNumber else { throw DocStreamError(.location(16895), "$maxDistance must be a number") }
                maxDistance = value.numericDouble
                guard maxDistance! >= 0 else { throw DocStreamError(.location(16896), "$maxDistance must be non-negative") }
            case "$uniqueDocs":
                continue
            default:
                throw DocStreamError(.location(34413), "invalid argument in geo near query: \(name)")
            }
        }
        guard let (value, isGeoJSON) = point else { return nil }
        return (value, isGeoJSON, isNearSphere, minDistance, maxDistance)
    }

    /// parseNewQuery: `{$near: {$geometry: point, $minDistance, $maxDistance}}` alone.
    private static func geoJSON(_ conditions: Document) throws(DocStreamError) -> Parsed {
        let elements = Array(conditions)
        guard let (name, argument) = elements.first else { throw DocStreamError.badValue("empty geo near query object") }
        guard elements.count == 1 else {
            throw DocStreamError.badValue(
                "geo near accepts just one argument when querying for a GeoJSON point. Extra field found: \(FilterArguments.describe(elements[1].key, elements[1].value))"
            )
        }
        guard case .document(let options) = argument else { throw DocStreamError.badValue("geo near query argument is not an object") }
        guard GeospatialOperators.nearOperators.contains(name) else { throw DocStreamError.badValue("invalid geo near query operator: \(name)") }
        var point: FlatPoint?
        var minDistance = 0.0
        var maxDistance: Double?
        for (option, value) in options {
            switch option {
            case "$geometry":
                guard case .document(let geometry) = value else { continue }
                guard let (parsed, isGeoJSON) = queryPoint(value) else {
                    let reason = (try? GeoParsing.geoJSON(geometry)).map { _ in "expected a Point" } ?? "invalid GeoJSON point"
                    throw DocStreamError.badValue("invalid point in geo near query $geometry argument: \(geometry.serverText)  \(reason)")
                }
                guard isGeoJSON else { throw DocStreamError.badValue("$near requires geojson point, given \(geometry.serverText)") }
                point = parsed
            case "$minDistance", "$maxDistance":
                guard value.isNumber else { throw DocStreamError.badValue("\(option) must be a number") }
                let distance = value.numericDouble
                guard distance >= 0, distance.isFinite else { throw DocStreamError.badValue("\(option) must be non-negative") }
                if option == "$minDistance" { minDistance = distance } else { maxDistance = distance }
            default:
                throw DocStreamError.badValue("invalid argument in geo near query: \(option)")
            }
        }
        guard let point else { throw DocStreamError.badValue("$geometry is required for geo near query") }
        return (point, true, name == "$nearSphere", minDistance, maxDistance)
    }

    /// GeoParser::parseQueryPoint: a legacy pair of exactly two numbers, or a GeoJSON Point
    /// (true) with valid longitude and latitude; nil for anything else.
    private static func queryPoint(_ value: BSONValue) -> (FlatPoint, Bool)? {
        if value.type == .array || GeoParsing.elements(of: value)?.first?.isNumber == true {
            return (try? GeoParsing.flatPoint(value, allowingMoreFields: false)).map { ($0, false) }
        }
        guard case .document(let object) = value, case .string("Point")? = object["type"],
            let (_, point, strictWinding) = try? GeoParsing.geoJSON(object), !strictWinding, let point
        else { return nil }
        return (point, true)
    }

    /// The filter's one near condition, at its top level or under `$and`; nil when it has none.
    /// 2 BadValue for one elsewhere ("geoNear must be top-level expr") and for two.
    static func find(in filter: Document) throws(DocStreamError) -> GeoNearQuery? {
        var found: [GeoNearQuery] = []
        try collect(in: filter, isTopLevel: true, into: &found)
        guard found.count <= 1 else { throw DocStreamError.badValue("Too many geoNear expressions") }
        return found.first
    }

    private static func collect(in filter: Document, isTopLevel: Bool, into found: inout [GeoNearQuery]) throws(DocStreamError) {
        for (key, value) in filter {
            switch key {
            case "$and", "$or", "$nor":
                for case .document(let clause) in value.arrayValue ?? [] {
                    try collect(in: clause, isTopLevel: isTopLevel && key == "$and", into: &found)
                }
            case _ where key.hasPrefix("$"):
                continue
            default:
                guard case .document(let conditions) = value else { continue }
                if let first = FilterCompiler.firstField(of: conditions), GeospatialOperators.nearOperators.contains(first.key) {
                    guard isTopLevel else { throw DocStreamError.badValue("geoNear must be top-level expr") }
                    found.append(try GeoNearQuery(path: key, conditions: conditions))
                    continue
                }
                // $not and $elemMatch hold conditions a near condition may not hide in.
                for case .document(let nested) in [conditions["$not"], conditions["$elemMatch"]].compactMap({ $0 }) {
                    if let first = FilterCompiler.firstField(of: nested), GeospatialOperators.nearOperators.contains(first.key) {
                        throw DocStreamError.badValue("geoNear must be top-level expr")
                    }
                    try collect(in: nested, isTopLevel: false, into: &found)
                }
            }
        }
    }
}

/// A near condition in a compiled filter: every document passes it once the operation bound
/// a search to it (`QueryFilter.near(_:)`), which keeps those within its distances and orders
/// them, as MongoDB's GeoNearMatchExpression leaves both to the near stage; unbound (a filter
/// matched on its own), 291 as without an index.
struct GeoNearMatch: MatchExpression {
    func matches(_ document: Document, _ details: inout MatchDetails) throws(DocStreamError) -> Bool {
        guard details.variables?.geoNear != nil else { throw GeospatialOperators.nearWithoutIndex() }
        return true
    }

    func matchesValue(_ value: BSONValue?) -> Bool { false }
}

/// A near condition bound to the geospatial index that answers it: how distances are measured,
/// and each document's nearest geometry.
///
/// A GeoJSON point is measured on the sphere in meters (the Earth's radius taken as
/// 6378.1 km, as MongoDB takes it); a legacy point with `$nearSphere` on the sphere in
/// radians; a legacy point with `$near` on a 2d index on the plane in its coordinates' units,
/// on a 2dsphere index in meters.
struct GeoNearSearch: Sendable {
    enum Metric: Sendable {
        case flat, radians, meters
    }

    let query: GeoNearQuery
    let metric: Metric
    /// The index that answers the query, and its kind.
    let indexName: String
    let indexKind: GeoIndexKind
    /// The query's point on the sphere.
    let center: UnitVector
    private let path: [String]

    /// 291 when no visible geospatial index on the path answers the query, as MongoDB's
    /// planner finds none ("unable to find index for $geoNear query"); a 2d index is chosen
    /// before a 2dsphere one for a legacy point.
    init(_ query: GeoNearQuery, indexes: [IndexSpecification]) throws(DocStreamError) {
        func index(_ kind: GeoIndexKind) -> IndexSpecification? {
            indexes.first { index in
                !index.isHidden && index.fields.contains { $0.geo == kind && $0.dotted == query.path }
            }
        }
        if !query.isGeoJSON, let flat = index(.flat) {
            indexName = flat.name
            indexKind = .flat
            metric = query.isNearSphere ? .radians : .flat
        } else if let sphere = index(.sphere) {
            indexName = sphere.name
            indexKind = .sphere
            metric = !query.isGeoJSON && query.isNearSphere ? .radians : .meters
        } else {
            throw GeospatialOperators.nearWithoutIndex()
        }
        self.query = query
        center = UnitVector(longitude: query.point.x, latitude: query.point.y)
        path = query.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// How far the query reaches, in the units its index is read by (an angle in radians on
    /// the sphere, the coordinates' units on the plane): nil without a maximum distance.
    var maximumReach: Double? {
        query.maxDistance.map { metric == .meters ? $0 / GeoIndexDefinition.earthRadiusMeters : $0 }
    }

    /// The distance, in the query's units, of a reach.
    func distance(forReach reach: Double) -> Double {
        metric == .meters ? reach * GeoIndexDefinition.earthRadiusMeters : reach
    }

    /// The distance to the document's nearest geometry on the path, and that geometry; nil
    /// when it has none the index could key, or its distance is outside the query's range.
    func nearest(in document: Document) -> (distance: Double, location: BSONValue)? {
        var best: (distance: Double, location: BSONValue)?
        for value in GeoIndexDefinition.values(at: path[...], in: .document(document)) {
            for (location, distance) in distances(to: value) where best.map({ distance < $0.distance }) ?? true {
                best = (distance, location)
            }
        }
        guard let best, best.distance >= query.minDistance, best.distance <= query.maxDistance ?? .infinity else { return nil }
        return best
    }

    /// The distance to each location a stored value holds.
    private func distances(to value: BSONValue) -> [(BSONValue, Double)] {
        switch metric {
        case .flat:
            return Self.flatLocations(value).map { location, point in
                let dx = point.x - query.point.x
                let dy = point.y - query.point.y
                return (location, (dx * dx + dy * dy).squareRoot())
            }
        case .radians, .meters:
            let scale = metric == .meters ? GeoIndexDefinition.earthRadiusMeters : 1
            if indexKind == .flat {
                return Self.flatLocations(value).compactMap { location, point in
                    guard let vector = try? GeoParsing.sphericalPoint(longitude: point.x, latitude: point.y) else { return nil }
                    return (location, center.angle(to: vector) * scale)
                }
            }
            guard let shape = try? GeoIndexDefinition.sphericalShape(value, name: "").shape else { return [] }
            return [(value, angle(to: shape) * scale)]
        }
    }

    /// The angle from the center to the nearest point of a shape: none inside a polygon.
    private func angle(to shape: GeoShape) -> Double {
        var nearest = Double.infinity
        for point in shape.points { nearest = min(nearest, center.angle(to: point)) }
        for line in shape.lines { nearest = min(nearest, SphericalGeometry.distance(from: center, toLine: line)) }
        for polygon in shape.polygons {
            guard !polygon.contains(center) else { return 0 }
            for (a, b) in polygon.edges { nearest = min(nearest, SphericalGeometry.distance(from: center, toEdge: a, b)) }
        }
        return nearest
    }

    /// The legacy pairs a 2d index keys in a value (`GeoIndexDefinition.locations(in:)`), with
    /// their points.
    private static func flatLocations(_ value: BSONValue) -> [(BSONValue, FlatPoint)] {
        GeoIndexDefinition.locations(in: value).compactMap { pair in (try? GeoParsing.flatPoint(pair, allowingMoreFields: true)).map { (pair, $0) } }
    }

    /// The documents within the query's range, nearest first (ties keep their order), with
    /// their distances and locations.
    func ordered<Item>(_ items: [(document: Document, match: Item)]) -> [(item: (document: Document, match: Item), distance: Double, location: BSONValue)] {
        var measured: [(item: (document: Document, match: Item), distance: Double, location: BSONValue, order: Int)] = []
        for (order, item) in items.enumerated() {
            if let nearest = nearest(in: item.document) { measured.append((item, nearest.distance, nearest.location, order)) }
        }
        measured.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.order < $1.order }
        return measured.map { ($0.item, $0.distance, $0.location) }
    }
}
