import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

@Suite("Durable store", .timeLimit(.minutes(10)))
struct DurableStoreTests {
    /// Every database, collection and document of the store, in natural order.
    private func contents(_ store: Store) throws -> [String: [String: [Document]]] {
        var all: [String: [String: [Document]]] = [:]
        for database in store.databaseNames() {
            for name in store.collectionNames(in: database) {
                let collection = try #require(try store.snapshot(Namespace(database: database, collection: name)))
                all[database, default: [:]][name] = Array(collection.documents)
            }
        }
        return all
    }

    private func journalRecords(_ directory: borrowing TemporaryDirectory) throws -> [Document] {
        try JournalReplay.replay(url: directory.file("journal")).records
    }

    @Test(
        "Commands' inserts, updates, upserts, deletes, creates and drops are all there after reopen",
        arguments: [Store.Durability.fsync, .relaxed])
    func commandsSurviveReopen(durability: Store.Durability) throws {
        let directory = try TemporaryDirectory()
        let before: [String: [String: [Document]]]
        do {
            let store = try Store(directory: directory.url, durability: durability)
            let session = CommandSession(store: store)
            let commands: [Document] = [
                ["create": "empty"],
                ["create": "gone"],
                ["drop": "gone"],
                ["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"], ["_id": 3, "name": "Flat White"]]],
                ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["size": "tall"]]]]],
                ["update": "drinks", "updates": [["q": ["_id": 9], "u": ["$set": ["name": "Cortado"]], "upsert": true]]],
                ["update": "drinks", "updates": [["q": [:], "u": ["$inc": ["orders": 1]], "multi": true]]],
                ["delete": "drinks", "deletes": [["q": ["_id": 2], "limit": 1]]],
                ["findAndModify": "drinks", "query": ["_id": 3], "update": ["name": "Ristretto"]],
                ["insert": "scratch", "documents": [["_id": 1]], "$db": "other"],
                ["dropDatabase": 1, "$db": "other"],
                ["insert": "kept", "documents": [["_id": "a"]], "$db": "third"],
            ]
            for command in commands {
                let reply = session.run(command)
                #expect(reply["ok"] == .double(1), "\(command.extendedJSON(.relaxed)) -> \(reply.extendedJSON(.relaxed))")
            }
            before = try contents(store)
        }
        #expect(
            before["test"]?["drinks"] == [
                ["_id": 1, "name": "Mocha", "size": "tall", "orders": 1],
                ["_id": 3, "name": "Ristretto"],
                ["_id": 9, "name": "Cortado", "orders": 1],
            ])
        #expect(before["test"]?["empty"] == [])
        #expect(before["test"]?["gone"] == nil)
        #expect(before["other"] == nil)
        #expect(try contents(Store(directory: directory.url, durability: durability)) == before)
    }

    @Test("The Swift API over MongoClient(path:) keeps its writes across clients")
    func clientSurvivesReopen() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("nested/store").path
        do {
            let drinks = try MongoClient(path: path).database(named: "ios").collection(withName: "CoffeeDrinks")
            _ = try await drinks.insertMany([["_id": 1, "storeNumber": 42], ["_id": 2, "storeNumber": 43]])
            _ = try await drinks.updateOneDocument(filter: ["_id": 2], update: ["$set": ["storeNumber": 55]])
            _ = try await drinks.deleteOneDocument(filter: ["_id": 1])
        }
        let drinks = try MongoClient(path: path).database(named: "ios").collection(withName: "CoffeeDrinks")
        #expect(try await drinks.find(filter: [:]) == [["_id": 2, "storeNumber": 55]])
    }

    @Test("One command's changes to one collection are one journal record, with what its change events need")
    func oneRecordPerWrite() throws {
        let directory = try TemporaryDirectory()
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            _ = session.run(["insert": "c", "documents": [["_id": 1], ["_id": 2], ["_id": 3]]])
            _ = session.run(["update": "c", "updates": [["q": ["_id": 7], "u": ["$set": ["a": 1]]]]])
            _ = session.run(["update": "c", "updates": [["q": ["_id": 1], "u": ["$set": ["a": 1]]]]])
            _ = session.run(["update": "c", "updates": [["q": ["_id": 2], "u": ["b": 2]]]])
            _ = session.run(["delete": "c", "deletes": [["q": [:], "limit": 0]]])
        }
        let journaled = try journalRecords(directory)
        // The first insert created the collection: a record of its own before the write's.
        #expect(journaled.first?["op"] == "create")
        let records = Array(journaled.dropFirst())
        // The update that matched nothing wrote no record.
        try #require(records.count == 4)
        #expect(records.allSatisfy { $0.keys == ["op", "db", "coll", "ct", "wt", "uuid", "changes"] && $0["op"] == "write" })
        // Each carries the collection's UUID, given when the first insert created it.
        #expect(Set(records.map { $0["uuid"] }) == [journaled.first?["uuid"]])
        #expect(
            records.map { $0["changes"] } == [
                [["put": ["_id": 1]], ["put": ["_id": 2]], ["put": ["_id": 3]]],
                [["put": ["_id": 1, "a": 1], "updated": ["_id": 1]]],
                [["put": ["_id": 2, "b": 2], "replaced": ["_id": 2]]],
                [["delete": 1, "deleted": ["_id": 1, "a": 1]], ["delete": 2, "deleted": ["_id": 2, "b": 2]], ["delete": 3, "deleted": ["_id": 3]]],
            ])
        // Each record's cluster time follows the last event of the one before.
        let times = records.compactMap { $0["ct"]?.timestampValueForTest }
        #expect(times.count == 4)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        // The first record's three events took three increments.
        #expect(times[1] > BSONTimestamp(seconds: times[0].seconds, increment: times[0].increment + 2))
    }

    @Test(
        "A write over the record limit (twice 16 MiB: an update carries its document before and after) goes as several records in one append and replays whole")
    func largeWrite() async throws {
        let directory = try TemporaryDirectory()
        let big = String(repeating: "x", count: 1024 * 1024)
        let documents: [Document] = (0..<40).map { ["_id": .int32(Int32($0)), "big": .string(big)] }
        do {
            _ = try await MongoClient(path: directory.url.path).database(named: "test").collection(withName: "big").insertMany(documents)
        }
        // The collection's create, then the write's two records.
        #expect(try journalRecords(directory).count == 3)
        let reopened = try Store(directory: directory.url)
        #expect(try contents(reopened)["test"]?["big"] == documents)
        // Both records' events are back, in order.
        let watcher = try ChangeStreamWatcher(
            store: reopened, scope: .client, options: ChangeStreamOptions(startAtOperationTime: BSONTimestamp(seconds: 0, increment: 1)))
        var keys: [BSONValue] = []
        while let event = try watcher.tryNext() { keys.append(event["documentKey"]?.documentValue?["_id"] ?? .null) }
        #expect(keys == documents.map { $0["_id"]! })
    }

    @Test("A torn tail loses only the unacknowledged write; later writes follow the intact ones")
    func tornTail() throws {
        let directory = try TemporaryDirectory()
        let journal = directory.file("journal")
        let namespace = try Namespace(database: "test", collection: "c")
        func insert(_ id: Int64) throws {
            let outcome = try CollectionOperations(store: Store(directory: directory.url), namespace: namespace).insert([["_id": .int64(id)]])
            #expect(outcome.count == 1)
        }
        try insert(1)
        try insert(2)
        // A crash mid-append of the second write: its record is cut short.
        let bytes = try Data(contentsOf: journal)
        try bytes.prefix(bytes.count - 5).write(to: journal)
        #expect(try contents(Store(directory: directory.url))["test"]?["c"] == [["_id": 1]])
        try insert(3)
        #expect(try contents(Store(directory: directory.url))["test"]?["c"] == [["_id": 1], ["_id": 3]])
    }

    @Test("A second store on the same directory is refused with 98 DBPathInUse")
    func secondStoreRefused() throws {
        let directory = try TemporaryDirectory()
        let first = try Store(directory: directory.url)
        let error = #expect(throws: DocStreamError.self) { try Store(directory: directory.url) }
        #expect(error?.code == 98)
        #expect(error?.message == "store is in use by process \(getpid())")
        #expect(throws: DocStreamError.self) { try MongoClient(path: directory.url.path) }
        withExtendedLifetime(first) {}
    }

    @Test("A store directory under a regular file is refused with 39 FileStreamFailed and ENOTDIR, and the file is kept")
    func storeDirectoryUnderAFile() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("plain")
        try Data("kept".utf8).write(to: file)
        let error = #expect(throws: DocStreamError.self) { try Store(directory: file.appendingPathComponent("store")) }
        #expect(error?.codeName == "FileStreamFailed")
        #expect(error?.systemErrno == ENOTDIR)
        #expect(error?.location == file.appendingPathComponent("store").path)
        #expect(try Data(contentsOf: file) == Data("kept".utf8))
    }
    /// A real full file system: a 64 KiB tmpfs (needs root to mount).
    @Test(
        "On a full disk the insert fails, is not visible, and is not there after reopen",
        .enabled(if: geteuid() == 0, "mounting a tmpfs needs root"))
    func fullDisk() throws {
        let directory = try TemporaryDirectory(tmpfsOfSize: "64k")
        try Data(count: 16 * 1024).write(to: directory.file("filler"))
        let namespace = try Namespace(database: "test", collection: "c")
        let big = String(repeating: "y", count: 1000)
        var acknowledged: [Document] = []
        do {
            let store = try Store(directory: directory.url)
            let operations = CollectionOperations(store: store, namespace: namespace)
            var failure: DocStreamError?
            for id in 0..<200 where failure == nil {
                let document: Document = ["_id": .int32(Int32(id)), "big": .string(big)]
                do {
                    _ = try operations.insert([document])
                    acknowledged.append(document)
                } catch {
                    failure = error
                }
            }
            let error = try #require(failure)
            #expect(error.codeName == "OutOfDiskSpace")
            #expect(error.systemErrno == ENOSPC)
            #expect(error.message.contains("(errno \(ENOSPC))"))
            #expect(acknowledged.count > 0)
            #expect(try contents(store)["test"]?["c"] == acknowledged)
            // The first checkpoint makes the data environment, whose lock file LMDB writes
            // through a map: on a full disk that would stop the process with SIGBUS.
            let checkpointError = #expect(throws: DocStreamError.self) { try store.checkpoint() }
            #expect(checkpointError?.codeName == "OutOfDiskSpace")
        }
        #expect(try contents(Store(directory: directory.url))["test"]?["c"] == acknowledged)
    }

    /// Replaying a journal record takes an open microseconds: a store that closes with more
    /// journal than a hundred small writes checkpoints it, and leaves less as it is.
    @Test(
        "A store that closes with more than 64 KiB of journal checkpoints it; with less it leaves the journal",
        arguments: [10, 400])
    func checkpointOnClose(updates: Int) throws {
        let directory = try TemporaryDirectory()
        let files = StoreFiles(directory: directory.url)
        let padding = String(repeating: "x", count: 200)
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            #expect(session.run(["insert": "c", "documents": [["_id": 1, "n": 0]]])["n"] == .int32(1))
            for number in 1...updates {
                let reply = session.run([
                    "update": "c", "updates": [["q": ["_id": 1], "u": ["$set": ["n": .int32(Int32(number)), "padding": .string(padding)]]]],
                ])
                #expect(reply["nModified"] == .int32(1))
            }
        }
        let generations = try files.journalGenerations()
        let newest = try #require(generations.last)
        let size = try #require(FileManager.default.attributesOfItem(atPath: files.journal(generation: newest).path)[.size] as? Int)
        if updates * padding.count > Store.closingCheckpointSize {
            #expect(size == 0 && generations.count == 2, "\(generations), \(size) bytes")
            #expect(FileManager.default.fileExists(atPath: files.data.path))
        } else {
            #expect(size > 0 && generations == [0], "\(generations), \(size) bytes")
            #expect(!FileManager.default.fileExists(atPath: files.data.path))
        }
        #expect(try contents(Store(directory: directory.url))["test"]?["c"] == [["_id": 1, "n": .int32(Int32(updates)), "padding": .string(padding)]])
    }

    /// A crash mid-append leaves the last record short, at the end of the file or with the
    /// journal's reserved zeros after it: the open cuts it, says so in its report, and keeps
    /// every acknowledged document.
    @Test(
        "A torn tail is cut at open and listed in the open report, every acknowledged document kept",
        arguments: [0, JournalFile.reservation])
    func tornTailInOpenReport(reservedZeros: Int) throws {
        let directory = try TemporaryDirectory()
        let journal = directory.file("journal")
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            for id in 1...3 {
                #expect(session.run(["insert": "drinks", "documents": [["_id": .int32(Int32(id))]]])["ok"] == .double(1))
            }
        }
        // A journal that closes gives its reserved zeros back: its size is where its records end.
        let intact = try #require(FileManager.default.attributesOfItem(atPath: journal.path)[.size] as? Int)
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            #expect(session.run(["insert": "drinks", "documents": [["_id": 4, "name": "never acknowledged"]]])["ok"] == .double(1))
        }
        let full = try Data(contentsOf: journal)
        let crashed = full.prefix(intact + 11) + Data(count: reservedZeros)
        try crashed.write(to: journal)

        let store = try Store(directory: directory.url)
        #expect(store.openReport.tornTailsCut == [StoreOpenReport.TornTail(file: journal.path, offset: intact, bytes: crashed.count - intact)])
        let drinks = try contents(store)["test"]?["drinks"]?.compactMap { $0["_id"] }
        #expect(drinks == [1, 2, 3].map { .int32($0) })
        #expect(try Data(contentsOf: journal) == full.prefix(intact))
        #expect(Store().openReport.tornTailsCut.isEmpty)
    }
}

extension BSONValue {
    var timestampValueForTest: BSONTimestamp? {
        if case .timestamp(let time) = self { time } else { nil }
    }
}
