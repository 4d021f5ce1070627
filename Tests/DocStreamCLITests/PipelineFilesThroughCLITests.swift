import Foundation
import Testing

/// Every pipeline of `Pipelines/` run by `docstream run --canonical` over its input prints its
/// expected file byte for byte, so `diff <(docstream run P.json --file P.input.ndjson
/// --canonical) P.expected.ndjson` checks a pipeline by hand (the expected outputs are
/// written by hand; see Pipelines/README.md for each one's source).
@Suite("Pipelines/ through docstream run", .timeLimit(.minutes(10)))
struct PipelineFilesThroughCLITests {
    static let folder = ExportCommandTests.coffeeDrinks.deletingLastPathComponent()

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
    }

    @Test("the pipeline files are there")
    func pipelinesFound() {
        #expect(Self.names.count >= 7, "\(Self.names)")
    }

    @Test("run --canonical prints the expected file byte for byte", arguments: names)
    func printsExpectedBytes(_ name: String) async throws {
        let result = try await CLIRunner.runOffTestThreads(["run", "\(name).json", "--file", "\(name).input.ndjson", "--canonical"], in: Self.folder)
        #expect(result.status == 0, "\(result.standardError)")
        let expected = try String(decoding: Data(contentsOf: Self.folder.appendingPathComponent("\(name).expected.ndjson")), as: UTF8.self)
        #expect(result.standardOutput == expected)
    }
}
