import DocStream
import DocStreamBSON
import Foundation
import Synchronization
import TestSupport
import Testing

/// Writers, transactions, readers, watchers and checkpoints on one durable store at once, for
/// `DOCSTREAM_SOAK_SECONDS` seconds (a few by default; `scripts/soak SECONDS` runs it longer):
/// - the unfiltered stream holds every acknowledged write once, in commit order (each writer's
///   writes in the order it made them, a transaction's events together), and each filtered
///   stream exactly the events of the unfiltered one its filter selects;
/// - replaying the unfiltered stream (each update's `updateDescription` applied to the document
///   before it giving its post-image) ends with what the store holds, and with what it holds
///   once reopened;
/// - a transaction's snapshot, and a single aggregation, never see half a transfer;
/// - the process's resident memory stays flat once the change history is full, judged when the
///   soak runs on its own (`runsAlone`).
@Suite("Concurrency soak")
struct ConcurrencySoakTests {
    static let seconds = Double(ProcessInfo.processInfo.environment["DOCSTREAM_SOAK_SECONDS"] ?? "") ?? 4
    static let keys = 400
    static let accounts = 10
    static let openingBalance = 1_000
    static let writers = 4
    static let transferrers = 2
    static let readers = 2
    /// Small enough that the history fills in the first seconds, so that memory stops growing.
    static let history = ChangeLog.Retention(maxEvents: 20_000, maxBytes: 8 << 20)
    /// Growth of the resident memory allowed from the first quarter of the run to its end: the
    /// allocator's arenas and caches settle, a leak of even a few bytes a write does not.
    static let residentGrowthAllowance = 48 << 20
    /// Whether the soak runs on its own, for a chosen time (`scripts/soak`). In the suite it
    /// shares the process with the suites running beside it, whose allocations the process's
    /// resident memory includes (one run sampled 449 MiB first, 387 MiB at a quarter and 458 MiB
    /// at the peak), so memory is judged only on its own.
    static let runsAlone = ProcessInfo.processInfo.environment["DOCSTREAM_SOAK_SECONDS"] != nil

    @Test(
        "Writers, transactions, readers, watchers and checkpoints together: every event once in commit order, the store and its reopening equal the replay, no half transfer seen, memory flat when run alone"
    )
    func soak() async throws {
        let directory = try TemporaryDirectory()
        let replayed = try await withTimeout(seconds: Self.seconds + hangGuardSeconds) { [url = directory.url] in
            try await Self.run(in: url)
        }
        let reopened = MongoClient(store: try Store(directory: directory.url))
        let database = reopened.database(named: "soak")
        #expect(try await Self.contents(of: database.collection(withName: "items")) == replayed.items)
        #expect(try await Self.contents(of: database.collection(withName: "accounts")) == replayed.accounts)
    }

    /// What the replay of the unfiltered stream ends with: each collection's documents by `_id`,
    /// their fields in name order.
    struct Replayed: Sendable {
        var items: [BSONValue: Document] = [:]
        var accounts: [BSONValue: Document] = [:]
    }

    private static func run(in directory: URL) async throws -> Replayed {
        let store = try Store(directory: directory, changeHistory: history)
        let client = MongoClient(store: store)
        let database = client.database(named: "soak")
        let items = try await database.createCollection("items", changeStreamPreAndPostImages: true)
        let accounts = try await database.createCollection("accounts", changeStreamPreAndPostImages: true)
        var opening = Replayed()
        for account in 0..<Self.accounts {
            let document: Document = ["_id": .int64(Int64(account)), "balance": .int64(Int64(openingBalance))]
            _ = try await accounts.insertOne(document)
            opening.accounts[.int64(Int64(account))] = document.fieldsInNameOrder
        }

        let postImages = ChangeStreamOptions(fullDocument: .whenAvailable)
        let everything = try database.watch(options: postImages)
        let groupA = try items.watch(matchFilter: ["fullDocument.group": "A"], options: postImages)
        let deletes = try database.watch(pipeline: [["$match": ["operationType": "delete"]]])
        let groupAPairing = StreamPairing()
        let deletesPairing = StreamPairing()
        let checker = StreamChecker(replayed: opening)

        let ledger = Ledger()
        let memory = ResidentMemory()
        let schedule = Schedule(deadline: ContinuousClock.now + .seconds(seconds), running: writers + transferrers + readers)

        // The unfiltered stream's events are checked, and tell each filtered stream what it must get.
        let route: @Sendable (Document) -> Void = { event in
            checker.check(event)
            if event["fullDocument"]?.documentValue?["group"] == "A", event["ns"]?.documentValue?["coll"] == "items" {
                groupAPairing.expect(event.eventToken)
            }
            if event["operationType"] == "delete" { deletesPairing.expect(event.eventToken) }
        }
        let consumers = [
            Task { while let event = try await everything.next() { route(event) } },
            Task { while let event = try await groupA.next() { groupAPairing.receive(event.eventToken) } },
            Task { while let event = try await deletes.next() { deletesPairing.receive(event.eventToken) } },
        ]

        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask { try await Self.write(as: writer, to: items, schedule: schedule, ledger: ledger) }
            }
            for transferrer in 0..<transferrers {
                group.addTask { try await Self.transfer(as: transferrer, in: client, accounts: accounts, schedule: schedule, ledger: ledger) }
            }
            for _ in 0..<readers {
                group.addTask { try await Self.read(client: client, items: items, accounts: accounts, schedule: schedule, ledger: ledger) }
            }
            group.addTask {
                while schedule.isRunning {
                    try await Task.sleep(for: .milliseconds(500))
                    try store.checkpoint()
                }
            }
            group.addTask {
                // Four samples at least, however soon a short run ends.
                var taken = 0
                while schedule.isRunning || taken < 4 {
                    memory.sample()
                    taken += 1
                    try await Task.sleep(for: .milliseconds(250))
                }
            }
            try await group.waitForAll()
        }

        // Stop each consumer, then take what it had not read: nothing may be lost between.
        for consumer in consumers { consumer.cancel() }
        for consumer in consumers { try await consumer.value }
        while let event = try everything.tryNext() { route(event) }
        while let event = try groupA.tryNext() { groupAPairing.receive(event.eventToken) }
        while let event = try deletes.tryNext() { deletesPairing.receive(event.eventToken) }

        let acknowledged = ledger.totals
        let seen = checker.totals
        #expect(acknowledged.writes > 0 && acknowledged.transfers > 0 && acknowledged.reads > 0, "every kind of task ran")
        #expect(seen.problems.isEmpty, "\(seen.problems.prefix(10))")
        #expect(seen.taggedEvents == acknowledged.taggedEvents, "each acknowledged write's events, once each, per writer")
        #expect(seen.deletes == acknowledged.deletes)
        #expect(acknowledged.problems.isEmpty, "\(acknowledged.problems.prefix(10))")
        for (name, pairing) in [("group A", groupAPairing), ("deletes", deletesPairing)] {
            let result = pairing.result
            #expect(result.mismatches == 0 && result.unpaired == 0, "\(name): \(result)")
            #expect(result.paired > 0, "\(name): no events")
        }
        #expect(try await contents(of: items) == seen.replayed.items)
        #expect(try await contents(of: accounts) == seen.replayed.accounts)
        #expect(seen.replayed.accounts.values.map { $0["balance"]?.int64Value ?? 0 }.reduce(0, +) == Int64(Self.accounts * openingBalance))

        let samples = memory.samples
        #expect(samples.count >= 4)
        let (settled, peak) = memory.settledAndPeak(warmUp: 0.25)
        if runsAlone, ResidentMemory.showsGrowth {
            #expect(peak - settled <= residentGrowthAllowance, "resident memory grew from \(settled >> 20) to \(peak >> 20) MiB")
        }
        let mebibytes = samples.map { "\($0 >> 20)" }
        print(
            """
            soak: \(Int(seconds)) s, \(acknowledged.writes) writes, \(acknowledged.transfers) transfers, \(acknowledged.reads) read rounds, \
            \(acknowledged.refusedInserts) inserts refused as duplicates, \(seen.events) events; resident MiB first \(mebibytes.first ?? "-"), \
            at a quarter \(settled >> 20), peak after \(peak >> 20), last \(mebibytes.last ?? "-")
            """)
        return seen.replayed
    }

    /// One writer: random inserts, updates (some upserting, some unsetting), replacements,
    /// deletes and multi-document updates over a shared key space. Every write that changes a
    /// document sets `op` to a tag naming the writer and the write.
    private static func write(as writer: Int, to items: MongoCollection, schedule: Schedule, ledger: Ledger) async throws {
        defer { schedule.finished() }
        var sequence = 0
        while schedule.continues(after: sequence) {
            // The store's calls return without suspending: yield, so every task gets its turn.
            await Task.yield()
            sequence += 1
            let tag = BSONValue.string("w\(writer)-\(sequence)")
            let key = BSONValue.int64(Int64.random(in: 0..<Int64(keys)))
            let group: BSONValue = Bool.random() ? "A" : "B"
            do throws(DocStreamError) {
                switch Int.random(in: 0..<10) {
                case 0, 1:
                    _ = try await items.insertOne(["_id": key, "op": tag, "group": group, "n": .int64(0)])
                    ledger.wrote(writer: writer, events: 1)
                case 2, 3, 4:
                    let result = try await items.updateOneDocument(
                        filter: ["_id": key], update: ["$set": ["op": tag, "group": group], "$inc": ["n": .int64(1)]], upsert: Bool.random())
                    ledger.wrote(writer: writer, events: result.modifiedCount + (result.documentId == nil ? 0 : 1))
                case 5:
                    let update: Document =
                        Bool.random()
                        ? ["$set": ["op": tag, "extra": .int64(Int64(sequence))]] : ["$set": ["op": tag], "$unset": ["extra": ""]]
                    let result = try await items.updateOneDocument(filter: ["_id": key], update: update)
                    ledger.wrote(writer: writer, events: result.modifiedCount)
                case 6:
                    let result = try await items.replaceOneDocument(
                        filter: ["_id": key], replacement: ["op": tag, "group": group, "n": .int64(-1)], upsert: true)
                    ledger.wrote(writer: writer, events: result.modifiedCount + (result.documentId == nil ? 0 : 1))
                case 7, 8:
                    ledger.deleted(try await items.deleteOneDocument(filter: ["_id": key]))
                default:
                    let low = Int64.random(in: 0..<Int64(keys - 8))
                    let result = try await items.updateManyDocuments(
                        filter: ["_id": ["$gte": .int64(low), "$lt": .int64(low + 8)], "group": group], update: ["$set": ["op": tag]])
                    ledger.wrote(writer: writer, events: result.modifiedCount)
                }
            } catch  where error.code == 11000 {
                // An insert of a key that is there: refused, nothing written, no event.
                ledger.refused()
            } catch {
                ledger.problem("writer \(writer) \(tag): \(error)")
            }
        }
    }

    /// One transferrer: moves an amount between two accounts in a transaction, both updates
    /// tagged alike.
    private static func transfer(
        as transferrer: Int, in client: MongoClient, accounts: MongoCollection, schedule: Schedule, ledger: Ledger
    ) async throws {
        defer { schedule.finished() }
        let session = client.startSession()
        var sequence = 0
        while schedule.continues(after: sequence) {
            // The store's calls return without suspending: yield, so every task gets its turn.
            await Task.yield()
            sequence += 1
            let tag = BSONValue.string("t\(transferrer)-\(sequence)")
            let from = Int64.random(in: 0..<Int64(Self.accounts))
            let to = (from + Int64.random(in: 1..<Int64(Self.accounts))) % Int64(Self.accounts)
            let amount = BSONValue.int64(Int64.random(in: 1...50))
            do {
                try await session.withTransaction { session in
                    _ = try await accounts.updateOneDocument(
                        filter: ["_id": .int64(from)], update: ["$inc": ["balance": .int64(-amount.int64Value!)], "$set": ["op": tag]], session: session)
                    _ = try await accounts.updateOneDocument(
                        filter: ["_id": .int64(to)], update: ["$inc": ["balance": amount], "$set": ["op": tag]], session: session)
                }
                ledger.transferred(transferrer: transferrer)
            } catch {
                ledger.problem("transferrer \(transferrer) \(tag): \(error)")
            }
        }
    }

    /// One reader: the accounts' total through a transaction's snapshot and through a single
    /// aggregation, and the items by key and by count, which must always read whole documents.
    private static func read(
        client: MongoClient, items: MongoCollection, accounts: MongoCollection, schedule: Schedule, ledger: Ledger
    ) async throws {
        defer { schedule.finished() }
        let session = client.startSession()
        let total = Int64(Self.accounts * openingBalance)
        var rounds = 0
        while schedule.continues(after: rounds) {
            rounds += 1
            await Task.yield()
            do {
                let snapshot = try await session.withTransaction { session in
                    try await accounts.find(filter: [:], session: session)
                }
                let sum = snapshot.map { $0["balance"]?.int64Value ?? 0 }.reduce(0, +)
                if snapshot.count != Self.accounts || sum != total { ledger.problem("a snapshot read \(snapshot.count) accounts totalling \(sum)") }
                let aggregated = try await accounts.aggregate(pipeline: [["$group": ["_id": .null, "total": ["$sum": "$balance"]]]])
                if aggregated.first?["total"]?.int64Value != total { ledger.problem("an aggregation totalled \(aggregated)") }
                let key = BSONValue.int64(Int64.random(in: 0..<Int64(keys)))
                if let item = try await items.findOneDocument(filter: ["_id": key]), item["op"]?.stringValue == nil || item["n"] == nil {
                    ledger.problem("a find read \(item)")
                }
                let count = try await items.count(filter: ["group": "A"])
                if count > keys { ledger.problem("a count read \(count) of \(keys) keys") }
                ledger.read()
            } catch {
                ledger.problem("reader: \(error)")
            }
        }
    }

    static func contents(of collection: MongoCollection) async throws -> [BSONValue: Document] {
        var byID: [BSONValue: Document] = [:]
        for document in try await collection.find(filter: [:]) {
            byID[document["_id"]!] = document.fieldsInNameOrder
        }
        return byID
    }
}

/// How long the writers, transferrers and readers go on: until the deadline, and for a few
/// rounds each at least, since a test run busy with other suites may start them late; the
/// checkpoints and memory samples go on while any of them does.
private final class Schedule: Sendable {
    static let minimumRounds = 100

    let deadline: ContinuousClock.Instant
    private let running: Atomic<Int>

    init(deadline: ContinuousClock.Instant, running: Int) {
        self.deadline = deadline
        self.running = Atomic(running)
    }

    func continues(after rounds: Int) -> Bool {
        rounds < Self.minimumRounds || ContinuousClock.now < deadline
    }

    func finished() { running.subtract(1, ordering: .relaxed) }

    var isRunning: Bool { running.load(ordering: .relaxed) > 0 }
}

/// What the writers, transferrers and readers did, as they saw it acknowledged.
private final class Ledger: Sendable {
    struct Totals {
        /// The change events each writer's acknowledged writes make, by writer tag ("w0", "t1").
        var taggedEvents: [String: Int] = [:]
        var deletes = 0
        var writes = 0
        var transfers = 0
        var reads = 0
        var refusedInserts = 0
        var problems: [String] = []
    }

    private let state = Mutex(Totals())

    var totals: Totals { state.withLock { $0 } }

    func wrote(writer: Int, events: Int) {
        state.withLock {
            $0.writes += 1
            $0.taggedEvents["w\(writer)", default: 0] += events
        }
    }

    func deleted(_ count: Int) {
        state.withLock {
            $0.writes += 1
            $0.deletes += count
        }
    }

    func refused() { state.withLock { $0.refusedInserts += 1 } }

    func transferred(transferrer: Int) {
        state.withLock {
            $0.transfers += 1
            $0.taggedEvents["t\(transferrer)", default: 0] += 2
        }
    }

    func read() { state.withLock { $0.reads += 1 } }

    func problem(_ description: String) { state.withLock { $0.problems.append(description) } }
}

/// Checks the unfiltered stream event by event and replays it, keeping only what the next
/// event needs, so that its memory does not grow with the run.
private final class StreamChecker: Sendable {
    struct Totals: Sendable {
        var replayed: ConcurrencySoakTests.Replayed
        var events = 0
        var deletes = 0
        var taggedEvents: [String: Int] = [:]
        /// Each writer's last tag sequence seen, and the `_id`s its events carried under it (a
        /// multi-document update makes several).
        var lastSequence: [String: (sequence: Int, ids: Set<BSONValue>)] = [:]
        var lastToken = ""
        /// A transaction's first event, until its second (the next event) arrives.
        var openTransfer: String?
        var problems: [String] = []
    }

    private let state: Mutex<Totals>

    init(replayed: ConcurrencySoakTests.Replayed) {
        state = Mutex(Totals(replayed: replayed))
    }

    var totals: Totals { state.withLock { $0 } }

    func check(_ event: Document) {
        state.withLock { totals in
            totals.events += 1
            let token = event.eventToken
            if token <= totals.lastToken { totals.problems.append("event \(token) after \(totals.lastToken)") }
            totals.lastToken = token
            guard let type = event["operationType"]?.stringValue, let id = event["documentKey"]?.documentValue?["_id"],
                let collection = event["ns"]?.documentValue?["coll"]?.stringValue
            else {
                totals.problems.append("an event without its type, key or namespace: \(event)")
                return
            }
            var documents = collection == "items" ? totals.replayed.items : totals.replayed.accounts
            defer {
                if collection == "items" { totals.replayed.items = documents } else { totals.replayed.accounts = documents }
            }
            if type == "delete" {
                totals.deletes += 1
                if documents.removeValue(forKey: id) == nil { totals.problems.append("a delete of \(id), which was not there") }
                return
            }
            guard let image = event["fullDocument"]?.documentValue?.fieldsInNameOrder, let tag = image["op"]?.stringValue else {
                totals.problems.append("a \(type) without its post-image or tag: \(event)")
                return
            }
            switch type {
            case "insert":
                if documents[id] != nil { totals.problems.append("an insert of \(id), which was there") }
            case "update":
                guard let before = documents[id], let description = event["updateDescription"]?.documentValue else {
                    totals.problems.append("an update of \(id), which was not there, or without its description")
                    break
                }
                if Self.apply(description, to: before) != image { totals.problems.append("update \(token): \(description) on \(before) is not \(image)") }
            case "replace":
                if documents[id] == nil { totals.problems.append("a replacement of \(id), which was not there") }
            default:
                totals.problems.append("an unexpected \(type) event")
            }
            documents[id] = image
            let parts = tag.split(separator: "-")
            let writer = String(parts[0])
            let sequence = Int(parts[1])!
            totals.taggedEvents[writer, default: 0] += 1
            // Commit order keeps each writer's order; a write's events carry distinct documents.
            let last = totals.lastSequence[writer] ?? (0, [])
            if sequence < last.sequence || (sequence == last.sequence && last.ids.contains(id)) {
                totals.problems.append("\(tag) on \(id) after \(writer)-\(last.sequence) \(last.ids)")
            }
            totals.lastSequence[writer] = sequence == last.sequence ? (sequence, last.ids.union([id])) : (sequence, [id])
            // A transaction's two events come together.
            if writer.hasPrefix("t") {
                if let open = totals.openTransfer {
                    if open != tag { totals.problems.append("transfer \(open) split by \(tag)") }
                    totals.openTransfer = nil
                } else {
                    totals.openTransfer = tag
                }
            } else if let open = totals.openTransfer {
                totals.problems.append("transfer \(open) split by \(tag)")
                totals.openTransfer = nil
            }
        }
    }

    /// `before` with an update event's description applied: its fields set and removed (the
    /// soak's updates change top-level fields only).
    private static func apply(_ description: Document, to before: Document) -> Document {
        var fields = Dictionary(before.elements.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for element in description["updatedFields"]?.documentValue?.elements ?? [] { fields[element.key] = element.value }
        for case .string(let removed) in description["removedFields"]?.arrayValue ?? [] { fields[removed] = nil }
        return Document(fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
}

/// Pairs a filtered stream's events with those the unfiltered stream says it must get, in
/// order, whichever stream is read first; only the events not yet paired are kept.
private final class StreamPairing: Sendable {
    struct Result: Sendable, CustomStringConvertible {
        var expected: [String] = []
        var received: [String] = []
        var paired = 0
        var mismatches = 0
        var unpaired: Int { expected.count + received.count }
        var description: String { "\(paired) paired, \(mismatches) out of place, \(expected.count) missing, \(received.count) extra" }
    }

    private let state = Mutex(Result())

    var result: Result { state.withLock { $0 } }

    func expect(_ token: String) {
        state.withLock {
            $0.expected.append(token)
            Self.pair(&$0)
        }
    }

    func receive(_ token: String) {
        state.withLock {
            $0.received.append(token)
            Self.pair(&$0)
        }
    }

    private static func pair(_ result: inout Result) {
        while !result.expected.isEmpty, !result.received.isEmpty {
            if result.expected.removeFirst() == result.received.removeFirst() { result.paired += 1 } else { result.mismatches += 1 }
        }
    }
}

extension Document {
    /// The same fields in name order, for comparing documents whose fields an update may have
    /// placed differently.
    fileprivate var fieldsInNameOrder: Document {
        Document(elements.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
}
