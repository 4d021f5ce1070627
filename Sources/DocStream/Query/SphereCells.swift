import Foundation

/// A cell of the S2 hierarchy that 2dsphere indexes key by: the sphere projected onto a
/// cube's six faces, each face cut in four, recursively, to level 30 (about a centimetre on
/// the Earth), the cells of a level numbered along a Hilbert curve. A cell's 64-bit id holds
/// its face, its position along the curve and, after a final 1 bit, its level; the ids of a
/// cell's descendants fill the range between `rangeMin` and `rangeMax`, so a region's cells
/// read as a few ranges of index keys.
///
/// The numbering is S2's (s2cellid.h, s2.h: the quadratic projection and the Hilbert curve's
/// orientation tables), so a key is the id MongoDB stores for the same point
/// (2dsphereIndexVersion 3: `NumberLong(cellId)`).
struct SphereCell: Sendable, Hashable {
    let id: UInt64

    static let maximumLevel = 30
    /// How many cells a geometry's covering may have (2dsphere version 3's maxCellsInCovering).
    static let maximumShapeCells = 20
    private static let positionBits = 2 * maximumLevel + 1

    init(id: UInt64) {
        self.id = id
    }

    /// The leaf cell (level 30) holding `point`.
    init(_ point: UnitVector) {
        let (face, u, v) = Self.faceUV(point)
        let i = Self.leafCoordinate(Self.stFromUV(u))
        let j = Self.leafCoordinate(Self.stFromUV(v))
        self.init(face: face, i: i, j: j)
    }

    /// The leaf cell at leaf coordinates (i, j) of a face, numbered along the Hilbert curve.
    private init(face: Int, i: Int, j: Int) {
        var position: UInt64 = 0
        var orientation = face & Self.swapMask
        for bit in stride(from: Self.maximumLevel - 1, through: 0, by: -1) {
            let quadrant = ((i >> bit) & 1) << 1 | ((j >> bit) & 1)
            let step = Self.positionOfQuadrant[orientation][quadrant]
            position = position << 2 | UInt64(step)
            orientation ^= Self.orientationAfter[step]
        }
        id = UInt64(face) << Self.positionBits | position << 1 | 1
    }

    /// The six level-0 cells, one per face.
    static let faces: [SphereCell] = (0..<6).map { SphereCell(id: UInt64($0) << positionBits | 1 << (positionBits - 1)) }

    var face: Int { Int(id >> Self.positionBits) }

    private var lowestBit: UInt64 { id & (~id &+ 1) }

    var level: Int { Self.maximumLevel - id.trailingZeroBitCount / 2 }

    /// The first and last leaf ids below the cell.
    var rangeMin: UInt64 { id - (lowestBit - 1) }
    var rangeMax: UInt64 { id + (lowestBit - 1) }

    func contains(_ other: SphereCell) -> Bool {
        other.id >= rangeMin && other.id <= rangeMax
    }

    /// The cell's ancestor at `level` (itself at its own level).
    func parent(level: Int) -> SphereCell {
        let lowest: UInt64 = 1 << (2 * (Self.maximumLevel - level))
        return SphereCell(id: (id & (~lowest &+ 1)) | lowest)
    }

    /// The four cells one level down, in curve order.
    var children: [SphereCell] {
        let childLowest = lowestBit >> 2
        let first = id - lowestBit + childLowest
        return (0..<4).map { SphereCell(id: first + UInt64($0) * 2 * childLowest) }
    }

    /// The cell's key in a 2dsphere index: the id's bits as a signed 64-bit number, as
    /// MongoDB stores it. Faces 4 and 5 come out negative, but no cell spans two faces, so
    /// each cell's range stays one range of keys.
    var key: Int64 { Int64(bitPattern: id) }

    /// The cell's four corners, counter-clockwise.
    var vertices: [UnitVector] {
        let (i, j) = leafOrigin
        let size = 1 << (Self.maximumLevel - level)
        let scale = Double(1 << Self.maximumLevel)
        let uLow = Self.uvFromST(Double(i) / scale)
        let uHigh = Self.uvFromST(Double(i + size) / scale)
        let vLow = Self.uvFromST(Double(j) / scale)
        let vHigh = Self.uvFromST(Double(j + size) / scale)
        return [(uLow, vLow), (uHigh, vLow), (uHigh, vHigh), (uLow, vHigh)].map { Self.point(face: face, u: $0.0, v: $0.1) }
    }

    /// A cap holding the whole cell: its corners' mean direction, out to the farthest corner.
    /// The cell's edges are great-circle arcs between its corners, so a cap smaller than a
    /// hemisphere that holds the corners holds the cell.
    var boundingCap: (center: UnitVector, radius: Double) {
        // A cell's corners lie within a hemisphere: they have a mean direction.
        Self.boundingCap(of: vertices)!
    }

    /// The leaf coordinates of the cell's lower-left corner on its face.
    private var leafOrigin: (i: Int, j: Int) {
        var i = 0
        var j = 0
        var orientation = face & Self.swapMask
        for step in 0..<level {
            let position = Int(id >> (Self.positionBits - 2 * (step + 1))) & 3
            let quadrant = Self.quadrantOfPosition[orientation][position]
            i = i << 1 | quadrant >> 1
            j = j << 1 | quadrant & 1
            orientation ^= Self.orientationAfter[position]
        }
        return (i << (Self.maximumLevel - level), j << (Self.maximumLevel - level))
    }

    // The Hilbert curve's tables (s2.h): a quadrant is (i bit, j bit); orientation bit 1 swaps
    // i and j, bit 2 inverts them.
    private static let swapMask = 1
    private static let positionOfQuadrant = [[0, 1, 3, 2], [0, 3, 1, 2], [2, 3, 1, 0], [2, 1, 3, 0]]
    private static let quadrantOfPosition = [[0, 1, 3, 2], [0, 2, 3, 1], [3, 2, 0, 1], [3, 1, 0, 2]]
    private static let orientationAfter = [1, 0, 0, 3]

    /// The face a point projects onto (its largest coordinate's axis, +3 when negative) and its
    /// coordinates there.
    private static func faceUV(_ p: UnitVector) -> (Int, Double, Double) {
        let ax = abs(p.x)
        let ay = abs(p.y)
        let az = abs(p.z)
        let axis = ax >= ay ? (ax >= az ? 0 : 2) : (ay >= az ? 1 : 2)
        let face = axis + ((axis == 0 ? p.x : axis == 1 ? p.y : p.z) < 0 ? 3 : 0)
        switch face {
        case 0: return (0, p.y / p.x, p.z / p.x)
        case 1: return (1, -p.x / p.y, p.z / p.y)
        case 2: return (2, -p.x / p.z, -p.y / p.z)
        case 3: return (3, p.z / p.x, p.y / p.x)
        case 4: return (4, p.z / p.y, -p.x / p.y)
        default: return (5, -p.y / p.z, -p.x / p.z)
        }
    }

    private static func point(face: Int, u: Double, v: Double) -> UnitVector {
        switch face {
        case 0: UnitVector(x: 1, y: u, z: v).normalized
        case 1: UnitVector(x: -u, y: 1, z: v).normalized
        case 2: UnitVector(x: -u, y: -v, z: 1).normalized
        case 3: UnitVector(x: -1, y: -v, z: -u).normalized
        case 4: UnitVector(x: v, y: -1, z: -u).normalized
        default: UnitVector(x: v, y: u, z: -1).normalized
        }
    }

    /// S2's quadratic projection, which evens out the cells' areas across a face.
    private static func stFromUV(_ u: Double) -> Double {
        u >= 0 ? 0.5 * (1 + 3 * u).squareRoot() : 1 - 0.5 * (1 - 3 * u).squareRoot()
    }

    private static func uvFromST(_ s: Double) -> Double {
        s >= 0.5 ? (4 * s * s - 1) / 3 : (1 - 4 * (1 - s) * (1 - s)) / 3
    }

    private static func leafCoordinate(_ s: Double) -> Int {
        let limit = 1 << maximumLevel
        return max(0, min(limit - 1, Int((Double(limit) * s).rounded(.down))))
    }

    /// The level whose cells' average edge is closest to `angle` radians (S2::kAvgEdge).
    static func level(forEdge angle: Double) -> Int {
        guard angle > 0 else { return maximumLevel }
        let level = Int((log2(1.459213746386106062 / angle)).rounded())
        return max(0, min(maximumLevel, level))
    }

    /// Cells that together hold the cap of `radius` radians around `center`: cells about half
    /// its radius across (no finer than `finestLevel`), larger ones where they lie inside.
    /// Conservative: a cell near the edge may reach past the cap; the query's own test decides.
    static func covering(center: UnitVector, radius: Double, finestLevel: Int = maximumLevel) -> [SphereCell] {
        guard radius < .pi / 2 else { return faces }
        // A few dozen cells hugging the cap: a scan reads little beyond it.
        let targetLevel = min(finestLevel, max(0, level(forEdge: radius) + 1))
        var cells: [SphereCell] = []
        var pending = faces
        while let cell = pending.popLast() {
            let cap = cell.boundingCap
            let apart = center.angle(to: cap.center)
            guard apart <= radius + cap.radius else { continue }
            if cell.level >= targetLevel || apart + cap.radius <= radius {
                cells.append(cell)
            } else {
                pending += cell.children
            }
        }
        return cells
    }

    /// The index keys a region's covering reads: each cell's descendants (the leaf cells of
    /// points, the finer cells of small shapes) and its ancestors (shapes keyed by coarser
    /// cells that may reach into it).
    static func keyIntervals(covering cells: [SphereCell]) -> IntervalList {
        var intervals: [IndexInterval] = []
        var ancestors = Set<SphereCell>()
        for cell in cells {
            intervals.append(
                IndexInterval(
                    low: .value(.int64(Int64(bitPattern: cell.rangeMin))), lowInclusive: true,
                    high: .value(.int64(Int64(bitPattern: cell.rangeMax))), highInclusive: true))
            for level in 0..<cell.level { ancestors.insert(cell.parent(level: level)) }
        }
        intervals += ancestors.map { IndexInterval.point(.int64($0.key)) }
        return IntervalList(union: intervals)
    }

    /// The index keys a `$geoWithin` or `$geoIntersects` region on the sphere may meet: a
    /// `$centerSphere` cap, a cap around a GeoJSON shape's vertices, or around a `$box` of
    /// longitudes and latitudes (as the Swift API's `GeoBox` queries); nil for the other flat
    /// regions, which a 2dsphere index does not answer.
    static func keyIntervals(within region: GeoRegion) -> IntervalList? {
        switch region {
        case .cap(let center, let radius):
            return keyIntervals(covering: covering(center: center, radius: radius))
        case .shape(let shape):
            // A polygon holding the cap's antipode is a big polygon (strict winding): its
            // inside is the far side of its rings, which the cap around them does not hold.
            guard let cap = boundingCap(of: shape.vertices),
                !shape.polygons.contains(where: { $0.contains(-cap.center) })
            else { return keyIntervals(covering: faces) }
            return keyIntervals(covering: covering(center: cap.center, radius: cap.radius))
        case .box(let low, let high):
            return keyIntervals(covering: latitudeLongitudeBox(low, high))
        case .flatPolygon, .circle, .flatPoint:
            return nil
        }
    }

    /// The cells holding the points of a `$box` read as longitudes and latitudes (what the
    /// box matches on a 2dsphere index: points with coordinates between the corners'). Lines
    /// of latitude are not great circles, so the cap is measured over points all along the
    /// box's edges, with room to spare; a box beyond a hemisphere reads every cell.
    private static func latitudeLongitudeBox(_ low: FlatPoint, _ high: FlatPoint) -> [SphereCell] {
        let west = max(low.x, -180)
        let east = min(high.x, 180)
        let south = max(low.y, -90)
        let north = min(high.y, 90)
        guard west <= east, south <= north else { return [] }
        guard east - west < 180 else { return faces }
        let center = UnitVector(longitude: (west + east) / 2, latitude: (south + north) / 2)
        var radius = 0.0
        for step in 0...32 {
            let fraction = Double(step) / 32
            let longitude = west + (east - west) * fraction
            let latitude = south + (north - south) * fraction
            for point in [(longitude, south), (longitude, north), (west, latitude), (east, latitude)] {
                radius = max(radius, center.angle(to: UnitVector(longitude: point.0, latitude: point.1)))
            }
        }
        return covering(center: center, radius: radius * 1.01 + 1e-9)
    }

    /// A cap around points, from their mean direction; nil when they spread around the sphere
    /// so that no such direction exists.
    private static func boundingCap(of vertices: [UnitVector]) -> (center: UnitVector, radius: Double)? {
        let sum = vertices.reduce((x: 0.0, y: 0.0, z: 0.0)) { ($0.x + $1.x, $0.y + $1.y, $0.z + $1.z) }
        let length = (sum.x * sum.x + sum.y * sum.y + sum.z * sum.z).squareRoot()
        guard length > 1e-12 else { return nil }
        let center = UnitVector(x: sum.x / length, y: sum.y / length, z: sum.z / length)
        return (center, vertices.map { center.angle(to: $0) }.max()!)
    }

    /// The cells a shape is indexed under: the leaf cell of a point (as 2dsphere index version
    /// 3 keys a Point or legacy pair); for a few points (a MultiPoint) each one's cell at
    /// `finestLevel`, as S2's coverer gives them; else a covering of a cap around the shape's
    /// vertices, no finer than `finestLevel`. Queries read every ancestor of their cells too,
    /// so a shape's cells may be as coarse as its size asks.
    static func cells(of shape: GeoShape, isPoint: Bool, finestLevel: Int) -> [SphereCell] {
        let vertices = shape.vertices
        if isPoint, vertices.count == 1 { return [SphereCell(vertices[0])] }
        if shape.lines.isEmpty, shape.polygons.isEmpty, shape.points.count <= maximumShapeCells {
            return Set(shape.points.map { SphereCell($0).parent(level: finestLevel) }).sorted { $0.id < $1.id }
        }
        // A polygon's inside is the smaller side of its rings, so a cap around the rings
        // holds it unless the shape spreads over a hemisphere (the covering is then the faces).
        guard let cap = boundingCap(of: vertices) else { return faces }
        return covering(center: cap.center, radius: cap.radius, finestLevel: finestLevel).sorted { $0.id < $1.id }
    }
}
