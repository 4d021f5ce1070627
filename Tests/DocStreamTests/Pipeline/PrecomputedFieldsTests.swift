import DocStreamBSON
import Testing

@testable import DocStream

/// Over a collection scan of 8,192 documents or more, a `$project` or `$addFields` whose
/// computed field reads one top-level field (or none) evaluates it once per distinct value of
/// that field, from the field's column, and copies the result into each document
/// (`ComputedFieldValues`). Expected values are written by hand from the manual's pages for the
/// operators used; each result is also compared with the same pipeline run document by document.
@Suite("$project and $addFields values computed once per distinct value")
struct PrecomputedFieldsTests {
    /// The results for the specials (`_id` below 1,000), by `_id`.
    static func specials(_ results: [Document]) -> [Int64: Document] {
        Dictionary(
            uniqueKeysWithValues: results.compactMap { document in
                document["_id"]?.int64Value.flatMap { $0 < 1_000 ? ($0, document) : nil }
            })
    }

    static let storeNumber: BSONValue = ["$arrayElemAt": [["$split": ["$store", " "]], 1]]

    @Test(
        "the seeds' $project of $arrayElemAt of $split: a number per store, null for a null or missing store, missing past the split's end ($split, $arrayElemAt pages)"
    )
    func seedsProjection() async throws {
        let (collection, documents) = try await ColumnarScanTests.load([
            ["_id": 0, "name": "Americano", "store": "Store 42"],
            ["_id": 1, "name": "Mocha", "store": "Store 7"],
            ["_id": 2, "name": "Latte", "store": .null],
            ["_id": 3, "name": "Flat White"],
            ["_id": 4, "name": "Cortado", "store": "Store"],
            ["_id": 5, "store": "Store 42", "name": "Americano"],
        ])
        let results = try await ColumnarScanTests.aggregate(collection, documents, [["$project": ["name": 1, "storeNumber": Self.storeNumber]]])
        let specials = Self.specials(results)
        #expect(specials[0] == ["_id": 0, "name": "Americano", "storeNumber": "42"])
        #expect(specials[1] == ["_id": 1, "name": "Mocha", "storeNumber": "7"])
        #expect(specials[2] == ["_id": 2, "name": "Latte", "storeNumber": .null])
        #expect(specials[3] == ["_id": 3, "name": "Flat White", "storeNumber": .null])
        #expect(specials[4] == ["_id": 4, "name": "Cortado"])
        // Included fields keep the document's order; computed ones follow.
        #expect(specials[5] == ["_id": 5, "name": "Americano", "storeNumber": "42"])
        // The fillers have no store.
        #expect(results.count == 6 + ColumnarScanTests.fillerCount)
        #expect(results.last == ["_id": .int64(Int64(1_000 + ColumnarScanTests.fillerCount - 1)), "storeNumber": .null])
        // After a $match the columns answer, the same tables serve the documents it keeps.
        let matched = try await ColumnarScanTests.aggregate(
            collection, documents,
            [
                ["$match": ["name": "Americano"]], ["$project": ["_id": 0, "storeNumber": Self.storeNumber]],
            ])
        #expect(matched == [["storeNumber": "42"], ["storeNumber": "42"]])
    }

    @Test(
        "the seeds' $addFields of $arrayElemAt of $split: the field replaced in place, added at the end when the document lacks it, removed when the index is past the split's end ($addFields, $split, $arrayElemAt pages)"
    )
    func seedsAddFields() async throws {
        let (collection, documents) = try await ColumnarScanTests.load([
            ["_id": 0, "storeNumber": .int32(42), "store": "Store 42", "price": 3.5],
            ["_id": 1, "store": "Store 7", "price": 2.0],
            ["_id": 2, "storeNumber": .int32(5), "store": .null],
            ["_id": 3, "storeNumber": .int32(6)],
            ["_id": 4, "storeNumber": .int32(9), "store": "Store"],
            ["_id": 5, "store": "North Street Store 12"],
        ])
        let results = try await ColumnarScanTests.aggregate(collection, documents, [["$addFields": ["storeNumber": Self.storeNumber]]])
        let specials = Self.specials(results)
        #expect(specials[0] == ["_id": 0, "storeNumber": "42", "store": "Store 42", "price": 3.5])
        #expect(specials[1] == ["_id": 1, "store": "Store 7", "price": 2.0, "storeNumber": "7"])
        // $split of null (or of a missing field) is null, and $arrayElemAt of null is null.
        #expect(specials[2] == ["_id": 2, "storeNumber": .null, "store": .null])
        #expect(specials[3] == ["_id": 3, "storeNumber": .null])
        // Past the array's end $arrayElemAt is missing, and $addFields of a missing value removes the field.
        #expect(specials[4] == ["_id": 4, "store": "Store"])
        #expect(specials[5] == ["_id": 5, "store": "North Street Store 12", "storeNumber": "Street"])
        // A negative index counts from the array's end.
        let last = try await ColumnarScanTests.aggregate(
            collection, documents,
            [
                ["$addFields": ["storeNumber": ["$arrayElemAt": [["$split": ["$store", " "]], .int32(-1)]]]]
            ])
        #expect(Self.specials(last)[5] == ["_id": 5, "store": "North Street Store 12", "storeNumber": "12"])
        #expect(Self.specials(last)[4] == ["_id": 4, "storeNumber": "Store", "store": "Store"])
    }

    @Test("a value the expression fails on raises the operator's error (40085, $split of an array), and the collection is unchanged")
    func failingValue() async throws {
        let (collection, _) = try await ColumnarScanTests.load([
            ["_id": 0, "store": "Store 1"],
            ["_id": 1, "store": ["Store 2"]],
        ])
        await #expect {
            _ = try await collection.aggregate(pipeline: [["$addFields": ["storeNumber": Self.storeNumber]]])
        } throws: { ($0 as? DocStreamError)?.code == 40085 }
        #expect(try await collection.count(filter: [:]) == 2 + ColumnarScanTests.fillerCount)
        #expect(try await collection.findOneDocument(filter: ["_id": 1]) == ["_id": 1, "store": ["Store 2"]])
    }

    @Test("$addFields replaces a field in place and tells 1, 1L, 1.0, \"1\", null, missing, arrays and dates apart ($type page)")
    func typesApart() async throws {
        let (collection, documents) = try await ColumnarScanTests.load(ColumnarScanTests.comparisonSpecials)
        let results = try await ColumnarScanTests.aggregate(collection, documents, [["$addFields": ["w": ["$type": "$v"]]]])
        let specials = Self.specials(results)
        let expected: [Int64: String] = [
            0: "int", 1: "long", 2: "double", 3: "string", 4: "array", 5: "null", 6: "missing", 7: "double",
            8: "bool", 9: "double", 10: "int", 11: "date", 12: "long", 13: "double", 14: "decimal",
        ]
        for (id, type) in expected {
            #expect(specials[id]?["w"] == .string(type), "_id \(id)")
            // `w` stays where it was: after `v`, or after `_id` where `v` is missing.
            #expect(specials[id]?.keys == (id == 6 ? ["_id", "w"] : ["_id", "v", "w"]), "_id \(id)")
        }
        #expect(results.last?["w"] == "string")
    }

    @Test("fields reading nothing are made once: $literal keeps a \"$\" string; $add of two ints is an int ($add page)")
    func constants() async throws {
        let (collection, documents) = try await ColumnarScanTests.load([["_id": 0, "name": "Mocha"]])
        let results = try await ColumnarScanTests.aggregate(
            collection, documents,
            [
                ["$project": ["_id": 0, "name": 1, "text": ["$literal": "$name"], "three": ["$add": [.int32(1), .int32(2)]]]]
            ])
        #expect(results.first == ["name": "Mocha", "text": "$name", "three": .int32(3)])
        #expect(results.last == ["text": "$name", "three": .int32(3)])
    }

    @Test("a field with a distinct value per document is evaluated per document, with the same results")
    func manyDistinctValues() async throws {
        let (collection, documents) = try await ColumnarScanTests.load([["_id": 0, "k": "abc"]])
        let results = try await ColumnarScanTests.aggregate(collection, documents, [["$addFields": ["id": ["$toString": "$_id"]]]])
        #expect(results.first == ["_id": 0, "k": "abc", "id": "0"])
        #expect(results.last?["id"] == .string(String(1_000 + ColumnarScanTests.fillerCount - 1)))
    }

    @Test("what an expression reads: one top-level field, nothing, or anything (variables, $getField, $rand, two fields)")
    func dependencies() throws {
        #expect(ExpressionDependency(of: "$store") == .field("store"))
        #expect(ExpressionDependency(of: "$a.b.c") == .field("a"))
        #expect(ExpressionDependency(of: ["$concat": ["$a", "-", "$a.b"]]) == .field("a"))
        #expect(ExpressionDependency(of: ["$concat": ["$a", "$b"]]) == .unknown)
        #expect(ExpressionDependency(of: ["$literal": "$a"]) == .none)
        #expect(ExpressionDependency(of: ["$add": [1, 2]]) == .none)
        #expect(ExpressionDependency(of: "$$REMOVE") == .none)
        #expect(ExpressionDependency(of: "$$ROOT.a") == .unknown)
        #expect(ExpressionDependency(of: ["$let": ["vars": ["x": "$a"], "in": "$$x"]]) == .unknown)
        #expect(ExpressionDependency(of: ["$getField": "a"]) == .unknown)
        #expect(ExpressionDependency(of: ["$rand": [:]]) == .unknown)
        #expect(ExpressionDependency(of: ["x": "$a", "y": ["$toUpper": "$a"]]) == .field("a"))
    }
}

/// The tables are a way of evaluating, not a semantics: over values of every kind, each
/// expression gives the same documents (or the same error) through them as per document.
@Suite("$project and $addFields through tables agree with per-document evaluation")
struct PrecomputedFieldsEquivalenceTests {
    static let values: [BSONValue?] = [
        .int32(1), .int64(1), .double(1), .double(-0.0), .double(.nan), .int32(7), "7", "Store 42", "", .null, nil,
        true, false, [.int32(1), "x"], ["x": .int32(2)], .datetime(BSONDateTime(millisecondsSinceEpoch: 86_400_000)),
        .decimal128(Decimal128("2.5")!),
    ]

    static let expressions: [BSONValue] = [
        "$a", "$a.x", ["$type": "$a"], ["$toString": "$a"], ["$concat": ["$a", "!"]], ["$add": ["$a", .int32(1)]],
        ["$cond": [["$gt": ["$a", .int32(1)]], "big", "small"]], ["$ifNull": ["$a", "none"]], ["$isArray": "$a"],
        ["$size": "$a"], ["$eq": ["$a", .int64(1)]], ["$arrayElemAt": [["$split": ["$a", " "]], 1]], "$$REMOVE",
    ]

    @Test("each expression over int32/int64/double/-0/NaN, strings, null, missing, booleans, arrays, documents, dates and decimals")
    func agreement() async throws {
        var specials: [Document] = []
        for (index, value) in Self.values.enumerated() {
            var document: Document = ["_id": .int64(Int64(index)), "b": "kept"]
            if let value { document["a"] = value }
            specials.append(document)
        }
        let (collection, documents) = try await ColumnarScanTests.load(specials)
        for expression in Self.expressions {
            // An inclusion of one field or none, `_id` excluded, is built from the columns alone.
            let specifications: [(stage: String, fields: Document)] = [
                ("$project", ["b": 1, "c": expression]), ("$addFields", ["b": "$b", "c": expression]),
                ("$project", ["_id": 0, "b": 1, "c": expression]), ("$project", ["_id": 0, "a": 1, "c": expression]),
                ("$project", ["_id": 0, "c": expression]),
            ]
            for (stage, fields) in specifications {
                let pipeline: [Document] = [[stage: .document(fields)]]
                var expected: [Document]?
                var expectedCode: Int?
                do throws(DocStreamError) {
                    expected = try Pipeline(pipeline).run(documents)
                } catch {
                    expectedCode = error.code
                }
                do throws(DocStreamError) {
                    #expect(try await collection.aggregate(pipeline: pipeline) == expected, "\(pipeline)")
                } catch {
                    #expect(error.code == expectedCode, "\(pipeline): \(error)")
                }
            }
        }
    }

    @Test("one included field read from its column: every kind of value, alone or with a computed field, as per document")
    func includedFromColumn() async throws {
        var specials: [Document] = []
        for (index, value) in Self.values.enumerated() {
            var document: Document = ["_id": .int64(Int64(index))]
            if let value { document["a"] = value }
            specials.append(document)
        }
        let (collection, documents) = try await ColumnarScanTests.load(specials)
        for pipeline: [Document] in [
            [["$project": ["_id": 0, "a": 1]]],
            [["$project": ["_id": 0, "a": 1, "k": ["$literal": "constant"]]]],
            [["$project": ["_id": 0, "v": 1, "t": ["$type": "$a"]]]],
        ] {
            #expect(try await collection.aggregate(pipeline: pipeline) == (try Pipeline(pipeline).run(documents)), "\(pipeline)")
        }
    }

    @Test("a document repeating the included field (BSON allows it) gets what the per-document path gives it")
    func repeatedIncludedField() async throws {
        let repeated = Document([("_id", .int64(1)), ("b", "first"), ("a", "Store 7"), ("b", "second")])
        let (collection, documents) = try await ColumnarScanTests.load([repeated])
        let pipeline: [Document] = [["$project": ["_id": 0, "b": 1, "n": ["$arrayElemAt": [["$split": ["$a", " "]], 1]]]]]
        let results = try await collection.aggregate(pipeline: pipeline)
        #expect(results == (try Pipeline(pipeline).run(documents)))
        #expect(results.first?["n"] == "7")
        #expect(try await collection.count(filter: [:]) == 1 + ColumnarScanTests.fillerCount)
    }
}
