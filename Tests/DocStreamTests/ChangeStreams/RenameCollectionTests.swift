import DocStream
import DocStreamBSON
import Foundation
import Testing

/// renameCollection and its change events, after MongoDB's jstests
/// change_streams/metadata_notifications.js (streams on the source or the target: rename, then
/// invalidate), change_streams/whole_db_metadata_notifications.js (a database stream sees the
/// rename and goes on; across databases the source's database sees a drop), core/rename7.js
/// (across databases, dropTarget) and core/rename_collection_to_itself.js; the manual's
/// "Change Events" page for the rename event's fields (`ns`, `to`).
@Suite("renameCollection and rename events")
struct RenameCollectionTests {
    let store = Store()
    var session: CommandSession { CommandSession(store: store, defaultDatabase: "test") }
    var client: MongoClient { MongoClient(store: store) }

    private func run(_ command: Document) -> Document {
        session.run(command)
    }

    private func rename(_ source: String, to target: String, dropTarget: Bool? = nil) -> Document {
        var command: Document = ["renameCollection": .string(source), "to": .string(target), "$db": "admin"]
        if let dropTarget { command["dropTarget"] = .bool(dropTarget) }
        return run(command)
    }

    private func documents(_ database: String, _ collection: String) -> BSONValue? {
        run(["find": .string(collection), "$db": .string(database)])[path: "cursor.firstBatch"]
    }

    private func operationTypes(_ watcher: ChangeStreamWatcher) throws -> [String] {
        var types: [String] = []
        while let event = try watcher.tryNext() { types.append(event["operationType"]?.stringValue ?? "?") }
        return types
    }

    private func insert(_ collection: String, _ documents: [Document], database: String = "test") {
        let reply = run(["insert": .string(collection), "documents": .array(documents.map(BSONValue.document)), "$db": .string(database)])
        #expect(reply["ok"] == .double(1), "\(reply)")
    }

    @Test("metadata_notifications.js: a stream on the source sees rename {ns, to}, then invalidate, then ends")
    func sourceStreamInvalidated() async throws {
        insert("test", [["_id": 0]])
        let watcher = try client.database(named: "test").collection(withName: "test").watch()
        #expect(rename("test.test", to: "test.renamed_coll")["ok"] == .double(1))
        let event = try #require(try watcher.tryNext())
        #expect(event.keys == ["_id", "operationType", "clusterTime", "wallTime", "ns", "to"])
        #expect(event["operationType"] == "rename")
        #expect(event["ns"] == ["db": "test", "coll": "test"])
        #expect(event["to"] == ["db": "test", "coll": "renamed_coll"])
        let invalidate = try #require(try watcher.tryNext())
        #expect(invalidate["operationType"] == "invalidate")
        #expect(try watcher.tryNext() == nil)
        #expect(watcher.isFinished)
        #expect(documents("test", "renamed_coll") == [["_id": 0]])
        #expect(documents("test", "test") == [])
        #expect(try await client.database(named: "test").collectionNames() == ["renamed_coll"])
    }

    @Test("metadata_notifications.js: a stream on the target sees rename, then invalidate; also with dropTarget")
    func targetStreamInvalidated() async throws {
        insert("renamed_coll", [["_id": 1]])
        let target = try client.database(named: "test").collection(withName: "test").watch()
        #expect(rename("test.renamed_coll", to: "test.test")["ok"] == .double(1))
        let event = try #require(try target.tryNext())
        #expect(event["operationType"] == "rename")
        #expect(event["ns"] == ["db": "test", "coll": "renamed_coll"])
        #expect(event["to"] == ["db": "test", "coll": "test"])
        #expect(try target.tryNext()?["operationType"] == "invalidate")
        #expect(target.isFinished)

        // dropTarget over an existing collection: the target's stream is invalidated, and the
        // target's documents are gone.
        insert("renamed_coll", [["_id": 0, "old": true]])
        let existing = try client.database(named: "test").collection(withName: "renamed_coll").watch()
        #expect(rename("test.test", to: "test.renamed_coll", dropTarget: true)["ok"] == .double(1))
        #expect(try operationTypes(existing) == ["rename", "invalidate"])
        #expect(documents("test", "renamed_coll") == [["_id": 1]])
        #expect(try await client.database(named: "test").collectionNames() == ["renamed_coll"])
    }

    @Test("whole_db_metadata_notifications.js: a database stream sees the rename and is not invalidated")
    func databaseStreamContinues() async throws {
        insert("test", [["_id": 5]])
        let watcher = try client.database(named: "test").watch()
        #expect(rename("test.test", to: "test.renamed_coll")["ok"] == .double(1))
        let event = try #require(try watcher.tryNext())
        #expect(event["operationType"] == "rename")
        #expect(event["ns"] == ["db": "test", "coll": "test"])
        #expect(event["to"] == ["db": "test", "coll": "renamed_coll"])
        // With dropTarget: the insert into the target, then only the rename (no drop event).
        insert("test", [["_id": 0]])
        #expect(rename("test.renamed_coll", to: "test.test", dropTarget: true)["ok"] == .double(1))
        #expect(try operationTypes(watcher) == ["insert", "rename"])
        insert("test", [["_id": 2]])
        #expect(try watcher.tryNext()?["operationType"] == "insert")
        #expect(!watcher.isFinished)
        #expect(documents("test", "test") == [["_id": 5], ["_id": 2]])
    }

    @Test("rename7.js and whole_db_metadata_notifications.js: across databases, with dropTarget; the source's database sees a drop")
    func acrossDatabases() async throws {
        insert("rename7", [["_id": 1, "a": 1], ["_id": 2, "a": 2], ["_id": 3, "a": 3]], database: "db_a")
        _ = try await client.database(named: "db_a").collection(withName: "rename7").createIndex(["a": 1])
        let sourceDatabase = try client.database(named: "db_a").watch()
        let targetDatabase = try client.database(named: "db_b").watch()
        let sourceCollection = try client.database(named: "db_a").collection(withName: "rename7").watch()
        let targetCollection = try client.database(named: "db_b").collection(withName: "rename7").watch()
        let everything = try client.watch()
        #expect(rename("db_a.rename7", to: "db_b.rename7")["ok"] == .double(1))
        #expect(documents("db_a", "rename7") == [])
        #expect(try await client.databaseNames().contains("db_a") == false)
        #expect(documents("db_b", "rename7") == [["_id": 1, "a": 1], ["_id": 2, "a": 2], ["_id": 3, "a": 3]])
        let indexes = try await client.database(named: "db_b").collection(withName: "rename7").listIndexes()
        #expect(indexes.map { $0["name"] } == ["_id_", "a_1"])

        let drop = try #require(try sourceDatabase.tryNext())
        #expect(drop["operationType"] == "drop")
        #expect(drop["ns"] == ["db": "db_a", "coll": "rename7"])
        #expect(try sourceDatabase.tryNext() == nil)
        let renamed = try #require(try targetDatabase.tryNext())
        #expect(renamed["operationType"] == "rename")
        #expect(renamed["to"] == ["db": "db_b", "coll": "rename7"])
        #expect(try targetDatabase.tryNext() == nil)
        #expect(try operationTypes(sourceCollection) == ["drop", "invalidate"])
        #expect(try operationTypes(targetCollection) == ["rename", "invalidate"])
        #expect(try operationTypes(everything) == ["drop", "rename"])

        // rename7.js: a target in the other database fails without dropTarget, works with it.
        insert("rename7", [["_id": "a"]], database: "db_a")
        #expect(rename("db_a.rename7", to: "db_b.rename7")["code"] == .int32(48))
        #expect(rename("db_a.rename7", to: "db_b.rename7", dropTarget: true)["ok"] == .double(1))
        #expect(documents("db_b", "rename7") == [["_id": "a"]])
    }

    @Test("The collection's indexes, unique constraints and validator go with it")
    func optionsAndIndexesMove() async throws {
        let database = client.database(named: "test")
        try await database.createCollection("drinks", validator: ["price": ["$type": "double"]])
        let drinks = database.collection(withName: "drinks")
        _ = try await drinks.insertOne(["_id": 1, "name": "Mocha", "price": 4.5])
        _ = try await drinks.createIndex(["name": 1], options: IndexOptions(isUnique: true))
        let menu = try await drinks.rename(to: "menu")
        #expect(menu.name == "menu")
        #expect(try await menu.find(filter: [:]) == [["_id": 1, "name": "Mocha", "price": 4.5]])
        await #expect(throws: DocStreamError.self) { _ = try await menu.insertOne(["_id": 2, "name": "Mocha", "price": 5.0]) }
        let invalid = run(["insert": "menu", "documents": [["_id": 3, "name": "Latte", "price": "cheap"]]])
        #expect(invalid["writeErrors"]?.arrayValue?.first?.documentValue?["code"] == .int32(121))
        #expect(try await menu.find(filter: [:]).count == 1)
        #expect(try await drinks.find(filter: [:]).isEmpty)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let command: Document
        let code: Int32
    }

    static let errorCases: [ErrorCase] = [
        // rename_collection_to_itself.js: IllegalOperation, and nothing is lost.
        ErrorCase(
            testDescription: "to itself, even with dropTarget: 20 IllegalOperation",
            command: ["renameCollection": "test.drinks", "to": "test.drinks", "dropTarget": true, "$db": "admin"], code: 20),
        ErrorCase(
            testDescription: "a missing source: 26 NamespaceNotFound",
            command: ["renameCollection": "test.missing", "to": "test.other", "$db": "admin"], code: 26),
        ErrorCase(
            testDescription: "an existing target without dropTarget: 48 NamespaceExists",
            command: ["renameCollection": "test.drinks", "to": "test.menu", "$db": "admin"], code: 48),
        ErrorCase(
            testDescription: "run against another database than admin: 13 Unauthorized",
            command: ["renameCollection": "test.drinks", "to": "test.other"], code: 13),
        ErrorCase(
            testDescription: "no 'to': 40414",
            command: ["renameCollection": "test.drinks", "$db": "admin"], code: 40414),
        ErrorCase(
            testDescription: "'to' not a string: 14 TypeMismatch",
            command: ["renameCollection": "test.drinks", "to": 1, "$db": "admin"], code: 14),
        ErrorCase(
            testDescription: "a target without a database: 73 InvalidNamespace",
            command: ["renameCollection": "test.drinks", "to": "other", "$db": "admin"], code: 73),
        ErrorCase(
            testDescription: "a target with '$': 73 InvalidNamespace",
            command: ["renameCollection": "test.drinks", "to": "test.a$b", "$db": "admin"], code: 73),
        ErrorCase(
            testDescription: "an unknown field: 40415",
            command: ["renameCollection": "test.drinks", "to": "test.other", "dropTargets": true, "$db": "admin"], code: 40415),
    ]

    @Test(arguments: errorCases)
    func errorLeavesStoreUnchanged(_ errorCase: ErrorCase) async throws {
        insert("drinks", [["_id": 1, "name": "Mocha"]])
        insert("menu", [["_id": "m"]])
        let watcher = try client.watch()
        let reply = run(errorCase.command)
        #expect(reply["ok"] == .double(0))
        #expect(reply["code"] == .int32(errorCase.code), "\(reply)")
        #expect(try await client.database(named: "test").collectionNames() == ["drinks", "menu"])
        #expect(documents("test", "drinks") == [["_id": 1, "name": "Mocha"]])
        #expect(documents("test", "menu") == [["_id": "m"]])
        #expect(try watcher.tryNext() == nil)
    }

    @Test("metadata_notifications.js: $out reaches a stream on its target as a rename to it, then invalidate")
    func outInvalidatesTarget() async throws {
        insert("test", [["_id": 1, "n": 1], ["_id": 2, "n": 2]])
        insert("renamed_coll", [["_id": "old"]])
        _ = try await client.database(named: "test").collection(withName: "renamed_coll").createIndex(["n": 1], options: IndexOptions(isUnique: true))
        let target = try client.database(named: "test").collection(withName: "renamed_coll").watch()
        let database = try client.database(named: "test").watch()
        let reply = run(["aggregate": "test", "pipeline": [["$out": "renamed_coll"]], "cursor": [:]])
        #expect(reply["ok"] == .double(1), "\(reply)")
        let rename = try #require(try target.tryNext())
        #expect(rename["operationType"] == "rename")
        #expect(rename["to"] == ["db": "test", "coll": "renamed_coll"])
        #expect(try target.tryNext()?["operationType"] == "invalidate")
        // whole_db_metadata_notifications.js: the database stream sees the temporary
        // collection's inserts, then the rename, and goes on.
        #expect(try operationTypes(database) == ["insert", "insert", "rename"])
        #expect(!database.isFinished)
        #expect(documents("test", "renamed_coll") == [["_id": 1, "n": 1], ["_id": 2, "n": 2]])
        #expect(try await client.database(named: "test").collectionNames() == ["renamed_coll", "test"])
        // The target keeps its indexes.
        let indexes = try await client.database(named: "test").collection(withName: "renamed_coll").listIndexes()
        #expect(indexes.map { $0["name"] } == ["_id_", "n_1"])
        #expect(run(["insert": "renamed_coll", "documents": [["_id": 3, "n": 1]]])["writeErrors"]?.arrayValue?.first?.documentValue?["code"] == .int32(11000))
        // A failing $out (the unique index refuses the results) changes nothing and tells no stream.
        insert("dupes", [["_id": 1, "n": 7], ["_id": 2, "n": 7]])
        let watcher = try client.watch()
        #expect(run(["aggregate": "dupes", "pipeline": [["$out": "renamed_coll"]], "cursor": [:]])["code"] == .int32(11000))
        #expect(documents("test", "renamed_coll") == [["_id": 1, "n": 1], ["_id": 2, "n": 2]])
        #expect(try watcher.tryNext() == nil)
        #expect(try await client.database(named: "test").collectionNames() == ["dupes", "renamed_coll", "test"])
    }

    @Test("With showExpandedEvents the rename event also has operationDescription {to}")
    func expandedEvent() throws {
        insert("drinks", [["_id": 1]])
        let watcher = try client.database(named: "test").collection(withName: "drinks").watch(options: ChangeStreamOptions(showExpandedEvents: true))
        #expect(rename("test.drinks", to: "test.menu")["ok"] == .double(1))
        let event = try #require(try watcher.tryNext())
        #expect(event["to"] == ["db": "test", "coll": "menu"])
        #expect(event["operationDescription"] == ["to": ["db": "test", "coll": "menu"]])
    }

    @Test("A stream resumed with startAfter from the rename's invalidate sees what came after it")
    func startAfterInvalidate() throws {
        insert("drinks", [["_id": 1]])
        let watcher = try client.database(named: "test").collection(withName: "drinks").watch()
        #expect(rename("test.drinks", to: "test.menu")["ok"] == .double(1))
        insert("drinks", [["_id": 2]])
        _ = try watcher.tryNext()
        let invalidate = try #require(try watcher.tryNext())
        let token = try ResumeToken(try #require(invalidate["_id"]?.documentValue))
        let resumed = try client.database(named: "test").collection(withName: "drinks").watch(options: ChangeStreamOptions(startAfter: token))
        let next = try #require(try resumed.tryNext())
        #expect(next["operationType"] == "insert")
        #expect(next["documentKey"] == ["_id": 2])
    }

    @Test("A durable store keeps renames and $out across reopen and checkpoint, and its change history shows them")
    func durable() async throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            let session = CommandSession(store: store)
            _ = session.run(["insert": "drinks", "documents": [["_id": 1], ["_id": 2]]])
            _ = session.run(["createIndexes": "drinks", "indexes": [["key": ["n": 1], "name": "n_1"]]])
            _ = session.run(["insert": "menu", "documents": [["_id": "old"]]])
            let reply = session.run(["renameCollection": "test.drinks", "to": "test.menu", "dropTarget": true, "$db": "admin"])
            #expect(reply["ok"] == .double(1), "\(reply)")
            let out = session.run(["aggregate": "menu", "pipeline": [["$out": "copy"]], "cursor": [:]])
            #expect(out["ok"] == .double(1), "\(out)")
        }
        for pass in 0..<2 {
            let reopened = try Store(directory: directory.url)
            let session = CommandSession(store: reopened)
            #expect(try await MongoClient(store: reopened).database(named: "test").collectionNames() == ["copy", "menu"], "pass \(pass)")
            #expect(session.run(["find": "menu"])[path: "cursor.firstBatch"] == [["_id": 1], ["_id": 2]])
            #expect(session.run(["find": "copy"])[path: "cursor.firstBatch"] == [["_id": 1], ["_id": 2]])
            let names = session.run(["listIndexes": "menu"])[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["name"] }
            #expect(names == ["_id_", "n_1"])
            let history = try MongoClient(store: reopened).watch(options: ChangeStreamOptions(startAtOperationTime: BSONTimestamp(seconds: 0, increment: 1)))
            var types: [String] = []
            while let event = try history.tryNext() { types.append(event["operationType"]?.stringValue ?? "?") }
            #expect(types == ["insert", "insert", "insert", "rename", "insert", "insert", "rename"])
            try reopened.checkpoint()
        }
    }
}
