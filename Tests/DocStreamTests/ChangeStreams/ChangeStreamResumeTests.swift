import DocStreamBSON
import Testing

@testable import DocStream

/// resumeAfter, startAfter and startAtOperationTime (MongoDB manual, "Resume a Change
/// Stream"), and the errors MongoDB gives for resume points it cannot honour.
@Suite("Change streams: resuming")
struct ChangeStreamResumeTests {
    let client = MongoClient()
    var collection: MongoCollection { client.database(named: "test").collection(withName: "events") }

    /// Inserts documents 1...count and returns their events, read by a stream opened before.
    private func insertEvents(_ count: Int, from first: Int64 = 1) async throws -> [Document] {
        let watcher = try collection.watch()
        for n in first..<first + Int64(count) { _ = try await collection.insertOne(["_id": .int64(n)]) }
        var events: [Document] = []
        while let event = try watcher.tryNext() { events.append(event) }
        return events
    }

    private func keys(_ watcher: ChangeStreamWatcher) throws -> [BSONValue] {
        var keys: [BSONValue] = []
        while let event = try watcher.tryNext() { keys.append(event["documentKey"]!.documentValue!["_id"]!) }
        return keys
    }

    private func token(_ event: Document) throws -> ResumeToken {
        try ResumeToken(event["_id"]!.documentValue!)
    }

    @Test("resumeAfter and startAfter an event: the events after it")
    func resumeAfterEvent() async throws {
        let events = try await insertEvents(4)
        let resumed = try collection.watch(options: ChangeStreamOptions(resumeAfter: try token(events[1])))
        #expect(try keys(resumed) == [3, 4])
        let started = try collection.watch(options: ChangeStreamOptions(startAfter: try token(events[2])))
        #expect(try keys(started) == [4])
        // The token round-trips through its document form, as a client would store it.
        #expect(try ResumeToken(events[0]["_id"]!.documentValue!).document == events[0]["_id"]!.documentValue!)
    }

    @Test("startAtOperationTime: the events at and after that cluster time")
    func startAtOperationTime() async throws {
        let events = try await insertEvents(3)
        guard case .timestamp(let time)? = events[1]["clusterTime"] else {
            Issue.record("no clusterTime")
            return
        }
        let watcher = try collection.watch(options: ChangeStreamOptions(startAtOperationTime: time))
        #expect(try keys(watcher) == [2, 3])
    }

    @Test("The stream's position: the last event's token, then a high-water mark past other writes; each resumes with what came later")
    func highWaterMark() async throws {
        let watcher = try collection.watch()
        _ = try await collection.insertOne(["_id": 1])
        #expect(try keys(watcher) == [1])
        #expect(watcher.resumeToken.kind == .event)
        // A write the stream does not show moves its position past the event.
        _ = try await client.database(named: "test").collection(withName: "elsewhere").insertOne(["_id": 1])
        #expect(try keys(watcher) == [])
        let position = watcher.resumeToken
        #expect(position.kind == .highWaterMark)
        _ = try await collection.insertOne(["_id": 2])
        let resumed = try collection.watch(options: ChangeStreamOptions(resumeAfter: position))
        #expect(try keys(resumed) == [2])
    }

    @Test("After a drop's invalidate: resumeAfter is refused (260), startAfter goes on without a second invalidate")
    func afterInvalidate() async throws {
        _ = try await collection.insertOne(["_id": 1])
        let watcher = try collection.watch()
        try await collection.drop()
        #expect(try watcher.tryNext()?["operationType"] == "drop")
        let invalidate = try #require(try watcher.tryNext())
        let invalidateToken = try token(invalidate)
        #expect(invalidateToken.kind == .invalidate)
        #expect(watcher.resumeToken == invalidateToken)

        let refused = #expect(throws: DocStreamError.self) {
            try collection.watch(options: ChangeStreamOptions(resumeAfter: invalidateToken))
        }
        #expect(refused?.code == 260)

        let restarted = try collection.watch(options: ChangeStreamOptions(startAfter: invalidateToken))
        _ = try await collection.insertOne(["_id": 2])
        #expect(try keys(restarted) == [2])
        #expect(!restarted.isFinished)
    }

    @Test("A resume point older than the kept history is 286 ChangeStreamHistoryLost")
    func historyLost() async throws {
        let small = MongoClient(store: Store(changeHistory: ChangeLog.Retention(maxEvents: 3)))
        let collection = small.database(named: "test").collection(withName: "events")
        let stalled = try collection.watch()
        let reader = try collection.watch()
        var tokens: [ResumeToken] = []
        for n in 1...6 {
            _ = try await collection.insertOne(["_id": .int64(Int64(n))])
            tokens.append(try token(try #require(try reader.tryNext())))
        }
        // The watcher that fell behind: its next read fails instead of skipping 1...3.
        let lost = #expect(throws: DocStreamError.self) { try stalled.tryNext() }
        #expect(lost?.code == 286)
        let dropped = #expect(throws: DocStreamError.self) { try collection.watch(options: ChangeStreamOptions(resumeAfter: tokens[0])) }
        #expect(dropped?.code == 286)
        let early = #expect(throws: DocStreamError.self) {
            try collection.watch(options: ChangeStreamOptions(startAtOperationTime: BSONTimestamp(seconds: 0, increment: 1)))
        }
        #expect(early?.code == 286)
        // Within the kept history, resuming still works.
        #expect(try keys(try collection.watch(options: ChangeStreamOptions(resumeAfter: tokens[3]))) == [5, 6])
    }

    @Test("Conflicting and malformed options: 50865, 40674, 260, 40415, 2, 14")
    func invalidOptions() async throws {
        let events = try await insertEvents(1)
        let token = try token(events[0])
        func code(_ options: () throws(DocStreamError) -> ChangeStreamOptions) -> Int? {
            do {
                _ = try collection.watch(options: try options())
                return nil
            } catch {
                return error.code
            }
        }
        #expect(code { ChangeStreamOptions(resumeAfter: token, startAfter: token) } == 50865)
        #expect(code { ChangeStreamOptions(resumeAfter: token, startAtOperationTime: BSONTimestamp(seconds: 1, increment: 1)) } == 40674)
        #expect(code { () throws(DocStreamError) in try ChangeStreamOptions(["resumeAfter": ["_data": "not a token"]]) } == 260)
        #expect(code { () throws(DocStreamError) in try ChangeStreamOptions(["fullDocument": "always"]) } == 2)
        #expect(code { () throws(DocStreamError) in try ChangeStreamOptions(["startAtOperationTime": 5]) } == 14)
        #expect(code { () throws(DocStreamError) in try ChangeStreamOptions(["batchSize": 5]) } == 40415)
        let parsed = try ChangeStreamOptions(["fullDocument": "updateLookup", "fullDocumentBeforeChange": "required", "startAfter": .document(token.document)])
        #expect(parsed.fullDocument == .updateLookup && parsed.fullDocumentBeforeChange == .required && parsed.startAfter == token)
    }
}
