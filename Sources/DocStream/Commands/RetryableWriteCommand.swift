import DocStreamBSON
import Synchronization

/// A write command (insert, update, delete, findAndModify) run as a retryable write: one that
/// carries `lsid` and `txnNumber`. Each statement (a batch's element, by its position) runs
/// at most once per logical session and transaction number: a retry returns the first
/// execution's result for the statements that ran, and runs the others now (MongoDB's
/// retryable writes specification, and the manual's "Retryable Writes" page). Retries of one
/// logical session run one at a time.
struct RetryableCommand {
    let session: RetryableWriteSession
    /// The reply fields of the statements this transaction number already ran, by statement id.
    private let executed: [Int32: Document]
    /// The statement ids of the batch's elements when the command names them (`stmtIds`, as a
    /// bulkWrite's operations are run under their own indexes); their positions otherwise.
    private let statementIDs: [Int32]?

    /// The id of the batch's element at `index`.
    func statementID(_ index: Int) -> Int32 {
        statementIDs?[index] ?? Int32(index)
    }

    /// The reply fields the batch's element at `index` gave when it ran, nil when it has not.
    func executed(_ index: Int) -> Document? {
        executed[statementID(index)]
    }

    /// Runs `body` with the command's retryable write, or with nil for a command without
    /// `lsid` and `txnNumber`. 225 TransactionTooOld when the session has seen a newer
    /// `txnNumber`.
    static func run(_ context: CommandContext, _ body: (RetryableCommand?) throws(DocStreamError) -> Document) throws(DocStreamError) -> Document {
        guard let session = try session(context.arguments) else { return try body(nil) }
        return try context.session.retryableSessions.withLock(session.key) { () throws(DocStreamError) -> Document in
            let executed = try context.session.store.executedStatements(session)
            return try body(RetryableCommand(session: session, executed: executed, statementIDs: try statementIDs(context.arguments)))
        }
    }

    /// The command's logical session and transaction number; nil without `txnNumber` or `lsid`,
    /// and in a transaction, whose statements commit or abort together.
    private static func session(_ arguments: CommandArguments) throws(DocStreamError) -> RetryableWriteSession? {
        guard arguments.command["autocommit"] == nil else { return nil }
        let txnNumber: Int64
        switch arguments.command["txnNumber"] {
        case nil: return nil
        case .int64(let number)?: txnNumber = number
        case .int32(let number)?: txnNumber = Int64(number)
        case let value?: throw arguments.typeMismatch("txnNumber", value, expected: "long")
        }
        guard case .document(let lsid)? = arguments.command["lsid"], let id = lsid["id"] else { return nil }
        return RetryableWriteSession(id: id, txnNumber: txnNumber)
    }

    /// `stmtIds`: one int32 statement id for each element of the batch, when given.
    private static func statementIDs(_ arguments: CommandArguments) throws(DocStreamError) -> [Int32]? {
        guard let ids = try arguments.array("stmtIds") else { return nil }
        var statementIDs: [Int32] = []
        for id in ids {
            guard case .int32(let value) = id else { throw arguments.typeMismatch("stmtIds", id, expected: "int") }
            statementIDs.append(value)
        }
        let statements = arguments.command["documents"] ?? arguments.command["updates"] ?? arguments.command["deletes"]
        guard statementIDs.count == (statements?.arrayValue?.count ?? 1) else {
            throw DocStreamError.badValue("stmtIds must give one statement id for each write of the batch")
        }
        return statementIDs
    }

    /// How the statement at `index` of the batch is recorded: the reply fields `reply` makes
    /// of what its write returned.
    func statement<Output>(_ index: Int, reply: @escaping (Output) -> Document?) -> RetryableWrite<Output> {
        let id = statementID(index)
        return RetryableWrite(session: session) { output in
            reply(output).map { [ExecutedStatement(id: id, reply: $0)] } ?? []
        }
    }
}

/// One lock per logical session with a retryable write running, so that two runs of the same
/// statement (a retry sent while the first attempt is still running) do not both execute it.
/// A session's lock goes once no write of it runs or waits.
final class RetryableSessionGates: Sendable {
    private let gates = Mutex<[String: (gate: SessionGate, users: Int)]>([:])

    /// Whether no session's lock is held or waited for.
    var isEmpty: Bool {
        gates.withLock { $0.isEmpty }
    }

    /// Runs `body` holding the session's lock.
    func withLock(_ key: String, _ body: () throws(DocStreamError) -> Document) throws(DocStreamError) -> Document {
        let gate = gates.withLock { gates in
            let gate = gates[key]?.gate ?? SessionGate()
            gates[key] = (gate, (gates[key]?.users ?? 0) + 1)
            return gate
        }
        defer {
            gates.withLock { gates in
                let users = (gates[key]?.users ?? 1) - 1
                gates[key] = users == 0 ? nil : (gate, users)
            }
        }
        return try gate.withLock(body)
    }
}

/// A lock shared by reference: one logical session's.
final class SessionGate: Sendable {
    private let mutex = Mutex<Void>(())

    func withLock(_ body: () throws(DocStreamError) -> Document) throws(DocStreamError) -> Document {
        try mutex.withLock { (_) throws(DocStreamError) -> Document in try body() }
    }
}
