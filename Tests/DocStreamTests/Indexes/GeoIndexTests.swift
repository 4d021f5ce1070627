import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Geospatial indexes beyond the command conformance cases: the keys MongoDB gives documents,
/// the cells a near query reads, writes refused with nothing lost, a restart, and 2d indexes.
@Suite("Geospatial indexes", .timeLimit(.minutes(2)))
struct GeoIndexTests {
    private func keys(_ pattern: Document, _ document: Document, version: Int32? = nil) throws -> [[BSONValue]] {
        var spec: Document = ["key": .document(pattern), "name": "geo"]
        if let version { spec["2dsphereIndexVersion"] = .int32(version) }
        return try CollectionIndex(try IndexSpecification(spec)).keys(for: document).keys.map { key in
            (0..<pattern.count).map { key[$0] }
        }
    }

    @Test("2dsphere keys are the ones MongoDB stores (src/mongo/db/index/expected_output/key_generator_golden_test/s2keys.txt)")
    func goldenKeys() throws {
        let origin: BSONValue = .int64(1_152_921_504_606_846_977)
        func json(_ text: String) throws -> Document { try Document(extendedJSON: text) }
        #expect(try keys(["a": "2dsphere"], json(#"{"a": {"type": "Point", "coordinates": [40, -73]}}"#)) == [[.int64(-5_691_773_093_605_457_193)]])
        #expect(
            try keys(["a": "2dsphere"], json(#"{"a": {"type": "MultiPoint", "coordinates": [[0, 0], [1, 0], [1, 1]]}}"#)) == [
                [.int64(1_152_921_504_875_282_432)], [.int64(1_153_105_535_097_110_528)], [.int64(1_153_277_837_910_736_896)],
            ])
        #expect(try keys(["a": "2dsphere", "b": 1], json(#"{"a": {"type": "Point", "coordinates": [0, 0]}, "b": 42}"#)) == [[origin, .int32(42)]])
        #expect(try keys(["b": 1, "a": "2dsphere"], json(#"{"a": {"type": "Point", "coordinates": [0, 0]}, "b": "hello"}"#)) == [["hello", origin]])
        #expect(try keys(["a": "2dsphere"], json(#"{"b": 1}"#)).isEmpty)
        #expect(
            try keys(
                ["a.b.geo": "2dsphere"],
                json(#"{"a": {"b": [{"geo": {"type": "Point", "coordinates": [0, 0]}}, {"geo": {"type": "Point", "coordinates": [3, 3]}}]}}"#))
                == [[origin], [.int64(1_157_514_470_122_841_853)]])
        #expect(try keys(["a": "2dsphere"], json(#"{"a": [40, -73]}"#)) == [[.int64(-5_691_773_093_605_457_193)]])
        #expect(try keys(["a": "2dsphere"], json(#"{"a": {"x": 40, "y": -73}}"#)) == [[.int64(-5_691_773_093_605_457_193)]])
        for empty in [#"{"a": null}"#, #"{"a": []}"#, #"{"a": {}}"#] { #expect(try keys(["a": "2dsphere"], json(empty)).isEmpty) }
        #expect(
            try keys(["a": "2dsphere", "b": 1], json(#"{"a": {"type": "Point", "coordinates": [0, 0]}, "b": [1, 2, 3]}"#))
                == [[origin, .int32(1)], [origin, .int32(2)], [origin, .int32(3)]])
        #expect(try keys(["a": "2dsphere", "b": 1], json(#"{"a": {"type": "Point", "coordinates": [0, 0]}}"#)) == [[origin, .null]])
        #expect(try keys(["c": 1, "a": "2dsphere"], json(#"{"c": [], "a": {"type": "Point", "coordinates": [0, 0]}}"#)) == [[.undefined, origin]])
        #expect(
            try keys(
                ["a": "2dsphere", "b": "2dsphere"], json(#"{"a": {"type": "Point", "coordinates": [0, 0]}, "b": {"type": "Point", "coordinates": [1, 1]}}"#))
                == [[origin, .int64(1_153_277_837_650_709_461)]])
        // Version 3 reads a document whose first field is a number as a legacy pair.
        #expect(
            try keys(["a": "2dsphere"], json(#"{"a": {"x": 40, "y": -70, "type": "Point", "coordinates": [-70, 40]}}"#))
                == [[.int64(-5_685_310_680_706_645_935)]])
    }

    @Test("a cell's range holds its descendants; its parent and children agree; the six faces split the sphere")
    func cellHierarchy() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let point = UnitVector(longitude: .random(in: -180...180, using: &generator), latitude: .random(in: -90...90, using: &generator))
            let leaf = SphereCell(point)
            #expect(leaf.level == 30)
            #expect(SphereCell.faces.filter { $0.contains(leaf) }.count == 1)
            for level in [0, 1, 7, 16, 29] {
                let parent = leaf.parent(level: level)
                #expect(parent.level == level)
                #expect(parent.contains(leaf))
                #expect(parent.children.filter { $0.contains(leaf) }.count == 1)
                // The cell's corners surround the point: its bounding cap holds it.
                let cap = parent.boundingCap
                #expect(cap.center.angle(to: point) <= cap.radius + 1e-12)
            }
        }
    }

    @Test("a cap's covering holds the leaf cell of every point within the cap")
    func coveringHoldsPoints() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let center = UnitVector(longitude: .random(in: -180...180, using: &generator), latitude: .random(in: -90...90, using: &generator))
            let radius = Double.random(in: 1e-6...1.2, using: &generator)
            let covering = SphereCell.covering(center: center, radius: radius)
            #expect(covering.count <= 64)
            for _ in 0..<50 {
                let point = UnitVector(longitude: .random(in: -180...180, using: &generator), latitude: .random(in: -90...90, using: &generator))
                guard center.angle(to: point) <= radius else { continue }
                #expect(covering.contains { $0.contains(SphereCell(point)) })
            }
        }
    }

    /// The great-circle distance in meters by the haversine formula, on MongoDB's Earth radius.
    private func haversine(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let (lng1, lat1, lng2, lat2) = (a.0 * .pi / 180, a.1 * .pi / 180, b.0 * .pi / 180, b.1 * .pi / 180)
        let h = pow(sin((lat2 - lat1) / 2), 2) + cos(lat1) * cos(lat2) * pow(sin((lng2 - lng1) / 2), 2)
        return 2 * 6_378_100 * asin(min(1, h.squareRoot()))
    }

    @Test("$near through the index finds every point within $maxDistance, nearest first, as the haversine distance orders them")
    func nearMatchesDistances() throws {
        var generator = SystemRandomNumberGenerator()
        let session = IndexTestSession()
        var points: [Int: (Double, Double)] = [:]
        var documents: [String] = []
        for id in 0..<400 {
            let point = (Double.random(in: -74.3...(-73.6), using: &generator), Double.random(in: 40.4...41.0, using: &generator))
            points[id] = point
            documents.append(#"{"_id": \#(id), "loc": {"type": "Point", "coordinates": [\#(point.0), \#(point.1)]}}"#)
        }
        try session.ok(#"{"insert": "c", "documents": [\#(documents.joined(separator: ","))]}"#)
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}]}"#)
        for _ in 0..<20 {
            let center = (Double.random(in: -74.2...(-73.7), using: &generator), Double.random(in: 40.5...40.9, using: &generator))
            let maximum = Double.random(in: 100...20_000, using: &generator)
            let found = try session.numericIDs(
                #"""
                {"find": "c", "filter": {"loc": {"$near": {"$geometry": {"type": "Point", "coordinates": [\#(center.0), \#(center.1)]}, "$maxDistance": \#(maximum)}}}, "batchSize": 1000}
                """#)
            // Points within a centimetre of the edge may fall either way between formulas.
            let inside = Set(points.filter { haversine(center, $0.value) < maximum - 0.01 }.keys)
            let outside = Set(points.filter { haversine(center, $0.value) > maximum + 0.01 }.keys)
            #expect(inside.isSubset(of: Set(found)))
            #expect(outside.isDisjoint(with: Set(found)))
            let distances = found.map { haversine(center, points[$0]!) }
            #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 <= $1 + 1e-6 })
        }
    }

    @Test("$near with a limit, and $geoNear before $limit, find the nearest documents, clustered or spread over the globe, with a filter beside")
    func nearestWithLimit() throws {
        var generator = SystemRandomNumberGenerator()
        for spread in [0.5, 180.0] {
            let session = IndexTestSession()
            try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}]}"#)
            var points: [Int: (Double, Double)] = [:]
            var documents: [String] = []
            for id in 0..<600 {
                let point = (Double.random(in: -spread...spread, using: &generator), Double.random(in: -min(spread, 89)...min(spread, 89), using: &generator))
                points[id] = point
                documents.append(#"{"_id": \#(id), "even": \#(id % 2 == 0), "loc": [\#(point.0), \#(point.1)]}"#)
            }
            try session.ok(#"{"insert": "c", "documents": [\#(documents.joined(separator: ","))]}"#)
            for _ in 0..<10 {
                let center = (Double.random(in: -spread...spread, using: &generator), Double.random(in: -min(spread, 89)...min(spread, 89), using: &generator))
                let limit = Int.random(in: 1...40, using: &generator)
                let geometry = #"{"type": "Point", "coordinates": [\#(center.0), \#(center.1)]}"#
                let found = try session.numericIDs(
                    #"{"find": "c", "filter": {"even": true, "loc": {"$near": {"$geometry": \#(geometry)}}}, "limit": \#(limit)}"#)
                let expected = points.filter { $0.key % 2 == 0 }.sorted { haversine(center, $0.value) < haversine(center, $1.value) }.prefix(limit).map(\.key)
                // Ties within a micrometre may fall either way between formulas.
                #expect(found.count == expected.count)
                #expect(zip(found, expected).allSatisfy { abs(haversine(center, points[$0]!) - haversine(center, points[$1]!)) < 1e-6 })
                let staged = try session.run(
                    #"{"aggregate": "c", "pipeline": [{"$geoNear": {"near": \#(geometry), "distanceField": "d", "query": {"even": true}}}, {"$limit": \#(limit)}], "cursor": {}}"#
                )
                #expect(staged[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"]?.int32Value.map(Int.init) } == found)
            }
        }
    }

    @Test("$near on a 2d index, with a limit or a $maxDistance, finds the nearest by flat distance as reading everything would")
    func flatNearest() throws {
        var generator = SystemRandomNumberGenerator()
        let session = IndexTestSession()
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"p": "2d"}, "name": "p", "min": -1000, "max": 1000}]}"#)
        var points: [Int: (Double, Double)] = [:]
        var documents: [String] = []
        for id in 0..<600 {
            // Clustered near the origin, with a few far out.
            let scale = id % 50 == 0 ? 900.0 : 20.0
            let point = (Double.random(in: -scale...scale, using: &generator), Double.random(in: -scale...scale, using: &generator))
            points[id] = point
            documents.append(#"{"_id": \#(id), "odd": \#(id % 2 == 1), "p": [\#(point.0), \#(point.1)]}"#)
        }
        try session.ok(#"{"insert": "c", "documents": [\#(documents.joined(separator: ","))]}"#)
        func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double { ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)).squareRoot() }
        for _ in 0..<20 {
            let center = (Double.random(in: -950...950, using: &generator), Double.random(in: -950...950, using: &generator))
            let limit = Int.random(in: 1...30, using: &generator)
            let found = try session.numericIDs(#"{"find": "c", "filter": {"odd": true, "p": {"$near": [\#(center.0), \#(center.1)]}}, "limit": \#(limit)}"#)
            let expected = points.filter { $0.key % 2 == 1 }.sorted { distance(center, $0.value) < distance(center, $1.value) }.prefix(limit).map(\.key)
            #expect(found.map { distance(center, points[$0]!) } == expected.map { distance(center, points[$0]!) })
            let maximum = Double.random(in: 1...400, using: &generator)
            let within = try session.numericIDs(
                #"{"find": "c", "filter": {"p": {"$near": [\#(center.0), \#(center.1)], "$maxDistance": \#(maximum)}}, "batchSize": 1000}"#)
            #expect(Set(within) == Set(points.filter { distance(center, $0.value) <= maximum }.keys))
        }
    }

    /// A 2d index answers `$geoWithin: {$centerSphere}` (manual: $centerSphere, which both
    /// geospatial index kinds support) and spherical near queries ($nearSphere on legacy
    /// pairs) by the geohash cells over the longitudes and latitudes a cap spans: two boxes
    /// where it crosses the antimeridian, every longitude where it reaches a pole.
    @Test(
        "$centerSphere and $nearSphere on a 2d index read the index by the cap's longitudes and latitudes, and find what a scan finds, across the antimeridian and at the poles"
    )
    func sphericalQueriesOnFlatIndex() throws {
        var generator = SystemRandomNumberGenerator()
        let session = IndexTestSession()
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"p": "2d"}, "name": "p"}]}"#)
        var points: [Int: (Double, Double)] = [:]
        var documents: [String] = []
        for id in 0..<900 {
            // Spread over the globe, and clustered along the antimeridian and near the poles.
            let point: (Double, Double)
            switch id % 3 {
            case 0: point = (Double.random(in: -180...180, using: &generator), Double.random(in: -90...90, using: &generator))
            case 1:
                point = (
                    (Bool.random(using: &generator) ? 1 : -1) * Double.random(in: 175...180, using: &generator), Double.random(in: -10...10, using: &generator)
                )
            default:
                point = (
                    Double.random(in: -180...180, using: &generator), (Bool.random(using: &generator) ? 1 : -1) * Double.random(in: 85...90, using: &generator)
                )
            }
            points[id] = point
            documents.append(#"{"_id": \#(id), "p": [\#(point.0), \#(point.1)]}"#)
        }
        try session.ok(#"{"insert": "c", "documents": [\#(documents.joined(separator: ","))]}"#)
        let centers: [(Double, Double)] =
            [(179.9, 0), (-179.95, 3), (0, 89.5), (100, -89.9), (-73.97, 40.77)]
            + (0..<15).map { _ in (Double.random(in: -180...180, using: &generator), Double.random(in: -90...90, using: &generator)) }
        for center in centers {
            let radius = Double.random(in: 0.001...0.3, using: &generator)
            let region = #"{"p": {"$geoWithin": {"$centerSphere": [[\#(center.0), \#(center.1)], \#(radius)]}}}"#
            let scanned = try session.numericIDs(#"{"find": "c", "filter": \#(region), "hint": {"$natural": 1}, "batchSize": 1000}"#)
            let indexed = try session.numericIDs(#"{"find": "c", "filter": \#(region), "hint": "p", "batchSize": 1000}"#)
            #expect(Set(indexed) == Set(scanned), "\(center), radius \(radius)")
            // The scan's answer is the haversine one, points on the cap's edge aside.
            let meters = radius * 6_378_100
            #expect(scanned.allSatisfy { haversine(center, points[$0]!) <= meters + 1e-3 })
            #expect(points.filter { haversine(center, $0.value) < meters - 1e-3 }.keys.allSatisfy(Set(scanned).contains))

            let explained = try session.run(#"{"explain": {"find": "c", "filter": \#(region)}, "verbosity": "executionStats"}"#)
            #expect(explained[path: "queryPlanner.winningPlan.inputStage.stage"] == "IXSCAN", "\(explained.extendedJSON(.relaxed))")
            let examined = try #require(explained[path: "executionStats.totalDocsExamined"]?.numericDouble)
            #expect(examined < 900, "the index narrowed the scan around \(center)")

            let limit = Int.random(in: 1...20, using: &generator)
            let nearest = try session.numericIDs(#"{"find": "c", "filter": {"p": {"$nearSphere": [\#(center.0), \#(center.1)]}}, "limit": \#(limit)}"#)
            let expected = points.sorted { haversine(center, $0.value) < haversine(center, $1.value) }.prefix(limit).map(\.key)
            #expect(
                zip(nearest, expected).allSatisfy { abs(haversine(center, points[$0]!) - haversine(center, points[$1]!)) < 1e-3 } && nearest.count == limit,
                "\(center): \(nearest) against \(expected)")
            let within = try session.numericIDs(
                #"{"find": "c", "filter": {"p": {"$nearSphere": [\#(center.0), \#(center.1)], "$maxDistance": \#(radius)}}, "batchSize": 1000}"#)
            #expect(Set(within) == Set(scanned), "\(center), $maxDistance \(radius)")
        }
    }

    @Test("$geoWithin a big polygon (strict winding: the far side of its ring) finds through the index what a scan finds")
    func bigPolygonThroughIndex() throws {
        let session = IndexTestSession()
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "loc": [0, 0]}, {"_id": 2, "loc": [50, 50]}, {"_id": 3, "loc": [-120, -30]}]}"#)
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}]}"#)
        // Clockwise around a small square: with strict winding the inside is everything else.
        let polygon =
            #"{"type": "Polygon", "coordinates": [[[-1, -1], [-1, 1], [1, 1], [1, -1], [-1, -1]]], "crs": {"type": "name", "properties": {"name": "urn:x-mongodb:crs:strictwinding:EPSG:4326"}}}"#
        for hint in [#"{"$natural": 1}"#, #""loc""#] {
            #expect(
                try session.numericIDs(#"{"find": "c", "filter": {"loc": {"$geoWithin": {"$geometry": \#(polygon)}}}, "hint": \#(hint), "sort": {"_id": 1}}"#)
                    == [2, 3])
        }
    }

    @Test("a geometry the index cannot key is refused with 16755 and nothing of the write is kept")
    func badGeometryRefused() throws {
        let session = IndexTestSession()
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}]}"#)
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "loc": {"type": "Point", "coordinates": [1, 2]}}]}"#)
        let inserted = try session.run(
            #"{"insert": "c", "documents": [{"_id": 2, "loc": [3, 4]}, {"_id": 3, "loc": {"type": "Point"}}, {"_id": 4, "loc": [5, 6]}]}"#)
        #expect(errorCode(inserted) == 16755)
        #expect(errorMessage(inserted)?.hasPrefix(#"Can't extract geo keys: { _id: 3, loc: { type: "Point" } }  "#) == true)
        #expect(try session.numericIDs(#"{"find": "c", "filter": {}}"#) == [1, 2])
        let updated = try session.run(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"loc": "here"}}}]}"#)
        #expect(errorCode(updated) == 16755)
        #expect(errorMessage(updated)?.hasSuffix("geo element must be an array or object: loc: \"here\"") == true)
        #expect(try session.documents("c").first == ["_id": .int32(1), "loc": ["type": "Point", "coordinates": [.int32(1), .int32(2)]]])
        // Out of range, as a legacy pair too.
        #expect(errorCode(try session.run(#"{"insert": "c", "documents": [{"_id": 5, "loc": [200, 0]}]}"#)) == 16755)
        // A build over a document it cannot key fails and leaves no index behind.
        try session.ok(#"{"insert": "d", "documents": [{"_id": 1, "loc": [1, 2]}, {"_id": 2, "loc": [1, 100]}]}"#)
        #expect(errorCode(try session.run(#"{"createIndexes": "d", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}]}"#)) == 16755)
        #expect(try session.indexNames("d") == ["_id_"])
        #expect(try session.documents("d").count == 2)
    }

    @Test("a 2dsphere index survives a restart (journal, then checkpoint) and answers $near and $geoNear", arguments: [false, true])
    func durable(checkpointing: Bool) throws {
        let directory = try TemporaryDirectory()
        do {
            let session = IndexTestSession(store: try Store(directory: directory.url))
            try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "loc": [0, 0]}, {"_id": 2, "loc": [0, 2]}]}"#)
            try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}]}"#)
            try session.ok(#"{"insert": "c", "documents": [{"_id": 3, "loc": {"type": "Point", "coordinates": [0, 1]}}]}"#)
            if checkpointing { try session.session.store.checkpoint() }
        }
        let session = IndexTestSession(store: try Store(directory: directory.url))
        #expect(try session.run(#"{"listIndexes": "c"}"#)[path: "cursor.firstBatch.1.2dsphereIndexVersion"] == .int32(3))
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"loc": {"$nearSphere": [0, 2.1]}}}"#) == [2, 3, 1])
        let near = try session.run(
            #"{"aggregate": "c", "pipeline": [{"$geoNear": {"near": [0, 0], "distanceField": "d", "spherical": true}}, {"$limit": 2}], "cursor": {}}"#)
        #expect(near[path: "cursor.firstBatch.0.d"] == .double(0))
        #expect(near[path: "cursor.firstBatch.1._id"] == .int32(3))
        #expect(errorCode(try session.run(#"{"insert": "c", "documents": [{"_id": 4, "loc": "nowhere"}]}"#)) == 16755)
    }

    @Test("updates, deletes and findAndModify with $near change the nearest matches within the distances")
    func nearWrites() throws {
        let session = IndexTestSession()
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}]}"#)
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "loc": [0, 3]}, {"_id": 2, "loc": [0, 1]}, {"_id": 3, "loc": [0, 2]}, {"_id": 4}]}"#)
        try session.ok(#"{"update": "c", "updates": [{"q": {"loc": {"$nearSphere": [0, 0]}}, "u": {"$set": {"first": true}}}]}"#)
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"first": true}}"#) == [2])
        let modified = try session.run(
            #"{"findAndModify": "c", "query": {"loc": {"$nearSphere": [0, 0], "$minDistance": 0.02}}, "update": {"$set": {"second": true}}, "new": true}"#)
        #expect(modified[path: "value._id"] == .int32(3))
        let removed = try session.run(#"{"findAndModify": "c", "query": {"loc": {"$nearSphere": [0, 3]}}, "remove": true, "fields": {"loc": 1}}"#)
        #expect(removed[path: "value"] == .document(["_id": .int32(1), "loc": [.int32(0), .int32(3)]]))
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "loc": [0, 3]}]}"#)
        // Within 0.03 radians (about 1.7 degrees): _id 2 only.
        #expect(try session.run(#"{"delete": "c", "deletes": [{"q": {"loc": {"$nearSphere": [0, 0], "$maxDistance": 0.03}}, "limit": 0}]}"#)["n"] == .int32(1))
        #expect(try session.numericIDs(#"{"find": "c", "filter": {}, "sort": {"_id": 1}}"#) == [1, 3, 4])
        try session.ok(#"{"delete": "c", "deletes": [{"q": {"loc": {"$nearSphere": [0, 0]}}, "limit": 1}]}"#)
        #expect(try session.numericIDs(#"{"find": "c", "filter": {}, "sort": {"_id": 1}}"#) == [1, 4])
    }

    @Test("near conditions where MongoDB refuses them, each with its code")
    func nearRefusals() throws {
        let session = IndexTestSession()
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "loc": [0, 0]}]}"#)
        #expect(errorCode(try session.run(#"{"find": "c", "filter": {"loc": {"$near": [0, 0]}}}"#)) == 291)
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}, {"key": {"t": "text"}, "name": "t"}]}"#)
        let checks: [(String, Int32, String?)] = [
            (#"{"find": "c", "filter": {"$or": [{"loc": {"$near": [0, 0]}}, {"a": 1}]}}"#, 2, "geoNear must be top-level expr"),
            (#"{"find": "c", "filter": {"loc": {"$near": [0, 0]}, "$and": [{"loc": {"$nearSphere": [0, 0]}}]}}"#, 2, "Too many geoNear expressions"),
            (#"{"find": "c", "filter": {"loc": {"$nearSphere": [0, 0]}, "$text": {"$search": "a"}}}"#, 2, "text and geoNear not allowed in same query"),
            (
                #"{"find": "c", "filter": {"loc": {"$near": {"$geometry": {"type": "Point", "coordinates": [0, 0]}, "$maxDistance": -1}}}}"#, 2,
                "$maxDistance must be non-negative"
            ),
            (#"{"find": "c", "filter": {"loc": {"$near": [0, 0], "$maxDistance": "far"}}}"#, 16895, "$maxDistance must be a number"),
            (#"{"find": "c", "filter": {"loc": {"$near": [0, 0], "$limit": 1}}}"#, 34413, "invalid argument in geo near query: $limit"),
            (#"{"find": "c", "filter": {"loc": {"$near": {"$geometry": [0, 0]}}}}"#, 2, nil),
            (#"{"find": "c", "filter": {"loc": {"$nearSphere": [0, 100]}}}"#, 2, "Legacy point is out of bounds for spherical query"),
            (#"{"aggregate": "c", "pipeline": [{"$match": {"loc": {"$near": [0, 0]}}}], "cursor": {}}"#, 5626500, nil),
            (#"{"find": "c", "filter": {"loc": {"$near": [0, 0]}}, "hint": {"_id": 1}}"#, 291, nil),
            (#"{"update": "c", "updates": [{"q": {}, "u": {"$pull": {"a": {"loc": {"$near": [0, 0]}}}}}]}"#, 2, nil),
        ]
        for (command, code, message) in checks {
            let reply = try session.run(command)
            #expect(errorCode(reply) == code, "\(command) -> \(reply.extendedJSON(.relaxed))")
            if let message { #expect(errorMessage(reply)?.hasPrefix(message) == true, "\(command) -> \(reply.extendedJSON(.relaxed))") }
        }
        // The index leaves out documents without geometry: it answers no other condition.
        try session.ok(#"{"insert": "c", "documents": [{"_id": 2, "a": 1}]}"#)
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"a": 1}}"#) == [2])
        #expect(errorCode(try session.run(#"{"find": "c", "filter": {"a": 1}, "hint": "loc"}"#)) == 291)
        try session.ok(#"{"delete": "c", "deletes": [{"q": {"_id": 2}, "limit": 1}]}"#)
        try session.ok(#"{"create": "v", "viewOn": "c", "pipeline": []}"#)
        #expect(errorCode(try session.run(#"{"find": "v", "filter": {"loc": {"$near": [0, 0]}}}"#)) == 5626500)
        #expect(try session.documents("c") == [["_id": .int32(1), "loc": [.int32(0), .int32(0)]]])
    }

    @Test("$geoNear picks the collection's one geospatial index, or the one `key` names; 27 when that is ambiguous or there is none")
    func geoNearIndexChoice() throws {
        let session = IndexTestSession()
        try session.ok(#"{"insert": "c", "documents": [{"_id": 1, "a": [0, 0], "b": [0, 5]}, {"_id": 2, "a": [0, 5], "b": [0, 0]}]}"#)
        let stage = #"{"aggregate": "c", "pipeline": [{"$geoNear": {"near": [0, 0], "distanceField": "d", "spherical": true}}], "cursor": {}}"#
        #expect(errorMessage(try session.run(stage))?.hasPrefix("$geoNear requires a 2d or 2dsphere index, but none were found") == true)
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"a": "2dsphere"}, "name": "a"}, {"key": {"b": "2dsphere"}, "name": "b"}]}"#)
        let ambiguous = try session.run(stage)
        #expect(errorCode(ambiguous) == 27)
        #expect(errorMessage(ambiguous)?.hasPrefix("There is more than one 2dsphere index on test.c; unsure which to use for $geoNear") == true)
        let byKey = try session.run(
            #"{"aggregate": "c", "pipeline": [{"$geoNear": {"near": [0, 0], "distanceField": "d", "spherical": true, "key": "b"}}], "cursor": {}}"#)
        #expect(byKey[path: "cursor.firstBatch.0._id"] == .int32(2))
        // A 2d index is chosen before 2dsphere ones.
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"b": "2d"}, "name": "b2d"}]}"#)
        let flat = try session.run(#"{"aggregate": "c", "pipeline": [{"$geoNear": {"near": [0, 1], "distanceField": "d"}}], "cursor": {}}"#)
        #expect(flat[path: "cursor.firstBatch.0._id"] == .int32(2))
        #expect(flat[path: "cursor.firstBatch.0.d"] == .double(1))
        #expect(flat[path: "cursor.firstBatch.1.d"] == .double(4))
        let explained = try session.run(
            #"{"explain": {"aggregate": "c", "pipeline": [{"$geoNear": {"near": [0, 1], "distanceField": "d"}}, {"$limit": 1}], "cursor": {}}}"#)
        #expect(explained[path: "stages.0.$geoNearCursor.queryPlanner.winningPlan.inputStage.stage"] == "GEO_NEAR_2D")
        #expect(explained[path: "stages.0.$geoNearCursor.queryPlanner.winningPlan.stage"] == "LIMIT")
    }

    @Test("$geoNear in a $lookup pipeline searches `from` with the let variable's point (manual: $geoNear with Bound let); not after a join")
    func geoNearInLookup() throws {
        let session = IndexTestSession()
        try session.ok(#"{"insert": "places", "documents": [{"_id": 1, "loc": [0, 0]}, {"_id": 2, "loc": [0, 1]}]}"#)
        try session.ok(#"{"createIndexes": "places", "indexes": [{"key": {"loc": "2dsphere"}, "name": "loc"}]}"#)
        try session.ok(#"{"insert": "people", "documents": [{"_id": "a", "at": [0, 0.9]}, {"_id": "b", "at": [0, 0.2]}]}"#)
        let joined = try session.run(
            #"""
            {"aggregate": "people", "pipeline": [{"$lookup": {"from": "places", "let": {"p": "$at"},
             "pipeline": [{"$geoNear": {"near": "$$p", "distanceField": "d", "spherical": true}}, {"$limit": 1}, {"$project": {"_id": 1}}], "as": "nearest"}}], "cursor": {}}
            """#)
        #expect(joined[path: "cursor.firstBatch.0.nearest"] == .array([["_id": .int32(2)]]))
        #expect(joined[path: "cursor.firstBatch.1.nearest"] == .array([["_id": .int32(1)]]))
        let afterJoin = try session.run(
            #"""
            {"aggregate": "people", "pipeline": [{"$lookup": {"from": "places", "localField": "_id", "foreignField": "_id",
             "pipeline": [{"$geoNear": {"near": [0, 0], "distanceField": "d", "spherical": true}}], "as": "nearest"}}], "cursor": {}}
            """#)
        #expect(errorCode(afterJoin) == 40602)
    }

    @Test("the Swift API creates geospatial indexes with a 2d index's precision and range, and finds nearest first")
    func swiftAPI() async throws {
        let stores = MongoClient().database(named: "shop").collection(withName: "stores")
        _ = try await stores.insertMany([["_id": 1, "at": [10, 10]], ["_id": 2, "at": [2, 1]], ["_id": 3, "at": [50, 50]]])
        var options = IndexOptions()
        options.geohashBits = 20
        options.coordinateRange = 0...100
        #expect(try await stores.createIndex(["at": "2d"], options: options) == "at_2d")
        let listed = try await stores.listIndexes()[1]
        #expect(listed["bits"] == .int64(20) && listed["min"] == .double(0) && listed["max"] == .double(100))
        let nearest = try await stores.find(filter: ["at": ["$near": [0, 0], "$maxDistance": 20]])
        #expect(nearest.compactMap { $0["_id"] } == [.int64(2), .int64(1)])
        await #expect(throws: DocStreamError.self) { _ = try await stores.insertOne(["_id": 4, "at": [101, 0]]) }
        #expect(try await stores.count(filter: [:]) == 3)
        #expect(try await stores.createIndex(["place": "2dsphere"]) == "place_2dsphere")
    }

    @Test("2d indexes: flat distances for $near, radians for $nearSphere, several locations a document, the range refused outside")
    func flatIndexes() throws {
        let session = IndexTestSession()
        try session.ok(#"{"createIndexes": "c", "indexes": [{"key": {"loc": "2d"}, "name": "loc"}]}"#)
        try session.ok(
            #"{"insert": "c", "documents": [{"_id": 1, "loc": [3, 4]}, {"_id": 2, "loc": {"x": 1, "y": 0}}, {"_id": 3, "loc": [[10, 10], [0, 2]]}, {"_id": 4}]}"#
        )
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"loc": {"$near": [0, 0]}}}"#) == [2, 3, 1])
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"loc": {"$near": [0, 0], "$maxDistance": 2}}}"#) == [2, 3])
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"loc": {"$near": [0, 0, 1.5]}}}"#) == [2])
        #expect(try session.numericIDs(#"{"find": "c", "filter": {"loc": {"$nearSphere": [0, 0]}}}"#) == [2, 3, 1])
        let located = try session.run(
            #"{"aggregate": "c", "pipeline": [{"$geoNear": {"near": [0, 0], "distanceField": "d", "includeLocs": "at"}}, {"$match": {"_id": 3}}], "cursor": {}}"#
        )
        #expect(located[path: "cursor.firstBatch.0.at"] == .array([.int32(0), .int32(2)]))
        #expect(located[path: "cursor.firstBatch.0.d"] == .double(2))
        let outside = try session.run(#"{"insert": "c", "documents": [{"_id": 5, "loc": [181, 0]}]}"#)
        #expect(errorCode(outside) == 13027)
        #expect(errorCode(try session.run(#"{"insert": "c", "documents": [{"_id": 6, "loc": [1, "b"]}]}"#)) == 13026)
        #expect(errorCode(try session.run(#"{"insert": "c", "documents": [{"_id": 7, "loc": [[1, 1], 5]}]}"#)) == 16804)
        #expect(try session.numericIDs(#"{"find": "c", "filter": {}}"#) == [1, 2, 3, 4])
        // A range of one's own.
        try session.ok(#"{"createIndexes": "d", "indexes": [{"key": {"p": "2d"}, "name": "p", "min": 0, "max": 1000, "bits": 32}]}"#)
        try session.ok(#"{"insert": "d", "documents": [{"_id": 1, "p": [999, 999]}]}"#)
        #expect(errorCode(try session.run(#"{"insert": "d", "documents": [{"_id": 2, "p": [-1, 5]}]}"#)) == 13027)
        #expect(errorCode(try session.run(#"{"createIndexes": "e", "indexes": [{"key": {"p": "2d"}, "name": "p", "min": 5, "max": 5}]}"#)) == 72)
    }
}
