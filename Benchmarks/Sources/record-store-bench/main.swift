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
    var size = 100_000
    var folder = DataSet.defaultFolder
    var store: URL?
    var measure: URL?
    var cacheMiB = 64
    var opens = 9

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw BenchError("\(flag) needs a value") }
            switch flag {
            case "--size": size = try Self.number(value, flag)
            case "--folder": folder = URL(fileURLWithPath: value)
            case "--store": store = URL(fileURLWithPath: value)
            case "--measure": measure = URL(fileURLWithPath: value)
            case "--cache-mib": cacheMiB = try Self.number(value, flag)
            case "--opens": opens = try Self.number(value, flag)
            default: throw BenchError("unknown option \(flag)")
            }
        }
    }

    private static func number(_ text: String, _ flag: String) throws -> Int {
        guard let number = Int(text), number > 0 else { throw BenchError("\(flag) needs a positive whole number, not \(text)") }
        return number
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

let namespace = try! Namespace(database: "bench", collection: "coffeeDrinks")
let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Fields of /proc/self/status in MiB (VmRSS, VmHWM, RssAnon, RssFile).
func memory() -> [String: Double] {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return [:] }
    var figures: [String: Double] = [:]
    for line in status.split(separator: "\n") {
        let parts = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
        guard parts.count == 3, parts[2] == "kB", ["VmRSS", "VmHWM", "RssAnon", "RssFile"].contains(String(parts[0])),
            let kilobytes = Double(parts[1])
        else { continue }
        figures["\(parts[0])_mib"] = kilobytes / 1024
    }
    return figures
}

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
    let loadSeconds = seconds(clock.now - started)
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
        opens.append(seconds(clock.now - started) * 1e6)
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
    let findSeconds = seconds(clock.now - started)

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
    let rangeSeconds = seconds(clock.now - started)
    guard ranged == 10_000 else { throw BenchError("the range held \(ranged) documents, not 10000") }

    var scanned = 0
    started = clock.now
    var scan = try store.scan()
    while try scan.next() != nil { scanned += 1 }
    let scanSeconds = seconds(clock.now - started)
    guard scanned == count else { throw BenchError("the scan read \(scanned) documents, not \(count)") }

    let statistics = cache.statistics
    var figures: [String: Any] = [
        "open_first_find_us_median": median(opens), "open_first_find_us_first": opens[0],
        "open_first_find_us_all": opens,
        "finds_10k_s": findSeconds, "find_us_mean": findSeconds / 10_000 * 1e6,
        "range_10k_ms": rangeSeconds * 1e3,
        "full_scan_s": scanSeconds, "full_scan_documents_per_s": Double(count) / scanSeconds,
        "cache_capacity_mib": options.cacheMiB, "cache_mib": Double(statistics.bytes) / Double(1 << 20),
        "cache_hits": statistics.hits, "cache_misses": statistics.misses,
    ]
    figures.merge(memory()) { $1 }
    store.close()
    return figures
}

func printJSON(_ object: [String: Any]) throws {
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if let directory = options.measure {
        try printJSON(measure(options, store: directory))
        exit(0)
    }
    let temporary = options.store == nil
    let directory = options.store ?? FileManager.default.temporaryDirectory.appendingPathComponent("record-store-bench-\(UUID().uuidString)")
    defer { if temporary { try? FileManager.default.removeItem(at: directory) } }
    var line: [String: Any] = ["size": options.size]
    line.merge(try load(options, into: directory)) { $1 }

    let child = Process()
    child.executableURL = Bundle.main.executableURL
    child.arguments = [
        "--measure", directory.path, "--size", "\(options.size)", "--cache-mib", "\(options.cacheMiB)", "--opens", "\(options.opens)",
    ]
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    guard child.terminationStatus == 0, let figures = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw BenchError("the measuring process failed (status \(child.terminationStatus))")
    }
    line.merge(figures) { $1 }
    try printJSON(line)
} catch {
    FileHandle.standardError.write(Data("record-store-bench: \(error)\n".utf8))
    exit(1)
}
