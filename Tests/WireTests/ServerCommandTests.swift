import DocStreamBSON
import Foundation
import TestSupport
import Testing

@Suite("docstream serve: commands about the server and the limits of a message", .timeLimit(.minutes(5)))
struct ServerCommandTests {
    @Test("Session commands, whatsmyuri, getCmdLineOpts, getLog and getParameter answer as MongoDB's manual describes")
    func serverCommands() async throws {
        try await withServer { server in
            let client = try server.connect()
            let session: BSONValue = ["id": .binary(BSONBinary(subtype: 4, data: Array(repeating: 1, count: 16)))]
            for name in ["endSessions", "killSessions", "refreshSessions"] {
                #expect(try client.command([name: [session], "$db": "admin"]) == ["ok": 1.0], "\(name)")
            }
            #expect(try client.command(["whatsmyuri": 1, "$db": "admin"]) == ["you": .string("127.0.0.1:\(client.localPort)"), "ok": 1.0])
            let options = try client.command(["getCmdLineOpts": 1, "$db": "admin"])
            #expect(options["argv"]?.arrayValue?.contains(.string("serve")) == true)
            #expect(options["ok"] == .double(1))
            #expect(try client.command(["getLog": "*", "$db": "admin"]) == ["names": ["global", "startupWarnings"], "ok": 1.0])
            #expect(try client.command(["getLog": "startupWarnings", "$db": "admin"]) == ["totalLinesWritten": .int32(0), "log": [], "ok": 1.0])
            let version = try client.command(["getParameter": 1, "featureCompatibilityVersion": 1, "$db": "admin"])
            #expect(version == ["featureCompatibilityVersion": ["version": "8.0"], "ok": 1.0])
        }
    }

    @Test(
        "getParameter naming no parameter that exists fails with 72 InvalidOptions; getLog of an unknown log with 2 BadValue, of a number with 14 TypeMismatch")
    func serverCommandErrors() async throws {
        try await withServer { server in
            let client = try server.connect()
            let parameter = try client.command(["getParameter": 1, "noSuchParameter": 1, "$db": "admin"])
            #expect(parameter["code"] == .int32(72))
            #expect(parameter["errmsg"] == .string("no option found to get"))
            let log = try client.command(["getLog": "noSuchLog", "$db": "admin"])
            #expect(log["code"] == .int32(2))
            let logType = try client.command(["getLog": 1, "$db": "admin"])
            #expect(logType["code"] == .int32(14))
            #expect(try client.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
        }
    }

    @Test("A transaction's write appears at its commit; a write conflict is labelled TransientTransactionError")
    func transactions() async throws {
        try await withServer { server in
            let client = try server.connect()
            let session: BSONValue = ["id": .binary(BSONBinary(subtype: 4, data: Array(repeating: 2, count: 16)))]
            let started = try client.command([
                "insert": "drinks", "documents": [["_id": 1, "shots": 1]], "lsid": session, "txnNumber": .int64(1),
                "startTransaction": true, "autocommit": false, "$db": "test",
            ])
            #expect(started["n"] == .int32(1))
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(0))
            let commit = try client.command(["commitTransaction": 1, "lsid": session, "txnNumber": .int64(1), "autocommit": false, "$db": "admin"])
            #expect(commit["ok"] == .double(1))
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(1))

            // Changed by another client after the transaction's snapshot: 112, transient (error_labels.cpp).
            _ = try client.command(["find": "drinks", "lsid": session, "txnNumber": .int64(2), "startTransaction": true, "autocommit": false, "$db": "test"])
            _ = try client.command(["update": "drinks", "updates": [["q": ["_id": 1], "u": ["$inc": ["shots": 1]]]], "$db": "test"])
            let conflict = try client.command([
                "update": "drinks", "updates": [["q": ["_id": 1], "u": ["$inc": ["shots": 1]]]], "lsid": session, "txnNumber": .int64(2),
                "autocommit": false, "$db": "test",
            ])
            #expect(conflict["code"] == .int32(112), "\(conflict.extendedJSON(.relaxed))")
            #expect(conflict["errorLabels"] == ["TransientTransactionError"])
            #expect(try client.command(["find": "drinks", "$db": "test"])[path: "cursor.firstBatch.0.shots"] == .int64(2))

            // endSessions ends the session's open transaction (manual: endSessions).
            _ = try client.command([
                "insert": "drinks", "documents": [["_id": 2]], "lsid": session, "txnNumber": .int64(3), "startTransaction": true, "autocommit": false,
                "$db": "test",
            ])
            #expect(try client.command(["endSessions": [session], "$db": "admin"])["ok"] == .double(1))
            let ended = try client.command(["commitTransaction": 1, "lsid": session, "txnNumber": .int64(3), "autocommit": false, "$db": "admin"])
            #expect(ended["code"] == .int32(251))
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(1))
        }
    }

    @Test("Plain writes wait for a transaction, which still commits while they wait")
    func writesWaitingForATransaction() async throws {
        try await withServer { server in
            let client = try server.connect()
            let session: BSONValue = ["id": .binary(BSONBinary(subtype: 4, data: Array(repeating: 5, count: 16)))]
            _ = try client.command(["insert": "counters", "documents": [["_id": 1, "n": 0]], "$db": "test"])
            _ = try client.command([
                "update": "counters", "updates": [["q": ["_id": 1], "u": ["$inc": ["n": 100]]]], "lsid": session, "txnNumber": .int64(1),
                "startTransaction": true, "autocommit": false, "$db": "test",
            ])
            // More writers than the command threads of a small machine, each waiting for the transaction.
            let writers = 12
            let done = DispatchGroup()
            for _ in 0..<writers {
                // Each writer is used by its own thread only.
                nonisolated(unsafe) let writer = try server.connect()
                DispatchQueue.global().async(group: done) {
                    _ = try? writer.command(["update": "counters", "updates": [["q": ["_id": 1], "u": ["$inc": ["n": 1]]]], "$db": "test"])
                }
            }
            Thread.sleep(forTimeInterval: 0.3)
            // They wait: none of them has finished, and the transaction's write is not visible.
            #expect(done.wait(timeout: .now()) == .timedOut)
            #expect(try client.command(["find": "counters", "$db": "test"])[path: "cursor.firstBatch.0.n"] == .int64(0))
            // The transaction's statements and commit run on other threads than the waiting writes.
            let found = try client.command(["find": "counters", "lsid": session, "txnNumber": .int64(1), "autocommit": false, "$db": "test"])
            #expect(found[path: "cursor.firstBatch.0.n"] == .int64(100))
            let commit = try client.command(["commitTransaction": 1, "lsid": session, "txnNumber": .int64(1), "autocommit": false, "$db": "admin"])
            #expect(commit["ok"] == .double(1))
            #expect(done.wait(timeout: .now() + 30) == .success)
            #expect(try client.command(["find": "counters", "$db": "test"])[path: "cursor.firstBatch.0.n"] == .int64(100 + Int64(writers)))
        }
    }

    @Test("A document over 16 MiB in a sequence fails with 10334 BSONObjectTooLarge and nothing is inserted")
    func documentTooLarge() async throws {
        try await withServer { server in
            let client = try server.connect()
            let large: Document = ["_id": 2, "text": .string(String(repeating: "x", count: 16 * 1024 * 1024))]
            let reply = try client.command(["insert": "drinks", "$db": "test"], sequences: [("documents", [["_id": 1], large])])
            #expect(reply["code"] == .int32(10334))
            #expect(reply["codeName"] == .string("BSONObjectTooLarge"))
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(0))
        }
    }

    @Test("A command body over 16 MiB + 16 KiB fails with 10334 BSONObjectTooLarge and nothing is inserted")
    func commandBodyTooLarge() async throws {
        try await withServer { server in
            let client = try server.connect()
            let text = String(repeating: "x", count: 16 * 1024 * 1024 + 16 * 1024)
            let reply = try client.command(["insert": "drinks", "documents": [["_id": 1, "text": .string(text)]], "$db": "test"])
            #expect(reply["code"] == .int32(10334))
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(0))
        }
    }

    @Test("100,001 writes in one batch fail with 16 InvalidLength and nothing is inserted; 100,000 are taken")
    func writeBatchLimit() async throws {
        try await withServer { server in
            let client = try server.connect()
            // A debug build inserts the 100,000 in seconds, several times that while the other
            // suites load both cores: the usual 15 s timed a full run's reply out.
            client.setTimeout(seconds: 120)
            let over = try client.command(["insert": "drinks", "$db": "test"], sequences: [("documents", Array(repeating: Document(), count: 100_001))])
            #expect(over["code"] == .int32(16))
            #expect(over["codeName"] == .string("InvalidLength"))
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(0))
            let limit = try client.command(["insert": "drinks", "$db": "test"], sequences: [("documents", Array(repeating: Document(), count: 100_000))])
            #expect(limit == ["n": .int32(100_000), "ok": 1.0])
        }
    }

    @Test("Two document sequences with one identifier fail with 40431 and nothing is inserted")
    func duplicateSequence() async throws {
        try await withServer { server in
            let client = try server.connect()
            let reply = try client.command(["insert": "drinks", "$db": "test"], sequences: [("documents", [["_id": 1]]), ("documents", [["_id": 2]])])
            #expect(reply["code"] == .int32(40431))
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(0))
        }
    }

    @Test("Invalid BSON in an OP_QUERY handshake gets an OP_REPLY with 22 InvalidBSON")
    func invalidLegacyQuery() async throws {
        try await withServer { server in
            let client = try server.connect()
            var message = WireMessages.opQuery(requestID: client.requestID(), collection: "admin.$cmd", query: ["isMaster": 1])
            // The query's first element type byte (after the 4-byte document length): no BSON type.
            let query: Document = ["isMaster": 1]
            let queryStart = message.count - query.bytes.count
            message[queryStart + 4] = 0x7F
            try client.send(message)
            let reply = try client.receive().opReplyDocument()
            #expect(reply["code"] == .int32(22))
            #expect(try client.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
        }
    }
}

@Suite("docstream serve: starting and stopping", .timeLimit(.minutes(5)))
struct ServeCommandLineTests {
    @Test("SIGTERM while a getMore waits on a change stream: the getMore is answered at once, its cursor closed, then the server exits 0")
    func stopFinishesCommandsInFlight() async throws {
        try await withServer { server in
            let client = try server.connect()
            let cursorID = try client.openChangeStream()
            let id = client.requestID()
            try client.send(WireMessages.opMsg(requestID: id, body: ["getMore": .int64(cursorID), "collection": "drinks", "maxTimeMS": 60000, "$db": "test"]))
            // Let the getMore start waiting before the signal comes.
            Thread.sleep(forTimeInterval: 0.3)
            let signalled = Date()
            kill(server.process.processIdentifier, SIGTERM)
            let reply = try client.receive()
            #expect(Date().timeIntervalSince(signalled) < 10)
            #expect(reply.responseTo == id)
            let cursor = try reply.opMsgBody()["cursor"]?.documentValue
            #expect(cursor?["nextBatch"] == .array([]))
            #expect(cursor?["id"] == .int64(0))
            #expect(client.isClosedByServer(within: 10))
            #expect(try server.waitForExit(within: 30) == 0)
        }
    }

    @Test("SIGTERM sent while the server starts, as soon as it ignores the signal and before it listens, still stops it: exit 0, the store released")
    func terminateWhileStarting() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // Off the test threads: the waits below block.
        try await offTestThreads { () throws in try Self.terminateWhileStarting(directory) }
    }

    private static func terminateWhileStarting(_ directory: URL) throws {
        for round in 0..<5 {
            let process = ChildProcess()
            process.executableURL = ServerProcess.executable
            process.arguments = ["serve", "--port", "0", "--db", directory.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            let exit = try process.start()
            // The moment libdispatch's signal sources are made, a moment before they read signals.
            let deadline = Date().addingTimeInterval(30)
            while !ignoresSIGTERM(process.processIdentifier), Date() < deadline { usleep(100) }
            kill(process.processIdentifier, SIGTERM)
            guard let termination = exit.termination(within: 30) else {
                process.terminate()
                Issue.record("round \(round): docstream serve still running 30 s after SIGTERM")
                return
            }
            #expect(termination == .success, "round \(round)")
        }
        // The store lock went with the last server: another opens the store.
        let server = try ServerProcess(["--db", directory.path])
        #expect(try server.terminate() == 0)
    }

    /// Whether the process's SIGTERM disposition is SIG_IGN (`SigIgn` in /proc/PID/status).
    private static func ignoresSIGTERM(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigIgn:") }),
            let mask = UInt64(line.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        return mask & (1 << (UInt64(SIGTERM) - 1)) != 0
    }

    @Test("A port already in use: exit status 1 and an error naming the port")
    func portInUse() async throws {
        try await withServer { server in
            let second = try runToEnd(ServerProcess.executable, ["serve", "--memory", "--port", String(server.port)], seconds: 60)
            #expect(second.status == 1)
            #expect(second.output.contains("cannot listen on 127.0.0.1 port \(server.port)"), "\(second.output)")
            #expect(try answersPing(server))
        }
    }

    @Test(
        "Invalid options are refused before anything listens",
        arguments: [
            (["--log-level", "loud"], "--log-level must be one of"),
            (["--port", "70000"], "--port must be 0 to 65535"),
            (["--max-connections", "0"], "--max-connections must be at least 1"),
            (["--memory", "--db", "unused"], "--db and --memory cannot be used together"),
        ])
    func invalidOptions(_ arguments: [String], _ message: String) async throws {
        let result = try await offTestThreads { try runToEnd(ServerProcess.executable, ["serve"] + arguments, seconds: 60) }
        #expect(result.status != 0)
        #expect(result.output.contains(message), "\(result.output)")
    }
}

extension WireClient {
    /// Opens a change stream on test.drinks (created first) and returns its cursor's id.
    func openChangeStream() throws -> Int64 {
        _ = try command(["create": "drinks", "$db": "test"])
        let opened = try command(["aggregate": "drinks", "pipeline": [["$changeStream": [:]]], "cursor": [:], "$db": "test"])
        guard case .int64(let id) = opened["cursor"]?.documentValue?["id"], id != 0 else {
            throw ServerFailure("no change stream cursor: \(opened)")
        }
        return id
    }
}
