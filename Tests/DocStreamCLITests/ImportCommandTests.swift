import Foundation
import Testing

@Suite("docstream import", .timeLimit(.minutes(10)))
struct ImportCommandTests {
    /// One document with a field of every BSON type, in canonical Extended JSON as the
    /// Extended JSON v2 specification writes each type (fields in BSON type-number order).
    static let everyType =
        #"{"_id":{"$numberInt":"1"},"double":{"$numberDouble":"1.5"},"#
        + #""nan":{"$numberDouble":"NaN"},"negativeZero":{"$numberDouble":"-0.0"},"string":"café ☕","#
        + #""document":{"a":{"$numberInt":"1"}},"array":[{"$numberInt":"1"},"two",[]],"# + #""binary":{"$binary":{"base64":"AQID","subType":"00"}},"#
        + #""uuid":{"$binary":{"base64":"c//SZESzTGmQ6OfR38A11A==","subType":"04"}},"#
        + #""undefined":{"$undefined":true},"objectId":{"$oid":"64e50cab7765243942cd04ce"},"bool":true,"#
        + #""date":{"$date":{"$numberLong":"1692738859000"}},"null":null,"# + #""regex":{"$regularExpression":{"pattern":"^Bean","options":"i"}},"#
        + #""dbPointer":{"$dbPointer":{"$ref":"test.drinks","$id":{"$oid":"64e50cab7765243942cd04ce"}}},"#
        + #""javascript":{"$code":"function() {}"},"symbol":{"$symbol":"sym"},"#
        + #""javascriptWithScope":{"$code":"function() { return x; }","$scope":{"x":{"$numberInt":"1"}}},"#
        + #""int32":{"$numberInt":"-7"},"timestamp":{"$timestamp":{"t":1692738859,"i":3}},"#
        + #""int64":{"$numberLong":"9007199254740993"},"decimal128":{"$numberDecimal":"3.50"},"# + #""minKey":{"$minKey":1},"maxKey":{"$maxKey":1}}"#

    @Test("every BSON type survives import -> export as canonical Extended JSON, byte for byte")
    func roundTrip() async throws {
        let store = try await CLIRunner.store(with: Self.everyType + "\n" + #"{"_id":{"$numberLong":"2"}}"# + "\n")
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let export = try await CLIRunner.runOffTestThreads(["export", "--db", store.path, "--collection", "drinks", "--canonical"])
        #expect(export.status == 0, "\(export.standardError)")
        #expect(export.standardOutput == Self.everyType + "\n" + #"{"_id":{"$numberLong":"2"}}"# + "\n")
    }

    /// `lines` written to a file in `directory` and imported into `collection` of the store there
    /// (made by the first import): the exit status, the lines of standard error, the store's path.
    private func importFile(
        of lines: [String], in directory: URL, into collection: String = "drinks", _ options: String...
    ) async throws -> (status: Int32, messages: [String], store: String) {
        let file = directory.appendingPathComponent("input.ndjson")
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
        let store = directory.appendingPathComponent("store").path
        let result = try await CLIRunner.runOffTestThreads(["import", "--db", store, "-c", collection, "--file", file.path] + options)
        return (result.status, result.standardError.split(separator: "\n").map(String.init), store)
    }

    @Test("a malformed line in the middle: the other lines are imported, the line is named, exit status 1")
    func malformedLine() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("drinks.ndjson")
        try Data(
            """
            {"_id": 1, "name": "Colombian Blend"}
            {"_id": 2, "name": "Bean of the Day"}

            {"_id": 3, "name": "Maple Latte",}
            {"_id": 4, "name": "Americano"}

            """.utf8
        ).write(to: file)
        let store = directory.appendingPathComponent("store").path
        let result = try await CLIRunner.runOffTestThreads(["import", "--db", store, "--collection", "drinks", "--file", file.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        let messages = result.standardError.split(separator: "\n").map(String.init)
        try #require(messages.count == 2, "\(result.standardError)")
        // Line 4 of the file (line 3 is blank); the parser's column is that of the closing brace.
        #expect(messages[0].hasPrefix("docstream: error: FailedToParse (9): "))
        #expect(messages[0].hasSuffix(" at \(file.path), line 4, column 34"), "\(messages[0])")
        #expect(messages[1] == "3 document(s) imported successfully. 1 document(s) failed to import.")
        #expect(
            try await CLIRunner.exported(store) == """
                {"_id":1,"name":"Colombian Blend"}
                {"_id":2,"name":"Bean of the Day"}
                {"_id":4,"name":"Americano"}

                """)
    }

    @Test("a file of many reads and batches: bad lines late in it are named by their line, the rest imported in order")
    func malformedLinesLate() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 5,000 lines of about 60 bytes: several reads of the file and five batches of lines.
        var lines = (1...5000).map { #"{"_id": \#($0), "name": "Drink \#($0)", "pad": "xxxxxxxxxxxxxxxxxxxx"}"# }
        lines[2999] = #"{"_id": 3000, "name": }"#
        lines[4320] = #"{"_id": 4321 "name": "Drink 4321"}"#
        let (status, messages, store) = try await importFile(of: lines, in: directory)
        #expect(status == 1)
        try #require(messages.count == 3, "\(messages)")
        #expect(messages[0].hasSuffix(", line 3000, column 23"), "\(messages[0])")
        #expect(messages[1].hasSuffix(", line 4321, column 14"), "\(messages[1])")
        #expect(messages[2] == "4998 document(s) imported successfully. 2 document(s) failed to import.")
        let exported = try await CLIRunner.exported(store).split(separator: "\n")
        #expect(exported.count == 4998)
        #expect(exported.first == #"{"_id":1,"name":"Drink 1","pad":"xxxxxxxxxxxxxxxxxxxx"}"#)
        #expect(exported[2999] == #"{"_id":3001,"name":"Drink 3001","pad":"xxxxxxxxxxxxxxxxxxxx"}"#)
        #expect(exported.last == #"{"_id":5000,"name":"Drink 5000","pad":"xxxxxxxxxxxxxxxxxxxx"}"#)
    }

    @Test("--mode insert: a duplicate _id is reported with its line and the other documents go on")
    func duplicateInsert() async throws {
        let store = try await CLIRunner.store(with: #"{"_id": 1, "name": "Mocha", "size": "S"}"#)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let result = try await CLIRunner.runOffTestThreads(
            ["import", "--db", store.path, "-c", "drinks"],
            input: Data(#"{"_id": 2, "name": "Latte"}\#n{"_id": 1, "name": "Flat White"}\#n{"_id": 3, "name": "Cortado"}\#n"#.utf8))
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                docstream: error: DuplicateKey (11000): E11000 duplicate key error collection: test.drinks index: _id_ dup key: { _id: 1 } at standard input, line 2
                2 document(s) imported successfully. 1 document(s) failed to import.

                """)
        #expect(
            try await CLIRunner.exported(store.path) == """
                {"_id":1,"name":"Mocha","size":"S"}
                {"_id":2,"name":"Latte"}
                {"_id":3,"name":"Cortado"}

                """)
    }

    @Test("--mode insert over several batches: a duplicate, a bad line and documents not in stored form, each in its place")
    func insertBatches() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 2,500 lines: three of the reader's batches of 1,000.
        var lines = (1...2500).map { #"{"_id": \#($0), "n": \#($0)}"# }
        lines[1699] = #"{"_id": 3, "n": 1700}"#
        lines[2099] = #"{"n": 2100}"#
        lines[2199] = #"{"n": 2200, "_id": 2200}"#
        lines[2299] = #"{"_id": 2300, "n": }"#
        let (status, messages, store) = try await importFile(of: lines, in: directory)
        #expect(status == 1)
        try #require(messages.count == 3, "\(messages)")
        #expect(
            messages[0]
                == "docstream: error: DuplicateKey (11000): E11000 duplicate key error collection: test.drinks index: _id_ dup key: { _id: 3 } at \(directory.path)/input.ndjson, line 1700"
        )
        #expect(messages[1].hasSuffix(" at \(directory.path)/input.ndjson, line 2300, column 20"), "\(messages[1])")
        #expect(messages[2] == "2498 document(s) imported successfully. 2 document(s) failed to import.")
        let exported = try await CLIRunner.exported(store).split(separator: "\n").map(String.init)
        try #require(exported.count == 2498)
        #expect(exported[1698] == #"{"_id":1699,"n":1699}"#)
        #expect(exported[1699] == #"{"_id":1701,"n":1701}"#)
        #expect(exported[2098].hasPrefix(#"{"_id":{"$oid":""#) && exported[2098].hasSuffix(#""},"n":2100}"#), "\(exported[2098])")
        #expect(exported[2198] == #"{"_id":2200,"n":2200}"#)
        #expect(exported[2497] == #"{"_id":2500,"n":2500}"#)

        let stopped = try await importFile(of: lines, in: directory, into: "stopped", "--stop-on-error")
        #expect(stopped.status == 1)
        #expect(stopped.messages.last == "1699 document(s) imported successfully. 1 document(s) failed to import.")
        let kept = try await CLIRunner.exported(store, collection: "stopped").split(separator: "\n")
        #expect(kept.count == 1699)
        #expect(kept.last == #"{"_id":1699,"n":1699}"#)
    }

    @Test("--stop-on-error: the documents before the first failure stay imported, none after it")
    func stopOnError() async throws {
        let store = try await CLIRunner.store(with: #"{"_id": 1, "name": "Mocha"}"#)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let duplicate = try await CLIRunner.runOffTestThreads(
            ["import", "--db", store.path, "-c", "drinks", "--stop-on-error"],
            input: Data(#"{"_id": 2}\#n{"_id": 1}\#n{"_id": 3}\#n"#.utf8))
        #expect(duplicate.status == 1)
        #expect(duplicate.standardError.hasSuffix("1 document(s) imported successfully. 1 document(s) failed to import.\n"))
        let malformed = try await CLIRunner.runOffTestThreads(
            ["import", "--db", store.path, "-c", "drinks", "--stop-on-error"],
            input: Data("{\"_id\": 4}\n{\"_id\": \n{\"_id\": 5}\n".utf8))
        #expect(malformed.status == 1)
        #expect(malformed.standardError.contains(" at standard input, line 2, column"))
        #expect(malformed.standardError.hasSuffix("1 document(s) imported successfully. 1 document(s) failed to import.\n"))
        #expect(try await CLIRunner.exported(store.path) == "{\"_id\":1,\"name\":\"Mocha\"}\n{\"_id\":2}\n{\"_id\":4}\n")
    }

    @Test("--mode upsert replaces the document with the same _id; --mode merge sets its fields; both insert new ones")
    func upsertAndMerge() async throws {
        let store = try await CLIRunner.store(
            with: """
                {"_id": 1, "name": "Mocha", "size": "S"}
                {"_id": 2, "name": "Latte", "size": "M"}
                """)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let upsert = try await CLIRunner.runOffTestThreads(
            ["import", "--db", store.path, "-c", "drinks", "--mode", "upsert"],
            input: Data(#"[{"_id": 1, "name": "Iced Mocha"}, {"_id": 3, "name": "Cortado"}]"#.utf8))
        #expect(upsert.status == 0, "\(upsert.standardError)")
        #expect(upsert.standardError == "2 document(s) imported successfully. 0 document(s) failed to import.\n")
        let merge = try await CLIRunner.runOffTestThreads(
            ["import", "--db", store.path, "-c", "drinks", "--mode", "merge"],
            input: Data(#"{"_id": 2, "size": "L", "price": 4.5}\#n{"_id": 4, "name": "Ristretto"}\#n"#.utf8))
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(
            try await CLIRunner.exported(store.path) == """
                {"_id":1,"name":"Iced Mocha"}
                {"_id":2,"name":"Latte","size":"L","price":4.5}
                {"_id":3,"name":"Cortado"}
                {"_id":4,"name":"Ristretto"}

                """)
        // Without _id a document is new in every mode, with an ObjectId _id first.
        for mode in ["insert", "upsert", "merge"] {
            let result = try await CLIRunner.runOffTestThreads(
                ["import", "--db", store.path, "-c", mode, "--mode", mode], input: Data(#"{"name": "Affogato"}"#.utf8))
            #expect(result.status == 0, "\(result.standardError)")
            let exported = try await CLIRunner.exported(store.path, collection: mode)
            #expect(exported.hasPrefix(#"{"_id":{"$oid":""#) && exported.hasSuffix(#""},"name":"Affogato"}"# + "\n"), "\(mode): \(exported)")
        }
    }

    @Test("per-document errors of upsert and merge name the array element")
    func upsertError() async throws {
        let result = try await CLIRunner.runOffTestThreads(
            ["import", "--memory", "-c", "drinks", "--mode", "merge"],
            input: Data(#"[{"_id": 1}, {"_id": 2, "": 1}]"#.utf8))
        #expect(result.status == 1)
        let messages = result.standardError.split(separator: "\n")
        try #require(messages.count == 2, "\(result.standardError)")
        // Merge sets the fields: an empty name is no update path (update_object_node.cpp).
        #expect(messages[0].hasPrefix("docstream: error: EmptyFieldName (56): "), "\(messages[0])")
        #expect(messages[0].hasSuffix(" at standard input, document 2"), "\(messages[0])")
        #expect(messages[1] == "1 document(s) imported successfully. 1 document(s) failed to import.")
    }

    @Test("--drop empties the collection first; the default store is ./.docstream")
    func dropAndDefaultStore() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await CLIRunner.runOffTestThreads(["import", "-c", "drinks"], input: Data(#"{"_id": 1}"#.utf8), in: directory)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(".docstream/journal").path))
        let second = try await CLIRunner.runOffTestThreads(
            ["import", "-c", "drinks", "--drop"], input: Data(#"{"_id": 1, "again": true}"#.utf8), in: directory)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(try await CLIRunner.runOffTestThreads(["export", "-c", "drinks"], in: directory).standardOutput == #"{"_id":1,"again":true}"# + "\n")
    }

    @Test("the JSON array form is read whole: a malformed array imports nothing and names line and column")
    func malformedArray() async throws {
        let result = try await CLIRunner.runOffTestThreads(["import", "--memory", "-c", "drinks"], input: Data("\n[{\"_id\": 1},\n {\"_id\": }]".utf8))
        #expect(result.status == 1)
        #expect(result.standardError.contains(" at standard input, line 3, column 10"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("0 document(s) imported successfully. 1 document(s) failed to import.\n"))
    }

    @Test("a missing file, --db with --memory and an invalid collection name are refused before anything is written")
    func refusedArguments() async throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try await CLIRunner.runOffTestThreads(["import", "-c", "drinks", "--file", "missing.ndjson", "--drop"], in: directory)
        #expect(missing.status == 1)
        #expect(missing.standardError == "docstream: error: FileNotOpen (38): cannot read missing.ndjson\n")
        let both = try await CLIRunner.runOffTestThreads(["import", "-c", "drinks", "--db", "x", "--memory"], in: directory)
        #expect(both.status != 0)
        #expect(both.standardError.contains("--db and --memory cannot be used together"))
        let invalid = try await CLIRunner.runOffTestThreads(["import", "-c", "", "--memory"], in: directory)
        #expect(invalid.status != 0)
        #expect(invalid.standardError.contains("InvalidNamespace"), "\(invalid.standardError)")
        let mode = try await CLIRunner.runOffTestThreads(["import", "-c", "drinks", "--memory", "--mode", "replace"], in: directory)
        #expect(mode.status != 0)
        #expect(mode.standardError.contains("insert"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}

extension CLIRunner {
    /// A new store directory (inside a new temporary directory) whose test.drinks holds the
    /// NDJSON documents, imported by the tool.
    static func store(with documents: String) async throws -> URL {
        let store = try temporaryDirectory().appendingPathComponent("store")
        let result = try await runOffTestThreads(["import", "--db", store.path, "--collection", "drinks"], input: Data(documents.utf8))
        guard result.status == 0 else { throw CLIRunnerFailure(message: result.standardError) }
        return store
    }

    /// The collection's documents in relaxed Extended JSON, one per line, as export writes them.
    static func exported(_ store: String, collection: String = "drinks") async throws -> String {
        let result = try await runOffTestThreads(["export", "--db", store, "--collection", collection])
        guard result.status == 0 else { throw CLIRunnerFailure(message: result.standardError) }
        return result.standardOutput
    }
}

struct CLIRunnerFailure: Error {
    let message: String
}
