import DocStream
import DocStreamBSON
import Foundation
import TestSupport
import Testing

/// Runs `body` against a new server, off the cooperative pool (socket reads block).
func withServer(_ arguments: [String] = ["--memory"], _ body: (ServerProcess) throws -> Void) async throws {
    try await offTestThreads {
        let server = try ServerProcess(arguments)
        try body(server)
    }
}

/// Serves the --db store at `directory` again and expects test.drinks to hold just
/// {_id: 1, name: "Mocha"}, written before the server that wrote it stopped.
func expectReopensWithMocha(_ directory: URL) async throws {
    try await withServer(["--db", directory.path]) { server in
        let found = try server.connect().command(["find": "drinks", "$db": "test"])
        #expect(found["cursor"]?.documentValue?["firstBatch"] == .array([.document(["_id": 1, "name": "Mocha"])]))
        #expect(try server.terminate() == 0)
    }
}

/// Whether a new connection to `server` still answers ping with ok 1.
func answersPing(_ server: ServerProcess) throws -> Bool {
    try server.connect().command(["ping": 1, "$db": "admin"])["ok"] == .double(1)
}

@Suite("docstream serve: the wire protocol on raw sockets", .timeLimit(.minutes(5)))
struct WireProtocolTests {
    @Test("OP_MSG ping gets an OP_MSG reply to its requestID with ok: 1 (OP_MSG.md, Usage)")
    func ping() async throws {
        try await withServer { server in
            let client = try server.connect()
            let id = client.requestID()
            try client.send(WireMessages.opMsg(requestID: id, body: ["ping": 1, "$db": "admin"]))
            let reply = try client.receive()
            #expect(reply.opCode == 2013)
            #expect(reply.responseTo == id)
            #expect(reply.flags == 0)
            #expect(try reply.opMsgBody() == ["ok": 1.0])
        }
    }

    @Test("exhaustAllowed and unknown optional flag bits (16-31) are ignored: one reply (OP_MSG.md, flagBits)")
    func optionalFlagBits() async throws {
        try await withServer { server in
            let client = try server.connect()
            let id = client.requestID()
            try client.send(WireMessages.opMsg(requestID: id, flags: 1 << 16 | 1 << 20, body: ["ping": 1, "$db": "admin"]))
            let reply = try client.receive()
            #expect(reply.responseTo == id)
            #expect(reply.flags == 0)
            #expect(try reply.opMsgBody() == ["ok": 1.0])
        }
    }

    @Test("The address line names 127.0.0.1, the real port and the store")
    func addressLine() async throws {
        try await withServer { server in
            #expect(server.announcement == "docstream serve: listening on 127.0.0.1:\(server.port), store in memory")
        }
    }

    @Test("A checksummed request gets a checksummed reply whose CRC-32C matches (OP_MSG.md, checksumPresent)")
    func checksummedReply() async throws {
        // The CRC-32C check value from RFC 3720, so the comparison below rests on a known answer.
        #expect(CRC32C.checksum(Array("123456789".utf8)) == 0xE306_9283)
        try await withServer { server in
            let client = try server.connect()
            let id = client.requestID()
            try client.send(WireMessages.opMsg(requestID: id, flags: WireMessages.checksumPresent, body: ["ping": 1, "$db": "admin"]))
            let reply = try client.receive()
            #expect(reply.flags & WireMessages.checksumPresent != 0)
            let sent = UInt32(bitPattern: reply.bytes.int32(at: reply.bytes.count - 4))
            #expect(sent == CRC32C.checksum(Array(reply.bytes.dropLast(4))))
            let bodyLength = Int(reply.bytes.int32(at: 21))
            #expect(21 + bodyLength + 4 == reply.bytes.count)
            #expect(try reply.opMsgBody() == ["ok": 1.0])
        }
    }

    @Test("A checksum that does not match closes the connection; the server answers the next one (OP_MSG.md, checksumPresent)")
    func badChecksum() async throws {
        try await withServer { server in
            let client = try server.connect()
            var message = WireMessages.opMsg(requestID: client.requestID(), flags: WireMessages.checksumPresent, body: ["ping": 1, "$db": "admin"])
            message[message.count - 1] ^= 0xFF
            try client.send(message)
            #expect(client.isClosedByServer(within: 10))
            #expect(try answersPing(server))
        }
    }

    @Test("moreToCome: an insert gets no reply, and the find after it sees the document (OP_MSG.md, moreToCome)")
    func moreToComeInsert() async throws {
        try await withServer { server in
            let client = try server.connect()
            try client.send(
                WireMessages.opMsg(
                    requestID: client.requestID(), flags: WireMessages.moreToCome,
                    body: ["insert": "drinks", "writeConcern": ["w": 0], "$db": "test"],
                    sequences: [("documents", [["_id": 1, "name": "Mocha"]])]))
            let findID = client.requestID()
            try client.send(WireMessages.opMsg(requestID: findID, body: ["find": "drinks", "$db": "test"]))
            // The first reply on the connection is the find's: the insert had none.
            let reply = try client.receive()
            #expect(reply.responseTo == findID)
            let cursor = try reply.opMsgBody()["cursor"]?.documentValue
            #expect(cursor?["firstBatch"] == .array([.document(["_id": 1, "name": "Mocha"])]))
        }
    }

    @Test("Document sequences become the command's array fields: insert's documents (OP_MSG.md, Kind 1)")
    func documentSequences() async throws {
        try await withServer { server in
            let client = try server.connect()
            let inserted = try client.command(["insert": "drinks", "$db": "test"], sequences: [("documents", [["_id": 1], ["_id": 2], ["_id": 3]])])
            #expect(inserted == ["n": .int32(3), "ok": 1.0])
            let count = try client.command(["count": "drinks", "$db": "test"])
            #expect(count["n"] == .int32(3))
        }
    }

    @Test("A field both in the body and as a sequence is refused with 40433, and nothing is inserted")
    func duplicateSequenceField() async throws {
        try await withServer { server in
            let client = try server.connect()
            let reply = try client.command(
                ["insert": "drinks", "documents": [["_id": 9]], "$db": "test"], sequences: [("documents", [["_id": 1]])])
            #expect(reply["code"] == .int32(40433))
            #expect(reply["ok"] == .double(0))
            let found = try client.command(["find": "drinks", "$db": "test"])
            #expect(found["cursor"]?.documentValue?["firstBatch"] == .array([]))
        }
    }

    @Test("Invalid BSON in a body gets 22 InvalidBSON and the connection still answers ping")
    func invalidBSONBody() async throws {
        try await withServer { server in
            let client = try server.connect()
            // {ping: <int32>} whose element type byte 0x7F names no BSON type.
            let body: [UInt8] = [12, 0, 0, 0, 0x7F, 0x70, 0x69, 0x6E, 0x67, 0, 1, 0]
            let id = client.requestID()
            try client.send(WireMessages.opMsg(requestID: id, bodyBytes: body))
            let reply = try client.receive()
            #expect(reply.responseTo == id)
            let error = try reply.opMsgBody()
            #expect(error["ok"] == .double(0))
            #expect(error["code"] == .int32(22))
            #expect(error["codeName"] == .string("InvalidBSON"))
            #expect(try client.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
        }
    }

    @Test("A command without $db is refused with 40571 (OP_MSG.md, Global Command Arguments)")
    func missingDatabase() async throws {
        try await withServer { server in
            let reply = try server.connect().command(["ping": 1])
            #expect(reply["code"] == .int32(40571))
            #expect(reply["errmsg"] == .string("OP_MSG requests require a $db argument"))
        }
    }

    @Test("An unknown command gets 59 CommandNotFound naming it")
    func unknownCommand() async throws {
        try await withServer { server in
            let reply = try server.connect().command(["frobnicate": 1, "$db": "test"])
            #expect(reply["ok"] == .double(0))
            #expect(reply["code"] == .int32(59))
            #expect(reply["codeName"] == .string("CommandNotFound"))
            #expect(reply["errmsg"] == .string("no such command: 'frobnicate'"))
        }
    }

    @Test("Generic fields drivers add (lsid, $clusterTime, $readPreference, txnNumber, apiVersion, readConcern, writeConcern, comment) are accepted")
    func genericFields() async throws {
        try await withServer { server in
            let client = try server.connect()
            let session: BSONValue = .document(["id": .binary(BSONBinary(subtype: 4, data: Array(repeating: 7, count: 16)))])
            let clusterTime: BSONValue = .document([
                "clusterTime": .timestamp(BSONTimestamp(seconds: 1, increment: 1)),
                "signature": ["hash": .binary(BSONBinary(data: Array(repeating: 0, count: 20))), "keyId": .int64(0)],
            ])
            let insert = try client.command([
                "insert": "drinks", "documents": [["_id": 1]], "ordered": true, "lsid": session, "txnNumber": .int64(1),
                "$clusterTime": clusterTime, "writeConcern": ["w": "majority"], "apiVersion": "1", "comment": "generic", "$db": "test",
            ])
            #expect(insert == ["n": .int32(1), "ok": 1.0])
            let find = try client.command([
                "find": "drinks", "lsid": session, "$clusterTime": clusterTime, "$readPreference": ["mode": "primaryPreferred"],
                "readConcern": ["level": "local"], "$db": "test",
            ])
            #expect(find["ok"] == .double(1))
        }
    }
}

@Suite("docstream serve: cluster times", .timeLimit(.minutes(5)))
struct ClusterTimeTests {
    @Test("Replies carry operationTime and $clusterTime (MongoDB manual, Causal Consistency); a later write's is later")
    func operationTime() async throws {
        try await withServer { server in
            let client = try server.connect()
            func times(_ body: Document) throws -> (operation: BSONTimestamp, cluster: Document) {
                let id = client.requestID()
                try client.send(WireMessages.opMsg(requestID: id, body: body))
                let reply = try client.receive().opMsgBody(keepingClusterTime: true)
                guard case .timestamp(let operation) = reply["operationTime"], case .document(let cluster) = reply["$clusterTime"] else {
                    throw ServerFailure("no operationTime or $clusterTime in \(reply)")
                }
                return (operation, cluster)
            }
            let first = try times(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])
            #expect(first.cluster["clusterTime"] == .timestamp(first.operation))
            #expect(first.cluster["signature"]?.documentValue?["keyId"] == .int64(0))
            let second = try times(["insert": "drinks", "documents": [["_id": 2]], "$db": "test"])
            #expect(second.operation > first.operation)
            let read = try times(["find": "drinks", "$db": "test"])
            #expect(read.operation >= second.operation)
            let failed = try times(["frobnicate": 1, "$db": "test"])
            #expect(failed.operation >= second.operation)
        }
    }
}

@Suite("docstream serve: the handshake", .timeLimit(.minutes(5)))
struct HandshakeTests {
    @Test("OP_QUERY isMaster on admin.$cmd gets an OP_REPLY with the handshake (Wire Protocol, OP_QUERY / OP_REPLY)")
    func legacyIsMaster() async throws {
        try await withServer { server in
            let client = try server.connect()
            let id = client.requestID()
            try client.send(WireMessages.opQuery(requestID: id, collection: "admin.$cmd", query: ["isMaster": 1, "helloOk": true]))
            let reply = try client.receive()
            #expect(reply.opCode == 1)
            #expect(reply.responseTo == id)
            #expect(reply.bytes.int32(at: 32) == 1, "numberReturned")
            let hello = try reply.opReplyDocument()
            #expect(hello["ismaster"] == .bool(true))
            #expect(hello["helloOk"] == .bool(true))
            #expect(hello["maxWireVersion"] == .int32(25))
            #expect(hello["ok"] == .double(1))
        }
    }

    @Test("OP_QUERY for anything but the handshake gets 352 UnsupportedOpQueryCommand")
    func legacyOtherCommand() async throws {
        try await withServer { server in
            let client = try server.connect()
            try client.send(WireMessages.opQuery(requestID: client.requestID(), collection: "test.$cmd", query: ["find": "drinks"]))
            let reply = try client.receive().opReplyDocument()
            #expect(reply["code"] == .int32(352))
            #expect(try client.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
        }
    }

    @Test("hello answers the fields drivers read: a writable primary of a one-member replica set (MongoDB manual, hello)")
    func helloFields() async throws {
        try await withServer { server in
            let first = try server.connect().command(["hello": 1, "$db": "admin"])
            let member = BSONValue.string("127.0.0.1:\(server.port)")
            #expect(first["isWritablePrimary"] == .bool(true))
            #expect(first["maxBsonObjectSize"] == .int32(16_777_216))
            #expect(first["maxMessageSizeBytes"] == .int32(48_000_000))
            #expect(first["maxWriteBatchSize"] == .int32(100_000))
            #expect(first["logicalSessionTimeoutMinutes"] == .int32(30))
            #expect(first["minWireVersion"] == .int32(0))
            #expect(first["maxWireVersion"] == .int32(25))
            #expect(first["readOnly"] == .bool(false))
            #expect(first["setName"] == .string("docstream"))
            #expect(first["setVersion"] == .int32(1))
            #expect(first["hosts"] == .array([member]))
            #expect(first["primary"] == member)
            #expect(first["me"] == member)
            #expect(first["ok"] == .double(1))
            if case .datetime = first["localTime"] {} else { Issue.record("localTime is not a date: \(String(describing: first["localTime"]))") }
            if case .objectId = first["electionId"] {} else { Issue.record("electionId is not an ObjectId") }
            let version = first["topologyVersion"]?.documentValue
            if case .objectId = version?["processId"] {} else { Issue.record("topologyVersion.processId is not an ObjectId") }
            #expect(version?["counter"] == .int64(0))
            #expect(first["lastWrite"]?.documentValue?["lastWriteDate"] != nil)
            let second = try server.connect().command(["isMaster": 1, "$db": "admin"])
            #expect(second["ismaster"] == .bool(true))
            guard case .int32(let firstID) = first["connectionId"], case .int32(let secondID) = second["connectionId"] else {
                Issue.record("connectionId is not an int")
                return
            }
            #expect(secondID > firstID)
        }
    }

    @Test("--advertise-host names the member drivers are told to use")
    func advertiseHost() async throws {
        try await withServer(["--memory", "--advertise-host", "localhost"]) { server in
            let hello = try server.connect().command(["hello": 1, "$db": "admin"])
            let member = BSONValue.string("localhost:\(server.port)")
            #expect(hello["me"] == member)
            #expect(hello["primary"] == member)
            #expect(hello["hosts"] == .array([member]))
        }
    }

    @Test("An awaitable hello naming the current topologyVersion waits maxAwaitTimeMS, and other connections are answered meanwhile (SDAM, Server Monitoring)")
    func awaitableHello() async throws {
        try await withServer { server in
            let monitor = try server.connect()
            let version = try monitor.command(["hello": 1, "$db": "admin"])["topologyVersion"]!
            let id = monitor.requestID()
            let started = Date()
            try monitor.send(WireMessages.opMsg(requestID: id, body: ["hello": 1, "topologyVersion": version, "maxAwaitTimeMS": 1500, "$db": "admin"]))
            #expect(try answersPing(server))
            #expect(Date().timeIntervalSince(started) < 1.5)
            let reply = try monitor.receive()
            #expect(reply.responseTo == id)
            #expect(Date().timeIntervalSince(started) >= 1.4)
        }
    }

    @Test("--max-connections: a connection past the limit is closed, the others keep working")
    func connectionLimit() async throws {
        try await withServer(["--memory", "--max-connections", "1"]) { server in
            let first = try server.connect()
            #expect(try first.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
            let second = try server.connect()
            #expect(second.isClosedByServer(within: 10))
            #expect(try first.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
        }
    }
}

@Suite("docstream serve: misbehaving clients hold up only their own connection", .timeLimit(.minutes(5)))
struct MisbehavingClientTests {
    /// Messages no server can read (Wire Protocol, Standard Message Header; OP_MSG.md, Sections).
    static let malformed: [(String, [UInt8])] = [
        ("length under the 16-byte header", Int32(8).littleEndianBytes + Array(repeating: 0, count: 4)),
        ("length over 48,000,000 bytes", WireMessages.header(length: 48_000_001, requestID: 1, opCode: 2013)),
        ("garbage bytes", Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)),
        ("unknown opCode 2014", WireMessages.header(length: 21, requestID: 1, opCode: 2014) + [0, 0, 0, 0, 0]),
        (
            "a body section whose document overruns the message",
            WireMessages.header(length: 16 + 4 + 1 + 8, requestID: 1, opCode: 2013) + [0, 0, 0, 0, 0] + Int32(100).littleEndianBytes + [0, 0, 0, 0]
        ),
        (
            "a document sequence whose size overruns the message",
            Array(WireMessages.opMsg(requestID: 1, body: ["insert": "drinks", "$db": "test"]).dropFirst(4)).withLength(
                extra: [1] + Int32(1000).littleEndianBytes + Array("documents".utf8) + [0])
        ),
        ("an unknown section kind", Array(WireMessages.opMsg(requestID: 1, body: ["ping": 1, "$db": "admin"]).dropFirst(4)).withLength(extra: [7, 0])),
        ("an unknown required flag bit", WireMessages.opMsg(requestID: 1, flags: 1 << 5, body: ["ping": 1, "$db": "admin"])),
        ("no body section", WireMessages.header(length: 20, requestID: 1, opCode: 2013) + [0, 0, 0, 0]),
        (
            "an OP_QUERY cut off before its query",
            WireMessages.header(length: 16 + 4 + 11, requestID: 1, opCode: 2004) + [0, 0, 0, 0] + Array("admin.$cmd".utf8) + [0]
        ),
    ]

    @Test("Each malformed message closes its connection, and a new connection is answered", arguments: 0..<malformed.count)
    func malformedMessage(_ index: Int) async throws {
        let (name, bytes) = Self.malformed[index]
        try await withServer { server in
            let client = try server.connect()
            try client.send(bytes)
            #expect(client.isClosedByServer(within: 10), "\(name)")
            #expect(try answersPing(server), "\(name)")
        }
    }

    @Test("A truncated message followed by end of stream closes the connection; the server answers a new one")
    func truncatedMessage() async throws {
        try await withServer { server in
            let client = try server.connect()
            let message = WireMessages.opMsg(requestID: 1, body: ["ping": 1, "$db": "admin"])
            try client.send(Array(message.prefix(message.count - 3)))
            client.shutdownWrites()
            #expect(client.isClosedByServer(within: 10))
            #expect(try answersPing(server))
        }
    }

    @Test("A client that sends requests without reading the replies is held back by TCP, and others are answered")
    func unreadReplies() async throws {
        try await withServer { server in
            let flooder = try server.connect()
            let ping = WireMessages.opMsg(requestID: 1, body: ["ping": 1, "$db": "admin"])
            let chunk = Array([[UInt8]](repeating: ping, count: 1024 * 1024 / ping.count).joined())
            // The server stops reading once its replies back up: the sends block long before
            // 256 MiB of requests (and far more of replies) could be held in its memory.
            var blocked = false
            for _ in 0..<256 where !blocked {
                blocked = try !flooder.sendUnlessBlocked(chunk, seconds: 2)
            }
            #expect(blocked)
            #expect(try answersPing(server))
        }
    }

    @Test("A length bigger than the data sent, then silence, holds up only that connection")
    func stalledMessage() async throws {
        try await withServer { server in
            let staller = try server.connect()
            try staller.send(WireMessages.header(length: 1000, requestID: 1, opCode: 2013) + [0, 0, 0, 0])
            #expect(try answersPing(server))
            // The stalled connection is still waiting for the rest of its message, unanswered.
            staller.setTimeout(seconds: 0, microseconds: 300_000)
            #expect(throws: ServerFailure.self) { try staller.receive() }
        }
    }
}

@Suite("docstream serve: commands off the event loops and stopping", .timeLimit(.minutes(5)))
struct ServerLifecycleTests {
    @Test("A getMore waiting on a change stream does not hold up other connections")
    func waitingChangeStream() async throws {
        try await withServer { server in
            let watcher = try server.connect()
            let cursorID = try watcher.openChangeStream()
            let id = watcher.requestID()
            let started = Date()
            try watcher.send(WireMessages.opMsg(requestID: id, body: ["getMore": .int64(cursorID), "collection": "drinks", "maxTimeMS": 4000, "$db": "test"]))
            // New connections spread over every event loop, the waiting one's included: each
            // is answered while the getMore still waits.
            for _ in 0..<4 {
                let pinged = Date()
                #expect(try answersPing(server))
                #expect(Date().timeIntervalSince(pinged) < 1)
            }
            let writer = try server.connect()
            #expect(try writer.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"]) == ["n": .int32(1), "ok": 1.0])
            let reply = try watcher.receive().opMsgBody()
            #expect(Date().timeIntervalSince(started) < 4)
            let events = reply["cursor"]?.documentValue?["nextBatch"]?.arrayValue ?? []
            #expect(events.count == 1)
            #expect(events.first?.documentValue?["operationType"] == .string("insert"))
        }
    }

    @Test("SIGTERM exits 0, and a --db store reopens with what was written")
    func terminateDurable() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withServer(["--db", directory.path]) { server in
            #expect(server.announcement == "docstream serve: listening on 127.0.0.1:\(server.port), store \(directory.standardizedFileURL.path) (durable)")
            let client = try server.connect()
            #expect(try client.command(["insert": "drinks", "documents": [["_id": 1, "name": "Mocha"]], "$db": "test"]) == ["n": .int32(1), "ok": 1.0])
            #expect(try server.terminate() == 0)
        }
        try await expectReopensWithMocha(directory)
    }

    @Test("A second server on a store in use fails with 98 DBPathInUse and the first keeps its data")
    func storeInUse() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withServer(["--db", directory.path]) { server in
            #expect(try server.connect().command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"]) == ["n": .int32(1), "ok": 1.0])
            let refused = #expect(throws: ServerFailure.self) { try ServerProcess(["--db", directory.path]) }
            #expect(refused?.description.contains("DBPathInUse") == true, "\(String(describing: refused))")
            let found = try server.connect().command(["count": "drinks", "$db": "test"])
            #expect(found["n"] == .int32(1))
        }
    }
}

extension Array where Element == UInt8 {
    /// These bytes (a message without its length field) with `extra` appended and the length
    /// field put in front.
    func withLength(extra: [UInt8]) -> [UInt8] {
        let body = self + extra
        return Int32(4 + body.count).littleEndianBytes + body
    }
}
