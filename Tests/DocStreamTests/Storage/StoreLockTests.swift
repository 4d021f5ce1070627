@testable import DocStream
import DocStreamBSON
import Foundation
import Testing
import TestSupport

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
        let holder = Process()
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
        let contender = Process()
        contender.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        contender.arguments = ["-n", lockPath, "true"]
        try contender.start().wait()
        #expect(contender.terminationStatus == 1)
        withExtendedLifetime(lock) {}
    }
}
