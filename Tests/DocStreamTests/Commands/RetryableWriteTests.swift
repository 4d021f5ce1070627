import Dispatch
import DocStreamBSON
import Foundation
import Synchronization
import Testing

@testable import DocStream

/// Retryable writes (MongoDB's retryable writes specification, and the manual's "Retryable
/// Writes" page): a write command carrying `lsid` and `txnNumber` executes each statement at
/// most once; a retry returns the first execution's result, also after a restart; an older
/// `txnNumber` than the session's latest is 225 TransactionTooOld.
@Suite("Commands: retryable writes")
struct RetryableWriteTests {
    private static let lsid: BSONValue = ["id": .binary(BSONBinary(subtype: 4, data: Array(repeating: 7, count: 16)))]

    /// `command` as a retryable write of the session, with `txnNumber`.
    private static func retryable(_ command: Document, txnNumber: Int64 = 1) -> Document {
        var command = command
        command["lsid"] = lsid
        command["txnNumber"] = .int64(txnNumber)
        return command
    }

    private static func ids(_ session: CommandSession, _ collection: String = "items") -> [BSONValue] {
        session.run(["find": .string(collection), "sort": ["_id": .int32(1)]])["cursor"]?.documentValue?["firstBatch"]?.arrayValue?
            .compactMap { $0.documentValue?["_id"] } ?? []
    }

    @Test("A retried insert returns the first reply and inserts nothing again")
    func retriedInsert() {
        let session = CommandSession(store: Store())
        let insert = Self.retryable(["insert": "items", "documents": [["name": "Mocha"]]])
        let first = session.run(insert)
        #expect(first == ["n": .int32(1), "ok": .double(1)])
        #expect(session.run(insert) == first)
        #expect(Self.ids(session).count == 1)
        // A new txnNumber is a new write.
        #expect(session.run(Self.retryable(["insert": "items", "documents": [["name": "Latte"]]], txnNumber: 2))["n"] == .int32(1))
        #expect(Self.ids(session).count == 2)
    }

    @Test("Copies of one retryable insert sent at once insert one document; each gets the same reply")
    func concurrentRetries() {
        let session = CommandSession(store: Store())
        let insert = Self.retryable(["insert": "items", "documents": [["name": "Mocha"], ["name": "Latte"]]])
        let replies = Mutex<[Document]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let reply = session.run(insert)
            replies.withLock { $0.append(reply) }
        }
        #expect(replies.withLock { $0 } == Array(repeating: ["n": .int32(2), "ok": .double(1)], count: 8))
        #expect(Self.ids(session).count == 2)
        #expect(session.retryableSessions.isEmpty)
    }

    @Test("Without txnNumber a repeated insert runs again")
    func notRetryable() {
        let session = CommandSession(store: Store())
        var insert: Document = ["insert": "items", "documents": [["name": "Mocha"]]]
        insert["lsid"] = Self.lsid
        _ = session.run(insert)
        _ = session.run(insert)
        #expect(Self.ids(session).count == 2)
    }

    @Test("A retry after the store is closed and reopened, from the journal or from a checkpoint, inserts nothing again")
    func retryAfterRestart() throws {
        let directory = try TemporaryDirectory()
        let insert = Self.retryable(["insert": "items", "documents": [["_id": .int32(1)], ["_id": .int32(2)]]], txnNumber: 5)
        let delete = Self.retryable(["delete": "items", "deletes": [["q": ["_id": .int32(1)], "limit": .int32(1)]]], txnNumber: 6)
        let other: BSONValue = ["id": .binary(BSONBinary(subtype: 4, data: Array(repeating: 9, count: 16)))]
        var otherInsert = Self.retryable(["insert": "other", "documents": [["_id": .int32(1)]]], txnNumber: 3)
        otherInsert["lsid"] = other
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            #expect(session.run(insert)["n"] == .int32(2))
            #expect(session.run(otherInsert)["n"] == .int32(1))
        }
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            #expect(session.run(insert) == ["n": .int32(2), "ok": .double(1)])
            #expect(Self.ids(session) == [.int32(1), .int32(2)])
            #expect(session.run(delete) == ["n": .int32(1), "ok": .double(1)])
            try session.store.checkpoint()
        }
        do {
            let session = CommandSession(store: try Store(directory: directory.url))
            // The delete's first reply, though nothing matches now; the insert's txnNumber is older.
            #expect(session.run(delete) == ["n": .int32(1), "ok": .double(1)])
            #expect(session.run(insert)["code"] == .int32(225))
            #expect(session.run(otherInsert) == ["n": .int32(1), "ok": .double(1)])
            #expect(Self.ids(session) == [.int32(2)])
            #expect(Self.ids(session, "other") == [.int32(1)])
        }
    }

    @Test("A batch that stopped at a failure runs, when retried, only the statements that did not run")
    func partialBatch() {
        let session = CommandSession(store: Store())
        _ = session.run(["insert": "items", "documents": [["_id": .int32(2)]]])
        let insert = Self.retryable(["insert": "items", "documents": [["_id": .int32(1)], ["_id": .int32(2)], ["_id": .int32(3)]]])
        let first = session.run(insert)
        #expect(first["n"] == .int32(1))
        #expect(first["writeErrors"]?.arrayValue?.first?.documentValue?["index"] == .int32(1))
        // Were statement 0 run again, _id 1 would be back.
        _ = session.run(["delete": "items", "deletes": [["q": [:], "limit": .int32(0)]]])
        #expect(session.run(insert) == ["n": .int32(3), "ok": .double(1)])
        #expect(Self.ids(session) == [.int32(2), .int32(3)])
    }

    @Test("Retried update, delete and findAndModify statements return their first results and change nothing again")
    func otherWrites() {
        let session = CommandSession(store: Store())
        _ = session.run(["insert": "items", "documents": [["_id": .int32(1), "n": .int32(0)], ["_id": .int32(2)], ["_id": .int32(3)]]])
        let update = Self.retryable(
            [
                "update": "items",
                "updates": [
                    ["q": ["_id": .int32(1)], "u": ["$inc": ["n": .int32(1)]]], ["q": ["_id": .int32(9)], "u": ["$set": ["n": .int32(9)]], "upsert": true],
                ],
            ], txnNumber: 1)
        let updated = session.run(update)
        #expect(updated["n"] == .int32(2))
        #expect(updated["nModified"] == .int32(1))
        #expect(updated["upserted"] == [["index": .int32(1), "_id": .int32(9)]])
        #expect(session.run(update) == updated)
        let findAndModify = Self.retryable(
            ["findAndModify": "items", "query": ["_id": .int32(1)], "update": ["$inc": ["n": .int32(1)]], "new": true, "fields": ["n": .int32(1)]],
            txnNumber: 2)
        let modified = session.run(findAndModify)
        #expect(modified["value"] == ["_id": .int32(1), "n": .int32(2)])
        #expect(session.run(findAndModify) == modified)
        let remove = Self.retryable(["findAndModify": "items", "query": ["_id": .int32(2)], "remove": true], txnNumber: 3)
        let removed = session.run(remove)
        #expect(removed["value"] == ["_id": .int32(2)])
        #expect(session.run(remove) == removed)
        let delete = Self.retryable(
            ["delete": "items", "deletes": [["q": ["_id": .int32(3)], "limit": .int32(1)], ["q": ["_id": .int32(4)], "limit": .int32(1)]]], txnNumber: 4)
        let deleted = session.run(delete)
        #expect(deleted == ["n": .int32(1), "ok": .double(1)])
        _ = session.run(["insert": "items", "documents": [["_id": .int32(3)], ["_id": .int32(4)]]])
        #expect(session.run(delete) == deleted)
        let documents = session.run(["find": "items", "sort": ["_id": .int32(1)]])["cursor"]?.documentValue?["firstBatch"]
        #expect(documents == [["_id": .int32(1), "n": .int32(2)], ["_id": .int32(3)], ["_id": .int32(4)], ["_id": .int32(9), "n": .int32(9)]])
    }

    @Test("An older txnNumber than the session's latest is 225 TransactionTooOld")
    func olderTransactionNumber() {
        let session = CommandSession(store: Store())
        _ = session.run(Self.retryable(["insert": "items", "documents": [["_id": .int32(1)]]], txnNumber: 7))
        let reply = session.run(Self.retryable(["insert": "items", "documents": [["_id": .int32(2)]]], txnNumber: 6))
        #expect(reply["code"] == .int32(225))
        #expect(reply["codeName"] == "TransactionTooOld")
        #expect(reply["errmsg"]?.stringValue?.hasPrefix("txnNumber 6 is less than last txnNumber 7 seen in session") == true)
        #expect(Self.ids(session) == [.int32(1)])
    }

    @Test("A txnNumber that is not a number is 14 TypeMismatch")
    func txnNumberType() {
        let session = CommandSession(store: Store())
        var insert = Self.retryable(["insert": "items", "documents": [["_id": .int32(1)]]])
        insert["txnNumber"] = "one"
        #expect(session.run(insert)["code"] == .int32(14))
        #expect(Self.ids(session).isEmpty)
    }

    @Test("A session unused for logicalSessionTimeoutMinutes (30) is forgotten; within it its statements are kept")
    func sessionExpiry() throws {
        var table = RetryableWriteTable()
        let session = RetryableWriteSession(id: .int32(1), txnNumber: 4)
        let start = Date(timeIntervalSince1970: 1_000_000)
        table.record(
            RetryableWriteRecord(session: session, statements: [ExecutedStatement(id: 0, reply: ["n": .int32(1)])], wallTime: start),
            namespace: try Namespace(database: "test", collection: "items"))
        #expect(try table.executed(session, now: start + 29 * 60) == [0: ["n": .int32(1)]])
        #expect(try table.executed(session, now: start + 29 * 60 + 30 * 60).isEmpty)
        #expect(table.sessions.isEmpty)
    }
}

extension RetryableWriteTests {
    @Test("A write record carries its retryable statements, reads them back, and a record without them reads as before")
    func journalRecord() throws {
        let namespace = try Namespace(database: "test", collection: "items")
        let session = RetryableWriteSession(id: .int32(1), txnNumber: 3)
        let executed = RetryableWriteRecord(
            session: session, statements: [ExecutedStatement(id: 0, reply: [:]), ExecutedStatement(id: 2, reply: ["n": .int32(1)])],
            wallTime: Date(timeIntervalSince1970: 1_700_000_000))
        let records = StoreRecord.write(namespace, [.insert(["_id": .int32(1)])], nil, retryable: executed).journalRecords
        #expect(records.count == 1)
        guard case .write(_, let mutations, _, let retryable?) = try StoreRecord(journalRecord: records[0], path: "journal") else {
            Issue.record("not a retryable write: \(records[0])")
            return
        }
        #expect(mutations.count == 1)
        #expect(retryable.statements == executed.statements)
        #expect(retryable.session.txnNumber == 3)
        // A write that changed nothing still has its record.
        #expect(StoreRecord.write(namespace, [], nil, retryable: executed).journalRecords.count == 1)
        #expect(StoreRecord.write(namespace, [], nil).journalRecords.isEmpty)
        let plain = StoreRecord.write(namespace, [.insert(["_id": .int32(1)])], nil).journalRecords[0]
        #expect(plain["retryableWrite"] == nil)
        guard case .write(_, _, _, nil) = try StoreRecord(journalRecord: plain, path: "journal") else {
            Issue.record("a plain write read back with retryable statements")
            return
        }
    }

    @Test("A write record whose retryableWrite field is malformed is DataCorruptionDetected")
    func malformedJournalRecord() throws {
        let namespace = try Namespace(database: "test", collection: "items")
        var record = StoreRecord.write(namespace, [.insert(["_id": .int32(1)])], nil).journalRecords[0]
        record["retryableWrite"] = ["lsid": ["id": .int32(1)], "txnNumber": "three"]
        #expect(throws: DocStreamError.self) { try StoreRecord(journalRecord: record, path: "journal") }
        do {
            _ = try StoreRecord(journalRecord: record, path: "journal")
        } catch {
            #expect(error.codeName == "DataCorruptionDetected")
            #expect(error.message.contains("journal record"), "\(error)")
        }
    }
}
