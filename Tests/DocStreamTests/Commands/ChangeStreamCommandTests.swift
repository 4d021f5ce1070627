import DocStream
import DocStreamBSON
import Foundation
import Testing

/// `aggregate` with `$changeStream`, `getMore` and `killCursors` as MongoDB answers them (manual:
/// "aggregate", "getMore", "Change Streams"; the server's change stream tests for
/// postBatchResumeToken), and each error MongoDB gives when opening or reading a stream.
@Suite("Commands: $changeStream cursors")
struct ChangeStreamCommandTests {
    let session = CommandSession(store: Store())

    private func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    private func cursor(_ reply: Document) throws -> Document {
        try #require(reply["cursor"]?.documentValue, "\(reply)")
    }

    private func getMore(_ id: BSONValue, _ collection: String, extra: String = "", database: String = "test") throws -> Document {
        let command = #"{"getMore": \#(id.extendedJSON(.canonical)), "collection": "\#(collection)", "$db": "\#(database)"\#(extra)}"#
        return try run(command)
    }

    /// A value written as Extended JSON (numbers there are int32, as in the commands).
    private func json(_ text: String) throws -> BSONValue {
        try ExtendedJSON.parseValue(text)
    }

    private func keys(_ events: [Document]) -> [BSONValue?] {
        events.map { $0["documentKey"]?.documentValue?["_id"] }
    }

    private func events(_ reply: Document, _ batch: String = "nextBatch") throws -> [Document] {
        try #require(try cursor(reply)[batch]?.arrayValue, "\(reply)").compactMap(\.documentValue)
    }

    @Test("A collection stream: empty firstBatch, events by getMore, postBatchResumeToken, killCursors")
    func lifecycle() throws {
        let opened = try run(#"{"aggregate": "drinks", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#)
        let first = try cursor(opened)
        #expect(first.keys == ["firstBatch", "postBatchResumeToken", "id", "ns"])
        #expect(first["firstBatch"] == .array([]))
        #expect(first["ns"] == "test.drinks")
        #expect(first["postBatchResumeToken"]?.documentValue?["_data"]?.stringValue?.isEmpty == false)
        let id = try #require(first["id"])
        #expect(id != .int64(0))

        _ = try run(#"{"insert": "drinks", "documents": [{"_id": 1, "name": "Mocha"}, {"_id": 2, "name": "Latte"}]}"#)
        _ = try run(#"{"insert": "other", "documents": [{"_id": 1}]}"#)
        let more = try getMore(id, "drinks", extra: #", "maxTimeMS": 100"#)
        let batch = try events(more)
        #expect(keys(batch) == [.int32(1), .int32(2)])
        #expect(batch.map { $0["operationType"] } == ["insert", "insert"])
        #expect(batch[0]["fullDocument"] == (try json(#"{"_id": 1, "name": "Mocha"}"#)))
        #expect(batch[0]["ns"] == .document(["db": "test", "coll": "drinks"]))
        #expect(try cursor(more)["id"] == id)
        // The insert into "other" came after the last event: the token moved past it, beyond the event's.
        let afterBatch = try #require(try cursor(more)["postBatchResumeToken"]?.documentValue)
        #expect(try ResumeToken(afterBatch) > ResumeToken(try #require(batch[1]["_id"]?.documentValue)))

        // Nothing new: an empty batch once maxTimeMS has passed, the cursor still open.
        let idle = try getMore(id, "drinks", extra: #", "maxTimeMS": 20"#)
        #expect(try events(idle).isEmpty)
        #expect(try cursor(idle)["id"] == id)
        #expect(try cursor(idle)["postBatchResumeToken"] == .document(afterBatch))

        let killed = try run(#"{"killCursors": "drinks", "cursors": [\#(id.extendedJSON(.canonical))]}"#)
        #expect(killed["cursorsKilled"] == .array([id]))
        #expect(try getMore(id, "drinks")["code"] == .int32(43))
    }

    @Test("postBatchResumeToken is the last event's token when the batch ends with the newest event (report_post_batch_resume_token.js)")
    func postBatchResumeTokenOfLastEvent() throws {
        let id = try #require(try cursor(try run(#"{"aggregate": "c", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#))["id"])
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1}, {"_id": 2}, {"_id": 3}, {"_id": 4}, {"_id": 5}]}"#)
        // A full batch: the token is that of its last event.
        let two = try getMore(id, "c", extra: #", "batchSize": 2"#)
        #expect(keys(try events(two)) == [.int32(1), .int32(2)])
        #expect(try cursor(two)["postBatchResumeToken"] == events(two)[1]["_id"])
        // The rest, ending with the newest event in the log: again the last event's token.
        let rest = try getMore(id, "c")
        #expect(try events(rest).count == 3)
        #expect(try cursor(rest)["postBatchResumeToken"] == events(rest)[2]["_id"])
        // Resuming after the last event with nothing new: the token given.
        let token = try events(rest)[2]["_id"]!
        let resumed = try run(#"{"aggregate": "c", "pipeline": [{"$changeStream": {"resumeAfter": \#(token.extendedJSON(.canonical))}}], "cursor": {}}"#)
        #expect(try cursor(resumed)["postBatchResumeToken"] == token)
        #expect(try events(resumed, "firstBatch").isEmpty)
    }

    @Test("getMore waits up to maxTimeMS for the first event and returns it when it comes")
    func awaitData() throws {
        let id = try #require(try cursor(try run(#"{"aggregate": "c", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#))["id"])
        // The write comes from a dispatch thread while this one blocks in getMore (a task could
        // wait for a cooperative thread that the blocked getMore holds).
        let session = session
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
            _ = session.run(["insert": "c", "documents": [["_id": 7]]])
        }
        // Far longer than the write takes: the getMore returns with the event, not empty.
        let reply = try getMore(id, "c", extra: #", "maxTimeMS": 120000"#)
        #expect(keys(try events(reply)) == [.int64(7)])
    }

    @Test("A database stream (aggregate: 1) sees every collection of its database; a cluster stream (admin, allChangesForCluster) every database")
    func databaseAndClusterStreams() throws {
        let database = try cursor(try run(#"{"aggregate": 1, "pipeline": [{"$changeStream": {}}], "cursor": {}, "$db": "shop"}"#))
        #expect(database["ns"] == "shop.$cmd.aggregate")
        let cluster = try cursor(try run(#"{"aggregate": 1, "pipeline": [{"$changeStream": {"allChangesForCluster": true}}], "cursor": {}, "$db": "admin"}"#))
        #expect(cluster["ns"] == "admin.$cmd.aggregate")
        _ = try run(#"{"insert": "a", "documents": [{"_id": 1}], "$db": "shop"}"#)
        _ = try run(#"{"insert": "b", "documents": [{"_id": 2}], "$db": "shop"}"#)
        _ = try run(#"{"insert": "a", "documents": [{"_id": 3}], "$db": "other"}"#)
        let shop = try events(try getMore(database["id"]!, "$cmd.aggregate", database: "shop"))
        #expect(shop.map { $0["ns"] } == [.document(["db": "shop", "coll": "a"]), .document(["db": "shop", "coll": "b"])])
        let all = try events(try getMore(cluster["id"]!, "$cmd.aggregate", database: "admin"))
        #expect(keys(all) == [.int32(1), .int32(2), .int32(3)])
        // A getMore naming another namespace does not read the cursor.
        #expect(try getMore(database["id"]!, "a", database: "shop")["code"] == .int32(13))
    }

    @Test("Options and a pipeline after $changeStream: fullDocument updateLookup, $match, $project")
    func optionsAndPipeline() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1, "n": 1}, {"_id": 2, "n": 2}]}"#)
        let opened = try cursor(
            try run(
                #"""
                {"aggregate": "c", "pipeline": [{"$changeStream": {"fullDocument": "updateLookup"}},
                 {"$match": {"operationType": "update", "fullDocument.n": {"$gt": 5}}},
                 {"$project": {"operationType": 1, "fullDocument": 1}}], "cursor": {}}
                """#))
        _ = try run(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"n": 10}}}, {"q": {"_id": 2}, "u": {"$set": {"n": 3}}}]}"#)
        let batch = try events(try getMore(opened["id"]!, "c"))
        #expect(batch.count == 1)
        #expect(batch.first?.keys == ["_id", "operationType", "fullDocument"])
        #expect(batch.first?["fullDocument"] == (try json(#"{"_id": 1, "n": 10}"#)))
    }

    @Test("startAtOperationTime in the past: the first batch holds the events since, up to batchSize")
    func startAtOperationTime() throws {
        let watching = try cursor(try run(#"{"aggregate": "c", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#))
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1}, {"_id": 2}, {"_id": 3}]}"#)
        let seen = try events(try getMore(watching["id"]!, "c"))
        let time = try #require(seen.first?["clusterTime"])
        let replay = try cursor(
            try run(
                #"{"aggregate": "c", "pipeline": [{"$changeStream": {"startAtOperationTime": \#(time.extendedJSON(.canonical))}}], "cursor": {"batchSize": 2}}"#
            ))
        #expect(keys(try events(["cursor": .document(replay)], "firstBatch")) == [.int32(1), .int32(2)])
        #expect(keys(try events(try getMore(replay["id"]!, "c"))) == [.int32(3)])
    }

    @Test("A drop ends a collection stream: drop, then invalidate, and the cursor is closed (id 0)")
    func invalidate() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1}]}"#)
        let id = try #require(try cursor(try run(#"{"aggregate": "c", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#))["id"])
        _ = try run(#"{"drop": "c"}"#)
        let reply = try getMore(id, "c")
        let batch = try events(reply)
        #expect(batch.map { $0["operationType"] } == ["drop", "invalidate"])
        #expect(try cursor(reply)["id"] == .int64(0))
        #expect(try cursor(reply)["postBatchResumeToken"] == batch[1]["_id"])
        #expect(try getMore(id, "c")["code"] == .int32(43))
    }

    @Test("aggregate: 1 runs $documents without a collection")
    func collectionlessDocuments() throws {
        let reply = try run(#"{"aggregate": 1, "pipeline": [{"$documents": [{"x": 1}, {"x": 2}]}], "cursor": {"batchSize": 1}}"#)
        #expect(try cursor(reply)["firstBatch"] == (try json(#"[{"x": 1}]"#)))
        #expect(try cursor(reply)["ns"] == "test.$cmd.aggregate")
        #expect(try getMore(try cursor(reply)["id"]!, "$cmd.aggregate")[path: "cursor.nextBatch"] == (try json(#"[{"x": 2}]"#)))
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let command: String
        let code: Int32
        var message: String? = nil
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            testDescription: "$changeStream not first: 40602",
            command: #"{"aggregate": "c", "pipeline": [{"$match": {}}, {"$changeStream": {}}], "cursor": {}}"#, code: 40602,
            message: "$changeStream is only valid as the first stage in a pipeline"),
        ErrorCase(
            testDescription: "a second $changeStream: 40602",
            command: #"{"aggregate": "c", "pipeline": [{"$changeStream": {}}, {"$changeStream": {}}], "cursor": {}}"#, code: 40602),
        ErrorCase(
            testDescription: "$group after $changeStream: 20 IllegalOperation",
            command: #"{"aggregate": "c", "pipeline": [{"$changeStream": {}}, {"$group": {"_id": null}}], "cursor": {}}"#, code: 20,
            message: "$group is not permitted in a $changeStream pipeline"),
        ErrorCase(
            testDescription: "$lookup after $changeStream: 20 IllegalOperation",
            command:
                #"{"aggregate": "c", "pipeline": [{"$changeStream": {}}, {"$lookup": {"from": "x", "localField": "a", "foreignField": "b", "as": "y"}}], "cursor": {}}"#,
            code: 20),
        ErrorCase(
            testDescription: "$changeStream in $facet: 40600",
            command: #"{"aggregate": "c", "pipeline": [{"$facet": {"a": [{"$changeStream": {}}]}}], "cursor": {}}"#, code: 40600),
        ErrorCase(
            testDescription: "$changeStream in a $lookup pipeline: 51047",
            command: #"{"aggregate": "c", "pipeline": [{"$lookup": {"from": "x", "pipeline": [{"$changeStream": {}}], "as": "y"}}], "cursor": {}}"#, code: 51047
        ),
        ErrorCase(
            testDescription: "$changeStream in a $unionWith pipeline: 31441",
            command: #"{"aggregate": "c", "pipeline": [{"$unionWith": {"coll": "x", "pipeline": [{"$changeStream": {}}]}}], "cursor": {}}"#, code: 31441),
        ErrorCase(
            testDescription: "an unknown $changeStream option: 40415",
            command: #"{"aggregate": "c", "pipeline": [{"$changeStream": {"bogus": 1}}], "cursor": {}}"#, code: 40415,
            message: "BSON field '$changeStream.bogus' is an unknown field."),
        ErrorCase(
            testDescription: "a $changeStream argument that is not a document: 50808",
            command: #"{"aggregate": "c", "pipeline": [{"$changeStream": 1}], "cursor": {}}"#, code: 50808),
        ErrorCase(
            testDescription: "an invalid resume token: 260",
            command: #"{"aggregate": "c", "pipeline": [{"$changeStream": {"resumeAfter": {"_data": "zz"}}}], "cursor": {}}"#, code: 260),
        ErrorCase(
            testDescription: "resumeAfter and startAfter together: 50865",
            command:
                #"{"aggregate": "c", "pipeline": [{"$changeStream": {"resumeAfter": {"_data": "8200000001000000012B0280"}, "startAfter": {"_data": "8200000001000000012B0280"}}}], "cursor": {}}"#,
            code: 50865),
        ErrorCase(
            testDescription: "fullDocument with an unknown mode: 2 BadValue",
            command: #"{"aggregate": "c", "pipeline": [{"$changeStream": {"fullDocument": "always"}}], "cursor": {}}"#, code: 2),
        ErrorCase(
            testDescription: "aggregate: 1 with a stage that needs a collection: 73",
            command: #"{"aggregate": 1, "pipeline": [{"$match": {}}], "cursor": {}}"#, code: 73,
            message: "{aggregate: 1} is not valid for '$match'; a collection is required."),
        ErrorCase(
            testDescription: "aggregate: 1 with an empty pipeline: 73",
            command: #"{"aggregate": 1, "pipeline": [], "cursor": {}}"#, code: 73),
        ErrorCase(
            testDescription: "aggregate: 2: 9 FailedToParse",
            command: #"{"aggregate": 2, "pipeline": [], "cursor": {}}"#, code: 9),
        ErrorCase(
            testDescription: "allChangesForCluster outside admin: 72 InvalidOptions",
            command: #"{"aggregate": 1, "pipeline": [{"$changeStream": {"allChangesForCluster": true}}], "cursor": {}}"#, code: 72),
        ErrorCase(
            testDescription: "allChangesForCluster on a collection of admin: 72 InvalidOptions",
            command: #"{"aggregate": "c", "pipeline": [{"$changeStream": {"allChangesForCluster": true}}], "cursor": {}, "$db": "admin"}"#, code: 72),
        ErrorCase(
            testDescription: "a stream on admin without allChangesForCluster: 73",
            command: #"{"aggregate": 1, "pipeline": [{"$changeStream": {}}], "cursor": {}, "$db": "admin"}"#, code: 73,
            message: "$changeStream may not be opened on the internal admin database"),
        ErrorCase(
            testDescription: "a stream on local: 73",
            command: #"{"aggregate": 1, "pipeline": [{"$changeStream": {}}], "cursor": {}, "$db": "local"}"#, code: 73),
        ErrorCase(
            testDescription: "a stream on a system collection: 73",
            command: #"{"aggregate": "system.views", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#, code: 73),
    ]

    @Test(arguments: errorCases)
    func openingErrors(_ testCase: ErrorCase) throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1}]}"#)
        let reply = try run(testCase.command)
        #expect(reply["ok"] == .double(0))
        #expect(reply["code"] == .int32(testCase.code), "\(reply)")
        if let message = testCase.message {
            #expect(reply["errmsg"]?.stringValue?.hasPrefix(message) == true, "\(reply)")
        }
        // Nothing changed, and no stream was left open: a later write is seen by a new stream only.
        #expect(try cursor(try run(#"{"find": "c"}"#))["firstBatch"] == (try json(#"[{"_id": 1}]"#)))
    }

    @Test("getMore errors: maxTimeMS out of range (2) keeps the cursor; a stream that fell behind gets 286 and is closed")
    func getMoreErrors() throws {
        let session = CommandSession(store: Store(changeHistory: ChangeLog.Retention(maxEvents: 2)))
        let opened = session.run(try Document(extendedJSON: #"{"aggregate": "c", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#))
        let id = try #require(opened[path: "cursor.id"])
        let badWait = session.run(["getMore": id, "collection": "c", "maxTimeMS": -1])
        #expect(badWait["code"] == .int32(2))
        #expect(session.run(["getMore": id, "collection": "c", "maxTimeMS": 0])[path: "cursor.id"] == id)

        _ = session.run(["insert": "c", "documents": [["_id": 1], ["_id": 2], ["_id": 3], ["_id": 4]]])
        let lost = session.run(["getMore": id, "collection": "c"])
        #expect(lost["code"] == .int32(286), "\(lost)")
        #expect(lost["codeName"] == "ChangeStreamHistoryLost")
        #expect(session.run(["getMore": id, "collection": "c"])["code"] == .int32(43))
        // Opening a stream from a time the log no longer reaches: 286 too.
        let early = session.run(
            try Document(
                extendedJSON: #"{"aggregate": "c", "pipeline": [{"$changeStream": {"startAtOperationTime": {"$timestamp": {"t": 1, "i": 1}}}}], "cursor": {}}"#)
        )
        #expect(early["code"] == .int32(286))
        // The writes are all there.
        #expect(session.run(["count": "c"])["n"] == .int32(4))
    }

    @Test("$changeStream run over documents (not as a stream) is refused with 20")
    func overDocuments() throws {
        let pipeline = try Pipeline([["$changeStream": [:]]])
        let error = #expect(throws: DocStreamError.self) { try pipeline.run([["a": 1]]) }
        #expect(error?.code == 20)
    }
}
