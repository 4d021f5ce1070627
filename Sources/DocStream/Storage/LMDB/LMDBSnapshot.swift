import CLMDB
import DocStreamBSON
import Foundation

/// A read transaction kept open: what reads through it see is the environment as of its
/// beginning for as long as it lives, whatever other processes commit meanwhile. A follower
/// reads its writer's checkpoint through one, so that the record stores stay as they were when
/// it began applying the journal after them. LMDB lets one thread at a time use a transaction,
/// so reads through it take turns. While it lives, LMDB cannot reuse the pages commits free
/// after it began: the data file grows with every later checkpoint, so it should not live long
/// after one (`isOvertaken`).
///
/// Unchecked Sendable: the transaction is used only with `lock` held.
final class LMDBSnapshot: @unchecked Sendable {
    private let lock = NSLock()
    private let transaction: LMDBTransaction
    private let environment: LMDBEnvironment
    /// The transaction's id: the last commit it sees.
    private let commit: Int

    /// A snapshot of `environment`'s last commit.
    init(_ environment: LMDBEnvironment) throws(DocStreamError) {
        let transaction = try environment.beginTransaction(readOnly: true)
        commit = transaction.id
        self.environment = environment
        self.transaction = transaction
    }

    /// Runs `body` in the snapshot's transaction.
    ///
    /// - Throws: 301 DataCorruptionDetected when the data file was cut short since it began
    ///   (`LMDBEnvironment.dataFileCutShortError`) or while `body` read
    ///   (`LMDBEnvironment.mapFaultError`), and what `body` throws.
    func read<Result>(_ body: (borrowing LMDBTransaction) throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try environment.readKept(transaction, body)
    }

    /// Whether a write transaction committed since the snapshot began.
    var isOvertaken: Bool {
        (environment.lastCommit ?? commit) > commit
    }
}
