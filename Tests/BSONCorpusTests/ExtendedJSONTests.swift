import DocStreamBSON
import Testing

/// Focused checks of the Extended JSON reader and writer beyond the corpus. Expected values
/// are written by hand.
@Suite("Extended JSON")
struct ExtendedJSONTests {
    @Test("an NDJSON line with a bad $oid is named by line and column")
    func badLineIsLocated() {
        let input = "{\"a\": 1}\n{\"b\": 2}\n{\"c\": {\"$oid\": \"xyz\"}}\n{\"d\": 4}\n"
        let error = #expect(throws: DocStreamError.self) { try ExtendedJSON.parseDocuments(Array(input.utf8)) }
        #expect(error?.codeName == "FailedToParse")
        #expect(error?.message == #""$oid" must be a 24-character hex string"#)
        #expect(error?.location == "line 3, column 16 (offset 33)")
    }

    @Test("a JSON syntax error is named by line and column")
    func syntaxErrorIsLocated() {
        let error = #expect(throws: DocStreamError.self) { try ExtendedJSON.parseDocuments(Array("{\"a\": 1}\n{\"b\" 2}\n".utf8)) }
        #expect(error?.message == "expected ':' after a key but found '2'")
        #expect(error?.location == "line 2, column 6 (offset 14)")
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharacters() {
        let error = #expect(throws: DocStreamError.self) { try Document(extendedJSON: "{\"é☆\": tru}") }
        #expect(error?.location == "line 1, column 8 (offset 10)")
    }

    @Test("a JSON array of documents")
    func arrayInput() throws {
        let documents = try ExtendedJSON.parseDocuments(Array(#" [ {"a": 1}, {"b": {"$numberLong": "2"}} ] "#.utf8))
        #expect(documents == [["a": .int32(1)], ["b": .int64(2)]])
    }

    @Test("NDJSON and concatenated documents")
    func streamInput() throws {
        let documents = try ExtendedJSON.parseDocuments(Array("{\"a\":1}\n{\"a\":2}\r\n{\"a\":3}{\"a\":4} {\"a\":5}".utf8))
        #expect(documents == (1...5).map { ["a": .int32($0)] })
    }

    @Test("empty input has no documents", arguments: ["", " \n\t ", "[]", " [ ] "])
    func emptyInput(_ input: String) throws {
        #expect(try ExtendedJSON.parseDocuments(Array(input.utf8)).isEmpty)
    }

    @Test("a stream holds only documents")
    func streamOfNonDocuments() {
        #expect(throws: DocStreamError.self) { try ExtendedJSON.parseDocuments(Array("[1, 2]".utf8)) }
        #expect(throws: DocStreamError.self) { try ExtendedJSON.parseDocuments(Array("{\"a\": 1} 2".utf8)) }
        #expect(throws: DocStreamError.self) { try ExtendedJSON.parseDocuments(Array("[{\"a\": 1}".utf8)) }
    }

    @Test("nesting stops at 200 levels, as the BSON decoder's does")
    func nestingLimit() throws {
        func nested(_ levels: Int) -> String {
            "{\"a\":" + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}"
        }
        let deepest = try Document(extendedJSON: nested(200))
        #expect(try Document(bsonBytes: deepest.bytes) == deepest)
        let error = #expect(throws: DocStreamError.self) { try Document(extendedJSON: nested(201)) }
        #expect(error?.message == "documents and arrays nest deeper than 200 levels")
        #expect(error?.location == "line 1, column 206 (offset 205)")
        // Far deeper input is refused the same way, without exhausting the stack.
        #expect(throws: DocStreamError.self) { try Document(extendedJSON: nested(100_000)) }
        let wrappers = String(repeating: "{\"$date\":", count: 100_000)
        #expect(throws: DocStreamError.self) { try ExtendedJSON.parseValue(wrappers) }
    }

    @Test("relaxed and canonical output")
    func output() {
        let drink: Document = ["name": "Colombian Blend", "storeNumber": 43]
        #expect(drink.extendedJSON() == #"{"name":"Colombian Blend","storeNumber":43}"#)
        #expect(drink.description == #"{"name":"Colombian Blend","storeNumber":43}"#)
        #expect(drink.extendedJSON(.canonical) == #"{"name":"Colombian Blend","storeNumber":{"$numberLong":"43"}}"#)

        let values: Document = [
            "price": 4.0, "ratio": 0.1, "big": 1e300, "negativeZero": -0.0, "nan": .double(.nan),
            "when": .datetime(BSONDateTime(millisecondsSinceEpoch: 1_356_351_330_501)),
            "epoch": .datetime(BSONDateTime(millisecondsSinceEpoch: 0)),
            "text": "tab\tquote\"backslash\\bell\u{7}é",
        ]
        #expect(
            values.extendedJSON() == #"{"price":4.0,"ratio":0.1,"big":1e+300,"negativeZero":-0.0,"nan":{"$numberDouble":"NaN"},"#
                + #""when":{"$date":"2012-12-24T12:15:30.501Z"},"epoch":{"$date":"1970-01-01T00:00:00.000Z"},"#
                + #""text":"tab\tquote\"backslash\\bell\u0007é"}"#)
    }

    @Test("relaxed doubles are the shortest text that reads back, decimals of up to four places among them")
    func shortestDoubles() {
        let written: [(Double, String)] = [
            (3.99, "3.99"), (-0.05, "-0.05"), (0.0001, "0.0001"), (0.00001, "1e-05"), (12.3456, "12.3456"), (5.125, "5.125"),
            (0.1 + 0.2, "0.30000000000000004"), (1.23456, "1.23456"), (2147483647.5, "2147483647.5"), (-1234.5, "-1234.5"),
            (100.25, "100.25"), (2.675, "2.675"), (1e21, "1e+21"),
        ]
        for (value, text) in written {
            #expect(Document([("x", .double(value))]).extendedJSON() == #"{"x":\#(text)}"#, "\(value)")
        }
        // Swift's description is the shortest text that reads back; every price of cents up to
        // 2,000.00 and doubles of every magnitude are written as it writes them.
        var generator = SystemRandomNumberGenerator()
        let doubles =
            (0..<200_000).map { Double($0) / 100 } + (0..<20_000).map { Double($0) / 10_000 }
            + (0..<50_000).map { _ in Double(bitPattern: generator.next()) }.filter(\.isFinite)
        let mismatches = doubles.filter { Document([("x", .double($0))]).extendedJSON() != #"{"x":\#(Self.relaxedText($0))}"# }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// A finite double as relaxed Extended JSON writes it: Swift's text, with ".0" after an integer.
    private static func relaxedText(_ value: Double) -> String {
        let text = value.description
        return text.contains(where: { $0 == "." || $0 == "e" || $0 == "n" || $0 == "i" }) ? text : text + ".0"
    }

    @Test("a character JSON escapes is escaped wherever it sits in a string, keys included")
    func escapesAtEveryPosition() {
        // RFC 8259, section 7: the quotation mark, the reverse solidus and the control
        // characters U+0000-U+001F must be escaped. The writer tests eight bytes at a time, so
        // each goes in every position of a word and of the bytes after the last whole one.
        let escapes: [(Character, String)] = [("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\u{1F}", #"\u001f"#), ("\u{0}", #"\u0000"#)]
        for length in 1...19 {
            for position in 0..<length {
                for (character, escaped) in escapes {
                    var text = String(repeating: "a", count: position)
                    text.append(character)
                    text += String(repeating: "é", count: length - 1 - position)
                    let expected = String(repeating: "a", count: position) + escaped + String(repeating: "é", count: length - 1 - position)
                    // A key holds no NUL (BSON ends its keys with one).
                    let (key, expectedKey) = character == "\u{0}" ? ("k", "k") : (text, expected)
                    let document = Document([(key, .string(text))])
                    #expect(document.extendedJSON() == "{\"\(expectedKey)\":\"\(expected)\"}", "\(length) characters, \(escaped) at \(position)")
                }
            }
        }
    }

    @Test("nested documents and arrays close where they end, among fields after them")
    func nestedOutput() {
        let document: Document = ["a": ["b": [.int32(1), ["c": .array([])], [[.int32(2)]]], "d": .document([:])], "e": true, "f": .null, "g": .int64(7)]
        #expect(document.extendedJSON() == #"{"a":{"b":[1,{"c":[]},[[2]]],"d":{}},"e":true,"f":null,"g":7}"#)
        #expect(
            document.extendedJSON(.canonical)
                == #"{"a":{"b":[{"$numberInt":"1"},{"c":[]},[[{"$numberInt":"2"}]]],"d":{}},"e":true,"f":null,"g":{"$numberLong":"7"}}"#)
    }

    @Test("the documents of an array inside a reply, one after another, each as a document alone is written")
    func documentsOfAnArray() throws {
        let first: Document = ["_id": .int32(1), "s": "a\"b\n", "d": ["x": [.int32(1), ["y": .null]]]]
        let second: Document = ["_id": .int64(2), "price": 2.5, "hot": true]
        let reply: Document = [
            "cursor": ["nextBatch": [.document(first), .int32(7), .document(second)], "id": .int64(0), "empty": .array([])], "ok": 1.0,
        ]
        func written(_ path: [StaticString], _ format: ExtendedJSONFormat) -> String? {
            reply.withExtendedJSON(ofDocumentsIn: path, format, separator: ",\n") { text, count in "\(count): " + String(decoding: text, as: UTF8.self) }
        }
        // Elements that are not documents (the 7) are left out.
        #expect(
            written(["cursor", "nextBatch"], .relaxed) == #"2: {"_id":1,"s":"a\"b\n","d":{"x":[1,{"y":null}]}},"# + "\n"
                + #"{"_id":2,"price":2.5,"hot":true}"#)
        #expect(written(["cursor", "nextBatch"], .canonical) == "2: " + first.extendedJSON(.canonical) + ",\n" + second.extendedJSON(.canonical))
        #expect(written(["cursor", "empty"], .relaxed) == "0: ")
        let lines = reply.withExtendedJSON(ofDocumentsIn: ["cursor", "nextBatch"], separator: "\n", terminator: "\n") { text, _ in
            String(decoding: text, as: UTF8.self)
        }
        #expect(lines == first.extendedJSON() + "\n" + second.extendedJSON() + "\n")
        #expect(reply.withExtendedJSON(ofDocumentsIn: ["cursor", "empty"], separator: "\n", terminator: "\n") { text, _ in text.count } == 0)
        // No array there: not a field, not an array, a path through a value that is not a document.
        for path: [StaticString] in [["cursor", "firstBatch"], ["ok"], ["cursor", "id", "x"], ["nextBatch"]] {
            #expect(written(path, .relaxed) == nil, "\(path)")
        }
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            _ = try reply.withExtendedJSON(ofDocumentsIn: ["cursor", "nextBatch"], separator: "\n") { (_, _) throws(Refused) in throw Refused() }
        }
    }

    @Test("values of any kind")
    func values() throws {
        #expect(try ExtendedJSON.parseValue(" 5 ") == .int32(5))
        #expect(try ExtendedJSON.parseValue("3000000000") == .int64(3_000_000_000))
        #expect(try ExtendedJSON.parseValue("9223372036854775808") == .double(9_223_372_036_854_775_808))
        #expect(try ExtendedJSON.parseValue("-0").doubleValue?.sign == .minus)
        #expect(try ExtendedJSON.parseValue("2.5e-3") == .double(0.0025))
        #expect(try ExtendedJSON.parseValue("[1, \"two\", null, true]") == [.int32(1), "two", .null, true])
        #expect(try ExtendedJSON.parseValue(#"{"$oid": "64e50cab7765243942cd04ce"}"#) == .objectId(ObjectId("64e50cab7765243942cd04ce")!))
        #expect(try ExtendedJSON.parseValue(#""\ud83d\ude00""#) == "😀")
        #expect(BSONValue.int32(7).extendedJSON(.canonical) == #"{"$numberInt":"7"}"#)
        // Coefficients 10^34 - 1 (the largest) and 10^34 (non-canonical, so zero), exponent 0.
        #expect(
            BSONValue.decimal128(Decimal128(low: 0x378D_8E63_FFFF_FFFF, high: 0x3041_ED09_BEAD_87C0)).extendedJSON(.relaxed)
                == #"{"$numberDecimal":"9999999999999999999999999999999999"}"#)
        #expect(
            BSONValue.decimal128(Decimal128(low: 0x378D_8E64_0000_0000, high: 0x3041_ED09_BEAD_87C0)).extendedJSON(.relaxed)
                == #"{"$numberDecimal":"0"}"#)
        #expect(BSONValue.array([.int32(7), .minKey]).extendedJSON(.relaxed) == #"[7,{"$minKey":1}]"#)
    }

    @Test("query operators and DBRefs stay documents; legacy forms are read")
    func dollarKeys() throws {
        let query = try Document(extendedJSON: #"{"n": {"$gt": 5, "$type": "int"}, "r": {"$ref": "c", "$id": 1}, "t": {"$type": "string"}}"#)
        #expect(query == ["n": ["$gt": .int32(5), "$type": "int"], "r": ["$ref": "c", "$id": .int32(1)], "t": ["$type": "string"]])
        let legacy = try Document(extendedJSON: #"{"r": {"$regex": "^a", "$options": "mi"}, "b": {"$binary": "AQI=", "$type": "80"}}"#)
        #expect(legacy == ["r": .regex(BSONRegularExpression(pattern: "^a", options: "im")), "b": .binary(BSONBinary(subtype: 0x80, data: [1, 2]))])
        let date = try ExtendedJSON.parseValue(#"{"$date": "2012-12-24T13:15:30.501+01:00"}"#)
        #expect(date == .datetime(BSONDateTime(millisecondsSinceEpoch: 1_356_351_330_501)))
        // Top-level keys are always fields.
        #expect(try Document(extendedJSON: #"{"$oid": "x"}"#) == ["$oid": "x"])
    }

    @Test(
        "wrapper and key errors",
        arguments: [
            (#"{"a": {"$numberInt": "2147483648"}}"#, #""$numberInt" must be a string holding a 32-bit integer"#),
            (#"{"a": {"$gt": 1, "$date": "x"}}"#, #"type wrapper "$date" cannot be combined with other fields"#),
            (#"{"a": {"$date": 42}}"#, #""$date" must be an ISO-8601 date-time string such as "2012-12-24T12:15:30.501Z" or {"$numberLong": string}"#),
            (#"{"a\u0000": 1}"#, #"field name contains a NUL byte: "a\0""#),
            (#"{"a": "\ud800"}"#, #"\u escape of a high surrogate is not followed by a low surrogate"#),
            ("{\"a\": \"\u{1}\"}", "control character 0x01 must be escaped in a string"),
            (#"{"a": 01}"#, "numbers may not have leading zeros"),
        ])
    func errors(_ input: String, _ message: String) {
        let error = #expect(throws: DocStreamError.self) { try Document(extendedJSON: input) }
        #expect(error?.codeName == "FailedToParse")
        #expect(error?.message == message)
    }
}
