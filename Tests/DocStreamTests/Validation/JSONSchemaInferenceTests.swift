import DocStream
import DocStreamBSON
import Testing

/// A schema inferred from documents describes them (types, required fields, embedded
/// documents, array items), accepts them all as a validator, and refuses a changed one.
@Suite("Schema inference")
struct JSONSchemaInferenceTests {
    /// People as the seeds' embedded-object Person stores them (seeds/002), one without an
    /// address, one with an id stored as a long.
    static let people: [Document] = [
        ["id": .int32(1), "name": "Ann", "dogs": [.objectId(ObjectId("5f1a2b3c4d5e6f7081920a1b")!)], "address": ["street": "Rua Augusta", "city": "Lisboa"]],
        ["id": .int32(2), "name": "Bob", "dogs": [], "address": ["city": "Porto", "postalCode": "4000"]],
        ["id": .int64(3), "name": "Cy", "dogs": []],
    ]

    private func inferred(_ documents: [Document], title: String? = nil) -> Document {
        var inference = JSONSchemaInference()
        for document in documents { inference.add(document) }
        return inference.schema(title: title)
    }

    @Test("types per field, required where every document has the field, nested documents and array items")
    func shape() throws {
        let expected = try Document(
            extendedJSON: #"""
                {"title": "Person", "bsonType": "object", "required": ["id", "name", "dogs"], "properties": {
                  "id": {"bsonType": ["int", "long"]},
                  "name": {"bsonType": "string"},
                  "dogs": {"bsonType": "array", "items": {"bsonType": "objectId"}},
                  "address": {"bsonType": "object", "required": ["city"], "properties": {
                    "street": {"bsonType": "string"}, "city": {"bsonType": "string"}, "postalCode": {"bsonType": "string"}}}}}
                """#)
        #expect(inferred(Self.people, title: "Person") == expected)
    }

    @Test("arrays of documents and of mixed values; empty arrays give no items; no documents give only the object type")
    func arrays() throws {
        let schema = inferred([["a": [["x": 1], ["x": 2, "y": "s"]], "b": [1, "two", .null], "c": []]])
        #expect(
            schema[path: "properties.a"] == [
                "bsonType": "array",
                "items": ["bsonType": "object", "required": ["x"], "properties": ["x": ["bsonType": "long"], "y": ["bsonType": "string"]]],
            ])
        #expect(schema[path: "properties.b.items"] == ["bsonType": ["long", "string", "null"]])
        #expect(schema[path: "properties.c"] == ["bsonType": "array"])
        #expect(inferred([]) == ["bsonType": "object"])
    }

    @Test("the inferred schema validates the documents it came from and refuses a changed one")
    func usableAsValidator() throws {
        let session = CommandSession(store: Store())
        _ = session.run(["insert": "people", "documents": .array(Self.people.map { .document($0) })])
        var inference = JSONSchemaInference()
        let found = session.run(["find": "people"])[path: "cursor.firstBatch"]?.arrayValue ?? []
        for case .document(let document) in found { inference.add(document) }
        let validator: Document = ["$jsonSchema": .document(inference.schema(title: "people"))]
        #expect(session.run(["collMod": "people", "validator": .document(validator)])["ok"] == .double(1))
        // Every stored document is valid: a strict update of each goes through.
        let touched = session.run(["update": "people", "updates": [["q": [:], "u": ["$set": ["checked": true]], "multi": true]]])
        #expect(touched["nModified"] == .int32(3) && touched["writeErrors"] == nil)
        for changed: Document in [["id": "four", "name": "Di", "dogs": []], ["id": .int32(5), "dogs": []], ["id": .int32(6), "name": "Ed", "dogs": [1]]] {
            let reply = session.run(["insert": "people", "documents": [.document(changed)]])
            #expect(reply[path: "writeErrors.0.code"] == .int32(121), "\(changed.extendedJSON(.relaxed))")
        }
        #expect(session.run(["count": "people"])["n"] == .int32(3))
    }
}
