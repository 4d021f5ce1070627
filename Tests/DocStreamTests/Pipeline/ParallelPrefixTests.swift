import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Large inputs run their leading per-document stages on every core: these check that the
/// results, their order, the first error and early ends are those of a serial run.
@Suite("Leading per-document stages over a large input")
struct ParallelPrefixTests {
    /// `{n: 0}` ... `{n: count - 1}`: several chunks of input (chunks are 4,096 documents;
    /// 8,192 or more run in parallel).
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
        #expect(
            results == [
                ["_id": .int64(0), "count": .int64(3_334), "first": .int64(0), "last": .int64(9_999)],
                ["_id": .int64(1), "count": .int64(3_333), "first": .int64(1), "last": .int64(9_997)],
                ["_id": .int64(2), "count": .int64(3_333), "first": .int64(2), "last": .int64(9_998)],
            ])
    }

    @Test("$group runs on each chunk and the chunks' groups merge in input order")
    func partialGroupsMerge() throws {
        // n = 0 ..< 20,000 in groups k = n % 4; one more group whose only documents sit in the
        // first chunk (without v) and the last (v: 5), and one group seen only in the fourth.
        var input: [Document] = (0..<20_000).map { ["n": .int64(Int64($0)), "k": .int32(Int32($0 % 4)), "v": .int64(Int64($0))] }
        input[100] = ["n": .int64(100), "k": "x"]
        input[18_000] = ["n": .int64(18_000), "k": "x", "v": .int32(5)]
        input[15_001] = ["n": .int64(15_001), "k": "late", "v": .double(0.5)]
        let results = try collectAll(
            Pipeline([
                [
                    "$group": [
                        "_id": "$k", "count": ["$sum": .int32(1)], "total": ["$sum": "$v"], "mean": ["$avg": "$v"],
                        "low": ["$min": "$v"], "high": ["$max": "$v"], "first": ["$first": "$v"], "last": ["$last": "$v"],
                    ]
                ]
            ]).cursor(over: input))
        // Group k (k = 0 ... 3) keeps n = k + 4j for j in 0 ..< 5,000, which add up to
        // 5,000k + 49,990,000, less the documents taken out: n = 100 and 18,000 (k 0), 15,001 (k 1).
        let zero: Document = [
            "_id": .int32(0), "count": .int32(4_998), "total": .int64(49_971_900), "mean": .double(49_971_900 / 4_998.0),
            "low": .int64(0), "high": .int64(19_996), "first": .int64(0), "last": .int64(19_996),
        ]
        let one: Document = [
            "_id": .int32(1), "count": .int32(4_999), "total": .int64(49_979_999), "mean": .double(49_979_999 / 4_999.0),
            "low": .int64(1), "high": .int64(19_997), "first": .int64(1), "last": .int64(19_997),
        ]
        let two: Document = [
            "_id": .int32(2), "count": .int32(5_000), "total": .int64(50_000_000), "mean": .double(10_000),
            "low": .int64(2), "high": .int64(19_998), "first": .int64(2), "last": .int64(19_998),
        ]
        let three: Document = [
            "_id": .int32(3), "count": .int32(5_000), "total": .int64(50_005_000), "mean": .double(10_001),
            "low": .int64(3), "high": .int64(19_999), "first": .int64(3), "last": .int64(19_999),
        ]
        // First seen in the first chunk without v: $first is null; the others see only the 5.
        let x: Document = [
            "_id": "x", "count": .int32(2), "total": .int32(5), "mean": .double(5), "low": .int32(5), "high": .int32(5), "first": .null, "last": .int32(5),
        ]
        let late: Document = [
            "_id": "late", "count": .int32(1), "total": .double(0.5), "mean": .double(0.5), "low": .double(0.5), "high": .double(0.5),
            "first": .double(0.5), "last": .double(0.5),
        ]
        #expect(results == [zero, one, two, three, x, late])
    }

    @Test("a $sum's type widens across chunks: int32 totals past int32 become int64, a double anywhere makes a double")
    func sumWidensAcrossChunks() throws {
        // Group "i": 8,190 documents of 2^20 (int32), past int32 in all. Group "d": an int32 in
        // the first chunk, a double in the last.
        var input: [Document] = (0..<8_192).map { _ in ["k": "i", "v": .int32(1 << 20)] }
        input[10] = ["k": "d", "v": .int32(1)]
        input[8_000] = ["k": "d", "v": .double(0.25)]
        let results = try collectAll(Pipeline([["$group": ["_id": "$k", "total": ["$sum": "$v"]]]]).cursor(over: input))
        #expect(results == [["_id": "i", "total": .int64(8_190 << 20)], ["_id": "d", "total": .double(1.25)]])
    }

    @Test("$unwind with includeArrayIndex and $group over many chunks (W5's shape)")
    func unwindThenGroup() throws {
        // Document n holds n % 3 elements: "a", then "b", then "c".
        let input: [Document] = (0..<9_000).map { n in ["tags": .array(Array(["a", "b", "c"].prefix(n % 3)))] }
        let results = try collectAll(
            Pipeline([
                ["$unwind": ["path": "$tags", "includeArrayIndex": "at"]],
                ["$group": ["_id": "$tags", "count": ["$sum": .int32(1)], "lastAt": ["$last": "$at"]]],
            ]).cursor(over: input))
        // 3,000 documents each hold 1 and 2 elements: "a" in 6,000 of them, "b" in 3,000.
        #expect(results == [["_id": "a", "count": .int32(6_000), "lastAt": .int64(0)], ["_id": "b", "count": .int32(3_000), "lastAt": .int64(1)]])
    }

    @Test("$sort with $limit keeps each chunk's best; ties keep input order across chunks")
    func sortWithLimit() throws {
        // n = 0 ..< 20,000 with k = n % 10: every k ties 2,000 times, across every chunk.
        let input: [Document] = (0..<20_000).map { ["n": .int64(Int64($0)), "k": .int64(Int64($0 % 10))] }
        let ascending = try collectAll(Pipeline([["$sort": ["k": 1]], ["$limit": 5]]).cursor(over: input))
        #expect(ascending.map { $0["n"] } == [0, 10, 20, 30, 40].map { .int64($0) })
        let descending = try collectAll(Pipeline([["$sort": ["k": -1]], ["$limit": 3]]).cursor(over: input))
        #expect(descending.map { $0["n"] } == [9, 19, 29].map { .int64($0) })
    }

    @Test("a full $sort over many chunks is stable")
    func fullSortIsStable() throws {
        let input: [Document] = (0..<12_000).map { ["n": .int64(Int64($0)), "k": .int64(Int64($0 % 10))] }
        let results = try collectAll(Pipeline([["$sort": ["k": -1]]]).cursor(over: input))
        // k from 9 down to 0, 1,200 documents each, in input order: k + 10i for i in 0 ..< 1,200.
        let expected: [BSONValue] = stride(from: 9, through: 0, by: -1).flatMap { k in
            (0..<1_200).map { BSONValue.int64(Int64(k + 10 * $0)) }
        }
        #expect(results.map { $0["n"] } == expected)
    }

    @Test("a $sort error in a late chunk is the run's error")
    func sortErrorInLateChunk() throws {
        var input: [Document] = (0..<10_000).map { ["a": .int64(Int64($0)), "b": .int64(0)] }
        input[9_000] = ["a": [1, 2], "b": [3, 4]]
        var cursor = try Pipeline([["$sort": ["a": 1, "b": 1]]]).cursor(over: input)
        let error = #expect(throws: DocStreamError.self) { _ = try cursor.next() }
        #expect(error?.code == 2)
        #expect(error?.message == "cannot sort with keys that are parallel arrays")
        #expect(error?.location == "stage 0 ($sort)")
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

    // Threads are counted through /proc, which Linux has.
    @Test("a cursor dropped before its end lets its helper threads go", .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
    func abandonedCursor() async throws {
        let before = try Self.helperThreadCount()
        // Twenty chunks: more than the helpers may make ahead of the reader, so they wait for it.
        let input = Self.numbered(20 * ParallelPrefix.chunkSize)
        for _ in 0..<50 {
            var cursor = try Pipeline([["$match": ["n": ["$gte": 0]]]]).cursor(over: input)
            #expect(try cursor.next() == ["n": .int64(0)])
        }
        // A helper parked forever on a dropped run would leave up to 50 more threads. Other
        // tests' pipelines run meanwhile, so allow some, and give the helpers time to see the
        // stop. Only the helpers are counted: the other tests' threads come and go by hundreds.
        var after = try Self.helperThreadCount()
        for _ in 0..<50 where after >= before + 25 {
            try await Task.sleep(for: .milliseconds(100))
            after = try Self.helperThreadCount()
        }
        #expect(after < before + 25)
    }

    /// The parallel stages' helper threads of this process, by name (Linux lists one directory
    /// per thread, with its name in `comm`).
    static func helperThreadCount() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count { thread in
            let name = try? String(contentsOfFile: "/proc/self/task/\(thread)/comm", encoding: .utf8)
            return name?.trimmingCharacters(in: .newlines) == ParallelPrefix.helperThreadName
        }
    }

    @Test("an aggregation over a large collection gives the serial results")
    func collectionScan() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "numbers")
        _ = try await collection.insertMany(
            Self.numbered(12_000).map { document in
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

    @Test("over a large collection with deleted documents, each thread reads its own slots: every remaining document once, in natural order")
    func collectionScanSkipsDeletedSlots() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "numbers")
        _ = try await collection.insertMany((0..<20_000).map { ["_id": .int32(Int32($0))] })
        _ = try await collection.deleteManyDocuments(filter: ["_id": ["$mod": [3, 0]]])
        let results = try await collection.aggregate(pipeline: [["$project": ["twice": ["$multiply": ["$_id", .int32(2)]]]]])  // int × int: an int
        let expected: [Document] = (0..<20_000).filter { $0 % 3 != 0 }.map { ["_id": .int32(Int32($0)), "twice": .int32(Int32(2 * $0))] }
        #expect(results.count == expected.count)
        // The first difference, rather than two 13,333-document arrays.
        let firstDifference = zip(results, expected).first { $0 != $1 }
        #expect(firstDifference == nil)
    }

    @Test("aggregate() over a large collection whose $unwind makes more results than a chunk's input: every element once, in input order")
    func collectionScanUnwindsMoreThanItsInput() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "numbers")
        _ = try await collection.insertMany((0..<10_000).map { ["_id": .int32(Int32($0)), "tags": [.int32(0), .int32(1), .int32(2)]] })
        let results = try await collection.aggregate(pipeline: [["$unwind": "$tags"]])
        // One document per element, the array replaced by the element, in the array's order.
        let expected: [Document] = (0..<10_000).flatMap { id in (0..<3).map { ["_id": .int32(Int32(id)), "tags": .int32(Int32($0))] } }
        #expect(results.count == 30_000)
        let firstDifference = zip(results, expected).first { $0 != $1 }
        #expect(firstDifference == nil)
    }

    @Test("aggregate() over a large collection throws a middle chunk's error, named by its stage, and the collection is unchanged")
    func collectionScanError() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "numbers")
        _ = try await collection.insertMany((0..<20_000).map { ["_id": .int32(Int32($0)), "n": .int32($0 == 10_000 ? -1 : Int32($0))] })
        let error = await #expect(throws: DocStreamError.self) {
            _ = try await collection.aggregate(pipeline: [["$project": ["root": ["$sqrt": "$n"]]]])
        }
        // $sqrt of a negative number is MongoDB's 28714.
        #expect(error?.code == 28714)
        #expect(error?.location == "stage 0 ($project)")
        #expect(try await collection.count(filter: [:]) == 20_000)
        #expect(try await collection.findOneDocument(filter: ["_id": 10_000]) == ["_id": .int32(10_000), "n": .int32(-1)])
    }

    private func collectAll(_ cursor: PipelineCursor<IndexingIterator<[Document]>>) throws -> [Document] {
        var cursor = cursor
        var results: [Document] = []
        while let document = try cursor.next() { results.append(document) }
        return results
    }
}
