import DocStream
import DocStreamBSON
import Foundation
import Testing

/// `$indexStats` (MongoDB manual, $indexStats): one document per index, `{name, key, host,
/// accesses: {ops, since}, spec}`, where `ops` counts the user operations that used the index
/// since it was created or changed, or the server started.
@Suite("$indexStats: how many operations used each index")
struct IndexStatsTests {
    let session = IndexTestSession()

    /// The manual's orders collection and its two indexes.
    private func makeOrders() throws {
        try session.ok(
            #"{"insert": "orders", "documents": [{"_id": 1, "item": "abc", "price": 12, "quantity": 2, "type": "apparel"}, {"_id": 2, "item": "jkl", "price": 20, "quantity": 1, "type": "electronics"}, {"_id": 3, "item": "abc", "price": 10, "quantity": 5, "type": "apparel"}]}"#
        )
        try session.ok(
            #"{"createIndexes": "orders", "indexes": [{"key": {"item": 1, "quantity": 1}, "name": "item_1_quantity_1"}, {"key": {"type": 1, "item": 1}, "name": "type_1_item_1"}]}"#
        )
    }

    /// The stage's documents by index name.
    private func statistics(_ collection: String = "orders") throws -> [String: Document] {
        let reply = try session.ok(#"{"aggregate": "\#(collection)", "pipeline": [{"$indexStats": {}}], "cursor": {}}"#)
        let documents = reply[path: "cursor.firstBatch"]?.arrayValue?.compactMap(\.documentValue) ?? []
        return Dictionary(uniqueKeysWithValues: documents.map { ($0["name"]?.stringValue ?? "", $0) })
    }

    private func operations(_ index: String, _ collection: String = "orders") throws -> Int64? {
        try statistics(collection)[index]?[path: "accesses.ops"]?.int64Value
    }

    @Test("the manual's example: a find on type and a find on item sorted by quantity use one index each; _id_ none")
    func manualExample() throws {
        let before = Date()
        try makeOrders()
        try session.ok(#"{"find": "orders", "filter": {"type": "apparel"}}"#)
        try session.ok(#"{"find": "orders", "filter": {"item": "abc"}, "sort": {"quantity": 1}}"#)
        let stats = try statistics()
        #expect(Set(stats.keys) == ["_id_", "item_1_quantity_1", "type_1_item_1"])
        #expect(stats["_id_"]?[path: "accesses.ops"] == .int64(0))
        #expect(stats["item_1_quantity_1"]?[path: "accesses.ops"] == .int64(1))
        #expect(stats["type_1_item_1"]?[path: "accesses.ops"] == .int64(1))
        let itemQuantity = try #require(stats["item_1_quantity_1"])
        #expect(itemQuantity["key"] == .document(try Document(extendedJSON: #"{"item": 1, "quantity": 1}"#)))
        #expect(itemQuantity["spec"] == .document(try Document(extendedJSON: #"{"v": 2, "key": {"item": 1, "quantity": 1}, "name": "item_1_quantity_1"}"#)))
        #expect(itemQuantity["host"]?.stringValue?.isEmpty == false)
        guard case .datetime(let since)? = itemQuantity[path: "accesses.since"] else {
            Issue.record("since is not a date: \(itemQuantity)")
            return
        }
        #expect(since.millisecondsSinceEpoch >= Int64((before.timeIntervalSince1970 * 1000).rounded(.down)))
        #expect(since.millisecondsSinceEpoch <= Int64((Date().timeIntervalSince1970 * 1000).rounded(.up)))
    }

    @Test("each operation that reads the index counts once: find, getMore-paged find, count, distinct, aggregate, update, delete, findAndModify")
    func operationsCountOnce() throws {
        try makeOrders()
        let reads = [
            #"{"find": "orders", "filter": {"type": "apparel"}, "batchSize": 1}"#,
            #"{"count": "orders", "query": {"type": "apparel"}}"#,
            #"{"distinct": "orders", "key": "item", "query": {"type": "apparel"}}"#,
            #"{"aggregate": "orders", "pipeline": [{"$match": {"type": "apparel"}}, {"$group": {"_id": "$item"}}], "cursor": {}}"#,
            #"{"update": "orders", "updates": [{"q": {"type": "apparel"}, "u": {"$inc": {"price": 1}}, "multi": true}]}"#,
            #"{"findAndModify": "orders", "query": {"type": "apparel"}, "update": {"$inc": {"price": 1}}}"#,
            #"{"delete": "orders", "deletes": [{"q": {"type": "toys"}, "limit": 0}]}"#,
        ]
        for (count, command) in reads.enumerated() {
            let reply = try session.ok(command)
            if let cursor = reply[path: "cursor.id"]?.int64Value, cursor != 0 {
                // Paging through the find's cursor is the same operation.
                try session.ok(#"{"getMore": {"$numberLong": "\#(cursor)"}, "collection": "orders", "batchSize": 1}"#)
            }
            #expect(try operations("type_1_item_1") == Int64(count + 1), "\(command)")
        }
        #expect(try operations("item_1_quantity_1") == 0)
        #expect(try operations("_id_") == 0)
        // The `_id` index answers a find by `_id`.
        try session.ok(#"{"find": "orders", "filter": {"_id": 2}}"#)
        #expect(try operations("_id_") == 1)
    }

    @Test("explain, a collection scan and $indexStats itself count nothing")
    func explainCountsNothing() throws {
        try makeOrders()
        for verbosity in ["queryPlanner", "executionStats"] {
            try session.ok(#"{"explain": {"find": "orders", "filter": {"type": "apparel"}}, "verbosity": "\#(verbosity)"}"#)
            try session.ok(
                #"{"explain": {"update": "orders", "updates": [{"q": {"type": "apparel"}, "u": {"$set": {"x": 1}}}]}, "verbosity": "\#(verbosity)"}"#)
        }
        try session.ok(#"{"find": "orders", "filter": {"price": 12}}"#)
        let stats = try statistics()
        #expect(stats.values.allSatisfy { $0[path: "accesses.ops"] == .int64(0) }, "\(stats)")
    }

    @Test("the figures start anew when the index is changed by collMod, dropped and created again, or its collection is")
    func figuresRestart() throws {
        try makeOrders()
        try session.ok(#"{"find": "orders", "filter": {"type": "apparel"}}"#)
        try session.ok(#"{"find": "orders", "filter": {"item": "abc"}}"#)
        let firstSince = try statistics()["type_1_item_1"]?[path: "accesses.since"]
        #expect(try operations("type_1_item_1") == 1)
        Thread.sleep(forTimeInterval: 0.01)

        try session.ok(#"{"collMod": "orders", "index": {"name": "type_1_item_1", "hidden": true}}"#)
        let hidden = try #require(try statistics()["type_1_item_1"])
        #expect(hidden[path: "accesses.ops"] == .int64(0))
        #expect(hidden[path: "spec.hidden"] == true)
        if case .datetime(let first)? = firstSince, case .datetime(let now)? = hidden[path: "accesses.since"] {
            #expect(now.millisecondsSinceEpoch > first.millisecondsSinceEpoch)
        } else {
            Issue.record("since is not a date: \(hidden)")
        }
        // A hidden index is not used.
        try session.ok(#"{"find": "orders", "filter": {"type": "apparel"}}"#)
        #expect(try operations("type_1_item_1") == 0)
        // A collMod that changes nothing keeps the figures.
        try session.ok(#"{"find": "orders", "filter": {"item": "abc"}}"#)
        try session.ok(#"{"collMod": "orders", "index": {"name": "item_1_quantity_1", "hidden": false}}"#)
        #expect(try operations("item_1_quantity_1") == 2)

        try session.ok(#"{"dropIndexes": "orders", "index": "item_1_quantity_1"}"#)
        #expect(try statistics()["item_1_quantity_1"] == nil)
        try session.ok(#"{"createIndexes": "orders", "indexes": [{"key": {"item": 1, "quantity": 1}, "name": "item_1_quantity_1"}]}"#)
        #expect(try operations("item_1_quantity_1") == 0)

        try session.ok(#"{"find": "orders", "filter": {"_id": 1}}"#)
        #expect(try operations("_id_") == 1)
        try session.ok(#"{"drop": "orders"}"#)
        #expect(try statistics().isEmpty)
        try session.ok(#"{"insert": "orders", "documents": [{"_id": 1}]}"#)
        #expect(try operations("_id_") == 0)
    }

    @Test(
        "$indexStats takes an empty document (28803), comes first (40602), not in $facet (40600) nor on a view (166) nor in a transaction (263); nothing changes"
    )
    func refused() throws {
        try makeOrders()
        try session.ok(#"{"find": "orders", "filter": {"type": "apparel"}}"#)
        try session.ok(#"{"create": "apparelOrders", "viewOn": "orders", "pipeline": [{"$match": {"type": "apparel"}}]}"#)
        let refusals: [(command: String, code: Int32)] = [
            (#"{"aggregate": "orders", "pipeline": [{"$indexStats": 1}], "cursor": {}}"#, 28803),
            (#"{"aggregate": "orders", "pipeline": [{"$indexStats": {"a": 1}}], "cursor": {}}"#, 28803),
            (#"{"aggregate": "orders", "pipeline": [{"$match": {}}, {"$indexStats": {}}], "cursor": {}}"#, 40602),
            (#"{"aggregate": "orders", "pipeline": [{"$facet": {"stats": [{"$indexStats": {}}]}}], "cursor": {}}"#, 40600),
            (#"{"aggregate": "apparelOrders", "pipeline": [{"$indexStats": {}}], "cursor": {}}"#, 166),
            (
                #"{"aggregate": "orders", "pipeline": [{"$indexStats": {}}], "cursor": {}, "lsid": {"id": {"$binary": {"base64": "BwcHBwcHBwcHBwcHBwcHBw==", "subType": "04"}}}, "txnNumber": 1, "startTransaction": true, "autocommit": false}"#,
                263
            ),
            (
                #"{"aggregate": "orders", "pipeline": [{"$collStats": {"count": {}}}], "cursor": {}, "lsid": {"id": {"$binary": {"base64": "BwcHBwcHBwcHBwcHBwcHBw==", "subType": "04"}}}, "txnNumber": 2, "startTransaction": true, "autocommit": false}"#,
                263
            ),
        ]
        for refusal in refusals {
            let reply = try session.run(refusal.command)
            #expect(reply["ok"] == .double(0) && reply["code"] == .int32(refusal.code), "\(refusal.command): \(reply)")
        }
        #expect(try operations("type_1_item_1") == 1)
        let found = try session.ok(#"{"find": "orders", "filter": {}}"#)
        #expect(found[path: "cursor.firstBatch"]?.arrayValue?.count == 3)
        // A collection that does not exist has no indexes.
        #expect(try statistics("missing").isEmpty)
    }

    @Test("the Swift API's reads count as operations: find, findCursor, count, aggregate")
    func swiftAPI() async throws {
        let store = Store()
        let orders = MongoClient(store: store).database(named: "test").collection(withName: "orders")
        _ = try await orders.insertMany([["_id": 1, "type": "apparel"], ["_id": 2, "type": "toys"]])
        _ = try await orders.createIndex(["type": 1])
        _ = try await orders.find(filter: ["type": "apparel"])
        for try await _ in try orders.findCursor(filter: ["type": "toys"]) {}
        _ = try await orders.count(filter: ["type": "toys"])
        _ = try await orders.aggregate(pipeline: [["$match": ["type": "toys"]]])
        let stats = try await orders.aggregate(pipeline: [["$indexStats": [:]]])
        let typeIndex = try #require(stats.first { $0["name"] == "type_1" })
        #expect(typeIndex[path: "accesses.ops"] == .int64(4), "\(stats)")
    }
}
