import CFuzzerDriver
@_spi(Fuzzing) import DocStream
import Foundation

/// libFuzzer's entry point: any bytes, as a damaged file or LMDB value hands them to the
/// store's readers (`StorageDecoders`: `_id` index blocks, record blocks, compressed blocks,
/// journal records, store records and checkpoint catalogs, the first byte choosing). Each
/// must return or throw, never crash, hang or read out of bounds (AddressSanitizer).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStorage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    StorageDecoders.read(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// The executable's entry point: SwiftPM links an executable's main under the module's name,
/// so libFuzzer's own main is not the one that runs; this one hands over to its driver.
@_cdecl("fuzz_storage_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    docstream_fuzz_main(argc, argv, fuzzStorage)
}

/// Before fuzzing: with `DOCSTREAM_FUZZ_SEEDS` naming a directory, writes a whole input for
/// each reader there, to start the corpus from (`scripts/fuzz storage`).
@_cdecl("LLVMFuzzerInitialize")
public func initializeStorageFuzzing(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?)
    -> CInt
{
    guard let directory = ProcessInfo.processInfo.environment["DOCSTREAM_FUZZ_SEEDS"] else { return 0 }
    do {
        for (index, seed) in try StorageDecoders.seeds().enumerated() {
            try Data(seed).write(to: URL(fileURLWithPath: directory).appendingPathComponent("seed-\(index)"))
        }
    } catch {
        fatalError("cannot write the storage seeds: \(error)")
    }
    return 0
}
