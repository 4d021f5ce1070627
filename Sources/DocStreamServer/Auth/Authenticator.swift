import DocStream
import DocStreamBSON
import Foundation
import Logging
import Synchronization

/// The server's authentication and authorization: whether clients must authenticate, the
/// SASL commands (saslStart, saslContinue), logout and connectionStatus, the handshake's
/// saslSupportedMechs and speculativeAuthenticate, the check of each command against the
/// user's roles, and the localhost exception.
///
/// Whether authentication is required is kept in the store: serving it with `--auth` writes
/// `{_id: "docstream.authentication", required: true}` to admin.system.version, and a store
/// holding that document requires authentication from then on, with or without `--auth`.
final class Authenticator: Sendable {
    /// The document of admin.system.version that makes a store require authentication.
    static let settingID = "docstream.authentication"

    let users: UserStore
    /// Clients must authenticate before running commands other than those of
    /// ``CommandPrivileges/withoutAuthentication``.
    let isRequired: Bool
    private let logger: Logger
    /// Keys the made-up credentials of unknown users, so that asking twice shows the same salt.
    private let unknownUserSecret: [UInt8]
    /// Held while the localhost exception creates the first user, so only one is made.
    private let firstUser = Mutex(())

    /// Reads the store's setting, writing it first when `requireAuthentication` asks for it.
    init(session: CommandSession, requireAuthentication: Bool, logger: Logger) throws(DocStreamError) {
        users = UserStore(session: session)
        self.logger = logger
        var generator = SystemRandomNumberGenerator()
        unknownUserSecret = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        if requireAuthentication {
            let reply = session.run([
                "update": "system.version",
                "updates": [["q": ["_id": .string(Self.settingID)], "u": ["$set": ["required": true]], "upsert": true]],
                "$db": "admin",
            ])
            guard reply["ok"] == .double(1), reply["writeErrors"] == nil else {
                throw DocStreamError(.unknownError, "cannot record that the store requires authentication: \(reply)")
            }
        }
        let stored = session.run([
            "find": "system.version", "filter": ["_id": .string(Self.settingID), "required": true], "$db": "admin",
        ])
        isRequired = requireAuthentication || stored["cursor"]?.documentValue?["firstBatch"]?.arrayValue?.isEmpty == false
    }

    // MARK: - SASL

    /// `saslStart` with SCRAM-SHA-1 or SCRAM-SHA-256 on the user's database: the
    /// server-first message. An unknown user gets made-up credentials and fails only at the
    /// end, as a wrong password does.
    func saslStart(_ command: Document, database: String, client: ClientConnection) throws(DocStreamError) -> Document {
        guard let mechanismName = command["mechanism"]?.stringValue else {
            throw DocStreamError.badValue("saslStart requires a 'mechanism' field")
        }
        guard let mechanism = SCRAMMechanism(rawValue: mechanismName) else {
            throw DocStreamError(
                .mechanismUnavailable, "Received authentication for mechanism \(mechanismName) which is unknown or not enabled")
        }
        let (userName, clientNonce, bare) = try SCRAMServerConversation.parseClientFirst(try Self.payload(command))
        let name = UserName(user: userName, db: database)
        let stored = users.user(name)
        let credentials = stored?.credentials[mechanism]
        let scram = SCRAMServerConversation(
            mechanism: mechanism, userName: userName, clientNonce: clientNonce, clientFirstBare: bare,
            credentials: credentials ?? unknownUserCredentials(name, mechanism))
        let id = client.authentication.nextConversationID()
        client.authentication.conversation = ConnectionAuthentication.Conversation(
            id: id, database: database, scram: scram, credentials: credentials ?? unknownUserCredentials(name, mechanism),
            user: credentials == nil ? nil : stored,
            skipEmptyExchange: command["options"]?.documentValue?["skipEmptyExchange"]?.boolValue == true)
        return ["conversationId": .int32(id), "done": false, "payload": .binary(BSONBinary(data: Array(scram.serverFirst.utf8))), "ok": .double(1)]
    }

    /// `saslContinue`: checks the client's proof and answers the server signature; then,
    /// unless the client asked to skip it, one empty exchange ends the conversation. A wrong
    /// proof, an unknown user or a user without the mechanism's credentials fails with
    /// 18 AuthenticationFailed, logged; no conversation is open then.
    func saslContinue(_ command: Document, client: ClientConnection) throws(DocStreamError) -> Document {
        guard var conversation = client.authentication.conversation,
            command["conversationId"]?.integerValue == Int64(conversation.id)
        else {
            throw DocStreamError(.protocolError, "No SASL session state found")
        }
        let payload = try Self.payload(command)
        if conversation.proved {
            client.authentication.conversation = nil
            return ["conversationId": .int32(conversation.id), "done": true, "payload": .binary(BSONBinary(data: [])), "ok": .double(1)]
        }
        let serverFinal: String
        do throws(DocStreamError) {
            serverFinal = try conversation.scram.finish(payload, credentials: conversation.credentials)
            guard conversation.user != nil else { throw AuthenticationFailure.error }
        } catch {
            client.authentication.conversation = nil
            if error.code == AuthenticationFailure.error.code {
                logger.warning(
                    "Authentication failed",
                    metadata: [
                        "user": "\(conversation.scram.userName)", "db": "\(conversation.database)",
                        "mechanism": "\(conversation.scram.mechanism.rawValue)", "client": "\(client.remoteAddress)",
                    ])
            }
            throw error
        }
        let user = conversation.user!
        client.authentication.setUser(
            ConnectionAuthentication.AuthenticatedUser(
                name: user.name, roles: user.roles, generation: users.generation.load(ordering: .acquiring)))
        logger.info(
            "Successfully authenticated",
            metadata: [
                "user": "\(user.name)", "mechanism": "\(conversation.scram.mechanism.rawValue)", "client": "\(client.remoteAddress)",
            ])
        let done = conversation.skipEmptyExchange
        if done {
            client.authentication.conversation = nil
        } else {
            conversation.proved = true
            client.authentication.conversation = conversation
        }
        return [
            "conversationId": .int32(conversation.id), "done": .bool(done), "payload": .binary(BSONBinary(data: Array(serverFinal.utf8))), "ok": .double(1),
        ]
    }

    /// Credentials no proof matches, the same for the same name within this process.
    private func unknownUserCredentials(_ name: UserName, _ mechanism: SCRAMMechanism) -> SCRAMCredentials {
        let seed = SCRAM.hmac(unknownUserSecret, Array("\(mechanism.rawValue):\(name.id)".utf8), mechanism: .sha256)
        return SCRAMCredentials(
            iterationCount: mechanism.defaultIterationCount, salt: Array(seed.prefix(mechanism.saltLength)),
            storedKey: SCRAM.hash(seed, mechanism: mechanism), serverKey: SCRAM.hash(seed.reversed(), mechanism: mechanism))
    }

    /// A SASL payload: binary, or a string as some clients send it.
    private static func payload(_ command: Document) throws(DocStreamError) -> String {
        switch command["payload"] {
        case .binary(let binary)?: return String(decoding: binary.data, as: UTF8.self)
        case .string(let text)?: return text
        default: throw DocStreamError.badValue("SASL payload must be binary data or a string")
        }
    }

    // MARK: - The handshake

    /// The fields hello adds for authentication: `saslSupportedMechs` ("db.user" in, the
    /// user's mechanisms out; absent for an unknown user) and `speculativeAuthenticate` (a
    /// saslStart in, its reply out, without ok; absent when it fails).
    func helloFields(_ command: Document, client: ClientConnection) -> [(String, BSONValue)] {
        var fields: [(String, BSONValue)] = []
        if let spec = command["saslSupportedMechs"]?.stringValue, let name = CommandPrivileges.splitNamespace(spec),
            let user = users.user(UserName(user: name.collection, db: name.database))
        {
            fields.append(("saslSupportedMechs", .array(user.mechanisms.map { .string($0.rawValue) })))
        }
        if let spec = command["speculativeAuthenticate"]?.documentValue, spec["saslStart"] != nil {
            do throws(DocStreamError) {
                var reply = try saslStart(spec, database: spec["db"]?.stringValue ?? "admin", client: client)
                reply["ok"] = nil
                fields.append(("speculativeAuthenticate", .document(reply)))
            } catch {
                logger.debug("speculative authentication not started: \(error)")
            }
        }
        return fields
    }

    // MARK: - Connection commands

    /// `logout`: the connection is no longer authenticated.
    func logout(client: ClientConnection) -> Document {
        client.authentication.setUser(nil)
        client.authentication.conversation = nil
        return ["ok": .double(1)]
    }

    /// `connectionStatus`: `authInfo` with the authenticated users and their roles.
    func connectionStatus(client: ClientConnection) -> Document {
        let user = currentUser(client)
        return [
            "authInfo": .document([
                "authenticatedUsers": .array(user.map { [.document($0.name.document)] } ?? []),
                "authenticatedUserRoles": .array((user?.roles ?? []).map { .document($0.document) }),
            ]),
            "ok": .double(1),
        ]
    }

    /// The connection's user, its roles reread when users changed since (nil once dropped).
    func currentUser(_ client: ClientConnection) -> ConnectionAuthentication.AuthenticatedUser? {
        guard var user = client.authentication.user else { return nil }
        let generation = users.generation.load(ordering: .acquiring)
        guard user.generation != generation else { return user }
        guard let stored = users.user(user.name) else {
            client.authentication.setUser(nil)
            return nil
        }
        user.roles = stored.roles
        user.generation = generation
        client.authentication.setUser(user)
        return user
    }

    // MARK: - Authorization

    /// How a command was let through.
    enum Access {
        case granted
        /// An unauthenticated loopback client creating the first user.
        case localhostException
    }

    /// Checks that `client` may run `command` on `database`: 13 Unauthorized, "Command X
    /// requires authentication" before authenticating, "not authorized on db to execute
    /// command { ... }" when the user's roles lack an action the command needs.
    func authorize(_ command: Document, name: String, database: String, client: ClientConnection) throws(DocStreamError) -> Access {
        guard isRequired, !CommandPrivileges.withoutAuthentication.contains(name) else { return .granted }
        guard let user = currentUser(client) else {
            if name == "createUser", client.isLoopback, !users.hasUsers { return .localhostException }
            throw DocStreamError(.unauthorized, "Command \(name) requires authentication")
        }
        if CommandPrivileges.anyAuthenticatedUser.contains(name) { return .granted }
        if name == "usersInfo", Self.asksOnlyAbout(user.name, command, database: database) { return .granted }
        for privilege in CommandPrivileges.required(for: command, database: database) {
            for action in privilege.actions where !user.roles.contains(where: { BuiltInRoles.allows($0, action: action, on: privilege.resource) }) {
                throw DocStreamError(
                    .unauthorized, "not authorized on \(database) to execute command \(CommandText.render(command))")
            }
        }
        return .granted
    }

    /// Whether a usersInfo names only the user itself, which any user may see.
    private static func asksOnlyAbout(_ name: UserName, _ command: Document, database: String) -> Bool {
        switch command["usersInfo"] {
        case .string(let user)?: user == name.user && database == name.db
        case .document(let spec)?: spec["user"]?.stringValue == name.user && spec["db"]?.stringValue == name.db
        default: false
        }
    }

    /// `createUser` by the localhost exception: on the admin database, with a role that can
    /// create further users (userAdmin or dbOwner on admin, userAdminAnyDatabase or root),
    /// and only while no user exists; 13 Unauthorized otherwise.
    func createFirstUser(_ command: Document, database: String) throws(DocStreamError) -> Document {
        try firstUser.withLock { _ throws(DocStreamError) -> Document in
            guard !users.hasUsers else {
                throw DocStreamError(.unauthorized, "Command createUser requires authentication")
            }
            let roles = try UserStore.roles(command["roles"] ?? .array([]), database: database)
            guard database == "admin",
                roles.contains(where: { BuiltInRoles.allows($0, action: "createUser", on: .database("admin")) })
            else {
                throw DocStreamError(
                    .unauthorized,
                    "The localhost exception allows only a first user on the admin database with a role that can create users "
                        + "(userAdmin or dbOwner on admin, userAdminAnyDatabase or root)")
            }
            let reply = try users.createUser(command, database: database)
            logger.info("first user created through the localhost exception", metadata: ["user": "\(command["createUser"]?.stringValue ?? "")@\(database)"])
            return reply
        }
    }

    // MARK: - Cursors

    /// Who opened each cursor still open, while authentication is required: a cursor is
    /// its user's alone, as on MongoDB. (A cursor that times out leaves its entry behind.)
    private let cursorOwners = Mutex<[Int64: UserName]>([:])

    /// A getMore or killCursors of a cursor another user opened fails with 13 Unauthorized.
    func checkCursorOwner(_ command: Document, name: String, client: ClientConnection) throws(DocStreamError) {
        guard isRequired, name == "getMore" || name == "killCursors" else { return }
        let ids = Self.cursorIDs(command, name: name)
        let user = currentUser(client)?.name
        let owners = cursorOwners.withLock { owners in ids.map { ($0, owners[$0]) } }
        for case (let id, let owner?) in owners where owner != user {
            throw DocStreamError(.unauthorized, "cursor id \(id) was not created by the authenticated user")
        }
    }

    /// Notes the owner of a cursor `reply` opened, and forgets cursors exhausted or killed.
    func recordCursors(_ command: Document, name: String, reply: Document, client: ClientConnection) {
        guard isRequired else { return }
        let id = reply["cursor"]?.documentValue?["id"]?.int64Value ?? 0
        switch name {
        case "getMore" where id == 0, "killCursors":
            let ids = Self.cursorIDs(command, name: name)
            cursorOwners.withLock { owners in
                for id in ids { owners[id] = nil }
            }
        case "getMore":
            return
        default:
            guard id != 0, let user = currentUser(client)?.name else { return }
            cursorOwners.withLock { $0[id] = user }
        }
    }

    private static func cursorIDs(_ command: Document, name: String) -> [Int64] {
        name == "getMore" ? command["getMore"]?.int64Value.map { [$0] } ?? [] : (command["cursors"]?.arrayValue ?? []).compactMap(\.int64Value)
    }

    /// listDatabases for a user without the listDatabases action: the databases its roles
    /// are on, as MongoDB answers with authorizedDatabases.
    func filterDatabases(_ reply: Document, client: ClientConnection) -> Document {
        guard isRequired, let user = currentUser(client),
            !user.roles.contains(where: { BuiltInRoles.allows($0, action: "listDatabases", on: .cluster) }),
            let databases = reply["databases"]?.arrayValue
        else { return reply }
        let allowed = Set(user.roles.map(\.db))
        var filtered = reply
        filtered["databases"] = .array(databases.filter { $0.documentValue?["name"]?.stringValue.map(allowed.contains) == true })
        return filtered
    }
}

/// A command as MongoDB's Unauthorized message shows it: `{ insert: "drinks", $db: "test" }`,
/// a password shown as "xxx".
enum CommandText {
    static func render(_ document: Document) -> String {
        let fields = document.elements.map { "\($0.key): \($0.key == "pwd" ? "\"xxx\"" : render($0.value))" }
        return fields.isEmpty ? "{}" : "{ \(fields.joined(separator: ", ")) }"
    }

    static func render(_ value: BSONValue) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .int32(let number): "\(number)"
        case .int64(let number): "\(number)"
        case .double(let number): number == number.rounded() && abs(number) < 1e15 ? String(format: "%.1f", number) : "\(number)"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        case .document(let document): render(document)
        case .array(let values): values.isEmpty ? "[]" : "[ \(values.map(render).joined(separator: ", ")) ]"
        case .objectId(let id): "ObjectId('\(id)')"
        case .timestamp(let time): "Timestamp(\(time.seconds), \(time.increment))"
        case .binary(let binary) where binary.subtype == 4 && binary.data.count == 16: "UUID(\"\(BinaryTextFormat.uuidText(binary.data))\")"
        case .binary(let binary): "BinData(\(binary.subtype), \(binary.data.map { String(format: "%02X", $0) }.joined()))"
        default: "\(value)"
        }
    }
}
