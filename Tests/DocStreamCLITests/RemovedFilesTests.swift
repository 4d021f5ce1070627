import DocStreamBSON
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Another process removes or cuts short the journal file of a running store
/// (`docstream exec --db DIR`): the next write is refused with 39 FileStreamFailed naming the
/// file, the store checkpoints what it holds and goes on with a new journal, and a restart
/// finds every acknowledged write and no refused one.
@Suite("Files removed or cut short under a running store", .serialized, .timeLimit(.minutes(5)))
struct RemovedFilesTests {
    enum Damage: String, CaseIterable, Sendable {
        /// Removed; cut to nothing; cut to 100 bytes, inside the records written (past them
        /// the file holds only the zeros the journal reserves ahead of its records).
        case removed, cutToNothing, cutInsideRecords

        func apply(to file: URL) throws {
            switch self {
            case .removed: try FileManager.default.removeItem(at: file)
            case .cutToNothing: #expect(truncate(file.path, 0) == 0)
            case .cutInsideRecords: #expect(truncate(file.path, 100) == 0)
            }
        }
    }

    @Test(
        "a journal file removed or cut short under the store refuses the next write (39, the file named); the store goes on and loses no acknowledged write",
        arguments: Damage.allCases)
    func journalDamagedUnderStore(damage: Damage) async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store")
        // The collection exists first, so each insert below is one journal record.
        let created = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Data(#"{"create": "drinks"}"#.utf8))
        #expect(created.status == 0, "\(created.standardError)")

        let exec = try InteractiveCLI(["exec", "--db", store.path])
        var acknowledged: [Int] = []
        for id in 0..<10 {
            let reply = try await exec.reply(to: Self.insert(id))
            #expect(reply?.contains(#""ok":1.0"#) == true, "\(reply ?? "no reply")")
            acknowledged.append(id)
        }
        let journal = try #require(try Self.currentJournal(in: store))
        try damage.apply(to: journal)

        let refused = try Document(extendedJSON: try #require(try await exec.reply(to: Self.insert(10)), "exec ended"))
        let error = refused["writeErrors"]?.arrayValue?.first?.documentValue ?? refused
        #expect(error["code"]?.int32Value == 39, "\(refused.extendedJSON(.relaxed))")
        let message = error["errmsg"]?.stringValue ?? ""
        #expect(message.contains(journal.path) && message.contains(damage == .removed ? "was removed" : "was cut to"), "\(message)")
        // The store checkpointed and took a new journal file: writes are acknowledged again.
        for id in 11..<20 {
            let reply = try await exec.reply(to: Self.insert(id))
            #expect(reply?.contains(#""ok":1.0"#) == true, "\(reply ?? "no reply")")
            acknowledged.append(id)
        }
        let seen = try await exec.reply(to: #"{"find": "drinks", "batchSize": 100}"#)
        #expect(CLIRunner.firstBatchIDs(try Document(extendedJSON: try #require(seen))) == acknowledged)
        // The new journal file damaged too, after the last write: the store checkpoints as it
        // closes, the writes that file held being nowhere else on disk.
        let second = try #require(try Self.currentJournal(in: store))
        #expect(second != journal)
        try damage.apply(to: second)
        _ = await exec.finish()

        let reopened = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Data(#"{"find": "drinks", "batchSize": 100}"#.utf8))
        #expect(reopened.status == 0, "\(reopened.standardError)")
        #expect(CLIRunner.firstBatchIDs(try Document(extendedJSON: reopened.standardOutput)) == acknowledged)
    }

    private static func insert(_ id: Int) -> String {
        #"{"insert": "drinks", "documents": [{"_id": \#(id), "name": "drink \#(id)"}]}"#
    }

    /// The journal file the store appends to: the newest generation (`journal`, `journal.N`).
    private static func currentJournal(in store: URL) throws -> URL? {
        let generations = try FileManager.default.contentsOfDirectory(atPath: store.path).compactMap { name -> (Int, String)? in
            if name == "journal" { return (0, name) }
            guard name.hasPrefix("journal."), let generation = Int(name.dropFirst("journal.".count)) else { return nil }
            return (generation, name)
        }
        return generations.max { $0.0 < $1.0 }.map { store.appendingPathComponent($0.1) }
    }
}
