import DocStream
import DocStreamBSON
import Testing

/// Runs `Cases/jsonschema/*.json` through database commands, as MongoDB's
/// jstests/libs/assert_schema_match.js checks a schema. Each case gives a "schema" and either
///
/// - "document" and "valid": the document must be found by `find` and by `$match` with
///   `{$jsonSchema: schema}` exactly when valid; inserting it into a collection whose
///   validator is the schema must succeed when valid and otherwise fail with 121 leaving the
///   collection empty; replacing `{_id: 0}` (the document's own `_id` when it has one, so the
///   result is the document itself) by it after `collMod` sets the validator, level strict,
///   must succeed when valid and otherwise fail with 121 leaving the stored document as it was;
///   with "errInfo", the failed insert's `errInfo.details` must be exactly that document; or
/// - "error": {"code": N, "message"?}: `find` and `create` with the schema both fail so.
@Suite("$jsonSchema conformance")
struct JSONSchemaConformanceTests {
    @Test(arguments: ConformanceCase.all(area: "jsonschema"))
    func schema(_ testCase: ConformanceCase) throws {
        let schema = try #require(testCase.spec["schema"]?.documentValue, "a case needs a \"schema\"")
        let session = CommandSession(store: Store())
        if testCase.spec["error"] != nil {
            _ = testCase.checkExpectedError(Self.result(session.run(["find": "c", "filter": ["$jsonSchema": .document(schema)]])))
            _ = testCase.checkExpectedError(Self.result(session.run(["create": "v", "validator": ["$jsonSchema": .document(schema)]])))
            return
        }
        let document = try #require(testCase.spec["document"]?.documentValue, "a case needs a \"document\" or an \"error\"")
        guard let valid = testCase.spec["valid"]?.boolValue else {
            Issue.record("a case needs \"valid\" (\(testCase.source))")
            return
        }
        let filter: Document = ["$jsonSchema": .document(schema)]
        let context = "\(testCase.description) (\(testCase.source))"

        // find and $match.
        try Self.expectOK(session.run(["insert": "c", "documents": [.document(document)]]))
        let found = try Self.expectOK(session.run(["find": "c", "filter": .document(filter)]))
        #expect(found[path: "cursor.firstBatch"]?.arrayValue?.count == (valid ? 1 : 0), "find: \(context)")
        let matched = try Self.expectOK(session.run(["aggregate": "c", "pipeline": [["$match": .document(filter)]], "cursor": [:]]))
        #expect(matched[path: "cursor.firstBatch"]?.arrayValue?.count == (valid ? 1 : 0), "$match: \(context)")

        // Insert into a collection validated by the schema.
        try Self.expectOK(session.run(["create": "v", "validator": .document(filter)]))
        let inserted = try Self.expectOK(session.run(["insert": "v", "documents": [.document(document)]]))
        try Self.checkWrite(inserted, valid: valid, context: "insert: \(context)")
        if !valid, let expected = testCase.spec["errInfo"]?.documentValue {
            let details = inserted[path: "writeErrors.0.errInfo.details"]
            #expect(
                details.map { BSONValue.compare($0, .document(expected)) == 0 } == true,
                "errInfo.details \(details?.extendedJSON(.relaxed) ?? "none"), expected \(expected.extendedJSON(.relaxed)) (\(context))")
        }
        let count = try Self.expectOK(session.run(["count": "v"]))
        #expect(count["n"] == .int32(valid ? 1 : 0), "store after insert: \(context)")

        // Replace a stored document once collMod has set the schema.
        let id = document["_id"] ?? .int32(0)
        try Self.expectOK(session.run(["insert": "u", "documents": [["_id": id]]]))
        try Self.expectOK(session.run(["collMod": "u", "validator": .document(filter), "validationLevel": "strict"]))
        var replacement = document
        replacement["_id"] = nil
        let updated = try Self.expectOK(session.run(["update": "u", "updates": [["q": ["_id": id], "u": .document(replacement)]]]))
        try Self.checkWrite(updated, valid: valid, context: "update: \(context)")
        let stored = try Self.expectOK(session.run(["find": "u"]))
        if !valid {
            #expect(stored[path: "cursor.firstBatch"] == [["_id": id]], "store after refused update: \(context)")
        }
    }

    /// A command's reply as a result; an error's message without the location DocStream appends.
    private static func result(_ reply: Document) -> Result<Document, DocStreamError> {
        guard reply["ok"] == .double(0) else { return .success(reply) }
        let code = reply["code"]?.int32Value.map(Int.init) ?? -1
        let message = reply["errmsg"]?.stringValue ?? ""
        let withoutLocation = message.range(of: " (at ").map { String(message[..<$0.lowerBound]) } ?? message
        return .failure(DocStreamError(ErrorCode(reported: code), withoutLocation))
    }

    @discardableResult
    private static func expectOK(_ reply: Document, sourceLocation: SourceLocation = #_sourceLocation) throws -> Document {
        #expect(reply["ok"] == .double(1), "\(reply.extendedJSON(.relaxed))", sourceLocation: sourceLocation)
        return reply
    }

    /// A write reply: `n: 1` when valid; otherwise one write error with code 121.
    private static func checkWrite(_ reply: Document, valid: Bool, context: String) throws {
        if valid {
            #expect(reply["writeErrors"] == nil && reply["n"] == .int32(1), "\(reply.extendedJSON(.relaxed)) \(context)")
        } else {
            #expect(reply[path: "writeErrors.0.code"] == .int32(121), "\(reply.extendedJSON(.relaxed)) \(context)")
        }
    }
}
