import DocStream
import DocStreamBSON
import Testing

/// The Realm Swift SDK page "Query MongoDB - Swift SDK" (seeds/000) in its completion-handler
/// forms, as the page writes them (`collection.insertOne(drink) { result in ... }`), with the
/// outputs it documents; and the Realm SDK's positional options beside their labeled forms.
@Suite("Realm SDK spellings: completion handlers and positional options")
struct RealmCompatibilityTests {
    let collection = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")

    /// What a completion-handler call hands its handler.
    private func result<Value: Sendable>(
        _ call: (@escaping MongoCollection.Completion<Value>) -> Void
    ) async -> Result<Value, DocStreamError> {
        await withCheckedContinuation { continuation in call { continuation.resume(returning: $0) } }
    }

    private let drink: Document = ["name": "Bean of the Day", "beanRegion": "Timbio, Colombia", "containsDairy": false, "storeNumber": 42]
    private let drink2: Document = ["name": "Maple Latte", "beanRegion": "Yirgacheffe, Ethiopia", "containsDairy": true, "storeNumber": 42]
    private let drink3: Document = ["name": "Bean of the Day", "beanRegion": "San Marcos, Guatemala", "containsDairy": false, "storeNumber": 47]

    @Test("insertOne and insertMany hand over the new ObjectIds; findOneDocument the stored document")
    func inserts() async throws {
        let colombian: Document = ["name": "Colombian Blend", "beanRegion": "Timbio, Colombia", "containsDairy": false, "storeNumber": 43]
        let objectId = try await result { collection.insertOne(colombian, $0) }.get()
        #expect(objectId.objectIdValue != nil)
        // "Successfully inserted 3 new documents."
        let objectIds = try await result { collection.insertMany([drink, drink2, drink3], $0) }.get()
        #expect(objectIds.count == 3 && objectIds.allSatisfy { $0.objectIdValue != nil })
        // "Found a matching document": the fields inserted, after the _id the insert added.
        let found = try await result { collection.findOneDocument(filter: ["name": "Colombian Blend"], $0) }.get()
        #expect(found == Document([("_id", objectId)] + colombian.map { ($0.key, $0.value) }))
    }

    @Test("an insert of an _id already there hands over 11000 DuplicateKey and inserts nothing")
    func duplicateInsert() async throws {
        _ = try await collection.insertOne(["_id": 1, "name": "Mocha"])
        let refused = await result { collection.insertOne(["_id": 1, "name": "Latte"], $0) }
        #expect(throws: DocStreamError.self) { try refused.get() }
        if case .failure(let error) = refused { #expect(error.code == 11000) }
        let many = await result { collection.insertMany([["_id": 2], ["_id": 1]], $0) }
        if case .failure(let error) = many { #expect(error.code == 11000) } else { Issue.record("insertMany of a duplicate succeeded") }
        // Ordered, as MongoDB's: the document before the duplicate stays.
        #expect(try await collection.find(filter: [:]) == [["_id": 1, "name": "Mocha"], ["_id": 2]])
    }

    @Test("find, find with FindOptions(0, nil, [[\"beanRegion\": 1]]) and count, as the page runs them")
    func reads() async throws {
        _ = try await collection.insertMany([
            ["name": "Americano", "beanRegion": "Timbio, Colombia", "containsDairy": false, "storeNumber": 42],
            ["name": "Americano", "beanRegion": "San Marcos, Guatemala", "containsDairy": true, "storeNumber": 42],
            drink, drink3,
        ])
        let americanos = try await result { collection.find(filter: ["name": "Americano"], $0) }.get()
        #expect(americanos.map { $0["name"] } == ["Americano", "Americano"])
        // The page's output: San Marcos, Guatemala, then Timbio, Colombia.
        let sorted = try await result { collection.find(filter: ["name": "Americano"], options: FindOptions(0, nil, [["beanRegion": 1]]), $0) }.get()
        #expect(sorted.map { $0["beanRegion"] } == ["San Marcos, Guatemala", "Timbio, Colombia"])
        #expect(try await result { collection.count(filter: ["name": "Bean of the Day"], $0) }.get() == 2)
        #expect(try await result { collection.count(filter: [:], limit: 3, $0) }.get() == 3)
        let grouped = await result { collection.aggregate(pipeline: [["$group": ["_id": "$storeNumber", "n": ["$sum": 1]]], ["$sort": ["_id": 1]]], $0) }
        #expect(try grouped.get() == [["_id": 42, "n": 3], ["_id": 47, "n": 1]])
    }

    @Test("a filter MongoDB refuses hands over its code to find, count and aggregate")
    func refusedReads() async throws {
        _ = try await collection.insertOne(drink)
        let find = await result { collection.find(filter: ["storeNumber": ["$bogus": 1]], $0) }
        if case .failure(let error) = find { #expect(error.code == 2) } else { Issue.record("find with $bogus succeeded") }
        let count = await result { collection.count(filter: ["$and": []], $0) }
        if case .failure(let error) = count { #expect(error.code == 2) } else { Issue.record("an empty $and counted") }
        let aggregate = await result { collection.aggregate(pipeline: [["$nope": [:]]], $0) }
        if case .failure(let error) = aggregate { #expect(error.code == 40324) } else { Issue.record("an unknown stage succeeded") }
        #expect(try await collection.find(filter: [:]).count == 1)
    }

    @Test("updateOneDocument, updateManyDocuments and an upsert report the page's counts and the new _id")
    func updates() async throws {
        _ = try await collection.insertMany([drink, drink2, drink3])
        // "Successfully updated a matching document."
        let one = try await result {
            collection.updateOneDocument(filter: ["name": "Bean of the Day", "storeNumber": 42], update: ["$set": ["containsDairy": true]], $0)
        }.get()
        #expect(one.matchedCount == 1 && one.modifiedCount == 1 && one.documentId == nil)
        // Both Bean of the Day drinks match; the one already set is not modified again.
        let many = try await result { collection.updateManyDocuments(filter: ["name": "Bean of the Day"], update: ["$set": ["containsDairy": true]], $0) }.get()
        #expect(many.matchedCount == 2 && many.modifiedCount == 1)
        let upsert = try await result {
            collection.updateOneDocument(filter: ["name": "Bean of the Day", "storeNumber": 55], update: ["$set": ["containsDairy": false]], upsert: true, $0)
        }.get()
        #expect(upsert.matchedCount == 0 && upsert.objectId != nil)
        let upserted = try await collection.findOneDocument(filter: ["storeNumber": 55])
        #expect(upserted == ["_id": try #require(upsert.documentId), "name": "Bean of the Day", "storeNumber": 55, "containsDairy": false])
        let refused = await result { collection.updateManyDocuments(filter: [:], update: ["$inc": ["name": 1]], $0) }
        if case .failure(let error) = refused { #expect(error.code == 14) } else { Issue.record("$inc of a string succeeded") }
        #expect(try await collection.count(filter: ["containsDairy": true]) == 3)
    }

    @Test("deleteOneDocument and deleteManyDocuments hand over the deleted counts")
    func deletes() async throws {
        _ = try await collection.insertMany([
            ["name": "Mocha", "storeNumber": 17], ["name": "Mocha", "storeNumber": 18],
            ["name": "Caramel Latte"], ["name": "Caramel Latte"], ["name": "Caramel Latte"],
        ])
        #expect(try await result { collection.deleteOneDocument(filter: ["name": "Mocha", "storeNumber": 17], $0) }.get() == 1)
        // "Successfully deleted 3 documents."
        #expect(try await result { collection.deleteManyDocuments(filter: ["name": "Caramel Latte"], $0) }.get() == 3)
        let refused = await result { collection.deleteManyDocuments(filter: ["name": ["$regex": "("]], $0) }
        if case .failure(let error) = refused { #expect(error.code == 51091) } else { Issue.record("an invalid regex deleted") }
        #expect(try await collection.find(filter: [:], options: FindOptions(projection: ["_id": 0])) == [["name": "Mocha", "storeNumber": 18]])
    }

    @Test("findOneAndUpdate, findOneAndReplace and findOneAndDelete with positional FindOneAndModifyOptions")
    func findAndModify() async throws {
        _ = try await collection.insertMany([["_id": 1, "name": "Mocha", "price": 4], ["_id": 2, "name": "Latte", "price": 3]])
        // Sorted by price, the cheapest changes; the document after the change, projected.
        let updated = try await result {
            collection.findOneAndUpdate(
                filter: [:], update: ["$inc": ["price": 1]], options: FindOneAndModifyOptions(["price": 1], [["price": 1]], false, true), $0)
        }.get()
        #expect(updated == ["_id": 2, "price": 4])
        let replaced = try await result {
            collection.findOneAndReplace(filter: ["_id": 3], replacement: ["name": "Cortado"], options: FindOneAndModifyOptions(nil, [], true, true), $0)
        }.get()
        #expect(replaced == ["_id": 3, "name": "Cortado"])
        // Without options, the document before the change.
        let deleted = try await result { collection.findOneAndDelete(filter: ["name": "Mocha"], $0) }.get()
        #expect(deleted == ["_id": 1, "name": "Mocha", "price": 4])
        let refused = await result { collection.findOneAndReplace(filter: ["_id": 2], replacement: ["$set": ["price": 9]], $0) }
        if case .failure(let error) = refused { #expect(error.code == 9) } else { Issue.record("a replacement with an operator succeeded") }
        #expect(try await collection.find(filter: [:]) == [["_id": 2, "name": "Latte", "price": 4], ["_id": 3, "name": "Cortado"]])
    }

    @Test("positional options are the labeled ones: FindOptions and FindOneAndModifyOptions")
    func positionalOptions() async throws {
        _ = try await collection.insertMany([["_id": 1, "n": 3], ["_id": 2, "n": 1], ["_id": 3, "n": 2]])
        let positional = try await collection.find(filter: [:], options: FindOptions(2, ["_id": 1], [["n": -1]]))
        let labeled = try await collection.find(filter: [:], options: FindOptions(limit: 2, projection: ["_id": 1], sorting: [["n": -1]]))
        #expect(positional == [["_id": 1], ["_id": 3]])
        #expect(labeled == positional)
        let options = FindOneAndModifyOptions(["n": 1], [["n": 1]], true, true)
        #expect(options.projection == ["n": 1] && options.sorting == [["n": 1]] && options.upsert && options.shouldReturnNewDocument)
        let defaults = FindOneAndModifyOptions()
        #expect(defaults.projection == nil && defaults.sorting.isEmpty && !defaults.upsert && !defaults.shouldReturnNewDocument)
    }
}
