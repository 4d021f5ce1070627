import DocStream
import DocStreamBSON
import Foundation
import Testing

/// `ChangeStreamWatcher.readerExecutor`: tasks that prefer it run on the thread that routes
/// changes and wakes readers. Their streams must give what they give on the cooperative pool
/// (every selected event, once, in commit order), their code must run on that thread, and
/// what such a task does besides reading (writing, being cancelled) must not stall it.
@Suite("Change streams: the reader executor")
struct ReaderExecutorTests {
    /// The name of the thread running the caller (the wake-up thread is "DocStream wakes").
    private static func currentThreadName() -> String {
        Thread.current.name ?? ""
    }

    /// Reads `count` events from `watcher` in a task preferring the reader executor; returns
    /// each event's `n` and whether the code after each `next()` ran on the wake-up thread.
    private static func read(_ count: Int, from watcher: ChangeStreamWatcher) -> Task<(ns: [BSONValue?], onWakeThread: [Bool]), any Error> {
        Task(executorPreference: ChangeStreamWatcher.readerExecutor) {
            var ns: [BSONValue?] = []
            var onWakeThread: [Bool] = []
            while ns.count < count, let event = try await watcher.next() {
                onWakeThread.append(currentThreadName() == "DocStream wakes")
                ns.append(event["fullDocument"]?.documentValue?["n"])
            }
            return (ns, onWakeThread)
        }
    }

    @Test("Routed and unrouted readers on the executor get their events in commit order, on the wake-up thread")
    func eventsInOrder() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let ids = (0..<12).map { _ in ObjectId() }
        let byIds = try drinks.watch(filterIds: [ids[2], ids[5], ids[9]])
        let byMatch = try drinks.watch(matchFilter: ["fullDocument.group": "A"])
        let everything = try drinks.watch()
        let readers = [Self.read(3, from: byIds), Self.read(4, from: byMatch), Self.read(12, from: everything)]
        for (n, id) in ids.enumerated() {
            _ = try await drinks.insertOne(["_id": .objectId(id), "n": .int64(Int64(n)), "group": n % 3 == 0 ? "A" : "B"])
        }
        let received = try await withTimeout {
            var received: [(ns: [BSONValue?], onWakeThread: [Bool])] = []
            for reader in readers { received.append(try await reader.value) }
            return received
        }
        #expect(received[0].ns == [.int64(2), .int64(5), .int64(9)])
        #expect(received[1].ns == [.int64(0), .int64(3), .int64(6), .int64(9)])
        #expect(received[2].ns == (0..<12).map { .int64(Int64($0)) })
        #expect(received.allSatisfy { $0.onWakeThread.count == $0.ns.count && !$0.onWakeThread.contains(false) })
        // Nothing was left behind for a later read.
        for watcher in [byIds, byMatch, everything] { #expect(try watcher.tryNext() == nil) }
    }

    @Test("A task on the executor writes and reads its own write's event")
    func writesFromTheExecutor() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let id = ObjectId()
        let watcher = try drinks.watch(filterIds: [id])
        let event = try await withTimeout {
            try await Task(executorPreference: ChangeStreamWatcher.readerExecutor) { () throws -> Document? in
                _ = try await drinks.insertOne(["_id": .objectId(id), "name": "Bean of the Day"])
                return try await watcher.next()
            }.value
        }
        #expect(event?["operationType"] == "insert")
        #expect(event?["documentKey"] == ["_id": .objectId(id)])
        #expect(try await drinks.count(filter: [:]) == 1)
    }

    @Test("Cancelling a reader waiting on the executor ends its next() with nil, and the stream stays readable")
    func cancelWhileWaiting() async throws {
        let drinks = MongoClient().database(named: "ios").collection(withName: "CoffeeDrinks")
        let watcher = try drinks.watch()
        let started = Latch()
        let waiting = Task(executorPreference: ChangeStreamWatcher.readerExecutor) { () throws -> Document? in
            started.signal()
            return try await watcher.next()
        }
        try await started.wait()
        waiting.cancel()
        #expect(try await withTimeout { try await waiting.value } == nil)
        // The cancelled wait lost nothing: the next write's event is there to read.
        _ = try await drinks.insertOne(["_id": 1, "name": "Bean of the Day"])
        #expect(try watcher.tryNext()?["documentKey"] == ["_id": 1])
    }
}
