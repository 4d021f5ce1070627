import DocStream
import DocStreamBSON
import Foundation
import Testing

/// Large inputs run their leading per-document stages on every core: these check that the
/// results, their order, the first error and early ends are those of a serial run.
@Suite("Leading per-document stages over a large input")
struct ParallelPrefixTests {
    /// `{n: 0}` ... `{n: count - 1}`: many chunks of input (chunks are 1024 documents).
    static func numbered(_ count: Int) -> [Document] {
        (0..<count).map { ["n": .int64(Int64($0))] }
    }

    @Test("$match and $project over 20,000 documents keep the input's order")
    func resultsInInputOrder() throws {
        var cursor = try Pipeline([
            ["$match": ["n": ["$mod": [7, 0]]]],
            ["$project": ["_id": 0, "twice": ["$multiply": ["$n", 2]]]],
        ]).cursor(over: Self.numbered(20_000))
        var results: [Document] = []
        while let document = try cursor.next() { results.append(document) }
        // Multiples of 7 below 20,000: 0, 7, ..., 19,999 (7 × 2,857), so 2,858 of them.
        #expect(results.count == 2_858)
        #expect(results == (0..<2_858).map { ["twice": .int64(Int64($0 * 14))] })
    }

    @Test("the rest of the pipeline ($group, $sort) runs on the parallel stages' outputs")
    func blockingStagesAfterThePrefix() throws {
        let results = try collectAll(
            Pipeline([
                ["$addFields": ["bucket": ["$mod": ["$n", 3]]]],
                ["$group": ["_id": "$bucket", "count": ["$sum": 1], "first": ["$first": "$n"], "last": ["$last": "$n"]]],
                ["$sort": ["_id": 1]],
            ]).cursor(over: Self.numbered(10_000)))
        // 10,000 = 3 × 3,333 + 1: bucket 0 gets one more; $first/$last see input order. (A
        // Swift integer literal is an int64, so `$sum: 1` counts in int64.)
        #expect(results == [
            ["_id": .int64(0), "count": .int64(3_334), "first": .int64(0), "last": .int64(9_999)],
            ["_id": .int64(1), "count": .int64(3_333), "first": .int64(1), "last": .int64(9_997)],
            ["_id": .int64(2), "count": .int64(3_333), "first": .int64(2), "last": .int64(9_998)],
        ])
    }

    @Test("an error in a middle chunk comes after every earlier result, named by its stage")
    func errorAfterEarlierResults() throws {
        var input = Self.numbered(10_000)
        input[5_000] = ["n": .int64(-1)]
        var cursor = try Pipeline([["$project": ["_id": 0, "root": ["$sqrt": "$n"]]]]).cursor(over: input)
        var delivered = 0
        let error = #expect(throws: DocStreamError.self) {
            while try cursor.next() != nil { delivered += 1 }
        }
        // $sqrt of a negative number (MongoDB's 28714), raised by the 5,001st document.
        #expect(error?.code == 28714)
        #expect(error?.location == "stage 0 ($project)")
        #expect(delivered == 5_000)
    }

    @Test("$limit after the parallel stages ends the run early")
    func limitEndsTheRun() throws {
        let results = try collectAll(
            Pipeline([["$match": ["n": ["$gte": 9_000]]], ["$limit": 3]]).cursor(over: Self.numbered(50_000)))
        #expect(results == [["n": .int64(9_000)], ["n": .int64(9_001)], ["n": .int64(9_002)]])
    }

    @Test("a cursor dropped before its end lets its helper threads go")
    func abandonedCursor() async throws {
        let before = try Self.threadCount()
        for _ in 0..<50 {
            var cursor = try Pipeline([["$match": ["n": ["$gte": 0]]]]).cursor(over: Self.numbered(8_192))
            #expect(try cursor.next() == ["n": .int64(0)])
        }
        // A helper parked forever on a dropped run would leave up to 50 more threads. Other
        // tests run meanwhile, so allow some, and give the helpers time to see the stop.
        var after = try Self.threadCount()
        for _ in 0..<50 where after >= before + 25 {
            try await Task.sleep(for: .milliseconds(100))
            after = try Self.threadCount()
        }
        #expect(after < before + 25)
    }

    /// The threads of this process (Linux lists one directory per thread).
    static func threadCount() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
    }

    @Test("an aggregation over a large collection gives the serial results")
    func collectionScan() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "numbers")
        _ = try await collection.insertMany(Self.numbered(12_000).map { document in
            var document = document
            document["_id"] = document["n"]
            return document
        })
        let results = try await collection.aggregate(pipeline: [
            ["$match": ["n": ["$gte": 11_990]]],
            ["$project": ["_id": 1]],
        ])
        #expect(results == (11_990..<12_000).map { ["_id": .int64(Int64($0))] })
        #expect(try await collection.count(filter: [:]) == 12_000)
    }

    private func collectAll(_ cursor: PipelineCursor<IndexingIterator<[Document]>>) throws -> [Document] {
        var cursor = cursor
        var results: [Document] = []
        while let document = try cursor.next() { results.append(document) }
        return results
    }
}
