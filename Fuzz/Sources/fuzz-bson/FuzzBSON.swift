import CFuzzerDriver
import CLibBSONOracle
import DocStreamBSON

/// libFuzzer's entry point: any bytes, as a document someone sent.
///
/// - DocStream reads as a document exactly what libbson validates (framing, every element's
///   type and length, UTF-8 of keys and strings), except what MongoDB itself refuses beyond
///   libbson: documents nested deeper than MongoDB's limit.
/// - A document read prints as canonical Extended JSON, and that text reads back as a document
///   that prints the same text. (Not always the same bytes: BSON has many NaNs and many
///   encodings of a Decimal128 zero, the BSON corpus's "degenerate" forms, and Extended JSON
///   one text for each.) A document with a `$`-prefixed key is left out of this check:
///   Extended JSON cannot tell `{"$oid": MinKey, "x": 1}` from a malformed type wrapper, and its
///   readers refuse it.
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
    guard let ours, !hasDollarKey(ours) else { return 0 }
    let text = ours.extendedJSON(.canonical)
    do {
        let again = try Document(extendedJSON: text)
        let printedAgain = again.extendedJSON(.canonical)
        if printedAgain != text {
            fatalError("canonical Extended JSON does not read back: \(text) gave \(printedAgain) for \(hex(bytes))")
        }
    } catch {
        fatalError("canonical Extended JSON of an accepted document is refused (\(error)): \(text)")
    }
    return 0
}

/// The executable's entry point: SwiftPM links an executable's main under the module's name,
/// so libFuzzer's own main is not the one that runs; this one hands over to its driver.
@_cdecl("fuzz_bson_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    docstream_fuzz_main(argc, argv, fuzzBSON)
}

private func hasDollarKey(_ document: Document) -> Bool {
    document.elements.contains { $0.key.hasPrefix("$") || hasDollarKey(in: $0.value) }
}

private func hasDollarKey(in value: BSONValue) -> Bool {
    switch value {
    case .document(let document): hasDollarKey(document)
    case .array(let elements): elements.contains(where: hasDollarKey(in:))
    case .javascriptWithScope(let code): hasDollarKey(code.scope)
    default: false
    }
}

private func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
}
