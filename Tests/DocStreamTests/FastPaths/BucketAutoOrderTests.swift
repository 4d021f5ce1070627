import DocStreamBSON
import Testing

@testable import DocStream

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
        #expect(
            try buckets(scalars, count: 3) == [
                ["_id": ["min": .null, "max": .int64(2)], "ids": [.int32(2), .int32(3), .int32(6)]],
                ["_id": ["min": .int64(2), "max": "a"], "ids": [.int32(1), .int32(5)]],
                ["_id": ["min": "a", "max": "b"], "ids": [.int32(4), .int32(0)]],
            ])
    }

    @Test("an object key (no byte form) sorts by values: the same order, objects last")
    func valueKeys() throws {
        #expect(
            try buckets(scalars + [["x": .int32(1)]], count: 4) == [
                ["_id": ["min": .null, "max": .int64(2)], "ids": [.int32(2), .int32(3), .int32(6)]],
                ["_id": ["min": .int64(2), "max": "a"], "ids": [.int32(1), .int32(5)]],
                ["_id": ["min": "a", "max": ["x": .int32(1)]], "ids": [.int32(4), .int32(0)]],
                ["_id": ["min": ["x": .int32(1)], "max": ["x": .int32(1)]], "ids": [.int32(7)]],
            ])
    }

    @Test("outputs whose argument reads no field: a literal sums per document, a failing one fails, no documents none")
    func constantArguments() throws {
        let operations = CollectionOperations(store: Store(), namespace: try Namespace(database: "test", collection: "constants"))
        let stage = { (output: Document) -> Document in ["$bucketAuto": ["groupBy": "$k", "buckets": .int32(2), "output": .document(output)]] }
        let output: Document = ["twos": ["$sum": ["$literal": .int32(2)]], "total": ["$sum": "$k"]]
        #expect(try operations.aggregate(try Pipeline([stage(output)])) == [])
        #expect(try operations.aggregate(try Pipeline([stage(["bad": ["$sum": ["$divide": [.int32(1), .int32(0)]]]])])) == [])
        #expect(try operations.insert((1...4).map { ["_id": .int32(Int32($0)), "k": .int32(Int32($0))] }).writeErrors.isEmpty)
        #expect(
            try operations.aggregate(try Pipeline([stage(output)])) == [
                ["_id": ["min": .int32(1), "max": .int32(3)], "twos": .int32(4), "total": .int32(3)],
                ["_id": ["min": .int32(3), "max": .int32(4)], "twos": .int32(4), "total": .int32(7)],
            ])
        let error = try #require(throws: DocStreamError.self) {
            try operations.aggregate(try Pipeline([stage(["bad": ["$sum": ["$divide": [.int32(1), .int32(0)]]]])]))
        }
        #expect(error.code == 16608)
    }

    @Test("from a field's column (8,192 documents or more): the buckets of the documents' own path")
    func columnPath() throws {
        let operations = CollectionOperations(store: Store(), namespace: try Namespace(database: "test", collection: "columns"))
        let documents: [Document] = (0..<10_000).map { index in
            var document: Document = ["_id": .int32(Int32(index)), "v": .int32(Int32(index % 7))]
            switch index % 10 {
            case 0: break  // missing: null's bucket
            case 1: document["k"] = .null
            case 2: document["k"] = .double(Double(index % 50))
            case 3: document["k"] = .int64(Int64(index % 50))
            case 4: document["k"] = .string("s\(index % 13)")
            default: document["k"] = .int32(Int32(index % 50))
            }
            return document
        }
        #expect(try operations.insert(documents).writeErrors.isEmpty)
        for count: Int32 in [1, 7, 200] {
            let stage: Document = [
                "$bucketAuto": [
                    "groupBy": "$k", "buckets": .int32(count), "output": ["n": ["$sum": .int32(1)], "total": ["$sum": "$v"], "last": ["$max": "$_id"]],
                ]
            ]
            let fromColumn = try operations.aggregate(try Pipeline([stage]))
            let fromDocuments = try operations.aggregate(try Pipeline([["$skip": .int32(0)], stage]))
            #expect(fromColumn == fromDocuments, "\(count) buckets")
            #expect(fromColumn.reduce(0) { $0 + ($1["n"]?.integerValue ?? 0) } == 10_000)
        }
    }

    @Test("counts from a field's column: bounds are the values of the documents at each bucket's ends, types included")
    func columnCounts() throws {
        let operations = CollectionOperations(store: Store(), namespace: try Namespace(database: "test", collection: "counts"))
        var documents: [Document] = (0..<9_000).map { index in
            let key: BSONValue =
                switch index % 4 {
                case 0: .int32(Int32(index % 40))
                case 1: .double(Double(index % 40))
                case 2: .int64(Int64(index % 40))
                default: index % 9 == 0 ? .null : .int32(Int32(index % 40))
                }
            return ["_id": .int32(Int32(index)), "k": key]
        }
        // The largest value, first an int32 then a double: the last bucket's max is the double.
        documents += [["_id": .int32(9_000), "k": .int32(100)], ["_id": .int32(9_001), "k": .double(100)]]
        #expect(try operations.insert(documents).writeErrors.isEmpty)
        for count: Int32 in [1, 3, 7, 64] {
            for output: Document? in [nil, ["n": ["$sum": .int32(1)], "twos": ["$sum": ["$literal": .int32(2)]]]] {
                var specification: Document = ["groupBy": "$k", "buckets": .int32(count)]
                if let output { specification["output"] = .document(output) }
                let stage: Document = ["$bucketAuto": .document(specification)]
                let fromColumn = try operations.aggregate(try Pipeline([stage]))
                #expect(
                    fromColumn == (try operations.aggregate(try Pipeline([["$skip": .int32(0)], stage]))),
                    "\(count) buckets, \(output.map { "\($0)" } ?? "count")")
                #expect(fromColumn.last?["_id"]?.documentValue?["max"] == .double(100))
            }
        }
    }
}
