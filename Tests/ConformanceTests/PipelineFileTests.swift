import DocStream
import DocStreamBSON
import Foundation
import Testing

/// Runs every pipeline in `Pipelines/`: `NAME.json` over `NAME.input.ndjson` must give
/// `NAME.expected.ndjson`, in order (the expected outputs are written by hand, in canonical
/// Extended JSON; see Pipelines/README.md for each one's source).
struct PipelineFileTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Pipelines")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
    }

    @Test func everyPipelineHasInputAndExpectedOutput() {
        #expect(Self.names.count >= 7)
        for name in Self.names {
            for suffix in [".input.ndjson", ".expected.ndjson"] {
                #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(name + suffix).path), "\(name)\(suffix) is missing")
            }
        }
    }

    @Test(arguments: names)
    func pipelineReproducesItsExpectedOutput(_ name: String) throws {
        let stages = try documents(name + ".json")
        let input = try documents(name + ".input.ndjson")
        let expected = try documents(name + ".expected.ndjson")
        let results = try Pipeline(stages).run(input)
        // Canonical Extended JSON compares field order and types.
        #expect(results.map { $0.extendedJSON(.canonical) } == expected.map { $0.extendedJSON(.canonical) })
    }

    /// A JSON array or NDJSON file's documents.
    private func documents(_ file: String) throws -> [Document] {
        try ExtendedJSON.parseDocuments(try Data(contentsOf: Self.folder.appendingPathComponent(file)))
    }
}
