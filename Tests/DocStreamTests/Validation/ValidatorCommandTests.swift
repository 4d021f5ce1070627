import DocStream
import DocStreamBSON
import Foundation
import Testing

/// create, collMod and listCollections with validators; every refused option leaves the
/// collection and its options as they were.
@Suite("Validators: commands")
struct ValidatorCommandTests {
    @Test("listCollections shows the options as create and collMod set them")
    func options() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "plain"])
        #expect(fixture.options("plain") == [:])
        // jstests/core/json_schema/json_schema.js: the validator is stored as given.
        let schema: Document = ["properties": ["a": ["type": "number"], "b": ["minLength": 1]]]
        fixture.ok(["create": "c", "validator": ["$jsonSchema": .document(schema)]])
        #expect(fixture.options("c") == ["validator": ["$jsonSchema": .document(schema)]])
        // After collMod, the level and action that apply are shown too
        // (jstests/core/query/doc_validation/doc_validation.js).
        fixture.ok(["collMod": "c", "validationAction": "warn"])
        #expect(fixture.options("c") == ["validator": ["$jsonSchema": .document(schema)], "validationLevel": "strict", "validationAction": "warn"])
        fixture.ok(["collMod": "c", "validationLevel": "moderate", "validator": ["a": ["$gt": 1]]])
        #expect(fixture.options("c") == ["validator": ["a": ["$gt": 1]], "validationLevel": "moderate", "validationAction": "warn"])
        // collMod with nothing to change succeeds and changes nothing.
        fixture.ok(["collMod": "c"])
        #expect(fixture.options("c") == ["validator": ["a": ["$gt": 1]], "validationLevel": "moderate", "validationAction": "warn"])
        // An empty validator removes the validator.
        fixture.ok(["collMod": "c", "validator": [:]])
        #expect(fixture.options("c") == ["validationLevel": "moderate", "validationAction": "warn"])
        fixture.ok(["insert": "c", "documents": [["a": 0]]])
    }

    /// jstests/core/doc_validation/doc_validation_invalid_validators.js, and the settings' enumerations.
    static let refusedOptions: [(String, Int32)] = [
        (#"{"validator": 7}"#, 14),
        (#"{"validator": "assert"}"#, 14),
        (#"{"validator": {"$jsonSchema": {"invalid": 1}}}"#, 9),
        (#"{"validator": {"$text": {"$search": "bob"}}}"#, 2),
        (#"{"validator": {"$where": "this.a == this.b"}}"#, 2),
        (#"{"validator": {"a": {"$near": [0, 0]}}}"#, 2),
        (#"{"validator": {"a": {"$nearSphere": [0, 0]}}}"#, 2),
        (#"{"validator": {"$or": [{"a": {"$elemMatch": {"b": {"$near": [0, 0]}}}}]}}"#, 2),
        (#"{"validator": {"$expr": {"$eq": ["$a", "$$unbound"]}}}"#, 17276),
        // MongoDB refuses an undefined variable when parsing, in a branch never taken too.
        (#"{"validator": {"$expr": {"$cond": [{"$eq": ["$a", 1]}, "$$unbound", true]}}}"#, 17276),
        (#"{"validator": {"$expr": {"$function": {"body": "function(age) { return age >= 21; }", "args": ["$age"], "lang": "js"}}}}"#, 4660800),
        (#"{"validator": {"a": {"$unknown": 1}}}"#, 2),
        (#"{"validationLevel": "sometimes"}"#, 2),
        (#"{"validationAction": "shout"}"#, 2),
        (#"{"validationLevel": 1}"#, 14),
    ]

    @Test("bad validators and settings are refused with MongoDB's codes; nothing changes", arguments: refusedOptions)
    func refused(optionsJSON: String, code: Int32) async throws {
        let options = try Document(extendedJSON: optionsJSON)
        let fixture = ValidatorFixture()
        fixture.fails(Document([("create", "c")] + options.map { ($0.key, $0.value) }), code: code)
        #expect(try await MongoClient(store: fixture.store).databaseNames().isEmpty)
        fixture.ok(["create": "d", "validator": ["a": ["$exists": true]]])
        fixture.fails(Document([("collMod", "d")] + options.map { ($0.key, $0.value) }), code: code)
        #expect(fixture.options("d") == ["validator": ["a": ["$exists": true]]])
    }

    @Test("validators are refused on the admin, local and config databases and on system collections")
    func restrictedNamespaces() async throws {
        let fixture = ValidatorFixture()
        for database in ["admin", "local", "config"] {
            fixture.fails(["create": "c", "validator": ["a": ["$exists": true]], "$db": .string(database)], code: 72)
        }
        fixture.fails(["create": "system.things", "validator": ["a": 1]], code: 72)
        #expect(try await MongoClient(store: fixture.store).databaseNames().isEmpty)
    }

    @Test("collMod of a missing collection is 26; unsupported options are 238, a view's 72, and change nothing")
    func collModErrors() throws {
        let fixture = ValidatorFixture()
        fixture.fails(["collMod": "missing", "validator": ["a": 1]], code: 26)
        fixture.ok(["create": "c"])
        fixture.fails(["collMod": "c", "expireAfterSeconds": 5], code: 238)
        // coll_mod.cpp: "option only supported on a view".
        fixture.fails(["collMod": "c", "viewOn": "x"], code: 72)
        fixture.fails(["collMod": "c", "bogus": 1], code: 40415)
        #expect(fixture.options("c") == [:])
    }

    @Test("a validator can be any query filter; $expr and $jsonSchema combine with it")
    func anyFilter() throws {
        let fixture = ValidatorFixture()
        fixture.ok([
            "create": "orders",
            "validator": [
                "$jsonSchema": ["required": ["qty"]],
                "$expr": ["$lte": ["$qty", "$max"]],
                "status": ["$in": ["new", "paid"]],
            ],
        ])
        fixture.ok(["insert": "orders", "documents": [["qty": 2, "max": 5, "status": "new"]]])
        for invalid: Document in [["qty": 6, "max": 5, "status": "new"], ["max": 5, "status": "new"], ["qty": 2, "max": 5, "status": "gone"]] {
            #expect(fixture.ok(["insert": "orders", "documents": [.document(invalid)]]).firstWriteError?["code"] == .int32(121))
        }
        #expect(fixture.documents("orders").count == 1)
    }

    /// MongoDB's create is idempotent (SERVER-60064): the same options again succeed and change
    /// nothing; other options are 48 NamespaceExists ("already exists, but with different
    /// options"), and the collection keeps its own.
    @Test("create of an existing collection: the same options succeed, others are 48")
    func createAgain() throws {
        let fixture = ValidatorFixture()
        let validator: Document = ["$jsonSchema": ["required": ["a"]]]
        fixture.ok(["create": "c", "validator": .document(validator)])
        fixture.ok(["insert": "c", "documents": [["_id": 1, "a": 1]]])
        fixture.ok(["create": "c", "validator": .document(validator)])
        fixture.fails(["create": "c", "validator": ["a": ["$exists": true]]], code: 48)
        fixture.fails(["create": "c"], code: 48)
        fixture.fails(["create": "c", "validator": .document(validator), "validationLevel": "strict"], code: 48)
        #expect(fixture.options("c") == ["validator": .document(validator)])
        #expect(fixture.documents("c") == [["_id": 1, "a": 1]])
        // After collMod the stored level and action are part of the options to match.
        fixture.ok(["collMod": "c", "validator": .document(validator)])
        fixture.fails(["create": "c", "validator": .document(validator)], code: 48)
        fixture.ok(["create": "c", "validator": .document(validator), "validationLevel": "strict", "validationAction": "error"])
    }

    /// jstests/core/query/doc_validation/doc_validation_encrypt_keywords.js: encrypt and
    /// encryptMetadata are allowed in a validator only with level strict and action error.
    @Test("encryption keywords in a validator need validationLevel strict and validationAction error (224)")
    func encryptKeywords() async throws {
        let schemas: [Document] = [
            ["$jsonSchema": ["properties": ["_id": ["encrypt": [:]]]]],
            ["$jsonSchema": ["properties": ["user": ["type": "object", "properties": ["ssn": ["encrypt": [:]]]]]]],
            ["$jsonSchema": ["encryptMetadata": ["algorithm": "AEAD_AES_256_CBC_HMAC_SHA_512-Deterministic"]]],
        ]
        let fixture = ValidatorFixture()
        for schema in schemas {
            fixture.fails(["create": "c", "validator": .document(schema), "validationAction": "warn"], code: 224)
            fixture.fails(["create": "c", "validator": .document(schema), "validationAction": "errorAndLog"], code: 224)
            fixture.fails(["create": "c", "validator": .document(schema), "validationLevel": "moderate"], code: 224)
        }
        #expect(try await MongoClient(store: fixture.store).databaseNames().isEmpty)

        fixture.ok(["create": "c", "validator": ["$jsonSchema": ["required": ["_id"]]], "validationAction": "warn"])
        for schema in schemas {
            fixture.fails(["collMod": "c", "validator": .document(schema)], code: 224)
        }
        #expect(fixture.options("c") == ["validator": ["$jsonSchema": ["required": ["_id"]]], "validationAction": "warn"])
        fixture.ok(["drop": "c"])

        fixture.ok(["create": "c", "validator": .document(schemas[0]), "validationAction": "error"])
        fixture.fails(["collMod": "c", "validationAction": "warn"], code: 224)
        fixture.fails(["collMod": "c", "validationAction": "errorAndLog"], code: 224)
        fixture.fails(["collMod": "c", "validationLevel": "moderate"], code: 224)
        #expect(fixture.options("c") == ["validator": .document(schemas[0]), "validationAction": "error"])
        fixture.ok(["drop": "c"])

        fixture.ok(["create": "c"])
        for schema in schemas {
            fixture.fails(["collMod": "c", "validator": .document(schema), "validationAction": "warn"], code: 224)
            fixture.fails(["collMod": "c", "validator": .document(schema), "validationLevel": "moderate"], code: 224)
        }
        #expect(fixture.options("c") == [:])
    }

    @Test("validator expressions may read system variables and the variables they bind themselves")
    func boundVariables() throws {
        let fixture = ValidatorFixture()
        let validators: [String] = [
            #"{"$expr": {"$eq": ["$$ROOT.a", "$$CURRENT.a"]}}"#,
            #"{"$expr": {"$let": {"vars": {"x": 1}, "in": {"$eq": ["$a", "$$x"]}}}}"#,
            #"{"$expr": {"$allElementsTrue": {"$map": {"input": "$a", "as": "e", "in": {"$gt": ["$$e.v", 0]}}}}}"#,
            #"{"$expr": {"$gt": [{"$size": {"$filter": {"input": "$a", "cond": {"$gt": ["$$this", 0]}}}}, 0]}}"#,
            #"{"$expr": {"$gt": [{"$reduce": {"input": "$a", "initialValue": 0, "in": {"$add": ["$$value", "$$this"]}}}, 0]}}"#,
            #"{"$expr": {"$ne": [{"$literal": "$$notAVariable"}, "$a"]}}"#,
        ]
        for (index, validator) in validators.enumerated() {
            fixture.ok(["create": .string("c\(index)"), "validator": .document(try Document(extendedJSON: validator))])
        }
    }
}
