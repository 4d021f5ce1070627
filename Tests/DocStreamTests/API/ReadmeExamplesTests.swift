import DocStream
import Testing

// The README's Swift examples, as written there (each test's first lines), then what the
// README says of their results. `import DocStream` alone must be enough for them. The
// README's Package.swift fragment is a manifest, not code to run.

/// The README's typed model.
struct Dog: Codable, Sendable { var _id = ObjectId(); var name = ""; var age = 0 }

@Suite("README examples")
struct ReadmeExamplesTests {
    @Test("Queries and CRUD: insert, upsert, sorted find, replace, drop")
    func queriesAndCRUD() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let id = try await drinks.insertOne(["name": "Bean of the Day", "storeNumber": 42])   // a new ObjectId
        for n in 1...2 {
            _ = try await drinks.insertOne(["name": "Drink \(n)", "storeNumber": BSONValue(40 + n)])   // an Int: BSONValue(n)
        }
        let result = try await drinks.updateOneDocument(
            filter: ["name": "Bean of the Day", "storeNumber": 55],
            update: ["$set": ["containsDairy": false]], upsert: true)   // no match: result.documentId is the new _id
        let sorted = try await drinks.find(filter: [:], options: FindOptions(0, nil, [["storeNumber": 1]]))
        // storeNumber 41, 42, 42, 55
        _ = try await drinks.replaceOneDocument(filter: ["_id": id], replacement: ["name": "Flat White", "storeNumber": 42])

        #expect(id.objectIdValue != nil)
        #expect(result.matchedCount == 0)
        let upsertedID = try #require(result.documentId)
        #expect(try await drinks.findOneDocument(filter: ["_id": upsertedID])
            == ["_id": upsertedID, "name": "Bean of the Day", "storeNumber": 55, "containsDairy": false])
        #expect(sorted.map { $0["storeNumber"] } == [41, 42, 42, 55])
        #expect(sorted.map { $0["name"] }.contains("Drink 1"))
        #expect(try await drinks.findOneDocument(filter: ["_id": id]) == ["_id": id, "name": "Flat White", "storeNumber": 42])

        try await drinks.drop()   // its documents and indexes go; its change streams see a drop event
        #expect(try await drinks.count(filter: [:]) == 0)
    }

    @Test("Change streams: a pull watcher's next(), and changeEvents() of ChangeEvent")
    func changeStreams() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let watcher = try drinks.watch(matchFilter: ["fullDocument.storeNumber": 42])
        let mochaID = try await drinks.insertOne(["name": "Mocha", "storeNumber": 42])
        let event = try await watcher.next()                           // a Document; nil once the stream has ended
        let operationType = event?["operationType"]                    // "insert"
        let mocha = event?["fullDocument"]?.documentValue               // the Mocha document

        // changeEvents() yields ChangeEvents: typed fields (operationType, documentKey, fullDocument,
        // updateDescription, ns, clusterTime, ...) and a subscript for any field of the event.
        let (opened, open) = AsyncStream<Void>.makeStream()
        let reader = Task(executorPreference: ChangeStreamWatcher.readerExecutor) {
            for try await event in drinks.changeEvents(filterIds: [mochaID.objectIdValue!], onOpen: { open.finish() }) {
                return (event.operationType, event.updateDescription?.updatedFields)   // (.update, ["price": 4.5])
            }
            return (nil, nil)
        }
        for await _ in opened {}                                        // the stream is open
        _ = try await drinks.updateOneDocument(filter: ["_id": mochaID], update: ["$set": ["price": 4.5]])
        let (operation, updatedFields) = try await reader.value

        #expect(operation == .update)
        #expect(updatedFields == ["price": 4.5])
        #expect(operationType == "insert")
        #expect(mocha == ["_id": mochaID, "name": "Mocha", "storeNumber": 42])
    }

    @Test("Typed models: a validated collection of Codable values")
    func typedModels() async throws {
        let database = MongoClient().database(named: "pets")
        try database.createCollection("Dog", validator: ["$jsonSchema": [
            "bsonType": "object", "required": ["_id"],
            "properties": ["_id": ["bsonType": "objectId"], "name": ["bsonType": "string"], "age": ["bsonType": "long"]],
        ]])
        let dogs = database.collection(withName: "Dog", as: Dog.self)
        try await dogs.insertOne(Dog(name: "Rex", age: 3))
        let rex: Dog? = try await dogs.findOneDocument(filter: ["name": "Rex"])

        #expect(rex?.name == "Rex")
        #expect(rex?.age == 3)
    }
}
