import DocStreamBSON
import Foundation
import Synchronization
import Testing

@_spi(RecordStore) @testable import DocStream

/// `docstream repair`: a store that does not open (a flipped byte mid-journal, a
/// damaged length, a damaged checkpoint) is salvaged into a fresh store holding every intact
/// record, with a report naming each file, offset and what was lost.
@Suite("Store repair", .timeLimit(.minutes(10)))
struct StoreRepairTests {
    /// A store with one insert per journal record, a unique index, and a delete.
    private func makeStore(_ directory: URL, checkpointAfter: Int? = nil) throws {
        let store = try Store(directory: directory)
        let session = CommandSession(store: store)
        #expect(session.run(["createIndexes": "drinks", "indexes": [["key": ["name": 1], "name": "name_1", "unique": true]]])["ok"] == .double(1))
        for id in 1...6 {
            #expect(session.run(["insert": "drinks", "documents": [["_id": .int32(Int32(id)), "name": .string("drink \(id)")]]])["ok"] == .double(1))
            if id == checkpointAfter { try store.checkpoint() }
        }
        #expect(session.run(["insert": "other", "documents": [["_id": 1]]])["ok"] == .double(1))
    }

    private func ids(_ store: Store, _ collection: String = "drinks") throws -> [BSONValue] {
        try #require(try store.snapshot(Namespace(database: "test", collection: collection))).documents.compactMap { $0["_id"] }
    }

    /// A store made by `makeStore` in `directory`, with its journal and its records' offsets.
    private func makeStore(in directory: borrowing TemporaryDirectory) throws -> (store: URL, journal: URL, offsets: [Int]) {
        let store = directory.url.appendingPathComponent("store")
        try makeStore(store)
        let journal = store.appendingPathComponent("journal")
        return (store, journal, try recordOffsets(journal))
    }

    /// The offsets of the intact records of a file.
    private func recordOffsets(_ url: URL) throws -> [Int] {
        RecordSalvage(bytes: Array(try Data(contentsOf: url))).records.map(\.offset)
    }

    private func flipByte(in url: URL, at offset: Int) throws {
        var bytes = Array(try Data(contentsOf: url))
        bytes[offset] ^= 0x5A
        try Data(bytes).write(to: url)
    }

    private func report(_ report: Document, file: String) -> Document? {
        report["files"]?.arrayValue?.compactMap(\.documentValue).first { $0["file"] == .string(file) }
    }

    @Test("a flipped byte mid-journal: the open names file and offset; repair keeps the records before and after and reports the one lost")
    func flippedByteMidJournal() throws {
        let directory = try TemporaryDirectory()
        let (store, journal, offsets) = try makeStore(in: directory)
        // Records 0 and 1 create the collection and its index; record 4 inserts drink 3.
        try flipByte(in: journal, at: offsets[4] + JournalFormat.headerSize + 20)
        let damagedBytes = try Data(contentsOf: journal)
        #expect(throws: DocStreamError.self) { _ = try Store(directory: store) }
        do {
            _ = try Store(directory: store)
        } catch {
            #expect(error.codeName == "DataCorruptionDetected")
            #expect(error.message.contains("journal record"), "\(error)")
            #expect(error.location == "\(journal.path), offset \(offsets[4])")
        }
        let report = try StoreRepair.repair(directory: store)
        #expect(report["outcome"] == "repaired")
        #expect(report["recordsLost"] == .int64(1))
        #expect(report["recordsSalvaged"] == .int64(Int64(offsets.count - 1)))
        let damaged = self.report(report, file: "journal")?["damaged"]?.arrayValue?.first?.documentValue
        #expect(damaged?["offset"] == .int64(Int64(offsets[4])))
        #expect(damaged?["bytes"] == .int64(Int64(offsets[5] - offsets[4])))
        #expect(damaged?["recordsLost"] == .int64(1))
        #expect(damaged?["reason"] == "checksum mismatch")
        #expect(report["changesNotApplied"] == [])
        // The damaged store is kept whole beside the repaired one.
        let aside = try #require(report["damagedFilesKeptIn"]?.stringValue)
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside).appendingPathComponent("journal")) == damagedBytes)
        let reopened = try Store(directory: store)
        let drinks = try ids(reopened)
        #expect(drinks == [1, 2, 4, 5, 6].map { .int32($0) })
        let other = try ids(reopened, "other")
        #expect(other == [.int64(1)])
        // The unique index came back with the data and still refuses duplicates.
        let session = CommandSession(store: reopened)
        #expect(session.run(["insert": "drinks", "documents": [["name": "drink 2"]]])[path: "writeErrors"] != nil)
        #expect(session.run(["insert": "drinks", "documents": [["_id": 3, "name": "drink 3"]]])["n"] == .int32(1))
        #expect(FileManager.default.fileExists(atPath: store.appendingPathComponent(StoreRepair.reportFileName).path))
    }

    @Test("a flipped byte in the last record: the open fails naming file, offset and repair, and changes nothing; repair drops that record alone")
    func flippedByteInLastRecord() throws {
        let directory = try TemporaryDirectory()
        let (store, journal, offsets) = try makeStore(in: directory)
        // The last record inserts the one document of "other".
        let last = try #require(offsets.last)
        try flipByte(in: journal, at: last + JournalFormat.headerSize + 20)
        let damagedBytes = try Data(contentsOf: journal)
        do {
            _ = try Store(directory: store)
            Issue.record("a store whose last journal record is damaged opened")
        } catch {
            #expect(error.codeName == "DataCorruptionDetected")
            #expect(error.message.contains("journal record"), "\(error)")
            #expect(error.location == "\(journal.path), offset \(last)")
            #expect(error.message.contains("docstream repair --db \(store.path)"), "\(error)")
        }
        #expect(try Data(contentsOf: journal) == damagedBytes)

        let report = try StoreRepair.repair(directory: store)
        #expect(report["outcome"] == "repaired")
        #expect(report["recordsLost"] == .int64(1))
        let damaged = self.report(report, file: "journal")?["damaged"]?.arrayValue?.first?.documentValue
        #expect(damaged?["offset"] == .int64(Int64(last)))
        #expect(damaged?["bytes"] == .int64(Int64(damagedBytes.count - last)))
        #expect(damaged?["reason"] == "checksum mismatch")
        #expect(self.report(report, file: "journal")?["tornTail"] == nil)
        let reopened = try Store(directory: store)
        #expect(try ids(reopened) == (1...6).map { .int32($0) })
        #expect(reopened.collectionNames(in: "test") == ["drinks", "other"])
        #expect(try reopened.snapshot(try Namespace(database: "test", collection: "other"))?.count == 0)
    }

    /// LMDB reads its pages through a memory map, and a page past the file's end stops the
    /// process with SIGBUS: a data file cut short (a partial copy, a file system that lost its
    /// tail) stopped both the open and the repair. The open now refuses it; repair reads a copy
    /// extended with zeros, where the lost pages read as damaged.
    @Test("a data file cut short: the open refuses it (DataCorruptionDetected) and changes nothing; repair keeps the journal's records and reports the cut")
    func dataFileCutShort() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("store")
        do {
            // A one-event history lets the checkpoint delete the journal files before it.
            let opened = try Store(directory: store, changeHistory: ChangeLog.Retention(maxEvents: 1))
            let padding = String(repeating: "x", count: 200)
            let checkpointed: [BSONValue] = (0..<2_000).map { .document(["_id": .int32(Int32($0)), "pad": .string(padding)]) }
            try opened.runRequiringSuccess([["insert": "drinks", "documents": .array(checkpointed)]])
            try opened.checkpoint()
            try opened.runRequiringSuccess([["insert": "drinks", "documents": [["_id": .int32(5_000)], ["_id": .int32(5_001)]]]])
        }
        let dataFile = store.appendingPathComponent("data/data.mdb")
        let whole = try Data(contentsOf: dataFile)
        let cut = whole.prefix(whole.count / 2 / 4096 * 4096)
        try cut.write(to: dataFile)
        do {
            _ = try Store(directory: store)
            Issue.record("a data file cut short opened")
        } catch {
            #expect(error.codeName == "DataCorruptionDetected")
            #expect(error.message.contains("cut short: \(cut.count) bytes, where its pages end at byte \(whole.count)"), "\(error)")
            #expect(error.location == dataFile.path)
        }
        #expect(try Data(contentsOf: dataFile) == cut, "the open changed the data file")

        let output = directory.url.appendingPathComponent("repaired")
        let report = try StoreRepair.repair(directory: store, into: output)
        #expect(report["outcome"] == "repaired")
        #expect(report["recordsLost"]?.stringValue?.hasPrefix("at least") == true)
        let data = self.report(report, file: "data")
        #expect(data?["cutShort"] == ["bytes": .int64(Int64(cut.count)), "pagesEnd": .int64(Int64(whole.count))], "\(report.extendedJSON(.relaxed))")
        // The writes after the checkpoint are in the journal, which repair reads whole.
        let repaired = try ids(try Store(directory: output))
        #expect(repaired.contains(.int32(5_000)) && repaired.contains(.int32(5_001)), "\(repaired.count) documents")
        #expect(try Data(contentsOf: dataFile) == cut, "the repair changed the data file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["repaired", "store"], "the copy was left behind")
    }

    @Test("a damaged record length loses the stretch to the next intact record, reported as at least one record")
    func damagedLength() throws {
        let directory = try TemporaryDirectory()
        let (store, journal, offsets) = try makeStore(in: directory)
        var bytes = Array(try Data(contentsOf: journal))
        // Record 2 inserts drink 1.
        bytes[offsets[2] + 1] = 0x7F
        try Data(bytes).write(to: journal)
        #expect(throws: DocStreamError.self) { _ = try Store(directory: store) }
        let output = directory.url.appendingPathComponent("repaired")
        let report = try StoreRepair.repair(directory: store, into: output)
        #expect(report["recordsLost"] == "at least 1")
        let damaged = self.report(report, file: "journal")?["damaged"]?.arrayValue?.first?.documentValue
        #expect(damaged?["offset"] == .int64(Int64(offsets[2])))
        #expect(damaged?["recordsLost"] == "unknown")
        let drinks = try ids(try Store(directory: output))
        #expect(drinks == [2, 3, 4, 5, 6].map { .int32($0) })
        // With an output directory the damaged store is left exactly as it was.
        #expect(Array(try Data(contentsOf: journal)) == bytes)
    }

    @Test(
        "a damaged uncompressed checkpoint file (as written before compression): the open fails (DataCorruptionDetected); repair keeps its intact records and the journal after it"
    )
    func damagedCheckpoint() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("store")
        try makeStore(store, checkpointAfter: 4)
        try LegacyCheckpoint.convert(store, compressed: false)
        let checkpoint = store.appendingPathComponent("checkpoint")
        let offsets = try recordOffsets(checkpoint)
        // Records: header, create drinks, drinks' documents, drinks' indexes, end.
        try flipByte(in: checkpoint, at: offsets[2] + JournalFormat.headerSize + 30)
        do {
            _ = try Store(directory: store)
            Issue.record("a damaged checkpoint opened")
        } catch {
            #expect(error.codeName == "DataCorruptionDetected")
            #expect(error.message.contains("checkpoint"), "\(error)")
        }
        let report = try StoreRepair.repair(directory: store)
        #expect(self.report(report, file: "checkpoint")?["damaged"]?.arrayValue?.count == 1)
        #expect(report["recordsLost"] == .int64(1))
        let reopened = try Store(directory: store)
        // Drinks 1 to 4 were in the damaged checkpoint record; 5 and 6 came after it.
        let drinks = try ids(reopened)
        #expect(drinks == [.int32(5), .int32(6)])
        let other = try ids(reopened, "other")
        #expect(other == [.int64(1)])
    }

    @Test(
        "a damaged block of a compressed checkpoint file: the open fails (DataCorruptionDetected) naming the block; repair reports the block and keeps the journal after it"
    )
    func damagedCompressedCheckpoint() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("store")
        try makeStore(store, checkpointAfter: 4)
        try LegacyCheckpoint.convert(store)
        let checkpoint = store.appendingPathComponent("checkpoint")
        let magic = CompressedBlocks.magic.count
        // The first block's stored bytes start after its 12-byte header.
        try flipByte(in: checkpoint, at: magic + 12 + 10)
        do {
            _ = try Store(directory: store)
            Issue.record("a damaged checkpoint opened")
        } catch {
            #expect(error.codeName == "DataCorruptionDetected")
            #expect(error.message.contains("checkpoint"), "\(error)")
            #expect(error.message == "checkpoint is corrupt (a block fails its checksum)")
            #expect(error.location == "\(checkpoint.path), offset \(magic)")
        }
        let output = directory.url.appendingPathComponent("repaired")
        let report = try StoreRepair.repair(directory: store, into: output)
        let blocks = self.report(report, file: "checkpoint")?["damagedBlocks"]?.arrayValue
        #expect(blocks == [["offset": .int64(Int64(magic)), "reason": "a block fails its checksum"]])
        #expect(report["recordsLost"] == "at least 1")
        // The checkpoint's one block (drinks 1 to 4) is lost, but the journal it covered is
        // still kept for the change history: replayed from its start, it gives every drink back.
        #expect(self.report(report, file: "journal")?["recordsRead"] == .int64(6))
        let repaired = try Store(directory: output)
        #expect(try ids(repaired) == (1...6).map { .int32($0) })
        #expect(try ids(repaired, "other") == [.int64(1)])
    }

    @Test(
        "a damaged block of a collection in the data environment: reading it fails (DataCorruptionDetected); repair counts the documents lost, keeps the rest and the journal after it"
    )
    func damagedRecordBlock() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("store")
        try makeStore(store, checkpointAfter: 4)
        let drinks = try Namespace(database: "test", collection: "drinks")
        let uuid = try #require(try Store(directory: store).snapshot(drinks)?.uuid)
        // Drinks 1 to 4 are in the checkpoint's one block of the collection.
        let data = try #require(try StoreData.open(StoreFiles(directory: store), create: false))
        _ = try data.read()
        let records = data.recordStore(try #require(data.storageNumber(of: uuid)), of: drinks)
        try data.environment.write { transaction throws(DocStreamError) in
            try transaction.put([1, 2, 3], for: records.key(1), in: records.blocks)
        }
        do {
            let damaged = try Store(directory: store)
            let error = #expect(throws: DocStreamError.self) { try damaged.snapshot(drinks) }
            #expect(error?.codeName == "DataCorruptionDetected")
            #expect(error?.message.contains("record block 1 of collection test.drinks is damaged") == true, "\(String(describing: error))")
        }
        let output = directory.url.appendingPathComponent("repaired")
        let report = try StoreRepair.repair(directory: store, into: output)
        #expect(report["outcome"] == "repaired")
        #expect(report["recordsLost"] == .int64(4))
        let damagedBlocks = self.report(report, file: "data")?["damagedRecordBlocks"]?.arrayValue
        #expect(damagedBlocks?.count == 1)
        #expect(damagedBlocks?.first?.documentValue?["namespace"] == "test.drinks")
        let repaired = try Store(directory: output)
        // The index and the drinks journaled after the checkpoint are kept.
        #expect(try ids(repaired) == [.int32(5), .int32(6)])
        #expect(try ids(repaired, "other") == [.int64(1)])
        #expect(try repaired.snapshot(drinks)?.indexes.specifications.map(\.name) == ["_id_", "name_1"])
    }

    @Test(
        "a damaged block of a sealed (compressed) journal kept for history: the store opens with every document, a stream reaching back into it fails (DataCorruptionDetected) naming it; repair gives up the block and keeps every document"
    )
    func damagedSealedJournal() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("store")
        try makeStore(store, checkpointAfter: 4)
        let journal = store.appendingPathComponent("journal")
        let magic = CompressedBlocks.magic.count
        try #require(Array(try Data(contentsOf: journal)).starts(with: CompressedBlocks.magic))
        try flipByte(in: journal, at: magic + 12 + 10)
        do {
            // The history is read when a stream reaches back into it, not at the open.
            let damaged = try Store(directory: store)
            #expect(try ids(damaged) == (1...6).map { .int32($0) })
            let error = #expect(throws: DocStreamError.self) {
                try MongoClient(store: damaged).watch(options: ChangeStreamOptions(startAtOperationTime: BSONTimestamp(seconds: 0, increment: 1)))
            }
            #expect(error?.codeName == "DataCorruptionDetected")
            #expect(error?.message.contains("journal record") == true, "\(String(describing: error))")
            #expect(error?.location == "\(journal.path), offset \(magic)")
        }
        let output = directory.url.appendingPathComponent("repaired")
        let report = try StoreRepair.repair(directory: store, into: output)
        let sealed = self.report(report, file: "journal")
        #expect(sealed?["damagedBlocks"] == [["offset": .int64(Int64(magic)), "reason": "a block fails its checksum"]])
        #expect(sealed?["historyOnly"] == true)
        #expect(report["outcome"] == "repaired")
        // The checkpoint holds drinks 1 to 4, the journal after it 5, 6 and the other collection;
        // only the change history the damaged file held is gone.
        let repaired = try Store(directory: output)
        #expect(try ids(repaired) == (1...6).map { .int32($0) })
        #expect(try ids(repaired, "other") == [.int64(1)])
    }

    @Test("a change that no longer applies once a record is lost is reported and skipped")
    func changeThatNoLongerApplies() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("store")
        do {
            let session = CommandSession(store: try Store(directory: store))
            for command: Document in [
                ["createIndexes": "c", "indexes": [["key": ["k": 1], "name": "k_1", "unique": true]]],
                ["insert": "c", "documents": [["_id": 1, "k": "x"]]],
                ["delete": "c", "deletes": [["q": ["_id": 1], "limit": 1]]],
                ["insert": "c", "documents": [["_id": 2, "k": "x"]]],
            ] {
                #expect(session.run(command)["ok"] == .double(1))
            }
        }
        let journal = store.appendingPathComponent("journal")
        let offsets = try recordOffsets(journal)
        // Records: create, createIndexes, insert 1, delete 1 (damaged), insert 2.
        try flipByte(in: journal, at: offsets[3] + JournalFormat.headerSize + 10)
        let report = try StoreRepair.repair(directory: store)
        let skipped = report["changesNotApplied"]?.arrayValue?.first?.documentValue
        #expect(skipped?["offset"] == .int64(Int64(offsets[4])))
        #expect(skipped?["error"]?.stringValue?.contains("E11000") == true)
        let remaining = try ids(try Store(directory: store), "c")
        #expect(remaining == [.int64(1)])
    }

    @Test("an intact store (a torn tail aside) is left as it is")
    func intactStore() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("store")
        try makeStore(store)
        let journal = store.appendingPathComponent("journal")
        let handle = try FileHandle(forWritingTo: journal)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([40, 0, 0, 0, 1, 2]))
        try handle.close()
        let before = try Data(contentsOf: journal)
        let report = try StoreRepair.repair(directory: store)
        #expect(report["outcome"] == "intact")
        #expect(self.report(report, file: "journal")?["tornTail"] == ["offset": .int64(Int64(before.count - 6)), "bytes": .int64(6)])
        #expect(try Data(contentsOf: journal) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["store"])
    }

    /// A crash leaves the journal's reserved zeros after its records, and maybe a record cut
    /// short in them: neither is damage.
    @Test("reserved zeros after the journal's records are nothing lost; a record cut short in them is a torn tail")
    func reservedZerosAfterRecords() throws {
        let directory = try TemporaryDirectory()
        let (store, journal, offsets) = try makeStore(in: directory)
        let records = Array(try Data(contentsOf: journal))
        try Data(records + [UInt8](repeating: 0, count: JournalFile.reservation)).write(to: journal)
        let zerosOnly = try StoreRepair.repair(directory: store)
        #expect(zerosOnly["outcome"] == "intact")
        #expect(report(zerosOnly, file: "journal")?["tornTail"] == nil)

        let last = try #require(offsets.last)
        var cutShort = records
        for index in last + JournalFormat.headerSize + 4..<cutShort.count { cutShort[index] = 0 }
        try Data(cutShort + [UInt8](repeating: 0, count: JournalFile.reservation)).write(to: journal)
        let torn = try StoreRepair.repair(directory: store)
        #expect(torn["outcome"] == "intact")
        #expect(
            report(torn, file: "journal")?["tornTail"] == [
                "offset": .int64(Int64(last)), "bytes": .int64(Int64(cutShort.count - last + JournalFile.reservation)),
            ])
        #expect(report(torn, file: "journal")?["damaged"] == [])
    }

    /// A small checkpoint threshold and a short history make the writer start journal files and
    /// delete old ones all along, so reads catch the files as a checkpoint moves them.
    @Test("repair into a new directory reads a store another writer has open, checkpointing meanwhile, and finds every acknowledged write")
    func repairIntoOutputBesideWriter() throws {
        let directory = try TemporaryDirectory()
        let storeDirectory = directory.url.appendingPathComponent("store")
        let store = try Store(directory: storeDirectory, checkpointThreshold: 8192, changeHistory: ChangeLog.Retention(maxEvents: 10))
        let session = CommandSession(store: store)
        let acknowledged = Atomic<Int>(0)
        let writing = DispatchGroup()
        writing.enter()
        Thread.detachNewThread {
            for id in 1...2000
            where session.run(["insert": "drinks", "documents": [["_id": .int32(Int32(id)), "pad": .string(String(repeating: "x", count: 100))]]])["ok"]
                == .double(1)
            {
                acknowledged.store(id, ordering: .releasing)
            }
            writing.leave()
        }
        var reads = 0
        repeat {
            let before = acknowledged.load(ordering: .acquiring)
            let output = directory.url.appendingPathComponent("out\(reads)")
            let report = try StoreRepair.repair(directory: storeDirectory, into: output)
            #expect(report["outcome"] == "intact", "\(report)")
            let documents = report["collections"]?.arrayValue?.first?.documentValue?["documents"]
            #expect(documents.map { if case .int64(let count) = $0 { count >= before } else { false } } ?? (before == 0), "\(report)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
            reads += 1
        } while writing.wait(timeout: .now()) == .timedOut
        #expect(acknowledged.load(ordering: .acquiring) == 2000)
        #expect(try ids(store).count == 2000)
    }

    /// Each read below starts a journal file, as a writer's checkpoint does under a read.
    @Test("a read beside a writer is done again while the journal files change under it, and fails when they change under every try")
    func readHoldingStill() throws {
        let directory = try TemporaryDirectory()
        let files = StoreFiles(directory: directory.url)
        var reads = 0
        let settled = try files.readHoldingStill { () throws(DocStreamError) -> Int in
            reads += 1
            if reads <= 3 { #expect(FileManager.default.createFile(atPath: files.journal(generation: reads).path, contents: nil)) }
            return reads
        }
        #expect(settled == 4)

        reads = 0
        do {
            try files.readHoldingStill { () throws(DocStreamError) in
                reads += 1
                #expect(FileManager.default.createFile(atPath: files.journal(generation: 100 + reads).path, contents: nil))
            }
            Issue.record("a read under ever-changing files succeeded")
        } catch {
            #expect(error.codeName == "ConflictingOperationInProgress")
            #expect(error.message.contains("changed under each of 100 reads"), "\(error)")
        }
        #expect(reads == 100)
    }

    @Test("a store in use (98), a missing store, or a non-empty output directory is refused and nothing changes")
    func refusals() throws {
        let directory = try TemporaryDirectory()
        let storeDirectory = directory.url.appendingPathComponent("store")
        try makeStore(storeDirectory)
        let journal = storeDirectory.appendingPathComponent("journal")
        try flipByte(in: journal, at: try recordOffsets(journal)[2] + 12)
        let before = try Data(contentsOf: journal)
        let holder = try StoreLock(directory: storeDirectory)
        #expect { _ = try StoreRepair.repair(directory: storeDirectory) } throws: { ($0 as? DocStreamError)?.code == 98 }
        withExtendedLifetime(holder) {}
        let output = directory.url.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: output.appendingPathComponent("file"))
        #expect(throws: DocStreamError.self) { _ = try StoreRepair.repair(directory: storeDirectory, into: output) }
        #expect(throws: DocStreamError.self) { _ = try StoreRepair.repair(directory: directory.url.appendingPathComponent("none")) }
        #expect(try Data(contentsOf: journal) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["store", "taken"])
    }
}
