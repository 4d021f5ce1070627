import DocStreamBSON
import Foundation
import Synchronization
import TestSupport
import Testing

/// 256 connections to one `docstream serve --auth` for `DOCSTREAM_HOSTILE_SECONDS` seconds (a
/// few by default; `scripts/soak clients SECONDS` runs it longer): 192 authenticated clients
/// writing, reading and paging through cursors, each checking every reply, beside 64 hostile
/// ones, eight of each kind below, each opening connection after connection. The hostile ones
/// get MongoDB's error or a closed connection; the server stays up, every acknowledged write
/// of the others is there at the end, and the server's resident memory stays flat.
@Suite("docstream serve: hostile clients at scale", .timeLimit(.minutes(30)))
struct HostileClientsTests {
    static let seconds = Double(ProcessInfo.processInfo.environment["DOCSTREAM_HOSTILE_SECONDS"] ?? "") ?? 5
    static let workers = 192
    /// The documents each worker keeps: it deletes its oldest as it inserts more.
    static let documentsKept = 20
    static let hostilePerKind = 8
    /// The part of the run before the server's memory is expected to stay flat: its change
    /// history (100,000 events by default, about 80 MiB) fills in the first minutes of a long run.
    static let warmUp = 0.5
    /// Growth of the server's resident memory allowed from then to the end: its allocator
    /// settles; a leak per connection or per request does not fit.
    static let residentGrowthAllowance = 64 << 20

    enum Hostility: CaseIterable {
        /// A ping sent a byte at a time, a millisecond apart: answered.
        case slowSender
        /// A header stating more than the 48,000,000-byte message limit: closed.
        case oversizedFrame
        /// A header stating more than is sent, then the connection dropped.
        case lyingFrame
        /// Random bytes, then the connection dropped.
        case garbage
        /// zlib data that inflates to 1 GiB, stating 1,000 bytes: closed.
        case compressionBomb
        /// A find whose filter nests 10,000 documents deep: 15 Overflow, and the connection
        /// answers a ping after it.
        case deepNesting
        /// A login with a wrong password: 18 AuthenticationFailed.
        case failedLogin
        /// A find without logging in: 13 Unauthorized.
        case unauthenticated
    }

    @Test(
        "192 clients working and 64 hostile ones at once: the hostile get MongoDB's errors or closed connections, the others every reply right, the server's memory flat"
    )
    func hostileClientsAtScale() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let admin = try server.connect()
            try admin.createRoot()
            try admin.login("admin", "s3cret")
            let created = try admin.command(["createUser": "worker", "pwd": "pw", "roles": [["role": "readWrite", "db": "test"]], "$db": "admin"])
            #expect(created["ok"] == .double(1), "\(created)")

            let bomb = zlibZeros(count: 1 << 30)
            let report = Report()
            let startLine = StartLine()
            let loggedIn = DispatchGroup()
            let finished = DispatchGroup()
            var threads: [Thread] = []
            func start(_ body: @escaping @Sendable () -> Void) {
                finished.enter()
                let thread = Thread {
                    body()
                    finished.leave()
                }
                thread.stackSize = 1 << 20
                threads.append(thread)
            }
            for worker in 0..<Self.workers {
                loggedIn.enter()
                start { Self.work(as: worker, on: server, startLine: startLine, loggedIn: loggedIn, report: report) }
            }
            for hostility in Hostility.allCases {
                for _ in 0..<Self.hostilePerKind {
                    start { Self.attack(hostility, on: server, bomb: bomb, until: startLine.waitForStart(), report: report) }
                }
            }
            for thread in threads { thread.start() }
            // Once every worker has logged in, the server holds all their connections at once.
            #expect(loggedIn.wait(timeout: .now() + 120) == .success, "every worker logs in within two minutes")
            let connections = try admin.command(["serverStatus": 1, "$db": "admin"])["connections"]?.documentValue?["current"]
            let deadline = startLine.open(for: Self.seconds)
            let memory = ResidentMemory(processIdentifier: server.process.processIdentifier)
            while Date() < deadline {
                memory.sample()
                Thread.sleep(forTimeInterval: 0.25)
            }
            #expect(finished.wait(timeout: .now() + 120) == .success, "every client ends within two minutes of the deadline")

            let outcome = report.outcome
            #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(10))")
            #expect(outcome.connectedWorkers == Self.workers)
            #expect((connections?.int32Value ?? 0) > Int32(Self.workers), "the server holds every worker's connection and the admin's: \(connections ?? .null)")
            for hostility in Hostility.allCases {
                #expect(outcome.attacks[hostility, default: 0] > 0, "\(hostility) ran")
            }
            // Every worker's acknowledged writes, and nothing else, are there.
            let check = try server.connect()
            try check.login("worker", "pw")
            for worker in 0..<Self.workers {
                let reply = try check.command(["count": "items", "query": ["worker": .int64(Int64(worker))], "$db": "test"])
                #expect(reply["n"] == .int32(Int32(outcome.kept[worker, default: 0])), "worker \(worker): \(reply)")
            }
            let samples = memory.samples
            #expect(samples.count >= 4)
            let (settled, peak) = memory.settledAndPeak(warmUp: Self.warmUp)
            if ResidentMemory.showsGrowth {
                #expect(peak - settled <= Self.residentGrowthAllowance, "the server's resident memory grew from \(settled >> 20) to \(peak >> 20) MiB")
            }
            print(
                """
                hostile clients: \(Int(Self.seconds)) s, \(outcome.requests) worker requests, \
                attacks \(Hostility.allCases.map { "\($0) \(outcome.attacks[$0, default: 0])" }.joined(separator: ", ")); \
                \(connections ?? .null) connections once the workers logged in; server resident MiB first \(samples.first.map { "\($0 >> 20)" } ?? "-"), \
                halfway \(settled >> 20), peak after \(peak >> 20), last \(samples.last.map { "\($0 >> 20)" } ?? "-"); \
                every 30 s \(stride(from: 0, to: samples.count, by: 120).map { "\(samples[$0] >> 20)" }.joined(separator: " "))
                """)
            #expect(try server.terminate() == 0)
        }
    }

    /// One worker: logs in, then inserts, finds, updates and deletes documents of its own,
    /// counts them and pages through them with getMore and killCursors, checking each reply.
    private static func work(as worker: Int, on server: ServerProcess, startLine: StartLine, loggedIn: DispatchGroup, report: Report) {
        let tag = BSONValue.int64(Int64(worker))
        var kept = 0
        var requests = 0
        func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
            if !condition { report.problem("worker \(worker): \(what())") }
        }
        do {
            let client: WireClient
            do {
                defer { loggedIn.leave() }
                client = try server.connect()
                let login = try client.login("worker", "pw")
                expect(login["done"] == .bool(true), "login \(login)")
                report.connected()
            }
            let deadline = startLine.waitForStart()
            var sequence = 0
            while Date() < deadline {
                sequence += 1
                let id = BSONValue.string("\(worker)-\(sequence)")
                let inserted = try client.command(["insert": "items", "documents": [["_id": id, "worker": tag, "n": 1]], "$db": "test"])
                expect(inserted["n"] == .int32(1), "insert \(inserted)")
                kept += 1
                let found = try client.command(["find": "items", "filter": ["_id": id], "$db": "test"])
                expect(found["cursor"]?.documentValue?["firstBatch"] == [["_id": id, "worker": tag, "n": 1]], "find \(found)")
                let updated = try client.command(["update": "items", "updates": [["q": ["_id": id], "u": ["$inc": ["n": 1]]]], "$db": "test"])
                expect(updated["nModified"] == .int32(1), "update \(updated)")
                requests += 3
                // Each worker keeps its newest documents only, so that the data stays the same size.
                if sequence > Self.documentsKept {
                    let oldest = BSONValue.string("\(worker)-\(sequence - Self.documentsKept)")
                    let deleted = try client.command(["delete": "items", "deletes": [["q": ["_id": oldest], "limit": 1]], "$db": "test"])
                    expect(deleted["n"] == .int32(1), "delete \(deleted)")
                    kept -= 1
                    requests += 1
                }
                if sequence % 10 == 0 {
                    let counted = try client.command(["count": "items", "query": ["worker": tag], "$db": "test"])
                    expect(counted["n"] == .int32(Int32(kept)), "count \(counted), \(kept) kept")
                    requests += 1
                }
                if sequence % 25 == 0 {
                    let first = try client.command(["find": "items", "filter": ["worker": tag], "batchSize": 2, "$db": "test"])
                    let cursor = first["cursor"]?.documentValue
                    expect(cursor?["firstBatch"]?.arrayValue?.count == 2, "find batchSize 2 \(first)")
                    let id = cursor?["id"] ?? .int64(0)
                    let more = try client.command(["getMore": id, "collection": "items", "batchSize": 2, "$db": "test"])
                    expect(more["cursor"]?.documentValue?["nextBatch"]?.arrayValue?.count == 2, "getMore \(more)")
                    let killed = try client.command(["killCursors": "items", "cursors": [id], "$db": "test"])
                    expect(killed["cursorsKilled"] == [id], "killCursors \(killed)")
                    requests += 3
                }
            }
        } catch {
            report.problem("worker \(worker): \(error)")
        }
        report.worked(worker: worker, kept: kept, requests: requests)
    }

    /// One hostile client: attacks as `hostility` on a new connection each time until the deadline.
    private static func attack(_ hostility: Hostility, on server: ServerProcess, bomb: [UInt8], until deadline: Date, report: Report) {
        var attacks = 0
        while Date() < deadline {
            do {
                let client = try server.connect()
                switch hostility {
                case .slowSender:
                    let ping = WireMessages.opMsg(requestID: 1, body: ["ping": 1, "$db": "admin"])
                    for byte in ping {
                        try client.send([byte])
                        usleep(1000)
                    }
                    let reply = try client.receive().opMsgBody()
                    if reply != ["ok": 1.0] { report.problem("slow sender: \(reply)") }
                case .oversizedFrame:
                    try client.send(WireMessages.header(length: 48_000_001, requestID: 1, opCode: 2013) + [0, 0, 0, 0])
                    if !client.isClosedByServer(within: 30) { report.problem("an oversized frame left its connection open") }
                case .lyingFrame:
                    try client.send(WireMessages.header(length: 1000, requestID: 1, opCode: 2013) + [0, 0, 0, 0, 0])
                case .garbage:
                    try client.send((0..<64).map { _ in UInt8.random(in: 0...255) })
                case .compressionBomb:
                    let message = WireMessages.opCompressed(requestID: 1, originalOpcode: 2013, uncompressedSize: 1000, compressorID: 2, compressed: bomb)
                    try client.send(message)
                    if !client.isClosedByServer(within: 30) { report.problem("a compression bomb left its connection open") }
                case .deepNesting:
                    let id = client.requestID()
                    try client.send(WireMessages.opMsg(requestID: id, bodyBytes: Self.deeplyNestedFind))
                    let reply = try client.receive().opMsgBody()
                    if reply["code"] != .int32(15) || reply["errmsg"] != "BSONObj exceeds maximum nested object depth" {
                        report.problem("10,000 levels: \(reply)")
                    }
                    let ping = try client.command(["ping": 1, "$db": "admin"])
                    if ping != ["ok": 1.0] { report.problem("a ping after 10,000 levels: \(ping)") }
                case .failedLogin:
                    let reply = try client.login("worker", "wrong")
                    if reply["code"] != .int32(18) || reply["errmsg"] != "Authentication failed." { report.problem("a wrong password: \(reply)") }
                case .unauthenticated:
                    let reply = try client.command(["find": "items", "$db": "test"])
                    if reply["code"] != .int32(13) { report.problem("a find without logging in: \(reply)") }
                }
                attacks += 1
            } catch {
                report.problem("\(hostility): \(error)")
            }
        }
        report.attacked(hostility, times: attacks)
    }

    /// The deep nesting attack's find, laid out once for every attack.
    static let deeplyNestedFind = findNested(depth: 10_000)

    /// `{find: "items", filter: {d: {d: ... {} ...}}, $db: "test"}` with the filter nested
    /// `depth` documents deep, laid out directly: a Document refuses to be that deep.
    static func findNested(depth: Int) -> [UInt8] {
        var filter: [UInt8] = []
        for level in stride(from: depth, to: 0, by: -1) {
            // {d: <the level below>}: 4 length bytes, the element's type, "d", its terminator,
            // the document below, the terminator; the innermost is {} (5 bytes).
            filter += Int32(5 + 8 * level).littleEndianBytes + [0x03, UInt8(ascii: "d"), 0]
        }
        filter += [5, 0, 0, 0, 0] + [UInt8](repeating: 0, count: depth)
        let fields: [UInt8] =
            [0x02] + Array("find".utf8) + [0] + Int32(6).littleEndianBytes + Array("items".utf8) + [0]
            + [0x03] + Array("filter".utf8) + [0] + filter
            + [0x02] + Array("$db".utf8) + [0] + Int32(5).littleEndianBytes + Array("test".utf8) + [0]
        return Int32(4 + fields.count + 1).littleEndianBytes + fields + [0]
    }
}

/// Holds every client back until the workers have logged in, then gives them the deadline.
private final class StartLine: @unchecked Sendable {
    private let gate = DispatchGroup()
    private let deadline = Mutex(Date.distantFuture)

    init() { gate.enter() }

    /// Starts the clients, with a deadline `seconds` from now, and returns it.
    func open(for seconds: Double) -> Date {
        let deadline = Date(timeIntervalSinceNow: seconds)
        self.deadline.withLock { $0 = deadline }
        gate.leave()
        return deadline
    }

    /// Waits for `open(for:)` and returns the deadline.
    func waitForStart() -> Date {
        gate.wait()
        return deadline.withLock { $0 }
    }
}

/// What the clients saw, gathered from their threads.
private final class Report: Sendable {
    struct Outcome {
        var problems: [String] = []
        var connectedWorkers = 0
        /// The documents each worker's acknowledged writes left.
        var kept: [Int: Int] = [:]
        var requests = 0
        var attacks: [HostileClientsTests.Hostility: Int] = [:]
    }

    private let state = Mutex(Outcome())

    var outcome: Outcome { state.withLock { $0 } }

    func problem(_ description: String) { state.withLock { $0.problems.append(description) } }

    func connected() { state.withLock { $0.connectedWorkers += 1 } }

    func worked(worker: Int, kept: Int, requests: Int) {
        state.withLock {
            $0.kept[worker] = kept
            $0.requests += requests
        }
    }

    func attacked(_ hostility: HostileClientsTests.Hostility, times: Int) {
        state.withLock { $0.attacks[hostility, default: 0] += times }
    }
}
