import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// The operations' latency figures and counts: `$collStats` `latencyStats` (manual:
/// db.collection.latencyStats(), $collStats), the `top` command (manual: top) and the
/// server-wide histograms behind `serverStatus` `opLatencies`. Which operation counts where
/// follows MongoDB's jstests/core/operation_latency_histogram.js and jstests/core/top.js.
@Suite("Operation latencies and top")
struct OperationStatisticsTests {
    let session = IndexTestSession()

    /// `{reads, writes, commands}` ops of test.drinks, read through `$collStats`; the read
    /// counts in the next figures, not in these.
    private func operations(_ collection: String = "drinks") throws -> (reads: Int64, writes: Int64, commands: Int64) {
        let stats = try latencyStats(collection)
        func ops(_ kind: String) -> Int64 { stats[path: "\(kind).ops"]?.int64Value ?? -1 }
        return (ops("reads"), ops("writes"), ops("commands"))
    }

    private func latencyStats(_ collection: String = "drinks", histograms: Bool = false) throws -> Document {
        let reply = try session.ok(
            #"{"aggregate": "\#(collection)", "pipeline": [{"$collStats": {"latencyStats": {"histograms": \#(histograms)}}}], "cursor": {}}"#)
        let document = try #require(reply[path: "cursor.firstBatch.0"]?.documentValue)
        return try #require(document["latencyStats"]?.documentValue)
    }

    /// The differences since `last`, less the `$collStats` read that took the new figures.
    private func change(since last: inout (reads: Int64, writes: Int64, commands: Int64)) throws -> [Int64] {
        let now = try operations()
        defer { last = now }
        return [now.reads - last.reads - 1, now.writes - last.writes, now.commands - last.commands]
    }

    @Test("latencyStats: each of reads, writes, commands and transactions has latency and ops, as int64, and histograms on request")
    func latencyStatsShape() throws {
        try session.ok(#"{"insert": "drinks", "documents": [{"_id": 1}]}"#)
        let reply = try session.ok(#"{"aggregate": "drinks", "pipeline": [{"$collStats": {"latencyStats": {}}}], "cursor": {}}"#)
        let document = try #require(reply[path: "cursor.firstBatch.0"]?.documentValue)
        #expect(document.keys.map { $0 } == ["ns", "host", "localTime", "latencyStats"])
        let stats = try #require(document["latencyStats"]?.documentValue)
        #expect(stats.keys.map { $0 } == ["reads", "writes", "commands", "transactions"])
        for kind in ["reads", "writes", "commands", "transactions"] {
            let figures = try #require(stats[kind]?.documentValue)
            #expect(figures.keys.map { $0 } == ["latency", "ops", "queryableEncryptionLatencyMicros"], "\(kind)")
            if case .int64 = figures["latency"] {} else { Issue.record("\(kind).latency is not an int64: \(figures)") }
        }
        #expect(stats[path: "writes.ops"] == .int64(1))
        #expect(stats[path: "reads.ops"] == .int64(0))

        let withHistograms = try latencyStats(histograms: true)
        // The earlier $collStats is a read now; each histogram's counts add up to its ops.
        #expect(withHistograms[path: "reads.ops"] == .int64(1))
        for kind in ["reads", "writes", "commands", "transactions"] {
            let figures = try #require(withHistograms[kind]?.documentValue)
            #expect(figures.keys.first == "histogram", "\(kind)")
            let ranges = figures["histogram"]?.arrayValue?.compactMap(\.documentValue) ?? []
            #expect(ranges.allSatisfy { $0.keys.map { $0 } == ["micros", "count"] })
            #expect(ranges.allSatisfy { ($0["count"]?.int64Value ?? 0) > 0 }, "empty ranges are left out")
            #expect(ranges.reduce(Int64(0)) { $0 + ($1["count"]?.int64Value ?? 0) } == figures["ops"]?.int64Value, "\(kind)")
        }
    }

    @Test("operation_latency_histogram.js: which commands count as reads, writes and commands of the collection")
    func countsByKind() throws {
        var last = try operations()
        for id in 0..<10 { try session.ok(#"{"insert": "drinks", "documents": [{"_id": \#(id)}]}"#) }
        #expect(try change(since: &last) == [0, 10, 0])
        for id in 0..<10 { try session.ok(#"{"update": "drinks", "updates": [{"q": {"_id": \#(id)}, "u": {"x": \#(id)}}]}"#) }
        #expect(try change(since: &last) == [0, 10, 0])

        var cursors: [Int64] = []
        for id in 0..<4 {
            let reply = try session.ok(#"{"find": "drinks", "filter": {"x": {"$gte": \#(id)}}, "batchSize": 2}"#)
            cursors.append(try #require(reply[path: "cursor.id"]?.int64Value))
        }
        #expect(try change(since: &last) == [4, 0, 0])
        for cursor in cursors { try session.ok(#"{"getMore": {"$numberLong": "\#(cursor)"}, "collection": "drinks", "batchSize": 2}"#) }
        #expect(try change(since: &last) == [4, 0, 0])
        for cursor in cursors { try session.ok(#"{"killCursors": "drinks", "cursors": [{"$numberLong": "\#(cursor)"}]}"#) }
        #expect(try change(since: &last) == [0, 0, 4])

        for id in 0..<3 { try session.ok(#"{"delete": "drinks", "deletes": [{"q": {"_id": \#(id)}, "limit": 1}]}"#) }
        #expect(try change(since: &last) == [0, 3, 0])
        for id in 0..<3 { try session.ok(#"{"update": "drinks", "updates": [{"q": {"_id": \#(id)}, "u": {"x": \#(id)}, "upsert": true}]}"#) }
        #expect(try change(since: &last) == [0, 3, 0])
        try session.ok(#"{"aggregate": "drinks", "pipeline": [{"$match": {"x": 1}}, {"$group": {"_id": "$x"}}], "cursor": {}}"#)
        try session.ok(#"{"count": "drinks", "query": {"x": 1}}"#)
        try session.ok(#"{"distinct": "drinks", "key": "x"}"#)
        #expect(try change(since: &last) == [3, 0, 0])
        try session.ok(#"{"findAndModify": "drinks", "query": {}, "update": {"pt": {"type": "Point", "coordinates": [0, 0]}}}"#)
        #expect(try change(since: &last) == [0, 1, 0])

        try session.ok(#"{"createIndexes": "drinks", "indexes": [{"key": {"pt": "2dsphere"}, "name": "pt_2dsphere"}]}"#)
        #expect(try change(since: &last) == [0, 0, 1])
        try session.ok(#"{"listIndexes": "drinks"}"#)
        try session.ok(#"{"dropIndexes": "drinks", "index": {"pt": "2dsphere"}}"#)
        try session.ok(#"{"explain": {"find": "drinks", "filter": {}}}"#)
        try session.ok(#"{"collStats": "drinks"}"#)
        try session.ok(#"{"collMod": "drinks", "validationLevel": "off"}"#)
        #expect(try change(since: &last) == [0, 0, 5])

        // Commands that name no collection, and unknown commands, leave its figures alone.
        try session.ok(#"{"ping": 1}"#)
        try session.ok(#"{"listCollections": 1}"#)
        #expect(try session.run(#"{"IHopeNobodyEverMakesThisACommand": "drinks"}"#)["code"] == .int32(59))
        #expect(try change(since: &last) == [0, 0, 0])
    }

    @Test("a failed command counts too; a dropped or renamed-away collection's figures start again from zero")
    func failuresAndDrops() throws {
        var last = try operations()
        #expect(try session.run(#"{"insert": "drinks", "documents": [{"_id": 1}, {"_id": 1}]}"#)["writeErrors"] != nil)
        #expect(try session.run(#"{"find": "drinks", "filter": {"$bogus": 1}}"#)["code"] == .int32(2))
        #expect(try change(since: &last) == [1, 1, 0])
        #expect(try session.documents("drinks").count == 1, "the failed insert kept its first document")

        try session.ok(#"{"drop": "drinks"}"#)
        #expect(try operations() == (0, 0, 0))
        try session.ok(#"{"insert": "drinks", "documents": [{"_id": 1}]}"#)
        try session.ok(#"{"renameCollection": "test.drinks", "to": "test.coffees", "$db": "admin"}"#)
        #expect(try operations() == (0, 0, 0), "the read and the insert since the drop went with the rename")
        #expect(try operations("coffees") == (0, 0, 0))
        try session.ok(#"{"dropDatabase": 1}"#)
        #expect(try operations() == (0, 0, 0))
    }

    @Test("latencyStats on a collection that does not exist is all zeros, as MongoDB reports it; storageStats there is still 26")
    func missingCollection() throws {
        let stats = try latencyStats("missing")
        #expect(stats[path: "writes.ops"] == .int64(0))
        #expect(stats[path: "reads.latency"] == .int64(0))
        #expect(try session.run(#"{"aggregate": "missing", "pipeline": [{"$collStats": {}}], "cursor": {}}"#)["ok"] == .double(1))
        #expect(try session.run(#"{"aggregate": "missing", "pipeline": [{"$collStats": {"storageStats": {}}}], "cursor": {}}"#)["code"] == .int32(26))
    }

    @Test("latencyStats errors: 14 for a non-object or a non-boolean histograms, 40415 for an unknown field")
    func latencyStatsErrors() throws {
        try session.ok(#"{"insert": "drinks", "documents": [{"_id": 1}]}"#)
        func code(_ stage: String) throws -> BSONValue? {
            try session.run(#"{"aggregate": "drinks", "pipeline": [{"$collStats": \#(stage)}], "cursor": {}}"#)["code"]
        }
        #expect(try code(#"{"latencyStats": 1}"#) == .int32(14))
        #expect(try code(#"{"latencyStats": {"histograms": 1}}"#) == .int32(14))
        #expect(try code(#"{"latencyStats": {"bogus": true}}"#) == .int32(40415))
        #expect(try session.documents("drinks").count == 1)
    }

    /// `top`'s `{time, count}` for one column of test.drinks.
    private func top(_ column: String) throws -> Int64 {
        let reply = try session.ok(#"{"top": 1, "$db": "admin"}"#)
        #expect(reply[path: "totals.note"] == "all times in microseconds")
        let row = try #require(reply["totals"]?.documentValue?["test.drinks"]?.documentValue)
        #expect(row.keys.map { $0 } == ["total", "readLock", "writeLock", "queries", "getmore", "insert", "update", "remove", "commands"])
        return Int64(try #require(row[column]?.documentValue?["count"]?.integerValue))
    }

    @Test("top.js: inserts, updates, queries, getmores and removes in their columns; count, findAndModify, aggregate and index commands as commands")
    func topColumns() throws {
        try session.ok(#"{"find": "drinks", "filter": {}}"#)
        func expectChange(_ column: String, by count: Int64, _ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let before = try top(column)
            try body()
            #expect(try top(column) - before == count, "\(column)", sourceLocation: sourceLocation)
        }
        try expectChange("insert", by: 5) { for id in 0..<5 { try session.ok(#"{"insert": "drinks", "documents": [{"_id": \#(id)}]}"#) } }
        try expectChange("writeLock", by: 5) { for id in 5..<10 { try session.ok(#"{"insert": "drinks", "documents": [{"_id": \#(id)}]}"#) } }
        try expectChange("update", by: 5) {
            for id in 0..<5 { try session.ok(#"{"update": "drinks", "updates": [{"q": {"_id": \#(id)}, "u": {"x": \#(id)}}]}"#) }
        }
        var cursor: Int64 = 0
        try expectChange("queries", by: 1) { cursor = try session.ok(#"{"find": "drinks", "batchSize": 2}"#)[path: "cursor.id"]?.int64Value ?? 0 }
        try expectChange("getmore", by: 1) { try session.ok(#"{"getMore": {"$numberLong": "\#(cursor)"}, "collection": "drinks"}"#) }
        try expectChange("remove", by: 2) { for id in 0..<2 { try session.ok(#"{"delete": "drinks", "deletes": [{"q": {"_id": \#(id)}, "limit": 1}]}"#) } }
        try expectChange("commands", by: 3) {
            try session.ok(#"{"count": "drinks"}"#)
            try session.ok(#"{"findAndModify": "drinks", "query": {"_id": 5}, "update": {"$inc": {"x": 1}}}"#)
            try session.ok(#"{"findAndModify": "drinks", "query": {"_id": 5}, "remove": true}"#)
        }
        try expectChange("readLock", by: 2) {
            try session.ok(#"{"aggregate": "drinks", "pipeline": [], "cursor": {}}"#)
            try session.ok(#"{"listIndexes": "drinks"}"#)
        }
        try expectChange("writeLock", by: 2) {
            try session.ok(#"{"createIndexes": "drinks", "indexes": [{"key": {"x": 1}, "name": "x_1"}]}"#)
            try session.ok(#"{"dropIndexes": "drinks", "index": {"x": 1}}"#)
        }
        // total counts every operation once: readLock and writeLock split it.
        #expect(try top("total") == top("readLock") + top("writeLock"))
        #expect(try session.run(#"{"top": 1}"#)["code"] == .int32(13), "admin only")
    }

    @Test("the server-wide histograms count every command, and a transaction's whole duration once it commits or aborts")
    func serverLatencies() throws {
        let statistics = session.session.store.operationStatistics
        func ops(_ kind: String) -> Int64 { statistics.serverLatencies(includingHistograms: false)[path: "\(kind).ops"]?.int64Value ?? -1 }
        try session.ok(#"{"ping": 1}"#)
        try session.ok(#"{"insert": "drinks", "documents": [{"_id": 1}]}"#)
        try session.ok(#"{"find": "drinks"}"#)
        #expect(ops("commands") == 1)
        #expect(ops("writes") == 1)
        #expect(ops("reads") == 1)
        #expect(ops("transactions") == 0)
        let lsid = #""lsid": {"id": {"$binary": {"base64": "AQEBAQEBAQEBAQEBAQEBAQ==", "subType": "04"}}}"#
        try session.ok(#"{"insert": "drinks", "documents": [{"_id": 2}], \#(lsid), "txnNumber": 1, "startTransaction": true, "autocommit": false}"#)
        try session.ok(#"{"commitTransaction": 1, "$db": "admin", \#(lsid), "txnNumber": 1, "autocommit": false}"#)
        #expect(ops("transactions") == 1)
        try session.ok(#"{"insert": "drinks", "documents": [{"_id": 3}], \#(lsid), "txnNumber": 2, "startTransaction": true, "autocommit": false}"#)
        try session.ok(#"{"abortTransaction": 1, "$db": "admin", \#(lsid), "txnNumber": 2, "autocommit": false}"#)
        #expect(ops("transactions") == 2)
        #expect(try session.documents("drinks").map { $0["_id"] } == [.int32(1), .int32(2)], "the aborted insert is not there")
    }

    @Test("the Swift API's own calls are not timed; its runCommand is, and its transactions count server-wide")
    func swiftAPI() async throws {
        let store = session.session.store
        let client = MongoClient(store: store)
        let drinks = client.database(named: "test").collection(withName: "drinks")
        var last = try operations()
        _ = try await drinks.insertOne(["_id": 1])
        _ = try await drinks.find(filter: [:])
        _ = try await drinks.count(filter: [:])
        #expect(try change(since: &last) == [0, 0, 0])
        let apiSession = client.startSession()
        try apiSession.startTransaction()
        _ = try await drinks.insertOne(["_id": 2], session: apiSession)
        try await apiSession.commitTransaction()
        #expect(store.operationStatistics.serverLatencies(includingHistograms: false)[path: "transactions.ops"] == .int64(1))
    }

    @Test("the histogram's ranges: powers of two to 1,024 µs, half steps from 2,048 µs to 2^20, powers of two to 2^40")
    func histogramRanges() {
        let bounds = OperationLatencies.lowerBounds
        #expect(bounds.count == 51)
        #expect(Array(bounds.prefix(15)) == [0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 3072, 4096, 6144])
        #expect(bounds.contains(1_048_576) && bounds.contains(1_572_864) && bounds.contains(2_097_152))
        #expect(!bounds.contains(3_145_728), "no half step past 2^21")
        #expect(bounds.last == 1 << 40)
        #expect(OperationLatencies.range(of: 0) == 0)
        #expect(OperationLatencies.range(of: 1) == 0)
        #expect(OperationLatencies.range(of: 2) == 1)
        #expect(OperationLatencies.range(of: 3071) == 11)
        #expect(OperationLatencies.range(of: 3072) == 12)
        #expect(OperationLatencies.range(of: 1 << 45) == 50)
        var latencies = OperationLatencies()
        for latency: UInt64 in [1, 3, 3, 5000] { latencies.add(microseconds: latency, to: .writes) }
        let document = latencies.document(includingHistograms: true)
        #expect(
            document[path: "writes.histogram"]
                == [["micros": .int64(0), "count": .int64(1)], ["micros": .int64(2), "count": .int64(2)], ["micros": .int64(4096), "count": .int64(1)]])
        #expect(document[path: "writes.latency"] == .int64(5007))
        #expect(document[path: "writes.ops"] == .int64(4))
        #expect(document[path: "reads"] == ["histogram": [], "latency": .int64(0), "ops": .int64(0), "queryableEncryptionLatencyMicros": .int64(0)])
    }
}
