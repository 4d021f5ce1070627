import DocStream
import DocStreamBSON
import Foundation
import Synchronization

/// The running figures of a server process that `serverStatus` reports: connections, operation
/// counts and network traffic since it started. Every counter is an atomic, bumped with relaxed
/// ordering by whichever thread handles the connection.
final class ServerStatistics: Sendable {
    /// When the server started.
    let startDate = Date()
    private let startInstant = ContinuousClock.now
    /// The most connections the server admits, for `connections.available`.
    let maxConnections: Int

    // opcounters (MongoDB manual, serverStatus, "opcounters").
    private let inserts = Atomic<Int>(0)
    private let queries = Atomic<Int>(0)
    private let updates = Atomic<Int>(0)
    private let deletes = Atomic<Int>(0)
    private let getMores = Atomic<Int>(0)
    private let commands = Atomic<Int>(0)

    // connections.
    private let currentConnections = Atomic<Int>(0)
    private let createdConnections = Atomic<Int>(0)
    private let activeConnections = Atomic<Int>(0)

    // network.
    private let bytesIn = Atomic<Int>(0)
    private let bytesOut = Atomic<Int>(0)
    private let requests = Atomic<Int>(0)

    init(maxConnections: Int) {
        self.maxConnections = maxConnections
    }

    /// Counts `command` as MongoDB's opcounters do: an insert by its documents, an update and a
    /// delete by their statements, find as a query, getMore as a getmore, and any other command
    /// as a command.
    func countOperation(_ command: Document) {
        func statements(_ field: String) -> Int { command[field]?.arrayValue?.count ?? 0 }
        switch command.firstKey {
        case "insert": inserts.add(statements("documents"), ordering: .relaxed)
        case "update": updates.add(statements("updates"), ordering: .relaxed)
        case "delete": deletes.add(statements("deletes"), ordering: .relaxed)
        case "find": queries.add(1, ordering: .relaxed)
        case "getMore": getMores.add(1, ordering: .relaxed)
        default: commands.add(1, ordering: .relaxed)
        }
    }

    /// A command not decoded into a document (the handshake) counts as a command.
    func countCommand() {
        commands.add(1, ordering: .relaxed)
    }

    func connectionOpened() {
        currentConnections.add(1, ordering: .relaxed)
        createdConnections.add(1, ordering: .relaxed)
    }

    func connectionClosed() {
        currentConnections.subtract(1, ordering: .relaxed)
    }

    /// A connection starts (true) or ends (false) running a command.
    func connectionActive(_ active: Bool) {
        if active { activeConnections.add(1, ordering: .relaxed) } else { activeConnections.subtract(1, ordering: .relaxed) }
    }

    /// One request of `bytes` bytes came in.
    func received(_ bytes: Int) {
        bytesIn.add(bytes, ordering: .relaxed)
        requests.add(1, ordering: .relaxed)
    }

    func sent(_ bytes: Int) {
        bytesOut.add(bytes, ordering: .relaxed)
    }

    /// How long the server has run.
    var uptime: Duration { ContinuousClock.now - startInstant }

    /// Whole milliseconds of `uptime`.
    var uptimeMillis: Int64 {
        let (seconds, attoseconds) = uptime.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// The `serverStatus` reply (MongoDB manual, serverStatus, "Output"): the instance's
    /// identity and uptime, connections, memory and network figures, the operations' latencies
    /// (`opLatencies`, nil when the command leaves the section out), opcounters, and the store's
    /// `metrics` (`queryExecutor`, `ttl`).
    func serverStatus(host: String, metrics: Document, opLatencies: Document?) -> Document {
        let millis = uptimeMillis
        let current = currentConnections.load(ordering: .relaxed)
        var memory: Document = ["bits": .int32(64)]
        if let usage = MemoryUsage.current() {
            memory["resident"] = .int32(Int32(clamping: usage.residentMiB))
            memory["virtual"] = .int32(Int32(clamping: usage.virtualMiB))
            memory["supported"] = .bool(true)
        } else {
            memory["supported"] = .bool(false)
        }
        var status: Document = [
            "host": .string(host),
            "version": .string(CommandSession.serverVersion),
            "process": "docstream",
            "pid": .int64(Int64(ProcessInfo.processInfo.processIdentifier)),
            "uptime": .double(Double(millis / 1000)),
            "uptimeMillis": .int64(millis),
            "uptimeEstimate": .int64(millis / 1000),
            "localTime": .datetime(BSONDateTime(Date())),
            "connections": .document([
                "current": .int32(Int32(clamping: current)),
                "available": .int32(Int32(clamping: max(0, maxConnections - current))),
                "totalCreated": .int32(Int32(clamping: createdConnections.load(ordering: .relaxed))),
                "active": .int32(Int32(clamping: activeConnections.load(ordering: .relaxed))),
            ]),
            "mem": .document(memory),
            "network": .document([
                "bytesIn": .int64(Int64(bytesIn.load(ordering: .relaxed))),
                "bytesOut": .int64(Int64(bytesOut.load(ordering: .relaxed))),
                "numRequests": .int64(Int64(requests.load(ordering: .relaxed))),
            ]),
        ]
        // Sections in MongoDB's order, by name: opLatencies before opcounters.
        if let opLatencies { status["opLatencies"] = .document(opLatencies) }
        status.appendFields(of: [
            "opcounters": .document([
                "insert": .int64(Int64(inserts.load(ordering: .relaxed))),
                "query": .int64(Int64(queries.load(ordering: .relaxed))),
                "update": .int64(Int64(updates.load(ordering: .relaxed))),
                "delete": .int64(Int64(deletes.load(ordering: .relaxed))),
                "getmore": .int64(Int64(getMores.load(ordering: .relaxed))),
                "command": .int64(Int64(commands.load(ordering: .relaxed))),
            ]),
            "metrics": .document(metrics),
            "ok": .double(1),
        ])
        return status
    }
}

/// The process's memory in MiB: resident (in RAM) and virtual (address space).
package struct MemoryUsage: Equatable {
    package let residentMiB: Int
    package let virtualMiB: Int

    /// Read from /proc/self/status (VmRSS, VmSize) on Linux; nil where there is no such file.
    static func current() -> MemoryUsage? {
        #if os(Linux)
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
            return MemoryUsage(procStatus: status)
        #else
            return nil
        #endif
    }

    /// From the text of /proc/PID/status; nil without its VmRSS and VmSize lines. A field's
    /// name ends with a colon and a tab, and its value is padded with spaces only while it is
    /// shorter than the column ("VmSize:\t  226808 kB", "VmSize:\t21474984784 kB").
    package init?(procStatus status: String) {
        func kibibytes(_ field: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
            return line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
        }
        guard let resident = kibibytes("VmRSS"), let virtual = kibibytes("VmSize") else { return nil }
        self.init(residentMiB: resident / 1024, virtualMiB: virtual / 1024)
    }

    private init(residentMiB: Int, virtualMiB: Int) {
        self.residentMiB = residentMiB
        self.virtualMiB = virtualMiB
    }
}

/// The commands running now, for `currentOp`, each under the operation id `killOp` takes.
final class OperationRegistry: Sendable {
    /// One running command.
    struct Operation: Sendable {
        let id: Int32
        let command: Document
        let database: String
        let client: ClientConnection
        let started: ContinuousClock.Instant
        /// What `killOp` interrupts.
        let interruption: OperationInterruption
        var killed = false
    }

    private let operations = Mutex<[Int32: Operation]>([:])
    private let lastID = Atomic<Int32>(0)

    /// Registers `command` as running; returns its operation id.
    func begin(_ command: Document, database: String, client: ClientConnection, interruption: OperationInterruption) -> Int32 {
        let id = lastID.add(1, ordering: .relaxed).newValue
        let operation = Operation(id: id, command: command, database: database, client: client, started: .now, interruption: interruption)
        operations.withLock { $0[id] = operation }
        return id
    }

    /// Removes the operation once it has run; returns it, killed or not.
    @discardableResult
    func end(_ id: Int32) -> Operation? {
        operations.withLock { $0.removeValue(forKey: id) }
    }

    /// Marks the operation killed, interrupts it, and returns it; nil when none runs under `id`.
    func kill(_ id: Int32) -> Operation? {
        let operation = operations.withLock { operations in
            operations[id]?.killed = true
            return operations[id]
        }
        operation?.interruption.interrupt(.killed)
        return operation
    }

    /// The operations running now, oldest first.
    var running: [Operation] {
        operations.withLock { Array($0.values) }.sorted { $0.id < $1.id }
    }
}
