import Benchmark
import BenchmarkData
@_spi(Benchmarks) import DocStream
import DocStreamBSON
import Foundation
import Synchronization

/// Indexed against unindexed find latency over 100,000 and 1,000,000 generated CoffeeDrinks:
/// an equality (`storeNumber: 42`, about 1% of the documents), a narrow range on `price`
/// (about 0.8%), and a sort with a small limit (`price` descending, 10). One collection holds
/// the documents and the indexes {storeNumber: 1} and {price: 1}; the unindexed runs force a
/// collection scan with `hint: {$natural: 1}`, so both read the same data.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 200
    )
    let queries: [(name: String, command: Document)] = [
        ("equality storeNumber = 42", ["find": "drinks", "filter": ["storeNumber": .int64(42)], "batchSize": .int32(1_000_000)]),
        ("range 5.00 <= price < 5.05", ["find": "drinks", "filter": ["price": ["$gte": 5.0, "$lt": 5.05]], "batchSize": .int32(1_000_000)]),
        ("sort price desc, limit 10", ["find": "drinks", "sort": ["price": .int32(-1)], "limit": .int32(10)]),
    ]
    for size in [100_000, 1_000_000] {
        let label = size == 1_000_000 ? "1M" : "100k"
        for query in queries {
            for indexed in [true, false] {
                var command = query.command
                if !indexed { command["hint"] = ["$natural": .int32(1)] }
                let name = "Find \(query.name), \(label) docs, \(indexed ? "index" : "collection scan")"
                Benchmark(name, configuration: .init(maxDuration: .seconds(size == 1_000_000 ? 20 : 5), maxIterations: indexed ? 200 : 20)) { benchmark in
                    let session = DrinkStores.session(documents: size)
                    // The plan must be the one named: an index, or none.
                    let explained = session.run(["explain": .document(command), "verbosity": "queryPlanner"])
                    let usesIndex =
                        explained[path: "queryPlanner.winningPlan.stage"] != "COLLSCAN"
                        && explained[path: "queryPlanner.winningPlan.inputStage.stage"] != "COLLSCAN"
                    precondition(usesIndex == indexed, "\(explained)")
                    measureRuns(of: command, on: session, benchmark)
                }
            }
        }
    }
    expiryBenchmarks()
    buildBenchmarks()
    textBenchmarks()
    geoBenchmarks()
    collationBenchmarks()
}

/// A text index over the drinks' name and bean region, built, and searched for "espresso"
/// (about 5% of the documents), all of them and the ten best by text score.
let textBenchmarks: @Sendable () -> Void = {
    for size in [100_000, 1_000_000] {
        let label = size == 1_000_000 ? "1M" : "100k"
        Benchmark("Build a text index on name and beanRegion, \(label) docs", configuration: .init(maxDuration: .seconds(120), maxIterations: 5)) { benchmark in
            let session = DrinkStores.session(documents: size, indexes: DrinkStores.hashedIndexes)
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let reply = session.run(["createIndexes": "drinks", "indexes": .array(DrinkStores.textIndexes.map(BSONValue.document))])
                benchmark.stopMeasurement()
                precondition(reply["ok"] == .double(1), "\(reply)")
                precondition(session.run(["dropIndexes": "drinks", "index": "text"])["ok"] == .double(1))
            }
        }
        let searches: [(name: String, command: Document)] = [
            ("all matches", ["find": "drinks", "filter": ["$text": ["$search": "espresso"]], "batchSize": .int32(1_000_000)]),
            (
                "10 best by score",
                [
                    "find": "drinks", "filter": ["$text": ["$search": "espresso kenya"]], "projection": ["score": ["$meta": "textScore"]],
                    "sort": ["score": ["$meta": "textScore"]], "limit": .int32(10),
                ]
            ),
        ]
        for search in searches {
            Benchmark("Find $text, \(search.name), \(label) docs", configuration: .init(maxDuration: .seconds(20), maxIterations: 100)) { benchmark in
                let session = DrinkStores.session(documents: size, indexes: DrinkStores.textIndexes)
                let explained = session.run(["explain": .document(search.command), "verbosity": "queryPlanner"])
                precondition(explained.extendedJSON(.relaxed).contains("\"TEXT_MATCH\""), "\(explained)")
                measureRuns(of: search.command, on: session, benchmark)
            }
        }
    }
}

/// Index builds over the generated CoffeeDrinks, ascending and hashed on `storeNumber` and a
/// wildcard index on every field, and an equality (about 1% of the documents) through the
/// hashed and the wildcard index.
let buildBenchmarks: @Sendable () -> Void = {
    for size in [100_000, 1_000_000] {
        let label = size == 1_000_000 ? "1M" : "100k"
        for key in [BSONValue.int32(1), "hashed"] {
            let kind = key == "hashed" ? "hashed" : "ascending"
            Benchmark("Build a \(kind) index on storeNumber, \(label) docs", configuration: .init(maxDuration: .seconds(60), maxIterations: 5)) { benchmark in
                // A store without an index of the same key pattern: the other kind's.
                let session = key == "hashed" ? DrinkStores.session(documents: size) : DrinkStores.session(documents: size, indexes: DrinkStores.hashedIndexes)
                for _ in benchmark.scaledIterations {
                    benchmark.startMeasurement()
                    let reply = session.run(["createIndexes": "drinks", "indexes": [["key": ["storeNumber": key], "name": "build"]]])
                    benchmark.stopMeasurement()
                    precondition(reply["ok"] == .double(1), "\(reply)")
                    precondition(session.run(["dropIndexes": "drinks", "index": "build"])["ok"] == .double(1))
                }
            }
        }
        Benchmark("Build a wildcard index on every field, \(label) docs", configuration: .init(maxDuration: .seconds(120), maxIterations: 5)) { benchmark in
            let session = DrinkStores.session(documents: size, indexes: DrinkStores.hashedIndexes)
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let reply = session.run(["createIndexes": "drinks", "indexes": [["key": ["$**": .int32(1)], "name": "build"]]])
                benchmark.stopMeasurement()
                precondition(reply["ok"] == .double(1), "\(reply)")
                precondition(session.run(["dropIndexes": "drinks", "index": "build"])["ok"] == .double(1))
            }
        }
        for (kind, indexes) in [("hashed", DrinkStores.hashedIndexes), ("wildcard", DrinkStores.wildcardIndexes)] {
            Benchmark("Find equality storeNumber = 42 by a \(kind) index, \(label) docs", configuration: .init(maxDuration: .seconds(20), maxIterations: 200)) {
                benchmark in
                let session = DrinkStores.session(documents: size, indexes: indexes)
                let command: Document = ["find": "drinks", "filter": ["storeNumber": .int64(42)], "batchSize": .int32(1_000_000)]
                let explained = session.run(["explain": .document(command), "verbosity": "queryPlanner"])
                precondition(explained[path: "queryPlanner.winningPlan.inputStage.indexName"] == indexes[0]["name"], "\(explained)")
                measureRuns(of: command, on: session, benchmark)
            }
        }
    }
}

/// Runs `command` once per iteration, measured; each run must succeed.
func measureRuns(of command: Document, on session: CommandSession, _ benchmark: Benchmark) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        let reply = session.run(command)
        precondition(reply["ok"] == .double(1), "\(reply)")
        blackHole(reply)
    }
    benchmark.stopMeasurement()
}

/// One store per size and set of indexes, built on first use and shared by the benchmarks of
/// that size: the find benchmarks' {storeNumber: 1} and {price: 1}, a hashed storeNumber, or a
/// wildcard index on every field.
enum DrinkStores {
    static let findIndexes: [Document] = [
        ["key": ["storeNumber": .int32(1)], "name": "storeNumber_1"],
        ["key": ["price": .int32(1)], "name": "price_1"],
    ]
    static let hashedIndexes: [Document] = [["key": ["storeNumber": "hashed"], "name": "storeNumber_hashed"]]
    static let wildcardIndexes: [Document] = [["key": ["$**": .int32(1)], "name": "$**_1"]]
    static let textIndexes: [Document] = [["key": ["name": "text", "beanRegion": "text"], "name": "text"]]
    private static let sessions = Mutex<[String: CommandSession]>([:])

    static func session(documents count: Int, indexes: [Document] = findIndexes) -> CommandSession {
        let key = "\(count) " + indexes.compactMap { $0["name"]?.stringValue }.joined(separator: " ")
        return sessions.withLock { sessions in
            if let session = sessions[key] { return session }
            let session = CommandSession(store: Store())
            var batch: [BSONValue] = []
            for drink in CoffeeDrinks(count: count) {
                batch.append(.document(drink))
                if batch.count == 10_000 {
                    precondition(session.run(["insert": "drinks", "documents": .array(batch)])["ok"] == .double(1))
                    batch.removeAll(keepingCapacity: true)
                }
            }
            precondition(session.run(["createIndexes": "drinks", "indexes": .array(indexes.map(BSONValue.document))])["ok"] == .double(1))
            sessions[key] = session
            return session
        }
    }
}

/// A TTL pass (the TTL monitor's work, called directly) over 100,000 and 1,000,000 log
/// entries of which half have expired, and an insert into a capped collection that holds as
/// many and removes its oldest document for it.
let expiryBenchmarks: @Sendable () -> Void = {
    for size in [100_000, 1_000_000] {
        let label = size == 1_000_000 ? "1M" : "100k"
        Benchmark("TTL pass removing half of \(label) docs", configuration: .init(maxDuration: .seconds(60), maxIterations: 5)) { benchmark in
            for _ in benchmark.scaledIterations {
                let now = Date()
                let store = LogEntries.store(count: size, capped: false, now: now)
                benchmark.startMeasurement()
                let removed = store.removeExpiredDocuments(at: now)
                benchmark.stopMeasurement()
                precondition(abs(removed - size / 2) <= 1, "removed \(removed)")
            }
        }
        Benchmark("Insert one into a full capped collection of \(label) docs", configuration: .init(maxDuration: .seconds(20), maxIterations: 200)) {
            benchmark in
            let session = CommandSession(store: LogEntries.store(count: size, capped: true, now: Date()))
            var next = size
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let reply = session.run(["insert": "log", "documents": [["_id": .int64(Int64(next)), "at": .datetime(.now)]]])
                precondition(reply["n"] == .int32(1), "\(reply)")
                next += 1
            }
            benchmark.stopMeasurement()
        }
    }
}

/// Log entries `{_id, at, message}` a second apart, the first half older than an hour.
enum LogEntries {
    /// A store with `count` entries in "log": with a TTL index of an hour on `at`, or capped
    /// at exactly `count` documents.
    static func store(count: Int, capped: Bool, now: Date) -> Store {
        let store = Store()
        let session = CommandSession(store: store)
        let setup: Document =
            capped
            ? ["create": "log", "capped": true, "size": .int64(1 << 40), "max": .int64(Int64(count))]
            : ["createIndexes": "log", "indexes": [["key": ["at": .int32(1)], "name": "at_1", "expireAfterSeconds": .int32(3600)]]]
        precondition(session.run(setup)["ok"] == .double(1))
        let start = now.addingTimeInterval(-7200)
        var batch: [BSONValue] = []
        for number in 0..<count {
            // Spread over two hours: the first half more than an hour old.
            let at = start.addingTimeInterval(7200 * Double(number) / Double(count))
            batch.append(["_id": .int64(Int64(number)), "at": .datetime(BSONDateTime(at)), "message": "request served"])
            if batch.count == 10_000 || number == count - 1 {
                precondition(session.run(["insert": "log", "documents": .array(batch)])["ok"] == .double(1))
                batch.removeAll(keepingCapacity: true)
            }
        }
        return store
    }
}
