import BenchmarkData
import DocStream
import DocStreamBSON
import Foundation

// change-stream-profile FILTER WATCHERS INSERTS [next]: W9's filtered watchers through the
// synchronous interfaces, for valgrind --tool=callgrind (which cannot follow Swift's async
// runtime): INSERTS single-document insert commands, with WATCHERS watchers selecting one
// store's events each as the ChangeStreamBenchmarks do (FILTER: filterIds, matchFilter or
// pipeline; none for no watchers), read with tryNext() after every 64 inserts. With `next`,
// as the benchmark runs them instead (a task per watcher reading with next(), the writer on a
// thread of its own), for perf: the wake-ups and the readers' share of the two cores. Prints
// the deliveries (and with `next` the writer's time and CPU per insert).
let arguments = CommandLine.arguments
guard arguments.count == 4 || (arguments.count == 5 && arguments[4] == "next"), let watcherCount = Int(arguments[2]),
      let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: change-stream-profile filterIds|matchFilter|pipeline|none WATCHERS INSERTS [next]\n".utf8))
    exit(2)
}
do {
    let drinks = CoffeeDrinks.documents(count: count)
    let store = Store()
    let session = CommandSession(store: store, defaultDatabase: "bench")
    let collection = MongoClient(store: store).database(named: "bench").collection(withName: "drinks")
    let watchers = try (0..<(arguments[1] == "none" ? 0 : watcherCount)).map { index throws -> ChangeStreamWatcher in
        let storeNumber = Int64(index % 100 + 1)
        switch arguments[1] {
        case "filterIds":
            let ids = drinks.filter { $0["storeNumber"] == .int64(storeNumber) }.compactMap { $0["_id"]?.objectIdValue }
            return try collection.watch(filterIds: ids)
        case "matchFilter":
            return try collection.watch(matchFilter: ["fullDocument.storeNumber": .int64(storeNumber)])
        case "pipeline":
            return try collection.watch(pipeline: [
                ["$match": ["fullDocument.storeNumber": ["$gte": .int64(storeNumber), "$lt": .int64(storeNumber + 1)]]],
                ["$project": ["fullDocument": 1, "documentKey": 1]],
            ])
        default:
            throw DocStreamError(code: 2, codeName: "BadValue", message: "unknown filter \(arguments[1])")
        }
    }
    if arguments.count == 5 {
        var perStore: [BSONValue: Int] = [:]
        for drink in drinks { perStore[drink["storeNumber"] ?? .null, default: 0] += 1 }
        let expected = watchers.indices.map { perStore[.int64(Int64($0 % 100 + 1))] ?? 0 }
        let readers = zip(watchers, expected).map { watcher, expected in
            Task { () throws -> Int in
                var received = 0
                while received < expected, try await watcher.next() != nil { received += 1 }
                return received
            }
        }
        let started = ContinuousClock.now
        let writerCPU = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Double, any Error>) in
            Thread {
                var start = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
                for drink in drinks {
                    let reply = session.run(["insert": "drinks", "documents": [.document(drink)]])
                    guard reply["n"] == .int32(1) else { return continuation.resume(throwing: DocStreamError(code: 1, codeName: "InternalError", message: "\(reply)")) }
                }
                var end = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
                continuation.resume(returning: Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec))
            }.start()
        }
        let writing = ContinuousClock.now - started
        var delivered = 0
        for reader in readers { delivered += try await reader.value }
        print("deliveries: \(delivered); writer \(writing / count) per insert, CPU \(Int(writerCPU) / count) ns per insert")
        exit(0)
    }
    var delivered = 0
    func drain() throws {
        for watcher in watchers {
            while try watcher.tryNext() != nil { delivered += 1 }
        }
    }
    for (index, drink) in drinks.enumerated() {
        let reply = session.run(["insert": "drinks", "documents": [.document(drink)]])
        guard reply["n"] == .int32(1) else { throw DocStreamError(code: 1, codeName: "InternalError", message: "\(reply)") }
        if index % 64 == 63 { try drain() }
    }
    try drain()
    print("deliveries: \(delivered)")
} catch {
    FileHandle.standardError.write(Data("change-stream-profile: \(error)\n".utf8))
    exit(1)
}
