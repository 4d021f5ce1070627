import DocStream
import DocStreamBSON
import Testing

/// The aggregate command's forms beyond a collection's cursor: `{aggregate: 1}` with
/// $documents (the manual's $documents page, "Test a Pipeline Stage" and "Use a $documents
/// Stage in a $lookup Stage") and `explain: true`.
@Suite("aggregate: collectionless and explain")
struct CollectionlessAggregateTests {
    let session = CommandSession(store: Store())

    func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    @Test("{aggregate: 1} runs $documents and may $lookup a collection of the database")
    func collectionless() throws {
        _ = try run(#"{"insert": "locations", "documents": [{"zip": 94301, "name": "Palo Alto"}, {"zip": 10019, "name": "New York"}]}"#)
        let reply = try run(#"""
            {"aggregate": 1, "cursor": {}, "pipeline": [
                {"$documents": [{"zip": 94301}, {"zip": 10019}, {"zip": 30303}]},
                {"$lookup": {"from": "locations", "localField": "zip", "foreignField": "zip", "as": "city", "pipeline": [{"$project": {"_id": 0, "name": 1}}]}}
            ]}
            """#)
        #expect(reply[path: "cursor.ns"] == .string("test.$cmd.aggregate"))
        #expect(reply[path: "cursor.id"] == .int64(0))
        #expect(reply[path: "cursor.firstBatch"]?.extendedJSON(.relaxed)
            == #"[{"zip":94301,"city":[{"name":"Palo Alto"}]},{"zip":10019,"city":[{"name":"New York"}]},{"zip":30303,"city":[]}]"#)
    }

    @Test("{aggregate: 1} without a stage that makes documents is refused (73)")
    func collectionRequired() throws {
        let reply = try run(#"{"aggregate": 1, "pipeline": [{"$match": {}}], "cursor": {}}"#)
        #expect(reply["code"] == .int32(73))
        #expect(reply["errmsg"] == .string("{aggregate: 1} is not valid for '$match'; a collection is required."))
    }

    @Test("explain: true plans instead of running: the $cursor stage (what the query layer answers), then the rest, as MongoDB's aggregate explain shows them")
    func explain() throws {
        _ = try run(#"{"insert": "c", "documents": [{"a": 1}]}"#)
        let reply = try run(#"{"aggregate": "c", "pipeline": [{"$match": {"a": 1}}, {"$sort": {"a": 1}}, {"$limit": 2}, {"$count": "n"}], "explain": true}"#)
        #expect(reply["ok"] == .double(1))
        #expect(reply["cursor"] == nil)
        guard case .array(let stages)? = reply["stages"], stages.count == 2 else {
            Issue.record("expected the $cursor stage and $count: \(reply.extendedJSON(.relaxed))")
            return
        }
        #expect(stages[0].documentValue?[path: "$cursor.queryPlanner.winningPlan.stage"] == .string("SORT"))
        #expect(stages[0].documentValue?[path: "$cursor.queryPlanner.winningPlan.limitAmount"] == .int64(2))
        #expect(stages[1].documentValue?.keys.first == "$group" || stages[1].documentValue?.keys.first == "$count")
    }
}
