import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Transactions over collections not read yet: a transaction's snapshot reads the version of
/// the collection it began with, across any number of checkpoints, and its writes by `_id`
/// (and its multi-document writes on a collection larger than the cache, a batch of `_id`s at
/// a time) change its own version without reading the collection; its commit writes them into
/// the store's version, still without reading it.
@Suite("Storage: transactions over collections not read yet", .timeLimit(.minutes(5)))
struct StoredTransactionTests {
    private static let drinks = try! Namespace(database: "test", collection: "drinks")
    private static let natural: [Document] = [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"], ["_id": 3, "name": "Cortado"]]

    private func isStored(_ store: Store) -> Bool {
        store.state.withLock { $0.storedCollection(Self.drinks) != nil }
    }

    /// A store with `drinks` (three documents and an index on name, not unique) in its checkpoint.
    private func makeStore(_ directory: URL, uniqueName: Bool = false) throws {
        let store = try Store(directory: directory)
        try store.runRequiringSuccess([
            ["insert": "drinks", "documents": .array(Self.natural.map(BSONValue.document))],
            ["createIndexes": "drinks", "indexes": [["key": ["name": 1], "name": "name_1", "unique": .bool(uniqueName)]]],
        ])
        try store.checkpoint()
    }

    /// The store in `directory`, its `drinks`, and a session in a transaction on it.
    private func openTransaction(_ directory: URL, cacheSize: Int = Store.defaultCacheSize) throws -> (Store, MongoCollection, ClientSession) {
        let store = try Store(directory: directory, cacheSize: cacheSize)
        let client = MongoClient(store: store)
        let session = client.startSession()
        try session.startTransaction()
        return (store, client.database(named: "test").collection(withName: "drinks"), session)
    }

    private func sortedByID(_ documents: [Document]) -> [Document] {
        documents.sorted { ($0["_id"]?.int64Value ?? 0) < ($1["_id"]?.int64Value ?? 0) }
    }

    @Test(
        "a snapshot taken before two checkpoints still reads its version: documents changed, inserted and deleted after it, by _id, by range, whole and by count"
    )
    func snapshotAcrossTwoCheckpoints() async throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let (store, coffee, session) = try openTransaction(directory.url)
        // The first statement takes the snapshot, without reading `drinks`.
        #expect(try await coffee.count(filter: [:], session: session) == 3)
        _ = try await coffee.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "tall"]])
        try store.checkpoint()
        // Written into the record store by the second checkpoint only.
        _ = try await coffee.updateOneDocument(filter: ["_id": 3], update: ["$set": ["size": "short"]])
        _ = try await coffee.deleteOneDocument(filter: ["_id": 2])
        _ = try await coffee.insertOne(["_id": 4, "name": "Ristretto"])
        try store.checkpoint()
        #expect(isStored(store))
        let byID: [(id: BSONValue, expected: [Document])] = [(1, [Self.natural[0]]), (2, [Self.natural[1]]), (3, [Self.natural[2]]), (4, [])]
        for (id, expected) in byID {
            #expect(try await coffee.find(filter: ["_id": id], session: session) == expected, "_id \(id)")
        }
        #expect(try await coffee.find(filter: ["_id": ["$gte": 1]], session: session) == Self.natural)
        #expect(try await coffee.count(filter: [:], session: session) == 3)
        #expect(sortedByID(try await coffee.find(filter: [:], session: session)) == Self.natural)
        try await session.abortTransaction()
        #expect(
            sortedByID(try await coffee.find(filter: [:])) == [
                ["_id": 1, "name": "Mocha", "size": "tall"], ["_id": 3, "name": "Cortado", "size": "short"], ["_id": 4, "name": "Ristretto"],
            ])
    }

    /// The own version of `drinks` of the session's first transaction, when its writes went to one.
    private func transactionVersion(_ store: Store, _ session: ClientSession) throws -> StoredCollection? {
        let transaction = try store.transactions.transaction(lsid: ["id": session.id.bsonValue], txnNumber: 1)
        return try transaction.withState { $0.stored[Self.drinks] }
    }

    @Test(
        "a transaction's writes by _id go to its own version of a collection not read yet: it reads them, others do not until the commit, which leaves the collection unread; a restart has them"
    )
    func writesByID() async throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let expected: [Document] = [["_id": 1, "name": "Mocha", "size": "tall"], ["_id": 3, "name": "Cortado", "shots": 2], ["_id": 5, "name": "Doppio"]]
        do {
            let (store, coffee, session) = try openTransaction(directory.url)
            _ = try await coffee.insertOne(["_id": 5, "name": "Doppio"], session: session)
            #expect(try await coffee.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "tall"]], session: session).modifiedCount == 1)
            #expect(try await coffee.deleteOneDocument(filter: ["_id": 2], session: session) == 1)
            let modified = try await coffee.findOneAndUpdate(
                filter: ["_id": 3], update: ["$inc": ["shots": 2]], options: FindOneAndModifyOptions(shouldReturnNewDocument: true), session: session)
            #expect(modified == expected[1])
            // Nothing matched: no change, no error.
            #expect(try await coffee.deleteOneDocument(filter: ["_id": 30], session: session) == 0)
            let version = try #require(try transactionVersion(store, session))
            #expect(!version.isRead)
            #expect(try await coffee.find(filter: ["_id": 1], session: session) == [expected[0]])
            #expect(try await coffee.find(filter: ["_id": 2], session: session) == [])
            #expect(try await coffee.find(filter: ["_id": ["$gte": 1]], session: session) == expected)
            #expect(try await coffee.count(filter: [:], session: session) == 3)
            #expect(!version.isRead)
            // Outside the transaction, nothing yet.
            #expect(try await coffee.find(filter: ["_id": ["$gte": 1]]) == Self.natural)
            #expect(isStored(store))
            try await session.commitTransaction()
            #expect(isStored(store))
            #expect(try await coffee.find(filter: ["_id": ["$gte": 1]]) == expected)
            #expect(try await coffee.count(filter: [:]) == 3)
            #expect(try await coffee.find(filter: ["name": "Doppio"]) == [expected[2]])
        }
        for round in 0..<2 {
            let store = try Store(directory: directory.url)
            let coffee = MongoClient(store: store).database(named: "test").collection(withName: "drinks")
            #expect(try await coffee.find(filter: ["_id": ["$gte": 1]]) == expected, "round \(round)")
            #expect(try await coffee.count(filter: [:]) == 3, "round \(round)")
            if round == 0 { try store.checkpoint() }
        }
    }

    @Test(
        "updateMany and deleteMany in a transaction on a collection larger than the cache change it a batch of _ids at a time, unread, and commit without reading it"
    )
    func multiDocumentWritesPastTheCache() async throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["insert": "drinks", "documents": .array((1...300).map { .document(["_id": .int32(Int32($0)), "n": .int32(Int32($0 % 3))]) })]
            ])
            try store.checkpoint()
        }
        do {
            let (store, coffee, session) = try openTransaction(directory.url, cacheSize: 1)
            #expect(try await coffee.updateManyDocuments(filter: ["n": 1], update: ["$set": ["tagged": true]], session: session).modifiedCount == 100)
            #expect(try await coffee.deleteManyDocuments(filter: ["n": 2], session: session) == 100)
            let version = try #require(try transactionVersion(store, session))
            #expect(!version.isRead)
            #expect(try await coffee.count(filter: [:], session: session) == 200)
            #expect(try await coffee.count(filter: ["tagged": true], session: session) == 100)
            #expect(try await coffee.count(filter: ["tagged": true]) == 0)
            #expect(try await coffee.count(filter: [:]) == 300)
            try await session.commitTransaction()
            #expect(isStored(store))
            #expect(try await coffee.count(filter: ["tagged": true]) == 100)
            #expect(try await coffee.count(filter: ["n": 2]) == 0)
            #expect(try await coffee.count(filter: [:]) == 200)
        }
        let store = try Store(directory: directory.url, cacheSize: 1)
        let coffee = MongoClient(store: store).database(named: "test").collection(withName: "drinks")
        #expect(try await coffee.count(filter: [:]) == 200)
        #expect(try await coffee.find(filter: ["tagged": true]).compactMap { $0["_id"] } == (1...300).filter { $0 % 3 == 1 }.map { .int32(Int32($0)) })
    }

    @Test(
        "a transaction's write to a document another write changed since its snapshot is 112 WriteConflict: the transaction aborts, none of its writes stay, the other write does"
    )
    func writeConflict() async throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let (store, coffee, session) = try openTransaction(directory.url)
        _ = try await coffee.updateOneDocument(filter: ["_id": 2], update: ["$set": ["size": "grande"]], session: session)
        _ = try await coffee.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "venti"]])
        await #expect {
            _ = try await coffee.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "tall"]], session: session)
        } throws: { error in
            (error as? DocStreamError)?.codeName == "WriteConflict"
        }
        await #expect(throws: DocStreamError.self) { try await session.commitTransaction() }
        #expect(isStored(store))
        #expect(
            try await coffee.find(filter: ["_id": ["$gte": 1]]) == [
                ["_id": 1, "name": "Mocha", "size": "venti"], Self.natural[1], Self.natural[2],
            ])
    }

    @Test("a transaction open across a checkpoint commits its writes by _id onto the store's newer version; its reads stay at its snapshot")
    func commitAcrossCheckpoint() async throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url)
        let expected: [Document] = [
            ["_id": 1, "name": "Mocha", "size": "tall"], ["_id": 2, "name": "Latte"], ["_id": 3, "name": "Cortado", "size": "short"],
        ]
        do {
            let (store, coffee, session) = try openTransaction(directory.url)
            _ = try await coffee.updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "tall"]], session: session)
            _ = try await coffee.updateOneDocument(filter: ["_id": 3], update: ["$set": ["size": "short"]])
            try store.checkpoint()
            _ = try await coffee.updateOneDocument(filter: ["_id": 2], update: ["$set": ["size": "grande"]])
            try store.checkpoint()
            _ = try await coffee.updateOneDocument(filter: ["_id": 2], update: ["$unset": ["size": ""]])
            #expect(try await coffee.find(filter: ["_id": ["$gte": 1]], session: session) == [expected[0], Self.natural[1], Self.natural[2]])
            try await session.commitTransaction()
            #expect(isStored(store))
            #expect(try await coffee.find(filter: ["_id": ["$gte": 1]]) == expected)
        }
        let store = try Store(directory: directory.url)
        #expect(try await MongoClient(store: store).database(named: "test").collection(withName: "drinks").find(filter: ["_id": ["$gte": 1]]) == expected)
    }

    @Test(
        "with a unique index besides _id's, a transaction's writes leave the collection unread: a key the checkpoint's documents, the store's changes or the transaction's own hold is 11000; the commit of its other writes holds"
    )
    func uniqueIndexWithoutReading() async throws {
        let directory = try TemporaryDirectory()
        try makeStore(directory.url, uniqueName: true)
        let store = try Store(directory: directory.url)
        let client = MongoClient(store: store)
        let coffee = client.database(named: "test").collection(withName: "drinks")
        try await client.startSession().withTransaction { session in
            _ = try await coffee.insertOne(["_id": 4, "name": "Ristretto"], session: session)
        }
        #expect(isStored(store))
        // Mocha is the checkpoint's, Ristretto a commit's since, Lungo the transaction's own;
        // the duplicate aborts the transaction, as on MongoDB.
        for name in ["Mocha", "Ristretto", "Lungo"] {
            let session = client.startSession()
            try session.startTransaction()
            _ = try await coffee.insertOne(["_id": 6, "name": "Lungo"], session: session)
            await #expect {
                _ = try await coffee.insertOne(["_id": 5, "name": .string(name)], session: session)
            } throws: { error in
                (error as? DocStreamError)?.code == 11000
            }
        }
        #expect(isStored(store))
        #expect(try await coffee.count(filter: [:]) == 4)
        #expect(try await coffee.find(filter: ["_id": 4]) == [["_id": 4, "name": "Ristretto"]])
        #expect(try await coffee.find(filter: ["_id": 6]) == [])
    }

    /// A real full file system: a tmpfs (needs root to mount), nearly filled once the
    /// collection is in the checkpoint.
    @Test(
        "on a full disk a transaction's commit to a collection not read yet fails (OutOfDiskSpace) and leaves the store as it was, after reopen too",
        .enabled(if: geteuid() == 0, "mounting a tmpfs needs root"))
    func fullDisk() async throws {
        let directory = try TemporaryDirectory(tmpfsOfSize: "512k")
        try makeStore(directory.url)
        try directory.fill(leaving: 8 * 1024)
        let big = String(repeating: "y", count: 4000)
        do {
            let (store, coffee, session) = try openTransaction(directory.url)
            for id in 1...3 {
                _ = try await coffee.updateOneDocument(filter: ["_id": .int32(Int32(id))], update: ["$set": ["note": .string(big)]], session: session)
            }
            await #expect {
                try await session.commitTransaction()
            } throws: { error in
                (error as? DocStreamError)?.codeName == "OutOfDiskSpace"
            }
            #expect(isStored(store))
            #expect(try await coffee.find(filter: ["_id": ["$gte": 1]]) == Self.natural)
        }
        let reopened = try Store(directory: directory.url)
        #expect(
            try await MongoClient(store: reopened).database(named: "test").collection(withName: "drinks").find(filter: ["_id": ["$gte": 1]]) == Self.natural)
    }
}
