import DocStreamBSON

/// A point on the Earth by latitude and longitude in degrees, as the Realm Swift SDK's
/// `GeoPoint` gives it; stored as a GeoJSON point (`geoJSON`), which a 2dsphere index keys.
///
/// ```swift
/// let seattle = GeoPoint(latitude: 47.6, longitude: -122.3)!
/// _ = try await companies.insertOne(["name": "Acme", "location": seattle.geoJSON])
/// ```
public struct GeoPoint: Sendable, Hashable {
    /// Degrees north of the equator, -90 to 90.
    public let latitude: Double
    /// Degrees east of the prime meridian, -180 to 180.
    public let longitude: Double

    /// A point; nil when the latitude is outside -90...90 or the longitude outside -180...180.
    public init?(latitude: Double, longitude: Double) {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `{type: "Point", coordinates: [longitude, latitude]}`.
    public var geoJSON: BSONValue {
        ["type": "Point", "coordinates": [.double(longitude), .double(latitude)]]
    }

    var coordinates: BSONValue { [.double(longitude), .double(latitude)] }
}

/// A distance on the Earth, in the units the Realm Swift SDK's `Distance` takes, converted
/// with the Earth's radius MongoDB's manual uses for `$centerSphere` (6378.1 km, 3963.2 miles).
public struct Distance: Sendable, Hashable {
    /// The distance as an angle at the Earth's center.
    public let asRadians: Double

    private static let kilometersPerRadian = 6378.1
    private static let milesPerRadian = 3963.2

    private init?(radians: Double) {
        guard radians >= 0, radians.isFinite else { return nil }
        asRadians = radians
    }

    /// A distance in radians; nil when negative or infinite.
    public static func radians(_ radians: Double) -> Distance? { Distance(radians: radians) }
    /// A distance in degrees of arc; nil when negative or infinite.
    public static func degrees(_ degrees: Double) -> Distance? { Distance(radians: degrees * .pi / 180) }
    /// A distance in kilometers; nil when negative or infinite.
    public static func kilometers(_ kilometers: Double) -> Distance? { Distance(radians: kilometers / kilometersPerRadian) }
    /// A distance in miles; nil when negative or infinite.
    public static func miles(_ miles: Double) -> Distance? { Distance(radians: miles / milesPerRadian) }

    /// The distance in degrees of arc.
    public var asDegrees: Double { asRadians * 180 / .pi }
    /// The distance in kilometers.
    public var asKilometers: Double { asRadians * Self.kilometersPerRadian }
    /// The distance in miles.
    public var asMiles: Double { asRadians * Self.milesPerRadian }
}

/// A shape a geospatial query keeps the documents within (`GeoCircle`, `GeoBox`,
/// `GeoPolygon`): its `geoWithin` is the condition to put on a location field.
///
/// ```swift
/// let circle = GeoCircle(center: GeoPoint(latitude: 47.8, longitude: -122.6)!, radius: .kilometers(44.4)!)
/// let nearby = try await companies.find(filter: ["location": circle.geoWithin])
/// ```
public protocol GeoShapeQuery: Sendable {
    /// `{$geoWithin: {...}}`, the shape as MongoDB's query language gives it.
    var geoWithin: BSONValue { get }
}

/// A circle on the sphere: the points within `radius` of `center` (`$centerSphere`).
public struct GeoCircle: GeoShapeQuery, Hashable {
    /// The circle's center.
    public let center: GeoPoint
    /// How far from the center the circle reaches.
    public let radius: Distance

    /// The circle of `radius` around `center`.
    public init(center: GeoPoint, radius: Distance) {
        self.center = center
        self.radius = radius
    }

    /// A circle around a (latitude, longitude) pair; nil when the point is out of range or the
    /// radius negative.
    public init?(center: (Double, Double), radiusInRadians: Double) {
        guard let point = GeoPoint(latitude: center.0, longitude: center.1), let radius = Distance.radians(radiusInRadians) else { return nil }
        self.init(center: point, radius: radius)
    }

    /// `{$geoWithin: {$centerSphere: [[longitude, latitude], radians]}}`.
    public var geoWithin: BSONValue {
        ["$geoWithin": ["$centerSphere": [center.coordinates, .double(radius.asRadians)]]]
    }
}

/// A rectangle of latitudes and longitudes, from its bottom-left corner to its top-right one
/// (`$box` over longitude and latitude, which holds exactly the points whose coordinates lie
/// between the corners'). `$box` takes the smaller and the larger of the corners' longitudes,
/// so a box across the antimeridian is written as two.
public struct GeoBox: GeoShapeQuery, Hashable {
    /// The southwest corner.
    public let bottomLeft: GeoPoint
    /// The northeast corner.
    public let topRight: GeoPoint

    /// The box between two corners.
    public init(bottomLeft: GeoPoint, topRight: GeoPoint) {
        self.bottomLeft = bottomLeft
        self.topRight = topRight
    }

    /// A box from (latitude, longitude) pairs; nil when a corner is out of range.
    public init?(bottomLeft: (Double, Double), topRight: (Double, Double)) {
        guard let bottomLeft = GeoPoint(latitude: bottomLeft.0, longitude: bottomLeft.1),
            let topRight = GeoPoint(latitude: topRight.0, longitude: topRight.1)
        else { return nil }
        self.init(bottomLeft: bottomLeft, topRight: topRight)
    }

    /// `{$geoWithin: {$box: [[west, south], [east, north]]}}`.
    public var geoWithin: BSONValue {
        ["$geoWithin": ["$box": [bottomLeft.coordinates, topRight.coordinates]]]
    }
}

/// A polygon on the sphere: an outer ring and holes cut from it, each closed (its last point
/// its first) with at least four points (`$geometry` Polygon; edges are great-circle arcs).
public struct GeoPolygon: GeoShapeQuery, Hashable {
    /// The ring around the polygon.
    public let outerRing: [GeoPoint]
    /// The rings of the holes, each inside the outer ring.
    public let holes: [[GeoPoint]]

    /// A polygon; nil when a ring has fewer than four points or is not closed.
    public init?(outerRing: [GeoPoint], holes: [[GeoPoint]] = []) {
        for ring in [outerRing] + holes {
            guard ring.count >= 4, ring.first == ring.last else { return nil }
        }
        self.outerRing = outerRing
        self.holes = holes
    }

    /// A polygon from (latitude, longitude) pairs; nil when a point is out of range or a ring
    /// is not a closed ring of four points or more.
    public init?(outerRing: [(Double, Double)], holes: [[(Double, Double)]] = []) {
        func points(_ ring: [(Double, Double)]) -> [GeoPoint]? {
            let points = ring.compactMap { GeoPoint(latitude: $0.0, longitude: $0.1) }
            return points.count == ring.count ? points : nil
        }
        guard let outer = points(outerRing) else { return nil }
        var inner: [[GeoPoint]] = []
        for hole in holes {
            guard let ring = points(hole) else { return nil }
            inner.append(ring)
        }
        self.init(outerRing: outer, holes: inner)
    }

    /// `{$geoWithin: {$geometry: {type: "Polygon", coordinates: [outer ring, holes...]}}}`.
    public var geoWithin: BSONValue {
        let rings = ([outerRing] + holes).map { BSONValue.array($0.map(\.coordinates)) }
        return ["$geoWithin": ["$geometry": ["type": "Polygon", "coordinates": .array(rings)]]]
    }
}
