import DocStreamBSON
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DocStream

/// Multi-document transactions through the commands drivers send (manual: Transactions;
/// the drivers' transactions specification; jstests/core/txns): statements with `lsid`,
/// `txnNumber` and `autocommit: false`, the first with `startTransaction: true`, then
/// commitTransaction or abortTransaction on admin.
@Suite("Transactions: commands", .timeLimit(.minutes(10)))
struct TransactionCommandTests {
    static let lsid: Document = ["id": .binary(BSONBinary(subtype: BSONBinary.uuid, data: Array(repeating: 7, count: 16)))]
    static let otherLSID: Document = ["id": .binary(BSONBinary(subtype: BSONBinary.uuid, data: Array(repeating: 9, count: 16)))]

    /// `command` as a statement of transaction `txnNumber` of `lsid`.
    static func statement(_ command: Document, _ txnNumber: Int64, start: Bool = false, lsid: Document = lsid) -> Document {
        var fields = command.map { ($0.key, $0.value) } + [("lsid", BSONValue.document(lsid)), ("txnNumber", .int64(txnNumber)), ("autocommit", false)]
        if start { fields.append(("startTransaction", true)) }
        return Document(fields)
    }

    static func end(_ name: String, _ txnNumber: Int64, lsid: Document = lsid) -> Document {
        [name: 1, "lsid": .document(lsid), "txnNumber": .int64(txnNumber), "autocommit": false, "$db": "admin"]
    }

    static func ids(_ session: CommandSession, _ collection: String) -> [BSONValue] {
        (session.run(["find": .string(collection), "sort": ["_id": 1]])[path: "cursor.firstBatch"]?.arrayValue ?? []).compactMap { $0.documentValue?["_id"] }
    }

    @Test("a transaction's writes to two collections appear together at commit, with their events in order")
    func commit() throws {
        let store = Store()
        let session = CommandSession(store: store, defaultDatabase: "shop")
        _ = session.run(["insert": "stock", "documents": [["_id": "mug", "count": 5]]])
        let watcher = try MongoClient(store: store).database(named: "shop").watch()

        #expect(session.run(Self.statement(["insert": "orders", "documents": [["_id": 1, "item": "mug"]]], 1, start: true))["n"] == .int32(1))
        #expect(
            session.run(Self.statement(["update": "stock", "updates": [["q": ["_id": "mug"], "u": ["$inc": ["count": -1]]]]], 1))["nModified"] == .int32(1))
        // The transaction reads its own writes; others do not see them before the commit.
        #expect(Self.ids(CommandSession(store: store), "orders") == [])
        let inside = session.run(Self.statement(["find": "stock"], 1))
        #expect(inside[path: "cursor.firstBatch.0.count"] == .int64(4))
        #expect(session.run(["find": "stock"])[path: "cursor.firstBatch.0.count"] == .int64(5))
        #expect(try watcher.tryNext() == nil)

        #expect(session.run(Self.end("commitTransaction", 1))["ok"] == .double(1))
        #expect(Self.ids(session, "orders") == [1])
        #expect(session.run(["find": "stock"])[path: "cursor.firstBatch.0.count"] == .int64(4))
        // Committing again is fine (commitTransaction is retryable).
        #expect(session.run(Self.end("commitTransaction", 1))["ok"] == .double(1))

        let insert = try #require(try watcher.tryNext())
        let update = try #require(try watcher.tryNext())
        #expect(insert["operationType"] == "insert" && update["operationType"] == "update")
        // change_stream_event_transform.cpp: a transaction's events begin with txnNumber and lsid.
        #expect(Array(insert.keys.prefix(3)) == ["txnNumber", "lsid", "_id"])
        #expect(insert["txnNumber"] == .int64(1) && update["txnNumber"] == .int64(1))
        #expect(insert["lsid"]?.documentValue?["id"] == Self.lsid["id"])
        #expect(insert[path: "lsid.uid"] == TransactionIdentity.anonymousUID)
        #expect(try watcher.tryNext() == nil)
    }

    @Test("a transaction's events share the commit's cluster time, each with its own resume token, also after a restart")
    func eventTimes() throws {
        let directory = try TemporaryDirectory()
        var events: [Document] = []
        do {
            let store = try Store(directory: directory.url)
            let session = CommandSession(store: store, defaultDatabase: "shop")
            let watcher = try MongoClient(store: store).database(named: "shop").watch()
            _ = session.run(Self.statement(["insert": "orders", "documents": [["_id": 1], ["_id": 2]]], 1, start: true))
            _ = session.run(Self.statement(["insert": "stock", "documents": [["_id": "mug"]]], 1))
            _ = session.run(Self.end("commitTransaction", 1))
            _ = session.run(["insert": "orders", "documents": [["_id": 3]]])
            while let event = try watcher.tryNext() { events.append(event) }
        }
        try #require(events.count == 4)
        // manual, Change Events: the events of a transaction all have its commit's clusterTime.
        #expect(Set(events.prefix(3).map { $0["clusterTime"] }).count == 1)
        #expect(events[3]["clusterTime"] != events[0]["clusterTime"])
        #expect(Set(events.map { $0["_id"] }).count == 4)
        let store = try Store(directory: directory.url)
        for (position, event) in events.enumerated().dropLast() {
            let token = try ResumeToken(try #require(event["_id"]?.documentValue))
            let resumed = try MongoClient(store: store).database(named: "shop").watch(options: ChangeStreamOptions(resumeAfter: token))
            var after: [BSONValue?] = []
            while let next = try resumed.tryNext() { after.append(next["_id"]) }
            #expect(after == events[(position + 1)...].map { $0["_id"] }, "resumed after event \(position)")
        }
    }

    @Test("a transaction whose writes pass the journal's record limit fails at commit with 257 TransactionTooLarge; nothing stays, also after a restart")
    func tooLarge() throws {
        let directory = try TemporaryDirectory()
        do {
            let session = CommandSession(store: try Store(directory: directory.url), defaultDatabase: "shop")
            _ = session.run(["insert": "orders", "documents": [["_id": 0]]])
            // Each document is within 16 MiB; the three together are over the one record a
            // transaction's commit writes.
            let padding = BSONValue.string(String(repeating: "x", count: 15_000_000))
            for id in 1...3 {
                let reply = session.run(
                    Self.statement(["insert": "orders", "documents": [["_id": .int32(Int32(id)), "padding": padding]]], 1, start: id == 1))
                #expect(reply["ok"] == .double(1), "insert \(id)")
            }
            let commit = session.run(Self.end("commitTransaction", 1))
            #expect(commit["code"] == .int32(257))
            #expect(commit["codeName"] == .string("TransactionTooLarge"))
            // The failed commit aborted the transaction.
            #expect(session.run(Self.end("commitTransaction", 1))["code"] == .int32(251))
            #expect(Self.ids(session, "orders") == [0])
            #expect(session.run(["insert": "orders", "documents": [["_id": 4]]])["n"] == .int32(1))
        }
        let reopened = CommandSession(store: try Store(directory: directory.url), defaultDatabase: "shop")
        #expect(Self.ids(reopened, "orders") == [0, 4])
    }

    @Test("create and createIndexes in a transaction (MongoDB 4.4+): the collection and its indexes appear at commit")
    func catalogChanges() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            let session = CommandSession(store: store, defaultDatabase: "shop")
            let other = CommandSession(store: store, defaultDatabase: "shop")
            _ = session.run(["insert": "stock", "documents": [["_id": "mug"]]])
            #expect(session.run(Self.statement(["create": "orders", "validator": ["qty": ["$gte": 1]]], 1, start: true))["ok"] == .double(1))
            let indexed = session.run(Self.statement(["createIndexes": "orders", "indexes": [["key": ["item": 1], "name": "item_1"]]], 1))
            #expect(indexed["numIndexesAfter"] == .int32(2), "\(indexed.extendedJSON(.relaxed))")
            // manual, Transactions > Create Collections and Indexes: not on an existing collection.
            #expect(session.run(Self.statement(["createIndexes": "stock", "indexes": [["key": ["a": 1], "name": "a_1"]]], 1))["code"] == .int32(263))
            _ = session.run(Self.statement(["create": "scratch"], 2, start: true))
            // The failed statement aborted transaction 1; transaction 2 creates and aborts.
            _ = session.run(Self.end("abortTransaction", 2))
            #expect(other.run(["listCollections": 1, "nameOnly": true])[path: "cursor.firstBatch"] == [["name": "stock", "type": "collection"]])

            _ = session.run(Self.statement(["create": "orders", "validator": ["qty": ["$gte": 1]]], 3, start: true))
            _ = session.run(Self.statement(["createIndexes": "orders", "indexes": [["key": ["item": 1], "name": "item_1"]]], 3))
            #expect(
                session.run(Self.statement(["insert": "orders", "documents": [["_id": 1, "item": "mug", "qty": 0]]], 3))[path: "writeErrors.0.code"]
                    == .int32(121))
            _ = session.run(Self.statement(["create": "orders", "validator": ["qty": ["$gte": 1]]], 4, start: true))
            _ = session.run(Self.statement(["createIndexes": "orders", "indexes": [["key": ["item": 1], "name": "item_1"]]], 4))
            _ = session.run(Self.statement(["insert": "orders", "documents": [["_id": 1, "item": "mug", "qty": 2]]], 4))
            #expect(other.run(["find": "orders"])[path: "cursor.firstBatch"] == [])
            #expect(session.run(Self.end("commitTransaction", 4))["ok"] == .double(1))
        }
        let session = CommandSession(store: try Store(directory: directory.url), defaultDatabase: "shop")
        #expect(Self.ids(session, "orders") == [1])
        #expect(session.run(["listIndexes": "orders"])[path: "cursor.firstBatch.1.name"] == "item_1")
        #expect(session.run(["listCollections": 1, "filter": ["name": "orders"]])[path: "cursor.firstBatch.0.options"] == ["validator": ["qty": ["$gte": 1]]])
        #expect(session.run(["insert": "orders", "documents": [["_id": 2, "qty": 0]]])[path: "writeErrors.0.code"] == .int32(121))
    }

    @Test("a plain write to a document an open transaction wrote waits for the transaction to end")
    func plainWriteWaits() async throws {
        let store = Store()
        let session = CommandSession(store: store, defaultDatabase: "shop")
        // The test's task resumes from its sleeps behind every other test's: on a loaded machine
        // that can pass the default 60 s lifetime, which would end the transaction early.
        #expect(session.run(["setParameter": 1, "transactionLifetimeLimitSeconds": 3_600, "$db": "admin"])["ok"] == .double(1))
        _ = session.run(["insert": "stock", "documents": [["_id": "mug", "count": 5], ["_id": "cup", "count": 1]]])
        #expect(
            session.run(Self.statement(["update": "stock", "updates": [["q": ["_id": "mug"], "u": ["$inc": ["count": -1]]]]], 1, start: true))["nModified"]
                == .int32(1))
        // manual, In-progress Transactions and Write Conflicts: the outside write waits.
        final class Flag: Sendable { let isSet = Atomic<Bool>(false) }
        let finished = Flag()
        // Off the test threads: the write blocks its thread while it waits.
        let outside = Task {
            await offTestThreads { () -> Document in
                let reply = CommandSession(store: store, defaultDatabase: "shop").run([
                    "update": "stock", "updates": [["q": ["_id": "mug"], "u": ["$inc": ["count": 10]]]],
                ])
                finished.isSet.store(true, ordering: .sequentiallyConsistent)
                return reply
            }
        }
        // A write to another document does not wait.
        #expect(session.run(["update": "stock", "updates": [["q": ["_id": "cup"], "u": ["$inc": ["count": 1]]]]])["nModified"] == .int32(1))
        try await Task.sleep(for: .milliseconds(200))
        let wentAhead = finished.isSet.load(ordering: .sequentiallyConsistent)
        #expect(!wentAhead, "the outside write went ahead of the transaction")
        #expect(session.run(Self.end("commitTransaction", 1))["ok"] == .double(1))
        let reply = await outside.value
        #expect(reply["nModified"] == .int32(1))
        // Both applied: the transaction's -1, then the outside +10.
        #expect(session.run(["find": "stock", "filter": ["_id": "mug"]])[path: "cursor.firstBatch.0.count"] == .int64(14))

        // So does a $merge into such a document.
        _ = session.run(Self.statement(["update": "stock", "updates": [["q": ["_id": "mug"], "u": ["$set": ["note": "counted"]]]]], 2, start: true))
        let merging = Task {
            await offTestThreads { () -> Document in
                CommandSession(store: store, defaultDatabase: "shop").run([
                    "aggregate": 1, "pipeline": [["$documents": [["_id": "mug", "count": 0]]], ["$merge": ["into": "stock"]]], "cursor": [:],
                ])
            }
        }
        try await Task.sleep(for: .milliseconds(200))
        #expect(session.run(Self.end("commitTransaction", 2))["ok"] == .double(1))
        #expect(await merging.value["ok"] == .double(1))
        #expect(
            session.run(["find": "stock", "filter": ["_id": "mug"]])[path: "cursor.firstBatch.0"] == ["_id": "mug", "count": .int64(0), "note": "counted"])
    }

    @Test("a store let go of while a transaction that wrote is open goes away, and the transaction and its copies with it")
    func storeLetGoWithOpenTransaction() throws {
        weak var store: Store?
        weak var transaction: Transaction?
        do {
            let openStore = Store()
            let session = CommandSession(store: openStore, defaultDatabase: "shop")
            _ = session.run(["insert": "stock", "documents": [["_id": "mug", "count": 5]]])
            let update = Self.statement(["update": "stock", "updates": [["q": ["_id": "mug"], "u": ["$inc": ["count": -1]]]]], 1, start: true)
            #expect(session.run(update)["nModified"] == .int32(1))
            transaction = try openStore.transactions.transaction(lsid: Self.lsid, txnNumber: 1)
            store = openStore
        }
        #expect(store == nil, "the store was kept")
        #expect(transaction == nil, "the transaction was kept")
    }

    @Test("a transaction open longer than transactionLifetimeLimitSeconds is aborted, without a trace")
    func lifetime() async throws {
        let store = Store()
        let session = CommandSession(store: store, defaultDatabase: "shop")
        let admin: (Document) -> Document = { command in session.run(Document(command.map { ($0.key, $0.value) } + [("$db", "admin")])) }
        // manual, setParameter: transactionLifetimeLimitSeconds, at least 1.
        #expect(admin(["setParameter": 1, "transactionLifetimeLimitSeconds": 0])["code"] == .int32(2))
        #expect(admin(["setParameter": 1, "noSuchParameter": 1])["code"] == .int32(72))
        #expect(session.run(["setParameter": 1, "transactionLifetimeLimitSeconds": 1])["code"] == .int32(13))
        #expect(admin(["setParameter": 1, "transactionLifetimeLimitSeconds": 1]) == ["was": .int32(60), "ok": 1.0])
        _ = session.run(Self.statement(["insert": "orders", "documents": [["_id": 1]]], 1, start: true))
        try await Task.sleep(for: .milliseconds(1_100))
        #expect(session.run(Self.statement(["insert": "orders", "documents": [["_id": 2]]], 1))["code"] == .int32(251))
        #expect(session.run(Self.end("commitTransaction", 1))["code"] == .int32(251))
        #expect(Self.ids(session, "orders") == [])
    }

    @Test("a transaction reads the snapshot it started with; an abort leaves no trace")
    func snapshotAndAbort() throws {
        let store = Store()
        let session = CommandSession(store: store, defaultDatabase: "shop")
        let other = CommandSession(store: store, defaultDatabase: "shop")
        _ = session.run(["insert": "stock", "documents": [["_id": "mug", "count": 5]]])
        let watcher = try MongoClient(store: store).database(named: "shop").watch()
        #expect(session.run(Self.statement(["find": "stock"], 1, start: true))[path: "cursor.firstBatch.0.count"] == .int64(5))
        _ = other.run(["insert": "stock", "documents": [["_id": "cup", "count": 1]]])
        #expect(session.run(Self.statement(["find": "stock"], 1))[path: "cursor.firstBatch"]?.arrayValue?.count == 1)
        _ = session.run(Self.statement(["insert": "orders", "documents": [["_id": 1]]], 1))
        #expect(session.run(Self.end("abortTransaction", 1))["ok"] == .double(1))
        #expect(Self.ids(other, "orders") == [])
        #expect(session.run(["listCollections": 1, "filter": ["name": "orders"]])[path: "cursor.firstBatch"] == [])
        // Only the other session's insert is an event.
        #expect(try watcher.tryNext()?[path: "documentKey._id"] == "cup")
        #expect(try watcher.tryNext() == nil)
        // The aborted transaction takes no more statements, nor a commit.
        #expect(session.run(Self.statement(["find": "stock"], 1))["code"] == .int32(251))
        #expect(session.run(Self.end("commitTransaction", 1))["code"] == .int32(251))
        #expect(session.run(Self.end("abortTransaction", 1))["code"] == .int32(251))
    }

    @Test("a write to a document changed since the snapshot is 112 WriteConflict; the first committer wins")
    func writeConflicts() {
        let store = Store()
        let first = CommandSession(store: store, defaultDatabase: "shop")
        let second = CommandSession(store: store, defaultDatabase: "shop")
        _ = first.run(["insert": "stock", "documents": [["_id": "mug", "count": 5]]])
        let decrement: Document = ["update": "stock", "updates": [["q": ["_id": "mug"], "u": ["$inc": ["count": -1]]]]]

        // Changed by a plain write after the snapshot, then written in the transaction.
        _ = first.run(Self.statement(["find": "stock"], 1, start: true))
        _ = second.run(decrement)
        let conflict = first.run(Self.statement(decrement, 1))
        #expect(conflict["code"] == .int32(112) || conflict[path: "writeErrors.0.code"] == .int32(112), "\(conflict.extendedJSON(.relaxed))")
        #expect(first.run(Self.end("commitTransaction", 1))["code"] == .int32(251))

        // Two transactions change the same document: the second to write it conflicts at once
        // (manual: In-progress Transactions and Write Conflicts).
        _ = first.run(Self.statement(decrement, 2, start: true))
        #expect(second.run(Self.statement(decrement, 1, start: true, lsid: Self.otherLSID))["code"] == .int32(112))
        #expect(first.run(Self.end("commitTransaction", 2))["ok"] == .double(1))
        #expect(second.run(Self.end("commitTransaction", 1, lsid: Self.otherLSID))["code"] == .int32(251))
        // Different documents of one collection: both commit.
        _ = first.run(Self.statement(["find": "stock"], 3, start: true))
        _ = second.run(Self.statement(["find": "stock"], 2, start: true, lsid: Self.otherLSID))
        _ = first.run(Self.statement(["insert": "stock", "documents": [["_id": "cup"]]], 3))
        _ = second.run(Self.statement(["insert": "stock", "documents": [["_id": "bowl"]]], 2, lsid: Self.otherLSID))
        #expect(first.run(Self.end("commitTransaction", 3))["ok"] == .double(1))
        #expect(second.run(Self.end("commitTransaction", 2, lsid: Self.otherLSID))["ok"] == .double(1))
        // One decrement outside, one committed: nothing lost, nothing applied twice.
        #expect(first.run(["find": "stock", "filter": ["_id": "mug"]])[path: "cursor.firstBatch.0.count"] == .int64(3))
        #expect(Self.ids(first, "stock") == ["bowl", "cup", "mug"])
    }

    @Test("MongoDB's errors: commands not allowed, old and repeated numbers, bad options, writes that fail")
    func errors() {
        let store = Store()
        let session = CommandSession(store: store, defaultDatabase: "shop")
        _ = session.run(["insert": "stock", "documents": [["_id": "mug", "count": 5]]])
        for command: Document in [["count": "stock"], ["listCollections": 1], ["drop": "stock"], ["create": "view", "viewOn": "stock"]] {
            #expect(session.run(Self.statement(command, 1, start: true))["code"] == .int32(263), "\(command.extendedJSON(.relaxed))")
        }
        #expect(session.run(Self.statement(["aggregate": "stock", "pipeline": [["$out": "copy"]], "cursor": [:]], 1, start: true))["code"] == .int32(263))
        var autocommitTrue = Self.statement(["find": "stock"], 2, start: true)
        autocommitTrue["autocommit"] = true
        #expect(session.run(autocommitTrue)["code"] == .int32(72))
        #expect(session.run(Self.statement(["find": "stock"], 5, start: true))["ok"] == .double(1))
        // A number older than the session's newest; the same number again.
        #expect(session.run(Self.statement(["find": "stock"], 4, start: true))["code"] == .int32(225))
        #expect(session.run(Self.statement(["find": "stock"], 5, start: true))["code"] == .int32(117))
        // Continuing a number that never started.
        #expect(session.run(Self.statement(["find": "stock"], 6))["code"] == .int32(251))
        #expect(session.run(Self.end("commitTransaction", 5))["ok"] == .double(1))
        #expect(session.run(Self.end("abortTransaction", 5))["code"] == .int32(256))
        // A write error aborts the transaction, and none of its writes stay.
        _ = session.run(Self.statement(["insert": "stock", "documents": [["_id": "cup"]]], 7, start: true))
        #expect(session.run(Self.statement(["insert": "stock", "documents": [["_id": "mug"]]], 7))[path: "writeErrors.0.code"] == .int32(11000))
        #expect(session.run(Self.end("commitTransaction", 7))["code"] == .int32(251))
        #expect(Self.ids(session, "stock") == ["mug"])
    }

    @Test("a committed transaction is in the journal as one record: a restart has all of it; a torn one, none of it")
    func durability() throws {
        let directory = try TemporaryDirectory()
        do {
            let session = CommandSession(store: try Store(directory: directory.url), defaultDatabase: "shop")
            _ = session.run(Self.statement(["insert": "orders", "documents": [["_id": 1], ["_id": 2]]], 1, start: true))
            _ = session.run(Self.statement(["insert": "stock", "documents": [["_id": "mug"]]], 1))
            #expect(session.run(Self.end("commitTransaction", 1))["ok"] == .double(1))
            _ = session.run(Self.statement(["insert": "orders", "documents": [["_id": 3]]], 2, start: true))
            _ = session.run(Self.statement(["insert": "stock", "documents": [["_id": "cup"]]], 2))
            #expect(session.run(Self.end("commitTransaction", 2))["ok"] == .double(1))
        }
        let journal = directory.file("journal")
        let records = try JournalReplay.replay(url: journal).records
        #expect(records.map { $0["op"] } == ["transaction", "transaction"])
        do {
            let session = CommandSession(store: try Store(directory: directory.url), defaultDatabase: "shop")
            #expect(Self.ids(session, "orders") == [1, 2, 3])
            #expect(Self.ids(session, "stock") == ["cup", "mug"])
            // The events of the history come back with their transaction.
            let events = try MongoClient(store: session.store).database(named: "shop")
                .watch(options: ChangeStreamOptions(startAtOperationTime: BSONTimestamp(seconds: 0, increment: 1)))
            #expect(try events.tryNext()?["txnNumber"] == .int64(1))
        }
        // A crash in the middle of the second transaction's record: none of it is replayed.
        let bytes = try Data(contentsOf: journal)
        try bytes.prefix(bytes.count - 20).write(to: journal)
        let session = CommandSession(store: try Store(directory: directory.url), defaultDatabase: "shop")
        #expect(Self.ids(session, "orders") == [1, 2])
        #expect(Self.ids(session, "stock") == ["mug"])
    }

    @Test(
        "a durable store's collection not read yet, dropped after a transaction's snapshot and checkpointed, still reads as of the snapshot in the transaction; its stored documents go once the transaction ends"
    )
    func storedCollectionDroppedAfterSnapshot() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            let session = CommandSession(store: store, defaultDatabase: "shop")
            _ = session.run(["insert": "stock", "documents": [["_id": "mug", "count": 5], ["_id": "cup", "count": 2]]])
            _ = session.run(["insert": "orders", "documents": [["_id": 1]]])
            try store.checkpoint()
        }
        let store = try Store(directory: directory.url)
        let session = CommandSession(store: store, defaultDatabase: "shop")
        // The snapshot is the catalog at the transaction's first statement: stock not read.
        #expect(session.run(Self.statement(["find": "orders"], 1, start: true))["ok"] == .double(1))
        let other = CommandSession(store: store, defaultDatabase: "shop")
        #expect(other.run(["drop": "stock"])["ok"] == .double(1))
        try store.checkpoint()
        let inside = session.run(Self.statement(["find": "stock", "sort": ["_id": 1]], 1))
        #expect(inside["ok"] == .double(1), "\(inside)")
        #expect(inside[path: "cursor.firstBatch"] == .array([["_id": "cup", "count": 2], ["_id": "mug", "count": 5]]))
        #expect(session.run(Self.end("abortTransaction", 1))["ok"] == .double(1))
        #expect(Self.ids(other, "stock") == [])
        // With the transaction gone, a checkpoint drops the record store; the store reopens without it.
        try store.checkpoint()
        let data = try #require(try StoreData.open(StoreFiles(directory: directory.url), create: false))
        let stores = try data.environment.write { transaction throws(DocStreamError) in
            guard let state = try transaction.existingDatabase(named: "state") else { return 0 }
            return try transaction.withCursor(on: state) { cursor throws(DocStreamError) in
                var count = 0
                try cursor.visitEntries { _ in
                    count += 1
                    return true
                }
                return count
            }
        }
        #expect(stores == 1)
    }
}
