import DocStreamBSON
import Foundation
import Synchronization

/// A logical session's transaction as its change events report it: `lsid` (`{id, uid}`) and
/// the transaction number.
struct TransactionIdentity: Sendable {
    let lsid: Document
    let txnNumber: Int64

    /// `uid` of a session without an authenticated user: SHA-256 of the empty user name, as
    /// MongoDB computes it.
    static let anonymousUID: BSONValue = .binary(
        BSONBinary(data: [
            0xE3, 0xB0, 0xC4, 0x42, 0x98, 0xFC, 0x1C, 0x14, 0x9A, 0xFB, 0xF4, 0xC8, 0x99, 0x6F, 0xB9, 0x24,
            0x27, 0xAE, 0x41, 0xE4, 0x64, 0x9B, 0x93, 0x4C, 0xA4, 0x95, 0x99, 0x1B, 0x78, 0x52, 0xB8, 0x55,
        ]))

    /// The identity of `lsid` (a command's `{id}`, given a `uid` when it has none) at `txnNumber`.
    init(lsid: Document, txnNumber: Int64) {
        self.lsid = lsid["uid"] == nil ? Document(lsid.map { ($0.key, $0.value) } + [("uid", Self.anonymousUID)]) : lsid
        self.txnNumber = txnNumber
    }
}

/// One multi-document transaction with snapshot isolation: it reads the catalog as it was when
/// it started, plus its own writes, which go to copies of the collections it changes (or, for
/// a collection not read yet, to a version of its own that holds them beside the stored
/// documents) and reach the store only when it commits, all together (`Store.commit`). A write that touches a
/// document another commit changed since the snapshot fails with 112 WriteConflict, and so
/// does the commit when one did so after that write: the first committer wins.
final class Transaction: Sendable {
    let identity: TransactionIdentity
    /// The store it belongs to: statements run against another store see none of it.
    let storeID: ObjectIdentifier
    let started = ContinuousClock.now
    /// Where the transaction's written documents are claimed: the store's, which hold the
    /// transaction until it ends, and go with the store.
    weak let claims: TransactionClaims?
    /// Where its duration is counted when it ends (serverStatus' transactions latency).
    private let statistics: OperationStatistics
    private let state: Mutex<State>
    /// False once it has ended: read under the claims' lock, which may not take the state's.
    private let inProgress = Atomic<Bool>(true)

    enum Phase: Sendable {
        case inProgress
        case committed
        case aborted
    }

    struct State: Sendable {
        /// The catalog when the transaction started.
        var snapshot: Catalog
        /// The collections the transaction wrote, as it sees them.
        var working: [Namespace: CollectionData] = [:]
        /// The collections not read yet that the transaction wrote by `_id`, as it sees them
        /// (`StoredCollection.transactionVersion()`); one it reads whole moves to `working`.
        var stored: [Namespace: StoredCollection] = [:]
        /// Each write's changes, in order.
        var changes: [(namespace: Namespace, mutations: [DocumentMutation])] = []
        /// The collections the transaction created (create, createIndexes, or a first insert),
        /// in order: its commit creates them, with their indexes, before its writes.
        var created: [Namespace] = []
        var phase = Phase.inProgress

        /// The collection's options, UUID and indexes as the transaction sees them; nil when it
        /// does not exist there.
        func outline(_ namespace: Namespace) -> CollectionData? {
            working[namespace] ?? stored[namespace]?.outline ?? snapshot.outline(namespace)
        }

        /// The collection as the transaction sees it when it is not read yet: its own version,
        /// else the snapshot's while the transaction has not written to it.
        func storedCollection(_ namespace: Namespace) -> StoredCollection? {
            stored[namespace] ?? (working[namespace] == nil ? snapshot.storedCollection(namespace) : nil)
        }

        /// Ends the transaction, letting go of its snapshot and copies: an ended transaction
        /// stays registered for its session's next statement, and would otherwise keep old
        /// versions of every collection alive.
        mutating func end(_ phase: Phase) {
            self.phase = phase
            snapshot = Catalog()
            working = [:]
            stored = [:]
            changes = []
            created = []
        }
    }

    /// How long it may stay open (transactionLifetimeLimitSeconds when it started).
    let lifetime: Duration

    init(
        identity: TransactionIdentity, storeID: ObjectIdentifier, snapshot: Catalog, claims: TransactionClaims, statistics: OperationStatistics,
        lifetime: Duration
    ) {
        self.identity = identity
        self.statistics = statistics
        self.lifetime = lifetime
        self.storeID = storeID
        self.claims = claims
        state = Mutex(State(snapshot: snapshot))
    }

    var phase: Phase { state.withLock { $0.phase } }

    /// 251 NoSuchTransaction once `phase` has it aborted, 256 TransactionCommitted once
    /// committed: a statement, an end or an operation of the session comes too late.
    func checkInProgress(_ phase: Phase) throws(DocStreamError) {
        switch phase {
        case .inProgress: return
        case .aborted: throw DocStreamError(.noSuchTransaction, "Transaction with { txnNumber: \(identity.txnNumber) } has been aborted.")
        case .committed: throw DocStreamError(.transactionCommitted, "Transaction with { txnNumber: \(identity.txnNumber) } has been committed.")
        }
    }

    /// In progress and within its lifetime.
    var isOpen: Bool {
        inProgress.load(ordering: .acquiring) && ContinuousClock.now - started <= lifetime
    }

    /// The collection's options, UUID and indexes as the transaction sees them, without
    /// reading a stored collection's documents; nil when it does not exist there.
    func outline(_ namespace: Namespace) -> CollectionData? {
        state.withLock { $0.outline(namespace) }
    }

    /// The collection as the transaction sees it when it is not read yet (`State.storedCollection`);
    /// nil otherwise.
    func storedCollection(_ namespace: Namespace) -> StoredCollection? {
        state.withLock { $0.storedCollection(namespace) }
    }

    /// The collection as the transaction sees it, read now when it is stored; nil when it does
    /// not exist there.
    func collection(_ namespace: Namespace) throws(DocStreamError) -> CollectionData? {
        try state.withLock { (state) throws(DocStreamError) in
            if let working = state.working[namespace] { return working }
            if let stored = state.stored[namespace] { return try stored.collection(namespace) }
            return try state.snapshot.collection(namespace)
        }
    }

    /// Runs `body` on the transaction's state; once it has ended, its documents are let go.
    func withState<Result>(_ body: (inout State) throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        defer { if case .inProgress = phase {} else { ended() } }
        return try state.withLock { (state) throws(DocStreamError) -> Result in try body(&state) }
    }

    /// Ends the transaction without a trace (abortTransaction, an error in it, its lifetime).
    func abort() {
        state.withLock { state in
            guard case .inProgress = state.phase else { return }
            state.end(.aborted)
        }
        ended()
    }

    private func ended() {
        if inProgress.exchange(false, ordering: .acquiringAndReleasing) { statistics.recordTransaction(lasting: ContinuousClock.now - started) }
        claims?.release(self)
    }
}

/// The transaction the current statement runs in, if any: `Store.snapshot` reads through it
/// and `Store.write` writes into it.
enum TransactionScope {
    @TaskLocal static var current: Transaction?
}

extension DocStreamError {
    /// 112 WriteConflict: the document changed since the transaction's snapshot.
    static func writeConflict() -> DocStreamError {
        DocStreamError(
            .writeConflict,
            "Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.")
    }
}
