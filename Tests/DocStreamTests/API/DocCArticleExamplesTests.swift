import DocStream
import Foundation
import Testing

// The Swift examples of the DocC articles (Sources/DocStream/DocStream.docc and
// Sources/DocStreamBSON/DocStreamBSON.docc), as written there: what an example takes as given
// first, then its lines exactly as the article has them, then what the article says of them.

@Suite("DocC article examples")
struct DocCArticleExamplesTests {
    @Test("GettingStarted: open a durable client, write, read, watch")
    func gettingStarted() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-docc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("drinks.docstream").path

        let client = try MongoClient(path: path)
        let drinks = client.database(named: "ios").collection(withName: "CoffeeDrinks")
        let id = try await drinks.insertOne(["name": "Bean of the Day", "storeNumber": 42])
        _ = try await drinks.updateOneDocument(filter: ["_id": id], update: ["$set": ["price": 3.5]])
        let cheap = try await drinks.find(filter: ["price": ["$lt": 4]])
        let count = try await drinks.count(filter: ["storeNumber": 42])
        let watcher = try drinks.watch(matchFilter: ["fullDocument.storeNumber": 42])
        _ = try await drinks.insertOne(["name": "Mocha", "storeNumber": 42])
        let event = try await watcher.next()  // the insert event, with its resume token

        #expect(cheap.map { $0["name"] } == ["Bean of the Day"])
        #expect(count == 1)
        #expect(event?["operationType"] == "insert")
        #expect(event?["fullDocument"]?.documentValue?["name"] == "Mocha")
        #expect(event?["_id"] != nil)
    }

    @Test("Queries: filters, FindOptions, updates, an upsert, findOneAndDelete, indexes, an error, geospatial queries")
    func queries() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        _ = try await drinks.insertMany([
            ["name": "Mocha", "price": 4.5, "containsDairy": true, "storeNumber": 41],
            ["name": "Americano", "price": 3.0, "containsDairy": false, "storeNumber": 42],
            ["name": "Oat Latte", "price": 4.75, "containsDairy": false, "storeNumber": 42],
            ["name": "Espresso", "price": 2.5, "containsDairy": false, "storeNumber": 43],
        ])

        let dairyFree = try await drinks.find(filter: ["containsDairy": false, "price": ["$lte": 4.5]])
        let first = try await drinks.findOneDocument(filter: ["name": ["$regex": "^Mo"]])
        let howMany = try await drinks.count(filter: ["storeNumber": ["$in": [41, 42]]])
        let cheapest = try await drinks.find(
            filter: [:], options: FindOptions(limit: 3, projection: ["name": 1, "price": 1], sorting: [["price": 1]]))
        #expect(dairyFree.map { $0["name"] } == ["Americano", "Espresso"])
        #expect(first?["name"] == "Mocha")
        #expect(howMany == 3)
        #expect(cheapest.map { $0["name"] } == ["Espresso", "Americano", "Mocha"])
        #expect(cheapest.allSatisfy { Set($0.keys) == ["_id", "name", "price"] })
        var streamed: [BSONValue?] = []
        for try await drink in try drinks.findCursor(filter: ["storeNumber": 42], options: FindOptions(sorting: [["name": 1]])) {
            streamed.append(drink["name"])
        }
        #expect(streamed == ["Americano", "Oat Latte"])

        let result = try await drinks.updateOneDocument(
            filter: ["name": "Bean of the Day", "storeNumber": 55],
            update: ["$set": ["containsDairy": false]], upsert: true)
        // result.documentId is the new document's _id: nothing matched
        _ = try await drinks.updateManyDocuments(filter: ["storeNumber": 42], update: ["$inc": ["price": 0.25]])
        _ = try await drinks.replaceOneDocument(filter: ["name": "Mocha"], replacement: ["name": "Mocha", "price": 4])
        let removed = try await drinks.findOneAndDelete(filter: ["name": "Mocha"])
        #expect(result.matchedCount == 0 && result.documentId != nil)
        #expect(try await drinks.find(filter: ["storeNumber": 42]).map { $0["price"] } == [3.25, 5.0])
        #expect(removed?["price"] == 4)

        _ = try await drinks.createIndex(["storeNumber": 1, "price": -1])
        _ = try await drinks.createIndex(["name": 1], options: IndexOptions(isUnique: true))
        #expect(try await drinks.listIndexes().count == 3)
        let duplicate = await #expect(throws: DocStreamError.self) { _ = try await drinks.insertOne(["name": "Espresso"]) }
        #expect(duplicate?.code == 11000 && duplicate?.codeName == "DuplicateKey")

        let stores = MongoClient().database(named: "shop").collection(withName: "stores")
        _ = try await stores.insertMany([
            ["name": "near", "location": GeoPoint(latitude: 40.735, longitude: -73.99)!.geoJSON],
            ["name": "far", "location": GeoPoint(latitude: 40.78, longitude: -73.96)!.geoJSON],
        ])
        _ = try await stores.createIndex(["location": "2dsphere"])
        let nearest = try await stores.find(filter: [
            "location": [
                "$near": [
                    "$geometry": ["type": "Point", "coordinates": [-73.99, 40.73]], "$maxDistance": 2000,
                ]
            ]
        ])
        let circle = GeoCircle(center: GeoPoint(latitude: 40.73, longitude: -73.99)!, radius: .kilometers(2)!)
        let within = try await stores.find(filter: ["location": circle.geoWithin])
        // "near" is 0.56 km from the point, "far" 6 km.
        #expect(nearest.map { $0["name"] } == ["near"] && within.map { $0["name"] } == ["near"])
    }

    @Test("AggregationPipelines: a pipeline on a collection, Pipeline over documents, a view")
    func aggregation() async throws {
        let orders = MongoClient().database(named: "shop").collection(withName: "CoffeeOrders")
        _ = try await orders.insertMany([
            ["storeNumber": 1, "toppings": ["oat milk", "cinnamon"]],
            ["storeNumber": 2, "toppings": ["oat milk"]],
            ["storeNumber": 1, "toppings": ["oat milk"]],
        ])
        let toppings = try await orders.aggregate(pipeline: [
            ["$unwind": "$toppings"],
            ["$group": ["_id": "$toppings", "orders": ["$sum": 1], "stores": ["$addToSet": "$storeNumber"]]],
            ["$project": ["orders": 1, "stores": ["$size": "$stores"]]],
            ["$sort": ["orders": -1, "_id": 1]],
        ])
        // Relaxed Extended JSON: $sum and $size give 32-bit integers, the literals here 64-bit ones.
        #expect(toppings.map { $0.extendedJSON(.relaxed) } == [#"{"_id":"oat milk","orders":3,"stores":2}"#, #"{"_id":"cinnamon","orders":1,"stores":1}"#])

        let documents: [Document] = [["price": 4.5], ["price": 3.0], ["price": 5.0]]
        let pipeline = try Pipeline([["$match": ["price": ["$gt": 4]]], ["$count": "expensive"]])
        let results = try pipeline.run(documents)
        #expect(results.map { $0.extendedJSON(.relaxed) } == [#"{"expensive":2}"#])

        let database = MongoClient().database(named: "ios")
        _ = try await database.collection(withName: "CoffeeDrinks").insertMany([["name": "Latte"], ["name": "Mocha"], ["name": "Latte"]])
        let lattes = try await database.createView("Lattes", viewOn: "CoffeeDrinks", pipeline: [["$match": ["name": "Latte"]]])
        let count = try await lattes.count(filter: [:])
        #expect(count == 2)
    }

    @Test("ChangeStreams: updates with their documents looked up, resumed after the token")
    func changeStreams() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let updates = try drinks.watch(
            pipeline: [["$match": ["operationType": "update"]]],
            options: ChangeStreamOptions(fullDocument: .updateLookup))
        let id = try await drinks.insertOne(["name": "Mocha", "price": 4])
        _ = try await drinks.updateOneDocument(filter: ["_id": id], update: ["$set": ["price": 4.5]])
        let event = try await updates.next()  // the update, with the document as it is now
        let token = updates.resumeToken  // where the stream is: after the update
        #expect(event?["operationType"] == "update")
        #expect(event?["fullDocument"] == .document(["_id": id, "name": "Mocha", "price": 4.5]))

        _ = try await drinks.deleteOneDocument(filter: ["_id": id])
        let resumed = try drinks.watch(options: ChangeStreamOptions(resumeAfter: token))
        let deletion = try await resumed.next()  // the delete, the first change after the update
        #expect(deletion?["operationType"] == "delete")
        #expect(deletion?[path: "documentKey._id"] == id)
    }

    @Test("DurableStorage: a store opened with a cache size, shared by a client")
    func durableStorage() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-docc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // The article's relative path, under a temporary directory.
        let store = try Store(directory: directory.appendingPathComponent("drinks.docstream"), cacheSize: 64 << 20)
        let sameStore = MongoClient(store: store)
        #expect(store.cacheSize == 64 << 20)
        _ = try await sameStore.database(named: "ios").collection(withName: "CoffeeDrinks").insertOne(["name": "Mocha"])
        #expect(store.openReport.tornTailsCut.isEmpty)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("drinks.docstream").path))
    }

    @Test("DocStreamBSON: a document literal, a field set and read, Extended JSON both ways")
    func bsonOverview() throws {
        var drink: Document = ["name": "Mocha", "price": 4.5, "toppings": ["whipped cream"], "_id": .objectId(ObjectId())]
        drink["storeNumber"] = 42
        let name = drink["name"]?.stringValue  // "Mocha"
        let json = drink.extendedJSON(.relaxed)  // {"name":"Mocha","price":4.5,...}
        let parsed = try Document(extendedJSON: #"{"n": {"$numberLong": "7"}}"#)
        #expect(name == "Mocha")
        #expect(json.hasPrefix(#"{"name":"Mocha","price":4.5,"toppings":["whipped cream"],"_id":{"$oid":"#))
        #expect(drink.keys.last == "storeNumber")
        #expect(parsed["n"] == .int64(7))
    }
}
