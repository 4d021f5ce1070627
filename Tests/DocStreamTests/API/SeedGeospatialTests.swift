import DocStream
import DocStreamBSON
import Testing

/// The Realm Swift SDK page on geospatial queries (seeds/001, "Query Geospatial Data"): its
/// GeoCircle, GeoBox and GeoPolygon shapes, built as written there, over its two companies at
/// (47.68, -122.35) and (47.9, -121.85), with and without a 2dsphere index. The page prints
/// the counts in figures; the expected counts here follow from its coordinates: the first
/// company lies 23 km from the large circle's center (within 44.4 km) and inside the first
/// hole, the second on the small box's top edge; neither lies within 0.25 degrees of
/// (47.3, -121.9), and the large box ends west of the second.
@Suite("Seeds: geospatial shapes")
struct SeedGeospatialTests {
    private func companies(indexed: Bool) async throws -> MongoCollection {
        let companies = MongoClient().database(named: "geo").collection(withName: "Geospatial_Company")
        if indexed { try await companies.createIndex(["location": "2dsphere"]) }
        _ = try await companies.insertMany([
            ["_id": 1, "location": GeoPoint(latitude: 47.68, longitude: -122.35)!.geoJSON],
            ["_id": 2, "location": GeoPoint(latitude: 47.9, longitude: -121.85)!.geoJSON],
        ])
        return companies
    }

    @Test("each shape's companies, through the index and without", arguments: [false, true])
    func shapes(indexed: Bool) async throws {
        let companies = try await companies(indexed: indexed)
        let smallCircle = GeoCircle(center: (47.3, -121.9), radiusInRadians: 0.004363323)
        let largeCircle = GeoCircle(center: GeoPoint(latitude: 47.8, longitude: -122.6)!, radius: Distance.kilometers(44.4)!)
        let largeBox = GeoBox(bottomLeft: (47.3, -122.7), topRight: (48.1, -122.1))
        let smallBoxBottomLeft = GeoPoint(latitude: 47.5, longitude: -122.4)!
        let smallBoxTopRight = GeoPoint(latitude: 47.9, longitude: -121.8)
        let smallBox = GeoBox(bottomLeft: smallBoxBottomLeft, topRight: smallBoxTopRight!)
        let basicPolygon = GeoPolygon(outerRing: [(48.0, -122.8), (48.2, -121.8), (47.6, -121.6), (47.0, -122.0), (47.2, -122.6), (48.0, -122.8)])
        let outerRing: [GeoPoint] = [
            GeoPoint(latitude: 48.0, longitude: -122.8)!, GeoPoint(latitude: 48.2, longitude: -121.8)!, GeoPoint(latitude: 47.6, longitude: -121.6)!,
            GeoPoint(latitude: 47.0, longitude: -122.0)!, GeoPoint(latitude: 47.2, longitude: -122.6)!, GeoPoint(latitude: 48.0, longitude: -122.8)!,
        ]
        let hole: [GeoPoint] = [
            GeoPoint(latitude: 47.8, longitude: -122.6)!, GeoPoint(latitude: 47.7, longitude: -122.2)!, GeoPoint(latitude: 47.4, longitude: -122.6)!,
            GeoPoint(latitude: 47.6, longitude: -122.5)!, GeoPoint(latitude: 47.8, longitude: -122.6)!,
        ]
        let polygonWithOneHole = GeoPolygon(outerRing: outerRing, holes: [hole])
        let hole2: [GeoPoint] = [
            GeoPoint(latitude: 47.55, longitude: -122.05)!, GeoPoint(latitude: 47.55, longitude: -121.9)!, GeoPoint(latitude: 47.3, longitude: -122.1)!,
            GeoPoint(latitude: 47.55, longitude: -122.05)!,
        ]
        let polygonWithTwoHoles = GeoPolygon(outerRing: outerRing, holes: [hole, hole2])
        let expected: [(any GeoShapeQuery, [Int64])] = [
            (smallCircle!, []), (largeCircle, [1]), (largeBox!, [1]), (smallBox, [1, 2]),
            (basicPolygon!, [1, 2]), (polygonWithOneHole!, [2]), (polygonWithTwoHoles!, [2]),
        ]
        for (shape, ids) in expected {
            let found = try await companies.find(filter: ["location": shape.geoWithin], options: FindOptions(0, nil, [["_id": 1]]))
            #expect(found.compactMap { $0["_id"]?.int64Value } == ids, "\(shape.geoWithin)")
        }
    }

    @Test("shapes refuse what the SDK refuses: out-of-range points, negative distances, open or short rings")
    func refusals() {
        #expect(GeoPoint(latitude: 91, longitude: 0) == nil)
        #expect(GeoPoint(latitude: 0, longitude: -180.5) == nil)
        #expect(Distance.kilometers(-1) == nil)
        #expect(GeoCircle(center: (0, 0), radiusInRadians: -0.1) == nil)
        #expect(GeoPolygon(outerRing: [(0, 0), (0, 1), (1, 1)]) == nil)
        #expect(GeoPolygon(outerRing: [(0, 0), (0, 1), (1, 1), (1, 0)]) == nil)
        // The conversions MongoDB's manual uses for $centerSphere: 6378.1 km and 3963.2 miles a radian.
        #expect(Distance.kilometers(6378.1)!.asRadians == 1)
        #expect(abs(Distance.miles(10)!.asKilometers - 10 / 3963.2 * 6378.1) < 1e-12)
        #expect(abs(Distance.degrees(0.25)!.asRadians - 0.004363323) < 1e-9)
    }
}
