import Foundation
import TestSupport
import Testing

@Suite("docstream export", .timeLimit(.minutes(10)))
struct ExportCommandTests {
    /// The seed page's CoffeeDrink sample data.
    static let coffeeDrinks = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Pipelines/coffee-drinks.ndjson")

    private func coffeeStore() async throws -> URL {
        try await CLIRunner.store(with: String(decoding: try Data(contentsOf: Self.coffeeDrinks), as: UTF8.self))
    }

    @Test("--query, --sort, --skip, --limit and --fields select as find does")
    func selection() async throws {
        let store = try await coffeeStore()
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let result = try await CLIRunner.runOffTestThreads([
            "export", "--db", store.path, "-c", "drinks", "--query", #"{"storeNumber": 42}"#,
            "--sort", #"{"name": -1}"#, "--skip", "1", "--limit", "1", "--fields", "name, storeNumber",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        // Store 42 holds Maple Latte, Bean of the Day and Americano; by name descending, the second.
        #expect(result.standardOutput == #"{"_id":{"$oid":"64e5014f65796c813bc68274"},"name":"Bean of the Day","storeNumber":42}"# + "\n")
        #expect(result.standardError == "1 document(s) exported.\n")
    }

    @Test("--fields trims the spaces around each name and leaves out empty ones; naming no field is an error")
    func fieldNames() async throws {
        let store = try await coffeeStore()
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let spaced = try await CLIRunner.runOffTestThreads([
            "export", "--db", store.path, "-c", "drinks", "--sort", #"{"_id": 1}"#, "--limit", "1", "--fields", " name , , storeNumber ,",
        ])
        #expect(spaced.status == 0, "\(spaced.standardError)")
        #expect(spaced.standardOutput == #"{"_id":{"$oid":"64e5014f65796c813bc68274"},"name":"Bean of the Day","storeNumber":42}"# + "\n")
        let none = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "drinks", "--fields", " , "])
        #expect(none.status == 1)
        #expect(none.standardError == "docstream: error: BadValue (2): no field names in ' , ' at --fields\n")
        #expect(none.standardOutput.isEmpty)
    }

    @Test("--json-array writes one JSON array, one document per line; an empty collection is []")
    func jsonArray() async throws {
        let store = try await coffeeStore()
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let result = try await CLIRunner.runOffTestThreads([
            "export", "--db", store.path, "-c", "drinks", "--json-array", "-q", #"{"containsDairy": true}"#, "-f", "name",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                [{"_id":{"$oid":"64e521ed6b124fd047534345"},"name":"Maple Latte"},
                {"_id":{"$oid":"64e521ed6b124fd047534346"},"name":"Americano"}]

                """)
        let empty = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "none", "--json-array"])
        #expect(empty.status == 0)
        #expect(empty.standardOutput == "[]\n")
        // mongoexport exits 0 for a collection that does not exist; a warning says so.
        #expect(empty.standardError == "docstream: warning: collection test.none does not exist; exported 0 documents\n")
    }

    /// Documents whose relaxed and canonical Extended JSON (the Extended JSON v2 specification:
    /// relaxed int32 and int64 as plain numbers, canonical as `$numberInt` / `$numberLong`
    /// strings; `"` and a line feed escaped as in RFC 8259) is written out here.
    private static func numbered(_ count: Int) -> (input: String, relaxed: [String], canonical: [String]) {
        let numbers = 0..<count
        let input = numbers.map { #"{"_id": \#($0), "text": "line\n\"\#($0)\"", "n": {"$numberLong": "\#($0)"}}"# }
        let relaxed = numbers.map { #"{"_id":\#($0),"text":"line\n\"\#($0)\"","n":\#($0)}"# }
        let canonical = numbers.map { #"{"_id":{"$numberInt":"\#($0)"},"text":"line\n\"\#($0)\"","n":{"$numberLong":"\#($0)"}}"# }
        return (input.joined(separator: "\n"), relaxed, canonical)
    }

    @Test("documents past find's first batch (101) come through getMore, each once, in order, in every form")
    func severalBatches() async throws {
        let documents = Self.numbered(250)
        let store = try await CLIRunner.store(with: documents.input)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let lines = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "drinks"])
        #expect(lines.status == 0, "\(lines.standardError)")
        #expect(lines.standardOutput == documents.relaxed.map { $0 + "\n" }.joined())
        #expect(lines.standardError == "250 document(s) exported.\n")
        let canonical = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "drinks", "--canonical"])
        #expect(canonical.standardOutput == documents.canonical.map { $0 + "\n" }.joined())
        let array = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "drinks", "--json-array"])
        #expect(array.standardOutput == "[" + documents.relaxed.joined(separator: ",\n") + "]\n")
        // A filter that passes over a first batch's worth of documents before its matches.
        let late = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "drinks", "--json-array", "-q", #"{"_id": {"$gte": 200}}"#])
        #expect(late.standardOutput == "[" + documents.relaxed[200...].joined(separator: ",\n") + "]\n")
    }

    @Test("an output that fills up mid-export is an error naming it, and the store is left as it was")
    func fullOutput() async throws {
        // Text past 64 KiB is written without the output's buffer: here each batch's (the
        // first holds 101 documents of over 1 KiB), with nothing buffered after it.
        let padding = String(repeating: "x", count: 1024)
        let input = (0..<300).map { #"{"_id": \#($0), "pad": "\#(padding)"}"# }
        let store = try await CLIRunner.store(with: input.joined(separator: "\n"))
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let process = ChildProcess()
        process.executableURL = CLIRunner.executable
        process.arguments = ["export", "--db", store.path, "-c", "drinks"]
        let errors = Pipe()
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardError = errors
        let exit = try process.start()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exit.wait()
        #expect(process.terminationStatus == 1)
        #expect(message.hasPrefix("docstream: error: FileNotOpen (38): cannot write standard output"), "\(message)")
        #expect(try await CLIRunner.exported(store.path) == (0..<300).map { #"{"_id":\#($0),"pad":"\#(padding)"}"# + "\n" }.joined())
    }

    @Test("--out writes the file whole, replacing an existing one, with no temporary file left")
    func outputFile() async throws {
        let store = try await coffeeStore()
        let directory = store.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("drinks.json")
        try Data("old".utf8).write(to: out)
        let result = try await CLIRunner.runOffTestThreads([
            "export", "--db", store.path, "-c", "drinks", "--out", out.path, "--sort", #"{"_id": 1}"#, "--limit", "2",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(
            try String(decoding: Data(contentsOf: out), as: UTF8.self) == """
                {"_id":{"$oid":"64e5014f65796c813bc68274"},"name":"Bean of the Day","beanRegion":"Timbio, Colombia","containsDairy":false,"storeNumber":42}
                {"_id":{"$oid":"64e50cab7765243942cd04ce"},"name":"Colombian Blend","beanRegion":"Timbio, Colombia","containsDairy":false,"storeNumber":43}

                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["drinks.json", "store"])
    }

    @Test("a filter that does not parse, one the query language refuses, or a failed find: exit 1, nothing written")
    func badQuery() async throws {
        let store = try await coffeeStore()
        let directory = store.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out.json")
        let unparsable = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "drinks", "--query", #"{"name": }"#, "--out", out.path])
        #expect(unparsable.status == 1)
        #expect(unparsable.standardError.hasPrefix("docstream: error: FailedToParse (9): "))
        #expect(unparsable.standardError.contains(" at --query, line 1, column 10"), "\(unparsable.standardError)")
        let badSort = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "drinks", "--sort", "[1]"])
        #expect(badSort.status == 1)
        #expect(badSort.standardError.hasPrefix("docstream: error: FailedToParse (9): "), "\(badSort.standardError)")
        #expect(badSort.standardError.contains(" at --sort"), "\(badSort.standardError)")
        let refused = try await CLIRunner.runOffTestThreads([
            "export", "--db", store.path, "-c", "drinks", "--query", #"{"name": {"$frobnicate": 1}}"#, "--out", out.path,
        ])
        #expect(refused.status == 1)
        #expect(refused.standardError.hasPrefix("docstream: error: BadValue (2): "), "\(refused.standardError)")
        let negative = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "drinks", "--limit=-1"])
        #expect(negative.status == 1)
        #expect(negative.standardError == "docstream: error: Location51024 (51024): BSON field 'limit' value must be >= 0, actual value '-1'\n")
        for result in [unparsable, badSort, refused, negative] { #expect(result.standardOutput.isEmpty) }
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["store"])
    }

    @Test("a store that does not exist is an error, and export does not create it")
    func missingStore() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let named = try await CLIRunner.runOffTestThreads(["export", "--db", "nowhere", "-c", "drinks"], in: directory)
        #expect(named.status == 1)
        #expect(named.standardError == "docstream: error: no store at nowhere\n")
        let implicit = try await CLIRunner.runOffTestThreads(["export", "-c", "drinks"], in: directory)
        #expect(implicit.standardError == "docstream: error: no store at .docstream\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("an output file that cannot be created is an error")
    func unwritableOutput() async throws {
        let store = try await coffeeStore()
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let result = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "-c", "drinks", "--out", "/nonexistent-directory/drinks.json"])
        #expect(result.status == 1)
        #expect(result.standardError == "docstream: error: FileNotOpen (38): cannot write /nonexistent-directory/drinks.json\n")
    }
}
