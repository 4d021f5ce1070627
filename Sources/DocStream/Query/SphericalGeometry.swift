import Foundation

/// A point on the unit sphere, as MongoDB's S2 library keeps GeoJSON coordinates.
struct UnitVector: Sendable, Equatable {
    let x: Double
    let y: Double
    let z: Double

    init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The point at a longitude and latitude in degrees (S2LatLng::FromDegrees(lat, lng).ToPoint()).
    init(longitude: Double, latitude: Double) {
        let phi = latitude * .pi / 180
        let theta = longitude * .pi / 180
        self.init(x: cos(phi) * cos(theta), y: cos(phi) * sin(theta), z: sin(phi))
    }

    static prefix func - (vector: UnitVector) -> UnitVector {
        UnitVector(x: -vector.x, y: -vector.y, z: -vector.z)
    }

    func dot(_ other: UnitVector) -> Double {
        x * other.x + y * other.y + z * other.z
    }

    /// The cross product (not of unit length in general).
    func cross(_ other: UnitVector) -> UnitVector {
        UnitVector(x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
    }

    var length: Double { sqrt(dot(self)) }

    /// The vector scaled to unit length.
    var normalized: UnitVector {
        let length = length
        return UnitVector(x: x / length, y: y / length, z: z / length)
    }

    /// The angle to another point, in radians.
    func angle(to other: UnitVector) -> Double {
        atan2(cross(other).length, dot(other))
    }
}

/// The geometric predicates MongoDB's S2 library answers for $geoWithin and $geoIntersects,
/// computed on great-circle edges.
enum SphericalGeometry {
    /// How close counts as touching: about the size of the S2 leaf cell MongoDB tests a point
    /// as (GeometryContainer matches points by S2Cell::MayIntersect), ~1 cm on the Earth.
    static let touchingDistance = 1e-9

    /// Whether the edges ab and cd cross at a point interior to both (S2 SimpleCrossing).
    static func edgesCross(_ a: UnitVector, _ b: UnitVector, _ c: UnitVector, _ d: UnitVector) -> Bool {
        let ab = a.cross(b)
        let acb = -ab.dot(c)
        let bda = ab.dot(d)
        guard acb * bda > 0 else { return false }
        let cd = c.cross(d)
        let cbd = -cd.dot(b)
        let dac = cd.dot(a)
        return acb * cbd > 0 && acb * dac > 0
    }

    /// The angle from `p` to the nearest point of the edge ab.
    static func distance(from p: UnitVector, toEdge a: UnitVector, _ b: UnitVector) -> Double {
        let normal = a.cross(b)
        let normalLength = normal.length
        let toEnds = min(p.angle(to: a), p.angle(to: b))
        guard normalLength > 1e-300 else { return toEnds }
        // p's foot on the great circle lies within the edge when it is on the inner side of
        // both ends.
        let scaled = p.dot(normal)
        let foot = UnitVector(
            x: p.x - normal.x * scaled / (normalLength * normalLength),
            y: p.y - normal.y * scaled / (normalLength * normalLength),
            z: p.z - normal.z * scaled / (normalLength * normalLength))
        guard a.cross(foot).dot(normal) >= 0, foot.cross(b).dot(normal) >= 0 else { return toEnds }
        return asin(min(1, abs(scaled) / normalLength))
    }

    static func distance(from p: UnitVector, toLine line: [UnitVector]) -> Double {
        guard line.count > 1 else { return line.first.map { p.angle(to: $0) } ?? .infinity }
        return zip(line, line.dropFirst()).map { distance(from: p, toEdge: $0, $1) }.min()!
    }

    static func edges(of line: [UnitVector]) -> [(UnitVector, UnitVector)] {
        Array(zip(line, line.dropFirst()))
    }
}

/// A closed ring of vertices (the last joined to the first) and the side that is its inside.
struct SphericalLoop: Sendable {
    let vertices: [UnitVector]
    /// Each vertex with the next, the last with the first.
    let edges: [(UnitVector, UnitVector)]
    /// Whether the inside lies to the left of the ring's direction.
    let insideIsLeft: Bool
    private let leftReference: UnitVector

    /// A ring whose inside is the smaller of its two sides, as MongoDB normalizes GeoJSON
    /// polygon rings (S2Loop::Normalize); with `strictWinding`, the left side always (MongoDB's
    /// "big polygon" CRS).
    init(vertices: [UnitVector], strictWinding: Bool = false) {
        self.vertices = vertices
        edges = vertices.indices.map { (vertices[$0], vertices[($0 + 1) % vertices.count]) }
        insideIsLeft = strictWinding || SphericalLoop.leftArea(vertices) <= 2 * .pi
        leftReference = SphericalLoop.leftReference(vertices)
    }

    func isOnBoundary(_ p: UnitVector) -> Bool {
        edges.contains { SphericalGeometry.distance(from: p, toEdge: $0.0, $0.1) <= SphericalGeometry.touchingDistance }
    }

    /// Inside or on the boundary.
    func contains(_ p: UnitVector) -> Bool {
        isOnBoundary(p) || interiorContains(p)
    }

    /// Strictly inside.
    func interiorContains(_ p: UnitVector) -> Bool {
        guard !isOnBoundary(p) else { return false }
        return isOnLeft(p) == insideIsLeft
    }

    /// Which side of the ring `p` is on: each edge crossed on the way from a point known to be
    /// on the left changes the side. The way goes through a point a quarter turn from both
    /// ends when they are far apart, as an edge is the shorter arc between its ends.
    private func isOnLeft(_ p: UnitVector) -> Bool {
        var start = leftReference
        var crossings = 0
        if start.dot(p) < 0 {
            let across = start.cross(p)
            let middle = (across.length > 1e-12 ? across : start.cross(UnitVector(x: 0.6, y: 0.8, z: 0))).normalized
            crossings += edgesCrossed(from: start, to: middle)
            start = middle
        }
        crossings += edgesCrossed(from: start, to: p)
        return crossings.isMultiple(of: 2)
    }

    private func edgesCrossed(from start: UnitVector, to end: UnitVector) -> Int {
        edges.count { SphericalGeometry.edgesCross(start, end, $0.0, $0.1) }
    }

    /// A point just left of the middle of the first edge, closer to it than to any other edge.
    private static func leftReference(_ vertices: [UnitVector]) -> UnitVector {
        let (a, b) = (vertices[0], vertices[1])
        let middle = UnitVector(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z).normalized
        let left = a.cross(b).normalized
        var clearance = middle.angle(to: a)
        for index in 1..<vertices.count {
            let edge = (vertices[index], vertices[(index + 1) % vertices.count])
            clearance = min(clearance, SphericalGeometry.distance(from: middle, toEdge: edge.0, edge.1))
        }
        let offset = min(clearance / 2, 1e-3)
        return UnitVector(x: middle.x + left.x * offset, y: middle.y + left.y * offset, z: middle.z + left.z * offset).normalized
    }

    /// The pair of edges of the ring that cross, if any, for validation.
    var crossingEdges: (Int, Int)? {
        for i in edges.indices {
            for j in edges.indices where j >= i + 2 && !(i == 0 && j == edges.count - 1) {
                if SphericalGeometry.edgesCross(edges[i].0, edges[i].1, edges[j].0, edges[j].1) { return (i, j) }
            }
        }
        return nil
    }

    /// The area to the left of the ring, from its turning (Gauss–Bonnet: 2π minus the sum of
    /// the turns at its vertices).
    private static func leftArea(_ vertices: [UnitVector]) -> Double {
        var turning = 0.0
        for index in vertices.indices {
            let previous = vertices[(index + vertices.count - 1) % vertices.count]
            let vertex = vertices[index]
            let next = vertices[(index + 1) % vertices.count]
            let incoming = tangent(at: vertex, toward: previous)
            let outgoing = tangent(at: vertex, toward: next)
            let arriving = -incoming
            turning += atan2(vertex.dot(arriving.cross(outgoing)), arriving.dot(outgoing))
        }
        return 2 * .pi - turning
    }

    private static func tangent(at point: UnitVector, toward other: UnitVector) -> UnitVector {
        let along = other.dot(point)
        return UnitVector(x: other.x - along * point.x, y: other.y - along * point.y, z: other.z - along * point.z)
    }
}

/// A GeoJSON polygon on the sphere: an outer ring and holes.
struct SphericalPolygon: Sendable {
    let shell: SphericalLoop
    let holes: [SphericalLoop]

    var loops: [SphericalLoop] { [shell] + holes }

    var edges: [(UnitVector, UnitVector)] { loops.flatMap(\.edges) }

    /// Inside or on the boundary (of the shell or of a hole).
    func contains(_ p: UnitVector) -> Bool {
        shell.contains(p) && !holes.contains { $0.interiorContains(p) }
    }

    func contains(line: [UnitVector]) -> Bool {
        line.allSatisfy(contains) && !crosses(edges: SphericalGeometry.edges(of: line))
    }

    func contains(_ other: SphericalPolygon) -> Bool {
        other.shell.vertices.allSatisfy(contains)
            && !crosses(edges: other.shell.edges)
            && !holes.contains { hole in hole.vertices.contains { other.shell.interiorContains($0) } }
    }

    func intersects(line: [UnitVector]) -> Bool {
        line.contains(where: contains) || crosses(edges: SphericalGeometry.edges(of: line))
    }

    func intersects(_ other: SphericalPolygon) -> Bool {
        other.shell.vertices.contains(where: contains) || shell.vertices.contains(where: other.contains)
            || crosses(edges: other.edges)
    }

    private func crosses(edges others: [(UnitVector, UnitVector)]) -> Bool {
        let own = edges
        return others.contains { other in
            own.contains { SphericalGeometry.edgesCross($0.0, $0.1, other.0, other.1) }
        }
    }
}
