import DocStreamBSON
import Foundation
import TestSupport
import Testing

@testable import DocStream

/// Watchers found by an index instead of looking at every change: `watch(filterIds:)` and
/// equality `matchFilter`s on `fullDocument` fields are routed by hash lookups, ranges by
/// binary search, with MongoDB's comparison rules (numbers of any type, array elements, type
/// bracketing), and still get exactly what an unrouted pipeline with the same filter gets, in
/// order, once each, through drops and full inboxes.
@Suite("Change streams: routed watchers")
struct ChangeRoutingTests {
    private func events(_ watcher: ChangeStreamWatcher) throws -> [Document] {
        var events: [Document] = []
        while let event = try watcher.tryNext() { events.append(event) }
        return events
    }

    private func tokens(_ events: [Document]) -> [String] {
        events.map(\.eventToken)
    }

    /// The same filter as a route and as a pipeline no route can serve (a `$match` behind an
    /// `$addFields`): both must give the same events.
    private func routedAndUnrouted(_ collection: MongoCollection, _ filter: Document, options: ChangeStreamOptions = .realm) throws -> (
        ChangeStreamWatcher, ChangeStreamWatcher
    ) {
        (
            try collection.watch(matchFilter: filter, options: options),
            try collection.watch(pipeline: [["$addFields": ["unrouted": true]], ["$match": .document(filter)], ["$unset": "unrouted"]], options: options)
        )
    }

    /// The same filter first in a longer pipeline, routed (where the route decides the `$match`,
    /// only the stages after it run) and unrouted: both must give the same event documents.
    private func routedAndUnroutedPipelines(_ collection: MongoCollection, _ filter: Document, then stages: [Document]) throws -> (
        ChangeStreamWatcher, ChangeStreamWatcher
    ) {
        (
            try collection.watch(pipeline: [["$match": .document(filter)]] + stages, options: .realm),
            try collection.watch(
                pipeline: [["$addFields": ["unrouted": true]], ["$match": .document(filter)], ["$unset": "unrouted"]] + stages, options: .realm)
        )
    }

    @Test("An equality matchFilter on a fullDocument field matches numbers of any type and array elements, as the pipeline does")
    func equalityRules() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        let (routed, unrouted) = try routedAndUnrouted(collection, ["fullDocument.n": .int32(42)])
        _ = try await collection.insertOne(["_id": 1, "n": .int64(42)])
        _ = try await collection.insertOne(["_id": 2, "n": .double(42.0)])
        _ = try await collection.insertOne(["_id": 3, "n": [1, .int32(42)]])
        _ = try await collection.insertOne(["_id": 4, "n": "42"])
        _ = try await collection.insertOne(["_id": 5, "n": .decimal128(Decimal128("42")!)])
        _ = try await collection.insertOne(["_id": 6, "x": ["n": 42]])
        _ = try await collection.updateOneDocument(filter: ["_id": 4], update: ["$set": ["n": 42]])
        _ = try await collection.deleteOneDocument(filter: ["_id": 1])
        let expected = try events(unrouted)
        #expect(expected.map { $0["documentKey"]?.documentValue?["_id"] } == [.int64(1), .int64(2), .int64(3), .int64(5), .int64(4)])
        #expect(tokens(try events(routed)) == tokens(expected))
    }

    @Test("Strings route by their bytes, as MongoDB compares them: a precomposed é is not a decomposed one")
    func stringsByBytes() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        let (routed, unrouted) = try routedAndUnrouted(collection, ["fullDocument.name": "caf\u{E9}"])
        _ = try await collection.insertOne(["_id": 1, "name": "cafe\u{301}"])
        _ = try await collection.insertOne(["_id": 2, "name": "caf\u{E9}"])
        let expected = try events(unrouted)
        #expect(expected.map { $0["documentKey"]?.documentValue?["_id"] } == [.int64(2)])
        #expect(tokens(try events(routed)) == tokens(expected))
    }

    @Test("$in and nested paths through arrays of documents route too")
    func inAndNestedPaths() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        let (routed, unrouted) = try routedAndUnrouted(collection, ["fullDocument.items.sku": ["$in": ["a", "c"]], "operationType": "insert"])
        _ = try await collection.insertOne(["_id": 1, "items": [["sku": "a"], ["sku": "b"]]])
        _ = try await collection.insertOne(["_id": 2, "items": [["sku": "b"]]])
        _ = try await collection.insertOne(["_id": 3, "items": ["sku": "c"]])
        _ = try await collection.insertOne(["_id": 4, "items": [["sku": ["c", "d"]]]])
        let expected = try events(unrouted)
        #expect(expected.map { $0["documentKey"]?.documentValue?["_id"] } == [.int64(1), .int64(3), .int64(4)])
        #expect(tokens(try events(routed)) == tokens(expected))
    }

    @Test("Without post-images on updates (MongoDB's default), update events have no fullDocument: neither kind of watcher gets them")
    func defaultOptionsSkipUpdates() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        let (routed, unrouted) = try routedAndUnrouted(collection, ["fullDocument.n": 1], options: ChangeStreamOptions())
        _ = try await collection.insertOne(["_id": 1, "n": 1])
        _ = try await collection.updateOneDocument(filter: ["_id": 1], update: ["$set": ["m": 2]])
        _ = try await collection.replaceOneDocument(filter: ["_id": 1], replacement: ["n": 1])
        let expected = try events(unrouted)
        #expect(expected.map { $0["operationType"] } == ["insert", "replace"])
        #expect(tokens(try events(routed)) == tokens(expected))
    }

    @Test("filterIds watchers get their documents' events, and the drop of their database ends them")
    func filterIdsAndInvalidate() async throws {
        let client = MongoClient()
        let collection = client.database(named: "test").collection(withName: "c")
        let other = client.database(named: "test").collection(withName: "other")
        let ids = (0..<4).map { _ in ObjectId() }
        let watcher = try collection.watch(filterIds: [ids[1], ids[3]])
        for id in ids {
            _ = try await collection.insertOne(["_id": .objectId(id)])
            _ = try await other.insertOne(["_id": .objectId(id)])
        }
        _ = try await collection.updateManyDocuments(filter: [:], update: ["$set": ["seen": true]])
        try await client.database(named: "test").drop()
        func summary(_ event: Document) -> String {
            let id = event["documentKey"]?.documentValue?["_id"]?.objectIdValue
            return "\(event["operationType"]?.stringValue ?? "?") \(id.flatMap { ids.firstIndex(of: $0) } ?? -1)"
        }
        let received = try events(watcher).map(summary)
        #expect(
            received == [
                "insert 1", "insert 3", "update 1", "update 3",
            ])
        // The drop's events have no documentKey, so the filter drops them; the stream ends all the same.
        #expect(watcher.isFinished)
    }

    @Test("A routed watcher that stops reading overflows its inbox and reads on from the log: every event, once, in order")
    func overflowFallsBackToTheLog() async throws {
        let client = MongoClient(store: Store(changeHistory: ChangeLog.Retention(maxEvents: 100_000)))
        let collection = client.database(named: "test").collection(withName: "c")
        let watcher = try collection.watch(matchFilter: ["fullDocument.group": 1])
        // Read once: the watcher has caught up and is routed from here.
        #expect(try watcher.tryNext() == nil)
        let count = RoutedInbox.limit * 2 + 10
        _ = try await collection.insertMany((0..<count).map { ["_id": .int64(Int64($0)), "group": .int64(Int64($0 % 2))] })
        let received = try events(watcher)
        #expect(received.count == count / 2)
        let odd: [BSONValue?] = (0..<count).filter { $0 % 2 == 1 }.map { BSONValue.int64(Int64($0)) }
        let keys: [BSONValue?] = received.map { $0["documentKey"]?.documentValue?["_id"] }
        #expect(keys == odd)
        // Routed again once caught up.
        _ = try await collection.insertOne(["_id": -1, "group": 1])
        #expect(try watcher.tryNext()?["documentKey"] == .document(["_id": -1]))
    }

    @Test("A routed watcher resuming from history reads the log up to its opening, then its inbox: in order, once each")
    func resumeThenRoute() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        let everything = try collection.watch()
        _ = try await collection.insertMany((0..<10).map { ["_id": .int64(Int64($0)), "group": .int64(Int64($0 % 2))] })
        guard case .timestamp(let first)? = try everything.tryNext()?["clusterTime"] else {
            Issue.record("no event")
            return
        }
        let watcher = try collection.watch(
            matchFilter: ["fullDocument.group": 1], options: ChangeStreamOptions(fullDocument: .updateLookup, startAtOperationTime: first))
        _ = try await collection.insertMany((10..<20).map { ["_id": .int64(Int64($0)), "group": .int64(Int64($0 % 2))] })
        let keys: [BSONValue?] = try events(watcher).map { $0["documentKey"]?.documentValue?["_id"] }
        let odd: [BSONValue?] = (0..<20).filter { $0 % 2 == 1 }.map { BSONValue.int64(Int64($0)) }
        #expect(keys == odd)
    }

    @Test("A routed watcher that fell behind the kept history gets 286, never a gap")
    func overflowPastRetention() async throws {
        let client = MongoClient(store: Store(changeHistory: ChangeLog.Retention(maxEvents: 100)))
        let collection = client.database(named: "test").collection(withName: "c")
        let watcher = try collection.watch(matchFilter: ["fullDocument.group": 1])
        #expect(try watcher.tryNext() == nil)
        _ = try await collection.insertMany((0..<(RoutedInbox.limit + 500)).map { ["_id": .int64(Int64($0)), "group": 1] })
        var received = 0
        let lost = #expect(throws: DocStreamError.self) {
            while try watcher.tryNext() != nil { received += 1 }
        }
        #expect(lost?.code == 286)
        #expect(received == RoutedInbox.limit)
    }

    /// Streams 0-3 of the in-place routing tests: a top-level field, a path through embedded
    /// documents, a number beyond the doubles' exact integers, the document key.
    static let inPlaceFilters: [Document] = [
        ["fullDocument.n": .int32(1)],
        ["fullDocument.a.b": "x"],
        // 2^53 + 1 hashes as the double 2^53 does, and equals it not.
        ["fullDocument.big": .int64(9_007_199_254_740_993)],
        ["documentKey._id": .int32(7)],
    ]

    @Test("The router reads a field in place through embedded documents and array elements, and matches by MongoDB equality, not by hash alone")
    func routerReadsInPlace() throws {
        var router = ChangeRouter()
        let namespace = try Namespace(database: "test", collection: "c")
        for (stream, filter) in Self.inPlaceFilters.enumerated() {
            _ = router.register(try #require(ChangeRoute(firstMatch: filter, options: .realm)), scope: .collection(namespace), for: stream)
        }
        var sequence: Int64 = 0
        func reached(by document: Document) -> [Int] {
            defer { sequence += 1 }
            var reached: [Int] = []
            var record = ChangeRecord(
                sequence: sequence, clusterTime: BSONTimestamp(seconds: 1, increment: UInt32(sequence + 1)),
                wallTime: BSONDateTime(millisecondsSinceEpoch: 0), database: "test", collection: "c", collectionUUID: nil, keepsImages: false, transaction: nil,
                kind: .document(.insert(document)))
            router.route(&record) { stream, _ in reached.append(stream) }
            return reached.sorted()
        }
        #expect(reached(by: ["_id": 1, "n": .int32(1)]) == [0])
        #expect(reached(by: ["_id": 1, "n": .int64(1)]) == [0])
        #expect(reached(by: ["_id": 1, "n": .double(1)]) == [0])
        #expect(reached(by: ["_id": 1, "n": .decimal128(Decimal128("1.0")!)]) == [0])
        #expect(reached(by: ["_id": 1, "n": [.int32(3), .double(1)]]) == [0])
        #expect(reached(by: ["_id": 1, "n": [[.int32(1)]]]) == [])
        #expect(reached(by: ["_id": 1, "n": .double(1.5)]) == [])
        #expect(reached(by: ["_id": 1, "n": "1"]) == [])
        #expect(reached(by: ["_id": 1, "a": ["b": "x"]]) == [1])
        #expect(reached(by: ["_id": 1, "a": [["b": "y"], ["b": ["z", "x"]]]]) == [1])
        #expect(reached(by: ["_id": 1, "a": "x"]) == [])
        #expect(reached(by: ["_id": 1, "big": .double(9_007_199_254_740_992)]) == [])
        #expect(reached(by: ["_id": 1, "big": .int64(9_007_199_254_740_993)]) == [2])
        #expect(reached(by: ["_id": .double(7), "n": .int32(1)]) == [0, 3])
        #expect(reached(by: ["_id": [7]]) == [])
    }

    @Test("A batch of records goes where each would go alone: its values, hashed once as their lookups are prefetched, are read back in order")
    func batchRoutesAsOneByOne() throws {
        let namespace = try Namespace(database: "test", collection: "c")
        // Each document with the streams it reaches (as `routerReadsInPlace` finds one by one):
        // arrays give several values, a path through an array is walked decoded, some fields miss.
        let documents: [(Document, [Int])] = [
            (["_id": 1, "n": .int64(1)], [0]),
            (["_id": 2, "n": [.int32(3), .double(1)]], [0]),
            (["_id": 3, "a": [["b": "y"], ["b": ["z", "x"]]]], [1]),
            (["_id": 4], []),
            (["_id": .double(7), "n": .int32(1), "a": ["b": "x"]], [0, 1, 3]),
            (["_id": 5, "n": "1", "big": .int64(9_007_199_254_740_993)], [2]),
            (["_id": [7]], []),
            (["_id": 7, "a": "x"], [3]),
        ]
        var router = ChangeRouter()
        let inboxes = try Self.inPlaceFilters.enumerated().map { stream, filter in
            router.register(try #require(ChangeRoute(firstMatch: filter, options: .realm)), scope: .collection(namespace), for: stream)
        }
        var records = documents.enumerated().map { sequence, entry in
            ChangeRecord(
                sequence: Int64(sequence), clusterTime: BSONTimestamp(seconds: 1, increment: UInt32(sequence + 1)),
                wallTime: BSONDateTime(millisecondsSinceEpoch: 0), database: "test", collection: "c", collectionUUID: nil, keepsImages: false, transaction: nil,
                kind: .document(.insert(entry.0)))
        }
        router.route(&records) { _, _ in }
        var reached = [[Int]](repeating: [], count: documents.count)
        for (stream, inbox) in inboxes.enumerated() {
            for record in inbox.take(from: 0).records { reached[Int(record.sequence)].append(stream) }
        }
        #expect(reached == documents.map(\.1))
    }

    @Test("The router finds the watchers of 101 that want a change by lookup, and wakes no other")
    func routerPicksByLookup() throws {
        var router = ChangeRouter()
        let namespace = try Namespace(database: "test", collection: "c")
        var inboxes: [Int: RoutedInbox] = [:]
        for store in 0..<100 {
            let route = try #require(ChangeRoute(firstMatch: ["fullDocument.storeNumber": .int64(Int64(store))], options: .realm))
            inboxes[store] = router.register(route, scope: .collection(namespace), for: store)
        }
        // A second watcher of store 7.
        inboxes[107] = router.register(
            try #require(ChangeRoute(firstMatch: ["fullDocument.storeNumber": 7], options: .realm)), scope: .collection(namespace), for: 107)
        var reached: [Int] = []
        var caches: [ChangeEventCache?] = []
        for (sequence, store) in [42, 7, 1000].enumerated() {
            var record = ChangeRecord(
                sequence: Int64(sequence), clusterTime: BSONTimestamp(seconds: 1, increment: UInt32(sequence + 1)),
                wallTime: BSONDateTime(millisecondsSinceEpoch: 0), database: "test", collection: "c", collectionUUID: nil, keepsImages: false, transaction: nil,
                kind: .document(.insert(["_id": .int64(Int64(sequence)), "storeNumber": .int32(Int32(store))])))
            router.route(&record) { stream, _ in reached.append(stream) }
            caches.append(record.events)
        }
        #expect(reached == [42, 7, 107])
        let firstUnread = [42, 7, 107, 3].map { inboxes[$0]?.firstUnread(end: 3) }
        #expect(firstUnread == [0, 1, 1, 3])
        // A record two streams got has an event cache, which the second one's inbox copy
        // shares; a record one stream got (its reader builds the event alone) or nobody got has none.
        #expect(caches[0] == nil && inboxes[42]?.take(from: 0).records.first?.sequence == 0)
        #expect(caches[1] != nil && inboxes[107]?.take(from: 0).records.first?.events === caches[1])
        #expect(caches[2] == nil)
    }

    @Test("A routed reader parking with news in its inbox takes it all in that trip to the inbox instead; with none it parks until a record is routed to it")
    func parkTakesTheInbox() throws {
        let log = ChangeLog(retention: ChangeLog.Retention())
        let namespace = try Namespace(database: "test", collection: "c")
        let route = try #require(ChangeRoute(firstMatch: ["fullDocument.group": 1], options: .realm))
        let (from, inbox) = log.route(7, by: route, scope: .collection(namespace))
        #expect(from == 0)
        func insert(_ groups: [Int32]) {
            let inserts = groups.enumerated().map { offset, group in
                DocumentMutation.insert(["_id": .int32(Int32(offset)), "group": .int32(group)])
            }
            log.append(database: "test", entries: .documents(collection: "c", inserts), stamp: log.stamp(count: inserts.count))
        }
        insert([1, 0, 1, 1, 0])
        // The router runs after the append, off the writer's thread: here at once.
        #expect(log.routePending().isEmpty)
        let semaphore = DispatchSemaphore(value: 0)
        guard case .taken(let routed) = log.park(7, at: 0, inbox: inbox, .thread(semaphore)) else {
            Issue.record("the inbox was not taken")
            return
        }
        #expect(routed.records.map(\.sequence) == [0, 2, 3])
        // Past the last record taken (not the log's end, which the reader does not read).
        #expect(routed.position == 4 && routed.stillRouted)
        guard case .parked = log.park(7, at: routed.position, inbox: inbox, .thread(semaphore)) else {
            Issue.record("the reader did not park on an empty inbox")
            return
        }
        insert([0])
        #expect(semaphore.wait(timeout: .now()) == .timedOut)
        insert([0, 1])
        #expect(semaphore.wait(timeout: .now() + 10) == .success)
        guard case .taken(let next) = log.park(7, at: routed.position, inbox: inbox, .thread(semaphore)) else {
            Issue.record("the inbox was not taken")
            return
        }
        #expect(next.records.map(\.sequence) == [7])
        #expect(next.position == 8)
    }

    /// A log routing stream 7 by `{"fullDocument.group": 1}` in test.c, after one write inserting
    /// a document of each of `groups` (`_id` 0, 1, ...).
    private func logRoutingGroupOne(afterInserting groups: [Int32]) throws -> (ChangeLog, ChangeRoute, ChangeStreamScope, RoutedInbox) {
        let log = ChangeLog(retention: ChangeLog.Retention())
        let scope = ChangeStreamScope.collection(try Namespace(database: "test", collection: "c"))
        let route = try #require(ChangeRoute(firstMatch: ["fullDocument.group": 1], options: .realm))
        let inbox = log.route(7, by: route, scope: scope).inbox
        let inserts = groups.enumerated().map { DocumentMutation.insert(["_id": .int32(Int32($0.offset)), "group": .int32($0.element)]) }
        log.append(database: "test", entries: .documents(collection: "c", inserts), stamp: log.stamp(count: inserts.count))
        return (log, route, scope, inbox)
    }

    @Test(
        "When the log ends (a follower lost its writer's journal), a routed reader parked on its inbox wakes and reads the log to get the error, after what was routed to it; so does one routed after the end"
    )
    func endedLogReachesRoutedReaders() throws {
        let (log, route, scope, inbox) = try logRoutingGroupOne(afterInserting: [1, 0])
        #expect(log.routePending().isEmpty)
        let semaphore = DispatchSemaphore(value: 0)
        guard case .taken(let routed) = log.park(7, at: 0, inbox: inbox, .thread(semaphore)),
            case .parked = log.park(7, at: routed.position, inbox: inbox, .thread(semaphore))
        else {
            Issue.record("the reader did not take its record, then park")
            return
        }
        #expect(routed.records.map(\.sequence) == [0])
        log.end(with: .changeStreamHistoryLost)
        #expect(semaphore.wait(timeout: .now() + 10) == .success)
        guard case .taken(let last) = log.park(7, at: routed.position, inbox: inbox, .thread(semaphore)) else {
            Issue.record("the ended inbox had no news")
            return
        }
        // Back to the log from its end, where the error is.
        #expect(last.records.isEmpty && !last.stillRouted && last.position == 2)
        #expect(throws: DocStreamError.changeStreamHistoryLost) { try log.records(from: last.position, limit: 10) }
        let late = log.route(8, by: route, scope: scope)
        let lateTake = log.takeRouted(8, from: late.inbox, at: late.from)
        #expect(!lateTake.stillRouted && lateTake.position == 2)
    }

    @Test("A routed watcher waiting on a thread (a getMore's maxTimeMS) returns nothing when its wait ends with no event for it, and is woken by the next one")
    func routedThreadWait() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        let watcher = try collection.watch(matchFilter: ["fullDocument.group": 1])
        #expect(try await offTestThreads { () throws(DocStreamError) in try watcher.next(waitingUpTo: .milliseconds(20)) } == nil)
        _ = try await collection.insertOne(["_id": 1, "group": 0])
        #expect(try await offTestThreads { () throws(DocStreamError) in try watcher.next(waitingUpTo: .milliseconds(20)) } == nil)
        // The wait is timed on its own thread: a task that starts late (a busy machine) finds the
        // event at once, and one that parked in time is woken by it, either well before 10 s.
        let waiting = Task {
            try await offTestThreads { () throws(DocStreamError) in
                let started = ContinuousClock.now
                let event = try watcher.next(waitingUpTo: .seconds(10))
                return (event, ContinuousClock.now - started)
            }
        }
        try await Task.sleep(for: .milliseconds(50))
        _ = try await collection.insertOne(["_id": 2, "group": 1])
        let (event, waited) = try await waiting.value
        #expect(event?["documentKey"] == .document(["_id": 2]))
        // Woken by the event, not by the end of its wait.
        #expect(waited < .seconds(5))
    }

    @Test("A routed watcher reading with next() while a writer inserts gets its events in commit order, none lost or repeated")
    func readsInboxWhileWriting() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        let watcher = try collection.watch(matchFilter: ["fullDocument.group": 1])
        let reader = Task { () throws -> [BSONValue?] in
            var ids: [BSONValue?] = []
            while ids.count < 700, let event = try await watcher.next() { ids.append(event["documentKey"]?.documentValue?["_id"]) }
            return ids
        }
        defer { reader.cancel() }
        try await withTimeout {
            for id in 0..<2_100 {
                _ = try await collection.insertOne(["_id": .int64(Int64(id)), "group": id % 3 == 0 ? 1 : 0])
            }
        }
        let ids = try await withTimeout { try await reader.value }
        #expect(Array(ids.prefix(4)) == [.int64(0), .int64(3), .int64(6), .int64(9)])
        #expect(ids == stride(from: 0, to: 2_100, by: 3).map { .int64(Int64($0)) })
        #expect(try watcher.tryNext() == nil)
    }

    @Test(
        "The router runs after the writer's append, on the records it hands over: with a log keeping 5 records, a routed watcher reading late gets every event of 600 single writes, while the log keeps 5"
    )
    func routerOutlivesTheRetention() async throws {
        let store = Store(changeHistory: ChangeLog.Retention(maxEvents: 5))
        let collection = MongoClient(store: store).database(named: "test").collection(withName: "c")
        let watcher = try collection.watch(matchFilter: ["fullDocument.group": 1])
        #expect(try watcher.tryNext() == nil)
        for id in 0..<600 {
            _ = try await collection.insertOne(["_id": .int64(Int64(id)), "group": id % 2 == 0 ? 1 : 0])
        }
        let ids = try events(watcher).map { $0["documentKey"]?.documentValue?["_id"] }
        #expect(ids == stride(from: 0, to: 600, by: 2).map { .int64(Int64($0)) })
        // The retention dropped all but the newest 5 without waiting for the router.
        let end = store.changeLog.endSequence
        #expect(throws: DocStreamError.changeStreamHistoryLost) { try store.changeLog.records(from: end - 6, limit: 10) }
        #expect(try store.changeLog.records(from: end - 5, limit: 10).count == 5)
    }

    @Test("A watcher opened while records wait for the router gets none of them (they come before its opening), and the watchers opened before get all")
    func openingWhileRoutingIsPending() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        let early = try collection.watch(matchFilter: ["fullDocument.group": 1])
        #expect(try early.tryNext() == nil)
        var late: [ChangeStreamWatcher] = []
        for id in 0..<200 {
            _ = try await collection.insertOne(["_id": .int64(Int64(id)), "group": 1])
            // Opened right after a write, before the wake-up thread has routed it (or not).
            if id % 20 == 19 { late.append(try collection.watch(matchFilter: ["fullDocument.group": 1])) }
        }
        #expect(try events(early).count == 200)
        for (index, watcher) in late.enumerated() {
            let ids = try events(watcher).map { $0["documentKey"]?.documentValue?["_id"] }
            #expect(ids == ((index + 1) * 20..<200).map { .int64(Int64($0)) })
        }
    }

    @Test("When the log ends right after a write, the routed reader still gets that write's event before the log's error")
    func endRoutesWhatIsPending() throws {
        let (log, _, _, inbox) = try logRoutingGroupOne(afterInserting: [1, 1])
        log.end(with: .changeStreamHistoryLost)
        let taken = log.takeRouted(7, from: inbox, at: 0)
        #expect(taken.records.map(\.sequence) == [0, 1])
        #expect(!taken.stillRouted && taken.position == 2)
        #expect(throws: DocStreamError.changeStreamHistoryLost) { try log.records(from: taken.position, limit: 10) }
    }

    @Test("A range matchFilter routes with MongoDB's comparison rules: type bracketing, bounds, array elements, NaN, null and missing fields")
    func rangeRules() async throws {
        let collection = MongoClient().database(named: "test").collection(withName: "c")
        let (routed, unrouted) = try routedAndUnrouted(collection, ["fullDocument.n": ["$gte": .int32(5), "$lt": .double(10)]])
        let (upperOnly, upperOnlyUnrouted) = try routedAndUnrouted(collection, ["fullDocument.n": ["$lte": .int64(5)]])
        let (strings, stringsUnrouted) = try routedAndUnrouted(collection, ["fullDocument.n": ["$gt": "b", "$lte": "d"], "operationType": "insert"])
        let (rangeThen, rangeThenUnrouted) = try routedAndUnroutedPipelines(
            collection, ["fullDocument.n": ["$gte": .int32(5), "$lt": .double(10)]],
            then: [["$addFields": ["seen": "$fullDocument.n"]], ["$project": ["seen": 1, "documentKey": 1]]])
        let values: [BSONValue] = [
            .int64(5), .int32(4), .double(9.999), .double(10), .decimal128(Decimal128("7")!), .double(.nan), .decimal128(Decimal128("NaN")!),
            "7", "b", "c", "d", "e", .null, [1, .int32(7)], [[7]], [20, 3], [["x": 1]], .datetime(BSONDateTime(millisecondsSinceEpoch: 7)),
            .int64(.min), .double(-.infinity),
        ]
        for (index, value) in values.enumerated() {
            _ = try await collection.insertOne(["_id": .int64(Int64(index)), "n": value])
        }
        _ = try await collection.insertOne(["_id": -1])
        _ = try await collection.updateOneDocument(filter: ["_id": 1], update: ["$set": ["n": 6]])
        _ = try await collection.replaceOneDocument(filter: ["_id": 2], replacement: ["n": 11])
        _ = try await collection.deleteOneDocument(filter: ["_id": 0])
        func ids(_ events: [Document]) -> [BSONValue?] { events.map { $0["documentKey"]?.documentValue?["_id"] } }
        let expected = try events(unrouted)
        // [20, 3] matches: each bound holds for some element, not necessarily the same one.
        #expect(ids(expected) == [0, 2, 4, 13, 15, 1].map { .int64($0) })
        #expect(tokens(try events(routed)) == tokens(expected))
        let expectedUpperOnly = try events(upperOnlyUnrouted)
        #expect(ids(expectedUpperOnly) == [0, 1, 13, 15, 18, 19].map { .int64($0) })
        #expect(tokens(try events(upperOnly)) == tokens(expectedUpperOnly))
        let expectedStrings = try events(stringsUnrouted)
        #expect(ids(expectedStrings) == [9, 10].map { .int64($0) })
        #expect(tokens(try events(strings)) == tokens(expectedStrings))
        // The same range followed by other stages: the same events, reshaped alike.
        let expectedThen = try events(rangeThenUnrouted)
        #expect(ids(expectedThen) == ids(expected))
        #expect(expectedThen.first?["seen"] == .int64(5))
        #expect(try events(rangeThen) == expectedThen)
    }

    @Test(
        "A range route decides its $match only for a single value in the range that the event shows: not through arrays, not NaN, not a missing field, not updateLookup's document"
    )
    func rangeDecides() throws {
        let route = try #require(ChangeRoute(firstMatch: ["fullDocument.a.n": ["$gte": 5, "$lt": 10]], options: .realm))
        let notWhole = try #require(ChangeRoute(firstMatch: ["fullDocument.a.n": ["$gte": 5, "$lt": 10, "$ne": 7]], options: .realm))
        func decides(_ route: ChangeRoute, _ mutation: DocumentMutation, _ options: ChangeStreamOptions = .realm) -> Bool {
            let record = ChangeRecord(
                sequence: 0, clusterTime: BSONTimestamp(seconds: 1, increment: 1), wallTime: BSONDateTime(millisecondsSinceEpoch: 0),
                database: "test", collection: "c", collectionUUID: nil, keepsImages: false, transaction: nil, kind: .document(mutation))
            return route.decides(record, options: options)
        }
        #expect(decides(route, .insert(["_id": 1, "a": ["n": .int64(7)]])))
        #expect(decides(route, .insert(["_id": 1, "a": ["n": .double(9.5)]])))
        #expect(!decides(route, .insert(["_id": 1, "a": ["n": [20, 3]]])))
        #expect(!decides(route, .insert(["_id": 1, "a": [["n": 7], ["n": 8]]])))
        #expect(!decides(route, .insert(["_id": 1, "a": ["n": .double(.nan)]])))
        #expect(!decides(route, .insert(["_id": 1, "a": ["m": 7]])))
        #expect(!decides(route, .insert(["_id": 1, "a": ["n": "7"]])))
        #expect(!decides(notWhole, .insert(["_id": 1, "a": ["n": 7]])))
        let update = DocumentMutation.update(before: ["_id": 1, "a": ["n": 1]], after: ["_id": 1, "a": ["n": 7]])
        #expect(!decides(route, update))
        #expect(decides(route, update, ChangeStreamOptions(fullDocument: .whenAvailable)))
    }

    @Test(
        "The equality table finds each accepted value's streams among a thousand, by MongoDB equality across number types, through equal hashes of unequal values, and after removals"
    )
    func equalityTable() throws {
        final class Target: Sendable {
            let id: Int
            init(_ id: Int) { self.id = id }
        }
        var routes = EqualityRoutes<Target>()
        let targets = (0..<1000).map(Target.init)
        for target in targets { routes.insert(target, accepting: .int64(Int64(target.id))) }
        // 2^53 + 1 hashes as the double 2^53 does (every number hashes as a double), and equals it not.
        routes.insert(Target(1000), accepting: .int64(9_007_199_254_740_993))
        routes.insert(Target(1001), accepting: .double(9_007_199_254_740_992))
        routes.insert(Target(1002), accepting: "42")
        routes.insert(Target(1003), accepting: .int32(42))
        // Longer than the 16 bytes a lookup compares in place.
        routes.insert(Target(1004), accepting: "a string of more than sixteen bytes")
        for target in targets where target.id % 2 == 1 { routes.remove(target, accepting: .int64(Int64(target.id))) }
        /// The streams found for `value` read in place, and decoded (both ways must agree).
        func found(_ value: BSONValue) -> [Int] {
            var inPlace: [Int] = []
            var decoded: [Int] = []
            let document: Document = ["v": value]
            document.bytes.withUnsafeBytes { bytes in
                // Length, type byte, "v" and its zero, the value, the document's zero.
                let raw = RawValue(typeByte: bytes[4], bytes: UnsafeRawBufferPointer(rebasing: bytes[7..<(bytes.count - 1)]))
                routes.targets(accepting: raw, hash: EqualityRoutes<Target>.hash(of: raw)) { inPlace.append($0.id) }
            }
            routes.targets(accepting: value) { decoded.append($0.id) }
            #expect(inPlace.sorted() == decoded.sorted())
            return inPlace.sorted()
        }
        #expect(found(.int64(42)) == [42, 1003])
        #expect(found(.double(42)) == [42, 1003])
        #expect(found(.decimal128(Decimal128("42.000")!)) == [42, 1003])
        #expect(found(.int32(998)) == [998])
        #expect(found(.int32(43)) == [])
        #expect(found("42") == [1002])
        #expect(found("a string of more than sixteen bytes") == [1004] && found("a string of more than sixteen bytez") == [])
        #expect(found(.int64(9_007_199_254_740_993)) == [1000])
        #expect(found(.double(9_007_199_254_740_992)) == [1001])
        #expect(found(.int32(5000)) == [])
        // Every value still accepted is found after the removals moved entries and slots; no removed one is.
        let remaining = (0..<1000).filter { found(.int64(Int64($0))) == ($0 == 42 ? [42, 1003] : [$0]) }
        #expect(remaining == Array(stride(from: 0, to: 1000, by: 2)))
        for target in targets where target.id % 2 == 0 { routes.remove(target, accepting: .int64(Int64(target.id))) }
        #expect(found(.int64(42)) == [1003] && found(.int64(0)) == [])
        // A stream accepting one value twice (`$in: [7, 7.0]`) is found once, and gone once removed.
        let twice = Target(2000)
        routes.insert(twice, accepting: .int32(7))
        routes.insert(twice, accepting: .double(7))
        #expect(found(.int64(7)) == [2000])
        routes.remove(twice, accepting: .int32(7))
        #expect(found(.int64(7)) == [] && found(.int64(42)) == [1003])
    }

    @Test("The router finds the range holding a value by binary search, among disjoint, overlapping, open-ended and mixed-type ranges")
    func routerPicksByRange() throws {
        var router = ChangeRouter()
        let namespace = try Namespace(database: "test", collection: "c")
        func register(_ condition: BSONValue, for stream: Int) throws {
            let route = try #require(ChangeRoute(firstMatch: ["fullDocument.storeNumber": condition], options: .realm))
            _ = router.register(route, scope: .collection(namespace), for: stream)
        }
        for store in 0..<100 {
            try register(["$gte": .int64(Int64(store)), "$lt": .int64(Int64(store + 1))], for: store)
        }
        try register(["$gt": .double(41.5)], for: 100)
        try register(["$lte": .int32(7)], for: 101)
        try register(["$gte": .int32(40), "$lte": .int32(42)], for: 102)
        try register(["$gte": "a"], for: 103)
        var sequence: Int64 = 0
        func reached(by value: BSONValue) -> Set<Int> {
            defer { sequence += 1 }
            var record = ChangeRecord(
                sequence: sequence, clusterTime: BSONTimestamp(seconds: 1, increment: UInt32(sequence + 1)),
                wallTime: BSONDateTime(millisecondsSinceEpoch: 0), database: "test", collection: "c", collectionUUID: nil, keepsImages: false, transaction: nil,
                kind: .document(.insert(["_id": .int64(sequence), "storeNumber": value])))
            var reached: Set<Int> = []
            router.route(&record) { stream, _ in reached.insert(stream) }
            return reached
        }
        #expect(reached(by: .int32(42)) == [42, 100, 102])
        #expect(reached(by: .double(41.5)) == [41, 102])
        #expect(reached(by: .int64(7)) == [7, 101])
        #expect(reached(by: .int32(-3)) == [101])
        #expect(reached(by: .int32(500)) == [100])
        #expect(reached(by: "b") == [103])
        // Each bound may hold for a different element: every range overlapping 3...50.
        #expect(reached(by: [50, 3]) == Set(3...50).union([100, 101, 102]))
        #expect(reached(by: [.int32(45), "b", .double(.nan)]) == [45, 100, 103])
        #expect(reached(by: .double(.nan)) == [])
        #expect(reached(by: .null) == [])
        _ = router.remove(100)
        _ = router.remove(42)
        #expect(reached(by: .int32(42)) == [102])
    }

    @Test("Routes come from a first $match's equality or $in on documentKey._id or a fullDocument field, and from nothing else")
    func routeDerivation() {
        func field(_ filter: Document?) -> ChangeRoute.Field? {
            ChangeRoute(firstMatch: filter, options: .realm)?.field
        }
        #expect(field(["documentKey._id": ["$in": [1, 2]]]) == .documentID)
        #expect(field(["fullDocument.a": 1, "documentKey._id": 2]) == .documentID)
        #expect(field(["fullDocument.a.b": ["$eq": "x"]]) == .fullDocument(path: "a.b", includesUpdates: true))
        #expect(ChangeRoute(firstMatch: ["fullDocument.a": 1], options: ChangeStreamOptions())?.field == .fullDocument(path: "a", includesUpdates: false))
        #expect(field(["fullDocument.a": ["$gt": 1]]) == .fullDocument(path: "a", includesUpdates: true))
        #expect(field(["documentKey._id": ["$gte": 1, "$lt": 5]]) == .documentID)
        // An equality selects fewer than a range: it is preferred.
        #expect(field(["fullDocument.a": ["$gt": 1], "fullDocument.b": 2]) == .fullDocument(path: "b", includesUpdates: true))
        #expect(field(["fullDocument.a": ["$gt": 1, "$lt": "z"]]) == nil)
        #expect(field(["fullDocument.a": ["$gt": .double(.nan)]]) == nil)
        #expect(field(["fullDocument.a": ["$lt": .maxKey]]) == nil)
        #expect(field(["fullDocument.a": ["$gte": .null]]) == nil)
        #expect(field(["fullDocument.a": ["$gt": [1]]]) == nil)
        #expect(field(["fullDocument.a": ["$ne": 1]]) == nil)
        #expect(field(["fullDocument.a": .null]) == nil)
        #expect(field(["fullDocument.a": ["$in": [1, .null]]]) == nil)
        #expect(field(["fullDocument.a": ["b": 1]]) == nil)
        #expect(field(["operationType": "insert"]) == nil)
        #expect(field(["$or": [["fullDocument.a": 1]]]) == nil)
        #expect(field(nil) == nil)
    }

    @Test("Records written while nobody watches get their event cache when first read, the same one for every later reader")
    func eventCacheMadeOnFirstRead() throws {
        let store = Store()
        let reply = CommandSession(store: store).run(["insert": "c", "documents": [["_id": 1], ["_id": 2]]])
        #expect(reply["n"] == .int32(2))
        let first = try store.changeLog.records(from: 0, limit: 10)
        let second = try store.changeLog.records(from: 0, limit: 10)
        // The collection's implicit create, then the two inserts.
        #expect(first.count == 3 && second.count == 3)
        for (mine, theirs) in zip(first, second) {
            let cache = try #require(mine.events)
            #expect(theirs.events === cache)
        }
    }
}
