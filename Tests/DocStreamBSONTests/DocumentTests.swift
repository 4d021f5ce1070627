import DocStreamBSON
import Testing

@Suite("Document")
struct DocumentTests {
    // Realm Swift SDK "Query MongoDB" (seeds/000): the example drink, written as in the docs.
    let drink: Document = ["name": "Colombian Blend", "beanRegion": "Timbio, Colombia", "containsDairy": false, "storeNumber": 43]

    @Test("dictionary literal keeps field order and the seeds' types")
    func literalKeepsOrderAndTypes() {
        #expect(drink.keys == ["name", "beanRegion", "containsDairy", "storeNumber"])
        #expect(drink["name"] == .string("Colombian Blend"))
        #expect(drink["containsDairy"] == .bool(false))
        // The seeds print storeNumber as AnyBSON.int64(43).
        #expect(drink["storeNumber"] == .int64(43))
        #expect(drink["missing"] == nil)
        #expect(drink.count == 4)
    }

    @Test("the literal encodes to the BSON bytes the spec defines")
    func literalBytes() {
        let document: Document = ["a": 1, "b": "x"]
        // {a: int64 1, b: "x"}: 4 (length) + 11 [0x12 'a' 0 + 8] + 9 [0x02 'b' 0 + 4 + "x\0"] + 1 = 25
        let expected: [UInt8] = [
            0x19, 0, 0, 0,
            0x12, 0x61, 0, 1, 0, 0, 0, 0, 0, 0, 0,
            0x02, 0x62, 0, 2, 0, 0, 0, 0x78, 0,
            0,
        ]
        #expect(document.bytes == expected)
    }

    @Test("nested literal documents and arrays, read by dotted path")
    func dottedPath() {
        let order: Document = ["items": [["name": "Latte", "price": 4.5], ["name": "Mocha", "price": 5.0]], "store": ["number": 42]]
        #expect(order[path: "items.1.name"] == .string("Mocha"))
        #expect(order[path: "items.0.price"] == .double(4.5))
        #expect(order[path: "store.number"] == .int64(42))
        #expect(order[path: "items.2.name"] == nil)
        #expect(order[path: "items.x"] == nil)
        #expect(order[path: "store.number.more"] == nil)
        #expect(order[path: "store."] == nil)
    }

    @Test("setting a field replaces it in place; nil removes; new keys append")
    func subscriptSet() throws {
        var document = drink
        document["storeNumber"] = .int32(47)
        document["price"] = .double(3.5)
        document["beanRegion"] = nil
        #expect(document.keys == ["name", "containsDairy", "storeNumber", "price"])
        #expect(document["storeNumber"] == .int32(47))
        #expect(document.removeValue(forKey: "price") == .double(3.5))
        #expect(document.keys == ["name", "containsDairy", "storeNumber"])
        // The bytes stay a valid document of the right length after each splice.
        #expect(try Document(bsonBytes: document.bytes) == document)
    }

    @Test("setting a key that appears twice (raw BSON allows it) keeps one field, the first place")
    func subscriptSetDuplicateKeys() throws {
        // {a: 1, b: 2, a: 3} as raw bytes.
        let raw: [UInt8] = [26, 0, 0, 0, 0x10, 0x61, 0, 1, 0, 0, 0, 0x10, 0x62, 0, 2, 0, 0, 0, 0x10, 0x61, 0, 3, 0, 0, 0, 0]
        var document = try Document(bsonBytes: raw)
        document["a"] = "first"
        #expect(document.elements.map(\.key) == ["a", "b"])
        #expect(document["a"] == "first")
        #expect(try Document(bsonBytes: document.bytes) == document)
        document["a"] = nil
        #expect(document == ["b": .int32(2)])
    }

    @Test("value semantics: a copy does not see later changes")
    func valueSemantics() {
        var copy = drink
        copy["name"] = "Maple Latte"
        #expect(drink["name"] == .string("Colombian Blend"))
        #expect(copy["name"] == .string("Maple Latte"))
    }

    @Test("iteration yields fields in order, decoded")
    func iteration() {
        let pairs = drink.map { "\($0.key)=\($0.value)" }
        #expect(pairs.count == 4)
        #expect(pairs.first == "name=string(\"Colombian Blend\")")
        #expect(Array(Document()).isEmpty)
        #expect(Document().isEmpty && !drink.isEmpty)
    }

    @Test("every BSON type round-trips through bytes")
    func everyTypeRoundTrips() throws {
        let id = try #require(ObjectId("64e50cab7765243942cd04ce"))
        let all: Document = [
            "double": .double(-1.5), "string": "é\u{0}x", "document": ["a": .null],
            "array": [1, .int32(2)], "binary": .binary(BSONBinary(subtype: 2, data: [1, 2])),
            "uuid": .binary(BSONBinary(subtype: BSONBinary.uuid, data: Array(0..<16))),
            "undefined": .undefined, "objectId": .objectId(id), "bool": true,
            "date": .datetime(BSONDateTime(millisecondsSinceEpoch: -1)), "null": .null,
            "regex": .regex(BSONRegularExpression(pattern: "^a", options: "mi")),
            "dbPointer": .dbPointer(BSONDBPointer(namespace: "db.c", id: id)),
            "code": .javascript("f()"), "symbol": .symbol("s"),
            "codeWithScope": .javascriptWithScope(BSONCodeWithScope(code: "x", scope: ["x": 1])),
            "int32": .int32(.min), "timestamp": .timestamp(BSONTimestamp(seconds: 7, increment: 9)),
            "int64": .int64(.max), "decimal": .decimal128(try #require(Decimal128("1.10"))),
            "minKey": .minKey, "maxKey": .maxKey,
        ]
        let decoded = try Document(bsonBytes: all.bytes)
        #expect(decoded == all)
        #expect(decoded["regex"] == .regex(BSONRegularExpression(pattern: "^a", options: "im")))
        #expect(decoded["string"] == .string("é\u{0}x"))
        #expect(Set(BSONType.allCases) == Set(decoded.map(\.value.type)))
    }

    @Test("malformed bytes throw InvalidBSON naming the offset")
    func malformedBytes() throws {
        // {a: true} with the boolean byte set to 2 at offset 7.
        let bytes: [UInt8] = [9, 0, 0, 0, 0x08, 0x61, 0, 2, 0]
        let error = try #require(throws: DocStreamError.self) { try Document(bsonBytes: bytes) }
        #expect(error.code == 22)
        #expect(error.location == "offset 7")
        #expect(throws: DocStreamError.self) { try Document(bsonBytes: [5, 0, 0, 0]) }
        #expect(throws: DocStreamError.self) { try Document(bsonBytes: [6, 0, 0, 0, 0, 0]) }
    }

    /// `{s: <text>}`: the string's bytes as given, then its zero byte.
    private static func stringDocument(_ text: [UInt8]) -> [UInt8] {
        let stringLength = UInt32(text.count + 1)
        let total = UInt32(4 + 1 + 2 + 4 + text.count + 1 + 1)
        return withUnsafeBytes(of: total.littleEndian, Array.init) + [0x02, 0x73, 0]
            + withUnsafeBytes(of: stringLength.littleEndian, Array.init) + text + [0, 0]
    }

    @Test("a byte that is not UTF-8 is refused wherever it sits in a string, and UTF-8 anywhere is read")
    func utf8AtEveryPosition() throws {
        // The UTF-8 check reads eight bytes at a time: a bad byte must be seen in every lane
        // of a word and in the bytes after the last whole word (RFC 3629: 0xFF never appears).
        for length in 1...20 {
            for position in 0..<length {
                var text = [UInt8](repeating: 0x61, count: length)
                text[position] = 0xFF
                let error = try #require(throws: DocStreamError.self) { try Document(bsonBytes: Self.stringDocument(text)) }
                #expect(error.code == 22 && error.message.contains("UTF-8"), "\(length) bytes, 0xFF at \(position): \(error)")
                var accented = [UInt8](repeating: 0x61, count: length + 1)
                accented.replaceSubrange(position...(position + 1), with: Array("é".utf8))
                let expected = String(repeating: "a", count: position) + "é" + String(repeating: "a", count: length - 1 - position)
                #expect(try Document(bsonBytes: Self.stringDocument(accented))["s"] == .string(expected))
            }
        }
    }

    @Test("a document read from a slice of a larger buffer holds only the slice's bytes")
    func readFromSlice() throws {
        let inner = Self.stringDocument(Array("Colombian Blend".utf8))
        let buffer: [UInt8] = [0xAA, 0xBB, 0xCC] + inner + [0xDD]
        let document = try Document(bsonBytes: buffer[3..<(3 + inner.count)])
        #expect(document.bytes == inner)
        #expect(document["s"] == .string("Colombian Blend"))
        #expect(throws: DocStreamError.self) { try Document(bsonBytes: buffer[2..<(2 + inner.count)]) }
    }

    @Test("documents nested deeper than the limit are refused with 15 Overflow as MongoDB's validation refuses them, not a stack overflow")
    func nestingLimit() throws {
        var document: Document = ["leaf": 1]
        for _ in 0..<BSONLimits.maxNestingDepth { document = ["d": .document(document)] }
        #expect(try Document(bsonBytes: document.bytes) == document)
        document = ["d": .document(document)]
        let error = #expect(throws: DocStreamError.self) { try Document(bsonBytes: document.bytes) }
        #expect(error?.code == 15)
        #expect(error?.message == "BSONObj exceeds maximum nested object depth")
    }

    @Test("a NUL byte in a key or regex is refused by the builder and leaves it unchanged")
    func nulBytesRefused() throws {
        var builder = DocumentBuilder()
        try builder.append("ok", 1)
        #expect(throws: DocStreamError.self) { try builder.append("a\u{0}b", 1) }
        #expect(throws: DocStreamError.self) { try builder.append("r", .regex(BSONRegularExpression(pattern: "a\u{0}", options: ""))) }
        #expect(throws: DocStreamError.self) { try builder.append("r", .regex(BSONRegularExpression(pattern: "a", options: "\u{0}"))) }
        #expect(builder.document == ["ok": 1])
    }

    @Test("concatenated BSON splits into documents; a bad one is named by index and offset")
    func concatenatedStream() throws {
        let first: Document = ["a": 1]
        let second: Document = ["b": "x"]
        #expect(try Document.documents(concatenatedBSON: first.bytes + second.bytes) == [first, second])
        var broken = second.bytes
        broken[4] = 0x42  // an unknown type byte
        let error = try #require(throws: DocStreamError.self) {
            try Document.documents(concatenatedBSON: first.bytes + broken)
        }
        #expect(error.location == "document 2 at byte \(first.bytes.count), offset 4")
    }

    @Test("field paths reject empty paths and components with MongoDB's codes")
    func fieldPaths() throws {
        #expect(try FieldPath("a.b.0").components == ["a", "b", "0"])
        #expect(try FieldPath("a").appending("b").description == "a.b")
        #expect((try? FieldPath("")) == nil)
        let error = try #require(throws: DocStreamError.self) { try FieldPath("a..b") }
        #expect(error.code == 15998)
    }
}
