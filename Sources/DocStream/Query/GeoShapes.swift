import DocStreamBSON

/// A legacy coordinate pair: `[x, y]` or `{x: 1, y: 2}` (any two numeric fields).
struct FlatPoint: Sendable, Equatable {
    let x: Double
    let y: Double
}

/// A GeoJSON geometry on the sphere, as the points, lines and polygons it is made of.
struct GeoShape: Sendable {
    var points: [UnitVector] = []
    var lines: [[UnitVector]] = []
    var polygons: [SphericalPolygon] = []

    /// Every point, line vertex and ring vertex of the shape.
    var vertices: [UnitVector] {
        points + lines.flatMap { $0 } + polygons.flatMap { $0.loops.flatMap(\.vertices) }
    }

    mutating func add(_ other: GeoShape) {
        points += other.points
        lines += other.lines
        polygons += other.polygons
    }

    /// Whether the two share any point (GeometryContainer::intersects).
    func intersects(_ other: GeoShape) -> Bool {
        let near = SphericalGeometry.touchingDistance
        for point in points {
            if other.points.contains(where: { point.angle(to: $0) <= near })
                || other.lines.contains(where: { SphericalGeometry.distance(from: point, toLine: $0) <= near })
                || other.polygons.contains(where: { $0.contains(point) })
            {
                return true
            }
        }
        for line in lines {
            if other.points.contains(where: { SphericalGeometry.distance(from: $0, toLine: line) <= near })
                || other.lines.contains(where: { GeoShape.linesIntersect(line, $0) })
                || other.polygons.contains(where: { $0.intersects(line: line) })
            {
                return true
            }
        }
        for polygon in polygons {
            if other.points.contains(where: polygon.contains)
                || other.lines.contains(where: { polygon.intersects(line: $0) })
                || other.polygons.contains(where: polygon.intersects)
            {
                return true
            }
        }
        return false
    }

    /// Whether every part of `other` lies within one of this shape's polygons
    /// (GeometryContainer::contains).
    func contains(_ other: GeoShape) -> Bool {
        other.points.allSatisfy { point in polygons.contains { $0.contains(point) } }
            && other.lines.allSatisfy { line in polygons.contains { $0.contains(line: line) } }
            && other.polygons.allSatisfy { inner in polygons.contains { $0.contains(inner) } }
    }

    private static func linesIntersect(_ first: [UnitVector], _ second: [UnitVector]) -> Bool {
        let near = SphericalGeometry.touchingDistance
        return SphericalGeometry.edges(of: first).contains { a in
            SphericalGeometry.edges(of: second).contains { b in SphericalGeometry.edgesCross(a.0, a.1, b.0, b.1) }
        }
            || first.contains { SphericalGeometry.distance(from: $0, toLine: second) <= near }
            || second.contains { SphericalGeometry.distance(from: $0, toLine: first) <= near }
    }
}

/// A value stored in a document, read as a geometry (GeometryContainer::parseFromStorage).
enum StoredGeometry {
    case legacyPoint(FlatPoint)
    /// A GeoJSON geometry; a Point keeps its longitude and latitude for the flat shapes.
    case geoJSON(GeoShape, point: FlatPoint?)

    /// The point as flat coordinates, for $box, $polygon and $center: legacy and GeoJSON points.
    var flatPoint: FlatPoint? {
        switch self {
        case .legacyPoint(let point): point
        case .geoJSON(_, let point): point
        }
    }

    /// The geometry on the sphere; a legacy point only when it is a valid longitude/latitude.
    var sphericalShape: GeoShape? {
        switch self {
        case .legacyPoint(let point):
            guard let vector = try? GeoParsing.sphericalPoint(longitude: point.x, latitude: point.y) else { return nil }
            return GeoShape(points: [vector])
        case .geoJSON(let shape, _):
            return shape
        }
    }
}

/// Reading geometries from BSON, with MongoDB's rules and messages
/// (src/mongo/db/geo/geoparser.cpp, geometry_container.cpp).
enum GeoParsing {
    /// A stored value as a geometry, nil when it is none: a GeoJSON object, else a legacy
    /// point (which may have more than two numbers). Big polygons never match.
    static func stored(_ value: BSONValue) -> StoredGeometry? {
        switch value {
        case .document(let document):
            if let (shape, point, strictWinding) = try? geoJSON(document) {
                return strictWinding ? nil : .geoJSON(shape, point: point)
            }
            return (try? flatPoint(value, allowingMoreFields: true)).map(StoredGeometry.legacyPoint)
        case .array:
            return (try? flatPoint(value, allowingMoreFields: true)).map(StoredGeometry.legacyPoint)
        default:
            return nil
        }
    }

    /// A legacy point (parseFlatPoint): the first two fields of an array or document, numbers.
    static func flatPoint(_ value: BSONValue?, allowingMoreFields: Bool) throws(DocStreamError) -> FlatPoint {
        guard let elements = value.flatMap(elements(of:)) else {
            throw DocStreamError.badValue("Point must be an array or object, instead got type \(typeName(value))")
        }
        var numbers: [Double] = []
        for index in 0..<2 {
            let element = index < elements.count ? elements[index] : nil
            guard let number = element.flatMap(double) else {
                throw DocStreamError.badValue("Point must only contain numeric elements, instead got type \(typeName(element))")
            }
            numbers.append(number)
        }
        guard allowingMoreFields || elements.count == 2 else {
            throw DocStreamError.badValue("Point must only contain two numeric elements")
        }
        guard numbers[0].isFinite, numbers[1].isFinite else {
            throw DocStreamError.badValue("Point coordinates must be finite numbers")
        }
        return FlatPoint(x: numbers[0], y: numbers[1])
    }

    /// A longitude and latitude in degrees on the sphere (coordToPoint).
    static func sphericalPoint(longitude: Double, latitude: Double) throws(DocStreamError) -> UnitVector {
        guard abs(longitude) <= 180, abs(latitude) <= 90 else {
            throw DocStreamError.badValue(
                "longitude/latitude is out of bounds, lng: \(number(longitude)) lat: \(number(latitude))")
        }
        return UnitVector(longitude: longitude, latitude: latitude)
    }

    /// A GeoJSON object (parseFromGeoJSON): the shape, a Point's coordinates, and whether it
    /// asked for MongoDB's strict winding ("big polygon") CRS.
    static func geoJSON(_ object: Document) throws(DocStreamError) -> (GeoShape, FlatPoint?, Bool) {
        guard case .string(let type)? = object["type"], geoJSONTypes.contains(type) else {
            throw DocStreamError.badValue("unknown GeoJSON type: \(object.extendedJSON())")
        }
        if type == "GeometryCollection" {
            return (try geometryCollection(object), nil, false)
        }
        let strictWinding = try isStrictWinding(object, allowed: type == "Polygon")
        let coordinates = object["coordinates"]
        var shape = GeoShape()
        var point: FlatPoint?
        switch type {
        case "Point":
            let flat = try flatPoint(coordinates, allowingMoreFields: true)
            shape.points = [try sphericalPoint(longitude: flat.x, latitude: flat.y)]
            point = flat
        case "LineString":
            shape.lines = [try line(coordinates)]
        case "Polygon":
            shape.polygons = [try polygon(coordinates, strictWinding: strictWinding)]
        case "MultiPoint":
            shape.points = try arrayOfCoordinates(coordinates)
            guard !shape.points.isEmpty else { throw DocStreamError.badValue("MultiPoint coordinates must have at least 1 element") }
        case "MultiLineString":
            guard case .array(let lines)? = coordinates else {
                throw DocStreamError.badValue("MultiLineString coordinates must be an array")
            }
            for element in lines { shape.lines.append(try line(element)) }
            guard !shape.lines.isEmpty else { throw DocStreamError.badValue("MultiLineString coordinates must have at least 1 element") }
        default:
            guard case .array(let polygons)? = coordinates else {
                throw DocStreamError.badValue("MultiPolygon coordinates must be an array")
            }
            for element in polygons { shape.polygons.append(try polygon(element, strictWinding: false)) }
            guard !shape.polygons.isEmpty else { throw DocStreamError.badValue("MultiPolygon coordinates must have at least 1 element") }
        }
        return (shape, point, strictWinding)
    }

    /// The fields of a document or the elements of an array, in order.
    static func elements(of value: BSONValue) -> [BSONValue]? {
        switch value {
        case .array(let elements): elements
        case .document(let document): document.elements.map(\.value)
        default: nil
        }
    }

    static func double(_ value: BSONValue) -> Double? {
        switch value {
        case .int32(let int): Double(int)
        case .int64(let int): Double(int)
        case .double(let double): double
        case .decimal128(let decimal): decimal.doubleValue.value
        default: nil
        }
    }

    /// A number as MongoDB's messages print it: 181, 12.5.
    static func number(_ value: Double) -> String {
        FilterArguments.describeNumber(.double(value))
    }

    private static let geoJSONTypes: Set<String> = [
        "Point", "LineString", "Polygon", "MultiPoint", "MultiLineString", "MultiPolygon", "GeometryCollection",
    ]

    /// MongoDB's type name, "missing" for nothing.
    private static func typeName(_ value: BSONValue?) -> String {
        value?.type.alias ?? "missing"
    }

    /// The optional "crs" member (parseGeoJSONCRS): EPSG:4326 and CRS84 are the default
    /// sphere; MongoDB's strict winding CRS is allowed for polygons only.
    private static func isStrictWinding(_ object: Document, allowed: Bool) throws(DocStreamError) -> Bool {
        guard let crs = object["crs"] else { return false }
        guard case .document(let crsObject) = crs else { throw DocStreamError.badValue("GeoJSON CRS must be an object") }
        guard case .string("name")? = crsObject["type"] else {
            throw DocStreamError.badValue("GeoJSON CRS must have field \"type\": \"name\"")
        }
        guard case .document(let properties)? = crsObject["properties"] else {
            throw DocStreamError.badValue("CRS must have field \"properties\" which is an object")
        }
        guard case .string(let name)? = properties["name"] else {
            throw DocStreamError.badValue("In CRS, \"properties.name\" must be a string")
        }
        switch name {
        case "urn:ogc:def:crs:OGC:1.3:CRS84", "EPSG:4326":
            return false
        case "urn:x-mongodb:crs:strictwinding:EPSG:4326":
            guard allowed else { throw DocStreamError.badValue("Strict winding order is only supported by polygon") }
            return true
        default:
            throw DocStreamError.badValue("Unknown CRS name: \(name)")
        }
    }

    /// One GeoJSON position, `[lng, lat]` (more numbers, such as an altitude, are allowed).
    private static func coordinate(_ value: BSONValue) throws(DocStreamError) -> UnitVector {
        guard case .array = value else { throw DocStreamError.badValue("GeoJSON coordinates must be an array") }
        let flat = try flatPoint(value, allowingMoreFields: true)
        return try sphericalPoint(longitude: flat.x, latitude: flat.y)
    }

    private static func arrayOfCoordinates(_ value: BSONValue?) throws(DocStreamError) -> [UnitVector] {
        guard case .array(let elements)? = value else {
            throw DocStreamError.badValue("GeoJSON coordinates must be an array of coordinates")
        }
        var points: [UnitVector] = []
        for element in elements { points.append(try coordinate(element)) }
        return points
    }

    /// Consecutive repeats of a vertex count once (eraseDuplicatePoints).
    private static func withoutRepeats(_ points: [UnitVector]) -> [UnitVector] {
        points.reduce(into: []) { result, point in
            if result.last != point { result.append(point) }
        }
    }

    private static func line(_ value: BSONValue?) throws(DocStreamError) -> [UnitVector] {
        let vertices = withoutRepeats(try arrayOfCoordinates(value))
        guard vertices.count >= 2 else {
            throw DocStreamError.badValue("GeoJSON LineString must have at least 2 vertices: \(describe(value))")
        }
        return vertices
    }

    /// A polygon's rings (parseGeoJSONPolygonCoordinates): each closed, with three different
    /// vertices at least and no crossing edges; the rings after the first are holes inside it.
    private static func polygon(_ value: BSONValue?, strictWinding: Bool) throws(DocStreamError) -> SphericalPolygon {
        guard case .array(let rings)? = value else {
            throw DocStreamError.badValue(strictWinding ? "Coordinates of polygon must be an array" : "Polygon coordinates must be an array")
        }
        if strictWinding, rings.count != 1 {
            throw DocStreamError.badValue("Only one simple loop is allowed in a big polygon: \(describe(value))")
        }
        var loops: [SphericalLoop] = []
        for ring in rings {
            let points = try arrayOfCoordinates(ring)
            guard let first = points.first else { throw DocStreamError.badValue("Loop has no vertices: \(describe(ring))") }
            guard first == points.last else { throw DocStreamError.badValue("Loop is not closed: \(describe(ring))") }
            let vertices = Array(withoutRepeats(points).dropLast())
            guard vertices.count >= 3 else {
                throw DocStreamError.badValue("Loop must have at least 3 different vertices: \(describe(ring))")
            }
            let loop = SphericalLoop(vertices: vertices, strictWinding: strictWinding)
            if let repeated = firstRepeatedVertex(vertices) {
                throw DocStreamError.badValue("Loop is not valid: \(describe(ring)) Duplicate vertices: \(repeated.0) and \(repeated.1)")
            }
            if let (i, j) = loop.crossingEdges {
                throw DocStreamError.badValue("Loop is not valid: \(describe(ring)) Edges \(i) and \(j) cross")
            }
            if let shell = loops.first, !SphericalPolygon(shell: shell, holes: []).contains(SphericalPolygon(shell: loop, holes: [])) {
                throw DocStreamError.badValue(
                    "Secondary loops not contained by first exterior loop - secondary loops must be holes: \(describe(ring)) first loop: \(describe(rings[0]))")
            }
            loops.append(loop)
        }
        guard let shell = loops.first else { throw DocStreamError.badValue("Polygon has no loops.") }
        return SphericalPolygon(shell: shell, holes: Array(loops.dropFirst()))
    }

    private static func firstRepeatedVertex(_ vertices: [UnitVector]) -> (Int, Int)? {
        for i in vertices.indices {
            for j in vertices.indices where j > i && vertices[i] == vertices[j] {
                return (i, j)
            }
        }
        return nil
    }

    /// A GeometryCollection (parseGeometryCollection): its members, not nested.
    private static func geometryCollection(_ object: Document) throws(DocStreamError) -> GeoShape {
        guard case .array(let geometries)? = object["geometries"] else {
            throw DocStreamError.badValue("GeometryCollection geometries must be an array")
        }
        guard !geometries.isEmpty else { throw DocStreamError.badValue("GeometryCollection geometries must have at least 1 element") }
        var shape = GeoShape()
        for (index, geometry) in geometries.enumerated() {
            guard case .document(let member) = geometry else {
                throw DocStreamError.badValue("Element \(index) of \"geometries\" is not an object")
            }
            guard case .string(let type)? = member["type"], geoJSONTypes.contains(type) else {
                throw DocStreamError.badValue("Unknown GeoJSON type: \(describe(geometry))")
            }
            guard type != "GeometryCollection" else {
                throw DocStreamError.badValue("GeometryCollections cannot be nested: \(describe(geometry))")
            }
            let (memberShape, _, strictWinding) = try geoJSON(member)
            guard !strictWinding else { throw DocStreamError.badValue("Strict winding order is only supported by polygon") }
            shape.add(memberShape)
        }
        return shape
    }

    private static func describe(_ value: BSONValue?) -> String {
        value?.extendedJSON(.relaxed) ?? "missing"
    }
}
