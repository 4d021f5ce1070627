import DocStream
import DocStreamBSON
import Testing

@Suite("Pipeline cursors pull their input lazily")
struct PipelineCursorTests {
    /// Numbered documents made on demand, counting how many were taken.
    final class CountingInput: Sequence, IteratorProtocol {
        private(set) var taken = 0

        func next() -> Document? {
            taken += 1
            return ["n": .int64(Int64(taken))]
        }
    }

    @Test("a streaming pipeline reads input only as results are asked for")
    func readsOnDemand() throws {
        let input = CountingInput()
        var cursor = try Pipeline([["$match": ["n": ["$mod": [3, 0]]]], ["$project": ["_id": 0, "n": 1]]]).cursor(over: input)
        #expect(try cursor.next() == ["n": .int64(3)])
        #expect(input.taken == 3)
        #expect(try cursor.next() == ["n": .int64(6)])
        #expect(input.taken == 6)
    }

    @Test("$limit ends an endless input")
    func limitEndsInput() throws {
        let input = CountingInput()
        var cursor = try Pipeline([["$unwind": ["path": "$n"]], ["$limit": 2]]).cursor(over: input)
        var results: [Document] = []
        while let document = try cursor.next() { results.append(document) }
        #expect(results == [["n": .int64(1)], ["n": .int64(2)]])
        #expect(input.taken == 2)
    }
}

@Suite("A cursor over a collection")
struct CollectionCursorTests {
    /// $divide page: "can't $divide by zero" is error 16608. A collection scan hands its
    /// documents to the stages a run of positions at a time; the results made before the
    /// failing document still come first, as they would one document at a time.
    @Test("the results before a failing document come out, then the error ($divide by zero, 16608), and the collection is unchanged")
    func errorAfterEarlierResults() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "divisions")
        let documents: [Document] = [["_id": 1, "d": 2], ["_id": 2, "d": 4], ["_id": 3, "d": 0], ["_id": 4, "d": 8]]
        _ = try await collection.insertMany(documents)
        var results: [Document] = []
        var failure: DocStreamError?
        do throws(DocStreamError) {
            for try await result in try collection.aggregateCursor(pipeline: [["$project": ["q": ["$divide": [1, "$d"]]]]]) {
                results.append(result)
            }
        } catch {
            failure = error
        }
        #expect(results == [["_id": 1, "q": 0.5], ["_id": 2, "q": 0.25]])
        #expect(failure?.code == 16608)
        #expect(try await collection.find(filter: [:]) == documents)
    }
}
