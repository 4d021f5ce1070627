import Foundation
import TestSupport
import Testing

/// The tests' child processes (`ChildProcess`, `ProcessExit`), which the server tests' timed
/// stops rely on.
@Suite("Test support: child processes", .timeLimit(.minutes(2)))
struct ProcessExitTests {
    @Test("an exit status and a signal are reported; a child is found exited when it exits, though a grandchild it started lives on")
    func termination() async throws {
        try await offTestThreads { () throws in
            #expect(try Self.run("exit 3")?.termination == Termination(status: 3, bySignal: false))
            #expect(try Self.run("kill -KILL $$")?.termination == Termination(status: SIGKILL, bySignal: true))
            // The grandchild keeps the descriptors it inherited.
            let started = Date()
            let orphaned = try #require(try Self.run("sleep 60 & echo $!; exit 5"))
            #expect(orphaned.termination == Termination(status: 5, bySignal: false))
            #expect(Date().timeIntervalSince(started) < 30)
            if let grandchild = Int32(orphaned.output.trimmingCharacters(in: .whitespacesAndNewlines)) { kill(grandchild, SIGKILL) }
        }
    }

    /// Runs `/bin/sh -c script` and waits up to 30 s for its end.
    private static func run(_ script: String) throws -> (termination: Termination?, output: String)? {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        let exit = try process.start()
        let termination = exit.termination(within: 30)
        // The first line only: a grandchild holds the pipe open.
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        return (termination, line)
    }
}
