import DocStreamBSON
import Testing

@testable import DocStream

/// Cases in `Cases/find-options/`: each runs a find over the file's documents and compares
/// the documents returned, in order, or the error code.
///
/// Case fields: "filter" (default {}), "sort", "projection", "skip", "limit" (0 or absent: no
/// limit), and "expected" (the documents, in order) or "error" ({"code": N}).
struct FindOptionsConformanceTests {
    @Test(arguments: ConformanceCase.all(area: "find-options"))
    func findOptions(_ testCase: ConformanceCase) {
        let spec = testCase.spec
        let outcome = Result { () throws(DocStreamError) in try Self.find(spec, in: testCase.documents) }
        if testCase.checkExpectedError(outcome) { return }
        guard let expected = spec["expected"]?.arrayValue else {
            Issue.record("case has neither \"expected\" nor \"error\"")
            return
        }
        switch outcome {
        case .success(let documents):
            // Canonical Extended JSON compares field order and types too, and reads well in a diff.
            #expect(documents.map { $0.extendedJSON(.canonical) } == expected.map { $0.extendedJSON(.canonical) }, "\(testCase.source)")
        case .failure(let error):
            Issue.record("unexpected error \(error) (\(testCase.source))")
        }
    }

    /// find: filter, stable sort (MongoDB's errors for documents it cannot sort included), skip,
    /// limit, then projection.
    private static func find(_ spec: Document, in documents: [Document]) throws(DocStreamError) -> [Document] {
        // The options checked together, as find checks them (a text score needs a $text).
        _ = try FindQuery(filter: spec["filter"]?.documentValue ?? [:], sort: spec["sort"]?.documentValue, projection: spec["projection"]?.documentValue)
        let filter = try QueryFilter(spec["filter"]?.documentValue ?? [:])
        let sort = try spec["sort"]?.documentValue.map { (sort) throws(DocStreamError) in try SortSpecification(sort) }
        let projection = try spec["projection"]?.documentValue.map { (projection) throws(DocStreamError) in try Projection(projection) }
        var matches: [(document: Document, match: QueryMatch, key: SortKey?)] = []
        for document in documents {
            guard let match = try filter.match(document) else { continue }
            matches.append((document, match, try sort?.checkedSortKey(for: document)))
        }
        if let sort {
            matches = matches.enumerated().sorted { lhs, rhs in
                let order = sort.compare(lhs.element.key!, rhs.element.key!)
                return order != 0 ? order < 0 : lhs.offset < rhs.offset
            }.map(\.element)
        }
        let skip = Int(spec["skip"]?.integerValue ?? 0)
        let limit = abs(Int(spec["limit"]?.integerValue ?? 0))
        let window = matches.dropFirst(skip).prefix(limit == 0 ? Int.max : limit)
        var results: [Document] = []
        for (document, match, _) in window {
            results.append(try projection?.apply(to: document, match: match) ?? document)
        }
        return results
    }
}
