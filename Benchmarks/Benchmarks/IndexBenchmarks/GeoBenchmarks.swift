import Benchmark
import BenchmarkData
import DocStream
import DocStreamBSON
import Synchronization

/// A 2dsphere index over generated stores spread evenly over the continental United States
/// (longitude -125 to -66, latitude 25 to 49): its build, the ten nearest stores to a point
/// in New York by `$geoNear` and `$limit`, the stores within 20 km by `$near` (about 80 of
/// the 1M), and the same circle by `$geoWithin` `$centerSphere`, through the index and by a
/// collection scan.
let geoBenchmarks: @Sendable () -> Void = {
    let newYork: BSONValue = ["type": "Point", "coordinates": [-73.99, 40.73]]
    for size in [100_000, 1_000_000] {
        let label = size == 1_000_000 ? "1M" : "100k"
        Benchmark("Build a 2dsphere index on location, \(label) docs", configuration: .init(maxDuration: .seconds(120), maxIterations: 5)) { benchmark in
            let session = Stores.session(count: size, indexed: false)
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let reply = session.run(["createIndexes": "stores", "indexes": [["key": ["location": "2dsphere"], "name": "build"]]])
                benchmark.stopMeasurement()
                precondition(reply["ok"] == .double(1), "\(reply)")
                precondition(session.run(["dropIndexes": "stores", "index": "build"])["ok"] == .double(1))
            }
        }
        let searches: [(name: String, command: Document, indexed: Bool)] = [
            (
                "$geoNear 10 nearest",
                [
                    "aggregate": "stores", "pipeline": [["$geoNear": ["near": newYork, "distanceField": "meters"]], ["$limit": 10]], "cursor": [:],
                ], true
            ),
            (
                "$near within 20 km",
                ["find": "stores", "filter": ["location": ["$near": ["$geometry": newYork, "$maxDistance": 20_000]]], "batchSize": 100_000], true
            ),
            (
                "$geoWithin 20 km, index",
                ["find": "stores", "filter": ["location": ["$geoWithin": ["$centerSphere": [[-73.99, 40.73], .double(20 / 6378.1)]]]], "batchSize": 100_000],
                true
            ),
            (
                "$geoWithin 20 km, collection scan",
                [
                    "find": "stores", "filter": ["location": ["$geoWithin": ["$centerSphere": [[-73.99, 40.73], .double(20 / 6378.1)]]]],
                    "hint": ["$natural": 1], "batchSize": 100_000,
                ], false
            ),
        ]
        for search in searches {
            Benchmark("Find \(search.name), \(label) docs", configuration: .init(maxDuration: .seconds(20), maxIterations: search.indexed ? 200 : 20)) {
                benchmark in
                let session = Stores.session(count: size, indexed: true)
                let reply = session.run(search.command)
                precondition(reply["ok"] == .double(1), "\(reply)")
                let found = reply[path: "cursor.firstBatch"]?.arrayValue?.count ?? 0
                precondition(found > 0, "\(search.name) found nothing")
                measureRuns(of: search.command, on: session, benchmark)
            }
        }
    }
}

/// One store of generated stores per size, with or without the 2dsphere index on `location`.
enum Stores {
    private static let sessions = Mutex<[String: CommandSession]>([:])

    static func session(count: Int, indexed: Bool) -> CommandSession {
        sessions.withLock { sessions in
            let key = "\(count) \(indexed)"
            if let session = sessions[key] { return session }
            let session = CommandSession(store: Store())
            var random = SplitMix64(seed: 7)
            var batch: [BSONValue] = []
            for id in 0..<count {
                let longitude = -125 + 59 * random.nextUnit()
                let latitude = 25 + 24 * random.nextUnit()
                batch.append([
                    "_id": .int64(Int64(id)), "name": .string("Store \(id)"), "category": .int32(Int32(id % 10)),
                    "location": ["type": "Point", "coordinates": [.double(longitude), .double(latitude)]],
                ])
                if batch.count == 10_000 {
                    precondition(session.run(["insert": "stores", "documents": .array(batch)])["ok"] == .double(1))
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if indexed {
                precondition(
                    session.run(["createIndexes": "stores", "indexes": [["key": ["location": "2dsphere"], "name": "location_2dsphere"]]])["ok"] == .double(1))
            }
            sessions[key] = session
            return session
        }
    }
}
