import DocStream
import DocStreamBSON
import Testing

/// The bulkWrite command of MongoDB 8.0 (manual: "bulkWrite (database command)"; the drivers'
/// "Bulk Write" specification for the reply's shape; the cases follow MongoDB's
/// jstests/core/write/bulk/bulk_write_*.js).
@Suite("Commands: bulkWrite")
struct BulkWriteCommandTests {
    let session = CommandSession(store: Store())

    private func bulkWrite(_ ops: [BSONValue], _ namespaces: [String] = ["test.coll"], _ options: [(String, BSONValue)] = []) -> Document {
        var command: [(String, BSONValue)] = [
            ("bulkWrite", 1), ("ops", .array(ops)), ("nsInfo", .array(namespaces.map { .document(["ns": .string($0)]) })),
        ]
        command += options
        command.append(("$db", "admin"))
        return session.run(Document(command))
    }

    private func batch(_ reply: Document) -> [Document] {
        reply["cursor"]?.documentValue?["firstBatch"]?.arrayValue?.compactMap(\.documentValue) ?? []
    }

    private func documents(_ collection: String) -> [Document] {
        session.run(["find": .string(collection), "$db": "test"])["cursor"]?.documentValue?["firstBatch"]?.arrayValue?.compactMap(\.documentValue) ?? []
    }

    private func summary(_ reply: Document) -> [Int32?] {
        ["nErrors", "nInserted", "nMatched", "nModified", "nUpserted", "nDeleted"].map { reply[$0]?.int32Value }
    }

    @Test("An insert and a delete by _id: one result each, the cursor in admin.$cmd.bulkWrite, nothing left (bulk_write_delete_cursor.js)")
    func insertThenDelete() {
        let reply = bulkWrite([["insert": .int32(0), "document": ["_id": 1, "skey": "MongoDB"]], ["delete": .int32(0), "filter": ["_id": 1]]])
        #expect(reply["ok"] == .double(1))
        #expect(reply["cursor"]?.documentValue?["id"] == .int64(0))
        #expect(reply["cursor"]?.documentValue?["ns"] == "admin.$cmd.bulkWrite")
        #expect(batch(reply) == [["ok": 1.0, "idx": .int32(0), "n": .int32(1)], ["ok": 1.0, "idx": .int32(1), "n": .int32(1)]])
        #expect(summary(reply) == [0, 1, 0, 0, 0, 1])
        #expect(documents("coll").isEmpty)
    }

    @Test("multi: true updates every match: n 2, nModified 2 (bulk_write_update_cursor.js)")
    func multiUpdate() {
        let reply = bulkWrite([
            ["insert": .int32(0), "document": ["_id": 0, "skey": "MongoDB"]],
            ["insert": .int32(0), "document": ["_id": 1, "skey": "MongoDB"]],
            ["update": .int32(0), "filter": ["skey": "MongoDB"], "updateMods": ["$set": ["skey": "MongoDB2"]], "multi": true],
        ])
        #expect(batch(reply).last == ["ok": 1.0, "idx": .int32(2), "n": .int32(2), "nModified": .int32(2)])
        #expect(summary(reply) == [0, 2, 2, 2, 0, 0])
        #expect(documents("coll") == [["_id": 0, "skey": "MongoDB2"], ["_id": 1, "skey": "MongoDB2"]])
    }

    @Test("Ordered, a duplicate key stops the writes after it; unordered goes on (bulk_write_insert_cursor.js)")
    func orderedAndUnordered() {
        let ops: [BSONValue] = [
            ["insert": .int32(0), "document": ["_id": 1, "skey": "MongoDB"]],
            ["insert": .int32(0), "document": ["_id": 1, "skey": "MongoDB"]],
            ["insert": .int32(1), "document": ["_id": 7, "skey": "MongoDB"]],
        ]
        let ordered = bulkWrite(ops, ["test.coll", "test.coll1"])
        let results = batch(ordered)
        #expect(results.count == 2)
        #expect(results.first == ["ok": 1.0, "idx": .int32(0), "n": .int32(1)])
        #expect(results.last?["ok"] == .double(0))
        #expect(results.last?["idx"] == .int32(1))
        #expect(results.last?["code"] == .int32(11000))
        #expect(results.last?["n"] == .int32(0))
        #expect(summary(ordered) == [1, 1, 0, 0, 0, 0])
        #expect(documents("coll1").isEmpty)
        let unordered = bulkWrite(ops, ["test.coll", "test.coll1"], [("ordered", false)])
        #expect(batch(unordered).map { $0["ok"] } == [.double(0), .double(0), .double(1)])
        #expect(summary(unordered) == [2, 1, 0, 0, 0, 0])
        #expect(documents("coll1") == [["_id": 7, "skey": "MongoDB"]])
    }

    @Test("errorsOnly keeps the failures alone; an upsert reports its _id and counts as upserted, not matched")
    func errorsOnlyAndUpsert() {
        let reply = bulkWrite(
            [
                ["update": .int32(0), "filter": ["_id": 5], "updateMods": ["$set": ["x": 1]], "upsert": true],
                ["insert": .int32(0), "document": ["_id": 5]],
            ], ["test.coll"], [("errorsOnly", true), ("ordered", false)])
        #expect(batch(reply).map { $0["idx"] } == [.int32(1)])
        #expect(summary(reply) == [1, 0, 0, 0, 1, 0])
        let verbose = bulkWrite([["update": .int32(0), "filter": ["_id": 6], "updateMods": ["$set": ["x": 1]], "upsert": true]])
        #expect(batch(verbose) == [["ok": 1.0, "idx": .int32(0), "n": .int32(1), "nModified": .int32(0), "upserted": ["_id": 6]]])
    }

    @Test("An update whose updateMods is invalid fails alone, as an error entry; the command succeeds")
    func invalidOperation() {
        let reply = bulkWrite([
            ["insert": .int32(0), "document": ["_id": 1]],
            ["update": .int32(0), "filter": ["_id": 1], "updateMods": ["$bogus": ["x": 1]]],
        ])
        #expect(reply["ok"] == .double(1))
        #expect(batch(reply).last?["ok"] == .double(0))
        #expect(batch(reply).last?["code"] == .int32(9))
        #expect(documents("coll") == [["_id": 1]])
    }

    @Test("Outside admin 13 Unauthorized; without nsInfo 40414; a bad nsInfo index 2 BadValue; nothing is written")
    func commandErrors() {
        let notAdmin = session.run(["bulkWrite": 1, "ops": [["insert": .int32(0), "document": ["_id": 1]]], "nsInfo": [["ns": "test.coll"]], "$db": "test"])
        #expect(notAdmin["code"] == .int32(13))
        let noNamespaces = session.run(["bulkWrite": 1, "ops": [["insert": .int32(0), "document": ["_id": 1]]], "$db": "admin"])
        #expect(noNamespaces["code"] == .int32(40414))
        let badIndex = bulkWrite([["insert": .int32(0), "document": ["_id": 1]], ["insert": .int32(3), "document": ["_id": 2]]])
        #expect(badIndex["code"] == .int32(2))
        let empty = bulkWrite([])
        #expect(empty["code"] == .int32(16))
        #expect(documents("coll").isEmpty)
    }

    @Test("A retried bulkWrite (same lsid and txnNumber) returns the first results and applies nothing twice")
    func retried() {
        let session: BSONValue = ["id": .binary(BSONBinary(subtype: 4, data: Array(repeating: 3, count: 16)))]
        let ops: [BSONValue] = [
            ["insert": .int32(0), "document": ["_id": 1, "n": 0]],
            ["update": .int32(0), "filter": ["_id": 1], "updateMods": ["$inc": ["n": 1]]],
            ["update": .int32(0), "filter": ["_id": 1], "updateMods": ["$inc": ["n": 10]]],
        ]
        let first = bulkWrite(ops, ["test.coll"], [("lsid", session), ("txnNumber", .int64(1))])
        let retry = bulkWrite(ops, ["test.coll"], [("lsid", session), ("txnNumber", .int64(1))])
        #expect(summary(first) == [0, 1, 2, 2, 0, 0])
        #expect(batch(retry) == batch(first))
        #expect(documents("coll") == [["_id": 1, "n": 11]])
    }

    @Test("A durable store reopened after a retryable bulkWrite has its writes, and a retry after the restart applies nothing again")
    func retriedAfterRestart() throws {
        let directory = try TemporaryDirectory()
        let lsid: BSONValue = ["id": .binary(BSONBinary(subtype: 4, data: Array(repeating: 4, count: 16)))]
        let command: Document = [
            "bulkWrite": 1,
            "ops": [
                ["insert": .int32(0), "document": ["_id": 1, "n": 0]],
                ["update": .int32(0), "filter": ["_id": 1], "updateMods": ["$inc": ["n": 1]]],
                ["delete": .int32(1), "filter": ["_id": 2]],
            ],
            "nsInfo": [["ns": "test.coll"], ["ns": "test.other"]],
            "lsid": lsid, "txnNumber": .int64(5), "$db": "admin",
        ]
        let first: Document
        do {
            let durable = CommandSession(store: try Store(directory: directory.url))
            #expect(durable.run(["insert": "other", "documents": [["_id": 2]], "$db": "test"])["n"] == .int32(1))
            first = durable.run(command)
        }
        let reopened = CommandSession(store: try Store(directory: directory.url))
        #expect(reopened.run(["find": "coll", "$db": "test"])["cursor"]?.documentValue?["firstBatch"] == [["_id": 1, "n": 1]])
        #expect(reopened.run(["count": "other", "$db": "test"])["n"] == .int32(0))
        let retry = reopened.run(command)
        #expect(retry["cursor"]?.documentValue?["firstBatch"] == first["cursor"]?.documentValue?["firstBatch"])
        #expect(retry["nInserted"] == .int32(1))
        #expect(reopened.run(["find": "coll", "$db": "test"])["cursor"]?.documentValue?["firstBatch"] == [["_id": 1, "n": 1]])
    }
}
