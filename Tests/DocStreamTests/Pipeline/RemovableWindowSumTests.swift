import DocStreamBSON
import Testing

@testable import DocStream

/// `$sum` and `$avg` over windows with a bounded lower end keep one running total, as the
/// server's removable window functions do (window_function_sum.cpp, window_function_avg.h,
/// window_function_exec_removable_document.cpp): values are added as they enter and taken out
/// as they leave, and the result narrows to the types the window still holds; left-unbounded
/// windows use the `$group` accumulators.
struct RemovableWindowSumTests {
    private func outputs(_ values: [BSONValue?], window: BSONValue, function: String = "$sum") throws -> [BSONValue?] {
        let documents: [Document] = values.enumerated().map { index, value in
            var document: Document = ["_id": .int32(Int32(index))]
            if let value { document["v"] = value }
            return document
        }
        let operations = CollectionOperations(store: Store(), namespace: try Namespace(database: "test", collection: "windows"))
        #expect(try operations.insert(documents).writeErrors.isEmpty)
        let stage: Document = [
            "$setWindowFields": ["sortBy": ["_id": .int32(1)], "output": ["out": [function: "$v", "window": ["documents": window]]]]
        ]
        return try operations.aggregate(try Pipeline([stage])).map { $0["out"] }
    }

    @Test("a sliding $sum of int64s narrows to int32 where the total fits; a left-unbounded one keeps int64")
    func slidingSumNarrowsLongs() throws {
        let longs: [BSONValue?] = [.int64(1), .int64(2), .int64(3_000_000_000), .int64(4)]
        #expect(try outputs(longs, window: [.int32(-1), .int32(0)]) == [.int32(1), .int32(3), .int64(3_000_000_002), .int64(3_000_000_004)])
        let unbounded = try outputs(longs, window: ["unbounded", "current"])
        #expect(unbounded == [.int64(1), .int64(3), .int64(3_000_000_003), .int64(3_000_000_007)], "\(unbounded)")
    }

    @Test("doubles, NaN and infinities count only while they are in the window")
    func specialValuesLeave() throws {
        let values: [BSONValue?] = [.double(1.5), .double(.nan), .int32(2), .double(.infinity), .int32(3), .int32(4)]
        let sums = try outputs(values, window: [.int32(-1), .int32(0)])
        #expect(sums[0] == .double(1.5))
        #expect(sums[1]?.doubleValue?.isNaN == true)
        #expect(sums[2]?.doubleValue?.isNaN == true)
        #expect(sums[3] == .double(.infinity))
        #expect(sums[4] == .double(.infinity))
        #expect(sums[5] == .int32(7))
        let decimals: [BSONValue?] = [.decimal128(Decimal128("1.5")!), .int32(2), .int32(3)]
        #expect(try outputs(decimals, window: [.int32(-1), .int32(0)]) == [.decimal128(Decimal128("1.5")!), .decimal128(Decimal128("3.5")!), .int32(5)])
    }

    @Test("-Int64.min leaves the total as Int64.max and 1")
    func smallestLongLeaves() throws {
        #expect(try outputs([.int64(.min), .int32(1)], window: [.int32(0), .int32(0)]) == [.int64(.min), .int32(1)])
    }

    @Test("a sliding $avg skips what is not a number; empty windows are 0 for $sum and null for $avg")
    func slidingAverageAndEmptyWindows() throws {
        let values: [BSONValue?] = [.int32(1), "x", .int32(3), .null, .int32(5), nil]
        #expect(
            try outputs(values, window: [.int32(-2), .int32(0)], function: "$avg")
                == [.double(1), .double(1), .double(2), .double(3), .double(4), .double(5)])
        #expect(try outputs(values, window: [.int32(1), .int32(2)]) == [.int32(3), .int32(3), .int32(5), .int32(5), .int32(0), .int32(0)])
        #expect(try outputs(values, window: [.int32(1), .int32(2)], function: "$avg") == [.double(3), .double(3), .double(5), .double(5), .null, .null])
    }

    @Test("wide windows moving over 300 documents give each window's own total")
    func wideWindows() throws {
        let values: [Int32] = (0..<300).map { Int32(($0 * 7919) % 1000) - 500 }
        for (lower, upper) in [(-50, 10), (-3, -1), (5, 40), (0, 0)] {
            let expected: [BSONValue?] = values.indices.map { index in
                let first = max(index + lower, 0)
                let end = min(index + upper + 1, values.count)
                return .int32(first < end ? values[first..<end].reduce(0, +) : 0)
            }
            #expect(try outputs(values.map { .int32($0) }, window: [.int32(Int32(lower)), .int32(Int32(upper))]) == expected, "window [\(lower), \(upper)]")
        }
    }

    @Test("a function's failure on a document surfaces with that document's partition: not when a $limit stops before it")
    func failureWaitsForItsPartition() throws {
        let operations = CollectionOperations(store: Store(), namespace: try Namespace(database: "test", collection: "failures"))
        let documents: [Document] = [
            ["_id": .int32(0), "p": .int32(2), "z": .int32(0)],
            ["_id": .int32(1), "p": .int32(1), "z": .int32(4)],
            ["_id": .int32(2), "p": .int32(1), "z": .int32(2)],
        ]
        #expect(try operations.insert(documents).writeErrors.isEmpty)
        let stage: Document = [
            "$setWindowFields": [
                "partitionBy": "$p", "sortBy": ["_id": .int32(1)],
                "output": ["x": ["$sum": ["$divide": [.int32(1), "$z"]], "window": ["documents": [.int32(-1), .int32(0)]]]],
            ]
        ]
        #expect(try operations.aggregate(try Pipeline([stage, ["$limit": .int32(2)]])).map { $0["x"] } == [.double(0.25), .double(0.75)])
        let error = try #require(throws: DocStreamError.self) { try operations.aggregate(try Pipeline([stage])) }
        #expect(error.code == 16608)
    }
}
