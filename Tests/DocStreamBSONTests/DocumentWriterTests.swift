import DocStreamBSON
import Testing

@Suite("DocumentWriter")
struct DocumentWriterTests {
    @Test("each element as the BSON spec stores it: a timestamp's increment, then its seconds")
    func timestampBytes() {
        let written = Document(writingAtMost: 64) { writer in writer.append("t", timestamp: BSONTimestamp(seconds: 1, increment: 2)) }
        #expect(written.bytes == [16, 0, 0, 0, 0x11, UInt8(ascii: "t"), 0, 2, 0, 0, 0, 1, 0, 0, 0, 0])
    }

    @Test("strings, documents, dates, a raw null and embedded documents read back as written")
    func elementsReadBack() throws {
        let inner: Document = ["a": 1, "b": ["c"]]
        let written = Document(writingAtMost: 256) { writer in
            writer.append("s", string: "café")
            writer.append("d", document: inner)
            writer.append("w", datetime: BSONDateTime(millisecondsSinceEpoch: -5))
            writer.append("n", raw: .null)
            writer.appendDocument("e") { nested in nested.append("x", string: "y") }
        }
        #expect(written.keys == ["s", "d", "w", "n", "e"])
        #expect(written["s"] == "café")
        #expect(written["d"] == .document(inner))
        #expect(written["w"] == .datetime(BSONDateTime(millisecondsSinceEpoch: -5)))
        #expect(written["n"] == .null)
        #expect(written["e"] == ["x": "y"])
        // The bytes are whole: the checking reader takes them.
        #expect(try Document(bsonBytes: written.bytes) == written)
    }
}
