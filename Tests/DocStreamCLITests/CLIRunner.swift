import DocStreamBSON
import Foundation
import TestSupport

/// Runs the built `docstream` executable, which SwiftPM places beside the test bundle.
struct CLIRunner {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent()
        .appendingPathComponent("docstream")

    /// Runs `docstream` with `arguments` to its end; `environment` is added to this process's.
    /// It blocks while the child runs, so tests reach it through `runOffTestThreads`.
    private static func run(_ arguments: [String], input: Data? = nil, in directory: URL? = nil, environment: [String: String] = [:]) throws -> Outcome {
        let process = ChildProcess()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        let exit = try process.start()
        standardInput.fileHandleForWriting.write(input ?? Data())
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// `run` off the test threads (see `offTestThreads`): a test that waited for the child on
    /// one of them would hold up every other test's tasks meanwhile.
    static func runOffTestThreads(
        _ arguments: [String], input: Data? = nil, in directory: URL? = nil, environment: [String: String] = [:]
    ) async throws -> Outcome {
        try await offTestThreads { try run(arguments, input: input, in: directory, environment: environment) }
    }

    /// A new empty directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("docstream-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The integer `_id`s of a find reply's first batch, sorted.
    static func firstBatchIDs(_ reply: Document) -> [Int] {
        (reply[path: "cursor.firstBatch"]?.arrayValue ?? []).compactMap { $0.documentValue?["_id"]?.int32Value.map(Int.init) }.sorted()
    }
}

/// A `docstream` child driven line by line: each line sent to its standard input, each line
/// of its standard output read as it comes. Async tests use the async forms, which block a
/// thread of their own instead of one of the test threads.
///
/// Unchecked Sendable: a test drives it from one task at a time, one call after another, so
/// no two threads touch its reader's buffer at once.
final class InteractiveCLI: @unchecked Sendable {
    let process = ChildProcess()
    private let input = Pipe()
    let lines: LineReader
    private let exit: ProcessExit

    /// Starts `docstream` with `arguments`; `errors` gets its standard error (discarded by
    /// default); `environment` is added to this process's.
    init(_ arguments: [String], errors: Pipe? = nil, environment: [String: String] = [:]) throws {
        process.executableURL = CLIRunner.executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors ?? FileHandle.nullDevice
        lines = LineReader(output.fileHandleForReading)
        exit = try process.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Writes one line; throws once the child no longer reads (it died).
    func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Sends `line` and returns the next output line, nil when the child is gone.
    func reply(to line: String) throws -> String? {
        try send(line)
        return lines.next()
    }

    /// Closes the child's input and returns its exit status once it has ended.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        exit.wait()
        return process.terminationStatus
    }

    /// Waits for a child that was killed or stopped by other means.
    func waitForExit() {
        exit.wait()
    }

    func reply(to line: String) async throws -> String? {
        try await offTestThreads { try self.reply(to: line) }
    }

    func finish() async -> Int32 {
        await offTestThreads { self.finish() }
    }

    func waitForExit() async {
        await offTestThreads { self.waitForExit() }
    }
}

/// Lines read one at a time from a child's standard output.
///
/// Unchecked Sendable: read by one call at a time (see `InteractiveCLI`).
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line, or nil once the child has closed its output.
    func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                return String(decoding: line, as: UTF8.self)
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    /// The next line, read off the test threads.
    func next() async -> String? {
        await offTestThreads { self.next() }
    }
}
