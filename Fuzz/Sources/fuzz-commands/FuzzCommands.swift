import CFuzzerDriver
import DocStream
import DocStreamBSON
import Foundation
import FuzzSupport

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

/// Before fuzzing: with `DOCSTREAM_FUZZ_SEEDS` naming a directory, writes there, as BSON, the
/// conformance cases' commands (`conformanceCommands()`).
@_cdecl("LLVMFuzzerInitialize")
public func initializeCommandFuzzing(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?)
    -> CInt
{
    guard let directory = ProcessInfo.processInfo.environment["DOCSTREAM_FUZZ_SEEDS"] else { return 0 }
    writeSeeds(conformanceCommands().map(\.bytes), to: directory)
    return 0
}
