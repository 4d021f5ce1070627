import DocStreamBSON
import Foundation
import Testing

@_spi(RecordStore) @testable import DocStream

/// A durable store opens without reading its collections' documents: a collection of the
/// checkpoint is read when first used, with the journal's later changes on top, and what does
/// not need its documents (counts, names, options, indexes, renames, drops) does not read it.
@Suite("Storage: collections read when first used", .timeLimit(.minutes(5)))
struct StoredCollectionTests {
    private static let drinks = try! Namespace(database: "test", collection: "drinks")

    /// One of each write after the checkpoint: `_id` 4 added, 1 changed, 2 deleted.
    private static let insertUpdateDelete: [Document] = [
        ["insert": "drinks", "documents": [["_id": 4, "name": "Flat White"]]],
        ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["size": "tall"]]]]],
        ["delete": "drinks", "deletes": [["q": ["_id": 2], "limit": 1]]],
    ]

    private func isStored(_ store: Store, _ namespace: Namespace = drinks) -> Bool {
        store.state.withLock { $0.storedCollection(namespace) != nil }
    }

    private func find(_ store: Store, _ collection: String = "drinks") throws -> [Document] {
        let reply = try store.runRequiringSuccess([["find": .string(collection), "sort": ["_id": 1]]])
        return try #require(reply[path: "cursor.firstBatch"]?.arrayValue).compactMap(\.documentValue)
    }

    /// A store with `drinks` (three documents, an index on name) in its checkpoint, and the
    /// journal's `afterCheckpoint` commands on top.
    private func makeStore(_ directory: URL, afterCheckpoint: [Document] = []) throws {
        let store = try Store(directory: directory)
        try store.runRequiringSuccess([
            ["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"], ["_id": 3, "name": "Cortado"]]]
        ])
        try store.runRequiringSuccess([["createIndexes": "drinks", "indexes": [["key": ["name": 1], "name": "name_1", "unique": true]]]])
        try store.runRequiringSuccess([["create": "menu", "viewOn": "drinks", "pipeline": [["$project": ["name": 1]]]]])
        try store.checkpoint()
        for command in afterCheckpoint { try store.runRequiringSuccess([command]) }
    }

    @Test("counts, names, options and indexes answer without reading the documents; a find reads them")
    func openReadsNoDocuments() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let store = try Store(directory: directory.url)
        #expect(isStored(store))
        #expect(try store.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(3))
        #expect(store.collectionNames(in: "test") == ["drinks", "menu"])
        let collections = try store.runRequiringSuccess([["listCollections": 1]])
        #expect(collections[path: "cursor.firstBatch"]?.arrayValue?.count == 2)
        let indexes = try store.runRequiringSuccess([["listIndexes": "drinks"]])
        #expect(indexes[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["name"] } == ["_id_", "name_1"])
        // An _id range, from the checkpoint's _id index alone.
        let range = try store.runRequiringSuccess([["find": "drinks", "filter": ["_id": ["$gte": 2]]]])
        #expect(range[path: "cursor.firstBatch"] == [["_id": 2, "name": "Latte"], ["_id": 3, "name": "Cortado"]])
        #expect(isStored(store))
        #expect(try find(store) == [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"], ["_id": 3, "name": "Cortado"]])
        #expect(try find(store, "menu").count == 3)
        // Read once, for every later read; a write takes it into the store's collections, with
        // its index.
        let duplicate = CommandSession(store: store).run(["insert": "drinks", "documents": [["_id": 4, "name": "Mocha"]]])
        #expect(duplicate[path: "writeErrors.0.code"] == .int32(11000))
        #expect(!isStored(store))
        #expect(try find(store).count == 3)
    }

    @Test("the journal's changes after the checkpoint wait for the collection to be read, and are all there when it is")
    func journalAfterCheckpoint() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url, afterCheckpoint: Self.insertUpdateDelete)
        let expected: [Document] = [["_id": 1, "name": "Mocha", "size": "tall"], ["_id": 3, "name": "Cortado"], ["_id": 4, "name": "Flat White"]]
        do {
            let store = try Store(directory: directory.url)
            #expect(isStored(store))
            // One added, one deleted, one changed since the checkpoint's three.
            #expect(try store.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(3))
            #expect(isStored(store))
            #expect(try find(store) == expected)
            // Written into the checkpoint with the journal's changes.
            try store.checkpoint()
        }
        let reopened = try Store(directory: directory.url)
        #expect(isStored(reopened))
        #expect(try find(reopened) == expected)
    }

    @Test("a find of one _id answers from the checkpoint's _id index and the journal since, without reading the collection")
    func pointReads() async throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url, afterCheckpoint: Self.insertUpdateDelete)
        let store = try Store(directory: directory.url)
        let drinks = MongoClient(store: store).database(named: "test").collection(withName: "drinks")
        #expect(try await drinks.findOneDocument(filter: ["_id": 3]) == ["_id": 3, "name": "Cortado"])
        // 1.0 is the _id 1, by MongoDB's equality; changed, added and deleted by the journal.
        #expect(try await drinks.findOneDocument(filter: ["_id": 1.0]) == ["_id": 1, "name": "Mocha", "size": "tall"])
        #expect(try await drinks.findOneDocument(filter: ["_id": 4]) == ["_id": 4, "name": "Flat White"])
        #expect(try await drinks.findOneDocument(filter: ["_id": 2]) == nil)
        #expect(try await drinks.findOneDocument(filter: ["_id": 99]) == nil)
        #expect(try await drinks.find(filter: ["_id": 3], options: FindOptions(projection: ["name": 0])) == [["_id": 3]])
        #expect(try store.runRequiringSuccess([["find": "drinks", "filter": ["_id": 3]]])[path: "cursor.firstBatch"] == [["_id": 3, "name": "Cortado"]])
        #expect(try await drinks.count(filter: ["_id": 1]) == 1)
        let explained = try store.runRequiringSuccess([["explain": ["find": "drinks", "filter": ["_id": 3]], "verbosity": "executionStats"]])
        #expect(explained[path: "executionStats.nReturned"] == .int32(1))
        #expect(isStored(store))
        // A filter that is not one _id reads the collection, and finds the same.
        #expect(try await drinks.find(filter: ["_id": ["$in": [1, 3]]]).count == 2)
        #expect(try await drinks.findOneDocument(filter: ["_id": 1]) == ["_id": 1, "name": "Mocha", "size": "tall"])
    }

    @Test("a find of an _id range answers from the checkpoint's _id index and the journal since, in _id order, without reading the collection")
    func rangeReads() async throws {
        let directory = try TemporaryDirectory()
        try makeStore(
            directory.url,
            afterCheckpoint: [
                ["insert": "drinks", "documents": [["_id": 4, "name": "Flat White"], ["_id": 0, "name": "Ristretto"], ["_id": "lungo", "name": "Lungo"]]],
                ["update": "drinks", "updates": [["q": ["_id": 3], "u": ["$set": ["size": "tall"]]]]],
                ["delete": "drinks", "deletes": [["q": ["_id": 2], "limit": 1]]],
            ])
        let store = try Store(directory: directory.url)
        let drinks = MongoClient(store: store).database(named: "test").collection(withName: "drinks")
        let ids = { (documents: [Document]) in documents.compactMap { $0["_id"] } }
        // Numbers only (the string _id is of another type), in _id order as the _id index gives them.
        #expect(ids(try await drinks.find(filter: ["_id": ["$gte": 1]])) == [1, 3, 4])
        #expect(ids(try await drinks.find(filter: ["_id": ["$gt": 0, "$lte": 3]])) == [1, 3])
        #expect(try await drinks.find(filter: ["_id": ["$gt": 2, "$lt": 4]]) == [["_id": 3, "name": "Cortado", "size": "tall"]])
        #expect(ids(try await drinks.find(filter: ["_id": ["$lt": 100]], options: FindOptions(sorting: [["_id": -1]]))) == [4, 3, 1, 0])
        #expect(ids(try await drinks.find(filter: ["_id": ["$lt": 100]], options: FindOptions(limit: 2, skip: 1))) == [1, 3])
        #expect(ids(try await drinks.find(filter: ["_id": ["$gte": "a"]])) == ["lungo"])
        let reply = try store.runRequiringSuccess([["find": "drinks", "filter": ["_id": ["$gte": 3]], "batchSize": 1]])
        #expect(reply[path: "cursor.firstBatch"] == [["_id": 3, "name": "Cortado", "size": "tall"]])
        #expect(try await drinks.count(filter: ["_id": ["$gt": 0]]) == 3)
        #expect(isStored(store))
        // Read in (by a find of another field, then a write), the collection gives the same answers.
        #expect(try await drinks.find(filter: ["name": "Mocha"]).count == 1)
        _ = try await drinks.insertOne(["_id": 9])
        #expect(!isStored(store))
        #expect(ids(try await drinks.find(filter: ["_id": ["$gte": 1]])) == [1, 3, 4, 9])
    }

    @Test("index and option changes journaled after the checkpoint: kept in the outline, or applied in their order among the writes")
    func journaledCatalogChanges() throws {
        let directory = try TemporaryDirectory()
        try makeStore(
            directory.url,
            afterCheckpoint: [
                ["collMod": "drinks", "validator": ["name": ["$type": "string"]]],
                ["dropIndexes": "drinks", "index": "name_1"],
                // A name taken twice, then once again, before a unique index on it is built.
                ["insert": "drinks", "documents": [["_id": 4, "name": "Mocha"]]],
                ["delete": "drinks", "deletes": [["q": ["_id": 4], "limit": 1]]],
                ["createIndexes": "drinks", "indexes": [["key": ["name": 1], "name": "byName", "unique": true]]],
            ])
        let store = try Store(directory: directory.url)
        #expect(store.outline(Self.drinks)?.options.document["validator"] == ["name": ["$type": "string"]])
        #expect(store.outline(Self.drinks)?.indexes.specifications.map(\.name) == ["_id_", "byName"])
        #expect(try find(store).count == 3)
        let invalid = CommandSession(store: store).run(["insert": "drinks", "documents": [["_id": 5, "name": 5]]])
        #expect(invalid[path: "writeErrors.0.code"] == .int32(121))
        let duplicate = CommandSession(store: store).run(["insert": "drinks", "documents": [["_id": 6, "name": "Latte"]]])
        #expect(duplicate[path: "writeErrors.0.code"] == .int32(11000))
    }

    @Test("a count without a filter reads no document: the checkpoint's count and the _ids the journal changed, even with the blocks damaged")
    func countReadsNoDocument() throws {
        let directory = try TemporaryDirectory()
        try makeStore(
            directory.url,
            afterCheckpoint: [
                ["insert": "drinks", "documents": [["_id": 4, "name": "Flat White"], ["_id": 5, "name": "Lungo"]]],
                ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["size": "tall"]]]]],
                ["delete": "drinks", "deletes": [["q": ["_id": 2], "limit": 1], ["q": ["_id": 4], "limit": 1]]],
            ])
        let store = try Store(directory: directory.url)
        let data = try #require(try StoreData.open(StoreFiles(directory: directory.url), create: false))
        let uuid = try #require(store.outline(Self.drinks)?.uuid)
        let records = data.recordStore(try #require(data.storageNumber(of: uuid)), of: Self.drinks)
        try data.environment.write { transaction throws(DocStreamError) in
            try transaction.put([1, 2, 3], for: records.key(1), in: records.blocks)
        }
        // 3 in the checkpoint, 5 added, 2 deleted (4 added and deleted), 1 changed.
        #expect(try store.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(3))
        #expect(CommandSession(store: store).run(["find": "drinks"])["codeName"] == "DataCorruptionDetected")
    }

    @Test("renames and drops of a collection not read yet keep and lose what they should, across a checkpoint and a restart")
    func renameAndDrop() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([["insert": "orders", "documents": [["_id": 1]]]])
            try store.checkpoint()
        }
        do {
            let store = try Store(directory: directory.url)
            let session = CommandSession(store: store)
            #expect(session.run(["renameCollection": "test.drinks", "to": "test.coffee", "$db": "admin"])["ok"] == .double(1))
            #expect(isStored(store, try Namespace(database: "test", collection: "coffee")))
            #expect(session.run(["drop": "orders"])["ok"] == .double(1))
            try store.checkpoint()
            #expect(try find(store, "coffee").count == 3)
            #expect(try find(store, "drinks") == [])
        }
        let reopened = try Store(directory: directory.url)
        #expect(reopened.collectionNames(in: "test") == ["coffee", "menu"])
        #expect(try find(reopened, "coffee").compactMap { $0["_id"] } == [1, 2, 3])
        #expect(try find(reopened, "orders") == [])
    }

    @Test("a transaction that began before the collection was read sees it as of its start, and conflicts as before")
    func transactionSnapshot() async throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let store = try Store(directory: directory.url)
        let client = MongoClient(store: store)
        let coffee = client.database(named: "test").collection(withName: "drinks")
        let session = client.startSession()
        try session.startTransaction()
        #expect(try await coffee.count(filter: [:], session: session) == 3)
        // A find outside the transaction reads the collection into the store, and a write changes it there.
        #expect(try await coffee.find(filter: ["name": "Mocha"]).count == 1)
        _ = try await coffee.insertOne(["_id": 5, "name": "Ristretto"])
        #expect(!isStored(store))
        #expect(try await coffee.find(filter: [:], session: session).count == 3)
        #expect(try await coffee.find(filter: [:]).count == 4)
        // Changing a document another commit changed since the transaction began.
        _ = try await coffee.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "small"]])
        let conflict = await #expect(throws: DocStreamError.self) {
            try await coffee.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "large"]], session: session)
        }
        #expect(conflict?.code == 112)
        try await session.abortTransaction()
    }

    @Test("a database's drop takes its collections not read yet")
    func dropDatabase() throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        do {
            let store = try Store(directory: directory.url)
            #expect(CommandSession(store: store).run(["dropDatabase": 1])["ok"] == .double(1))
            #expect(store.databaseNames() == [])
            try store.checkpoint()
        }
        #expect(try Store(directory: directory.url).databaseNames() == [])
    }
}
