import DocStream
import DocStreamBSON
import Foundation
import Synchronization
import Testing

/// The Realm SDK's two ways of receiving events (seeds/000, "Watch for changes"): a
/// ChangeEventDelegate called on a given queue, and `changeEvents(onOpen:)` as an async sequence.
@Suite("Change streams: delegate and async sequence")
struct ChangeStreamDelegateTests {
    let client = MongoClient()
    var collection: MongoCollection { client.database(named: "ios").collection(withName: "CoffeeDrinks") }

    /// Records each call, whether it came on the expected queue, and signals events and close.
    final class RecordingDelegate: ChangeEventDelegate {
        static let queueKey = DispatchSpecificKey<String>()
        let calls = Mutex<[String]>([])
        let offQueueCalls = Mutex(0)
        let expectedEvents: Int
        let eventsArrived = Latch()
        let closed = Latch()

        init(expectedEvents: Int) {
            self.expectedEvents = expectedEvents
        }

        private func record(_ call: String) {
            if DispatchQueue.getSpecific(key: Self.queueKey) != "watch" { offQueueCalls.withLock { $0 += 1 } }
            let events = calls.withLock { calls in
                calls.append(call)
                return calls.filter { $0.hasPrefix("event") }.count
            }
            if call.hasPrefix("event") && events == expectedEvents { eventsArrived.signal() }
        }

        func changeStreamDidOpen(_ changeStream: ChangeStream) { record("open") }

        func changeStreamDidClose(with error: (any Error)?) {
            record(error.map { "close \(($0 as? DocStreamError)?.code ?? -1)" } ?? "close")
            closed.signal()
        }

        func changeStreamDidReceive(error: any Error) { record("error \((error as? DocStreamError)?.code ?? -1)") }

        func changeStreamDidReceive(changeEvent: BSONValue?) {
            let event = changeEvent?.documentValue
            let key = event?["documentKey"]?.documentValue?["_id"].map { " " + $0.extendedJSON(.relaxed) } ?? ""
            record("event \(event?["operationType"]?.stringValue ?? "?")\(key)")
        }
    }

    private func makeQueue() -> DispatchQueue {
        let queue = DispatchQueue(label: "io.docstream.watchQueue")
        queue.setSpecific(key: RecordingDelegate.queueKey, value: "watch")
        return queue
    }

    @Test("watch(delegate:queue:): open, each event, close, all on the queue, in order")
    func delegateOrder() async throws {
        let delegate = RecordingDelegate(expectedEvents: 3)
        let changeStream = collection.watch(delegate: delegate, queue: makeQueue())
        _ = try await collection.insertOne(["_id": 1, "name": "Bean of the Day", "storeNumber": 42])
        _ = try await collection.updateOneDocument(filter: ["_id": 1], update: ["$set": ["containsDairy": true]])
        _ = try await collection.deleteOneDocument(filter: ["_id": 1])
        try await delegate.eventsArrived.wait()
        changeStream.close()
        try await delegate.closed.wait()
        _ = try await collection.insertOne(["_id": 2])
        #expect(delegate.calls.withLock { $0 } == ["open", "event insert 1", "event update 1", "event delete 1", "close"])
        #expect(delegate.offQueueCalls.withLock { $0 } == 0)
        changeStream.close()
    }

    @Test("watch(filterIds:delegate:queue:) and watch(matchFilter:delegate:queue:) deliver only their events")
    func delegateFilters() async throws {
        let drink = try await collection.insertOne(["name": "Bean of the Day", "storeNumber": 42])
        let other = try await collection.insertOne(["name": "Maple Latte", "storeNumber": 43])
        let byID = RecordingDelegate(expectedEvents: 1)
        let byMatch = RecordingDelegate(expectedEvents: 1)
        let idStream = collection.watch(filterIds: [try #require(drink.objectIdValue)], delegate: byID, queue: makeQueue())
        let matchStream = collection.watch(matchFilter: ["fullDocument.storeNumber": 43], delegate: byMatch, queue: makeQueue())
        _ = try await collection.updateOneDocument(filter: ["_id": drink], update: ["$set": ["containsDairy": true]])
        _ = try await collection.updateOneDocument(filter: ["_id": other], update: ["$set": ["containsDairy": true]])
        try await byID.eventsArrived.wait()
        try await byMatch.eventsArrived.wait()
        idStream.close()
        matchStream.close()
        try await byID.closed.wait()
        try await byMatch.closed.wait()
        #expect(byID.calls.withLock { $0 } == ["open", "event update \(drink.extendedJSON(.relaxed))", "close"])
        #expect(byMatch.calls.withLock { $0 } == ["open", "event update \(other.extendedJSON(.relaxed))", "close"])
    }

    @Test("A stream that cannot open reports the error and closes with it")
    func delegateOpenError() async throws {
        let delegate = RecordingDelegate(expectedEvents: 1)
        _ = collection.watch(pipeline: [["$group": ["_id": 1]]], delegate: delegate, queue: makeQueue())
        try await delegate.closed.wait()
        #expect(delegate.calls.withLock { $0 } == ["error 20", "close 20"])
    }

    @Test("An invalidate ends the delegate's stream: the invalidate event, then close")
    func delegateInvalidate() async throws {
        _ = try await collection.insertOne(["_id": 1])
        let delegate = RecordingDelegate(expectedEvents: 2)
        _ = collection.watch(delegate: delegate, queue: makeQueue())
        try await client.database(named: "ios").drop()
        try await delegate.closed.wait()
        #expect(delegate.calls.withLock { $0 } == ["open", "event drop", "event invalidate", "close"])
    }

    @Test("A delegate whose queue is stalled holds no writer up and at most 64 calls, then learns its history is lost (286)")
    func stalledDelegateQueue() async throws {
        let client = MongoClient(store: Store(changeHistory: ChangeLog.Retention(maxEvents: 5)))
        let drinks = client.database(named: "ios").collection(withName: "CoffeeDrinks")
        let queue = makeQueue()
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }
        let delegate = RecordingDelegate(expectedEvents: 1)
        _ = drinks.watch(delegate: delegate, queue: queue)
        // More than the 64 calls a stalled queue holds and the 5 events the log keeps.
        try await withTimeout {
            for n in 0..<200 { _ = try await drinks.insertOne(["_id": .int64(Int64(n))]) }
        }
        gate.signal()
        try await delegate.closed.wait()
        // The events read before the queue's backlog filled come in order, none skipped; then the
        // stream, fallen behind the log, fails. At most: the backlog's 64 calls (the open among
        // them), the one waiting for room, and the records the stream had fetched (the log keeps 5).
        let calls = delegate.calls.withLock { $0 }
        let events = calls.dropFirst().prefix { $0.hasPrefix("event") }
        #expect(events.count <= 63 + 1 + 5)
        #expect(calls == ["open"] + (0..<events.count).map { "event insert \($0)" } + ["error 286", "close 286"])
    }

    @Test("A concurrent queue gets the calls in order too")
    func concurrentQueueOrder() async throws {
        let queue = DispatchQueue(label: "io.docstream.concurrentWatch", attributes: .concurrent)
        queue.setSpecific(key: RecordingDelegate.queueKey, value: "watch")
        let delegate = RecordingDelegate(expectedEvents: 200)
        let changeStream = collection.watch(delegate: delegate, queue: queue)
        try await withTimeout { [collection] in
            for n in 0..<200 { _ = try await collection.insertOne(["_id": .int64(Int64(n))]) }
        }
        try await delegate.eventsArrived.wait()
        changeStream.close()
        try await delegate.closed.wait()
        #expect(delegate.calls.withLock { $0 } == ["open"] + (0..<200).map { "event insert \($0)" } + ["close"])
        #expect(delegate.offQueueCalls.withLock { $0 } == 0)
    }

    @Test("changeEvents(onOpen:) yields each event and ends when its task is cancelled")
    func asyncSequence() async throws {
        let opened = Latch()
        let twoEvents = Latch()
        let events = collection.changeEvents(onOpen: { opened.signal() })
        let task = Task { () throws -> [Document] in
            var received: [Document] = []
            for try await event in events {
                received.append(event.documentValue!)
                if received.count == 2 { twoEvents.signal() }
            }
            return received
        }
        try await opened.wait()
        let id = try await collection.insertOne(["name": "Bean of the Day", "storeNumber": 43])
        _ = try await collection.updateOneDocument(filter: ["_id": id], update: ["$set": ["containsDairy": true]])
        try await twoEvents.wait()
        task.cancel()
        let received = try await withTimeout { try await task.value }
        #expect(received.map { $0["operationType"] } == ["insert", "update"])
        #expect(received[1]["fullDocument"]?.documentValue?["containsDairy"] == .bool(true))
    }
}
