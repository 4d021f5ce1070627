import CLibMongoC
import DocStream
import DocStreamBSON
import Foundation
import Synchronization

/// A deployment client's session: one of the client's connections with a server session of
/// its own, which the session's operations and transactions run on, one at a time. Letting it
/// go ends the server session, aborting a transaction still open.
final class DeploymentSession: SessionTransactions, @unchecked Sendable {
    private let driver: DriverPool
    private let held: DriverConnection
    private var connection: UnsafeMutablePointer<ds_connection> { held.pointer }
    /// Serializes the uses of the connection, which the driver leaves to one thread at a time.
    private let lock = Mutex<Void>(())
    let sessionID: UUID

    init(driver: DriverPool) {
        self.driver = driver
        held = DriverConnection(driver: driver)
        let connection = held.pointer
        var bytes = [UInt8](repeating: 0, count: 16)
        sessionID = ds_connection_session_id(connection, &bytes) ? UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])) : UUID()
    }

    /// `body` with the connection, which no other call uses meanwhile.
    func withConnection<Result>(_ body: (UnsafeMutablePointer<ds_connection>) throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        try lock.withLock { (_) throws(DocStreamError) -> Result in try body(connection) }
    }

    var isInTransaction: Bool {
        lock.withLock { _ in ds_connection_in_transaction(connection) }
    }

    func start() throws(DocStreamError) {
        try withConnection { (connection) throws(DocStreamError) in
            var outcome = ds_outcome()
            let started = ds_connection_start_transaction(connection, &outcome)
            _ = try DriverOutcome.reply(started, &outcome)
        }
    }

    /// On the driver's threads: the caller's task waits without its thread.
    nonisolated(nonsending) func commit() async throws(DocStreamError) {
        try await driver.run { [self] (_) throws(DocStreamError) in try end(committing: true) }
    }

    nonisolated(nonsending) func abort() async throws(DocStreamError) {
        try await driver.run { [self] (_) throws(DocStreamError) in try end(committing: false) }
    }

    private func end(committing: Bool) throws(DocStreamError) {
        try withConnection { (connection) throws(DocStreamError) in
            var outcome = ds_outcome()
            let ended = ds_connection_end_transaction(connection, committing, &outcome)
            _ = try DriverOutcome.reply(ended, &outcome)
        }
    }
}
