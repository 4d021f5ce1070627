import DocStream
import DocStreamBSON
import Testing

/// Runs `Cases/query/*.json`. Each case compiles its "filter" and gives either
///
/// - "expectedIds": the `_id`s of the file's "documents" (or the case's own "documents") the
///   filter matches, in the order of "documents"; or
/// - "error": {"code": N, "message": optional exact text}, raised when the filter compiles or
///   when it matches a document (an expression under `$expr` fails the whole query).
@Suite("Query conformance")
struct QueryConformanceTests {
    @Test(arguments: ConformanceCase.all(area: "query"))
    func query(_ testCase: ConformanceCase) throws {
        let spec = testCase.spec
        let filter = try #require(spec["filter"]?.documentValue, "a case needs a \"filter\" document")
        let documents = spec["documents"]?.arrayValue?.compactMap(\.documentValue) ?? testCase.documents
        let matched = Result { () throws(DocStreamError) in
            let compiled = try QueryFilter(filter)
            var matching: [Document] = []
            for document in documents where try compiled.matches(document) {
                matching.append(document)
            }
            return matching
        }
        if testCase.checkExpectedError(matched) { return }
        let expectedIds = try #require(spec["expectedIds"]?.arrayValue, "a case needs \"expectedIds\" or \"error\"")
        let matching: [Document]
        switch matched {
        case .success(let documents):
            matching = documents
        case .failure(let error):
            Issue.record("unexpected error \(error) (\(testCase.source))")
            return
        }
        let matchedIds = matching.map { $0["_id"] ?? .null }
        // Relaxed Extended JSON reads well in a diff; equality is MongoDB's.
        #expect(
            matchedIds.count == expectedIds.count && zip(matchedIds, expectedIds).allSatisfy { $0.isMongoEqual(to: $1) },
            "matched \(matchedIds.map { $0.extendedJSON(.relaxed) }), expected \(expectedIds.map { $0.extendedJSON(.relaxed) }) (\(testCase.source))")
    }
}
