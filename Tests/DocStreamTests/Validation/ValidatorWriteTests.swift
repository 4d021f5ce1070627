import DocStream
import DocStreamBSON
import Testing

/// Every write path against a validator: valid writes go through; each invalid one fails with
/// 121 DocumentValidationFailure and leaves the collection exactly as it was.
@Suite("Validators: writes")
struct ValidatorWriteTests {
    /// The seeds' Dog schema (seeds/002, "Esquema de cães no App Services").
    static let dogSchema: Document = [
        "title": "Dog", "bsonType": "object", "required": ["_id"],
        "properties": ["_id": ["bsonType": "objectId"], "name": ["bsonType": "string"], "age": ["bsonType": "long"]],
    ]
    static let rex = ObjectId("5f1a2b3c4d5e6f7081920a1b")!

    private func dogs() -> ValidatorFixture {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "Dog", "validator": ["$jsonSchema": .document(Self.dogSchema)]])
        fixture.ok(["insert": "Dog", "documents": [["_id": .objectId(Self.rex), "name": "Rex", "age": .int64(3)]]])
        return fixture
    }

    private var storedRex: [BSONValue] { [["_id": .objectId(Self.rex), "name": "Rex", "age": .int64(3)]] }

    @Test("an invalid insert fails with 121 and MongoDB's errInfo; nothing is stored")
    func invalidInsert() throws {
        let fixture = dogs()
        let reply = fixture.ok(["insert": "Dog", "documents": [["_id": 7, "name": "Fido"]]])
        #expect(reply["n"] == .int32(0))
        let error = try #require(reply.firstWriteError)
        #expect(error["code"] == .int32(121) && error["errmsg"] == "Document failed validation")
        let expected: Document = [
            "failingDocumentId": 7,
            "details": [
                "operatorName": "$jsonSchema", "title": "Dog",
                "schemaRulesNotSatisfied": [
                    [
                        "operatorName": "properties",
                        "propertiesNotSatisfied": [
                            [
                                "propertyName": "_id",
                                "details": [
                                    [
                                        "operatorName": "bsonType", "specifiedAs": ["bsonType": "objectId"], "reason": "type did not match",
                                        "consideredValue": 7, "consideredType": "long",
                                    ]
                                ],
                            ]
                        ],
                    ]
                ],
            ],
        ]
        #expect(error["errInfo"] == .document(expected))
        #expect(fixture.documents("Dog") == storedRex)
    }

    @Test("ordered inserts stop at the invalid document; unordered ones write every valid one")
    func batchInserts() throws {
        let fixture = dogs()
        let batch: [BSONValue] = [
            ["_id": .objectId(ObjectId()), "name": "A"], ["_id": .objectId(ObjectId()), "age": "old"], ["_id": .objectId(ObjectId()), "name": "C"],
        ]
        let ordered = fixture.ok(["insert": "Dog", "documents": .array(batch)])
        #expect(ordered["n"] == .int32(1) && ordered[path: "writeErrors.0.index"] == .int32(1) && ordered[path: "writeErrors.0.code"] == .int32(121))
        #expect(fixture.documents("Dog").count == 2)
        let fresh = dogs()
        let unordered = fresh.ok(["insert": "Dog", "documents": .array(batch), "ordered": false])
        #expect(unordered["n"] == .int32(2) && unordered["writeErrors"]?.arrayValue?.count == 1)
        #expect(fresh.documents("Dog").count == 3)
    }

    @Test("an update whose result is invalid fails with 121; the document stays as it was")
    func invalidUpdate() throws {
        let fixture = dogs()
        let reply = fixture.ok(["update": "Dog", "updates": [["q": ["name": "Rex"], "u": ["$set": ["age": "three"]]]]])
        #expect(reply["nModified"] == .int32(0))
        let error = try #require(reply.firstWriteError)
        #expect(error["code"] == .int32(121))
        #expect(error[path: "errInfo.details.schemaRulesNotSatisfied.0.propertiesNotSatisfied.0.details.0.consideredValue"] == "three")
        #expect(fixture.documents("Dog") == storedRex)
        fixture.ok(["update": "Dog", "updates": [["q": ["name": "Rex"], "u": ["$set": ["age": .int64(4)]]]]])
        #expect(fixture.documents("Dog") == [["_id": .objectId(Self.rex), "name": "Rex", "age": .int64(4)]])
    }

    @Test("an invalid replacement fails with 121; the document stays")
    func invalidReplacement() throws {
        let fixture = dogs()
        let reply = fixture.ok(["update": "Dog", "updates": [["q": ["name": "Rex"], "u": ["name": .int32(5)]]]])
        #expect(reply.firstWriteError?["code"] == .int32(121))
        #expect(fixture.documents("Dog") == storedRex)
    }

    @Test("an invalid upsert inserts nothing; a valid one inserts")
    func upserts() throws {
        let fixture = dogs()
        let refused = fixture.ok(["update": "Dog", "updates": [["q": ["name": "Ghost"], "u": ["$set": ["age": .int32(1)]], "upsert": true]]])
        // The upserted document's _id is a new ObjectId, but age is an int, not a long.
        #expect(refused.firstWriteError?["code"] == .int32(121) && refused["upserted"] == nil)
        #expect(fixture.documents("Dog") == storedRex)
        let accepted = fixture.ok(["update": "Dog", "updates": [["q": ["name": "Ghost"], "u": ["$set": ["age": .int64(1)]], "upsert": true]]])
        #expect(accepted["upserted"]?.arrayValue?.count == 1)
        #expect(fixture.documents("Dog").count == 2)
    }

    @Test("a multi-update stops at the first invalid result, keeping the documents it already changed")
    func multiUpdate() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "c", "validator": ["n": ["$lt": 3]]])
        fixture.ok(["insert": "c", "documents": [["_id": 1, "n": 0], ["_id": 2, "n": 2], ["_id": 3, "n": 1]]])
        let reply = fixture.ok(["update": "c", "updates": [["q": [:], "u": ["$inc": ["n": 1]], "multi": true]]])
        // The failed statement reports no counts, as MongoDB's write error replaces them.
        #expect(reply.firstWriteError?["code"] == .int32(121))
        #expect(fixture.documents("c") == [["_id": 1, "n": 1], ["_id": 2, "n": 2], ["_id": 3, "n": 1]])
    }

    @Test("findAndModify with an invalid result fails the command with 121 and errInfo; nothing changes")
    func findAndModify() throws {
        let fixture = dogs()
        let reply = fixture.fails(["findAndModify": "Dog", "query": ["name": "Rex"], "update": ["$set": ["name": false]]], code: 121)
        #expect(reply["codeName"] == "DocumentValidationFailure" && reply[path: "errInfo.failingDocumentId"] == .objectId(Self.rex))
        #expect(fixture.documents("Dog") == storedRex)
        fixture.fails(["findAndModify": "Dog", "query": ["name": "Nobody"], "update": ["$set": ["age": "x"]], "upsert": true], code: 121)
        #expect(fixture.documents("Dog") == storedRex)
    }

    @Test("bypassDocumentValidation lets insert, update, findAndModify and $out write what the validator refuses")
    func bypass() throws {
        let fixture = dogs()
        fixture.ok(["insert": "Dog", "documents": [["_id": 1]], "bypassDocumentValidation": true])
        let updated = fixture.ok(["update": "Dog", "updates": [["q": ["_id": 1], "u": ["$set": ["age": "x"]]]], "bypassDocumentValidation": true])
        #expect(updated["nModified"] == .int32(1))
        fixture.ok(["findAndModify": "Dog", "query": ["_id": 1], "update": ["$set": ["name": 3]], "bypassDocumentValidation": true])
        #expect(fixture.documents("Dog").last == ["_id": 1, "age": "x", "name": 3])
        fixture.ok(["create": "Out", "validator": ["a": ["$exists": true]]])
        fixture.fails(["aggregate": "Dog", "pipeline": [["$project": ["name": 1]], ["$out": "Out"]], "cursor": [:]], code: 121)
        #expect(fixture.documents("Out").isEmpty)
        fixture.ok(["aggregate": "Dog", "pipeline": [["$project": ["name": 1]], ["$out": "Out"]], "cursor": [:], "bypassDocumentValidation": true])
        #expect(fixture.documents("Out").count == 2)
    }

    @Test("$out and $merge validate every document they write; a refused one leaves the target unchanged")
    func outAndMerge() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["insert": "src", "documents": [["_id": 1, "a": 1], ["_id": 2]]])
        fixture.ok(["create": "target", "validator": ["a": ["$exists": true]]])
        fixture.ok(["insert": "target", "documents": [["_id": 9, "a": 9]]])
        let out = fixture.fails(["aggregate": "src", "pipeline": [["$out": "target"]], "cursor": [:]], code: 121)
        #expect(out[path: "errInfo.failingDocumentId"] == 2)
        #expect(fixture.documents("target") == [["_id": 9, "a": 9]])
        fixture.fails(["aggregate": "src", "pipeline": [["$merge": ["into": "target"]]], "cursor": [:]], code: 121)
        #expect(fixture.documents("target") == [["_id": 9, "a": 9]])
        // whenMatched: replace checks the replacement too.
        fixture.fails(
            [
                "aggregate": "src", "pipeline": [["$match": ["_id": 2]], ["$set": ["_id": 9]], ["$merge": ["into": "target", "whenMatched": "replace"]]],
                "cursor": [:],
            ], code: 121)
        #expect(fixture.documents("target") == [["_id": 9, "a": 9]])
        fixture.ok(["aggregate": "src", "pipeline": [["$match": ["a": 1]], ["$merge": ["into": "target"]]], "cursor": [:]])
        #expect(fixture.documents("target") == [["_id": 9, "a": 9], ["_id": 1, "a": 1]])
    }

    /// $merge's whenMatched updates follow the update command: one that changes nothing is not
    /// a write and is not checked (doc_validation.js, "A no-op update of an invalid doc will succeed").
    @Test("$merge: a whenMatched merge that changes nothing is not checked; one that changes an invalid document is")
    func noOpMerge() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["insert": "target", "documents": [["_id": 1, "b": 1]]])
        fixture.ok(["collMod": "target", "validator": ["a": ["$exists": true]]])
        fixture.ok(["insert": "src", "documents": [["_id": 1, "b": 1]]])
        fixture.ok(["aggregate": "src", "pipeline": [["$merge": ["into": "target", "whenMatched": "merge"]]], "cursor": [:]])
        fixture.fails(
            ["aggregate": "src", "pipeline": [["$set": ["c": 1]], ["$merge": ["into": "target", "whenMatched": "merge"]]], "cursor": [:]], code: 121)
        #expect(fixture.documents("target") == [["_id": 1, "b": 1]])
    }

    @Test("validationAction warn: the invalid write goes through and a warning carries the errInfo")
    func warn() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "t", "validator": ["a": 1], "validationAction": "warn"])
        fixture.ok(["insert": "t", "documents": [["_id": 1, "a": 2]]])
        #expect(fixture.documents("t") == [["_id": 1, "a": 2]])
        let warning = try #require(fixture.warnings.first)
        #expect(warning.namespace == "test.t" && warning.document == ["_id": 1, "a": 2])
        // jstests/core/doc_validation/doc_validation_options.js: the logged errInfo.
        #expect(
            warning.errorInfo == [
                "failingDocumentId": 1, "details": ["operatorName": "$eq", "specifiedAs": ["a": 1], "reason": "comparison failed", "consideredValue": 2],
            ])
        let line = warning.logLine()
        #expect(line.contains("\"id\":20294") && line.contains("\"msg\":\"Document would fail validation\"") && line.contains("\"s\":\"W\""))
        fixture.ok(["insert": "t", "documents": [["_id": 2, "a": 1]]])
        #expect(fixture.warnings.count == 1)
    }

    @Test("validationAction errorAndLog: the write fails and a warning is reported")
    func errorAndLog() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "t", "validator": ["a": 1], "validationAction": "errorAndLog"])
        #expect(fixture.ok(["insert": "t", "documents": [["_id": 1, "a": 2]]]).firstWriteError?["code"] == .int32(121))
        #expect(fixture.documents("t").isEmpty && fixture.warnings.count == 1)
    }

    @Test("validationLevel moderate: updates of already-invalid documents are not checked, of valid ones are")
    func moderate() throws {
        // jstests/core/doc_validation/doc_validation_options.js, "check bad -> bad is ok".
        let fixture = ValidatorFixture()
        fixture.ok(["insert": "t", "documents": [["_id": 1, "a": 2], ["_id": 2, "a": 1]]])
        fixture.ok(["collMod": "t", "validator": ["a": 1], "validationLevel": "moderate"])
        fixture.ok(["update": "t", "updates": [["q": ["_id": 1], "u": ["$set": ["a": 3]]]]])
        #expect(fixture.ok(["update": "t", "updates": [["q": ["_id": 2], "u": ["$set": ["a": 3]]]]]).firstWriteError?["code"] == .int32(121))
        // Inserts are always checked.
        #expect(fixture.ok(["insert": "t", "documents": [["_id": 3, "a": 3]]]).firstWriteError?["code"] == .int32(121))
        #expect(fixture.documents("t") == [["_id": 1, "a": 3], ["_id": 2, "a": 1]])
        fixture.ok(["collMod": "t", "validationLevel": "strict"])
        #expect(fixture.ok(["update": "t", "updates": [["q": ["_id": 1], "u": ["$set": ["a": 4]]]]]).firstWriteError?["code"] == .int32(121))
        fixture.ok(["collMod": "t", "validationLevel": "off"])
        fixture.ok(["insert": "t", "documents": [["_id": 3, "a": 3]]])
        #expect(fixture.documents("t").count == 3)
    }

    /// MongoDB's CollectionImpl::checkValidation catches an error the validator raises and fails
    /// the write with 121; errInfo carries the error (doc_validation_error_test.cpp
    /// ExprWhichThrowsGeneratesError). Under "warn" the write goes through; under "moderate" an
    /// original the validator cannot evaluate counts as invalid, so its update is not checked.
    @Test("a validator whose $expr raises an error refuses the write with 121, not with the expression's error")
    func throwingValidator() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "t", "validator": ["$expr": ["$concat": ["$a", "$b"]]]])
        let reply = fixture.ok(["insert": "t", "documents": [["_id": 1, "a": "x", "b": .int32(1)]]])
        let error = try #require(reply.firstWriteError)
        #expect(error["code"] == .int32(121))
        #expect(
            error["errInfo"] == [
                "failingDocumentId": 1,
                "details": [
                    "operatorName": "$expr", "specifiedAs": ["$expr": ["$concat": ["$a", "$b"]]], "reason": "failed to evaluate aggregation expression",
                    "details": ["code": .int32(16702), "codeName": "Location16702", "errmsg": "$concat only supports strings, not int"],
                ],
            ])
        #expect(fixture.documents("t").isEmpty)
        fixture.ok(["insert": "t", "documents": [["_id": 2, "a": "x", "b": "y"]]])
        #expect(fixture.ok(["update": "t", "updates": [["q": ["_id": 2], "u": ["$set": ["b": 2]]]]]).firstWriteError?["code"] == .int32(121))
        #expect(fixture.documents("t") == [["_id": 2, "a": "x", "b": "y"]])

        fixture.ok(["collMod": "t", "validationAction": "warn"])
        fixture.ok(["insert": "t", "documents": [["_id": 3, "a": "x", "b": 3]]])
        #expect(fixture.documents("t").count == 2 && fixture.warnings.count == 1)

        fixture.ok(["collMod": "t", "validationAction": "error", "validationLevel": "moderate"])
        let updated = fixture.ok(["update": "t", "updates": [["q": ["_id": 3], "u": ["$set": ["b": 4]]]]])
        #expect(updated["nModified"] == .int32(1) && updated["writeErrors"] == nil)
    }

    @Test("the Swift API throws 121 with errInfo and stores nothing")
    func swiftAPI() async throws {
        let fixture = dogs()
        let dogs = MongoClient(store: fixture.store).database(named: "test").collection(withName: "Dog")
        do {
            _ = try await dogs.insertOne(["_id": 1])
            Issue.record("an invalid insert went through")
        } catch {
            #expect(error.code == 121 && error.info?["failingDocumentId"] == 1)
        }
        do {
            _ = try await dogs.findOneAndReplace(filter: ["name": "Rex"], replacement: ["name": .int32(1)])
            Issue.record("an invalid replacement went through")
        } catch {
            #expect(error.code == 121 && error.info?["failingDocumentId"] == .objectId(Self.rex))
        }
        #expect(try await dogs.find(filter: [:]) == storedRex.compactMap(\.documentValue))
    }
}
