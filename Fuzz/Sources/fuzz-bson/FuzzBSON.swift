import CFuzzerDriver
import CLibBSONOracle
import DocStreamBSON
import FuzzSupport

/// libFuzzer's entry point: any bytes, as a document someone sent.
///
/// - DocStream reads as a document exactly what libbson validates (framing, every element's
///   type and length, UTF-8 of keys and strings), except what MongoDB itself refuses beyond
///   libbson: documents nested deeper than MongoDB's limit.
/// - A document read prints as canonical Extended JSON that reads back to the same text
///   (`checkCanonicalTextReadsBack`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let ours: Document?
    let failure: DocStreamError?
    do {
        ours = try Document(bsonBytes: bytes)
        failure = nil
    } catch {
        ours = nil
        failure = error
    }
    let theirs = docstream_oracle_accepts(data, size)
    if let failure, theirs, !failure.message.contains("nest") {
        fatalError("libbson accepts what DocStream refuses (\(failure)): \(hex(bytes))")
    }
    if let ours, !theirs {
        fatalError("DocStream accepts what libbson refuses: \(hex(bytes)) read as \(ours.extendedJSON(.canonical))")
    }
    if let ours { checkCanonicalTextReadsBack(ours, input: hex(bytes)) }
    return 0
}

/// The executable's entry point: SwiftPM links an executable's main under the module's name,
/// so libFuzzer's own main is not the one that runs; this one hands over to its driver.
@_cdecl("fuzz_bson_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    docstream_fuzz_main(argc, argv, fuzzBSON)
}

private func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
}
