import DocStream
import DocStreamBSON
import Testing

/// The Swift API's index calls (createIndex, dropIndex, dropIndexes, listIndexes) over the
/// seeds' CoffeeDrinks collection: the same definitions, names and errors as the commands.
@Suite("Index Swift API")
struct IndexAPITests {
    let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")

    @Test("createIndex names the index by its fields, lists it, enforces uniqueness and is used by find")
    func createAndUse() async throws {
        _ = try await drinks.insertMany([
            ["_id": 1, "name": "Colombian Blend", "storeNumber": 42],
            ["_id": 2, "name": "Maple Latte", "storeNumber": 42],
            ["_id": 3, "name": "Bean of the Day", "storeNumber": 47],
        ])
        #expect(try await drinks.createIndex(["storeNumber": 1, "name": -1]) == "storeNumber_1_name_-1")
        #expect(try await drinks.createIndex(["name": 1], options: IndexOptions(name: "byName", isUnique: true)) == "byName")
        // Identical again: nothing happens.
        #expect(try await drinks.createIndex(["name": 1], options: IndexOptions(name: "byName", isUnique: true)) == "byName")
        let listed = try await drinks.listIndexes()
        #expect(listed.compactMap { $0["name"]?.stringValue } == ["_id_", "storeNumber_1_name_-1", "byName"])
        #expect(listed[2] == ["v": .int32(2), "key": ["name": .int64(1)], "name": "byName", "unique": true])
        await #expect(throws: DocStreamError.self) { _ = try await drinks.insertOne(["name": "Maple Latte"]) }
        let found = try await drinks.find(filter: ["storeNumber": 42], options: FindOptions(sorting: [["name": -1]]))
        #expect(found.compactMap { $0["_id"] } == [.int64(2), .int64(1)])
    }

    @Test("createIndex over duplicates fails with 11000 and creates nothing; dropIndex by name or keys; dropIndexes keeps _id_")
    func failuresAndDrops() async throws {
        _ = try await drinks.insertMany([["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Mocha"]])
        do {
            _ = try await drinks.createIndex(["name": 1], options: IndexOptions(isUnique: true))
            Issue.record("a unique index over duplicates was built")
        } catch {
            #expect(error.code == 11000)
        }
        #expect(try await drinks.listIndexes().count == 1)
        try await drinks.createIndex(["name": 1])
        try await drinks.createIndex(["size": 1], options: IndexOptions(isSparse: true))
        try await drinks.createIndex(["price": 1], options: IndexOptions(partialFilterExpression: ["price": ["$gt": 2]], isHidden: true))
        try await drinks.dropIndex(named: "name_1")
        try await drinks.dropIndex(["size": 1])
        do {
            try await drinks.dropIndex(named: "_id_")
            Issue.record("the _id index was dropped")
        } catch {
            #expect(error.code == 72)
        }
        do {
            try await drinks.dropIndex(named: "nope")
            Issue.record("a missing index was dropped")
        } catch {
            #expect(error.code == 27)
        }
        try await drinks.dropIndexes()
        #expect(try await drinks.listIndexes().compactMap { $0["name"]?.stringValue } == ["_id_"])
        let missing = MongoClient().database(named: "ios").collection(withName: "Nothing")
        do {
            _ = try await missing.listIndexes()
            Issue.record("a missing collection listed indexes")
        } catch {
            #expect(error.code == 26)
        }
    }
}
