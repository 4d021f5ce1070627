import BenchmarkData
@_spi(RecordStore) import DocStream
import DocStreamBSON
import Foundation

// record-store-bench --size N [--folder DATA] [--store DIR] [--cache-mib 64] [--opens 9]
//
// Loads the CoffeeDrinks data set of N documents (made when missing) into a fresh record store
// in DIR (a temporary directory when not given), in write transactions of 10,000 documents,
// timed; then runs itself again on the store (`--measure DIR`), so the reads start in a new
// process as an application opening its store would. That process opens the store several
// times (open + first find by a random _id each, a new cache each time; the OS page cache is
// warm), then with one cache of --cache-mib: 10,000 finds by random _id, a range of 10,000
// _ids, a full scan, and its resident memory. Prints one JSON line with both processes'
// figures.
struct Options {
    var common: StoreBenchOptions
    var cacheMiB: Int

    init(_ arguments: [String]) throws {
        common = try StoreBenchOptions(arguments, opens: 9, ownFlags: ["--cache-mib"])
        cacheMiB = try common.number("--cache-mib") ?? 64
    }

    var size: Int { common.size }
    var folder: URL { common.folder }
    var store: URL? { common.store }
    var measure: URL? { common.measure }
    var opens: Int { common.opens }
}

let namespace = try! Namespace(database: "bench", collection: "coffeeDrinks")
let clock = ContinuousClock()

/// Loads the data set into a fresh store in `directory`.
func load(_ options: Options, into directory: URL) throws -> [String: Any] {
    let dataSet = DataSet(count: options.size, folder: options.folder)
    try dataSet.generateIfMissing()
    let documents = try dataSet.documents()
    try? FileManager.default.removeItem(at: directory)
    let store = try RecordStore(directory: directory, namespace: namespace, cache: RecordBlockCache(capacity: options.cacheMiB << 20))
    let started = clock.now
    for start in stride(from: 0, to: documents.count, by: 10_000) {
        try store.insert(Array(documents[start..<min(start + 10_000, documents.count)]))
    }
    let loadSeconds = Bench.seconds(clock.now - started)
    let blocks = try store.storedBlockSizes()
    store.close()
    let file = directory.appendingPathComponent("data.mdb")
    let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? -1
    var status = stat()
    stat(file.path, &status)
    return [
        "load_s": loadSeconds, "load_documents_per_s": Double(documents.count) / loadSeconds,
        "data_bytes": size, "data_allocated_bytes": Int(status.st_blocks) * 512,
        "bson_bytes": documents.reduce(0) { $0 + $1.bytes.count },
        // An LMDB value over 4,080 bytes takes a second 4 KiB overflow page.
        "blocks": blocks.count, "block_stored_bytes_mean": Double(blocks.reduce(0, +)) / Double(max(blocks.count, 1)),
        "block_stored_bytes_max": blocks.max() ?? 0, "blocks_over_one_page": blocks.count { $0 > 4080 },
    ]
}

/// The reads, in this (fresh) process.
func measure(_ options: Options, store directory: URL) throws -> [String: Any] {
    let count = options.size
    var random = SystemRandomNumberGenerator()
    func randomID() -> BSONValue { .objectId(CoffeeDrinks.id(ofDocumentAt: Int.random(in: 0..<count, using: &random))) }

    var opens: [Double] = []
    for _ in 0..<options.opens {
        let id = randomID()
        let started = clock.now
        let store = try RecordStore(directory: directory, namespace: namespace, cache: RecordBlockCache(capacity: options.cacheMiB << 20))
        guard try store.document(withID: id) != nil else { throw BenchError("no document with _id \(id)") }
        opens.append(Bench.seconds(clock.now - started) * 1e6)
        store.close()
    }

    let cache = RecordBlockCache(capacity: options.cacheMiB << 20)
    let store = try RecordStore(directory: directory, namespace: namespace, cache: cache)
    guard try store.count == count else { throw BenchError("the store holds \(try store.count) documents, not \(count)") }
    let ids = (0..<10_000).map { _ in randomID() }
    var started = clock.now
    for id in ids {
        guard try store.document(withID: id) != nil else { throw BenchError("no document with _id \(id)") }
    }
    let findSeconds = Bench.seconds(clock.now - started)

    let first = Int.random(in: 0...(count - 10_000), using: &random)
    var ranged = 0
    started = clock.now
    try store.forEachDocument(
        idsFrom: .inclusive(.objectId(CoffeeDrinks.id(ofDocumentAt: first))),
        to: .exclusive(.objectId(CoffeeDrinks.id(ofDocumentAt: first + 10_000)))
    ) { _ in
        ranged += 1
        return true
    }
    let rangeSeconds = Bench.seconds(clock.now - started)
    guard ranged == 10_000 else { throw BenchError("the range held \(ranged) documents, not 10000") }

    var scanned = 0
    started = clock.now
    var scan = try store.scan()
    while try scan.next() != nil { scanned += 1 }
    let scanSeconds = Bench.seconds(clock.now - started)
    guard scanned == count else { throw BenchError("the scan read \(scanned) documents, not \(count)") }

    let statistics = cache.statistics
    var figures: [String: Any] = [
        "open_first_find_us_median": Bench.median(opens), "open_first_find_us_first": opens[0],
        "open_first_find_us_all": opens,
        "finds_10k_s": findSeconds, "find_us_mean": findSeconds / 10_000 * 1e6,
        "range_10k_ms": rangeSeconds * 1e3,
        "full_scan_s": scanSeconds, "full_scan_documents_per_s": Double(count) / scanSeconds,
        "cache_capacity_mib": options.cacheMiB, "cache_mib": Double(statistics.bytes) / Double(1 << 20),
        "cache_hits": statistics.hits, "cache_misses": statistics.misses,
    ]
    figures.merge(Bench.memory()) { $1 }
    store.close()
    return figures
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if let directory = options.measure {
        try Bench.printJSONLine(measure(options, store: directory))
        exit(0)
    }
    let temporary = options.store == nil
    let directory = options.store ?? FileManager.default.temporaryDirectory.appendingPathComponent("record-store-bench-\(UUID().uuidString)")
    defer { if temporary { try? FileManager.default.removeItem(at: directory) } }
    var line: [String: Any] = ["size": options.size]
    line.merge(try load(options, into: directory)) { $1 }

    let figures = try Bench.runFreshProcess(options.common.measuring(directory))
    line.merge(figures) { $1 }
    try Bench.printJSONLine(line)
} catch {
    FileHandle.standardError.write(Data("record-store-bench: \(error)\n".utf8))
    exit(1)
}
