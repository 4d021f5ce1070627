import DocStream
import DocStreamBSON
import Testing

/// Runs `Cases/validation/*.json`: each case gives a collection "validator" and a "document"
/// it refuses. Inserting the document must fail with 121 DocumentValidationFailure, its
/// `errInfo.details` must be exactly "details" (field order and BSON types included), and the
/// collection must stay empty.
@Suite("Validator errInfo conformance")
struct ValidatorConformanceTests {
    @Test(arguments: ConformanceCase.all(area: "validation"))
    func refusedInsert(_ testCase: ConformanceCase) throws {
        let validator = try #require(testCase.spec["validator"]?.documentValue, "a case needs a \"validator\"")
        let document = try #require(testCase.spec["document"]?.documentValue, "a case needs a \"document\"")
        let expected = try #require(testCase.spec["details"]?.documentValue, "a case needs \"details\"")
        let session = CommandSession(store: Store())
        let created = session.run(["create": "c", "validator": .document(validator)])
        #expect(created["ok"] == .double(1), "\(created.extendedJSON(.relaxed)) (\(testCase.source))")
        let reply = session.run(["insert": "c", "documents": [.document(document)]])
        #expect(reply[path: "writeErrors.0.code"] == .int32(121), "\(reply.extendedJSON(.relaxed))")
        let details = reply[path: "writeErrors.0.errInfo.details"]
        #expect(
            details?.extendedJSON(.canonical) == BSONValue.document(expected).extendedJSON(.canonical),
            "got \(details?.extendedJSON(.relaxed) ?? "none"), expected \(expected.extendedJSON(.relaxed)) (\(testCase.source))")
        #expect(session.run(["count": "c"])["n"] == .int32(0), "the refused document must not be stored")
    }
}
