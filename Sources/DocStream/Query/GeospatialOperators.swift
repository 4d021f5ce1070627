import DocStreamBSON

/// $geoWithin (and its old name $within) and $geoIntersects, which need no index; $near,
/// $nearSphere and $geoNear, which do.
///
/// Manual: Query and Projection Operators > Geospatial Query Operators, and the pages of
/// $box, $polygon, $center, $centerSphere and $geometry; behaviour from
/// src/mongo/db/matcher/expression_geo.cpp and src/mongo/db/geo/ (geoparser.cpp,
/// geometry_container.cpp, shapes.cpp).
enum GeospatialOperators {
    static let fieldOperators: [String: FieldOperatorCompiler] = [
        "$geoWithin": { operand throws(DocStreamError) in try compile(operand, within: true) },
        "$within": { operand throws(DocStreamError) in try compile(operand, within: true) },
        "$geoIntersects": { operand throws(DocStreamError) in try compile(operand, within: false) },
        "$near": nearNotFirst,
        "$nearSphere": nearNotFirst,
        "$geoNear": nearNotFirst,
    ]

    /// The operators that take the whole condition document, `{$near: [0, 0], $maxDistance: 5}`.
    static let nearOperators: Set<String> = ["$near", "$nearSphere", "$geoNear"]

    /// The operators that keep documents by a region, which a geospatial index may narrow.
    static let regionOperators: Set<String> = ["$geoWithin", "$within", "$geoIntersects"]

    /// The planner's answer to $near without a geospatial index on its path.
    static func nearWithoutIndex() -> DocStreamError {
        DocStreamError(.noQueryExecutionPlans, "unable to find index for $geoNear query")
    }

    /// A near condition where documents are only filtered, never ordered: a `$match` stage
    /// (and so a view, and countDocuments' pipeline).
    static func nearNeedsOrder() -> DocStreamError {
        DocStreamError(
            .location(5626500),
            "$geoNear, $near, and $nearSphere are not allowed in this context, as these operators require sorting geospatial data. If you do not need sort, consider using $geoWithin instead. Check out https://dochub.mongodb.org/core/near-sort-operation and https://dochub.mongodb.org/core/nearSphere-sort-operationfor more details."
        )
    }

    /// A $near that is not its condition document's first field, or has no point.
    @Sendable
    private static func nearNotFirst(_ operand: FieldOperand) throws(DocStreamError) -> (any MatchExpression)? {
        throw DocStreamError.badValue("near must be first in: \(operand.conditions.extendedJSON())")
    }

    /// `{$geoWithin: {<shape>: ...}}` alone in its condition document (GeoExpression::parseQuery).
    private static func compile(_ operand: FieldOperand, within: Bool) throws(DocStreamError) -> any MatchExpression {
        let conditions = operand.conditions.elements
        guard conditions.count == 1 else {
            // MongoDB names the second condition, whichever one is the geospatial one.
            let extra = conditions[1]
            throw DocStreamError.badValue("can't parse extra field: \(FilterArguments.describe(extra.key, extra.value))")
        }
        guard case .document(let specifiers) = operand.value else {
            throw DocStreamError.badValue("geometry must be an object")
        }
        var region: GeoRegion?
        for (specifier, value) in specifiers where specifier != "$uniqueDocs" {
            region = try GeoRegion(specifier, value)
        }
        guard let region else { throw DocStreamError.badValue("geo query doesn't have any geometry") }
        let query = FilterArguments.describe(operand.name, operand.value)
        if within {
            guard region.supportsContains else {
                throw DocStreamError.badValue("$within not supported with provided geometry: { \(query) }")
            }
            return PathMatch(path: operand.path, test: GeoTest(region: region, within: true))
        }
        guard let spherical = region.projectedToSphere else {
            throw DocStreamError.badValue("$geoIntersect not supported with provided geometry: { \(query) }")
        }
        return PathMatch(path: operand.path, test: GeoTest(region: spherical, within: false))
    }
}

/// The region of a geospatial query (GeometryContainer::parseFromQuery).
enum GeoRegion: Sendable {
    /// `$box: [[x1, y1], [x2, y2]]`, corners included.
    case box(min: FlatPoint, max: FlatPoint)
    /// `$polygon: [[x, y], ...]`, closed by joining the last point to the first.
    case flatPolygon([FlatPoint])
    /// `$center: [[x, y], radius]`.
    case circle(center: FlatPoint, radius: Double)
    /// `$centerSphere: [[lng, lat], radians]`.
    case cap(center: UnitVector, radius: Double)
    /// `$geometry: [x, y]`, a legacy point.
    case flatPoint(FlatPoint)
    /// `$geometry: {type: ..., coordinates: ...}`.
    case shape(GeoShape)

    init(_ specifier: String, _ value: BSONValue) throws(DocStreamError) {
        let specifiers: Set<String> = ["$box", "$center", "$polygon", "$centerSphere", "$geometry"]
        guard specifiers.contains(specifier), let elements = GeoParsing.elements(of: value) else {
            throw DocStreamError.badValue("unknown geo specifier: \(FilterArguments.describe(specifier, value))")
        }
        switch specifier {
        case "$box":
            let first = try GeoParsing.flatPoint(elements.first, allowingMoreFields: false)
            let second = try GeoParsing.flatPoint(elements.count > 1 ? elements[1] : nil, allowingMoreFields: false)
            self = .box(
                min: FlatPoint(x: Swift.min(first.x, second.x), y: Swift.min(first.y, second.y)),
                max: FlatPoint(x: Swift.max(first.x, second.x), y: Swift.max(first.y, second.y)))
        case "$polygon":
            var points: [FlatPoint] = []
            for element in elements { points.append(try GeoParsing.flatPoint(element, allowingMoreFields: false)) }
            guard points.count >= 3 else { throw DocStreamError.badValue("Polygon must have at least 3 points") }
            self = .flatPolygon(points)
        case "$center", "$centerSphere":
            let center = try GeoParsing.flatPoint(elements.first, allowingMoreFields: false)
            let sphereCenter =
                specifier == "$centerSphere"
                ? try GeoParsing.sphericalPoint(longitude: center.x, latitude: center.y) : nil
            // Written so that NaN fails too.
            guard elements.count > 1, let radius = GeoParsing.double(elements[1]), radius >= 0 else {
                throw DocStreamError.badValue("radius must be a non-negative number")
            }
            guard elements.count == 2 else { throw DocStreamError.badValue("Only 2 fields allowed for circular region") }
            self = sphereCenter.map { .cap(center: $0, radius: radius) } ?? .circle(center: center, radius: radius)
        default:
            if case .document(let object) = value, !(FilterCompiler.firstField(of: object)?.value.isNumber ?? false) {
                self = .shape(try GeoParsing.geoJSON(object).0)
            } else {
                self = .flatPoint(try GeoParsing.flatPoint(value, allowingMoreFields: false))
            }
        }
    }

    /// Whether the region has an inside for $geoWithin (GeometryContainer::supportsContains).
    var supportsContains: Bool {
        switch self {
        case .box, .flatPolygon, .circle, .cap: true
        case .flatPoint: false
        case .shape(let shape): !shape.polygons.isEmpty
        }
    }

    /// The region $geoIntersects works with, always on the sphere: flat shapes cannot be.
    var projectedToSphere: GeoRegion? {
        switch self {
        case .box, .flatPolygon, .circle: nil
        case .cap, .shape: self
        case .flatPoint(let point):
            (try? GeoParsing.sphericalPoint(longitude: point.x, latitude: point.y)).map { .shape(GeoShape(points: [$0])) }
        }
    }

    /// Whether the stored geometry lies within the region; flat regions hold points only.
    func contains(_ stored: StoredGeometry) -> Bool {
        switch self {
        case .box(let low, let high):
            guard let point = stored.flatPoint else { return false }
            return point.x >= low.x && point.x <= high.x && point.y >= low.y && point.y <= high.y
        case .flatPolygon(let vertices):
            guard let point = stored.flatPoint else { return false }
            return GeoRegion.flatPolygon(vertices, contains: point)
        case .circle(let center, let radius):
            guard let point = stored.flatPoint else { return false }
            return GeoRegion.compareDistance(center, point, radius) <= 0
        case .cap(let center, let radius):
            guard let shape = stored.sphericalShape else { return false }
            return GeoRegion.cap(center: center, radius: radius, contains: shape)
        case .flatPoint:
            return false
        case .shape(let region):
            guard let shape = stored.sphericalShape else { return false }
            return region.contains(shape)
        }
    }

    /// Whether the stored geometry shares a point with the region. A `$centerSphere` region
    /// intersects nothing, as in MongoDB (GeometryContainer::intersects has no case for caps).
    func intersects(_ stored: StoredGeometry) -> Bool {
        guard case .shape(let region) = self, let shape = stored.sphericalShape else { return false }
        return region.intersects(shape)
    }

    /// A spherical cap contains a shape when the shape keeps its distance from the cap's
    /// complement (GeometryContainer::contains with an S2Cap).
    private static func cap(center: UnitVector, radius: Double, contains shape: GeoShape) -> Bool {
        let antipode = -center
        let complementRadius = Double.pi - radius
        return shape.points.allSatisfy { center.angle(to: $0) <= radius + SphericalGeometry.touchingDistance }
            && shape.lines.allSatisfy { SphericalGeometry.distance(from: antipode, toLine: $0) >= complementRadius }
            && shape.polygons.allSatisfy { polygon in
                !polygon.contains(antipode)
                    && polygon.edges.allSatisfy { SphericalGeometry.distance(from: antipode, toEdge: $0.0, $0.1) >= complementRadius }
            }
    }

    /// MongoDB's ray casting for legacy polygons (shapes.cpp Polygon::contains with no
    /// fudge): vertices and points on horizontal or vertical edges are inside.
    private static func flatPolygon(_ vertices: [FlatPoint], contains point: FlatPoint) -> Bool {
        var crossings = 0
        var first = vertices[0]
        for index in 1...vertices.count {
            let second = vertices[index % vertices.count]
            if point == first || point == second { return true }
            if first.y == second.y, point.y == first.y, point.x >= Swift.min(first.x, second.x), point.x <= Swift.max(first.x, second.x) {
                return true
            }
            if point.y > Swift.min(first.y, second.y), point.y <= Swift.max(first.y, second.y),
                point.x <= Swift.max(first.x, second.x), first.y != second.y
            {
                let crossingX = (point.y - first.y) * (second.x - first.x) / (second.y - first.y) + first.x
                if first.x == second.x, point.x == first.x { return true }
                if first.x == second.x || point.x <= crossingX { crossings += 1 }
            }
            first = second
        }
        return crossings % 2 == 1
    }

    /// The distance between two points minus `radius`, computed along an axis when the points
    /// share the other coordinate, so `$center` includes points exactly on its circle
    /// (shapes.cpp distanceCompare).
    private static func compareDistance(_ first: FlatPoint, _ second: FlatPoint, _ radius: Double) -> Double {
        let dx = second.x - first.x
        let dy = second.y - first.y
        if dx == 0 {
            return second.y > first.y ? second.y - (first.y + radius) : first.y - (second.y + radius)
        }
        if dy == 0 {
            return second.x > first.x ? second.x - (first.x + radius) : first.x - (second.x + radius)
        }
        return (dx * dx + dy * dy).squareRoot() - radius
    }
}

/// `$geoWithin` or `$geoIntersects` on one value: documents and arrays that read as a
/// geometry (GeoMatchExpression::matchesSingleElement).
struct GeoTest: ValueTest {
    let region: GeoRegion
    let within: Bool

    func matches(_ value: BSONValue?) -> Bool {
        guard let value, let stored = GeoParsing.stored(value) else { return false }
        return within ? region.contains(stored) : region.intersects(stored)
    }
}
