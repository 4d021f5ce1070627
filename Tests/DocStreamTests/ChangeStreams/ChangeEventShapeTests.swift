import DocStream
import DocStreamBSON
import Testing

/// The event documents of the Realm Swift SDK page "Query MongoDB - Swift SDK" (seeds/000,
/// "Watch for changes"), compared on the fields the page documents (not the random `_data`
/// and times), and MongoDB's shapes of the other events (manual, "Change Events").
@Suite("Change streams: event shapes")
struct ChangeEventShapeTests {
    let client = MongoClient()
    var collection: MongoCollection { client.database(named: "ios").collection(withName: "CoffeeDrinks") }
    let drink: Document = ["name": "Bean of the Day", "beanRegion": "Timbio, Colombia", "containsDairy": false, "storeNumber": 42]

    @Test("Seeds: watch() sees the insert with fullDocument, documentKey and ns")
    func insertEvent() async throws {
        let watcher = try collection.watch()
        let id = try await collection.insertOne(drink)
        let event = try #require(try watcher.tryNext())
        #expect(event["operationType"] == "insert")
        #expect(event["documentKey"] == .document(["_id": id]))
        #expect(event["ns"] == .document(["db": "ios", "coll": "CoffeeDrinks"]))
        var expected = drink
        expected["_id"] = id
        #expect(event["fullDocument"]?.documentValue.map(Set.init(fieldsOf:)) == Set(fieldsOf: expected))
        #expect(event["fullDocument"]?.documentValue?.keys.first == "_id")
        #expect(event.keys == ["_id", "operationType", "clusterTime", "wallTime", "fullDocument", "ns", "documentKey"])
        #expect(event["_id"]?.documentValue?["_data"]?.stringValue?.isEmpty == false)
        #expect(event["clusterTime"]?.type == .timestamp)
        #expect(event["wallTime"]?.type == .datetime)
        #expect(try watcher.tryNext() == nil)
    }

    @Test(
        "An event's whole document, field by field: the token's _data is 82, the cluster time in 16 uppercase hex digits, 2B02, 80; documentKey's _id as the document holds it"
    )
    func wholeEventDocuments() async throws {
        let watcher = try collection.watch()
        let ids: [BSONValue] = ["latte", ["store": 42, "day": 3], .int64(7), .double(-0.0)]
        for id in ids { _ = try await collection.insertOne(["_id": id, "size": "tall"]) }
        _ = try await collection.deleteOneDocument(filter: ["_id": "latte"])
        for (id, operationType) in ids.map({ ($0, "insert") }) + [("latte", "delete")] {
            let event = try #require(try watcher.tryNext())
            guard case .timestamp(let time)? = event["clusterTime"], case .datetime(let wallTime)? = event["wallTime"] else {
                Issue.record("no times in \(event)")
                return
            }
            let hex = String(time.value, radix: 16, uppercase: true)
            let data = "82" + String(repeating: "0", count: 16 - hex.count) + hex + "2B0280"
            var expected: Document = [
                "_id": ["_data": .string(data)], "operationType": .string(operationType),
                "clusterTime": .timestamp(time), "wallTime": .datetime(wallTime),
            ]
            if operationType == "insert" { expected["fullDocument"] = ["_id": id, "size": "tall"] }
            expected["ns"] = ["db": "ios", "coll": "CoffeeDrinks"]
            expected["documentKey"] = ["_id": id]
            #expect(event.bytes == expected.bytes)
            #expect(try ResumeToken(#require(event["_id"]?.documentValue)) == ResumeToken(clusterTime: time, kind: .event))
        }
    }

    @Test("Seeds: watch(filterIds:) sees the $set of its document with updateDescription and fullDocument")
    func updateWithFilterIds() async throws {
        let other = try await collection.insertOne(["name": "Maple Latte", "storeNumber": 42])
        let id = try await collection.insertOne(drink)
        let watcher = try collection.watch(filterIds: [try #require(id.objectIdValue)])
        _ = try await collection.updateOneDocument(filter: ["_id": other], update: ["$set": ["containsDairy": true]])
        _ = try await collection.updateOneDocument(filter: ["_id": id], update: ["$set": ["containsDairy": true]])
        let event = try #require(try watcher.tryNext())
        try expectSeedUpdate(event, id: id, storeNumber: 42)
        #expect(try watcher.tryNext() == nil)
    }

    @Test("Seeds: watch(matchFilter: [\"fullDocument.storeNumber\": 42]) sees only store 42's updates")
    func updateWithMatchFilter() async throws {
        let store43 = try await collection.insertOne(["name": "Bean of the Day", "storeNumber": 43])
        let id = try await collection.insertOne(drink)
        let watcher = try collection.watch(matchFilter: ["fullDocument.storeNumber": 42])
        _ = try await collection.updateOneDocument(filter: ["_id": store43], update: ["$set": ["containsDairy": true]])
        _ = try await collection.updateOneDocument(filter: ["_id": id], update: ["$set": ["containsDairy": true]])
        let event = try #require(try watcher.tryNext())
        try expectSeedUpdate(event, id: id, storeNumber: 42)
        #expect(try watcher.tryNext() == nil)
    }

    /// The page's update event: updatedFields {containsDairy: true}, removedFields [], and the
    /// whole document after the update.
    private func expectSeedUpdate(_ event: Document, id: BSONValue, storeNumber: Int64) throws {
        #expect(event["operationType"] == "update")
        #expect(event["documentKey"] == .document(["_id": id]))
        #expect(event["ns"] == .document(["db": "ios", "coll": "CoffeeDrinks"]))
        let description = try #require(event["updateDescription"]?.documentValue)
        #expect(description["updatedFields"] == .document(["containsDairy": true]))
        #expect(description["removedFields"] == .array([]))
        #expect(description["truncatedArrays"] == .array([]))
        let full = try #require(event["fullDocument"]?.documentValue)
        #expect(full["_id"] == id)
        #expect(full["containsDairy"] == .bool(true))
        #expect(full["storeNumber"] == .int64(storeNumber))
        #expect(full["beanRegion"] == "Timbio, Colombia")
    }

    @Test("MongoDB's default options: no fullDocument on update events")
    func defaultFullDocument() async throws {
        let id = try await collection.insertOne(drink)
        let watcher = try collection.watch(options: ChangeStreamOptions())
        _ = try await collection.updateOneDocument(filter: ["_id": id], update: ["$inc": ["storeNumber": 1]])
        let event = try #require(try watcher.tryNext())
        #expect(event.keys == ["_id", "operationType", "clusterTime", "wallTime", "ns", "documentKey", "updateDescription"])
    }

    @Test("updateLookup reads the document as it is now; whenAvailable gives the post-image")
    func fullDocumentModes() async throws {
        try await client.database(named: "ios").createCollection("CoffeeDrinks", changeStreamPreAndPostImages: true)
        let id = try await collection.insertOne(["_id": 1, "n": 1])
        let lookup = try collection.watch(options: ChangeStreamOptions(fullDocument: .updateLookup))
        let postImage = try collection.watch(options: ChangeStreamOptions(fullDocument: .whenAvailable))
        _ = try await collection.updateOneDocument(filter: ["_id": id], update: ["$set": ["n": 2]])
        _ = try await collection.deleteOneDocument(filter: ["_id": id])
        #expect(try lookup.tryNext()?["fullDocument"] == .null)
        #expect(try postImage.tryNext()?["fullDocument"] == .document(["_id": 1, "n": 2]))
    }

    @Test("Replace, delete and pre-images (fullDocumentBeforeChange)")
    func replaceAndDelete() async throws {
        try await client.database(named: "ios").createCollection("CoffeeDrinks", changeStreamPreAndPostImages: true)
        _ = try await collection.insertOne(["_id": 7, "a": 1])
        let watcher = try collection.watch(options: ChangeStreamOptions(fullDocumentBeforeChange: .whenAvailable))
        _ = try await collection.findOneAndReplace(filter: ["_id": 7], replacement: ["b": 2])
        _ = try await collection.deleteOneDocument(filter: ["_id": 7])
        let replace = try #require(try watcher.tryNext())
        #expect(replace["operationType"] == "replace")
        #expect(replace["fullDocument"] == .document(["_id": 7, "b": 2]))
        #expect(replace["fullDocumentBeforeChange"] == .document(["_id": 7, "a": 1]))
        #expect(replace["updateDescription"] == nil)
        let delete = try #require(try watcher.tryNext())
        #expect(delete["operationType"] == "delete")
        #expect(delete["documentKey"] == .document(["_id": 7]))
        #expect(delete["fullDocument"] == nil)
        #expect(delete["fullDocumentBeforeChange"] == .document(["_id": 7, "b": 2]))
    }

    @Test("A multi-document write gives one event per document, in order, with increasing times and tokens")
    func multiDocumentWrite() async throws {
        let watcher = try collection.watch()
        _ = try await collection.insertMany([["_id": 1], ["_id": 2], ["_id": 3]])
        _ = try await collection.updateManyDocuments(filter: [:], update: ["$set": ["x": 1]])
        _ = try await collection.deleteManyDocuments(filter: [:])
        var events: [Document] = []
        while let event = try watcher.tryNext() { events.append(event) }
        #expect(events.map { $0["operationType"]!.stringValue! } == ["insert", "insert", "insert", "update", "update", "update", "delete", "delete", "delete"])
        #expect(
            events.map { $0["documentKey"]! }
                == Array(repeating: [.document(["_id": 1]), .document(["_id": 2]), .document(["_id": 3])], count: 3).flatMap { $0 })
        let times = events.compactMap { event -> BSONTimestamp? in
            if case .timestamp(let time)? = event["clusterTime"] { time } else { nil }
        }
        #expect(times.count == events.count && zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        let tokens = events.compactMap { $0["_id"]?.documentValue?["_data"]?.stringValue }
        #expect(tokens.count == events.count && zip(tokens, tokens.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("Dropping the collection: drop, then invalidate, then the stream ends")
    func dropInvalidates() async throws {
        _ = try await collection.insertOne(drink)
        let watcher = try collection.watch()
        let database = client.database(named: "ios")
        let databaseWatcher = try database.watch()
        try await database.drop()
        let drop = try #require(try watcher.tryNext())
        #expect(drop["operationType"] == "drop")
        #expect(drop["ns"] == .document(["db": "ios", "coll": "CoffeeDrinks"]))
        #expect(drop["documentKey"] == nil)
        let invalidate = try #require(try watcher.tryNext())
        #expect(invalidate.keys == ["_id", "operationType", "clusterTime", "wallTime"])
        #expect(invalidate["operationType"] == "invalidate")
        #expect(try watcher.tryNext() == nil)
        #expect(watcher.isFinished)
        // A database stream sees each collection's drop, the dropDatabase, then its invalidate.
        var types: [String] = []
        while let event = try databaseWatcher.tryNext() { types.append(event["operationType"]!.stringValue!) }
        #expect(types == ["drop", "dropDatabase", "invalidate"])
    }

    @Test("Database and client streams see other collections; a collection stream does not")
    func scopes() async throws {
        let collectionWatcher = try collection.watch()
        let databaseWatcher = try client.database(named: "ios").watch()
        let clientWatcher = try client.watch()
        _ = try await client.database(named: "ios").collection(withName: "Other").insertOne(["_id": 1])
        _ = try await client.database(named: "shop").collection(withName: "Orders").insertOne(["_id": 2])
        #expect(try collectionWatcher.tryNext() == nil)
        #expect(try databaseWatcher.tryNext()?["ns"] == .document(["db": "ios", "coll": "Other"]))
        #expect(try databaseWatcher.tryNext() == nil)
        #expect(try clientWatcher.tryNext()?["ns"] == .document(["db": "ios", "coll": "Other"]))
        #expect(try clientWatcher.tryNext()?["ns"] == .document(["db": "shop", "coll": "Orders"]))
    }

    @Test("Event pipelines: $project, $addFields, $replaceRoot; a changed _id is 280; $group is 20")
    func pipelines() async throws {
        let projected = try collection.watch(pipeline: [
            ["$match": ["operationType": "insert"]],
            ["$addFields": ["store": "$fullDocument.storeNumber"]],
            ["$project": ["operationType": 1, "store": 1]],
        ])
        let replaced = try collection.watch(pipeline: [["$replaceRoot": ["newRoot": ["_id": "$_id", "name": "$fullDocument.name"]]]])
        let badID = try collection.watch(pipeline: [["$project": ["_id": 0]]])
        _ = try await collection.insertOne(drink)
        let event = try #require(try projected.tryNext())
        #expect(event.keys == ["_id", "operationType", "store"])
        #expect(event["store"] == .int64(42))
        #expect(try replaced.tryNext()?["name"] == "Bean of the Day")
        let modifiedID = #expect(throws: DocStreamError.self) { try badID.tryNext() }
        #expect(modifiedID?.code == 280)
        #expect(try badID.tryNext() == nil)
        let group = #expect(throws: DocStreamError.self) { try collection.watch(pipeline: [["$group": ["_id": 1]]]) }
        #expect(group?.code == 20)
    }

    @Test(
        "An event pipeline runs on each event on its own, event after event: drops, reshapes, and a runtime error (16608, $divide by zero) reaches the reader located at its stage, after the events before it"
    )
    func pipelineEventAfterEvent() async throws {
        let watcher = try collection.watch(pipeline: [
            ["$match": ["operationType": "insert"]],
            ["$addFields": ["ratio": ["$divide": ["$fullDocument.n", "$fullDocument.d"]]]],
            ["$project": ["ratio": 1]],
        ])
        _ = try await collection.insertOne(["_id": 1, "n": 4, "d": 2])
        _ = try await collection.deleteOneDocument(filter: ["_id": 1])
        _ = try await collection.insertOne(["_id": 2, "n": 9, "d": 3])
        _ = try await collection.insertOne(["_id": 3, "n": 1, "d": 0])
        #expect(try watcher.tryNext()?["ratio"] == .double(2))
        // The delete's event is dropped by the $match; the next insert's comes through the same stages.
        #expect(try watcher.tryNext()?["ratio"] == .double(3))
        let divided = #expect(throws: DocStreamError.self) { try watcher.tryNext() }
        #expect(divided?.code == 16608 && divided?.location?.contains("stage 1") == true)
        #expect(try watcher.tryNext() == nil)
    }
}

extension Set where Element == String {
    /// A document's fields as "name=value" strings, to compare documents regardless of field order.
    init(fieldsOf document: Document) {
        self.init(document.map { "\($0.key)=\($0.value)" })
    }
}
