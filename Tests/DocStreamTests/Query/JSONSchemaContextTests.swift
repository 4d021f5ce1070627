import DocStream
import DocStreamBSON
import Testing

/// `$jsonSchema` wherever a filter goes, after jstests/core/json_schema/misc_validation.js.
@Suite("$jsonSchema in commands")
struct JSONSchemaContextTests {
    let fixture = ValidatorFixture()

    @Test("count, distinct and listCollections take $jsonSchema filters; an invalid schema is 9 in each")
    func readCommands() throws {
        fixture.ok(["insert": "c", "documents": [["a": 1, "b": "str"], ["a": 1, "b": 1]]])
        #expect(fixture.ok(["count": "c", "query": ["$jsonSchema": ["properties": ["a": ["type": "number"], "b": ["type": "string"]]]]])["n"] == .int32(1))
        fixture.ok(["insert": "d", "documents": [["a": 1], ["a": 2], ["a": "str"], ["a": ["STR", "str"]]]])
        #expect(fixture.ok(["distinct": "d", "key": "a", "query": ["$jsonSchema": ["properties": ["a": ["type": "number"]]]]])["values"] == [1, 2])
        let listed = fixture.ok(["listCollections": 1, "filter": ["$jsonSchema": ["properties": ["name": ["enum": ["c"]]]]]])
        #expect(listed[path: "cursor.firstBatch"]?.arrayValue?.count == 1)
        let invalid: Document = ["$jsonSchema": ["invalid": [:]]]
        fixture.fails(["count": "c", "query": .document(invalid)], code: 9)
        fixture.fails(["distinct": "c", "key": "a", "query": .document(invalid)], code: 9)
        fixture.fails(["listCollections": 1, "filter": .document(invalid)], code: 9)
    }

    @Test("delete, update and findAndModify select with $jsonSchema")
    func writeCommands() throws {
        let schema: BSONValue = ["properties": ["a": ["type": "number", "maximum": 2]]]
        fixture.ok(["insert": "c", "documents": [["a": 1], ["a": 2], ["a": "str"], ["a": [3]]]])
        #expect(fixture.ok(["delete": "c", "deletes": [["q": ["$jsonSchema": schema], "limit": 0]]])["n"] == .int32(2))
        fixture.ok(["insert": "u", "documents": [["a": 1], ["a": 2]]])
        #expect(fixture.ok(["update": "u", "updates": [["q": ["$jsonSchema": schema], "u": ["$inc": ["a": 1]], "multi": true]]])["n"] == .int32(2))
        #expect(fixture.ok(["count": "u", "query": ["$jsonSchema": schema]])["n"] == .int32(1))
        fixture.ok(["insert": "f", "documents": [["a": "long_string"], ["a": "short"]]])
        let modified = fixture.ok([
            "findAndModify": "f", "query": ["$jsonSchema": ["properties": ["a": ["type": "string", "minLength": 6]]]],
            "update": ["$set": ["a": "extra_long_string"]],
        ])
        #expect(modified[path: "value.a"] == "long_string")
    }

    @Test("$jsonSchema combines with other operators, works inside $elemMatch, and is refused in an $elemMatch projection")
    func combinations() throws {
        fixture.ok([
            "insert": "c",
            "documents": [["_id": 1, "a": 1, "b": 1], ["_id": 2, "a": 2, "b": 2, "items": [["x": 1], ["x": "s"]]], ["_id": 3, "a": "temp text test"]],
        ])
        let either = fixture.ok(["find": "c", "filter": ["$or": [["$jsonSchema": ["properties": ["a": ["minimum": 2]]]], ["b": 2]]]])
        #expect(either[path: "cursor.firstBatch"]?.arrayValue?.count == 2)
        let elements = fixture.ok([
            "find": "c", "filter": ["items": ["$elemMatch": ["$jsonSchema": ["properties": ["x": ["bsonType": "string"]]], "x": ["$exists": true]]]],
        ])
        #expect(elements[path: "cursor.firstBatch.0._id"] == 2)
        let refused = fixture.fails(["find": "c", "projection": ["items": ["$elemMatch": ["$jsonSchema": [:]]]]], code: 224)
        #expect(refused["errmsg"] == "$jsonSchema is not allowed in this context")
    }
}
