import DocStream
import DocStreamBSON
import Foundation
import Testing

/// Several writers and several filtered watchers at once, plus one watcher that never reads:
/// each reading watcher gets exactly the events its filter selects, once each, in commit
/// order; the writers finish while the stalled watcher holds nothing up; the stalled watcher
/// then finds its history gone (286).
@Suite("Change streams: concurrency")
struct ChangeStreamConcurrencyTests {
    static let writers = 4
    static let documentsPerWriter = 40
    static let retainedEvents = 1_000

    @Test("Concurrent writers, filtered watchers and a stalled watcher")
    func writersAndWatchers() async throws {
        let client = MongoClient(store: Store(changeHistory: ChangeLog.Retention(maxEvents: Self.retainedEvents)))
        // Post-images need the collection's changeStreamPreAndPostImages.
        let drinks = try await client.database(named: "ios").createCollection("CoffeeDrinks", changeStreamPreAndPostImages: true)
        let ids = (0..<Self.writers).map { _ in (0..<Self.documentsPerWriter).map { _ in ObjectId() } }
        let watchedIDs = Set(ids.flatMap { $0.enumerated().filter { $0.offset % 4 == 1 }.map(\.element) })

        let postImages = ChangeStreamOptions(fullDocument: .whenAvailable)
        let everything = try client.watch(options: postImages)
        let byID = try drinks.watch(filterIds: Array(watchedIDs))
        let byMatch = try drinks.watch(matchFilter: ["fullDocument.group": "A"], options: postImages)
        let byPipeline = try client.database(named: "ios").watch(pipeline: [
            ["$match": ["operationType": "delete"]],
            ["$project": ["documentKey": 1, "ns": 1]],
        ])
        let stalled = try drinks.watch()
        let watchers = [everything, byID, byMatch, byPipeline]

        // Readers run while the writers write, each at its own pace.
        let readers = watchers.map { watcher in
            Task { () throws -> [Document] in
                var events: [Document] = []
                while let event = try await watcher.next() { events.append(event) }
                return events
            }
        }

        try await withTimeout {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<Self.writers {
                    group.addTask { try await Self.write(writer: writer, ids: ids[writer], to: drinks) }
                }
                try await group.waitForAll()
            }
        }

        // Stop each reader, then take what it had not read yet: no event may be lost between.
        var received: [[Document]] = []
        for (reader, watcher) in zip(readers, watchers) {
            reader.cancel()
            var events = try await reader.value
            while let event = try watcher.tryNext() { events.append(event) }
            received.append(events)
        }

        // The unfiltered stream: every write, each once, in an order that keeps each writer's order.
        let all = received[0]
        // Every write is done while the stalled watcher has read nothing: writers never wait for
        // a watcher. It still stands before the first write's event (at the collection's
        // create, which only streams with showExpandedEvents show, or at that event).
        guard case .timestamp(let firstWrite)? = all.first?["clusterTime"] else {
            Issue.record("no events")
            return
        }
        #expect(stalled.resumeToken.kind == .highWaterMark)
        #expect(stalled.resumeToken.clusterTime <= firstWrite)
        let opsPerWriter = Self.documentsPerWriter + Self.documentsPerWriter / 2 + Self.documentsPerWriter / 5
        #expect(all.count == Self.writers * opsPerWriter)
        #expect(Set(all.map(\.eventToken)).count == all.count)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.eventToken < $1.eventToken })
        for writer in 0..<Self.writers {
            let own = all.filter { event in ids[writer].contains { event["documentKey"] == .document(["_id": .objectId($0)]) } }
            #expect(own.map(Self.summary) == Self.expectedSummaries(writer: writer, ids: ids[writer]))
        }

        // Each filtered stream: exactly the events of the unfiltered one its filter selects, in order.
        func selected(_ predicate: (Document) -> Bool) -> [String] { all.filter(predicate).map(\.eventToken) }
        #expect(
            received[1].map(\.eventToken)
                == selected { event in
                    event["documentKey"]?.documentValue?["_id"]?.objectIdValue.map(watchedIDs.contains) == true
                })
        #expect(received[2].map(\.eventToken) == selected { $0["fullDocument"]?.documentValue?["group"] == "A" })
        #expect(received[3].map(\.eventToken) == selected { $0["operationType"] == "delete" })
        #expect(received[3].allSatisfy { $0.keys == ["_id", "ns", "documentKey"] })
        #expect(received[2].isEmpty == false && received[3].isEmpty == false && received[1].isEmpty == false)

        // More history than the log keeps: the stalled watcher's position is gone.
        _ = try await client.database(named: "ios").collection(withName: "Bulk")
            .insertMany((0..<Self.retainedEvents).map { ["n": .int64(Int64($0))] })
        let lost = #expect(throws: DocStreamError.self) { try stalled.tryNext() }
        #expect(lost?.code == 286)
        #expect(lost?.codeName == "ChangeStreamHistoryLost")
        #expect(try stalled.tryNext() == nil)
    }

    /// One writer's work: insert each document, update every second one, delete every fifth.
    private static func write(writer: Int, ids: [ObjectId], to drinks: MongoCollection) async throws {
        for (index, id) in ids.enumerated() {
            _ = try await drinks.insertOne([
                "_id": .objectId(id), "writer": .int64(Int64(writer)), "index": .int64(Int64(index)),
                "group": index % 3 == 0 ? "A" : "B",
            ])
            if index % 2 == 0 {
                _ = try await drinks.updateOneDocument(filter: ["_id": .objectId(id)], update: ["$inc": ["sold": 1]])
            }
            if index % 5 == 0 {
                _ = try await drinks.deleteOneDocument(filter: ["_id": .objectId(id)])
            }
        }
    }

    private static func summary(_ event: Document) -> String {
        "\(event["operationType"]!.stringValue!) \(event["documentKey"]!)"
    }

    private static func expectedSummaries(writer: Int, ids: [ObjectId]) -> [String] {
        ids.enumerated().flatMap { index, id -> [String] in
            let key = BSONValue.document(["_id": .objectId(id)])
            return ["insert \(key)"] + (index % 2 == 0 ? ["update \(key)"] : []) + (index % 5 == 0 ? ["delete \(key)"] : [])
        }
    }
}
