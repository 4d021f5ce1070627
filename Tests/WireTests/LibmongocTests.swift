import Foundation
import TestSupport
import Testing

/// The MongoDB C driver's smoke program (libmongoc_smoke.c), compiled against Debian's
/// libmongoc-dev (scripts/install-dependencies installs it) beside the build. A failure to
/// compile it fails the test: no driver, no evidence that drivers connect.
enum LibmongocProgram {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("libmongoc_smoke.c")
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent()
        .appendingPathComponent("libmongoc_smoke")

    /// The compiled program, compiled once per test run (a static let: the test cases that run
    /// at once share one compilation instead of writing the same file together).
    static func prepare() throws -> URL {
        try compiled.get()
    }

    private static let compiled = Result { try compile() }

    /// Compiles the program when the source is newer than the last build of it.
    private static func compile() throws -> URL {
        let fileManager = FileManager.default
        let sourceDate = try fileManager.attributesOfItem(atPath: source.path)[.modificationDate] as? Date
        if let built = try? fileManager.attributesOfItem(atPath: executable.path)[.modificationDate] as? Date,
            let sourceDate, built > sourceDate
        {
            return executable
        }
        let flags = try runToEnd(URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--cflags", "--libs", "libmongoc-1.0"], seconds: 30)
        guard flags.status == 0 else { throw ServerFailure("pkg-config libmongoc-1.0 failed (is libmongoc-dev installed?): \(flags.output)") }
        let arguments =
            ["cc", "-Wall", "-o", executable.path, source.path]
            + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
        let compiled = try runToEnd(URL(fileURLWithPath: "/usr/bin/env"), arguments, seconds: 120)
        guard compiled.status == 0 else { throw ServerFailure("compiling libmongoc_smoke.c failed: \(compiled.output)") }
        return executable
    }
}

@Suite("docstream serve with libmongoc", .timeLimit(.minutes(10)))
struct LibmongocTests {
    @Test(
        "libmongoc connects directly and by replica set: bulk writes, getMore, aggregate, w:0, a change stream",
        arguments: ["directConnection=true", "replicaSet=docstream"])
    func smoke(connection: String) async throws {
        try await offTestThreads {
            let program = try LibmongocProgram.prepare()
            let server = try ServerProcess()
            let result = try runToEnd(program, ["mongodb://127.0.0.1:\(server.port)/?\(connection)"], seconds: 120)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("libmongoc smoke: all checks passed"), "\(result.output)")
            #expect(try server.terminate() == 0)
        }
    }
}
