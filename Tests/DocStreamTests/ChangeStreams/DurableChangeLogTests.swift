import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// The change log of a store on disk: change streams resume after a restart (MongoDB manual,
/// "Resume a Change Stream": resumeAfter, startAfter, startAtOperationTime), through journal
/// files a checkpoint covered, within the retention setting, with cluster times that keep
/// increasing across restarts.
@Suite("Change streams: durable change log", .timeLimit(.minutes(10)))
struct DurableChangeLogTests {
    private static let beginning = BSONTimestamp(seconds: 0, increment: 1)

    private func events(_ watcher: ChangeStreamWatcher) throws -> [Document] {
        var events: [Document] = []
        while let event = try watcher.tryNext() { events.append(event) }
        return events
    }

    private func token(_ event: Document) throws -> ResumeToken {
        try ResumeToken(try #require(event["_id"]?.documentValue))
    }

    private func drinks(_ store: Store) -> MongoCollection {
        MongoClient(store: store).database(named: "ios").collection(withName: "CoffeeDrinks")
    }

    @Test("Events read before a restart resume after it with the same tokens, times and contents (resumeAfter, startAfter)")
    func resumeAfterRestart() async throws {
        let directory = try TemporaryDirectory()
        let options = ChangeStreamOptions(fullDocument: .whenAvailable, fullDocumentBeforeChange: .whenAvailable)
        let before: [Document]
        do {
            let store = try Store(directory: directory.url)
            try await MongoClient(store: store).database(named: "ios").createCollection("CoffeeDrinks", changeStreamPreAndPostImages: true)
            let watcher = try drinks(store).watch(options: options)
            _ = try await drinks(store).insertOne(["_id": 1, "name": "Mocha", "size": "tall", "shots": 1])
            _ = try await drinks(store).updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "grande"], "$unset": ["shots": ""]])
            _ = try await drinks(store).replaceOneDocument(filter: ["_id": 1], replacement: ["name": "Latte"])
            _ = try await drinks(store).deleteOneDocument(filter: ["_id": 1])
            before = try events(watcher)
        }
        try #require(before.map { $0["operationType"] } == ["insert", "update", "replace", "delete"])
        let store = try Store(directory: directory.url)
        // The same events, byte for byte, after the first one's token.
        let resumed = try events(
            try drinks(store).watch(
                options: ChangeStreamOptions(
                    fullDocument: .whenAvailable, fullDocumentBeforeChange: .whenAvailable, resumeAfter: try token(before[0]))))
        #expect(resumed == Array(before.dropFirst()))
        // The update's description and pre-image came through the journal.
        #expect(
            resumed.first?["updateDescription"]
                == .document([
                    "updatedFields": ["size": "grande"], "removedFields": ["shots"], "truncatedArrays": [],
                ]))
        #expect(resumed.first?["fullDocumentBeforeChange"] == .document(["_id": 1, "name": "Mocha", "size": "tall", "shots": 1]))
        #expect(resumed.last?["fullDocumentBeforeChange"] == .document(["_id": 1, "name": "Latte"]))
        let started = try events(try drinks(store).watch(options: ChangeStreamOptions(startAfter: try token(before[2]))))
        #expect(started.map { $0["operationType"] } == ["delete"])
    }

    @Test("A journal file a checkpoint covers is compressed; its events still resume after a restart, with their descriptions and pre-images")
    func sealedJournalCompressed() async throws {
        let directory = try TemporaryDirectory()
        let options = ChangeStreamOptions(fullDocument: .whenAvailable, fullDocumentBeforeChange: .whenAvailable)
        let before: [Document]
        let journal = directory.url.appendingPathComponent("journal")
        do {
            let store = try Store(directory: directory.url)
            try await MongoClient(store: store).database(named: "ios").createCollection("CoffeeDrinks", changeStreamPreAndPostImages: true)
            let watcher = try drinks(store).watch(options: options)
            for id in 1...200 {
                _ = try await drinks(store).insertOne(["_id": .int64(Int64(id)), "name": "Mocha", "size": "tall", "shots": 1])
            }
            _ = try await drinks(store).updateOneDocument(filter: ["_id": 1], update: ["$set": ["size": "grande"], "$unset": ["shots": ""]])
            let records = try Data(contentsOf: journal).count
            try store.checkpoint()
            let sealed = Array(try Data(contentsOf: journal))
            #expect(sealed.starts(with: CompressedBlocks.magic))
            #expect(sealed.count * 3 < records, "\(sealed.count) bytes for \(records)")
            _ = try await drinks(store).deleteOneDocument(filter: ["_id": 1])
            before = try events(watcher)
        }
        try #require(before.count == 202)
        let store = try Store(directory: directory.url)
        let resumed = try events(
            try drinks(store).watch(
                options: ChangeStreamOptions(
                    fullDocument: .whenAvailable, fullDocumentBeforeChange: .whenAvailable, resumeAfter: try token(before[0]))))
        #expect(resumed == Array(before.dropFirst()))
        #expect(resumed[199]["fullDocumentBeforeChange"] == .document(["_id": .int64(1), "name": "Mocha", "size": "tall", "shots": 1]))
        // A follower in another process reads the compressed file as the writer does.
        let follower = try Store(following: directory.url)
        let followed = try events(try drinks(follower).watch(options: ChangeStreamOptions(resumeAfter: try token(before[0]))))
        #expect(followed.map { $0["operationType"] } == Array(repeating: "insert", count: 199) + ["update", "delete"])
        #expect(try await drinks(follower).count(filter: [:]) == 199)
    }

    @Test("Cluster times keep increasing across restarts, also within one second")
    func monotonicTimes() async throws {
        let directory = try TemporaryDirectory()
        var times: [BSONTimestamp] = []
        for round in 0..<3 {
            let store = try Store(directory: directory.url)
            let watcher = try drinks(store).watch()
            _ = try await drinks(store).insertMany([["round": .int64(Int64(round))], ["round": .int64(Int64(round))]])
            for event in try events(watcher) {
                guard case .timestamp(let time)? = event["clusterTime"] else {
                    Issue.record("no clusterTime")
                    return
                }
                times.append(time)
            }
        }
        #expect(times.count == 6)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(times)")
    }

    @Test("startAtOperationTime reaches back through the journal files a checkpoint covered")
    func historyAcrossCheckpoints() async throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            _ = try await drinks(store).insertOne(["_id": 1])
            try store.checkpoint()
            _ = try await drinks(store).insertOne(["_id": 2])
            try store.checkpoint()
            try await MongoClient(store: store).database(named: "ios").drop()
            _ = try await drinks(store).insertOne(["_id": 3])
        }
        let store = try Store(directory: directory.url)
        let all = try events(try MongoClient(store: store).watch(options: ChangeStreamOptions(startAtOperationTime: Self.beginning)))
        #expect(
            all.map { "\($0["operationType"]!.stringValue!) \($0["documentKey"]?.documentValue?["_id"]?.extendedJSON(.relaxed) ?? "")" } == [
                "insert 1", "insert 2", "drop ", "dropDatabase ", "insert 3",
            ])
        // A collection stream opened before the drop ends with it, after the restart too.
        let fromStart = try events(try drinks(store).watch(options: ChangeStreamOptions(startAtOperationTime: Self.beginning)))
        #expect(fromStart.map { $0["operationType"] } == ["insert", "insert", "drop", "invalidate"])
    }

    @Test("Retention: past it, old journal files go and resuming there is 286; within it, resuming works after a restart")
    func retentionAcrossRestart() async throws {
        let directory = try TemporaryDirectory()
        let history = ChangeLog.Retention(maxEvents: 3)
        var tokens: [ResumeToken] = []
        do {
            let store = try Store(directory: directory.url, changeHistory: history)
            let watcher = try drinks(store).watch()
            for id in 1...6 {
                _ = try await drinks(store).insertOne(["_id": .int64(Int64(id))])
                tokens.append(try token(try #require(try watcher.tryNext())))
                try store.checkpoint()
            }
        }
        let journals = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix("journal") }
        #expect(journals.count <= 4, "the current journal and the three holding the kept events, not \(journals.sorted())")
        let store = try Store(directory: directory.url, changeHistory: history)
        let lost = #expect(throws: DocStreamError.self) { try drinks(store).watch(options: ChangeStreamOptions(resumeAfter: tokens[1])) }
        #expect(lost?.code == 286)
        let kept = try events(try drinks(store).watch(options: ChangeStreamOptions(resumeAfter: tokens[3])))
        #expect(kept.map { $0["documentKey"] } == [.document(["_id": .int64(5)]), .document(["_id": .int64(6)])])
        // The data is all there whatever the history keeps.
        #expect(try await drinks(store).count(filter: [:]) == 6)
    }

    @Test("Retention by age: events older than maxAge are dropped, before and after a restart")
    func retentionByAge() async throws {
        let directory = try TemporaryDirectory()
        let history = ChangeLog.Retention(maxAge: .milliseconds(200))
        var tokens: [ResumeToken] = []
        do {
            let store = try Store(directory: directory.url, changeHistory: history)
            let watcher = try drinks(store).watch()
            _ = try await drinks(store).insertOne(["_id": 1])
            tokens.append(try token(try #require(try watcher.tryNext())))
            try await Task.sleep(for: .milliseconds(400))
            _ = try await drinks(store).insertOne(["_id": 2])
            tokens.append(try token(try #require(try watcher.tryNext())))
            let aged = #expect(throws: DocStreamError.self) { try drinks(store).watch(options: ChangeStreamOptions(resumeAfter: tokens[0])) }
            #expect(aged?.code == 286)
        }
        let store = try Store(directory: directory.url, changeHistory: history)
        let aged = #expect(throws: DocStreamError.self) { try drinks(store).watch(options: ChangeStreamOptions(resumeAfter: tokens[0])) }
        #expect(aged?.code == 286)
    }

    @Test("The checkpoint keeps the change log's position: with the journal files holding history gone, new events still follow the old ones")
    func checkpointKeepsPosition() async throws {
        let directory = try TemporaryDirectory()
        let last: ResumeToken
        do {
            let store = try Store(directory: directory.url)
            let watcher = try drinks(store).watch()
            _ = try await drinks(store).insertMany([["_id": 1], ["_id": 2], ["_id": 3]])
            last = try token(try #require(try events(watcher).last))
            try store.checkpoint()
        }
        // The history's journal file removed by hand: the checkpoint alone knows where the log was.
        try FileManager.default.removeItem(at: directory.file("journal"))
        let store = try Store(directory: directory.url)
        let watcher = try drinks(store).watch()
        _ = try await drinks(store).insertOne(["_id": 4])
        let event = try #require(try events(watcher).first)
        #expect(try token(event) > last)
        let lost = #expect(throws: DocStreamError.self) { try drinks(store).watch(options: ChangeStreamOptions(resumeAfter: last)) }
        #expect(lost?.code == 286)
        #expect(try await drinks(store).count(filter: [:]) == 4)
    }

    /// Inserts `ids` one at a time into `store`, a checkpoint after each, so that each insert's
    /// event is in a journal file of its own; returns the events' resume tokens.
    private func insertEachInItsOwnJournal(_ ids: ClosedRange<Int>, into store: Store) async throws -> [ResumeToken] {
        let watcher = try drinks(store).watch()
        var tokens: [ResumeToken] = []
        for id in ids {
            _ = try await drinks(store).insertOne(["_id": .int64(Int64(id))])
            tokens.append(try token(try #require(try watcher.tryNext())))
            try store.checkpoint()
        }
        return tokens
    }

    private func journalFiles(_ directory: borrowing TemporaryDirectory) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix("journal") })
    }

    @Test(
        "An open reads no history: a damaged journal file kept for history opens, serves reads, writes and new streams, and fails (DataCorruptionDetected) only the stream that reaches back into it"
    )
    func historyReadWhenReached() async throws {
        let directory = try TemporaryDirectory()
        var tokens: [ResumeToken] = []
        do {
            tokens = try await insertEachInItsOwnJournal(1...3, into: try Store(directory: directory.url))
        }
        // The first insert's file, sealed: a byte of its one compressed block flipped.
        let journal = directory.file("journal")
        var bytes = Array(try Data(contentsOf: journal))
        try #require(bytes.starts(with: CompressedBlocks.magic))
        bytes[CompressedBlocks.magic.count + 12 + 10] ^= 0x5A
        try Data(bytes).write(to: journal)

        let store = try Store(directory: directory.url)
        #expect(try await drinks(store).count(filter: [:]) == 3)
        let watcher = try drinks(store).watch()
        _ = try await drinks(store).insertOne(["_id": 4])
        #expect(try events(watcher).map { $0["documentKey"] } == [.document(["_id": 4])])
        // Resuming within the later files' history reads them only.
        let resumed = try events(try drinks(store).watch(options: ChangeStreamOptions(resumeAfter: tokens[1])))
        #expect(resumed.map { $0["documentKey"] } == [.document(["_id": .int64(3)]), .document(["_id": 4])])
        // The history is read whole: the damaged file fails the stream that needs it, naming it.
        let failed = #expect(throws: DocStreamError.self) {
            try drinks(store).watch(options: ChangeStreamOptions(startAtOperationTime: Self.beginning))
        }
        #expect(failed?.codeName == "DataCorruptionDetected")
        #expect(failed?.location == "\(journal.path), offset \(CompressedBlocks.magic.count)")
        #expect(try await drinks(store).count(filter: [:]) == 4)
    }

    @Test(
        "A follower reads no history when it opens either: a stream reaching back reads the journal files a checkpoint covered, and one whose file the writer deleted since ends with 286 ChangeStreamHistoryLost"
    )
    func followerHistoryReadWhenReached() async throws {
        let directory = try TemporaryDirectory()
        let writer = try Store(directory: directory.url)
        _ = try await insertEachInItsOwnJournal(1...3, into: writer)
        let follower = try Store(following: directory.url)
        let all = try events(try drinks(follower).watch(options: ChangeStreamOptions(startAtOperationTime: Self.beginning)))
        #expect(all.map { $0["documentKey"] } == [.document(["_id": .int64(1)]), .document(["_id": .int64(2)]), .document(["_id": .int64(3)])])

        // Opened before the first insert's file goes (as the writer deletes it once the retention
        // no longer reaches it): had the open read the history, the stream below would not fail.
        let second = try Store(following: directory.url)
        try FileManager.default.removeItem(at: directory.file("journal"))
        let lost = #expect(throws: DocStreamError.self) {
            try drinks(second).watch(options: ChangeStreamOptions(startAtOperationTime: Self.beginning))
        }
        #expect(lost?.code == 286)
        #expect(try await drinks(second).count(filter: [:]) == 3)
    }

    @Test("History an open left unread goes by the retention without being read: its journal files are deleted once newer events fill the retention")
    func unreadHistoryPruned() async throws {
        let directory = try TemporaryDirectory()
        let history = ChangeLog.Retention(maxEvents: 3)
        do {
            _ = try await insertEachInItsOwnJournal(1...3, into: try Store(directory: directory.url, changeHistory: history))
        }
        #expect(try journalFiles(directory) == ["journal", "journal.1", "journal.2", "journal.3"])
        // Damaged files that nothing reads: an event of the first would have been read whole.
        for name in ["journal", "journal.1", "journal.2"] {
            var bytes = Array(try Data(contentsOf: directory.file(name)))
            bytes[bytes.count - 1] ^= 0x5A
            try Data(bytes).write(to: directory.file(name))
        }
        let store = try Store(directory: directory.url, changeHistory: history)
        let tokens = try await insertEachInItsOwnJournal(4...6, into: store)
        #expect(try journalFiles(directory) == ["journal.3", "journal.4", "journal.5", "journal.6"])
        let kept = try events(try drinks(store).watch(options: ChangeStreamOptions(resumeAfter: tokens[0])))
        #expect(kept.map { $0["documentKey"] } == [.document(["_id": .int64(5)]), .document(["_id": .int64(6)])])
        let lost = #expect(throws: DocStreamError.self) {
            try drinks(store).watch(options: ChangeStreamOptions(startAtOperationTime: Self.beginning))
        }
        #expect(lost?.code == 286)
        #expect(try await drinks(store).count(filter: [:]) == 6)
    }

    @Test(
        "History read after an open keeps what the retention allows beside the newer events: a smaller retention than the store was written with drops the oldest"
    )
    func unreadHistoryWithSmallerRetention() async throws {
        let directory = try TemporaryDirectory()
        var tokens: [ResumeToken] = []
        do {
            tokens = try await insertEachInItsOwnJournal(1...6, into: try Store(directory: directory.url))
        }
        let store = try Store(directory: directory.url, changeHistory: ChangeLog.Retention(maxEvents: 4))
        let watcher = try drinks(store).watch()
        _ = try await drinks(store).insertOne(["_id": .int64(7)])
        _ = try events(watcher)
        // Kept: inserts 4 to 7. Resuming after the fourth's event works, after the third's is 286.
        let kept = try events(try drinks(store).watch(options: ChangeStreamOptions(resumeAfter: tokens[3])))
        #expect(kept.map { $0["documentKey"] } == [5, 6, 7].map { .document(["_id": .int64($0)]) })
        let lost = #expect(throws: DocStreamError.self) {
            try drinks(store).watch(options: ChangeStreamOptions(resumeAfter: tokens[2]))
        }
        #expect(lost?.code == 286)
        let fromFourth = try events(try drinks(store).watch(options: ChangeStreamOptions(startAtOperationTime: tokens[3].clusterTime)))
        #expect(fromFourth.map { $0["documentKey"] } == [4, 5, 6, 7].map { .document(["_id": .int64($0)]) })
    }

    @Test("A stream reaching back into unread history while another task writes sees every event once, in order")
    func unreadHistoryReadWhileWriting() async throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(directory: directory.url)
            for batch in 0..<5 {
                _ = try await drinks(store).insertMany((0..<100).map { ["_id": .int64(Int64(batch * 100 + $0))] })
                try store.checkpoint()
            }
        }
        let store = try Store(directory: directory.url)
        let writer = Task {
            for id in 500..<700 { _ = try await drinks(store).insertOne(["_id": .int64(Int64(id))]) }
        }
        let watcher = try drinks(store).watch(options: ChangeStreamOptions(startAtOperationTime: Self.beginning))
        try await writer.value
        let ids = try events(watcher).compactMap { $0["documentKey"]?.documentValue?["_id"] }
        #expect(ids == (0..<700).map { .int64(Int64($0)) })
    }
}
