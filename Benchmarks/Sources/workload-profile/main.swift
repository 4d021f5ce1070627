import BenchmarkData
import DocStream
import DocStreamBSON
import Foundation
import Workloads

// workload-profile WORKLOAD SIZE: runs one workload's DocStream form once through the
// synchronous interfaces (CommandSession; an aggregation twice, the first building the
// columns it reads), for valgrind --tool=callgrind, which cannot follow Swift's
// async runtime. Set-up is in the profile too: compare a run
// against one of a cheap workload (W1) to see the work itself, or collect only the single
// writes with `--toggle-collect='*profiledWrites*'`. With `--api`, the single writes and the
// aggregations go through MongoCollection, as the timed workload does (its methods run on the
// caller's executor, so no thread hop hides them; an aggregation's results are kept in an
// array, as the timed run keeps them, and checked after), and W0 is the whole load as the
// timed workload runs it: the parse on the reader's thread, each batch inserted by MongoCollection.insertMany (the
// insert side alone: `--toggle-collect='*profiledLoad*'`, which leaves the reader's thread out).
let arguments = CommandLine.arguments
let throughAPI = arguments.count == 4 && arguments[3] == "--api"
guard arguments.count == 3 || throughAPI, let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: workload-profile WORKLOAD SIZE [--api]\n".utf8))
    exit(2)
}

/// Each `_id` updated (or upserted) by one update command.
@inline(never)
func profiledWrites(_ ids: [ObjectId], upsert: Bool, update: Document, session: CommandSession) throws {
    for id in ids {
        let reply = session.run(["update": "drinks", "updates": [["q": ["_id": .objectId(id)], "u": .document(update), "upsert": .bool(upsert)]]])
        guard reply["ok"] == .double(1), reply["writeErrors"] == nil else { throw WorkloadError("\(reply)") }
    }
}

/// Each `_id` updated (or upserted) by MongoCollection.updateOneDocument, in one task the main
/// thread waits for: valgrind cannot run an async main (dispatch's signal thread), and the
/// method runs on the caller's executor, so each call stays on the task's thread.
func profiledAPIWrites(_ ids: [ObjectId], upsert: Bool, update: Document, store: Store) throws {
    let collection = MongoClient(store: store).database(named: "test").collection(withName: "drinks")
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var failure: Error?  // Written by the task before `done` is signalled.
    Task {
        do {
            for id in ids {
                let result = try await collection.updateOneDocument(filter: ["_id": .objectId(id)], update: update, upsert: upsert)
                guard result.matchedCount == 1 || result.documentId != nil else { throw WorkloadError("no document with _id \(id)") }
            }
        } catch {
            failure = error
        }
        done.signal()
    }
    done.wait()
    if let failure { throw failure }
}

/// The NDJSON file loaded into a new collection as the timed W0 does it, in one task the main
/// thread waits for (as `profiledAPIWrites`).
@inline(never)
func profiledLoad(_ file: URL) throws {
    let collection = MongoClient().database(named: "test").collection(withName: "drinks")
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var failure: Error?  // Written by the task before `done` is signalled.
    Task {
        do {
            try await DocStreamWorkloads.load(ndjson: file, into: collection)
        } catch {
            failure = error
        }
        done.signal()
    }
    done.wait()
    if let failure { throw failure }
}

/// The workload's aggregation through MongoCollection.aggregate, as the timed run makes it, in
/// one task the main thread waits for (as `profiledAPIWrites`).
@inline(never)
func profiledAPIAggregate(_ pipeline: [Document], store: Store) throws -> [Document] {
    let collection = MongoClient(store: store).database(named: "test").collection(withName: "drinks")
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var results: [Document] = []  // Written by the task before `done` is signalled.
    nonisolated(unsafe) var failure: Error?
    Task {
        do {
            results = try await collection.aggregate(pipeline: pipeline)
        } catch {
            failure = error
        }
        done.signal()
    }
    done.wait()
    if let failure { throw failure }
    return results
}

/// The workload's aggregation over the collection, through the aggregate command (one batch
/// of every result), which runs it as MongoCollection.aggregate does.
func profiledAggregate(_ pipeline: [Document], checks: [Measure], session: CommandSession) throws -> CheckSummary {
    let reply = session.run(["aggregate": "drinks", "pipeline": .array(pipeline.map(BSONValue.document)), "cursor": ["batchSize": .int32(.max)]])
    guard reply["ok"] == .double(1), case .array(let results)? = reply["cursor"]?.documentValue?["firstBatch"] else { throw WorkloadError("\(reply)") }
    var summary = CheckSummary(checks)
    for case .document(let document) in results { summary.add(document) }
    return summary
}

/// The first run after the collection was loaded (collect it alone with
/// `--toggle-collect='*coldAggregate*'`): it builds the columns the scan reads.
@inline(never)
func coldAggregate(_ pipeline: [Document], checks: [Measure], session: CommandSession) throws -> CheckSummary {
    try profiledAggregate(pipeline, checks: checks, session: session)
}

/// Two later runs, which find the columns built (`--toggle-collect='*warmAggregate*'`).
@inline(never)
func warmAggregate(_ pipeline: [Document], checks: [Measure], session: CommandSession) throws -> CheckSummary {
    _ = try profiledAggregate(pipeline, checks: checks, session: session)
    return try profiledAggregate(pipeline, checks: checks, session: session)
}

do {
    let dataSet = DataSet(count: count)
    try dataSet.generateIfMissing()
    guard let workload = try Workload.all().first(where: { $0.id == arguments[1] }) else { throw WorkloadError("no workload \(arguments[1])") }
    let documents = try dataSet.documents()
    let session = CommandSession(store: Store())
    func command(_ command: Document) throws {
        let reply = session.run(command)
        guard reply["ok"] == .double(1), reply["writeErrors"] == nil else { throw WorkloadError("\(reply)") }
    }
    /// The documents inserted in batches of MongoDB's largest write batch (100,000).
    func insertAll() throws {
        let writeBatchSize = 100_000
        for start in stride(from: 0, to: documents.count, by: writeBatchSize) {
            let batch = documents[start..<min(start + writeBatchSize, documents.count)]
            try command(["insert": "drinks", "documents": .array(batch.map(BSONValue.document))])
        }
    }
    if ![.load, .insertMany, .export].contains(workload.operation) { try insertAll() }
    for other in workload.collections {
        try command(["insert": .string(other), "documents": .array(try dataSet.stores().map(BSONValue.document))])
    }
    var summary = CheckSummary(workload.checks)
    switch workload.operation {
    case .aggregate where throughAPI:
        // The first run builds the columns; each run's results are kept until the end, as the
        // timed runs drop theirs untimed.
        let runs = try (0..<3).map { _ in try profiledAPIAggregate(workload.pipeline, store: session.store) }
        summary.add(runs[2])
    case .aggregate:
        _ = try coldAggregate(workload.pipeline, checks: workload.checks, session: session)
        summary = try warmAggregate(workload.pipeline, checks: workload.checks, session: session)
    case .load where throughAPI:
        try profiledLoad(dataSet.ndjson)
    case .load:
        // The parse alone, as the load runs it (on the reader's thread, which callgrind follows).
        let reader = NDJSONReader(try Data(contentsOf: dataSet.ndjson))
        while let batch = reader.next() {
            if let failure = batch.failures.first { throw failure.error }
            for document in batch.documents { summary.add(document) }
        }
    case .insertMany:
        try insertAll()
    case .updateMany:
        try command(["update": "drinks", "updates": [["q": .document(workload.filter), "u": .document(workload.update), "multi": true]]])
    case .updateOne:
        if throughAPI {
            try profiledAPIWrites(dataSet.updateIDs, upsert: false, update: workload.update, store: session.store)
        } else {
            try profiledWrites(dataSet.updateIDs, upsert: false, update: workload.update, session: session)
        }
    case .export:
        throw WorkloadError("\(workload.id) runs docstream export: profile that executable itself (valgrind --tool=callgrind docstream export ...)")
    case .upsert:
        if throughAPI {
            try profiledAPIWrites(dataSet.upsertIDs, upsert: true, update: workload.update, store: session.store)
        } else {
            try profiledWrites(dataSet.upsertIDs, upsert: true, update: workload.update, session: session)
        }
    }
    print(summary.named)
} catch {
    FileHandle.standardError.write(Data("workload-profile: \(error)\n".utf8))
    exit(1)
}
