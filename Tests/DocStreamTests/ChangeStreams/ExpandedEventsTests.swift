import DocStream
import DocStreamBSON
import Foundation
import Testing

/// The events MongoDB shows only to streams opened with `showExpandedEvents` (6.0): create,
/// modify, createIndexes and dropIndexes, after jstests/change_streams/show_expanded_events.js
/// and the manual's pages "create Event", "modify Event", "createIndexes Event" and
/// "dropIndexes Event". Each carries the collection's `collectionUUID` (CollectionUUIDTests
/// checks it); these leave it out.
@Suite("Change streams: expanded events")
struct ExpandedEventsTests {
    let store = Store()
    var session: CommandSession { CommandSession(store: store, defaultDatabase: "test") }
    var database: MongoDatabase { MongoClient(store: store).database(named: "test") }
    let ns: BSONValue = ["db": "test", "coll": "enriched_events"]

    private func run(_ command: Document) {
        let reply = session.run(command)
        #expect(reply["ok"] == .double(1), "\(command.extendedJSON(.relaxed)) -> \(reply.extendedJSON(.relaxed))")
    }

    /// The event without `_id`, `clusterTime`, `wallTime` and `collectionUUID`, after checking their types.
    private func nextEvent(_ watcher: ChangeStreamWatcher) throws -> Document? {
        guard let event = try watcher.tryNext() else { return nil }
        #expect(event["_id"]?.type == .document)
        #expect(event["clusterTime"]?.type == .timestamp)
        #expect(event["wallTime"]?.type == .datetime)
        #expect(event["collectionUUID"].map { $0.type == .binary } ?? true)
        return Document(event.filter { !["_id", "clusterTime", "wallTime", "collectionUUID"].contains($0.key) }.map { ($0.key, $0.value) })
    }

    @Test("show_expanded_events.js: create, insert, replace, update, delete, drop and rename, each with its fields")
    func showExpandedEventsJS() throws {
        let watcher = try database.watch(options: ChangeStreamOptions(showExpandedEvents: true))
        run(["create": "enriched_events"])
        #expect(
            try nextEvent(watcher) == [
                "operationType": "create", "ns": ns,
                "operationDescription": ["idIndex": ["v": .int32(2), "key": ["_id": .int32(1)], "name": "_id_"]], "nsType": "collection",
            ])
        run(["insert": "enriched_events", "documents": [["_id": 0, "a": 1]]])
        #expect(
            try nextEvent(watcher) == [
                "operationType": "insert", "fullDocument": ["_id": 0, "a": 1], "ns": ns, "documentKey": ["_id": 0],
            ])
        run(["update": "enriched_events", "updates": [["q": ["_id": 0], "u": ["_id": 0, "a": 2]]]])
        #expect(
            try nextEvent(watcher) == [
                "operationType": "replace", "fullDocument": ["_id": 0, "a": 2], "ns": ns, "documentKey": ["_id": 0],
            ])
        run(["update": "enriched_events", "updates": [["q": ["_id": 0], "u": ["$inc": ["a": 1]]]]])
        #expect(
            try nextEvent(watcher) == [
                "operationType": "update", "ns": ns, "documentKey": ["_id": 0],
                "updateDescription": ["updatedFields": ["a": 3], "removedFields": [], "truncatedArrays": [], "disambiguatedPaths": [:]],
            ])
        run(["delete": "enriched_events", "deletes": [["q": ["_id": 0], "limit": 1]]])
        #expect(try nextEvent(watcher) == ["operationType": "delete", "ns": ns, "documentKey": ["_id": 0]])
        run(["renameCollection": "test.enriched_events", "to": "test.enriched_events_renamed", "$db": "admin"])
        let renamed: BSONValue = ["db": "test", "coll": "enriched_events_renamed"]
        #expect(try nextEvent(watcher) == ["operationType": "rename", "ns": ns, "to": renamed, "operationDescription": ["to": renamed]])
        run(["drop": "enriched_events_renamed"])
        #expect(try nextEvent(watcher) == ["operationType": "drop", "ns": renamed])
        #expect(try watcher.tryNext() == nil)
    }

    @Test("A first insert creates the collection: create, then insert; a stream without showExpandedEvents sees the insert only")
    func implicitCreate() async throws {
        let expanded = try database.collection(withName: "enriched_events").watch(options: ChangeStreamOptions(showExpandedEvents: true))
        let plain = try database.collection(withName: "enriched_events").watch()
        _ = try await database.collection(withName: "enriched_events").insertOne(["_id": 1])
        _ = try await database.collection(withName: "enriched_events").insertOne(["_id": 2])
        #expect(try nextEvent(expanded)?["operationType"] == "create")
        #expect(try nextEvent(expanded)?["operationType"] == "insert")
        #expect(try nextEvent(expanded)?["operationType"] == "insert")
        #expect(try expanded.tryNext() == nil)
        #expect(try nextEvent(plain)?["operationType"] == "insert")
        #expect(try nextEvent(plain)?["operationType"] == "insert")
        #expect(try plain.tryNext() == nil)
    }

    @Test("createIndexes and dropIndexes events list the indexes' specifications (manual: createIndexes Event, dropIndexes Event)")
    func indexEvents() throws {
        run(["create": "enriched_events"])
        let watcher = try database.collection(withName: "enriched_events").watch(options: ChangeStreamOptions(showExpandedEvents: true))
        run(["createIndexes": "enriched_events", "indexes": [["key": ["a": 1], "name": "a_1"], ["key": ["b": -1], "name": "b_-1", "unique": true]]])
        let created = try #require(try nextEvent(watcher))
        #expect(created["operationType"] == "createIndexes")
        #expect(created["ns"] == ns)
        #expect(
            created["operationDescription"] == [
                "indexes": [
                    ["v": .int32(2), "key": ["a": 1], "name": "a_1"], ["v": .int32(2), "key": ["b": -1], "name": "b_-1", "unique": true],
                ]
            ])
        run(["dropIndexes": "enriched_events", "index": "a_1"])
        #expect(
            try nextEvent(watcher) == [
                "operationType": "dropIndexes", "ns": ns, "operationDescription": ["indexes": [["v": .int32(2), "key": ["a": 1], "name": "a_1"]]],
            ])
        // Creating an index that exists changes nothing and reports nothing.
        run(["createIndexes": "enriched_events", "indexes": [["key": ["b": -1], "name": "b_-1", "unique": true]]])
        #expect(try watcher.tryNext() == nil)
    }

    @Test("collMod gives a modify event: what changed, and the options before (manual: modify Event)")
    func modifyEvent() throws {
        run(["create": "enriched_events", "validator": ["a": ["$type": "int"]]])
        let watcher = try database.watch(options: ChangeStreamOptions(showExpandedEvents: true))
        run(["collMod": "enriched_events", "validationAction": "warn"])
        let event = try #require(try nextEvent(watcher))
        #expect(event["operationType"] == "modify")
        #expect(event["ns"] == ns)
        #expect(event["operationDescription"] == ["validationAction": "warn"])
        #expect(event["stateBeforeChange"]?.documentValue?["collectionOptions"]?.documentValue?["validator"] == ["a": ["$type": "int"]])
        #expect(event["stateBeforeChange"]?.documentValue?["collectionOptions"]?.documentValue?["validationAction"] != "warn")
    }

    @Test("The expanded events are in the durable change log: a stream resumed after a restart sees them")
    func durable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-expanded-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let session = CommandSession(store: try Store(directory: directory), defaultDatabase: "test")
            for command: Document in [
                ["insert": "c", "documents": [["_id": 1]]],
                ["createIndexes": "c", "indexes": [["key": ["a": 1], "name": "a_1"]]],
                ["collMod": "c", "validationLevel": "moderate"],
                ["dropIndexes": "c", "index": "a_1"],
            ] {
                #expect(session.run(command)["ok"] == .double(1))
            }
        }
        let reopened = try Store(directory: directory)
        let watcher = try MongoClient(store: reopened).watch(
            options: ChangeStreamOptions(startAtOperationTime: BSONTimestamp(seconds: 0, increment: 1), showExpandedEvents: true))
        var types: [String] = []
        while let event = try watcher.tryNext() { types.append(event["operationType"]?.stringValue ?? "?") }
        #expect(types == ["create", "insert", "createIndexes", "modify", "dropIndexes"])
        let indexes = CommandSession(store: reopened, defaultDatabase: "test").run(["listIndexes": "c"])[path: "cursor.firstBatch"]
        #expect(indexes?.arrayValue?.count == 1)
    }
}
