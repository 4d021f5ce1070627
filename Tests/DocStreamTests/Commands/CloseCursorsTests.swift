import DocStream
import DocStreamBSON
import TestSupport
import Testing

/// `CommandSession.closeCursors()`, what a server does to its cursors when it shuts down: every
/// cursor is gone (a getMore gets 43 CursorNotFound, as the manual's "getMore" describes for a
/// cursor that no longer exists), and the data is untouched.
@Suite("Commands: closing every cursor")
struct CloseCursorsTests {
    let session = CommandSession(store: Store())

    private func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    @Test("After closeCursors a find cursor and a change stream are gone: getMore fails with 43; the documents remain")
    func closeCursors() throws {
        _ = try run(#"{"insert": "drinks", "documents": [{"_id": 1}, {"_id": 2}]}"#)
        let find = try #require(try run(#"{"find": "drinks", "batchSize": 1}"#)["cursor"]?.documentValue?["id"])
        let stream = try #require(try run(#"{"aggregate": "drinks", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#)["cursor"]?.documentValue?["id"])
        #expect(find != .int64(0))
        #expect(stream != .int64(0))

        session.closeCursors()

        for id in [find, stream] {
            let reply = try run(#"{"getMore": \#(id.extendedJSON(.canonical)), "collection": "drinks", "maxTimeMS": 10}"#)
            #expect(reply["code"] == .int32(43), "\(reply)")
            #expect(reply["codeName"] == .string("CursorNotFound"))
        }
        let all = try run(#"{"find": "drinks"}"#)["cursor"]?.documentValue?["firstBatch"]
        #expect(all == .array([.document(["_id": .int32(1)]), .document(["_id": .int32(2)])]))
    }

    @Test("A getMore waiting on a change stream returns at once when the cursors are closed, its cursor id 0")
    func closeWakesWaitingGetMore() async throws {
        let session = session
        // The getMore must be waiting when the cursors close. On a loaded machine its thread may
        // start after the close (then it finds no cursor: 43); such a run proves nothing and is
        // made again, giving the getMore longer to start.
        for attempt in 1...5 {
            let stream = try #require(try run(#"{"aggregate": "drinks", "pipeline": [{"$changeStream": {}}], "cursor": {}}"#)["cursor"]?.documentValue?["id"])
            let command = try Document(extendedJSON: #"{"getMore": \#(stream.extendedJSON(.canonical)), "collection": "drinks", "maxTimeMS": 60000}"#)
            // The getMore blocks its thread while it waits: one of its own, not a test thread. It
            // notes when it returned there, as this task may resume late on a busy test pool.
            async let reply = offTestThreads { (session.run(command), ContinuousClock.now) }
            try await Task.sleep(for: .milliseconds(200 * attempt))
            let closed = ContinuousClock.now
            session.closeCursors()
            let (answer, returned) = await reply
            if answer["code"] == .int32(43) { continue }
            let cursor = answer["cursor"]?.documentValue
            #expect(returned - closed < .seconds(30))
            #expect(cursor?["nextBatch"] == .array([]), "\(answer)")
            #expect(cursor?["id"] == .int64(0))
            return
        }
        Issue.record("the getMore never started waiting before the cursors were closed")
    }
}
