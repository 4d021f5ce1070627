import DocStream
import DocStreamBSON

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

/// Runs a command document for a client: the few commands about the server process itself
/// here, every other one through the store's command layer. One router, and so one
/// `CommandSession`, serves every connection: cursors are the session's, and a driver may
/// getMore a cursor on another connection of its pool than the one that opened it.
final class CommandRouter: Sendable {
    let session: CommandSession
    let authenticator: Authenticator
    /// The command line the server started with, for `getCmdLineOpts`.
    private let commandLine: [String]

    /// Every command answered, here or by the session: one that is not fails with 59
    /// CommandNotFound before any check of authentication, as on MongoDB.
    private let knownCommands: Set<String>

    /// The commands answered here rather than by the session.
    private static let routedCommands: Set<String> = [
        "saslStart", "saslContinue", "logout", "connectionStatus", "createUser", "updateUser", "dropUser", "grantRolesToUser",
        "revokeRolesFromUser", "usersInfo", "endSessions", "killSessions", "refreshSessions", "killAllSessions", "whatsmyuri",
        "getLog", "getCmdLineOpts", "getParameter",
    ]

    init(session: CommandSession, authenticator: Authenticator, commandLine: [String]) {
        self.session = session
        self.authenticator = authenticator
        self.commandLine = commandLine
        let listed = session.run(["listCommands": 1, "$db": "admin"])["commands"]?.documentValue?.elements.map(\.key) ?? []
        knownCommands = Self.routedCommands.union(listed)
    }

    /// The reply to `command` (blocking: run it off the event loops), with the cluster time.
    /// Never throws: a failure is MongoDB's error reply.
    func reply(to command: Document, from client: ClientConnection) -> Document {
        withClusterTime(run(command, from: client))
    }

    /// `reply` with `operationTime` and `$clusterTime`, as a replica set member answers: the
    /// store's newest cluster time, at or after every change the command made and every change
    /// it read, so a causally consistent session that waits for it waits for nothing it has
    /// not seen. The signature is a placeholder (keyId 0): there are no keys to sign with, and
    /// the time is never checked when gossiped back.
    func withClusterTime(_ reply: Document) -> Document {
        let time = session.store.clusterTime
        var stamped = reply
        stamped["$clusterTime"] = .document([
            "clusterTime": .timestamp(time),
            "signature": ["hash": .binary(BSONBinary(data: Array(repeating: 0, count: 20))), "keyId": .int64(0)],
        ])
        stamped["operationTime"] = .timestamp(time)
        return stamped
    }

    private func run(_ command: Document, from client: ClientConnection) -> Document {
        do throws(DocStreamError) {
            // OP_MSG.md: every command names its database in `$db`.
            guard command["$db"] != nil else {
                throw DocStreamError(code: 40571, codeName: "Location40571", message: "OP_MSG requests require a $db argument")
            }
            // A transaction's writes would apply one by one, not all or nothing: refused
            // rather than pretended.
            if command["startTransaction"] != nil || command["autocommit"] != nil {
                throw DocStreamError(code: 238, codeName: "NotImplemented", message: "transactions are not supported")
            }
            let name = command.firstKey ?? ""
            let database = command["$db"]?.stringValue ?? session.defaultDatabase
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
            case "endSessions", "killSessions", "refreshSessions", "killAllSessions":
                // Sessions hold nothing here yet (no transactions), so there is nothing to end.
                return ["ok": .double(1)]
            case "whatsmyuri":
                return ["you": .string(client.remoteAddress), "ok": .double(1)]
            case "getLog":
                return try Self.getLog(command)
            case "getCmdLineOpts":
                return ["argv": .array(commandLine.map(BSONValue.string)), "parsed": .document([:]), "ok": .double(1)]
            case "getParameter":
                return try Self.getParameter(command)
            default:
                let reply = session.run(command)
                authenticator.recordCursors(command, name: name, reply: reply, client: client)
                return reply
            }
        } catch {
            return CommandSession.errorReply(error)
        }
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

    /// The server parameters drivers and tools ask for; `{getParameter: "*"}` lists them all.
    static let parameters: Document = [
        "featureCompatibilityVersion": .document(["version": .string("8.0")]),
        "maxBsonObjectSize": .int32(Int32(WireProtocol.maxDocumentSize)),
    ]

    /// `{getParameter: 1, <name>: 1, ...}`: the named parameters that exist; 72 InvalidOptions
    /// when none of them does (MongoDB: "no option found to get").
    private static func getParameter(_ command: Document) throws(DocStreamError) -> Document {
        var reply = Document()
        let all = command["getParameter"] == .string("*")
        for (name, value) in parameters.elements where all || command[name] != nil {
            reply[name] = value
        }
        guard reply.firstKey != nil else {
            throw DocStreamError(code: 72, codeName: "InvalidOptions", message: "no option found to get")
        }
        reply["ok"] = .double(1)
        return reply
    }
}
