import DocStream
import DocStreamBSON
import Testing

/// `_id` on insert (manual, "Insert Documents", _id Field; db.collection.insertMany()): a
/// missing `_id` becomes a new ObjectId, every document gets its own, and `_id` is stored
/// first wherever the document had it.
@Suite("insert: _id generation")
struct InsertIdTests {
    @Test("missing _ids become distinct ObjectIds, stored first; a given _id moves first")
    func generatedIds() throws {
        let session = CommandSession(store: Store())
        let reply = session.run(try Document(extendedJSON: #"{"insert": "c", "documents": [{"a": 1, "_id": 5}, {"b": 1}, {"c": 1}]}"#))
        #expect(reply["n"] == .int32(3))
        let batch = session.run(["find": "c"])[path: "cursor.firstBatch"]
        let stored = (batch?.arrayValue ?? []).compactMap(\.documentValue)
        try #require(stored.count == 3)
        #expect(stored[0].extendedJSON(.relaxed) == #"{"_id":5,"a":1}"#)
        let generated = stored[1...].compactMap { $0["_id"]?.objectIdValue }
        #expect(generated.count == 2 && generated[0] != generated[1])
        #expect(stored[1...].allSatisfy { $0.keys.first == "_id" })
    }

    @Test("the Swift API returns the generated ids in insert order")
    func apiIds() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        let ids = try await collection.insertMany([["name": "a"], ["_id": 7, "name": "b"], ["name": "c"]])
        let found = try await collection.find(filter: [:]).map { $0["_id"] }
        #expect(ids.map(Optional.some) == found)
        #expect(ids[1] == .int64(7) && ids[0].objectIdValue != nil && ids[2].objectIdValue != nil)
    }
}
