import CLibMongoC
import DocStream
import DocStreamBSON
import Synchronization

/// A server cursor opened through the driver, with the pooled connection it keeps until it is
/// closed. Used from one pool thread at a time.
final class DriverCursor: @unchecked Sendable {
    /// What the cursor reads.
    enum Kind: Sendable {
        case find(filter: Document, options: Document)
        case aggregate([Document])
        case indexes
    }

    private let cursor: UnsafeMutablePointer<ds_cursor>

    /// Opens the cursor on a connection from the pool, or on `connection`, a session's.
    init(pool: OpaquePointer, connection: UnsafeMutablePointer<ds_connection>? = nil, kind: Kind, namespace: Namespace) throws(DocStreamError) {
        let (body, options, code): (Document, Document, Int32) =
            switch kind {
            case .find(let filter, let options): (filter, options, 0)
            case .aggregate(let pipeline): (["pipeline": .array(pipeline.map(BSONValue.document))], [:], 1)
            case .indexes: ([:], [:], 2)
            }
        let opened = try body.withBSON { (bodyBytes, bodyLength) throws(DocStreamError) in
            try options.withBSON { (optionBytes, optionLength) throws(DocStreamError) in
                ds_cursor_open(pool, connection, namespace.database, namespace.collection, code, bodyBytes, bodyLength, optionBytes, optionLength)
            }
        }
        guard let opened else { throw DocStreamError(.internalError, "out of memory opening a cursor") }
        cursor = opened
    }

    /// The next results, at most `count`; none at the end. Each is copied once, out of the
    /// driver's reply, and checked as BSON. The server's error, when the cursor fails, is
    /// thrown once the results before it have been returned.
    func next(upTo count: Int) throws(DocStreamError) -> [Document] {
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        var results: [Document] = []
        var outcome = ds_outcome()
        var data: UnsafePointer<UInt8>?
        var length: UInt32 = 0
        while results.count < count {
            switch ds_cursor_next(cursor, &data, &length, &outcome) {
            case 1:
                guard let data else { continue }
                results.append(try Document(bsonBytes: UnsafeBufferPointer(start: data, count: Int(length))))
            case 0:
                return results
            default:
                let error = DriverOutcome(taking: &outcome).error()
                guard results.isEmpty else {
                    pendingError = error
                    return results
                }
                throw error
            }
        }
        return results
    }

    /// A failure met after a run's first results, thrown by the next run.
    private var pendingError: DocStreamError?

    /// Closes the server's cursor when it is still open, and gives back the connection.
    func close() {
        ds_cursor_close(cursor)
    }
}

/// An `aggregateCursor` over a deployment: the server's cursor, opened on the first read and
/// read a run at a time on the driver's threads; closed at the end, after an error, or when
/// the iteration is dropped.
final class CursorRuns: DocumentRuns, @unchecked Sendable {
    private let driver: DriverPool
    private let kind: DriverCursor.Kind
    private let namespace: Namespace
    /// The open cursor between runs; nil before the first run and after the last.
    private var cursor: DriverCursor?
    private var finished = false

    init(driver: DriverPool, kind: DriverCursor.Kind, namespace: Namespace) {
        self.driver = driver
        self.kind = kind
        self.namespace = namespace
    }

    nonisolated(nonsending) func next(upTo count: Int) async throws(DocStreamError) -> [Document] {
        guard !finished else { return [] }
        finished = true
        // Handed to the pool thread, which takes it out; when the call never ran (the task was
        // cancelled first), it is still here to close.
        let handed = Mutex<DriverCursor?>(cursor)
        cursor = nil
        let (kind, namespace) = (kind, namespace)
        do throws(DocStreamError) {
            let (open, results) = try await driver.run { (pool) throws(DocStreamError) -> (DriverCursor, [Document]) in
                let cursor: DriverCursor
                if let taken = handed.withLock({ $0.take() }) {
                    cursor = taken
                } else {
                    cursor = try DriverCursor(pool: pool, kind: kind, namespace: namespace)
                }
                do throws(DocStreamError) {
                    let results = try cursor.next(upTo: count)
                    if results.isEmpty { cursor.close() }
                    return (cursor, results)
                } catch {
                    cursor.close()
                    throw error
                }
            } abandoned: { (cursor, results) in
                // An empty run closed its cursor already.
                if !results.isEmpty { cursor.close() }
            }
            if !results.isEmpty {
                cursor = open
                finished = false
            }
            return results
        } catch {
            if let unused = handed.withLock({ $0.take() }) { driver.submit { unused.close() } }
            throw error
        }
    }

    deinit {
        guard let cursor else { return }
        driver.submit { cursor.close() }
    }
}
