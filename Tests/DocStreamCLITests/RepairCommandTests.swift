import DocStreamBSON
import Foundation
import Testing

/// `docstream repair --db DIR` on a store whose journal has a flipped byte: the store does not
/// open (exec names the file and offset), repair salvages the other records in place, prints
/// its report, and the store opens again.
@Suite("docstream repair", .timeLimit(.minutes(10)))
struct RepairCommandTests {
    @Test("a flipped byte mid-journal: exec refuses the store, repair salvages it and reports the loss")
    func repairInPlace() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writes = (1...3).map { #"{"insert": "drinks", "documents": [{"_id": \#($0), "name": "drink \#($0)"}]}"# }.joined(separator: "\n")
        let written = try await CLIRunner.runOffTestThreads(["exec", "--db", "store"], input: Data(writes.utf8), in: directory)
        #expect(written.status == 0, "\(written.standardError)")
        // Damage the second insert's document: the journal's third record, after the
        // collection's create and the first insert (each record: 8 bytes of framing, then BSON).
        let journal = directory.appendingPathComponent("store/journal")
        var bytes = Array(try Data(contentsOf: journal))
        let second = journalRecordOffsets(bytes)[2]
        bytes[second + 8 + 30] ^= 0xFF
        try Data(bytes).write(to: journal)

        let refused = try await CLIRunner.runOffTestThreads(["exec", "--db", "store"], input: Data(#"{"find": "drinks"}"#.utf8), in: directory)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("DataCorruptionDetected (301): journal record is corrupt"), "\(refused.standardError)")
        #expect(refused.standardError.contains("\(journal.path), offset \(second)"), "\(refused.standardError)")

        let repaired = try await CLIRunner.runOffTestThreads(["repair", "--db", "store"], in: directory)
        #expect(repaired.status == 0, "\(repaired.standardError)")
        let report = try Document(extendedJSON: repaired.standardOutput)
        #expect(report["outcome"] == "repaired")
        // Relaxed JSON reads small numbers back as int32.
        #expect(report["recordsLost"] == .int32(1))
        #expect(report["files"]?.arrayValue?.first?.documentValue?["damaged"]?.arrayValue?.first?.documentValue?["offset"] == .int32(Int32(second)))

        let found = try await CLIRunner.runOffTestThreads(["exec", "--db", "store"], input: Data(#"{"find": "drinks"}"#.utf8), in: directory)
        #expect(found.status == 0, "\(found.standardError)")
        #expect(found.standardOutput.contains(#""firstBatch":[{"_id":1,"name":"drink 1"},{"_id":3,"name":"drink 3"}]"#), "\(found.standardOutput)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.contains("store") && names.contains { $0.hasPrefix("store.damaged-") }, "\(names)")
    }
}
