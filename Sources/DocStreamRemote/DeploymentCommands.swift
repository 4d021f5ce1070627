import CLibMongoC
import DocStream
import DocStreamBSON

/// Database commands run on a deployment as the CLI runs them on a store's `CommandSession`:
/// command documents in, the server's reply documents out (error replies included), over one
/// connection and session, so a cursor's getMores follow it. Calls block their thread (the
/// CLI's way); one caller at a time.
package final class DeploymentCommands: @unchecked Sendable {
    private let connection: DriverConnection
    /// The database of a command that names none with `$db`.
    private let defaultDatabase: String

    /// Connects (lazily: the first command finds a server) to the deployment `uri` names.
    ///
    /// - Throws: 2 BadValue for a connection string the driver cannot read.
    package init(uri: String, defaultDatabase: String) throws(DocStreamError) {
        connection = DriverConnection(driver: try DriverPool(uri: uri))
        self.defaultDatabase = defaultDatabase
    }

    /// The server's reply to `command` (its `$db`, or the default database); a failure that
    /// left no reply, such as an unreachable deployment, as an error reply of the driver's error.
    package func run(_ command: Document) -> Document {
        var body = command
        let database = body.removeValue(forKey: "$db")?.stringValue ?? defaultDatabase
        let ownSession = body["lsid"] != nil
        var outcome = ds_outcome()
        let succeeded: Bool
        do throws(DocStreamError) {
            succeeded = try body.withBSON { (bytes, length) throws(DocStreamError) in
                ds_connection_command(connection.pointer, database, bytes, length, ownSession, &outcome)
            }
        } catch {
            return CommandSession.errorReply(error)
        }
        let result = DriverOutcome(taking: &outcome)
        if succeeded { return result.succeeded }
        if let reply = result.reply, reply["ok"] != nil { return reply }
        return CommandSession.errorReply(result.error())
    }
}
