import CFuzzerDriver
import DocStream
import DocStreamBSON
import Foundation
import FuzzSupport

/// libFuzzer's entry point: any bytes, as a whole store directory that a crash, a bad disk or
/// another program left behind. The input's first byte says whether the directory holds the
/// reference store's data environment (a checkpoint of generation 2, made when the target
/// starts); then come files, each as a name byte (`StoreDirectoryInput.fileNames`), a 16-bit
/// little-endian length and that many bytes (a file named twice gets both parts).
///
/// For any directory:
/// - a repair into a new directory (`StoreRepair`) returns or throws, changes none of the
///   store's files, and what it writes opens as a store;
/// - opening the store returns or throws; an open that throws changes no file;
/// - a store that opened reads every collection, takes a write and a checkpoint, and opens
///   again holding what it held and the write.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecovery(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let input = StoreDirectoryInput(Array(UnsafeBufferPointer(start: data, count: size)))
    let directory = Workspace.shared.nextDirectory()
    let repaired = directory.appendingPathExtension("repaired")
    defer {
        try? FileManager.default.removeItem(at: directory)
        try? FileManager.default.removeItem(at: repaired)
    }
    input.write(to: directory, data: input.holdsData ? Workspace.shared.referenceData : nil)
    let written = StoreDirectoryInput.files(in: directory)
    /// Stops the process when the directory's files are no longer as written.
    func checkUnchanged(_ what: @autoclosure () -> String) {
        let now = StoreDirectoryInput.files(in: directory)
        guard now != written else { return }
        let changed = Set(written.keys).union(now.keys).filter { written[$0] != now[$0] }.sorted()
        fatalError("\(what()) changed the store's files: \(changed.map { "\($0) (\(written[$0]?.count ?? -1) bytes, now \(now[$0]?.count ?? -1))" })")
    }

    do {
        _ = try StoreRepair.repair(directory: directory, into: repaired)
        checkUnchanged("a repair into a new directory")
        do {
            _ = try Store(directory: repaired, durability: .relaxed)
        } catch {
            fatalError("the store a repair wrote does not open: \(error)")
        }
    } catch {
        checkUnchanged("a repair that failed (\(error))")
    }

    let contents: [String: BSONValue]
    do {
        let store = try Store(directory: directory, durability: .relaxed)
        let session = CommandSession(store: store, defaultDatabase: "test")
        contents = readAll(session)
        let reply = session.run(["insert": "after", "documents": [["_id": "written after the open"]], "$db": .string(Workspace.checkDatabase)])
        guard reply["ok"] == .double(1), reply["n"] == .int32(1) else { fatalError("a store that opened refuses a write: \(reply.extendedJSON(.relaxed))") }
        do {
            try store.checkpoint()
        } catch {
            fatalError("a store that opened and took a write cannot checkpoint: \(error)")
        }
    } catch {
        checkUnchanged("an open that failed (\(error))")
        return 0
    }
    do {
        let reopened = CommandSession(store: try Store(directory: directory, durability: .relaxed), defaultDatabase: "test")
        var expected = contents
        expected["\(Workspace.checkDatabase).after"] = [["_id": "written after the open"]]
        let found = readAll(reopened)
        guard found == expected else {
            fatalError("reopened, the store holds \(text(found)) where it held \(text(expected))")
        }
    } catch {
        fatalError("a store that opened and checkpointed does not open again: \(error)")
    }
    return 0
}

/// `contents` as Extended JSON, by namespace in order.
private func text(_ contents: [String: BSONValue]) -> String {
    Document(contents.keys.sorted().map { ($0, contents[$0]!) }).extendedJSON(.relaxed)
}

/// Every collection's documents in natural order, by namespace (views left out).
private func readAll(_ session: CommandSession) -> [String: BSONValue] {
    func run(_ command: Document) -> Document {
        let reply = session.run(command)
        guard reply["ok"] == .double(1) else {
            fatalError("a store that opened cannot be read: \(reply.extendedJSON(.relaxed)) to \(command.extendedJSON(.relaxed))")
        }
        return reply
    }
    var contents: [String: BSONValue] = [:]
    let databases = run(["listDatabases": 1, "nameOnly": true, "$db": "admin"])["databases"]?.arrayValue ?? []
    for database in databases.compactMap({ $0.documentValue?["name"]?.stringValue }) {
        let collections =
            run(["listCollections": 1, "filter": ["type": "collection"], "$db": .string(database)])["cursor"]?.documentValue?["firstBatch"]?.arrayValue ?? []
        for name in collections.compactMap({ $0.documentValue?["name"]?.stringValue }) {
            let found = run(["find": .string(name), "batchSize": 1_000_000, "singleBatch": true, "$db": .string(database)])
            contents["\(database).\(name)"] = found["cursor"]?.documentValue?["firstBatch"] ?? []
        }
    }
    return contents
}

/// A store directory as an input holds it.
struct StoreDirectoryInput {
    /// The files a name byte names (modulo their count): the journal generations a store
    /// starts, and the checkpoint file of stores written before the data environment.
    static let fileNames = ["journal", "journal.1", "journal.2", "journal.3", "journal.4", "checkpoint"]

    var holdsData: Bool
    var files: [String: [UInt8]] = [:]

    init(_ input: [UInt8]) {
        holdsData = input[0] & 1 == 1
        var offset = 1
        while offset < input.count {
            let name = Self.fileNames[Int(input[offset]) % Self.fileNames.count]
            let length = offset + 2 < input.count ? Int(input[offset + 1]) | Int(input[offset + 2]) << 8 : 0
            let start = min(offset + 3, input.count)
            let end = min(start + length, input.count)
            files[name, default: []] += input[start..<end]
            offset = end
        }
    }

    /// The input for a store directory's files: `data` whether it holds a data environment.
    static func encoding(_ files: [(name: String, bytes: [UInt8])], data: Bool) -> [UInt8] {
        var input: [UInt8] = [data ? 1 : 0]
        for (name, bytes) in files {
            guard let number = fileNames.firstIndex(of: name) else { fatalError("no name byte for \(name)") }
            for start in stride(from: 0, to: max(bytes.count, 1), by: Int(UInt16.max)) {
                let part = bytes[start..<min(start + Int(UInt16.max), bytes.count)]
                input += [UInt8(number), UInt8(part.count & 0xFF), UInt8(part.count >> 8)] + part
            }
        }
        return input
    }

    func write(to directory: URL, data: [UInt8]?) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if let data {
                let environment = directory.appendingPathComponent("data")
                try FileManager.default.createDirectory(at: environment, withIntermediateDirectories: true)
                try Data(data).write(to: environment.appendingPathComponent("data.mdb"))
            }
            for (name, bytes) in files { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
        } catch {
            fatalError("cannot write the input's store directory: \(error)")
        }
    }

    /// Each file under `directory` and its bytes, but the lock files a store and LMDB make as
    /// they open.
    static func files(in directory: URL) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let name = String(url.path.dropFirst(directory.path.count + 1))
            guard name != "store.lock", name != "data/lock.mdb", (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
                continue
            }
            files[name] = contents(ofFileAt: url.path)
        }
        return files
    }

    /// The file's bytes, read with POSIX calls: Foundation's `Data(contentsOf:)` leaves some of
    /// its reads' buffers behind, which LeakSanitizer reports.
    static func contents(ofFileAt path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return count == 0 ? bytes : nil }
            bytes += buffer[..<count]
        }
    }
}

/// Where the inputs' directories go, and the reference store they start from.
private final class Workspace: @unchecked Sendable {
    static let shared = Workspace()
    /// The database the target writes to in a store that opened.
    static let checkDatabase = "fuzz_recovery_check"

    let root: URL
    /// The reference store's data environment file: a checkpoint of generation 2.
    let referenceData: [UInt8]
    /// Inputs made of the reference store's files: its journal files with its data
    /// environment, and the journal of a store that never checkpointed without one.
    let seeds: [[UInt8]]
    private var inputs = 0

    private init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-fuzz-recovery-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        let reference = root.appendingPathComponent("reference")
        let uncheckpointed = root.appendingPathComponent("uncheckpointed")
        do {
            try Self.writeReference(in: reference, checkpointing: true)
            try Self.writeReference(in: uncheckpointed, checkpointing: false)
        } catch {
            fatalError("cannot write the reference store: \(error)")
        }
        guard let data = StoreDirectoryInput.contents(ofFileAt: reference.appendingPathComponent("data/data.mdb").path) else {
            fatalError("the reference store has no data environment")
        }
        referenceData = data
        func journals(_ directory: URL) -> [(name: String, bytes: [UInt8])] {
            let files = StoreDirectoryInput.files(in: directory)
            return StoreDirectoryInput.fileNames.compactMap { name in files[name].map { (name, $0) } }
        }
        seeds = [
            StoreDirectoryInput.encoding(journals(reference), data: true),
            StoreDirectoryInput.encoding(journals(uncheckpointed), data: false),
            StoreDirectoryInput.encoding(journals(reference).filter { $0.name == "journal.2" }, data: true),
        ]
    }

    func nextDirectory() -> URL {
        inputs += 1
        return root.appendingPathComponent("input-\(inputs)")
    }

    /// A store written by what applications do: inserts, an index, updates, deletes, a view, a
    /// capped collection, a transaction, a retryable write, a rename and a drop; with
    /// `checkpointing`, a checkpoint after the first and the second part of it.
    private static func writeReference(in directory: URL, checkpointing: Bool) throws {
        let store = try Store(directory: directory, durability: .relaxed)
        let session = CommandSession(store: store, defaultDatabase: "test")
        let lsid: Document = ["id": .binary(BSONBinary(subtype: 4, data: Array(repeating: 0x11, count: 16)))]
        let parts: [[Document]] = [
            [
                [
                    "insert": "drinks",
                    "documents": .array(
                        (0..<20).map {
                            .document([
                                "_id": .int32(Int32($0)), "name": .string("drink \($0)"), "price": .double(Double($0) / 2),
                                "tags": ["hot", .int32(Int32($0 % 3))],
                            ])
                        }),
                ],
                ["createIndexes": "drinks", "indexes": [["key": ["name": 1], "name": "name_1", "unique": true]]],
                ["create": "log", "capped": true, "size": 4096, "max": 5],
                ["insert": "log", "documents": .array((0..<8).map { .document(["_id": .int32(Int32($0)), "line": .string("line \($0)")]) })],
                ["create": "cheap", "viewOn": "drinks", "pipeline": [["$match": ["price": ["$lt": 3]]]]],
            ],
            [
                ["update": "drinks", "updates": [["q": ["price": ["$gt": 5]], "u": ["$inc": ["price": 1], "$push": ["tags": "dear"]], "multi": true]]],
                ["delete": "drinks", "deletes": [["q": ["_id": 3], "limit": 1]]],
                ["insert": "orders", "documents": [["_id": 1, "drink": 2]], "lsid": .document(lsid), "txnNumber": .int64(1)],
                [
                    "insert": "orders", "documents": [["_id": 2, "drink": 5]], "lsid": .document(lsid), "txnNumber": .int64(2), "startTransaction": true,
                    "autocommit": false,
                ],
                [
                    "update": "drinks", "updates": [["q": ["_id": 5], "u": ["$set": ["ordered": true]]]], "lsid": .document(lsid), "txnNumber": .int64(2),
                    "autocommit": false,
                ],
                ["commitTransaction": 1, "lsid": .document(lsid), "txnNumber": .int64(2), "autocommit": false, "$db": "admin"],
                ["insert": "gone", "documents": [["_id": 1]], "$db": "other"],
            ],
            [
                ["renameCollection": "test.orders", "to": "test.sales", "$db": "admin"],
                ["drop": "gone", "$db": "other"],
                ["findAndModify": "drinks", "query": ["_id": 30], "update": ["$set": ["name": "drink 30"]], "upsert": true],
                ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["_id": 1, "name": "replaced"]]]],
            ],
        ]
        for (index, part) in parts.enumerated() {
            for command in part {
                let reply = session.run(command)
                guard reply["ok"] == .double(1), reply["writeErrors"] == nil else {
                    fatalError("the reference store refused \(command.extendedJSON(.relaxed)): \(reply.extendedJSON(.relaxed))")
                }
            }
            if checkpointing, index < 2 { try store.checkpoint() }
        }
    }
}

/// The executable's entry point: SwiftPM links an executable's main under the module's name,
/// so libFuzzer's own main is not the one that runs; this one hands over to its driver.
@_cdecl("fuzz_recovery_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    docstream_fuzz_main(argc, argv, fuzzRecovery)
}

/// Before fuzzing: makes the reference store, and with `DOCSTREAM_FUZZ_SEEDS` naming a
/// directory, writes the inputs made of its files there (`scripts/fuzz recovery`).
@_cdecl("LLVMFuzzerInitialize")
public func initializeRecoveryFuzzing(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?)
    -> CInt
{
    let seeds = Workspace.shared.seeds
    if let directory = ProcessInfo.processInfo.environment["DOCSTREAM_FUZZ_SEEDS"] { writeSeeds(seeds, to: directory) }
    return 0
}
