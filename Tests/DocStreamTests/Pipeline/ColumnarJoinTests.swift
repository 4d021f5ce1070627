import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// A `$lookup` of a top-level field, the `$unwind` of its matches and a `$group` over a
/// collection of 8,192 documents or more are computed from both collections' columns
/// (`ColumnarJoin`). The expected groups follow the `$lookup` manual page's equality match
/// (a query's equality: numbers by value across types, a missing field matched as null, array
/// elements each), the `$unwind` page (one document per element, none for an empty array) and
/// the `$group` page; every result is also checked against the same pipeline run document by
/// document.
@Suite("$lookup, $unwind and $group answered from columns")
struct ColumnarJoinTests {
    /// Orders whose key joins no store, enough of them for the columns to answer.
    static let fillers: [Document] = (0..<ColumnarScan.minimumInput).map {
        ["_id": .int64(Int64(1_000 + $0)), "k": "filler", "p": .int32(1)]
    }

    /// Orders by `_id`: `k` is the key, `p` the amount.
    static let orders: [Document] = [
        ["_id": 0, "k": .int32(1), "p": .int32(10)],
        ["_id": 1, "k": .int64(1), "p": .int32(20)],
        ["_id": 2, "k": .double(1), "p": .int32(30)],
        ["_id": 3, "k": "1", "p": .int32(40)],
        ["_id": 4, "k": .null, "p": .int32(50)],
        ["_id": 5, "p": .int32(60)],
        ["_id": 6, "k": true, "p": .int32(70)],
        ["_id": 7, "k": .double(2.5), "p": .int32(80)],
        ["_id": 8, "k": .double(-0.0), "p": .int32(90)],
        ["_id": 9, "k": .double(.nan), "p": .int32(100)],
        // Precomposed; the store's is decomposed: different bytes, so no match without a collation.
        ["_id": 10, "k": "caf\u{E9}", "p": .int32(110)],
        ["_id": 11, "k": .int32(7), "p": .int32(120)],
    ]

    /// Stores by `_id`: `n` is the key, `r` what the groups read.
    static let stores: [Document] = [
        ["_id": 100, "n": .int64(1), "r": "one"],
        ["_id": 101, "n": "1", "r": "text"],
        ["_id": 102, "n": .null, "r": "null"],
        ["_id": 103, "r": "missing"],
        ["_id": 104, "n": true, "r": "true"],
        ["_id": 105, "n": .double(2.5), "r": "fraction"],
        ["_id": 106, "n": .int32(0), "r": "zero"],
        ["_id": 107, "n": .double(.nan), "r": "nan"],
        ["_id": 108, "n": .double(1), "r": "one again"],
        ["_id": 109, "n": "cafe\u{301}", "r": "decomposed"],
    ]

    static let date = BSONValue.datetime(BSONDateTime(millisecondsSinceEpoch: 86_400_000))

    static let join: Document = ["$lookup": ["from": "stores", "localField": "k", "foreignField": "n", "as": "s"]]

    /// A store with the orders and stores given, its orders collection, and every order.
    static func load(orders: [Document] = orders, stores: [Document] = stores) async throws -> (Store, MongoCollection, [Document]) {
        let store = Store()
        let database = MongoClient(store: store).database(named: "test")
        let collection = database.collection(withName: "orders")
        _ = try await collection.insertMany(orders + fillers)
        if !stores.isEmpty { _ = try await database.collection(withName: "stores").insertMany(stores) }
        return (store, collection, orders + fillers)
    }

    /// The results, after checking that a run document by document agrees.
    static func aggregate(_ store: Store, _ collection: MongoCollection, _ documents: [Document], _ pipeline: [Document]) async throws -> [Document] {
        let results = try await collection.aggregate(pipeline: pipeline)
        let byDocument = try Pipeline(pipeline).run(documents, context: PipelineContext(store: store, database: "test"))
        #expect(results == byDocument, "pipeline \(pipeline)")
        return results
    }

    /// The columns the stores collection keeps: the columnar join reads `n` and the fields its group reads.
    static func storeColumns(_ store: Store) throws -> Set<String> {
        try #require(try store.snapshot(Namespace(database: "test", collection: "stores"))).columnCache.keptColumnNames
    }

    @Test(
        "keys join by a query's equality: 1, NumberLong(1) and 1.0 alike, -0 and 0, NaN and NaN, null and missing both ways, strings by their bytes; rows in input order, then the stores' natural order"
    )
    func equality() async throws {
        let (store, collection, documents) = try await Self.load()
        let grouped = try await Self.aggregate(
            store, collection, documents,
            [
                Self.join, ["$unwind": "$s"], ["$group": ["_id": "$s.r", "count": ["$sum": .int32(1)], "total": ["$sum": "$p"]]],
            ])
        #expect(
            grouped == [
                // Orders 0, 1 and 2 each join stores 100 and 108, in that order.
                ["_id": "one", "count": .int32(3), "total": .int32(60)],
                ["_id": "one again", "count": .int32(3), "total": .int32(60)],
                ["_id": "text", "count": .int32(1), "total": .int32(40)],
                // Orders 4 (null) and 5 (missing) each join stores 102 (null) and 103 (missing).
                ["_id": "null", "count": .int32(2), "total": .int32(110)],
                ["_id": "missing", "count": .int32(2), "total": .int32(110)],
                ["_id": "true", "count": .int32(1), "total": .int32(70)],
                ["_id": "fraction", "count": .int32(1), "total": .int32(80)],
                ["_id": "zero", "count": .int32(1), "total": .int32(90)],
                ["_id": "nan", "count": .int32(1), "total": .int32(100)],
            ])
        #expect(try Self.storeColumns(store).isSuperset(of: ["n", "r"]), "the join read the stores' columns")
    }

    @Test(
        "a $match before, a group by an order's field, and $avg, $min, $max, $first and $last of the joined store's fields; an order joined twice counts twice")
    func matchAndAccumulators() async throws {
        let (store, collection, documents) = try await Self.load()
        let grouped = try await Self.aggregate(
            store, collection, documents,
            [
                ["$match": ["p": ["$lte": .int32(60)]]], Self.join, ["$unwind": "$s"],
                [
                    "$group": [
                        "_id": "$k", "stores": ["$sum": .int32(1)], "average": ["$avg": "$s._id"], "lowest": ["$min": "$s.r"],
                        "highest": ["$max": "$s._id"], "first": ["$first": "$s.r"], "last": ["$last": "$s._id"],
                    ]
                ],
            ])
        // Orders 0, 1, 2 (k 1, one group) join stores 100 and 108 each; 3 ("1") joins 101;
        // 4 (null) and 5 (missing, a null key) join 102 and 103 each.
        #expect(
            grouped == [
                ["_id": .int32(1), "stores": .int32(6), "average": .double(104), "lowest": "one", "highest": .int64(108), "first": "one", "last": .int64(108)],
                ["_id": "1", "stores": .int32(1), "average": .double(101), "lowest": "text", "highest": .int64(101), "first": "text", "last": .int64(101)],
                [
                    "_id": .null, "stores": .int32(4), "average": .double(102.5), "lowest": "missing", "highest": .int64(103), "first": "null",
                    "last": .int64(103),
                ],
            ])
    }

    @Test("numbered stores (dense integer keys) with repeated numbers and removed stores: each order joins every store of its number still there")
    func numberedStores() async throws {
        // Store i has number i / 2 (two stores a number); orders name numbers 0 to 99.
        let stores: [Document] = (0..<200).map { ["_id": .int64(Int64($0)), "n": .int64(Int64($0 / 2)), "r": .string("region \($0 % 3)")] }
        let orders: [Document] = (0..<300).map { ["_id": .int64(Int64($0)), "k": .int32(Int32($0 % 100)), "p": .double(Double($0) / 4)] }
        let (store, collection, documents) = try await Self.load(orders: orders, stores: stores)
        let stage: [Document] = [Self.join, ["$unwind": "$s"], ["$group": ["_id": "$s.r", "count": ["$sum": .int32(1)], "total": ["$sum": "$p"]]]]
        let grouped = try await Self.aggregate(store, collection, documents, stage)
        // Each of the 300 orders joins 2 stores (600 rows), so each store is joined by 3 orders;
        // regions by store _id mod 3: 67, 67 and 66 stores.
        #expect(grouped.map { $0["count"] } == [.int32(201), .int32(201), .int32(198)])
        #expect(grouped.map { $0["_id"] } == ["region 0", "region 1", "region 2"])
        #expect(try Self.storeColumns(store).isSuperset(of: ["n", "r"]))
        // Stores removed leave vacant slots the join passes over.
        _ = try await MongoClient(store: store).database(named: "test").collection(withName: "stores").deleteManyDocuments(filter: ["_id": ["$lt": .int64(100)]]
        )
        let afterRemoval = try await collection.aggregate(pipeline: stage)
        // Numbers 0 to 49 have no store left: orders k 50 to 99 (150 of them) join 2 stores each.
        #expect(afterRemoval.map { $0["count"]?.int32Value ?? 0 }.reduce(0, +) == 300)
        let storesLeft = try await MongoClient(store: store).database(named: "test").collection(withName: "stores").find(filter: [:])
        #expect(afterRemoval == (try Pipeline(stage).run(documents, context: PipelineContext(store: store, database: "test"))))
        #expect(storesLeft.count == 100)
    }

    @Test("70,000 orders, whose keys are looked up and rows written in two halves on two cores: the rows of the second half follow the first's")
    func largeInput() async throws {
        // Store i has number i / 2 for i below 400 (numbers 0 to 199, two stores each); orders
        // name numbers 0 to 999 in turn, so 14,000 of them join two stores and the rest none.
        let stores: [Document] = (0..<400).map { ["_id": .int64(Int64($0)), "n": .int32(Int32($0 / 2)), "r": .string("r\($0 % 7)")] }
        // Their `_id`s, 100,000 on, clear of the fillers'.
        let orders: [Document] = (0..<70_000).map { ["_id": .int64(Int64(100_000 + $0)), "k": .int64(Int64($0 % 1_000)), "p": .int32(1)] }
        let (store, collection, documents) = try await Self.load(orders: orders, stores: stores)
        let grouped = try await Self.aggregate(
            store, collection, documents,
            [
                Self.join, ["$unwind": "$s"],
                ["$group": ["_id": "$s.r", "count": ["$sum": .int32(1)], "first": ["$first": "$_id"], "last": ["$last": "$_id"]]],
            ])
        #expect(grouped.map { $0["count"]?.int32Value ?? 0 }.reduce(0, +) == 28_000)
        // Order 0 joins stores 0 (r0) and 1 (r1); order 69,199, the last to join, stores 398 (r6) and 399 (r0).
        #expect(grouped.first?["first"] == .int64(100_000) && grouped.first?["last"] == .int64(169_199))
        #expect(try Self.storeColumns(store).isSuperset(of: ["n", "r"]))
    }

    @Test(
        "values only the documents join (arrays in either key, a date), a collation, a view or a missing collection as from, and a dotted as give the same results as the documents"
    )
    func documentsDecide() async throws {
        // An array key joins through each element; an order's array key joins each element's stores.
        let (store, collection, documents) = try await Self.load(
            orders: Self.orders + [["_id": 12, "k": [.int32(1), "1"], "p": .int32(130)], ["_id": 13, "k": Self.date, "p": .int32(140)]],
            stores: Self.stores + [["_id": 110, "n": [.double(2.5), .int32(7)], "r": "array"], ["_id": 111, "n": Self.date, "r": "date"]])
        let grouped = try await Self.aggregate(
            store, collection, documents,
            [
                Self.join, ["$unwind": "$s"], ["$group": ["_id": "$s.r", "count": ["$sum": .int32(1)]]],
            ])
        // Order 12 joins 100, 101 and 108; store 110 joins orders 7 (2.5) and 11 (7).
        let counts = Dictionary(uniqueKeysWithValues: grouped.map { ($0["_id"]!.stringValue!, $0["count"]!) })
        #expect(counts["one"] == .int32(4) && counts["text"] == .int32(2) && counts["array"] == .int32(2) && counts["fraction"] == .int32(1))
        #expect(counts["date"] == .int32(1))

        let database = MongoClient(store: store).database(named: "test")
        _ = try await database.createView("storeView", viewOn: "stores", pipeline: [["$match": ["r": ["$ne": "one"]]]])
        let viaView = try await Self.aggregate(
            store, collection, documents,
            [
                ["$lookup": ["from": "storeView", "localField": "k", "foreignField": "n", "as": "s"]], ["$unwind": "$s"],
                ["$group": ["_id": "$s.r", "count": ["$sum": .int32(1)]]],
            ])
        #expect(!viaView.contains { $0["_id"] == "one" } && viaView.contains { $0["_id"] == "one again" })
        let none = try await Self.aggregate(
            store, collection, documents,
            [
                ["$lookup": ["from": "nowhere", "localField": "k", "foreignField": "n", "as": "s"]], ["$unwind": "$s"],
                ["$group": ["_id": "$s.r", "count": ["$sum": .int32(1)]]],
            ])
        #expect(none == [])
        let dotted = try await Self.aggregate(
            store, collection, documents,
            [
                ["$lookup": ["from": "stores", "localField": "k", "foreignField": "n", "as": "s.t"]], ["$unwind": "$s.t"],
                ["$group": ["_id": "$s.t.r", "count": ["$sum": .int32(1)]]],
            ])
        #expect(dotted == grouped)
        // Under strength 1 "café" and "cafe\u{301}" are one value (Collation manual page).
        let collated = CommandSession(store: store, defaultDatabase: "test").run([
            "aggregate": "orders", "pipeline": [.document(Self.join), ["$unwind": "$s"], ["$group": ["_id": "$s.r", "count": ["$sum": .int32(1)]]]],
            "cursor": [:], "collation": ["locale": "en", "strength": 1],
        ])
        #if canImport(CICU)
            let collatedGroups = collated[path: "cursor.firstBatch"]?.arrayValue ?? []
            #expect(collatedGroups.contains { $0.documentValue?["_id"] == "decomposed" })
        #else
            // The bundled build has no ICU: the collation is refused (238 NotImplemented).
            #expect(collated["code"] == .int32(238))
        #endif
    }
}
