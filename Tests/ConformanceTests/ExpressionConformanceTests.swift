import DocStream
import DocStreamBSON
import Testing

/// Runs `Cases/expressions/*.json`. Each case compiles its "expression", evaluates it with
/// "document" as `$$ROOT`, and gives one of
///
/// - "expected": the value, compared structurally (int32, int64 and double differ);
/// - "expectedMissing": true, when the result is missing;
/// - "error": {"code": N, "message": optional exact text}, raised by compiling or evaluating.
@Suite("Expression conformance")
struct ExpressionConformanceTests {
    @Test(arguments: ConformanceCase.all(area: "expressions"))
    func expression(_ testCase: ConformanceCase) throws {
        let spec = testCase.spec
        let expression = try #require(spec["expression"], "a case needs an \"expression\"")
        let document = spec["document"]?.documentValue ?? Document()
        let result = Result { () throws(DocStreamError) in
            try AggregationExpression(expression).evaluate(document)
        }
        if testCase.checkExpectedError(result) { return }
        let value: BSONValue?
        switch result {
        case .success(let evaluated):
            value = evaluated
        case .failure(let error):
            Issue.record("unexpected error \(error) (\(testCase.source))")
            return
        }
        if spec["expectedMissing"] == .bool(true) {
            #expect(value == nil, "expected missing, got \(value?.extendedJSON(.canonical) ?? "") (\(testCase.source))")
            return
        }
        let expected = try #require(spec["expected"], "a case needs \"expected\", \"expectedMissing\" or \"error\"")
        // Canonical Extended JSON shows the types that structural equality compares.
        #expect(value == expected, "got \(value?.extendedJSON(.canonical) ?? "missing"), expected \(expected.extendedJSON(.canonical)) (\(testCase.source))")
    }
}
