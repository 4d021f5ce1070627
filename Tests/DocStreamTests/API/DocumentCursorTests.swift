import DocStream
import DocStreamBSON
import Testing

@Suite("aggregateCursor and findCursor stream results")
struct DocumentCursorTests {
    let collection = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")

    @Test("iterating gives the same documents, in order, as aggregate(pipeline:)")
    func sameResultsAsAggregate() async throws {
        _ = try await collection.insertMany([
            ["_id": 1, "name": "Maple Latte", "featuredInPromotions": ["Spring into Spring", "Tastes of Fall"]],
            ["_id": 2, "name": "Bean of the Day", "featuredInPromotions": []],
            ["_id": 3, "name": "Mocha", "featuredInPromotions": ["Winter Delights"]],
        ])
        let pipeline: [Document] = [["$unwind": "$featuredInPromotions"], ["$project": ["_id": 1, "featuredInPromotions": 1]]]
        var streamed: [Document] = []
        for try await document in try collection.aggregateCursor(pipeline: pipeline) {
            streamed.append(document)
        }
        #expect(
            streamed == [
                ["_id": 1, "featuredInPromotions": "Spring into Spring"],
                ["_id": 1, "featuredInPromotions": "Tastes of Fall"],
                ["_id": 3, "featuredInPromotions": "Winter Delights"],
            ])
        #expect(try await collection.aggregate(pipeline: pipeline) == streamed)
    }

    @Test("a compile error is thrown when the cursor is made (40324), before any iteration")
    func compileErrorAtCreation() async throws {
        do {
            _ = try collection.aggregateCursor(pipeline: [["$nosuchstage": 1]])
            Issue.record("an unknown stage must not compile")
        } catch {
            #expect(error.code == 40324)
        }
    }

    @Test("a runtime error surfaces while iterating, after the results before it")
    func runtimeErrorWhileIterating() async throws {
        _ = try await collection.insertMany([["_id": 1, "n": "7"], ["_id": 2, "n": "seven"]])
        var iterator = try collection.aggregateCursor(pipeline: [["$project": ["n": ["$toInt": "$n"]]]]).makeAsyncIterator()
        #expect(try await iterator.next() == ["_id": 1, "n": .int32(7)])
        await #expect(throws: DocStreamError.self) { try await iterator.next() }
        // The collection is unchanged by the failed read.
        #expect(try await collection.count(filter: [:]) == 2)
    }

    // MARK: findCursor

    private let drinks: [Document] = [
        ["_id": 1, "name": "Americano", "storeNumber": 42, "price": 3.0],
        ["_id": 2, "name": "Latte", "storeNumber": 42, "price": 4.5],
        ["_id": 3, "name": "Mocha", "storeNumber": 43, "price": 5.0],
        ["_id": 4, "name": "Flat White", "storeNumber": 42, "price": 4.0],
    ]

    private func all(_ cursor: DocumentCursor) async throws -> [Document] {
        var documents: [Document] = []
        for try await document in cursor { documents.append(document) }
        return documents
    }

    @Test("findCursor gives find's documents: filter, sort, skip, limit and projection")
    func findCursorMatchesFind() async throws {
        _ = try await collection.insertMany(drinks)
        // Store 42 by price: Americano 3.0, Flat White 4.0, Latte 4.5; skip one, take two.
        let options = FindOptions(limit: 2, projection: ["_id": 0, "name": 1], sorting: [["price": 1]], skip: 1)
        let streamed = try await all(try collection.findCursor(filter: ["storeNumber": 42], options: options))
        #expect(streamed == [["name": "Flat White"], ["name": "Latte"]])
        #expect(try await collection.find(filter: ["storeNumber": 42], options: options) == streamed)
        // Without options: every match in natural (insertion) order.
        #expect(try await all(try collection.findCursor(filter: ["storeNumber": 43])) == [drinks[2]])
        #expect(try await all(try collection.findCursor(filter: ["storeNumber": 44])).isEmpty)
    }

    @Test("over more documents than a run: every match once, in order, from the collection as it was when iteration began")
    func findCursorReadsASnapshot() async throws {
        _ = try await collection.insertMany((0..<10_000).map { ["_id": .int32(Int32($0)), "n": .int32(Int32($0 % 3))] })
        var ids: [Int32] = []
        for try await document in try collection.findCursor(filter: ["n": 0]) {
            ids.append(document["_id"]?.int32Value ?? -1)
            if ids.count == 10 {
                _ = try await collection.insertOne(["_id": 20_000, "n": 0])
                _ = try await collection.deleteOneDocument(filter: ["_id": 9_999])
            }
        }
        // 0, 3, ... 9,999: the insert made during the iteration is not there, the deleted one is.
        #expect(ids == Array(stride(from: 0, through: 9_999, by: 3)).map(Int32.init))
        #expect(try await collection.count(filter: ["n": 0]) == 3_334)
    }

    @Test("findCursor: a filter MongoDB refuses (2) or a collection name it refuses (73) is thrown when the cursor is made")
    func findCursorCompileErrors() async throws {
        _ = try await collection.insertMany(drinks)
        let unknown = #expect(throws: DocStreamError.self) { _ = try collection.findCursor(filter: ["price": ["$bogus": 1]]) }
        #expect(unknown?.code == 2)
        let badSort = #expect(throws: DocStreamError.self) { _ = try collection.findCursor(filter: [:], options: FindOptions(sorting: [["price": 2]])) }
        #expect(badSort?.code == 15975)
        let unnamed = MongoClient().database(named: "ios").collection(withName: "")
        let invalid = #expect(throws: DocStreamError.self) { _ = try unnamed.findCursor(filter: [:]) }
        #expect(invalid?.code == 73)
        #expect(try await collection.count(filter: [:]) == 4)
    }

    @Test("findCursor: an error found while reading (a $expr's $toInt of \"abc\", 241) is thrown while iterating")
    func findCursorRuntimeError() async throws {
        _ = try await collection.insertMany([["_id": 1, "s": "1"], ["_id": 2, "s": "abc"]])
        let cursor = try collection.findCursor(filter: ["$expr": ["$eq": [["$toInt": "$s"], 1]]])
        let error = await #expect(throws: DocStreamError.self) { _ = try await all(cursor) }
        #expect(error?.code == 241)
        #expect(try await collection.count(filter: [:]) == 2)
    }
}
