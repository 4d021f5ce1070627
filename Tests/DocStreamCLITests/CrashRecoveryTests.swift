import DocStreamBSON
import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The crash test: `docstream exec --db DIR` writes continuously (single inserts,
/// five-document batches, upserts, deletes, an index built and dropped, a collection renamed,
/// and transactions that insert a transfer and update an account) and is killed with SIGKILL at
/// a random moment, many times over one store. After each kill the store reopens with every
/// acknowledged write present (and every acknowledged delete absent), each batch whole or
/// absent, the upserted counter consistent with its own log, each transaction all there or not
/// at all (every acknowledged commit there), the index there as the last acknowledged build or
/// drop left it and answering as the collection scan does, each acknowledged rename's collection
/// holding its document, and the change log in agreement with the data: read by a change stream
/// from the beginning, it has one insert event per stored document (and a delete event for each
/// one deleted) and none for a document that is not there, and one event per counter increment
/// that was applied, in increasing cluster time order.
@Suite("Crash recovery under SIGKILL", .serialized, .timeLimit(.minutes(10)))
struct CrashRecoveryTests {
    /// What the writer knows: acknowledged inserts, and counter increments sent and acknowledged.
    struct Ledger {
        var acknowledgedIDs: Set<String> = []
        var batchesSent: [[String]] = []
        var incrementsSent = 0
        var incrementsAcknowledged = 0
        /// Transactions begun, and those whose commit was acknowledged.
        var transactionsStarted: [String] = []
        var transactionsCommitted: Set<String> = []
        /// Deletes of single inserts acknowledged before: sent, and acknowledged.
        var deletesSent: Set<String> = []
        var deletesAcknowledged: Set<String> = []
        /// Whether docs has its index on `payload`, as the last acknowledged createIndexes or
        /// dropIndexes left it; nil while one is sent and not acknowledged.
        var payloadIndexBuilt: Bool? = false
        var indexChangesAcknowledged = 0
        /// The collections scratch was renamed to, acknowledged, with the document inserted just
        /// before each rename.
        var renamesAcknowledged: [String: String] = [:]
    }

    /// Rounds a test runs over one store: 12, or `DOCSTREAM_CRASH_ROUNDS` (`scripts/crash-trials`).
    static let rounds = ProcessInfo.processInfo.environment["DOCSTREAM_CRASH_ROUNDS"].flatMap { Int($0) } ?? 12

    @Test("every acknowledged write survives SIGKILL; no write is half-applied; the change log agrees with the data")
    func killRepeatedly() async throws {
        signal(SIGPIPE, SIG_IGN)
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("crash.docstream")
        var ledger = Ledger()
        for round in 0..<Self.rounds {
            let delay = DispatchTimeInterval.milliseconds(Int.random(in: 20...400))
            // The writer is driven off the test threads: it blocks on the child's replies.
            let written = try await offTestThreads { [ledger] in try writeUntilKilled(store: store, round: round, killAfter: delay, ledger: ledger) }
            ledger = written.ledger
            #expect(written.refusedReplies.isEmpty, "round \(round): writes refused: \(written.refusedReplies.prefix(3))")
            #expect(written.killed, "round \(round): the writer must die by SIGKILL, not on its own")
            try await verify(store: store, ledger: ledger)
        }
        Self.expectEveryKind(in: ledger)
    }

    /// A power loss keeps what was synced and may lose the rest: `faulty_disk.c` copies each
    /// store file as of its last sync (fsync, fdatasync, a write to an O_DSYNC file) aside, and
    /// after each round the copies replace the files, the files never synced removed. Rounds are
    /// killed while writing, or end by closing exec's input (the store closes, checkpointing its
    /// journal and compressing the files the change log keeps) just before the power goes.
    @Test("a power loss, leaving only what was synced, keeps every acknowledged write, each batch and transaction whole, the change log in step")
    func losePowerRepeatedly() async throws {
        signal(SIGPIPE, SIG_IGN)
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("crash.docstream")
        let shadow = directory.appendingPathComponent("synced")
        try FileManager.default.createDirectory(at: shadow, withIntermediateDirectories: true)
        let environment = [
            "LD_PRELOAD": try FaultyDisk.library.get().path, "DOCSTREAM_FAULT_PATH": store.path, "DOCSTREAM_POWER_LOSS_SHADOW": shadow.path,
        ]
        var ledger = Ledger()
        var checkpoints = 0
        for round in 0..<Self.rounds {
            let endCleanly = round % 3 == 2
            let delay = DispatchTimeInterval.milliseconds(Int.random(in: endCleanly ? 300...600 : 20...400))
            let written = try await offTestThreads { [ledger] in
                try writeUntilKilled(store: store, round: round, killAfter: delay, ledger: ledger, environment: environment, endCleanly: endCleanly)
            }
            ledger = written.ledger
            #expect(written.refusedReplies.isEmpty, "round \(round): writes refused: \(written.refusedReplies.prefix(3))")
            #expect(written.killed != endCleanly, "round \(round): the writer must \(endCleanly ? "end on its own" : "die by SIGKILL")")
            let generations = try FileManager.default.contentsOfDirectory(atPath: store.path).filter { $0.hasPrefix("journal.") }
            if endCleanly, !generations.isEmpty { checkpoints += 1 }
            let removed = try PowerLoss.keepOnlySynced(store: store, shadow: shadow)
            #expect(!removed.contains { $0.hasPrefix("journal") }, "round \(round): a journal file never synced: \(removed)")
            // The reopened store's own syncs are followed too, for the rounds after it.
            try await verify(store: store, ledger: ledger, environment: environment)
        }
        #expect(checkpoints > 0, "no round closed the store with a checkpoint")
        Self.expectEveryKind(in: ledger)
    }

    /// The rounds wrote every kind of change they check.
    static func expectEveryKind(in ledger: Ledger) {
        #expect(ledger.acknowledgedIDs.count > 0 && ledger.incrementsAcknowledged > 0 && !ledger.transactionsCommitted.isEmpty)
        #expect(!ledger.deletesAcknowledged.isEmpty && ledger.indexChangesAcknowledged > 1 && !ledger.renamesAcknowledged.isEmpty)
    }

    /// One writer's round: writes until SIGKILL ends it, `delay` after its first acknowledged
    /// write. Returns the ledger with what was acknowledged, the replies that were not a
    /// success, and whether SIGKILL ended the writer. With `endCleanly`, the writer stops `delay` after its first acknowledged write and
    /// closes exec's input instead of killing it; `environment` is added to exec's.
    private func writeUntilKilled(
        store: URL, round: Int, killAfter delay: DispatchTimeInterval, ledger: Ledger, environment: [String: String] = [:], endCleanly: Bool = false
    ) throws -> (ledger: Ledger, refusedReplies: [String], killed: Bool) {
        var ledger = ledger
        var refusedReplies: [String] = []
        let process = ChildProcess()
        process.executableURL = CLIRunner.executable
        process.arguments = ["exec", "--db", store.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let stop = StopSignal()
        let exit = try process.start()
        let pid = process.processIdentifier
        let replies = LineReader(output.fileHandleForReading)
        var step = 0
        // This round's logical session, for its transactions.
        let lsid =
            #"{"id": {"$binary": {"base64": "\#(Data((0..<16).map { UInt8(truncatingIfNeeded: $0 + round * 16) }).base64EncodedString())", "subType": "04"}}}"#
        writing: while !stop.raised.load(ordering: .relaxed) {
            step += 1
            if step % 4 == 3 {
                // A transaction: a transfer document and the account it moves, then the commit.
                let id = "t\(round)-\(step)"
                let transaction = #""lsid": \#(lsid), "txnNumber": {"$numberLong": "\#(step)"}, "autocommit": false"#
                ledger.transactionsStarted.append(id)
                let statements = [
                    #"{"insert": "transfers", "documents": [{"_id": "\#(id)"}], \#(transaction), "startTransaction": true}"#,
                    #"{"update": "accounts", "updates": [{"q": {"_id": "account"}, "u": {"$inc": {"n": 1}, "$push": {"log": "\#(id)"}}, "upsert": true}], \#(transaction)}"#,
                    #"{"commitTransaction": 1, \#(transaction), "$db": "admin"}"#,
                ]
                for statement in statements {
                    guard (try? input.fileHandleForWriting.write(contentsOf: Data((statement + "\n").utf8))) != nil, let reply = replies.next() else {
                        break writing
                    }
                    if !reply.contains(#""ok":1.0"#) || reply.contains("writeErrors") { refusedReplies.append(reply) }
                }
                ledger.transactionsCommitted.insert(id)
                continue
            }
            if step % 16 == 10 {
                // An index build on docs, or its drop, every other time.
                let build = step % 32 == 10
                let command =
                    build
                    ? #"{"createIndexes": "docs", "indexes": [{"key": {"payload": 1}, "name": "by_payload"}]}"#
                    : #"{"dropIndexes": "docs", "index": "by_payload"}"#
                let before = ledger.payloadIndexBuilt
                ledger.payloadIndexBuilt = nil
                guard (try? input.fileHandleForWriting.write(contentsOf: Data((command + "\n").utf8))) != nil, let reply = replies.next() else { break writing }
                // A drop after a build that was never acknowledged finds no index (27), rightly.
                let absent = !build && before == nil && reply.contains(#""code":27,"#)
                if reply.contains(#""ok":1.0"#) || absent {
                    ledger.payloadIndexBuilt = build
                    ledger.indexChangesAcknowledged += 1
                } else {
                    refusedReplies.append(reply)
                }
                continue
            }
            if step % 16 == 14 {
                // A document into scratch, then scratch renamed.
                let id = "s\(round)-\(step)"
                let target = "moved-\(round)-\(step)"
                let statements = [
                    #"{"insert": "scratch", "documents": [{"_id": "\#(id)"}]}"#,
                    #"{"renameCollection": "test.scratch", "to": "test.\#(target)", "$db": "admin"}"#,
                ]
                for statement in statements {
                    guard (try? input.fileHandleForWriting.write(contentsOf: Data((statement + "\n").utf8))) != nil, let reply = replies.next() else {
                        break writing
                    }
                    if !reply.contains(#""ok":1.0"#) || reply.contains("writeErrors") { refusedReplies.append(reply) }
                }
                ledger.renamesAcknowledged[target] = id
                continue
            }
            let command: String
            var inserted: [String] = []
            var deleted: String?
            var increments = false
            switch step % 4 {
            case 0:
                inserted = ["r\(round)-\(step)"]
                command =
                    #"{"insert": "docs", "documents": [{"_id": "\#(inserted[0])", "round": \#(round), "payload": "\#(String(repeating: "x", count: step % 50))"}]}"#
            case 1:
                inserted = (0..<5).map { "r\(round)-\(step)-b\($0)" }
                let documents = inserted.map { #"{"_id": "\#($0)", "round": \#(round), "batch": "r\#(round)-\#(step)"}"# }
                command = #"{"insert": "docs", "documents": [\#(documents.joined(separator: ", "))]}"#
                ledger.batchesSent.append(inserted)
            case 2 where step % 16 == 6:
                // The single insert two steps before, acknowledged.
                deleted = "r\(round)-\(step - 2)"
                command = #"{"delete": "docs", "deletes": [{"q": {"_id": "r\#(round)-\#(step - 2)"}, "limit": 1}]}"#
                ledger.deletesSent.insert(deleted!)
            default:
                increments = true
                command =
                    #"{"update": "counters", "updates": [{"q": {"_id": "counter"}, "u": {"$inc": {"n": 1}, "$push": {"log": "r\#(round)-\#(step)"}}, "upsert": true}]}"#
            }
            if increments { ledger.incrementsSent += 1 }
            do {
                try input.fileHandleForWriting.write(contentsOf: Data((command + "\n").utf8))
            } catch {
                break writing
            }
            guard let reply = replies.next() else { break writing }
            // The kill is timed from the first acknowledged write, however long the child took
            // to start on a busy machine: every round is killed while it writes.
            if step == 1 {
                DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
                    if endCleanly { stop.raised.store(true, ordering: .relaxed) } else { kill(pid, SIGKILL) }
                }
            }
            if !reply.contains(#""ok":1.0"#) || reply.contains("writeErrors") { refusedReplies.append(reply) }
            ledger.acknowledgedIDs.formUnion(inserted)
            if let deleted { ledger.deletesAcknowledged.insert(deleted) }
            if increments { ledger.incrementsAcknowledged += 1 }
        }
        if endCleanly {
            try input.fileHandleForWriting.close()
            #expect(exit.wait() == .success, "round \(round): exec did not end with status 0")
        }
        exit.wait()
        return (ledger, refusedReplies, process.terminationReason == .uncaughtSignal)
    }

    private func verify(store: URL, ledger: Ledger, environment: [String: String] = [:]) async throws {
        let exec = try InteractiveCLI(["exec", "--db", store.path], environment: environment)
        func run(_ command: String) async throws -> Document {
            try Document(extendedJSON: try #require(try await exec.reply(to: command), "reopen failed"))
        }
        let docs = try await run(#"{"find": "docs", "filter": {}, "projection": {"_id": 1}, "batchSize": 1000000}"#)
        let stored = Set(docs[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"]?.stringValue } ?? [])
        let missing = ledger.acknowledgedIDs.subtracting(stored).subtracting(ledger.deletesSent)
        #expect(missing.isEmpty, "acknowledged but lost: \(missing.sorted().prefix(5))")
        #expect(ledger.deletesAcknowledged.isDisjoint(with: stored), "deleted but back: \(ledger.deletesAcknowledged.intersection(stored).sorted().prefix(5))")
        if let built = ledger.payloadIndexBuilt {
            let indexes = try await run(#"{"listIndexes": "docs"}"#)[path: "cursor.firstBatch"]?.arrayValue ?? []
            #expect(indexes.contains { $0.documentValue?["name"] == "by_payload" } == built, "the payload index should \(built ? "" : "not ")be there")
            // The index answers a query as the collection scan does.
            let hinted = try await run(#"{"count": "docs", "query": {"payload": {"$gte": ""}}, "hint": \#(built ? #""by_payload""# : #"{"$natural": 1}"#)}"#)
            let scanned = try await run(#"{"count": "docs", "query": {"payload": {"$gte": ""}}, "hint": {"$natural": 1}}"#)
            #expect(hinted["n"] != nil && hinted["n"] == scanned["n"], "\(hinted) \(scanned)")
        }
        for (target, id) in ledger.renamesAcknowledged {
            let moved = try await run(#"{"find": "\#(target)", "filter": {"_id": "\#(id)"}}"#)[path: "cursor.firstBatch"]?.arrayValue ?? []
            #expect(moved.count == 1, "renamed to \(target) but its document \(id) is not there")
        }
        for batch in ledger.batchesSent {
            let present = batch.filter(stored.contains).count
            #expect(present == 0 || present == batch.count, "batch \(batch[0]) is half there (\(present) of \(batch.count))")
        }
        let counter = try await run(#"{"find": "counters", "filter": {}}"#)[path: "cursor.firstBatch"]?.arrayValue?.first?.documentValue
        let count = Int(counter?["n"].flatMap { if case .int32(let n) = $0 { Int(n) } else { nil } } ?? 0)
        let log = counter?["log"]?.arrayValue?.count ?? 0
        #expect(count == log, "the counter and its log disagree: n \(count), log \(log)")
        #expect(count >= ledger.incrementsAcknowledged && count <= ledger.incrementsSent)

        // Each transaction all there or none of it; every acknowledged commit there.
        let transfers = try await run(#"{"find": "transfers", "filter": {}, "batchSize": 1000000}"#)
        let storedTransfers = Set(transfers[path: "cursor.firstBatch"]?.arrayValue?.compactMap { $0.documentValue?["_id"]?.stringValue } ?? [])
        let account = try await run(#"{"find": "accounts", "filter": {}}"#)[path: "cursor.firstBatch.0"]?.documentValue
        let moved = Set(account?["log"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        #expect(storedTransfers == moved, "half a transaction: transfers \(storedTransfers.symmetricDifference(moved).sorted().prefix(5))")
        #expect(
            ledger.transactionsCommitted.isSubset(of: storedTransfers),
            "committed but lost: \(ledger.transactionsCommitted.subtracting(storedTransfers).sorted().prefix(5))")
        #expect(storedTransfers.isSubset(of: Set(ledger.transactionsStarted)))

        // The whole history, from before the first write, as a database change stream reads it
        // (only the fields checked: the documents would make the reply many times larger).
        var events: [Document] = []
        var reply = try await run(
            #"{"aggregate": 1, "pipeline": [{"$changeStream": {"startAtOperationTime": {"$timestamp": {"t": 0, "i": 1}}}}, {"$project": {"operationType": 1, "clusterTime": 1, "ns": 1, "documentKey": 1}}], "cursor": {"batchSize": 1000000}}"#
        )
        var batchName = "firstBatch"
        while let batch = reply[path: "cursor.\(batchName)"]?.arrayValue, !batch.isEmpty || batchName == "firstBatch" {
            events += batch.compactMap(\.documentValue)
            let id = try #require(reply[path: "cursor.id"], "\(reply)")
            reply = try await run(
                #"{"getMore": {"$numberLong": "\#(id.extendedJSON(.relaxed))"}, "collection": "$cmd.aggregate", "maxTimeMS": 0, "batchSize": 1000000}"#)
            batchName = "nextBatch"
        }
        #expect(await exec.finish() == 0)
        let times = events.compactMap { event -> UInt64? in
            if case .timestamp(let time)? = event["clusterTime"] { time.value } else { nil }
        }
        // In commit order; a transaction's events share its commit's cluster time (and only theirs do).
        let inTransaction: Set<BSONValue?> = ["transfers", "accounts"]
        #expect(times.count == events.count, "events without a cluster time")
        for (event, next) in zip(zip(events, times), zip(events, times).dropFirst()) {
            let shared = next.1 == event.1 && inTransaction.contains(event.0[path: "ns.coll"]) && inTransaction.contains(next.0[path: "ns.coll"])
            #expect(next.1 > event.1 || shared, "events out of commit order")
        }
        let inserted = events.filter { $0[path: "ns.coll"] == "docs" && $0["operationType"] != "delete" }.compactMap { event -> String? in
            #expect(event["operationType"] == "insert")
            return event[path: "documentKey._id"]?.stringValue
        }
        #expect(inserted.count == Set(inserted).count, "an insert event came twice")
        let deletedEvents = Set(
            events.filter { $0[path: "ns.coll"] == "docs" && $0["operationType"] == "delete" }.compactMap { $0[path: "documentKey._id"]?.stringValue })
        #expect(deletedEvents.isSubset(of: ledger.deletesSent) && ledger.deletesAcknowledged.isSubset(of: deletedEvents), "delete events and deletes disagree")
        #expect(
            Set(inserted).subtracting(deletedEvents) == stored,
            "events without their document: \(Set(inserted).subtracting(deletedEvents).subtracting(stored).sorted().prefix(5)); documents without their event: \(stored.subtracting(inserted).sorted().prefix(5))"
        )
        let transferEvents = Set(events.filter { $0[path: "ns.coll"] == "transfers" }.compactMap { $0[path: "documentKey._id"]?.stringValue })
        #expect(transferEvents == storedTransfers, "transaction events and data disagree")
        let increments = events.filter { $0[path: "ns.coll"] == "counters" }
        #expect(increments.count == count, "\(increments.count) counter events for \(count) increments")
        #expect(increments.first.map { $0["operationType"] == "insert" } ?? true, "the upsert's first increment is an insert")
    }
}

/// Tells a writer loop, from another thread, to stop.
final class StopSignal: Sendable {
    let raised = Atomic<Bool>(false)
}

/// What a power loss leaves of a store written with `faulty_disk.c`'s power-loss copies.
enum PowerLoss {
    /// Puts each file's synced copy from `shadow` in its place and removes the files never
    /// synced; returns the removed files' paths, relative to `store`.
    static func keepOnlySynced(store: URL, shadow: URL) throws -> [String] {
        var removed: [String] = []
        let files = FileManager.default.enumerator(at: store, includingPropertiesForKeys: [.isRegularFileKey])?.compactMap { $0 as? URL } ?? []
        for file in files where try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            let path = file.standardizedFileURL.path
            let copy = shadow.appendingPathComponent(path.replacingOccurrences(of: "/", with: "%"))
            if FileManager.default.fileExists(atPath: copy.path) {
                try Data(contentsOf: copy).write(to: file)
            } else {
                try FileManager.default.removeItem(at: file)
                removed.append(String(path.dropFirst(store.standardizedFileURL.path.count + 1)))
            }
        }
        return removed
    }
}
