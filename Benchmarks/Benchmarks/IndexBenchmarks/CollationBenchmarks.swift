import Benchmark
import BenchmarkData
import DocStream
import DocStreamBSON

/// What a collation costs over the generated CoffeeDrinks: an equality on `name` (one drink
/// of twenty, about 5%), a sort by `name` with a limit of 10 and a `$group` by `name`, each
/// by bytes and under `{locale: "en", strength: 2}` (case-insensitive), reading the whole
/// collection; the same equality through an index with that collation; and the build of
/// that index.
let collationBenchmarks: @Sendable () -> Void = {
    let caseInsensitive: Document = ["locale": "en", "strength": .int32(2)]
    let indexes: [Document] = [["key": ["name": .int32(1)], "name": "name_ci", "collation": .document(caseInsensitive)]]
    let scan: BSONValue = ["$natural": .int32(1)]
    for size in [100_000, 1_000_000] {
        let label = size == 1_000_000 ? "1M" : "100k"
        Benchmark("Build a case-insensitive index on name, \(label) docs", configuration: .init(maxDuration: .seconds(120), maxIterations: 5)) { benchmark in
            let session = DrinkStores.session(documents: size, indexes: DrinkStores.hashedIndexes)
            let index: Document = ["key": ["name": .int32(1)], "name": "build", "collation": .document(caseInsensitive)]
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let reply = session.run(["createIndexes": "drinks", "indexes": [.document(index)]])
                benchmark.stopMeasurement()
                precondition(reply["ok"] == .double(1), "\(reply)")
                precondition(session.run(["dropIndexes": "drinks", "index": "build"])["ok"] == .double(1))
            }
        }
        let runs: [(name: String, command: Document, expectedStage: String)] = [
            (
                "equality name = Mocha, bytes, collection scan", ["find": "drinks", "filter": ["name": "Mocha"], "hint": scan, "batchSize": .int32(1_000_000)],
                "COLLSCAN"
            ),
            (
                "equality name = mocha, case-insensitive, collection scan",
                [
                    "find": "drinks", "filter": ["name": "mocha"], "hint": scan, "batchSize": .int32(1_000_000), "collation": .document(caseInsensitive),
                ], "COLLSCAN"
            ),
            (
                "equality name = mocha, case-insensitive, index",
                [
                    "find": "drinks", "filter": ["name": "mocha"], "batchSize": .int32(1_000_000), "collation": .document(caseInsensitive),
                ], "IXSCAN"
            ),
            ("sort name, limit 10, bytes", ["find": "drinks", "sort": ["name": .int32(1)], "limit": .int32(10), "hint": scan], "COLLSCAN"),
            (
                "sort name, limit 10, case-insensitive",
                [
                    "find": "drinks", "sort": ["name": .int32(1)], "limit": .int32(10), "hint": scan, "collation": .document(caseInsensitive),
                ], "COLLSCAN"
            ),
        ]
        for run in runs {
            Benchmark("Find \(run.name), \(label) docs", configuration: .init(maxDuration: .seconds(20), maxIterations: 100)) { benchmark in
                let session = DrinkStores.session(documents: size, indexes: indexes)
                let explained = session.run(["explain": .document(run.command), "verbosity": "queryPlanner"])
                precondition(explained.extendedJSON(.relaxed).contains("\"\(run.expectedStage)\""), "\(explained)")
                measureRuns(of: run.command, on: session, benchmark)
            }
        }
        for (kind, collation) in [("bytes", nil), ("case-insensitive", caseInsensitive)] as [(String, Document?)] {
            Benchmark("Aggregate $group by name, \(kind), \(label) docs", configuration: .init(maxDuration: .seconds(20), maxIterations: 100)) { benchmark in
                let session = DrinkStores.session(documents: size, indexes: indexes)
                var command: Document = ["aggregate": "drinks", "pipeline": [["$group": ["_id": "$name", "n": ["$sum": .int32(1)]]]], "cursor": [:]]
                if let collation { command["collation"] = .document(collation) }
                precondition(session.run(command)[path: "cursor.firstBatch"]?.arrayValue?.count == 20)
                measureRuns(of: command, on: session, benchmark)
            }
        }
    }
}
