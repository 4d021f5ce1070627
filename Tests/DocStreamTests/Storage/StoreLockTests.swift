import DocStreamBSON
import Foundation
import TestSupport
import Testing

@testable import DocStream

@Suite("StoreLock")
struct StoreLockTests {
    @Test("A second open in the same process is refused with the holder's pid")
    func secondOpenInProcess() throws {
        let directory = try TemporaryDirectory()
        do {
            let first = try StoreLock(directory: directory.url)
            let error = #expect(throws: DocStreamError.self) { try StoreLock(directory: directory.url) }
            #expect(error?.code == 98)
            #expect(error?.codeName == "DBPathInUse")
            #expect(error?.message == "store is in use by process \(getpid())")
            withExtendedLifetime(first) {}
        }
        // Released with the first lock: the directory opens again.
        _ = try StoreLock(directory: directory.url)
    }

    @Test("Another process holding the lock is named; ours keeps it from the other process")
    func otherProcess() throws {
        let directory = try TemporaryDirectory()
        let lockPath = directory.file("store.lock").path

        // A shell takes the lock on fd 9, writes its pid and becomes `sleep` with the same
        // pid and fd, so terminating it releases the lock.
        let holder = ChildProcess()
        holder.executableURL = URL(fileURLWithPath: "/bin/sh")
        holder.arguments = ["-c", "exec 9>>'\(lockPath)' && flock -n 9 && echo $$ > '\(lockPath)' && exec sleep 30"]
        let holderExit = try holder.start()
        defer {
            if holder.isRunning { holder.terminate() }
            holderExit.wait()
        }
        let deadline = Date().addingTimeInterval(10)
        var written = ""
        while written.isEmpty && Date() < deadline {
            written = (try? String(contentsOfFile: lockPath, encoding: .utf8)) ?? ""
            if written.isEmpty { usleep(10_000) }
        }
        let pid = try #require(Int32(written.trimmingCharacters(in: .whitespacesAndNewlines)))
        let error = #expect(throws: DocStreamError.self) { try StoreLock(directory: directory.url) }
        #expect(pid == holder.processIdentifier)
        #expect(error?.message == "store is in use by process \(pid)")
        holder.terminate()
        holderExit.wait()

        let lock = try StoreLock(directory: directory.url)
        let contender = ChildProcess()
        contender.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        contender.arguments = ["-n", lockPath, "true"]
        try contender.start().wait()
        #expect(contender.terminationStatus == 1)
        withExtendedLifetime(lock) {}
    }

    /// Takes the lock file's lock on a descriptor of its own, as a holder that has not written
    /// its pid (or has emptied the file to let go) holds it.
    private func holdWithoutPid(_ directory: borrowing TemporaryDirectory) throws -> Int32 {
        let descriptor = open(directory.file("store.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        return descriptor
    }

    @Test(
        "A lock held while the file names no holder is waited for: a holder letting go (or a child process still holding its copy of the descriptor) does not fail the open"
    )
    func unnamedHolderLetsGo() async throws {
        let directory = try TemporaryDirectory()
        let held = try holdWithoutPid(directory)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { close(held) }
        // The patience is far beyond the 50 ms: the release comes late only on a stalled machine.
        let url = directory.url
        let lock = try await offTestThreads { () throws(DocStreamError) in try StoreLock(directory: url, patience: .seconds(120)) }
        #expect(try String(contentsOfFile: directory.file("store.lock").path, encoding: .utf8) == "\(getpid())\n")
        withExtendedLifetime(lock) {}
    }

    @Test("A lock still held without a name when the patience runs out fails with 98, naming no process, and stays with its holder")
    func unnamedHolderKeepsIt() throws {
        let directory = try TemporaryDirectory()
        let held = try holdWithoutPid(directory)
        defer { close(held) }
        let error = #expect(throws: DocStreamError.self) { try StoreLock(directory: directory.url, patience: .milliseconds(20)) }
        #expect(error?.code == 98)
        #expect(error?.message == "store is in use by another process")
        // The failed open let nothing go: the holder still has the lock.
        let other = open(directory.file("store.lock").path, O_RDWR | O_CLOEXEC)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) != 0)
    }
}
