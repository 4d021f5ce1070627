import DocStreamBSON
import Foundation
import Synchronization
import Testing

@_spi(RecordStore) @testable import DocStream

@Suite("Checkpoints and journal truncation", .timeLimit(.minutes(10)))
struct CheckpointTests {
    private func contents(_ store: Store) throws -> [String: [Document]] {
        var all: [String: [Document]] = [:]
        for database in store.databaseNames() {
            for name in store.collectionNames(in: database) {
                all["\(database).\(name)"] = Array(try #require(try store.snapshot(Namespace(database: database, collection: name))).documents)
            }
        }
        return all
    }

    private func files(_ directory: borrowing TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0 != "store.lock" }.sorted()
    }

    @Test("a checkpoint starts a new journal file (the one it covers stays for the change history); reopening gives the same collections")
    func checkpointThenReopen() throws {
        let directory = try TemporaryDirectory()
        let before: [String: [Document]]
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["create": "empty"],
                ["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"]]],
                ["insert": "gone", "documents": [["_id": 1]]],
                ["drop": "gone"],
            ])
            try store.checkpoint()
            #expect(try files(directory) == ["data", "journal", "journal.1"])
            // Changes after the checkpoint go to the new journal file.
            try store.runRequiringSuccess([
                ["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["size": "tall"]]]]],
                ["delete": "drinks", "deletes": [["q": ["_id": 2], "limit": 1]]],
                ["insert": "drinks", "documents": [["_id": 3, "name": "Cortado"]], "$db": "other"],
            ])
            before = try contents(store)
        }
        #expect(
            before == [
                "test.empty": [],
                "test.drinks": [["_id": 1, "name": "Mocha", "size": "tall"]],
                "other.drinks": [["_id": 3, "name": "Cortado"]],
            ])
        let reopened = try Store(directory: directory.url)
        #expect(try contents(reopened) == before)
    }

    @Test("past the threshold, writes take checkpoints and old journal files go once the change history no longer needs them")
    func automaticCheckpoints() throws {
        let directory = try TemporaryDirectory()
        var expected: [Document] = []
        do {
            // A history of one write's events: at most the journal file holding them stays.
            let store = try Store(directory: directory.url, checkpointThreshold: 4096, changeHistory: ChangeLog.Retention(maxEvents: 10))
            for batch in 0..<40 {
                let documents: [BSONValue] = (0..<10).map {
                    .document(["_id": .int64(Int64(batch * 10 + $0)), "payload": .string(String(repeating: "x", count: 64))])
                }
                try store.runRequiringSuccess([["insert": "drinks", "documents": .array(documents)]])
                expected += documents.compactMap(\.documentValue)
            }
            let names = try files(directory)
            #expect(names.contains("data"))
            #expect(names.count <= 3, "the data directory, the current journal file and at most one kept for history, not \(names)")
            let journal = try #require(names.filter { $0.hasPrefix("journal") }.max { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
            let size = try #require(try FileManager.default.attributesOfItem(atPath: directory.file(journal).path)[.size] as? Int)
            #expect(size < 4096 + 2048, "the current journal holds only what came after the last checkpoint")
        }
        let reopened = try Store(directory: directory.url)
        #expect(try contents(reopened)["test.drinks"] == expected)
    }

    /// A writer's record reaches the journal under the store's lock; its fsync comes after,
    /// outside it. A checkpoint taken in between holds the record and may remove the file (here
    /// the change history keeps no journal file), so the writer's fsync finds the file gone:
    /// the write is durable all the same and must be acknowledged, not refused as a journal
    /// another process removed.
    @Test("writes whose journal file a concurrent checkpoint covers and removes are acknowledged, and reopening has them all")
    func writesBesideCheckpoints() throws {
        let directory = try TemporaryDirectory()
        let count = 1000
        do {
            let store = try Store(directory: directory.url, changeHistory: ChangeLog.Retention(maxEvents: 1))
            let writing = Atomic(true)
            let checkpoints = Atomic(0)
            let checkpointer = Thread {
                while writing.load(ordering: .acquiring) {
                    try? store.checkpoint()
                    checkpoints.add(1, ordering: .relaxed)
                }
            }
            checkpointer.start()
            var refused: [String] = []
            for id in 0..<count {
                do {
                    _ = try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": .int32(Int32(id))]]]])
                } catch {
                    refused.append("\(id): \(error)")
                }
            }
            writing.store(false, ordering: .releasing)
            while !checkpointer.isFinished { usleep(1000) }
            #expect(refused == [])
            #expect(checkpoints.load(ordering: .relaxed) > 10, "the checkpoints ran beside the writes")
        }
        let reopened = try Store(directory: directory.url)
        #expect(try contents(reopened)["test.drinks"] == (0..<count).map { ["_id": .int32(Int32($0))] })
    }

    @Test("a missing checkpoint stops the open (DataCorruptionDetected) and leaves the files alone")
    func missingCheckpoint() throws {
        let directory = try TemporaryDirectory()
        try Store.writeTwoCheckpoints(in: directory.url)
        try FileManager.default.removeItem(at: directory.file("data"))
        #expect(try files(directory) == ["journal.1", "journal.2"])
        let journal = try Data(contentsOf: directory.file("journal.1"))
        do {
            _ = try Store(directory: directory.url)
            Issue.record("a store whose checkpoint is gone must not open as if it were empty")
        } catch {
            #expect(error.codeName == "DataCorruptionDetected")
            #expect(error.message.contains("checkpoint is of generation"), "\(error)")
            #expect(error.message.contains("generation 1"))
        }
        #expect(try files(directory) == ["journal.1", "journal.2"])
        #expect(try Data(contentsOf: directory.file("journal.1")) == journal)
    }

    /// What another process does to the data environment of a running store.
    enum DataDamage: String, CaseIterable, Sendable {
        case fileRemoved, directoryRemoved, fileReplaced

        func apply(to directory: borrowing TemporaryDirectory) throws {
            let data = directory.file("data")
            switch self {
            case .fileRemoved: try FileManager.default.removeItem(at: data.appendingPathComponent("data.mdb"))
            case .directoryRemoved: try FileManager.default.removeItem(at: data)
            case .fileReplaced:
                let file = data.appendingPathComponent("data.mdb")
                try FileManager.default.removeItem(at: file)
                try Data(repeating: 0x5A, count: 8192).write(to: file)
            }
        }
    }

    @Test(
        "a data environment removed or replaced under a running store is written back before a checkpoint deletes journal files, and as the store closes",
        arguments: DataDamage.allCases)
    func dataEnvironmentLostUnderStore(damage: DataDamage) throws {
        let directory = try TemporaryDirectory()
        var expected: [Document] = []
        do {
            // A one-event history lets each checkpoint delete the journal files before it.
            let store = try Store(directory: directory.url, changeHistory: ChangeLog.Retention(maxEvents: 1))
            func insert(_ ids: Range<Int>) throws {
                for id in ids {
                    let document: Document = ["_id": .int64(Int64(id)), "name": .string("drink \(id)")]
                    try store.runRequiringSuccess([["insert": "drinks", "documents": [.document(document)]]])
                    expected.append(document)
                }
            }
            try insert(0..<10)
            try store.checkpoint()
            try damage.apply(to: directory)
            try insert(10..<20)
            try store.checkpoint()
            #expect(try files(directory) == ["data", "journal.1", "journal.2"], "the first journal file is gone")
            #expect(FileManager.default.fileExists(atPath: directory.file("data").appendingPathComponent("data.mdb").path))
            try insert(20..<30)
            try store.checkpoint()
            try insert(30..<40)
            // Again after the last checkpoint: closing writes it back.
            try damage.apply(to: directory)
        }
        let reopened = try Store(directory: directory.url)
        #expect(try contents(reopened)["test.drinks"] == expected)
    }

    /// Another program cutting the data file short under a running store takes what the
    /// checkpoints put there; the writes since the last one are still in the journal files,
    /// which a checkpoint would delete. It fails instead, and repair recovers them.
    @Test(
        "a data file cut short under a running store fails the next checkpoint (DataCorruptionDetected), which keeps the journal files; repair recovers the writes since the last checkpoint"
    )
    func dataFileCutShortUnderStore() throws {
        let directory = try TemporaryDirectory()
        let dataFile = directory.file("data").appendingPathComponent("data.mdb")
        let later: [BSONValue] = (1_000..<1_010).map { .document(["_id": .int32(Int32($0))]) }
        do {
            let store = try Store(directory: directory.url, changeHistory: ChangeLog.Retention(maxEvents: 1))
            let padding = String(repeating: "x", count: 200)
            try store.runRequiringSuccess([
                ["insert": "drinks", "documents": .array((0..<500).map { .document(["_id": .int32(Int32($0)), "pad": .string(padding)]) })]
            ])
            try store.checkpoint()
            let whole = try Data(contentsOf: dataFile)
            try FileHandle(forWritingTo: dataFile).truncate(atOffset: UInt64(whole.count / 2 / 4096 * 4096))
            try store.runRequiringSuccess([["insert": "drinks", "documents": .array(later)]])
            let journals = try files(directory)
            do {
                try store.checkpoint()
                Issue.record("a checkpoint into a data file cut short succeeded")
            } catch {
                #expect(error.codeName == "DataCorruptionDetected")
                #expect(error.message.contains("cut short"), "\(error)")
            }
            let after = try files(directory)
            // It may have begun the next generation; it deleted none.
            #expect(Set(journals).isSubset(of: after), "the failed checkpoint deleted journal files: \(journals) -> \(after)")
        }
        #expect(throws: DocStreamError.self) { _ = try Store(directory: directory.url) }
        let output = directory.url.deletingLastPathComponent().appendingPathComponent(directory.url.lastPathComponent + "-repaired")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try StoreRepair.repair(directory: directory.url, into: output)
        let repaired = try #require(try Store(directory: output).snapshot(Namespace(database: "test", collection: "drinks"))).documents
        for document in later {
            #expect(repaired.contains { $0["_id"] == document.documentValue?["_id"] }, "\(document) lost")
        }
    }

    /// Between checkpoints, a collection not read into memory is read from the data file as
    /// queries need it. Cut short under the running store, the file would stop the process at
    /// the first read of a lost page (LMDB reads through its map: SIGBUS); each read checks
    /// first and fails instead, while writes the journal takes go on, and repair recovers them.
    @Test(
        "reads of a collection not in memory from a data file cut short under a running store fail (DataCorruptionDetected) instead of stopping the process; other writes go on; repair recovers them"
    )
    func readFromDataFileCutShort() throws {
        let directory = try TemporaryDirectory()
        let dataFile = directory.file("data").appendingPathComponent("data.mdb")
        do {
            let store = try Store(directory: directory.url)
            let padding = String(repeating: "x", count: 200)
            try store.runRequiringSuccess([
                ["insert": "drinks", "documents": .array((0..<500).map { .document(["_id": .int32(Int32($0)), "pad": .string(padding)]) })]
            ])
            try store.checkpoint()
        }
        do {
            // Opened again, the store reads no documents until a query needs them.
            let store = try Store(directory: directory.url)
            let length = try #require(try FileManager.default.attributesOfItem(atPath: dataFile.path)[.size] as? Int)
            try FileHandle(forWritingTo: dataFile).truncate(atOffset: UInt64(length / 2 / 4096 * 4096))
            let session = CommandSession(store: store)
            for command: Document in [["find": "drinks", "filter": ["_id": 250]], ["find": "drinks"], ["count": "drinks", "query": ["pad": "x"]]] {
                let reply = session.run(command)
                #expect(reply["codeName"] == "DataCorruptionDetected", "\(command): \(reply)")
                #expect(reply["errmsg"]?.stringValue?.contains("cut short") == true, "\(reply)")
            }
            try store.runRequiringSuccess([["insert": "orders", "documents": [["_id": 1, "drink": 250]]]])
        }
        #expect(throws: DocStreamError.self) { _ = try Store(directory: directory.url) }
        let output = directory.url.deletingLastPathComponent().appendingPathComponent(directory.url.lastPathComponent + "-repaired")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try StoreRepair.repair(directory: directory.url, into: output)
        let repaired = try Store(directory: output)
        #expect(try repaired.snapshot(Namespace(database: "test", collection: "orders")).map { Array($0.documents) } == [["_id": 1, "drink": 250]])
    }

    /// Runs `body` on the store's data environment.
    private func withData(_ directory: borrowing TemporaryDirectory, _ body: (StoreData) throws -> Void) throws {
        try body(try #require(try StoreData.open(StoreFiles(directory: directory.url), create: false)))
    }

    /// The storage number of the collection `uuid`, with its store open (the environment it
    /// shares knows its numbers).
    private func storageNumber(_ directory: borrowing TemporaryDirectory, of uuid: UUID?) throws -> RecordStore.Number {
        var number: RecordStore.Number?
        try withData(directory) { data in number = data.storageNumber(of: try #require(uuid)) }
        return try #require(number)
    }

    @Test("a damaged checkpoint catalog stops the open (DataCorruptionDetected) naming the data directory, and changes nothing")
    func corruptCheckpointCatalog() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"]]]])
            try store.checkpoint()
        }
        var damaged: [UInt8] = []
        try withData(directory) { data in
            let stored = try data.environment.read { transaction throws(DocStreamError) in
                try transaction.get(StoreData.catalogKey, in: data.catalogDatabase).map { Array($0) }
            }
            damaged = try #require(stored)
            damaged[damaged.count / 2] ^= 0xFF
            try data.environment.write { [damaged] transaction throws(DocStreamError) in
                try transaction.put(damaged, for: StoreData.catalogKey, in: data.catalogDatabase)
            }
        }
        do {
            _ = try Store(directory: directory.url)
            Issue.record("a corrupt checkpoint must not open")
        } catch {
            #expect(error.codeName == "DataCorruptionDetected")
            #expect(error.message.contains("checkpoint"), "\(error)")
            #expect(error.location?.hasPrefix(directory.file("data").path) == true, "\(error)")
        }
        try withData(directory) { data in
            try data.environment.read { transaction throws(DocStreamError) in
                #expect(try transaction.get(StoreData.catalogKey, in: data.catalogDatabase).map { Array($0) } == damaged)
            }
        }
    }

    @Test(
        "a checkpoint records what each journal file kept for history holds; one whose record of it lacks a field stops the open (DataCorruptionDetected), changing nothing"
    )
    func checkpointHistorySegments() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 1], ["_id": 2]]]])
            try store.checkpoint()
            try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 3]]]])
            try store.checkpoint()
        }
        var stored: [UInt8]?
        try withData(directory) { data in
            stored = try data.environment.read { transaction throws(DocStreamError) in
                try transaction.get(StoreData.catalogKey, in: data.catalogDatabase).map { Array($0) }
            }
        }
        let path = directory.file("data").path
        let records = try JournalReplay.records(in: try Checkpoint.framedRecords(of: try #require(stored), path: path), path: path).records
        let header = try #require(records.first)
        // Journal 0 holds the collection's create and two inserts (three events), journal 1 the third insert.
        let segments = (header["history"]?.arrayValue ?? []).compactMap(\.documentValue)
        try #require(segments.map { $0["generation"] } == [.int64(0), .int64(1)])
        #expect(segments.map { $0["events"] } == [.int64(3), .int64(1)])
        #expect(segments.allSatisfy { $0["firstTime"] != nil && $0["lastTime"] != nil && $0["lastWallTime"] != nil })

        var damagedHeader = header
        var first = segments[0]
        first["events"] = nil
        damagedHeader["history"] = .array([.document(first), .document(segments[1])])
        var framed: [UInt8] = []
        for record in [damagedHeader] + records.dropFirst() { JournalFormat.appendRecord(record, to: &framed) }
        let damaged = CompressedBlocks.compress(framed)
        try withData(directory) { data in
            _ = try data.environment.write { [damaged] transaction throws(DocStreamError) in
                try transaction.put(damaged, for: StoreData.catalogKey, in: data.catalogDatabase)
            }
        }
        let error = #expect(throws: DocStreamError.self) { try Store(directory: directory.url) }
        #expect(error?.codeName == "DataCorruptionDetected")
        #expect(error?.message.contains("history segment") == true, "\(String(describing: error))")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix("journal") }.sorted()
                == ["journal", "journal.1", "journal.2"])
    }

    @Test(
        "a damaged block of a collection's documents: reading the collection, or a write that needs it, is DataCorruptionDetected naming the block, changing nothing; an insert by _id is kept in the journal; the others read"
    )
    func corruptDocumentBlock() throws {
        let directory = try TemporaryDirectory()
        let number: RecordStore.Number
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"]]],
                ["insert": "orders", "documents": [["_id": 1, "drink": 2]]],
            ])
            try store.checkpoint()
            number = try storageNumber(directory, of: try store.snapshot(Namespace(database: "test", collection: "drinks"))?.uuid)
        }
        try withData(directory) { data in
            let records = data.recordStore(number, of: try Namespace(database: "test", collection: "drinks"))
            try data.environment.write { transaction throws(DocStreamError) in
                try transaction.put([1, 2, 3], for: records.key(1), in: records.blocks)
            }
        }
        // The open reads no documents: it succeeds, and the damage shows when they are read.
        do {
            let store = try Store(directory: directory.url)
            let session = CommandSession(store: store)
            for command: Document in [["find": "drinks"], ["count": "drinks", "query": ["_id": 1]]] {
                let reply = session.run(command)
                #expect(reply["ok"] == .double(0), "\(command): \(reply)")
                #expect(reply["codeName"] == "DataCorruptionDetected")
                #expect(reply["errmsg"]?.stringValue?.contains("record block 1 of collection test.drinks is damaged") == true, "\(reply)")
            }
            // An update of every document needs them all: its statement fails, as MongoDB reports a statement's error.
            let update = session.run(["update": "drinks", "updates": [["q": [:], "u": ["$set": ["size": "tall"]], "multi": true]]])
            #expect(update[path: "writeErrors.0.code"] == .int32(301), "\(update)")
            #expect(update[path: "writeErrors.0.errmsg"]?.stringValue?.contains("record block 1 of collection test.drinks is damaged") == true)
            #expect(try store.snapshot(Namespace(database: "test", collection: "orders")).map { Array($0.documents) } == [["_id": 1, "drink": 2]])
            // An insert reads the `_id` index, not the damaged block: it is acknowledged.
            #expect(session.run(["insert": "drinks", "documents": [["_id": 3]]])["n"] == .int32(1))
            // A checkpoint would add the document to the damaged block: it fails naming it, and
            // the insert stays in the journal, there after a reopen.
            let error = #expect(throws: DocStreamError.self) { try store.checkpoint() }
            #expect(error?.codeName == "DataCorruptionDetected")
            #expect(error?.message.contains("record block 1 of collection test.drinks is damaged") == true, "\(String(describing: error))")
        }
        let reopened = CommandSession(store: try Store(directory: directory.url))
        #expect(reopened.run(["find": "drinks", "filter": ["_id": 3]])[path: "cursor.firstBatch"] == [["_id": 3]])
        #expect(reopened.run(["find": "drinks"])["codeName"] == "DataCorruptionDetected")
    }

    @Test(
        "a record store holding one _id twice (a block written outside DocStream): reading the collection is DataCorruptionDetected naming the _id, changing nothing; a count reads the stored count"
    )
    func storedDuplicateID() throws {
        let directory = try TemporaryDirectory()
        let number: RecordStore.Number
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"], ["_id": 2, "name": "Latte"]]]])
            try store.checkpoint()
            number = try storageNumber(directory, of: try store.snapshot(Namespace(database: "test", collection: "drinks"))?.uuid)
        }
        try withData(directory) { data in
            let records = data.recordStore(number, of: try Namespace(database: "test", collection: "drinks"))
            // The collection's one block, its second document given the first's _id.
            var block = RecordBlockContents(key: 1)
            block.append(1, (["_id": 1, "name": "Mocha"] as Document).bytes)
            block.append(2, (["_id": 1, "name": "Copy"] as Document).bytes)
            try data.environment.write { transaction throws(DocStreamError) in
                _ = try transaction.put(block.stored(version: 100), for: records.key(1), in: records.blocks)
            }
        }
        let store = try Store(directory: directory.url)
        let session = CommandSession(store: store)
        let reply = session.run(["find": "drinks", "filter": ["name": "Mocha"]])
        #expect(reply["codeName"] == "DataCorruptionDetected", "\(reply)")
        #expect(reply["errmsg"] == "two stored documents of test.drinks have the _id 1")
        #expect(session.run(["count": "drinks"])["n"] == .int32(2))
        #expect(session.run(["find": "drinks", "filter": ["name": "Mocha"]])["codeName"] == "DataCorruptionDetected")
    }

    @Test("a checkpoint writes again only the collections whose documents changed, and forgets dropped ones")
    func checkpointWritesChangedCollections() throws {
        let directory = try TemporaryDirectory()
        let namespaces = try ["kept", "changed", "dropped"].map { try Namespace(database: "test", collection: $0) }
        var numbers: [RecordStore.Number] = []
        /// Each collection's record store state: how many block writes it has had, and its count.
        func states() throws -> [(writes: UInt64, count: UInt64)] {
            var states: [(writes: UInt64, count: UInt64)] = []
            try withData(directory) { data in
                try data.environment.read { transaction throws(DocStreamError) in
                    for (number, namespace) in zip(numbers, namespaces) {
                        let state = try data.recordStore(number, of: namespace).state(in: transaction)
                        states.append((state.blockWrites, state.count))
                    }
                }
            }
            return states
        }
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess(namespaces.map { ["insert": .string($0.collection), "documents": [["_id": 1], ["_id": 2]]] })
            try store.checkpoint()
            numbers = try namespaces.map { try storageNumber(directory, of: try store.snapshot($0)?.uuid) }
        }
        #expect(try states().map(\.writes) == [1, 1, 1])
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([["insert": "changed", "documents": [["_id": 3]]], ["drop": "dropped"], ["create": "fresh"]])
            try store.checkpoint()
            #expect(try contents(store)["test.changed"]?.count == 3)
        }
        let after = try states()
        #expect(after.map(\.writes) == [1, 2, 0])
        #expect(after.map(\.count) == [2, 3, 0])
        let reopened = try Store(directory: directory.url)
        #expect(try contents(reopened) == ["test.kept": [["_id": 1], ["_id": 2]], "test.changed": [["_id": 1], ["_id": 2], ["_id": 3]], "test.fresh": []])
    }

    /// 2,000 documents of about 270 bytes each: a collection of many blocks.
    private static let drinksFillingBlocks: [Document] = (0..<2000).map {
        ["_id": .int32(Int32($0)), "notes": .string(String(repeating: "steamed milk ", count: 20) + "\($0)")]
    }

    /// How many block writes the record store `number` has had, and how many blocks it holds.
    private func recordStoreFigures(
        _ directory: borrowing TemporaryDirectory, _ number: RecordStore.Number, _ namespace: Namespace
    ) throws -> (writes: UInt64, blocks: Int) {
        var figures: (UInt64, Int) = (0, 0)
        try withData(directory) { data in
            let records = data.recordStore(number, of: namespace)
            let writes = try data.environment.read { transaction throws(DocStreamError) in try records.state(in: transaction).blockWrites }
            figures = (writes, try records.storedBlockSizes().count)
        }
        return figures
    }

    @Test("a checkpoint writes the blocks of the documents the journal changed, not the collection, and keeps the natural order")
    func incrementalCheckpoint() throws {
        let directory = try TemporaryDirectory()
        let namespace = try Namespace(database: "test", collection: "drinks")
        var expected = Self.drinksFillingBlocks
        var number: RecordStore.Number = 0
        func blockWrites() throws -> (writes: UInt64, blocks: Int) { try recordStoreFigures(directory, number, namespace) }
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([["insert": "drinks", "documents": .array(expected.map(BSONValue.document))]])
            try store.checkpoint()
            number = try storageNumber(directory, of: try store.snapshot(namespace)?.uuid)
        }
        let first = try blockWrites()
        #expect(first.blocks > 10)
        do {
            let store = try Store(directory: directory.url)
            try store.runRequiringSuccess([
                ["update": "drinks", "updates": [["q": ["_id": 5], "u": ["$set": ["size": "tall"]]]]],
                ["delete": "drinks", "deletes": [["q": ["_id": 1500], "limit": 1]]],
                ["insert": "drinks", "documents": [["_id": 3000], ["_id": 2999]]],
            ])
            try store.checkpoint()
        }
        expected[5]["size"] = "tall"
        expected.remove(at: 1500)
        expected += [["_id": 3000], ["_id": 2999]]
        let second = try blockWrites()
        // The updated document's block, the deleted one's and the last block: not every block.
        #expect(second.writes - first.writes <= 3, "\(first) then \(second)")
        let reopened = try Store(directory: directory.url)
        #expect(try contents(reopened)["test.drinks"] == expected)
    }

    @Test("checkpoints of a collection in memory write the blocks of the documents changed since the last, whatever the changes")
    func incrementalCheckpointsInMemory() throws {
        let directory = try TemporaryDirectory()
        let namespace = try Namespace(database: "test", collection: "drinks")
        var expected = Self.drinksFillingBlocks
        let store = try Store(directory: directory.url)
        try store.runRequiringSuccess([["insert": "drinks", "documents": .array(expected.map(BSONValue.document))]])
        try store.checkpoint()
        let number = try storageNumber(directory, of: try store.snapshot(namespace)?.uuid)
        func blockWrites() throws -> UInt64 { try recordStoreFigures(directory, number, namespace).writes }
        let first = try blockWrites()
        // Each kind of change, and an _id deleted then stored again, a document added then deleted.
        try store.runRequiringSuccess([
            ["update": "drinks", "updates": [["q": ["_id": 5], "u": ["$set": ["size": "tall"]]]]],
            ["delete": "drinks", "deletes": [["q": ["_id": 1500], "limit": 1], ["q": ["_id": 700], "limit": 1]]],
            ["insert": "drinks", "documents": [["_id": 3000], ["_id": .int32(700), "notes": "back"], ["_id": 3001]]],
            ["delete": "drinks", "deletes": [["q": ["_id": 3001], "limit": 1]]],
            ["update": "drinks", "updates": [["q": ["_id": 9], "u": ["notes": "replaced"]]]],
        ])
        try store.checkpoint()
        expected[5]["size"] = "tall"
        expected[9] = ["_id": .int32(9), "notes": "replaced"]
        expected.remove(at: 1500)
        expected.remove(at: 700)
        expected += [["_id": 3000], ["_id": .int32(700), "notes": "back"]]
        let second = try blockWrites()
        // The blocks of _ids 5 and 9, of 700 and of 1500, and the last: not every block.
        #expect(second - first <= 5, "\(first) then \(second)")
        try store.runRequiringSuccess([["update": "drinks", "updates": [["q": ["_id": 1999], "u": ["$set": ["size": "grande"]]]]]])
        try store.checkpoint()
        expected[expected.firstIndex { $0["_id"] == .int32(1999) }!]["size"] = "grande"
        #expect(try blockWrites() - second <= 1)
        #expect(try contents(store)["test.drinks"] == expected)
        // What the record store holds alone: the journal since the checkpoint holds nothing.
        try withData(directory) { data in
            var scan = try data.recordStore(number, of: namespace).scan()
            var stored: [Document] = []
            while let record = try scan.next() { stored.append(record.document) }
            #expect(stored == expected)
        }
    }

    @Test(
        "a crash after the checkpoint was renamed but before the old journal went: the leftover is not replayed, and goes once the history no longer needs it")
    func leftoverJournal() throws {
        let directory = try TemporaryDirectory()
        let journalBeforeCheckpoint: Data
        let history = ChangeLog.Retention(maxEvents: 1)
        do {
            let store = try Store(directory: directory.url, changeHistory: history)
            try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 1]]]])
            journalBeforeCheckpoint = try Data(contentsOf: directory.file("journal"))
            try store.checkpoint()
            try store.runRequiringSuccess([["delete": "drinks", "deletes": [["q": ["_id": 1], "limit": 1]]]])
        }
        // Put back the covered journal, as if the process died before deleting it.
        try journalBeforeCheckpoint.write(to: directory.file("journal"))
        let reopened = try Store(directory: directory.url, changeHistory: history)
        #expect(try contents(reopened)["test.drinks"] == [])
        #expect(try files(directory) == ["data", "journal.1"])
    }
}
