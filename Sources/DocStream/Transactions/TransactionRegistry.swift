import DocStreamBSON
import Foundation
import Synchronization

/// The transactions of a store's logical sessions: each session's newest transaction number
/// and its transaction, as a statement with `autocommit: false` starts or continues it, with
/// MongoDB's errors for numbers out of turn. A transaction older than its lifetime
/// (transactionLifetimeLimitSeconds, 60 s unless setParameter changes it) is aborted when next
/// touched.
final class TransactionRegistry: Sendable {
    /// transactionLifetimeLimitSeconds, for the transactions that start from now on.
    let lifetimeSeconds = Atomic<Int>(60)
    private let sessions = Mutex<[MongoEqualityKey: Session]>([:])
    /// The documents the open transactions wrote.
    let claims = TransactionClaims()

    private struct Session {
        var txnNumber: Int64
        var transaction: Transaction
    }

    /// Starts transaction `txnNumber` of the session `lsid` over `snapshot`. 225
    /// TransactionTooOld when the session has a newer one; 117 ConflictingOperationInProgress
    /// when this number already started.
    func start(
        lsid: Document, txnNumber: Int64, storeID: ObjectIdentifier, statistics: OperationStatistics, snapshot: @autoclosure () -> Catalog
    ) throws(DocStreamError) -> Transaction {
        let key = MongoEqualityKey(lsid["id"] ?? .null)
        return try sessions.withLock { (sessions) throws(DocStreamError) -> Transaction in
            // Transactions their clients left open end here at the latest.
            for session in sessions.values where !session.transaction.isOpen {
                session.transaction.abort()
            }
            if let existing = sessions[key] {
                if txnNumber < existing.txnNumber {
                    throw DocStreamError(
                        .transactionTooOld,
                        "Cannot start transaction \(txnNumber) on session \(Self.describe(lsid)) because a newer transaction \(existing.txnNumber) has already started."
                    )
                }
                if txnNumber == existing.txnNumber {
                    throw DocStreamError(
                        .conflictingOperationInProgress,
                        "Cannot start a transaction at given transaction number \(txnNumber) a transaction with the same number is in state \(existing.transaction.phase)"
                    )
                }
                existing.transaction.abort()
            }
            let transaction = Transaction(
                identity: TransactionIdentity(lsid: lsid, txnNumber: txnNumber), storeID: storeID, snapshot: snapshot(), claims: claims,
                statistics: statistics, lifetime: .seconds(lifetimeSeconds.load(ordering: .relaxed)))
            sessions[key] = Session(txnNumber: txnNumber, transaction: transaction)
            return transaction
        }
    }

    /// The transaction `txnNumber` of `lsid`, in progress or ended. 251 NoSuchTransaction when
    /// the session has no transaction of that number; a transaction past its lifetime is
    /// aborted first.
    func transaction(lsid: Document, txnNumber: Int64) throws(DocStreamError) -> Transaction {
        let key = MongoEqualityKey(lsid["id"] ?? .null)
        let found = sessions.withLock { $0[key] }
        guard let found, found.txnNumber == txnNumber else {
            throw DocStreamError(
                .noSuchTransaction,
                "Given transaction number \(txnNumber) does not match any in-progress transactions. The active transaction number is \(found.map { String($0.txnNumber) } ?? "-1")"
            )
        }
        if !found.transaction.isOpen { found.transaction.abort() }
        return found.transaction
    }

    /// Aborts the open transactions of the sessions with these `lsid.id`s (all for nil), as
    /// endSessions, killSessions and killAllSessions do.
    func abort(sessions ids: [BSONValue]?) {
        let keys = ids.map { Set($0.map(MongoEqualityKey.init)) }
        let ended = sessions.withLock { sessions in sessions.filter { keys?.contains($0.key) ?? true }.map(\.value.transaction) }
        for transaction in ended { transaction.abort() }
    }

    private static func describe(_ lsid: Document) -> String {
        lsid["id"].map { BSONValue.document(["id": $0]).extendedJSON(.relaxed) } ?? "{}"
    }
}
