import DocStreamBSON
import Testing

@testable import DocStream

/// The hot paths that skip work (an `_id` lookup instead of a scan, stored bytes kept as they
/// are, fields copied as bytes) must give what MongoDB gives on the inputs where a shortcut
/// could go wrong: mixed numeric types, missing vs null, repeated field names, bad `_id`s.
/// Expected values are written from MongoDB's manual.
struct FastPathAgreementTests {
    private func collection(_ documents: [Document]) throws -> CollectionOperations {
        let operations = CollectionOperations(store: Store(), namespace: try Namespace(database: "test", collection: "drinks"))
        let outcome = try operations.insert(documents)
        #expect(outcome.writeErrors.isEmpty)
        return operations
    }

    // MARK: updates by _id through the planner's _id lookup

    @Test("{_id: v} finds the document whose _id equals v under MongoDB equality (1, 1.0, NumberLong(1))")
    func idLookupAcrossNumericTypes() throws {
        let drinks = try collection([["_id": .int32(1), "n": .int32(0)], ["_id": "1", "n": .int32(0)]])
        for id: BSONValue in [.double(1), .int64(1), .int32(1)] {
            let outcome = try drinks.update(UpdateStatement(filter: ["_id": id], update: ["$inc": ["n": .int32(1)]]))
            #expect(outcome == UpdateOutcome(matchedCount: 1, modifiedCount: 1))
        }
        let documents = try drinks.find(FindQuery(filter: [:]))
        // The string "1" is another value: never matched by a number.
        #expect(documents == [["_id": .int32(1), "n": .int32(3)], ["_id": "1", "n": .int32(0)]])
    }

    @Test("an update document used again (kept compiled) gives the same results; a bad one still fails, each time")
    func repeatedUpdateDocument() throws {
        let drinks = try collection([["_id": .int32(1), "n": .int32(0), "s": "x"]])
        let increment: Document = ["$inc": ["n": .int32(1)]]
        for update in [increment, increment, ["$set": ["m": .int32(1)]], increment] {
            _ = try drinks.update(UpdateStatement(filter: ["_id": .int32(1)], update: update))
        }
        #expect(try drinks.find(FindQuery(filter: [:])) == [["_id": .int32(1), "n": .int32(3), "s": "x", "m": .int32(1)]])
        for _ in 0..<2 {
            #expect(throws: DocStreamError.self) { try UpdateSpecification(["$inc": ["n": "one"]]) }
            #expect(throws: DocStreamError.self) {
                try drinks.update(UpdateStatement(filter: ["_id": .int32(1)], update: ["$inc": ["s": .int32(1)]]))
            }
        }
    }

    @Test("{_id: v} with no such document matches nothing, and an upsert inserts {_id: v}")
    func idLookupMissAndUpsert() throws {
        let drinks = try collection([["_id": .int32(1)]])
        let missed = try drinks.update(UpdateStatement(filter: ["_id": .int32(2)], update: ["$set": ["n": .int32(1)]]))
        #expect(missed == UpdateOutcome())
        let upserted = try drinks.update(UpdateStatement(filter: ["_id": .int32(2)], update: ["$set": ["n": .int32(1)]], upsert: true))
        #expect(upserted == UpdateOutcome(upsertedID: .int32(2)))
        #expect(try drinks.find(FindQuery(filter: [:])) == [["_id": .int32(1)], ["_id": .int32(2), "n": .int32(1)]])
    }

    @Test("filters the index cannot answer alone still scan: {_id: null}, operators, more fields")
    func idLookupLeavesOtherFiltersToTheScan() throws {
        let drinks = try collection([["_id": .null, "n": .int32(0)], ["_id": .int32(5), "n": .int32(0)]])
        #expect(try drinks.update(UpdateStatement(filter: ["_id": .null], update: ["$inc": ["n": .int32(1)]])).matchedCount == 1)
        #expect(try drinks.update(UpdateStatement(filter: ["_id": ["$gt": .int32(1)]], update: ["$inc": ["n": .int32(1)]])).matchedCount == 1)
        #expect(try drinks.update(UpdateStatement(filter: ["_id": .int32(5), "n": .int32(0)], update: ["$inc": ["n": .int32(1)]])).matchedCount == 0)
        #expect(try drinks.update(UpdateStatement(filter: ["_id": .int32(5), "n": .int32(1)], update: ["$inc": ["n": .int32(1)]])).matchedCount == 1)
    }

    // MARK: inserts keep stored-form bytes

    @Test("a document with _id first is stored as it is; _id elsewhere moves first; a repeated _id keeps the first")
    func insertKeepsStoredForm() throws {
        let first: Document = ["_id": .int32(1), "a": "x"]
        #expect(try CollectionOperations.prepareForInsert(first).bytes == first.bytes)
        #expect(try CollectionOperations.prepareForInsert(["a": "x", "_id": .int32(1)]) == first)
        let repeated = Document([("_id", .int32(1)), ("a", "x"), ("_id", .int32(2))])
        #expect(try CollectionOperations.prepareForInsert(repeated) == first)
    }

    @Test("an array _id in first position is refused with 53 InvalidIdField")
    func insertRefusesArrayID() throws {
        #expect(throws: DocStreamError.self) { try CollectionOperations.prepareForInsert(["_id": [.int32(1)], "a": "x"]) }
        do {
            _ = try CollectionOperations.prepareForInsert(["_id": [.int32(1)]])
        } catch {
            #expect(error.code == 53 && error.codeName == "InvalidIdField")
        }
    }

    // MARK: $project inclusion copies fields as bytes

    @Test("$project with included and computed fields: document order, then computed, missing values omitted")
    func flatInclusion() throws {
        let pipeline = try Pipeline([
            [
                "$project": [
                    "_id": .int32(0), "name": .int32(1), "storeNumber": ["$arrayElemAt": [["$split": ["$store", " "]], .int32(1)]],
                    "gone": "$nosuchfield",
                ]
            ]
        ])
        let input: [Document] = [
            ["_id": .int32(1), "store": "Store 42", "name": "Mocha", "price": 3.5],
            ["_id": .int32(2), "name": .null],
            ["_id": .int32(3), "store": "Store"],
        ]
        // $split of a missing string is null, and $arrayElemAt of null is null; past the end
        // of the array, $arrayElemAt is missing and the field is left out.
        #expect(
            try pipeline.run(input) == [
                ["name": "Mocha", "storeNumber": "42"],
                ["name": .null, "storeNumber": .null],
                [:],
            ])
    }

    @Test("$project over a document that repeats an included name gives one field, as the general path does")
    func flatInclusionWithRepeatedName() throws {
        let pipeline = try Pipeline([["$project": ["a": .int32(1), "b": .int32(1)]]])
        let repeated = Document([("_id", .int32(1)), ("a", .int32(1)), ("b", .int32(2)), ("a", .int32(3))])
        // The general path sets each field in turn: the last value at the first position.
        #expect(try pipeline.run([repeated]) == [["_id": .int32(1), "a": .int32(3), "b": .int32(2)]])
    }

    // MARK: Document's raw helpers

    @Test("keys, firstKey and fieldCount read names without decoding values")
    func rawNames() {
        let fields: [(String, BSONValue)] = [("_id", .int32(1)), ("list", .array([.int32(1), .document(["x": 1])])), ("_id", .int32(2))]
        let document = Document(fields)
        #expect(document.keys == ["_id", "list", "_id"])
        #expect(document.firstKey == "_id" && Document().firstKey == nil)
        #expect(document.fieldCount(named: "_id") == 2 && document.fieldCount(named: "_i") == 0 && document.fieldCount(named: "list") == 1)
    }
}
