import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// How many operations scanned a collection whole: `$collStats` `queryExecStats` (manual:
/// $collStats; jstests/aggregation/sources/collStats/query_exec_stats.js) and serverStatus'
/// `metrics.queryExecutor.collectionScans` (jstests/noPassthrough/server_status_query_exec_stats.js).
/// Each operation whose plan scans the collection counts once, tailable finds in `total` only;
/// getMores, index scans, `_id` lookups and explain do not count.
@Suite("Collection scans: $collStats queryExecStats and metrics.queryExecutor")
struct CollectionScanTests {
    let session = IndexTestSession()

    /// `{total, nonTailable}` of the collection's `queryExecStats.collectionScans`.
    private func scans(_ collection: String = "scans") throws -> (total: Int64?, nonTailable: Int64?) {
        let reply = try session.ok(#"{"aggregate": "\#(collection)", "pipeline": [{"$collStats": {"queryExecStats": {}}}], "cursor": {}}"#)
        let document = try #require(reply[path: "cursor.firstBatch.0"]?.documentValue)
        #expect(document.keys.map { $0 } == ["ns", "host", "localTime", "queryExecStats"])
        let figures = try #require(document[path: "queryExecStats.collectionScans"]?.documentValue)
        #expect(figures.keys.map { $0 } == ["total", "nonTailable"])
        guard case .int64(let total)? = figures["total"], case .int64(let nonTailable)? = figures["nonTailable"] else {
            Issue.record("collectionScans' figures are not int64: \(figures)")
            return (nil, nil)
        }
        return (total, nonTailable)
    }

    /// The server-wide figures serverStatus reports.
    private var serverScans: (total: Int64?, nonTailable: Int64?) {
        let metrics = session.session.store.queryExecutorMetrics
        return (metrics[path: "collectionScans.total"]?.int64Value, metrics[path: "collectionScans.nonTailable"]?.int64Value)
    }

    @Test("query_exec_stats.js: 32 finds scan a capped collection, 32 tailable finds count in total only, getMores count nothing, index scans nothing")
    func manualSequence() throws {
        let documents = (0..<32).map { #"{"a": \#($0)}"# }.joined(separator: ", ")
        try session.ok(#"{"create": "scans", "capped": true, "size": 3200}"#)
        try session.ok(#"{"insert": "scans", "documents": [\#(documents)]}"#)
        for a in 0..<32 {
            let reply = try session.ok(#"{"find": "scans", "filter": {"a": \#(a)}}"#)
            #expect(reply[path: "cursor.firstBatch"]?.arrayValue?.count == 1)
        }
        #expect(try scans() == (32, 32))
        #expect(serverScans == (32, 32))
        for a in 0..<32 {
            let reply = try session.ok(#"{"find": "scans", "filter": {"a": \#(a)}, "tailable": true}"#)
            #expect(reply[path: "cursor.firstBatch"]?.arrayValue?.count == 1)
        }
        #expect(try scans() == (64, 32))
        // One find and the getMores that page through the rest: one scan.
        var reply = try session.ok(#"{"find": "scans", "filter": {}, "batchSize": 2}"#)
        var read = reply[path: "cursor.firstBatch"]?.arrayValue?.count ?? 0
        while let id = reply[path: "cursor.id"]?.int64Value, id != 0 {
            reply = try session.ok(#"{"getMore": {"$numberLong": "\#(id)"}, "collection": "scans", "batchSize": 2}"#)
            read += reply[path: "cursor.nextBatch"]?.arrayValue?.count ?? 0
        }
        #expect(read == 32)
        #expect(try scans() == (65, 33))
        try session.ok(#"{"createIndexes": "scans", "indexes": [{"key": {"a": 1}, "name": "a_1"}]}"#)
        for a in 0..<32 { try session.ok(#"{"find": "scans", "filter": {"a": \#(a)}}"#) }
        #expect(try scans() == (65, 33))
        #expect(serverScans == (65, 33))
    }

    @Test(
        "every kind of operation that reads the collection whole counts once; fast counts, _id lookups, index scans, explain and the statistics stages do not")
    func whichOperationsCount() throws {
        try session.ok(#"{"insert": "scans", "documents": [{"_id": 1, "a": 1, "b": 1}, {"_id": 2, "a": 2, "b": 2}, {"_id": 3, "a": 3, "b": 1}]}"#)
        try session.ok(#"{"createIndexes": "scans", "indexes": [{"key": {"b": 1}, "name": "b_1"}]}"#)
        let scanning = [
            #"{"find": "scans", "filter": {"a": {"$gt": 1}}}"#,
            #"{"aggregate": "scans", "pipeline": [{"$group": {"_id": "$a"}}], "cursor": {}}"#,
            #"{"aggregate": "scans", "pipeline": [{"$match": {"a": 2}}, {"$unionWith": {"coll": "other"}}], "cursor": {}}"#,
            #"{"count": "scans", "query": {"a": 2}}"#,
            #"{"distinct": "scans", "key": "a", "query": {"a": {"$lt": 3}}}"#,
            #"{"update": "scans", "updates": [{"q": {"a": 3}, "u": {"$set": {"c": 1}}}]}"#,
            #"{"findAndModify": "scans", "query": {"a": 3}, "update": {"$inc": {"c": 1}}}"#,
            #"{"delete": "scans", "deletes": [{"q": {"a": 9}, "limit": 0}]}"#,
            #"{"find": "scans", "filter": {"$or": [{"a": 1}, {"a": 2}]}, "sort": {"a": 1}}"#,
        ]
        var expected: Int64 = 0
        for command in scanning {
            try session.ok(command)
            expected += 1
            #expect(try scans().total == expected, "\(command)")
        }
        let notScanning = [
            #"{"count": "scans"}"#,
            #"{"find": "scans", "filter": {"_id": 2}}"#,
            #"{"find": "scans", "filter": {"b": 1}}"#,
            #"{"update": "scans", "updates": [{"q": {"_id": 1}, "u": {"$set": {"c": 2}}}]}"#,
            #"{"explain": {"find": "scans", "filter": {"a": 1}}, "verbosity": "executionStats"}"#,
            #"{"aggregate": "scans", "pipeline": [{"$indexStats": {}}], "cursor": {}}"#,
            #"{"aggregate": "scans", "pipeline": [{"$collStats": {"count": {}}}], "cursor": {}}"#,
            #"{"listIndexes": "scans"}"#,
        ]
        for command in notScanning {
            try session.ok(command)
            #expect(try scans().total == expected, "\(command)")
        }
        // The unionWith read "other", which does not exist: only scans counted.
        #expect(try scans().nonTailable == expected)
    }

    @Test("the Swift API's reads count as the commands do")
    func swiftAPI() async throws {
        let client = MongoClient(store: session.session.store)
        let drinks = client.database(named: "test").collection(withName: "scans")
        _ = try await drinks.insertMany([["name": "Mocha"], ["name": "Latte"]])
        _ = try await drinks.find(filter: ["name": "Latte"])
        _ = try await drinks.count(filter: ["name": "Mocha"])
        #expect(try scans() == (2, 2))
    }

    @Test("a collection too large for the cache is scanned a block at a time, and counts once per operation")
    func storedCollection() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            let documents: [BSONValue] = (0..<200).map {
                .document(["_id": .int32(Int32($0)), "a": .int32(Int32($0 % 10)), "padding": .string(String(repeating: "x", count: 200))])
            }
            try store.runRequiringSuccess([["insert": "scans", "documents": .array(documents)]])
            try store.checkpoint()
        }
        let store = try Store(directory: directory.url, cacheSize: 1)
        let session = CommandSession(store: store)
        for command: Document in [
            ["find": "scans", "filter": ["a": 3], "batchSize": 1000],
            ["find": "scans", "batchSize": 10],
            ["count": "scans", "query": ["a": 4]],
            ["aggregate": "scans", "pipeline": [["$group": ["_id": "$a"]]], "cursor": [:]],
        ] {
            #expect(session.run(command)["ok"] == .double(1), "\(command)")
        }
        let reply = session.run(["aggregate": "scans", "pipeline": [["$collStats": ["queryExecStats": [:]]]], "cursor": [:]])
        #expect(reply[path: "cursor.firstBatch.0.queryExecStats.collectionScans"] == .document(["total": .int64(4), "nonTailable": .int64(4)]))
        let namespace = try Namespace(database: "test", collection: "scans")
        #expect(store.state.withLock { $0.storedCollection(namespace)?.isRead } == false)
    }

    @Test("a dropped collection's scans go with it; the server-wide figures keep them")
    func dropped() throws {
        try session.ok(#"{"insert": "scans", "documents": [{"a": 1}]}"#)
        try session.ok(#"{"find": "scans", "filter": {"a": 1}}"#)
        try session.ok(#"{"insert": "kept", "documents": [{"a": 1}]}"#)
        try session.ok(#"{"find": "kept", "filter": {"a": 1}}"#)
        try session.ok(#"{"drop": "scans"}"#)
        try session.ok(#"{"insert": "scans", "documents": [{"a": 1}]}"#)
        #expect(try scans() == (0, 0))
        try session.ok(#"{"dropDatabase": 1}"#)
        try session.ok(#"{"insert": "kept", "documents": [{"a": 1}]}"#)
        #expect(try scans("kept") == (0, 0))
        #expect(serverScans == (2, 2))
    }

    @Test("queryExecStats errors: 14 for a non-object, 31170 for a non-empty object (count too), 26 for a missing collection; nothing changes")
    func errors() throws {
        try session.ok(#"{"insert": "scans", "documents": [{"_id": 1}]}"#)
        func failure(_ stage: String, on collection: String = "scans") throws -> Document {
            let reply = try session.run(#"{"aggregate": "\#(collection)", "pipeline": [{"$collStats": \#(stage)}], "cursor": {}}"#)
            #expect(reply["ok"] == .double(0), "\(stage)")
            return reply
        }
        #expect(try failure(#"{"queryExecStats": 1}"#)["code"] == .int32(14))
        #expect(try failure(#"{"queryExecStats": "1"}"#)["code"] == .int32(14))
        let nonEmpty = try failure(#"{"queryExecStats": {"a": 1}}"#)
        #expect(nonEmpty["code"] == .int32(31170))
        #expect(nonEmpty["errmsg"]?.stringValue?.hasPrefix("expected an empty object, but got { a: 1 }") == true)
        #expect(try failure(#"{"count": {"a": 1}}"#)["code"] == .int32(31170))
        let missing = try failure(#"{"queryExecStats": {}}"#, on: "missing")
        #expect(missing["code"] == .int32(26))
        #expect(missing["errmsg"]?.stringValue?.hasPrefix("Collection [test.missing] not found.") == true)
        #expect(try session.documents("scans").count == 1)
        #expect(session.session.store.outline(try Namespace(database: "test", collection: "missing")) == nil)
    }
}
