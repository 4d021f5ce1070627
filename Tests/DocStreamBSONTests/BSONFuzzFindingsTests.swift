import DocStreamBSON
import Testing

/// Inputs the BSON fuzz target (Fuzz/Sources/fuzz-bson) found where libbson 1.23's
/// `bson_validate` accepts bytes that the BSON specification (bsonspec.org: strings and
/// cstrings are UTF-8, a document ends with its 0x00 terminator, a string with its zero byte)
/// and MongoDB refuse. DocStream refuses each with 22 InvalidBSON, naming where.
@Suite("BSON the fuzzer found libbson lets through")
struct BSONFuzzFindingsTests {
    private static func refused(_ bytes: [UInt8], saying reason: String) {
        do {
            let document = try Document(bsonBytes: bytes)
            Issue.record("read as \(document.extendedJSON(.canonical))")
        } catch {
            #expect(error.code == 22)
            #expect(error.message.contains(reason), "\(error)")
            #expect(error.location?.hasPrefix("offset ") == true, "\(error)")
        }
    }

    @Test("A string, symbol or key that is not UTF-8, and a regular expression pattern that is not, are refused")
    func invalidUTF8() {
        // {a: "\xE9"}: a lone lead byte of a three-byte sequence.
        Self.refused([0x0E, 0, 0, 0, 0x02, 0x61, 0, 0x02, 0, 0, 0, 0xE9, 0, 0], saying: "UTF-8")
        // The same as a symbol (type 0x0E).
        Self.refused([0x0E, 0, 0, 0, 0x0E, 0x61, 0, 0x02, 0, 0, 0, 0xE9, 0, 0], saying: "UTF-8")
        // {"\x9D": 1}: a continuation byte alone as the key.
        Self.refused([0x0C, 0, 0, 0, 0x10, 0x9D, 0, 1, 0, 0, 0, 0], saying: "UTF-8")
        // {r: /p\xFA/}: the pattern's cstring ends on a lone lead byte.
        Self.refused([0x0D, 0, 0, 0, 0x0B, 0x72, 0, 0x70, 0xFA, 0, 0, 0, 0], saying: "UTF-8")
        // {a: "a\xC0\x80b"}: NUL in two bytes ("modified UTF-8"), which libbson takes where a
        // string may hold NUL. RFC 3629 forbids such an overlong form: 0xC0 is never UTF-8.
        Self.refused([0x11, 0, 0, 0, 0x02, 0x61, 0, 0x05, 0, 0, 0, 0x61, 0xC0, 0x80, 0x62, 0, 0], saying: "UTF-8")
    }

    @Test("A code-with-scope's code without its zero byte, and embedded documents that do not end on their terminator, are refused")
    func unterminated() {
        // {c: Code("xy" with no zero byte, scope {})}.
        Self.refused(
            [0x17, 0, 0, 0, 0x0F, 0x63, 0, 0x0F, 0, 0, 0, 0x02, 0, 0, 0, 0x78, 0x79, 0x05, 0, 0, 0, 0, 0],
            saying: "zero byte")
        // {x: {"a.b": "c"}} whose embedded document's last byte is 0x18, not 0x00.
        Self.refused(
            [0x18, 0, 0, 0, 0x03, 0x78, 0, 0x10, 0, 0, 0, 0x02, 0x61, 0x2E, 0x62, 0, 0x02, 0, 0, 0, 0x63, 0, 0x18, 0],
            saying: "zero byte")
        // {x: {a: 1, <terminator>, junk}}: an embedded terminator two bytes before its end.
        Self.refused(
            [0x16, 0, 0, 0, 0x03, 0x78, 0, 0x0E, 0, 0, 0, 0x10, 0x61, 0, 1, 0, 0, 0, 0, 0x10, 0, 0],
            saying: "terminated")
    }
}
