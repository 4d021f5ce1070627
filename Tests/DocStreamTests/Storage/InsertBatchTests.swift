import DocStreamBSON
import Testing

@testable import DocStream

/// A batch of `InsertPreparation.minimumBatch` documents or more is prepared on a helper thread
/// too: its results must be a serial run's. An ordered insert stops at its first failure with
/// the documents before it stored, an unordered one reports each failure by its index, in
/// whichever part of the batch the failure is; the change log has one insert per stored
/// document, in request order.
@Suite("insert: large batches")
struct InsertBatchTests {
    /// `{_id: id, v: id}` for each id.
    private func documents(_ ids: [Int]) -> BSONValue {
        .array(ids.map { .document(["_id": .int32(Int32($0)), "v": .int32(Int32($0))]) })
    }

    /// The `_id`s stored in test.c, in natural order.
    private func storedIDs(_ store: Store) async throws -> [BSONValue?] {
        try await MongoClient(store: store).database(named: "test").collection(withName: "c").find(filter: [:]).map { $0["_id"] }
    }

    /// The `_id`s of the change log's insert events, in order, from `sequence` on.
    private func insertEventIDs(_ store: Store, from sequence: Int64 = 0) throws -> [BSONValue?] {
        try store.changeLog.records(from: sequence, limit: 100_000).compactMap { record in
            if case .document(.insert(let document)) = record.kind { document["_id"] } else { nil }
        }
    }

    private func errorIndexesAndCodes(_ reply: Document) -> [[Int32]] {
        (reply["writeErrors"]?.arrayValue ?? []).compactMap(\.documentValue).map { error in
            [error["index"]?.int32Value ?? -1, error["code"]?.int32Value ?? -1]
        }
    }

    @Test(
        "ordered: a duplicate _id late in a large batch stops it there, as in a small one",
        arguments: [
            // (batch size, index of the duplicate, the _id it repeats)
            (5, 3, 1), (3000, 2600, 17),
        ])
    func orderedDuplicate(size: Int, at failing: Int, repeating: Int) async throws {
        let store = Store()
        var ids = Array(0..<size)
        ids[failing] = repeating
        let reply = CommandSession(store: store).run(["insert": "c", "documents": documents(ids)])
        #expect(reply["ok"] == .double(1))
        #expect(reply["n"] == .int32(Int32(failing)))
        #expect(errorIndexesAndCodes(reply) == [[Int32(failing), 11000]])
        let kept = (0..<failing).map { BSONValue.int32(Int32($0)) }
        #expect(try await storedIDs(store) == kept)
        #expect(try insertEventIDs(store) == kept)
    }

    @Test("unordered: every duplicate of a large batch is reported by its index, the rest stored")
    func unorderedDuplicates() async throws {
        let store = Store()
        var ids = Array(0..<3000)
        ids[700] = 3
        ids[2900] = 2899
        let reply = CommandSession(store: store).run(["insert": "c", "documents": documents(ids), "ordered": false])
        #expect(reply["n"] == .int32(2998))
        #expect(errorIndexesAndCodes(reply) == [[700, 11000], [2900, 11000]])
        let kept = (0..<3000).filter { $0 != 700 && $0 != 2900 }.map { BSONValue.int32(Int32($0)) }
        #expect(try await storedIDs(store) == kept)
        #expect(try insertEventIDs(store) == kept)
    }

    @Test("a validator failure late in a large batch: ordered stops there, unordered goes on", arguments: [true, false])
    func validatorFailure(ordered: Bool) async throws {
        let store = Store()
        let session = CommandSession(store: store)
        #expect(session.run(["create": "c", "validator": ["v": ["$gte": 0]]])["ok"] == .double(1))
        let batch: [BSONValue] = (0..<2000).map { .document(["_id": .int32(Int32($0)), "v": .int32($0 == 1500 ? -1 : Int32($0))]) }
        let reply = session.run(["insert": "c", "documents": .array(batch), "ordered": .bool(ordered)])
        #expect(reply["n"] == .int32(ordered ? 1500 : 1999))
        #expect(errorIndexesAndCodes(reply) == [[1500, 121]])
        let kept = (0..<(ordered ? 1500 : 2000)).filter { $0 != 1500 }.map { BSONValue.int32(Int32($0)) }
        #expect(try await storedIDs(store) == kept)
    }

    @Test("an _id MongoDB refuses (an array) late in a large batch fails that document with 53")
    func invalidID() async throws {
        let store = Store()
        var batch: [BSONValue] = (0..<1200).map { .document(["_id": .int32(Int32($0))]) }
        batch[1100] = .document(["_id": [1, 2]])
        let reply = CommandSession(store: store).run(["insert": "c", "documents": .array(batch), "ordered": false])
        #expect(reply["n"] == .int32(1199))
        #expect(errorIndexesAndCodes(reply) == [[1100, 53]])
        #expect(try await storedIDs(store).count == 1199)
    }

    @Test("documents without an _id, or with it after other fields, in a large batch: _id stored first, made _ids increasing in request order")
    func rebuiltDocuments() async throws {
        let store = Store()
        // A few positions have no _id (few: the ObjectId counter is shared with the tests
        // running beside this one); the others have it second.
        let missing: Set = [0, 300, 301, 999]
        let batch = (0..<1000).map { (position) -> Document in
            let value = BSONValue.int32(Int32(position))
            return missing.contains(position) ? ["v": value] : ["v": value, "_id": value]
        }
        let collection = MongoClient(store: store).database(named: "test").collection(withName: "c")
        let ids = try await collection.insertMany(batch)
        #expect(ids.count == 1000)
        for position in 0..<1000 where !missing.contains(position) { #expect(ids[position] == .int32(Int32(position))) }
        let made = missing.sorted().compactMap { ids[$0].objectIdValue }
        #expect(made.count == 4)
        #expect(zip(made, made.dropFirst()).allSatisfy { $0 < $1 })
        let stored = try await collection.find(filter: [:])
        #expect(stored.count == 1000)
        #expect(stored.allSatisfy { $0.keys == ["_id", "v"] })
        #expect(stored.map { $0["_id"] } == ids.map(Optional.some))
    }

    @Test("a unique index's duplicate late in a large batch: ordered stops there")
    func uniqueIndexDuplicate() async throws {
        let store = Store()
        let session = CommandSession(store: store)
        #expect(session.run(["createIndexes": "c", "indexes": [["key": ["v": 1], "name": "v_1", "unique": true]]])["ok"] == .double(1))
        let batch: [BSONValue] = (0..<1500).map { .document(["_id": .int32(Int32($0)), "v": .int32($0 == 1400 ? 5 : Int32($0))]) }
        let reply = session.run(["insert": "c", "documents": .array(batch)])
        #expect(reply["n"] == .int32(1400))
        #expect(errorIndexesAndCodes(reply) == [[1400, 11000]])
        #expect(try await storedIDs(store) == (0..<1400).map { BSONValue.int32(Int32($0)) })
    }

    @Test(
        "a batch of more changes than the change history keeps: the log holds its last ones, numbered and timed as if all were made",
        arguments: [
            // Kept by count, then by bytes: an insert of {_id, v} (two int32s) costs 21 + 128 bytes.
            ChangeLog.Retention(maxEvents: 3), ChangeLog.Retention(maxEvents: 100, maxBytes: 3 * 149),
        ])
    func batchBeyondHistory(retention: ChangeLog.Retention) throws {
        let store = Store(changeHistory: retention)
        let session = CommandSession(store: store)
        // The implicit create is record 0, the inserts of _id 1...10 records 1...10.
        #expect(session.run(["insert": "c", "documents": documents(Array(1...10))])["n"] == .int32(10))
        #expect(throws: DocStreamError.self) { try store.changeLog.records(from: 7, limit: 10) }
        let kept = try store.changeLog.records(from: 8, limit: 10)
        #expect(kept.map(\.sequence) == [8, 9, 10])
        #expect(try insertEventIDs(store, from: 8) == [.int32(8), .int32(9), .int32(10)])
        // The history starts after the last dropped insert (_id 7), one increment before _id 8's.
        let lowWater = store.changeLog.bounds.lowWater
        #expect(kept.map(\.clusterTime) == (1...3).map { BSONTimestamp(seconds: lowWater.seconds, increment: lowWater.increment + $0) })
        #expect(store.changeLog.bounds.lastTime == kept[2].clusterTime)
        // A later write goes on from there.
        #expect(session.run(["insert": "c", "documents": documents([11])])["n"] == .int32(1))
        #expect(try store.changeLog.records(from: 9, limit: 10).map(\.sequence) == [9, 10, 11])
    }

    @Test("writes past the change history drop its oldest records one by one, through the log's compactions: the kept ones stay whole")
    func historyDroppedByWrites() throws {
        let store = Store(changeHistory: ChangeLog.Retention(maxEvents: 5))
        let session = CommandSession(store: store)
        // The implicit create is record 0, the inserts of _id 1...300 records 1...300: the log
        // compacts its dropped records several times on the way.
        for id in 1...300 { #expect(session.run(["insert": "c", "documents": documents([id])])["n"] == .int32(1)) }
        #expect(throws: DocStreamError.self) { try store.changeLog.records(from: 295, limit: 10) }
        #expect(try store.changeLog.records(from: 296, limit: 10).map(\.sequence) == [296, 297, 298, 299, 300])
        #expect(try insertEventIDs(store, from: 296) == [.int32(296), .int32(297), .int32(298), .int32(299), .int32(300)])
        #expect(try store.changeLog.records(from: 296, limit: 1).first?.kind.retainedBytes == 21 + 128)
    }
}
