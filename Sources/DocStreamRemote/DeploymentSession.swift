import CLibMongoC
import DocStream
import DocStreamBSON
import Foundation
import Synchronization

/// A deployment client's session: one of the client's connections with a server session of
/// its own, which the session's operations and transactions run on, one at a time. The
/// connection is taken on the driver's threads at the session's first operation (taking one
/// may wait for the pool, and a client's first session may select a server), and a started
/// transaction begins there too. Letting the session go ends the server session, aborting a
/// transaction still open.
final class DeploymentSession: SessionTransactions, @unchecked Sendable {
    private let driver: DriverPool

    private struct State {
        var held: DriverConnection?
        /// Between startTransaction and commitTransaction or abortTransaction.
        var inTransaction = false
        /// Started, and not yet begun on the connection.
        var beginsTransaction = false
    }

    /// Serializes the uses of the connection, which the driver leaves to one thread at a time.
    private let state = Mutex(State())

    init(driver: DriverPool) {
        self.driver = driver
    }

    /// The server session's id; read before the session's first operation, it takes the
    /// connection on the calling thread.
    var sessionID: UUID {
        // An id the driver cannot give (a deployment without sessions) is a fresh one.
        let id = try? withConnection { (connection) throws(DocStreamError) -> UUID? in
            var bytes = [UInt8](repeating: 0, count: 16)
            guard ds_connection_session_id(connection, &bytes) else { return nil }
            return UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }
        return (id ?? nil) ?? UUID()
    }

    /// `body` with the connection (taken now if the session has none yet, and its transaction
    /// begun if one was started), which no other call uses meanwhile.
    func withConnection<Result>(_ body: (UnsafeMutablePointer<ds_connection>) throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        try state.withLock { (state) throws(DocStreamError) -> Result in
            let held = state.held ?? DriverConnection(driver: driver)
            state.held = held
            if state.beginsTransaction {
                var outcome = ds_outcome()
                let begun = ds_connection_start_transaction(held.pointer, &outcome)
                _ = try DriverOutcome.reply(begun, &outcome)
                state.beginsTransaction = false
            }
            return try body(held.pointer)
        }
    }

    var isInTransaction: Bool {
        state.withLock { $0.inTransaction }
    }

    /// Marks the transaction started; it begins on the connection with the next operation,
    /// as the driver's own transactions begin with their first statement.
    func start() throws(DocStreamError) {
        try state.withLock { (state) throws(DocStreamError) in
            guard !state.inTransaction else { throw DocStreamError(.illegalOperation, "Transaction already in progress") }
            state.inTransaction = true
            state.beginsTransaction = true
        }
    }

    /// On the driver's threads: the caller's task waits without its thread.
    nonisolated(nonsending) func commit() async throws(DocStreamError) {
        try await driver.run { [self] (_) throws(DocStreamError) in try end(committing: true) }
    }

    nonisolated(nonsending) func abort() async throws(DocStreamError) {
        try await driver.run { [self] (_) throws(DocStreamError) in try end(committing: false) }
    }

    /// Commits or aborts; either way the session's operations are no longer in a transaction,
    /// as on an embedded store.
    private func end(committing: Bool) throws(DocStreamError) {
        guard isInTransaction else { throw DocStreamError(.illegalOperation, "No transaction started") }
        defer { state.withLock { $0.inTransaction = false } }
        try withConnection { (connection) throws(DocStreamError) in
            var outcome = ds_outcome()
            let ended = ds_connection_end_transaction(connection, committing, &outcome)
            _ = try DriverOutcome.reply(ended, &outcome)
        }
    }
}
