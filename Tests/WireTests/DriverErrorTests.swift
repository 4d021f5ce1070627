#if canImport(DocStreamRemote)
    import CLibMongoC
    import DocStreamBSON
    @testable import DocStreamRemote
    import Testing

    /// A deployment's error replies as `DocStreamError`s, as the embedded engine gives its own:
    /// reply shapes from MongoDB's manual (command errors, writeErrors, writeConcernError).
    @Suite("Errors from a deployment's replies")
    struct DriverErrorTests {
        private func error(_ reply: Document?, domain: UInt32 = MONGOC_ERROR_SERVER.rawValue, code: UInt32 = 0, message: String = "") -> DocStreamError {
            DriverOutcome(reply: reply, domain: domain, code: code, message: message).error()
        }

        @Test("A command's error reply: its code, the server's codeName where DocStream names none, labels; no gossip in extraInfo")
        func commandError() {
            let error = error([
                "ok": 0.0, "errmsg": "not primary and secondaryOk=false", "code": 13435, "codeName": "NotPrimaryNoSecondaryOk",
                "errorLabels": ["RetryableReadError"], "$clusterTime": ["clusterTime": .timestamp(BSONTimestamp(seconds: 1, increment: 1))],
                "operationTime": .timestamp(BSONTimestamp(seconds: 1, increment: 1)),
            ])
            #expect(error.code == 13435)
            #expect(error.codeName == "NotPrimaryNoSecondaryOk")
            #expect(error.message == "not primary and secondaryOk=false")
            #expect(error.errorLabels == ["RetryableReadError"])
            #expect(error.extraInfo == nil)
        }

        @Test("A write's first write error: 11000 with keyPattern and keyValue as extra information, not its index")
        func writeError() {
            let error = error([
                "ok": 1.0, "n": 0,
                "writeErrors": [
                    [
                        "index": 0, "code": 11000, "errmsg": "E11000 duplicate key error collection: test.c index: _id_ dup key: { _id: 1 }",
                        "keyPattern": ["_id": 1], "keyValue": ["_id": 1],
                    ]
                ],
            ])
            #expect(error.code == 11000)
            #expect(error.codeName == "DuplicateKey")
            #expect(error.extraInfo == ["keyPattern": ["_id": 1], "keyValue": ["_id": 1]])
        }

        @Test("A write concern error: its code and errInfo")
        func writeConcernError() {
            let error = error([
                "ok": 1.0, "n": 1,
                "writeConcernError": [
                    "code": 64, "codeName": "WriteConcernFailed", "errmsg": "waiting for replication timed out", "errInfo": ["wtimeout": true],
                ],
            ])
            #expect(error.code == 64)
            #expect(error.info == ["wtimeout": true])
        }

        @Test("The driver's own failures: an unreachable server is 6 HostUnreachable with the driver's message")
        func driverFailure() {
            let error = error(nil, domain: MONGOC_ERROR_SERVER_SELECTION.rawValue, code: 13053, message: "No suitable servers found")
            #expect(error.code == 6)
            #expect(error.message == "No suitable servers found")
        }
    }
#endif
