@testable import DocStream
import DocStreamBSON
import Testing

/// `$bucketAuto` sorts its input by `groupBy` through byte keys when every value has one, and
/// by comparing values otherwise; both in MongoDB's order of BSON types (null, numbers by
/// value across types, strings, objects), equal values in input order (MongoDB manual,
/// Comparison/Sort Order; $bucketAuto: "documents with the same groupBy value are placed in
/// the same bucket").
struct BucketAutoOrderTests {
    private func buckets(_ values: [BSONValue], count: Int32) throws -> [Document] {
        let operations = CollectionOperations(store: Store(), namespace: try Namespace(database: "test", collection: "buckets"))
        let documents: [Document] = values.enumerated().map { ["_id": .int32(Int32($0.offset)), "k": $0.element] }
        #expect(try operations.insert(documents).writeErrors.isEmpty)
        let stage: Document = ["$bucketAuto": ["groupBy": "$k", "buckets": .int32(count), "output": ["ids": ["$push": "$_id"]]]]
        return try operations.aggregate(try Pipeline([stage]))
    }

    private let scalars: [BSONValue] = ["b", .int64(2), .null, .double(1), "a", .int32(2), .int32(1)]

    @Test("byte keys: null, numbers across types, strings; equal values together in input order")
    func byteKeys() throws {
        #expect(try buckets(scalars, count: 3) == [
            ["_id": ["min": .null, "max": .int64(2)], "ids": [.int32(2), .int32(3), .int32(6)]],
            ["_id": ["min": .int64(2), "max": "a"], "ids": [.int32(1), .int32(5)]],
            ["_id": ["min": "a", "max": "b"], "ids": [.int32(4), .int32(0)]],
        ])
    }

    @Test("an object key (no byte form) sorts by values: the same order, objects last")
    func valueKeys() throws {
        #expect(try buckets(scalars + [["x": .int32(1)]], count: 4) == [
            ["_id": ["min": .null, "max": .int64(2)], "ids": [.int32(2), .int32(3), .int32(6)]],
            ["_id": ["min": .int64(2), "max": "a"], "ids": [.int32(1), .int32(5)]],
            ["_id": ["min": "a", "max": ["x": .int32(1)]], "ids": [.int32(4), .int32(0)]],
            ["_id": ["min": ["x": .int32(1)], "max": ["x": .int32(1)]], "ids": [.int32(7)]],
        ])
    }
}
