import DocStream
import DocStreamBSON
import Foundation
import Testing

/// Runs `Cases/update/*.json`. Each case starts from its file's "documents" (or its own) and gives:
///
/// - "filter": which documents the update applies to (the first that matches, or every one
///   with "multi": true); the query's match supplies the positional `$`.
/// - "update", and optionally "arrayFilters"; an "update" that is an array is an aggregation
///   pipeline, with "constants" as its statement's `c`.
/// - "upsert": true to insert `upsertDocument(filter:now:)` (appended) when nothing matched.
/// - "now": optionally the time $currentDate sets (a date), 2024-01-02T03:04:05.678Z otherwise.
/// - "expectedDocuments": the whole collection afterwards, compared with field order and
///   types. With "ignoreUpsertedId": true the upserted (last) document is compared without
///   its `_id`, which storage would generate.
/// - or "error": {"code": N, "message": optional exact text}, and then the collection must
///   be as it was.
@Suite("Update conformance")
struct UpdateConformanceTests {
    private static let defaultNow = BSONDateTime(millisecondsSinceEpoch: 1_704_164_645_678)

    @Test(arguments: ConformanceCase.all(area: "update"))
    func update(_ testCase: ConformanceCase) {
        let spec = testCase.spec
        guard let filter = spec["filter"]?.documentValue, let update = spec["update"] else {
            Issue.record("a case needs \"filter\" and \"update\": \(testCase.description)")
            return
        }
        let input = spec["documents"]?.arrayValue?.compactMap(\.documentValue) ?? testCase.documents
        var collection = input
        let outcome = Result { () throws(DocStreamError) in
            try Self.run(update, filter: filter, spec: spec, on: &collection)
        }
        if let expectedError = spec["error"]?.documentValue {
            guard case .failure(let error) = outcome else {
                Issue.record("expected error \(expectedError), but the update succeeded (\(testCase.source))")
                return
            }
            #expect(BSONValue.int32(Int32(error.code)).isMongoEqual(to: expectedError["code"] ?? .null), "\(error) (\(testCase.source))")
            if let message = expectedError["message"]?.stringValue {
                #expect(error.message == message, "\(testCase.source)")
            }
            #expect(collection == input, "a failed update changed the collection")
            return
        }
        if case .failure(let error) = outcome {
            Issue.record("unexpected error \(error) (\(testCase.source))")
            return
        }
        var expected = (spec["expectedDocuments"]?.arrayValue ?? []).compactMap(\.documentValue)
        if spec["ignoreUpsertedId"]?.boolValue == true, !collection.isEmpty, !expected.isEmpty {
            collection[collection.count - 1].removeValue(forKey: "_id")
            expected[expected.count - 1].removeValue(forKey: "_id")
        }
        // Canonical Extended JSON shows field order and types, and reads well in a diff.
        #expect(collection.map { $0.extendedJSON(.canonical) } == expected.map { $0.extendedJSON(.canonical) }, "\(testCase.source)")
    }

    /// What storage does with an update command: apply to the matching documents, or upsert.
    private static func run(_ update: BSONValue, filter: Document, spec: Document, on collection: inout [Document]) throws(DocStreamError) {
        let arrayFilters = (spec["arrayFilters"]?.arrayValue ?? []).compactMap(\.documentValue)
        let now = spec["now"]?.datetimeValue ?? defaultNow
        let specification =
            if case .array(let stages) = update {
                try UpdateSpecification(pipeline: stages.compactMap(\.documentValue), variables: spec["constants"]?.documentValue ?? [:])
            } else {
                try UpdateSpecification(update.documentValue ?? [:], arrayFilters: arrayFilters)
            }
        let query = try QueryFilter(filter)
        // Every document is updated before any is stored, so that an error changes nothing.
        var updated = collection
        var matchedAny = false
        for index in updated.indices {
            guard let match = try query.match(updated[index]) else { continue }
            matchedAny = true
            updated[index] = try specification.apply(to: updated[index], matchedArrayPosition: match.arrayPosition, now: now)
            if spec["multi"]?.boolValue != true { break }
        }
        if !matchedAny, spec["upsert"]?.boolValue == true {
            updated.append(try specification.upsertDocument(filter: filter, now: now))
        }
        collection = updated
    }
}
