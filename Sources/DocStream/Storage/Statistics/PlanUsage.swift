import Foundation
import Synchronization

/// How many operations each index of a store has served since it was created, changed, or the
/// store opened: `$indexStats`' `accesses` (manual: $indexStats). Counted per operation, not
/// per plan: an operation that plans its query more than once (a read that tries one path and
/// then another) counts each index it used once, as it ends.
/// Kept in memory only, as MongoDB keeps it until a restart.
final class IndexUsage: Sendable {
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

    private let counters = Mutex<[Key: Accesses]>([:])
    /// When counting began for indexes already there: the store's opening.
    private let opened = Date()

    /// The indexes one operation used, counted once it ends.
    private final class Operation: Sendable {
        let used = Mutex<Set<Key>>([])
    }

    /// The operation counting on this task; nil outside one (explain, internal work such as
    /// the TTL monitor, which MongoDB leaves out of the figures).
    @TaskLocal private static var operation: Operation?

    /// Runs `body` as one user operation of this store: the indexes its queries are planned on
    /// count once each when it ends, whether it succeeds or fails. Inside another operation
    /// (a command the API runs, a sub-operation) the outer one counts.
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
        _ = operation.used.withLock { $0.insert(Key(collection: collection, index: index)) }
    }

    private func record(_ used: Set<Key>) {
        guard !used.isEmpty else { return }
        counters.withLock { counters in
            for key in used { counters[key, default: Accesses(operations: 0, since: opened)].operations += 1 }
        }
    }

    /// The index's figures; zero operations since the store opened for an index not used yet.
    func accesses(of index: String, in collection: UUID?) -> Accesses {
        counters.withLock { $0[Key(collection: collection, index: index)] } ?? Accesses(operations: 0, since: opened)
    }

    /// Starts the indexes' figures anew, from now: they were created, or changed (collMod).
    func restart(_ indexes: some Sequence<String>, in collection: UUID?) {
        let now = Date()
        counters.withLock { counters in
            for index in indexes { counters[Key(collection: collection, index: index)] = Accesses(operations: 0, since: now) }
        }
    }

    /// Forgets the figures of dropped indexes.
    func forget(_ indexes: some Sequence<String>, in collection: UUID?) {
        counters.withLock { counters in
            for index in indexes { counters[Key(collection: collection, index: index)] = nil }
        }
    }
}
