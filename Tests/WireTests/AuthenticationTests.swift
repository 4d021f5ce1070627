import DocStreamBSON
import DocStreamServer
import Foundation
import TestSupport
import Testing

/// The client's side of a SCRAM conversation over raw frames (RFC 5802 §3), for tests.
struct SCRAMClient {
    let mechanism: SCRAMMechanism
    let user: String
    let password: String
    let nonce = UUID().uuidString.replacingOccurrences(of: "-", with: "")

    var clientFirst: String { "n,,n=\(user),r=\(nonce)" }

    /// saslStart's command, with `skipEmptyExchange` as drivers send it.
    func saslStart(db: String = "admin", skipEmptyExchange: Bool = true) -> Document {
        [
            "saslStart": 1, "mechanism": .string(mechanism.rawValue), "payload": .binary(BSONBinary(data: Array(clientFirst.utf8))),
            "options": ["skipEmptyExchange": .bool(skipEmptyExchange)], "$db": .string(db),
        ]
    }

    /// The client-final message answering `serverFirst`, and the server signature to expect.
    func clientFinal(serverFirst: String) throws -> (message: String, signature: String) {
        let fields = Dictionary(uniqueKeysWithValues: serverFirst.split(separator: ",").map { ($0.first!, String($0.dropFirst(2))) })
        let salt = Array(Data(base64Encoded: fields["s"]!)!)
        let salted = SCRAM.saltedPassword(
            try SCRAM.passwordBytes(password, user: user, mechanism: mechanism), salt: salt, iterations: Int(fields["i"]!)!, mechanism: mechanism)
        let withoutProof = "c=biws,r=\(fields["r"]!)"
        let authMessage = "n=\(user),r=\(nonce),\(serverFirst),\(withoutProof)"
        let proof = SCRAM.clientProof(saltedPassword: salted, authMessage: authMessage, mechanism: mechanism)
        let serverKey = SCRAM.credentials(saltedPassword: salted, salt: salt, iterations: 0, mechanism: mechanism).serverKey
        let signature = SCRAM.serverSignature(serverKey: serverKey, authMessage: authMessage, mechanism: mechanism)
        return ("\(withoutProof),p=\(Data(proof).base64EncodedString())", "v=\(Data(signature).base64EncodedString())")
    }
}

extension BSONValue {
    var payloadText: String? {
        guard case .binary(let binary) = self else { return nil }
        return String(decoding: binary.data, as: UTF8.self)
    }
}

extension WireClient {
    /// Authenticates with SCRAM; returns saslContinue's reply (ok 1 and done on success).
    @discardableResult
    func login(_ user: String, _ password: String, mechanism: SCRAMMechanism = .sha256, db: String = "admin") throws -> Document {
        let scram = SCRAMClient(mechanism: mechanism, user: user, password: password)
        let start = try command(scram.saslStart(db: db))
        guard start["ok"] == .double(1), let serverFirst = start["payload"]?.payloadText else { return start }
        let final = try scram.clientFinal(serverFirst: serverFirst)
        let reply = try command([
            "saslContinue": 1, "conversationId": start["conversationId"]!, "payload": .binary(BSONBinary(data: Array(final.message.utf8))),
            "$db": .string(db),
        ])
        if reply["ok"] == .double(1) {
            #expect(reply["payload"]?.payloadText == final.signature, "the server signature proves the server knows the key")
        }
        return reply
    }

    /// Creates the first user through the localhost exception: root on admin.
    func createRoot(_ user: String = "admin", _ password: String = "s3cret") throws {
        let reply = try command(["createUser": .string(user), "pwd": .string(password), "roles": [["role": "root", "db": "admin"]], "$db": "admin"])
        #expect(reply["ok"] == .double(1), "\(reply)")
    }
}

@Suite("docstream serve --auth: SCRAM, users, roles and the localhost exception", .timeLimit(.minutes(5)))
struct AuthenticationTests {
    @Test("Without authenticating, --auth allows hello, ping, buildInfo and connectionStatus; find fails with 13 'Command find requires authentication'")
    func unauthenticated() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            #expect(server.announcement.hasSuffix("authentication required"))
            let client = try server.connect()
            #expect(try client.command(["hello": 1, "$db": "admin"])["ok"] == .double(1))
            #expect(try client.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
            #expect(try client.command(["buildInfo": 1, "$db": "admin"])["ok"] == .double(1))
            let status = try client.command(["connectionStatus": 1, "$db": "admin"])
            #expect(status["authInfo"] == ["authenticatedUsers": [], "authenticatedUserRoles": []])
            let find = try client.command(["find": "drinks", "$db": "test"])
            #expect(find["code"] == .int32(13))
            #expect(find["codeName"] == .string("Unauthorized"))
            #expect(find["errmsg"] == .string("Command find requires authentication"))
            let insert = try client.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])
            #expect(insert["code"] == .int32(13))
        }
    }

    @Test("The localhost exception creates one first user with a role that can create users, then closes; the insert refused before it left nothing")
    func localhostException() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let client = try server.connect()
            let noRole = try client.command(["createUser": "first", "pwd": "pw", "roles": [], "$db": "admin"])
            #expect(noRole["code"] == .int32(13))
            let readOnly = try client.command(["createUser": "first", "pwd": "pw", "roles": ["read"], "$db": "admin"])
            #expect(readOnly["code"] == .int32(13))
            let otherDatabase = try client.command(["createUser": "first", "pwd": "pw", "roles": ["dbOwner"], "$db": "test"])
            #expect(otherDatabase["code"] == .int32(13))
            let created = try client.command([
                "createUser": "first", "pwd": "pw", "roles": [["role": "userAdminAnyDatabase", "db": "admin"]], "$db": "admin",
            ])
            #expect(created == ["ok": 1.0])
            let second = try server.connect().command(["createUser": "second", "pwd": "pw", "roles": ["root"], "$db": "admin"])
            #expect(second["code"] == .int32(13))
            #expect(second["errmsg"] == .string("Command createUser requires authentication"))
            let admin = try server.connect()
            #expect(try admin.login("first", "pw")["done"] == .bool(true))
            let users = try admin.command(["usersInfo": 1, "$db": "admin"])["users"]?.arrayValue ?? []
            #expect(users.compactMap { $0.documentValue?["user"]?.stringValue } == ["first"])
        }
    }

    @Test("SCRAM-SHA-256 and SCRAM-SHA-1 logins with the right password succeed and the server signature checks; connectionStatus names the user and roles")
    func login() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            try server.connect().createRoot()
            for mechanism in SCRAMMechanism.allCases {
                let client = try server.connect()
                let reply = try client.login("admin", "s3cret", mechanism: mechanism)
                #expect(reply["ok"] == .double(1), "\(mechanism): \(reply)")
                #expect(reply["done"] == .bool(true))
                let status = try client.command(["connectionStatus": 1, "$db": "admin"])
                #expect(
                    status["authInfo"] == [
                        "authenticatedUsers": [["user": "admin", "db": "admin"]],
                        "authenticatedUserRoles": [["role": "root", "db": "admin"]],
                    ])
                #expect(try client.command(["insert": "drinks", "documents": [["_id": .string(mechanism.rawValue)]], "$db": "test"])["n"] == .int32(1))
                #expect(try client.command(["logout": 1, "$db": "admin"])["ok"] == .double(1))
                #expect(try client.command(["find": "drinks", "$db": "test"])["code"] == .int32(13))
            }
        }
    }

    @Test("Without skipEmptyExchange the conversation ends with one empty saslContinue; a saslContinue with no conversation fails with 17 ProtocolError")
    func emptyExchange() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            try server.connect().createRoot()
            let client = try server.connect()
            let scram = SCRAMClient(mechanism: .sha256, user: "admin", password: "s3cret")
            let start = try client.command(scram.saslStart(skipEmptyExchange: false))
            #expect(start["done"] == .bool(false))
            let serverFirst = try #require(start["payload"]?.payloadText)
            #expect(serverFirst.hasPrefix("r=\(scram.nonce)"))
            #expect(serverFirst.hasSuffix(",i=15000"))
            let final = try scram.clientFinal(serverFirst: serverFirst)
            let proved = try client.command([
                "saslContinue": 1, "conversationId": start["conversationId"]!, "payload": .binary(BSONBinary(data: Array(final.message.utf8))), "$db": "admin",
            ])
            #expect(proved["done"] == .bool(false))
            #expect(proved["payload"]?.payloadText == final.signature)
            let last = try client.command([
                "saslContinue": 1, "conversationId": start["conversationId"]!, "payload": .binary(BSONBinary(data: [])), "$db": "admin",
            ])
            #expect(last["done"] == .bool(true))
            #expect(last["ok"] == .double(1))
            let stray = try client.command(["saslContinue": 1, "conversationId": 9, "payload": .binary(BSONBinary(data: [])), "$db": "admin"])
            #expect(stray["code"] == .int32(17))
            #expect(stray["errmsg"] == .string("No SASL session state found"))
        }
    }

    @Test("A wrong password and an unknown user both fail with 18 'Authentication failed.', leave the connection unauthenticated and the failure is logged")
    func failedLogin() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            try server.connect().createRoot()
            let client = try server.connect()
            for (user, password, mechanism) in [
                ("admin", "wrong-horse", SCRAMMechanism.sha256), ("admin", "wrong-horse", .sha1), ("nobody", "s3cret", .sha256),
            ] {
                let reply = try client.login(user, password, mechanism: mechanism)
                #expect(reply["ok"] == .double(0))
                #expect(reply["code"] == .int32(18))
                #expect(reply["codeName"] == .string("AuthenticationFailed"))
                #expect(reply["errmsg"] == .string("Authentication failed."))
                #expect(try client.command(["find": "drinks", "$db": "test"])["code"] == .int32(13))
            }
            let log = server.log(waitingUpTo: 1)
            let failures = log.split(separator: "\n").filter { $0.contains("Authentication failed") }
            #expect(failures.count == 3, "\(log)")
            #expect(failures.last?.contains("user=nobody") == true, "\(log)")
            #expect(failures.first?.contains("mechanism=SCRAM-SHA-256") == true, "\(log)")
            #expect(!log.contains("wrong-horse") && !log.contains("s3cret"), "no password is logged")
            // The user still logs in after the failures: nothing about it changed.
            #expect(try client.login("admin", "s3cret")["ok"] == .double(1))
            let unknownMechanism = try client.command(["saslStart": 1, "mechanism": "PLAIN", "payload": .binary(BSONBinary(data: [])), "$db": "admin"])
            #expect(unknownMechanism["code"] == .int32(334))
            let malformed = try client.command([
                "saslStart": 1, "mechanism": "SCRAM-SHA-256", "payload": .binary(BSONBinary(data: Array("n=user".utf8))), "$db": "admin",
            ])
            #expect(malformed["code"] == .int32(2))
        }
    }

    @Test("A read user gets 13 on insert with MongoDB's 'not authorized on test to execute command' message and nothing is inserted")
    func readOnlyUser() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let admin = try server.connect()
            try admin.createRoot()
            try admin.login("admin", "s3cret")
            #expect(try admin.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])["n"] == .int32(1))
            #expect(try admin.command(["createUser": "reader", "pwd": "pw", "roles": ["read"], "$db": "test"])["ok"] == .double(1))
            let reader = try server.connect()
            #expect(try reader.login("reader", "pw", db: "test")["ok"] == .double(1))
            let found = try reader.command(["find": "drinks", "$db": "test"])
            #expect(found["cursor"]?.documentValue?["firstBatch"] == [["_id": 1]])
            let insert = try reader.command(["insert": "drinks", "documents": [["_id": 2]], "$db": "test"])
            #expect(insert["code"] == .int32(13))
            #expect(insert["codeName"] == .string("Unauthorized"))
            let message = insert["errmsg"]?.stringValue ?? ""
            #expect(message.hasPrefix("not authorized on test to execute command { insert: \"drinks\""), "\(message)")
            #expect(try reader.command(["find": "drinks", "$db": "other"])["code"] == .int32(13))
            #expect(try reader.command(["drop": "drinks", "$db": "test"])["code"] == .int32(13))
            // bulkWrite needs insert on each collection it inserts into.
            let bulk = try reader.command([
                "bulkWrite": 1, "ops": [["insert": .int32(0), "document": ["_id": 3]]], "nsInfo": [["ns": "test.drinks"]], "$db": "admin",
            ])
            #expect(bulk["code"] == .int32(13))
            let createUser = try reader.command(["createUser": "x", "pwd": "hunter2", "roles": [], "$db": "test"])
            #expect(createUser["code"] == .int32(13))
            #expect(
                createUser["errmsg"]?.stringValue?.hasPrefix("not authorized on test to execute command { createUser: \"x\", pwd: \"xxx\"") == true,
                "\(createUser)")
            #expect(try admin.command(["count": "drinks", "$db": "test"])["n"] == .int32(1))
        }
    }

    @Test("Aggregations need find on every collection $lookup and $unionWith read and write access to $out's and $merge's targets; refused ones write nothing")
    func pipelinePrivileges() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let admin = try server.connect()
            try admin.createRoot()
            try admin.login("admin", "s3cret")
            #expect(try admin.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])["n"] == .int32(1))
            #expect(try admin.command(["insert": "prices", "documents": [["_id": 1]], "$db": "secret"])["n"] == .int32(1))
            #expect(try admin.command(["createUser": "reader", "pwd": "pw", "roles": ["read"], "$db": "test"])["ok"] == .double(1))
            let reader = try server.connect()
            try reader.login("reader", "pw", db: "test")
            let cursor: Document = [:]
            let own = try reader.command(["aggregate": "drinks", "pipeline": [["$unionWith": "drinks"]], "cursor": .document(cursor), "$db": "test"])
            #expect(own["ok"] == .double(1), "\(own)")
            let lookup: BSONValue = ["$lookup": ["from": ["db": "secret", "coll": "prices"], "localField": "_id", "foreignField": "_id", "as": "p"]]
            #expect(try reader.command(["aggregate": "drinks", "pipeline": [lookup], "cursor": .document(cursor), "$db": "test"])["code"] == .int32(13))
            let nested: BSONValue = [
                "$facet": ["a": [["$unionWith": ["coll": "drinks", "pipeline": [["$lookup": ["from": "users", "pipeline": [], "as": "u"]]]]]]]
            ]
            #expect(try reader.command(["aggregate": "drinks", "pipeline": [nested], "cursor": .document(cursor), "$db": "test"])["ok"] == .double(1))
            let out = try reader.command(["aggregate": "drinks", "pipeline": [["$out": "copy"]], "cursor": .document(cursor), "$db": "test"])
            #expect(out["code"] == .int32(13))
            let merge = try reader.command(["aggregate": "drinks", "pipeline": [["$merge": ["into": "copy"]]], "cursor": .document(cursor), "$db": "test"])
            #expect(merge["code"] == .int32(13))
            let collections = try admin.command(["listCollections": 1, "nameOnly": true, "$db": "test"])
            let names = collections["cursor"]?.documentValue?["firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["name"]?.stringValue } ?? []
            #expect(names == ["drinks"])
            let stream = try reader.command(["aggregate": "drinks", "pipeline": [["$changeStream": [:]]], "cursor": .document(cursor), "$db": "test"])
            #expect(stream["ok"] == .double(1), "\(stream)")
            let clusterStream = try reader.command([
                "aggregate": 1, "pipeline": [["$changeStream": ["allChangesForCluster": true]]], "cursor": .document(cursor), "$db": "admin",
            ])
            #expect(clusterStream["code"] == .int32(13))
        }
    }

    @Test("Users are stored as MongoDB stores them: _id db.user, salted keys for both mechanisms at the default iteration counts, never the password")
    func storedUser() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let admin = try server.connect()
            try admin.createRoot("admin", "correct horse battery staple")
            try admin.login("admin", "correct horse battery staple")
            let found = try admin.command(["find": "system.users", "$db": "admin"])
            let user = try #require(found["cursor"]?.documentValue?["firstBatch"]?.arrayValue?.first?.documentValue)
            #expect(user["_id"] == .string("admin.admin"))
            #expect(user["user"] == .string("admin"))
            #expect(user["db"] == .string("admin"))
            #expect(user["roles"] == [["role": "root", "db": "admin"]])
            let credentials = try #require(user["credentials"]?.documentValue)
            #expect(credentials.elements.map(\.key) == ["SCRAM-SHA-1", "SCRAM-SHA-256"])
            #expect(credentials["SCRAM-SHA-1"]?.documentValue?["iterationCount"] == .int32(10000))
            #expect(credentials["SCRAM-SHA-256"]?.documentValue?["iterationCount"] == .int32(15000))
            for key in ["salt", "storedKey", "serverKey"] {
                #expect(credentials["SCRAM-SHA-256"]?.documentValue?[key]?.stringValue.flatMap { Data(base64Encoded: $0) } != nil)
            }
            #expect(user["pwd"] == nil)
            let bytes = String(decoding: user.bytes, as: UTF8.self)
            #expect(!bytes.contains("correct horse"))

            #expect(try admin.command(["createUser": "sha1only", "pwd": "pw", "roles": [], "mechanisms": ["SCRAM-SHA-1"], "$db": "test"])["ok"] == .double(1))
            let info = try admin.command(["usersInfo": "sha1only", "$db": "test"])
            #expect(info["users"]?.arrayValue?.first?.documentValue?["mechanisms"] == ["SCRAM-SHA-1"])
            #expect(try server.connect().login("sha1only", "pw", mechanism: .sha256, db: "test")["code"] == .int32(18))
            #expect(try server.connect().login("sha1only", "pw", mechanism: .sha1, db: "test")["ok"] == .double(1))
            let hello = try server.connect().command(["hello": 1, "saslSupportedMechs": "test.sha1only", "$db": "admin"])
            #expect(hello["saslSupportedMechs"] == ["SCRAM-SHA-1"])
            let unknown = try server.connect().command(["hello": 1, "saslSupportedMechs": "test.nobody", "$db": "admin"])
            #expect(unknown["saslSupportedMechs"] == nil)
        }
    }

    @Test(
        "User commands fail as MongoDB's do: 51003 for a user that exists, 31 RoleNotFound, 2 BadValue for an unknown mechanism or a password SASLprep refuses, 11 UserNotFound; the user is unchanged"
    )
    func userCommandErrors() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let admin = try server.connect()
            try admin.createRoot()
            try admin.login("admin", "s3cret")
            #expect(try admin.command(["createUser": "u", "pwd": "pw", "roles": ["read"], "$db": "test"])["ok"] == .double(1))
            let duplicate = try admin.command(["createUser": "u", "pwd": "other", "roles": ["readWrite"], "$db": "test"])
            #expect(duplicate["code"] == .int32(51003))
            #expect(duplicate["errmsg"] == .string("User \"u@test\" already exists"))
            #expect(try admin.command(["createUser": "v", "pwd": "pw", "roles": ["noSuchRole"], "$db": "test"])["code"] == .int32(31))
            #expect(try admin.command(["createUser": "v", "pwd": "pw", "roles": ["root"], "$db": "test"])["code"] == .int32(31))
            #expect(try admin.command(["createUser": "v", "pwd": "pw", "roles": [], "mechanisms": ["MD5"], "$db": "test"])["code"] == .int32(2))
            #expect(try admin.command(["createUser": "v", "roles": [], "$db": "test"])["code"] == .int32(2))
            // A SCRAM-SHA-256 password that SASLprep refuses (RFC 4013 §3's U+0627 then "1").
            let refusedPassword = try admin.command(["createUser": "v", "pwd": "\u{0627}1", "roles": [], "$db": "test"])
            #expect(refusedPassword["code"] == .int32(2), "\(refusedPassword)")
            #expect(refusedPassword["errmsg"]?.stringValue?.contains("SASLprep") == true)
            let missing = try admin.command(["dropUser": "nobody", "$db": "test"])
            #expect(missing["code"] == .int32(11))
            #expect(missing["codeName"] == .string("UserNotFound"))
            #expect(try admin.command(["updateUser": "nobody", "pwd": "x", "$db": "test"])["code"] == .int32(11))
            #expect(try admin.command(["grantRolesToUser": "u", "roles": ["noSuchRole"], "$db": "test"])["code"] == .int32(31))
            #expect(try server.connect().login("u", "pw", db: "test")["ok"] == .double(1))
            let info = try admin.command(["usersInfo": 1, "$db": "test"])
            #expect(info["users"]?.arrayValue?.compactMap { $0.documentValue?["user"]?.stringValue } == ["u"])
            #expect(info["users"]?.arrayValue?.first?.documentValue?["roles"] == [["role": "read", "db": "test"]])
        }
    }

    @Test("Granting, revoking, changing the password and dropping take effect on connections already authenticated")
    func userChanges() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let admin = try server.connect()
            try admin.createRoot()
            try admin.login("admin", "s3cret")
            #expect(try admin.command(["createUser": "u", "pwd": "pw", "roles": ["read"], "$db": "test"])["ok"] == .double(1))
            let user = try server.connect()
            try user.login("u", "pw", db: "test")
            #expect(try user.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])["code"] == .int32(13))
            #expect(try admin.command(["grantRolesToUser": "u", "roles": ["readWrite"], "$db": "test"])["ok"] == .double(1))
            #expect(try user.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])["n"] == .int32(1))
            #expect(try admin.command(["revokeRolesFromUser": "u", "roles": ["readWrite"], "$db": "test"])["ok"] == .double(1))
            #expect(try user.command(["insert": "drinks", "documents": [["_id": 2]], "$db": "test"])["code"] == .int32(13))
            #expect(try admin.command(["updateUser": "u", "pwd": "new", "$db": "test"])["ok"] == .double(1))
            #expect(try server.connect().login("u", "pw", db: "test")["code"] == .int32(18))
            #expect(try server.connect().login("u", "new", db: "test")["ok"] == .double(1))
            #expect(try admin.command(["dropUser": "u", "$db": "test"])["ok"] == .double(1))
            #expect(try user.command(["find": "drinks", "$db": "test"])["code"] == .int32(13))
            #expect(try admin.command(["count": "drinks", "$db": "test"])["n"] == .int32(1))
        }
    }

    @Test("hello's speculativeAuthenticate carries saslStart: its reply holds the server-first message and saslContinue finishes the login")
    func speculativeAuthentication() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            try server.connect().createRoot()
            let client = try server.connect()
            let scram = SCRAMClient(mechanism: .sha256, user: "admin", password: "s3cret")
            var start = scram.saslStart()
            start["$db"] = nil
            start["db"] = "admin"
            let hello = try client.command(["hello": 1, "speculativeAuthenticate": .document(start), "$db": "admin"])
            let speculative = try #require(hello["speculativeAuthenticate"]?.documentValue)
            #expect(speculative["ok"] == nil)
            #expect(speculative["done"] == .bool(false))
            let serverFirst = try #require(speculative["payload"]?.payloadText)
            let final = try scram.clientFinal(serverFirst: serverFirst)
            let reply = try client.command([
                "saslContinue": 1, "conversationId": speculative["conversationId"]!, "payload": .binary(BSONBinary(data: Array(final.message.utf8))),
                "$db": "admin",
            ])
            #expect(reply["done"] == .bool(true))
            #expect(reply["payload"]?.payloadText == final.signature)
            #expect(try client.command(["find": "drinks", "$db": "test"])["ok"] == .double(1))
        }
    }

    @Test("A durable store served once with --auth keeps its users and requires authentication when served again without --auth")
    func durable() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-auth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await offTestThreads {
            let first = try ServerProcess(["--db", directory.path, "--auth"])
            try first.connect().createRoot()
            #expect(try first.terminate() == 0)
            let second = try ServerProcess(["--db", directory.path])
            #expect(second.announcement.hasSuffix("authentication required"))
            let client = try second.connect()
            #expect(try client.command(["find": "drinks", "$db": "test"])["code"] == .int32(13))
            #expect(try client.command(["createUser": "again", "pwd": "pw", "roles": ["root"], "$db": "admin"])["code"] == .int32(13))
            #expect(try client.login("admin", "s3cret")["ok"] == .double(1))
            #expect(try client.command(["find": "drinks", "$db": "test"])["ok"] == .double(1))
            #expect(try second.terminate() == 0)
        }
    }

    @Test("Without --auth every command runs unauthenticated, and drivers may still log in")
    func withoutAuth() async throws {
        try await withServer(["--memory"]) { server in
            #expect(!server.announcement.contains("authentication"))
            let client = try server.connect()
            #expect(try client.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])["n"] == .int32(1))
            #expect(try client.command(["createUser": "u", "pwd": "pw", "roles": ["read"], "$db": "test"])["ok"] == .double(1))
            #expect(try server.connect().login("u", "pw", db: "test")["ok"] == .double(1))
        }
    }

    @Test(
        "Malformed SASL messages fail with 2 BadValue, a wrong nonce with 18, a conversation that ended with 17; bad user-command arguments with 2; nothing changes"
    )
    func malformedRequests() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let admin = try server.connect()
            try admin.createRoot()
            try admin.login("admin", "s3cret")
            #expect(try admin.command(["createUser": "u", "pwd": "pw", "roles": ["read"], "$db": "test"])["ok"] == .double(1))
            let client = try server.connect()
            func start(_ payload: BSONValue) throws -> Document {
                try client.command(["saslStart": 1, "mechanism": "SCRAM-SHA-256", "payload": payload, "$db": "test"])
            }
            #expect(try client.command(["saslStart": 1, "payload": .binary(BSONBinary(data: [])), "$db": "test"])["code"] == .int32(2))
            #expect(try start(.int32(1))["code"] == .int32(2))
            #expect(try start(.binary(BSONBinary(data: Array("p=tls-unique,,n=u,r=abc".utf8))))["code"] == .int32(2))
            #expect(try start(.binary(BSONBinary(data: Array("n,a=admin,n=u,r=abc".utf8))))["code"] == .int32(2))
            #expect(try start(.binary(BSONBinary(data: Array("n,,n=u=41,r=abc".utf8))))["code"] == .int32(2))

            let started = try start(.binary(BSONBinary(data: Array("n,,n=u,r=abc".utf8))))
            #expect(started["ok"] == .double(1))
            let garbage = try client.command([
                "saslContinue": 1, "conversationId": started["conversationId"]!, "payload": .binary(BSONBinary(data: Array("x".utf8))), "$db": "test",
            ])
            #expect(garbage["code"] == .int32(2))
            let after = try client.command([
                "saslContinue": 1, "conversationId": started["conversationId"]!, "payload": .binary(BSONBinary(data: [])), "$db": "test",
            ])
            #expect(after["code"] == .int32(17))

            let scram = SCRAMClient(mechanism: .sha256, user: "u", password: "pw")
            let real = try client.command(scram.saslStart(db: "test"))
            let serverFirst = try #require(real["payload"]?.payloadText)
            let final = try scram.clientFinal(serverFirst: serverFirst)
            let otherNonce = final.message.replacingOccurrences(of: ",r=\(scram.nonce)", with: ",r=\(scram.nonce)x")
            let wrongNonce = try client.command([
                "saslContinue": 1, "conversationId": real["conversationId"]!, "payload": .binary(BSONBinary(data: Array(otherNonce.utf8))), "$db": "test",
            ])
            #expect(wrongNonce["code"] == .int32(18))
            #expect(try client.command(["find": "drinks", "$db": "test"])["code"] == .int32(13))

            #expect(try admin.command(["createUser": "bell", "pwd": "\u{0007}bell", "roles": [], "$db": "test"])["code"] == .int32(2))
            #expect(try admin.command(["updateUser": "u", "mechanisms": ["SCRAM-SHA-1"], "$db": "test"])["code"] == .int32(2))
            #expect(try admin.command(["updateUser": "u", "$db": "test"])["code"] == .int32(2))
            #expect(try admin.command(["grantRolesToUser": "u", "$db": "test"])["code"] == .int32(2))
            #expect(try admin.command(["createUser": "", "pwd": "pw", "roles": [], "$db": "test"])["code"] == .int32(2))
            let info = try admin.command(["usersInfo": 1, "$db": "test"])
            #expect(info["users"]?.arrayValue?.compactMap { $0.documentValue?["user"]?.stringValue } == ["u"])
            #expect(info["users"]?.arrayValue?.first?.documentValue?["roles"] == [["role": "read", "db": "test"]])
            #expect(try server.connect().login("u", "pw", db: "test")["ok"] == .double(1))
        }
    }

    @Test(
        "listDatabases shows a user without the listDatabases action only its roles' databases; getMore needs find on the cursor's collection and its opener; unknown commands fail with 59 first"
    )
    func listingAndCursors() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let anonymous = try server.connect()
            let unknown = try anonymous.command(["noSuchCommand": 1, "$db": "test"])
            #expect(unknown["code"] == .int32(59))
            let admin = try server.connect()
            try admin.createRoot()
            try admin.login("admin", "s3cret")
            #expect(try admin.command(["insert": "drinks", "documents": [["_id": 1], ["_id": 2], ["_id": 3]], "$db": "test"])["n"] == .int32(3))
            #expect(try admin.command(["insert": "prices", "documents": [["_id": 1]], "$db": "other"])["n"] == .int32(1))
            #expect(try admin.command(["createUser": "reader", "pwd": "pw", "roles": ["read"], "$db": "test"])["ok"] == .double(1))
            #expect(try admin.command(["createUser": "outsider", "pwd": "pw", "roles": ["read"], "$db": "other"])["ok"] == .double(1))
            #expect(try admin.command(["createUser": "neighbour", "pwd": "pw", "roles": ["read"], "$db": "test"])["ok"] == .double(1))

            func names(_ reply: Document) -> [String] {
                (reply["databases"]?.arrayValue ?? []).compactMap { $0.documentValue?["name"]?.stringValue }.sorted()
            }
            let everything = names(try admin.command(["listDatabases": 1, "$db": "admin"]))
            #expect(everything.contains("test") && everything.contains("other"), "\(everything)")
            let reader = try server.connect()
            try reader.login("reader", "pw", db: "test")
            #expect(names(try reader.command(["listDatabases": 1, "$db": "admin"])) == ["test"])

            let found = try reader.command(["find": "drinks", "batchSize": 1, "$db": "test"])
            let id = try #require(found["cursor"]?.documentValue?["id"])
            let next = try reader.command(["getMore": id, "collection": "drinks", "batchSize": 1, "$db": "test"])
            #expect(next["cursor"]?.documentValue?["nextBatch"] == [["_id": 2]])
            let outsider = try server.connect()
            try outsider.login("outsider", "pw", db: "other")
            #expect(try outsider.command(["getMore": id, "collection": "drinks", "$db": "test"])["code"] == .int32(13))
            #expect(try outsider.command(["killCursors": "drinks", "cursors": [id], "$db": "test"])["code"] == .int32(13))
            let neighbour = try server.connect()
            try neighbour.login("neighbour", "pw", db: "test")
            let taken = try neighbour.command(["getMore": id, "collection": "drinks", "$db": "test"])
            #expect(taken["code"] == .int32(13))
            #expect(taken["errmsg"]?.stringValue?.hasSuffix("was not created by the authenticated user") == true, "\(taken)")
            #expect(try neighbour.command(["killCursors": "drinks", "cursors": [id], "$db": "test"])["code"] == .int32(13))
            let last = try reader.command(["getMore": id, "collection": "drinks", "$db": "test"])
            #expect(last["cursor"]?.documentValue?["nextBatch"] == [["_id": 3]])
            #expect(try outsider.command(["usersInfo": "outsider", "$db": "other"])["users"]?.arrayValue?.count == 1)
            #expect(try outsider.command(["usersInfo": "reader", "$db": "test"])["code"] == .int32(13))
        }
    }
}
