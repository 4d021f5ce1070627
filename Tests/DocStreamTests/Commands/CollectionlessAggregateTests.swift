import DocStream
import DocStreamBSON
import Testing

/// The aggregate command's forms beyond a collection's cursor: `{aggregate: 1}` with
/// $documents (the manual's $documents page, "Test a Pipeline Stage" and "Use a $documents
/// Stage in a $lookup Stage") and `explain: true`.
@Suite("aggregate: collectionless and explain")
struct CollectionlessAggregateTests {
    let session = CommandSession(store: Store())

    func run(_ json: String) throws -> Document {
        session.run(try Document(extendedJSON: json))
    }

    @Test("{aggregate: 1} runs $documents and may $lookup a collection of the database")
    func collectionless() throws {
        _ = try run(#"{"insert": "locations", "documents": [{"zip": 94301, "name": "Palo Alto"}, {"zip": 10019, "name": "New York"}]}"#)
        let reply = try run(
            #"""
            {"aggregate": 1, "cursor": {}, "pipeline": [
                {"$documents": [{"zip": 94301}, {"zip": 10019}, {"zip": 30303}]},
                {"$lookup": {"from": "locations", "localField": "zip", "foreignField": "zip", "as": "city", "pipeline": [{"$project": {"_id": 0, "name": 1}}]}}
            ]}
            """#)
        #expect(reply[path: "cursor.ns"] == .string("test.$cmd.aggregate"))
        #expect(reply[path: "cursor.id"] == .int64(0))
        #expect(
            reply[path: "cursor.firstBatch"]?.extendedJSON(.relaxed)
                == #"[{"zip":94301,"city":[{"name":"Palo Alto"}]},{"zip":10019,"city":[{"name":"New York"}]},{"zip":30303,"city":[]}]"#)
    }

    @Test("{aggregate: 1} without a stage that makes documents is refused (73)")
    func collectionRequired() throws {
        let reply = try run(#"{"aggregate": 1, "pipeline": [{"$match": {}}], "cursor": {}}"#)
        #expect(reply["code"] == .int32(73))
        #expect(reply["errmsg"] == .string("{aggregate: 1} is not valid for '$match'; a collection is required."))
    }

    /// The collection's documents and the names of the database's collections, to show a
    /// refused aggregate wrote nothing.
    func state() throws -> (documents: BSONValue?, collections: [String]) {
        let documents = try run(#"{"find": "c"}"#)[path: "cursor.firstBatch"]
        let listed = try run(#"{"listCollections": 1, "nameOnly": true}"#)[path: "cursor.firstBatch"]?.arrayValue ?? []
        return (documents, listed.compactMap { $0.documentValue?["name"]?.stringValue }.sorted())
    }

    @Test("$documents first in a collection's aggregate is 73, and its $out writes nothing")
    func documentsNeedsCollectionless() throws {
        // jstests/aggregation/sources/documents.js: "Must fail when $document appears in the top
        // level collection pipeline" (InvalidNamespace); the message is pipeline.cpp's
        // validateTopLevelPipeline.
        _ = try run(#"{"insert": "c", "documents": [{"_id": 0, "a": 1}]}"#)
        let before = try state()
        let reply = try run(#"{"aggregate": "c", "pipeline": [{"$documents": [{"_id": 1}]}, {"$out": "target"}], "cursor": {}}"#)
        #expect(reply["code"] == .int32(73))
        #expect(reply["errmsg"] == .string("'$documents' can only be run with {aggregate: 1}"))
        let after = try state()
        #expect(after.documents == before.documents && after.collections == ["c"])
    }

    @Test("{aggregate: 1} checks its first stage before where the others stand: a misplaced $documents after $project is 73")
    func collectionlessChecksFirstStageFirst() throws {
        // jstests/aggregation/sources/documents.js: "Must fail due to misplaced $document when
        // database doesn't exist and no collection specified" (InvalidNamespace, not 40602):
        // Pipeline::parseCommon validates the top-level pipeline before validateCommon.
        let reply = try run(#"{"aggregate": 1, "pipeline": [{"$project": {"a": [{"xx": 1}, {"xx": 2}]}}, {"$documents": [{"a": 1}]}], "cursor": {}}"#)
        #expect(reply["code"] == .int32(73))
        #expect(reply["errmsg"] == .string("{aggregate: 1} is not valid for '$project'; a collection is required."))
        let empty = try run(#"{"aggregate": 1, "pipeline": [], "cursor": {}}"#)
        #expect(empty["code"] == .int32(73))
        #expect(empty["errmsg"] == .string("{aggregate: 1} is not valid for an empty pipeline."))
    }

    @Test("$documents in a $lookup with from, or a $unionWith with coll, is 73; nothing is written")
    func documentsInSubPipelineWithCollection() throws {
        // jstests/aggregation/sources/documents/subpipeline_validation.js: "To use $documents
        // inside a $lookup, there must not be a "from" argument" and "... inside a $unionWith,
        // there must not be a "coll" argument" (InvalidNamespace).
        _ = try run(#"{"insert": "c", "documents": [{"_id": 0, "arr": [{}, {}]}]}"#)
        let before = try state()
        let stages = [
            #"{"$lookup": {"from": "foo", "pipeline": [{"$documents": []}], "as": "lustuff"}}"#,
            #"{"$lookup": {"from": "foo", "let": {"docs": "$docs"}, "pipeline": [{"$documents": ["$$docs"]}, {"$lookup": {"from": "foo", "let": {"x": "$x", "y": "$y"}, "pipeline": [{"$match": {"$expr": {"$and": [{"$eq": ["$x", "$$x"]}, {"$eq": ["$y", "$$y"]}]}}}], "as": "doesnt_matter"}}], "as": "lustuff"}}"#,
            #"{"$unionWith": {"coll": "foo", "pipeline": [{"$documents": []}]}}"#,
        ]
        for stage in stages {
            let reply = try run(#"{"aggregate": "c", "pipeline": [\#(stage), {"$out": "target"}], "cursor": {}}"#)
            #expect(reply["code"] == .int32(73), "\(stage)")
            // DocStream adds where the sub-pipeline is to the message.
            #expect(reply["errmsg"]?.stringValue?.hasPrefix("'$documents' can only be run with {aggregate: 1}") == true, "\(stage)")
        }
        let after = try state()
        #expect(after.documents == before.documents && after.collections == ["c"])
    }

    @Test("$documents leads a $lookup without from and a $unionWith without coll in a collection's aggregate")
    func documentsInCollectionlessSubPipelines() throws {
        // jstests/aggregation/sources/documents/subpipeline_validation.js, the legal cases of an
        // aggregation over a collection.
        _ = try run(#"{"insert": "c", "documents": [{"_id": 0, "arr": [{}, {}]}]}"#)
        let lookup = try run(
            #"{"aggregate": "c", "pipeline": [{"$lookup": {"let": {"documents": "$arr"}, "pipeline": [{"$documents": "$$documents"}], "as": "duplicated"}}], "cursor": {}}"#
        )
        #expect(lookup[path: "cursor.firstBatch"] == (try ExtendedJSON.parseValue(#"[{"_id": 0, "arr": [{}, {}], "duplicated": [{}, {}]}]"#)))
        let union = try run(#"{"aggregate": "c", "pipeline": [{"$unionWith": {"pipeline": [{"$documents": [{"_id": "gen"}]}]}}], "cursor": {}}"#)
        #expect(union[path: "cursor.firstBatch"] == (try ExtendedJSON.parseValue(#"[{"_id": 0, "arr": [{}, {}]}, {"_id": "gen"}]"#)))
    }

    @Test("the Swift API's aggregate over a collection refuses a leading $documents (73)")
    func documentsThroughTheSwiftAPI() async throws {
        // As jstests/aggregation/sources/documents.js's coll.aggregate([{$documents: ...}]).
        let database = MongoClient().database(named: "test")
        let collection = database.collection(withName: "c")
        _ = try await collection.insertOne(["_id": 0])
        let pipeline: [Document] = [["$documents": [["_id": 1]]], ["$out": "target"]]
        let error = await #expect(throws: DocStreamError.self) { try await collection.aggregate(pipeline: pipeline) }
        #expect(error?.code == 73)
        #expect(error?.message == "'$documents' can only be run with {aggregate: 1}")
        let cursorError = #expect(throws: DocStreamError.self) { try collection.aggregateCursor(pipeline: pipeline) }
        #expect(cursorError?.code == 73)
        #expect(try await collection.find(filter: [:]) == [["_id": 0]])
        #expect(try await database.collection(withName: "target").find(filter: [:]).isEmpty)
    }

    @Test("explain: true plans instead of running: the $cursor stage (what the query layer answers), then the rest, as MongoDB's aggregate explain shows them")
    func explain() throws {
        _ = try run(#"{"insert": "c", "documents": [{"a": 1}]}"#)
        let reply = try run(#"{"aggregate": "c", "pipeline": [{"$match": {"a": 1}}, {"$sort": {"a": 1}}, {"$limit": 2}, {"$count": "n"}], "explain": true}"#)
        #expect(reply["ok"] == .double(1))
        #expect(reply["cursor"] == nil)
        guard case .array(let stages)? = reply["stages"], stages.count == 2 else {
            Issue.record("expected the $cursor stage and $count: \(reply.extendedJSON(.relaxed))")
            return
        }
        #expect(stages[0].documentValue?[path: "$cursor.queryPlanner.winningPlan.stage"] == .string("SORT"))
        #expect(stages[0].documentValue?[path: "$cursor.queryPlanner.winningPlan.limitAmount"] == .int64(2))
        #expect(stages[1].documentValue?.keys.first == "$group" || stages[1].documentValue?.keys.first == "$count")
    }
}
