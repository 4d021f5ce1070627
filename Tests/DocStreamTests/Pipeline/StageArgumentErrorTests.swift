import DocStreamBSON
import Testing

@testable import DocStream

/// The errors `ArgumentReader` reports for a stage's or an index specification's arguments: an
/// unknown field, a missing required one and a value of the wrong type, in each stage's own
/// codes and messages, with the MongoDB source each one follows.
@Suite("Stage and index specification argument errors")
struct StageArgumentErrorTests {
    /// The error compiling a one-stage pipeline reports.
    private func stageError(_ stage: String) throws -> DocStreamError {
        let stage = try Document(extendedJSON: stage)
        return try #require(throws: DocStreamError.self) { try Pipeline([stage]) }
    }

    private func expectStageError(_ stage: String, code: Int, message: String) throws {
        let error = try stageError(stage)
        #expect(error.code == code, "\(stage)")
        #expect(error.message == message)
    }

    // IDL stages: idl_parser.cpp throwUnknownField (40415), throwMissingField (40414),
    // checkAndAssertTypeSlowPath (14, one type) and throwBadType (14, a variant's types).
    private static let idlCases: [(String, Int, String)] = [
        (#"{"$fill": {"output": {"a": {"value": 0}}, "sort": {"a": 1}}}"#, 40415, "BSON field '$fill.sort' is an unknown field."),
        (#"{"$fill": {"output": {"a": {"value": 0, "fill": 1}}}}"#, 40415, "BSON field '$fill.output.a.fill' is an unknown field."),
        (#"{"$fill": {"sortBy": {"a": 1}}}"#, 40414, "BSON field '$fill.output' is missing but a required field"),
        (#"{"$fill": {"sortBy": 1, "output": {"a": {"value": 0}}}}"#, 14, "BSON field '$fill.sortBy' is the wrong type 'int', expected type 'object'"),
        (#"{"$fill": {"output": {"a": {"method": 1}}}}"#, 14, "BSON field '$fill.output.a.method' is the wrong type 'int', expected type 'string'"),
        (
            #"{"$densify": {"field": "a", "range": {"step": 1, "bounds": "full", "unit": "day", "x": 1}}}"#, 40415,
            "BSON field '$densify.range.x' is an unknown field."
        ),
        (#"{"$densify": {"field": "a", "range": {"step": 1}}}"#, 40414, "BSON field '$densify.range.bounds' is missing but a required field"),
        (
            #"{"$densify": {"field": 1, "range": {"step": 1, "bounds": "full"}}}"#, 14,
            "BSON field '$densify.field' is the wrong type 'int', expected type 'string'"
        ),
        (#"{"$merge": {"into": "c", "mode": "insert"}}"#, 40415, "BSON field '$merge.mode' is an unknown field."),
        (#"{"$merge": {"on": "_id"}}"#, 40414, "BSON field '$merge.into' is missing but a required field"),
        (#"{"$merge": {"into": "c", "let": 1}}"#, 14, "BSON field '$merge.let' is the wrong type 'int', expected type 'object'"),
        (#"{"$merge": {"into": {"coll": "c", "x": 1}}}"#, 40415, "BSON field '$merge.into.x' is an unknown field."),
        (
            #"{"$lookup": {"from": {"db": "test"}, "localField": "a", "foreignField": "b", "as": "x"}}"#, 40414,
            "BSON field 'from.coll' is missing but a required field"
        ),
    ]

    // document_source_change_stream.idl: DocumentSourceChangeStreamSpec, read by the IDL parser.
    @Test("$changeStream's options report 40415 and 14 as the IDL parser does")
    func changeStreamOptions() throws {
        let unknown = try #require(throws: DocStreamError.self) { try ChangeStreamOptions(["bogus": 1]) }
        #expect(unknown.code == 40415)
        #expect(unknown.message == "BSON field '$changeStream.bogus' is an unknown field.")
        let wrongType = try #require(throws: DocStreamError.self) { try ChangeStreamOptions(["startAtOperationTime": .int32(1)]) }
        #expect(wrongType.code == 14)
        #expect(wrongType.message == "BSON field '$changeStream.startAtOperationTime' is the wrong type 'int', expected type 'timestamp'")
    }

    // The variant $fill.partitionBy is `variant: [object, string]` (document_source_fill.idl);
    // throwBadType lists its types with the closing quote inside the bracket.
    @Test("a variant's wrong type lists its types as throwBadType does")
    func variantWrongType() throws {
        try expectStageError(
            #"{"$fill": {"partitionBy": 1, "output": {"a": {"value": 0}}}}"#, code: 14,
            message: "BSON field '$fill.partitionBy' is the wrong type 'int', expected types '[object, string']")
    }

    // An array<string> element is checked in a context of its own named by the field
    // (buildscripts/idl/idl/generator.py _gen_array_deserializer: arrayCtxt), so the path
    // ends in the element's index (idl_parser.cpp getElementPath).
    @Test("an array element of the wrong type is named by its index")
    func arrayElementWrongType() throws {
        try expectStageError(
            #"{"$fill": {"partitionByFields": ["a", 1], "output": {"a": {"value": 0}}}}"#, code: 14,
            message: "BSON field '$fill.partitionByFields.1' is the wrong type 'int', expected type 'string'")
        try expectStageError(
            #"{"$densify": {"field": "a", "partitionByFields": [1], "range": {"step": 1, "bounds": "full"}}}"#, code: 14,
            message: "BSON field '$densify.partitionByFields.0' is the wrong type 'int', expected type 'string'")
    }

    // Hand-written parsers: document_source_lookup.cpp, document_source_graph_lookup.cpp,
    // document_source_bucket.cpp, document_source_bucket_auto.cpp, document_source_unwind.cpp.
    private static let handWrittenCases: [(String, Int, String)] = [
        (#"{"$lookup": {"from": "c", "localField": "a", "foreignField": "b", "as": "x", "extra": 1}}"#, 9, "unknown argument to $lookup: extra"),
        (#"{"$lookup": {"from": "c", "localField": "a", "foreignField": "b"}}"#, 9, "must specify 'as' field for a $lookup"),
        (#"{"$lookup": {"from": "c", "localField": "a", "foreignField": "b", "as": 1}}"#, 9, "$lookup argument 'as: 1' must be a string, is type int"),
        (#"{"$lookup": {"from": "c", "let": 1, "pipeline": [], "as": "x"}}"#, 9, "$lookup argument 'let: 1' must be an object, is type int"),
        (
            #"{"$graphLookup": {"from": "c", "startWith": "$a", "connectFromField": "a", "connectToField": "b", "as": "x", "extra": 1}}"#, 40104,
            "Unknown argument to $graphLookup: extra"
        ),
        (#"{"$graphLookup": {"startWith": "$a", "connectFromField": "a", "connectToField": "b", "as": "x"}}"#, 9, "$graphLookup requires a 'from' field"),
        (
            #"{"$graphLookup": {"from": 1, "startWith": "$a", "connectFromField": "a", "connectToField": "b", "as": "x"}}"#, 9,
            "$graphLookup 'from' must be a string, found int"
        ),
        (
            #"{"$graphLookup": {"from": "c", "startWith": "$a", "connectFromField": "a", "connectToField": "b", "as": 1}}"#, 40103,
            "expected string as argument for as, found: 1"
        ),
        (
            #"{"$graphLookup": {"from": "c", "startWith": "$a", "connectFromField": "a", "connectToField": "b", "as": "x", "maxDepth": "1"}}"#, 40100,
            "maxDepth must be numeric, found type: string"
        ),
        (#"{"$bucket": {"groupBy": "$a", "boundaries": [1, 2], "buckets": 2}}"#, 40197, "Unrecognized option to $bucket: buckets."),
        (#"{"$bucket": {"groupBy": "$a"}}"#, 40198, "$bucket requires 'groupBy' and 'boundaries' to be specified."),
        (#"{"$bucket": {"groupBy": "$a", "boundaries": 1}}"#, 40200, "The $bucket 'boundaries' field must be an array, but found type: int."),
        (#"{"$bucket": {"groupBy": "$a", "boundaries": [1, 2], "output": 1}}"#, 40196, "The $bucket 'output' field must be an object, but found type: int."),
        (#"{"$bucketAuto": {"groupBy": "$a", "buckets": 2, "boundaries": [1, 2]}}"#, 40245, "Unrecognized option to $bucketAuto: boundaries"),
        (#"{"$bucketAuto": {"groupBy": "$a"}}"#, 40246, "$bucketAuto requires 'groupBy' and 'buckets' to be specified"),
        (#"{"$bucketAuto": {"groupBy": "$a", "buckets": "2"}}"#, 40241, "The $bucketAuto 'buckets' field must be a numeric value, but found type: string"),
        (
            #"{"$bucketAuto": {"groupBy": "$a", "buckets": 2, "granularity": 5}}"#, 40261,
            "The $bucketAuto 'granularity' field must be a string, but found type: int"
        ),
        (#"{"$unwind": {"path": "$a", "foo": 1}}"#, 28811, "unrecognized option to $unwind stage: foo"),
        (#"{"$unwind": {"includeArrayIndex": "i"}}"#, 28812, "no path specified to $unwind stage"),
        (#"{"$unwind": {"path": 1}}"#, 28808, "expected a string as the path for $unwind stage, got int"),
        (
            #"{"$unwind": {"path": "$a", "preserveNullAndEmptyArrays": 1}}"#, 28809,
            "expected a boolean for the preserveNullAndEmptyArrays option to $unwind stage, got int"
        ),
    ]

    @Test(
        "each stage reports an unknown field, a missing one and a wrong type in its own code and message",
        arguments: idlCases + handWrittenCases)
    func stageErrors(stage: String, code: Int, message: String) throws {
        try expectStageError(stage, code: code, message: message)
    }

    // document_source_bucket.cpp createFromBson checks each argument as it meets it, so a
    // short boundaries array fails before a later unknown option.
    @Test("a hand-written stage checks each value where it stands")
    func checksInDocumentOrder() throws {
        #expect(try stageError(#"{"$bucket": {"groupBy": "$a", "boundaries": [1], "bogus": 1}}"#).code == 40192)
    }

    // index_key_validate.cpp: validateIndexSpecFieldNames (197) runs over every name before
    // validateIndexSpec reads a value; validateIndexSpec checks each value's type in order and
    // reports a missing key (9) after its loop.
    @Test(
        "index specifications: unknown names first, then types in order, then a missing key",
        arguments: [
            (
                #"{"name": 5, "bogus": 1, "key": {"a": 1}}"#, 197,
                "Error in specification { name: 5, bogus: 1, key: { a: 1 } } :: caused by :: The field 'bogus' is not valid for an index specification. Specification: { name: 5, bogus: 1, key: { a: 1 } }"
            ),
            (#"{"name": "n"}"#, 9, #"Error in specification { name: "n" } :: caused by :: The 'key' field is a required property of an index specification"#),
            (#"{"name": 5}"#, 14, "Error in specification { name: 5 } :: caused by :: The field 'name' must be a string, but got int"),
            (#"{"key": 1, "name": "k"}"#, 14, #"Error in specification { key: 1, name: "k" } :: caused by :: The field 'key' must be an object, but got int"#),
            (
                #"{"key": {"a": 1}, "name": "v", "v": "2"}"#, 14,
                #"Error in specification { key: { a: 1 }, name: "v", v: "2" } :: caused by :: The field 'v' must be a number, but got string"#
            ),
            (
                #"{"key": {"a": 1}, "name": "u", "unique": "yes"}"#, 14,
                #"Error in specification { key: { a: 1 }, name: "u", unique: "yes" } :: caused by :: The field 'unique has value unique: "yes", which is not convertible to bool"#
            ),
        ] as [(String, Int, String)])
    func indexSpecificationErrors(spec: String, code: Int, message: String) throws {
        let spec = try Document(extendedJSON: spec)
        let error = try #require(throws: DocStreamError.self) { try IndexSpecification(spec) }
        #expect(error.code == code)
        #expect(error.message == message)
    }
}
