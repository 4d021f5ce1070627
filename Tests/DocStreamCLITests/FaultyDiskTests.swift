import DocStreamBSON
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A disk that fails: `docstream exec --db DIR` runs with `faulty_disk.c` preloaded, which
/// makes the writes, syncs or reads of the store's journal or data environment fail with EIO or
/// ENOSPC after a chosen number of them succeed, and go on failing (a disk gone bad stays bad).
/// Each failed write gets a clear error (39 FileStreamFailed, 14031 OutOfDiskSpace, naming the
/// file and the errno) and is not applied, later writes are refused the same way, and the
/// store, opened again on a good disk, holds every acknowledged write and none of the failed.
@Suite("Faulty disks", .serialized, .timeLimit(.minutes(10)))
struct FaultyDiskTests {
    /// One fault: which files (a path fragment under the store), which calls, which errno,
    /// and how many of those calls succeed first.
    struct Fault: CustomTestStringConvertible, Sendable {
        var file: String
        var calls: String
        var code: Int32
        var after: Int

        var testDescription: String { "\(calls) on \(file) fails with errno \(code) after \(after)" }

        func environment(store: URL, log: URL) throws -> [String: String] {
            [
                "LD_PRELOAD": try FaultyDisk.library.get().path, "DOCSTREAM_FAULT_PATH": store.appendingPathComponent(file).path,
                "DOCSTREAM_FAULT_CALLS": calls, "DOCSTREAM_FAULT_ERRNO": "\(code)", "DOCSTREAM_FAULT_AFTER": "\(after)",
                "DOCSTREAM_FAULT_LOG": log.path,
            ]
        }
    }

    /// A write reply: ok, or the error's code and message.
    private struct Reply {
        var ok: Bool
        var code: Int?
        var message: String

        init(_ line: String?) throws {
            let document = try Document(extendedJSON: try #require(line, "exec ended before replying"))
            ok = document["ok"]?.doubleValue == 1 && document["writeErrors"] == nil
            let error = document["writeErrors"]?.arrayValue?.first?.documentValue ?? document
            code = error["code"]?.int32Value.map(Int.init)
            message = error["errmsg"]?.stringValue ?? ""
        }
    }

    @Test(
        "a journal write or sync that fails is refused with its code, the file and errno; every acknowledged insert is there after a restart, no refused one is",
        arguments: [
            Fault(file: "journal", calls: "write", code: EIO, after: 0), Fault(file: "journal", calls: "write", code: EIO, after: 7),
            Fault(file: "journal", calls: "write", code: ENOSPC, after: 12), Fault(file: "journal", calls: "sync", code: EIO, after: 0),
            Fault(file: "journal", calls: "sync", code: EIO, after: 9), Fault(file: "journal", calls: "sync", code: ENOSPC, after: 4),
            // A file system turned read-only under the store, as ext4's errors=remount-ro does
            // (a remount would wait for the store to close its files).
            Fault(file: "journal", calls: "write", code: EROFS, after: 5),
        ])
    func journalFault(fault: Fault) async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store")
        let log = directory.appendingPathComponent("faults")
        // The collection exists before the fault, so each insert below is one journal record.
        let created = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Data(#"{"create": "drinks"}"#.utf8))
        #expect(created.status == 0, "\(created.standardError)")

        let exec = try InteractiveCLI(["exec", "--db", store.path], environment: try fault.environment(store: store, log: log))
        var acknowledged: [Int] = []
        var refused: [Int] = []
        for id in 0..<30 {
            let reply = try Reply(try await exec.reply(to: #"{"insert": "drinks", "documents": [{"_id": \#(id), "name": "drink \#(id)"}]}"#))
            if reply.ok {
                #expect(refused.isEmpty, "insert \(id) was acknowledged after an insert was refused: \(fault.testDescription)")
                acknowledged.append(id)
                continue
            }
            refused.append(id)
            #expect(reply.code == (fault.code == ENOSPC ? 14031 : 39), "\(reply.message)")
            #expect(reply.message.contains("(errno \(fault.code))"), "\(reply.message)")
            #expect(reply.message.contains(store.appendingPathComponent("journal").path), "\(reply.message)")
        }
        #expect(!refused.isEmpty, "the fault was never reached")
        #expect(FileManager.default.fileExists(atPath: log.path))
        // A write that failed is not in memory either; one whose sync failed was visible from
        // its write on, as the store's readers see a write before its fsync, until the store
        // is opened again (as MongoDB's read concern "local" sees a write a rollback undoes).
        let seen = CLIRunner.firstBatchIDs(try Document(extendedJSON: try #require(try await exec.reply(to: #"{"find": "drinks", "batchSize": 100}"#))))
        if fault.calls == "write" {
            #expect(seen == acknowledged)
        } else {
            #expect(Set(seen).isSuperset(of: acknowledged) && Set(seen).isSubset(of: acknowledged + refused))
        }
        _ = await exec.finish()

        let reopened = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Data(#"{"find": "drinks", "batchSize": 100}"#.utf8))
        #expect(reopened.status == 0, "\(reopened.standardError)")
        #expect(CLIRunner.firstBatchIDs(try Document(extendedJSON: reopened.standardOutput)) == acknowledged)
        // A good disk again: the store takes writes.
        let after = try await CLIRunner.runOffTestThreads(
            ["exec", "--db", store.path], input: Data(#"{"insert": "drinks", "documents": [{"_id": 100}]}"#.utf8))
        #expect(after.standardOutput.contains(#""ok":1.0"#), "\(after.standardOutput) \(after.standardError)")
    }

    @Test(
        "a checkpoint whose data environment fails to write or sync loses nothing: the journal keeps every write, and the next open checkpoints",
        arguments: [
            Fault(file: "data", calls: "write", code: EIO, after: 0), Fault(file: "data", calls: "write", code: ENOSPC, after: 3),
            Fault(file: "data", calls: "sync", code: EIO, after: 0), Fault(file: "data", calls: "write,sync", code: EIO, after: 6),
        ])
    func checkpointFault(fault: Fault) async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store")
        let log = directory.appendingPathComponent("faults")
        let written = try await CLIRunner.runOffTestThreads(
            ["exec", "--db", store.path], input: Self.largeInserts(0..<100), environment: try fault.environment(store: store, log: log))
        #expect(written.standardOutput.split(separator: "\n").count == 100)
        #expect(!written.standardOutput.contains(#""ok":0"#), "\(written.standardOutput.prefix(500))")
        #expect(FileManager.default.fileExists(atPath: log.path), "the checkpoint never met the fault")

        let reopened = try await CLIRunner.runOffTestThreads(
            ["exec", "--db", store.path], input: Data(#"{"find": "drinks", "batchSize": 1000, "projection": {"filler": 0}}"#.utf8))
        #expect(reopened.status == 0, "\(reopened.standardError)")
        #expect(CLIRunner.firstBatchIDs(try Document(extendedJSON: reopened.standardOutput)) == Array(0..<100))
        // A good disk again: the store takes writes and checkpoints.
        let after = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Self.largeInserts(100..<200))
        #expect(after.status == 0 && !after.standardOutput.contains(#""ok":0"#), "\(after.standardError)")
        let counted = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Data(#"{"count": "drinks"}"#.utf8))
        #expect(counted.standardOutput.contains(#""n":200"#), "\(counted.standardOutput) \(counted.standardError)")
    }

    @Test(
        "a store whose files cannot be read does not open: exit 1 naming the file and errno; on a good disk it opens with everything",
        arguments: [Fault(file: "journal", calls: "read", code: EIO, after: 0), Fault(file: "data", calls: "read", code: EIO, after: 0)])
    func readFault(fault: Fault) async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store")
        let log = directory.appendingPathComponent("faults")
        // A checkpoint (the data environment) and a journal after it.
        let written = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Self.largeInserts(0..<100))
        #expect(written.status == 0, "\(written.standardError)")
        let more = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Data(#"{"insert": "drinks", "documents": [{"_id": 100}]}"#.utf8))
        #expect(more.status == 0, "\(more.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: store.path).sorted()

        let refused = try await CLIRunner.runOffTestThreads(
            ["exec", "--db", store.path], input: Data(#"{"count": "drinks"}"#.utf8), environment: try fault.environment(store: store, log: log))
        #expect(refused.status == 1)
        #expect(refused.standardOutput.isEmpty, "\(refused.standardOutput)")
        #expect(refused.standardError.contains(store.appendingPathComponent(fault.file).path), "\(refused.standardError)")
        #expect(
            refused.standardError.contains("errno \(fault.code)") || refused.standardError.contains(String(cString: strerror(fault.code))),
            "\(refused.standardError)")
        #expect(FileManager.default.fileExists(atPath: log.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.path).sorted() == files)

        let reopened = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Data(#"{"count": "drinks"}"#.utf8))
        #expect(reopened.standardOutput.contains(#""n":101"#), "\(reopened.standardOutput) \(reopened.standardError)")
    }

    @Test(
        "a store on a read-only file system does not open: exit 1 naming its lock file and errno 30, no file changed; writable again, it opens with everything",
        .enabled(if: geteuid() == 0, "mounting a tmpfs needs root"))
    func readOnlyStore() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.mount(["-t", "tmpfs", "-o", "size=16m", "tmpfs", directory.path])
        defer { try? Self.mount([directory.path], command: "/bin/umount") }
        let store = directory.appendingPathComponent("store")
        let written = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Self.largeInserts(0..<100))
        #expect(written.status == 0, "\(written.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: store.path).sorted()

        try Self.mount(["-o", "remount,ro", directory.path])
        let refused = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Data(#"{"count": "drinks"}"#.utf8))
        #expect(refused.status == 1)
        #expect(refused.standardOutput.isEmpty, "\(refused.standardOutput)")
        #expect(
            refused.standardError.contains(store.appendingPathComponent("store.lock").path) && refused.standardError.contains("errno \(EROFS)"),
            "\(refused.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.path).sorted() == files)

        try Self.mount(["-o", "remount,rw", directory.path])
        let reopened = try await CLIRunner.runOffTestThreads(["exec", "--db", store.path], input: Data(#"{"count": "drinks"}"#.utf8))
        #expect(reopened.standardOutput.contains(#""n":100"#), "\(reopened.standardOutput) \(reopened.standardError)")
    }

    /// Runs mount (or `command`) with the arguments; throws when it fails.
    private static func mount(_ arguments: [String], command: String = "/bin/mount") throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        let exit = try process.start()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        guard exit.wait() == .success else {
            throw FaultyDisk.CommandFailure(message: "\(command) \(arguments.joined(separator: " ")) failed: " + String(decoding: message, as: UTF8.self))
        }
    }

    /// An insert command per id, of a kilobyte each: a hundred make more than 64 KiB of
    /// journal, which the store checkpoints as exec closes it.
    private static func largeInserts(_ ids: Range<Int>) -> Data {
        let filler = String(repeating: "x", count: 1_000)
        return Data(ids.map { #"{"insert": "drinks", "documents": [{"_id": \#($0), "filler": "\#(filler)"}]}"# }.joined(separator: "\n").utf8)
    }
}

/// `faulty_disk.c`, built once per test run as a shared library for LD_PRELOAD.
enum FaultyDisk {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("faulty_disk.c")

    static let library = Result { () throws -> URL in
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-faulty-disk-\(getpid()).so")
        let compiler = ChildProcess()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", "-Wall", "-shared", "-fPIC", "-o", output.path, source.path, "-ldl", "-lpthread"]
        let errors = Pipe()
        compiler.standardError = errors
        let exit = try compiler.start()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        guard exit.wait() == .success else {
            throw CommandFailure(message: "compiling faulty_disk.c failed: " + String(decoding: message, as: UTF8.self))
        }
        return output
    }

    struct CommandFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
