import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// A command stops part way once its `maxTimeMS` has passed (manual: `maxTimeMS` on find,
/// aggregate and the write commands; MongoDB answers 50 MaxTimeMSExpired), once it is killed
/// (manual: killOp; 11601 Interrupted), or once its client disconnects (279 ClientDisconnect).
/// The `maxTimeMS` value is checked as MongoDB's parseMaxTimeMS checks it
/// (src/mongo/db/query/max_time_ms_parser.cpp), and aggregate's as its IDL checks it first.
@Suite("Interrupting commands: maxTimeMS, killOp, disconnected clients")
struct OperationInterruptionTests {
    /// A collection whose every document costs hundreds of additions to test with `slowFilter`:
    /// a scan of all of it takes far longer than a millisecond in any build, and many times as
    /// long as the documents read between two checks.
    private func slowCollection() throws -> IndexTestSession {
        let session = IndexTestSession()
        let documents = (0..<5_000).map { #"{"_id": \#($0), "n": 300}"# }.joined(separator: ",")
        try session.ok(#"{"insert": "numbers", "documents": [\#(documents)]}"#)
        return session
    }

    /// A filter that adds up 0..<n for every document: the work grows with the collection.
    private let slowFilter =
        #"{"$expr": {"$gt": [{"$reduce": {"input": {"$range": [0, "$n"]}, "initialValue": 0, "in": {"$add": ["$$value", "$$this"]}}}, 0]}}"#

    /// 400,000 documents made by `$densify` and counted: far more than a millisecond of work.
    private let densifyingPipeline =
        #"[{"$documents": [{"v": 0}]}, {"$densify": {"field": "v", "range": {"step": 1, "bounds": [0, 400000]}}}, {"$count": "n"}]"#

    @Test("an aggregate, a find, a count and a distinct past their maxTimeMS fail with 50 MaxTimeMSExpired; without it they answer")
    func timeLimitExpires() throws {
        let session = try slowCollection()
        let commands = [
            #"{"aggregate": 1, "pipeline": \#(densifyingPipeline), "cursor": {}, "maxTimeMS": 1}"#,
            #"{"find": "numbers", "filter": \#(slowFilter), "batchSize": 10000, "maxTimeMS": 1}"#,
            #"{"count": "numbers", "query": \#(slowFilter), "maxTimeMS": 1}"#,
            #"{"distinct": "numbers", "key": "n", "query": \#(slowFilter), "maxTimeMS": 1}"#,
            #"{"aggregate": "numbers", "pipeline": [{"$match": \#(slowFilter)}, {"$count": "n"}], "cursor": {}, "maxTimeMS": 1}"#,
        ]
        for command in commands {
            let reply = try session.run(command)
            #expect(reply["code"] == .int32(50), "\(command): \(reply.extendedJSON(.relaxed))")
            #expect(reply["codeName"] == "MaxTimeMSExpired")
            #expect(reply["errmsg"] == "operation exceeded time limit")
        }
        // maxTimeMS 0 is no limit, as in MongoDB.
        let counted = try session.ok(#"{"aggregate": 1, "pipeline": \#(densifyingPipeline), "cursor": {}, "maxTimeMS": 0}"#)
        #expect(counted[path: "cursor.firstBatch.0.n"] == .int32(400_000))
    }

    @Test("an update and a delete past their maxTimeMS fail with 50 as the command's error, not a write error, and change nothing")
    func writesPastTheirTimeLimitChangeNothing() throws {
        let session = try slowCollection()
        let update = try session.run(
            #"{"update": "numbers", "updates": [{"q": \#(slowFilter), "u": {"$set": {"touched": true}}, "multi": true}], "maxTimeMS": 1}"#)
        #expect(update["code"] == .int32(50), "\(update.extendedJSON(.relaxed))")
        #expect(update["writeErrors"] == nil)
        let delete = try session.run(#"{"delete": "numbers", "deletes": [{"q": \#(slowFilter), "limit": 0}], "maxTimeMS": 1}"#)
        #expect(delete["code"] == .int32(50), "\(delete.extendedJSON(.relaxed))")
        let documents = try session.documents("numbers")
        #expect(documents.count == 5_000)
        #expect(documents.allSatisfy { $0["touched"] == nil })
    }

    @Test("a command killed or disconnected before or while it runs fails with 11601 Interrupted or 279 ClientDisconnect; the store is unchanged")
    func interruptedCommands() throws {
        let session = try slowCollection()
        for (reason, code, name) in [(OperationInterruption.Reason.killed, 11601, "Interrupted"), (.clientDisconnected, 279, "ClientDisconnect")] {
            let interruption = OperationInterruption()
            interruption.interrupt(reason)
            let insert = try Document(extendedJSON: #"{"insert": "numbers", "documents": [{"_id": -1}]}"#)
            let reply = interruption.applying { session.session.run(insert) }
            #expect(reply["code"] == .int32(Int32(code)), "\(reply.extendedJSON(.relaxed))")
            #expect(reply["codeName"] == .string(name))
        }
        // Interrupted while it runs, from another thread, as killOp and a closed connection do.
        let interruption = OperationInterruption()
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.05)
            interruption.interrupt(.killed)
        }
        let update = try Document(extendedJSON: #"{"update": "numbers", "updates": [{"q": \#(slowFilter), "u": {"$set": {"touched": true}}, "multi": true}]}"#)
        let reply = interruption.applying { session.session.run(update) }
        #expect(reply["code"] == .int32(11601), "\(reply.extendedJSON(.relaxed))")
        #expect(try session.documents("numbers").count == 5_000)
        #expect(try session.documents("numbers").allSatisfy { $0["touched"] == nil })
        // The first reason stays.
        interruption.interrupt(.clientDisconnected)
        #expect(interruption.interruptedBy == .killed)
    }

    /// Work inside one stage, on one input document or one partition, which no poll at the
    /// stage's outputs sees: a `$graphLookup` that reads the whole foreign collection at each of
    /// 1,500 levels (`connectToField` through an array position finds no index), and a `$max`
    /// over 6,000 shrinking windows, each folded anew. Each takes seconds in a debug build; a
    /// stage that did not poll would answer after them, past its 200 ms.
    @Test("a $graphLookup search and $setWindowFields windows stop within their stage at maxTimeMS")
    func longWorkInsideOneStage() throws {
        let session = IndexTestSession()
        let links = (0..<1_500).map { #"{"_id": \#($0), "a": [\#($0)], "next": \#($0 + 1)}"# }.joined(separator: ",")
        try session.ok(#"{"insert": "chain", "documents": [\#(links)]}"#)
        let search = #"{"$graphLookup": {"from": "chain", "startWith": "$start", "connectFromField": "next", "connectToField": "a.0", "as": "reached"}}"#
        let windows = #"{"$setWindowFields": {"sortBy": {"v": 1}, "output": {"m": {"$max": "$v", "window": {"documents": ["current", "unbounded"]}}}}}"#
        let densify = #"{"$densify": {"field": "v", "range": {"step": 1, "bounds": [0, 6000]}}}"#
        for pipeline in [#"[{"$documents": [{"start": 0}]}, \#(search)]"#, #"[{"$documents": [{"v": 0}]}, \#(densify), \#(windows), {"$limit": 1}]"#] {
            let reply = try session.run(#"{"aggregate": 1, "pipeline": \#(pipeline), "cursor": {}, "maxTimeMS": 200}"#)
            #expect(reply["code"] == .int32(50), "\(pipeline): \(reply.extendedJSON(.relaxed))")
        }
        // Both answer when they are small.
        let reached = try session.ok(#"{"aggregate": 1, "pipeline": [{"$documents": [{"start": 1498}]}, \#(search)], "cursor": {}, "maxTimeMS": 60000}"#)
        #expect(reached[path: "cursor.firstBatch.0.reached"]?.arrayValue?.count == 2)
    }

    /// A `$sort`, `$bucketAuto` or `$setWindowFields` sees all of its input before it sorts
    /// it; sorting a few hundred thousand documents takes seconds in a debug build. Their
    /// sinks are fed here directly, with no poll between documents, so that only a check
    /// inside the sort's comparisons can see the interruption.
    @Test("a $sort, $bucketAuto and $setWindowFields stop inside their sort once the command is interrupted; without it they sort")
    func interruptedSorts() throws {
        let count = 70_000
        let stages: [Document] = [
            ["$sort": ["v": 1]], ["$bucketAuto": ["groupBy": "$v", "buckets": 4]],
            ["$setWindowFields": ["sortBy": ["v": 1], "output": ["rank": ["$documentNumber": [:]]]]],
        ]
        for stage in stages {
            for interrupted in [true, false] {
                let pipeline = try Pipeline([stage], within: nil)
                let results = BufferingSink()
                let sink = pipeline.stages[0].stage.makeSink(feeding: results, context: PipelineContext())
                // Values in a shuffled order, each once.
                for index in 0..<count { _ = try sink.accept(["v": .int32(Int32(index * 7_919 % count))]) }
                let interruption = OperationInterruption()
                if interrupted { interruption.interrupt(.killed) }
                do {
                    try OperationInterruption.$current.withValue(interruption) { try sink.finish() }
                    #expect(!interrupted, "\(stage) sorted to its end though interrupted")
                    #expect(results.hasResults, "\(stage)")
                    #expect(stage.keys.first == "$bucketAuto" || results.next()?["v"] == .int32(0), "\(stage)")
                } catch let error as DocStreamError {
                    #expect(interrupted && error.codeName == "Interrupted", "\(stage): \(error)")
                }
            }
        }
    }

    @Test("maxTimeMS that is not a number, negative, past 2^31-1 or fractional is 2 BadValue (aggregate: 14 TypeMismatch and 51024 first), nothing written")
    func maxTimeMSValues() throws {
        let session = IndexTestSession()
        let insert = #"{"insert": "drinks", "documents": [{"_id": 1}], "maxTimeMS": "#
        let aggregate = #"{"aggregate": "drinks", "pipeline": [], "cursor": {}, "maxTimeMS": "#
        let refusals: [(command: String, value: String, code: Int32, message: String)] = [
            (insert, #""string""#, 2, "maxTimeMS must be a number"),
            (insert, "null", 2, "maxTimeMS must be a number"),
            (insert, "[42]", 2, "maxTimeMS must be a number"),
            (insert, "-1123123", 2, "-1123123 value for maxTimeMS is out of range"),
            (insert, "2147483648", 2, "2147483648 value for maxTimeMS is out of range"),
            (insert, #"{"$numberLong": "9223372036854775807"}"#, 2, "9223372036854775807 value for maxTimeMS is out of range"),
            (insert, "1.7976931348623157e308", 2, "9223372036854775807 value for maxTimeMS is out of range"),
            (insert, "-14245345234123245.55", 2, "-14245345234123246 value for maxTimeMS is out of range"),
            (insert, "43.15", 2, "maxTimeMS has non-integral value"),
            (aggregate, #""string""#, 14, "BSON field 'aggregate.maxTimeMS' is the wrong type 'string', expected types '[long, int, decimal, double']"),
            (aggregate, "-1123123", 51024, "BSON field 'maxTimeMS' value must be >= 0, actual value '-1123123'"),
            (aggregate, "null", 2, "maxTimeMS must be a number"),
            (aggregate, "1000.5", 2, "maxTimeMS has non-integral value"),
        ]
        for refusal in refusals {
            let reply = try session.run(refusal.command + refusal.value + "}")
            #expect(reply["code"] == .int32(refusal.code), "\(refusal.command)\(refusal.value): \(reply.extendedJSON(.relaxed))")
            #expect(reply["errmsg"] == .string(refusal.message), "\(refusal.command)\(refusal.value)")
        }
        #expect(try session.documents("drinks").isEmpty)
        // Whole numbers of each numeric type, zero among them, are limits (0: none).
        for value in ["10000", "0", #"{"$numberLong": "10000"}"#, "10000.0", #"{"$numberDecimal": "10000"}"#] {
            try session.ok(#"{"find": "drinks", "maxTimeMS": \#(value)}"#)
        }
    }
}
