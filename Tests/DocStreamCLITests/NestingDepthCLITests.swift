import Foundation
import Testing

/// Documents nested deeper than MongoDB stores (100 levels, its manual's Limits and
/// Thresholds) are refused through the CLI too, and the store opens afterwards with every
/// acknowledged write in it.
@Suite("docstream: documents nested too deep", .timeLimit(.minutes(10)))
struct NestingDepthCLITests {
    /// `{"d":{"d":...{"leaf":1}}}` whose deepest field is at `levels`, as Extended JSON text.
    static func nested(_ levels: Int) -> String {
        String(repeating: #"{"d":"#, count: levels - 1) + #"{"leaf":1}"# + String(repeating: "}", count: levels - 1)
    }

    @Test("exec: a $set that nests past 100 levels answers 15 Overflow, and the store reopens with what was acknowledged")
    func execUpdate() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store").path
        let path = Array(repeating: "d", count: 60).joined(separator: ".")
        let commands = """
            {"insert": "deep", "documents": [{"_id": 1, "v": \(Self.nested(80))}]}
            {"update": "deep", "updates": [{"q": {"_id": 1}, "u": {"$set": {"v.\(path)": \(Self.nested(60))}}}]}
            {"insert": "deep", "documents": [{"_id": 2, "v": \(Self.nested(150))}]}
            {"insert": "deep", "documents": [{"_id": 3}]}

            """
        let exec = try await CLIRunner.runOffTestThreads(["exec", "--db", store], input: Data(commands.utf8))
        let replies = exec.standardOutput.split(separator: "\n")
        #expect(replies.count == 4, "\(exec.standardError)")
        #expect(replies.first?.contains(#""n":1"#) == true)
        #expect(replies.dropFirst().first?.contains(#""code":15"#) == true)
        #expect(replies.dropFirst().first?.contains("Document exceeds maximum nesting depth of 100") == true)
        #expect(replies.dropFirst(2).first?.contains("cannot insert document because it exceeds 100 levels of nesting") == true)
        #expect(replies.last?.contains(#""n":1"#) == true)

        let export = try await CLIRunner.runOffTestThreads(["export", "--db", store, "-c", "deep", "--fields", "_id"])
        #expect(export.status == 0, "\(export.standardError)")
        #expect(export.standardOutput == "{\"_id\":1}\n{\"_id\":3}\n")
    }

    @Test("import: a line nested past 100 levels is named and refused with 15 Overflow; the other lines are imported")
    func importLine() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store").path
        let lines = [#"{"_id": 1}"#, #"{"_id": 2, "v": "# + Self.nested(101) + "}", #"{"_id": 3}"#]
        let result = try await CLIRunner.runOffTestThreads(["import", "--db", store, "-c", "deep"], input: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 1)
        #expect(result.standardError.contains("line 2"), "\(result.standardError)")
        #expect(result.standardError.contains("Overflow (15)"), "\(result.standardError)")
        let export = try await CLIRunner.runOffTestThreads(["export", "--db", store, "-c", "deep"])
        #expect(export.standardOutput == "{\"_id\":1}\n{\"_id\":3}\n")
    }
}
