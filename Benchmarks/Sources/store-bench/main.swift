import BenchmarkData
import DocStream
import DocStreamBSON
import Foundation

// store-bench --size N [--folder DATA] [--store DIR] [--opens 5] [--history-events N]
//
// A durable store of the CoffeeDrinks data set of N documents (made when missing): loads it
// through the Swift API in insertMany batches of 10,000 into a fresh store in DIR (a temporary
// directory when not given), timed; takes a first checkpoint (every document), updates one
// document and takes another, each timed; closes the store and measures the directory's files
// on disk. Then runs itself again on the store (`--measure DIR`), so the reads start in a new
// process as an application opening its store would: opens the store and finds one document by
// a random _id, --opens times (the first open of the process reported apart), and reports the
// resident memory after the last. Prints one JSON line with both processes' figures.
//
// --history-events bounds the change history the store keeps (DocStream's default: 100,000
// events); with a bound below the load's size, two more updates and checkpoints let the
// load's journal go, so that the opens measure the store without the load as history.
struct Options {
    var size = 100_000
    var folder = DataSet.defaultFolder
    var store: URL?
    var measure: URL?
    var opens = 5
    var historyEvents: Int?

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw BenchError("\(flag) needs a value") }
            switch flag {
            case "--size": size = try Self.number(value, flag)
            case "--folder": folder = URL(fileURLWithPath: value)
            case "--store": store = URL(fileURLWithPath: value)
            case "--measure": measure = URL(fileURLWithPath: value)
            case "--opens": opens = try Self.number(value, flag)
            case "--history-events": historyEvents = try Self.number(value, flag)
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

let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Resident memory from /proc/self/status, in MiB (VmRSS, VmHWM).
func memory() -> [String: Double] {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return [:] }
    var figures: [String: Double] = [:]
    for line in status.split(separator: "\n") {
        let parts = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
        guard parts.count == 3, parts[2] == "kB", ["VmRSS", "VmHWM"].contains(String(parts[0])), let kilobytes = Double(parts[1]) else { continue }
        figures["\(parts[0])_mib"] = kilobytes / 1024
    }
    return figures
}

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
        for start in stride(from: 0, to: documents.count, by: 10_000) {
            _ = try await drinks.insertMany(Array(documents[start..<min(start + 10_000, documents.count)]))
        }
        figures["load_s"] = seconds(clock.now - started)
        started = clock.now
        try store.checkpoint()
        figures["first_checkpoint_s"] = seconds(clock.now - started)
        _ = try await drinks.updateOneDocument(filter: ["_id": .objectId(CoffeeDrinks.id(ofDocumentAt: 0))], update: ["$inc": ["price": 1]])
        started = clock.now
        try store.checkpoint()
        figures["checkpoint_after_one_update_s"] = seconds(clock.now - started)
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
    for _ in 0..<options.opens {
        let id = BSONValue.objectId(CoffeeDrinks.id(ofDocumentAt: Int.random(in: 0..<options.size, using: &random)))
        let started = clock.now
        let store = try Store(directory: directory, changeHistory: retention(options))
        storeOpens.append(seconds(clock.now - started) * 1e3)
        let drinks = MongoClient(store: store).database(named: "bench").collection(withName: "coffeeDrinks")
        guard try await drinks.findOneDocument(filter: ["_id": id]) != nil else { throw BenchError("no document with _id \(id)") }
        opens.append(seconds(clock.now - started) * 1e3)
    }
    let afterFirst = { (values: [Double]) in median(values.count > 1 ? Array(values.dropFirst()) : values) }
    var figures: [String: Any] = [
        "open_first_find_ms_first": opens[0], "open_first_find_ms_median_after": afterFirst(opens), "open_first_find_ms_all": opens,
        "open_only_ms_median_after": afterFirst(storeOpens),
    ]
    figures.merge(memory()) { $1 }
    return figures
}

func printJSON(_ object: [String: Any]) throws {
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if let directory = options.measure {
        try printJSON(await measure(options, store: directory))
        exit(0)
    }
    let temporary = options.store == nil
    let directory = options.store ?? FileManager.default.temporaryDirectory.appendingPathComponent("store-bench-\(UUID().uuidString)")
    defer { if temporary { try? FileManager.default.removeItem(at: directory) } }
    var line: [String: Any] = ["size": options.size]
    line.merge(try await load(options, into: directory)) { $1 }

    let child = Process()
    child.executableURL = Bundle.main.executableURL
    child.arguments = ["--measure", directory.path, "--size", "\(options.size)", "--opens", "\(options.opens)"]
        + (options.historyEvents.map { ["--history-events", "\($0)"] } ?? [])
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
    FileHandle.standardError.write(Data("store-bench: \(error)\n".utf8))
    exit(1)
}
