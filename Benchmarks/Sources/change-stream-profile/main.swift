import BenchmarkData
import DocStream
import DocStreamBSON
import Foundation

// change-stream-profile FILTER WATCHERS INSERTS: W9's filtered watchers through the synchronous
// interfaces, for valgrind --tool=callgrind (which cannot follow Swift's async runtime):
// INSERTS single-document insert commands, with WATCHERS watchers selecting one store's
// events each as the ChangeStreamBenchmarks do (FILTER: filterIds, matchFilter or pipeline;
// none for no watchers), read with tryNext() after every 64 inserts. Prints the deliveries.
let arguments = CommandLine.arguments
guard arguments.count == 4, let watcherCount = Int(arguments[2]), let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: change-stream-profile filterIds|matchFilter|pipeline|none WATCHERS INSERTS\n".utf8))
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
