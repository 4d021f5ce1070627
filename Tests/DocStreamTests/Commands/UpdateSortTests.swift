import DocStream
import DocStreamBSON
import Testing

/// The update statement's `sort` (MongoDB 8.0, the update command page: "determines which
/// document the operation updates if the query selects multiple documents").
@Suite("update: the sort of a single-document statement")
struct UpdateSortTests {
    let session = CommandSession(store: Store())

    init() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1, "a": 3}, {"_id": 2, "a": 1}, {"_id": 3, "a": 2}]}"#)
    }

    func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    func documents() throws -> String {
        try run(#"{"find": "c"}"#)[path: "cursor.firstBatch"]?.extendedJSON(.relaxed) ?? ""
    }

    @Test("the first document in sort order is updated, with operators or a pipeline")
    func sortPicksTheDocument() throws {
        #expect(try run(#"{"update": "c", "updates": [{"q": {}, "u": {"$set": {"b": 1}}, "sort": {"a": 1}}]}"#)["nModified"] == .int32(1))
        #expect(try run(#"{"update": "c", "updates": [{"q": {"a": {"$gt": 1}}, "u": [{"$set": {"c": 1}}], "sort": {"a": -1}}]}"#)["nModified"] == .int32(1))
        #expect(try documents() == #"[{"_id":1,"a":3,"c":1},{"_id":2,"a":1,"b":1},{"_id":3,"a":2}]"#)
    }

    @Test("sort with multi: true is refused (9), a bad sort key too (15975), and nothing changes")
    func refusals() throws {
        #expect(try run(#"{"update": "c", "updates": [{"q": {}, "u": {"$set": {"b": 2}}, "sort": {"a": 1}, "multi": true}]}"#)["code"] == .int32(9))
        #expect(try run(#"{"update": "c", "updates": [{"q": {}, "u": {"$set": {"b": 2}}, "sort": {"a": 2}}]}"#)["code"] == .int32(15975))
        #expect(try documents() == #"[{"_id":1,"a":3},{"_id":2,"a":1},{"_id":3,"a":2}]"#)
    }
}
