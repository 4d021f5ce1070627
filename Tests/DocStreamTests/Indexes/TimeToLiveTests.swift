import DocStreamBSON
import Foundation
import Testing

@_spi(Benchmarks) @testable import DocStream

/// TTL indexes and the TTL monitor, after the MongoDB manual's "TTL Indexes" page: a document
/// expires once the date in the indexed field, or the earliest date of an array there, is
/// `expireAfterSeconds` old; a document whose field holds no date, or that has no such field,
/// never expires; a partial TTL index expires only the documents its filter matches. The
/// removals are deletes: journaled, and delete events on change streams.
@Suite("TTL indexes", .timeLimit(.minutes(2)))
struct TimeToLiveTests {
    /// 2026-01-01T00:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_767_225_600)

    static func date(secondsBeforeNow seconds: Double) -> BSONValue {
        .datetime(BSONDateTime(now.addingTimeInterval(-seconds)))
    }

    /// The manual's cases, against an index with a lifetime of an hour.
    static let documents: [Document] = [
        ["_id": 1, "createdAt": date(secondsBeforeNow: 7200)],
        ["_id": 2, "createdAt": date(secondsBeforeNow: 60)],
        // Exactly an hour old: expired (the monitor removes dates up to now - expireAfterSeconds).
        ["_id": 3, "createdAt": date(secondsBeforeNow: 3600)],
        ["_id": 4, "createdAt": date(secondsBeforeNow: 3599.999)],
        // An array expires by its earliest date.
        ["_id": 5, "createdAt": [date(secondsBeforeNow: 10), date(secondsBeforeNow: 86400), "text"]],
        ["_id": 6, "createdAt": [date(secondsBeforeNow: 10), date(secondsBeforeNow: 20)]],
        // Not a date: never expires, however old the value reads.
        ["_id": 7, "createdAt": "2001-01-01T00:00:00Z"],
        ["_id": 8, "createdAt": .timestamp(BSONTimestamp(seconds: 1, increment: 1))],
        ["_id": 9, "createdAt": .int64(0)],
        ["_id": 10],
        ["_id": 11, "createdAt": .null],
        ["_id": 12, "createdAt": [[date(secondsBeforeNow: 86400)]]],
    ]

    /// Inserts `documents`, which must all go in.
    private func insert(_ session: IndexTestSession, _ collection: String, _ documents: [Document], sourceLocation: SourceLocation = #_sourceLocation) {
        let reply = session.session.run(["insert": .string(collection), "documents": .array(documents.map(BSONValue.document))])
        #expect(reply["n"] == .int32(Int32(documents.count)), "\(reply)", sourceLocation: sourceLocation)
    }

    private func remainingIDs(_ session: IndexTestSession, _ collection: String = "log_events") throws -> [Int] {
        try session.documents(collection).map { Int(try #require($0["_id"]?.int64Value ?? $0["_id"]?.int32Value.map(Int64.init))) }
    }

    @Test("a pass removes the documents whose date (or earliest date of an array) is expireAfterSeconds old, and no other")
    func expiry() throws {
        let store = Store()
        let session = IndexTestSession(store: store)
        try session.ok(#"{"createIndexes": "log_events", "indexes": [{"key": {"createdAt": 1}, "name": "createdAt_1", "expireAfterSeconds": 3600}]}"#)
        insert(session, "log_events", Self.documents)
        #expect(store.removeExpiredDocuments(at: Self.now) == 3)
        #expect(try remainingIDs(session) == [2, 4, 6, 7, 8, 9, 10, 11, 12])
        // Time passes: of the two dates of _id 6, the earlier passes the hour first and decides.
        #expect(store.removeExpiredDocuments(at: Self.now.addingTimeInterval(3582)) == 3)
        #expect(try remainingIDs(session) == [7, 8, 9, 10, 11, 12])
        #expect(store.timeToLiveMetrics == ["deletedDocuments": .int64(6), "passes": .int64(2), "subPasses": .int64(2)])
    }

    @Test("expireAfterSeconds 0 expires each document at the date it holds; a nested field and a partial filter are honored")
    func clockTimeAndPartial() throws {
        let store = Store()
        let session = IndexTestSession(store: store)
        try session.ok(
            #"{"createIndexes": "sessions", "indexes": [{"key": {"meta.expireAt": 1}, "name": "expireAt", "expireAfterSeconds": 0, "partialFilterExpression": {"kind": "guest"}}]}"#
        )
        insert(
            session, "sessions",
            [
                ["_id": 1, "kind": "guest", "meta": ["expireAt": Self.date(secondsBeforeNow: 1)]],
                ["_id": 2, "kind": "guest", "meta": ["expireAt": Self.date(secondsBeforeNow: -60)]],
                ["_id": 3, "kind": "member", "meta": ["expireAt": Self.date(secondsBeforeNow: 1)]],
                ["_id": 4, "kind": "guest", "meta": [["expireAt": Self.date(secondsBeforeNow: 5)]]],
            ])
        #expect(store.removeExpiredDocuments(at: Self.now) == 2)
        #expect(try remainingIDs(session, "sessions") == [2, 3])
    }

    @Test("a hidden TTL index still expires documents; unhiding or changing the lifetime by collMod applies from the next pass")
    func collModLifetime() throws {
        let store = Store()
        let session = IndexTestSession(store: store)
        try session.ok(
            #"{"createIndexes": "log_events", "indexes": [{"key": {"createdAt": 1}, "name": "createdAt_1", "expireAfterSeconds": 86400, "hidden": true}]}"#)
        insert(session, "log_events", Array(Self.documents.prefix(4)))
        #expect(store.removeExpiredDocuments(at: Self.now) == 0)
        try session.ok(#"{"collMod": "log_events", "index": {"name": "createdAt_1", "expireAfterSeconds": 30}}"#)
        #expect(store.removeExpiredDocuments(at: Self.now) == 4)
    }

    @Test("TTL deletes are delete events on change streams, in the order of the index")
    func deleteEvents() throws {
        let store = Store()
        let session = IndexTestSession(store: store)
        try session.ok(#"{"createIndexes": "log_events", "indexes": [{"key": {"createdAt": 1}, "name": "createdAt_1", "expireAfterSeconds": 3600}]}"#)
        insert(session, "log_events", Array(Self.documents.prefix(3)))
        let watcher = try MongoClient(store: store).database(named: "test").collection(withName: "log_events").watch()
        store.removeExpiredDocuments(at: Self.now)
        var deleted: [BSONValue] = []
        while let event = try watcher.tryNext() {
            #expect(event["operationType"] == "delete")
            deleted.append(event["documentKey"]?.documentValue?["_id"] ?? .null)
        }
        #expect(Set(deleted) == [1, 3])
    }

    @Test("collMod on an index gives a modify event with the option given and the index's options before")
    func modifyEvent() throws {
        let store = Store()
        let session = IndexTestSession(store: store)
        try session.ok(#"{"createIndexes": "tickets", "indexes": [{"key": {"lastAccess": 1}, "name": "lastAccess_1", "expireAfterSeconds": 3600}]}"#)
        let watcher = try MongoClient(store: store).database(named: "test").watch(options: ChangeStreamOptions(showExpandedEvents: true))
        try session.ok(#"{"collMod": "tickets", "index": {"keyPattern": {"lastAccess": 1}, "expireAfterSeconds": 1800}}"#)
        // A change to what the index already is writes nothing.
        try session.ok(#"{"collMod": "tickets", "index": {"name": "lastAccess_1", "expireAfterSeconds": 1800}}"#)
        let event = try #require(try watcher.tryNext())
        #expect(event["operationType"] == "modify")
        #expect(event["operationDescription"] == ["index": ["keyPattern": ["lastAccess": .int32(1)], "expireAfterSeconds": .int32(1800)]])
        #expect(event["stateBeforeChange"]?.documentValue?["indexOptions"] == ["expireAfterSeconds": .int32(3600)])
        #expect(event["stateBeforeChange"]?.documentValue?["collectionOptions"] != nil)
        #expect(try watcher.tryNext() == nil)
    }

    @Test(
        "TTL indexes, their changes by collMod and the removals survive a restart (from the journal, then from a checkpoint)",
        arguments: [false, true])
    func durable(checkpointing: Bool) throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            let session = IndexTestSession(store: store)
            try session.ok(
                #"{"createIndexes": "log_events", "indexes": [{"key": {"createdAt": 1}, "name": "createdAt_1", "expireAfterSeconds": 3600}, {"key": {"other": 1}, "name": "other_1"}]}"#
            )
            insert(session, "log_events", Self.documents)
            try session.ok(#"{"collMod": "log_events", "index": {"name": "createdAt_1", "expireAfterSeconds": 7000}}"#)
            try session.ok(#"{"collMod": "log_events", "index": {"name": "other_1", "hidden": true}}"#)
            #expect(store.removeExpiredDocuments(at: Self.now) == 2)
            if checkpointing { try store.checkpoint() }
        }
        let store = try Store(directory: directory.url)
        let session = IndexTestSession(store: store)
        let listed = try session.run(#"{"listIndexes": "log_events"}"#)[path: "cursor.firstBatch"]?.arrayValue
        #expect(listed?[1].documentValue?["expireAfterSeconds"] == .int32(7000))
        #expect(listed?[2].documentValue?["hidden"] == true)
        #expect(try remainingIDs(session) == [2, 3, 4, 6, 7, 8, 9, 10, 11, 12])
        // The reopened store's monitor serves the index it found.
        #expect(store.removeExpiredDocuments(at: Self.now.addingTimeInterval(3600)) == 2)
        #expect(try remainingIDs(session) == [2, 6, 7, 8, 9, 10, 11, 12])
    }

    @Test(
        "on a collection too large to read, a pass removes the expired documents through the record store's index, and collMod changes the index without reading it"
    )
    func storedCollection() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["createIndexes": "log_events", "indexes": [["key": ["createdAt": 1], "name": "createdAt_1", "expireAfterSeconds": 3600]]],
                [
                    "insert": "log_events",
                    "documents": .array(
                        (0..<300).map { number in
                            .document([
                                "_id": .int32(Int32(number)), "createdAt": Self.date(secondsBeforeNow: Double(number) * 60),
                                "padding": .string(String(repeating: "x", count: 200)),
                            ])
                        }),
                ],
            ])
            try store.checkpoint()
        }
        let store = try Store(directory: directory.url, cacheSize: 1)
        try store.runRequiringSuccess([["collMod": "log_events", "index": ["name": "createdAt_1", "expireAfterSeconds": 7200]]])
        #expect(store.state.withLock { $0.storedCollection(try! Namespace(database: "test", collection: "log_events"))?.isRead } == false)
        // Dates 7200 s old or more: minutes 120 to 299.
        #expect(store.removeExpiredDocuments(at: Self.now) == 180)
        let session = IndexTestSession(store: store)
        #expect(try remainingIDs(session) == Array(0..<120))
    }

    @Test("the monitor runs every ttlMonitorSleepSecs once the store has a TTL index, and not while ttlMonitorEnabled is off")
    func monitor() async throws {
        let store = Store()
        let session = IndexTestSession(store: store)
        try session.ok(#"{"setParameter": 1, "ttlMonitorSleepSecs": 1, "$db": "admin"}"#)
        try session.ok(#"{"setParameter": 1, "ttlMonitorEnabled": false, "$db": "admin"}"#)
        try session.ok(#"{"createIndexes": "log_events", "indexes": [{"key": {"createdAt": 1}, "name": "createdAt_1", "expireAfterSeconds": 0}]}"#)
        insert(session, "log_events", [["_id": 1, "createdAt": .datetime(.now)]])
        try await Task.sleep(for: .milliseconds(2500))
        #expect(store.timeToLiveMetrics["passes"] == .int64(0))
        #expect(try remainingIDs(session) == [1])
        try session.ok(#"{"setParameter": 1, "ttlMonitorEnabled": true, "$db": "admin"}"#)
        let deadline = ContinuousClock.now + .seconds(30)
        while try !remainingIDs(session).isEmpty, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(try remainingIDs(session).isEmpty)
        #expect(store.timeToLiveMetrics["deletedDocuments"] == .int64(1))
    }

    @Test("IndexOptions.expireAfterSeconds makes a TTL index through the Swift API")
    func swiftAPI() async throws {
        let client = MongoClient()
        let sessions = client.database(named: "app").collection(withName: "sessions")
        var options = IndexOptions()
        options.expireAfterSeconds = 3600
        #expect(try await sessions.createIndex(["lastSeen": 1], options: options) == "lastSeen_1")
        let indexes = try await sessions.listIndexes()
        #expect(indexes.last?["expireAfterSeconds"] == .int32(3600))
        options.expireAfterSeconds = -1
        await #expect(throws: DocStreamError.self) { try await sessions.createIndex(["other": 1], options: options) }
        #expect(try await sessions.listIndexes().count == 2)
    }
}
