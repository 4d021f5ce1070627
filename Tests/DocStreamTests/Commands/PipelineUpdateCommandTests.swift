import DocStream
import DocStreamBSON
import Testing

/// Aggregation pipelines as updates through the update and findAndModify commands: reply
/// shapes and errors from jstests/core/write/update/update_with_pipeline.js and
/// jstests/core/find_and_modify_pipeline_update.js.
@Suite("Pipeline-style updates through commands")
struct PipelineUpdateCommandTests {
    let session = CommandSession(store: Store())

    func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    func documents() throws -> BSONValue? {
        try run(#"{"find": "c", "sort": {"_id": 1}}"#)[path: "cursor.firstBatch"]
    }

    func json(_ text: String) throws -> BSONValue {
        try ExtendedJSON.parseValue(text)
    }

    @Test("update: n and nModified; multi updates every match; a pipeline that changes nothing is not a modification")
    func counts() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1, "x": 1}, {"_id": 2, "x": 1}]}"#)
        let multi = try run(#"{"update": "c", "updates": [{"q": {"x": 1}, "u": [{"$set": {"bar": 4}}], "multi": true}]}"#)
        #expect(multi == ["n": .int32(2), "nModified": .int32(2), "ok": .double(1)])
        let same = try run(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": [{"$set": {"bar": 4}}]}]}"#)
        #expect(same == ["n": .int32(1), "nModified": .int32(0), "ok": .double(1)])
        #expect(try documents() == json(#"[{"_id": 1, "x": 1, "bar": 4}, {"_id": 2, "x": 1, "bar": 4}]"#))
    }

    @Test("update with upsert reports upserted [{index, _id}] and inserts the query's equalities run through the pipeline")
    func upsert() throws {
        let reply = try run(#"{"update": "c", "updates": [{"q": {"_id": 1, "x": 1}, "u": [{"$set": {"foo": 4}}], "upsert": true}]}"#)
        #expect(.document(reply) == (try json(#"{"n": 1, "nModified": 0, "upserted": [{"index": 0, "_id": 1}], "ok": 1.0}"#)))
        #expect(try documents() == json(#"[{"_id": 1, "x": 1, "foo": 4}]"#))
    }

    @Test("statement constants c are $$ variables of the pipeline")
    func constants() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1, "x": 1}]}"#)
        let reply = try run(#"{"update": "c", "updates": [{"q": {"_id": 1}, "u": [{"$set": {"foo": "$$foo"}}], "c": {"foo": "bar"}}]}"#)
        #expect(reply["nModified"] == .int32(1))
        #expect(try documents() == json(#"[{"_id": 1, "x": 1, "foo": "bar"}]"#))
    }

    @Test("findAndModify: the document before, or after with new: true")
    func findAndModify() throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 0}, {"_id": 1}]}"#)
        let before = try run(#"{"findAndModify": "c", "query": {"_id": 0}, "update": [{"$addFields": {"y": 1}}]}"#)
        #expect(before["value"] == (try json(#"{"_id": 0}"#)))
        let after = try run(#"{"findAndModify": "c", "query": {"_id": 0}, "update": [{"$addFields": {"z": 2}}], "new": true}"#)
        #expect(after["value"] == (try json(#"{"_id": 0, "y": 1, "z": 2}"#)))
        #expect(after["lastErrorObject"] == ["n": .int32(1), "updatedExisting": true])
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let command: String
        let code: Int32
    }

    static let refusals: [Refusal] = [
        Refusal(
            testDescription: "$match in an update pipeline: 72 InvalidOptions",
            command: #"{"update": "c", "updates": [{"q": {"x": 1}, "u": [{"$match": {"x": 1}}]}]}"#, code: 72),
        Refusal(
            testDescription: "$group in an update pipeline: 72 InvalidOptions",
            command: #"{"update": "c", "updates": [{"q": {"x": 1}, "u": [{"$group": {"_id": "$x"}}], "multi": true}]}"#, code: 72),
        Refusal(
            testDescription: "arrayFilters with a pipeline: 9 FailedToParse",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": [{"$set": {"x": 1}}], "arrayFilters": [{"x": {"$eq": 1}}]}]}"#, code: 9),
        Refusal(
            testDescription: "constants with an update document: 51198",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"$set": {"x": "$$foo"}}, "c": {"foo": "bar"}}]}"#, code: 51198),
        Refusal(
            testDescription: "constants with a replacement: 51198",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": {"x": "$$foo"}, "c": {"foo": "bar"}}]}"#, code: 51198),
        Refusal(
            testDescription: "u neither a document nor an array: 9 FailedToParse",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": "x"}]}"#, code: 9),
        Refusal(
            testDescription: "a pipeline changing _id: 66 ImmutableField",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": [{"$set": {"_id": 5}}]}]}"#, code: 66),
        Refusal(
            testDescription: "findAndModify with arrayFilters and a pipeline: 9 FailedToParse",
            command: #"{"findAndModify": "c", "query": {"_id": 1}, "update": [{"$addFields": {"y": 1}}], "arrayFilters": [{"i.x": 4}]}"#, code: 9),
        Refusal(
            testDescription: "findAndModify with $sort in the pipeline: 72 InvalidOptions",
            command: #"{"findAndModify": "c", "query": {"_id": 1}, "update": [{"$sort": {"x": 1}}]}"#, code: 72),
        Refusal(
            testDescription: "a pipeline element that is not a document: 14 TypeMismatch",
            command: #"{"update": "c", "updates": [{"q": {"_id": 1}, "u": [1]}]}"#, code: 14),
    ]

    @Test(arguments: refusals)
    func refusedAndNothingChanged(_ refusal: Refusal) throws {
        _ = try run(#"{"insert": "c", "documents": [{"_id": 1, "x": 1, "z": 1}, {"_id": 2, "x": 1}]}"#)
        let reply = try run(refusal.command)
        let code = reply["code"] ?? reply["writeErrors"]?.arrayValue?.first?.documentValue?["code"]
        #expect(code == .int32(refusal.code), "\(reply)")
        #expect(try documents() == json(#"[{"_id": 1, "x": 1, "z": 1}, {"_id": 2, "x": 1}]"#))
    }
}
