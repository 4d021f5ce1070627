import DocStreamBSON
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DocStream

@Suite("Journal")
struct JournalTests {
    private func record(_ writer: Int, _ sequence: Int) -> Document {
        ["writer": .int32(Int32(writer)), "sequence": .int32(Int32(sequence)), "pad": .string(String(repeating: "x", count: sequence % 50))]
    }

    private func fileSize(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
    }

    @Test(
        "Batches replay in order, across reopen, in both durabilities",
        arguments: [Store.Durability.fsync, .relaxed])
    func roundTrip(durability: Store.Durability) throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        let batches = [[record(0, 0)], (1..<20).map { record(0, $0) }, [record(1, 0), ["nested": ["a": [1, 2.5, "three"]]]]]
        do {
            let journal = try JournalFile(url: url, durability: durability)
            for batch in batches.prefix(2) { try journal.append(batch) }
            try journal.append([])
            try journal.sync()
        }
        let journal = try JournalFile(url: url, durability: durability)
        try journal.append(batches[2])
        let replayed = try JournalReplay.replay(url: url)
        #expect(replayed.records == batches.flatMap { $0 })
        #expect(replayed.tornTail == nil)
    }

    @Test("A missing journal replays as empty")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        let replayed = try JournalReplay.replay(url: directory.file("journal"))
        #expect(replayed.records.isEmpty && replayed.tornTail == nil)
    }

    /// Every possible cut inside the last record: the record goes, the file is cut to the
    /// end of the one before, and a second replay finds nothing more to cut.
    @Test("A torn tail is cut off and reported")
    func tornTail() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        try JournalFile(url: url).append([record(0, 0), record(0, 1)])
        let intact = try fileSize(url)
        try JournalFile(url: url).append([record(0, 2)])
        let full = try Data(contentsOf: url)
        for cut in intact + 1..<full.count {
            try full.prefix(cut).write(to: url)
            let replayed = try JournalReplay.replay(url: url)
            #expect(replayed.records == [record(0, 0), record(0, 1)])
            #expect(replayed.tornTail == JournalTornTail(offset: intact, bytes: cut - intact))
            #expect(try fileSize(url) == intact)
            #expect(try JournalReplay.replay(url: url).tornTail == nil)
        }
    }

    @Test("Appends after a cut torn tail follow the intact records")
    func appendAfterTornTail() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        try JournalFile(url: url).append([record(0, 0), record(0, 1)])
        let full = try Data(contentsOf: url)
        try full.prefix(full.count - 3).write(to: url)
        #expect(try JournalReplay.replay(url: url).records == [record(0, 0)])
        try JournalFile(url: url).append([record(0, 2)])
        let replayed = try JournalReplay.replay(url: url)
        #expect(replayed.records == [record(0, 0), record(0, 2)])
        #expect(replayed.tornTail == nil)
    }

    /// The checksum matches, so the bytes are as written, but they are not a document.
    @Test("A record that is not BSON with more after it is corruption")
    func invalidBSONMidFile() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        let payload: [UInt8] = [5, 0, 0, 0, 1]  // the terminator is not zero
        var bytes: [UInt8] = []
        withUnsafeBytes(of: UInt32(payload.count).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: CRC32C.checksum(payload).littleEndian) { bytes += $0 }
        bytes += payload
        try Data(bytes).write(to: url)
        try JournalFile(url: url).append([record(0, 0)])
        let error = #expect(throws: DocStreamError.self) { try JournalReplay.replay(url: url) }
        #expect(error?.codeName == "DataCorruptionDetected")
        #expect(error?.message.contains("journal record") == true, "\(String(describing: error))")
        #expect(error?.location == "\(url.path), offset 0")
        #expect(error?.message.contains("invalid BSON") == true)
    }

    /// A crash mid-append leaves a short record, never a whole one: a whole last record that
    /// does not read back is damage, and cutting it would lose an acknowledged write.
    @Test(
        "A whole last record that fails its checksum or is not BSON is corruption, and nothing is cut",
        arguments: ["checksum mismatch", "invalid BSON"])
    func damagedLastRecord(reason: String) throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        try JournalFile(url: url).append([record(0, 0)])
        let last = try fileSize(url)
        if reason == "checksum mismatch" {
            try JournalFile(url: url).append([record(0, 1)])
            var bytes = try Data(contentsOf: url)
            bytes[last + JournalFormat.headerSize + 10] ^= 0x01
            try bytes.write(to: url)
        } else {
            // The checksum matches, so the bytes are as written, but they are not a document.
            let payload: [UInt8] = [5, 0, 0, 0, 1]
            var bytes = Array(try Data(contentsOf: url))
            withUnsafeBytes(of: UInt32(payload.count).littleEndian) { bytes += $0 }
            withUnsafeBytes(of: CRC32C.checksum(payload).littleEndian) { bytes += $0 }
            try Data(bytes + payload).write(to: url)
        }
        let damaged = try Data(contentsOf: url)

        let error = #expect(throws: DocStreamError.self) { try JournalReplay.replay(url: url) }
        #expect(error?.codeName == "DataCorruptionDetected")
        #expect(error?.message.contains("journal record") == true, "\(String(describing: error))")
        #expect(error?.location == "\(url.path), offset \(last)")
        #expect(error?.message.contains(reason) == true)
        #expect(error?.message.contains("docstream repair --db \(directory.url.path)") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: url) == damaged)
    }

    /// The bytes the records take in the file: each behind its length and checksum.
    private func framedSize(_ records: [Document]) -> Int {
        records.reduce(0) { $0 + JournalFormat.headerSize + $1.bytes.count }
    }

    /// A crash after the file grew but before its data landed leaves zeros at the end, as does
    /// a crash of a journal holding zeros reserved ahead of its appends: nothing was written there.
    @Test("Zeros after the last record are cut without a report, and appends follow the records")
    func zeroTail() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        try JournalFile(url: url).append([record(0, 0)])
        let intact = try fileSize(url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(count: 100))
        try handle.close()
        let replayed = try JournalReplay.replay(url: url)
        #expect(replayed.records == [record(0, 0)])
        #expect(replayed.tornTail == nil)
        #expect(try fileSize(url) == intact)
        try JournalFile(url: url).append([record(0, 1)])
        #expect(try JournalReplay.replay(url: url).records == [record(0, 0), record(0, 1)])
    }

    @Test("Small appends go into zeros reserved ahead of them, given back when the journal closes")
    func reservedZeros() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        let records = (0..<100).map { record(0, $0) }
        do {
            let journal = try JournalFile(url: url)
            for record in records { try journal.append([record]) }
            #expect(journal.size == framedSize(records))
            #expect(try fileSize(url) == JournalFile.reservation)
            let bytes = Array(try Data(contentsOf: url))
            #expect(bytes[framedSize(records)...].allSatisfy { $0 == 0 })
            // A reader meanwhile (a follower) finds the records and where they end.
            let scan = try JournalReplay.records(in: bytes, path: url.path)
            #expect(scan.records == records && scan.end == framedSize(records) && !scan.isTorn)
        }
        #expect(try fileSize(url) == framedSize(records))
        #expect(try JournalReplay.replay(url: url).records == records)
    }

    @Test("An append larger than a quarter of the reservation reserves nothing")
    func largeAppendReservesNothing() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        let large: Document = ["big": .string(String(repeating: "z", count: JournalFile.reservation / 4))]
        let journal = try JournalFile(url: url)
        try journal.append([large])
        #expect(try fileSize(url) == framedSize([large]))
        try journal.append([record(0, 0)])
        #expect(try fileSize(url) == JournalFile.reservation)
    }

    /// A crash mid-append into reserved zeros: every prefix of the last record landed, the rest
    /// of it still zeros, and zeros after it.
    @Test("A record cut short inside the reserved zeros is a torn tail, cut and reported")
    func tornInsideReservedZeros() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        let intactRecords = [record(0, 0), record(0, 1)]
        let last = record(0, 20)
        let crashed: [UInt8]
        do {
            let journal = try JournalFile(url: url)
            try journal.append(intactRecords)
            try journal.append([last])
            crashed = Array(try Data(contentsOf: url))
        }
        let intact = framedSize(intactRecords)
        let lastEnd = intact + framedSize([last])
        for landed in intact + 1..<lastEnd {
            var bytes = crashed
            for index in landed..<lastEnd { bytes[index] = 0 }
            try Data(bytes).write(to: url)
            let replayed = try JournalReplay.replay(url: url)
            // The bytes still to land may all be zeros already (the document's terminators).
            guard bytes != crashed else {
                #expect(replayed.records == intactRecords + [last] && replayed.tornTail == nil)
                continue
            }
            #expect(replayed.records == intactRecords)
            #expect(replayed.tornTail == JournalTornTail(offset: intact, bytes: bytes.count - intact), "landed \(landed)")
            #expect(try fileSize(url) == intact)
        }
    }

    @Test("A flipped byte in a record with more after it stops replay, naming file and offset")
    func flippedByteMidFile() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        try JournalFile(url: url).append([record(0, 0)])
        let second = try fileSize(url)
        try JournalFile(url: url).append([record(0, 1), record(0, 2)])
        var bytes = try Data(contentsOf: url)
        bytes[second + JournalFormat.headerSize + 10] ^= 0x01
        try bytes.write(to: url)

        let error = #expect(throws: DocStreamError.self) { try JournalReplay.replay(url: url) }
        #expect(error?.codeName == "DataCorruptionDetected")
        #expect(error?.message.contains("journal record") == true, "\(String(describing: error))")
        #expect(error?.location == "\(url.path), offset \(second)")
        #expect(error?.message.contains("checksum mismatch") == true)
        // Nothing was cut.
        #expect(try Data(contentsOf: url) == bytes)
    }

    /// A damaged length field could make a mid-file record look like it runs past the end;
    /// the document's own length prefix tells that apart from a torn tail.
    @Test("A damaged length field is corruption, not a torn tail")
    func damagedLength() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        try JournalFile(url: url).append([record(0, 0), record(0, 1), record(0, 2)])
        var bytes = try Data(contentsOf: url)
        bytes[2] ^= 0x01  // the first record's length grows by 64 KiB, past the end of the file
        try bytes.write(to: url)
        let error = #expect(throws: DocStreamError.self) { try JournalReplay.replay(url: url) }
        #expect(error?.codeName == "DataCorruptionDetected")
        #expect(error?.message.contains("journal record") == true, "\(String(describing: error))")
        #expect(error?.location == "\(url.path), offset 0")
    }

    @Test("8 concurrent appenders × 200 records each replay exactly once, each writer in order")
    func concurrentAppenders() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("journal")
        let journal = try JournalFile(url: url)
        let writers = 8
        let perWriter = 200
        let failures = Mutex<[String]>([])
        let done = DispatchGroup()
        // Threads, not tasks: the cooperative pool has one thread per core, too few to
        // make followers queue behind a leader.
        for writer in 0..<writers {
            done.enter()
            Thread.detachNewThread {
                for sequence in 0..<perWriter {
                    do {
                        try journal.append([self.record(writer, sequence)])
                    } catch {
                        failures.withLock { $0.append("\(writer)/\(sequence): \(error)") }
                    }
                }
                done.leave()
            }
        }
        #expect(await offTestThreads { done.wait(timeout: .now() + 60) } == .success)
        #expect(failures.withLock { $0 }.isEmpty)

        let records = try JournalReplay.replay(url: url).records
        #expect(records.count == writers * perWriter)
        var next = [Int](repeating: 0, count: writers)
        for record in records {
            guard case .int32(let writer) = record["writer"], case .int32(let sequence) = record["sequence"] else {
                Issue.record("unexpected record \(record)")
                continue
            }
            #expect(Int(sequence) == next[Int(writer)])
            next[Int(writer)] += 1
        }
        #expect(next == [Int](repeating: perWriter, count: writers))
    }

    /// /dev/full fails every write with ENOSPC, and cannot be truncated back, so the journal
    /// refuses later appends too.
    @Test("A write that fails (ENOSPC) is not acknowledged, and the journal stays refused")
    func deviceFull() throws {
        let journal = try JournalFile(url: URL(fileURLWithPath: "/dev/full"))
        let error = #expect(throws: DocStreamError.self) { try journal.append([record(0, 0)]) }
        #expect(error?.codeName == "OutOfDiskSpace")
        #expect(error?.systemErrno == ENOSPC)
        #expect(error?.message.contains("(errno \(ENOSPC))") == true)
        #expect(throws: DocStreamError.self) { try journal.append([record(0, 1)]) }
    }

    /// A real full file system: a 64 KiB tmpfs (needs root to mount). The batch that does
    /// not fit fails whole, the acknowledged ones replay, and appends work again once there
    /// is room.
    @Test(
        "A full disk fails the batch that does not fit and keeps the acknowledged ones",
        .enabled(if: geteuid() == 0, "mounting a tmpfs needs root"))
    func fullDisk() throws {
        let directory = try TemporaryDirectory(tmpfsOfSize: "64k")
        let url = directory.file("journal")
        let filler = directory.file("filler")
        try Data(count: 16 * 1024).write(to: filler)

        let journal = try JournalFile(url: url)
        let big = String(repeating: "y", count: 1000)
        var acknowledged: [Document] = []
        var failure: DocStreamError?
        for sequence in 0..<200 where failure == nil {
            let batch: [Document] = (0..<3).map { ["sequence": .int32(Int32(sequence)), "item": .int32(Int32($0)), "big": .string(big)] }
            do {
                try journal.append(batch)
                acknowledged += batch
            } catch {
                failure = error
            }
        }
        let error = try #require(failure)
        #expect(error.message.contains("(errno \(ENOSPC))"))
        #expect(acknowledged.count > 0)
        let replayed = try JournalReplay.replay(url: url)
        #expect(replayed.records == acknowledged)
        #expect(replayed.tornTail == nil)

        try FileManager.default.removeItem(at: filler)
        let after: Document = ["after": true]
        try journal.append([after])
        #expect(try JournalReplay.replay(url: url).records == acknowledged + [after])
    }
}
