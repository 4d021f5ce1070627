import DocStreamBSON
import Synchronization

/// The open cursors of a command session: results not yet returned, fetched by getMore, and
/// change streams, which stay open (tailable) until killed, invalidated or failed.
final class CursorRegistry: Sendable {
    /// What a cursor hands out.
    enum Source: Sendable {
        /// The rest of a materialized result.
        case results(ArraySlice<Document>)
        /// A change stream's events, read as they come.
        case changeStream(ChangeStreamWatcher)
    }

    struct OpenCursor: Sendable {
        /// "db.collection", or "db.$cmd.aggregate" for a database or cluster change stream.
        var namespace: String
        var source: Source
    }

    /// What a getMore gets: the next results, or the change stream to read them from.
    enum Next {
        case results([Document], exhausted: Bool)
        case changeStream(ChangeStreamWatcher)
    }

    private let cursors = Mutex<[Int64: OpenCursor]>([:])
    private let nextID = Atomic<Int64>(0)

    /// Keeps `remaining` for later getMores; returns the cursor id (0 when nothing remains).
    func open(_ namespace: String, remaining: ArraySlice<Document>) -> Int64 {
        guard !remaining.isEmpty else { return 0 }
        return register(OpenCursor(namespace: namespace, source: .results(remaining)))
    }

    /// Keeps a change stream for later getMores; returns its cursor id (never 0).
    func open(_ namespace: String, changeStream watcher: ChangeStreamWatcher) -> Int64 {
        register(OpenCursor(namespace: namespace, source: .changeStream(watcher)))
    }

    private func register(_ cursor: OpenCursor) -> Int64 {
        // Ids are random-looking and never 0, like the server's.
        let id = (nextID.add(1, ordering: .relaxed).newValue << 20) | Int64.random(in: 1..<(1 << 20))
        cursors.withLock { $0[id] = cursor }
        return id
    }

    /// Takes up to `batchSize` results (all when nil; the cursor closes when none remain), or
    /// gives the change stream to read. 43 CursorNotFound for an unknown id; 13 Unauthorized
    /// when it belongs to another namespace.
    func next(_ id: Int64, namespace: String, batchSize: Int?) throws(DocStreamError) -> Next {
        try cursors.withLock { (cursors) throws(DocStreamError) -> Next in
            guard var cursor = cursors[id] else {
                throw DocStreamError(code: 43, codeName: "CursorNotFound", message: "cursor id \(id) not found")
            }
            guard cursor.namespace == namespace else {
                throw DocStreamError(code: 13, codeName: "Unauthorized", message: "Requested getMore on namespace '\(namespace)', but cursor belongs to a different namespace \(cursor.namespace)")
            }
            switch cursor.source {
            case .changeStream(let watcher):
                return .changeStream(watcher)
            case .results(var remaining):
                let count = min(batchSize ?? remaining.count, remaining.count)
                let batch = Array(remaining.prefix(count))
                remaining = remaining.dropFirst(count)
                cursor.source = .results(remaining)
                cursors[id] = remaining.isEmpty ? nil : cursor
                return .results(batch, exhausted: remaining.isEmpty)
            }
        }
    }

    /// Closes every cursor: change streams stop, and a getMore waiting on one returns at once.
    func killAll() {
        let all = cursors.withLock { cursors in
            defer { cursors.removeAll() }
            return Array(cursors.values)
        }
        for cursor in all {
            if case .changeStream(let watcher) = cursor.source { watcher.close() }
        }
    }

    /// Closes the cursor (a change stream stops); false when it was not open.
    func kill(_ id: Int64) -> Bool {
        guard let cursor = cursors.withLock({ $0.removeValue(forKey: id) }) else { return false }
        if case .changeStream(let watcher) = cursor.source { watcher.close() }
        return true
    }
}

extension CommandSession {
    /// Closes every open cursor, as a server does when it shuts down: a getMore waiting on a
    /// change stream returns its (empty) batch at once with cursor id 0, and later getMores
    /// get 43 CursorNotFound.
    public func closeCursors() {
        cursors.killAll()
    }
}
