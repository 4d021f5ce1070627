import DocStream
import DocStreamBSON
import Testing

/// A change stream whose pipeline removes or changes an event's `_id`, its resume token, ends
/// with 280 ChangeStreamFatalError and the message of the server's
/// PlanExecutorPipeline::_validateChangeStreamsResumeToken (plan_executor_pipeline.cpp):
/// "... Expected: { _id: <token> } but found: { _id: <value> }", `{}` when the `_id` is gone.
/// The write that made the event stands, and other streams see it.
@Suite("Change streams: a pipeline that modifies the resume token")
struct ResumeTokenModificationTests {
    let client = MongoClient()
    var collection: MongoCollection { client.database(named: "shop").collection(withName: "orders") }

    static let prefix =
        "Encountered an event whose _id field, which contains the resume token, was modified by the pipeline. "
        + "Modifying the _id field of an event makes it impossible to resume the stream from that point. "
        + "Only transformations that retain the unmodified _id field are allowed. Expected: "

    /// The message for an event whose token `_data` is `data`, where the pipeline left `found`.
    static func message(data: String, found: String) -> String {
        prefix + "{ _id: { _data: \"\(data)\" } } but found: \(found)"
    }

    @Test(
        "through the Swift API: removed ($project, $unset, a $replaceRoot to a sub-document) or replaced by another value",
        arguments: [
            ([["$project": ["_id": 0]]], "{}"),
            ([["$unset": "_id"]], "{}"),
            ([["$replaceRoot": ["newRoot": "$documentKey"]]], "{ _id: 1 }"),
            ([["$replaceRoot": ["newRoot": "$fullDocument.item"]]], "{}"),
            ([["$set": ["_id": "x"]]], "{ _id: \"x\" }"),
        ] as [([Document], String)])
    func swiftAPI(pipeline: [Document], found: String) async throws {
        let plain = try collection.watch()
        let modifying = try collection.watch(pipeline: pipeline)
        _ = try await collection.insertOne(["_id": 1, "item": ["sku": "abc"]])
        let event = try #require(try plain.tryNext())
        let data = try #require(event["_id"]?.documentValue?["_data"]?.stringValue)
        let error = #expect(throws: DocStreamError.self) { try modifying.tryNext() }
        #expect(error?.code == 280)
        #expect(error?.message == Self.message(data: data, found: found))
        // The stream has ended; the write and the other stream's event are there.
        #expect(modifying.isFinished)
        #expect(try modifying.tryNext() == nil)
        #expect(try await collection.find(filter: [:]) == [["_id": 1, "item": ["sku": "abc"]]])
    }

    @Test("a pipeline that keeps the _id as it is reads on")
    func unchangedID() async throws {
        let watcher = try collection.watch(pipeline: [["$project": ["_id": 1, "operationType": 1]], ["$set": ["_id": "$_id"]]])
        _ = try await collection.insertOne(["_id": 1])
        #expect(try watcher.tryNext()?["operationType"] == "insert")
    }

    @Test("through getMore: 280 ChangeStreamFatalError, and the cursor is gone; the insert stands")
    func getMore() throws {
        let session = CommandSession(store: Store())
        let opened = session.run(
            try Document(extendedJSON: #"{"aggregate": "c", "pipeline": [{"$changeStream": {}}, {"$project": {"_id": 0}}], "cursor": {}}"#))
        let plain = session.run(try Document(extendedJSON: #"{"aggregate": "c", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#))
        let id = try #require(opened[path: "cursor.id"])
        _ = session.run(["insert": "c", "documents": [["_id": 1]]])
        let event = session.run(["getMore": try #require(plain[path: "cursor.id"]), "collection": "c"])[path: "cursor.nextBatch"]?.arrayValue?.first
        let data = try #require(event?.documentValue?[path: "_id._data"]?.stringValue)
        let failed = session.run(["getMore": id, "collection": "c"])
        #expect(failed["code"] == .int32(280), "\(failed)")
        #expect(failed["codeName"] == "ChangeStreamFatalError")
        #expect(failed["errmsg"] == .string(Self.message(data: data, found: "{}")))
        #expect(session.run(["getMore": id, "collection": "c"])["code"] == .int32(43))
        #expect(session.run(["count": "c"])["n"] == .int32(1))
    }
}
