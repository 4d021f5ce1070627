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
