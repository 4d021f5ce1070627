import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Stores written by a DocStream that kept its checkpoint in a `checkpoint` file open: the
/// open moves the checkpoint into the data environment once, says so, and loses nothing.
@Suite("Checkpoint files moved into the data environment", .timeLimit(.minutes(5)))
struct CheckpointMigrationTests {
    private func find(_ store: Store, _ collection: String) throws -> [Document] {
        let reply = CommandSession(store: store).run(["find": .string(collection), "sort": ["_id": 1]])
        return try #require(reply[path: "cursor.firstBatch"]?.arrayValue).compactMap(\.documentValue)
    }

    private func names(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "store.lock" }.sorted()
    }

    @Test("a compressed and an uncompressed checkpoint file: moved once, with the journal after it, validators and indexes kept", arguments: [true, false])
    func migrates(compressed: Bool) throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["create": "drinks", "validator": ["price": ["$type": "number"]]],
                ["insert": "drinks", "documents": [["_id": 1, "name": "Mocha", "price": 4.5], ["_id": 2, "name": "Latte", "price": 4]]],
                ["createIndexes": "drinks", "indexes": [["key": ["name": 1], "name": "name_1", "unique": true]]],
                ["create": "menu", "viewOn": "drinks", "pipeline": [["$project": ["name": 1]]]],
            ])
            try store.checkpoint()
            try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 3, "name": "Cortado", "price": 3]]]])
        }
        try LegacyCheckpoint.convert(directory.url, compressed: compressed)
        #expect(try names(directory.url) == ["checkpoint", "journal", "journal.1"])

        do {
            let store = try Store(directory: directory.url)
            #expect(store.openReport.migratedCheckpoint)
            #expect(try names(directory.url) == ["data", "journal", "journal.1"])
            let expected: [Document] = [
                ["_id": 1, "name": "Mocha", "price": 4.5], ["_id": 2, "name": "Latte", "price": 4], ["_id": 3, "name": "Cortado", "price": 3],
            ]
            #expect(try find(store, "drinks") == expected)
            #expect(try find(store, "menu") == [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"], ["_id": 3, "name": "Cortado"]])
            // The validator and the unique index came along.
            let invalid = CommandSession(store: store).run(["insert": "drinks", "documents": [["_id": 4, "name": "Flat White", "price": "cheap"]]])
            #expect(invalid[path: "writeErrors.0.code"] == .int32(121))
            let duplicate = CommandSession(store: store).run(["insert": "drinks", "documents": [["_id": 5, "name": "Mocha", "price": 5]]])
            #expect(duplicate[path: "writeErrors.0.code"] == .int32(11000))
            try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 6, "name": "Ristretto", "price": 3.5]]]])
        }
        let reopened = try Store(directory: directory.url)
        #expect(!reopened.openReport.migratedCheckpoint)
        #expect(try find(reopened, "drinks").compactMap { $0["_id"] } == [1, 2, 3, 6])
    }

    @Test("a checkpoint file left beside a data environment that holds the checkpoint (an open that crashed after moving it) is not read again, and goes")
    func leftoverFile() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 1]]]])
            try store.checkpoint()
        }
        try LegacyCheckpoint.convert(directory.url)
        let file = try Data(contentsOf: directory.url.appendingPathComponent("checkpoint"))
        do {
            let store = try Store(directory: directory.url)
            #expect(store.openReport.migratedCheckpoint)
            try store.runRequiringSuccess([["delete": "drinks", "deletes": [["q": ["_id": 1], "limit": 1]]]])
            try store.checkpoint()
        }
        // The moved file back beside the newer checkpoint in the environment.
        try file.write(to: directory.url.appendingPathComponent("checkpoint"))
        let reopened = try Store(directory: directory.url)
        #expect(!reopened.openReport.migratedCheckpoint)
        #expect(try find(reopened, "drinks") == [])
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("checkpoint").path))
    }

    @Test(
        "a data environment whose _id index has an LMDB entry per _id: a follower is refused (IllegalOperation), the writer's open rebuilds it in blocks, losing nothing"
    )
    func earlierIDIndexLayout() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["insert": "drinks", "documents": .array((1...500).map { .document(["_id": .int32(Int32($0)), "name": .string("drink \($0)")]) })],
                ["insert": "menu", "documents": [["_id": "a"], ["_id": "b"]]],
            ])
            try store.checkpoint()
        }
        // The earlier layout: an `ids` database, and no `idBlocks`.
        do {
            let data = try #require(try StoreData.open(StoreFiles(directory: directory.url), create: false))
            let dropped = try data.environment.write { transaction throws(DocStreamError) -> Bool in
                let earlier = try transaction.openDatabase(named: "ids")
                _ = try transaction.put([0, 0, 0, 1, 16, 0, 0, 0, 1], for: [0, 0, 0, 1, 0x12, 1], in: earlier)
                guard let blocks = try transaction.existingDatabase(named: "idBlocks") else { return false }
                try transaction.drop(blocks)
                return true
            }
            try #require(dropped)
        }
        let refused = #expect(throws: DocStreamError.self) { try Store(following: directory.url) }
        #expect(refused?.codeName == "IllegalOperation")

        let store = try Store(directory: directory.url)
        let session = CommandSession(store: store)
        let found = session.run(["find": "drinks", "filter": ["_id": 321]])
        #expect(found[path: "cursor.firstBatch.0.name"] == "drink 321")
        #expect(session.run(["count": "drinks", "query": ["_id": ["$gte": 100]]])["n"] == .int32(401))
        #expect(try find(store, "menu").compactMap { $0["_id"] } == ["a", "b"])
        let data = try #require(try StoreData.open(StoreFiles(directory: directory.url), create: false))
        let earlierLeft = try data.environment.write { transaction throws(DocStreamError) in
            try transaction.existingDatabase(named: "ids") != nil
        }
        #expect(!earlierLeft)
    }
}
