import CFuzzerDriver
import DocStream
import DocStreamBSON
import DocStreamServer
import Foundation
import FuzzSupport
import Logging

/// libFuzzer's entry point: any bytes, sent over a loopback TCP connection to a `WireServer` in
/// this process, one serving an in-memory store openly and one requiring authentication (the
/// first byte's lowest bit chooses). With the first byte's second bit set, the rest is sent as
/// it is and the connection half-closed: the server must answer what it can and close. Without
/// it, the rest is cut into messages, each a byte choosing its opCode (OP_MSG, OP_QUERY,
/// OP_COMPRESSED, OP_REPLY or the byte itself), two bytes of length and that many bytes of
/// content, sent with a header stating their true length, then a ping: the server must answer
/// the ping, or close the connection (for a message that breaks the protocol). Either way the
/// server must then answer a ping on a new connection. Thirty seconds without progress is a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWire(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let servers = FuzzedServers.shared
    servers.restartPeriodically()
    servers.reset()
    let (server, connection) = servers.connection(requiringAuthentication: input[0] & 1 == 1)
    if input[0] & 2 != 0 {
        connection.send(Array(input.dropFirst()), then: .halfClose)
        guard connection.readUntilClosed() else { fatalError("the server neither answered nor closed within \(LoopbackConnection.patience) s: \(hex(input))") }
    } else {
        connection.send(messages(in: input.dropFirst()) + ping(requestID: pingRequestID), then: .keepOpen)
        // Half the patience, then what runs is noted (what holds the server up may end before
        // the rest has passed), then the other half.
        let halfway = connection.readUntilReply(to: pingRequestID, within: LoopbackConnection.patience / 2)
        let runningHalfway = halfway ? "" : servers.runningOperations(server)
        guard halfway || connection.readUntilReply(to: pingRequestID, within: LoopbackConnection.patience / 2) else {
            // Whether the stall is this connection's or the whole server's.
            let others = servers.answersNewConnection(server) ? "a new connection is answered" : "a new connection is not answered either"
            fatalError(
                "the server neither answered the ping nor closed within \(LoopbackConnection.patience) s (\(others); halfway, \(runningHalfway); at the end, \(servers.runningOperations(server))): \(hex(input))"
            )
        }
    }
    servers.checkAnswering(server)
    return 0
}

private let pingRequestID: Int32 = 0x7fff_0000

/// The messages `bytes` describe: each an opCode byte, a two-byte length and that many bytes (or
/// what is left), behind a header stating the message's true length.
private func messages(in bytes: ArraySlice<UInt8>) -> [UInt8] {
    var rest = bytes
    var stream: [UInt8] = []
    var requestID: Int32 = 0
    while rest.count >= 3 {
        let selector = rest.removeFirst()
        let length = Int(rest.removeFirst()) | Int(rest.removeFirst()) << 8
        let content = rest.prefix(length)
        rest = rest.dropFirst(content.count)
        let operationCode: Int32 =
            switch selector {
            case 0: 2013
            case 1: 2004
            case 2: 2012
            case 3: 1
            default: Int32(selector)
            }
        requestID += 1
        stream += header(length: 16 + content.count, requestID: requestID, operationCode: operationCode) + content
    }
    return stream
}

private func header(length: Int, requestID: Int32, operationCode: Int32) -> [UInt8] {
    [Int32(length), requestID, 0, operationCode].flatMap(\.littleEndianBytes)
}

/// An OP_MSG's content after its header: `flags`, then `command` as its body section.
private func opMessageContent(_ command: Document, flags: Int32 = 0) -> [UInt8] {
    flags.littleEndianBytes + [0] + command.bytes
}

/// A whole OP_MSG carrying `command`.
private func opMessage(_ command: Document, requestID: Int32) -> [UInt8] {
    let content = opMessageContent(command)
    return header(length: 16 + content.count, requestID: requestID, operationCode: 2013) + content
}

/// An OP_MSG `{ping: 1, $db: "admin"}`.
private func ping(requestID: Int32) -> [UInt8] {
    opMessage(["ping": 1, "$db": "admin"], requestID: requestID)
}

private func hex(_ bytes: [UInt8]) -> String {
    bytes.prefix(512).map { String(format: "%02x", $0) }.joined()
}

/// The two servers the inputs go to, started once and again after every few thousand inputs
/// (so that what inputs write does not pile up) or when an input stopped one (`shutdown`).
private final class FuzzedServers: @unchecked Sendable {
    static let shared = FuzzedServers()
    static let inputsPerStart = 5_000

    /// How long a transaction may stay open, in seconds. A plain write to a document an open
    /// transaction wrote waits for it to end (as on MongoDB, up to transactionLifetimeLimitSeconds,
    /// 60 by default): a transaction an input leaves open would hold up a later input's writes
    /// past the patience.
    static let transactionLifetime: Int32 = 5

    /// A server, and a session on its store, through which the target sets its parameters directly.
    private struct Served {
        let server: WireServer
        let session: CommandSession
    }

    private var open: Served
    private var authenticating: Served
    private var inputs = 0

    private init() {
        open = Self.start(requiringAuthentication: false)
        authenticating = Self.start(requiringAuthentication: true)
    }

    func server(requiringAuthentication: Bool) -> WireServer {
        requiringAuthentication ? authenticating.server : open.server
    }

    /// A connection to the server an input goes to. An earlier input's `shutdown` stops its
    /// server from another thread, so the server may have answered that input's closing ping
    /// before it stopped listening: a server that refuses the connection and has stopped (or
    /// stops within the patience) is started again; one that refuses it and runs on is a finding.
    func connection(requiringAuthentication: Bool) -> (WireServer, LoopbackConnection) {
        let server = self.server(requiringAuthentication: requiringAuthentication)
        if let connection = LoopbackConnection(port: server.port) { return (server, connection) }
        let refusal = LoopbackConnection.lastFailure
        guard Self.stops(server, within: LoopbackConnection.patience) else {
            fatalError("the server on port \(server.port) refuses connections (\(refusal)) and has not stopped")
        }
        restart(requiringAuthentication: requiringAuthentication)
        let restarted = self.server(requiringAuthentication: requiringAuthentication)
        guard let connection = LoopbackConnection(port: restarted.port) else {
            fatalError("cannot connect to the restarted server on port \(restarted.port): \(LoopbackConnection.lastFailure)")
        }
        return (restarted, connection)
    }

    /// Starts a new server in place of the open one or the authenticating one.
    private func restart(requiringAuthentication: Bool) {
        if requiringAuthentication {
            authenticating = Self.start(requiringAuthentication: true)
        } else {
            open = Self.start(requiringAuthentication: false)
        }
    }

    /// Whether `server` has stopped, or stops within `seconds`.
    private static func stops(_ server: WireServer, within seconds: Int) -> Bool {
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.waitUntilStopped()
            stopped.signal()
        }
        return stopped.wait(timeout: .now() + .seconds(seconds)) == .success
    }

    func restartPeriodically() {
        inputs += 1
        guard inputs % Self.inputsPerStart == 0 else { return }
        open.server.stop()
        authenticating.server.stop()
        open = Self.start(requiringAuthentication: false)
        authenticating = Self.start(requiringAuthentication: true)
    }

    /// Whether `server` answers a ping on a new connection within the patience.
    func answersNewConnection(_ server: WireServer) -> Bool {
        guard let connection = LoopbackConnection(port: server.port) else { return false }
        connection.send(ping(requestID: pingRequestID), then: .keepOpen)
        return connection.readUntilReply(to: pingRequestID) && connection.answered
    }

    /// What `server` runs now, as `currentOp` lists it on a new connection (each operation's
    /// command, cut short, and how long it has run), or why that is not known: a stall's cause
    /// is most often an earlier input's command still running.
    func runningOperations(_ server: WireServer) -> String {
        guard server === open.server else { return "currentOp not asked: the server requires authentication" }
        guard let connection = LoopbackConnection(port: server.port) else { return "currentOp: cannot connect" }
        let requestID: Int32 = 2
        connection.send(opMessage(["currentOp": 1, "$db": "admin"], requestID: requestID), then: .keepOpen)
        guard connection.readUntilReply(to: requestID), let reply = connection.reply,
            let operations = reply["inprog"]?.arrayValue?.compactMap(\.documentValue)
        else { return "currentOp unanswered" }
        let described = operations.map { operation in
            let command = operation["command"]?.documentValue?.extendedJSON(.relaxed) ?? "?"
            return "\(operation["secs_running"]?.int64Value ?? -1) s: \(command.prefix(300))"
        }
        return "currentOp: [\(described.joined(separator: "; "))]"
    }

    /// Stops the process unless `server` answers a ping on a new connection. A server an input
    /// stopped with `shutdown` soon refuses connections (closing those it has meanwhile), and
    /// is started again.
    func checkAnswering(_ server: WireServer) {
        let deadline = Date(timeIntervalSinceNow: TimeInterval(LoopbackConnection.patience))
        while Date() < deadline {
            guard let connection = LoopbackConnection(port: server.port) else {
                server.stop()
                restart(requiringAuthentication: server === authenticating.server)
                return
            }
            connection.send(ping(requestID: pingRequestID), then: .keepOpen)
            if connection.readUntilReply(to: pingRequestID), connection.answered { return }
            usleep(10_000)
        }
        fatalError("the server does not answer a ping on a new connection")
    }

    /// Puts both stores back as an input expects to find them, so that what an input does
    /// depends on it alone: the transactions earlier inputs left open aborted, the databases
    /// they wrote dropped (but admin, config and local: the login's user is in admin), and
    /// transactionLifetimeLimitSeconds back to `transactionLifetime`, which an input may have
    /// changed with setParameter (a transaction begun under a longer limit keeps it). Left
    /// alone, the data inputs write piles up until a server restarts, and a command an input
    /// sends over a few hundred thousand documents an earlier one wrote (an index build, a
    /// multi-document update) can outlast the patience in this build.
    func reset() {
        for served in [open, authenticating] {
            served.session.store.abortTransactions(ofSessions: nil)
            let listed = served.session.run(["listDatabases": 1, "nameOnly": true, "$db": "admin"])
            for name in listed["databases"]?.arrayValue?.compactMap({ $0.documentValue?["name"]?.stringValue }) ?? []
            where !["admin", "config", "local"].contains(name) {
                require(served.session.run(["dropDatabase": 1, "$db": .string(name)]), "dropDatabase")
            }
            require(
                served.session.run([
                    "setParameter": 1, "transactionLifetimeLimitSeconds": .int32(Self.transactionLifetime), "$db": "admin",
                ]), "setParameter")
        }
    }

    private func require(_ reply: Document, _ command: String) {
        guard reply["ok"] == .double(1) else { fatalError("\(command) failed: \(reply.extendedJSON(.relaxed))") }
    }

    private static func start(requiringAuthentication: Bool) -> Served {
        var configuration = WireServerConfiguration()
        configuration.port = 0
        configuration.requireAuthentication = requiringAuthentication
        let logger = Logger(label: "fuzz-wire") { _ in SwiftLogNoOpLogHandler() }
        do {
            let store = Store()
            let server = try WireServer(store: store, configuration: configuration, commandLine: ["fuzz-wire"], logger: logger)
            if requiringAuthentication {
                // The first user, through the localhost exception, so that logins can succeed.
                let createUser: Document = ["createUser": "fuzz", "pwd": "fuzz", "roles": [["role": "root", "db": "admin"]], "$db": "admin"]
                guard let connection = LoopbackConnection(port: server.port) else { fatalError("cannot connect to the new server") }
                connection.send(opMessage(createUser, requestID: 1), then: .keepOpen)
                guard connection.readUntilReply(to: 1) else { fatalError("createUser was not answered") }
            }
            return Served(server: server, session: CommandSession(store: store))
        } catch {
            fatalError("cannot start a server: \(error)")
        }
    }
}

/// A blocking loopback TCP connection whose every wait is bounded by `patience`.
private final class LoopbackConnection {
    static let patience = 30

    enum Ending { case keepOpen, halfClose }

    private let descriptor: Int32
    private var received: [UInt8] = []
    /// Whether the reply waited for came (rather than the connection closing).
    private(set) var answered = false
    /// The body of the reply waited for, when it came as an OP_MSG with a valid body.
    private(set) var reply: Document?

    /// Why the last connection that failed failed (the error `socket` or `connect` set).
    nonisolated(unsafe) private(set) static var lastFailure = ""

    init?(port: Int) {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else {
            Self.lastFailure = "socket: \(String(cString: strerror(errno)))"
            return nil
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        let failure = connected == 0 ? 0 : errno
        guard failure == 0 || (failure == EINTR && Self.finishesConnecting(descriptor)) else {
            Self.lastFailure = "connect: \(String(cString: strerror(failure)))"
            close(descriptor)
            return nil
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Whether the connect a signal interrupted on `descriptor` succeeds within the patience: an
    /// interrupted connect goes on without its caller (libFuzzer's timeout alarm is such a signal).
    private static func finishesConnecting(_ descriptor: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        let deadline = Date(timeIntervalSinceNow: TimeInterval(patience))
        while Date() < deadline {
            let ready = poll(&poller, 1, 100)
            if ready < 0, errno != EINTR { return false }
            guard ready > 0 else { continue }
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            return getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0 && error == 0
        }
        return false
    }

    deinit { close(descriptor) }

    private var unsent: ArraySlice<UInt8> = []
    private var ending = Ending.keepOpen

    /// Queues `bytes`; they go out while replies are read, so a server held back by unread
    /// replies is never waited on.
    func send(_ bytes: [UInt8], then ending: Ending) {
        unsent = bytes[...]
        self.ending = ending
        if unsent.isEmpty, ending == .halfClose { shutdown(descriptor, Int32(SHUT_WR)) }
    }

    /// Sends and reads until the server closes the connection; false after `patience` seconds
    /// without either.
    func readUntilClosed() -> Bool {
        exchange { false }
    }

    /// Sends and reads until the reply to `requestID` is whole, or the server closes the
    /// connection; false after `seconds` without either.
    func readUntilReply(to requestID: Int32, within seconds: Int = patience) -> Bool {
        exchange(within: seconds) { [self] in
            // Whole messages are dropped as they are passed over.
            while received.count >= 16 {
                let length = Int(received.int32(at: 0))
                guard length >= 16, received.count >= length else { break }
                let repliesTo = received.int32(at: 8)
                let message = received.prefix(length)
                received.removeFirst(length)
                if repliesTo == requestID {
                    answered = true
                    // After the header, the flags and the body section's kind byte.
                    reply = length > 21 ? try? Document(bsonBytes: message.dropFirst(21)) : nil
                    return true
                }
            }
            return false
        }
    }

    /// Polls the socket, sending what is queued and reading what comes, until `done` says so or
    /// the server closes the connection (true), or `seconds` pass (false).
    private func exchange(within seconds: Int = patience, until done: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: TimeInterval(seconds))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN) | (unsent.isEmpty ? 0 : Int16(POLLOUT)), revents: 0)
            let ready = poll(&poller, 1, 100)
            // A signal ends a poll early; only another failure ends the exchange.
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0 else { return false }
            if poller.revents & Int16(POLLOUT) != 0, !unsent.isEmpty {
                let count = unsent.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if count < 0, errno != EAGAIN, errno != EWOULDBLOCK { return true }
                if count > 0 { unsent = unsent.dropFirst(count) }
                if unsent.isEmpty, ending == .halfClose { shutdown(descriptor, Int32(SHUT_WR)) }
            }
            if poller.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { return true }
                if count > 0 {
                    received += chunk.prefix(count)
                    if done() { return true }
                }
            }
        }
        return false
    }
}

extension Int32 {
    fileprivate var littleEndianBytes: [UInt8] { withUnsafeBytes(of: littleEndian) { Array($0) } }
}

extension Array where Element == UInt8 {
    fileprivate func int32(at offset: Int) -> Int32 {
        withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self).littleEndian }
    }
}

/// The executable's entry point: SwiftPM links an executable's main under the module's name,
/// so libFuzzer's own main is not the one that runs; this one hands over to its driver.
@_cdecl("fuzz_wire_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    docstream_fuzz_main(argc, argv, fuzzWire)
}

/// Before fuzzing: with `DOCSTREAM_FUZZ_SEEDS` naming a directory, writes there inputs of the
/// messages drivers send: each conformance command as an OP_MSG body (`$db` added), an insert
/// with a document sequence, the legacy OP_QUERY handshake, a message stating a checksum, an
/// OP_COMPRESSED one (noop), and a SCRAM saslStart for each mechanism.
@_cdecl("LLVMFuzzerInitialize")
public func initializeWireFuzzing(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?)
    -> CInt
{
    guard let directory = ProcessInfo.processInfo.environment["DOCSTREAM_FUZZ_SEEDS"] else { return 0 }
    func frame(_ selector: UInt8, _ content: [UInt8]) -> [UInt8] {
        [selector, UInt8(content.count & 0xff), UInt8(content.count >> 8)] + content
    }
    func body(_ command: Document) -> [UInt8] {
        var fields = command.elements.filter { $0.key != "$db" }.map { ($0.key, $0.value) }
        fields.append(("$db", "fuzz"))
        return opMessageContent(Document(fields))
    }
    let commands = conformanceCommands().filter { $0.bytes.count < 60_000 }
    var inputs = commands.map { [0] + frame(0, body($0)) }
    let first: Document = ["_id": 1, "a": "x"]
    let second: Document = ["_id": 2, "b": [1, 2]]
    let sequence = Array("documents".utf8) + [0] + first.bytes + second.bytes
    inputs.append([0] + frame(0, opMessageContent(["insert": "c", "$db": "fuzz"]) + [1] + Int32(4 + sequence.count).littleEndianBytes + sequence))
    let isMasterCommand: Document = ["isMaster": 1, "client": ["driver": ["name": "fuzz", "version": "1"]]]
    let isMaster = isMasterCommand.bytes
    inputs.append([0] + frame(1, [0, 0, 0, 0] + Array("admin.$cmd".utf8) + [0] + [0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff] + isMaster))
    let pingCommand: Document = ["ping": 1, "$db": "admin"]
    // checksumPresent, with a zero checksum the server refuses: the fuzzer mutates it.
    inputs.append([0] + frame(0, opMessageContent(pingCommand, flags: 1) + [0, 0, 0, 0]))
    let uncompressed = opMessageContent(pingCommand)
    inputs.append([0] + frame(2, Int32(2013).littleEndianBytes + Int32(uncompressed.count).littleEndianBytes + [0] + uncompressed))
    for mechanism in ["SCRAM-SHA-256", "SCRAM-SHA-1"] {
        let saslStart: Document = [
            "saslStart": 1, "mechanism": .string(mechanism), "payload": .binary(BSONBinary(data: Array("n,,n=fuzz,r=fyko+d2lbbFgONRv9qkxdawL".utf8))),
            "options": ["skipEmptyExchange": true], "$db": "admin",
        ]
        inputs.append([1] + frame(0, opMessageContent(saslStart)))
    }
    inputs.append([2] + ping(requestID: 1))
    writeSeeds(inputs, to: directory)
    return 0
}
