@testable import DocStream
import DocStreamBSON
import Testing

/// Cases in `Cases/pipeline/`: each runs "pipeline" over the file's documents and compares
/// the results, in order, or the error code.
///
/// Case fields: "pipeline" (an array of stage documents), and "expected" (the documents) or
/// "error" ({"code": N}). "sortBy" (a sort document) orders results before comparing, for
/// stages like $group whose output order MongoDB leaves open.
struct PipelineConformanceTests {
    @Test(arguments: ConformanceCase.all(area: "pipeline"))
    func pipeline(_ testCase: ConformanceCase) throws {
        let spec = testCase.spec
        let stages = (spec["pipeline"]?.arrayValue ?? []).compactMap(\.documentValue)
        let outcome = Result { () throws(DocStreamError) in try Pipeline(stages).run(testCase.documents) }
        if testCase.checkExpectedError(outcome) { return }
        guard let expected = spec["expected"]?.arrayValue else {
            Issue.record("case has neither \"expected\" nor \"error\"")
            return
        }
        switch outcome {
        case .success(var documents):
            if let sortBy = spec["sortBy"]?.documentValue {
                let sort = try SortSpecification(sortBy)
                documents.sort { sort.compare($0, $1) < 0 }
            }
            // Canonical Extended JSON compares field order and types too, and reads well in a diff.
            #expect(documents.map { $0.extendedJSON(.canonical) } == expected.map { $0.extendedJSON(.canonical) }, "\(testCase.source)")
        case .failure(let error):
            Issue.record("unexpected error \(error) (\(testCase.source))")
        }
    }
}
