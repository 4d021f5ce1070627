import Foundation
import Testing

/// What every subcommand shares: help text wrapped once, and one format for error lines.
@Suite("docstream conventions", .timeLimit(.minutes(10)))
struct CLIConventionTests {
    static let subcommands = ["convert", "exec", "import", "export", "run", "watch", "schema", "repair"]

    @Test("help overviews are wrapped once, at 80 columns: no line breaks written into the text", arguments: subcommands)
    func helpWrappedOnce(subcommand: String) async throws {
        // Standard output is a pipe, so the help is laid out for 80 columns.
        let help = try await CLIRunner.runOffTestThreads([subcommand, "--help"])
        #expect(help.status == 0)
        let overview = help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.hasPrefix("USAGE:") }
        #expect(overview.count > 2, "\(help.standardOutput)")
        for (line, next) in zip(overview, overview.dropFirst()) where !line.isEmpty && !next.isEmpty {
            #expect(line.count < 80, "\(subcommand): \(line)")
            // A line is broken only where the next word no longer fits; a shorter line inside a
            // paragraph is a break written into the text, which wraps twice.
            let nextWord = next.prefix { $0 != " " }
            #expect(line.count + 1 + nextWord.count >= 80, "\(subcommand): a short line before \"\(next)\": \"\(line)\"")
        }
    }

    @Test("every error is one line: docstream: error: <codeName> (<code>): <message> at <where>")
    func errorLineFormat() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store").path
        #expect(
            try await CLIRunner.runOffTestThreads(["exec", "--db", store], input: Data(#"{"insert": "drinks", "documents": [{"_id": 1}]}"#.utf8)).status == 0)
        let cases: [([String], String)] = [
            (["convert", "--file", "missing.ndjson"], "docstream: error: FileNotOpen (38): cannot read missing.ndjson"),
            (["export", "--db", store, "-c", "drinks", "--sort", "[1]"], "docstream: error: FailedToParse (9): "),
            (["run", "missing.json"], "docstream: error: FileNotOpen (38): cannot read missing.json"),
            (["import", "--db", store, "-c", "drinks", "--file", "missing.ndjson"], "docstream: error: FileNotOpen (38): cannot read missing.ndjson"),
            (["schema", "--db", store, "-c", "none"], "docstream: error: NamespaceNotFound (26): ns does not exist: test.none"),
            (["watch", "--db", store, "--resume-after", "zz"], "docstream: error: InvalidResumeToken (260): "),
            (["watch", "--db", store, "--start-at-operation-time", "soon"], "docstream: error: BadValue (2): "),
            (["export", "--db", store], "docstream: error: Missing expected argument '--collection <collection>'"),
        ]
        for (arguments, start) in cases {
            let result = try await CLIRunner.runOffTestThreads(arguments, in: directory)
            #expect(result.status != 0, "\(arguments)")
            let first = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.hasPrefix(start), "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.isEmpty, "\(arguments)")
        }
        let located = try await CLIRunner.runOffTestThreads(["watch", "--db", store, "--start-at-operation-time", "soon"], in: directory)
        #expect(located.standardError.hasSuffix(" at --start-at-operation-time\n"), "\(located.standardError)")
        // Nothing was lost: the store still holds its document.
        #expect(try await CLIRunner.exported(store) == "{\"_id\":1}\n")
    }
}
