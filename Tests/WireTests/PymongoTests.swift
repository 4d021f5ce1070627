import Foundation
import TestSupport
import Testing

/// pymongo, the MongoDB driver for Python, in a virtualenv beside the build, with the
/// libraries of its snappy and zstd compressors: created once with `python3 -m venv` and
/// `pip install`. A failure to make it fails the test: no driver, no evidence that drivers
/// connect.
enum PymongoEnvironment {
    static let version = "4.10.1"
    /// pymongo's snappy and zstd compressors' modules (zlib is Python's own).
    static let compressorPackages = ["python-snappy==0.7.3", "zstandard==0.25.0"]
    static let directory = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent()
        .appendingPathComponent("pymongo-\(version)-venv")
    static var python: URL { directory.appendingPathComponent("bin/python") }

    /// Held while the virtualenv is checked or made: tests running at once make it once.
    private static let preparing = NSLock()

    /// The virtualenv's python, installing pymongo first when it is not there yet.
    static func prepare() throws -> URL {
        preparing.lock()
        defer { preparing.unlock() }
        let check = "import pymongo, snappy, zstandard; assert pymongo.version == '\(version)'"
        if try runToEnd(python, ["-c", check], seconds: 60).status == 0 { return python }
        let created = try runToEnd(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-m", "venv", "--clear", directory.path], seconds: 120)
        guard created.status == 0 else { throw ServerFailure("python3 -m venv failed: \(created.output)") }
        let packages = ["pymongo==\(version)"] + compressorPackages
        let installed = try runToEnd(python, ["-m", "pip", "install", "--disable-pip-version-check"] + packages, seconds: 300)
        guard installed.status == 0 else { throw ServerFailure("pip install \(packages.joined(separator: " ")) failed: \(installed.output)") }
        return python
    }
}

@Suite("docstream serve with pymongo", .timeLimit(.minutes(10)))
struct PymongoTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pymongo_smoke.py")
    /// Whether the server has collations: the bundled build has no ICU.
    #if canImport(CICU)
        static let collations = "collations"
    #else
        static let collations = "no-collations"
    #endif

    @Test("pymongo connects directly and by replica set, writes, reads across getMore, aggregates and watches")
    func smoke() async throws {
        try await offTestThreads {
            let python = try PymongoEnvironment.prepare()
            let server = try ServerProcess()
            let result = try runToEnd(python, [Self.script.path, String(server.port), Self.collations], seconds: 120)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("pymongo smoke: all checks passed"), "\(result.output)")
            #expect(try server.terminate() == 0)
        }
    }

    static let authScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pymongo_auth.py")

    @Test("pymongo logs in with SCRAM-SHA-256 and SCRAM-SHA-1, fails with 18 and 13 where it should, and a restarted store keeps its users and --auth")
    func authentication() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-pymongo-auth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await offTestThreads {
            let python = try PymongoEnvironment.prepare()
            for (phase, arguments) in [("first", ["--db", directory.path, "--auth"]), ("restart", ["--db", directory.path])] {
                let server = try ServerProcess(arguments)
                let result = try runToEnd(python, [Self.authScript.path, String(server.port), phase], seconds: 120)
                #expect(result.status == 0, "\(phase): \(result.output)")
                #expect(result.output.contains("pymongo auth \(phase): all checks passed"), "\(result.output)")
                #expect(try server.terminate() == 0)
            }
        }
    }

    static let compressionScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pymongo_compression.py")

    @Test(
        "pymongo with compressors= each compressor the server has runs CRUD, its requests and replies compressed",
        arguments: TestCompressor.builtIn.filter { $0 != .noop })
    func compression(_ compressor: TestCompressor) async throws {
        try await offTestThreads {
            let python = try PymongoEnvironment.prepare()
            let server = try ServerProcess()
            let result = try runToEnd(python, [Self.compressionScript.path, String(server.port), compressor.name], seconds: 120)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("pymongo compression \(compressor.name): all checks passed"), "\(result.output)")
            #expect(try server.terminate() == 0)
        }
    }
}
