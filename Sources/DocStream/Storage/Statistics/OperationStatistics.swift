import Dispatch
import DocStreamBSON
import Synchronization

/// How MongoDB's figures count one operation on a collection: the latency histogram it falls in
/// and its column and lock in `top`.
struct OperationKind: Sendable {
    /// A column of `top`'s row for a collection.
    enum TopColumn: Int, CaseIterable, Sendable {
        case queries, getmore, insert, update, remove, commands
    }

    let latency: OperationLatencies.Kind
    let top: TopColumn
    /// Whether `top` counts it under writeLock rather than readLock.
    let writes: Bool

    static let find = OperationKind(latency: .reads, top: .queries, writes: false)
    static let getMore = OperationKind(latency: .reads, top: .getmore, writes: false)
    /// aggregate, count and distinct.
    static let read = OperationKind(latency: .reads, top: .commands, writes: false)
    static let insert = OperationKind(latency: .writes, top: .insert, writes: true)
    static let update = OperationKind(latency: .writes, top: .update, writes: true)
    static let delete = OperationKind(latency: .writes, top: .remove, writes: true)
    static let findAndModify = OperationKind(latency: .writes, top: .commands, writes: true)
    /// A command that reads what it reports (listIndexes, collStats, validate, explain, killCursors).
    static let inspection = OperationKind(latency: .commands, top: .commands, writes: false)
    /// A command that changes the collection's definition (createIndexes, dropIndexes, collMod).
    static let definitionChange = OperationKind(latency: .commands, top: .commands, writes: true)
    /// Any command that names no collection: the server-wide histogram's commands.
    static let command = OperationKind(latency: .commands, top: .commands, writes: false)
}

/// The latencies and counts of the commands run on a store, as MongoDB keeps them in its
/// `Top`: server-wide histograms (`serverStatus` `opLatencies`), and per collection the
/// histograms of `$collStats` `latencyStats` and the row the `top` command reports. A command
/// counts once it ends, failed or not; a dropped or renamed collection's figures go with it.
/// The Swift API's own calls (`MongoCollection.find`, ...) are not timed: they are the
/// in-process path, where two clock reads and a lookup would be a measurable share of a find
/// by `_id`. Kept in memory only, as MongoDB keeps them until a restart.
package final class OperationStatistics: Sendable {
    private struct CollectionFigures {
        var latencies = OperationLatencies()
        /// `top`'s time in microseconds and count: total, readLock, writeLock, then the columns.
        var top = [(time: Int64, count: Int64)](repeating: (0, 0), count: 3 + OperationKind.TopColumn.allCases.count)

        mutating func record(_ kind: OperationKind, microseconds: UInt64) {
            latencies.add(microseconds: microseconds, to: kind.latency)
            let time = Int64(clamping: microseconds)
            top[0].time &+= time
            top[0].count += 1
            top[kind.writes ? 2 : 1].time &+= time
            top[kind.writes ? 2 : 1].count += 1
            top[3 + kind.top.rawValue].time &+= time
            top[3 + kind.top.rawValue].count += 1
        }
    }

    private struct Figures {
        var server = OperationLatencies()
        var collections: [Namespace: CollectionFigures] = [:]
    }

    private let figures = Mutex(Figures())

    /// The time an operation starts at, in nanoseconds of the monotonic clock: a fraction of
    /// what `ContinuousClock.now` costs on Linux, read twice for every command.
    package static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Counts an operation of `kind` on `namespace` (nil: it names no collection) that began at
    /// `start` (`now`) and has just ended, whether it succeeded or failed.
    func record(_ kind: OperationKind, on namespace: Namespace?, startedAt start: UInt64) {
        let microseconds = (Self.now &- start) / 1000
        figures.withLock { figures in
            figures.server.add(microseconds: microseconds, to: kind.latency)
            guard let namespace else { return }
            figures.collections[namespace, default: CollectionFigures()].record(kind, microseconds: microseconds)
        }
    }

    /// A multi-document transaction ended, committed or aborted, `duration` after it started:
    /// the server-wide transactions histogram counts it.
    func recordTransaction(lasting duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let microseconds = UInt64(max(0, seconds)) * 1_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000_000)
        figures.withLock { $0.server.add(microseconds: microseconds, to: .transactions) }
    }

    /// A command the server answers without a `CommandSession` (authentication, serverStatus)
    /// began at `start` and has just ended: the server-wide commands histogram counts it.
    package func recordServerCommand(startedAt start: UInt64) {
        record(.command, on: nil, startedAt: start)
    }

    /// `serverStatus`' `opLatencies`: the server-wide histograms, with their ranges on request.
    package func serverLatencies(includingHistograms: Bool) -> Document {
        figures.withLock { $0.server }.document(includingHistograms: includingHistograms)
    }

    /// The collection's histograms; all zero for one nothing ran on.
    func latencies(of namespace: Namespace) -> OperationLatencies {
        figures.withLock { $0.collections[namespace]?.latencies } ?? OperationLatencies()
    }

    /// The `top` command's `totals`: a note, then each collection an operation ran on, by full
    /// name in order, with `{time, count}` for total, readLock, writeLock, queries, getmore,
    /// insert, update, remove and commands.
    func topTotals() -> Document {
        let collections = figures.withLock { $0.collections.mapValues(\.top) }
        var totals: Document = ["note": "all times in microseconds"]
        let names = ["total", "readLock", "writeLock", "queries", "getmore", "insert", "update", "remove", "commands"]
        for (namespace, row) in collections.sorted(by: { $0.key.description < $1.key.description }) {
            var entry = Document()
            for (name, figure) in zip(names, row) {
                entry[name] = .document(["time": Self.number(figure.time), "count": Self.number(figure.count)])
            }
            totals[namespace.description] = .document(entry)
        }
        return totals
    }

    /// Forgets the collection's figures: it was dropped, or renamed away.
    func forget(_ namespace: Namespace) {
        _ = figures.withLock { $0.collections.removeValue(forKey: namespace) }
    }

    /// Forgets the figures of every collection of the dropped database.
    func forget(database: String) {
        figures.withLock { figures in
            figures.collections = figures.collections.filter { $0.key.database != database }
        }
    }

    /// A figure as MongoDB's appendNumber writes it: an int32 below 2^30, else an int64.
    private static func number(_ value: Int64) -> BSONValue {
        abs(value) < 1 << 30 ? .int32(Int32(value)) : .int64(value)
    }
}
