import CFuzzerDriver
import DocStream
import DocStreamBSON
import Foundation

/// libFuzzer's entry point: any bytes, as a command a client sent (what `docstream serve` and
/// `docstream exec` hand to the command layer once the bytes read as a document). The command
/// runs on a fresh in-memory store holding a small collection, `c`, of varied documents: its
/// filters, updates, pipelines, expressions and options are compiled and run. Each command
/// must answer (`ok` 1, or 0 with an error), never crash or hang, and leave the collection
/// readable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommands(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0, let command = try? Document(bsonBytes: UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    let session = CommandSession(store: Store(), defaultDatabase: "fuzz")
    guard session.run(["insert": "c", "documents": .array(collection.map(BSONValue.document))])["ok"] == .double(1) else {
        fatalError("the fuzzed collection could not be made")
    }
    let reply = session.run(command)
    guard reply["ok"] == .double(1) || reply["ok"] == .double(0) else {
        fatalError("a reply without ok 1 or 0: \(reply.extendedJSON(.relaxed)) to \(command.extendedJSON(.canonical))")
    }
    let after = session.run(["find": "c", "batchSize": 1_000])
    guard after["ok"] == .double(1) else {
        fatalError("the collection cannot be read after \(command.extendedJSON(.canonical)): \(after.extendedJSON(.relaxed))")
    }
    return 0
}

/// The documents of `c`: each kind of value, nested documents and arrays, missing fields.
private let collection: [Document] = [
    ["_id": 1, "a": 1, "b": "x", "c": [1, 2, 3], "d": ["e": 1, "f": ["g": "h"]], "t": .datetime(BSONDateTime(millisecondsSinceEpoch: 0))],
    ["_id": 2, "a": .double(2.5), "b": "y", "c": [["e": 1], ["e": 2]], "d": .null, "n": .decimal128(Decimal128("1.5")!)],
    ["_id": 3, "a": "3", "c": [], "loc": [0, 0], "o": .objectId(ObjectId(bytes: Array(repeating: 7, count: 12))!)],
    ["_id": 4, "a": .int32(-4), "b": true, "c": [[1, 2], [3]], "r": .regex(BSONRegularExpression(pattern: "^x", options: "i"))],
    ["_id": "five", "b": .binary(BSONBinary(subtype: 0, data: [1, 2])), "loc": ["type": "Point", "coordinates": [1, 1]]],
]

/// The executable's entry point: SwiftPM links an executable's main under the module's name,
/// so libFuzzer's own main is not the one that runs; this one hands over to its driver.
@_cdecl("fuzz_commands_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    docstream_fuzz_main(argc, argv, fuzzCommands)
}

/// Before fuzzing: with `DOCSTREAM_FUZZ_SEEDS` naming a directory, writes there, as BSON, a
/// command for each case of the conformance files (`Tests/ConformanceTests/Cases`): their own
/// commands, and a find, an aggregate or an update made of their filters, pipelines and updates.
@_cdecl("LLVMFuzzerInitialize")
public func initializeCommandFuzzing(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let directory = ProcessInfo.processInfo.environment["DOCSTREAM_FUZZ_SEEDS"] else { return 0 }
    let cases = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/ConformanceTests/Cases")
    var seeds: [Document] = []
    let files = FileManager.default.enumerator(at: cases, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    for file in files where file.pathExtension == "json" {
        guard let text = try? String(contentsOf: file, encoding: .utf8), let value = try? ExtendedJSON.parseValue(text) else { continue }
        collectSeeds(in: value, into: &seeds)
    }
    do {
        for (index, seed) in seeds.enumerated() {
            try Data(seed.bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent("seed-\(index)"))
        }
    } catch {
        fatalError("cannot write the command seeds: \(error)")
    }
    return 0
}

/// The commands a conformance file's value holds, at any depth.
private func collectSeeds(in value: BSONValue, into seeds: inout [Document]) {
    switch value {
    case .array(let elements):
        for element in elements { collectSeeds(in: element, into: &seeds) }
    case .document(let document):
        if case .document(let command)? = document["command"] { seeds.append(command) }
        if case .array(let pipeline)? = document["pipeline"] { seeds.append(["aggregate": "c", "pipeline": .array(pipeline), "cursor": [:]]) }
        if case .document(let filter)? = document["filter"] {
            if let update = document["update"] {
                seeds.append(["update": "c", "updates": [["q": .document(filter), "u": update, "multi": true, "upsert": true]]])
            } else {
                seeds.append(["find": "c", "filter": .document(filter)])
            }
        }
        for (_, child) in document { collectSeeds(in: child, into: &seeds) }
    default:
        break
    }
}
