import DocStream
import DocStreamBSON
import Testing

/// MongoDB's jstests/core/query/doc_validation/doc_validation.js, doc_validation_options.js and
/// bypass_doc_validation.js, step by step (the collation, applyOps and mapReduce parts aside:
/// DocStream has none of them). Every refused write also leaves the documents as they were.
@Suite("Validators: doc_validation.js, doc_validation_options.js, bypass_doc_validation.js")
struct DocValidationJSTests {
    /// doc_validation.js runInsertUpdateValidationTest, run with `{a: {$exists: true}}` and with
    /// the equivalent `{$jsonSchema: {required: ["a"]}}`.
    @Test(
        "inserts, upserts, updates and findAndModify against a validator requiring a",
        arguments: [
            ["a": ["$exists": true]] as Document, ["$jsonSchema": ["required": ["a"]]] as Document,
        ])
    func insertUpdateValidation(validator: Document) throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "c", "validator": .document(validator)])
        // The default validation level and action are left out of listCollections.
        #expect(fixture.options("c") == ["validator": .document(validator)])

        fixture.ok(["insert": "c", "documents": [["_id": "valid1", "a": 1]]])
        #expect(fixture.ok(["update": "c", "updates": [["q": ["_id": "valid2"], "u": ["_id": "valid2", "a": 2], "upsert": true]]])["n"] == .int32(1))
        fixture.ok(["findAndModify": "c", "query": ["_id": "valid3"], "update": ["$set": ["a": 3]], "upsert": true])
        #expect(fixture.ok(["insert": "c", "documents": [["_id": "invalid3", "b": 1]]]).firstWriteError?["code"] == .int32(121))
        #expect(
            fixture.ok(["update": "c", "updates": [["q": ["_id": "invalid4"], "u": ["_id": "invalid4", "b": 2], "upsert": true]]])
                .firstWriteError?["code"] == .int32(121))
        fixture.fails(["findAndModify": "c", "query": ["_id": "invalid4"], "update": ["$set": ["b": 3]], "upsert": true], code: 121)
        #expect(fixture.documents("c").map { $0.documentValue?["_id"] } == ["valid1", "valid2", "valid3"])
        #expect(fixture.ok(["delete": "c", "deletes": [["q": ["_id": "valid1"], "limit": 1]]])["n"] == .int32(1))

        // Only documents that pass can be updated; the validator is set after the inserts.
        fixture.ok(["drop": "c"])
        fixture.ok(["insert": "c", "documents": [["_id": "valid1", "a": 1], ["_id": "invalid2", "b": 1]]])
        fixture.ok(["collMod": "c", "validator": .document(validator)])
        // After collMod the level and action that apply are shown.
        #expect(fixture.options("c") == ["validator": .document(validator), "validationLevel": "strict", "validationAction": "error"])
        let array = BSONValue.array((0..<2048).map { ["arbitrary": .int32(Int32($0))] })
        for update: Document in [["$set": ["z": 1]], ["$inc": ["z": 1]], ["$set": ["z": array]], ["a": 1]] {
            #expect(fixture.ok(["update": "c", "updates": [["q": ["_id": "valid1"], "u": .document(update)]]])["writeErrors"] == nil)
        }
        for update: Document in [["$set": ["y": 2]], ["$inc": ["y": 1]], ["$set": ["y": array]], ["$set": ["a": 1]]] {
            fixture.ok(["findAndModify": "c", "query": ["_id": "valid1"], "update": .document(update)])
        }
        for update: Document in [["$set": ["z": 1]], ["$inc": ["z": 1]], ["$set": ["z": array]]] {
            #expect(fixture.ok(["update": "c", "updates": [["q": ["_id": "invalid2"], "u": .document(update)]]]).firstWriteError?["code"] == .int32(121))
        }
        for update: Document in [["$set": ["y": 2]], ["$inc": ["y": 1]], ["$set": ["y": array]]] {
            fixture.fails(["findAndModify": "c", "query": ["_id": "invalid2"], "update": .document(update)], code: 121)
        }
        #expect(fixture.documents("c").last == ["_id": "invalid2", "b": 1])
        // A no-op update of an invalid document succeeds: nothing is written, nothing is checked.
        #expect(fixture.ok(["update": "c", "updates": [["q": ["_id": "invalid2"], "u": ["$set": ["b": 1]]]]])["writeErrors"] == nil)
        fixture.ok(["findAndModify": "c", "query": ["_id": "invalid2"], "update": ["$set": ["b": 1]]])

        // A conforming document cannot be made to fail; a non-conforming one can be fixed.
        fixture.ok(["drop": "c"])
        fixture.ok(["insert": "c", "documents": [["_id": "valid1", "a": 1], ["_id": "invalid2", "b": 1], ["_id": "invalid3", "b": 1]]])
        fixture.ok(["collMod": "c", "validator": .document(validator)])
        #expect(fixture.ok(["update": "c", "updates": [["q": ["_id": "valid1"], "u": ["$unset": ["a": 1]]]]]).firstWriteError?["code"] == .int32(121))
        #expect(fixture.ok(["update": "c", "updates": [["q": ["_id": "invalid2"], "u": ["$set": ["a": 1]]]]])["nModified"] == .int32(1))
        fixture.fails(["findAndModify": "c", "query": ["_id": "valid1"], "update": ["$unset": ["a": 1]]], code: 121)
        fixture.ok(["findAndModify": "c", "query": ["_id": "invalid3"], "update": ["$set": ["a": 1]]])
        #expect(fixture.documents("c") == [["_id": "valid1", "a": 1], ["_id": "invalid2", "b": 1, "a": 1], ["_id": "invalid3", "b": 1, "a": 1]])

        // Without a validator nothing is checked.
        fixture.ok(["collMod": "c", "validator": [:]])
        #expect(fixture.ok(["update": "c", "updates": [["q": ["_id": "valid1"], "u": ["$unset": ["a": 1]]]]])["nModified"] == .int32(1))
        fixture.ok(["findAndModify": "c", "query": ["_id": "invalid2"], "update": ["$unset": ["a": 1]]])
        #expect(fixture.documents("c").prefix(2) == [["_id": "valid1"], ["_id": "invalid2", "b": 1]])
    }

    /// doc_validation.js: `$expr` validators, those with date expressions and time zones included.
    @Test(
        "$expr validators",
        arguments: [
            (
                #"{"$expr": {"$eq": [1, {"$dayOfMonth": {"date": "$a", "timezone": "America/New_York"}}]}}"#,
                #"{"a": {"$date": "2017-10-01T22:00:00Z"}}"#, #"{"a": {"$date": "2017-10-01T00:00:00Z"}}"#
            ),
            (
                #"{"$expr": {"$eq": [{"year": 2017, "month": 10, "day": 1, "hour": 18, "minute": 0, "second": 0, "millisecond": 0}, {"$dateToParts": {"date": "$a", "timezone": "America/New_York"}}]}}"#,
                #"{"a": {"$date": "2017-10-01T22:00:00Z"}}"#, #"{"a": {"$date": "2017-10-01T00:00:00Z"}}"#
            ),
            (
                #"{"$expr": {"$eq": ["2017-07-04 14:56:42 +0000 (0 minutes)", {"$dateToString": {"format": "%Y-%m-%d %H:%M:%S %z (%Z minutes)", "date": "$date", "timezone": "$tz"}}]}}"#,
                #"{"date": {"$date": "2017-07-04T14:56:42.911Z"}, "tz": "UTC"}"#, #"{"date": {"$date": "2017-07-04T14:56:42.911Z"}, "tz": "America/New_York"}"#
            ),
            (
                #"{"$expr": {"$eq": [{"$date": "2016-12-31T15:00:00Z"}, {"$dateFromParts": {"year": "$year", "timezone": "$timezone"}}]}}"#,
                #"{"_id": 0, "year": 2017, "month": 6, "day": 19, "timezone": "Asia/Tokyo"}"#,
                #"{"_id": 1, "year": 2022, "month": 1, "day": 1, "timezone": "America/New_York"}"#
            ),
            (
                #"{"$expr": {"$eq": [{"$date": "2017-07-04T15:56:02Z"}, {"$dateFromString": {"dateString": "$date", "timezone": "America/New_York"}}]}}"#,
                #"{"_id": 0, "date": "2017-07-04T11:56:02"}"#, #"{"_id": 1, "date": "2015-02-02T11:00:00"}"#
            ),
            // doc_validation_with_now_variable.js.
            (
                #"{"$expr": {"$lt": ["$ts", "$$NOW"]}}"#, #"{"ts": {"$date": {"$numberLong": "1589617694938"}}}"#,
                #"{"ts": {"$date": {"$numberLong": "2708791380000"}}}"#
            ),
            // json_schema_validate_empty_path.js: a required property with an empty name.
            (
                #"{"$jsonSchema": {"bsonType": "object", "required": [""], "properties": {"": {"bsonType": "string", "description": "Field of type String"}}}}"#,
                #"{"": "x"}"#, #"{"a": 1}"#
            ),
            // An $expr that may throw: the throwing document fails validation with 121.
            (#"{"$expr": {"$eq": ["$a", {"$divide": [1, "$b"]}]}}"#, #"{"a": 1, "b": 1}"#, #"{"a": 1, "b": 0}"#),
            (#"{"$expr": {"$divide": [10, 0]}}"#, #"{"$comment": "nothing passes"}"#, #"{"a": 4}"#),
            (#"{"$nor": [{"$expr": {"$divide": [10, 0]}}]}"#, #"{"$comment": "nothing passes"}"#, #"{"a": 4}"#),
        ])
    func exprValidators(validator: String, valid: String, invalid: String) throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "c", "validator": .document(try Document(extendedJSON: validator))])
        let validDocument = try Document(extendedJSON: valid)
        if validDocument["$comment"] == nil {
            #expect(fixture.ok(["insert": "c", "documents": [.document(validDocument)]])["n"] == .int32(1))
        }
        let refused = fixture.ok(["insert": "c", "documents": [.document(try Document(extendedJSON: invalid))]])
        #expect(refused.firstWriteError?["code"] == .int32(121))
        #expect(fixture.documents("c").count == (validDocument["$comment"] == nil ? 1 : 0))
    }

    /// doc_validation.js: errInfo's failingDocumentId is the document's _id, for inserts,
    /// replacements and findAndModify.
    @Test("failingDocumentId is the refused document's _id")
    func failingDocumentId() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "c", "validator": ["a": 1]])
        let expected: Document = [
            "failingDocumentId": 1, "details": ["operatorName": "$eq", "specifiedAs": ["a": 1], "reason": "comparison failed", "consideredValue": 2],
        ]
        #expect(fixture.ok(["insert": "c", "documents": [["_id": 1, "a": 2]]]).firstWriteError?["errInfo"] == .document(expected))
        fixture.ok(["insert": "c", "documents": [["_id": 1, "a": 1]]])
        #expect(fixture.ok(["update": "c", "updates": [["q": [:], "u": ["a": 2]]]]).firstWriteError?["errInfo"] == .document(expected))
        #expect(fixture.fails(["findAndModify": "c", "query": [:], "update": ["a": 2]], code: 121)["errInfo"] == .document(expected))
        #expect(fixture.documents("c") == [["_id": 1, "a": 1]])
    }

    /// doc_validation_options.js.
    @Test("validationAction warn and error, validationLevel moderate, through collMod and create")
    func options() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "t", "validator": ["a": 1]])
        #expect(fixture.ok(["insert": "t", "documents": [["a": 2]]]).firstWriteError?["code"] == .int32(121))
        fixture.ok(["insert": "t", "documents": [["_id": 1, "a": 1]]])
        // Strict by default.
        #expect(fixture.ok(["update": "t", "updates": [["q": [:], "u": ["$set": ["a": 2]]]]]).firstWriteError?["code"] == .int32(121))
        #expect(fixture.documents("t") == [["_id": 1, "a": 1]])
        // A bad update in warn mode goes through and is logged with the errInfo.
        fixture.ok(["collMod": "t", "validationAction": "warn"])
        fixture.ok(["update": "t", "updates": [["q": [:], "u": ["$set": ["a": 2]]]]])
        #expect(fixture.documents("t") == [["_id": 1, "a": 2]])
        #expect(
            fixture.warnings.map(\.errorInfo) == [
                [
                    "failingDocumentId": 1, "details": ["operatorName": "$eq", "specifiedAs": ["a": 1], "reason": "comparison failed", "consideredValue": 2],
                ]
            ])
        #expect(fixture.options("t")?["validationAction"] == "warn")
        // A validator that throws accepts writes in warn mode.
        fixture.ok(["collMod": "t", "validator": ["$expr": ["$divide": [10, 0]]]])
        fixture.ok(["insert": "t", "documents": [["foo": "1"]]])
        fixture.ok(["delete": "t", "deletes": [["q": ["foo": "1"], "limit": 0]]])
        fixture.ok(["collMod": "t", "validator": ["a": 1]])
        // Back to strict and error.
        fixture.ok(["collMod": "t", "validationAction": "error", "validationLevel": "strict"])
        #expect(fixture.ok(["update": "t", "updates": [["q": [:], "u": ["$set": ["a": 3]]]]]).firstWriteError?["code"] == .int32(121))
        #expect(fixture.documents("t") == [["_id": 1, "a": 2]])
        // Bad -> bad is allowed under moderate.
        fixture.ok(["collMod": "t", "validationLevel": "moderate"])
        fixture.ok(["update": "t", "updates": [["q": [:], "u": ["$set": ["a": 3]]]]])
        #expect(fixture.documents("t") == [["_id": 1, "a": 3]])
        // create with validationAction warn.
        fixture.ok(["drop": "t"])
        fixture.ok(["create": "t", "validator": ["a": 1], "validationAction": "warn"])
        fixture.ok(["insert": "t", "documents": [["a": 2], ["a": 1]]])
        #expect(fixture.ok(["count": "t"])["n"] == .int32(2))
    }

    /// bypass_doc_validation.js runBypassDocumentValidationTest, with `{a: {$exists: true}}` and
    /// with `{$jsonSchema: {required: ["a"]}}`.
    @Test(
        "bypassDocumentValidation: false is checked, true is not, on $out, findAndModify, insert and updates",
        arguments: [
            ["a": ["$exists": true]] as Document, ["$jsonSchema": ["required": ["a"]]] as Document,
        ])
    func bypass(validator: Document) throws {
        let fixture = ValidatorFixture()
        fixture.ok(["insert": "c", "documents": [["_id": 1], ["_id": 2]]])
        fixture.ok(["collMod": "c", "validator": .document(validator)])

        fixture.ok(["create": "out", "validator": .document(validator)])
        let pipeline: BSONValue = [["$match": ["_id": 1]], ["$project": ["aggregation": ["$add": [1]]]], ["$out": "out"]]
        fixture.fails(["aggregate": "c", "cursor": [:], "pipeline": pipeline, "bypassDocumentValidation": false], code: 121)
        #expect(fixture.documents("out").isEmpty)
        fixture.ok(["aggregate": "c", "cursor": [:], "pipeline": pipeline, "bypassDocumentValidation": true])
        #expect(fixture.documents("out") == [["_id": 1, "aggregation": 1]])

        fixture.fails(["findAndModify": "c", "update": ["$set": ["findAndModify": 1]], "bypassDocumentValidation": false], code: 121)
        #expect(fixture.ok(["count": "c", "query": ["findAndModify": 1]])["n"] == .int32(0))
        fixture.ok(["findAndModify": "c", "update": ["$set": ["findAndModify": 1]], "bypassDocumentValidation": true])
        #expect(fixture.ok(["count": "c", "query": ["findAndModify": 1]])["n"] == .int32(1))

        // A document without _id too (SERVER-20859).
        #expect(fixture.ok(["insert": "c", "documents": [[:]], "bypassDocumentValidation": false]).firstWriteError?["code"] == .int32(121))
        #expect(fixture.ok(["insert": "c", "documents": [[:], ["_id": 6]], "bypassDocumentValidation": false]).firstWriteError?["code"] == .int32(121))
        #expect(fixture.ok(["count": "c"])["n"] == .int32(2))
        #expect(fixture.ok(["insert": "c", "documents": [[:], ["_id": 6]], "bypassDocumentValidation": true])["n"] == .int32(2))

        for update: BSONValue in [["$set": ["update": 1]], [["$set": ["pipeline": 1]]]] {
            let field = update.arrayValue == nil ? "update" : "pipeline"
            let refused = fixture.ok(["update": "c", "updates": [["q": [:], "u": update]], "bypassDocumentValidation": false])
            #expect(refused.firstWriteError?["code"] == .int32(121))
            #expect(fixture.ok(["count": "c", "query": [field: 1]])["n"] == .int32(0))
            fixture.ok(["update": "c", "updates": [["q": [:], "u": update]], "bypassDocumentValidation": true])
            #expect(fixture.ok(["count": "c", "query": [field: 1]])["n"] == .int32(1))
        }
        fixture.fails(["findAndModify": "c", "update": [["$set": ["findAndModifyPipeline": 1]]], "bypassDocumentValidation": false], code: 121)
        #expect(fixture.ok(["count": "c", "query": ["findAndModifyPipeline": 1]])["n"] == .int32(0))
        fixture.ok(["findAndModify": "c", "update": [["$set": ["findAndModifyPipeline": 1]]], "bypassDocumentValidation": true])
        #expect(fixture.ok(["count": "c", "query": ["findAndModifyPipeline": 1]])["n"] == .int32(1))
    }

    /// The manual's "Specify Validation Level for Existing Documents": the contacts example,
    /// strict then moderate (mongosh sends 10 and 20 as int32).
    @Test("manual: strict refuses both updates; moderate lets the already-invalid document change")
    func manualValidationLevel() throws {
        let fixture = ValidatorFixture()
        let contacts: BSONValue = [
            ["_id": 1, "name": "Anne", "phone": "+1 555 123 456", "city": "London", "status": "Complete"],
            ["_id": 2, "name": "Ivan", "city": "Vancouver"],
        ]
        let schema: Document = [
            "$jsonSchema": [
                "bsonType": "object", "required": ["phone", "name"],
                "properties": [
                    "phone": ["bsonType": "string", "description": "phone must be a string and is required"],
                    "name": ["bsonType": "string", "description": "name must be a string and is required"],
                ],
            ]
        ]
        fixture.ok(["insert": "contacts", "documents": contacts])
        fixture.ok(["collMod": "contacts", "validator": .document(schema), "validationLevel": "strict"])
        let nameRule: BSONValue = [
            "operatorName": "properties",
            "propertiesNotSatisfied": [
                [
                    "propertyName": "name", "description": "name must be a string and is required",
                    "details": [
                        [
                            "operatorName": "bsonType", "specifiedAs": ["bsonType": "string"], "reason": "type did not match", "consideredValue": .int32(10),
                            "consideredType": "int",
                        ]
                    ],
                ]
            ],
        ]
        let first = fixture.ok(["update": "contacts", "updates": [["q": ["_id": 1], "u": ["$set": ["name": .int32(10)]]]]])
        #expect(
            first.firstWriteError?["errInfo"] == ["failingDocumentId": 1, "details": ["operatorName": "$jsonSchema", "schemaRulesNotSatisfied": [nameRule]]])
        let second = fixture.ok(["update": "contacts", "updates": [["q": ["_id": 2], "u": ["$set": ["name": .int32(20)]]]]])
        #expect(
            second.firstWriteError?[path: "errInfo.details.schemaRulesNotSatisfied.1"] == [
                "operatorName": "required", "specifiedAs": ["required": ["phone", "name"]], "missingProperties": ["phone"],
            ])
        #expect(fixture.documents("contacts") == contacts.arrayValue)

        fixture.ok(["collMod": "contacts", "validator": .document(schema), "validationLevel": "moderate"])
        #expect(
            fixture.ok(["update": "contacts", "updates": [["q": ["_id": 1], "u": ["$set": ["name": .int32(10)]]]]]).firstWriteError?["code"] == .int32(121))
        #expect(fixture.ok(["update": "contacts", "updates": [["q": ["_id": 2], "u": ["$set": ["name": .int32(20)]]]]])["nModified"] == .int32(1))
        #expect(fixture.documents("contacts").last == ["_id": 2, "name": .int32(20), "city": "Vancouver"])
    }
}
