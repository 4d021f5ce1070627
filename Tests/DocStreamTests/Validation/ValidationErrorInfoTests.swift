import DocStream
import DocStreamBSON
import Testing

/// The errInfo of a refused insert, in the shape MongoDB 5.0+ gives it
/// (src/mongo/db/matcher/doc_validation_error.cpp): the expected details are written by hand
/// from that file's reasons and field order, and from the manual's Schema Validation pages.
@Suite("Validators: errInfo")
struct ValidationErrorInfoTests {
    /// The `errInfo.details` of inserting `document` into a collection validated by `validator`.
    private func details(_ validator: String, _ document: String) throws -> BSONValue? {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "c", "validator": .document(try Document(extendedJSON: validator))])
        let reply = fixture.ok(["insert": "c", "documents": [.document(try Document(extendedJSON: document))]])
        #expect(fixture.documents("c").isEmpty, "the refused document must not be stored")
        return reply[path: "writeErrors.0.errInfo.details"]
    }

    private func expect(_ validator: String, _ document: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try details(validator, document)
        let wanted = BSONValue.document(try Document(extendedJSON: expected))
        #expect(
            actual.map { BSONValue.compare($0, wanted) == 0 } == true,
            "got \(actual?.extendedJSON(.relaxed) ?? "nothing"), expected \(wanted.extendedJSON(.relaxed))", sourceLocation: sourceLocation)
    }

    @Test("query operators: comparison, implicit $and, $or, $nor, $not, $ne, $exists, $type, $regex, $expr")
    func queryOperators() throws {
        try expect(
            #"{"a": {"$gt": 5, "$lt": 9}, "b": {"$exists": true}}"#, #"{"_id": 1, "a": [1, 2]}"#,
            #"""
            {"operatorName": "$and", "clausesNotSatisfied": [
              {"index": 0, "details": {"operatorName": "$gt", "specifiedAs": {"a": {"$gt": 5}}, "reason": "comparison failed", "consideredValues": [1, 2]}},
              {"index": 2, "details": {"operatorName": "$exists", "specifiedAs": {"b": {"$exists": true}}, "reason": "path does not exist"}}]}
            """#)
        try expect(
            #"{"$or": [{"a": 1}, {"b": 1}]}"#, #"{"_id": 1, "a": 2}"#,
            #"""
            {"operatorName": "$or", "clausesNotSatisfied": [
              {"index": 0, "details": {"operatorName": "$eq", "specifiedAs": {"a": 1}, "reason": "comparison failed", "consideredValue": 2}},
              {"index": 1, "details": {"operatorName": "$eq", "specifiedAs": {"b": 1}, "reason": "field was missing"}}]}
            """#)
        // The clauses a failing $nor lists are those that matched: "clausesSatisfied"
        // (doc_validation_error_json_schema_test.cpp MinimumAtTopLevelHasNoEffect).
        try expect(
            #"{"$nor": [{"a": 1}, {"b": 1}]}"#, #"{"_id": 1, "a": 1}"#,
            #"""
            {"operatorName": "$nor", "clausesSatisfied": [
              {"index": 0, "details": {"operatorName": "$eq", "specifiedAs": {"a": 1}, "reason": "comparison succeeded", "consideredValue": 1}}]}
            """#)
        try expect(
            #"{"a": {"$not": {"$gt": 5}}}"#, #"{"_id": 1, "a": 6}"#,
            #"""
            {"operatorName": "$not", "details": {"operatorName": "$gt", "specifiedAs": {"a": {"$gt": 5}}, "reason": "comparison succeeded", "consideredValue": 6}}
            """#)
        try expect(
            #"{"a": {"$ne": 1}}"#, #"{"_id": 1, "a": 1}"#,
            #"""
            {"operatorName": "$ne", "specifiedAs": {"a": {"$ne": 1}}, "reason": "comparison succeeded", "consideredValue": 1}
            """#)
        try expect(
            #"{"a": {"$exists": false}}"#, #"{"_id": 1, "a": 1}"#,
            #"""
            {"operatorName": "$exists", "specifiedAs": {"a": {"$exists": false}}, "reason": "path does exist"}
            """#)
        try expect(
            #"{"a": {"$type": "string"}}"#, #"{"_id": 1, "a": {"$numberInt": "1"}}"#,
            #"""
            {"operatorName": "$type", "specifiedAs": {"a": {"$type": "string"}}, "reason": "type did not match", "consideredValue": 1, "consideredType": "int"}
            """#)
        try expect(
            #"{"a": {"$regex": "^x"}}"#, #"{"_id": 1, "a": 5}"#,
            #"""
            {"operatorName": "$regex", "specifiedAs": {"a": {"$regex": "^x"}}, "reason": "type did not match", "consideredType": "int",
             "expectedTypes": ["regex", "string", "symbol"], "consideredValue": 5}
            """#)
        try expect(
            #"{"$expr": {"$gt": ["$a", 5]}}"#, #"{"_id": 1, "a": 1}"#,
            #"""
            {"operatorName": "$expr", "specifiedAs": {"$expr": {"$gt": ["$a", 5]}}, "reason": "expression did not match", "expressionResult": false}
            """#)
        try expect(
            #"{"a": {"$in": [1, 2]}}"#, #"{"_id": 1, "a": [3, 4]}"#,
            #"""
            {"operatorName": "$in", "specifiedAs": {"a": {"$in": [1, 2]}}, "reason": "no matching value found in array", "consideredValues": [3, 4]}
            """#)
    }

    @Test("$jsonSchema: the keywords' details, in MongoDB's order")
    func schemaKeywords() throws {
        let schema = #"""
            {"$jsonSchema": {"title": "t", "required": ["a", "b"], "additionalProperties": false, "properties": {
              "_id": {}, "a": {"enum": [1, 2]}, "c": {"minimum": 0}, "d": {"items": {"bsonType": "int"}},
              "e": {"minLength": 2, "description": "two or more"}, "f": {"uniqueItems": true}, "h": {"maxItems": 1}, "i": {"minProperties": 2}}}}
            """#
        let document = #"""
            {"_id": 1, "a": 3, "c": -1, "d": [{"$numberInt": "1"}, "x"], "e": "x", "f": [1, 1], "g": 1, "h": [1, 2], "i": {"z": 1}}
            """#
        try expect(
            schema, document,
            #"""
            {"operatorName": "$jsonSchema", "title": "t", "schemaRulesNotSatisfied": [
              {"operatorName": "properties", "propertiesNotSatisfied": [
                {"propertyName": "a", "details": [{"operatorName": "enum", "specifiedAs": {"enum": [1, 2]}, "reason": "value was not found in enum", "consideredValue": 3}]},
                {"propertyName": "c", "details": [{"operatorName": "minimum", "specifiedAs": {"minimum": 0}, "reason": "comparison failed", "consideredValue": -1}]},
                {"propertyName": "d", "details": [{"operatorName": "items", "reason": "At least one item did not match the sub-schema", "itemIndex": 1, "details": [
                  {"operatorName": "bsonType", "specifiedAs": {"bsonType": "int"}, "reason": "type did not match", "consideredValue": "x", "consideredType": "string"}]}]},
                {"propertyName": "e", "description": "two or more", "details": [
                  {"operatorName": "minLength", "specifiedAs": {"minLength": 2}, "reason": "specified string length was not satisfied", "consideredValue": "x"}]},
                {"propertyName": "f", "details": [
                  {"operatorName": "uniqueItems", "specifiedAs": {"uniqueItems": true}, "reason": "found a duplicate item", "consideredValue": [1, 1], "duplicatedValue": 1}]},
                {"propertyName": "h", "details": [
                  {"operatorName": "maxItems", "specifiedAs": {"maxItems": 1}, "reason": "array did not match specified length", "consideredValue": [1, 2], "numberOfItems": 2}]},
                {"propertyName": "i", "details": [
                  {"operatorName": "minProperties", "specifiedAs": {"minProperties": 2}, "reason": "specified number of properties was not satisfied", "numberOfProperties": 1}]}]},
              {"operatorName": "additionalProperties", "specifiedAs": {"additionalProperties": false}, "additionalProperties": ["g"]},
              {"operatorName": "required", "specifiedAs": {"required": ["a", "b"]}, "missingProperties": ["b"]}]}
            """#)
    }

    @Test("$jsonSchema logical keywords and dependencies")
    func schemaLogic() throws {
        try expect(
            #"{"$jsonSchema": {"properties": {"a": {"anyOf": [{"bsonType": "string"}, {"minimum": 5}]}}}}"#, #"{"_id": 1, "a": 1}"#,
            #"""
            {"operatorName": "$jsonSchema", "schemaRulesNotSatisfied": [{"operatorName": "properties", "propertiesNotSatisfied": [{"propertyName": "a", "details": [
              {"operatorName": "anyOf", "schemasNotSatisfied": [
                {"index": 0, "details": [{"operatorName": "bsonType", "specifiedAs": {"bsonType": "string"}, "reason": "type did not match", "consideredValue": 1, "consideredType": "int"}]},
                {"index": 1, "details": [{"operatorName": "minimum", "specifiedAs": {"minimum": 5}, "reason": "comparison failed", "consideredValue": 1}]}]}]}]}]}
            """#)
        try expect(
            #"{"$jsonSchema": {"properties": {"a": {"oneOf": [{"minimum": 0}, {"maximum": 3}]}}}}"#, #"{"_id": 1, "a": 1}"#,
            #"""
            {"operatorName": "$jsonSchema", "schemaRulesNotSatisfied": [{"operatorName": "properties", "propertiesNotSatisfied": [{"propertyName": "a", "details": [
              {"operatorName": "oneOf", "reason": "more than one subschema matched", "matchingSchemaIndexes": [0, 1]}]}]}]}
            """#)
        try expect(
            #"{"$jsonSchema": {"properties": {"a": {"not": {"bsonType": "int"}}}}}"#, #"{"_id": 1, "a": 1}"#,
            #"""
            {"operatorName": "$jsonSchema", "schemaRulesNotSatisfied": [{"operatorName": "properties", "propertiesNotSatisfied": [{"propertyName": "a", "details": [
              {"operatorName": "not", "reason": "child expression matched"}]}]}]}
            """#)
        try expect(
            #"{"$jsonSchema": {"dependencies": {"a": ["b", "c"], "d": {"required": ["e"]}}}}"#, #"{"_id": 1, "a": 1, "c": 1, "d": 1}"#,
            #"""
            {"operatorName": "$jsonSchema", "schemaRulesNotSatisfied": [{"operatorName": "dependencies", "failingDependencies": [
              {"conditionalProperty": "a", "missingProperties": ["b"]},
              {"conditionalProperty": "d", "details": [{"operatorName": "required", "specifiedAs": {"required": ["e"]}, "missingProperties": ["e"]}]}]}]}
            """#)
        try expect(
            #"{"$jsonSchema": {"patternProperties": {"^x": {"bsonType": "string"}}, "additionalProperties": {"bsonType": "long"}}}"#,
            #"{"_id": {"$numberLong": "1"}, "x1": 5, "y": "s"}"#,
            #"""
            {"operatorName": "$jsonSchema", "schemaRulesNotSatisfied": [
              {"operatorName": "additionalProperties", "reason": "at least one additional property did not match the subschema", "failingProperty": "y", "details": [
                {"operatorName": "bsonType", "specifiedAs": {"bsonType": "long"}, "reason": "type did not match", "consideredValue": "s", "consideredType": "string"}]},
              {"operatorName": "patternProperties", "details": [{"propertyName": "x1", "regexMatched": "^x", "details": [
                {"operatorName": "bsonType", "specifiedAs": {"bsonType": "string"}, "reason": "type did not match", "consideredValue": 5, "consideredType": "int"}]}]}]}
            """#)
        try expect(
            #"{"$jsonSchema": {"bsonType": "array"}}"#, #"{"_id": 1}"#,
            #"""
            {"operatorName": "$jsonSchema", "specifiedAs": {"$jsonSchema": {"bsonType": "array"}}, "reason": "expression always evaluates to false"}
            """#)
    }

    /// doc_validation_error_test.cpp TruncatedConsideredValuesArray and
    /// ConsideredValuesArrayNotTruncatedWhenConfiguredLimitMatches: at most 10 considered values
    /// (internalQueryMaxDocValidationErrorConsideredValues), flagged when there were more.
    @Test("consideredValues stops at 10 and says it was truncated; exactly 10 is not truncated")
    func truncatedConsideredValues() throws {
        let fixture = ValidatorFixture()
        fixture.ok(["create": "c", "validator": ["a": ["$lt": .int32(0)]]])
        let thousand = BSONValue.array((0..<1000).map { .int32(Int32($0)) })
        let details = fixture.ok(["insert": "c", "documents": [["_id": 1, "a": thousand]]])[path: "writeErrors.0.errInfo.details"]
        #expect(
            details == [
                "operatorName": "$lt", "specifiedAs": ["a": ["$lt": .int32(0)]], "reason": "comparison failed",
                "consideredValues": .array((0..<10).map { .int32(Int32($0)) }), "consideredValuesTruncated": true,
            ])
        let ten = BSONValue.array((0..<10).map { .int32(Int32($0)) })
        let exact = fixture.ok(["insert": "c", "documents": [["_id": 2, "a": ten]]])[path: "writeErrors.0.errInfo.details"]
        #expect(exact?.documentValue?["consideredValuesTruncated"] == nil && exact?.documentValue?["consideredValues"] == ten)
        #expect(fixture.documents("c").isEmpty)
    }
}
