import DocStream
import DocStreamBSON
import Testing

/// `$jsonSchema` outside validators: MongoDB's jstests/core/query/json_schema/misc_validation.js
/// (the parts without views, collations, geo or text indexes, listDatabases and applyOps).
@Suite("$jsonSchema in commands (misc_validation.js)")
struct JSONSchemaContextsTests {
    @Test("an invalid schema fails to parse in count, distinct, aggregate and listCollections; $elemMatch projections refuse it")
    func refused() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["insert": "c", "documents": [["_id": 1, "a": [["b": 1]]]]])
        let invalid: BSONValue = ["$jsonSchema": ["invalid": [:]]]
        fixture.fails(["count": "c", "query": invalid], code: 9)
        fixture.fails(["distinct": "c", "key": "a", "query": invalid], code: 9)
        fixture.fails(["aggregate": "c", "pipeline": [["$match": invalid]], "cursor": [:]], code: 9)
        fixture.fails(["listCollections": 1, "filter": invalid], code: 9)
        fixture.fails(["find": "c", "projection": ["a": ["$elemMatch": ["$jsonSchema": [:]]]]], code: 224)
        #expect(fixture.documents("c") == [["_id": 1, "a": [["b": 1]]]])
    }

    @Test("listCollections filters with $jsonSchema")
    func listCollections() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "json_schema_misc_validation"])
        fixture.ok(["create": "other"])
        let reply = fixture.ok(["listCollections": 1, "filter": ["$jsonSchema": ["properties": ["name": ["enum": ["json_schema_misc_validation"]]]]]])
        #expect(reply[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["name"] } == ["json_schema_misc_validation"])
    }

    @Test("$graphLookup restrictSearchWithMatch with $jsonSchema")
    func graphLookup() throws {
        let fixture = ValidatorFixture()
        fixture.ok([
            "insert": "foreign", "documents": .array((0..<10).map { ["_id": .int32(Int32($0)), "n": [.int32(Int32($0 - 1)), .int32(Int32($0 + 1))]] }),
        ])
        fixture.ok(["insert": "c", "documents": [["starting": 0]]])
        let reply = fixture.ok([
            "aggregate": "c", "cursor": [:],
            "pipeline": [
                [
                    "$graphLookup": [
                        "from": "foreign", "startWith": "$starting", "connectFromField": "n", "connectToField": "_id", "as": "integers",
                        "restrictSearchWithMatch": ["$jsonSchema": ["properties": ["_id": ["maximum": 4]]]],
                    ]
                ]
            ],
        ])
        #expect(reply[path: "cursor.firstBatch.0.integers"]?.arrayValue?.count == 5)
    }

    @Test("delete, update and findAndModify select with $jsonSchema")
    func writes() throws {
        let fixture = ValidatorFixture()
        let schema: BSONValue = ["$jsonSchema": ["properties": ["a": ["type": "number", "maximum": 2]]]]
        fixture.ok(["insert": "c", "documents": [["_id": 1, "a": 1], ["_id": 2, "a": 2], ["_id": 3, "a": "str"], ["_id": 4, "a": [3]]]])
        #expect(fixture.ok(["delete": "c", "deletes": [["q": schema, "limit": 0]]])["n"] == .int32(2))
        #expect(fixture.ok(["count": "c", "query": schema])["n"] == .int32(0))

        fixture.ok(["drop": "c"])
        fixture.ok(["insert": "c", "documents": [["_id": 1, "a": 1], ["_id": 2, "a": 2]]])
        let updated = fixture.ok(["update": "c", "updates": [["q": schema, "u": ["$inc": ["a": 1]], "multi": true]]])
        #expect(updated["n"] == .int32(2))
        #expect(fixture.ok(["count": "c", "query": schema])["n"] == .int32(1))

        fixture.ok(["drop": "c"])
        fixture.ok(["insert": "c", "documents": [["_id": 1, "a": "long_string"], ["_id": 2, "a": "short"]]])
        let minLength: BSONValue = ["$jsonSchema": ["properties": ["a": ["type": "string", "minLength": 6]]]]
        let reply = fixture.ok(["findAndModify": "c", "query": minLength, "update": ["$set": ["a": "extra_long_string"]]])
        #expect(reply[path: "value.a"] == "long_string")
        #expect(fixture.ok(["count": "c", "query": minLength])["n"] == .int32(1))
    }
}
