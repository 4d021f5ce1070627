import DocStreamBSON
import Foundation
import Testing

@_spi(RecordStore) @testable import DocStream

/// Writes that name their documents by `_id` (inserts, and updates, replacements, upserts,
/// deletes and findAndModify with an `{_id: value}` filter) change a collection not read yet
/// without reading it: the changes are kept beside the checkpoint's documents, which finds by
/// `_id`, `_id` ranges, counts and a read of the whole collection combine, and a checkpoint
/// writes them into the record store.
@Suite("Storage: writes by _id to collections not read yet", .timeLimit(.minutes(5)))
struct StoredWriteTests {
    private static let drinks = try! Namespace(database: "test", collection: "drinks")

    private func isStored(_ store: Store) -> Bool {
        store.state.withLock { $0.storedCollection(Self.drinks) != nil }
    }

    private func documents(_ reply: Document) throws -> [Document] {
        try #require(reply[path: "cursor.firstBatch"]?.arrayValue, "\(reply)").compactMap(\.documentValue)
    }

    private func find(_ store: Store, _ filter: Document = [:]) throws -> [Document] {
        try documents(try store.runRequiringSuccess([["find": "drinks", "filter": .document(filter), "sort": ["_id": 1]]]))
    }

    /// A store with `drinks` (three documents and an index on name, not unique) in its checkpoint.
    private func makeStore(_ directory: URL, uniqueName: Bool = false) throws {
        let store = try Store(directory: directory)
        try store.runRequiringSuccess([
            ["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"], ["_id": 3, "name": "Cortado"]]],
            ["createIndexes": "drinks", "indexes": [["key": ["name": 1], "name": "name_1", "unique": .bool(uniqueName)]]],
        ])
        try store.checkpoint()
    }

    @Test(
        "inserts, updates, replacements, upserts, deletes and findAndModify by _id leave the collection unread; finds, counts and a full read see them, after a restart and a checkpoint too"
    )
    func writesByID() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let expected: [Document] = [
            ["_id": 1, "name": "Mocha", "size": "tall"], ["_id": 2, "name": "Latte Macchiato"], ["_id": 4, "name": "Ristretto", "shots": 1],
            ["_id": 9, "name": "Americano"],
        ]
        do {
            let store = try Store(directory: directory.url)
            let session = CommandSession(store: store)
            #expect(session.run(["insert": "drinks", "documents": [["_id": 4, "name": "Ristretto"]]])["n"] == .int32(1))
            #expect(session.run(["insert": "drinks", "documents": [["name": "Flat White"]]])["n"] == .int32(1))
            let update = session.run(["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["size": "tall"]]]]])
            #expect(update["n"] == .int32(1) && update["nModified"] == .int32(1), "\(update)")
            let replace = session.run(["update": "drinks", "updates": [["q": ["_id": 2], "u": ["_id": 2, "name": "Latte Macchiato"]]]])
            #expect(replace["nModified"] == .int32(1), "\(replace)")
            let upsert = session.run(["update": "drinks", "updates": [["q": ["_id": 9], "u": ["$set": ["name": "Americano"]], "upsert": true]]])
            #expect(upsert[path: "upserted.0._id"] == 9, "\(upsert)")
            #expect(session.run(["delete": "drinks", "deletes": [["q": ["_id": 3], "limit": 1]]])["n"] == .int32(1))
            let modified = session.run(["findAndModify": "drinks", "query": ["_id": 4], "update": ["$inc": ["shots": 1]], "new": true])
            #expect(modified["value"] == ["_id": 4, "name": "Ristretto", "shots": 1], "\(modified)")
            // Nothing changed: no new version, and no error.
            #expect(session.run(["delete": "drinks", "deletes": [["q": ["_id": 30], "limit": 1]]])["n"] == .int32(0))
            #expect(isStored(store))

            #expect(try store.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(5))
            #expect(try find(store, ["_id": 1]) == [expected[0]])
            #expect(try find(store, ["_id": 3]) == [])
            #expect(try find(store, ["_id": ["$gte": 2, "$lte": 9]]) == Array(expected[1...]))
            #expect(isStored(store))
            // Read whole: the checkpoint's documents in their order, then those inserted, in theirs.
            let natural = try documents(try store.runRequiringSuccess([["find": "drinks"]]))
            #expect(natural.compactMap { $0["name"]?.stringValue } == ["Mocha", "Latte Macchiato", "Ristretto", "Flat White", "Americano"])
        }
        // From the journal, then from a checkpoint of the changes, then from the record store.
        for round in 0..<3 {
            let store = try Store(directory: directory.url)
            #expect(isStored(store), "round \(round)")
            #expect(try store.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(5), "round \(round)")
            #expect(try find(store, ["_id": ["$lte": 9]]) == expected, "round \(round)")
            #expect(try find(store, ["name": "Flat White"]).count == 1, "round \(round)")
            if round == 0 { try store.checkpoint() }
        }
    }

    @Test(
        "an _id deleted and inserted again, and a document changed across several checkpoints, read back as written, from the journal and from the record store"
    )
    func changesAcrossCheckpoints() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["delete": "drinks", "deletes": [["q": ["_id": 2], "limit": 1]]],
                ["insert": "drinks", "documents": [["_id": 2, "name": "Flat White"]]],
                ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$inc": ["shots": 1]]]]],
            ])
            try store.checkpoint()
            try store.runRequiringSuccess([["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$inc": ["shots": 1]]]]]])
            try store.checkpoint()
            try store.runRequiringSuccess([
                ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$inc": ["shots": 1]]]]],
                ["delete": "drinks", "deletes": [["q": ["_id": 3], "limit": 1]]],
            ])
            #expect(isStored(store))
            #expect(try find(store) == [["_id": 1, "name": "Mocha", "shots": 3], ["_id": 2, "name": "Flat White"]])
        }
        for round in 0..<2 {
            let store = try Store(directory: directory.url)
            #expect(try store.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(2), "round \(round)")
            #expect(try find(store, ["_id": ["$gte": 1]]) == [["_id": 1, "name": "Mocha", "shots": 3], ["_id": 2, "name": "Flat White"]])
            // The reinserted document comes after the checkpoint's, as it would in memory.
            let natural = try documents(try store.runRequiringSuccess([["find": "drinks"]]))
            #expect(natural.compactMap { $0["_id"] } == [1, 2], "round \(round)")
            if round == 0 { try store.checkpoint() }
        }
    }

    @Test("a duplicate _id is refused as MongoDB refuses it (11000): an ordered batch keeps the documents before it, and the collection stays unread")
    func duplicateID() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let store = try Store(directory: directory.url)
        let session = CommandSession(store: store)
        let reply = session.run(["insert": "drinks", "documents": [["_id": 5, "name": "Doppio"], ["_id": 1, "name": "Again"], ["_id": 6, "name": "Lungo"]]])
        #expect(reply["n"] == .int32(1), "\(reply)")
        #expect(reply[path: "writeErrors.0.index"] == .int32(1))
        #expect(reply[path: "writeErrors.0.code"] == .int32(11000))
        #expect(isStored(store))
        #expect(try find(store).compactMap { $0["name"]?.stringValue } == ["Mocha", "Latte", "Cortado", "Doppio"])
        // An update that would change a document's _id is refused (66 ImmutableField), changing nothing.
        let upsert = session.run(["update": "drinks", "updates": [["q": ["_id": 2], "u": ["$set": ["_id": 1]]]]])
        #expect(upsert[path: "writeErrors.0.code"] == .int32(66), "\(upsert)")
        #expect(try find(store, ["_id": 2]) == [["_id": 2, "name": "Latte"]])
    }

    @Test(
        "with a unique index besides _id's, writes by _id leave the collection unread: a key the checkpoint's documents or the changes since hold is 11000 at its document, a key freed since is taken; after a restart and checkpoints too"
    )
    func uniqueIndexWithoutReading() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url, uniqueName: true)
        /// The code of the first write error, and its index in the batch.
        func writeError(_ reply: Document) -> (code: BSONValue?, index: BSONValue?) {
            (reply[path: "writeErrors.0.code"], reply[path: "writeErrors.0.index"])
        }
        let expected: [Document] = [
            ["_id": 1, "name": "Mocha", "size": "tall"], ["_id": 3, "name": "Cortado Doble"], ["_id": 4, "name": "Ristretto"],
            ["_id": 7, "name": "Cortado"],
        ]
        do {
            let store = try Store(directory: directory.url)
            let session = CommandSession(store: store)
            // Ordered: the document before the duplicate goes in, the one after does not.
            let insert = session.run([
                "insert": "drinks", "documents": [["_id": 4, "name": "Ristretto"], ["_id": 5, "name": "Mocha"], ["_id": 6, "name": "Lungo"]],
            ])
            #expect(insert["n"] == .int32(1) && writeError(insert) == (.int32(11000), .int32(1)), "\(insert)")
            #expect(insert[path: "writeErrors.0.errmsg"]?.stringValue?.hasSuffix("index: name_1 dup key: { name: \"Mocha\" }") == true, "\(insert)")
            // A key a change since the checkpoint made.
            let update = session.run(["update": "drinks", "updates": [["q": ["_id": 2], "u": ["$set": ["name": "Ristretto"]]]]])
            #expect(writeError(update).code == .int32(11000), "\(update)")
            let upsert = session.run(["update": "drinks", "updates": [["q": ["_id": 8], "u": ["$set": ["name": "Latte"]], "upsert": true]]])
            #expect(writeError(upsert).code == .int32(11000), "\(upsert)")
            let modify = session.run(["findAndModify": "drinks", "query": ["_id": 1], "update": ["$set": ["name": "Latte"]]])
            #expect(modify["code"] == .int32(11000), "\(modify)")
            // Keys freed since: Cortado renamed, Latte deleted; a document keeps its own key.
            #expect(session.run(["update": "drinks", "updates": [["q": ["_id": 3], "u": ["$set": ["name": "Cortado Doble"]]]]])["nModified"] == .int32(1))
            #expect(session.run(["insert": "drinks", "documents": [["_id": 7, "name": "Cortado"]]])["n"] == .int32(1))
            #expect(session.run(["delete": "drinks", "deletes": [["q": ["_id": 2], "limit": 1]]])["n"] == .int32(1))
            #expect(session.run(["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["size": "tall"]]]]])["nModified"] == .int32(1))
            #expect(isStored(store))
            #expect(try find(store) == expected)
        }
        // From the journal, then from a checkpoint of the changes, then from the record store.
        for round in 0..<3 {
            let store = try Store(directory: directory.url)
            let session = CommandSession(store: store)
            for name in ["Mocha", "Cortado Doble", "Ristretto", "Cortado"] {
                let reply = session.run(["insert": "drinks", "documents": [["_id": 10, "name": .string(name)]]])
                #expect(writeError(reply).code == .int32(11000), "round \(round): \(name) \(reply)")
            }
            #expect(isStored(store), "round \(round)")
            #expect(try find(store) == expected, "round \(round)")
            if round == 0 { try store.checkpoint() }
        }
        // Latte, freed before the checkpoint, is taken from the record store's index too.
        let store = try Store(directory: directory.url)
        #expect(CommandSession(store: store).run(["insert": "drinks", "documents": [["_id": 2, "name": "Latte"]]])["n"] == .int32(1))
        #expect(isStored(store))
    }

    @Test(
        "a unique index the record store cannot keep (a key longer than an LMDB key) makes a write read the collection, which enforces it; one dropped while a write runs is checked against the documents read a block at a time"
    )
    func uniqueIndexNotKept() throws {
        let directory = try TemporaryDirectory()
        let long = String(repeating: "Espresso ", count: 70)
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"], ["_id": 2, "name": .string(long)]]],
                ["createIndexes": "drinks", "indexes": [["key": ["name": 1], "name": "name_1", "unique": true]]],
            ])
            try store.checkpoint()
        }
        do {
            let store = try Store(directory: directory.url)
            let reply = CommandSession(store: store).run(["insert": "drinks", "documents": [["_id": 3, "name": .string(long)]]])
            #expect(reply[path: "writeErrors.0.code"] == .int32(11000), "\(reply)")
            #expect(!isStored(store))
            #expect(try find(store).count == 2)
        }
        // Kept, then dropped from the record store after the window was made.
        let second = try TemporaryDirectory()
        try makeStore(second.url, uniqueName: true)
        let store = try Store(directory: second.url)
        let stored = try #require(store.state.withLock { $0.storedCollection(Self.drinks) })
        var window = try #require(try stored.window(touching: [.int32(7)], Self.drinks))
        let data = try #require(try StoreData.open(StoreFiles(directory: second.url), create: false))
        let records = data.recordStore(stored.storage, of: Self.drinks)
        try data.environment.write { transaction throws(DocStreamError) in try records.keepIndexes([], in: transaction) }
        window.beginWrite()
        #expect(throws: DocStreamError.self) { try window.insert(["_id": 7, "name": "Latte"], namespace: Self.drinks) }
        _ = try window.insert(["_id": 7, "name": "Americano"], namespace: Self.drinks)
        #expect(window.count == 1)
    }

    @Test("a transaction that began before writes by _id and their checkpoint sees the collection as of its start")
    func transactionAcrossCheckpoint() async throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        do {
            let store = try Store(directory: directory.url)
            let client = MongoClient(store: store)
            let coffee = client.database(named: "test").collection(withName: "drinks")
            let session = client.startSession()
            try session.startTransaction()
            // The transaction's first statement takes its snapshot; reading `drinks` in it would
            // read the collection, for the writes after as well.
            #expect(try await client.database(named: "test").collection(withName: "orders").count(filter: [:], session: session) == 0)
            // The version the snapshot holds.
            let snapshotVersion = try #require(store.state.withLock { $0.storedCollection(Self.drinks) })
            _ = try await coffee.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "tall"]])
            _ = try await coffee.deleteOneDocument(filter: ["_id": 2])
            _ = try await coffee.insertOne(["_id": 8, "name": "Cappuccino"])
            #expect(isStored(store))
            // The checkpoint writes the changes into the record store the transaction reads.
            try store.checkpoint()
            // Finds by `_id` and `_id` ranges read the snapshot's version without reading it.
            #expect(try await coffee.find(filter: ["_id": 2], session: session) == [["_id": 2, "name": "Latte"]])
            #expect(try await coffee.find(filter: ["_id": 8], session: session) == [])
            #expect(try await coffee.find(filter: ["_id": ["$gte": 1]], session: session).compactMap { $0["_id"] } == [1, 2, 3])
            #expect(try await coffee.count(filter: [:], session: session) == 3)
            #expect(!snapshotVersion.isRead)
            let seen = try await coffee.find(filter: [:], options: FindOptions(sorting: [["_id": 1]]), session: session)
            #expect(seen == [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"], ["_id": 3, "name": "Cortado"]])
            try await session.abortTransaction()
            // Writes after the checkpoint, and another checkpoint of them.
            _ = try await coffee.updateOneDocument(filter: ["_id": 3], update: ["$set": ["size": "short"]])
            #expect(isStored(store))
            try store.checkpoint()
        }
        let store = try Store(directory: directory.url)
        #expect(
            try find(store) == [
                ["_id": 1, "name": "Mocha", "size": "tall"], ["_id": 3, "name": "Cortado", "size": "short"], ["_id": 8, "name": "Cappuccino"],
            ])
        #expect(try store.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(3))
    }

    @Test(
        "an insert of many documents into a collection larger than the cache goes in beside it without reading it: a stored _id among them is 11000 at its index, the documents before it stay, in a transaction too"
    )
    func manyInsertsPastTheCache() async throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([["insert": "drinks", "documents": .array((1...300).map { .document(["_id": .int32(Int32($0))]) })]])
            try store.checkpoint()
        }
        do {
            let store = try Store(directory: directory.url, cacheSize: 1)
            let session = CommandSession(store: store)
            let batch: [BSONValue] = (301...500).map { .document(["_id": .int32(Int32($0))]) } + [["name": "no _id"]]
            #expect(session.run(["insert": "drinks", "documents": .array(batch)])["n"] == .int32(201))
            #expect(isStored(store))
            let clashing: [BSONValue] =
                (501...520).map { .document(["_id": .int32(Int32($0))]) } + [["_id": 7]] + (521...540).map { .document(["_id": .int32(Int32($0))]) }
            let reply = session.run(["insert": "drinks", "documents": .array(clashing)])
            #expect(reply["n"] == .int32(20), "\(reply)")
            #expect(reply[path: "writeErrors.0.index"] == .int32(20))
            #expect(reply[path: "writeErrors.0.code"] == .int32(11000))
            #expect(isStored(store))
            let client = MongoClient(store: store)
            let coffee = client.database(named: "test").collection(withName: "drinks")
            try await client.startSession().withTransaction { session in
                _ = try await coffee.insertMany((541...600).map { ["_id": .int32(Int32($0))] }, session: session)
            }
            #expect(isStored(store))
            #expect(try await coffee.count(filter: [:]) == 581)
        }
        let store = try Store(directory: directory.url, cacheSize: 1)
        #expect(try store.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(581))
        #expect(try find(store, ["_id": ["$gte": 519, "$lte": 522]]).compactMap { $0["_id"] } == [.int32(519), .int32(520)])
        #expect(try find(store, ["name": "no _id"]).count == 1)
    }

    /// A real full file system: a tmpfs (needs root to mount), nearly filled once the
    /// collection is in the checkpoint.
    @Test(
        "on a full disk a write by _id fails (OutOfDiskSpace), is not visible, and is not there after reopen; the collection stays unread",
        .enabled(if: geteuid() == 0, "mounting a tmpfs needs root"))
    func fullDisk() throws {
        let directory = try TemporaryDirectory(tmpfsOfSize: "512k")
        try makeStore(directory.url)
        // Room for a few of the updates below, not for all of them.
        try directory.fill(leaving: 12 * 1024)
        let big = String(repeating: "y", count: 1000)
        var acknowledged = 0
        do {
            let store = try Store(directory: directory.url)
            let operations = CollectionOperations(store: store, namespace: Self.drinks)
            var failure: DocStreamError?
            while failure == nil, acknowledged < 100 {
                let statement = try UpdateStatement(filter: ["_id": 1], update: ["$set": ["note": .string(big), "round": .int32(Int32(acknowledged + 1))]])
                do {
                    _ = try operations.update(statement)
                    acknowledged += 1
                } catch {
                    failure = error
                }
            }
            let error = try #require(failure)
            #expect(error.codeName == "OutOfDiskSpace")
            #expect(acknowledged > 0)
            #expect(isStored(store))
            let document = try #require(try find(store, ["_id": 1]).first)
            #expect(document["round"] == .int32(Int32(acknowledged)))
            #expect(try store.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(3))
        }
        let reopened = try Store(directory: directory.url)
        #expect(try find(reopened, ["_id": 1]).first?["round"] == .int32(Int32(acknowledged)))
        #expect(try find(reopened).count == 3)
    }

    @Test("a change stream reports writes by _id to a collection not read yet as any others: update descriptions and documents")
    func changeEvents() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let store = try Store(directory: directory.url)
        let session = CommandSession(store: store)
        let opened = session.run(["aggregate": "drinks", "pipeline": [["$changeStream": ["fullDocument": "updateLookup"]]], "cursor": [:]])
        let cursor = try #require(opened[path: "cursor.id"], "\(opened)")
        try store.runRequiringSuccess([
            ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["size": "tall"]]]]],
            ["delete": "drinks", "deletes": [["q": ["_id": 2], "limit": 1]]],
        ])
        #expect(isStored(store))
        let events = try #require(session.run(["getMore": cursor, "collection": "drinks"])[path: "cursor.nextBatch"]?.arrayValue)
            .compactMap(\.documentValue)
        try #require(events.count == 2, "\(events)")
        #expect(events[0]["operationType"] == "update")
        #expect(events[0][path: "updateDescription.updatedFields"] == ["size": "tall"])
        #expect(events[0]["fullDocument"] == ["_id": 1, "name": "Mocha", "size": "tall"])
        #expect(events[1]["operationType"] == "delete")
        #expect(events[1]["documentKey"] == ["_id": 2])
        // The lookup of the full document went through the `_id` index too.
        #expect(isStored(store))
    }
}
