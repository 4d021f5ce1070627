import DocStreamBSON
import Foundation
import Synchronization

/// What the query plans of a store's operations used: how many operations each index served
/// since it was created, changed, or the store opened (`$indexStats`' `accesses`), and how many
/// scanned each collection whole (`$collStats`' `queryExecStats`, `serverStatus`'
/// `metrics.queryExecutor.collectionScans`), as MongoDB counts them (manual: $indexStats,
/// $collStats). Counted per operation, not per plan: an operation that plans its query more
/// than once (a read that tries one path and then another) counts each index and each
/// collection it scanned once, as it ends. A getMore plans nothing and counts nothing.
/// Kept in memory only, as MongoDB keeps them until a restart.
final class PlanUsage: Sendable {
    /// An index, by its collection's identity (a collection dropped and made again starts anew)
    /// and its name.
    struct Key: Hashable, Sendable {
        let collection: UUID?
        let index: String
    }

    /// One index's figures.
    struct Accesses: Sendable {
        var operations: Int64
        var since: Date
    }

    /// The operations that scanned a collection whole: all of them, and those that were not
    /// tailable finds.
    struct CollectionScans: Sendable, Equatable {
        var total: Int64 = 0
        var nonTailable: Int64 = 0

        mutating func add(nonTailable isNonTailable: Bool) {
            total += 1
            if isNonTailable { nonTailable += 1 }
        }

        /// `{total, nonTailable}`, as MongoDB writes them (int64).
        var document: Document { ["total": .int64(total), "nonTailable": .int64(nonTailable)] }
    }

    private struct Figures {
        var indexes: [Key: Accesses] = [:]
        var collections: [UUID?: CollectionScans] = [:]
        /// Every collection's, dropped ones too: the server-wide figure.
        var allCollections = CollectionScans()
    }

    private let figures = Mutex(Figures())
    /// When counting began for indexes already there: the store's opening.
    private let opened = Date()

    /// What one operation's plans used, counted once it ends.
    private final class Operation: Sendable {
        struct Used {
            var indexes: Set<Key> = []
            /// Each collection scanned whole, and whether a scan of it was not tailable.
            var collectionScans: [UUID?: Bool] = [:]
        }
        let used = Mutex(Used())
    }

    /// The operation counting on this task; nil outside one (explain, internal work such as
    /// the TTL monitor, which MongoDB leaves out of the figures).
    @TaskLocal private static var operation: Operation?

    /// Runs `body` as one user operation of this store: the indexes its queries are planned on
    /// and the collections they scan count once each when it ends, whether it succeeds or
    /// fails. Inside another operation (a command the API runs, a sub-operation) the outer one
    /// counts.
    func counting<Output>(_ body: () throws(DocStreamError) -> Output) throws(DocStreamError) -> Output {
        guard Self.operation == nil else { return try body() }
        let operation = Operation()
        defer { record(operation.used.withLock { $0 }) }
        return try Self.$operation.withValue(operation) { Result { () throws(DocStreamError) -> Output in try body() } }.get()
    }

    /// Runs `body` without counting what it plans: explain plans without running the operation.
    static func notCounting<Output>(_ body: () throws(DocStreamError) -> Output) throws(DocStreamError) -> Output {
        try $operation.withValue(nil) { Result { () throws(DocStreamError) -> Output in try body() } }.get()
    }

    /// Notes that the running operation reads `index` of `collection`.
    static func noteUse(of index: String, in collection: UUID?) {
        guard let operation else { return }
        _ = operation.used.withLock { $0.indexes.insert(Key(collection: collection, index: index)) }
    }

    /// Notes that the running operation scans `collection` whole: by a plan without an index,
    /// or, `tailable`, by a tailable find's cursor.
    static func noteCollectionScan(of collection: UUID?, tailable: Bool = false) {
        guard let operation else { return }
        operation.used.withLock { used in
            used.collectionScans[collection] = (used.collectionScans[collection] ?? false) || !tailable
        }
    }

    private func record(_ used: Operation.Used) {
        guard !used.indexes.isEmpty || !used.collectionScans.isEmpty else { return }
        figures.withLock { figures in
            for key in used.indexes { figures.indexes[key, default: Accesses(operations: 0, since: opened)].operations += 1 }
            for (collection, nonTailable) in used.collectionScans {
                figures.collections[collection, default: CollectionScans()].add(nonTailable: nonTailable)
                figures.allCollections.add(nonTailable: nonTailable)
            }
        }
    }

    /// The index's figures; zero operations since the store opened for an index not used yet.
    func accesses(of index: String, in collection: UUID?) -> Accesses {
        figures.withLock { $0.indexes[Key(collection: collection, index: index)] } ?? Accesses(operations: 0, since: opened)
    }

    /// The collection's scans; none for a collection nothing scanned.
    func collectionScans(of collection: UUID?) -> CollectionScans {
        figures.withLock { $0.collections[collection] } ?? CollectionScans()
    }

    /// The scans of every collection since the store opened, dropped collections' too.
    var allCollectionScans: CollectionScans { figures.withLock { $0.allCollections } }

    /// Starts the indexes' figures anew, from now: they were created, or changed (collMod).
    func restart(_ indexes: some Sequence<String>, in collection: UUID?) {
        let now = Date()
        figures.withLock { figures in
            for index in indexes { figures.indexes[Key(collection: collection, index: index)] = Accesses(operations: 0, since: now) }
        }
    }

    /// Forgets the figures of dropped indexes.
    func forget(_ indexes: some Sequence<String>, in collection: UUID?) {
        figures.withLock { figures in
            for index in indexes { figures.indexes[Key(collection: collection, index: index)] = nil }
        }
    }

    /// Forgets a dropped collection's figures: its indexes' and its scans (the server-wide
    /// figure keeps them).
    func forgetCollection(_ collection: UUID) {
        figures.withLock { figures in
            figures.collections[collection] = nil
            figures.indexes = figures.indexes.filter { $0.key.collection != collection }
        }
    }
}

extension Store {
    /// serverStatus's `metrics.queryExecutor`: `{collectionScans: {total, nonTailable}}`, the
    /// operations that scanned a collection whole since the store opened.
    package var queryExecutorMetrics: Document { ["collectionScans": .document(planUsage.allCollectionScans.document)] }
}
