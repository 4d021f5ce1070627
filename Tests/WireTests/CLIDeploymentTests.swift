#if canImport(DocStreamRemote)
    import DocStream
    import DocStreamBSON
    import Foundation
    import TestSupport
    import Testing

    /// The CLI's `--uri`: the same import, export, run, exec, schema and watch on a deployment (a
    /// `docstream serve` the test starts) as on a store.
    @Suite("docstream commands on a deployment (--uri)", .timeLimit(.minutes(5)))
    struct CLIDeploymentTests {
        static let pipelines = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Pipelines")

        /// Runs `body` off the test threads with a `docstream serve` started for it and the
        /// connection string that reaches it; the server must stop cleanly afterwards.
        private func withServer(_ body: (ServerProcess, String) throws -> Void) async throws {
            try await offTestThreads { () throws in
                let server = try ServerProcess()
                try body(server, "mongodb://127.0.0.1:\(server.port)/?directConnection=true")
                #expect(try server.terminate() == 0)
            }
        }

        /// The documents of an output's JSON lines (its messages on standard error left out).
        private static func documents(_ text: String) throws -> [Document] {
            try text.split(separator: "\n").filter { $0.hasPrefix("{") }.map { try Document(extendedJSON: String($0)) }
        }

        @Test("import, then run the seeds' group-by-store pipeline, export and schema, all through --uri")
        func importRunExport() async throws {
            try await withServer { _, uri in
                let docstream = ServerProcess.executable
                let input = Self.pipelines.appendingPathComponent("seed-group-by-store.input.ndjson").path
                let imported = try runToEnd(docstream, ["import", "--uri", uri, "--database", "ios", "-c", "CoffeeDrinks", "--file", input], seconds: 60)
                #expect(imported.status == 0, "\(imported.output)")

                // The seeds' expected output for this pipeline (Pipelines/seed-group-by-store.expected.ndjson).
                let pipeline = Self.pipelines.appendingPathComponent("seed-group-by-store.json").path
                let ran = try runToEnd(docstream, ["run", pipeline, "--uri", uri, "--database", "ios", "-c", "CoffeeDrinks", "--canonical"], seconds: 60)
                #expect(ran.status == 0, "\(ran.output)")
                let expected = try String(contentsOf: Self.pipelines.appendingPathComponent("seed-group-by-store.expected.ndjson"), encoding: .utf8)
                let key: (Document) -> Int64 = { $0["_id"]?.integerValue ?? -1 }
                #expect(try Self.documents(ran.output).sorted { key($0) < key($1) } == Self.documents(expected).sorted { key($0) < key($1) })

                let exported = try runToEnd(
                    docstream, ["export", "--uri", uri, "--database", "ios", "-c", "CoffeeDrinks", "--query", #"{"storeNumber": 42}"#], seconds: 60)
                #expect(exported.status == 0, "\(exported.output)")
                #expect(try Self.documents(exported.output).count == 27)

                let schema = try runToEnd(docstream, ["schema", "--uri", uri, "--database", "ios", "-c", "CoffeeDrinks"], seconds: 60)
                #expect(schema.status == 0, "\(schema.output)")
                #expect(schema.output.contains("storeNumber"))
            }
        }

        @Test("exec runs command files on the deployment; an error reply is printed and the session goes on")
        func exec() async throws {
            try await withServer { _, uri in
                let commands = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-exec-\(UUID().uuidString).ndjson")
                defer { try? FileManager.default.removeItem(at: commands) }
                try Data(
                    """
                    {"insert": "drinks", "documents": [{"_id": 1, "name": "Mocha"}]}
                    {"insert": "drinks", "documents": [{"_id": 1, "name": "Again"}]}
                    {"find": "drinks", "filter": {}, "$db": "bar"}
                    {"count": "drinks"}

                    """.utf8
                ).write(to: commands)
                let ran = try runToEnd(ServerProcess.executable, ["exec", "--uri", uri, "--database", "bar", "--file", commands.path], seconds: 60)
                #expect(ran.status == 0, "\(ran.output)")
                let replies = try Self.documents(ran.output)
                #expect(replies.count == 4)
                #expect(replies.first?["n"]?.integerValue == 1)
                // MongoDB's duplicate key write error, in the reply's writeErrors.
                #expect(replies.dropFirst().first?[path: "writeErrors.0.code"]?.integerValue == 11000)
                #expect(replies.dropFirst(2).first?[path: "cursor.firstBatch"] == [["_id": .int32(1), "name": "Mocha"]])
                #expect(replies.last?["n"]?.integerValue == 1)
            }
        }

        @Test("An unreachable deployment fails with 6 HostUnreachable, status 1, and its credentials are not printed")
        func unreachable() async throws {
            try await offTestThreads {
                let server = try ServerProcess()
                let port = server.port
                #expect(try server.terminate() == 0)
                let uri = "mongodb://reader:s3cret-word@127.0.0.1:\(port)/?directConnection=true&serverSelectionTimeoutMS=300"
                let exported = try runToEnd(ServerProcess.executable, ["export", "--uri", uri, "-c", "drinks"], seconds: 60)
                #expect(exported.status == 1)
                #expect(exported.output.contains("HostUnreachable"), "\(exported.output)")
                #expect(!exported.output.contains("s3cret-word"), "\(exported.output)")
            }
        }

        @Test("A driver counters file a killed process left for this pid does not make the tool warn")
        func staleDriverCounters() async throws {
            try await offTestThreads {
                // The shell makes the file of its own pid, then becomes docstream under that pid.
                let pipeline = Self.pipelines.appendingPathComponent("top-toppings.json").path
                let input = Self.pipelines.appendingPathComponent("top-toppings.input.ndjson").path
                let script = #"touch "/dev/shm/mongoc-$$" && exec "$0" run "$1" --file "$2""#
                let ran = try runToEnd(URL(fileURLWithPath: "/bin/sh"), ["-c", script, ServerProcess.executable.path, pipeline, input], seconds: 60)
                #expect(ran.status == 0)
                #expect(!ran.output.contains("WARNING"), "\(ran.output)")
                #expect(try Self.documents(ran.output).count == 3)
            }
        }

        @Test("--uri with --db is refused; run on a deployment needs --collection")
        func optionConflicts() async throws {
            try await offTestThreads {
                let docstream = ServerProcess.executable
                let both = try runToEnd(docstream, ["export", "--uri", "mongodb://127.0.0.1", "--db", "x", "-c", "c"], seconds: 30)
                #expect(both.status != 0)
                #expect(both.output.contains("--uri cannot be used with --db"), "\(both.output)")
                let pipeline = Self.pipelines.appendingPathComponent("seed-group-by-store.json").path
                let noCollection = try runToEnd(docstream, ["run", pipeline, "--uri", "mongodb://127.0.0.1"], seconds: 30)
                #expect(noCollection.status != 0)
                #expect(noCollection.output.contains("--uri needs --collection"), "\(noCollection.output)")
            }
        }

        static var pipelineNames: [String] {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: pipelines.path)) ?? []
            return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
        }

        @Test("compare finds no difference between DocStream and a docstream serve on every Pipelines/ file")
        func compareFindsNone() async throws {
            try await withServer { server, uri in
                #expect(Self.pipelineNames.count >= 7)
                for name in Self.pipelineNames {
                    let compared = try runToEnd(
                        ServerProcess.executable,
                        ["compare", "\(name).json", "--uri", uri, "-c", "input", "--input", "\(name).input.ndjson"], seconds: 60, in: Self.pipelines)
                    #expect(compared.status == 0, "\(name): \(compared.output)")
                    #expect(compared.output.hasPrefix("no differences over "), "\(name): \(compared.output)")
                }
                // The scratch databases the inputs went to are dropped afterwards.
                let names = try server.connect().command(["listDatabases": 1, "nameOnly": true, "$db": "admin"])["databases"]?.arrayValue ?? []
                #expect(!names.contains { $0.documentValue?["name"]?.stringValue?.hasPrefix("docstream_compare_") == true })
            }
        }

        @Test("compare on the deployment's own collection reports results that differ, with status 1")
        func compareFindsDifferences() async throws {
            try await withServer { server, uri in
                let client = try server.connect()
                _ = try client.command(["insert": "drinks", "documents": [["_id": 1], ["_id": 2]], "$db": "ios"])
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-compare-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                // $rand draws a new number on each engine.
                try Data(#"[{"$set": {"r": {"$rand": {}}}}]"#.utf8).write(to: folder.appendingPathComponent("random.json"))
                let random = try runToEnd(
                    ServerProcess.executable, ["compare", "random.json", "--uri", uri, "--database", "ios", "-c", "drinks"], seconds: 60, in: folder)
                #expect(random.status == 1, "\(random.output)")
                #expect(random.output.contains("result 0: DocStream {\"_id\":1,\"r\":"), "\(random.output)")
                #expect(random.output.contains("result 1: DocStream {\"_id\":2,\"r\":"), "\(random.output)")

                // A pipeline that writes is refused, and nothing is written.
                try Data(#"[{"$out": "copy"}]"#.utf8).write(to: folder.appendingPathComponent("out.json"))
                let out = try runToEnd(
                    ServerProcess.executable, ["compare", "out.json", "--uri", uri, "--database", "ios", "-c", "drinks"], seconds: 60, in: folder)
                #expect(out.status == 1)
                #expect(out.output.contains("BadValue (2): compare runs pipelines that only read"), "\(out.output)")
                #expect(try client.command(["count": "copy", "$db": "ios"])["n"] == .int32(0))
            }
        }

        @Test("watch prints a deployment's change events from a cluster time, and stops on SIGINT with status 0")
        func watch() async throws {
            try await withServer { server, uri in
                let client = try server.connect()
                #expect(try client.command(["insert": "drinks", "documents": [["_id": 1], ["_id": 2]], "$db": "ios"])["n"] == .int32(2))

                let process = ChildProcess()
                process.executableURL = ServerProcess.executable
                process.arguments = ["watch", "--uri", uri, "--database", "ios", "-c", "drinks", "--start-at-operation-time", "1"]
                let output = Pipe()
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                let exit = try process.start()
                let lines = CollectedLines(output.fileHandleForReading)
                let events = lines.wait(for: 2, seconds: 30)
                kill(process.processIdentifier, SIGINT)
                exit.wait()
                #expect(process.terminationStatus == 0)
                let decoded = try events.map { try Document(extendedJSON: $0) }
                #expect(decoded.map { $0["operationType"] } == ["insert", "insert"])
                #expect(decoded.map { $0[path: "documentKey._id"] } == [.int32(1), .int32(2)])
            }
        }
    }

    /// A child's output lines, read as they come on a thread of their own.
    ///
    /// Unchecked Sendable: the lines are read and written under the lock only.
    private final class CollectedLines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        private var partial = Data()

        init(_ handle: FileHandle) {
            Thread { [self] in
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    lock.withLock {
                        partial.append(chunk)
                        while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                            lines.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
                            partial = Data(partial[(newline + 1)...])
                        }
                    }
                }
            }.start()
        }

        /// The first `count` lines, or those there are after `seconds`.
        func wait(for count: Int, seconds: Double) -> [String] {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let taken = lock.withLock { lines }
                if taken.count >= count { return Array(taken.prefix(count)) }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return lock.withLock { lines }
        }
    }
#endif
