import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `docstream import` on a terminal: a progress line on standard error, and Ctrl-C (SIGINT)
/// ending the import with everything imported so far kept.
@Suite("docstream import on a terminal", .timeLimit(.minutes(10)))
struct ImportInterruptTests {
    /// A pseudo-terminal whose far end becomes a child's standard error; what the child writes
    /// there is collected as it comes.
    final class Terminal: Sendable {
        let childEnd: FileHandle
        private let controller: Int32
        private let written = Mutex(Data())
        private let closed = DispatchSemaphore(value: 0)

        init() throws {
            controller = PseudoTerminalCalls.openController(O_RDWR | O_NOCTTY)
            guard controller >= 0, PseudoTerminalCalls.grant(controller) == 0, PseudoTerminalCalls.unlock(controller) == 0,
                let name = PseudoTerminalCalls.childName(controller)
            else {
                throw CLIRunnerFailure(message: "no pseudo-terminal: \(String(cString: strerror(errno)))")
            }
            let child = open(name, O_RDWR | O_NOCTTY)
            guard child >= 0 else { throw CLIRunnerFailure(message: "cannot open \(String(cString: name))") }
            childEnd = FileHandle(fileDescriptor: child, closeOnDealloc: true)
            Thread.detachNewThread { [self] in
                var chunk = [UInt8](repeating: 0, count: 4096)
                // The read fails (EIO) once every process has closed the child's end.
                while case let count = read(controller, &chunk, chunk.count), count > 0 {
                    written.withLock { $0.append(contentsOf: chunk[..<count]) }
                }
                closed.signal()
            }
        }

        deinit {
            close(controller)
        }

        var text: String { written.withLock { String(decoding: $0, as: UTF8.self) } }

        /// Waits until every process has closed the child's end, so that `text` is complete.
        func waitForClose() {
            _ = closed.wait(timeout: .now() + 30)
        }
    }

    /// glibc's pseudo-terminal calls, which its Swift module leaves out (they need
    /// _XOPEN_SOURCE), looked up by name.
    enum PseudoTerminalCalls {
        nonisolated(unsafe) static let libc = dlopen(nil, RTLD_NOW)
        static let openController = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        static let grant = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        static let unlock = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        static let childName = function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)

        static func function<Function>(_ name: String, as type: Function.Type) -> Function {
            unsafeBitCast(dlsym(libc, name), to: type)
        }
    }

    static func line(_ number: Int) -> String {
        #"{"_id": \#(number), "n": \#(number)}"#
    }

    @Test("progress shows on a terminal; SIGINT stops after the batch being written, keeps every imported document, exits 130")
    func interrupted() async throws {
        signal(SIGPIPE, SIG_IGN)
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store").path
        let terminal = try Terminal()
        let process = ChildProcess()
        process.executableURL = CLIRunner.executable
        process.arguments = ["import", "--db", store, "-c", "drinks"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = terminal.childEnd
        let exit = try process.start()
        try terminal.childEnd.close()
        let pid = process.processIdentifier
        // A hang guard far beyond what the test takes on a loaded machine.
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(400)) { kill(pid, SIGKILL) }

        // Two million lines, 500 at a time with a pause between: far more than the import
        // gets through before the interrupt. The feeder itself sends SIGINT between two chunks
        // once the progress line shows, so the import cannot have read everything however late
        // the test's own task is scheduled on a loaded machine. Writing fails once the child is
        // gone.
        let feederDone = DispatchSemaphore(value: 0)
        let interruptSent = DispatchSemaphore(value: 0)
        let writer = input.fileHandleForWriting
        Thread.detachNewThread {
            var interrupted = false
            for start in stride(from: 0, to: 2_000_000, by: 500) {
                if !interrupted, terminal.text.contains("documents/s") {
                    kill(pid, SIGINT)
                    interrupted = true
                    interruptSent.signal()
                }
                let chunk = (start..<start + 500).map { Self.line($0) + "\n" }.joined()
                guard (try? writer.write(contentsOf: Data(chunk.utf8))) != nil else { break }
                Thread.sleep(forTimeInterval: 0.005)
            }
            try? writer.close()
            feederDone.signal()
        }

        let termination = await offTestThreads { exit.wait() }
        await offTestThreads { _ = feederDone.wait(timeout: .now() + 60) }
        await offTestThreads { terminal.waitForClose() }
        #expect(interruptSent.wait(timeout: .now()) == .success, "no progress line before the input ended: \(terminal.text)")
        #expect(termination == Termination(status: 130, bySignal: false))

        let output = terminal.text
        // The progress line is redrawn in place: carriage return, the counts, erase to the line's end.
        #expect(output.range(of: "\r[0-9]+ documents imported, [0-9]+ documents/s\u{1B}\\[K", options: .regularExpression) != nil, "\(output)")
        let summary = try #require(
            output.range(of: "[0-9]+ document\\(s\\) imported successfully\\. 0 document\\(s\\) failed to import\\.", options: .regularExpression),
            "\(output)")
        let imported = try #require(Int(output[summary].prefix { $0.isNumber }))
        #expect(imported > 0)
        #expect(output.contains("docstream: warning: interrupted"), "\(output)")

        // Nothing lost, nothing half-written: the store holds exactly the first `imported`
        // lines, in order.
        let exported = try await CLIRunner.exported(store).split(separator: "\n").map(String.init)
        #expect(exported.count == imported)
        let expected = (0..<imported).map { #"{"_id":\#($0),"n":\#($0)}"# }
        #expect(exported == expected)
    }
}
