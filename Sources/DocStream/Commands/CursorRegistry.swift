import DocStreamBSON
import Synchronization

/// The open cursors of a command session: find and aggregate results not yet returned, which
/// getMore computes batch by batch, and change streams, which stay open (tailable) until
/// killed, invalidated or failed.
///
/// A cursor unused for `timeout` (MongoDB's cursorTimeoutMillis, 10 minutes) is closed the
/// next time the registry is used, unless it was opened with `noCursorTimeout`.
final class CursorRegistry: Sendable {
    /// What a cursor hands out.
    enum Source: Sendable {
        /// The rest of a find's or pipeline's results, computed as they are asked for.
        case results(ResultStream)
        /// A change stream's events, read as they come.
        case changeStream(ChangeStreamWatcher)
        /// A tailable find's scan of a capped collection.
        case tailable(TailableScan)
    }

    struct OpenCursor: Sendable {
        /// "db.collection", or "db.$cmd.aggregate" for a database or cluster change stream.
        var namespace: String
        var source: Source
        /// Exempt from the idle timeout (find's `noCursorTimeout: true`).
        var noTimeout = false
        var lastUsed: ContinuousClock.Instant
    }

    /// What a getMore gets: the next results, or the change stream to read them from.
    enum Next {
        case results(ResultBatch, exhausted: Bool)
        case changeStream(ChangeStreamWatcher)
        case tailable(TailableScan)
    }

    /// How long a cursor may sit unused before it is closed.
    let timeout: Duration
    private let cursors = Mutex<[Int64: OpenCursor]>([:])
    private let nextID = Atomic<Int64>(0)

    private let reapInterval: Duration
    private let lastReap = Mutex(ContinuousClock.now)

    init(timeout: Duration = .milliseconds(600_000)) {
        self.timeout = timeout
        reapInterval = min(.seconds(4), timeout / 10)
    }

    /// Computes the first batch of `results` (up to `batchSize` documents and 16 MiB) and keeps
    /// the rest for later getMores, unless `singleBatch`: the batch, and the cursor id (0 when
    /// nothing remains).
    func open(
        _ namespace: String, results: ResultStream, batchSize: Int, singleBatch: Bool = false, noTimeout: Bool = false
    ) throws(DocStreamError) -> (batch: ResultBatch, id: Int64) {
        reapIdle()
        let (batch, exhausted) = try results.batch(size: batchSize)
        guard !exhausted, !singleBatch else { return (batch, 0) }
        let id = register(OpenCursor(namespace: namespace, source: .results(results), noTimeout: noTimeout, lastUsed: .now))
        return (batch, id)
    }

    /// Keeps a change stream for later getMores; returns its cursor id (never 0).
    func open(_ namespace: String, changeStream watcher: ChangeStreamWatcher) -> Int64 {
        reapIdle()
        return register(OpenCursor(namespace: namespace, source: .changeStream(watcher), lastUsed: .now))
    }

    /// Keeps a tailable find's scan for later getMores; returns its cursor id (never 0).
    func open(_ namespace: String, tailable scan: TailableScan, noTimeout: Bool) -> Int64 {
        reapIdle()
        return register(OpenCursor(namespace: namespace, source: .tailable(scan), noTimeout: noTimeout, lastUsed: .now))
    }

    private func register(_ cursor: OpenCursor) -> Int64 {
        // Ids are random-looking and never 0, like the server's.
        let id = (nextID.add(1, ordering: .relaxed).newValue << 20) | Int64.random(in: 1..<(1 << 20))
        cursors.withLock { $0[id] = cursor }
        return id
    }

    /// Computes the next batch of up to `batchSize` results (no count limit when nil; at most
    /// 16 MiB; the cursor closes when none remain), or gives the change stream to read.
    /// 43 CursorNotFound for an unknown (or reaped) id; 13 Unauthorized when it belongs to
    /// another namespace. A failure computing the batch closes the cursor.
    func next(_ id: Int64, namespace: String, batchSize: Int?) throws(DocStreamError) -> Next {
        reapIdle()
        let source = try cursors.withLock { (cursors) throws(DocStreamError) -> Source in
            guard var cursor = cursors[id] else {
                throw DocStreamError(.cursorNotFound, "cursor id \(id) not found")
            }
            guard cursor.namespace == namespace else {
                throw DocStreamError(
                    .unauthorized, "Requested getMore on namespace '\(namespace)', but cursor belongs to a different namespace \(cursor.namespace)")
            }
            cursor.lastUsed = .now
            cursors[id] = cursor
            return cursor.source
        }
        switch source {
        case .changeStream(let watcher):
            return .changeStream(watcher)
        case .tailable(let scan):
            return .tailable(scan)
        case .results(let results):
            do throws(DocStreamError) {
                let (batch, exhausted) = try results.batch(size: batchSize)
                cursors.withLock { cursors in
                    if exhausted { cursors[id] = nil } else { cursors[id]?.lastUsed = .now }
                }
                return .results(batch, exhausted: exhausted)
            } catch {
                _ = cursors.withLock { $0.removeValue(forKey: id) }
                throw error
            }
        }
    }

    /// The results of an open find or aggregate cursor, nil for another id.
    func results(_ id: Int64) -> ResultStream? {
        cursors.withLock { cursors in
            guard case .results(let results)? = cursors[id]?.source else { return nil }
            return results
        }
    }

    /// Closes the cursors unused for `timeout` or longer, but those exempt from it. Every
    /// cursor command asks first; the registry is walked at most once every `reapInterval`
    /// (a tenth of the timeout, 4 seconds at most, as often as MongoDB's cursor monitor), so
    /// that a server holding thousands of change streams does not walk them on every command.
    /// `force` walks it now.
    func reapIdle(force: Bool = false) {
        let now = ContinuousClock.now
        let due = lastReap.withLock { last in
            guard force || now - last >= reapInterval else { return false }
            last = now
            return true
        }
        guard due else { return }
        let idle = cursors.withLock { cursors in
            let expired = cursors.filter { !$0.value.noTimeout && now - $0.value.lastUsed >= timeout }
            for id in expired.keys { cursors[id] = nil }
            return Array(expired.values)
        }
        for cursor in idle {
            cursor.source.close()
        }
    }

    /// Closes every cursor: change streams stop, and a getMore waiting on one returns at once.
    func killAll() {
        let all = cursors.withLock { cursors in
            defer { cursors.removeAll() }
            return Array(cursors.values)
        }
        for cursor in all {
            cursor.source.close()
        }
    }

    /// Whether `id` is an open change stream's cursor.
    func isChangeStream(_ id: Int64) -> Bool {
        cursors.withLock { cursors in
            if case .changeStream? = cursors[id]?.source { true } else { false }
        }
    }

    /// Closes the cursor (a change stream stops); false when it was not open.
    func kill(_ id: Int64) -> Bool {
        reapIdle()
        guard let cursor = cursors.withLock({ $0.removeValue(forKey: id) }) else { return false }
        cursor.source.close()
        return true
    }
}

extension CursorRegistry.Source {
    /// Stops a change stream or a tailable scan, so that a getMore waiting on it returns.
    func close() {
        switch self {
        case .results: break
        case .changeStream(let watcher): watcher.close()
        case .tailable(let scan): scan.close()
        }
    }
}

extension CommandSession {
    /// Closes every open cursor, as a server does when it shuts down: a getMore waiting on a
    /// change stream returns its (empty) batch at once with cursor id 0, and later getMores
    /// get 43 CursorNotFound.
    public func closeCursors() {
        cursors.killAll()
    }

    /// Whether `id` is an open change stream's cursor: a server labels the errors of its
    /// getMores as resumable.
    public func isChangeStream(cursor id: Int64) -> Bool {
        cursors.isChangeStream(id)
    }

    /// Closes the cursors left unused for the session's cursor timeout (those opened with
    /// `noCursorTimeout: true` excepted), as MongoDB's cursor monitor does. Every cursor
    /// command does this first; a server may also call it on a timer.
    public func closeIdleCursors() {
        cursors.reapIdle(force: true)
    }
}
