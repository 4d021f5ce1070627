import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Aggregations over collections of 8,192 documents or more read the fields they need from
/// columns (`ColumnarScan`). These put values of every kind the columns treat apart (each
/// numeric type, NaN, -0, null, missing, strings, booleans, and values only a document
/// decides on: arrays, dates, decimals) among filler documents, and check the results against
/// MongoDB's rules (the manual's Comparison/Sort Order and $group pages), written by hand, and
/// against the same pipeline run document by document.
@Suite("Aggregations answered from field columns")
struct ColumnarScanTests {
    static let fillerCount = 8_192

    /// `specials` (whose `_id`s are below 1,000) first, then the fillers, `_id` 1,000 on, with
    /// `v: "filler"`, `k: "filler"`, `s: "zz"` and `x: 1`.
    static func load(_ specials: [Document]) async throws -> (MongoCollection, [Document]) {
        let fillers: [Document] = (0..<fillerCount).map {
            ["_id": .int64(Int64(1_000 + $0)), "v": "filler", "k": "filler", "s": "zz", "x": .int32(1)]
        }
        let collection = MongoClient().database(named: "test").collection(withName: "columns")
        _ = try await collection.insertMany(specials + fillers)
        return (collection, specials + fillers)
    }

    /// The results, after checking that a run document by document agrees.
    static func aggregate(_ collection: MongoCollection, _ documents: [Document], _ pipeline: [Document]) async throws -> [Document] {
        let results = try await collection.aggregate(pipeline: pipeline)
        #expect(results == (try Pipeline(pipeline).run(documents)), "pipeline \(pipeline)")
        return results
    }

    static func specialIDs(_ results: [Document]) -> [Int64] {
        results.compactMap { $0["_id"]?.int64Value }.filter { $0 < 1_000 }
    }

    static let date = BSONValue.datetime(BSONDateTime(millisecondsSinceEpoch: 0))

    /// Values of `v` by `_id`.
    static let comparisonSpecials: [Document] = [
        ["_id": 0, "v": .int32(1), "w": .int32(0)],
        ["_id": 1, "v": .int64(1), "w": .int32(1)],
        ["_id": 2, "v": .double(1), "w": .int32(2)],
        ["_id": 3, "v": "1", "w": .int32(3)],
        ["_id": 4, "v": [.int32(1), .int32(2)], "w": .int32(4)],
        ["_id": 5, "v": .null, "w": .int32(5)],
        ["_id": 6, "w": .int32(6)],
        ["_id": 7, "v": .double(.nan), "w": .int32(7)],
        ["_id": 8, "v": true, "w": .int32(8)],
        ["_id": 9, "v": .double(-0.0), "w": .int32(9)],
        ["_id": 10, "v": .int32(0), "w": .int32(10)],
        ["_id": 11, "v": date, "w": .int32(11)],
        ["_id": 12, "v": .int64(1 << 60), "w": .int32(12)],
        ["_id": 13, "v": .double(Double(1 << 60)), "w": .int32(13)],
        ["_id": 14, "v": .decimal128(Decimal128("1")!), "w": .int32(14)],
    ]

    @Test("$match comparisons follow MongoDB's equality and type bracketing across numeric types, arrays and null (Comparison Query Operators)")
    func comparisons() async throws {
        let (collection, documents) = try await Self.load(Self.comparisonSpecials)
        func ids(_ filter: Document) async throws -> [Int64] {
            Self.specialIDs(try await Self.aggregate(collection, documents, [["$match": .document(filter)]]))
        }
        // 1, NumberLong(1), 1.0 and NumberDecimal("1") are equal; an array matches through its elements.
        #expect(try await ids(["v": 1]) == [0, 1, 2, 4, 14])
        // NaN, -0, 0, true and "1" are not above 0; 2^60 as int64 and as double are.
        #expect(try await ids(["v": ["$gt": 0]]) == [0, 1, 2, 4, 12, 13, 14])
        #expect(try await ids(["v": ["$lte": .int32(0)]]) == [9, 10])
        // Null matches null and a missing field.
        #expect(try await ids(["v": .null]) == [5, 6])
        #expect(try await ids(["v": ["$ne": 1]]) == [3, 5, 6, 7, 8, 9, 10, 11, 12, 13])
        #expect(try await ids(["v": ["$in": [.int32(0), "1", .null]]]) == [3, 5, 6, 9, 10])
        // Beyond 2^53 integers are compared exactly.
        #expect(try await ids(["v": ["$gte": .int64(1 << 60)]]) == [12, 13])
        #expect(try await ids(["v": ["$gt": .int64(1 << 60)]]) == [])
        #expect(try await ids(["v": .double(.nan)]) == [7])
        #expect(try await ids(["v": ["$exists": false]]) == [6])
        #expect(try await ids(["v": 1, "w": ["$lt": 2]]) == [0, 1])
        #expect(try await ids(["v": ["$gte": Self.date]]) == [11])
        // The fillers match `$ne` and nothing else here.
        #expect(try await collection.aggregate(pipeline: [["$match": ["v": ["$ne": 1]]]]).count == 10 + Self.fillerCount)
    }

    @Test("find and count over 8,192 documents or more decide on the same columns: the same documents, and a positional projection still finds its element")
    func findAndCount() async throws {
        let (collection, _) = try await Self.load(Self.comparisonSpecials)
        func ids(_ filter: Document, _ options: FindOptions? = nil) async throws -> [Int64] {
            Self.specialIDs(try await collection.find(filter: filter, options: options))
        }
        #expect(try await ids(["v": 1]) == [0, 1, 2, 4, 14])
        #expect(try await ids(["v": ["$gt": 0]], FindOptions(sorting: [["w": -1]])) == [14, 13, 12, 4, 2, 1, 0])
        #expect(try await collection.count(filter: ["v": ["$ne": 1]]) == 10 + Self.fillerCount)
        #expect(try await collection.count(filter: ["v": .null, "w": ["$gte": 6]]) == 1)
        // {v: 2} matches [1, 2] through its element at index 1, which "v.$" returns.
        let projected = try await collection.find(filter: ["v": 2], options: FindOptions(projection: ["v.$": 1, "_id": 0]))
        #expect(projected == [["v": [.int32(2)]]])
        // $natural: -1 reads the collection newest first.
        #expect(try await ids(["v": .int64(1)], FindOptions(sorting: [["$natural": -1]])) == [14, 4, 2, 1, 0])
    }

    @Test(
        "updateMany and deleteMany over 8,192 documents or more match on the same columns: an array through its elements, a date by its document, the rest untouched"
    )
    func updateAndDeleteMany() async throws {
        let (collection, _) = try await Self.load(Self.comparisonSpecials)
        // Comparison Query Operators: {v: {$gt: 0}} is 0, 1, 2, 4 (the array [1, 2]), 12, 13, 14.
        let updated = try await collection.updateManyDocuments(filter: ["v": ["$gt": 0]], update: ["$set": ["hit": true]])
        #expect(updated.matchedCount == 7 && updated.modifiedCount == 7)
        #expect(Self.specialIDs(try await collection.find(filter: ["hit": true])) == [0, 1, 2, 4, 12, 13, 14])
        #expect(try await collection.count(filter: ["hit": true]) == 7)
        // The array [1, 2] matches {v: 2} through its element; the date matches $gte date only.
        #expect(try await collection.deleteManyDocuments(filter: ["v": ["$gte": Self.date]]) == 1)
        #expect(try await collection.deleteManyDocuments(filter: ["v": 2]) == 1)
        #expect(Self.specialIDs(try await collection.find(filter: [:])) == [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 13, 14])
        #expect(try await collection.count(filter: [:]) == 13 + Self.fillerCount)
        // The fillers: 8,192 strings, none of them above 0, all matching $ne: 1.
        #expect(try await collection.deleteManyDocuments(filter: ["v": "filler"]) == Self.fillerCount)
        #expect(try await collection.count(filter: [:]) == 13)
    }

    @Test(
        "$group keys follow MongoDB equality (1, NumberLong(1) and 1.0 are one group; -0 and 0; NaN; null and missing) in first-seen order ($group manual page)"
    )
    func groupKeys() async throws {
        let specials: [Document] = [
            ["_id": 0, "k": .int32(1), "x": .int32(2_000_000_000)],
            ["_id": 1, "k": .int64(1), "x": .int32(2_000_000_000)],
            ["_id": 2, "k": .double(1)],
            ["_id": 3, "k": .double(-0.0), "x": .double(0.5)],
            ["_id": 4, "k": .int32(0), "x": "text"],
            ["_id": 5, "k": .double(.nan), "x": .int64(7)],
            ["_id": 6, "k": .double(-.nan), "x": .double(1.5)],
            ["_id": 7, "k": .null, "x": true],
            ["_id": 8, "x": .null],
            ["_id": 9, "k": "a", "x": .int32(3)],
            ["_id": 10, "k": "a", "x": .int32(-3)],
            ["_id": 11, "k": true, "x": .int32(4)],
            ["_id": 12, "k": .double(2.5), "x": .double(.infinity)],
        ]
        let (collection, documents) = try await Self.load(specials)
        let results = try await Self.aggregate(
            collection, documents,
            [
                [
                    "$group": [
                        "_id": "$k", "n": ["$sum": .int32(1)], "total": ["$sum": "$x"], "low": ["$min": "$x"], "high": ["$max": "$x"],
                        "first": ["$first": "$x"], "last": ["$last": "$x"], "mean": ["$avg": "$x"],
                    ]
                ]
            ])
        let expected: [Document] = [
            // Two int32s past int32's range sum to an int64; the missing x of _id 2 is last's null.
            [
                "_id": .int32(1), "n": .int32(3), "total": .int64(4_000_000_000), "low": .int32(2_000_000_000), "high": .int32(2_000_000_000),
                "first": .int32(2_000_000_000), "last": .null, "mean": .double(2_000_000_000),
            ],
            // $sum and $avg skip the string; $min/$max order it above numbers.
            [
                "_id": .double(-0.0), "n": .int32(2), "total": .double(0.5), "low": .double(0.5), "high": "text",
                "first": .double(0.5), "last": "text", "mean": .double(0.5),
            ],
            [
                "_id": .double(.nan), "n": .int32(2), "total": .double(8.5), "low": .double(1.5), "high": .int64(7),
                "first": .int64(7), "last": .double(1.5), "mean": .double(4.25),
            ],
            // $min/$max skip null; a boolean sorts above numbers; no number gives $avg null.
            ["_id": .null, "n": .int32(2), "total": .int32(0), "low": true, "high": true, "first": true, "last": .null, "mean": .null],
            ["_id": "a", "n": .int32(2), "total": .int32(0), "low": .int32(-3), "high": .int32(3), "first": .int32(3), "last": .int32(-3), "mean": .double(0)],
            ["_id": true, "n": .int32(1), "total": .int32(4), "low": .int32(4), "high": .int32(4), "first": .int32(4), "last": .int32(4), "mean": .double(4)],
            [
                "_id": .double(2.5), "n": .int32(1), "total": .double(.infinity), "low": .double(.infinity), "high": .double(.infinity),
                "first": .double(.infinity), "last": .double(.infinity), "mean": .double(.infinity),
            ],
            [
                "_id": "filler", "n": .int32(Int32(Self.fillerCount)), "total": .int32(Int32(Self.fillerCount)), "low": .int32(1), "high": .int32(1),
                "first": .int32(1), "last": .int32(1), "mean": .double(1),
            ],
        ]
        #expect(results.count == expected.count)
        for (result, expected) in zip(results, expected) {
            // NaN never equals itself as a Double: compare the Extended JSON, which spells it.
            #expect(result.extendedJSON(.canonical) == expected.extendedJSON(.canonical))
        }
    }

    @Test("$group by null and a $match before a $group: the filtered documents only")
    func matchThenGroup() async throws {
        let specials: [Document] = (0..<10).map { ["_id": .int64(Int64($0)), "k": .int32(Int32($0 % 2)), "x": .double(Double($0))] }
        let (collection, documents) = try await Self.load(specials)
        let results = try await Self.aggregate(
            collection, documents,
            [
                ["$match": ["x": ["$gte": .double(4)], "k": ["$in": [.int32(0), .int32(1)]]]],
                ["$group": ["_id": .null, "n": ["$sum": 1], "total": ["$sum": "$x"], "high": ["$max": "$x"]]],
            ])
        // x = 4 ... 9.
        #expect(results == [["_id": .null, "n": .int64(6), "total": .double(39), "high": .double(9)]])
        // A count of everything reads no field; a number summed over the documents keeps its type.
        let counted = try await Self.aggregate(
            collection, documents,
            [
                ["$group": ["_id": .null, "n": ["$sum": .int32(2)], "half": ["$sum": .double(0.5)], "big": ["$sum": .int32(.max)], "all": ["$count": [:]]]]
            ])
        let count = Int64(10 + Self.fillerCount)
        #expect(
            counted == [
                [
                    "_id": .null, "n": .int32(Int32(2 * count)), "half": .double(Double(count) / 2), "big": .int64(Int64(Int32.max) * count),
                    "all": .int32(Int32(count)),
                ]
            ])
    }

    /// Values of `s` of every sort bracket, with ties on `s` told apart (or not) by `x`.
    static let sortSpecials: [Document] = [
        ["_id": 0, "s": "b", "x": .int32(1)],
        ["_id": 1, "s": .null, "x": .int32(1)],
        ["_id": 2, "s": .double(2.5), "x": .int32(1)],
        ["_id": 3, "x": .int32(2)],
        ["_id": 4, "s": .double(.nan), "x": .int32(1)],
        ["_id": 5, "s": true, "x": .int32(1)],
        ["_id": 6, "s": .int64(-3), "x": .int32(1)],
        ["_id": 7, "s": "a", "x": .int32(1)],
        ["_id": 8, "s": false, "x": .int32(1)],
        ["_id": 9, "s": .double(-0.0), "x": .int32(5)],
        ["_id": 10, "s": .int32(0), "x": .int32(5)],
        ["_id": 11, "s": "a", "x": .int32(3)],
    ]

    @Test(
        "$sortByCount groups as $group does (1, NumberLong(1) and 1.0 one group; null and missing one), then sorts by count, ties in group order ($sortByCount manual page)"
    )
    func sortByCount() async throws {
        // No array, date, decimal or integer past 2^53: values the columns hold.
        let specials = Self.comparisonSpecials.filter {
            ![.array, .datetime, .decimal128].contains($0["v"]?.type) && ![12, 13].contains($0["_id"]?.int64Value)
        }
        let (collection, documents) = try await Self.load(specials)
        let counted = try await Self.aggregate(collection, documents, [["$sortByCount": "$v"]])
        #expect(counted.first == ["_id": "filler", "count": .int32(Int32(Self.fillerCount))])
        // 1, NumberLong(1) and 1.0 count together; null and missing together; -0 and 0 together.
        #expect(counted.dropFirst().prefix(3).compactMap { $0["count"]?.int32Value } == [3, 2, 2])
    }

    @Test("$sort orders null and missing, then numbers (NaN first), strings, booleans; ties keep natural order (Sort Order manual page)")
    func sortOrder() async throws {
        let specials = Self.sortSpecials
        let (collection, documents) = try await Self.load(specials)
        let ascending = try await Self.aggregate(collection, documents, [["$sort": ["s": 1, "x": -1]], ["$limit": 12]])
        // Missing (x 2) before null (x 1) by x; -0 and 0 tie on s and x, so natural order.
        #expect(ascending.compactMap { $0["_id"]?.int64Value } == [3, 1, 4, 6, 9, 10, 2, 11, 7, 0, 1_000, 1_001])
        let descending = try await Self.aggregate(collection, documents, [["$sort": ["s": -1, "x": 1]]])
        #expect(descending.count == specials.count + Self.fillerCount)
        #expect(Array(descending.prefix(3).compactMap { $0["_id"]?.int64Value }) == [5, 8, 1_000])
        #expect(Array(descending.suffix(10).compactMap { $0["_id"]?.int64Value }) == [0, 7, 11, 2, 9, 10, 6, 4, 1, 3])
    }

    @Test(
        "find's sort over 8,192 matches or more is read from the columns in the same order as $sort, with skip, limit and a positional projection (cursor.sort(), Sort Order manual page)"
    )
    func findSort() async throws {
        let specials = Self.sortSpecials + [["_id": 12, "s": "c", "x": .int32(1), "tags": ["p", "q"]]]
        let (collection, _) = try await Self.load(specials)
        func ids(_ filter: Document, _ options: FindOptions) async throws -> [Int64] {
            try await collection.find(filter: filter, options: options).compactMap { $0["_id"]?.int64Value }
        }
        #expect(try await ids([:], FindOptions(limit: 12, sorting: [["s": 1], ["x": -1]])) == [3, 1, 4, 6, 9, 10, 2, 11, 7, 0, 12, 1_000])
        #expect(try await ids([:], FindOptions(limit: 3, sorting: [["s": 1, "x": -1]], skip: 2)) == [4, 6, 9])
        let descending = try await ids([:], FindOptions(sorting: [["s": -1, "x": 1]]))
        #expect(descending.count == specials.count + Self.fillerCount)
        #expect(Array(descending.prefix(3)) == [5, 8, 1_000])
        #expect(Array(descending.suffix(11)) == [12, 0, 7, 11, 2, 9, 10, 6, 4, 1, 3])
        // A sort key holding an array somewhere sorts on the documents, with the same order.
        _ = try await collection.insertOne(["_id": 13, "s": [.int32(-5), "z"], "x": .int32(1)])
        #expect(try await ids([:], FindOptions(limit: 3, sorting: [["s": 1], ["x": -1]])) == [3, 1, 4])
        #expect(Array(try await ids([:], FindOptions(sorting: [["s": 1]])).prefix(5)) == [1, 3, 4, 13, 6])
    }

    @Test("find's sort from the columns keeps each match's array position for a positional projection (the $ projection page)")
    func findSortPositional() async throws {
        let documents: [Document] = (0..<Int64(Self.fillerCount)).map { id in
            ["_id": .int64(id), "s": .int64(id % 7), "tags": ["a", "b", id % 2 == 0 ? "q" : "r"]]
        }
        let collection = MongoClient().database(named: "test").collection(withName: "positional")
        _ = try await collection.insertMany(documents)
        let results = try await collection.find(
            filter: ["tags": ["$in": ["q", "r"]]], options: FindOptions(limit: 4, projection: ["tags.$": 1], sorting: [["s": 1]]))
        // s = 0 for _id 0, 7, 14, 21 (ties in natural order); the element matched is at index 2.
        #expect(
            results == [
                ["_id": .int64(0), "tags": ["q"]], ["_id": .int64(7), "tags": ["r"]], ["_id": .int64(14), "tags": ["q"]], ["_id": .int64(21), "tags": ["r"]],
            ])
    }

    @Test("$unwind then $group: one row per element, a value that is no array is one with a null index, null, missing and [] none ($unwind manual page)")
    func unwindThenGroup() async throws {
        let specials: [Document] = [
            ["_id": 0, "tags": ["a", "b"], "k": .int32(1)],
            ["_id": 1, "tags": ["b", .int32(1), .double(1)], "k": .int32(2)],
            ["_id": 2, "tags": "c", "k": .int32(1)],
            ["_id": 3, "tags": [], "k": .int32(1)],
            ["_id": 4, "tags": .null, "k": .int32(1)],
            ["_id": 5, "k": .int32(1)],
            ["_id": 6, "tags": [.null], "k": .int32(1)],
        ]
        let fillers: [Document] = (0..<Self.fillerCount).map { ["_id": .int64(Int64(1_000 + $0)), "tags": ["x"], "k": .int32(3)] }
        let collection = MongoClient().database(named: "test").collection(withName: "unwound")
        _ = try await collection.insertMany(specials + fillers)
        let documents = specials + fillers
        let grouped = try await Self.aggregate(
            collection, documents,
            [
                ["$unwind": ["path": "$tags", "includeArrayIndex": "i"]],
                ["$group": ["_id": "$tags", "n": ["$sum": 1], "position": ["$avg": "$i"], "first": ["$first": "$_id"], "highest": ["$max": "$i"]]],
            ])
        #expect(
            grouped == [
                ["_id": "a", "n": .int64(1), "position": .double(0), "first": .int64(0), "highest": .int64(0)],
                ["_id": "b", "n": .int64(2), "position": .double(0.5), "first": .int64(0), "highest": .int64(1)],
                // 1 and 1.0 are one key; the first seen is the _id.
                ["_id": .int32(1), "n": .int64(2), "position": .double(1.5), "first": .int64(1), "highest": .int64(2)],
                ["_id": "c", "n": .int64(1), "position": .null, "first": .int64(2), "highest": .null],
                ["_id": .null, "n": .int64(1), "position": .double(0), "first": .int64(6), "highest": .int64(0)],
                ["_id": "x", "n": .int64(Int64(Self.fillerCount)), "position": .double(0), "first": .int64(1_000), "highest": .int64(0)],
            ])
        let matched = try await Self.aggregate(
            collection, documents,
            [
                ["$match": ["k": .int32(1)]], ["$unwind": "$tags"], ["$group": ["_id": "$tags", "n": ["$sum": .int32(1)]]],
            ])
        #expect(matched == [["_id": "a", "n": .int32(1)], ["_id": "b", "n": .int32(1)], ["_id": "c", "n": .int32(1)], ["_id": .null, "n": .int32(1)]])
        // An element only the documents unwind (an embedded document) sends the stages to them.
        _ = try await collection.insertOne(["_id": 7, "tags": [["y": 1], "a"], "k": .int32(1)])
        let withDocument = try await collection.aggregate(pipeline: [
            ["$match": ["k": .int32(1)]], ["$unwind": "$tags"], ["$group": ["_id": "$tags", "n": ["$sum": .int32(1)]]],
        ])
        #expect(
            withDocument == [
                ["_id": "a", "n": .int32(2)], ["_id": "b", "n": .int32(1)], ["_id": "c", "n": .int32(1)], ["_id": .null, "n": .int32(1)],
                ["_id": ["y": 1], "n": .int32(1)],
            ])
    }

    @Test("a full sort of 70,000 documents (sorted in two halves on two cores and merged) keeps the order")
    func largeSort() async throws {
        // s = 7,919 i mod 70,000 runs through every number below 70,000 once (7,919 is prime to
        // 70,000) and t = i mod 3: no two documents tie, so the order is the keys' alone.
        let count = 70_000
        let documents: [Document] = (0..<count).map { i in
            ["_id": .int64(Int64(i)), "t": .int32(Int32(i % 3)), "s": .int64(Int64(i * 7_919 % count))]
        }
        let collection = MongoClient().database(named: "test").collection(withName: "sorted")
        _ = try await collection.insertMany(documents)
        let results = try await Self.aggregate(collection, documents, [["$sort": ["t": 1, "s": -1]]])
        let expected = (0..<count).sorted { left, right in
            (left % 3, count - left * 7_919 % count) < (right % 3, count - right * 7_919 % count)
        }
        #expect(results.compactMap { $0["_id"]?.int64Value } == expected.map(Int64.init))
    }

    @Test("columns of 65,536 documents or more are read in two halves on two cores and joined: strings of either half, numbers in one half only")
    func columnsBuiltInHalves() async throws {
        // The halves meet at 35,000: strings "a" and "b" in the first, "b" and "c" in the second;
        // x a number only in the second half; in the first, missing but for 100 dates (values no
        // column keeps).
        let count = 70_000
        let documents: [Document] = (0..<count).map { i in
            let firstHalf = i < 35_000
            let name: BSONValue = .string(i % 2 == 0 ? (firstHalf ? "a" : "b") : (firstHalf ? "b" : "c"))
            let y = BSONValue.int32(Int32(i % 7))
            guard firstHalf else { return ["_id": .int64(Int64(i)), "name": name, "x": .int32(Int32(i % 10)), "y": y] }
            return i < 100 ? ["_id": .int64(Int64(i)), "name": name, "x": Self.date, "y": y] : ["_id": .int64(Int64(i)), "name": name, "y": y]
        }
        let collection = MongoClient().database(named: "test").collection(withName: "halves")
        _ = try await collection.insertMany(documents)
        let grouped = try await Self.aggregate(collection, documents, [["$group": ["_id": "$name", "n": ["$sum": .int32(1)]]]])
        #expect(grouped == [["_id": "a", "n": .int32(17_500)], ["_id": "b", "n": .int32(35_000)], ["_id": "c", "n": .int32(17_500)]])
        // y = i mod 7, summed (in two halves on two cores, merged) per name.
        let sums = try await Self.aggregate(collection, documents, [["$group": ["_id": "$name", "total": ["$sum": "$y"], "mean": ["$avg": "$y"]]]])
        func total(_ indexes: some Sequence<Int>) -> Int { indexes.reduce(0) { $0 + $1 % 7 } }
        let a = total(stride(from: 0, to: 35_000, by: 2))
        let b = total(stride(from: 1, to: 35_000, by: 2)) + total(stride(from: 35_000, to: count, by: 2))
        let c = total(stride(from: 35_001, to: count, by: 2))
        #expect(
            sums == [
                ["_id": "a", "total": .int32(Int32(a)), "mean": .double(Double(a) / 17_500)],
                ["_id": "b", "total": .int32(Int32(b)), "mean": .double(Double(b) / 35_000)],
                ["_id": "c", "total": .int32(Int32(c)), "mean": .double(Double(c) / 17_500)],
            ])
        // x = i mod 10 over the second half: 3,500 of each digit; x >= 8 picks the digits 8 and 9.
        let counted = try await Self.aggregate(collection, documents, [["$match": ["x": ["$gte": .int32(8)], "name": "b"]], ["$count": "n"]])
        #expect(counted == [["n": .int32(3_500)]])
        // The filter's columns are read in two halves too, and the matches come in natural order:
        // "b" is odd i below 35,000 and even i from there; y = 3 picks i mod 7 = 3 among them.
        let matched = try await Self.aggregate(collection, documents, [["$match": ["name": "b", "y": .int32(3)]], ["$project": ["_id": 1]]])
        let expected = (0..<count).filter { i in (i < 35_000 ? i % 2 == 1 : i % 2 == 0) && i % 7 == 3 }
        #expect(matched.compactMap { $0["_id"]?.int64Value } == expected.map(Int64.init))
    }

    @Test("a collection keeps the 16 columns asked for last: queries on 20 fields in turn all answer, and the oldest columns are dropped")
    func columnsAreBounded() async throws {
        let store = Store()
        let collection = MongoClient(store: store).database(named: "test").collection(withName: "wide")
        // Field f0 ... f19 of document i is i mod (n + 2) for fn.
        let documents: [Document] = (0..<Self.fillerCount).map { i in
            Document([("_id", .int64(Int64(i)))] + (0..<20).map { ("f\($0)", BSONValue.int32(Int32(i % ($0 + 2)))) })
        }
        _ = try await collection.insertMany(documents)
        for field in 0..<20 {
            // i mod (n + 2) == 1 for ceil((8,192 - 1) / (n + 2)) documents.
            let expected = (Self.fillerCount - 1 + field + 1) / (field + 2)
            #expect(try await collection.count(filter: ["f\(field)": .int32(1)]) == expected, "f\(field)")
        }
        let kept = try #require(try store.snapshot(Namespace(database: "test", collection: "wide"))).columnCache.keptColumnNames
        #expect(kept == Set((4..<20).map { "f\($0)" }))
    }

    @Test("the columns follow the collection: removals, updates and inserts are seen by the next aggregation")
    func columnsFollowWrites() async throws {
        let (collection, documents) = try await Self.load([["_id": 0, "v": .int32(42)], ["_id": 1, "v": .int32(42)]])
        let pipeline: [Document] = [["$match": ["v": .int32(42)]]]
        #expect(Self.specialIDs(try await Self.aggregate(collection, documents, pipeline)) == [0, 1])
        // A removal leaves an empty slot until enough gaps build up.
        #expect(try await collection.deleteOneDocument(filter: ["_id": 0]) == 1)
        #expect(Self.specialIDs(try await collection.aggregate(pipeline: pipeline)) == [1])
        #expect(try await collection.aggregate(pipeline: [["$match": [:]], ["$count": "n"]]) == [["n": .int32(Int32(1 + Self.fillerCount))]])
        _ = try await collection.updateOneDocument(filter: ["_id": 1], update: ["$set": ["v": "42"]])
        #expect(Self.specialIDs(try await collection.aggregate(pipeline: pipeline)) == [])
        _ = try await collection.insertOne(["_id": 2, "v": .double(42)])
        #expect(Self.specialIDs(try await collection.aggregate(pipeline: pipeline)) == [2])
        #expect(
            try await collection.aggregate(pipeline: [["$group": ["_id": "$v", "n": ["$sum": 1]]]]) == [
                ["_id": "42", "n": .int64(1)], ["_id": "filler", "n": .int64(Int64(Self.fillerCount))], ["_id": .double(42), "n": .int64(1)],
            ])
    }

    @Test("a field holding arrays in most documents is matched on the documents, with the same results")
    func arraysEverywhere() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "arrays")
        let documents: [Document] = (0..<10_000).map { ["_id": .int64(Int64($0)), "tags": [.int32(Int32($0 % 5)), .int32(Int32($0 % 7))]] }
        _ = try await collection.insertMany(documents)
        let results = try await Self.aggregate(collection, documents, [["$match": ["tags": .int32(3)]], ["$count": "n"]])
        // n % 5 == 3 (2,000) or n % 7 == 3 (1,429, from 3 to 9,999), both (n % 35 == 3: 286).
        #expect(results == [["n": .int32(2_000 + 1_429 - 286)]])
    }
}
