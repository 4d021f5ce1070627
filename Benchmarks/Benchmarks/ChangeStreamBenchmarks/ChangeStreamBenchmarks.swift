import Benchmark
import BenchmarkData
import DocStream
import DocStreamBSON
import Foundation
import Synchronization

/// W9 change events: commit-to-delivery throughput and latency.
///
/// Filtered: one writer thread makes 20,000 single-document inserts (insert commands of one
/// CoffeeDrink, store numbers 1...100) as fast as it can into an in-memory store, while 1, 10
/// or 100 watchers (tasks reading with `next()`) each select
/// one store's events (~1%): by `watch(filterIds:)`, by `watch(matchFilter:
/// ["fullDocument.storeNumber": n])`, or by a pipeline whose range `$match` no index can serve.
/// An iteration ends when every watcher has its events. Custom metrics: the writer's inserts
/// per second, event deliveries per second (until the last delivery), each event's
/// commit-to-delivery latency in microseconds (from just before the insert call to the
/// watcher's `next()` returning it), whose percentiles the report shows, and the CPU time per
/// insert of the writer thread and of the whole process (writer and watchers), which the
/// load of a shared machine does not skew the way it skews wall-clock rates.
///
/// Share: the 100-watcher runs by filterIds and by matchFilter, each between two unwatched runs
/// in the same iteration, so that the writer's share of its unwatched rate (the W9 target:
/// 80%) compares runs seconds apart, not minutes as the separate benchmarks do while the
/// host's speed drifts: by inserts per second and by the writer thread's CPU per insert.
///
/// Reader executor and delegates: the 100-watcher runs and the shares again, with the watchers'
/// tasks preferring `ChangeStreamWatcher.readerExecutor` (the thread that routes and wakes them
/// runs them) instead of the cooperative pool; and the shares with Realm's delegate streams
/// (`watch(filterIds:delegate:queue:)`, each delegate on a serial queue of its own, the latency
/// taken in the delegate's call).
///
/// Stalled: the 20,000 inserts while an unfiltered watcher and one by `filterIds` (selecting
/// every document) never read: the writer's inserts per second and CPU per insert, to compare
/// with no watchers.
///
/// Fan-out: 10 unfiltered watchers read 200,000 events written by insert commands of 1,000
/// documents as they are written, or all at once after they were: deliveries per second, and
/// (draining) the process CPU per delivery.
///
/// The writer runs on a thread of its own: its writes never suspend, so as a task it would
/// keep a thread of the cooperative pool (two on this machine, one held by the benchmark
/// harness) from the watchers until it is done.
let benchmarks: @Sendable () -> Void = {
    let writesPerSecond = BenchmarkMetric.custom("inserts per second", polarity: .prefersLarger, useScalingFactor: false)
    let deliveriesPerSecond = BenchmarkMetric.custom("deliveries per second", polarity: .prefersLarger, useScalingFactor: false)
    let latency = BenchmarkMetric.custom("commit-to-delivery latency (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let writerCPU = BenchmarkMetric.custom("writer CPU per insert (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    let processCPU = BenchmarkMetric.custom("process CPU per insert (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    let deliveryCPU = BenchmarkMetric.custom("process CPU per delivery (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    let share = BenchmarkMetric.custom("writer share of its unwatched inserts/s (%)", polarity: .prefersLarger, useScalingFactor: false)
    let cpuShare = BenchmarkMetric.custom("writer share by its CPU per insert (%)", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, writesPerSecond, deliveriesPerSecond, latency, writerCPU, processCPU, deliveryCPU, share, cpuShare],
        maxDuration: .seconds(20),
        maxIterations: 5
    )

    let drinks = CoffeeDrinks.documents(count: 20_000)

    // The pool's tasks with 1, 10 and 100 watchers, and 100 on the reader executor.
    let runs: [(watchers: Int, readers: ReaderKind)] = [(1, .tasks), (10, .tasks), (100, .tasks), (100, .executorTasks)]
    for filter in WatchFilter.allCases {
        for (watchers, readers) in runs {
            let name =
                readers == .executorTasks
                ? "W9 \(watchers) watchers by \(filter), readers on the reader executor, 20k single inserts"
                : "W9 \(watchers) watcher(s) by \(filter), 20k single inserts"
            Benchmark(name) { benchmark in
                for _ in benchmark.scaledIterations {
                    let outcome = try await FilteredRun(drinks: drinks, filter: filter, watchers: watchers, readers: readers).measure(benchmark)
                    benchmark.measurement(writesPerSecond, outcome.writesPerSecond)
                    benchmark.measurement(deliveriesPerSecond, outcome.deliveriesPerSecond)
                    benchmark.measurement(writerCPU, outcome.writerCPUPerInsert)
                    benchmark.measurement(processCPU, outcome.processCPUPerInsert)
                    for sample in outcome.latencies { benchmark.measurement(latency, sample) }
                }
            }
        }
    }

    for readers in ReaderKind.allCases {
        for filter in [WatchFilter.filterIds, .matchFilter] {
            // More iterations than the others: a share's rounds scatter widely as the host's speed drifts.
            Benchmark(
                "W9 writer share, 100 \(readers.shareName) by \(filter) between unwatched runs, 20k single inserts each",
                configuration: .init(maxDuration: .seconds(90), maxIterations: 21)
            ) { benchmark in
                for _ in benchmark.scaledIterations {
                    let before = try await FilteredRun(drinks: drinks, filter: filter, watchers: 0).measure(nil)
                    let watched = try await FilteredRun(drinks: drinks, filter: filter, watchers: 100, readers: readers).measure(benchmark)
                    let after = try await FilteredRun(drinks: drinks, filter: filter, watchers: 0).measure(nil)
                    let unwatchedRate = Double(before.writesPerSecond + after.writesPerSecond) / 2
                    let unwatchedCPU = Double(before.writerCPUPerInsert + after.writerCPUPerInsert) / 2
                    benchmark.measurement(share, Int((100 * Double(watched.writesPerSecond) / unwatchedRate).rounded()))
                    benchmark.measurement(cpuShare, Int((100 * unwatchedCPU / Double(watched.writerCPUPerInsert)).rounded()))
                    benchmark.measurement(writesPerSecond, watched.writesPerSecond)
                    for sample in watched.latencies { benchmark.measurement(latency, sample) }
                }
            }
        }
    }

    Benchmark("W9 no watchers, 20k single inserts") { benchmark in
        for _ in benchmark.scaledIterations {
            let outcome = try await FilteredRun(drinks: drinks, filter: .filterIds, watchers: 0).measure(benchmark)
            benchmark.measurement(writesPerSecond, outcome.writesPerSecond)
            benchmark.measurement(writerCPU, outcome.writerCPUPerInsert)
            benchmark.measurement(processCPU, outcome.processCPUPerInsert)
        }
    }

    Benchmark("W9 stalled watchers (one unfiltered, one by filterIds), 20k single inserts") { benchmark in
        for _ in benchmark.scaledIterations {
            let outcome = try await FilteredRun(drinks: drinks, filter: .filterIds, watchers: 0, stalled: true).measure(benchmark)
            benchmark.measurement(writesPerSecond, outcome.writesPerSecond)
            benchmark.measurement(writerCPU, outcome.writerCPUPerInsert)
            benchmark.measurement(processCPU, outcome.processCPUPerInsert)
        }
    }

    let many = CoffeeDrinks.documents(count: 200_000)
    Benchmark("W9 fan-out: 10 unfiltered watchers, 200k events (insertMany of 1,000)") { benchmark in
        for _ in benchmark.scaledIterations {
            let run = try FanOutRun()
            benchmark.startMeasurement()
            let started = ContinuousClock.now
            let readers = run.readers(expecting: many.count)
            try await onThread { run.insert(many) }
            var delivered = 0
            for reader in readers { delivered += try await reader.value }
            let elapsed = ContinuousClock.now - started
            benchmark.stopMeasurement()
            precondition(delivered == 10 * many.count)
            benchmark.measurement(deliveriesPerSecond, Int(Double(delivered) / elapsed.seconds))
        }
    }

    Benchmark("W9 fan-out: 10 unfiltered watchers drain 200k committed events") { benchmark in
        for _ in benchmark.scaledIterations {
            let run = try FanOutRun()
            run.insert(many)
            benchmark.startMeasurement()
            let started = ContinuousClock.now
            let processStart = cpuTime(CLOCK_PROCESS_CPUTIME_ID)
            let readers = run.readers(expecting: many.count)
            var delivered = 0
            for reader in readers { delivered += try await reader.value }
            let elapsed = ContinuousClock.now - started
            let processCPU = cpuTime(CLOCK_PROCESS_CPUTIME_ID) - processStart
            benchmark.stopMeasurement()
            precondition(delivered == 10 * many.count)
            benchmark.measurement(deliveriesPerSecond, Int(Double(delivered) / elapsed.seconds))
            benchmark.measurement(deliveryCPU, processCPU / delivered)
        }
    }
}

/// The fan-out benchmarks' store, with history for all their events, and its 10 unfiltered watchers.
struct FanOutRun {
    let session: CommandSession
    let watchers: [ChangeStreamWatcher]

    init() throws {
        let store = Store(changeHistory: ChangeLog.Retention(maxEvents: 1_000_000, maxBytes: 1 << 30))
        session = CommandSession(store: store, defaultDatabase: "bench")
        let collection = MongoClient(store: store).database(named: "bench").collection(withName: "drinks")
        watchers = try (0..<10).map { _ in try collection.watch(options: ChangeStreamOptions()) }
    }

    /// Inserts `documents` by insert commands of 1,000.
    func insert(_ documents: [Document]) {
        for start in stride(from: 0, to: documents.count, by: 1_000) {
            let reply = session.run(["insert": "drinks", "documents": .array(documents[start..<start + 1_000].map(BSONValue.document))])
            precondition(reply["n"] == .int32(1_000), "\(reply)")
        }
    }

    /// A task per watcher reading `count` events; each returns how many it read.
    func readers(expecting count: Int) -> [Task<Int, any Error>] {
        watchers.map { watcher in
            Task {
                var received = 0
                while received < count, try await watcher.next() != nil { received += 1 }
                return received
            }
        }
    }
}

enum WatchFilter: String, CaseIterable, CustomStringConvertible {
    case filterIds, matchFilter, pipeline

    var description: String { rawValue }
}

/// One iteration of a filtered benchmark.
struct FilteredRun {
    let drinks: [Document]
    let filter: WatchFilter
    let watchers: Int
    /// Also opens an unfiltered watcher and one by `filterIds` (selecting every document)
    /// that never read: the writer must not pay for them.
    var stalled = false
    var readers = ReaderKind.tasks

    struct Outcome {
        var writesPerSecond: Int
        var deliveriesPerSecond: Int
        var latencies: [Int]
        var writerCPUPerInsert: Int
        var processCPUPerInsert: Int
    }

    /// Runs it, measured by `benchmark` when given (its measurement starts once the watchers are open).
    func measure(_ benchmark: Benchmark?) async throws -> Outcome {
        let store = Store()
        let session = CommandSession(store: store, defaultDatabase: "bench")
        let collection = MongoClient(store: store).database(named: "bench").collection(withName: "drinks")
        // The watchers, or the delegate streams and their delegates, with the events each expects.
        var opened: [(watcher: ChangeStreamWatcher, expected: Int)] = []
        var streams: [(stream: ChangeStream, delegate: LatencyDelegate)] = []
        for index in 0..<watchers {
            let storeNumber = Int64(index % 100 + 1)
            let selected = drinks.filter { $0["storeNumber"] == .int64(storeNumber) }
            let pipeline: [Document] = [
                ["$match": ["fullDocument.storeNumber": ["$gte": .int64(storeNumber), "$lt": .int64(storeNumber + 1)]]],
                ["$project": ["fullDocument": 1, "documentKey": 1]],
            ]
            let ids = selected.compactMap { $0["_id"]?.objectIdValue }
            let match: Document = ["fullDocument.storeNumber": .int64(storeNumber)]
            if readers == .delegates {
                let delegate = LatencyDelegate(expecting: selected.count)
                let stream =
                    switch filter {
                    case .filterIds: collection.watch(filterIds: ids, delegate: delegate)
                    case .matchFilter: collection.watch(matchFilter: match, delegate: delegate)
                    case .pipeline: collection.watch(pipeline: pipeline, delegate: delegate)
                    }
                streams.append((stream, delegate))
            } else {
                let watcher =
                    switch filter {
                    case .filterIds: try collection.watch(filterIds: ids)
                    case .matchFilter: try collection.watch(matchFilter: match)
                    case .pipeline: try collection.watch(pipeline: pipeline)
                    }
                opened.append((watcher, selected.count))
            }
        }
        let stalledWatchers =
            stalled
            ? [try collection.watch(), try collection.watch(filterIds: drinks.compactMap { $0["_id"]?.objectIdValue })]
            : []
        benchmark?.startMeasurement()
        let started = ContinuousClock.now
        let processStart = cpuTime(CLOCK_PROCESS_CPUTIME_ID)
        let preferred = readers == .executorTasks ? ChangeStreamWatcher.readerExecutor : nil
        let readingTasks =
            opened.map { watcher, expected in
                Task(executorPreference: preferred) { () throws -> [Int] in
                    var latencies: [Int] = []
                    latencies.reserveCapacity(expected)
                    while latencies.count < expected, let event = try await watcher.next() {
                        latencies.append(latencyMicroseconds(of: event))
                    }
                    return latencies
                }
            } + streams.map { _, delegate in Task { await delegate.latencies() } }
        let drinks = drinks
        let (writing, writerCPU) = try await onThread {
            let threadStart = cpuTime(CLOCK_THREAD_CPUTIME_ID)
            for drink in drinks {
                var stamped = drink
                stamped["sentAt"] = .int64(Int64(bitPattern: DispatchTime.now().uptimeNanoseconds))
                let reply = session.run(["insert": "drinks", "documents": [.document(stamped)]])
                precondition(reply["n"] == .int32(1), "\(reply)")
            }
            return (ContinuousClock.now - started, cpuTime(CLOCK_THREAD_CPUTIME_ID) - threadStart)
        }
        var latencies: [Int] = []
        for reader in readingTasks { latencies += try await reader.value }
        let elapsed = ContinuousClock.now - started
        let processCPU = cpuTime(CLOCK_PROCESS_CPUTIME_ID) - processStart
        benchmark?.stopMeasurement()
        precondition(latencies.count == opened.reduce(0) { $0 + $1.expected } + streams.reduce(0) { $0 + $1.delegate.expected })
        for (stream, _) in streams { stream.close() }
        withExtendedLifetime(stalledWatchers) {}
        return Outcome(
            writesPerSecond: Int(Double(drinks.count) / writing.seconds),
            deliveriesPerSecond: Int(Double(latencies.count) / elapsed.seconds),
            latencies: latencies,
            writerCPUPerInsert: writerCPU / drinks.count,
            processCPUPerInsert: processCPU / drinks.count)
    }
}

/// How the watchers read their events.
enum ReaderKind: CaseIterable {
    /// A task per watcher reading with `next()`, on the cooperative pool.
    case tasks
    /// The same tasks, preferring `ChangeStreamWatcher.readerExecutor`.
    case executorTasks
    /// Realm's delegate streams (`watch(filterIds:delegate:queue:)` and the like), each
    /// delegate called on a serial queue of its own.
    case delegates

    /// How the share benchmarks name the readers.
    var shareName: String {
        switch self {
        case .tasks: "watchers"
        case .executorTasks: "watchers on the reader executor"
        case .delegates: "delegate streams"
        }
    }
}

/// An event's commit-to-delivery latency in microseconds: from its document's `sentAt` (the
/// uptime just before the insert call) to now.
func latencyMicroseconds(of event: Document) -> Int {
    let now = Int64(bitPattern: DispatchTime.now().uptimeNanoseconds)
    guard case .int64(let sent)? = event["fullDocument"]?.documentValue?["sentAt"] else { fatalError("no sentAt: \(event)") }
    return Int((now - sent) / 1_000)
}

/// A delegate stream's reader: each event's latency, taken in the delegate's call on its queue.
final class LatencyDelegate: ChangeEventDelegate {
    private struct State {
        var latencies: [Int] = []
        var waiting: CheckedContinuation<[Int], Never>?
    }

    let expected: Int
    private let state = Mutex(State())

    init(expecting expected: Int) {
        self.expected = expected
    }

    func changeStreamDidOpen(_ changeStream: ChangeStream) {}

    func changeStreamDidClose(with error: (any Error)?) {
        if let error { fatalError("delegate stream failed: \(error)") }
    }

    func changeStreamDidReceive(error: any Error) {
        fatalError("delegate stream failed: \(error)")
    }

    func changeStreamDidReceive(changeEvent: BSONValue?) {
        guard let event = changeEvent?.documentValue else { fatalError("no event document") }
        let latency = latencyMicroseconds(of: event)
        let done = state.withLock { state -> (CheckedContinuation<[Int], Never>, [Int])? in
            state.latencies.append(latency)
            guard state.latencies.count == expected, let waiting = state.waiting else { return nil }
            state.waiting = nil
            return (waiting, state.latencies)
        }
        if let (waiting, latencies) = done { waiting.resume(returning: latencies) }
    }

    /// The latencies, once every expected event came.
    func latencies() async -> [Int] {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> [Int]? in
                if state.latencies.count >= expected { return state.latencies }
                state.waiting = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}

/// CPU time used so far (nanoseconds) by the process or the calling thread.
func cpuTime(_ clock: clockid_t) -> Int {
    var time = timespec()
    clock_gettime(clock, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// Runs `body` on a new thread and returns its result.
func onThread<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
