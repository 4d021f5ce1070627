import Testing

@testable import DocStreamBSON

/// The one-pass reader (`DirectDocumentReader`) must read what it reads exactly as the
/// Extended JSON v2 spec says, and give up on everything else so that the general reader
/// decides. Expected values are written from the spec (relaxed numbers: integers that fit
/// int32 are int32, larger ones int64, any other number a double; `$oid`, `$date`,
/// `$numberInt`, `$numberLong`, `$numberDouble`, `$numberDecimal` wrappers).
@Suite("Extended JSON one-pass reader")
struct DirectDocumentReaderTests {
    /// The document the one-pass reader makes of `text`, or nil when it gives up.
    private func direct(_ text: String) -> Document? {
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { buffer in
            var scanner = JSONScanner(UnsafeBufferPointer(buffer))
            var reader = DirectDocumentReader()
            return reader.readDocument(&scanner)
        }
    }

    /// Read by the one-pass reader, and the same as the whole reader's result.
    private func expectDirect(_ text: String, _ expected: Document, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(direct(text)?.bytes == expected.bytes, sourceLocation: sourceLocation)
        #expect(try Document(extendedJSON: text).bytes == expected.bytes, sourceLocation: sourceLocation)
    }

    @Test(
        "what the reader sees of the top-level _id while writing the fields is what a walk of the document finds",
        arguments: [
            (#"{"_id": 1, "a": 2}"#, true),
            (#"{"_id": {"$oid": "6553f1006272657773000000"}, "b": {"_id": 2}, "c": [{"_id": 3}]}"#, true),
            (#"{"\u005fid": 1}"#, true),
            (#"{"a": 2, "_id": 1}"#, false),
            (#"{"_id": 1, "a": 2, "_id": 3}"#, false),
            (#"{"_idx": 1, "_i": 2, "id": 3}"#, false),
            ("{}", false),
        ])
    func storedFormID(text: String, expected: Bool) throws {
        var utf8 = Array(text.utf8)
        let seen = utf8.withUnsafeMutableBufferPointer { buffer -> Bool? in
            var scanner = JSONScanner(UnsafeBufferPointer(buffer))
            var reader = DirectDocumentReader()
            return reader.readDocument(&scanner).map { _ in reader.hasStoredFormID }
        }
        #expect(seen == expected)
        #expect((try Document(extendedJSON: text).storedFormID != nil) == expected)
    }

    @Test("relaxed numbers: int32 by range, then int64, any other number a double")
    func numbers() throws {
        try expectDirect(#"{"a": 1, "b": -2147483648, "c": 2147483647}"#, ["a": .int32(1), "b": .int32(Int32.min), "c": .int32(Int32.max)])
        try expectDirect(
            #"{"a": 2147483648, "b": -2147483649, "c": 9223372036854775807}"#,
            ["a": .int64(2_147_483_648), "b": .int64(-2_147_483_649), "c": .int64(Int64.max)])
        try expectDirect(
            #"{"a": 1.0, "b": 1e3, "c": -0.5, "d": 9223372036854775808}"#,
            ["a": .double(1), "b": .double(1000), "c": .double(-0.5), "d": .double(9_223_372_036_854_775_808)])
    }

    @Test("numbers around the short path's limits (18 digits, 2^53, no exponent) read as any number does")
    func numberLimits() throws {
        try expectDirect(
            #"{"a": 0, "b": -0, "c": 0.0, "d": -0.0, "e": 6.12, "f": -51}"#,
            ["a": .int32(0), "b": .double(-0.0), "c": .double(0), "d": .double(-0.0), "e": .double(6.12), "f": .int32(-51)])
        // 18 digits, then 19; 2^53 + 1 with a fraction is past a double's exact integers.
        try expectDirect(
            #"{"a": 123456789012345678, "b": -1234567890123456789, "c": 0.123456789012345678, "d": 9007199254740993.5}"#,
            [
                "a": .int64(123_456_789_012_345_678), "b": .int64(-1_234_567_890_123_456_789),
                "c": .double(0.123456789012345678), "d": .double(9_007_199_254_740_994),
            ])
        try expectDirect(
            #"{"a": 25E-1, "b": 1.5e2, "c": 100000000000000000000, "d": 0.000001}"#,
            ["a": .double(2.5), "b": .double(150), "c": .double(1e20), "d": .double(0.000001)])
        for bad in [#"{"a": 00}"#, #"{"a": -}"#, #"{"a": 1.}"#, #"{"a": .5}"#, #"{"a": 1e}"#, #"{"a": -01.5}"#] {
            #expect(direct(bad) == nil, "\(bad)")
            #expect(throws: DocStreamError.self) { try Document(extendedJSON: bad) }
        }
    }

    @Test("strings, booleans, null, arrays and nested documents, with whitespace anywhere")
    func plainJSON() throws {
        try expectDirect(
            " { \"s\" : \"Store 42\" ,\n\"t\":true,\"f\":false, \"n\":null,\t\"arr\": [1, \"x\", [], {}], \"doc\": {\"k\": {\"e\": []}} }\r\n",
            ["s": "Store 42", "t": true, "f": false, "n": .null, "arr": [.int32(1), "x", .array([]), .document([:])], "doc": ["k": ["e": .array([])]]])
        // Array element names count up in decimal past 9.
        let eleven = (0..<11).map { BSONValue.int32(Int32($0)) }
        try expectDirect(#"{"a": [0,1,2,3,4,5,6,7,8,9,10]}"#, ["a": .array(eleven)])
    }

    @Test("escapes and non-ASCII text read as the JSON spec decodes them")
    func text() throws {
        try expectDirect(#"{"q\"k": "a\"b\\c\n\u00e9\ud83d\ude00", "café": "é☆"}"#, ["q\"k": "a\"b\\c\né😀", "café": "é☆"])
        try expectDirect(#"{"nul": "a\u0000b"}"#, ["nul": "a\u{0}b"])
    }

    @Test("strings of every length around the eight-byte steps, with an escape, a non-ASCII or a control byte at each place")
    func textAtEveryOffset() throws {
        for length in 0...19 {
            let plain = String(repeating: "x", count: length)
            try expectDirect("{\"\(plain)k\": \"\(plain)\"}", Document([(plain + "k", .string(plain))]))
            for offset in 0...length {
                let before = String(repeating: "a", count: offset)
                let after = String(repeating: "b", count: length - offset)
                try expectDirect("{\"k\": \"\(before)\\n\(after)\"}", ["k": .string(before + "\n" + after)])
                try expectDirect("{\"k\": \"\(before)é\(after)\"}", ["k": .string(before + "é" + after)])
                try expectDirect("{\"\(before)\\\"\(after)\": 1}", Document([(before + "\"" + after, .int32(1))]))
                // A raw control byte is no JSON: the general reader's error, at its column.
                #expect(throws: DocStreamError.self) { try Document(extendedJSON: "{\"k\": \"\(before)\t\(after)\"}") }
                #expect(direct("{\"k\": \"\(before)\t\(after)\"}") == nil)
            }
        }
    }

    @Test("$oid: hex digits of either case, and anything else in any of its 24 places is no ObjectId")
    func objectIdDigits() throws {
        let hex = "0123456789abcdefABCDEF00"
        try expectDirect(#"{"_id": {"$oid": "\#(hex)"}}"#, ["_id": .objectId(ObjectId("0123456789abcdefabcdef00")!)])
        for place in 0..<24 {
            for bad in ["g", "G", "/", ":", "@", "`", " ", "é"] {
                var digits = Array(hex)
                digits[place] = Character(bad)
                let text = #"{"_id": {"$oid": "\#(String(digits))"}}"#
                #expect(direct(text) == nil)
                #expect(throws: DocStreamError.self) { try Document(extendedJSON: text) }
            }
        }
    }

    @Test("the wrappers it reads: $oid, $date, $numberInt, $numberLong, $numberDouble, $numberDecimal")
    func wrappers() throws {
        let id = ObjectId("57e193d7a9cc81b4027498b5")!
        try expectDirect(
            #"{"_id": {"$oid": "57e193d7a9cc81b4027498b5"}, "d": {"$date": "1970-01-01T00:00:01.5Z"}}"#,
            ["_id": .objectId(id), "d": .datetime(BSONDateTime(millisecondsSinceEpoch: 1500))])
        try expectDirect(
            #"{"i": {"$numberInt": "-5"}, "l": {"$numberLong": "5"}, "x": {"$numberDouble": "-Infinity"}, "m": {"$numberDecimal": "1.50"}}"#,
            ["i": .int32(-5), "l": .int64(5), "x": .double(-.infinity), "m": .decimal128(Decimal128("1.50")!)])
        let nan = direct(#"{"x": {"$numberDouble": "NaN"}}"#)?["x"]
        #expect(nan.map { if case .double(let value) = $0 { value.isNaN } else { false } } == true)
    }

    @Test("$-keys that make no wrapper are fields; top-level keys are always fields; repeated names stay")
    func dollarKeysAndRepeats() throws {
        try expectDirect(#"{"q": {"$gt": 1, "$lt": 5}}"#, ["q": ["$gt": .int32(1), "$lt": .int32(5)]])
        try expectDirect(#"{"$oid": "x", "$date": 1}"#, ["$oid": "x", "$date": .int32(1)])
        try expectDirect(#"{"a": 1, "a": 2}"#, Document([("a", .int32(1)), ("a", .int32(2))]))
    }

    @Test(
        "everything else is left to the general reader",
        arguments: [
            #"{"b": {"$binary": {"base64": "AQ==", "subType": "00"}}}"#,
            #"{"r": {"$regex": "a", "$options": "i"}}"#,
            #"{"t": {"$type": "string"}}"#,
            #"{"d": {"$date": {"$numberLong": "1"}}}"#,
            #"{"d": {"$date": 1}}"#,
            #"{"k": {"$minKey": 1}}"#,
            #"{"a": {"x": 1, "$oid": "57e193d7a9cc81b4027498b5"}}"#,
            #"{"a": {"$oid": "57e193d7a9cc81b4027498b5", "x": 1}}"#,
            #"{"a": {"$oid": "xyz"}}"#,
            #"{"k\u0000": 1}"#,
            #"{"a": tru}"#,
            #"{"a": 01}"#,
            #"{"a": 1,}"#,
            "{\"a\": \"tab\tinside\"}",
            #"[{"a": 1}]"#,
            String(repeating: #"{"a":"#, count: 40) + "1" + String(repeating: "}", count: 40),
        ])
    func givesUp(_ text: String) {
        #expect(direct(text) == nil)
    }

    @Test("what it gives up on reads as before: legacy forms, and errors with their line and column")
    func fallbackResults() throws {
        #expect(try Document(extendedJSON: #"{"r": {"$regex": "a", "$options": "i"}}"#) == ["r": .regex(BSONRegularExpression(pattern: "a", options: "i"))])
        #expect(try Document(extendedJSON: #"{"d": {"$date": {"$numberLong": "1"}}}"#) == ["d": .datetime(BSONDateTime(millisecondsSinceEpoch: 1))])
        let combined = #expect(throws: DocStreamError.self) { try Document(extendedJSON: #"{"a": {"x": 1, "$oid": "57e193d7a9cc81b4027498b5"}}"#) }
        #expect(combined?.message == #"type wrapper "$oid" cannot be combined with other fields"#)
        let literal = #expect(throws: DocStreamError.self) { try ExtendedJSON.parseDocuments(Array("{\"a\": 1}\n{\"a\": tru}\n".utf8)) }
        #expect(literal?.location == "line 2, column 7 (offset 15)")
    }
}
