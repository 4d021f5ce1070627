import DocStreamBSON
import Foundation
import TestSupport
import Testing

/// The `failCommand` fail point as MongoDB documents it (MongoDB server wiki, "The failCommand
/// fail point"; jstests/core/failcommand_failpoint.js) and the error labels of the retryable
/// writes and change streams specifications.
@Suite("docstream serve: the failCommand fail point and error labels", .timeLimit(.minutes(5)))
struct FailCommandTests {
    static func configure(_ client: WireClient, mode: BSONValue, data: Document = [:]) throws -> Document {
        try client.command(["configureFailPoint": "failCommand", "mode": mode, "data": .document(data), "$db": "admin"])
    }

    static let session: BSONValue = ["id": .binary(BSONBinary(subtype: 4, data: Array(repeating: 7, count: 16)))]

    @Test("{times: 2} fails the next two finds with the errorCode, then finds run again; count tells how many were failed")
    func timesAndErrorCode() async throws {
        try await withServer { server in
            let client = try server.connect()
            _ = try client.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])
            #expect(try Self.configure(client, mode: ["times": 2], data: ["failCommands": ["find"], "errorCode": 2]) == ["count": .int64(0), "ok": 1.0])
            for _ in 0..<2 {
                let failed = try client.command(["find": "drinks", "$db": "test"])
                #expect(failed["ok"] == .double(0))
                #expect(failed["code"] == .int32(2))
                #expect(failed["codeName"] == .string("BadValue"))
                #expect(failed["errmsg"] == .string("Failing command via 'failCommand' failpoint"))
                #expect(failed["errorLabels"] == nil)
            }
            let found = try client.command(["find": "drinks", "$db": "test"])
            #expect(found["cursor"]?.documentValue?["firstBatch"] == .array([.document(["_id": 1])]))
            // Commands it does not name are never failed.
            #expect(try Self.configure(client, mode: "alwaysOn", data: ["failCommands": ["distinct"], "errorCode": 2])["count"] == .int64(2))
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(1))
            #expect(try Self.configure(client, mode: "off")["count"] == .int64(2))
            #expect(try client.command(["distinct": "drinks", "key": "_id", "$db": "test"])["ok"] == .double(1))
        }
    }

    @Test("{skip: 1} lets the next matching command run and fails the ones after it")
    func skip() async throws {
        try await withServer { server in
            let client = try server.connect()
            _ = try Self.configure(client, mode: ["skip": 1], data: ["failCommands": ["ping"], "errorCode": 8])
            #expect(try client.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
            #expect(try client.command(["ping": 1, "$db": "admin"])["codeName"] == .string("UnknownError"))
            #expect(try client.command(["ping": 1, "$db": "admin"])["code"] == .int32(8))
        }
    }

    @Test("closeConnection closes the connection without running the insert; the server and other connections go on")
    func closeConnection() async throws {
        try await withServer { server in
            let admin = try server.connect()
            _ = try Self.configure(admin, mode: ["times": 1], data: ["failCommands": ["insert"], "closeConnection": true])
            let victim = try server.connect()
            try victim.send(WireMessages.opMsg(requestID: victim.requestID(), body: ["insert": "drinks", "documents": [["_id": 1]], "$db": "test"]))
            #expect(victim.isClosedByServer(within: 10))
            #expect(try admin.command(["count": "drinks", "$db": "test"])["n"] == .int32(0))
            #expect(try answersPing(server))
        }
    }

    @Test("A retryable write failing with a retriable code gets the RetryableWriteError label; the same error without txnNumber does not")
    func retryableWriteErrorLabel() async throws {
        try await withServer { server in
            let client = try server.connect()
            _ = try Self.configure(client, mode: ["times": 2], data: ["failCommands": ["insert"], "errorCode": 91])
            let retryable = try client.command([
                "insert": "drinks", "documents": [["_id": 1]], "lsid": Self.session, "txnNumber": .int64(1), "$db": "test",
            ])
            #expect(retryable["code"] == .int32(91))
            #expect(retryable["codeName"] == .string("ShutdownInProgress"))
            #expect(retryable["errorLabels"] == ["RetryableWriteError"])
            let plain = try client.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])
            #expect(plain["code"] == .int32(91))
            #expect(plain["errorLabels"] == nil)
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(0))
            // A non-retriable code gets no label even on a retryable write.
            _ = try Self.configure(client, mode: ["times": 1], data: ["failCommands": ["insert"], "errorCode": 2])
            let badValue = try client.command([
                "insert": "drinks", "documents": [["_id": 1]], "lsid": Self.session, "txnNumber": .int64(2), "$db": "test",
            ])
            #expect(badValue["code"] == .int32(2))
            #expect(badValue["errorLabels"] == nil)
        }
    }

    @Test("errorLabels in the fail point's data replace the labels the server would add")
    func errorLabelsOverride() async throws {
        try await withServer { server in
            let client = try server.connect()
            _ = try Self.configure(client, mode: ["times": 1], data: ["failCommands": ["insert"], "errorCode": 91, "errorLabels": []])
            let none = try client.command([
                "insert": "drinks", "documents": [["_id": 1]], "lsid": Self.session, "txnNumber": .int64(1), "$db": "test",
            ])
            #expect(none["code"] == .int32(91))
            #expect(none["errorLabels"] == nil)
            _ = try Self.configure(
                client, mode: ["times": 1], data: ["failCommands": ["find"], "errorCode": 112, "errorLabels": ["TransientTransactionError"]])
            #expect(try client.command(["find": "drinks", "$db": "test"])["errorLabels"] == ["TransientTransactionError"])
        }
    }

    @Test("writeConcernError is added to a write that is applied; a retriable one on a retryable write is labelled")
    func writeConcernError() async throws {
        try await withServer { server in
            let client = try server.connect()
            let concernError: Document = ["code": 91, "errmsg": "Replication is being shut down"]
            _ = try Self.configure(client, mode: ["times": 1], data: ["failCommands": ["insert"], "writeConcernError": .document(concernError)])
            let reply = try client.command([
                "insert": "drinks", "documents": [["_id": 1]], "lsid": Self.session, "txnNumber": .int64(1), "$db": "test",
            ])
            #expect(reply["ok"] == .double(1))
            #expect(reply["n"] == .int32(1))
            #expect(reply["writeConcernError"] == .document(concernError))
            #expect(reply["errorLabels"] == ["RetryableWriteError"])
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(1))
        }
    }

    @Test("A change stream's getMore failing with a resumable code is labelled ResumableChangeStreamError; a find cursor's is not")
    func resumableChangeStreamLabel() async throws {
        try await withServer { server in
            let client = try server.connect()
            _ = try client.command(["insert": "drinks", "documents": [["_id": 1], ["_id": 2]], "$db": "test"])
            let stream = try client.command([
                "aggregate": "drinks", "pipeline": [["$changeStream": [:]]], "cursor": [:], "$db": "test",
            ])
            let streamID = try #require(stream["cursor"]?.documentValue?["id"]?.int64Value)
            let find = try client.command(["find": "drinks", "batchSize": 1, "$db": "test"])
            let findID = try #require(find["cursor"]?.documentValue?["id"]?.int64Value)
            _ = try Self.configure(client, mode: ["times": 2], data: ["failCommands": ["getMore"], "errorCode": 10107])
            let streamFailure = try client.command(["getMore": .int64(streamID), "collection": "drinks", "maxTimeMS": 10, "$db": "test"])
            #expect(streamFailure["code"] == .int32(10107))
            #expect(streamFailure["errorLabels"] == ["ResumableChangeStreamError"])
            let findFailure = try client.command(["getMore": .int64(findID), "collection": "drinks", "$db": "test"])
            #expect(findFailure["code"] == .int32(10107))
            #expect(findFailure["errorLabels"] == nil)
            // The fail point failed the getMores before they touched their cursors.
            let rest = try client.command(["getMore": .int64(findID), "collection": "drinks", "$db": "test"])
            #expect(rest["cursor"]?.documentValue?["nextBatch"] == .array([.document(["_id": 2])]))
        }
    }

    @Test("A change stream's getMore that fails with 280 ChangeStreamFatalError is labelled NonResumableChangeStreamError")
    func nonResumableChangeStreamLabel() async throws {
        // error_labels.cpp ErrorLabelBuilder::isNonResumableChangeStreamError, and error_codes.yml's
        // NonResumableChangeStreamError category (280, 286). The event's _id is removed, which
        // the server refuses (plan_executor_pipeline.cpp).
        try await withServer { server in
            let client = try server.connect()
            let stream = try client.command([
                "aggregate": "drinks", "pipeline": [["$changeStream": [:]], ["$project": ["_id": 0]]], "cursor": [:], "$db": "test",
            ])
            let streamID = try #require(stream["cursor"]?.documentValue?["id"]?.int64Value)
            _ = try client.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])
            let failure = try client.command(["getMore": .int64(streamID), "collection": "drinks", "$db": "test"])
            #expect(failure["code"] == .int32(280))
            #expect(failure["errorLabels"] == ["NonResumableChangeStreamError"])
            #expect(try client.command(["count": "drinks", "$db": "test"])["n"] == .int32(1))
        }
    }

    @Test("blockConnection holds the reply back for blockTimeMS; appName limits the fail point to connections whose handshake named it")
    func blockConnectionAndAppName() async throws {
        try await withServer { server in
            let admin = try server.connect()
            _ = try Self.configure(
                admin, mode: "alwaysOn",
                data: [
                    "failCommands": ["ping"], "blockConnection": true, "blockTimeMS": 400, "appName": "slowApp",
                ])
            let named = try server.connect()
            _ = try named.command(["hello": 1, "client": ["application": ["name": "slowApp"]], "$db": "admin"])
            let started = ContinuousClock.now
            #expect(try named.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
            #expect(ContinuousClock.now - started >= .milliseconds(400))
            // Another application's connection is not held back: it answers while the first waits.
            let other = try server.connect()
            _ = try other.command(["hello": 1, "client": ["application": ["name": "otherApp"]], "$db": "admin"])
            try named.send(WireMessages.opMsg(requestID: named.requestID(), body: ["ping": 1, "$db": "admin"]))
            #expect(try other.command(["ping": 1, "$db": "admin"])["ok"] == .double(1))
            #expect(try named.receive().opMsgBody()["ok"] == .double(1))
        }
    }

    @Test("hello can be failed too: closeConnection on the handshake of the named application")
    func failedHandshake() async throws {
        try await withServer { server in
            let admin = try server.connect()
            _ = try Self.configure(admin, mode: ["times": 1], data: ["failCommands": ["hello", "isMaster"], "closeConnection": true, "appName": "monitor"])
            let monitor = try server.connect()
            try monitor.send(
                WireMessages.opMsg(requestID: monitor.requestID(), body: ["hello": 1, "client": ["application": ["name": "monitor"]], "$db": "admin"]))
            #expect(monitor.isClosedByServer(within: 10))
            let again = try server.connect()
            #expect(try again.command(["hello": 1, "client": ["application": ["name": "monitor"]], "$db": "admin"])["isWritablePrimary"] == .bool(true))
        }
    }

    @Test(
        "maxTimeAlwaysTimeOut (MongoDB's fail point, src/mongo/db/operation_context.cpp, which drivers' test suites set): a command with a maxTimeMS fails with 50 MaxTimeMSExpired and writes nothing; one without runs; times counts; off ends it"
    )
    func maxTimeAlwaysTimeOut() async throws {
        try await withServer { server in
            let client = try server.connect()
            #expect(try client.command(["insert": "drinks", "documents": [["_id": 1]], "$db": "test"])["ok"] == .double(1))
            let set = try client.command(["configureFailPoint": "maxTimeAlwaysTimeOut", "mode": "alwaysOn", "$db": "admin"])
            #expect(set == ["count": .int64(0), "ok": 1.0])
            let find = try client.command(["find": "drinks", "maxTimeMS": 10_000, "$db": "test"])
            #expect(find["code"] == .int32(50), "\(find)")
            #expect(find["codeName"] == "MaxTimeMSExpired")
            let insert = try client.command(["insert": "drinks", "documents": [["_id": 2]], "maxTimeMS": 10_000, "$db": "test"])
            #expect(insert["code"] == .int32(50), "\(insert)")
            // Without a limit, or with 0 (none), commands run.
            #expect(try client.command(["find": "drinks", "$db": "test"])[path: "cursor.firstBatch"]?.arrayValue?.count == 1)
            #expect(try client.command(["find": "drinks", "maxTimeMS": 0, "$db": "test"])["ok"] == .double(1))
            let once = try client.command(["configureFailPoint": "maxTimeAlwaysTimeOut", "mode": ["times": 1], "$db": "admin"])
            #expect(once == ["count": .int64(2), "ok": 1.0])
            #expect(try client.command(["count": "drinks", "maxTimeMS": 10_000, "$db": "test"])["code"] == .int32(50))
            #expect(try client.command(["count": "drinks", "maxTimeMS": 10_000, "$db": "test"])["n"] == .int32(1))
            _ = try client.command(["configureFailPoint": "maxTimeAlwaysTimeOut", "mode": "alwaysOn", "$db": "admin"])
            _ = try client.command(["configureFailPoint": "maxTimeAlwaysTimeOut", "mode": "off", "$db": "admin"])
            #expect(try client.command(["find": "drinks", "maxTimeMS": 10_000, "$db": "test"])["ok"] == .double(1))
        }
    }

    @Test("Bad settings fail with 2 BadValue or 72 InvalidOptions and leave the fail point as it was; only admin runs it")
    func badSettings() async throws {
        try await withServer { server in
            let client = try server.connect()
            _ = try Self.configure(client, mode: "alwaysOn", data: ["failCommands": ["distinct"], "errorCode": 2])
            let unknown = try client.command(["configureFailPoint": "noSuchFailPoint", "mode": "alwaysOn", "$db": "admin"])
            #expect(unknown["code"] == .int32(2))
            #expect(unknown["errmsg"] == .string("Cannot find failPoint named 'noSuchFailPoint'"))
            #expect(try Self.configure(client, mode: "sometimes", data: ["failCommands": ["find"]])["code"] == .int32(2))
            #expect(try Self.configure(client, mode: ["times": -1], data: ["failCommands": ["find"]])["code"] == .int32(2))
            #expect(try Self.configure(client, mode: "alwaysOn", data: ["errorCode": 2])["code"] == .int32(2))
            let block = try Self.configure(client, mode: "alwaysOn", data: ["failCommands": ["find"], "blockConnection": true])
            #expect(block["code"] == .int32(72))
            #expect(block["errmsg"] == .string("must specify 'blockTimeMS' when 'blockConnection' is true"))
            let notAdmin = try client.command(["configureFailPoint": "failCommand", "mode": "off", "$db": "test"])
            #expect(notAdmin["code"] == .int32(13))
            // The first setting still holds: distinct fails, find runs.
            #expect(try client.command(["distinct": "drinks", "key": "_id", "$db": "test"])["code"] == .int32(2))
            #expect(try client.command(["find": "drinks", "$db": "test"])["ok"] == .double(1))
        }
    }

    @Test("With --auth only a server administrator sets the fail point: a readWrite user gets 13 Unauthorized and nothing is failed")
    func needsAdministrator() async throws {
        try await withServer(["--memory", "--auth"]) { server in
            let admin = try server.connect()
            try admin.createRoot()
            try admin.login("admin", "s3cret")
            #expect(try admin.command(["createUser": "writer", "pwd": "pw", "roles": ["readWrite"], "$db": "test"])["ok"] == .double(1))
            let writer = try server.connect()
            #expect(try writer.login("writer", "pw", db: "test")["ok"] == .double(1))
            let refused = try writer.command([
                "configureFailPoint": "failCommand", "mode": "alwaysOn", "data": ["failCommands": ["find"], "errorCode": 2], "$db": "admin",
            ])
            #expect(refused["code"] == .int32(13))
            #expect(try writer.command(["find": "drinks", "$db": "test"])["ok"] == .double(1))
            #expect(try Self.configure(admin, mode: ["times": 1], data: ["failCommands": ["find"], "errorCode": 2])["ok"] == .double(1))
            #expect(try writer.command(["find": "drinks", "$db": "test"])["code"] == .int32(2))
        }
    }
}
