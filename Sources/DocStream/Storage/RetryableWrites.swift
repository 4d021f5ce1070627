import DocStreamBSON
import Foundation

/// A retryable write's logical session (the `id` of the command's `lsid`) and transaction
/// number (`txnNumber`), as MongoDB's retryable writes specification names them.
struct RetryableWriteSession: Sendable {
    /// The `lsid.id` value (a UUID from drivers).
    let id: BSONValue
    let txnNumber: Int64

    /// The table's key for the session: its id's canonical extended JSON.
    var key: String { id.extendedJSON(.canonical) }
}

/// What one statement of a retryable write returned, kept so that a retry returns it again
/// instead of running the statement twice: its statement id (the statement's position in
/// the command's batch) and the reply fields the command rebuilds its reply from.
struct ExecutedStatement: Sendable, Equatable {
    let id: Int32
    let reply: Document
}

/// The statements one write executed for a retryable write, journaled in the same record as
/// the write's changes so that the changes and the record of them commit together.
struct RetryableWriteRecord: Sendable {
    let session: RetryableWriteSession
    let statements: [ExecutedStatement]
    /// When the write ran: a session unused for `RetryableWriteTable.sessionTimeout` is forgotten.
    let wallTime: Date

    /// `{lsid: {id}, txnNumber, at, statements: [{stmtId, reply}]}`, a write record's
    /// `retryableWrite` field.
    var document: Document {
        [
            "lsid": ["id": session.id], "txnNumber": .int64(session.txnNumber), "at": .datetime(BSONDateTime(wallTime)),
            "statements": .array(statements.map { .document(["stmtId": .int32($0.id), "reply": .document($0.reply)]) }),
        ]
    }

    /// Reads back `document`; nil when it is not one.
    init?(_ document: Document) {
        guard let id = document["lsid"]?.documentValue?["id"], case .int64(let txnNumber)? = document["txnNumber"],
            case .datetime(let at)? = document["at"], case .array(let entries)? = document["statements"]
        else { return nil }
        var statements: [ExecutedStatement] = []
        for entry in entries {
            guard case .document(let statement) = entry, case .int32(let stmtID)? = statement["stmtId"],
                case .document(let reply)? = statement["reply"]
            else { return nil }
            statements.append(ExecutedStatement(id: stmtID, reply: reply))
        }
        self.init(session: RetryableWriteSession(id: id, txnNumber: txnNumber), statements: statements, wallTime: at.date)
    }

    init(session: RetryableWriteSession, statements: [ExecutedStatement], wallTime: Date) {
        self.session = session
        self.statements = statements
        self.wallTime = wallTime
    }
}

/// A write's retryable statements: the session it runs for, and how to tell, from what the
/// write's body returned, which statements it executed and with what reply fields.
struct RetryableWrite<Output> {
    let session: RetryableWriteSession
    let executed: (Output) -> [ExecutedStatement]

    /// This write, recording nothing for an output `isAttempt` says was only an attempt: a
    /// write on a window that found its document changed, which then runs again on the
    /// collection and records the statement there.
    func recordingNothing(when isAttempt: @escaping (Output) -> Bool) -> Self {
        RetryableWrite(session: session) { output in isAttempt(output) ? [] : executed(output) }
    }
}

/// The statements executed for each logical session's latest transaction number, as MongoDB's
/// `config.transactions` keeps them: only the latest `txnNumber` of a session is kept, and a
/// session unused for `sessionTimeout` (logicalSessionTimeoutMinutes, 30) is forgotten.
/// Journal replay and checkpoints rebuild it, so a retry after a restart still finds the
/// statements that ran.
struct RetryableWriteTable: Sendable {
    /// MongoDB's logicalSessionTimeoutMinutes: 30 minutes.
    static let sessionTimeout: TimeInterval = 30 * 60

    struct Entry: Sendable {
        var id: BSONValue
        var txnNumber: Int64
        var statements: [Int32: Document]
        /// The collection of the latest write, which a checkpoint's record of the entry names.
        var namespace: Namespace
        var lastUse: Date
    }

    private(set) var sessions: [String: Entry] = [:]

    /// The statements already executed for the session's transaction number (none for a
    /// newer number). 225 TransactionTooOld for an older number than the session's latest.
    mutating func executed(_ session: RetryableWriteSession, now: Date = Date()) throws(DocStreamError) -> [Int32: Document] {
        let key = session.key
        guard var entry = sessions[key] else { return [:] }
        guard now.timeIntervalSince(entry.lastUse) < Self.sessionTimeout else {
            sessions[key] = nil
            return [:]
        }
        guard session.txnNumber >= entry.txnNumber else {
            throw DocStreamError(
                .transactionTooOld, "txnNumber \(session.txnNumber) is less than last txnNumber \(entry.txnNumber) seen in session \(key)")
        }
        entry.lastUse = now
        sessions[key] = entry
        return session.txnNumber == entry.txnNumber ? entry.statements : [:]
    }

    /// Keeps the statements a write executed; a newer transaction number replaces the older's.
    mutating func record(_ record: RetryableWriteRecord, namespace: Namespace) {
        let key = record.session.key
        var entry =
            sessions[key] ?? Entry(id: record.session.id, txnNumber: record.session.txnNumber, statements: [:], namespace: namespace, lastUse: record.wallTime)
        if record.session.txnNumber > entry.txnNumber {
            entry = Entry(id: record.session.id, txnNumber: record.session.txnNumber, statements: [:], namespace: namespace, lastUse: record.wallTime)
        } else if record.session.txnNumber < entry.txnNumber {
            return
        }
        for statement in record.statements { entry.statements[statement.id] = statement.reply }
        entry.namespace = namespace
        entry.lastUse = max(entry.lastUse, record.wallTime)
        sessions[key] = entry
    }

    /// The entries of sessions still live at `now`, as records a checkpoint keeps.
    func records(now: Date = Date()) -> [(namespace: Namespace, record: RetryableWriteRecord)] {
        sessions.values.filter { now.timeIntervalSince($0.lastUse) < Self.sessionTimeout }.sorted { $0.lastUse < $1.lastUse }.map { entry in
            let statements = entry.statements.sorted { $0.key < $1.key }.map { ExecutedStatement(id: $0.key, reply: $0.value) }
            return (
                entry.namespace,
                RetryableWriteRecord(
                    session: RetryableWriteSession(id: entry.id, txnNumber: entry.txnNumber), statements: statements, wallTime: entry.lastUse)
            )
        }
    }
}
