import BenchmarkData
import DocStream
import DocStreamBSON
import DocStreamRemote
import Foundation
import Synchronization

/// Runs the workloads on DocStream over one data set, through the public Swift API, as an
/// application embedding DocStream would, or, given a deployment's connection string, as one
/// using `MongoClient(uri:)` on that deployment (its collections in databases of their own). Each repetition is prepared first (untimed: a fresh
/// store where the workload writes, the shared loaded collection where it only reads), then
/// `run()` is the timed work, then `checks()` computes the figures the peers must agree on.
public final class DocStreamWorkloads {
    /// Where single-document writes (W8c, W8d) go.
    public enum Storage: Sendable, CustomStringConvertible {
        /// An in-memory store.
        case memory
        /// A durable store, one writer: every write waits for its own fsync.
        case fsyncPerWrite
        /// A durable store, `writers` threads writing at once, sharing fsyncs (group commit).
        case groupCommit(writers: Int)

        var isDurable: Bool {
            if case .memory = self { false } else { true }
        }

        public var description: String {
            switch self {
            case .memory: "memory"
            case .fsyncPerWrite: "durable, fsync per write"
            case .groupCommit(let writers): "durable, group commit (\(writers) writers)"
            }
        }
    }

    public let dataSet: DataSet
    /// Every document of the data set, read once from its BSON file.
    public let documents: [Document]
    private static let databaseName = "bench"
    private static let collectionName = "drinks"
    /// The store of the collection the read-only workloads share, loaded on first use.
    private var loaded: Store?
    /// A durable store holding the data set, copied for each durable repetition.
    private var durableTemplate: URL?
    /// The client of the deployment the workloads run on instead of in-memory stores.
    private let deployment: MongoClient?
    /// Whether the deployment's shared collection holds the data set.
    private var deploymentLoaded = false
    /// The other collections loaded beside the shared one (`Workload.collections`).
    private var loadedOthers: Set<String> = []
    /// The `docstream` executable that W13 runs.
    private let commandLineTool: URL?

    /// `commandLineTool` is the `docstream` executable, for the workloads that run it (W13).
    public init(dataSet: DataSet, deploymentURI: String? = nil, commandLineTool: URL? = nil) throws {
        self.dataSet = dataSet
        documents = try dataSet.documents()
        deployment = try deploymentURI.map { (uri) throws(DocStreamError) in try MongoClient(uri: uri) }
        self.commandLineTool = commandLineTool
    }

    deinit {
        if let durableTemplate { try? FileManager.default.removeItem(at: durableTemplate) }
    }

    /// How the timed run of a read takes its results.
    public enum Results: Sendable {
        /// From `aggregateCursor(pipeline:)`: each result is added to the check figures as it
        /// arrives, and dropped: memory stays flat, and the time includes the consumer's reading
        /// of the fields checked.
        case streamed
        /// From `aggregate(pipeline:)`, in one array, as the peers keep theirs in a result table
        /// or DataFrame; the check figures are computed from it afterwards, untimed, as theirs are.
        case collected
        /// From the `aggregate` command and its getMores through a `CommandSession`, in the
        /// batches `docstream serve` sends, without the network: the batches' documents are kept,
        /// as a driver's cursor hands them over, and checked afterwards, untimed.
        case commands
    }

    /// One repetition of `workload`, ready to run.
    public func prepare(_ workload: Workload, storage: Storage = .memory, results: Results = .streamed) async throws -> PreparedRun {
        let checks = workload.checks
        if deployment != nil {
            // A deployment has its own storage, and is reached through the API only.
            if storage.isDurable { throw WorkloadError("--durable does not apply to a deployment") }
            if case .commands = results { throw WorkloadError("--commands does not apply to a deployment") }
        }
        switch workload.operation {
        case .aggregate:
            let collection = try await loadedCollection(with: workload.collections)
            switch results {
            case .streamed:
                let cursor = try collection.aggregateCursor(pipeline: workload.pipeline)
                let summary = SummaryBox(checks)
                return PreparedRun(
                    run: {
                        for try await document in cursor { summary.value.add(document) }
                    }, checks: { summary.value })
            case .commands:
                let session = CommandSession(store: try await loadedStore(with: workload.collections), defaultDatabase: Self.databaseName)
                let collected = RepliesBox()
                let command: Document = [
                    "aggregate": .string(Self.collectionName), "pipeline": .array(workload.pipeline.map(BSONValue.document)), "cursor": [:],
                ]
                return PreparedRun(
                    run: {
                        collected.replies = try Self.drain(session.run(command), session: session)
                    },
                    checks: {
                        var summary = CheckSummary(checks)
                        summary.add(try collected.replies.documents())
                        return summary
                    })
            case .collected:
                let collected = ResultsBox()
                return PreparedRun(
                    run: {
                        collected.documents = try await collection.aggregate(pipeline: workload.pipeline)
                    },
                    checks: {
                        var summary = CheckSummary(checks)
                        summary.add(collected.documents)
                        return summary
                    })
            }
        case .load:
            let collection = try await emptyCollection()
            let file = dataSet.ndjson
            return PreparedRun(
                run: {
                    try await Self.load(ndjson: file, into: collection)
                }, checks: { try await Self.summary(of: collection, checks) })
        case .insertMany:
            let collection = try await emptyCollection()
            let documents = documents
            return PreparedRun(
                run: {
                    _ = try await collection.insertMany(documents)
                }, checks: { try await Self.summary(of: collection, checks) })
        case .updateMany:
            let collection = try await freshCollection()
            return PreparedRun(
                run: {
                    _ = try await collection.updateManyDocuments(filter: workload.filter, update: workload.update)
                }, checks: { try await Self.summary(of: collection, checks) })
        case .updateOne, .upsert:
            let ids = workload.operation == .upsert ? dataSet.upsertIDs : dataSet.updateIDs
            return try await prepareSingleWrites(ids: ids, update: workload.update, upsert: workload.operation == .upsert, storage: storage, checks: checks)
        case .export:
            if deployment != nil { throw WorkloadError("\(workload.id) exports a durable store: it does not run on a deployment") }
            guard let commandLineTool, FileManager.default.isExecutableFile(atPath: commandLineTool.path) else {
                throw WorkloadError("\(workload.id) runs the docstream executable: swift build -c release --product docstream (in Benchmarks/)")
            }
            let store = try await durableTemplateDirectory()
            let output = Self.temporaryDirectory().appendingPathExtension("ndjson")
            return PreparedRun(
                run: {
                    try Self.export(store: store, to: output, tool: commandLineTool)
                },
                checks: {
                    try Self.summary(ofNDJSON: output, checks)
                }, cleanup: { try? FileManager.default.removeItem(at: output) })
        }
    }

    private func prepareSingleWrites(ids: [ObjectId], update: Document, upsert: Bool, storage: Storage, checks: [Measure]) async throws -> PreparedRun {
        switch storage {
        case .memory:
            let collection = try await freshCollection()
            return PreparedRun(
                run: {
                    try await Self.updateEach(ids, in: collection, update: update, upsert: upsert)
                }, checks: { try await Self.summary(of: collection, checks) })
        case .fsyncPerWrite:
            let (store, directory) = try await durableCopy()
            let collection = Self.collection(in: MongoClient(store: store))
            return PreparedRun(
                run: {
                    try await Self.updateEach(ids, in: collection, update: update, upsert: upsert)
                }, checks: { try await Self.summary(of: collection, checks) }, cleanup: { try? FileManager.default.removeItem(at: directory) })
        case .groupCommit(let writers):
            let (store, directory) = try await durableCopy()
            let client = MongoClient(store: store)
            let session = CommandSession(store: store, defaultDatabase: Self.databaseName)
            return PreparedRun(
                run: {
                    try Self.updateConcurrently(ids, writers: writers, session: session, update: update, upsert: upsert)
                }, checks: { try await Self.summary(of: Self.collection(in: client), checks) }, cleanup: { try? FileManager.default.removeItem(at: directory) })
        }
    }

    // MARK: The work

    /// What `docstream import` does: the NDJSON file read and parsed in batches of lines on
    /// another thread (NDJSONReader) while each batch before is inserted with one insertMany.
    public static func load(ndjson file: URL, into collection: MongoCollection) async throws {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        let reader = NDJSONReader(descriptor: handle.fileDescriptor, forInsert: true)
        defer { reader.stop() }
        while let batch = reader.next() {
            if let failure = batch.failures.first { throw failure.error }
            _ = try await collection.insertMany(batch)
        }
    }

    static func updateEach(_ ids: [ObjectId], in collection: MongoCollection, update: Document, upsert: Bool) async throws {
        for id in ids {
            let result = try await collection.updateOneDocument(filter: ["_id": .objectId(id)], update: update, upsert: upsert)
            guard result.matchedCount == 1 || result.documentId != nil else { throw WorkloadError("no document with _id \(id)") }
        }
    }

    /// `writers` threads, each writing its share of the ids through the command interface
    /// (synchronous, so each thread really waits for its fsync while the others write).
    static func updateConcurrently(_ ids: [ObjectId], writers: Int, session: CommandSession, update: Document, upsert: Bool) throws {
        let failures = FailureBox()
        let done = DispatchGroup()
        for writer in 0..<writers {
            done.enter()
            Thread {
                defer { done.leave() }
                for id in ids[(writer * ids.count / writers)..<((writer + 1) * ids.count / writers)] {
                    let statement: Document = ["q": ["_id": .objectId(id)], "u": .document(update), "upsert": .bool(upsert)]
                    let reply = session.run(["update": .string(collectionName), "updates": [.document(statement)]])
                    if reply["ok"] != .double(1) || reply["writeErrors"] != nil { failures.record("\(reply)") }
                }
            }.start()
        }
        done.wait()
        if let failure = failures.first { throw WorkloadError("a write failed: \(failure)") }
    }

    /// `docstream export --db STORE --database bench -c drinks --out FILE`, waited for.
    static func export(store: URL, to output: URL, tool: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["export", "--db", store.path, "--database", databaseName, "-c", collectionName, "--out", output.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw WorkloadError("docstream export exited with status \(process.terminationStatus)") }
    }

    /// The check figures of an NDJSON file's documents.
    static func summary(ofNDJSON file: URL, _ checks: [Measure]) throws -> CheckSummary {
        var summary = CheckSummary(checks)
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        let reader = NDJSONReader(descriptor: handle.fileDescriptor)
        defer { reader.stop() }
        while let batch = reader.next() {
            if let failure = batch.failures.first { throw failure.error }
            summary.add(batch.documents)
        }
        return summary
    }

    static func summary(of collection: MongoCollection, _ checks: [Measure]) async throws -> CheckSummary {
        var summary = CheckSummary(checks)
        for try await document in try collection.aggregateCursor(pipeline: []) { summary.add(document) }
        return summary
    }

    // MARK: Stores

    private static func collection(in client: MongoClient) -> MongoCollection {
        client.database(named: databaseName).collection(withName: collectionName)
    }

    /// The shared collection of the read-only workloads, with `others` beside it in its database.
    private func loadedCollection(with others: [String]) async throws -> MongoCollection {
        guard let deployment else { return Self.collection(in: MongoClient(store: try await loadedStore(with: others))) }
        let database = deployment.database(named: "\(Self.databaseName)_loaded")
        let collection = database.collection(withName: Self.collectionName)
        if !deploymentLoaded {
            try await collection.drop()
            _ = try await collection.insertMany(documents)
            deploymentLoaded = true
        }
        try await load(others, into: database)
        return collection
    }

    private func loadedStore(with others: [String]) async throws -> Store {
        let store = loaded ?? Store()
        if loaded == nil {
            _ = try await Self.collection(in: MongoClient(store: store)).insertMany(documents)
            loaded = store
        }
        try await load(others, into: MongoClient(store: store).database(named: Self.databaseName))
        return store
    }

    /// The other collections a workload reads, each inserted the first time one asks for it.
    private func load(_ others: [String], into database: MongoDatabase) async throws {
        for name in others where !loadedOthers.contains(name) {
            let collection = database.collection(withName: name)
            try await collection.drop()
            _ = try await collection.insertMany(try dataSet.stores())
            loadedOthers.insert(name)
        }
    }

    /// A collection holding the data set, in a new in-memory store or afresh on the deployment.
    private func freshCollection() async throws -> MongoCollection {
        let collection = try await emptyCollection()
        _ = try await collection.insertMany(documents)
        return collection
    }

    /// An empty collection: in a new in-memory store, or on the deployment in the database the
    /// repetitions that write share, dropped before each.
    private func emptyCollection() async throws -> MongoCollection {
        guard let deployment else { return Self.collection(in: MongoClient()) }
        let database = deployment.database(named: "\(Self.databaseName)_writes")
        try await database.drop()
        return database.collection(withName: Self.collectionName)
    }

    /// The replies of a cursor and of the getMores after it, as a driver iterating the cursor
    /// takes them.
    private static func drain(_ first: Document, session: CommandSession) throws -> CursorReplies {
        var replies = CursorReplies()
        var id = try replies.add(first, batchName: "firstBatch")
        while id != 0 {
            id = try replies.add(
                session.run(["getMore": .int64(id), "collection": .string(collectionName), "$db": .string(databaseName)]), batchName: "nextBatch")
        }
        return replies
    }

    /// A copy of the durable template, opened with an fsync per write.
    private func durableCopy() async throws -> (Store, URL) {
        let copy = Self.temporaryDirectory()
        try FileManager.default.copyItem(at: try await durableTemplateDirectory(), to: copy)
        return (try Store(directory: copy, durability: .fsync), copy)
    }

    /// The directory of a durable store holding the data set, made on first use: loaded with
    /// relaxed durability, checkpointed, and closed (the client goes away) before it is used.
    private func durableTemplateDirectory() async throws -> URL {
        if let durableTemplate { return durableTemplate }
        let template = Self.temporaryDirectory()
        let store = try Store(directory: template, durability: .relaxed)
        _ = try await Self.collection(in: MongoClient(store: store)).insertMany(documents)
        try store.checkpoint()
        durableTemplate = template
        return template
    }

    private static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("docstream-workload-\(UUID().uuidString)")
    }
}

/// One prepared repetition: `run()` is what is timed.
public final class PreparedRun {
    public let run: () async throws -> Void
    private let computeChecks: () async throws -> CheckSummary
    private let cleanup: () -> Void

    init(run: @escaping () async throws -> Void, checks: @escaping () async throws -> CheckSummary, cleanup: @escaping () -> Void = {}) {
        self.run = run
        computeChecks = checks
        self.cleanup = cleanup
    }

    deinit {
        cleanup()
    }

    /// The check figures of what `run()` did.
    public func checks() async throws -> CheckSummary {
        try await computeChecks()
    }
}

/// The figures a streamed result adds up while it runs.
private final class SummaryBox {
    var value: CheckSummary

    init(_ measures: [Measure]) {
        value = CheckSummary(measures)
    }
}

/// The results a collected run kept.
private final class ResultsBox {
    var documents: [Document] = []
}

private final class RepliesBox {
    var replies = CursorReplies()
}

/// The first failure of concurrent writers.
private final class FailureBox: Sendable {
    private let failures = Mutex<[String]>([])

    func record(_ failure: String) {
        failures.withLock { $0.append(failure) }
    }

    var first: String? {
        failures.withLock { $0.first }
    }
}
