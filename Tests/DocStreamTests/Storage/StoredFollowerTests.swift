import DocStreamBSON
import Foundation
import TestSupport
import Testing

@testable import DocStream

/// A follower (`Store(following:)`, what `docstream watch` runs on) of a store with a
/// checkpoint: it reads the checkpoint's collections only when a query needs them, through one
/// snapshot of the data environment, so that its writer's later checkpoints do not change what
/// it reads under the journal it applies; it follows the writer's writes beside the stored
/// documents, and once the writer has checkpointed again it takes that checkpoint, with a new
/// snapshot, and lets the old one go.
@Suite("Storage: followers of a store with a checkpoint", .timeLimit(.minutes(5)))
struct StoredFollowerTests {
    private static let drinks = try! Namespace(database: "test", collection: "drinks")
    private static let natural: [Document] = [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"], ["_id": 3, "name": "Cortado"]]

    private func isStored(_ store: Store) -> Bool {
        store.state.withLock { $0.storedCollection(Self.drinks) != nil }
    }

    private func find(_ store: Store, _ filter: Document = ["_id": ["$gte": 1]]) async throws -> [Document] {
        try await MongoClient(store: store).database(named: "test").collection(withName: "drinks").find(filter: filter)
    }

    /// A writer whose checkpoint holds `drinks`.
    private func makeWriter(_ directory: URL) throws -> Store {
        let writer = try Store(directory: directory)
        try writer.runRequiringSuccess([["insert": "drinks", "documents": .array(Self.natural.map(BSONValue.document))]])
        try writer.checkpoint()
        return writer
    }

    /// Waits (off the test threads) until `condition` holds, or a minute passed.
    private func eventually(_ condition: @escaping @Sendable () throws -> Bool) async throws -> Bool {
        try await offTestThreads { () throws in
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline {
                if try condition() { return true }
                Thread.sleep(forTimeInterval: 0.005)
            }
            return try condition()
        }
    }

    @Test(
        "a follower opens without reading the checkpoint's documents and answers finds, counts and full reads from them; the writer's writes by _id reach it without reading either"
    )
    func lazyFollower() async throws {
        let directory = try TemporaryDirectory()
        let writer = try makeWriter(directory.url)
        let follower = try Store(following: directory.url)
        #expect(isStored(follower))
        #expect(try await find(follower, ["_id": 2]) == [Self.natural[1]])
        #expect(try follower.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(3))
        #expect(isStored(follower))
        try writer.runRequiringSuccess([
            ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["size": "tall"]]]]],
            ["insert": "drinks", "documents": [["_id": 4, "name": "Ristretto"]]],
            ["delete": "drinks", "deletes": [["q": ["_id": 3], "limit": 1]]],
        ])
        let expected: [Document] = [["_id": 1, "name": "Mocha", "size": "tall"], Self.natural[1], ["_id": 4, "name": "Ristretto"]]
        #expect(try await eventually { try follower.runRequiringSuccess([["count": "drinks", "query": ["_id": 4]]])["n"] == .int32(1) })
        #expect(isStored(follower))
        #expect(try await find(follower) == expected)
        #expect(try await find(follower, ["name": ["$ne": "x"]]).count == 3)
        #expect(try follower.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(3))
    }

    /// The follower's `drinks` when it is stored, and whether changes since its checkpoint are
    /// beside it.
    private func storedChanges(_ store: Store) -> Bool? {
        store.state.withLock { $0.storedCollection(Self.drinks)?.hasPendingChanges }
    }

    @Test(
        "once the writer checkpoints again the follower takes that checkpoint, as of the journal it applied: its collections stay unread, their changes since in the checkpoint"
    )
    func followerTakesNewCheckpoint() async throws {
        let directory = try TemporaryDirectory()
        let writer = try makeWriter(directory.url)
        let follower = try Store(following: directory.url)
        try writer.runRequiringSuccess([["update": "drinks", "updates": [["q": ["_id": 2], "u": ["$set": ["size": "grande"]]]]]])
        #expect(try await eventually { storedChanges(follower) == true })
        try writer.checkpoint()
        #expect(try await eventually { storedChanges(follower) == false })
        let expected: [Document] = [Self.natural[0], ["_id": 2, "name": "Latte", "size": "grande"], Self.natural[2]]
        #expect(try await find(follower) == expected)
        try writer.runRequiringSuccess([["delete": "drinks", "deletes": [["q": ["_id": 1], "limit": 1]]]])
        #expect(try await eventually { try follower.runRequiringSuccess([["count": "drinks"]])["n"] == .int32(2) })
        #expect(try await find(follower) == Array(expected.dropFirst()))
        #expect(storedChanges(follower) == true)
    }

    @Test("a follower of a store with no checkpoint yet holds its collections in memory until the writer's first checkpoint, then reads them from it")
    func followerOfStoreWithoutCheckpoint() async throws {
        let directory = try TemporaryDirectory()
        let writer = try Store(directory: directory.url)
        try writer.runRequiringSuccess([["insert": "drinks", "documents": .array(Self.natural.map(BSONValue.document))]])
        let follower = try Store(following: directory.url)
        #expect(!isStored(follower))
        #expect(try await find(follower) == Self.natural)
        try writer.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 4, "name": "Ristretto"]]]])
        try writer.checkpoint()
        #expect(try await eventually { storedChanges(follower) == false })
        #expect(try await find(follower) == Self.natural + [["_id": 4, "name": "Ristretto"]])
    }

    @Test(
        "a follower's catalog rebuilt on a newer checkpoint holds the journal's records up to the follower's offset and none after; on a checkpoint past the follower's generation it is not rebuilt"
    )
    func followedCatalog() throws {
        let directory = try TemporaryDirectory()
        let writer = try makeWriter(directory.url)
        try writer.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 4, "name": "Ristretto"]]]])
        try writer.checkpoint()
        try writer.runRequiringSuccess([
            ["delete": "drinks", "deletes": [["q": ["_id": 1], "limit": 1]]],
            ["insert": "drinks", "documents": [["_id": 5, "name": "Doppio"]]],
        ])
        let files = StoreFiles(directory: directory.url)
        let generation = try #require(try files.journalGenerations().max())
        let journal = try Data(contentsOf: files.journal(generation: generation))
        let records = try JournalReplay.records(in: Array(journal), path: "journal").records
        try #require(records.count == 2)
        let afterDelete = JournalFormat.headerSize + records[0].bytes.count
        let data = try #require(try StoreData.open(files, create: false)).pinned()

        let catalog = try #require(try Recovery.followedCatalog(files: files, data: data, through: (generation, afterDelete)))
        let stored = try #require(catalog.storedCollection(Self.drinks))
        #expect(stored.documentCount == 3)
        #expect(try stored.document(withID: 1, Self.drinks) == nil)
        #expect(try stored.document(withID: 4, Self.drinks) == ["_id": 4, "name": "Ristretto"])
        #expect(try stored.document(withID: 5, Self.drinks) == nil)
        #expect(try Recovery.followedCatalog(files: files, data: data, through: (generation - 1, 0)) == nil)
    }

    @Test("a data environment read through a snapshot reads the record stores as they were when it began, whatever the writer checkpoints after")
    func pinnedSnapshot() throws {
        let directory = try TemporaryDirectory()
        let writer = try makeWriter(directory.url)
        let files = StoreFiles(directory: directory.url)
        let pinned = try #require(try StoreData.open(files, create: false)).pinned()
        let checkpoint = try #require(try pinned.read())
        let stored = try #require(checkpoint.catalog.storedCollection(Self.drinks))
        #expect(pinned.snapshot?.isOvertaken == false)
        try writer.runRequiringSuccess([
            ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["size": "tall"]]]]],
            ["delete": "drinks", "deletes": [["q": ["_id": 3], "limit": 1]]],
        ])
        try writer.checkpoint()
        #expect(pinned.snapshot?.isOvertaken == true)
        #expect(try stored.document(withID: 1, Self.drinks) == Self.natural[0])
        #expect(try stored.document(withID: 3, Self.drinks) == Self.natural[2])
        #expect(try stored.documents(idsFrom: nil, to: nil, Self.drinks) == Self.natural)
        var scan = try stored.scan(Self.drinks)
        var scanned: [Document] = []
        while let document = try scan.next() { scanned.append(document) }
        #expect(scanned == Self.natural)
        // Read without the snapshot, the record store has the writer's checkpoint.
        let latest = try #require(try StoreData.open(files, create: false))
        #expect(try latest.document(of: stored.storage, namespace: Self.drinks, withID: 3) == nil)
    }
}
