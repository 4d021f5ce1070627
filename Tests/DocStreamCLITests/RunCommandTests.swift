import DocStreamBSON
import Foundation
import Testing

@Suite("docstream run", .timeLimit(.minutes(10)))
struct RunCommandTests {
    /// The seed page's $match example, keeping the names: store 42 has "Bean of the Day",
    /// "Maple Latte" and "Americano" in the sample data, in that order.
    static let matchStore42 = #"[{"$match": {"storeNumber": 42}}, {"$project": {"_id": 0, "name": 1}}]"#
    static let store42Names = """
        {"name":"Bean of the Day"}
        {"name":"Maple Latte"}
        {"name":"Americano"}

        """

    /// A new temporary directory holding a file of that name and text.
    private func file(_ name: String, _ text: String) throws -> URL {
        let file = try CLIRunner.temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    private func removeDirectory(of file: URL) {
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }

    @Test("--file NDJSON: one relaxed result per line")
    func ndjsonInput() async throws {
        let pipeline = try file("match.json", Self.matchStore42)
        defer { removeDirectory(of: pipeline) }
        let result = try await CLIRunner.runOffTestThreads(["run", pipeline.path, "--file", ExportCommandTests.coffeeDrinks.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == Self.store42Names)
        #expect(result.standardError.isEmpty)
    }

    @Test("--out writes the results to a file only when the run succeeds")
    func outputFile() async throws {
        let pipeline = try file("match.json", Self.matchStore42)
        let directory = pipeline.deletingLastPathComponent()
        defer { removeDirectory(of: pipeline) }
        let out = directory.appendingPathComponent("names.ndjson")
        let result = try await CLIRunner.runOffTestThreads(["run", pipeline.path, "--file", ExportCommandTests.coffeeDrinks.path, "-o", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(try String(decoding: Data(contentsOf: out), as: UTF8.self) == Self.store42Names)
        // Input that fails on its second line: no file, and the earlier one is left as it was.
        let failed = try await CLIRunner.runOffTestThreads(
            ["run", pipeline.path, "--out", out.path], input: Data("{\"storeNumber\": 42, \"name\": \"Mocha\"}\n{\"storeNumber\": \n".utf8))
        #expect(failed.status == 1)
        #expect(failed.standardError.hasPrefix("docstream: error: FailedToParse (9): "), "\(failed.standardError)")
        #expect(try String(decoding: Data(contentsOf: out), as: UTF8.self) == Self.store42Names)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["match.json", "names.ndjson"])
    }

    @Test("a JSON array on standard input, and canonical output")
    func arrayOnStandardInput() async throws {
        let pipeline = try file(
            "group.json",
            """
            [
              {"$group": {"_id": "$storeNumber", "drinks": {"$sum": 1}}},
              {"$sort": {"_id": 1}}
            ]
            """)
        defer { removeDirectory(of: pipeline) }
        let input = #"[{"storeNumber": {"$numberLong": "42"}}, {"storeNumber": 47}, {"storeNumber": 42.0}]"#
        let result = try await CLIRunner.runOffTestThreads(["run", pipeline.path, "--canonical"], input: Data(input.utf8))
        #expect(result.status == 0, "\(result.standardError)")
        // 42 as int64 and as double are one group key; the key keeps the first value's type.
        #expect(
            result.standardOutput == """
                {"_id":{"$numberLong":"42"},"drinks":{"$numberInt":"2"}}
                {"_id":{"$numberInt":"47"},"drinks":{"$numberInt":"1"}}

                """)
    }

    @Test("--db and --collection: an aggregate on a store filled by import")
    func storedCollection() async throws {
        let pipeline = try file("match.json", Self.matchStore42)
        defer { removeDirectory(of: pipeline) }
        let store = pipeline.deletingLastPathComponent().appendingPathComponent("store")
        let imported = try await CLIRunner.runOffTestThreads([
            "import", "--db", store.path, "-c", "CoffeeDrinks", "--database", "ios", "--file", ExportCommandTests.coffeeDrinks.path,
        ])
        #expect(imported.status == 0, "\(imported.standardError)")
        let result = try await CLIRunner.runOffTestThreads(["run", pipeline.path, "--db", store.path, "--database", "ios", "--collection", "CoffeeDrinks"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == Self.store42Names)
        // The default database is test, where the collection does not exist: no results.
        let elsewhere = try await CLIRunner.runOffTestThreads(["run", pipeline.path, "--db", store.path, "--collection", "CoffeeDrinks"])
        #expect(elsewhere.status == 0)
        #expect(elsewhere.standardOutput.isEmpty)
        // An error while the aggregate runs: the command's error, nothing printed.
        let divide = try file("divide.json", #"[{"$project": {"x": {"$divide": [1, 0]}}}]"#)
        defer { removeDirectory(of: divide) }
        let failed = try await CLIRunner.runOffTestThreads(["run", divide.path, "--db", store.path, "--database", "ios", "--collection", "CoffeeDrinks"])
        #expect(failed.status == 1)
        #expect(failed.standardOutput.isEmpty)
        #expect(failed.standardError == "docstream: error: Location16608 (16608): can't $divide by zero (at stage 0 ($project)) at \(divide.path)\n")
    }

    @Test("--explain prints the compiled plan as one document, $sort + $limit merged, without reading input")
    func explain() async throws {
        let pipeline = try file("top.json", #"[{"$match": {"containsDairy": true}}, {"$sort": {"name": 1}}, {"$limit": 2}]"#)
        defer { removeDirectory(of: pipeline) }
        let result = try await CLIRunner.runOffTestThreads(["run", pipeline.path, "--explain"], input: Data("not read".utf8))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == #"{"stages":[{"$match":{"containsDairy":true}},{"$sort":{"sortKey":{"name":1},"limit":2}}]}"# + "\n")
    }

    @Test("--explain on a stored collection shows the index its leading $match and $sort use")
    func explainStoredCollection() async throws {
        let pipeline = try file("top.json", #"[{"$match": {"storeNumber": {"$gte": 40}}}, {"$sort": {"storeNumber": -1}}, {"$project": {"name": 1}}]"#)
        let directory = pipeline.deletingLastPathComponent()
        defer { removeDirectory(of: pipeline) }
        let commands = #"{"createIndexes": "drinks", "indexes": [{"key": {"storeNumber": 1}, "name": "storeNumber_1"}]}"#
        let setUp = try await CLIRunner.runOffTestThreads(["exec", "--db", "store"], input: Data(commands.utf8), in: directory)
        #expect(setUp.status == 0, "\(setUp.standardError)")
        let result = try await CLIRunner.runOffTestThreads(["run", "top.json", "--db", "store", "--collection", "drinks", "--explain"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let plan = try Document(extendedJSON: result.standardOutput)
        let cursor = plan["stages"]?.arrayValue?.first?.documentValue
        #expect(cursor?[path: "$cursor.queryPlanner.winningPlan.inputStage.indexName"] == "storeNumber_1")
        #expect(cursor?[path: "$cursor.queryPlanner.winningPlan.inputStage.direction"] == "backward")
        #expect(cursor?[path: "$cursor.queryPlanner.winningPlan.inputStage.indexBounds"] == ["storeNumber": ["[inf.0, 40]"]])
        #expect(plan["stages"]?.arrayValue?.last == ["$project": ["name": .int32(1)]])
    }

    @Test(
        "errors: exit status 1, one error line naming the pipeline file and the place in it, nothing on standard output",
        arguments: [
            (#"[{"$match": {}}, {"$frobnicate": {}}]"#, "Location40324 (40324): Unrecognized pipeline stage name: '$frobnicate'", ", stage 1\n"),
            (
                #"[{"$match": {}}, {"$group": {"total": {"$sum": 1}}}]"#, "Location15955 (15955): a group specification must include an _id",
                ", stage 1 ($group)\n"
            ),
            ("[{\"$match\": {}},\n {\"$limit\": }]", "FailedToParse (9): ", ", line 2, column 13"),
            (#"{"$match": {}}"#, "TypeMismatch (14): 'pipeline' option must be specified as an array", "\n"),
            (#"[{"$match": {}}, 1]"#, "TypeMismatch (14): Each element of the 'pipeline' array must be an object", ", stage 1\n"),
            (#"[{"$project": {"x": {"$divide": [1, 0]}}}]"#, "Location16608 (16608): can't $divide by zero", ", stage 0 ($project)\n"),
        ])
    func pipelineErrors(pipelineText: String, message: String, place: String) async throws {
        let pipeline = try file("pipeline.json", pipelineText)
        defer { removeDirectory(of: pipeline) }
        let result = try await CLIRunner.runOffTestThreads(["run", pipeline.path], input: Data(#"{"a": 1}"#.utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("docstream: error: \(message)"), "\(result.standardError)")
        #expect(result.standardError.contains(" at \(pipeline.path)\(place)"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    }

    @Test("input that does not parse names its line; nothing is printed")
    func badInput() async throws {
        let pipeline = try file("match.json", Self.matchStore42)
        defer { removeDirectory(of: pipeline) }
        let input = "{\"storeNumber\": 42, \"name\": \"Mocha\"}\n{\"storeNumber\": 42, name: 1}\n"
        let result = try await CLIRunner.runOffTestThreads(["run", pipeline.path], input: Data(input.utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("docstream: error: FailedToParse (9): "))
        #expect(result.standardError.hasSuffix(" at standard input, line 2, column 21\n"), "\(result.standardError)")
    }

    @Test("missing files, a store that does not exist, and conflicting options are errors")
    func refusedArguments() async throws {
        let pipeline = try file("match.json", Self.matchStore42)
        let directory = pipeline.deletingLastPathComponent()
        defer { removeDirectory(of: pipeline) }
        let missingPipeline = try await CLIRunner.runOffTestThreads(["run", "missing.json"], in: directory)
        #expect(missingPipeline.status == 1)
        #expect(missingPipeline.standardError == "docstream: error: FileNotOpen (38): cannot read missing.json\n")
        let missingInput = try await CLIRunner.runOffTestThreads(["run", "match.json", "--file", "missing.ndjson"], in: directory)
        #expect(missingInput.status == 1)
        #expect(missingInput.standardError == "docstream: error: FileNotOpen (38): cannot read missing.ndjson\n")
        let missingStore = try await CLIRunner.runOffTestThreads(["run", "match.json", "--collection", "drinks"], in: directory)
        #expect(missingStore.status == 1)
        #expect(missingStore.standardError == "docstream: error: no store at .docstream\n")
        for result in [missingPipeline, missingInput, missingStore] { #expect(result.standardOutput.isEmpty) }
        let both = try await CLIRunner.runOffTestThreads(["run", "match.json", "--file", "x", "--collection", "drinks"], in: directory)
        #expect(both.status != 0)
        #expect(both.standardError.contains("--file and --collection cannot be used together"))
        let dbAlone = try await CLIRunner.runOffTestThreads(["run", "match.json", "--db", "store"], in: directory)
        #expect(dbAlone.status != 0)
        #expect(dbAlone.standardError.contains("--db needs --collection"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["match.json"])
    }
}
