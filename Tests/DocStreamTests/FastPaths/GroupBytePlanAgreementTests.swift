import DocStreamBSON
import Testing

@testable import DocStream

/// `$group` reading its key and arguments on a document's bytes (`GroupBytePlan`,
/// `GroupKeyTable`) must group and accumulate as MongoDB does, also when some documents go
/// through the compiled expressions (a path meeting an array, an array key) and land in the
/// same groups. Expected values are written from MongoDB's manual ($group, $sum, $avg, $min,
/// $max, $first, $last, "Compare BSON types").
struct GroupBytePlanAgreementTests {
    private func group(_ specification: Document, _ documents: [Document]) throws -> [Document] {
        try Pipeline([["$group": .document(specification)]]).run(documents)
    }

    @Test("1, 1.0, NumberLong(1) and NumberDecimal(\"1.00\") are one key; the string \"1\" another; _id is the first seen")
    func numericKeys() throws {
        let documents: [Document] = [
            ["k": .int32(1), "v": .int32(1)], ["k": .double(1), "v": .int32(2)], ["k": .int64(1), "v": .int32(3)],
            ["k": .decimal128(Decimal128("1.00")!), "v": .int32(4)], ["k": "1", "v": .int32(5)], ["k": .int32(2), "v": .int32(6)],
        ]
        let results = try group(["_id": "$k", "n": ["$sum": .int32(1)], "total": ["$sum": "$v"]], documents)
        #expect(
            results == [
                ["_id": .int32(1), "n": .int32(4), "total": .int32(10)],
                ["_id": "1", "n": .int32(1), "total": .int32(5)],
                ["_id": .int32(2), "n": .int32(1), "total": .int32(6)],
            ])
    }

    @Test("a missing key, a null key and a path through a scalar are the one null group")
    func nullAndMissingKeys() throws {
        let documents: [Document] = [["a": .int32(5)], ["a": ["b": .null]], ["a": ["c": .int32(1)]], [:], ["a": ["b": .int32(7)]]]
        let results = try group(["_id": "$a.b", "n": ["$sum": .int32(1)]], documents)
        #expect(results == [["_id": .null, "n": .int32(4)], ["_id": .int32(7), "n": .int32(1)]])
    }

    @Test("NaN is one key; 0 and -0.0 are one key")
    func nanAndZeroKeys() throws {
        let documents: [Document] = [["k": .double(.nan)], ["k": .int32(0)], ["k": .double(.nan)], ["k": .double(-0.0)]]
        let results = try group(["_id": "$k", "n": ["$sum": .int32(1)]], documents)
        #expect(results.count == 2)
        #expect(results.first?["_id"]?.doubleValue?.isNaN == true && results.first?["n"] == .int32(2))
        #expect(results.last == ["_id": .int32(0), "n": .int32(2)])
    }

    @Test("array keys (whole, or gathered through an array of documents) group by array equality with the others")
    func arrayKeys() throws {
        let documents: [Document] = [
            ["a": ["b": [.int32(1), .int32(2)]]], ["a": .int32(1)], ["a": [["b": .int32(1)], ["b": .int32(2)]]],
            ["a": ["b": [.double(1), .int64(2)]]], ["a": ["b": .int32(1)]],
        ]
        let results = try group(["_id": "$a.b", "n": ["$sum": .int32(1)]], documents)
        #expect(
            results == [
                ["_id": [.int32(1), .int32(2)], "n": .int32(3)],
                ["_id": .null, "n": .int32(1)],
                ["_id": .int32(1), "n": .int32(1)],
            ])
    }

    @Test("documents read in place and documents whose argument path meets an array share their groups")
    func mixedPaths() throws {
        let documents: [Document] = [
            ["k": .int32(1), "p": ["x": .int32(2)]], ["k": .int64(1), "p": [["x": .int32(3)], ["x": .int32(4)]]],
            ["k": .int32(1), "p": ["x": .double(0.5)]],
        ]
        let results = try group(["_id": "$k", "n": ["$sum": .int32(1)], "first": ["$first": "$p.x"], "last": ["$last": "$p.x"]], documents)
        // $sum of an array adds nothing; $first and $last keep it whole.
        #expect(results == [["_id": .int32(1), "n": .int32(3), "first": .int32(2), "last": .double(0.5)]])
        let arrays = try group(["_id": "$k", "x": ["$push": "$p.x"]], documents)
        #expect(arrays == [["_id": .int32(1), "x": [.int32(2), [.int32(3), .int32(4)], .double(0.5)]]])
    }

    @Test("$sum, $avg, $min, $max, $first, $last over mixed numeric types, strings, null and missing values")
    func accumulators() throws {
        let documents: [Document] = [
            ["k": "a", "p": .int32(1)], ["k": "a", "p": .int64(2)], ["k": "a", "p": .null], ["k": "a", "p": .double(3.5)],
            ["k": "a", "p": "x"], ["k": "a"],
        ]
        let results = try group(
            [
                "_id": "$k", "sum": ["$sum": "$p"], "avg": ["$avg": "$p"], "min": ["$min": "$p"], "max": ["$max": "$p"],
                "first": ["$first": "$p"], "last": ["$last": "$p"],
            ], documents)
        // $sum and $avg ignore non-numbers; $min and $max ignore null and missing and order
        // strings above numbers; $last of a document without the field is null.
        #expect(
            results == [
                [
                    "_id": "a", "sum": .double(6.5), "avg": .double(6.5 / 3), "min": .int32(1), "max": "x",
                    "first": .int32(1), "last": .null,
                ]
            ])
        let total = try group(["_id": .null, "total": ["$sum": "$p"]], [["p": .int32(Int32.max)], ["p": .int32(1)]])
        // int32 overflow promotes to int64.
        #expect(total == [["_id": .null, "total": .int64(Int64(Int32.max) + 1)]])
    }

    @Test("the plan covers field path keys with $sum/$avg/$min/$max/$first/$last of paths and numbers, nothing else")
    func planCoverage() throws {
        #expect(GroupBytePlan(key: "$a.b", accumulators: [["$sum": .int32(1)], ["$avg": "$p"], ["$last": "$q.r"]]) != nil)
        #expect(GroupBytePlan(key: "$$ROOT", accumulators: []) == nil)
        #expect(GroupBytePlan(key: .null, accumulators: []) == nil)
        #expect(GroupBytePlan(key: ["$toUpper": "$a"], accumulators: []) == nil)
        #expect(GroupBytePlan(key: "$a", accumulators: [["$push": "$p"]]) == nil)
        #expect(GroupBytePlan(key: "$a", accumulators: [["$sum": "$$x"]]) == nil)
        #expect(GroupBytePlan(key: "$a", accumulators: [["$sum": "1"]]) == nil)
        #expect(GroupBytePlan(key: "$a", accumulators: [["$sum": ["$multiply": ["$p", .int32(2)]]]]) == nil)
    }

    // MARK: $unwind feeding $group, grouped without building the unwound documents

    private func unwindAndGroup(_ unwind: BSONValue, _ specification: Document, _ documents: [Document]) throws -> [Document] {
        try Pipeline([["$unwind": unwind], ["$group": .document(specification)]]).run(documents)
    }

    @Test("$unwind with includeArrayIndex + $group: each element once with its index; non-arrays pass whole, null, missing and [] not at all")
    func unwindIntoGroup() throws {
        let documents: [Document] = [
            ["p": ["a", "b"]], ["p": ["b"]], ["p": []], ["p": "c"], [:], ["p": .null],
        ]
        let results = try unwindAndGroup(
            ["path": "$p", "includeArrayIndex": "i"], ["_id": "$p", "n": ["$sum": .int32(1)], "average": ["$avg": "$i"]], documents)
        // A non-array value is unwound as itself, with a null index, which $avg ignores.
        #expect(
            results == [
                ["_id": "a", "n": .int32(1), "average": .double(0)],
                ["_id": "b", "n": .int32(2), "average": .double(0.5)],
                ["_id": "c", "n": .int32(1), "average": .null],
            ])
    }

    @Test("$unwind + $group: nested arrays and elements whose paths meet arrays group as the unwound documents do")
    func unwindNestedArrays() throws {
        let nested = try unwindAndGroup(
            ["path": "$p", "includeArrayIndex": "i"], ["_id": "$p", "index": ["$max": "$i"]],
            [["p": [[.int32(1), .int32(2)], .int32(1)]], ["p": [.double(1)]]])
        #expect(nested == [["_id": [.int32(1), .int32(2)], "index": .int64(0)], ["_id": .int32(1), "index": .int64(1)]])
        let embedded = try unwindAndGroup(
            "$p", ["_id": "$p.k", "n": ["$sum": .int32(1)]],
            [["p": [["k": .int32(1)], ["k": .int64(1)]]], ["p": [["k": .int32(2)], ["x": .int32(1)]]], ["p": [["k": [.int32(3)]]]]])
        #expect(
            embedded == [
                ["_id": .int32(1), "n": .int32(2)], ["_id": .int32(2), "n": .int32(1)], ["_id": .null, "n": .int32(1)],
                ["_id": [.int32(3)], "n": .int32(1)],
            ])
    }

    @Test("$unwind + $group: the index replaces a field of the same name; other fields, $first and $last follow element order")
    func unwindIndexAndOtherFields() throws {
        let documents: [Document] = [["q": "x", "p": [.int32(10), .int32(20)], "i": "old"], ["q": "y", "p": [.int32(30)]]]
        let results = try unwindAndGroup(
            ["path": "$p", "includeArrayIndex": "i"],
            ["_id": "$q", "indexes": ["$sum": "$i"], "first": ["$first": "$p"], "last": ["$last": "$p"], "deeper": ["$first": "$i.x"]],
            documents)
        #expect(
            results == [
                ["_id": "x", "indexes": .int64(1), "first": .int32(10), "last": .int32(20), "deeper": .null],
                ["_id": "y", "indexes": .int64(0), "first": .int32(30), "last": .int32(30), "deeper": .null],
            ])
    }

    @Test("$unwind with preserveNullAndEmptyArrays + $group keeps null, missing and [] as documents without the field")
    func unwindPreservingIntoGroup() throws {
        let documents: [Document] = [["p": []], ["p": .null], [:], ["p": [.int32(1)]]]
        let results = try unwindAndGroup(
            ["path": "$p", "includeArrayIndex": "i", "preserveNullAndEmptyArrays": .bool(true)],
            ["_id": "$p", "n": ["$sum": .int32(1)], "average": ["$avg": "$i"]], documents)
        #expect(results == [["_id": .null, "n": .int32(3), "average": .null], ["_id": .int32(1), "n": .int32(1), "average": .double(0)]])
    }
}
