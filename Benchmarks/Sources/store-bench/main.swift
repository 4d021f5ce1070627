import BenchmarkData
import DocStream
import DocStreamBSON
import Foundation

// store-bench --size N [--folder DATA] [--store DIR] [--opens 5] [--history-events N] [--cache-mib N] [--unique-index 1]
//
// A durable store of the CoffeeDrinks data set of N documents (made when missing): loads it
// through the Swift API in insertMany batches of 10,000 into a fresh store in DIR (a temporary
// directory when not given), timed; takes a first checkpoint (every document), updates one
// document and takes another, each timed; closes the store and measures the directory's files
// on disk. Then runs itself again on the store (`--measure DIR`), so the reads start in a new
// process as an application opening its store would: opens the store and finds one document by
// a random _id, --opens times (the first open of the process reported apart), and reports the
// resident memory after the last; then opens it as a follower and finds one document, with the
// resident memory after it; then opens it again and finds a range of 10,000 _ids, --opens times
// (the first reported apart); then opens it with relaxed durability and updates 1,001 documents
// by _id, one at a time (the first apart), timed: a commit's cost but for the fsync;
// then opens it once more and, when the history keeps more than 90,000 events, opens a change stream
// from the first insert of the load's last 90,000 (the load notes its cluster time in the
// environment), which reads that history from the journal, and reports the time and the
// resident memory after it; then a durable updateOne by _id on it, and 1,000 more, timed, with
// the resident memory after them; then a transaction of two updates by _id, and 100 more,
// timed, with the resident memory after them; then a count with a filter and a $group by storeNumber, which
// read every document, timed, with the memory after them. A count without a filter right after
// an open is timed apart. Prints one JSON line with both processes' figures.
//
// --cache-mib sets the measuring process's `Store.cacheSize`: with less than the collection
// takes in memory, the count and the $group read it a block at a time.
//
// --unique-index 1 gives the collection a unique index besides _id's, {storeNumber: 1, _id: 1},
// made after the load (timed) and so in the first checkpoint: the commits and transactions then
// check it against the record store's copy of it, and a find of one store's drinks
// ({storeNumber: 7}, about 1% of them) and a find of one _id with another condition are
// timed before the scans, and a createIndex of {price: 1} after them.
//
// --history-events bounds the change history the store keeps (DocStream's default: 100,000
// events); with a bound below the load's size, two more updates and checkpoints let the
// load's journal go, so that the opens measure the store without the load as history.
struct Options {
    var common: StoreBenchOptions
    var historyEvents: Int?
    /// The measuring process's `Store.cacheSize`, in MiB (nil: the default).
    var cacheMiB: Int?
    var uniqueIndex: Bool

    init(_ arguments: [String]) throws {
        common = try StoreBenchOptions(arguments, opens: 5, ownFlags: ["--history-events", "--cache-mib", "--unique-index"])
        historyEvents = try common.number("--history-events")
        cacheMiB = try common.number("--cache-mib")
        uniqueIndex = try common.number("--unique-index") != nil
    }

    /// A store of `directory` as the measuring process opens it.
    func open(_ directory: URL) throws -> Store {
        try Store(directory: directory, changeHistory: retention(self), cacheSize: cacheMiB.map { $0 << 20 } ?? Store.defaultCacheSize)
    }

    var size: Int { common.size }
    var folder: URL { common.folder }
    var store: URL? { common.store }
    var measure: URL? { common.measure }
    var opens: Int { common.opens }
}

let clock = ContinuousClock()
/// Where the load notes, for the measuring process, the cluster time a stream reaching back
/// into the history starts at.
let historyStartVariable = "STORE_BENCH_HISTORY_START"

/// The bytes the files under `directory` take on disk (allocated blocks, as `du`).
func diskBytes(_ directory: URL) -> Int {
    guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return 0 }
    var total = 0
    while let name = walker.nextObject() as? String {
        var status = stat()
        guard stat(directory.appendingPathComponent(name).path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
        total += Int(status.st_blocks) * 512
    }
    return total
}

/// Loads the data set into a fresh store in `directory` and checkpoints it.
func retention(_ options: Options) -> ChangeLog.Retention {
    options.historyEvents.map { ChangeLog.Retention(maxEvents: $0) } ?? ChangeLog.Retention()
}

func load(_ options: Options, into directory: URL) async throws -> [String: Any] {
    let dataSet = DataSet(count: options.size, folder: options.folder)
    try dataSet.generateIfMissing()
    let documents = try dataSet.documents()
    try? FileManager.default.removeItem(at: directory)
    var figures: [String: Any] = ["bson_bytes": documents.reduce(0) { $0 + $1.bytes.count }]
    do {
        let store = try Store(directory: directory, changeHistory: retention(options))
        let drinks = MongoClient(store: store).database(named: "bench").collection(withName: "coffeeDrinks")
        var started = clock.now
        var historyWatcher: ChangeStreamWatcher?
        for start in stride(from: 0, to: documents.count, by: 10_000) {
            if start == max(0, documents.count - 90_000), retention(options).maxEvents > 90_000 { historyWatcher = try drinks.watch() }
            _ = try await drinks.insertMany(Array(documents[start..<min(start + 10_000, documents.count)]))
        }
        figures["load_s"] = Bench.seconds(clock.now - started)
        if let event = try historyWatcher?.tryNext(), case .timestamp(let time)? = event["clusterTime"] {
            setenv(historyStartVariable, "\(time.value)", 1)
        }
        historyWatcher?.close()
        if options.uniqueIndex {
            started = clock.now
            _ = try await drinks.createIndex(["storeNumber": 1, "_id": 1], options: IndexOptions(isUnique: true))
            figures["unique_index_build_s"] = Bench.seconds(clock.now - started)
        }
        started = clock.now
        try store.checkpoint()
        figures["first_checkpoint_s"] = Bench.seconds(clock.now - started)
        _ = try await drinks.updateOneDocument(filter: ["_id": .objectId(CoffeeDrinks.id(ofDocumentAt: 0))], update: ["$inc": ["price": 1]])
        started = clock.now
        try store.checkpoint()
        figures["checkpoint_after_one_update_s"] = Bench.seconds(clock.now - started)
        if let events = options.historyEvents, events < options.size {
            for index in 1...2 {
                _ = try await drinks.updateOneDocument(filter: ["_id": .objectId(CoffeeDrinks.id(ofDocumentAt: index))], update: ["$inc": ["price": 1]])
                try store.checkpoint()
            }
        }
    }
    figures["disk_bytes"] = diskBytes(directory)
    figures["data_disk_bytes"] = diskBytes(directory.appendingPathComponent("data"))
    return figures
}

/// The opens, in this (fresh) process.
func measure(_ options: Options, store directory: URL) async throws -> [String: Any] {
    var random = SystemRandomNumberGenerator()
    var opens: [Double] = []
    var storeOpens: [Double] = []
    var followerMilliseconds = 0.0
    var followerMemory = 0.0
    for _ in 0..<options.opens {
        let id = BSONValue.objectId(CoffeeDrinks.id(ofDocumentAt: Int.random(in: 0..<options.size, using: &random)))
        let started = clock.now
        let store = try options.open(directory)
        storeOpens.append(Bench.seconds(clock.now - started) * 1e3)
        let drinks = MongoClient(store: store).database(named: "bench").collection(withName: "coffeeDrinks")
        guard try await drinks.findOneDocument(filter: ["_id": id]) != nil else { throw BenchError("no document with _id \(id)") }
        opens.append(Bench.seconds(clock.now - started) * 1e3)
    }
    // A follower's open (what `docstream watch` and the CLI's read commands do) and a find by
    // _id, with the resident memory after it.
    do {
        let id = BSONValue.objectId(CoffeeDrinks.id(ofDocumentAt: Int.random(in: 0..<options.size, using: &random)))
        let started = clock.now
        let follower = try Store(following: directory)
        let drinks = MongoClient(store: follower).database(named: "bench").collection(withName: "coffeeDrinks")
        guard try await drinks.findOneDocument(filter: ["_id": id]) != nil else { throw BenchError("the follower found no document with _id \(id)") }
        followerMilliseconds = Bench.seconds(clock.now - started) * 1e3
        followerMemory = Bench.memory(["VmRSS"])["VmRSS_mib"] ?? 0
    }
    // A count without a filter right after an open.
    let countMilliseconds: Double
    do {
        let started = clock.now
        let store = try options.open(directory)
        let counted = try await MongoClient(store: store).database(named: "bench").collection(withName: "coffeeDrinks").count(filter: [:])
        countMilliseconds = Bench.seconds(clock.now - started) * 1e3
        guard counted == options.size else { throw BenchError("counted \(counted) documents, not \(options.size)") }
    }
    // A range of 10,000 _ids right after an open, --opens times (a random range each).
    var ranges: [Double] = []
    for _ in 0..<options.opens {
        let first = Int.random(in: 0...(options.size - min(options.size, 10_000)), using: &random)
        let last = min(first + 10_000, options.size)
        let started = clock.now
        let store = try options.open(directory)
        let drinks = MongoClient(store: store).database(named: "bench").collection(withName: "coffeeDrinks")
        let range: Document = ["_id": ["$gte": .objectId(CoffeeDrinks.id(ofDocumentAt: first)), "$lt": .objectId(CoffeeDrinks.id(ofDocumentAt: last))]]
        let ranged = try await drinks.find(filter: range).count
        ranges.append(Bench.seconds(clock.now - started) * 1e3)
        guard ranged == last - first || last == options.size else { throw BenchError("the range held \(ranged) documents, not \(last - first)") }
    }
    // An updateOne by a random _id (with durability, one journal append and its fsync).
    func update(in drinks: MongoCollection) async throws -> Double {
        let id = BSONValue.objectId(CoffeeDrinks.id(ofDocumentAt: Int.random(in: 0..<options.size, using: &random)))
        let started = clock.now
        guard try await drinks.updateOneDocument(filter: ["_id": id], update: ["$inc": ["price": 1]]).matchedCount == 1 else {
            throw BenchError("no document with _id \(id) to update")
        }
        return Bench.seconds(clock.now - started)
    }
    // 1,000 of them with relaxed durability (acknowledged once the OS has the journal record,
    // before its fsync), on a store opened for them: what a commit costs besides the disk.
    var relaxedCommits: [Double] = []
    do {
        let relaxed = try Store(
            directory: directory, durability: .relaxed, changeHistory: retention(options),
            cacheSize: options.cacheMiB.map { $0 << 20 } ?? Store.defaultCacheSize)
        let drinks = MongoClient(store: relaxed).database(named: "bench").collection(withName: "coffeeDrinks")
        _ = try await update(in: drinks)
        for _ in 0..<1000 { relaxedCommits.append(try await update(in: drinks)) }
    }
    let store = try options.open(directory)
    let drinks = MongoClient(store: store).database(named: "bench").collection(withName: "coffeeDrinks")
    let afterFirst = { (values: [Double]) in Bench.median(values.count > 1 ? Array(values.dropFirst()) : values) }
    var figures: [String: Any] = [
        "open_first_find_ms_first": opens[0], "open_first_find_ms_median_after": afterFirst(opens), "open_first_find_ms_all": opens,
        "open_only_ms_median_after": afterFirst(storeOpens), "open_range_10k_ms": ranges[0], "open_range_10k_ms_median_after": afterFirst(ranges),
        "open_range_10k_ms_all": ranges, "open_count_ms": countMilliseconds,
        "follower_open_first_find_ms": followerMilliseconds, "VmRSS_after_follower_mib": followerMemory,
    ]
    figures.merge(Bench.memory(["VmRSS", "VmHWM"])) { $1 }
    if let noted = ProcessInfo.processInfo.environment[historyStartVariable].flatMap(UInt64.init) {
        let streamStarted = clock.now
        let watcher = try MongoClient(store: store).watch(options: ChangeStreamOptions(startAtOperationTime: BSONTimestamp(value: noted)))
        figures["history_stream_open_ms"] = Bench.seconds(clock.now - streamStarted) * 1e3
        watcher.close()
        figures["VmRSS_after_history_stream_mib"] = Bench.memory(["VmRSS"])["VmRSS_mib"]
    }
    // Durable single-document commits on that store: the first, then 1,000 more.
    figures["first_commit_ms"] = try await update(in: drinks) * 1e3
    var commits: [Double] = []
    for _ in 0..<1000 { commits.append(try await update(in: drinks)) }
    figures["commit_mean_us"] = commits.reduce(0, +) / Double(commits.count) * 1e6
    figures["relaxed_commit_mean_us"] = relaxedCommits.reduce(0, +) / Double(relaxedCommits.count) * 1e6
    figures["commit_p99_us"] = commits.sorted()[commits.count * 99 / 100] * 1e6
    figures["VmRSS_after_commits_mib"] = Bench.memory(["VmRSS"])["VmRSS_mib"]
    // Transactions of two updates by random _ids each: the first, then 100 more.
    let client = MongoClient(store: store)
    let sessionDrinks = client.database(named: "bench").collection(withName: "coffeeDrinks")
    func transaction() async throws -> Double {
        let started = clock.now
        let session = client.startSession()
        try session.startTransaction()
        for _ in 0..<2 {
            let id = BSONValue.objectId(CoffeeDrinks.id(ofDocumentAt: Int.random(in: 0..<options.size, using: &random)))
            guard try await sessionDrinks.updateOneDocument(filter: ["_id": id], update: ["$inc": ["price": 1]], session: session).matchedCount == 1 else {
                throw BenchError("no document with _id \(id) to update in a transaction")
            }
        }
        try await session.commitTransaction()
        return Bench.seconds(clock.now - started)
    }
    figures["first_transaction_ms"] = try await transaction() * 1e3
    var transactions: [Double] = []
    for _ in 0..<100 { transactions.append(try await transaction()) }
    figures["transaction_mean_us"] = transactions.reduce(0, +) / Double(transactions.count) * 1e6
    figures["VmRSS_after_transactions_mib"] = Bench.memory(["VmRSS"])["VmRSS_mib"]
    if options.uniqueIndex {
        let findStarted = clock.now
        let found = try await drinks.find(filter: ["storeNumber": .int64(7)]).count
        figures["indexed_find_ms"] = Bench.seconds(clock.now - findStarted) * 1e3
        figures["indexed_find_documents"] = found
        figures["VmRSS_after_indexed_find_mib"] = Bench.memory(["VmRSS"])["VmRSS_mib"]
        let id = BSONValue.objectId(CoffeeDrinks.id(ofDocumentAt: Int.random(in: 0..<options.size, using: &random)))
        let pointStarted = clock.now
        let point = try await drinks.find(filter: ["_id": id, "price": ["$gte": 0]]).count
        figures["id_and_condition_find_ms"] = Bench.seconds(clock.now - pointStarted) * 1e3
        guard point == 1 else { throw BenchError("found \(point) documents of _id \(id)") }
    }
    // Queries that read every document, on that store: a count with a filter and a $group.
    // With a cache smaller than the collection, each reads it a block at a time.
    let countStarted = clock.now
    let expensive = try await drinks.count(filter: ["price": ["$gt": 4]])
    figures["filtered_count_ms"] = Bench.seconds(clock.now - countStarted) * 1e3
    let groupStarted = clock.now
    let groups = try await drinks.aggregate(pipeline: [["$group": ["_id": "$storeNumber", "drinks": ["$sum": 1]]]])
    figures["group_ms"] = Bench.seconds(clock.now - groupStarted) * 1e3
    guard expensive > 0, groups.reduce(0, { $0 + (($1["drinks"]?.int32Value).map(Int64.init) ?? $1["drinks"]?.int64Value ?? 0) }) == Int64(options.size) else {
        throw BenchError("the count found \(expensive) documents and the groups \(groups.count)")
    }
    figures.merge(Bench.memory().mapKeys { "\($0)_after_scans" }) { $1 }
    if options.uniqueIndex {
        let indexStarted = clock.now
        _ = try await drinks.createIndex(["price": 1])
        figures["create_index_ms"] = Bench.seconds(clock.now - indexStarted) * 1e3
        figures["VmRSS_after_create_index_mib"] = Bench.memory(["VmRSS"])["VmRSS_mib"]
    }
    return figures
}

extension Dictionary {
    func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if let directory = options.measure {
        try Bench.printJSONLine(await measure(options, store: directory))
        exit(0)
    }
    let temporary = options.store == nil
    let directory = options.store ?? FileManager.default.temporaryDirectory.appendingPathComponent("store-bench-\(UUID().uuidString)")
    defer { if temporary { try? FileManager.default.removeItem(at: directory) } }
    var line: [String: Any] = ["size": options.size]
    line.merge(try await load(options, into: directory)) { $1 }

    let figures = try Bench.runFreshProcess(options.common.measuring(directory))
    line.merge(figures) { $1 }
    try Bench.printJSONLine(line)
} catch {
    FileHandle.standardError.write(Data("store-bench: \(error)\n".utf8))
    exit(1)
}
