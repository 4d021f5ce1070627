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

    @Test("an array of documents is named 0, 1, 2... (the BSON spec's arrays) and fills its room exactly, past 10, 100 and 1000 elements, given in two runs")
    func documentArrays() throws {
        for count in [0, 1, 9, 10, 11, 99, 100, 101, 1000, 1234] {
            let documents: [Document] = (0..<count).map { ["i": .int32(Int32($0))] }
            let bytes = documents.reduce(0) { $0 + $1.bytes.count }
            // The document's length and terminator, and the array's type byte and name "a".
            let size = 4 + 3 + DocumentWriter.room(ofArrayOf: count, bytes: bytes) + 1
            let written = Document(writingAtMost: size) { writer in writer.append("a", documents: [documents[..<(count / 2)], documents[(count / 2)...]]) }
            #expect(written.bytes.count == size, "\(count) documents")
            let array = try #require(try Document(bsonBytes: written.bytes).elements.first)
            guard case .array(let elements) = array.value else {
                Issue.record("not an array")
                continue
            }
            #expect(elements == documents.map(BSONValue.document))
            // The names themselves: an array's raw bytes read as a document.
            let names = try Document(bsonBytes: Array(written.bytes[7..<(written.bytes.count - 1)])).keys
            #expect(names == (0..<count).map(String.init))
        }
    }
}
