import DocStream
import DocStreamBSON
import Foundation
import Synchronization

/// A user's name and the database it was created on (its authentication database).
struct UserName: Hashable, Sendable, CustomStringConvertible {
    let user: String
    let db: String

    /// MongoDB's key for the user in admin.system.users: "db.user".
    var id: String { "\(db).\(user)" }
    var description: String { "\(user)@\(db)" }
    var document: Document { ["user": .string(user), "db": .string(db)] }
}

/// A user as admin.system.users holds it.
struct StoredUser: Sendable {
    let name: UserName
    let credentials: [SCRAMMechanism: SCRAMCredentials]
    let roles: [RoleName]
    let document: Document

    init?(_ document: Document) {
        guard let user = document["user"]?.stringValue, let db = document["db"]?.stringValue else { return nil }
        name = UserName(user: user, db: db)
        var credentials: [SCRAMMechanism: SCRAMCredentials] = [:]
        for mechanism in SCRAMMechanism.allCases {
            if let stored = document["credentials"]?.documentValue?[mechanism.rawValue]?.documentValue.flatMap(SCRAMCredentials.init(document:)) {
                credentials[mechanism] = stored
            }
        }
        self.credentials = credentials
        roles = (document["roles"]?.arrayValue ?? []).compactMap { role in
            guard let document = role.documentValue, let name = document["role"]?.stringValue, let db = document["db"]?.stringValue else { return nil }
            return RoleName(role: name, db: db)
        }
        self.document = document
    }

    /// The mechanisms the user can authenticate with, in MongoDB's order.
    var mechanisms: [SCRAMMechanism] { SCRAMMechanism.allCases.filter { credentials[$0] != nil } }
}

/// The users of a store, kept as MongoDB keeps them: one document per user in
/// admin.system.users (`_id: "db.user"`, user, db, credentials with the salted SCRAM keys
/// of each mechanism, never the password, roles, customData), and the user commands.
final class UserStore: Sendable {
    private let session: CommandSession
    /// Counts changes to users, so a connection knows when to reread its user's roles.
    let generation = Atomic<Int>(0)

    init(session: CommandSession) {
        self.session = session
    }

    /// The user named `name`, or nil.
    func user(_ name: UserName) -> StoredUser? {
        users(matching: ["_id": .string(name.id)]).first
    }

    /// Whether any user exists (the localhost exception closes once one does).
    var hasUsers: Bool {
        session.run(["count": "system.users", "$db": "admin"])["n"]?.integerValue ?? 0 > 0
    }

    private func users(matching filter: Document) -> [StoredUser] {
        let reply = session.run([
            "find": "system.users", "filter": .document(filter), "sort": ["_id": 1], "batchSize": .int32(1_000_000),
            "singleBatch": true, "$db": "admin",
        ])
        let batch = reply["cursor"]?.documentValue?["firstBatch"]?.arrayValue ?? []
        return batch.compactMap { $0.documentValue.flatMap(StoredUser.init) }
    }

    /// Runs a write on admin.system.users; a failure becomes the command's error.
    private func write(_ command: Document) throws(DocStreamError) -> Document {
        var command = command
        command["$db"] = "admin"
        let reply = session.run(command)
        if reply["ok"] != .double(1) {
            throw DocStreamError(
                reply["code"]?.integerValue.map { ErrorCode(reported: Int($0)) } ?? .unknownError,
                reply["errmsg"]?.stringValue ?? "writing admin.system.users failed")
        }
        if let error = reply["writeErrors"]?.arrayValue?.first?.documentValue {
            throw DocStreamError(error["code"]?.integerValue.map { ErrorCode(reported: Int($0)) } ?? .unknownError, error["errmsg"]?.stringValue ?? "")
        }
        generation.add(1, ordering: .releasing)
        return reply
    }

    // MARK: - Commands

    /// `createUser`: `{createUser, pwd, roles, customData?, mechanisms?}` on the user's
    /// database. 51003 when the user exists, 31 RoleNotFound for an unknown role, 2 BadValue
    /// for a missing password or an unknown mechanism.
    func createUser(_ command: Document, database: String) throws(DocStreamError) -> Document {
        let name = UserName(user: try userNameArgument(command, "createUser"), db: database)
        guard let password = command["pwd"]?.stringValue, !password.isEmpty else {
            throw DocStreamError.badValue("Must provide a 'pwd' field for all user documents, except those with '$external' as the user's source db")
        }
        guard let rolesValue = command["roles"] else {
            throw DocStreamError.badValue("\"createUser\" command requires a \"roles\" array")
        }
        let roles = try Self.roles(rolesValue, database: database)
        let mechanisms = try Self.mechanisms(command["mechanisms"])
        if user(name) != nil {
            throw DocStreamError(.location(51003), "User \"\(name)\" already exists")
        }
        var document: Document = [
            "_id": .string(name.id),
            "userId": .binary(BSONBinary(subtype: 4, data: Self.randomUUID())),
            "user": .string(name.user),
            "db": .string(name.db),
            "credentials": .document(try Self.credentials(user: name.user, password: password, mechanisms: mechanisms)),
            "roles": .array(roles.map { .document($0.document) }),
        ]
        if let customData = command["customData"] {
            guard case .document = customData else { throw DocStreamError.badValue("\"customData\" must be an object") }
            document["customData"] = customData
        }
        _ = try write(["insert": "system.users", "documents": [.document(document)]])
        return Self.okReply()
    }

    /// `updateUser`: a new password (new salted keys for the mechanisms asked for, or those
    /// the user has), roles or customData. 11 UserNotFound when there is no such user.
    func updateUser(_ command: Document, database: String) throws(DocStreamError) -> Document {
        let name = UserName(user: try userNameArgument(command, "updateUser"), db: database)
        guard let existing = user(name) else { throw Self.userNotFound(name) }
        var set = Document()
        if let password = command["pwd"] {
            guard let password = password.stringValue, !password.isEmpty else { throw DocStreamError.badValue("\"pwd\" must be a non-empty string") }
            let mechanisms = command["mechanisms"] == nil ? existing.mechanisms : try Self.mechanisms(command["mechanisms"])
            set["credentials"] = .document(try Self.credentials(user: name.user, password: password, mechanisms: mechanisms))
        } else if command["mechanisms"] != nil {
            throw DocStreamError.badValue("mechanisms field is only supported when a password is also provided")
        }
        if let roles = command["roles"] {
            set["roles"] = .array(try Self.roles(roles, database: database).map { .document($0.document) })
        }
        if let customData = command["customData"] {
            guard case .document = customData else { throw DocStreamError.badValue("\"customData\" must be an object") }
            set["customData"] = customData
        }
        guard set.firstKey != nil else {
            throw DocStreamError.badValue("Must specify at least one field to update in updateUser")
        }
        _ = try write(["update": "system.users", "updates": [["q": ["_id": .string(name.id)], "u": ["$set": .document(set)]]]])
        return Self.okReply()
    }

    /// `dropUser`: 11 UserNotFound when there is no such user.
    func dropUser(_ command: Document, database: String) throws(DocStreamError) -> Document {
        let name = UserName(user: try userNameArgument(command, "dropUser"), db: database)
        let reply = try write(["delete": "system.users", "deletes": [["q": ["_id": .string(name.id)], "limit": 1]]])
        guard reply["n"]?.integerValue == 1 else { throw Self.userNotFound(name) }
        return Self.okReply()
    }

    /// `grantRolesToUser` and `revokeRolesFromUser`: roles added (once) or removed.
    func changeRoles(_ command: Document, database: String, grant: Bool) throws(DocStreamError) -> Document {
        let commandName = grant ? "grantRolesToUser" : "revokeRolesFromUser"
        let name = UserName(user: try userNameArgument(command, commandName), db: database)
        guard let rolesValue = command["roles"] else {
            throw DocStreamError.badValue("\"\(commandName)\" command requires a \"roles\" array")
        }
        let changed = try Self.roles(rolesValue, database: database)
        guard let existing = user(name) else { throw Self.userNotFound(name) }
        var roles = existing.roles
        for role in changed {
            if grant {
                if !roles.contains(role) { roles.append(role) }
            } else {
                roles.removeAll { $0 == role }
            }
        }
        _ = try write([
            "update": "system.users",
            "updates": [["q": ["_id": .string(name.id)], "u": ["$set": ["roles": .array(roles.map { .document($0.document) })]]]],
        ])
        return Self.okReply()
    }

    /// `usersInfo`: 1 for the database's users, a name, `{user, db}`, an array of those, or
    /// `{forAllDBs: true}`. Credentials are shown only with `showCredentials: true`.
    func usersInfo(_ command: Document, database: String) throws(DocStreamError) -> Document {
        let argument = command["usersInfo"] ?? .int32(1)
        var found: [StoredUser]
        if argument.documentValue?["forAllDBs"]?.boolValue == true {
            found = users(matching: [:])
        } else if argument.integerValue == 1 || argument.doubleValue == 1 {
            found = users(matching: ["db": .string(database)])
        } else {
            let values = argument.arrayValue ?? [argument]
            found = []
            for value in values {
                if let user = value.stringValue {
                    found += users(matching: ["_id": .string(UserName(user: user, db: database).id)])
                } else if let spec = value.documentValue, let user = spec["user"]?.stringValue, let db = spec["db"]?.stringValue {
                    found += users(matching: ["_id": .string(UserName(user: user, db: db).id)])
                } else {
                    throw DocStreamError.badValue("User name must be a string or {user: <name>, db: <db>}")
                }
            }
        }
        let showCredentials = command["showCredentials"]?.boolValue == true
        let described: [BSONValue] = found.map { user in
            var entry: Document = ["_id": .string(user.name.id)]
            if let userId = user.document["userId"] { entry["userId"] = userId }
            entry["user"] = .string(user.name.user)
            entry["db"] = .string(user.name.db)
            if showCredentials, let credentials = user.document["credentials"] { entry["credentials"] = credentials }
            if let customData = user.document["customData"] { entry["customData"] = customData }
            entry["roles"] = .array(user.roles.map { .document($0.document) })
            entry["mechanisms"] = .array(user.mechanisms.map { .string($0.rawValue) })
            return .document(entry)
        }
        return Self.okReply(["users": .array(described)])
    }

    // MARK: - Arguments

    private func userNameArgument(_ command: Document, _ commandName: String) throws(DocStreamError) -> String {
        guard let name = command[commandName]?.stringValue, !name.isEmpty else {
            throw DocStreamError.badValue("\"\(commandName)\" must be a non-empty string: the user's name")
        }
        return name
    }

    private static func okReply(_ fields: Document = [:]) -> Document {
        var reply = fields
        reply["ok"] = .double(1)
        return reply
    }

    static func userNotFound(_ name: UserName) -> DocStreamError {
        DocStreamError(.userNotFound, "Could not find user \"\(name)\"")
    }

    /// A roles array: names of `database`'s roles, or `{role, db}`; 31 RoleNotFound for a
    /// role that is not built in.
    static func roles(_ value: BSONValue, database: String) throws(DocStreamError) -> [RoleName] {
        guard let array = value.arrayValue else { throw DocStreamError.badValue("\"roles\" must be an array") }
        var roles: [RoleName] = []
        for element in array {
            let role: RoleName
            if let name = element.stringValue {
                role = RoleName(role: name, db: database)
            } else if let spec = element.documentValue, let name = spec["role"]?.stringValue, let db = spec["db"]?.stringValue {
                role = RoleName(role: name, db: db)
            } else {
                throw DocStreamError.badValue("Role names must be either strings or objects of the form {role: <name>, db: <db>}")
            }
            guard BuiltInRoles.exists(role) else {
                throw DocStreamError(.roleNotFound, "Could not find role: \(role)")
            }
            if !roles.contains(role) { roles.append(role) }
        }
        return roles
    }

    /// The `mechanisms` option: both SCRAM mechanisms when absent; 2 BadValue for an
    /// unknown one or an empty list.
    static func mechanisms(_ value: BSONValue?) throws(DocStreamError) -> [SCRAMMechanism] {
        guard let value else { return SCRAMMechanism.allCases }
        guard let array = value.arrayValue, !array.isEmpty else {
            throw DocStreamError.badValue("mechanisms field must not be empty")
        }
        var mechanisms: [SCRAMMechanism] = []
        for element in array {
            guard let name = element.stringValue, let mechanism = SCRAMMechanism(rawValue: name) else {
                throw DocStreamError.badValue("Unknown auth mechanism '\(element.stringValue ?? "\(element)")'")
            }
            if !mechanisms.contains(mechanism) { mechanisms.append(mechanism) }
        }
        return mechanisms
    }

    /// The credentials document of a new password: salted keys for each mechanism.
    static func credentials(user: String, password: String, mechanisms: [SCRAMMechanism]) throws(DocStreamError) -> Document {
        var document = Document()
        for mechanism in mechanisms {
            document[mechanism.rawValue] = .document(try SCRAM.makeCredentials(user: user, password: password, mechanism: mechanism).document)
        }
        return document
    }

    private static func randomUUID() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return bytes
    }
}
