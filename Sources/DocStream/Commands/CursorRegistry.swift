import DocStreamBSON
import Synchronization

/// The open cursors of a command session: results not yet returned, fetched by getMore.
final class CursorRegistry: Sendable {
    struct OpenCursor: Sendable {
        var namespace: Namespace
        var remaining: ArraySlice<Document>
    }

    private let cursors = Mutex<[Int64: OpenCursor]>([:])
    private let nextID = Atomic<Int64>(0)

    /// Keeps `remaining` for later getMores; returns the cursor id (0 when nothing remains).
    func open(_ namespace: Namespace, remaining: ArraySlice<Document>) -> Int64 {
        guard !remaining.isEmpty else { return 0 }
        // Ids are random-looking and never 0, like the server's.
        let id = (nextID.add(1, ordering: .relaxed).newValue << 20) | Int64.random(in: 1..<(1 << 20))
        cursors.withLock { $0[id] = OpenCursor(namespace: namespace, remaining: remaining) }
        return id
    }

    /// Takes up to `batchSize` documents (all when nil); the cursor closes when empty.
    /// 43 CursorNotFound for an unknown id; 13 Unauthorized when it belongs to another namespace.
    func next(_ id: Int64, namespace: Namespace, batchSize: Int?) throws(DocStreamError) -> (batch: [Document], exhausted: Bool) {
        try cursors.withLock { (cursors) throws(DocStreamError) in
            guard var cursor = cursors[id] else {
                throw DocStreamError(code: 43, codeName: "CursorNotFound", message: "cursor id \(id) not found")
            }
            guard cursor.namespace == namespace else {
                throw DocStreamError(code: 13, codeName: "Unauthorized", message: "Requested getMore on namespace '\(namespace)', but cursor belongs to a different namespace \(cursor.namespace)")
            }
            let count = min(batchSize ?? cursor.remaining.count, cursor.remaining.count)
            let batch = Array(cursor.remaining.prefix(count))
            cursor.remaining = cursor.remaining.dropFirst(count)
            cursors[id] = cursor.remaining.isEmpty ? nil : cursor
            return (batch, cursor.remaining.isEmpty)
        }
    }

    /// Closes the cursor; false when it was not open.
    func kill(_ id: Int64) -> Bool {
        cursors.withLock { $0.removeValue(forKey: id) != nil }
    }
}
