import DocStreamBSON
import Foundation
import Testing

/// serverStatus, hostInfo, replSetGetStatus, currentOp, killOp and shutdown through
/// `docstream serve`, with the reply fields and types of MongoDB's manual pages (each test
/// names its page).
@Suite("docstream serve: admin and diagnostic commands", .timeLimit(.minutes(5)))
struct AdminCommandTests {
    @Test("serverStatus (manual: serverStatus, Output): instance, connections, opcounters, mem and network fields with their types")
    func serverStatusFields() async throws {
        try await withServer { server in
            let client = try server.connect()
            let status = try client.command(["serverStatus": 1, "$db": "admin"])
            #expect(status["host"]?.stringValue?.hasSuffix(":\(server.port)") == true, "\(status)")
            #expect(status["version"] == "8.0.0")
            #expect(status["process"] == "docstream")
            #expect(status["pid"] == .int64(Int64(server.process.processIdentifier)))
            guard case .double(let uptime)? = status["uptime"], case .int64(let millis)? = status["uptimeMillis"],
                case .int64(let estimate)? = status["uptimeEstimate"]
            else {
                Issue.record("uptime fields: \(status)")
                return
            }
            #expect(uptime >= 0 && uptime <= Double(millis) / 1000)
            #expect(estimate == millis / 1000)
            guard case .datetime(let localTime)? = status["localTime"] else {
                Issue.record("localTime: \(status)")
                return
            }
            #expect(abs(Double(localTime.millisecondsSinceEpoch) / 1000 - Date().timeIntervalSince1970) < 60)
            let connections = try #require(status["connections"]?.documentValue)
            #expect(connections["current"] == .int32(1))
            #expect(connections["available"] == .int32(999))
            #expect(connections["totalCreated"] == .int32(1))
            // The connection running serverStatus is active.
            #expect(connections["active"] == .int32(1))
            let counters = try #require(status["opcounters"]?.documentValue)
            #expect(counters.elements.map(\.key) == ["insert", "query", "update", "delete", "getmore", "command"])
            #expect(counters.elements.allSatisfy { if case .int64 = $0.value { true } else { false } })
            let memory = try #require(status["mem"]?.documentValue)
            #expect(memory["bits"] == .int32(64))
            #if os(Linux)
                guard case .int32(let resident)? = memory["resident"], case .int32(let virtual)? = memory["virtual"] else {
                    Issue.record("mem: \(memory)")
                    return
                }
                #expect(resident > 0 && virtual >= resident)
            #endif
            let network = try #require(status["network"]?.documentValue)
            guard case .int64(let bytesIn)? = network["bytesIn"], case .int64(let bytesOut)? = network["bytesOut"],
                case .int64(let requests)? = network["numRequests"]
            else {
                Issue.record("network: \(network)")
                return
            }
            // This request is counted; its reply is not written yet.
            #expect(requests == 1)
            #expect(bytesIn > 16 && bytesOut == 0)
            #expect(status["ok"] == .double(1))
        }
    }

    @Test(
        "the TTL monitor removes expired documents behind a server, every ttlMonitorSleepSecs, and serverStatus counts them (manual: serverStatus, metrics.ttl)"
    )
    func timeToLiveMetrics() async throws {
        try await withServer { server in
            let client = try server.connect()
            _ = try client.command(["setParameter": 1, "ttlMonitorSleepSecs": 1, "$db": "admin"])
            _ = try client.command([
                "createIndexes": "sessions", "indexes": [["key": ["expireAt": 1], "name": "expireAt_1", "expireAfterSeconds": 0]], "$db": "test",
            ])
            let past = BSONValue.datetime(BSONDateTime(Date().addingTimeInterval(-5)))
            let future = BSONValue.datetime(BSONDateTime(Date().addingTimeInterval(3600)))
            _ = try client.command(["insert": "sessions", "documents": [["_id": 1, "expireAt": past], ["_id": 2, "expireAt": future]], "$db": "test"])
            let deadline = ContinuousClock.now + .seconds(30)
            var remaining: Int32 = 2
            while remaining != 1, ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: 0.1)
                remaining = try client.command(["count": "sessions", "$db": "test"])["n"]?.int32Value ?? 0
            }
            #expect(remaining == 1)
            let ttl = try #require(try client.command(["serverStatus": 1, "$db": "admin"])[path: "metrics.ttl"]?.documentValue)
            #expect(ttl["deletedDocuments"] == .int64(1))
            guard case .int64(let passes)? = ttl["passes"] else {
                Issue.record("metrics.ttl: \(ttl)")
                return
            }
            #expect(passes >= 1)
        }
    }

    @Test(
        "opLatencies (manual: serverStatus, opLatencies): reads, writes, commands and transactions; histograms on request; left out on 0; a find by _id counted once"
    )
    func opLatencies() async throws {
        try await withServer { server in
            let client = try server.connect()
            func latencies(_ option: BSONValue = .int32(1)) throws -> Document? {
                try client.command(["serverStatus": 1, "opLatencies": option, "$db": "admin"])["opLatencies"]?.documentValue
            }
            let before = try #require(try latencies())
            #expect(before.elements.map(\.key) == ["reads", "writes", "commands", "transactions"])
            _ = try client.command(["insert": "drinks", "documents": [["_id": 1], ["_id": 2]], "$db": "test"])
            // A find by _id is answered on the event loop when the store's lock is free.
            _ = try client.command(["find": "drinks", "filter": ["_id": 1], "$db": "test"])
            _ = try client.command(["find": "drinks", "filter": ["_id": ["$gt": 0]], "$db": "test"])
            let after = try #require(try latencies(["histograms": true]))
            func ops(_ figures: Document, _ kind: String) -> Int64 { figures[path: "\(kind).ops"]?.int64Value ?? -1 }
            #expect(ops(after, "reads") - ops(before, "reads") == 2)
            #expect(ops(after, "writes") - ops(before, "writes") == 1)
            // The first serverStatus, answered by the server itself.
            #expect(ops(after, "commands") - ops(before, "commands") == 1)
            let reads = after[path: "reads.histogram"]?.arrayValue?.compactMap(\.documentValue) ?? []
            #expect(reads.reduce(Int64(0)) { $0 + ($1["count"]?.int64Value ?? 0) } == ops(after, "reads"))
            #expect(try latencies(.int32(0)) == nil)
            #expect(try latencies(.bool(false)) == nil)
            #expect(
                try client.command(["aggregate": "drinks", "pipeline": [["$collStats": ["latencyStats": [:]]]], "cursor": [:], "$db": "test"])[
                    path: "cursor.firstBatch.0.latencyStats.reads.ops"] == .int64(2))
        }
    }

    @Test(
        "metrics.queryExecutor.collectionScans (jstests/noPassthrough/server_status_query_exec_stats.js): a scan counts in both figures, a find by _id in neither"
    )
    func collectionScans() async throws {
        try await withServer { server in
            let client = try server.connect()
            func scans() throws -> Document? {
                try client.command(["serverStatus": 1, "$db": "admin"])[path: "metrics.queryExecutor.collectionScans"]?.documentValue
            }
            let before = try #require(try scans())
            #expect(before.keys.map { $0 } == ["total", "nonTailable"])
            _ = try client.command(["insert": "scanned", "documents": [["_id": 1, "a": 1], ["_id": 2, "a": 2]], "$db": "test"])
            _ = try client.command(["find": "scanned", "filter": ["a": 2], "$db": "test"])
            _ = try client.command(["find": "scanned", "filter": ["_id": 1], "$db": "test"])
            let after = try #require(try scans())
            for figure in ["total", "nonTailable"] {
                #expect((after[figure]?.int64Value ?? -1) - (before[figure]?.int64Value ?? 0) == 1, "\(figure)")
            }
        }
    }

    @Test("opcounters (manual: serverStatus, opcounters) move by exactly the operations sent: documents inserted, statements, finds, getMores, commands")
    func opcounters() async throws {
        try await withServer { server in
            let client = try server.connect()
            func counters() throws -> [String: Int64] {
                let status = try client.command(["serverStatus": 1, "$db": "admin"])
                var values: [String: Int64] = [:]
                for (key, value) in status["opcounters"]?.documentValue?.elements ?? [] { values[key] = value.int64Value }
                return values
            }
            let before = try counters()
            _ = try client.command(["insert": "drinks", "documents": [["_id": 1], ["_id": 2], ["_id": 3]], "$db": "test"])
            _ = try client.command(["insert": "drinks", "$db": "test"], sequences: [("documents", [["_id": 4], ["_id": 5]])])
            let found = try client.command(["find": "drinks", "batchSize": 1, "$db": "test"])
            let cursor = try #require(found["cursor"]?.documentValue?["id"])
            _ = try client.command(["getMore": cursor, "collection": "drinks", "batchSize": 1, "$db": "test"])
            _ = try client.command([
                "update": "drinks", "updates": [["q": ["_id": 1], "u": ["$set": ["a": 1]]], ["q": ["_id": 2], "u": ["$set": ["a": 1]]]], "$db": "test",
            ])
            _ = try client.command(["delete": "drinks", "deletes": [["q": ["_id": 3], "limit": 1]], "$db": "test"])
            _ = try client.command(["count": "drinks", "$db": "test"])
            _ = try client.command(["ping": 1, "$db": "admin"])
            let after = try counters()
            #expect(after["insert"]! - before["insert"]! == 5)
            #expect(after["query"]! - before["query"]! == 1)
            #expect(after["getmore"]! - before["getmore"]! == 1)
            #expect(after["update"]! - before["update"]! == 2)
            #expect(after["delete"]! - before["delete"]! == 1)
            // count, ping, and the second serverStatus.
            #expect(after["command"]! - before["command"]! == 3)
        }
    }

    @Test(
        "serverStatus connections and network (manual: serverStatus, connections, network) count connections opened and closed and the bytes of requests and replies"
    )
    func connectionsAndNetwork() async throws {
        try await withServer { server in
            let client = try server.connect()
            let first = try client.command(["serverStatus": 1, "$db": "admin"])
            var second: WireClient? = try server.connect()
            #expect(try second?.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
            let during = try client.command(["serverStatus": 1, "$db": "admin"])
            #expect(during["connections"]?.documentValue?["current"] == .int32(2))
            #expect(during["connections"]?.documentValue?["totalCreated"] == .int32(2))
            second = nil
            var current: BSONValue?
            for _ in 0..<100 {
                current = try client.command(["serverStatus": 1, "$db": "admin"])["connections"]?.documentValue?["current"]
                if current == .int32(1) { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
            #expect(current == .int32(1))
            let firstNetwork = try #require(first["network"]?.documentValue)
            let network = try #require(during["network"]?.documentValue)
            // serverStatus, ping and serverStatus again.
            #expect(network["numRequests"]!.int64Value! - firstNetwork["numRequests"]!.int64Value! == 2)
            #expect(network["bytesIn"]!.int64Value! > firstNetwork["bytesIn"]!.int64Value!)
            // At least the first serverStatus's reply and ping's went out since.
            #expect(network["bytesOut"]!.int64Value! - firstNetwork["bytesOut"]!.int64Value! >= Int64(first.bytes.count))
        }
    }

    @Test("hostInfo (manual: hostInfo) and replSetGetStatus (manual: replSetGetStatus) through the server: the one-member set hello presents")
    func hostInfoAndReplicaSet() async throws {
        try await withServer { server in
            let client = try server.connect()
            let host = try client.command(["hostInfo": 1, "$db": "admin"])
            #expect(host["system"]?.documentValue?["cpuAddrSize"] == .int32(64))
            #expect(host["os"]?.documentValue?["type"]?.stringValue?.isEmpty == false)
            let hello = try client.command(["hello": 1, "$db": "admin"])
            let status = try client.command(["replSetGetStatus": 1, "$db": "admin"])
            #expect(status["set"] == "docstream")
            if case .datetime = status["date"] {} else { Issue.record("date: \(status)") }
            #expect(status["myState"] == .int32(1))
            let members = try #require(status["members"]?.arrayValue)
            #expect(members.count == 1)
            let member = try #require(members.first?.documentValue)
            #expect(member["_id"] == .int32(0))
            #expect(member["name"] == hello["me"])
            #expect(member["health"] == .double(1))
            #expect(member["state"] == .int32(1))
            #expect(member["stateStr"] == "PRIMARY")
            if case .int32 = member["uptime"] {} else { Issue.record("uptime: \(member)") }
            if case .timestamp = member["optime"]?.documentValue?["ts"] {} else { Issue.record("optime: \(member)") }
            #expect(member["self"] == true)
            #expect(status["ok"] == .double(1))
            #expect(try client.command(["replSetGetStatus": 1, "$db": "test"])["code"] == .int32(13))
        }
    }

    @Test(
        "currentOp (manual: currentOp) lists a getMore waiting on a change stream from another connection; killOp (manual: killOp) ends it with 11601 Interrupted"
    )
    func currentOpAndKillOp() async throws {
        try await withServer { server in
            let watcher = try server.connect()
            let cursorID = try watcher.openChangeStream()
            let id = watcher.requestID()
            try watcher.send(WireMessages.opMsg(requestID: id, body: ["getMore": .int64(cursorID), "collection": "drinks", "maxTimeMS": 60000, "$db": "test"]))
            let admin = try server.connect()
            var waiting: Document?
            for _ in 0..<100 {
                let operations = try admin.command(["currentOp": 1, "$db": "admin"])
                #expect(operations["ok"] == .double(1))
                waiting = operations["inprog"]?.arrayValue?.compactMap(\.documentValue).first { $0["op"] == "getmore" }
                if waiting != nil { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
            let operation = try #require(waiting)
            #expect(operation["active"] == true)
            #expect(operation["ns"] == "test.drinks")
            #expect(operation["command"]?.documentValue?["getMore"] == .int64(cursorID))
            if case .int64 = operation["secs_running"] {} else { Issue.record("secs_running: \(operation)") }
            if case .int64 = operation["microsecs_running"] {} else { Issue.record("microsecs_running: \(operation)") }
            #expect(operation["client"] == .string("127.0.0.1:\(watcher.localPort)"))
            guard case .int32(let connection)? = operation["connectionId"], case .int32(let opid)? = operation["opid"] else {
                Issue.record("connectionId, opid: \(operation)")
                return
            }
            // The filter: only this connection's operations.
            let filtered = try admin.command(["currentOp": 1, "connectionId": .int32(connection), "$db": "admin"])
            #expect(filtered["inprog"]?.arrayValue?.compactMap { $0.documentValue?["opid"] } == [.int32(opid)])
            let killed = Date()
            #expect(try admin.command(["killOp": 1, "op": .int32(opid), "$db": "admin"]) == ["info": "attempting to kill op", "ok": 1.0])
            let reply = try watcher.receive()
            #expect(Date().timeIntervalSince(killed) < 10)
            #expect(reply.responseTo == id)
            #expect(try reply.opMsgBody()["code"] == .int32(11601))
            let after = try admin.command(["currentOp": 1, "$db": "admin"])
            #expect(after["inprog"]?.arrayValue?.contains { $0.documentValue?["opid"] == .int32(opid) } == false)
            // The server goes on.
            #expect(try watcher.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
        }
    }

    /// An aggregate of some hours in a debug build: two hundred `$lookup`s, each of 400,000
    /// documents made by `$densify`.
    private static func longAggregate() throws -> Document {
        let lookup =
            #"{"$lookup": {"pipeline": [{"$documents": [{"v": 0}]}, {"$densify": {"field": "v", "range": {"step": 1, "bounds": [0, 400000]}}}, {"$count": "n"}], "as": "c"}}"#
        let inputs = Array(repeating: "{}", count: 200).joined(separator: ",")
        return try Document(extendedJSON: #"{"aggregate": 1, "pipeline": [{"$documents": [\#(inputs)]}, \#(lookup)], "cursor": {}, "$db": "test"}"#)
    }

    /// The opid of the aggregate `currentOp` lists, once it does.
    private func runningAggregate(_ admin: WireClient, attempts: Int = 200) throws -> Int32? {
        for _ in 0..<attempts {
            let operations = try admin.command(["currentOp": 1, "$db": "admin"])
            let running = operations["inprog"]?.arrayValue?.compactMap(\.documentValue).first { $0["command"]?.documentValue?["aggregate"] != nil }
            if case .int32(let opid)? = running?["opid"] { return opid }
            if attempts > 1 { Thread.sleep(forTimeInterval: 0.05) }
        }
        return nil
    }

    @Test(
        "a long aggregate stops when killOp names it (manual: killOp; 11601 Interrupted), when its client disconnects (ClientDisconnect: it leaves currentOp), and past its maxTimeMS (manual: maxTimeMS; 50 MaxTimeMSExpired)"
    )
    func longCommandsAreInterrupted() async throws {
        try await withServer { server in
            let admin = try server.connect()
            let killed = try server.connect()
            let request = killed.requestID()
            try killed.send(WireMessages.opMsg(requestID: request, body: try Self.longAggregate()))
            let opid = try #require(try runningAggregate(admin))
            #expect(try admin.command(["killOp": 1, "op": .int32(opid), "$db": "admin"])["ok"] == .double(1))
            let reply = try killed.receive()
            #expect(reply.responseTo == request)
            let body = try reply.opMsgBody()
            #expect(body["code"] == .int32(11601), "\(body)")
            #expect(body["codeName"] == "Interrupted")

            // A client that sends it and goes: the command stops rather than hold a thread to its end.
            do {
                let leaving = try server.connect()
                try leaving.send(WireMessages.opMsg(requestID: leaving.requestID(), body: try Self.longAggregate()))
                #expect(try runningAggregate(admin) != nil)
            }
            var stopped = false
            for _ in 0..<600 where !stopped {
                Thread.sleep(forTimeInterval: 0.05)
                stopped = try runningAggregate(admin, attempts: 1) == nil
            }
            #expect(stopped, "the abandoned aggregate still runs")

            var limited = try Self.longAggregate()
            limited["maxTimeMS"] = 200
            let expired = try admin.command(limited)
            #expect(expired["code"] == .int32(50), "\(expired)")
            #expect(expired["codeName"] == "MaxTimeMSExpired")
            #expect(try answersPing(server))
        }
    }

    @Test("killOp without op is 4 NoSuchKey, with a string op 14 TypeMismatch (manual: killOp); currentOp, killOp and shutdown off admin are 13 Unauthorized")
    func adminCommandErrors() async throws {
        try await withServer { server in
            let client = try server.connect()
            let missing = try client.command(["killOp": 1, "$db": "admin"])
            #expect(missing["code"] == .int32(4))
            #expect(missing["codeName"] == "NoSuchKey")
            #expect(try client.command(["killOp": 1, "op": "12", "$db": "admin"])["code"] == .int32(14))
            // An operation that is not running: answered alike, as MongoDB does.
            #expect(try client.command(["killOp": 1, "op": 123_456, "$db": "admin"]) == ["info": "attempting to kill op", "ok": 1.0])
            for name in ["currentOp", "killOp", "shutdown"] {
                #expect(try client.command([name: 1, "op": 1, "$db": "test"])["code"] == .int32(13), "\(name)")
            }
            #expect(try answersPing(server))
        }
    }

    @Test("shutdown (manual: shutdown) from a loopback client: the connection closes, the server exits 0, and a --db store reopens with its data")
    func shutdownDurable() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-shutdown-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withServer(["--db", directory.path]) { server in
            let client = try server.connect()
            #expect(try client.command(["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"]], "$db": "test"]) == ["n": .int32(1), "ok": 1.0])
            try client.send(WireMessages.opMsg(requestID: client.requestID(), body: ["shutdown": 1, "$db": "admin"]))
            #expect(client.isClosedByServer(within: 10))
            #expect(try server.waitForExit(within: 30) == 0)
        }
        try await expectReopensWithMocha(directory)
    }

    @Test(
        "With --auth (manual: Built-In Roles): clusterMonitor runs serverStatus, hostInfo, replSetGetStatus and currentOp but not killOp or shutdown; hostManager may; read gets $collStats only where it reads"
    )
    func privileges() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let admin = try server.connect()
            try admin.createRoot()
            try admin.login("admin", "s3cret")
            #expect(try admin.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])["n"] == .int32(1))
            for (user, role) in [("monitor", "clusterMonitor"), ("host", "hostManager")] {
                let created = try admin.command(["createUser": .string(user), "pwd": "pw", "roles": [["role": .string(role), "db": "admin"]], "$db": "admin"])
                #expect(created["ok"] == .double(1), "\(created)")
            }
            #expect(try admin.command(["createUser": "reader", "pwd": "pw", "roles": ["read"], "$db": "test"])["ok"] == .double(1))
            let monitor = try server.connect()
            try monitor.login("monitor", "pw")
            for name in ["serverStatus", "hostInfo", "replSetGetStatus", "currentOp"] {
                #expect(try monitor.command([name: 1, "$db": "admin"])["ok"] == .double(1), "\(name)")
            }
            #expect(try monitor.command(["killOp": 1, "op": 1, "$db": "admin"])["code"] == .int32(13))
            #expect(try monitor.command(["shutdown": 1, "$db": "admin"])["code"] == .int32(13))
            let host = try server.connect()
            try host.login("host", "pw")
            #expect(try host.command(["killOp": 1, "op": 1, "$db": "admin"])["ok"] == .double(1))
            #expect(try host.command(["serverStatus": 1, "$db": "admin"])["code"] == .int32(13))
            let reader = try server.connect()
            try reader.login("reader", "pw", db: "test")
            let stats = try reader.command(["aggregate": "drinks", "pipeline": [["$collStats": ["count": [:]]]], "cursor": [:], "$db": "test"])
            #expect(stats["cursor"]?.documentValue?["firstBatch"]?.arrayValue?.first?.documentValue?["count"] == .int32(1), "\(stats)")
            #expect(
                try reader.command(["aggregate": "drinks", "pipeline": [["$collStats": ["count": [:]]]], "cursor": [:], "$db": "other"])["code"] == .int32(13))
            #expect(try reader.command(["serverStatus": 1, "$db": "admin"])["code"] == .int32(13))
            // The server is still up: shutdown was refused.
            #expect(try answersPing(server))
        }
    }
}
