import DocStreamBSON
import Foundation
import TestSupport
import Testing

@testable import DocStream

/// Capped collections beyond what the command conformance cases show (MongoDB manual, "Capped
/// Collections"; find's `tailable` and `awaitData`, "Tailable Cursors"): the removals as delete
/// events, a restart, transactions, and tailable cursors over getMore.
@Suite("Capped collections", .timeLimit(.minutes(2)))
struct CappedCollectionTests {
    @discardableResult
    private func run(_ session: CommandSession, _ command: Document, sourceLocation: SourceLocation = #_sourceLocation) -> Document {
        let reply = session.run(command)
        #expect(reply["ok"] == .double(1), "\(command.extendedJSON(.relaxed)) -> \(reply.extendedJSON(.relaxed))", sourceLocation: sourceLocation)
        return reply
    }

    private func ids(_ session: CommandSession, _ collection: String = "log") -> [BSONValue] {
        session.run(["find": .string(collection)])[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"] } ?? []
    }

    private func batch(_ reply: Document, _ name: String = "nextBatch") -> [BSONValue] {
        reply[path: "cursor.\(name)"]?.arrayValue?.compactMap { $0.documentValue?["_id"] } ?? []
    }

    @Test("the oldest documents an insert removes are delete events, after the insert's")
    func removalsAreDeleteEvents() throws {
        let store = Store()
        let session = CommandSession(store: store)
        run(session, ["create": "log", "capped": true, "size": 4096, "max": 2])
        run(session, ["insert": "log", "documents": [["_id": 1], ["_id": 2]]])
        let watcher = try MongoClient(store: store).database(named: "test").collection(withName: "log").watch()
        run(session, ["insert": "log", "documents": [["_id": 3], ["_id": 4]]])
        var events: [String] = []
        while let event = try watcher.tryNext() {
            events.append("\(event["operationType"]?.stringValue ?? "?") \(Int(event[path: "documentKey._id"]?.numericDouble ?? 0))")
        }
        #expect(events == ["insert 3", "insert 4", "delete 1", "delete 2"])
    }

    @Test("a capped collection, its limits and its documents survive a restart (journal, then checkpoint), and keep capping", arguments: [false, true])
    func durable(checkpointing: Bool) throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            let session = CommandSession(store: store)
            run(session, ["create": "log", "capped": true, "size": 4096, "max": 3])
            run(session, ["insert": "log", "documents": [["_id": 1], ["_id": 2], ["_id": 3], ["_id": 4]]])
            run(session, ["insert": "events", "documents": [["_id": 1], ["_id": 2], ["_id": 3]]])
            run(session, ["convertToCapped": "events", "size": 4096])
            if checkpointing { try store.checkpoint() }
        }
        let session = CommandSession(store: try Store(directory: directory.url))
        #expect(ids(session) == [2, 3, 4])
        #expect(
            session.run(["listCollections": 1, "filter": ["name": "log"]])[path: "cursor.firstBatch"]?.arrayValue?.first?.documentValue?["options"]
                == ["capped": true, "size": .int32(4096), "max": .int32(3)])
        run(session, ["insert": "log", "documents": [["_id": 5]]])
        #expect(ids(session) == [3, 4, 5])
        #expect(ids(session, "events") == [1, 2, 3])
        #expect(session.run(["collStats": "events"])["capped"] == true)
    }

    @Test("a write to a capped collection in a transaction is 263 OperationNotSupportedInTransaction and writes nothing")
    func transactions() throws {
        let session = CommandSession(store: Store())
        run(session, ["create": "log", "capped": true, "size": 4096])
        let lsid: Document = ["id": .binary(BSONBinary(subtype: BSONBinary.uuid, data: Array(repeating: 3, count: 16)))]
        let reply = session.run([
            "insert": "log", "documents": [["_id": 1]], "lsid": .document(lsid), "txnNumber": .int64(1), "autocommit": false, "startTransaction": true,
        ])
        #expect(reply["code"] == .int32(263) || reply[path: "writeErrors.0.code"] == .int32(263), "\(reply)")
        #expect(ids(session).isEmpty)
        // A read of it in a transaction is allowed.
        let read = session.run(["find": "log", "lsid": .document(lsid), "txnNumber": .int64(2), "autocommit": false, "startTransaction": true])
        #expect(read["ok"] == .double(1), "\(read)")
    }

    @Test("a tailable cursor returns the documents inserted after its last batch, those its filter matches, projected")
    func tailableCursor() throws {
        let session = CommandSession(store: Store())
        run(session, ["create": "log", "capped": true, "size": 100_000])
        run(session, ["insert": "log", "documents": [["_id": 1, "level": "info"], ["_id": 2, "level": "error"], ["_id": 3, "level": "error"]]])
        let first = run(session, ["find": "log", "filter": ["level": "error"], "projection": ["level": 0], "tailable": true, "batchSize": 1])
        #expect(first[path: "cursor.firstBatch"] == [["_id": 2]])
        let id = try #require(first[path: "cursor.id"]?.int64Value)
        #expect(id != 0)
        func getMore() -> Document { session.run(["getMore": .int64(id), "collection": "log"]) }
        #expect(batch(getMore()) == [3])
        // Nothing new: an empty batch, the cursor still open.
        let empty = getMore()
        #expect(batch(empty).isEmpty)
        #expect(empty[path: "cursor.id"] == .int64(id))
        run(session, ["insert": "log", "documents": [["_id": 4, "level": "info"], ["_id": 5, "level": "error"]]])
        #expect(getMore()[path: "cursor.nextBatch"] == [["_id": 5]])
        run(session, ["killCursors": "log", "cursors": [.int64(id)]])
        #expect(getMore()["code"] == .int32(43))
    }

    @Test("a tailable cursor whose last document the collection removed is lost (136 CappedPositionLost) and closed")
    func positionLost() throws {
        let session = CommandSession(store: Store())
        run(session, ["create": "log", "capped": true, "size": 4096, "max": 2])
        run(session, ["insert": "log", "documents": [["_id": 1], ["_id": 2]]])
        let first = run(session, ["find": "log", "tailable": true, "batchSize": 1])
        let id = try #require(first[path: "cursor.id"]?.int64Value)
        run(session, ["insert": "log", "documents": [["_id": 3], ["_id": 4]]])
        let lost = session.run(["getMore": .int64(id), "collection": "log"])
        #expect(lost["code"] == .int32(136), "\(lost)")
        #expect(session.run(["getMore": .int64(id), "collection": "log"])["code"] == .int32(43))
        #expect(ids(session) == [3, 4])
    }

    @Test("with awaitData, a getMore that finds nothing waits up to maxTimeMS for an insert; the collection dropped is 175")
    func awaitData() async throws {
        // Off the test threads: the getMores below block while they wait.
        try await offTestThreads { () throws in
            let store = Store()
            let session = CommandSession(store: store)
            run(session, ["create": "log", "capped": true, "size": 4096])
            run(session, ["insert": "log", "documents": [["_id": 1]]])
            let first = run(session, ["find": "log", "tailable": true, "awaitData": true])
            let id = try #require(first[path: "cursor.id"]?.int64Value)
            #expect(batch(run(session, ["getMore": .int64(id), "collection": "log", "maxTimeMS": 50])).isEmpty)
            Thread {
                Thread.sleep(forTimeInterval: 0.2)
                _ = CommandSession(store: store).run(["insert": "log", "documents": [["_id": 2]]])
            }.start()
            // The insert ends the wait, not the clock.
            let started = ContinuousClock.now
            #expect(batch(run(session, ["getMore": .int64(id), "collection": "log", "maxTimeMS": 60_000])) == [2])
            #expect(ContinuousClock.now - started < .seconds(30))
            run(session, ["drop": "log"])
            #expect(session.run(["getMore": .int64(id), "collection": "log", "maxTimeMS": 50])["code"] == .int32(175))
        }
    }

    @Test("closing the cursors (a server stopping) answers an awaitData getMore that waits, with cursor id 0")
    func closedWhileWaiting() async throws {
        try await offTestThreads { () throws in
            let session = CommandSession(store: Store())
            run(session, ["create": "log", "capped": true, "size": 4096])
            run(session, ["insert": "log", "documents": [["_id": 1]]])
            let id = try #require(run(session, ["find": "log", "tailable": true, "awaitData": true])[path: "cursor.id"]?.int64Value)
            Thread {
                Thread.sleep(forTimeInterval: 0.3)
                session.closeCursors()
            }.start()
            let started = ContinuousClock.now
            let reply = run(session, ["getMore": .int64(id), "collection": "log", "maxTimeMS": 60_000])
            #expect(ContinuousClock.now - started < .seconds(30))
            #expect(reply[path: "cursor.id"] == .int64(0))
            #expect(batch(reply).isEmpty)
        }
    }

    @Test("createCollection(_:cappedAt:maxDocuments:) makes a capped collection; a size below 1 is 51024 and creates nothing")
    func swiftAPI() async throws {
        let database = MongoClient().database(named: "app")
        await #expect(throws: DocStreamError.self) { try await database.createCollection("log", cappedAt: 0) }
        #expect(try await database.collectionNames().isEmpty)
        let log = try await database.createCollection("log", cappedAt: 4096, maxDocuments: 2)
        _ = try await log.insertMany([["_id": 1], ["_id": 2], ["_id": 3]])
        #expect(try await log.find(filter: [:]).map { $0["_id"] } == [2, 3])
    }

    @Test(
        "the documents' byte total a capped collection counts stays the sum of its documents through inserts one at a time, compactions, updates, deletes and a refused $merge"
    )
    func byteTotal() throws {
        let store = Store()
        let session = CommandSession(store: store)
        run(session, ["create": "log", "capped": true, "size": 1_048_576, "max": 5])
        for number in 0..<100 {
            run(session, ["insert": "log", "documents": [["_id": .int64(Int64(number)), "text": .string(String(repeating: "x", count: number))]]])
        }
        run(session, ["update": "log", "updates": [["q": ["_id": 97], "u": ["$set": ["text": "short"]]]]])
        run(session, ["delete": "log", "deletes": [["q": ["_id": 98], "limit": 1]]])
        // A $merge that fails on its second document takes back its first (all or nothing).
        run(session, ["insert": "source", "documents": [["_id": 200, "k": 1], ["_id": 201, "k": 1]]])
        run(session, ["createIndexes": "log", "indexes": [["key": ["k": 1], "name": "k_1", "unique": true, "sparse": true]]])
        #expect(session.run(["aggregate": "source", "pipeline": [["$merge": ["into": "log"]]], "cursor": [:]])["ok"] == .double(0))
        let namespace = try Namespace(database: "test", collection: "log")
        let collection = try #require(try store.snapshot(namespace))
        #expect(collection.documentBytes == collection.documents.reduce(0) { $0 + $1.bytes.count })
        #expect(ids(session) == [95, 96, 97, 99])
    }
}
