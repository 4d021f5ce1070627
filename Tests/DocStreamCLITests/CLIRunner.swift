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

    static func run(_ arguments: [String], input: Data? = nil, in directory: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
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

    /// `run` on a dispatch thread, for async tests: the few threads tests run on also carry
    /// change streams' delivery tasks (other suites' timed tests), which a thread blocked on a
    /// child process would hold up.
    static func runOffTestThreads(_ arguments: [String], input: Data? = nil, in directory: URL? = nil) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try run(arguments, input: input, in: directory) })
            }
        }
    }

    /// A new empty directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("docstream-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
