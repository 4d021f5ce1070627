import Foundation
import Testing
import TestSupport

/// pymongo, the MongoDB driver for Python, in a virtualenv beside the build: created once
/// with `python3 -m venv` and `pip install pymongo`. A failure to make it fails the test: no
/// driver, no evidence that drivers connect.
enum PymongoEnvironment {
    static let version = "4.10.1"
    static let directory = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent()
        .appendingPathComponent("pymongo-\(version)-venv")
    static var python: URL { directory.appendingPathComponent("bin/python") }

    /// The virtualenv's python, installing pymongo first when it is not there yet.
    static func prepare() throws -> URL {
        if try run(python, ["-c", "import pymongo; assert pymongo.version == '\(version)'"], seconds: 60).status == 0 { return python }
        let created = try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-m", "venv", "--clear", directory.path], seconds: 120)
        guard created.status == 0 else { throw ServerFailure("python3 -m venv failed: \(created.output)") }
        let installed = try run(python, ["-m", "pip", "install", "--disable-pip-version-check", "pymongo==\(version)"], seconds: 300)
        guard installed.status == 0 else { throw ServerFailure("pip install pymongo==\(version) failed: \(installed.output)") }
        return python
    }

    /// Runs `executable`; its status and output (standard output and error together), or a
    /// failure when it is still running after `seconds`.
    static func run(_ executable: URL, _ arguments: [String], seconds: Double) throws -> (status: Int32, output: String) {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return (127, "\(executable.path) not found") }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let exit = try process.start()
        let collected = CollectedOutput()
        collected.collect(output.fileHandleForReading)
        let finished = DispatchSemaphore(value: 0)
        Thread { exit.wait(); finished.signal() }.start()
        guard finished.wait(timeout: .now() + seconds) == .success else {
            process.terminate()
            throw ServerFailure("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) still running after \(seconds) s")
        }
        return (process.terminationStatus, collected.text(waitingUpTo: 10))
    }
}

@Suite("docstream serve with pymongo", .timeLimit(.minutes(10)))
struct PymongoTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pymongo_smoke.py")

    @Test("pymongo connects directly and by replica set, writes, reads across getMore, aggregates and watches")
    func smoke() async throws {
        try await offTestThreads {
            let python = try PymongoEnvironment.prepare()
            let server = try ServerProcess()
            let result = try PymongoEnvironment.run(python, [Self.script.path, String(server.port)], seconds: 120)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("pymongo smoke: all checks passed"), "\(result.output)")
            #expect(try server.terminate() == 0)
        }
    }
}
