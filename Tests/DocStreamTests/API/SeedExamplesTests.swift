import DocStream
import DocStreamBSON
import Testing

/// The Realm Swift SDK page "Query MongoDB - Swift SDK" (seeds/000), run as written there
/// (async forms), with the outputs the page documents.
@Suite("Seeds: Query MongoDB - Swift SDK")
struct SeedExamplesTests {
    let collection = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")

    /// "Insert Multiple Documents": three drinks; the page prints "Successfully inserted 3 new documents."
    func insertSeedDrinks() async throws {
        let drink: Document = ["name": "Bean of the Day", "beanRegion": "Timbio, Colombia", "containsDairy": false, "storeNumber": 42]
        let drink2: Document = ["name": "Maple Latte", "beanRegion": "Yirgacheffe, Ethiopia", "containsDairy": true, "storeNumber": 42]
        let drink3: Document = ["name": "Bean of the Day", "beanRegion": "San Marcos, Guatemala", "containsDairy": false, "storeNumber": 47]
        let objectIds = try await collection.insertMany([drink, drink2, drink3])
        #expect(objectIds.count == 3)
    }

    @Test("Insert a single document returns its new ObjectId")
    func insertOne() async throws {
        let drink: Document = ["name": "Colombian Blend", "beanRegion": "Timbio, Colombia", "containsDairy": false, "storeNumber": 43]
        let objectId = try await collection.insertOne(drink)
        #expect(objectId.objectIdValue != nil)
        // "Find a Single Document": the stored document has the fields inserted and the _id.
        let found = try #require(try await collection.findOneDocument(filter: ["name": "Colombian Blend"]))
        #expect(found["_id"] == objectId)
        #expect(found["beanRegion"] == .string("Timbio, Colombia"))
        #expect(found["containsDairy"] == .bool(false))
        #expect(found["storeNumber"] == .int64(43))
    }

    @Test("Find and sort: FindOptions(0, nil, [[\"beanRegion\": 1]]) orders by beanRegion")
    func findAndSort() async throws {
        _ = try await collection.insertMany([
            ["name": "Americano", "beanRegion": "Timbio, Colombia", "containsDairy": false, "storeNumber": 42],
            ["name": "Americano", "beanRegion": "San Marcos, Guatemala", "containsDairy": true, "storeNumber": 42],
            ["name": "Mocha", "beanRegion": "Aceh, Sumatra", "containsDairy": true, "storeNumber": 17],
        ])
        let findOptions = FindOptions(0, nil, [["beanRegion": 1]])
        let documents = try await collection.find(filter: ["name": "Americano"], options: findOptions)
        // The page's output lists San Marcos, Guatemala before Timbio, Colombia.
        #expect(documents.map { $0["beanRegion"] } == [.string("San Marcos, Guatemala"), .string("Timbio, Colombia")])
    }

    @Test("Count documents matching a filter")
    func count() async throws {
        try await insertSeedDrinks()
        #expect(try await collection.count(filter: ["name": "Bean of the Day"]) == 2)
        #expect(try await collection.count(filter: ["name": "Bean of the Day"], limit: 1) == 1)
        #expect(try await collection.count(filter: [:]) == 3)
    }

    @Test("Update a single document: matchedCount 1 and modifiedCount 1")
    func updateOne() async throws {
        try await insertSeedDrinks()
        let updateResult = try await collection.updateOneDocument(
            filter: ["name": "Bean of the Day", "storeNumber": 42], update: ["$set": ["containsDairy": true]])
        #expect(updateResult.matchedCount == 1 && updateResult.modifiedCount == 1)
        let updated = try await collection.findOneDocument(filter: ["name": "Bean of the Day", "storeNumber": 42])
        #expect(updated?["containsDairy"] == .bool(true))
    }

    @Test("Update many documents reports the modified count")
    func updateMany() async throws {
        try await insertSeedDrinks()
        let updateResult = try await collection.updateManyDocuments(filter: ["name": "Bean of the Day"], update: ["$set": ["containsDairy": true]])
        #expect(updateResult.matchedCount == 2 && updateResult.modifiedCount == 2)
    }

    @Test("Upsert: the page's replacement goes through replaceOneDocument; updateOneDocument refuses it (9), inserting nothing")
    func upsert() async throws {
        try await insertSeedDrinks()
        let queryFilter: Document = ["name": "Bean of the Day", "storeNumber": 55]
        let documentUpdate: Document = ["name": "Bean of the Day", "beanRegion": "Yirgacheffe, Ethiopia", "containsDairy": false, "storeNumber": 55]
        // The page passes this replacement to updateOneDocument. Here, as in MongoDB's drivers,
        // the update methods take update operators only, so a forgotten $set cannot replace a
        // document; replaceOneDocument does what the page shows.
        let refusal = await #expect(throws: DocStreamError.self) {
            try await collection.updateOneDocument(filter: queryFilter, update: documentUpdate, upsert: true)
        }
        #expect(refusal?.code == 9)
        #expect(try await collection.count(filter: [:]) == 3)
        let updateResult = try await collection.replaceOneDocument(filter: queryFilter, replacement: documentUpdate, upsert: true)
        let documentId = try #require(updateResult.documentId)
        #expect(updateResult.objectId != nil)
        #expect(updateResult.matchedCount == 0 && updateResult.modifiedCount == 0)
        // The new document: the page's replacement, with the generated _id first.
        let upserted = try #require(try await collection.findOneDocument(filter: ["_id": documentId]))
        #expect(upserted == ["_id": documentId, "name": "Bean of the Day", "beanRegion": "Yirgacheffe, Ethiopia", "containsDairy": false, "storeNumber": 55])
    }

    @Test("Delete one and delete many return the deleted counts")
    func deletes() async throws {
        _ = try await collection.insertMany([
            ["name": "Mocha", "storeNumber": 17], ["name": "Mocha", "storeNumber": 18],
            ["name": "Caramel Latte"], ["name": "Caramel Latte"], ["name": "Caramel Latte"],
        ])
        #expect(try await collection.deleteOneDocument(filter: ["name": "Mocha", "storeNumber": 17]) == 1)
        // The page prints "Successfully deleted 3 documents."
        #expect(try await collection.deleteManyDocuments(filter: ["name": "Caramel Latte"]) == 3)
        #expect(try await collection.count(filter: [:]) == 1)
    }

    @Test("Duplicate _id: 11000 DuplicateKey and the store unchanged")
    func duplicateKey() async throws {
        _ = try await collection.insertOne(["_id": 1, "name": "Mocha"])
        let error = await #expect(throws: DocStreamError.self) {
            _ = try await collection.insertOne(["_id": 1.0, "name": "Latte"])
        }
        #expect(error?.code == 11000)
        #expect(try await collection.find(filter: [:]) == [["_id": 1, "name": "Mocha"]])
    }

    @Test("Aggregate: $group by storeNumber counting drinks (the seeds' \"Group Documents\" pipeline)")
    func aggregateGroup() async throws {
        try await insertSeedDrinks()
        let pipeline: [Document] = [["$group": ["_id": "$storeNumber", "numItems": ["$sum": 1]]], ["$sort": ["_id": 1]]]
        let results = try await collection.aggregate(pipeline: pipeline)
        // Stores 42 (two drinks) and 47 (one); $sum of the int64 literal 1 stays int64.
        #expect(results == [["_id": 42, "numItems": 2], ["_id": 47, "numItems": 1]])
    }
}
