import DocStreamBSON
import Foundation
import Testing

/// A damaged last journal record and a torn tail, as the commands meet them: damage to a whole
/// record stops every command with 301 DataCorruptionDetected and the `docstream repair` that fixes it,
/// changing nothing; a torn tail (the short record a crash leaves) is left alone by a read and
/// cut by a writer, which says so on standard error.
@Suite("Journal damage and torn tails", .timeLimit(.minutes(10)))
struct JournalDamageTests {
    /// A store in `directory`/store with drinks 1, 2 and 3, one insert per journal record (the
    /// first record creates the collection); returns the journal's URL.
    private func makeStore(in directory: URL) async throws -> URL {
        let writes = (1...3).map { #"{"insert": "drinks", "documents": [{"_id": \#($0), "name": "drink \#($0)"}]}"# }.joined(separator: "\n")
        let written = try await CLIRunner.runOffTestThreads(["exec", "--db", "store"], input: Data(writes.utf8), in: directory)
        #expect(written.status == 0, "\(written.standardError)")
        return directory.appendingPathComponent("store/journal")
    }

    private func exportedIDs(_ outcome: CLIRunner.Outcome) throws -> [BSONValue] {
        try outcome.standardOutput.split(separator: "\n").map { try #require(try Document(extendedJSON: String($0))["_id"]) }
    }

    @Test("a flipped byte in the last record: exec and export refuse the store naming the file, offset and repair, and change nothing; repair keeps the rest")
    func damagedLastRecord() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = try await makeStore(in: directory)
        var bytes = Array(try Data(contentsOf: journal))
        let last = try #require(journalRecordOffsets(bytes).last)
        bytes[last + 8 + 20] ^= 0xFF
        try Data(bytes).write(to: journal)
        let store = directory.appendingPathComponent("store")
        let files = try FileManager.default.contentsOfDirectory(atPath: store.path).sorted()

        for command in [["exec", "--db", "store"], ["export", "--db", "store", "-c", "drinks"]] {
            let refused = try await CLIRunner.runOffTestThreads(command, input: Data(#"{"find": "drinks"}"#.utf8), in: directory)
            #expect(refused.status == 1, "\(command[0])")
            #expect(refused.standardOutput.isEmpty, "\(command[0]): \(refused.standardOutput)")
            #expect(refused.standardError.contains("DataCorruptionDetected (301): journal record is corrupt"), "\(refused.standardError)")
            #expect(refused.standardError.contains("\(journal.path), offset \(last)"), "\(refused.standardError)")
            #expect(refused.standardError.contains("docstream repair --db \(store.path)"), "\(refused.standardError)")
            #expect(Array(try Data(contentsOf: journal)) == bytes, "\(command[0]) changed the journal")
            #expect(try FileManager.default.contentsOfDirectory(atPath: store.path).sorted() == files)
        }

        let repaired = try await CLIRunner.runOffTestThreads(["repair", "--db", "store"], in: directory)
        #expect(repaired.status == 0, "\(repaired.standardError)")
        let report = try Document(extendedJSON: repaired.standardOutput)
        #expect(report["recordsLost"] == .int32(1))
        #expect(report["files"]?.arrayValue?.first?.documentValue?["damaged"]?.arrayValue?.first?.documentValue?["offset"] == .int32(Int32(last)))
        let exported = try await CLIRunner.runOffTestThreads(["export", "--db", "store", "-c", "drinks"], in: directory)
        #expect(exported.status == 0, "\(exported.standardError)")
        #expect(try exportedIDs(exported) == [.int32(1), .int32(2)])
    }

    @Test("a torn tail: export reads the acknowledged documents and leaves the file; exec cuts the tail and warns on standard error")
    func tornTail() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = try await makeStore(in: directory)
        let full = try Data(contentsOf: journal)
        let last = try #require(journalRecordOffsets(Array(full)).last)
        let torn = full.prefix(full.count - 5)
        try torn.write(to: journal)

        let exported = try await CLIRunner.runOffTestThreads(["export", "--db", "store", "-c", "drinks"], in: directory)
        #expect(exported.status == 0, "\(exported.standardError)")
        #expect(try exportedIDs(exported) == [.int32(1), .int32(2)])
        #expect(!exported.standardError.contains("warning"), "\(exported.standardError)")
        #expect(try Data(contentsOf: journal) == torn, "a read changed the journal")

        let opened = try await CLIRunner.runOffTestThreads(["exec", "--db", "store"], input: Data(#"{"count": "drinks"}"#.utf8), in: directory)
        #expect(opened.status == 0, "\(opened.standardError)")
        #expect(opened.standardOutput == #"{"n":2,"ok":1.0}"# + "\n")
        let warning =
            "docstream: warning: cut a torn journal tail of \(torn.count - last) bytes at offset \(last) in \(journal.path) (an unacknowledged write from a crash)\n"
        #expect(opened.standardError == warning)
        #expect(try Data(contentsOf: journal) == full.prefix(last))
    }
}
