import DocStream
import DocStreamBSON
import Foundation
import TestSupport
import Testing

/// OP_COMPRESSED against `docstream serve` ("Wire Compression in Drivers",
/// mongodb/specifications source/compression/OP_COMPRESSED.md).
@Suite("docstream serve: OP_COMPRESSED on raw sockets", .timeLimit(.minutes(5)))
struct WireCompressionTests {
    static let ping: Document = ["ping": 1, "$db": "admin"]

    /// Sends `message` compressed with `compressor` and returns the reply, checking that it
    /// answers the request.
    private static func exchange(_ client: WireClient, _ message: [UInt8], with compressor: TestCompressor) throws -> WireReply {
        try client.send(WireMessages.compressed(message, with: compressor))
        let reply = try client.receive()
        #expect(reply.responseTo == message.int32(at: 4))
        return reply
    }

    /// Whether the server closes `client` after `bytes`, and a new connection still answers.
    private static func closes(_ server: ServerProcess, after bytes: [UInt8]) throws -> Bool {
        let client = try server.connect()
        try client.send(bytes)
        let closed = client.isClosedByServer(within: 10)
        return try closed && answersPing(server)
    }

    @Test("A compressed ping gets a reply compressed with the same compressor that decompresses to ok: 1", arguments: TestCompressor.builtIn)
    func compressedPing(_ compressor: TestCompressor) async throws {
        try await withServer { (server) throws in
            let client = try server.connect()
            let request = WireMessages.opMsg(requestID: client.requestID(), body: Self.ping)
            let reply = try Self.exchange(client, request, with: compressor)
            #expect(reply.opCode == 2012)
            #expect(reply.compressionPrefix.compressorID == compressor.id)
            #expect(reply.compressionPrefix.originalOpcode == 2013)
            let message = try #require(reply.decompressed(), "the reply does not decompress to its uncompressedSize")
            #expect(message.responseTo == request.int32(at: 4))
            #expect(try message.opMsgBody() == ["ok": 1.0])
        }
    }

    @Test("Each reply uses the compressor of its own request; an uncompressed request gets an uncompressed reply")
    func replyFollowsRequest() async throws {
        try await withServer { (server) throws in
            let client = try server.connect()
            for compressor in TestCompressor.builtIn.reversed() {
                let reply = try Self.exchange(client, WireMessages.opMsg(requestID: client.requestID(), body: Self.ping), with: compressor)
                #expect(reply.compressionPrefix.compressorID == compressor.id)
            }
            let plainID = client.requestID()
            try client.send(WireMessages.opMsg(requestID: plainID, body: Self.ping))
            let plain = try client.receive()
            #expect(plain.opCode == 2013)
            #expect(plain.responseTo == plainID)
        }
    }

    @Test("Compressed CRUD: an insert and the find after it, both compressed, see the same document")
    func compressedCRUD() async throws {
        try await withServer { (server) throws in
            let client = try server.connect()
            let compressor = TestCompressor.zlib
            let insert = WireMessages.opMsg(
                requestID: client.requestID(), body: ["insert": "drinks", "$db": "test"],
                sequences: [("documents", [["_id": 1, "name": .string(String(repeating: "Mocha ", count: 200))]])])
            let inserted = try #require(try Self.exchange(client, insert, with: compressor).decompressed())
            #expect(try inserted.opMsgBody() == ["n": .int32(1), "ok": 1.0])
            let find = WireMessages.opMsg(requestID: client.requestID(), body: ["find": "drinks", "$db": "test"])
            let found = try #require(try Self.exchange(client, find, with: compressor).decompressed())
            let batch = try found.opMsgBody()["cursor"]?.documentValue?["firstBatch"]
            #expect(batch == .array([.document(["_id": 1, "name": .string(String(repeating: "Mocha ", count: 200))])]))
        }
    }

    @Test("hello's compression answer: the client's compressors the server has, in the client's order; none in common, no field")
    func helloNegotiation() async throws {
        try await withServer { (server) throws in
            let client = try server.connect()
            let offered = ["lz4", "zstd", "zlib", "snappy", "noop", "zlib"]
            let expected = ["zstd", "zlib", "snappy", "noop"].filter { name in TestCompressor.builtIn.contains { $0.name == name } }
            let reply = try client.command(["hello": 1, "compression": .array(offered.map(BSONValue.string)), "$db": "admin"])
            #expect(reply["compression"] == .array(expected.map(BSONValue.string)))
            let noneInCommon = try client.command(["hello": 1, "compression": ["lz4"], "$db": "admin"])
            #expect(noneInCommon["compression"] == nil)
            #expect(noneInCommon["ok"] == .double(1))
            let empty = try client.command(["hello": 1, "compression": .array([]), "$db": "admin"])
            #expect(empty["compression"] == nil)
            // The legacy handshake over OP_QUERY negotiates the same way.
            let id = client.requestID()
            try client.send(WireMessages.opQuery(requestID: id, collection: "admin.$cmd", query: ["isMaster": 1, "compression": ["zlib", "lz4"]]))
            #expect(try client.receive().opReplyDocument()["compression"] == .array(["zlib"]))
        }
    }

    @Test(
        "hello and the authentication commands are answered uncompressed even when sent compressed (OP_COMPRESSED.md)",
        arguments: ["hello", "isMaster", "ismaster", "saslStart", "getnonce", "createUser"])
    func neverCompressed(_ command: String) async throws {
        try await withServer { (server) throws in
            let client = try server.connect()
            let request = WireMessages.opMsg(requestID: client.requestID(), body: [command: 1, "$db": "admin"])
            let reply = try Self.exchange(client, request, with: .zlib)
            #expect(reply.opCode == 2013)
            #expect(try reply.opMsgBody()["ok"] != nil)
        }
    }

    @Test("A compressed legacy isMaster (OP_QUERY) gets an uncompressed OP_REPLY")
    func compressedOPQuery() async throws {
        try await withServer { (server) throws in
            let client = try server.connect()
            let request = WireMessages.opQuery(requestID: client.requestID(), collection: "admin.$cmd", query: ["isMaster": 1])
            let reply = try Self.exchange(client, request, with: .zlib)
            #expect(reply.opCode == 1)
            #expect(try reply.opReplyDocument()["ismaster"] == .bool(true))
        }
    }

    @Test(
        "An uncompressedSize smaller or larger than the data's closes the connection; the server answers the next",
        arguments: TestCompressor.builtIn)
    func lyingSize(_ compressor: TestCompressor) async throws {
        try await withServer { (server) throws in
            let request = WireMessages.opMsg(requestID: 1, body: Self.ping)
            let body = Array(request.dropFirst(16))
            for size in [body.count - 1, body.count + 1, 0] {
                let message = WireMessages.opCompressed(
                    requestID: 1, originalOpcode: 2013, uncompressedSize: Int32(size), compressorID: compressor.id,
                    compressed: compressor.compress(body))
                #expect(try Self.closes(server, after: message), "uncompressedSize \(size) for \(body.count) bytes")
            }
        }
    }

    @Test("Data that expands far past its small uncompressedSize closes the connection", arguments: TestCompressor.builtIn.filter { $0 != .noop })
    func expandsPastStatedSize(_ compressor: TestCompressor) async throws {
        try await withServer { (server) throws in
            // A ping body followed by 10 MB of zeros, stated as 100 bytes.
            let body = Array(WireMessages.opMsg(requestID: 1, body: Self.ping).dropFirst(16)) + [UInt8](repeating: 0, count: 10_000_000)
            let message = WireMessages.opCompressed(
                requestID: 1, originalOpcode: 2013, uncompressedSize: 100, compressorID: compressor.id, compressed: compressor.compress(body))
            #expect(try Self.closes(server, after: message))
        }
    }

    @Test("A zlib bomb of 1 GB stating 1,000 bytes closes the connection, the server's peak memory growing by far less than 1 GB")
    func boundedBomb() async throws {
        try await withServer { (server) throws in
            let compressed = zlibZeros(count: 1 << 30)
            #expect(compressed.count < 2_000_000)
            #expect(try answersPing(server))
            let before = try Self.peakMemory(of: server)
            let message = WireMessages.opCompressed(requestID: 1, originalOpcode: 2013, uncompressedSize: 1000, compressorID: 2, compressed: compressed)
            #expect(try Self.closes(server, after: message))
            let growth = try Self.peakMemory(of: server) - before
            #expect(growth < 64 << 20, "peak memory grew by \(growth) bytes")
        }
    }

    /// The server process's peak resident memory in bytes (Linux: VmHWM in /proc/PID/status).
    private static func peakMemory(of server: ServerProcess) throws -> Int {
        guard let peak = ResidentMemory(processIdentifier: server.process.processIdentifier).peak else {
            throw ServerFailure("no VmHWM in /proc/\(server.process.processIdentifier)/status")
        }
        return peak
    }

    @Test("A bomb: small compressed data stating more than 48,000,000 bytes closes the connection", arguments: TestCompressor.builtIn.filter { $0 != .noop })
    func bomb(_ compressor: TestCompressor) async throws {
        try await withServer { (server) throws in
            let size = 48_000_001
            let compressed = compressor.compress([UInt8](repeating: 0, count: size))
            #expect(compressed.count < 3_000_000)
            let message = WireMessages.opCompressed(
                requestID: 1, originalOpcode: 2013, uncompressedSize: Int32(size), compressorID: compressor.id, compressed: compressed)
            #expect(try Self.closes(server, after: message))
            // The largest int32 and a negative size, with no data behind them.
            for stated in [Int32.max, -1] {
                let bare = WireMessages.opCompressed(
                    requestID: 2, originalOpcode: 2013, uncompressedSize: stated, compressorID: compressor.id, compressed: [1, 2, 3])
                #expect(try Self.closes(server, after: bare), "uncompressedSize \(stated)")
            }
        }
    }

    @Test("An unknown compressorId (4, 255: reserved) closes the connection")
    func unknownCompressor() async throws {
        try await withServer { (server) throws in
            let body = Array(WireMessages.opMsg(requestID: 1, body: Self.ping).dropFirst(16))
            for id: UInt8 in [4, 255] {
                let message = WireMessages.opCompressed(
                    requestID: 1, originalOpcode: 2013, uncompressedSize: Int32(body.count), compressorID: id, compressed: body)
                #expect(try Self.closes(server, after: message), "compressorId \(id)")
            }
            // A compressor this build lacks is as unknown as a reserved one.
            for compressor in TestCompressor.allCases where !TestCompressor.builtIn.contains(compressor) {
                let message = WireMessages.opCompressed(
                    requestID: 1, originalOpcode: 2013, uncompressedSize: Int32(body.count), compressorID: compressor.id, compressed: body)
                #expect(try Self.closes(server, after: message), "\(compressor.name), not built in")
            }
        }
    }

    @Test("Garbage instead of compressed data closes the connection", arguments: TestCompressor.builtIn.filter { $0 != .noop })
    func garbage(_ compressor: TestCompressor) async throws {
        try await withServer { (server) throws in
            // Fixed bytes with no structure (a multiplicative sequence), the same on every run.
            let garbage = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) }
            // A zero byte first: for snappy a stated length of 0, which 63 more bytes contradict.
            for data in [garbage, [0] + garbage.dropFirst(), [UInt8](repeating: 0xFF, count: 64)] {
                let message = WireMessages.opCompressed(requestID: 1, originalOpcode: 2013, uncompressedSize: 30, compressorID: compressor.id, compressed: data)
                #expect(try Self.closes(server, after: message), "\(data)")
            }
        }
    }

    @Test("OP_COMPRESSED wrapping anything but OP_MSG or OP_QUERY, or cut short before its compressorId, closes the connection")
    func badWrapping() async throws {
        try await withServer { (server) throws in
            let body = Array(WireMessages.opMsg(requestID: 1, body: Self.ping).dropFirst(16))
            for opCode: Int32 in [2012, 1, 2001, 0] {
                let message = WireMessages.opCompressed(
                    requestID: 1, originalOpcode: opCode, uncompressedSize: Int32(body.count), compressorID: 0, compressed: body)
                #expect(try Self.closes(server, after: message), "originalOpcode \(opCode)")
            }
            let short = WireMessages.header(length: 16 + 8, requestID: 1, opCode: 2012) + Int32(2013).littleEndianBytes + Int32(30).littleEndianBytes
            #expect(try Self.closes(server, after: short))
        }
    }
}
