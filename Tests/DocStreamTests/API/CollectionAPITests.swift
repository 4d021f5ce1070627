import DocStream
import Testing

/// The collection API's replace, drop and operator-only updates, typed change events, and
/// document literals with interpolated strings, through `import DocStream` alone.
@Suite("Collection API")
struct CollectionAPITests {
    let database = MongoClient().database(named: "ios")
    var drinks: MongoCollection { database.collection(withName: "CoffeeDrinks") }
    let mocha: Document = ["_id": 1, "name": "Mocha", "size": "tall"]

    // MARK: Literals

    @Test("Interpolated strings and Int values in document literals")
    func interpolatedLiterals() {
        let n = 7
        let drink: Document = ["name": "Drink \(n)", "count": BSONValue(n), "price": 4.5]
        #expect(drink["name"] == .string("Drink 7"))
        #expect(drink["count"] == .int64(7))
        #expect(drink["price"] == .double(4.5))
    }

    // MARK: Updates take operators only

    @Test(
        "An update without operators is refused with 9 FailedToParse; the document stays",
        arguments: [
            ["name": "Latte"] as Document, [:], ["name": "Latte", "$set": ["size": "grande"]],
        ])
    func updateWithoutOperators(update: Document) async throws {
        _ = try await drinks.insertOne(mocha)
        let one = await #expect(throws: DocStreamError.self) {
            try await drinks.updateOneDocument(filter: ["_id": 1], update: update)
        }
        let many = await #expect(throws: DocStreamError.self) {
            try await drinks.updateManyDocuments(filter: [:], update: update)
        }
        #expect(one?.code == 9)
        #expect(one?.codeName == "FailedToParse")
        #expect(many?.code == 9)
        #expect(try await drinks.find(filter: [:]) == [mocha])
    }

    @Test("An upsert without operators inserts nothing")
    func upsertWithoutOperators() async throws {
        let error = await #expect(throws: DocStreamError.self) {
            try await drinks.updateOneDocument(filter: ["_id": 2], update: ["name": "Latte"], upsert: true)
        }
        #expect(error?.code == 9)
        #expect(try await drinks.count(filter: [:]) == 0)
    }

    @Test("An update whose first field is an operator and a later one is not: 9 Unknown modifier")
    func operatorThenField() async throws {
        _ = try await drinks.insertOne(mocha)
        let error = await #expect(throws: DocStreamError.self) {
            try await drinks.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "grande"], "name": "Latte"])
        }
        #expect(error?.code == 9)
        #expect(try await drinks.find(filter: [:]) == [mocha])
    }

    @Test("Operator and pipeline updates still apply")
    func operatorAndPipelineUpdates() async throws {
        _ = try await drinks.insertOne(mocha)
        let set = try await drinks.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "grande"]])
        let pipeline = try await drinks.updateManyDocuments(filter: [:], pipeline: [["$set": ["shots": 2]]])
        #expect(set.modifiedCount == 1)
        #expect(pipeline.modifiedCount == 1)
        #expect(try await drinks.find(filter: [:]) == [["_id": 1, "name": "Mocha", "size": "grande", "shots": 2]])
    }

    @Test("findOneAndUpdate takes operators only; findOneAndReplace refuses them (9); the document stays")
    func findAndModifyRefusals() async throws {
        _ = try await drinks.insertOne(mocha)
        let update = await #expect(throws: DocStreamError.self) {
            try await drinks.findOneAndUpdate(filter: ["_id": 1], update: ["name": "Latte"])
        }
        let replace = await #expect(throws: DocStreamError.self) {
            try await drinks.findOneAndReplace(filter: ["_id": 1], replacement: ["$set": ["name": "Latte"]])
        }
        #expect(update?.code == 9)
        #expect(replace?.code == 9)
        #expect(try await drinks.find(filter: [:]) == [mocha])
    }

    // MARK: replaceOneDocument

    @Test("replaceOneDocument replaces the whole document and keeps its _id")
    func replace() async throws {
        _ = try await drinks.insertOne(mocha)
        let result = try await drinks.replaceOneDocument(filter: ["name": "Mocha"], replacement: ["name": "Latte"])
        #expect(result.matchedCount == 1)
        #expect(result.modifiedCount == 1)
        #expect(result.documentId == nil)
        #expect(try await drinks.find(filter: [:]) == [["_id": 1, "name": "Latte"]])
    }

    @Test("replaceOneDocument with upsert inserts the replacement with the filter's _id")
    func replaceUpsert() async throws {
        let result = try await drinks.replaceOneDocument(filter: ["_id": 5], replacement: ["name": "Latte"], upsert: true)
        #expect(result.matchedCount == 0)
        #expect(result.documentId == 5)
        #expect(try await drinks.find(filter: [:]) == [["_id": 5, "name": "Latte"]])
    }

    @Test("A replacement starting with an operator is refused with 9 FailedToParse; the document stays")
    func replaceWithOperators() async throws {
        _ = try await drinks.insertOne(mocha)
        let error = await #expect(throws: DocStreamError.self) {
            try await drinks.replaceOneDocument(filter: ["_id": 1], replacement: ["$set": ["name": "Latte"]])
        }
        #expect(error?.code == 9)
        #expect(try await drinks.find(filter: [:]) == [mocha])
    }

    @Test("A replacement that changes _id is refused with 66 ImmutableField; the document stays")
    func replaceChangingID() async throws {
        _ = try await drinks.insertOne(mocha)
        let error = await #expect(throws: DocStreamError.self) {
            try await drinks.replaceOneDocument(filter: ["_id": 1], replacement: ["_id": 2, "name": "Latte"])
        }
        #expect(error?.code == 66)
        #expect(try await drinks.find(filter: [:]) == [mocha])
    }

    @Test("The completion forms of replaceOneDocument and drop report the result and the error")
    func completionForms() async throws {
        _ = try await drinks.insertOne(mocha)
        let (results, sink) = AsyncStream<Result<UpdateResult, DocStreamError>>.makeStream()
        drinks.replaceOneDocument(filter: ["_id": 1], replacement: ["$inc": ["n": 1]]) { sink.yield($0) }
        var received = results.makeAsyncIterator()
        let refused = try #require(await received.next())
        #expect(throws: DocStreamError.self) { try refused.get() }
        if case .failure(let error) = refused { #expect(error.code == 9) }
        #expect(try await drinks.find(filter: [:]) == [mocha])
        drinks.replaceOneDocument(filter: ["_id": 1], replacement: ["name": "Latte"]) { sink.yield($0) }
        #expect(try #require(await received.next()).get().modifiedCount == 1)

        let (drops, dropped) = AsyncStream<Bool>.makeStream()
        drinks.drop { dropped.yield((try? $0.get()) != nil) }
        var dropResults = drops.makeAsyncIterator()
        #expect(await dropResults.next() == true)
        #expect(try await drinks.count(filter: [:]) == 0)
    }

    struct Drink: Codable, Sendable, Equatable {
        var _id: Int
        var name: String
    }

    @Test("A typed collection replaces by model and drops")
    func typedReplaceAndDrop() async throws {
        let typed = database.collection(withName: "CoffeeDrinks", as: Drink.self)
        try await typed.insertOne(Drink(_id: 1, name: "Mocha"))
        let result = try await typed.replaceOneDocument(filter: ["_id": 1], replacement: Drink(_id: 1, name: "Latte"))
        #expect(result.modifiedCount == 1)
        #expect(try await typed.find(filter: [:]) == [Drink(_id: 1, name: "Latte")])
        let changedID = await #expect(throws: DocStreamError.self) {
            try await typed.replaceOneDocument(filter: ["_id": 1], replacement: Drink(_id: 2, name: "Flat White"))
        }
        #expect(changedID?.code == 66)
        #expect(try await typed.find(filter: [:]) == [Drink(_id: 1, name: "Latte")])
        try await typed.drop()
        #expect(try await typed.count(filter: [:]) == 0)
    }

    // MARK: drop

    @Test("drop removes the documents and indexes; streams see drop, then invalidate")
    func drop() async throws {
        _ = try await drinks.insertOne(mocha)
        _ = try await drinks.createIndex(["name": 1])
        let watcher = try drinks.watch()
        let other = database.collection(withName: "Other")
        _ = try await other.insertOne(["_id": 9])

        try await drinks.drop()

        #expect(try await drinks.count(filter: [:]) == 0)
        #expect(try await database.collectionNames() == ["Other"])
        let listed = await #expect(throws: DocStreamError.self) { try await drinks.listIndexes() }
        #expect(listed?.code == 26)
        #expect(try await other.count(filter: [:]) == 1)
        let drop = ChangeEvent(try #require(try watcher.tryNext()))
        #expect(drop.operationType == .drop)
        #expect(drop.ns == ChangeEvent.Namespace(db: "ios", coll: "CoffeeDrinks"))
        #expect(ChangeEvent(try #require(try watcher.tryNext())).operationType == .invalidate)

        // A new collection of the name starts empty, with the _id index alone.
        _ = try await drinks.insertOne(["_id": 2])
        #expect(try await drinks.listIndexes().map { $0["name"] } == ["_id_"])
    }

    @Test("drop of a missing collection succeeds and changes nothing")
    func dropMissing() async throws {
        let watcher = try drinks.watch()
        try await drinks.drop()
        #expect(try watcher.tryNext() == nil)
        #expect(try await drinks.count(filter: [:]) == 0)
    }

    // MARK: ChangeEvent

    @Test("changeEvents() yields ChangeEvents with MongoDB's fields typed")
    func typedChangeEvents() async throws {
        try await database.createCollection("CoffeeDrinks", changeStreamPreAndPostImages: true)
        var events = drinks.changeEvents(options: ChangeStreamOptions(fullDocumentBeforeChange: .whenAvailable)).makeAsyncIterator()
        _ = try await drinks.insertOne(mocha)
        _ = try await drinks.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "grande"], "$unset": ["name": ""]])
        _ = try await drinks.deleteOneDocument(filter: ["_id": 1])

        let insert = try #require(try await events.next())
        #expect(insert.operationType == .insert)
        #expect(insert.documentKey == ["_id": 1])
        #expect(insert.fullDocument == mocha)
        #expect(insert["fullDocument"] == .document(mocha))
        #expect(insert.ns == ChangeEvent.Namespace(db: "ios", coll: "CoffeeDrinks"))
        #expect(insert.clusterTime != nil)
        #expect(insert.wallTime != nil)
        #expect(insert.id?.kind == .event)
        #expect(insert.id?.clusterTime == insert.clusterTime)
        #expect(insert.updateDescription == nil)

        let update = try #require(try await events.next())
        #expect(update.operationType == .update)
        #expect(update.updateDescription?.updatedFields == ["size": "grande"])
        #expect(update.updateDescription?.removedFields == ["name"])
        #expect(update.updateDescription?.truncatedArrays == [])
        #expect(update.fullDocumentBeforeChange == mocha)

        let delete = try #require(try await events.next())
        #expect(delete.operationType == .delete)
        #expect(delete.fullDocument == nil)
        #expect(delete.documentKey == ["_id": 1])
    }

    @Test("A field an event pipeline reshapes reads as nil; the subscript still reads it")
    func reshapedEvent() async throws {
        let watcher = try drinks.watch(pipeline: [["$set": ["operationType": "changed", "note": 1]]])
        _ = try await drinks.insertOne(mocha)
        let event = ChangeEvent(try #require(try watcher.tryNext()))
        #expect(event.operationType == nil)
        #expect(event["operationType"] == "changed")
        #expect(event["note"] == 1)
        #expect(event["missing"] == nil)
    }
}
