import DocStream
import DocStreamBSON
import Testing

@Suite("aggregateCursor streams results")
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
}
