import BenchmarkData
import DocStream
import DocStreamBSON
import Foundation

// change-stream-profile FILTER WATCHERS INSERTS [next [REPETITIONS]]: W9's filtered watchers through the
// synchronous interfaces, for valgrind --tool=callgrind (which cannot follow Swift's async
// runtime): INSERTS single-document insert commands, with WATCHERS watchers selecting one
// store's events each as the ChangeStreamBenchmarks do (FILTER: filterIds, matchFilter or
// pipeline; none for no watchers), read with tryNext() after every 64 inserts. With `next`,
// as the benchmark runs them instead (a task per watcher reading with next(), the writer on a
// thread of its own), for perf: the wake-ups and the readers' share of the two cores, each
// event's commit-to-delivery latency measured as the benchmark measures it (from just before
// the insert call to next() returning the event), and one thread of the cooperative pool
// held, as the benchmark harness holds one. Prints the deliveries (and with `next` the
// writer's time and CPU per insert, and the latencies' percentiles, for each of REPETITIONS
// runs, each with a new store). EXEC=1: the readers' tasks prefer ChangeStreamWatcher.readerExecutor.
// LATENCY_DUMP=FILE writes each event's send time and latency (µs, in send order) there, to see
// when the readers fall behind.
let arguments = CommandLine.arguments
let nextMode = arguments.count >= 5 && arguments[4] == "next"
guard arguments.count == 4 || (nextMode && arguments.count <= 6), let watcherCount = Int(arguments[2]),
    let count = Int(arguments[3]), let repetitions = arguments.count == 6 ? Int(arguments[5]) : 1
else {
    FileHandle.standardError.write(Data("usage: change-stream-profile filterIds|matchFilter|pipeline|none WATCHERS INSERTS [next [REPETITIONS]]\n".utf8))
    exit(2)
}

/// The drinks' `_id`s by store number, grouped once: every run's filterIds watchers take theirs
/// from it, so that a profile shows little besides the inserts and the events.
func idsByStore(of drinks: [Document]) -> [Int64: [ObjectId]] {
    var ids: [Int64: [ObjectId]] = [:]
    for drink in drinks {
        if case .int64(let store)? = drink["storeNumber"], let id = drink["_id"]?.objectIdValue { ids[store, default: []].append(id) }
    }
    return ids
}

/// A store and its watchers, as an iteration of the benchmark opens them.
func openStore(ids: [Int64: [ObjectId]]) throws -> (session: CommandSession, watchers: [ChangeStreamWatcher]) {
    let store = Store()
    let session = CommandSession(store: store, defaultDatabase: "bench")
    let collection = MongoClient(store: store).database(named: "bench").collection(withName: "drinks")
    let watchers = try (0..<(arguments[1] == "none" ? 0 : watcherCount)).map { index throws -> ChangeStreamWatcher in
        let storeNumber = Int64(index % 100 + 1)
        switch arguments[1] {
        case "filterIds":
            return try collection.watch(filterIds: ids[storeNumber] ?? [])
        case "matchFilter":
            return try collection.watch(matchFilter: ["fullDocument.storeNumber": .int64(storeNumber)])
        case "pipeline":
            return try collection.watch(pipeline: [
                ["$match": ["fullDocument.storeNumber": ["$gte": .int64(storeNumber), "$lt": .int64(storeNumber + 1)]]],
                ["$project": ["fullDocument": 1, "documentKey": 1]],
            ])
        default:
            throw DocStreamError(.badValue, "unknown filter \(arguments[1])")
        }
    }
    return (session, watchers)
}

/// Names the calling thread as perf shows it. Through dlsym, as `pin(to:)`: Foundation's
/// `Thread.name` setter can lose a race with the starting thread and keep its name.
@Sendable func nameCurrentThread(_ name: String) {
    typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
    guard let symbol = dlsym(nil, "pthread_setname_np") else { return }
    _ = unsafeBitCast(symbol, to: SetName.self)(pthread_self(), name)
}

/// Confines the calling thread (and the threads it starts from now on) to processor `cpu`.
/// Through dlsym: Glibc shows Swift sched_setaffinity only with _GNU_SOURCE.
@Sendable func pin(to cpu: Int) {
    typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
    guard let symbol = dlsym(nil, "sched_setaffinity") else { return }
    var set = cpu_set_t()
    withUnsafeMutableBytes(of: &set) { $0[cpu / 8] = 1 << UInt8(cpu % 8) }
    _ = withUnsafeBytes(of: &set) { unsafeBitCast(symbol, to: SetAffinity.self)(0, MemoryLayout<cpu_set_t>.size, $0.baseAddress!) }
}

// PIN=1: the writer alone on processor 0, every other thread on processor 1 (a diagnostic: how
// much of the watched writer's slowdown is the readers running on its processor).
let pinned = ProcessInfo.processInfo.environment["PIN"] != nil
if pinned { pin(to: 1) }

do {
    let drinks = CoffeeDrinks.documents(count: count)
    let ids = idsByStore(of: drinks)
    if nextMode {
        for _ in 0..<repetitions {
            let (session, watchers) = try openStore(ids: ids)
            try await measureNext(drinks: drinks, session: session, watchers: watchers)
        }
        exit(0)
    }
    let (session, watchers) = try openStore(ids: ids)
    var delivered = 0
    func drain() throws {
        for watcher in watchers {
            while try watcher.tryNext() != nil { delivered += 1 }
        }
    }
    for (index, drink) in drinks.enumerated() {
        let reply = session.run(["insert": "drinks", "documents": [.document(drink)]])
        guard reply["n"] == .int32(1) else { throw DocStreamError(.internalError, "\(reply)") }
        if index % 64 == 63 { try drain() }
    }
    try drain()
    print("deliveries: \(delivered)")
} catch {
    FileHandle.standardError.write(Data("change-stream-profile: \(error)\n".utf8))
    exit(1)
}

/// Each thread's name and CPU time so far (ns), by thread id, from /proc.
func threadCPU() -> [String: (String, Int)] {
    var threads: [String: (String, Int)] = [:]
    for thread in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? [] {
        guard let name = try? String(contentsOfFile: "/proc/self/task/\(thread)/comm", encoding: .utf8),
            let schedstat = try? String(contentsOfFile: "/proc/self/task/\(thread)/schedstat", encoding: .utf8),
            let onCPU = schedstat.split(separator: " ").first.flatMap({ Int($0) })
        else { continue }
        threads[thread] = (name.trimmingCharacters(in: .whitespacesAndNewlines), onCPU)
    }
    return threads
}

/// The `next` mode: a task per watcher reading with `next()`, the writer on a thread of its own
/// stamping each insert with the time just before the call, while a thread of the cooperative
/// pool is blocked (as the benchmark harness blocks one waiting for the benchmark).
func measureNext(drinks: [Document], session: CommandSession, watchers: [ChangeStreamWatcher]) async throws {
    var perStore: [BSONValue: Int] = [:]
    for drink in drinks { perStore[drink["storeNumber"] ?? .null, default: 0] += 1 }
    let expected = watchers.indices.map { perStore[.int64(Int64($0 % 100 + 1))] ?? 0 }
    let harness = DispatchSemaphore(value: 0)
    let holder = Task.detached { harness.wait() }
    let preferred: (any TaskExecutor)? = ProcessInfo.processInfo.environment["EXEC"] != nil ? ChangeStreamWatcher.readerExecutor : nil
    let readers = zip(watchers, expected).map { watcher, expected in
        Task(executorPreference: preferred) { () throws -> [(sent: Int64, latency: Int)] in
            var latencies: [(sent: Int64, latency: Int)] = []
            latencies.reserveCapacity(expected)
            while latencies.count < expected, let event = try await watcher.next() {
                let now = Int64(bitPattern: DispatchTime.now().uptimeNanoseconds)
                guard case .int64(let sent)? = event["fullDocument"]?.documentValue?["sentAt"] else { fatalError("no sentAt: \(event)") }
                latencies.append((sent, Int(now - sent)))
            }
            return latencies
        }
    }
    let started = ContinuousClock.now
    var processStart = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &processStart)
    let threadsStart = threadCPU()
    let (writerCPU, switches) = try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<(Double, (voluntary: Int, involuntary: Int)), any Error>) in
        Thread {
            // Named for perf, which otherwise shows it under the name of the pool thread that started it.
            nameCurrentThread("writer")
            var start = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            for (index, drink) in drinks.enumerated() {
                // After the first insert, which started the wake-up thread (from this one, as
                // processor 1's).
                if pinned && index == 1 { pin(to: 0) }
                var stamped = drink
                stamped["sentAt"] = .int64(Int64(bitPattern: DispatchTime.now().uptimeNanoseconds))
                let reply = session.run(["insert": "drinks", "documents": [.document(stamped)]])
                guard reply["n"] == .int32(1) else { return continuation.resume(throwing: DocStreamError(.internalError, "\(reply)")) }
            }
            var end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            // The writer's context switches: voluntary (its yields, a lock it waited for), involuntary (preempted).
            var usage = rusage()
            getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD, which Glibc shows Swift without _GNU_SOURCE only as a number
            continuation.resume(returning: (Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec), (usage.ru_nvcsw, usage.ru_nivcsw)))
        }.start()
    }
    let writing = ContinuousClock.now - started
    var samples: [(sent: Int64, latency: Int)] = []
    for reader in readers { samples += try await reader.value }
    if let path = ProcessInfo.processInfo.environment["LATENCY_DUMP"] {
        let first = samples.map(\.sent).min() ?? 0
        let lines = samples.sorted { $0.sent < $1.sent }.map { "\(($0.sent - first) / 1_000) \($0.latency / 1_000)" }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    var latencies = samples.map(\.latency)
    var processEnd = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &processEnd)
    let processCPU = (processEnd.tv_sec - processStart.tv_sec) * 1_000_000_000 + processEnd.tv_nsec - processStart.tv_nsec
    if ProcessInfo.processInfo.environment["THREAD_CPU"] != nil {
        // Each kind of thread's CPU per insert in the window: the writer, the wake-up thread, the pool's.
        var perName: [String: Int] = [:]
        for (thread, (name, nanoseconds)) in threadCPU() { perName[name, default: 0] += nanoseconds - (threadsStart[thread]?.1 ?? 0) }
        print(perName.sorted { $0.value > $1.value }.map { "\($0.key): \($0.value / drinks.count) ns" }.joined(separator: ", "))
    }
    harness.signal()
    await holder.value
    latencies.sort()
    func percentile(_ fraction: Double) -> String {
        guard !latencies.isEmpty else { return "-" }
        let nanoseconds = latencies[min(latencies.count - 1, Int(Double(latencies.count) * fraction))]
        return "\(nanoseconds / 1_000) µs"
    }
    print(
        "deliveries: \(latencies.count); writer \(writing / drinks.count) per insert, CPU \(Int(writerCPU) / drinks.count) ns per insert (process \(processCPU / drinks.count) ns),"
            + " switches \(switches.voluntary) voluntary, \(switches.involuntary) involuntary;"
            + " latency p50 \(percentile(0.5)), p90 \(percentile(0.9)), p99 \(percentile(0.99)), p99.9 \(percentile(0.999)), max \(percentile(1))")
}
