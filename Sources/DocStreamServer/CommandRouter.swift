import DocStream
import DocStreamBSON
import Foundation
import Synchronization

/// The connection a command came in on.
struct ClientConnection: Sendable {
    let id: Int32
    /// "host:port" of the client, as `whatsmyuri` answers.
    let remoteAddress: String
    /// The client connected from a loopback address (the localhost exception's condition).
    var isLoopback = false
    /// Who the connection authenticated as.
    let authentication = ConnectionAuthentication()
}

/// What the router knows of the server process it runs in: the figures `serverStatus`
/// reports, the operations `currentOp` lists, the replica set member it presents, and how
/// `shutdown` stops it.
final class ServerRuntime: Sendable {
    let statistics: ServerStatistics
    let operations = OperationRegistry()
    /// The `failCommand` fail point drivers' test suites set.
    let failCommand = FailCommandPoint()
    /// The `maxTimeAlwaysTimeOut` fail point drivers' test suites set.
    let maxTimeAlwaysTimeOut = MaxTimeFailPoint()
    let replicaSetName: String
    /// "host:port" of the set's one member, known once the port is bound.
    let memberAddress = Mutex<String>("")
    /// Stops the server as SIGTERM does; set once the server is listening.
    let stop = Mutex<(@Sendable () -> Void)?>(nil)

    init(maxConnections: Int, replicaSetName: String) {
        statistics = ServerStatistics(maxConnections: maxConnections)
        self.replicaSetName = replicaSetName
    }

    var host: String { memberAddress.withLock { $0 } }

    /// `{configureFailPoint: name, mode, data}` for the fail points drivers' test suites set:
    /// `failCommand` and `maxTimeAlwaysTimeOut`. 2 BadValue for another name.
    func configureFailPoint(_ command: Document) throws(DocStreamError) -> Document {
        guard let name = command["configureFailPoint"]?.stringValue else {
            throw DocStreamError.typeMismatch("configureFailPoint must be a string naming the fail point")
        }
        switch name {
        case "failCommand": return try failCommand.configure(command)
        case "maxTimeAlwaysTimeOut": return try maxTimeAlwaysTimeOut.configure(command)
        default: throw DocStreamError.badValue("Cannot find failPoint named '\(name)'")
        }
    }
}

/// Runs a command document for a client: the few commands about the server process itself
/// here, every other one through the store's command layer. One router, and so one
/// `CommandSession`, serves every connection: cursors are the session's, and a driver may
/// getMore a cursor on another connection of its pool than the one that opened it.
final class CommandRouter: Sendable {
    let session: CommandSession
    let authenticator: Authenticator
    let runtime: ServerRuntime
    /// The command line the server started with, for `getCmdLineOpts`.
    private let commandLine: [String]

    /// Every command answered, here or by the session: one that is not fails with 59
    /// CommandNotFound before any check of authentication, as on MongoDB.
    private let knownCommands: Set<String>

    /// The commands answered here rather than by the session.
    private static let routedCommands: Set<String> = [
        "saslStart", "saslContinue", "logout", "connectionStatus", "createUser", "updateUser", "dropUser", "grantRolesToUser",
        "revokeRolesFromUser", "usersInfo", "endSessions", "killSessions", "refreshSessions", "killAllSessions", "whatsmyuri",
        "getLog", "getCmdLineOpts", "getParameter", "serverStatus", "replSetGetStatus", "currentOp", "killOp", "shutdown",
        "configureFailPoint",
    ]

    init(session: CommandSession, authenticator: Authenticator, runtime: ServerRuntime, commandLine: [String]) {
        self.session = session
        self.authenticator = authenticator
        self.runtime = runtime
        self.commandLine = commandLine
        let listed = session.run(["listCommands": 1, "$db": "admin"])["commands"]?.documentValue?.elements.map(\.key) ?? []
        knownCommands = Self.routedCommands.union(listed)
    }

    /// The reply to `command` (blocking: run it off the event loops), with the cluster time and
    /// the error labels drivers retry by. Never throws: a failure is MongoDB's error reply.
    /// The command is counted in opcounters and listed by `currentOp` while it runs; a getMore
    /// whose operation was killed meanwhile fails with 11601 Interrupted. The command runs under
    /// `interruption`, which `killOp` and the connection's closing interrupt. A `failCommand`
    /// `failure` answers its error instead of running the command, or adds its write concern
    /// error to a write's reply.
    func reply(
        to command: Document, from client: ClientConnection, failure: FailCommandPoint.Failure? = nil,
        interruption: OperationInterruption = OperationInterruption()
    ) -> Document {
        let statistics = runtime.statistics
        statistics.countOperation(command)
        statistics.connectionActive(true)
        defer { statistics.connectionActive(false) }
        var reply: Document
        if let error = failure?.error {
            reply = CommandSession.errorReply(error)
        } else {
            let database = command["$db"]?.stringValue ?? session.defaultDatabase
            if runtime.maxTimeAlwaysTimeOut.expires(command) { interruption.interrupt(.timeLimitExceeded) }
            let operation = runtime.operations.begin(command, database: database, client: client, interruption: interruption)
            let start = OperationStatistics.now
            reply = interruption.applying { run(command, from: client) }
            // The session counts the commands it runs; those answered here count once here.
            if let name = command.firstKey, Self.routedCommands.contains(name) {
                session.store.operationStatistics.recordServerCommand(startedAt: start)
            }
            if runtime.operations.end(operation)?.killed == true, command.firstKey == "getMore" {
                reply = CommandSession.errorReply(DocStreamError(.interrupted, "operation was interrupted"))
            }
            if let writeConcernError = failure?.writeConcernError, reply["ok"] == .double(1), Self.isWrite(command) {
                reply["writeConcernError"] = .document(writeConcernError)
            }
        }
        let session = session
        reply = ErrorLabels.label(reply, for: command, override: failure?.errorLabels) {
            switch command.firstKey {
            case "getMore": command["getMore"]?.int64Value.map(session.isChangeStream(cursor:)) ?? false
            default: command["pipeline"]?.arrayValue?.first?.documentValue?.firstKey == "$changeStream"
            }
        }
        return withClusterTime(consume reply)
    }

    /// The commands that take a write concern, and so may get a fail point's write concern error.
    private static func isWrite(_ command: Document) -> Bool {
        switch command.firstKey {
        case "insert", "update", "delete", "bulkWrite", "findAndModify", "findandmodify", "create", "drop", "dropDatabase", "createIndexes",
            "dropIndexes", "renameCollection", "collMod", "createUser", "updateUser", "dropUser", "commitTransaction",
            "abortTransaction":
            true
        case "aggregate":
            command["pipeline"]?.arrayValue?.last?.documentValue.map { $0["$out"] != nil || $0["$merge"] != nil } ?? false
        default:
            false
        }
    }

    /// `reply` with `operationTime` and `$clusterTime`, as a replica set member answers: the
    /// store's newest cluster time, at or after every change the command made and every change
    /// it read, so a causally consistent session that waits for it waits for nothing it has
    /// not seen. The signature is a placeholder (keyId 0): there are no keys to sign with, and
    /// the time is never checked when gossiped back.
    func withClusterTime(_ reply: consuming Document) -> Document {
        let time = session.store.clusterTime
        // 130 bytes: $clusterTime's 102 (its signature 51) and operationTime's 23.
        let fields = Document(writingAtMost: 160) { fields in
            fields.appendDocument("$clusterTime") { clusterTime in
                clusterTime.append("clusterTime", timestamp: time)
                clusterTime.append("signature", document: Self.placeholderSignature)
            }
            fields.append("operationTime", timestamp: time)
        }
        // Taken, not copied: a cursor reply has room for these fields, written in place.
        var stamped = consume reply
        stamped.appendFields(of: fields)
        return stamped
    }

    private static let placeholderSignature: Document = [
        "hash": .binary(BSONBinary(data: Array(repeating: 0, count: 20))), "keyId": .int64(0),
    ]

    /// The reply to `command` when it is one that answers at once
    /// (`CommandSession.mayRunWithoutWaiting`) and the store's lock is free, so that the event
    /// loop answers it, sparing the round trip two hand-offs between threads; nil otherwise,
    /// having counted and changed nothing.
    func replyWithoutWaiting(to command: Document, from client: ClientConnection) -> Document? {
        guard CommandSession.mayRunWithoutWaiting(command) else { return nil }
        var reply: Document
        do throws(DocStreamError) {
            let (name, database) = try checkRequest(command)
            _ = try authenticator.authorize(command, name: name, database: database, client: client)
            guard let answered = session.runWithoutWaiting(command) else { return nil }
            reply = answered
            authenticator.recordCursors(command, name: name, reply: reply, client: client)
        } catch {
            reply = CommandSession.errorReply(error)
        }
        runtime.statistics.countOperation(command)
        return withClusterTime(consume reply)
    }

    /// The command's name and database, once it is known to name its database.
    private func checkRequest(_ command: Document) throws(DocStreamError) -> (name: String, database: String) {
        // OP_MSG.md: every command names its database in `$db`.
        guard command["$db"] != nil else {
            throw DocStreamError(.location(40571), "OP_MSG requests require a $db argument")
        }
        return (command.firstKey ?? "", command["$db"]?.stringValue ?? session.defaultDatabase)
    }

    private func run(_ command: Document, from client: ClientConnection) -> Document {
        do throws(DocStreamError) {
            let (name, database) = try checkRequest(command)
            switch name {
            case "saslStart":
                return try authenticator.saslStart(command, database: database, client: client)
            case "saslContinue":
                return try authenticator.saslContinue(command, client: client)
            case "logout":
                return authenticator.logout(client: client)
            case "connectionStatus":
                return authenticator.connectionStatus(client: client)
            default:
                break
            }
            guard knownCommands.contains(name) else { return session.run(command) }
            let access = try authenticator.authorize(command, name: name, database: database, client: client)
            try authenticator.checkCursorOwner(command, name: name, client: client)
            let users = authenticator.users
            switch name {
            case "createUser":
                if access == .localhostException { return try authenticator.createFirstUser(command, database: database) }
                return try users.createUser(command, database: database)
            case "updateUser":
                return try users.updateUser(command, database: database)
            case "dropUser":
                return try users.dropUser(command, database: database)
            case "grantRolesToUser":
                return try users.changeRoles(command, database: database, grant: true)
            case "revokeRolesFromUser":
                return try users.changeRoles(command, database: database, grant: false)
            case "usersInfo":
                return try users.usersInfo(command, database: database)
            case "listDatabases":
                return authenticator.filterDatabases(session.run(command), client: client)
            case "endSessions", "killSessions":
                // A session ended or killed takes its open transaction with it.
                let ids = command[name]?.arrayValue?.compactMap { $0.documentValue?["id"] } ?? []
                session.store.abortTransactions(ofSessions: ids)
                return ["ok": .double(1)]
            case "killAllSessions":
                session.store.abortTransactions(ofSessions: nil)
                return ["ok": .double(1)]
            case "refreshSessions":
                return ["ok": .double(1)]
            case "whatsmyuri":
                return ["you": .string(client.remoteAddress), "ok": .double(1)]
            case "getLog":
                return try Self.getLog(command)
            case "getCmdLineOpts":
                return ["argv": .array(commandLine.map(BSONValue.string)), "parsed": .document([:]), "ok": .double(1)]
            case "serverStatus":
                return runtime.statistics.serverStatus(
                    host: runtime.host,
                    metrics: ["queryExecutor": .document(session.store.queryExecutorMetrics), "ttl": .document(session.store.timeToLiveMetrics)],
                    opLatencies: opLatencies(asked: command["opLatencies"]))
            case "replSetGetStatus":
                try Self.requireAdmin(name, database)
                return replSetGetStatus()
            case "currentOp":
                try Self.requireAdmin(name, database)
                return try currentOp(command, client: client)
            case "killOp":
                try Self.requireAdmin(name, database)
                return try killOp(command)
            case "shutdown":
                try Self.requireAdmin(name, database)
                return try shutdown(client: client)
            case "configureFailPoint":
                try Self.requireAdmin(name, database)
                return try runtime.configureFailPoint(command)
            default:
                let reply = session.run(command)
                authenticator.recordCursors(command, name: name, reply: reply, client: client)
                return reply
            }
        } catch {
            return CommandSession.errorReply(error)
        }
    }

    /// serverStatus' `opLatencies` section: left out when the command sets it to false or 0,
    /// with the histograms' ranges when it asks `{opLatencies: {histograms: true}}`.
    private func opLatencies(asked option: BSONValue?) -> Document? {
        if let option, option == .bool(false) || option.nonDecimalNumberAsDouble == 0 { return nil }
        let histograms = option?.documentValue?["histograms"]?.boolValue == true
        return session.store.operationStatistics.serverLatencies(includingHistograms: histograms)
    }

    /// `{getLog: "*"}` names the logs; `{getLog: "global" | "startupWarnings"}` returns one,
    /// always empty here (the server logs to standard error instead).
    private static func getLog(_ command: Document) throws(DocStreamError) -> Document {
        switch command["getLog"] {
        case .string("*"):
            return ["names": .array([.string("global"), .string("startupWarnings")]), "ok": .double(1)]
        case .string("global"), .string("startupWarnings"):
            return ["totalLinesWritten": .int32(0), "log": .array([]), "ok": .double(1)]
        case .string(let name):
            throw DocStreamError.badValue("no log named '\(name)'")
        default:
            throw DocStreamError.typeMismatch("Argument to getLog must be of type String")
        }
    }

    /// 13 Unauthorized for an admin command run on another database, as MongoDB answers.
    private static func requireAdmin(_ name: String, _ database: String) throws(DocStreamError) {
        guard database == "admin" else {
            throw DocStreamError(.unauthorized, "\(name) may only be run against the admin database.")
        }
    }

    /// `replSetGetStatus` (MongoDB manual, replSetGetStatus, "Output"): the one-member set the
    /// handshake presents, its member the primary since the server started.
    private func replSetGetStatus() -> Document {
        let now = BSONDateTime(Date())
        let started = BSONDateTime(runtime.statistics.startDate)
        let time = session.store.clusterTime
        let opTime: Document = ["ts": .timestamp(time), "t": .int64(1)]
        let wallTime = BSONDateTime(millisecondsSinceEpoch: Int64(time.seconds) * 1000)
        let uptime = Int32(clamping: runtime.statistics.uptimeMillis / 1000)
        let member: Document = [
            "_id": .int32(0),
            "name": .string(runtime.host),
            "health": .double(1),
            "state": .int32(1),
            "stateStr": "PRIMARY",
            "uptime": .int32(uptime),
            "optime": .document(opTime),
            "optimeDate": .datetime(wallTime),
            "lastAppliedWallTime": .datetime(wallTime),
            "lastDurableWallTime": .datetime(wallTime),
            "syncSourceHost": "",
            "syncSourceId": .int32(-1),
            "infoMessage": "",
            "electionTime": .timestamp(BSONTimestamp(seconds: UInt32(started.millisecondsSinceEpoch / 1000), increment: 1)),
            "electionDate": .datetime(started),
            "configVersion": .int32(1),
            "configTerm": .int32(1),
            "self": true,
            "lastHeartbeatMessage": "",
        ]
        return [
            "set": .string(runtime.replicaSetName),
            "date": .datetime(now),
            "myState": .int32(1),
            "term": .int64(1),
            "syncSourceHost": "",
            "syncSourceId": .int32(-1),
            "heartbeatIntervalMillis": .int64(2000),
            "majorityVoteCount": .int32(1),
            "writeMajorityCount": .int32(1),
            "votingMembersCount": .int32(1),
            "writableVotingMembersCount": .int32(1),
            "optimes": .document([
                "lastCommittedOpTime": .document(opTime),
                "lastCommittedWallTime": .datetime(wallTime),
                "appliedOpTime": .document(opTime),
                "durableOpTime": .document(opTime),
                "lastAppliedWallTime": .datetime(wallTime),
                "lastDurableWallTime": .datetime(wallTime),
            ]),
            "members": .array([.document(member)]),
            "ok": .double(1),
        ]
    }

    /// `currentOp` (MongoDB manual, currentOp): `{inprog: [...], ok}`, one entry per command
    /// running now. `$ownOps: true` keeps the client's user's own operations; any other field
    /// but `$all` filters the entries as a query would.
    private func currentOp(_ command: Document, client: ClientConnection) throws(DocStreamError) -> Document {
        var conditions: [(String, BSONValue)] = []
        var ownOnly = false
        for (key, value) in command.elements where !Self.currentOpArguments.contains(key) && !key.hasPrefix("$") || key == "$ownOps" {
            if key == "$ownOps" {
                ownOnly = value.boolValue ?? false
            } else {
                conditions.append((key, value))
            }
        }
        let filter = try QueryFilter(Document(conditions))
        let user = authenticator.currentUser(client)?.name
        let now = ContinuousClock.now
        var entries: [BSONValue] = []
        for operation in runtime.operations.running {
            if ownOnly, authenticator.isRequired, authenticator.currentUser(operation.client)?.name != user { continue }
            let entry = Self.describe(operation, host: runtime.host, now: now)
            if try filter.matches(entry) { entries.append(.document(entry)) }
        }
        return ["inprog": .array(entries), "ok": .double(1)]
    }

    /// The fields of a currentOp command that are not conditions on its entries.
    private static let currentOpArguments: Set<String> = [
        "currentOp", "lsid", "txnNumber", "comment", "maxTimeMS", "readConcern", "writeConcern", "readPreference", "apiVersion",
        "apiStrict", "apiDeprecationErrors",
    ]

    /// One `currentOp` entry: what runs, on which namespace, for which client, how long.
    private static func describe(_ operation: OperationRegistry.Operation, host: String, now: ContinuousClock.Instant) -> Document {
        let command = operation.command
        let name = command.firstKey ?? ""
        let (seconds, attoseconds) = (now - operation.started).components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        let kind: String
        switch name {
        case "find": kind = "query"
        case "getMore": kind = "getmore"
        case "insert": kind = "insert"
        case "update": kind = "update"
        case "delete": kind = "remove"
        default: kind = "command"
        }
        let namespace: String
        if name == "getMore", let collection = command["collection"]?.stringValue {
            namespace = "\(operation.database).\(collection)"
        } else if let collection = command[name]?.stringValue {
            namespace = "\(operation.database).\(collection)"
        } else {
            namespace = "\(operation.database).$cmd"
        }
        var entry: Document = [
            "type": "op",
            "host": .string(host),
            "desc": .string("conn\(operation.client.id)"),
            "connectionId": .int32(operation.client.id),
            "client": .string(operation.client.remoteAddress),
            "active": true,
            "opid": .int32(operation.id),
            "secs_running": .int64(seconds),
            "microsecs_running": .int64(microseconds),
            "op": .string(kind),
            "ns": .string(namespace),
            "command": .document(Document(command.elements.filter { !$0.key.hasPrefix("$") }.map { ($0.key, $0.value) })),
        ]
        if operation.killed { entry["killPending"] = true }
        return entry
    }

    /// `{killOp: 1, op: <opid>}` (MongoDB manual, killOp): interrupts the operation, which fails
    /// with 11601 Interrupted at its next check; a getMore waiting on a change stream has its
    /// cursor closed, so it returns at once, as Interrupted.
    /// Answers the same whether or not such an operation runs, as MongoDB does.
    private func killOp(_ command: Document) throws(DocStreamError) -> Document {
        guard let op = command["op"] else {
            throw DocStreamError(.noSuchKey, "Missing expected field \"op\"")
        }
        guard let id = op.wholeNumber else {
            throw DocStreamError.typeMismatch("\"op\" had the wrong type. Expected long, found \(op.type.alias)")
        }
        if let opid = Int32(exactly: id), let operation = runtime.operations.kill(opid), operation.command.firstKey == "getMore",
            let cursor = operation.command["getMore"]?.int64Value
        {
            _ = session.closeCursor(cursor)
        }
        return ["info": "attempting to kill op", "ok": .double(1)]
    }

    /// `shutdown` (MongoDB manual, shutdown): stops the server as SIGTERM does. Without
    /// authentication only a loopback client may (with it, the shutdown privilege decides).
    /// The reply is never sent: the client's connection closes.
    private func shutdown(client: ClientConnection) throws(DocStreamError) -> Document {
        if !authenticator.isRequired, !client.isLoopback {
            throw DocStreamError(.unauthorized, "shutdown must run from localhost when running without auth")
        }
        guard let stop = runtime.stop.withLock({ $0 }) else {
            throw DocStreamError(.shutdownInProgress, "The server is not running")
        }
        // stop() waits for the command pools, this command's own among them: from another thread.
        DispatchQueue.global().async { stop() }
        return ["ok": .double(1)]
    }
}
