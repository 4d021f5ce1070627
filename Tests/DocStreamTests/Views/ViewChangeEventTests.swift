import DocStream
import DocStreamBSON
import Foundation
import Testing

/// A view's create, collMod and drop as change streams report them, after
/// jstests/change_streams/views_with_change_stream_expanded_events.js: database streams see
/// them (create with `nsType: "view"`), streams of the view's name or of its source do not,
/// and a change stream cannot be opened on a view.
@Suite("Views: change events")
struct ViewChangeEventTests {
    let store = Store()
    var session: CommandSession { CommandSession(store: store, defaultDatabase: "test") }
    var database: MongoDatabase { MongoClient(store: store).database(named: "test") }
    static let pipeline: BSONValue = [["$match": ["a": 2]], ["$project": ["a": 1]]]

    private func run(_ command: Document) {
        let reply = session.run(command)
        #expect(reply["ok"] == .double(1), "\(command.extendedJSON(.relaxed)) -> \(reply.extendedJSON(.relaxed))")
    }

    /// The event without `_id`, `clusterTime`, `wallTime` and `collectionUUID`.
    private func nextEvent(_ watcher: ChangeStreamWatcher) throws -> Document? {
        guard let event = try watcher.tryNext() else { return nil }
        return Document(event.filter { !["_id", "clusterTime", "wallTime", "collectionUUID"].contains($0.key) }.map { ($0.key, $0.value) })
    }

    @Test("a database stream sees a view's create, modify and drop")
    func databaseStream() throws {
        run(["create": "base"])
        let options = ChangeStreamOptions(showExpandedEvents: true)
        let watcher = try database.watch(options: options)
        run(["create": "view", "viewOn": "base", "pipeline": Self.pipeline])
        #expect(
            try nextEvent(watcher) == [
                "operationType": "create", "ns": ["db": "test", "coll": "view"],
                "operationDescription": ["viewOn": "base", "pipeline": Self.pipeline], "nsType": "view",
            ])
        run(["create": "viewOnView", "viewOn": "view", "pipeline": Self.pipeline])
        _ = try watcher.tryNext()
        let updated: BSONValue = [["$match": ["a": 1]], ["$project": ["a": 1]]]
        run(["collMod": "viewOnView", "viewOn": "view", "pipeline": updated])
        #expect(
            try nextEvent(watcher) == [
                "operationType": "modify", "ns": ["db": "test", "coll": "viewOnView"], "operationDescription": ["viewOn": "view", "pipeline": updated],
            ])
        run(["drop": "view"])
        #expect(try nextEvent(watcher) == ["operationType": "drop", "ns": ["db": "test", "coll": "view"]])
        #expect(try watcher.tryNext() == nil)
    }

    @Test("a stream of the view's name sees only the collection that later takes the name; one of the source sees no view events")
    func collectionStreams() throws {
        run(["create": "base"])
        let options = ChangeStreamOptions(showExpandedEvents: true)
        let named = try database.collection(withName: "view").watch(options: options)
        let source = try database.collection(withName: "base").watch(options: options)
        run(["create": "view", "viewOn": "base", "pipeline": Self.pipeline])
        run(["drop": "view"])
        run(["create": "view"])
        run(["insert": "base", "documents": [["_id": 0]]])
        #expect(
            try nextEvent(named) == [
                "operationType": "create", "ns": ["db": "test", "coll": "view"],
                "operationDescription": ["idIndex": ["v": .int32(2), "key": ["_id": .int32(1)], "name": "_id_"]], "nsType": "collection",
            ])
        #expect(try named.tryNext() == nil)
        #expect(
            try nextEvent(source) == ["operationType": "insert", "fullDocument": ["_id": 0], "ns": ["db": "test", "coll": "base"], "documentKey": ["_id": 0]])
        #expect(try source.tryNext() == nil)
    }

    @Test("a view's drop is still a view's after a restart of a durable store")
    func durableDrop() throws {
        let directory = try TemporaryDirectory()
        do {
            let session = CommandSession(store: try Store(directory: directory.url), defaultDatabase: "test")
            _ = session.run(["create": "view", "viewOn": "base"])
            _ = session.run(["drop": "view"])
        }
        let database = MongoClient(store: try Store(directory: directory.url)).database(named: "test")
        let fromTheStart = ChangeStreamOptions(startAtOperationTime: BSONTimestamp(seconds: 0, increment: 1))
        // A stream of the name neither sees nor is ended by the view's drop; the database's sees it.
        let named = try database.collection(withName: "view").watch(options: fromTheStart)
        #expect(try named.tryNext() == nil)
        let whole = try database.watch(options: fromTheStart)
        #expect(try nextEvent(whole) == ["operationType": "drop", "ns": ["db": "test", "coll": "view"]])
        #expect(try whole.tryNext() == nil)
    }
}
