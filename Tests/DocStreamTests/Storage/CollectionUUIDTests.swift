import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Collection UUIDs as MongoDB gives them: one per collection from its creation, shown by
/// listCollections as `info.uuid` (manual: listCollections, "info.uuid"), kept while the
/// collection lives (collMod, index builds and renames within a database keep it), new for a
/// collection created again, none for a view; change events carry it as `collectionUUID` with
/// showExpandedEvents only, after `clusterTime` and before `wallTime` (manual: Change Events;
/// document_source_change_stream_transform.cpp).
@Suite("Collection UUIDs", .timeLimit(.minutes(10)))
struct CollectionUUIDTests {
    private static func uuid(_ session: CommandSession, _ collection: String) -> BSONValue? {
        session.run(["listCollections": 1, "filter": ["name": .string(collection)]])[path: "cursor.firstBatch.0.info.uuid"]
    }

    private static func isUUID(_ value: BSONValue?) -> Bool {
        guard case .binary(let binary)? = value else { return false }
        return binary.subtype == BSONBinary.uuid && binary.data.count == 16
    }

    @Test("every collection has its own UUID, kept by collMod, indexes and renames, new when created again; a view has none")
    func lifetime() {
        let session = CommandSession(store: Store(), defaultDatabase: "test")
        _ = session.run(["create": "explicit"])
        _ = session.run(["insert": "implicit", "documents": [["_id": 1]]])
        _ = session.run(["createIndexes": "indexed", "indexes": [["key": ["a": 1], "name": "a_1"]]])
        let first = Self.uuid(session, "explicit")
        #expect(Self.isUUID(first) && Self.isUUID(Self.uuid(session, "implicit")) && Self.isUUID(Self.uuid(session, "indexed")))
        #expect(Set([first, Self.uuid(session, "implicit"), Self.uuid(session, "indexed")]).count == 3)
        #expect(session.run(["listCollections": 1, "filter": ["name": "explicit"]])[path: "cursor.firstBatch.0.info"] == ["readOnly": false, "uuid": first!])

        _ = session.run(["collMod": "explicit", "validator": ["a": ["$exists": true]]])
        _ = session.run(["createIndexes": "explicit", "indexes": [["key": ["b": 1], "name": "b_1"]]])
        _ = session.run(["renameCollection": "test.explicit", "to": "test.renamed", "$db": "admin"])
        #expect(Self.uuid(session, "renamed") == first)

        _ = session.run(["drop": "renamed"])
        _ = session.run(["create": "renamed"])
        #expect(Self.isUUID(Self.uuid(session, "renamed")) && Self.uuid(session, "renamed") != first)

        _ = session.run(["create": "view", "viewOn": "renamed"])
        #expect(session.run(["listCollections": 1, "filter": ["name": "view"]])[path: "cursor.firstBatch.0.info"] == ["readOnly": true])
    }

    @Test("a durable store keeps each UUID, from the journal and from a checkpoint", arguments: [false, true])
    func durable(checkpointing: Bool) throws {
        let directory = try TemporaryDirectory()
        let before: BSONValue?
        do {
            let session = CommandSession(store: try Store(directory: directory.url), defaultDatabase: "test")
            _ = session.run(["insert": "drinks", "documents": [["_id": 1]]])
            before = Self.uuid(session, "drinks")
            if checkpointing { try session.store.checkpoint() }
        }
        let session = CommandSession(store: try Store(directory: directory.url), defaultDatabase: "test")
        #expect(Self.isUUID(before) && Self.uuid(session, "drinks") == before)
    }

    @Test("a collection whose journal predates UUIDs gets one, the same at every open")
    func recordedBefore() throws {
        let directory = try TemporaryDirectory()
        // A journal as DocStream wrote it before collections had UUIDs.
        var bytes: [UInt8] = []
        JournalFormat.appendRecord(
            [
                "op": "create", "db": "test", "coll": "old", "ct": .timestamp(BSONTimestamp(seconds: 1, increment: 1)),
                "wt": .datetime(BSONDateTime(millisecondsSinceEpoch: 0)),
            ], to: &bytes)
        try Data(bytes).write(to: directory.file("journal"))
        let first = Self.uuid(CommandSession(store: try Store(directory: directory.url), defaultDatabase: "test"), "old")
        let second = Self.uuid(CommandSession(store: try Store(directory: directory.url), defaultDatabase: "test"), "old")
        #expect(Self.isUUID(first) && first == second)
    }

    @Test("change events carry the collection's UUID with showExpandedEvents only, between clusterTime and wallTime")
    func changeEvents() throws {
        let store = Store()
        let session = CommandSession(store: store, defaultDatabase: "test")
        let database = MongoClient(store: store).database(named: "test")
        let expanded = try database.watch(options: ChangeStreamOptions(showExpandedEvents: true))
        let plain = try database.watch()
        _ = session.run(["create": "c"])
        _ = session.run(["insert": "c", "documents": [["_id": 1]]])
        _ = session.run(["update": "c", "updates": [["q": ["_id": 1], "u": ["$set": ["a": 1]]]]])
        _ = session.run(["delete": "c", "deletes": [["q": ["_id": 1], "limit": 1]]])
        let listed = Self.uuid(session, "c")
        _ = session.run(["drop": "c"])
        var expandedEvents: [Document] = []
        while let event = try expanded.tryNext() { expandedEvents.append(event) }
        #expect(expandedEvents.map { $0["operationType"] } == ["create", "insert", "update", "delete", "drop"])
        #expect(Self.isUUID(listed) && expandedEvents.allSatisfy { $0["collectionUUID"] == listed })
        #expect(expandedEvents.allSatisfy { Array($0.keys.prefix(5)) == ["_id", "operationType", "clusterTime", "collectionUUID", "wallTime"] })
        var plainEvents: [Document] = []
        while let event = try plain.tryNext() { plainEvents.append(event) }
        #expect(plainEvents.map { $0["operationType"] } == ["insert", "update", "delete", "drop"])
        #expect(plainEvents.allSatisfy { $0["collectionUUID"] == nil })
    }
}
