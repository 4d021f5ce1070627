import DocStreamBSON
import Foundation
import TestSupport
import Testing

@testable import DocStream

/// A read-only follower of a store another writer owns (what `docstream watch` runs on): it
/// applies the writer's journal records as they are appended, so its change streams see the
/// writer's changes; it waits at a partial last record, moves on to the next journal file after
/// a checkpoint, and ends its streams with 286 when a journal file it needs is gone.
@Suite("Change streams: following another writer's store", .timeLimit(.minutes(10)))
struct StoreFollowerTests {
    /// The next `count` events, waiting for the follower to catch up (off the test threads,
    /// since the wait blocks; the deadline only guards against a hang).
    private func next(_ count: Int, from watcher: ChangeStreamWatcher) async throws -> [Document] {
        try await offTestThreads { () throws(DocStreamError) in
            var events: [Document] = []
            let deadline = ContinuousClock.now + .seconds(120)
            while events.count < count, ContinuousClock.now < deadline {
                if let event = try watcher.next(waitingUpTo: .milliseconds(200)) { events.append(event) }
            }
            return events
        }
    }

    private func keys(_ events: [Document]) -> [BSONValue?] {
        events.map { $0["documentKey"]?.documentValue?["_id"] }
    }

    @Test("A follower sees the writer's changes as events, across the writer's checkpoints, and holds the same documents")
    func followsWriter() async throws {
        let directory = try TemporaryDirectory()
        let writer = try Store(directory: directory.url)
        let drinks = try await MongoClient(store: writer).database(named: "ios").createCollection("CoffeeDrinks", changeStreamPreAndPostImages: true)
        _ = try await drinks.insertOne(["_id": 1, "storeNumber": 42])

        let follower = try Store(following: directory.url)
        let watcher = try MongoClient(store: follower).database(named: "ios").collection(withName: "CoffeeDrinks")
            .watch(options: ChangeStreamOptions(fullDocument: .whenAvailable))
        _ = try await drinks.insertOne(["_id": 2, "storeNumber": 43])
        try writer.checkpoint()
        _ = try await drinks.updateOneDocument(filter: ["_id": 2], update: ["$set": ["storeNumber": 44]])
        try writer.checkpoint()
        _ = try await drinks.deleteOneDocument(filter: ["_id": 1])
        let events = try await next(3, from: watcher)
        #expect(events.map { $0["operationType"] } == ["insert", "update", "delete"])
        #expect(keys(events) == [.int64(2), .int64(2), .int64(1)])
        #expect(events[1]["fullDocument"] == .document(["_id": 2, "storeNumber": 44]))
        // The same tokens as the writer's own change log.
        let own = try MongoClient(store: writer).watch(options: ChangeStreamOptions(startAtOperationTime: BSONTimestamp(seconds: 0, increment: 1)))
        var writerEvents: [Document] = []
        while let event = try own.tryNext() { writerEvents.append(event) }
        #expect(events.map { $0["_id"] } == writerEvents.suffix(3).map { $0["_id"] })
        #expect(
            Array(try #require(try follower.snapshot(Namespace(database: "ios", collection: "CoffeeDrinks"))).documents) == [["_id": 2, "storeNumber": 44]])
    }

    @Test("Writes to a follower are refused with 10107 NotWritablePrimary and change nothing")
    func refusesWrites() async throws {
        let directory = try TemporaryDirectory()
        do {
            let writer = try Store(directory: directory.url)
            _ = try await MongoClient(store: writer).database(named: "test").collection(withName: "c").insertOne(["_id": 1])
        }
        let follower = try Store(following: directory.url)
        let session = CommandSession(store: follower)
        let reply = session.run(["insert": "c", "documents": [["_id": 2]]])
        #expect(reply["writeErrors"]?.arrayValue?.first?.documentValue?["code"] == .int32(10107) || reply["code"] == .int32(10107), "\(reply)")
        #expect(session.run(["drop": "c"])["code"] == .int32(10107))
        #expect(session.run(["find": "c"])[path: "cursor.firstBatch"] == .array([.document(["_id": .int64(1)])]))
        // The directory is still the writer's to open: the follower took no lock.
        _ = try Store(directory: directory.url)
    }

    /// The record is written at the end of the file, or into the zeros a writer reserves ahead
    /// of its appends.
    @Test("A partial last record waits until the rest of it is written", arguments: [0, JournalFile.reservation])
    func tornTailWaits(reservedZeros: Int) async throws {
        let directory = try TemporaryDirectory()
        let namespace = try Namespace(database: "test", collection: "c")
        func frames(_ id: Int64, time: UInt32) -> [UInt8] {
            var bytes: [UInt8] = []
            let stamp = ChangeStamp(clusterTime: BSONTimestamp(seconds: 1_900_000_000, increment: time), wallTime: BSONDateTime(millisecondsSinceEpoch: 0))
            for record in StoreRecord.write(namespace, [.insert(["_id": .int64(id)])], stamp).journalRecords {
                JournalFormat.appendRecord(record, to: &bytes)
            }
            return bytes
        }
        let first = frames(1, time: 1)
        let second = frames(2, time: 2)
        let journal = directory.file("journal")
        try Data(first + [UInt8](repeating: 0, count: reservedZeros)).write(to: journal)
        let handle = try FileHandle(forWritingTo: journal)
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(first.count))
        try handle.write(contentsOf: Data(second.prefix(10)))

        let follower = try Store(following: directory.url)
        let watcher = try MongoClient(store: follower).watch(options: ChangeStreamOptions(startAtOperationTime: BSONTimestamp(seconds: 0, increment: 1)))
        #expect(keys(try await next(1, from: watcher)) == [.int64(1)])
        // The follower polls a few times: the half record is not an event.
        #expect(try await offTestThreads { () throws(DocStreamError) in try watcher.next(waitingUpTo: .milliseconds(100)) } == nil)
        try handle.write(contentsOf: Data(second.dropFirst(10)))
        #expect(keys(try await next(1, from: watcher)) == [.int64(2)])
    }

    @Test("A journal file deleted before the follower read it ends its streams with 286")
    func missingGeneration() async throws {
        let directory = try TemporaryDirectory()
        do {
            let writer = try Store(directory: directory.url)
            _ = try await MongoClient(store: writer).database(named: "test").collection(withName: "c").insertOne(["_id": 1])
        }
        let follower = try Store(following: directory.url)
        let watcher = try MongoClient(store: follower).watch()
        // Generation 2 appears while generation 1 never did: the changes between are unknown.
        try Data().write(to: directory.file("journal.2"))
        let failure = await offTestThreads { () -> DocStreamError? in
            let deadline = ContinuousClock.now + .seconds(120)
            while ContinuousClock.now < deadline {
                do throws(DocStreamError) {
                    _ = try watcher.next(waitingUpTo: .milliseconds(200))
                } catch {
                    return error
                }
            }
            return nil
        }
        #expect(failure?.code == 286)
        #expect(try watcher.tryNext() == nil)
    }
}
