import DocStreamBSON

/// A record store's documents in record-id order, read from one read transaction (a
/// snapshot: writes committed meanwhile are not seen; a follower's shared one when the store
/// reads through it), decompressing one block at a time
/// through the store's cache. `next()` throws, so a damaged block is an error, not an end
/// (calling it again goes on with the next block); the snapshot ends when the scan is dropped.
///
/// ```swift
/// var scan = try store.scan()
/// while let record = try scan.next() { ... }
/// ```
@_spi(RecordStore) public struct RecordScan {
    /// The read transaction, held by a class so the scan can be a value that moves.
    private final class Snapshot {
        let transaction: LMDBTransaction

        init(_ transaction: consuming LMDBTransaction) {
            self.transaction = transaction
        }
    }

    /// Where the scan reads: a transaction of its own, or a snapshot it shares (a follower's).
    private enum Source {
        case own(Snapshot)
        case shared(LMDBSnapshot)

        func read<Result>(_ body: (borrowing LMDBTransaction) throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
            switch self {
            case .own(let snapshot):
                // A scan's transaction lives across its blocks: the data file can be cut in between.
                return try snapshot.transaction.environment.readKept(snapshot.transaction, body)
            case .shared(let snapshot): return try snapshot.read(body)
            }
        }
    }

    private let store: RecordStore
    private let source: Source
    private var block: RecordBlock?
    private var index = 0
    /// Where the next block is looked for; nil once past the last.
    private var nextBlockKey: UInt64?
    private let start: UInt64

    init(store: RecordStore, snapshot: consuming LMDBTransaction, from recordID: UInt64) throws(DocStreamError) {
        try self.init(store: store, source: .own(Snapshot(snapshot)), from: recordID)
    }

    /// A scan that reads through `snapshot`, taking turns with its other readers.
    init(store: RecordStore, sharing snapshot: LMDBSnapshot, from recordID: UInt64) throws(DocStreamError) {
        try self.init(store: store, source: .shared(snapshot), from: recordID)
    }

    private init(store: RecordStore, source: Source, from recordID: UInt64) throws(DocStreamError) {
        self.store = store
        self.source = source
        start = recordID
        nextBlockKey = try source.read { (transaction) throws(DocStreamError) in try store.blockKey(containing: recordID, in: transaction) } ?? 0
    }

    /// The next document, or nil after the last.
    public mutating func next() throws(DocStreamError) -> RecordStore.Record? {
        while true {
            if let block, index < block.ids.count {
                defer { index += 1 }
                guard block.ids[index] >= start else { continue }
                return RecordStore.Record(id: block.ids[index], document: try block.document(at: index) { store.damaged(block.key, $0) })
            }
            guard let key = nextBlockKey,
                let found = try source.read({ (transaction) throws(DocStreamError) in try store.blockKey(atLeast: key, in: transaction) })
            else {
                nextBlockKey = nil
                return nil
            }
            // Past this block before reading it: after a damaged block's error the scan goes on.
            nextBlockKey = found == .max ? nil : found + 1
            block = nil
            block = try source.read { (transaction) throws(DocStreamError) in try store.block(found, in: transaction) }
            index = 0
        }
    }
}
