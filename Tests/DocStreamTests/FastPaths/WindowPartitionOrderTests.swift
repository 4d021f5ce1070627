import DocStreamBSON
import Testing

@testable import DocStream

/// `$setWindowFields` orders its input by partition value, then `sortBy`, through one byte key
/// per document when every value has a byte form, and by comparing values otherwise. Both
/// must give MongoDB's partitions: values equal under BSON comparison share one (1, 1.0 and
/// NumberLong(1); a missing value and null), partitions come in BSON order (null, numbers,
/// strings, objects), and each is in `sortBy` order (MongoDB manual, $setWindowFields:
/// "partitionBy ... groups documents"; Comparison/Sort Order for BSON types).
struct WindowPartitionOrderTests {
    private let stage: Document = [
        "$setWindowFields": [
            "partitionBy": "$p", "sortBy": ["t": .int32(1)],
            "output": ["size": ["$count": [:], "window": ["documents": ["unbounded", "unbounded"]]], "rank": ["$documentNumber": [:]]],
        ]
    ]

    private func run(_ documents: [Document]) throws -> [Document] {
        let operations = CollectionOperations(store: Store(), namespace: try Namespace(database: "test", collection: "windows"))
        #expect(try operations.insert(documents).writeErrors.isEmpty)
        return try operations.aggregate(try Pipeline([stage, ["$project": ["size": .int32(1), "rank": .int32(1)]]]))
    }

    private let scalars: [Document] = [
        ["_id": .int32(0), "p": "b", "t": .int32(2)],
        ["_id": .int32(1), "p": .double(1), "t": .int32(3)],
        ["_id": .int32(2), "t": .int32(9)],
        ["_id": .int32(3), "p": .int64(1), "t": .int32(1)],
        ["_id": .int32(4), "p": .null, "t": .int32(4)],
        ["_id": .int32(5), "p": .int32(1), "t": .int32(2)],
        ["_id": .int32(6), "p": "b", "t": .int32(1)],
    ]

    /// null and missing (ids 4, 2 by t), the ones (3, 5, 1), "b" (6, 0).
    private let scalarOrder: [Document] = [
        ["_id": .int32(4), "size": .int32(2), "rank": .int32(1)],
        ["_id": .int32(2), "size": .int32(2), "rank": .int32(2)],
        ["_id": .int32(3), "size": .int32(3), "rank": .int32(1)],
        ["_id": .int32(5), "size": .int32(3), "rank": .int32(2)],
        ["_id": .int32(1), "size": .int32(3), "rank": .int32(3)],
        ["_id": .int32(6), "size": .int32(2), "rank": .int32(1)],
        ["_id": .int32(0), "size": .int32(2), "rank": .int32(2)],
    ]

    @Test("partitions by byte keys: numbers of any type share one, missing joins null, BSON order")
    func byteKeyPartitions() throws {
        #expect(try run(scalars) == scalarOrder)
    }

    @Test("an object partition value (no byte form) orders by values: the same partitions, objects last")
    func valuePartitions() throws {
        let objects: [Document] = [["_id": .int32(7), "p": ["k": .int32(1)], "t": .int32(5)], ["_id": .int32(8), "p": ["k": .int32(1)], "t": .int32(0)]]
        let tail: [Document] = [["_id": .int32(8), "size": .int32(2), "rank": .int32(1)], ["_id": .int32(7), "size": .int32(2), "rank": .int32(2)]]
        #expect(try run(objects + scalars) == scalarOrder + tail)
    }

    @Test("sortBy ties keep the input order on both paths")
    func tiesKeepInputOrder() throws {
        let tied: [Document] = (0..<6).map { ["_id": .int32(Int32($0)), "p": .int32(Int32($0 % 2)), "t": .int32(0)] }
        let expected: [Document] = [0, 2, 4, 1, 3, 5].map { id in
            ["_id": .int32(Int32(id)), "size": .int32(3), "rank": .int32(Int32(id / 2 + 1))]
        }
        #expect(try run(tied) == expected)
        let withObject = tied + [["_id": .int32(6), "p": ["k": .int32(0)], "t": .int32(0)]]
        #expect(try run(withObject) == expected + [["_id": .int32(6), "size": .int32(1), "rank": .int32(1)]])
    }

    @Test("a partition already in sortBy order keeps its order, one out of it is sorted; without partitionBy all is one partition")
    func partitionsInAndOutOfOrder() throws {
        // Partition 1 arrives in t order, partition 2 in reverse: 1's documents keep their
        // places, 2's are sorted, and partition 1 comes first whatever arrives first.
        let documents: [Document] = [
            ["_id": .int32(0), "p": .int32(2), "t": .int32(9)], ["_id": .int32(1), "p": .int32(1), "t": .int32(1)],
            ["_id": .int32(2), "p": .int32(2), "t": .int32(5)], ["_id": .int32(3), "p": .int32(1), "t": .int32(4)],
            ["_id": .int32(4), "p": .int32(2), "t": .int32(2)], ["_id": .int32(5), "p": .int32(1), "t": .int32(4)],
        ]
        let expected: [Document] = [(1, 3, 1), (3, 3, 2), (5, 3, 3), (4, 3, 1), (2, 3, 2), (0, 3, 3)].map { id, size, rank in
            ["_id": .int32(Int32(id)), "size": .int32(Int32(size)), "rank": .int32(Int32(rank))]
        }
        #expect(try run(documents) == expected)

        // No partitionBy, sortBy t descending: one partition, t from 9 down, the tie at 4 in
        // input order (3 before 5).
        let operations = CollectionOperations(store: Store(), namespace: try Namespace(database: "test", collection: "windows"))
        #expect(try operations.insert(documents).writeErrors.isEmpty)
        let descending = try operations.aggregate(
            try Pipeline([
                ["$setWindowFields": ["sortBy": ["t": .int32(-1)], "output": ["rank": ["$documentNumber": [:]]]]],
                ["$project": ["rank": .int32(1)]],
            ]))
        #expect(descending == [0, 2, 3, 5, 4, 1].enumerated().map { ["_id": .int32(Int32($1)), "rank": .int32(Int32($0 + 1))] })
    }
}
