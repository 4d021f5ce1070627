import DocStream
import DocStreamBSON
import Foundation
import Testing

/// Views as MongoDB's manual describes them (manual: Views, Create and Query a View, Use a View
/// to Join Two Collections) and as MongoDB's server checks them (view_graph.cpp,
/// coll_mod.cpp, create_collection.cpp; jstests/core/views/views_basic.js,
/// views_writes.js, views_forbidden.js, invalid_system_views.js, change_stream_ban_from_views.js).
@Suite("Views: commands")
struct ViewCommandTests {
    /// The manual's `students` collection (Create and Query a View).
    static let students: [BSONValue] = [
        ["sID": 22001, "name": "Alex", "year": 1, "score": 4.0],
        ["sID": 21001, "name": "bernie", "year": 2, "score": 3.7],
        ["sID": 20010, "name": "Chris", "year": 3, "score": 2.5],
        ["sID": 22021, "name": "Drew", "year": 1, "score": 3.2],
        ["sID": 17301, "name": "harley", "year": 6, "score": 3.1],
        ["sID": 21022, "name": "Farmer", "year": 1, "score": 2.2],
        ["sID": 20020, "name": "george", "year": 3, "score": 2.8],
        ["sID": 18020, "name": "Harley", "year": 5, "score": 2.8],
    ]

    /// `students` and the manual's `firstYears` view over it.
    static func firstYears() -> ValidatorFixture {
        let fixture = ValidatorFixture()
        fixture.ok(["insert": "students", "documents": .array(students)])
        fixture.ok(["create": "firstYears", "viewOn": "students", "pipeline": [["$match": ["year": 1]]]])
        return fixture
    }

    static func batch(_ reply: Document) -> [BSONValue] {
        reply[path: "cursor.firstBatch"]?.arrayValue ?? []
    }

    @Test("find, count, distinct and aggregate read the view's documents (manual: Create and Query a View)")
    func reads() {
        let fixture = Self.firstYears()
        let found = Self.batch(fixture.ok(["find": "firstYears", "projection": ["_id": 0]]))
        #expect(
            found == [
                ["sID": 22001, "name": "Alex", "year": 1, "score": 4.0],
                ["sID": 22021, "name": "Drew", "year": 1, "score": 3.2],
                ["sID": 21022, "name": "Farmer", "year": 1, "score": 2.2],
            ])
        // The find's own filter, sort, skip and limit apply to the view's documents.
        let sorted = Self.batch(
            fixture.ok(["find": "firstYears", "filter": ["score": ["$gt": 3]], "sort": ["score": 1], "projection": ["_id": 0, "name": 1]]))
        #expect(sorted == [["name": "Drew"], ["name": "Alex"]])
        let skipped = Self.batch(fixture.ok(["find": "firstYears", "sort": ["name": -1], "skip": 1, "limit": 1, "projection": ["_id": 0, "name": 1]]))
        #expect(skipped == [["name": "Drew"]])
        #expect(fixture.ok(["count": "firstYears"])["n"] == .int32(3))
        #expect(fixture.ok(["count": "firstYears", "query": ["score": ["$lt": 3]]])["n"] == .int32(1))
        #expect(fixture.ok(["distinct": "firstYears", "key": "name"])["values"] == ["Alex", "Drew", "Farmer"])
        let best = Self.batch(
            fixture.ok(["aggregate": "firstYears", "pipeline": [["$sort": ["score": -1]], ["$limit": 1], ["$project": ["_id": 0, "name": 1]]], "cursor": [:]]))
        #expect(best == [["name": "Alex"]])
        // A view's documents follow its source: a new first-year student appears.
        fixture.ok(["insert": "students", "documents": [["sID": 23001, "name": "Ines", "year": 1, "score": 3.9]]])
        #expect(fixture.ok(["count": "firstYears"])["n"] == .int32(4))
    }

    @Test("listCollections shows a view as type view with its definition; dbStats counts it")
    func listed() {
        let fixture = Self.firstYears()
        let entry = Self.batch(fixture.ok(["listCollections": 1, "filter": ["name": "firstYears"]]))
        // manual: listCollections, "type" is "view" and "info.readOnly" true; a view has no idIndex.
        #expect(
            entry == [
                [
                    "name": "firstYears", "type": "view", "options": ["viewOn": "students", "pipeline": [["$match": ["year": 1]]]],
                    "info": ["readOnly": true],
                ]
            ])
        #expect(Self.batch(fixture.ok(["listCollections": 1, "nameOnly": true, "filter": ["type": "view"]])) == [["name": "firstYears", "type": "view"]])
        let stats = fixture.ok(["dbStats": 1])
        #expect(stats["views"] == .int64(1))
        #expect(stats["collections"] == .int64(1))
    }

    /// The manual's `orders` and `inventory` (Use a View to Join Two Collections).
    static func sales() -> ValidatorFixture {
        let fixture = ValidatorFixture()
        fixture.ok([
            "insert": "inventory",
            "documents": [
                ["prodId": 100, "price": 20, "quantity": 125], ["prodId": 101, "price": 10, "quantity": 234],
                ["prodId": 102, "price": 15, "quantity": 432], ["prodId": 103, "price": 17, "quantity": 320],
            ],
        ])
        let orders: [(Int, Int, Int, Int)] = [
            (201, 301, 100, 20), (202, 302, 101, 10), (203, 303, 102, 5), (204, 303, 103, 15), (205, 303, 103, 20),
            (206, 302, 102, 1), (207, 302, 101, 5), (208, 301, 100, 10), (209, 303, 103, 30),
        ]
        fixture.ok([
            "insert": "orders",
            "documents": .array(
                orders.map { order in
                    [
                        "orderId": .int64(Int64(order.0)), "custid": .int64(Int64(order.1)), "prodId": .int64(Int64(order.2)),
                        "numPurchased": .int64(Int64(order.3)),
                    ]
                }),
        ])
        fixture.ok([
            "create": "sales", "viewOn": "orders",
            "pipeline": [
                ["$lookup": ["from": "inventory", "localField": "prodId", "foreignField": "prodId", "as": "inventoryDocs"]],
                ["$project": ["_id": 0, "prodId": 1, "orderId": 1, "numPurchased": 1, "price": "$inventoryDocs.price"]],
                ["$unwind": "$price"],
            ],
        ])
        return fixture
    }

    @Test("a view that joins two collections, a view on it, and views read by $lookup and $unionWith (manual: Use a View to Join Two Collections)")
    func joins() {
        let fixture = Self.sales()
        let first = Self.batch(fixture.ok(["find": "sales", "limit": 1]))
        #expect(first == [["orderId": 201, "prodId": 100, "numPurchased": 20, "price": 20]])
        let amounts = Self.batch(
            fixture.ok([
                "aggregate": "sales",
                "pipeline": [
                    ["$group": ["_id": "$prodId", "amountSold": ["$sum": ["$multiply": ["$price", "$numPurchased"]]]]], ["$sort": ["_id": 1]],
                ], "cursor": [:],
            ]))
        #expect(
            amounts == [["_id": 100, "amountSold": 600], ["_id": 101, "amountSold": 150], ["_id": 102, "amountSold": 90], ["_id": 103, "amountSold": 1105]])
        // A view on a view: its pipeline runs after the one below it.
        fixture.ok(["create": "bigSales", "viewOn": "sales", "pipeline": [["$match": ["numPurchased": ["$gte": 20]]], ["$project": ["orderId": 1]]]])
        #expect(Self.batch(fixture.ok(["find": "bigSales"])) == [["orderId": 201], ["orderId": 205], ["orderId": 209]])
        #expect(fixture.ok(["distinct": "bigSales", "key": "orderId", "query": ["orderId": ["$gt": 201]]])["values"] == [205, 209])
        // Views read by other stages (jstests/core/views/views_aggregation.js).
        let joined = Self.batch(
            fixture.ok([
                "aggregate": "inventory",
                "pipeline": [
                    ["$lookup": ["from": "bigSales", "pipeline": [["$count": "n"]], "as": "big"]], ["$limit": 1], ["$project": ["_id": 0, "big": 1]],
                ], "cursor": [:],
            ]))
        #expect(joined == [["big": [["n": .int32(3)]]]])
        let union = Self.batch(fixture.ok(["aggregate": "inventory", "pipeline": [["$unionWith": "bigSales"], ["$count": "n"]], "cursor": [:]]))
        #expect(union == [["n": .int32(7)]])
        fixture.ok(["create": "orderLines", "viewOn": "orders", "pipeline": [["$project": ["prodId": 1]]]])
        let graph = Self.batch(
            fixture.ok([
                "aggregate": "inventory",
                "pipeline": [
                    ["$match": ["prodId": 103]],
                    [
                        "$graphLookup": [
                            "from": "orderLines", "startWith": "$prodId", "connectFromField": "prodId", "connectToField": "prodId", "as": "sold", "maxDepth": 0,
                        ]
                    ],
                    ["$project": ["_id": 0, "orders": ["$size": "$sold"]]],
                ], "cursor": [:],
            ]))
        #expect(graph == [["orders": .int32(3)]])
    }

    @Test("writes, indexes, statistics, renames and change streams on a view get 166; nothing changes")
    func refused() {
        let fixture = Self.firstYears()
        let refused = "Namespace test.firstYears is a view, not a collection"
        // One error per statement; the first alone when ordered.
        for (command, errors) in [
            (["insert": "firstYears", "documents": [["_id": 1], ["_id": 2]]] as Document, 1),
            (["insert": "firstYears", "documents": [["_id": 1], ["_id": 2]], "ordered": false], 2),
            (["update": "firstYears", "updates": [["q": [:], "u": ["$set": ["a": 1]]]]], 1),
            (["update": "firstYears", "updates": [["q": [:], "u": ["$set": ["a": 1]], "upsert": true]]], 1),
            (["delete": "firstYears", "deletes": [["q": [:], "limit": 1], ["q": [:], "limit": 0]], "ordered": false], 2),
        ] {
            let reply = fixture.ok(command)
            #expect(reply["n"] == .int32(0))
            let writeErrors = reply["writeErrors"]?.arrayValue ?? []
            #expect(writeErrors.count == errors, "\(command.extendedJSON(.relaxed))")
            for (index, error) in writeErrors.enumerated() {
                #expect(error == ["index": .int32(Int32(index)), "code": .int32(166), "errmsg": .string(refused)])
            }
        }
        for command: Document in [
            ["findAndModify": "firstYears", "query": [:], "remove": true],
            ["createIndexes": "firstYears", "indexes": [["key": ["score": 1], "name": "score_1"]]],
            ["listIndexes": "firstYears"], ["dropIndexes": "firstYears", "index": "*"], ["collStats": "firstYears"],
            ["aggregate": "firstYears", "pipeline": [["$collStats": ["storageStats": [:]]]], "cursor": [:]],
            ["aggregate": "students", "pipeline": [["$out": "firstYears"]], "cursor": [:]],
            ["aggregate": "students", "pipeline": [["$merge": ["into": "firstYears"]]], "cursor": [:]],
            ["aggregate": "firstYears", "pipeline": [["$changeStream": [:]]], "cursor": [:]],
        ] {
            // The stages that write name themselves after MongoDB's message.
            let reply = fixture.fails(command, code: 166)
            #expect(reply["errmsg"]?.stringValue?.hasPrefix(refused) == true, "\(command.extendedJSON(.relaxed))")
        }
        #expect(
            fixture.fails(["renameCollection": "test.firstYears", "to": "test.renamed", "$db": "admin"], code: 166)["errmsg"]
                == "cannot rename view: test.firstYears")
        #expect(
            fixture.fails(["renameCollection": "test.students", "to": "test.firstYears", "dropTarget": true, "$db": "admin"], code: 48)["errmsg"]
                == "a view already exists with that name: test.firstYears")
        // Nothing was written anywhere, and the view still reads its source.
        #expect(fixture.ok(["count": "students"])["n"] == .int32(8))
        #expect(fixture.ok(["count": "firstYears"])["n"] == .int32(3))
        #expect(fixture.ok(["listIndexes": "students"])[path: "cursor.firstBatch"]?.arrayValue?.count == 1)
        #expect(fixture.ok(["listCollections": 1, "nameOnly": true])[path: "cursor.firstBatch"]?.arrayValue?.count == 2)
    }

    /// A definition MongoDB refuses, its code and message (create_collection.cpp, view_graph.cpp,
    /// jstests/core/views/invalid_system_views.js, change_stream_ban_from_views.js).
    static let refusedDefinitions: [(Document, Int32, String)] = [
        (["create": "bad", "pipeline": []], 72, "'pipeline' requires 'viewOn' to also be specified"),
        (["create": "bad", "viewOn": "students", "pipeline": [["$nope": 1]]], 40324, "Unrecognized pipeline stage name: '$nope'"),
        (
            ["create": "bad", "viewOn": "students", "pipeline": [["$merge": ["into": "x"]]]], 167,
            "Invalid pipeline for view test.bad :: caused by :: The aggregation stage $merge in location 0 of the pipeline cannot be used in the view definition of test.bad because it writes to disk"
        ),
        (
            ["create": "bad", "viewOn": "students", "pipeline": [["$match": [:]], ["$out": "x"]]], 167,
            "Invalid pipeline for view test.bad :: caused by :: The aggregation stage $out in location 1 of the pipeline cannot be used in the view definition of test.bad because it writes to disk"
        ),
        (
            ["create": "bad", "viewOn": "students", "pipeline": [["$changeStream": [:]]]], 167,
            "Invalid pipeline for view test.bad :: caused by :: $changeStream cannot be used in a view definition"
        ),
        (
            ["create": "bad", "viewOn": "students", "pipeline": ["$match": [:]]], 14,
            "BSON field 'create.pipeline' is the wrong type 'object', expected type 'array'"
        ),
        (["create": "bad", "viewOn": .int32(5), "pipeline": []], 14, "BSON field 'create.viewOn' is the wrong type 'int', expected type 'string'"),
        (["create": "bad", "viewOn": "", "pipeline": []], 2, "'viewOn' cannot be empty"),
        (["create": "bad", "viewOn": "bad", "pipeline": []], 5, "View cycle detected: test.bad => test.bad => test.bad"),
        (["create": "bad", "viewOn": "students", "validator": ["a": 1]], 72, "option not supported on a view: validator"),
        (["create": "firstYears", "viewOn": "students", "pipeline": []], 48, "namespace test.firstYears already exists"),
        (["create": "students", "viewOn": "firstYears", "pipeline": []], 48, "namespace test.students already exists"),
    ]

    /// MongoDB's message begins each error's (DocStream's may go on to say where, or what the options were).
    @Test("create refuses a bad view definition with MongoDB's code and message; nothing is created", arguments: 0..<refusedDefinitions.count)
    func refusedDefinition(index: Int) {
        let (command, code, message) = Self.refusedDefinitions[index]
        let fixture = Self.firstYears()
        #expect(fixture.fails(command, code: code)["errmsg"]?.stringValue?.hasPrefix(message) == true)
        #expect(Self.batch(fixture.ok(["listCollections": 1, "filter": ["name": "bad"]])).isEmpty)
        #expect(fixture.ok(["count": "firstYears"])["n"] == .int32(3))
    }

    @Test("creating the same view again succeeds and changes nothing; a view over a missing collection is empty")
    func idempotentCreate() {
        let fixture = Self.firstYears()
        fixture.ok(["create": "firstYears", "viewOn": "students", "pipeline": [["$match": ["year": 1]]]])
        fixture.ok(["create": "later", "viewOn": "nothingYet"])
        #expect(fixture.options("later") == ["viewOn": "nothingYet", "pipeline": []])
        #expect(Self.batch(fixture.ok(["find": "later"])).isEmpty)
        fixture.ok(["insert": "nothingYet", "documents": [["_id": 1]]])
        #expect(Self.batch(fixture.ok(["find": "later"])) == [["_id": 1]])
    }

    @Test("a chain of 20 views reads through; a 21st is 165 ViewDepthLimitExceeded (view_graph.cpp kMaxViewDepth)")
    func depth() {
        let fixture = ValidatorFixture()
        fixture.ok(["insert": "base", "documents": [["_id": 1, "n": 0]]])
        var below = "base"
        for level in 1...20 {
            fixture.ok(["create": .string("v\(level)"), "viewOn": .string(below), "pipeline": [["$set": ["n": ["$add": ["$n", 1]]]]]])
            below = "v\(level)"
        }
        #expect(Self.batch(fixture.ok(["find": "v20"])) == [["_id": 1, "n": 20]])
        #expect(fixture.fails(["create": "v21", "viewOn": "v20"], code: 165)["errmsg"] == "View depth limit exceeded; maximum depth is 20")
        // Nor may a view below grow the chain past 20 from underneath.
        fixture.ok(["create": "other", "viewOn": "base"])
        fixture.fails(["collMod": "v1", "viewOn": "other"], code: 165)
        #expect(fixture.options("v1") == ["viewOn": "base", "pipeline": [["$set": ["n": ["$add": ["$n", 1]]]]]])
    }

    @Test("collMod replaces a view's viewOn or pipeline, each on its own, and refuses what does not apply")
    func collMod() {
        let fixture = Self.firstYears()
        fixture.ok(["create": "seniors", "viewOn": "firstYears", "pipeline": []])
        fixture.ok(["collMod": "firstYears", "pipeline": [["$match": ["year": 3]]]])
        #expect(fixture.options("firstYears") == ["viewOn": "students", "pipeline": [["$match": ["year": 3]]]])
        #expect(fixture.ok(["distinct": "seniors", "key": "name"])["values"] == ["Chris", "george"])
        fixture.ok(["insert": "alumni", "documents": [["name": "Old", "year": 3]]])
        fixture.ok(["collMod": "firstYears", "viewOn": "alumni"])
        #expect(fixture.ok(["distinct": "firstYears", "key": "name"])["values"] == ["Old"])
        for (command, code, message): (Document, Int32, String) in [
            (["collMod": "students", "viewOn": "alumni", "pipeline": []], 72, "option only supported on a view: pipeline"),
            (["collMod": "students", "viewOn": "alumni"], 72, "option only supported on a view: viewOn"),
            (["collMod": "firstYears", "validator": ["a": 1]], 72, "option not supported on a view: validator"),
            (["collMod": "firstYears", "validationLevel": "off"], 72, "option not supported on a view: validationLevel"),
            (
                ["collMod": "firstYears", "viewOn": "seniors", "pipeline": []], 5,
                "View cycle detected: test.firstYears => test.firstYears => test.seniors => test.firstYears"
            ),
            (["collMod": "firstYears", "viewOn": "students", "pipeline": [["$nope": 1]]], 40324, "Unrecognized pipeline stage name: '$nope'"),
            (
                ["collMod": "firstYears", "viewOn": "students", "pipeline": [["$out": "x"]]], 167,
                "Invalid pipeline for view test.firstYears :: caused by :: The aggregation stage $out in location 0 of the pipeline cannot be used in the view definition of test.firstYears because it writes to disk"
            ),
            (
                ["collMod": "firstYears", "viewOn": "students", "pipeline": ["a": 1]], 14,
                "BSON field 'collMod.pipeline' is the wrong type 'object', expected type 'array'"
            ),
            (["collMod": "firstYears", "viewOn": "", "pipeline": []], 2, "'viewOn' cannot be empty"),
            (["collMod": "missing", "viewOn": "students"], 26, "ns does not exist: test.missing"),
        ] {
            #expect(fixture.fails(command, code: code)["errmsg"]?.stringValue?.hasPrefix(message) == true, "\(command.extendedJSON(.relaxed))")
        }
        // The refusals changed nothing.
        #expect(fixture.options("firstYears") == ["viewOn": "alumni", "pipeline": [["$match": ["year": 3]]]])
        #expect(fixture.options("students") == [:])
    }

    @Test("dropping a view reports no index count and leaves its source; dropping the source empties the view")
    func drops() {
        let fixture = Self.firstYears()
        fixture.ok(["create": "copy", "viewOn": "firstYears"])
        #expect(fixture.ok(["drop": "copy"]) == ["ns": "test.copy", "ok": 1.0])
        #expect(fixture.ok(["count": "students"])["n"] == .int32(8))
        fixture.ok(["drop": "students"])
        #expect(fixture.ok(["count": "firstYears"])["n"] == .int32(0))
        fixture.ok(["dropDatabase": 1])
        #expect(Self.batch(fixture.ok(["listCollections": 1])).isEmpty)
    }
}
