import DocStreamBSON
import Foundation
import Testing

@_spi(RecordStore) @testable import DocStream

/// A collection of the checkpoint larger than the store's `cacheSize` is never read into
/// memory: finds, counts, distinct and aggregations read it a block at a time
/// (`StoredCollection.scan`). Each query here runs on such a store and on the same store
/// opened with room to read the collection, and must give the same answer both ways.
@Suite("Storage: collections too large for the cache read a block at a time", .timeLimit(.minutes(5)))
struct StoredScanTests {
    private static let drinks = try! Namespace(database: "test", collection: "drinks")

    private func isStored(_ store: Store) -> Bool {
        store.state.withLock { $0.storedCollection(Self.drinks) != nil }
    }

    /// 300 drinks (a few blocks) in the checkpoint, then changes by `_id` in the journal: an
    /// update, a delete and an insert; `indexed`: with indexes on size and on tags (multikey,
    /// descending) and price.
    private func makeStore(_ directory: URL, indexed: Bool = false) throws {
        let store = try Store(directory: directory)
        if indexed {
            try store.runRequiringSuccess([
                [
                    "createIndexes": "drinks",
                    "indexes": [
                        ["key": ["size": 1], "name": "size_1"], ["key": ["tags": -1, "price": 1], "name": "tags_-1_price_1"],
                    ],
                ]
            ])
        }
        let sizes = ["short", "tall", "grande"]
        let documents: [BSONValue] = (0..<300).map { number in
            .document([
                "_id": .int32(Int32(number)), "name": .string("drink \(number)"), "size": .string(sizes[number % 3]),
                "price": .double(Double(number % 7) + 0.5), "tags": .array([.string("t\(number % 4)"), .string("t\(number % 5)")]),
                "padding": .string(String(repeating: "x", count: 200)),
            ])
        }
        try store.runRequiringSuccess([["insert": "drinks", "documents": .array(documents)]])
        try store.checkpoint()
        try store.runRequiringSuccess([
            ["update": "drinks", "updates": [["q": ["_id": 5], "u": ["$set": ["size": "venti", "price": 9.5]]]]],
            ["delete": "drinks", "deletes": [["q": ["_id": 6], "limit": 1]]],
            ["insert": "drinks", "documents": [["_id": 1000, "name": "drink 1000", "size": "tall", "price": 3.5, "tags": ["t0"]]]],
        ])
    }

    private static let queries: [Document] = [
        ["find": "drinks", "filter": ["size": "tall"], "batchSize": 1000],
        ["find": "drinks", "filter": ["price": ["$gt": 5]], "sort": ["price": -1, "_id": 1], "skip": 3, "limit": 10],
        ["find": "drinks", "filter": ["tags": "t3"], "projection": ["name": 1, "_id": 0], "limit": 7],
        ["find": "drinks", "sort": ["$natural": -1], "limit": 5],
        ["find": "drinks", "filter": ["_id": ["$in": [5, 6, 1000]]]],
        ["count": "drinks", "query": ["size": ["$in": ["short", "venti"]]]],
        ["count": "drinks", "query": ["size": "tall"], "skip": 2, "limit": 40],
        ["distinct": "drinks", "key": "tags", "query": ["price": ["$lt": 2]]],
        [
            "aggregate": "drinks", "pipeline": [["$group": ["_id": "$size", "drinks": ["$sum": 1], "average": ["$avg": "$price"]]], ["$sort": ["_id": 1]]],
            "cursor": [:],
        ],
        ["aggregate": "drinks", "pipeline": [["$unwind": "$tags"], ["$sortByCount": "$tags"]], "cursor": [:]],
        ["aggregate": "drinks", "pipeline": [["$match": ["size": "venti"]], ["$project": ["name": 1]]], "cursor": [:]],
    ]

    @Test("finds, counts, distinct and aggregations agree with the collection read into memory, with the changes since the checkpoint, and leave it unread")
    func agreesWithMemory() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        var streamed: [Document] = []
        do {
            let store = try Store(directory: directory.url, cacheSize: 1)
            let session = CommandSession(store: store)
            for query in Self.queries {
                let reply = session.run(query)
                #expect(reply["ok"] == .double(1), "\(query): \(reply)")
                streamed.append(reply)
            }
            #expect(isStored(store))
            // explain plans without reading it either.
            let explained = session.run(["explain": ["find": "drinks", "filter": ["size": "tall"]], "verbosity": "queryPlanner"])
            #expect(explained["ok"] == .double(1), "\(explained)")
            #expect(isStored(store))
        }
        let store = try Store(directory: directory.url)
        let session = CommandSession(store: store)
        for (query, reply) in zip(Self.queries, streamed) {
            let read = session.run(query)
            #expect(Self.results(of: read) == Self.results(of: reply), "\(query)")
            #expect(!Self.results(of: read).isEmpty, "\(query)")
        }
        #expect(store.state.withLock { $0.storedCollection(Self.drinks)?.isRead } == true)
    }

    /// The `_id`s of a find or getMore reply's batch, and its cursor id.
    private static func batch(_ reply: Document) -> (ids: [Int], cursor: Int64?) {
        let cursor = reply["cursor"]?.documentValue
        let documents = (cursor?["firstBatch"] ?? cursor?["nextBatch"])?.arrayValue ?? []
        return (documents.compactMap { $0.documentValue?["_id"]?.integerValue.map(Int.init) }, cursor?["id"]?.integerValue)
    }

    @Test("a find in natural order reads a block at a time as its batches are asked for, from the version it began with, and holds no more")
    func naturalOrderCursor() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let store = try Store(directory: directory.url, cacheSize: 1)
        let session = CommandSession(store: store)
        // The checkpoint's 300 drinks in order, less the one deleted since, then the one inserted since.
        let expected = (0..<300).filter { $0 != 6 } + [1000]
        let first = Self.batch(session.run(["find": "drinks", "batchSize": 10]))
        #expect(first.ids == Array(expected[..<10]))
        let id = try #require(first.cursor)
        // The ten results and the one read ahead to know the cursor is not exhausted (the
        // manual's getMore page: later documents are read by getMore).
        #expect(try #require(session.cursors.results(id)).documentsExamined == 11)
        // Writes after the find: the cursor reads the version the find began with.
        try store.runRequiringSuccess([
            ["delete": "drinks", "deletes": [["q": ["_id": 20], "limit": 1]]],
            ["update": "drinks", "updates": [["q": ["_id": 30], "u": ["$set": ["name": "changed"]]]]],
            ["insert": "drinks", "documents": [["_id": 2000]]],
        ])
        let second = session.run(["getMore": .int64(id), "collection": "drinks", "batchSize": 50])
        #expect(Self.batch(second).ids == Array(expected[10..<60]))
        #expect(try #require(session.cursors.results(id)).documentsExamined == 61)
        #expect(second[path: "cursor.nextBatch.19"]?.documentValue?["_id"] == .int32(30))
        #expect(second[path: "cursor.nextBatch.19.name"] == .string("drink 30"))
        let rest = Self.batch(session.run(["getMore": .int64(id), "collection": "drinks"]))
        #expect(first.ids + Self.batch(second).ids + rest.ids == expected)
        #expect(rest.cursor == 0)
        #expect(isStored(store))
        // Skip, limit, filter and projection as results are asked for.
        let page = session.run(["find": "drinks", "filter": ["size": "tall"], "projection": ["size": 1], "skip": 2, "limit": 3, "batchSize": 2])
        #expect(Self.batch(page).ids == [7, 10])
        #expect(page[path: "cursor.firstBatch.0"] == .document(["_id": .int32(7), "size": "tall"]))
        let last = Self.batch(session.run(["getMore": .int64(try #require(Self.batch(page).cursor)), "collection": "drinks"]))
        #expect(last.ids == [13])
        #expect(last.cursor == 0)
    }

    @Test("a follower reads a collection larger than its cache a block at a time; with the default cache it reads it into memory")
    func followerCache() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let streaming = try Store(following: directory.url, cacheSize: 1)
        let first = Self.batch(try streaming.runRequiringSuccess([["find": "drinks", "batchSize": 10]]))
        #expect(first.ids == [0, 1, 2, 3, 4, 5, 7, 8, 9, 10])
        #expect(try streaming.runRequiringSuccess([["count": "drinks", "query": ["size": "tall"]]])["n"] == .int32(101))
        #expect(isStored(streaming))
        #expect(streaming.state.withLock { $0.storedCollection(Self.drinks)?.isRead } == false)
        let reading = try Store(following: directory.url)
        #expect(Self.batch(try reading.runRequiringSuccess([["find": "drinks", "batchSize": 10]])).ids == first.ids)
        #expect(reading.state.withLock { $0.storedCollection(Self.drinks)?.isRead } == true)
    }

    @Test(
        "finds and counts with equalities on an indexed field read the record store's index and the changes since, not the collection, and agree with it read into memory"
    )
    func indexedEqualities() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url, indexed: true)
        // After the checkpoint: a drink becomes tall, a tall one becomes short, a tall one goes.
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["update": "drinks", "updates": [["q": ["_id": 3], "u": ["$set": ["size": "tall", "tags": ["t9"]]]]]],
                ["update": "drinks", "updates": [["q": ["_id": 4], "u": ["$set": ["size": "short"]]]]],
                ["delete": "drinks", "deletes": [["q": ["_id": 7], "limit": 1]]],
            ])
        }
        let queries: [Document] = [
            ["find": "drinks", "filter": ["size": "tall"], "batchSize": 1000],
            ["find": "drinks", "filter": ["size": ["$in": ["venti", "short"]], "price": ["$lt": 2]], "sort": ["_id": -1], "limit": 5],
            ["find": "drinks", "filter": ["tags": ["$eq": "t9"]]],
            ["find": "drinks", "filter": ["tags": "t3", "size": "grande"], "projection": ["_id": 1], "sort": ["_id": 1]],
            ["find": "drinks", "filter": ["tags": ["$in": ["t0", "t9"]], "price": ["$in": [3.5, 1.5]]]],
            ["find": "drinks", "filter": ["_id": ["$in": [1000, 4, 2, 3, 4]], "size": ["$ne": "grande"]]],
            ["count": "drinks", "query": ["size": "tall"]],
            ["count": "drinks", "query": ["size": "short"], "skip": 10, "limit": 200],
            ["distinct": "drinks", "key": "size", "query": ["tags": "t1"]],
            // Ranges: on the first field, ascending and descending, each bound inclusive or not;
            // after a field fixed; two bounds.
            ["find": "drinks", "filter": ["size": ["$gt": "short"]], "batchSize": 1000],
            ["find": "drinks", "filter": ["size": ["$lte": "grande"]], "batchSize": 1000],
            ["count": "drinks", "query": ["tags": ["$gte": "t3"]]],
            ["find": "drinks", "filter": ["tags": ["$lt": "t1"], "price": ["$gt": 6]]],
            ["find": "drinks", "filter": ["tags": "t3", "price": ["$lt": 2]], "sort": ["price": 1, "_id": -1]],
            ["find": "drinks", "filter": ["tags": "t2", "price": ["$gte": 5.5, "$lte": 6.5]]],
            ["find": "drinks", "filter": ["size": ["$gt": "grande", "$lt": "tall"]], "batchSize": 1000],
            // A leading $match, with and without a $sort after it.
            ["aggregate": "drinks", "pipeline": [["$match": ["tags": ["$in": ["t9", "t4"]]]], ["$project": ["price": 1]]], "cursor": ["batchSize": 1000]],
            ["aggregate": "drinks", "pipeline": [["$match": ["size": "tall"]], ["$sort": ["price": -1]], ["$limit": 7]], "cursor": [:]],
            [
                "aggregate": "drinks",
                "pipeline": [["$match": ["size": ["$lt": "tall"]]], ["$group": ["_id": "$size", "n": ["$sum": 1]]], ["$sort": ["_id": 1]]], "cursor": [:],
            ],
        ]
        var streamed: [Document] = []
        do {
            let store = try Store(directory: directory.url, cacheSize: 1)
            let session = CommandSession(store: store)
            for query in queries {
                let reply = session.run(query)
                #expect(reply["ok"] == .double(1), "\(query): \(reply)")
                streamed.append(reply)
            }
            // Of the 300 drinks one in three was tall: 100, less _id 4 and _id 7, with _id 3
            // and _id 1000 (the journal's insert).
            #expect(streamed[6]["n"] == .int32(100), "\(streamed[6])")
            #expect(Self.results(of: streamed[2]).compactMap { $0.documentValue?["_id"] } == [.int32(3)])
            // The index's 100 tall drinks at the checkpoint and the 5 changed since: not 300.
            let explained = session.run(["explain": ["find": "drinks", "filter": ["size": "tall"]], "verbosity": "executionStats"])
            #expect(explained[path: "queryPlanner.winningPlan.inputStage.stage"] == "IXSCAN", "\(explained)")
            #expect((explained[path: "executionStats.totalDocsExamined"]?.int32Value).map { $0 <= 105 } ?? false, "\(explained)")
            #expect(explained[path: "executionStats.nReturned"] == .int32(100), "\(explained)")
            // Compound keys fixed on both fields, and _ids with another condition: only their documents.
            for (filter, examined) in [(queries[4]["filter"]!, 60), (queries[5]["filter"]!, 4), (queries[14]["filter"]!, 60), (queries[15]["filter"]!, 210)] {
                let explained = session.run(["explain": ["find": "drinks", "filter": filter], "verbosity": "executionStats"])
                #expect((explained[path: "executionStats.totalDocsExamined"]?.int32Value).map { $0 <= examined } ?? false, "\(filter): \(explained)")
            }
            #expect(isStored(store))
        }
        let store = try Store(directory: directory.url)
        let session = CommandSession(store: store)
        for (query, reply) in zip(queries, streamed) {
            let read = session.run(query)
            #expect(Self.results(of: read) == Self.results(of: reply), "\(query)")
            #expect(!Self.results(of: read).isEmpty, "\(query)")
        }
    }

    @Test(
        "createIndexes and dropIndexes leave it unread: an index is built into the data file from the documents, with the changes since checked; duplicates are 11000 and change nothing; the index serves unique checks and equalities, after a restart and a checkpoint too"
    )
    func indexChangesWithoutReading() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        do {
            // Two drinks sharing a name, in the checkpoint.
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 2001, "name": "twin"], ["_id": 2002, "name": "twin"]]]])
            try store.checkpoint()
        }
        let uniqueName: Document = ["createIndexes": "drinks", "indexes": [["key": ["name": 1], "name": "name_1", "unique": true]]]
        /// The names of the collection's indexes.
        func indexNames(_ session: CommandSession) -> [BSONValue] {
            session.run(["listIndexes": "drinks"])[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["name"] } ?? []
        }
        do {
            let store = try Store(directory: directory.url, cacheSize: 1)
            let session = CommandSession(store: store)
            // Sizes repeat in the checkpoint's drinks, and so do the twins' names.
            for index in [["createIndexes": "drinks", "indexes": [["key": ["size": 1], "name": "size_1", "unique": true]]], uniqueName] {
                let reply = session.run(index)
                #expect(reply["code"] == .int32(11000), "\(reply)")
                #expect(
                    reply["errmsg"]?.stringValue?.hasPrefix("Index build failed: collection test.drinks :: caused by :: E11000 duplicate key error") == true,
                    "\(reply)")
            }
            #expect(indexNames(session) == ["_id_"])
            // One twin renamed since; a duplicate made since instead, then undone.
            try store.runRequiringSuccess([["update": "drinks", "updates": [["q": ["_id": 2002], "u": ["$set": ["name": "twin 2"]]]]]])
            try store.runRequiringSuccess([["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["name": "drink 7"]]]]]])
            #expect(session.run(uniqueName)["code"] == .int32(11000))
            try store.runRequiringSuccess([["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["name": "drink 1"]]]]]])
            let created = session.run(uniqueName)
            #expect(created["ok"] == .double(1) && created["numIndexesAfter"] == .int32(2), "\(created)")
            #expect(indexNames(session) == ["_id_", "name_1"])
            let duplicate = session.run(["insert": "drinks", "documents": [["_id": 3000, "name": "drink 8"]]])
            #expect(duplicate[path: "writeErrors.0.code"] == .int32(11000), "\(duplicate)")
            // drink 6 was deleted after the checkpoint: its name is free.
            #expect(session.run(["insert": "drinks", "documents": [["_id": 3001, "name": "drink 6"]]])["n"] == .int32(1))
            let explained = session.run(["explain": ["find": "drinks", "filter": ["name": "twin"]], "verbosity": "executionStats"])
            #expect(explained[path: "executionStats.totalDocsExamined"].flatMap(\.int32Value).map { $0 < 20 } ?? false, "\(explained)")
            #expect(explained[path: "executionStats.nReturned"] == .int32(1), "\(explained)")
            #expect(isStored(store))
        }
        for round in 0..<2 {
            let store = try Store(directory: directory.url, cacheSize: 1)
            let session = CommandSession(store: store)
            #expect(indexNames(session) == ["_id_", "name_1"], "round \(round)")
            let duplicate = session.run(["insert": "drinks", "documents": [["_id": 3000, "name": "drink 6"]]])
            #expect(duplicate[path: "writeErrors.0.code"] == .int32(11000), "round \(round): \(duplicate)")
            #expect(isStored(store), "round \(round)")
            if round == 0 { try store.checkpoint() }
        }
        do {
            let store = try Store(directory: directory.url, cacheSize: 1)
            let session = CommandSession(store: store)
            #expect(session.run(["dropIndexes": "drinks", "index": "name_1"])["ok"] == .double(1))
            #expect(isStored(store))
            #expect(indexNames(session) == ["_id_"])
            #expect(session.run(["insert": "drinks", "documents": [["_id": 3000, "name": "drink 6"]]])["n"] == .int32(1))
            #expect(isStored(store))
            try store.checkpoint()
        }
        #expect(indexNames(CommandSession(store: try Store(directory: directory.url, cacheSize: 1))) == ["_id_"])
    }

    @Test(
        "updates and deletes with other filters change it a batch of matches at a time, as they change it read into memory, and leave it unread; with indexes, the matches of equalities on them come from the record store's index",
        arguments: [false, true])
    func writesInBatches(indexed: Bool) throws {
        let streamedDirectory = try TemporaryDirectory()
        let readDirectory = try TemporaryDirectory()
        try makeStore(streamedDirectory.url, indexed: indexed)
        try FileManager.default.removeItem(at: readDirectory.url)
        try FileManager.default.copyItem(at: streamedDirectory.url, to: readDirectory.url)
        try FileManager.default.removeItem(at: readDirectory.url.appendingPathComponent("store.lock"))
        let writes: [Document] = [
            // 100 matches: two batches of a window each.
            ["update": "drinks", "updates": [["q": ["size": "tall"], "u": ["$inc": ["price": 10]], "multi": true]]],
            ["update": "drinks", "updates": [["q": ["name": "drink 10"], "u": ["$set": ["size": "small"]]]]],
            ["update": "drinks", "updates": [["q": ["name": "drink 2000"], "u": ["$set": ["size": "small"]], "upsert": true]]],
            ["update": "drinks", "updates": [["q": ["name": "nothing"], "u": ["$set": ["size": "small"]]]]],
            ["delete": "drinks", "deletes": [["q": ["size": "short", "price": ["$lt": 3]], "limit": 0]]],
            ["delete": "drinks", "deletes": [["q": ["size": "grande"], "limit": 1]]],
            ["findAndModify": "drinks", "query": ["size": "venti"], "remove": true],
            ["findAndModify": "drinks", "query": ["price": ["$gt": 15]], "update": ["$set": ["size": "huge"]], "new": true],
            // With a sort: the first in its order, of equal prices the first in natural order.
            ["findAndModify": "drinks", "query": ["size": "short"], "sort": ["price": -1], "remove": true],
            ["findAndModify": "drinks", "query": ["size": "grande"], "sort": ["price": 1, "name": -1], "update": ["$set": ["size": "sorted"]]],
            ["update": "drinks", "updates": [["q": ["tags": "t1"], "u": ["$set": ["size": "sorted too"]], "sort": ["price": -1]]]],
            ["findAndModify": "drinks", "query": ["size": "none"], "sort": ["price": 1], "remove": true],
            [
                "findAndModify": "drinks", "query": ["_id": 5000, "size": "none"], "sort": ["price": 1], "update": ["$set": ["price": 1.5]], "upsert": true,
                "new": true,
            ],
        ]
        var streamedReplies: [Document] = []
        var streamedDocuments: [Document] = []
        do {
            let store = try Store(directory: streamedDirectory.url, cacheSize: 1)
            let session = CommandSession(store: store)
            for write in writes { streamedReplies.append(session.run(write)) }
            #expect(isStored(store))
            streamedDocuments = try Self.documents(in: store)
            #expect(isStored(store))
        }
        let store = try Store(directory: readDirectory.url)
        let session = CommandSession(store: store)
        for (write, streamed) in zip(writes, streamedReplies) {
            var reply = session.run(write)
            #expect(reply["ok"] == .double(1), "\(write): \(reply)")
            // An upsert's new ObjectId differs between the stores.
            reply["upserted"] = nil
            var streamed = streamed
            streamed["upserted"] = nil
            #expect(reply == streamed, "\(write)")
        }
        let read = try Self.documents(in: store)
        #expect(read.map { $0.removingUpsertedID() } == streamedDocuments.map { $0.removingUpsertedID() })
        #expect(read.count > 150, "\(read.count)")
        // And the batches' changes are in the journal: the streamed store reopens with them.
        #expect(try Self.documents(in: try Store(directory: streamedDirectory.url, cacheSize: 1)) == streamedDocuments)
    }

    /// Every document, in natural order.
    private static func documents(in store: Store) throws -> [Document] {
        let reply = try store.runRequiringSuccess([["find": "drinks", "batchSize": 10_000]])
        return try #require(reply[path: "cursor.firstBatch"]?.arrayValue).compactMap(\.documentValue)
    }

    /// A reply's results: a cursor's first batch, a count's n, distinct's values.
    private static func results(of reply: Document) -> [BSONValue] {
        if let batch = reply[path: "cursor.firstBatch"]?.arrayValue { return batch }
        if let values = reply["values"]?.arrayValue { return values }
        return reply["n"].map { [$0] } ?? []
    }

    @Test("a cursor over such a collection hands out every document across getMore, the changes included")
    func cursorAcrossBatches() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let store = try Store(directory: directory.url, cacheSize: 1)
        let session = CommandSession(store: store)
        var reply = session.run(["find": "drinks", "batchSize": 101])
        var ids = reply[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"] } ?? []
        while let cursor = reply[path: "cursor.id"], cursor != .int64(0) {
            reply = session.run(["getMore": cursor, "collection": "drinks", "batchSize": 101])
            ids += reply[path: "cursor.nextBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"] } ?? []
        }
        // Natural order: the checkpoint's documents, the deleted one left out, then the insert.
        let expected: [BSONValue] = (0..<300).filter { $0 != 6 }.map { .int32(Int32($0)) } + [1000]
        #expect(ids == expected)
        #expect(isStored(store))
    }

    @Test("a damaged block fails the find or aggregation that reaches it (DataCorruptionDetected), never a shorter answer")
    func damagedBlock() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let number: RecordStore.Number
        do {
            let store = try Store(directory: directory.url)
            let uuid = try #require(store.outline(Self.drinks)?.uuid)
            let data = try #require(try StoreData.open(StoreFiles(directory: directory.url), create: false))
            number = try #require(data.storageNumber(of: uuid))
        }
        do {
            let data = try #require(try StoreData.open(StoreFiles(directory: directory.url), create: false))
            let records = data.recordStore(number, of: Self.drinks)
            // The second block: the scan reads the first, then fails.
            var keys: [UInt64] = []
            try data.environment.read { transaction throws(DocStreamError) in
                try records.forEachBlock(in: transaction) { key in keys.append(key) }
            }
            try #require(keys.count >= 2, "\(keys)")
            try data.environment.write { transaction throws(DocStreamError) in
                try transaction.put([1, 2, 3], for: records.key(keys[1]), in: records.blocks)
            }
        }
        let store = try Store(directory: directory.url, cacheSize: 1)
        let session = CommandSession(store: store)
        for query: Document in [
            ["find": "drinks", "filter": ["size": "tall"]], ["count": "drinks", "query": ["size": "tall"]],
            ["aggregate": "drinks", "pipeline": [["$group": ["_id": "$size", "n": ["$sum": 1]]]], "cursor": [:]],
        ] {
            let reply = session.run(query)
            #expect(reply["codeName"] == "DataCorruptionDetected", "\(query): \(reply)")
            #expect(reply["errmsg"]?.stringValue?.contains("record block") == true, "\(reply)")
        }
        // What does not reach the block still answers.
        let found = session.run(["find": "drinks", "filter": ["_id": 1000]])
        #expect(found[path: "cursor.firstBatch.0.name"] == "drink 1000", "\(found)")
    }
}

extension Document {
    /// The document without its `_id` when that is an ObjectId (one an upsert made).
    fileprivate func removingUpsertedID() -> Document {
        guard case .objectId = self["_id"] else { return self }
        var document = self
        document["_id"] = nil
        return document
    }
}
