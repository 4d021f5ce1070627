import DocStreamBSON
import Foundation
import Synchronization

/// A logical session of a client, in which multi-document transactions run (MongoDB's
/// ClientSession). Operations take part in the session's transaction when they are given the
/// session (`session:` on every `MongoCollection` operation); without it they run on their own,
/// as with MongoDB's drivers.
///
/// ```swift
/// try await client.withTransaction { session in
///     _ = try await accounts.updateOneDocument(filter: ["_id": "a"], update: ["$inc": ["balance": -30]], session: session)
///     _ = try await accounts.updateOneDocument(filter: ["_id": "b"], update: ["$inc": ["balance": 30]], session: session)
/// }
/// ```
public final class ClientSession: Sendable {
    /// Where the session's transactions run: the embedded store, or a deployment.
    package let transactions: any SessionTransactions

    package init(_ transactions: any SessionTransactions) {
        self.transactions = transactions
    }

    /// The session's id (`lsid.id` in commands and change events).
    public var id: UUID { transactions.sessionID }

    /// Whether the session started a transaction it has not committed or aborted yet.
    public var isInTransaction: Bool {
        transactions.isInTransaction
    }

    /// Starts a transaction: the session's operations from now on read a snapshot of the data
    /// as it is now, with their own writes, until `commitTransaction()` or `abortTransaction()`.
    ///
    /// - Throws: 20 IllegalOperation when a transaction is already in progress.
    public func startTransaction() throws(DocStreamError) {
        try transactions.start()
    }

    /// Makes the transaction's writes the store's, all together; committing again is fine. On
    /// a deployment the caller's task waits for the server's reply without holding its thread.
    ///
    /// - Throws: 112 WriteConflict when another commit changed a document the transaction
    ///   wrote (the transaction is then aborted; run it again); 251 NoSuchTransaction when it
    ///   was aborted; 20 IllegalOperation when the session never started one.
    nonisolated(nonsending) public func commitTransaction() async throws(DocStreamError) {
        try await transactions.commit()
    }

    /// Ends the transaction without a trace.
    ///
    /// - Throws: 256 TransactionCommitted after a commit; 20 IllegalOperation when the session
    ///   never started one.
    nonisolated(nonsending) public func abortTransaction() async throws(DocStreamError) {
        try await transactions.abort()
    }

    /// Runs `body` in a new transaction and commits it, MongoDB's convenient transaction API:
    /// an error the body throws aborts the transaction and is rethrown, but a transient one
    /// (112 WriteConflict, 251 NoSuchTransaction) runs the whole transaction again, as does a
    /// commit that fails with one, for up to 120 seconds. A body that commits or aborts the
    /// transaction itself is left to do so.
    ///
    /// - Throws: The body's error, or the commit's `DocStreamError`: a transient one (112
    ///   WriteConflict, 251 NoSuchTransaction) once the 120 seconds are spent, or another
    ///   the commit met (50 MaxTimeMSExpired, 11601 Interrupted, 301 DataCorruptionDetected
    ///   when a durable store cannot write).
    public func withTransaction<Result: Sendable>(_ body: (ClientSession) async throws -> Result) async throws -> Result {
        let start = ContinuousClock.now
        while true {
            try startTransaction()
            let result: Result
            do {
                result = try await body(self)
            } catch {
                if isInTransaction { try? await abortTransaction() }
                if Self.isTransient(error), ContinuousClock.now - start < Self.retryLimit { continue }
                throw error
            }
            guard isInTransaction else { return result }
            let commit: Swift.Result<Void, DocStreamError>
            do throws(DocStreamError) {
                commit = .success(try await commitTransaction())
            } catch {
                commit = .failure(error)
            }
            guard case .failure(let error) = commit else { return result }
            if Self.isTransient(error), ContinuousClock.now - start < Self.retryLimit { continue }
            throw error
        }
    }

    /// How long `withTransaction` runs a transaction again (the drivers' 120 seconds).
    static let retryLimit = Duration.seconds(120)

    /// Whether `withTransaction` runs the transaction again after `error`: MongoDB's transient
    /// errors, by code on an embedded store and by the server's label on a deployment.
    private static func isTransient(_ error: any Error) -> Bool {
        guard let error = error as? DocStreamError else { return false }
        return error.errorCode == .writeConflict || error.errorCode == .noSuchTransaction || error.errorLabels.contains("TransientTransactionError")
    }
}

/// What runs a session's transactions: `StoreSession` on an embedded store, or a deployment's
/// session (DocStreamRemote).
package protocol SessionTransactions: Sendable {
    var sessionID: UUID { get }
    var isInTransaction: Bool { get }
    func start() throws(DocStreamError)
    /// Commits or aborts; a deployment's waits for the server off the caller's thread.
    nonisolated(nonsending) func commit() async throws(DocStreamError)
    nonisolated(nonsending) func abort() async throws(DocStreamError)
}

/// A session's transactions on an embedded store.
final class StoreSession: SessionTransactions {
    let sessionID = UUID()
    private let store: Store
    private let state = Mutex<State>(State())

    private struct State {
        var txnNumber: Int64 = 0
        var transaction: Transaction?
        /// Between startTransaction and commitTransaction or abortTransaction: the session's
        /// operations belong to the transaction, also once an error has aborted it.
        var inTransaction = false
    }

    init(store: Store) {
        self.store = store
    }

    private var lsid: Document {
        ["id": sessionID.bsonValue]
    }

    var isInTransaction: Bool {
        state.withLock { $0.inTransaction }
    }

    func start() throws(DocStreamError) {
        try state.withLock { (state) throws(DocStreamError) in
            guard !state.inTransaction else { throw DocStreamError(.illegalOperation, "Transaction already in progress") }
            state.txnNumber += 1
            state.transaction = try store.startTransaction(lsid: lsid, txnNumber: state.txnNumber)
            state.inTransaction = true
        }
    }

    nonisolated(nonsending) func commit() async throws(DocStreamError) {
        let transaction = try startedTransaction()
        defer { state.withLock { $0.inTransaction = false } }
        try store.commit(transaction)
    }

    nonisolated(nonsending) func abort() async throws(DocStreamError) {
        let transaction = try startedTransaction()
        // A transaction an error aborted already is aborted again without complaint, as drivers do.
        if case .committed = transaction.phase { try transaction.checkInProgress(.committed) }
        transaction.abort()
        state.withLock { $0.inTransaction = false }
    }

    private func startedTransaction() throws(DocStreamError) -> Transaction {
        guard let transaction = state.withLock({ $0.transaction }) else {
            throw DocStreamError(.illegalOperation, "No transaction started")
        }
        return transaction
    }

    /// Runs `body` in the session's transaction while it has one; an error in it aborts the
    /// transaction, as MongoDB aborts a transaction at a failed statement, and the session's
    /// operations then fail with 251 NoSuchTransaction until it is aborted or committed.
    func run<Output>(_ body: () throws(DocStreamError) -> Output) throws(DocStreamError) -> Output {
        let (inTransaction, current) = state.withLock { ($0.inTransaction, $0.transaction) }
        guard inTransaction, let transaction = current else { return try body() }
        try transaction.checkInProgress(transaction.phase)
        let outcome = TransactionScope.$current.withValue(transaction) { Swift.Result { () throws(DocStreamError) -> Output in try body() } }
        if case .failure = outcome { transaction.abort() }
        return try outcome.get()
    }
}

extension MongoClient {
    /// A new logical session, for transactions. A deployment client's session holds one of
    /// the client's connections until it is let go.
    public func startSession() -> ClientSession {
        ClientSession(engine.startSession())
    }

    /// Runs `body` in a transaction of a new session and commits it
    /// (`ClientSession.withTransaction(_:)`, with its retries).
    ///
    /// ```swift
    /// try await client.withTransaction { session in
    ///     _ = try await orders.insertOne(["item": "mug"], session: session)
    ///     _ = try await stock.updateOneDocument(filter: ["_id": "mug"], update: ["$inc": ["count": -1]], session: session)
    /// }
    /// ```
    ///
    /// - Throws: As `ClientSession.withTransaction(_:)`.
    public func withTransaction<Result: Sendable>(_ body: (ClientSession) async throws -> Result) async throws -> Result {
        try await startSession().withTransaction(body)
    }
}

extension ClientSession? {
    /// `StoreSession.run(_:)` for an operation given an embedded store's session; the body
    /// alone for one given no session. A deployment client's session is 20 IllegalOperation.
    func run<Output>(_ body: () throws(DocStreamError) -> Output) throws(DocStreamError) -> Output {
        guard let session = self else { return try body() }
        guard let own = session.transactions as? StoreSession else {
            throw DocStreamError(.illegalOperation, "a session of a deployment's client cannot run operations on an embedded store")
        }
        return try own.run(body)
    }
}
