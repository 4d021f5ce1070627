import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Large scans cut their work into one part per core (`ParallelParts`) and join the parts in
/// order: column building, the columnar filter, sums, sort and join, and the reading of a
/// stored collection's blocks. On any number of cores the answers are those of one core; the
/// tests set five, more than this machine may have, so that three or more parts are joined.
@Suite("Work cut into one part per core joins in order", .timeLimit(.minutes(5)))
struct ParallelPartsTests {
    @Test("a range is cut into one part per core, evenly and in order; one core or a short range is not cut")
    func ranges() {
        ParallelParts.$cores.withValue(3) {
            #expect(ParallelParts.ranges(of: 0..<70_000) == [0..<23_333, 23_333..<46_666, 46_666..<70_000])
            #expect(ParallelParts.ranges(of: 10..<20, minimum: 2) == [10..<13, 13..<16, 16..<20])
            #expect(ParallelParts.ranges(of: 0..<65_535) == nil)
        }
        ParallelParts.$cores.withValue(5) {
            #expect(ParallelParts.ranges(of: 0..<3, minimum: 2) == [0..<1, 1..<2, 2..<3])
        }
        ParallelParts.$cores.withValue(1) {
            #expect(ParallelParts.ranges(of: 0..<1_000_000) == nil)
        }
    }

    /// 70,000 orders (past the 65,536 at which a scan is cut) whose amounts, stores and dates
    /// vary so that every part holds different values, and 50 stores to join them to.
    private static func orders() -> [BSONValue] {
        let sizes = ["short", "tall", "grande"]
        return (0..<70_000).map { (number: Int) -> BSONValue in
            let amount = Double(number * 37 % 1_000) / 10
            let rank = Int64(number * 7_919 % 70_000)
            let order: Document = [
                "_id": .int32(Int32(number)), "store": .int32(Int32(number * 7 % 50)), "amount": .double(amount),
                "size": .string(sizes[number % 3]), "rank": .int64(rank),
            ]
            return .document(order)
        }
    }

    private static let queries: [Document] = [
        ["count": "orders", "query": ["size": "tall", "amount": ["$gte": 50]]],
        ["find": "orders", "filter": ["store": ["$in": [3, 17, 49]], "amount": ["$lt": 2]], "sort": ["_id": 1], "batchSize": 10_000],
        [
            "aggregate": "orders",
            "pipeline": [["$group": ["_id": "$store", "total": ["$sum": "$amount"], "mean": ["$avg": "$amount"], "n": ["$sum": 1]]], ["$sort": ["_id": 1]]],
            "cursor": [:],
        ],
        ["aggregate": "orders", "pipeline": [["$sort": ["rank": -1]], ["$project": ["rank": 1]]], "cursor": ["batchSize": 70_000]],
        [
            "aggregate": "orders",
            "pipeline": [
                ["$lookup": ["from": "stores", "localField": "store", "foreignField": "_id", "as": "s"]], ["$unwind": "$s"],
                ["$group": ["_id": "$s.region", "total": ["$sum": "$amount"]]], ["$sort": ["_id": 1]],
            ], "cursor": [:],
        ],
        ["distinct": "orders", "key": "store", "query": ["amount": ["$gt": 99]]],
    ]

    /// Each query's reply on a store of its own (no columns shared), the work cut for `cores`.
    private func replies(cores: Int) throws -> [Document] {
        try ParallelParts.$cores.withValue(cores) {
            let store = Store()
            try store.runRequiringSuccess([
                ["insert": "orders", "documents": .array(Self.orders())],
                ["insert": "stores", "documents": .array((0..<50).map { .document(["_id": .int32(Int32($0)), "region": .string("r\($0 % 4)")]) })],
            ])
            let session = CommandSession(store: store)
            return Self.queries.map { session.run($0) }
        }
    }

    @Test("counts, finds, groups, a full sort, a join and distinct over many parts answer as over one")
    func scansAgree() throws {
        let single = try replies(cores: 1)
        let many = try replies(cores: 5)
        for (query, (one, parts)) in zip(Self.queries, zip(single, many)) {
            #expect(one["ok"] == .double(1), "\(query): \(one)")
            #expect(parts == one, "\(query)")
        }
        // The sort's batch holds every order, ranks descending.
        let ranks = single[3][path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["rank"] } ?? []
        #expect(ranks.count == 70_000)
        #expect(ranks.first == .int64(69_999) && ranks.last == .int64(0))
    }

    @Test("a durable store's blocks read back in record order over many parts: read into memory and a block at a time")
    func storedReadsAgree() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            // About 100 blocks of documents: past the 64 at which reading them all is cut.
            let documents: [BSONValue] = (0..<8_000).map {
                .document(["_id": .int32(Int32($0)), "store": .int32(Int32($0 % 13)), "padding": .string(String(repeating: "x", count: 240))])
            }
            try store.runRequiringSuccess([["insert": "orders", "documents": .array(documents)]])
            try store.checkpoint()
        }
        let queries: [Document] = [
            ["find": "orders", "projection": ["padding": 0], "batchSize": 8_000],
            ["count": "orders", "query": ["store": 5]],
        ]
        func run(cores: Int, cacheSize: Int) throws -> [Document] {
            try ParallelParts.$cores.withValue(cores) {
                let session = CommandSession(store: try Store(directory: directory.url, cacheSize: cacheSize))
                return queries.map { session.run($0) }
            }
        }
        let single = try run(cores: 1, cacheSize: Store.defaultCacheSize)
        #expect(single[0][path: "cursor.firstBatch"]?.arrayValue?.map { $0.documentValue?["_id"] } == (0..<8_000).map { .int32(Int32($0)) })
        #expect(single[1]["n"] == .int32(615))
        #expect(try run(cores: 5, cacheSize: Store.defaultCacheSize) == single)
        #expect(try run(cores: 5, cacheSize: 1) == single)
    }
}
