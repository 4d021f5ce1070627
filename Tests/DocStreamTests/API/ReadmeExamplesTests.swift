import DocStream
import Testing

// The Swift examples of the README and of the docs/ pages, as written there: each test starts
// with what its example takes as given (a `drinks` collection, say), then the example's lines
// exactly as the page has them, then what the page says of their results. `import DocStream`
// alone must be enough for them. The Package.swift fragment (docs/building.md) is a manifest,
// not code to run.

/// The typed model of the README and docs/typed-models.md (their examples' first line).
struct Dog: Codable, Sendable {
    var _id = ObjectId()
    var name = ""
    var age = 0
}

@Suite("README and docs examples")
struct ReadmeExamplesTests {
    @Test("README, queries and CRUD: insert, upsert, sorted find, replace, drop")
    func queriesAndCRUD() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let id = try await drinks.insertOne(["name": "Bean of the Day", "storeNumber": 42])  // a new ObjectId
        for n in 1...2 {
            _ = try await drinks.insertOne(["name": "Drink \(n)", "storeNumber": BSONValue(40 + n)])  // an Int: BSONValue(n)
        }
        let result = try await drinks.updateOneDocument(
            filter: ["name": "Bean of the Day", "storeNumber": 55],
            update: ["$set": ["containsDairy": false]], upsert: true)  // no match: result.documentId is the new _id
        let sorted = try await drinks.find(filter: [:], options: FindOptions(sorting: [["storeNumber": 1]]))
        // storeNumber 41, 42, 42, 55
        _ = try await drinks.replaceOneDocument(filter: ["_id": id], replacement: ["name": "Flat White", "storeNumber": 42])

        #expect(id.objectIdValue != nil)
        #expect(result.matchedCount == 0)
        let upsertedID = try #require(result.documentId)
        #expect(
            try await drinks.findOneDocument(filter: ["_id": upsertedID])
                == ["_id": upsertedID, "name": "Bean of the Day", "storeNumber": 55, "containsDairy": false])
        #expect(sorted.map { $0["storeNumber"] } == [41, 42, 42, 55])
        #expect(sorted.map { $0["name"] }.contains("Drink 1"))
        #expect(try await drinks.findOneDocument(filter: ["_id": id]) == ["_id": id, "name": "Flat White", "storeNumber": 42])

        try await drinks.drop()  // its documents and indexes go; its change streams see a drop event
        #expect(try await drinks.count(filter: [:]) == 0)
    }

    @Test(
        "docs/queries.md, TTL index, capped collection and wildcard index; README, text and 2dsphere indexes: the index listed with its lifetime, the capped collection keeping its newest 1000, a query on a path below attributes using the wildcard index, a $text search, the stores within 2 km nearest first"
    )
    func timeToLiveIndex() async throws {
        let client = MongoClient()
        let sessions = client.database(named: "app").collection(withName: "sessions")
        var ttl = IndexOptions()
        ttl.expireAfterSeconds = 3600  // gone within a minute of lastSeen being an hour old
        try await sessions.createIndex(["lastSeen": 1], options: ttl)
        _ = try await sessions.insertOne(["user": "ana", "lastSeen": .datetime(.now)])
        let log = try await client.database(named: "app").createCollection("log", cappedAt: 1 << 20, maxDocuments: 1000)
        _ = try await log.insertOne(["level": "info"])  // the 1001st insert removes the oldest
        let products = client.database(named: "shop").collection(withName: "products")
        try await products.createIndex(["attributes.$**": 1])  // every path below attributes, for any query on one
        try await products.createIndex(["name": "text", "description": "text"])
        _ = try await products.insertMany([["name": "Espresso beans", "description": "dark roast"], ["name": "Decaf espresso"]])
        let found = try await products.find(filter: ["$text": ["$search": "espresso -decaf"]])  // stemmed, stop words out
        #expect(found.map { $0["name"] } == ["Espresso beans"])
        let stores = client.database(named: "shop").collection(withName: "stores")
        try await stores.createIndex(["location": "2dsphere"])
        // From the point: Washington Square 0.6 km, Union Square 0.7 km, Central Park 4.1 km.
        _ = try await stores.insertMany([
            ["name": "Central Park", "location": ["type": "Point", "coordinates": [-73.9733, 40.7644]]],
            ["name": "Union Square", "location": ["type": "Point", "coordinates": [-73.9903, 40.7359]]],
            ["name": "Washington Square", "location": ["type": "Point", "coordinates": [-73.9973, 40.7308]]],
        ])
        let nearby = try await stores.find(filter: [
            "location": [
                "$near": [
                    "$geometry": ["type": "Point", "coordinates": [-73.99, 40.73]], "$maxDistance": 2000,
                ]
            ]
        ])  // within 2 km, nearest first
        #expect(nearby.map { $0["name"] } == ["Washington Square", "Union Square"])

        #expect(try await sessions.listIndexes().last?["expireAfterSeconds"] == .int32(3600))
        #expect(try await sessions.count(filter: ["user": "ana"]) == 1)
        _ = try await log.insertMany((0..<1000).map { ["n": BSONValue($0)] })
        #expect(try await log.count(filter: [:]) == 1000)
        #expect(try await log.count(filter: ["level": "info"]) == 0)
        _ = try await products.insertMany([["attributes": ["size": ["length": 72]]], ["attributes": ["colors": ["Blue"]]]])
        #expect(try await products.count(filter: ["attributes.colors": "Blue"]) == 1)
        let session = CommandSession(store: try #require(client.store), defaultDatabase: "shop")
        let plan = session.run(["explain": ["find": "products", "filter": ["attributes.colors": "Blue"]]])
        #expect(plan[path: "queryPlanner.winningPlan.inputStage.indexName"] == "attributes.$**_1")
    }

    @Test("README, views: a view created over a collection, counted")
    func views() async throws {
        let database = MongoClient().database(named: "ios")
        let lattes = try await database.createView("Lattes", viewOn: "CoffeeDrinks", pipeline: [["$match": ["name": "Latte"]]])
        #expect(try await lattes.count(filter: [:]) == 0)
        _ = try await database.collection(withName: "CoffeeDrinks").insertMany([["name": "Latte"], ["name": "Mocha"], ["name": "Latte"]])
        let count = try await lattes.count(filter: [:])  // the Lattes among CoffeeDrinks, counted now
        #expect(count == 2)
    }

    @Test("README, transactions: withTransaction in Swift; docs/queries.md: the same transfer as commands")
    func transactions() async throws {
        let client = MongoClient()
        let accounts = client.database(named: "bank").collection(withName: "accounts")
        _ = try await accounts.insertMany([["_id": "a", "balance": 100], ["_id": "b", "balance": 0]])
        try await client.withTransaction { session in  // run again on a write conflict
            _ = try await accounts.updateOneDocument(filter: ["_id": "a"], update: ["$inc": ["balance": -30]], session: session)
            _ = try await accounts.updateOneDocument(filter: ["_id": "b"], update: ["$inc": ["balance": 30]], session: session)
        }
        #expect(try await accounts.find(filter: [:]).map { $0["balance"] } == [70, 30])

        let session = CommandSession(store: try #require(client.store), defaultDatabase: "bank")
        let commands = [
            #"{"update": "accounts", "updates": [{"q": {"_id": "a"}, "u": {"$inc": {"balance": -30}}}], "lsid": {"id": {"$uuid": "f1d2c3b4-a596-4788-9a0b-1c2d3e4f5a6b"}}, "txnNumber": 1, "startTransaction": true, "autocommit": false}"#,
            #"{"update": "accounts", "updates": [{"q": {"_id": "b"}, "u": {"$inc": {"balance": 30}}}], "lsid": {"id": {"$uuid": "f1d2c3b4-a596-4788-9a0b-1c2d3e4f5a6b"}}, "txnNumber": 1, "autocommit": false}"#,
            #"{"commitTransaction": 1, "lsid": {"id": {"$uuid": "f1d2c3b4-a596-4788-9a0b-1c2d3e4f5a6b"}}, "txnNumber": 1, "autocommit": false, "$db": "admin"}"#,
        ]
        for command in commands {
            #expect(session.run(try Document(extendedJSON: command))["ok"] == .double(1), "\(command)")
        }
        #expect(try await accounts.find(filter: [:]).map { $0["balance"] } == [40, 60])
    }

    @Test("README, change streams: a pull watcher's next(), resumed after its event")
    func changeStreams() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let watcher = try drinks.watch(matchFilter: ["fullDocument.storeNumber": 42])
        let mochaID = try await drinks.insertOne(["name": "Mocha", "storeNumber": 42])
        let event = try await watcher.next()  // a Document; nil once the stream has ended
        let operationType = event?["operationType"]  // "insert"
        let token = watcher.resumeToken  // where the stream is: after the insert
        _ = try await drinks.updateOneDocument(filter: ["_id": mochaID], update: ["$set": ["price": 4.5]])
        let resumed = try drinks.watch(options: ChangeStreamOptions(resumeAfter: token))
        let update = try await resumed.next()  // the update event

        #expect(operationType == "insert")
        #expect(event?["fullDocument"]?.documentValue == ["_id": mochaID, "name": "Mocha", "storeNumber": 42])
        let insertEvent = try #require(event)
        #expect(token == ChangeEvent(insertEvent).id)
        #expect(update?["operationType"] == "update")
        #expect(update?["documentKey"]?.documentValue == ["_id": mochaID])
        #expect(update?["updateDescription"]?.documentValue?["updatedFields"]?.documentValue == ["price": 4.5])
    }

    @Test("docs/queries.md: a GeoCircle's geoWithin over the seed page's two companies")
    func geoCircle() async throws {
        let companies = MongoClient().database(named: "geo").collection(withName: "companies")
        _ = try await companies.insertMany([
            ["name": "first", "location": GeoPoint(latitude: 47.68, longitude: -122.35)!.geoJSON],
            ["name": "second", "location": GeoPoint(latitude: 47.9, longitude: -121.85)!.geoJSON],
        ])
        let circle = GeoCircle(center: GeoPoint(latitude: 47.8, longitude: -122.6)!, radius: .kilometers(44.4)!)
        let nearby = try await companies.find(filter: ["location": circle.geoWithin])
        // The first company is 23 km from the center, the second 57 km.
        #expect(nearby.map { $0["name"] } == ["first"])
    }

    @Test("docs/change-streams.md: a pull watcher's next(), and changeEvents() of ChangeEvent")
    func changeStreamsPage() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let watcher = try drinks.watch(matchFilter: ["fullDocument.storeNumber": 42])
        let mochaID = try await drinks.insertOne(["name": "Mocha", "storeNumber": 42])
        let event = try await watcher.next()  // a Document; nil once the stream has ended
        let operationType = event?["operationType"]  // "insert"
        let mocha = event?["fullDocument"]?.documentValue  // the Mocha document

        // changeEvents() yields ChangeEvents: typed fields (operationType, documentKey, fullDocument,
        // updateDescription, ns, clusterTime, ...) and a subscript for any field of the event.
        let (opened, open) = AsyncStream<Void>.makeStream()
        let reader = Task(executorPreference: ChangeStreamWatcher.readerExecutor) {
            for try await event in drinks.changeEvents(filterIds: [mochaID.objectIdValue!], onOpen: { open.finish() }) {
                return (event.operationType, event.updateDescription?.updatedFields)  // (.update, ["price": 4.5])
            }
            return (nil, nil)
        }
        for await _ in opened {}  // the stream is open
        _ = try await drinks.updateOneDocument(filter: ["_id": mochaID], update: ["$set": ["price": 4.5]])
        let (operation, updatedFields) = try await reader.value

        #expect(operation == .update)
        #expect(updatedFields == ["price": 4.5])
        #expect(operationType == "insert")
        #expect(mocha == ["_id": mochaID, "name": "Mocha", "storeNumber": 42])
    }

    @Test("docs/change-streams.md: a stream resumed after the last event a watcher read")
    func resumeAfter() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let watcher = try drinks.watch()
        let id = try await drinks.insertOne(["name": "Mocha"])
        _ = try await watcher.next()
        _ = try await drinks.updateOneDocument(filter: ["_id": id], update: ["$set": ["price": 4.5]])
        var options = ChangeStreamOptions(fullDocument: .updateLookup)
        options.resumeAfter = watcher.resumeToken
        let resumed = try drinks.watch(options: options)

        let update = try await resumed.next()
        #expect(update?["operationType"] == "update")
        #expect(update?["fullDocument"]?.documentValue == ["_id": id, "name": "Mocha", "price": 4.5])
    }

    @Test("README, typed models: a collection of Codable values")
    func typedModels() async throws {
        let dogs = MongoClient().database(named: "pets").collection(withName: "Dog", as: Dog.self)
        try await dogs.insertOne(Dog(name: "Rex", age: 3))
        let rex: Dog? = try await dogs.findOneDocument(filter: ["name": "Rex"])

        #expect(rex?.name == "Rex")
        #expect(rex?.age == 3)
        #expect(try await dogs.documents.findOneDocument(filter: [:])?["age"] == .int64(3))
    }

    @Test("docs/typed-models.md: a validated collection of Codable values")
    func typedModelsPage() async throws {
        let database = MongoClient().database(named: "pets")
        try await database.createCollection(
            "Dog",
            validator: [
                "$jsonSchema": [
                    "bsonType": "object", "required": ["_id"],
                    "properties": ["_id": ["bsonType": "objectId"], "name": ["bsonType": "string"], "age": ["bsonType": "long"]],
                ]
            ])
        let dogs = database.collection(withName: "Dog", as: Dog.self)
        try await dogs.insertOne(Dog(name: "Rex", age: 3))
        let rex: Dog? = try await dogs.findOneDocument(filter: ["name": "Rex"])

        #expect(rex?.name == "Rex")
        #expect(rex?.age == 3)
    }

    @Test("docs/typed-models.md: a model encoded as a document and decoded back")
    func modelCoding() throws {
        let document = try BSONEncoder().encode(Dog(name: "Rex", age: 3))  // {_id: ObjectId(...), name: "Rex", age: NumberLong(3)}
        let dog = try BSONDecoder().decode(Dog.self, from: document)

        #expect(document["_id"]?.objectIdValue != nil)
        #expect(document["name"] == "Rex")
        #expect(document["age"] == .int64(3))
        #expect(dog.name == "Rex" && dog.age == 3 && .objectId(dog._id) == document["_id"])
    }

    @Test("docs/typed-models.md: a pipeline's results decoded as a Decodable type")
    func aggregateAs() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        _ = try await drinks.insertMany([["storeNumber": 42], ["storeNumber": 42], ["storeNumber": 47]])
        struct StoreCount: Decodable {
            var _id: Int
            var numItems: Int
        }
        let counts = try await drinks.aggregate(
            pipeline: [
                ["$group": ["_id": "$storeNumber", "numItems": ["$sum": 1]]]
            ], as: StoreCount.self)

        #expect(Dictionary(uniqueKeysWithValues: counts.map { ($0._id, $0.numItems) }) == [42: 2, 47: 1])
    }

    @Test("docs/aggregation.md: a Pipeline run over documents that are not a collection's")
    func pipelineOverDocuments() throws {
        let drinks: [Document] = [["storeNumber": 42], ["storeNumber": 47], ["storeNumber": 42]]
        let pipeline = try Pipeline([["$match": ["storeNumber": 42]], ["$count": "drinks"]])
        let counts = try pipeline.run(drinks)  // [{drinks: <the number of drinks of store 42>}]

        #expect(counts == [["drinks": .int32(2)]])  // $count counts as {$sum: 1} does: an int32
    }
}
