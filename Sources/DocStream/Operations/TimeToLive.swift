import CThreadNames
import DocStreamBSON
import Foundation
import Synchronization

/// MongoDB's TTL monitor for one store: once the store has a TTL index, a background thread
/// wakes every `sleepSeconds` (the server parameter ttlMonitorSleepSecs, 60 by default) and,
/// unless `isEnabled` (ttlMonitorEnabled) is off, removes from each collection the documents a
/// TTL index marks expired (`Store.removeExpiredDocuments(at:)`). The removals are ordinary
/// deletes: journaled, and seen by change streams as delete events, as MongoDB reports them.
final class TimeToLiveMonitor: Sendable {
    /// ttlMonitorEnabled.
    let isEnabled = Atomic<Bool>(true)
    /// ttlMonitorSleepSecs: the seconds between passes.
    let sleepSeconds = Atomic<Int>(60)
    /// serverStatus's `metrics.ttl.passes`.
    let passes = Atomic<Int>(0)
    /// serverStatus's `metrics.ttl.deletedDocuments`.
    let deletedDocuments = Atomic<Int>(0)
    private let isRunning = Atomic<Bool>(false)

    /// Starts the thread for `store` unless it runs already. It holds the store weakly, so it
    /// ends within a second of the store going away.
    func start(for store: Store) {
        guard isRunning.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        let thread = Thread { [weak store] in
            docstream_name_current_thread("DocStream TTL")
            var slept = 0
            while true {
                Thread.sleep(forTimeInterval: 1)
                guard let running = store else { return }
                slept += 1
                guard slept >= running.timeToLive.sleepSeconds.load(ordering: .relaxed) else { continue }
                slept = 0
                if running.timeToLive.isEnabled.load(ordering: .relaxed) { running.removeExpiredDocuments(at: Date()) }
            }
        }
        thread.start()
    }

    /// `metrics.ttl` as serverStatus reports it.
    var metrics: Document {
        let passes = Int64(passes.load(ordering: .relaxed))
        return [
            "deletedDocuments": .int64(Int64(deletedDocuments.load(ordering: .relaxed))), "passes": .int64(passes),
            // One sub-pass per pass: a pass removes every expired document before it ends.
            "subPasses": .int64(passes),
        ]
    }
}

extension Store {
    /// serverStatus's `metrics.ttl`: `{deletedDocuments, passes, subPasses}`.
    package var timeToLiveMetrics: Document { timeToLive.metrics }

    /// One pass of the TTL monitor at time `now`: for each TTL index, deletes the documents
    /// whose indexed field holds a date (or an array holding a date) at least
    /// `expireAfterSeconds` before `now` and that the index's partial filter matches; a
    /// document without such a date never expires (MongoDB manual, "TTL Indexes"). Returns how
    /// many documents it removed. A collection whose delete fails (a full disk) keeps its
    /// documents until a later pass.
    @discardableResult
    @_spi(Benchmarks) public func removeExpiredDocuments(at now: Date) -> Int {
        let indexes = state.withLock { catalog in
            catalog.namespaces.flatMap { namespace in
                (catalog.outline(namespace)?.indexes.specifications ?? []).filter { $0.expireAfterSeconds != nil }.map { (namespace, $0) }
            }
        }
        var removed = 0
        for (namespace, index) in indexes {
            guard let seconds = index.expireAfterSeconds, let field = index.fields.first else { continue }
            let cutoff = BSONDateTime(now.addingTimeInterval(-TimeInterval(seconds)))
            // $lte against a date compares dates only, and an array by its elements: the
            // documents whose index keys lie between the earliest date and the cutoff.
            var filter: Document = [field.dotted: ["$lte": .datetime(cutoff)]]
            if let partial = index.partialFilterExpression { filter = ["$and": [.document(partial), .document(filter)]] }
            removed += (try? CollectionOperations(store: self, namespace: namespace).delete(filter: filter, limit: 0)) ?? 0
        }
        timeToLive.passes.add(1, ordering: .relaxed)
        timeToLive.deletedDocuments.add(removed, ordering: .relaxed)
        return removed
    }
}

extension StoreRecord {
    /// Whether the record makes or keeps a TTL index, which the store's monitor then serves.
    var definesTimeToLive: Bool {
        switch self {
        case .createIndexes(_, let specifications, _): specifications.contains { $0.expireAfterSeconds != nil }
        case .modifyIndex(_, let specification, _, _, _, _): specification.expireAfterSeconds != nil
        case .transaction(_, let records): records.contains(where: \.definesTimeToLive)
        default: false
        }
    }
}
