import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// What the recovery fuzz target (`scripts/fuzz recovery`) found opening whole store
/// directories, kept so that it stays fixed.
@Suite("Storage: recovery fuzz findings")
struct RecoveryFuzzFindingsTests {
    /// Each file of the directory and its bytes, but the store's lock file and LMDB's.
    private func files(_ directory: borrowing TemporaryDirectory) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: directory.url.path) {
            let url = directory.file(name)
            guard name != "store.lock", name != "data/lock.mdb", (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[name] = try Data(contentsOf: url)
        }
        return files
    }

    private func framed(_ records: [Document]) -> [UInt8] {
        var bytes: [UInt8] = []
        for record in records { JournalFormat.appendRecord(record, to: &bytes) }
        return bytes
    }

    @Test(
        "an open that fails on a damaged journal changes no file: the generation nothing needs stays, and so does the torn tail of an earlier one; once the damage is gone the open cuts and deletes them"
    )
    func failedOpenChangesNothing() throws {
        let directory = try TemporaryDirectory()
        try Store.writeTwoCheckpoints(in: directory.url)
        // What a crash between steps of earlier runs could leave: an empty first journal file
        // the checkpoint covers, a torn record after journal.2's last one, and a journal.3
        // whose first record is damaged with another after it.
        try FileManager.default.removeItem(at: directory.file("journal.1"))
        try Data().write(to: directory.file("journal"))
        let journal2 = try FileHandle(forWritingTo: directory.file("journal.2"))
        try journal2.seekToEnd()
        try journal2.write(contentsOf: Data(Array(framed([["op": "torn"]]).prefix(10))))
        try journal2.close()
        var damaged = framed([["op": "write", "padding": .string(String(repeating: "x", count: 40))], ["op": "write"]])
        damaged[20] ^= 0xFF
        try Data(damaged).write(to: directory.file("journal.3"))
        let before = try files(directory)

        #expect {
            _ = try Store(directory: directory.url)
        } throws: { error in
            let error = error as? DocStreamError
            return error?.codeName == "DataCorruptionDetected" && error?.location?.contains("journal.3") == true
        }
        #expect(try files(directory) == before)

        try FileManager.default.removeItem(at: directory.file("journal.3"))
        let reopened = try Store(directory: directory.url)
        #expect(reopened.openReport.tornTailsCut.map(\.file) == [directory.file("journal.2").path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix("journal") }.sorted() == ["journal.2"])
        #expect(
            Array(try #require(try reopened.snapshot(Namespace(database: "test", collection: "drinks"))).documents) == [["_id": 1], ["_id": 2], ["_id": 3]])
    }

    @Test("an open that fails on a damaged journal leaves the checkpoint file of an earlier DocStream where it was, not moved into a data environment")
    func failedOpenKeepsCheckpointFile() throws {
        let directory = try TemporaryDirectory()
        try Store.writeTwoCheckpoints(in: directory.url)
        try LegacyCheckpoint.convert(directory.url)
        let intact = try Data(contentsOf: directory.file("journal.2"))
        var damaged = [UInt8](intact)
        damaged[12] ^= 0xFF
        try Data(damaged + framed([["op": "write"]])).write(to: directory.file("journal.2"))
        let before = try files(directory)
        #expect(before.keys.contains("checkpoint") && !before.keys.contains { $0.hasPrefix("data") })

        #expect(throws: DocStreamError.self) { _ = try Store(directory: directory.url) }
        #expect(try files(directory) == before)

        try intact.write(to: directory.file("journal.2"))
        let reopened = try Store(directory: directory.url)
        #expect(reopened.openReport.migratedCheckpoint)
        #expect(
            Array(try #require(try reopened.snapshot(Namespace(database: "test", collection: "drinks"))).documents) == [["_id": 1], ["_id": 2], ["_id": 3]])
    }
}
