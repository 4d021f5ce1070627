import DocStream
import DocStreamBSON
import Testing

/// explain's shapes as the MongoDB manual shows them (Reference > Explain Results: queryPlanner,
/// winningPlan stages COLLSCAN / IXSCAN / FETCH / SORT / IDHACK, indexBounds, executionStats),
/// and which plan the planner picks for the usual query shapes (Indexes > Multikey Indexes >
/// Multikey Index Bounds; Compound Indexes > Sort Order).
@Suite("Explain")
struct ExplainTests {
    let db = IndexTestSession()

    init() throws {
        try db.ok(
            #"{"insert": "inventory", "documents": [{"_id": 1, "item": "f1", "type": "food", "quantity": 500, "tags": ["a", "b"]}, {"_id": 2, "item": "f2", "type": "food", "quantity": 100, "tags": ["b"]}, {"_id": 3, "item": "p1", "type": "paper", "quantity": 200, "tags": []}, {"_id": 4, "item": "p2", "type": "paper", "quantity": 150}, {"_id": 5, "item": "p3", "type": "paper", "quantity": 300}, {"_id": 6, "item": "t1", "type": "toys", "quantity": 500}, {"_id": 7, "item": "t2", "type": "toys", "quantity": 50}]}"#
        )
        try db.ok(
            #"{"createIndexes": "inventory", "indexes": [{"key": {"quantity": 1}, "name": "quantity_1"}, {"key": {"type": 1, "quantity": -1}, "name": "type_1_quantity_-1"}, {"key": {"tags": 1}, "name": "tags_1"}, {"key": {"item": 1}, "name": "item_1", "unique": true}]}"#
        )
    }

    private func winningPlan(_ explain: String) throws -> Document {
        let reply = try db.run(explain)
        return try #require(reply[path: "queryPlanner.winningPlan"]?.documentValue, "\(reply.extendedJSON(.relaxed))")
    }

    // Explain Results > queryPlanner, with the winning plan of "Query with Index" in
    // "Analyze Query Performance": FETCH over IXSCAN on quantity_1, bounds [100, 200].
    @Test("a range on an indexed field: FETCH over IXSCAN with MongoDB's fields and bounds")
    func indexScanShape() throws {
        let reply = try db.run(#"{"explain": {"find": "inventory", "filter": {"quantity": {"$gte": 100, "$lte": 200}}}, "verbosity": "queryPlanner"}"#)
        let planner = try #require(reply["queryPlanner"]?.documentValue)
        #expect(planner["namespace"] == "test.inventory")
        #expect(planner["indexFilterSet"] == false)
        #expect(planner["parsedQuery"] == ["$and": [["quantity": ["$gte": .int32(100)]], ["quantity": ["$lte": .int32(200)]]]])
        #expect(planner["rejectedPlans"] == [])
        let expected: Document = [
            "stage": "FETCH",
            "inputStage": [
                "stage": "IXSCAN", "keyPattern": ["quantity": .int32(1)], "indexName": "quantity_1", "isMultiKey": false,
                "multiKeyPaths": ["quantity": []], "isUnique": false, "isSparse": false, "isPartial": false, "indexVersion": .int32(2),
                "direction": "forward", "indexBounds": ["quantity": ["[100, 200]"]],
            ],
        ]
        #expect(planner["winningPlan"] == .document(expected))
        #expect(reply["executionStats"] == nil)
        #expect(reply["command"] == ["find": "inventory", "filter": ["quantity": ["$gte": .int32(100), "$lte": .int32(200)]], "$db": "test"])
        #expect(reply["ok"] == .double(1))
    }

    // Analyze Query Performance: the query with an index examines 3 keys and 3 documents and
    // returns 3; without one, every document is examined.
    @Test("executionStats: nReturned, totalKeysExamined and totalDocsExamined with and without an index")
    func executionStats() throws {
        let indexed = try db.run(#"{"explain": {"find": "inventory", "filter": {"quantity": {"$gte": 100, "$lte": 200}}}, "verbosity": "executionStats"}"#)
        #expect(indexed[path: "executionStats.nReturned"] == .int32(3))
        #expect(indexed[path: "executionStats.totalKeysExamined"] == .int32(4))
        #expect(indexed[path: "executionStats.totalDocsExamined"] == .int32(3))
        #expect(indexed[path: "executionStats.executionSuccess"] == true)
        #expect(indexed[path: "executionStats.executionStages.stage"] == "FETCH")
        let scanned = try db.run(
            #"{"explain": {"find": "inventory", "filter": {"item": {"$gte": "p"}, "type": {"$exists": true}}}, "verbosity": "executionStats"}"#)
        #expect(scanned[path: "executionStats.nReturned"] == .int32(5))
        let unindexed = try db.run(#"{"explain": {"find": "inventory", "filter": {"color": "red"}}, "verbosity": "executionStats"}"#)
        #expect(unindexed[path: "queryPlanner.winningPlan"] == ["stage": "COLLSCAN", "filter": ["color": ["$eq": "red"]], "direction": "forward"])
        #expect(unindexed[path: "executionStats.totalDocsExamined"] == .int32(7))
        #expect(unindexed[path: "executionStats.totalKeysExamined"] == .int32(0))
        #expect(unindexed[path: "executionStats.nReturned"] == .int32(0))
    }

    @Test("{_id: value} alone is IDHACK; _id $in is an IXSCAN of _id_ with one point per value")
    func idPlans() throws {
        #expect(try winningPlan(#"{"explain": {"find": "inventory", "filter": {"_id": 3}}}"#) == ["stage": "IDHACK"])
        let plan = try winningPlan(#"{"explain": {"find": "inventory", "filter": {"_id": {"$in": [5, 2]}}}}"#)
        #expect(plan[path: "inputStage.indexName"] == "_id_")
        #expect(plan[path: "inputStage.indexBounds"] == ["_id": ["[2, 2]", "[5, 5]"]])
        #expect(try db.ids(#"{"find": "inventory", "filter": {"_id": {"$in": [5, 2]}}}"#) == [.int32(2), .int32(5)])
    }

    // {_id: value} skips the planner's candidates; {_id: {$eq: value}} goes through them.
    @Test("{_id: value} of each scalar type explains and finds as {_id: {$eq: value}} does (3.0 finds _id 3)")
    func exactIDPlansAsTheCandidatesDo() throws {
        for value in [
            #"3"#, #"3.0"#, #"{"$numberLong": "3"}"#, #"{"$numberDecimal": "3"}"#, #""p1""#, #"{"$oid": "0123456789abcdef01234567"}"#,
            #"{"$date": "1970-01-01T00:00:00Z"}"#, #"true"#,
        ] {
            let plain = try db.run(#"{"explain": {"find": "inventory", "filter": {"_id": \#(value)}}, "verbosity": "executionStats"}"#)
            let viaEq = try db.run(#"{"explain": {"find": "inventory", "filter": {"_id": {"$eq": \#(value)}}}, "verbosity": "executionStats"}"#)
            for path in [
                "queryPlanner.parsedQuery", "queryPlanner.winningPlan", "executionStats.nReturned", "executionStats.totalKeysExamined",
                "executionStats.totalDocsExamined",
            ] {
                #expect(plain[path: path] == viaEq[path: path], "\(value) \(path)")
            }
            #expect(
                try db.ids(#"{"find": "inventory", "filter": {"_id": \#(value)}}"#) == db.ids(#"{"find": "inventory", "filter": {"_id": {"$eq": \#(value)}}}"#))
        }
        #expect(try db.ids(#"{"find": "inventory", "filter": {"_id": 3.0}}"#) == [.int32(3)])
    }

    // Compound Indexes > Sort Order: {type: 1, quantity: -1} supports an equality on type
    // with a sort on quantity descending, or (scanned backward) ascending.
    @Test("an index that provides the sort: no SORT stage; backward for the reverse order; bounds in scan order")
    func sortProvidedByIndex() throws {
        let forward = try winningPlan(#"{"explain": {"find": "inventory", "filter": {"type": "paper"}, "sort": {"quantity": -1}}}"#)
        #expect(forward["stage"] == "FETCH")
        #expect(forward[path: "inputStage.indexName"] == "type_1_quantity_-1")
        #expect(forward[path: "inputStage.direction"] == "forward")
        #expect(forward[path: "inputStage.indexBounds"] == ["type": [#"["paper", "paper"]"#], "quantity": ["[MaxKey, MinKey]"]])
        let backward = try winningPlan(
            #"{"explain": {"find": "inventory", "filter": {"type": "paper", "quantity": {"$gt": 100}}, "sort": {"quantity": 1}, "limit": 2}}"#)
        #expect(backward["stage"] == "LIMIT")
        #expect(backward["limitAmount"] == .int64(2))
        #expect(backward[path: "inputStage.inputStage.direction"] == "backward")
        #expect(backward[path: "inputStage.inputStage.indexBounds"] == ["type": [#"["paper", "paper"]"#], "quantity": ["(100, inf.0]"]])
        #expect(
            try db.ids(#"{"find": "inventory", "filter": {"type": "paper", "quantity": {"$gt": 100}}, "sort": {"quantity": 1}, "limit": 2}"#) == [
                .int32(4), .int32(3),
            ])
    }

    @Test("a sort no index provides is a SORT stage with the pattern and limit")
    func sortInMemory() throws {
        let plan = try winningPlan(
            #"{"explain": {"find": "inventory", "filter": {"quantity": {"$gt": 100}}, "sort": {"item": -1, "type": 1}, "limit": 3, "skip": 1}}"#)
        #expect(plan["stage"] == "SKIP")
        #expect(plan["skipAmount"] == .int64(1))
        #expect(plan[path: "inputStage.stage"] == "SORT")
        #expect(plan[path: "inputStage.sortPattern"] == ["item": .int32(-1), "type": .int32(1)])
        #expect(plan[path: "inputStage.limitAmount"] == .int64(4))
        #expect(plan[path: "inputStage.inputStage.inputStage.indexName"] == "quantity_1")
    }

    // Multikey Index Bounds > Intersect Bounds for Multikey Index: without $elemMatch the
    // bounds of a multikey field are not intersected; with it they are.
    @Test("multikey: isMultiKey and multiKeyPaths; ranges not intersected except under $elemMatch")
    func multikeyBounds() throws {
        let plain = try winningPlan(#"{"explain": {"find": "inventory", "filter": {"tags": {"$gt": "a", "$lt": "c"}}}}"#)
        #expect(plain[path: "inputStage.isMultiKey"] == true)
        #expect(plain[path: "inputStage.multiKeyPaths"] == ["tags": ["tags"]])
        #expect(plain[path: "inputStage.indexBounds"] == ["tags": [#"("a", {})"#]])
        #expect(plain["filter"] == ["$and": [["tags": ["$gt": "a"]], ["tags": ["$lt": "c"]]]])
        let elementwise = try winningPlan(#"{"explain": {"find": "inventory", "filter": {"tags": {"$elemMatch": {"$gt": "a", "$lt": "c"}}}}}"#)
        #expect(elementwise[path: "inputStage.indexBounds"] == ["tags": [#"("a", "c")"#]])
        // A field that is not multikey intersects its ranges.
        let single = try winningPlan(#"{"explain": {"find": "inventory", "filter": {"quantity": {"$gt": 100, "$lt": 300}}}}"#)
        #expect(single[path: "inputStage.indexBounds"] == ["quantity": ["(100, 300)"]])
        #expect(single["filter"] == nil)
    }

    @Test("equality, $in, null, arrays and regular expressions give MongoDB's bounds")
    func boundsOfConditions() throws {
        func bounds(_ filter: String) throws -> BSONValue? {
            try winningPlan(#"{"explain": {"find": "inventory", "filter": \#(filter), "hint": "tags_1"}}"#)[path: "inputStage.indexBounds.tags"]
        }
        #expect(try bounds(#"{"tags": "a"}"#) == [#"["a", "a"]"#])
        #expect(try bounds(#"{"tags": {"$in": ["b", "a", "b"]}}"#) == [#"["a", "a"]"#, #"["b", "b"]"#])
        #expect(try bounds(#"{"tags": null}"#) == ["[null, null]"])
        #expect(try bounds(#"{"tags": ["a", "b"]}"#) == [#"["a", "a"]"#, #"[[ "a", "b" ], [ "a", "b" ]]"#])
        #expect(try bounds(#"{"tags": []}"#) == ["[undefined, undefined]", "[[], []]"])
        #expect(try bounds(#"{"tags": {"$regex": "^ab"}}"#) == [#"["ab", "ac")"#, "[/^ab/, /^ab/]"])
        #expect(try bounds(#"{"tags": {"$regex": "ab"}}"#) == [#"["", {})"#, "[/ab/, /ab/]"])
        #expect(try bounds(#"{"tags": {"$lt": 5}}"#) == ["[-inf.0, 5)"])
        #expect(try bounds(#"{"color": "red"}"#) == ["[MinKey, MaxKey]"])
        #expect(try bounds(#"{"tags": {"$in": []}}"#) == [])
    }

    @Test("count, distinct, update, delete and findAndModify explain their plans without writing")
    func otherCommands() throws {
        let before = try db.documents("inventory")
        let count = try db.run(#"{"explain": {"count": "inventory", "query": {"type": "food"}}}"#)
        #expect(count[path: "queryPlanner.winningPlan.stage"] == "COUNT")
        #expect(count[path: "queryPlanner.winningPlan.inputStage.inputStage.indexName"] == "type_1_quantity_-1")
        #expect(count[path: "executionStats.nReturned"] == .int32(2))
        #expect(try db.run(#"{"explain": {"count": "inventory"}}"#)[path: "queryPlanner.winningPlan.stage"] == "RECORD_STORE_FAST_COUNT")
        let distinct = try db.run(#"{"explain": {"distinct": "inventory", "key": "type", "query": {"quantity": {"$lt": 200}}}}"#)
        #expect(distinct[path: "queryPlanner.winningPlan.inputStage.inputStage.indexName"] == "quantity_1")
        let update = try db.run(#"{"explain": {"update": "inventory", "updates": [{"q": {"item": "f1"}, "u": {"$set": {"quantity": 0}}}]}}"#)
        #expect(update[path: "queryPlanner.winningPlan.stage"] == "UPDATE")
        #expect(update[path: "queryPlanner.winningPlan.inputStage.inputStage.indexName"] == "item_1")
        let delete = try db.run(#"{"explain": {"delete": "inventory", "deletes": [{"q": {"quantity": 50}, "limit": 1}]}}"#)
        #expect(delete[path: "queryPlanner.winningPlan.stage"] == "DELETE")
        let findAndModify = try db.run(#"{"explain": {"findAndModify": "inventory", "query": {"type": "toys"}, "sort": {"quantity": -1}, "remove": true}}"#)
        #expect(findAndModify[path: "queryPlanner.winningPlan.stage"] == "DELETE")
        #expect(findAndModify[path: "queryPlanner.winningPlan.inputStage.inputStage.direction"] == "forward")
        #expect(try db.documents("inventory") == before)
    }

    // Explain Results > executionStats: for a write, what it would modify, without applying
    // it; the UPDATE stage's nMatched, nWouldModify and nWouldUpsert and the DELETE stage's
    // nWouldDelete as src/mongo/db/query/plan_explainer_impl.cpp prints them.
    @Test("with executionStats, update, delete and findAndModify count what they would change, and change nothing")
    func writeExecutionStats() throws {
        let before = try db.documents("inventory")
        func stages(_ command: String, verbosity: String = "executionStats") throws -> (stats: Document, stage: Document) {
            let reply = try db.run(#"{"explain": \#(command), "verbosity": "\#(verbosity)"}"#)
            let stats = try #require(reply["executionStats"]?.documentValue, "\(reply.extendedJSON(.relaxed))")
            return (stats, try #require(stats["executionStages"]?.documentValue))
        }
        // Papers have quantities 200, 150 and 300: setting 200 changes two of the three.
        let multi = try stages(#"{"update": "inventory", "updates": [{"q": {"type": "paper"}, "u": {"$set": {"quantity": 200}}, "multi": true}]}"#)
        #expect(multi.stats["nReturned"] == .int32(0))
        #expect(multi.stats["totalDocsExamined"] == .int32(3))
        #expect(multi.stage["stage"] == "UPDATE")
        #expect([multi.stage["nMatched"], multi.stage["nWouldModify"], multi.stage["nWouldUpsert"]] == [.int64(3), .int64(2), .int64(0)])
        #expect(multi.stage[path: "inputStage.inputStage.indexName"] == "type_1_quantity_-1")
        let single = try stages(
            #"{"update": "inventory", "updates": [{"q": {"type": "paper"}, "u": {"$set": {"quantity": 0}}}]}"#, verbosity: "allPlansExecution")
        #expect([single.stage["nMatched"], single.stage["nWouldModify"]] == [.int64(1), .int64(1)])
        let upsert = try stages(#"{"update": "inventory", "updates": [{"q": {"item": "z9"}, "u": {"$set": {"quantity": 1}}, "upsert": true}]}"#)
        #expect([upsert.stage["nMatched"], upsert.stage["nWouldModify"], upsert.stage["nWouldUpsert"]] == [.int64(0), .int64(0), .int64(1)])
        // Quantities of at least 300: 500, 300 and 500.
        let deleteAll = try stages(#"{"delete": "inventory", "deletes": [{"q": {"quantity": {"$gte": 300}}, "limit": 0}]}"#)
        #expect(deleteAll.stage["stage"] == "DELETE")
        #expect(deleteAll.stage["nWouldDelete"] == .int64(3))
        let deleteOne = try stages(#"{"delete": "inventory", "deletes": [{"q": {"quantity": {"$gte": 300}}, "limit": 1}]}"#)
        #expect(deleteOne.stage["nWouldDelete"] == .int64(1))
        // findAndModify's stage returns the document it changes.
        let modify = try stages(#"{"findAndModify": "inventory", "query": {"type": "toys"}, "sort": {"quantity": -1}, "update": {"$inc": {"quantity": 1}}}"#)
        #expect(modify.stats["nReturned"] == .int32(1))
        #expect([modify.stage["nMatched"], modify.stage["nWouldModify"]] == [.int64(1), .int64(1)])
        let removeNothing = try stages(#"{"findAndModify": "inventory", "query": {"type": "tools"}, "remove": true}"#)
        #expect(removeNothing.stats["nReturned"] == .int32(0))
        #expect(removeNothing.stage["nWouldDelete"] == .int64(0))
        #expect(try db.run(#"{"explain": {"delete": "inventory", "deletes": [{"q": {}, "limit": 0}]}, "verbosity": "queryPlanner"}"#)["executionStats"] == nil)
        // The command's `let` reaches the filter; a statement's `sort` shapes the plan.
        let withLet = try stages(
            #"{"update": "inventory", "updates": [{"q": {"$expr": {"$eq": ["$quantity", "$$wanted"]}}, "u": {"$set": {"quantity": 1}}, "multi": true}], "let": {"wanted": 500}}"#
        )
        #expect(withLet.stage["nMatched"] == .int64(2))
        let sorted = try stages(#"{"update": "inventory", "updates": [{"q": {"type": "paper"}, "u": {"$set": {"quantity": 0}}, "sort": {"item": -1}}]}"#)
        #expect(sorted.stage[path: "inputStage.stage"] == "SORT" || sorted.stage[path: "inputStage.inputStage.indexName"] == "item_1")

        // An update that cannot apply to a document it would take fails the explain with its code.
        let refused = try db.run(
            #"{"explain": {"update": "inventory", "updates": [{"q": {"_id": 1}, "u": {"$inc": {"item": 1}}}]}, "verbosity": "executionStats"}"#)
        #expect(refused["codeName"] == "TypeMismatch", "\(refused.extendedJSON(.relaxed))")
        #expect(try db.documents("inventory") == before)
    }

    // Aggregation > Pipeline Optimization: a leading $match and $sort run in the query layer
    // ($cursor); explain shows them there and the other stages after it.
    @Test("aggregate explains its $cursor stage, or the whole pipeline when the query layer answers it all")
    func aggregateShapes() throws {
        let staged = try db.run(
            #"{"explain": {"aggregate": "inventory", "pipeline": [{"$match": {"type": "toys"}}, {"$group": {"_id": null, "total": {"$sum": "$quantity"}}}], "cursor": {}}}"#
        )
        let stages = try #require(staged["stages"]?.arrayValue)
        #expect(stages.count == 2)
        #expect(stages[0].documentValue?[path: "$cursor.queryPlanner.winningPlan.inputStage.indexName"] == "type_1_quantity_-1")
        #expect(stages[1].documentValue?.keys.first == "$group")
        let whole = try db.run(
            #"{"aggregate": "inventory", "pipeline": [{"$match": {"quantity": {"$gt": 100}}}, {"$sort": {"quantity": -1}}, {"$limit": 2}], "explain": true}"#)
        #expect(whole["stages"] == nil)
        #expect(whole[path: "queryPlanner.winningPlan.stage"] == "LIMIT")
        #expect(whole[path: "queryPlanner.winningPlan.inputStage.inputStage.direction"] == "backward")
        #expect(
            try Self.ids(
                db.run(
                    #"{"aggregate": "inventory", "pipeline": [{"$match": {"quantity": {"$gt": 100}}}, {"$sort": {"quantity": -1}}, {"$limit": 2}], "cursor": {}}"#
                )) == [.int32(1), .int32(6)])
    }

    private static func ids(_ reply: Document) -> [BSONValue] {
        reply[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"] } ?? []
    }

    @Test(
        "explain errors: a bad verbosity (2), an unknown command (59), a batch of two (16), no command document (14), a bad hint (2)",
        arguments: [
            (#"{"explain": {"find": "inventory"}, "verbosity": "loud"}"#, 2),
            (#"{"explain": {"frobnicate": "inventory"}}"#, 59),
            (#"{"explain": {"update": "inventory", "updates": [{"q": {}, "u": {"$set": {"a": 1}}}, {"q": {}, "u": {"$set": {"a": 2}}}]}}"#, 16),
            (#"{"explain": "find"}"#, 14),
            (#"{"explain": {"find": "inventory", "hint": "nope"}}"#, 2),
            (#"{"explain": {"find": "inventory", "filter": {"$bad": 1}}}"#, 2),
        ] as [(String, Int32)])
    func explainErrors(command: String, code: Int32) throws {
        let before = try db.documents("inventory")
        #expect(errorCode(try db.run(command)) == code)
        #expect(try db.documents("inventory") == before)
    }

    @Test("skip + limit near Int64.max saturate instead of overflowing, in find, count and explain")
    func hugeLimits() throws {
        let find = try db.ids(#"{"find": "inventory", "skip": 5, "limit": {"$numberLong": "9223372036854775807"}, "sort": {"quantity": -1, "_id": 1}}"#)
        #expect(find == [.int32(2), .int32(7)])
        #expect(try db.run(#"{"count": "inventory", "skip": 5, "limit": {"$numberLong": "9223372036854775807"}}"#)["n"] == .int32(2))
        let plan = try winningPlan(
            #"{"explain": {"find": "inventory", "skip": 1, "limit": {"$numberLong": "9223372036854775807"}, "sort": {"type": 1, "item": -1}}}"#)
        #expect(plan[path: "inputStage.limitAmount"] == .int64(.max))
    }

    @Test("a hidden index is kept but not used; a hint to it is refused")
    func hiddenIndex() throws {
        try db.ok(#"{"createIndexes": "inventory", "indexes": [{"key": {"item": 1, "type": 1}, "name": "hidden_item_type", "hidden": true}]}"#)
        let plan = try winningPlan(#"{"explain": {"find": "inventory", "filter": {"item": "t1", "type": "toys"}}}"#)
        #expect(plan[path: "inputStage.indexName"] != "hidden_item_type")
        #expect(errorCode(try db.run(#"{"find": "inventory", "hint": "hidden_item_type"}"#)) == 2)
    }
}
