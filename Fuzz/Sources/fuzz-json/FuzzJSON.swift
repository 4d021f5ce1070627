import CFuzzerDriver
import CLibBSONOracle
import DocStreamBSON
import FuzzSupport

/// libFuzzer's entry point: any bytes, as Extended JSON text (what `docstream import`, `exec`
/// and the pipeline and command files read).
///
/// - DocStream reads it or refuses it (9 FailedToParse), never crashes or hangs, and every
///   document it reads is valid BSON.
/// - A single object DocStream reads, libbson's `bson_new_from_json` reads too, to the same
///   document, except where libbson 1.23 departs from the Extended JSON specification
///   (`libbsonAgrees`, `libbsonRefusesByDesign`).
/// - A document read prints as canonical Extended JSON that reads back to the same text
///   (`checkCanonicalTextReadsBack`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let text = UnsafeBufferPointer(start: data, count: size)
    guard let documents = try? ExtendedJSON.parseDocuments(text) else { return 0 }
    for document in documents {
        guard (try? Document(bsonBytes: document.bytes)) != nil else {
            fatalError("a document read from Extended JSON is not valid BSON: \(quoted(text))")
        }
    }
    let isOneObject = text.first { !ExtendedJSONLines.isBlank($0) } == UInt8(ascii: "{")
    if documents.count == 1, isOneObject {
        let ours = documents[0]
        if let theirs = libbsonReading(text) {
            guard libbsonAgrees(ours: .document(ours), theirs: .document(theirs)) else {
                fatalError("DocStream and libbson read \(quoted(text)) differently: \(ours.extendedJSON(.canonical)) and \(theirs.extendedJSON(.canonical))")
            }
        } else if !libbsonRefusesByDesign(ours) {
            fatalError("DocStream reads what libbson refuses: \(quoted(text)) read as \(ours.extendedJSON(.canonical))")
        }
    }
    for document in documents { checkCanonicalTextReadsBack(document, input: quoted(text)) }
    return 0
}

/// libbson's reading of the text as one document, nil where it refuses the text.
private func libbsonReading(_ text: UnsafeBufferPointer<UInt8>) -> Document? {
    var length: UInt32 = 0
    guard let bytes = docstream_oracle_from_json(text.baseAddress, text.count, &length) else { return nil }
    defer { docstream_oracle_free(bytes) }
    let copy = Array(UnsafeBufferPointer(start: bytes, count: Int(length)))
    guard let document = try? Document(bsonBytes: copy) else {
        fatalError("libbson read \(quoted(text)) as invalid BSON: \(copy)")
    }
    return document
}

/// Whether libbson's value is DocStream's, as libbson 1.23 builds it where it departs from the
/// Extended JSON specification (and from MongoDB's BSON corpus, which DocStream passes):
/// - JavaScript code and a DBPointer's namespace end at their first NUL: libbson appends them
///   as C strings (the corpus's "Embedded nulls" code case).
/// - A regular expression keeps only the options i, l, m, s, u and x, once each.
/// - `{"$regex": "<pattern>"}` without `$options` is a regular expression, where DocStream
///   reads the `$regex` query operator, as filters use it.
/// - `-0` is the integer 0, where DocStream reads the double -0.0 (an integer has no -0).
/// - An integer beyond the 64-bit range wraps around, where DocStream reads it as a double.
private func libbsonAgrees(ours: BSONValue, theirs: BSONValue) -> Bool {
    switch (ours, theirs) {
    case (.document(let ours), .document(let theirs)):
        let (ourElements, theirElements) = (ours.elements, theirs.elements)
        return ourElements.count == theirElements.count
            && zip(ourElements, theirElements).allSatisfy { $0.key == $1.key && libbsonAgrees(ours: $0.value, theirs: $1.value) }
    case (.array(let ours), .array(let theirs)):
        return ours.count == theirs.count && zip(ours, theirs).allSatisfy { libbsonAgrees(ours: $0, theirs: $1) }
    case (.javascript(let ours), .javascript(let theirs)):
        return untilNUL(ours) == theirs
    case (.javascriptWithScope(let ours), .javascriptWithScope(let theirs)):
        return untilNUL(ours.code) == theirs.code && libbsonAgrees(ours: .document(ours.scope), theirs: .document(theirs.scope))
    case (.document(let ours), .regex(let theirs)):
        return ours.elements.count == 1 && ours["$regex"] == .string(theirs.pattern) && theirs.options.isEmpty
    case (.dbPointer(let ours), .dbPointer(let theirs)):
        return untilNUL(ours.namespace) == theirs.namespace && ours.id == theirs.id
    case (.regex(let ours), .regex(let theirs)):
        return ours.pattern == theirs.pattern && theirs.options == "ilmsux".filter { ours.options.unicodeScalars.contains($0.unicodeScalars.first!) }
    case (.double(let ours), .double(let theirs)):
        return ours.bitPattern == theirs.bitPattern || (ours.isNaN && theirs.isNaN)
    case (.double(let ours), .int32(0)) where ours == 0 && ours.sign == .minus:
        return true
    case (.double(let ours), .int32), (.double(let ours), .int64):
        return isBeyondInt64(ours)
    default:
        return ours == theirs
    }
}

/// Whether libbson 1.23 refuses, by its own reading, text DocStream reads as `document`:
/// - a number too large for a double (DocStream reads infinity) or an integer beyond the 64-bit
///   range (DocStream reads a double);
/// - a document with a `$type` key that is not binary's legacy form, or a `$regex` or
///   `$options` key that is not the legacy regular expression form, which DocStream reads as a
///   document (the query operators of the corpus's "$type query operator" and "$regex query
///   operator" cases);
/// - Base64 whose last character carries bits the padding drops, which DocStream reads as
///   RFC 4648 allows and Go's standard decoder does, and a date whose `T` or `Z` is lower case,
///   which RFC 3339 allows: where the document holds binary data or a date, libbson must read
///   DocStream's canonical text of it the same.
private func libbsonRefusesByDesign(_ document: Document) -> Bool {
    if contains(
        .document(document),
        where: { value in
            switch value {
            case .double(let number): number.isInfinite || isBeyondInt64(number)
            case .document(let inner): ["$type", "$regex", "$options"].contains { inner[$0] != nil }
            default: false
            }
        })
    {
        return true
    }
    let holdsBinaryOrDate = contains(.document(document)) { value in
        switch value {
        case .binary, .datetime: true
        default: false
        }
    }
    guard holdsBinaryOrDate else { return false }
    let canonical = Array(document.extendedJSON(.canonical).utf8)
    guard let theirs = canonical.withUnsafeBufferPointer(libbsonReading) else { return false }
    return libbsonAgrees(ours: .document(document), theirs: .document(theirs))
}

private func isBeyondInt64(_ number: Double) -> Bool {
    number.rounded() == number && number.magnitude >= 0x1p63
}

private func untilNUL(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.prefix { $0 != "\0" }))
}

/// The executable's entry point: SwiftPM links an executable's main under the module's name,
/// so libFuzzer's own main is not the one that runs; this one hands over to its driver.
@_cdecl("fuzz_json_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    docstream_fuzz_main(argc, argv, fuzzJSON)
}

private func quoted(_ text: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: text, as: UTF8.self).debugDescription
}
