import Foundation
import Testing

@Suite("docstream convert")
struct ConvertCommandTests {
    @Test("--version and --help")
    func versionAndHelp() async throws {
        let version = try await CLIRunner.runOffTestThreads(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        let help = try await CLIRunner.runOffTestThreads(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("convert"))
    }

    @Test("NDJSON -> BSON file -> relaxed and canonical Extended JSON")
    func roundTrip() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("drinks.ndjson")
        let bson = directory.appendingPathComponent("drinks.bson")
        try Data(
            """
            {"_id":{"$oid":"64e50cab7765243942cd04ce"},"name":"Colombian Blend","storeNumber":43}
            {"name":"Maple Latte","price":4.5}

            """.utf8
        ).write(to: json)
        let toBSON = try await CLIRunner.runOffTestThreads(["convert", "--file", json.path, "-o", bson.path])
        #expect(toBSON.status == 0, "\(toBSON.standardError)")
        // Two documents of 65 and 42 bytes, counted by hand from the BSON spec: 4 (length) +
        // 17 (_id) + 26 (name) + 17 (int32 storeNumber) + 1, and 4 + 22 (name) + 15 (price) + 1.
        let bytes = try Data(contentsOf: bson)
        #expect(bytes.count == 65 + 42)
        #expect(bytes.prefix(4) == Data([65, 0, 0, 0]))

        let relaxed = try await CLIRunner.runOffTestThreads(["convert", "--file", bson.path])
        #expect(relaxed.status == 0)
        #expect(
            relaxed.standardOutput == """
                {"_id":{"$oid":"64e50cab7765243942cd04ce"},"name":"Colombian Blend","storeNumber":43}
                {"name":"Maple Latte","price":4.5}

                """)
        let canonical = try await CLIRunner.runOffTestThreads(["convert", "--file", bson.path, "--canonical"])
        #expect(canonical.standardOutput.hasPrefix(#"{"_id":{"$oid":"64e50cab7765243942cd04ce"},"name":"Colombian Blend","storeNumber":{"$numberInt":"43"}}"#))
    }

    @Test("a JSON array on standard input converts too")
    func arrayFromStandardInput() async throws {
        let result = try await CLIRunner.runOffTestThreads(
            ["convert", "--file", "-", "--to", "json"], input: Data(#"[{"a":1},{"b":{"$numberLong":"2"}}]"#.utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "{\"a\":1}\n{\"b\":2}\n")
    }

    @Test("malformed Extended JSON: non-zero exit, the line and column named, no output file")
    func malformedJSON() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("bad.ndjson")
        let bson = directory.appendingPathComponent("bad.bson")
        try Data("{\"a\":1}\n{\"b\": {\"$oid\": \"xyz\"}}\n".utf8).write(to: json)
        let result = try await CLIRunner.runOffTestThreads(["convert", "--file", json.path, "-o", bson.path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("line 2, column"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: bson.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bad.ndjson"])
    }

    @Test("a failed conversion leaves an existing output file untouched")
    func existingOutputKept() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("bad.json")
        let output = directory.appendingPathComponent("out.bson")
        try Data("[{\"a\":1}, {\"a\": }]".utf8).write(to: json)
        try Data("keep me".utf8).write(to: output)
        let result = try await CLIRunner.runOffTestThreads(["convert", "--file", json.path, "--out", output.path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("line 1, column"))
        #expect(try Data(contentsOf: output) == Data("keep me".utf8))
    }

    @Test("malformed BSON names the document and byte offset")
    func malformedBSON() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bson = directory.appendingPathComponent("bad.bson")
        // One valid empty document, then a document whose length runs past the file.
        try Data([5, 0, 0, 0, 0, 40, 0, 0, 0, 0]).write(to: bson)
        let result = try await CLIRunner.runOffTestThreads(["convert", "--file", bson.path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("document 2 at byte 5"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }
}
