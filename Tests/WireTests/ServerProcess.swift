import Foundation
import TestSupport

/// A `docstream serve` child process on a free loopback port, started for one test.
///
/// Unchecked Sendable: a test drives it from one task at a time.
final class ServerProcess: @unchecked Sendable {
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent()
        .appendingPathComponent("docstream")

    let process = ChildProcess()
    let port: UInt16
    /// The line the server printed once it listened.
    let announcement: String
    private let exit: ProcessExit
    /// Its standard error, read as it comes so that logging never blocks it on a full pipe.
    private let errors = CollectedOutput()

    /// Starts `docstream serve --port 0` with `arguments` (`--memory` when none) and waits for
    /// its address line; throws when it prints none within 60 seconds.
    init(_ arguments: [String] = ["--memory"]) throws {
        process.executableURL = Self.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        exit = try process.start()
        errors.collect(errorPipe.fileHandleForReading)
        let line = Self.firstLine(of: output.fileHandleForReading, within: 60)
        guard let line, let range = line.range(of: #"127\.0\.0\.1:(\d+)"#, options: .regularExpression),
            let port = UInt16(line[range].split(separator: ":").last!)
        else {
            process.terminate()
            exit.wait()
            throw ServerFailure("no address line from docstream serve: \(line ?? "nothing"); standard error: \(errors.text(waitingUpTo: 10))")
        }
        self.port = port
        self.announcement = line
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Sends SIGTERM and returns the exit status; throws when it has not exited within `seconds`.
    func terminate(within seconds: Double = 30) throws -> Int32 {
        kill(process.processIdentifier, SIGTERM)
        return try waitForExit(within: seconds)
    }

    func waitForExit(within seconds: Double) throws -> Int32 {
        guard let termination = exit.termination(within: seconds) else {
            process.terminate()
            throw ServerFailure("docstream serve still running \(seconds) s after SIGTERM")
        }
        return termination.status
    }

    /// What the server wrote to standard error so far (its log), after waiting `seconds`
    /// for lines still on their way.
    func log(waitingUpTo seconds: Double) -> String {
        errors.text(waitingUpTo: seconds)
    }

    /// A new connection to the server.
    func connect() throws -> WireClient {
        try WireClient(port: port)
    }

    private static func firstLine(of handle: FileHandle, within seconds: Double) -> String? {
        let box = LineBox()
        let done = DispatchSemaphore(value: 0)
        Thread {
            var buffer = Data()
            while !buffer.contains(0x0A) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            box.line = buffer.split(separator: 0x0A).first.map { String(decoding: $0, as: UTF8.self) }
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.line
    }
}

/// Runs `executable` to its end (in `directory` when given); its status and output (standard
/// output and error together), or a failure when it is still running after `seconds`.
func runToEnd(_ executable: URL, _ arguments: [String], seconds: Double, in directory: URL? = nil) throws -> (status: Int32, output: String) {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else { return (127, "\(executable.path) not found") }
    let process = ChildProcess()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    let exit = try process.start()
    let collected = CollectedOutput()
    collected.collect(output.fileHandleForReading)
    guard let termination = exit.termination(within: seconds) else {
        process.terminate()
        throw ServerFailure("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) still running after \(seconds) s")
    }
    return (termination.status, collected.text(waitingUpTo: 10))
}

/// A child's output read to its end on a thread of its own.
///
/// Unchecked Sendable: the bytes are read and written under the lock only.
final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private let ended = DispatchSemaphore(value: 0)

    func collect(_ handle: FileHandle) {
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { bytes.append(chunk) }
            }
            ended.signal()
        }.start()
    }

    /// What was read, once the output ended or `seconds` passed.
    func text(waitingUpTo seconds: Double) -> String {
        _ = ended.wait(timeout: .now() + seconds)
        return lock.withLock { String(decoding: bytes, as: UTF8.self) }
    }
}

/// Unchecked Sendable: written by one thread before a semaphore, read after it.
private final class LineBox: @unchecked Sendable {
    var line: String?
}

struct ServerFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
