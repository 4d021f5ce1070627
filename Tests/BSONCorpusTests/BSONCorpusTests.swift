import DocStreamBSON
import Foundation
import Testing

/// MongoDB's BSON corpus, run as its SPEC.md says for a codec with a native representation.
/// "Native" is `Document`/`BSONValue`; native -> BSON rebuilds every level through
/// `DocumentBuilder` (see `rebuilt`), since `Document(bsonBytes:)` keeps the bytes it checked.
@Suite("BSON corpus")
struct BSONCorpusTests {
    @Test("the corpus is present and complete")
    func corpusIsPresent() {
        #expect(BSONCorpus.fileNames.count == 31, "corpus files in \(BSONCorpus.directory.path)")
        #expect(BSONCorpus.allFilesLoad)
        #expect(BSONCorpus.validCases.count > 700)
        #expect(BSONCorpus.decodeErrorCases.count > 60)
        #expect(BSONCorpus.parseErrorCases.count > 150)
    }

    @Test("valid", arguments: BSONCorpus.validCases)
    func valid(_ testCase: ValidCase) throws {
        let canonicalBSON = BSONCorpus.bytes(testCase.canonicalBSON)

        // cB: native_to_bson(bson_to_native(cB)) = cB, and to both Extended JSON formats.
        let fromBSON = try Document(bsonBytes: canonicalBSON)
        #expect(rebuilt(fromBSON).bytes == canonicalBSON, "cB -> native -> cB")
        expectSameJSON(fromBSON.extendedJSON(.canonical), testCase.canonicalExtJSON, "cB -> cEJ")
        if let relaxed = testCase.relaxedExtJSON {
            expectSameJSON(fromBSON.extendedJSON(.relaxed), relaxed, "cB -> rEJ")
        }

        // cEJ: to canonical Extended JSON again, and to cB unless lossy.
        let fromCanonical = try Document(extendedJSON: testCase.canonicalExtJSON)
        expectSameJSON(fromCanonical.extendedJSON(.canonical), testCase.canonicalExtJSON, "cEJ -> native -> cEJ")
        if !testCase.lossy {
            #expect(fromCanonical.bytes == canonicalBSON, "cEJ -> native -> cB")
        }

        // dB: to cB, and (as a codec without a native form would) to cEJ and rEJ.
        if let degenerate = testCase.degenerateBSON {
            let fromDegenerate = try Document(bsonBytes: BSONCorpus.bytes(degenerate))
            #expect(rebuilt(fromDegenerate).bytes == canonicalBSON, "dB -> native -> cB")
            expectSameJSON(fromDegenerate.extendedJSON(.canonical), testCase.canonicalExtJSON, "dB -> cEJ")
            if let relaxed = testCase.relaxedExtJSON {
                expectSameJSON(fromDegenerate.extendedJSON(.relaxed), relaxed, "dB -> rEJ")
            }
        }

        // dEJ: to cEJ, and to cB unless lossy.
        if let degenerate = testCase.degenerateExtJSON {
            let fromDegenerate = try Document(extendedJSON: degenerate)
            expectSameJSON(fromDegenerate.extendedJSON(.canonical), testCase.canonicalExtJSON, "dEJ -> native -> cEJ")
            if !testCase.lossy {
                #expect(fromDegenerate.bytes == canonicalBSON, "dEJ -> native -> cB")
            }
        }

        // rEJ: native_to_relaxed_extended_json(json_to_native(rEJ)) = rEJ.
        if let relaxed = testCase.relaxedExtJSON {
            expectSameJSON(try Document(extendedJSON: relaxed).extendedJSON(.relaxed), relaxed, "rEJ -> native -> rEJ")
        }

        // Deprecated types: the converted forms must agree with each other too.
        if let convertedBSON = testCase.convertedBSON, let convertedJSON = testCase.convertedExtJSON {
            let converted = try Document(bsonBytes: BSONCorpus.bytes(convertedBSON))
            expectSameJSON(converted.extendedJSON(.canonical), convertedJSON, "converted cB -> converted cEJ")
            #expect(try Document(extendedJSON: convertedJSON).bytes == BSONCorpus.bytes(convertedBSON), "converted cEJ -> converted cB")
        }
    }

    @Test("decode error", arguments: BSONCorpus.decodeErrorCases)
    func decodeError(_ testCase: ErrorCase) {
        #expect(throws: DocStreamError.self) {
            try Document(bsonBytes: BSONCorpus.bytes(testCase.input))
        }
    }

    @Test("parse error", arguments: BSONCorpus.parseErrorCases)
    func parseError(_ testCase: ErrorCase) throws {
        switch testCase.bsonType {
        case "0x00", "0x05":
            // The input must be valid JSON, so that only Extended JSON rules reject it.
            _ = try JSONSerialization.jsonObject(with: Data(testCase.input.utf8))
            let error = #expect(throws: DocStreamError.self) {
                try Document(extendedJSON: testCase.input)
            }
            #expect(error?.codeName == "FailedToParse")
            #expect(error?.location?.hasPrefix("line 1, column ") == true)
        case "0x13":
            #expect(Decimal128(testCase.input) == nil)
            // The same text can't be a $numberDecimal either.
            let wrapped = try JSONSerialization.data(withJSONObject: ["d": ["$numberDecimal": testCase.input]])
            #expect(throws: DocStreamError.self) {
                try Document(extendedJSON: String(decoding: wrapped, as: UTF8.self))
            }
        default:
            Issue.record("no rule for parse errors of BSON type \(testCase.bsonType) in SPEC.md")
        }
    }

    /// SPEC.md prose test 1: NUL bytes are refused where BSON stores zero-terminated strings.
    @Test("prose: NUL bytes in field names and regular expressions")
    func nulBytesAreRefused() {
        var builder = DocumentBuilder()
        #expect(throws: DocStreamError.self) { try builder.append("a\0b", .int32(1)) }
        // A sub-document is built by a builder of its own (or parsed: see the corpus parse errors).
        var subdocument = DocumentBuilder()
        #expect(throws: DocStreamError.self) { try subdocument.append("b\0", .int32(1)) }
        #expect(throws: DocStreamError.self) { try builder.append("a", .array([.regex(BSONRegularExpression(pattern: "b\0"))])) }
        #expect(throws: DocStreamError.self) { try builder.append("a", .regex(BSONRegularExpression(pattern: "b\0", options: "i"))) }
        #expect(throws: DocStreamError.self) { try builder.append("a", .regex(BSONRegularExpression(pattern: "b", options: "i\0"))) }
    }

    /// Compares Extended JSON texts as SPEC.md allows (see `NormalizedJSON`).
    private func expectSameJSON(_ actual: String, _ expected: String, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actualJSON = NormalizedJSON(actual)
        let expectedJSON = NormalizedJSON(expected)
        #expect(expectedJSON != nil, "\(step): the corpus text is JSON", sourceLocation: sourceLocation)
        #expect(actualJSON == expectedJSON, "\(step): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }
}

/// The document rebuilt through `BSONValue` and `DocumentBuilder` at every level: the
/// corpus's native -> BSON step, which writes canonical array keys and sorted regex options.
func rebuilt(_ document: Document) -> Document {
    Document(document.map { ($0.key, rebuilt($0.value)) })
}

func rebuilt(_ value: BSONValue) -> BSONValue {
    switch value {
    case .document(let document): .document(rebuilt(document))
    case .array(let elements): .array(elements.map(rebuilt))
    case .javascriptWithScope(let code): .javascriptWithScope(BSONCodeWithScope(code: code.code, scope: rebuilt(code.scope)))
    default: value
    }
}
