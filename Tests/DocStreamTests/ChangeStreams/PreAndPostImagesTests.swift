import DocStream
import DocStreamBSON
import Foundation
import Testing

/// Pre- and post-images as MongoDB keeps them (manual: Change Streams with Document Pre- and
/// Post-Images; $changeStream's fullDocument and fullDocumentBeforeChange): only for changes
/// made while the collection had `changeStreamPreAndPostImages: {enabled: true}`; otherwise
/// whenAvailable gives null and required fails with 47 NoMatchingDocument
/// (document_source_change_stream_add_pre_image.cpp, ..._add_post_image.cpp). They expire with
/// the change history and after changeStreamOptions' `preAndPostImages.expireAfterSeconds`
/// (jstests/noPassthrough/change_streams/change_stream_options.js).
@Suite("Change streams: pre- and post-images", .timeLimit(.minutes(10)))
struct PreAndPostImagesTests {
    static let imageOptions = ChangeStreamOptions(fullDocument: .whenAvailable, fullDocumentBeforeChange: .whenAvailable)

    /// Updates, replaces and deletes document 1 of `drinks` after `watcher` opened.
    private static func change(_ drinks: MongoCollection) async throws {
        _ = try await drinks.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "grande"]])
        _ = try await drinks.replaceOneDocument(filter: ["_id": 1], replacement: ["name": "Latte"])
        _ = try await drinks.deleteOneDocument(filter: ["_id": 1])
    }

    private static func events(_ watcher: ChangeStreamWatcher) throws -> [Document] {
        var events: [Document] = []
        while let event = try watcher.tryNext() { events.append(event) }
        return events
    }

    @Test("without changeStreamPreAndPostImages, whenAvailable gives null images and required fails with 47")
    func notKept() async throws {
        let database = MongoClient(store: Store()).database(named: "ios")
        let drinks = database.collection(withName: "CoffeeDrinks")
        _ = try await drinks.insertOne(["_id": 1, "name": "Mocha"])
        let available = try drinks.watch(options: Self.imageOptions)
        let preRequired = try drinks.watch(options: ChangeStreamOptions(fullDocumentBeforeChange: .required))
        let postRequired = try drinks.watch(options: ChangeStreamOptions(fullDocument: .required))
        try await Self.change(drinks)

        let events = try Self.events(available)
        #expect(events.map { $0["operationType"] } == ["update", "replace", "delete"])
        #expect(events.map { $0["fullDocumentBeforeChange"] } == [.null, .null, .null])
        #expect(events[0]["fullDocument"] == .null)
        // A replacement's fullDocument is the replacement, kept or not.
        #expect(events[1]["fullDocument"] == ["_id": 1, "name": "Latte"])
        let preError = #expect(throws: DocStreamError.self) { _ = try preRequired.tryNext() }
        #expect(preError?.errorCode == .noMatchingDocument)
        #expect(
            preError?.message.hasPrefix(
                "Change stream was configured to require a pre-image for all update, delete and replace events, but the pre-image was not found for event: {operationType: \"update\", ns: {db: \"ios\", coll: \"CoffeeDrinks\"}, clusterTime: Timestamp("
            ) == true)
        let postError = #expect(throws: DocStreamError.self) { _ = try postRequired.tryNext() }
        #expect(postError?.errorCode == .noMatchingDocument)
        #expect(
            postError?.message.hasPrefix(
                "Change stream was configured to require a post-image for all update events, but the post-image was not found for event: ") == true)
        // Failing streams lose nothing: the documents are as the writes left them.
        #expect(try await drinks.count(filter: [:]) == 0)
    }

    @Test("with changeStreamPreAndPostImages, each change carries its images; collMod turns them off for later changes")
    func kept() async throws {
        let store = Store()
        let session = CommandSession(store: store, defaultDatabase: "ios")
        #expect(session.run(["create": "CoffeeDrinks", "changeStreamPreAndPostImages": ["enabled": true]])["ok"] == .double(1))
        #expect(session.run(["listCollections": 1])[path: "cursor.firstBatch.0.options"] == ["changeStreamPreAndPostImages": ["enabled": true]])
        let drinks = MongoClient(store: store).database(named: "ios").collection(withName: "CoffeeDrinks")
        _ = try await drinks.insertOne(["_id": 1, "name": "Mocha"])
        let watcher = try drinks.watch(options: ChangeStreamOptions(fullDocument: .required, fullDocumentBeforeChange: .required))
        try await Self.change(drinks)
        let events = try Self.events(watcher)
        #expect(
            events.map { $0["fullDocumentBeforeChange"] } == [
                ["_id": 1, "name": "Mocha"], ["_id": 1, "name": "Mocha", "size": "grande"], ["_id": 1, "name": "Latte"],
            ])
        #expect(events[0]["fullDocument"] == ["_id": 1, "name": "Mocha", "size": "grande"])

        #expect(session.run(["collMod": "CoffeeDrinks", "changeStreamPreAndPostImages": ["enabled": false]])["ok"] == .double(1))
        #expect(session.run(["listCollections": 1])[path: "cursor.firstBatch.0.options"] == ["changeStreamPreAndPostImages": ["enabled": false]])
        _ = try await drinks.insertOne(["_id": 2, "name": "Chai"])
        let later = try drinks.watch(options: Self.imageOptions)
        _ = try await drinks.deleteOneDocument(filter: ["_id": 2])
        #expect(try later.tryNext()?["fullDocumentBeforeChange"] == .null)
    }

    @Test("changeStreamPreAndPostImages takes {enabled: <bool>} only, and no view takes it")
    func badOptions() {
        let session = CommandSession(store: Store(), defaultDatabase: "ios")
        for (command, code): (Document, Int32) in [
            (["create": "c", "changeStreamPreAndPostImages": true], 14),
            (["create": "c", "changeStreamPreAndPostImages": [:]], 40414),
            (["create": "c", "changeStreamPreAndPostImages": ["enabled": 1]], 14),
            (["create": "c", "changeStreamPreAndPostImages": ["enabled": true, "other": 1]], 40415),
            (["create": "v", "viewOn": "c", "changeStreamPreAndPostImages": ["enabled": true]], 72),
        ] {
            #expect(session.run(command)["code"] == .int32(code), "\(command.extendedJSON(.relaxed))")
        }
        #expect(session.run(["listCollections": 1])[path: "cursor.firstBatch"] == [])
    }

    @Test("setClusterParameter checks changeStreamOptions; getClusterParameter reads it back (change_stream_options.js)")
    func clusterParameter() {
        let session = CommandSession(store: Store(), defaultDatabase: "admin")
        let initial = session.run(["getClusterParameter": "changeStreamOptions"])
        #expect(initial[path: "clusterParameters.0.preAndPostImages"] == ["expireAfterSeconds": "off"])
        #expect(initial[path: "clusterParameters.0._id"] == "changeStreamOptions")
        for value: BSONValue in [
            [:], ["preAndPostImages": [:]], ["preAndPostImages": ["expireAfterSeconds": "unknown"]],
            ["preAndPostImages": ["expireAfterSeconds": -1]], ["preAndPostImages": ["expireAfterSeconds": 0]],
        ] {
            let reply = session.run(["setClusterParameter": ["changeStreamOptions": value]])
            #expect(reply["code"] == .int32(2), "\(value.extendedJSON(.relaxed)) -> \(reply.extendedJSON(.relaxed))")
        }
        #expect(session.run(["setClusterParameter": ["changeStreamOptions": ["preAndPostImages": ["expireAfterSeconds": "off"]]]])["ok"] == .double(1))
        #expect(session.run(["getClusterParameter": "changeStreamOptions"])[path: "clusterParameters.0.preAndPostImages"] == ["expireAfterSeconds": "off"])
        #expect(session.run(["setClusterParameter": ["changeStreamOptions": ["preAndPostImages": ["expireAfterSeconds": .int64(10)]]]])["ok"] == .double(1))
        #expect(
            session.run(["getClusterParameter": ["changeStreamOptions"]])[path: "clusterParameters.0.preAndPostImages"] == ["expireAfterSeconds": .int64(10)])
        #expect(session.run(["getClusterParameter": "*"])[path: "clusterParameters"]?.arrayValue?.count == 1)
        #expect(session.run(["getClusterParameter": "noSuchParameter"])["code"] == .int32(4))
        // Only on admin (13 Unauthorized elsewhere, as MongoDB answers).
        #expect(session.run(["getClusterParameter": "changeStreamOptions", "$db": "ios"])["code"] == .int32(13))
        #expect(
            session.run(["setClusterParameter": ["changeStreamOptions": ["preAndPostImages": ["expireAfterSeconds": .int64(5)]]], "$db": "ios"])["code"]
                == .int32(13))
        #expect(session.run(["getClusterParameter": "changeStreamOptions"])[path: "clusterParameters.0.preAndPostImages"] == ["expireAfterSeconds": .int64(10)])
    }

    @Test("images older than expireAfterSeconds are no longer found: null for whenAvailable, 47 for required")
    func expiry() async throws {
        let store = Store()
        let session = CommandSession(store: store, defaultDatabase: "admin")
        let drinks = try await MongoClient(store: store).database(named: "ios").createCollection("CoffeeDrinks", changeStreamPreAndPostImages: true)
        _ = try await drinks.insertOne(["_id": 1, "name": "Mocha"])
        let available = try drinks.watch(options: Self.imageOptions)
        let required = try drinks.watch(options: ChangeStreamOptions(fullDocumentBeforeChange: .required))
        _ = try await drinks.deleteOneDocument(filter: ["_id": 1])
        #expect(session.run(["setClusterParameter": ["changeStreamOptions": ["preAndPostImages": ["expireAfterSeconds": .int64(1)]]]])["ok"] == .double(1))
        try await Task.sleep(for: .milliseconds(1_100))
        #expect(try available.tryNext()?["fullDocumentBeforeChange"] == .null)
        #expect(throws: DocStreamError.self) { _ = try required.tryNext() }
    }

    @Test("a durable store keeps which changes have images, and the cluster parameter")
    func durable() async throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            let database = MongoClient(store: store).database(named: "ios")
            let kept = try await database.createCollection("Kept", changeStreamPreAndPostImages: true)
            let plain = database.collection(withName: "Plain")
            for drinks in [kept, plain] {
                _ = try await drinks.insertOne(["_id": 1, "name": "Mocha"])
                _ = try await drinks.deleteOneDocument(filter: ["_id": 1])
            }
            _ = CommandSession(store: store, defaultDatabase: "admin")
                .run(["setClusterParameter": ["changeStreamOptions": ["preAndPostImages": ["expireAfterSeconds": .int64(3600)]]]])
            try store.checkpoint()
        }
        let store = try Store(directory: directory.url)
        let fromTheStart = ChangeStreamOptions(fullDocumentBeforeChange: .whenAvailable, startAtOperationTime: BSONTimestamp(seconds: 0, increment: 1))
        let deletes = try Self.events(try MongoClient(store: store).database(named: "ios").watch(options: fromTheStart)).filter {
            $0["operationType"] == "delete"
        }
        #expect(deletes.map { $0[path: "ns.coll"] } == ["Kept", "Plain"])
        #expect(deletes.map { $0["fullDocumentBeforeChange"] } == [["_id": 1, "name": "Mocha"], .null])
        let parameter = CommandSession(store: store, defaultDatabase: "admin").run(["getClusterParameter": "changeStreamOptions"])
        #expect(parameter[path: "clusterParameters.0.preAndPostImages"] == ["expireAfterSeconds": .int64(3600)])
    }
}
