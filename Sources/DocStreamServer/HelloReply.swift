import DocStreamBSON
import Foundation
import NIOCore

/// What the handshake tells about this server: a single-member replica set whose one member
/// is the primary, so drivers turn on sessions, retryable writes and change streams, which
/// they offer only on replica sets.
struct ServerIdentity: Sendable {
    /// topologyVersion.processId: new each time the server starts, so a driver that saw an
    /// earlier process learns it restarted.
    let processID = ObjectId()
    let electionID = ObjectId()
    let replicaSetName: String
    /// "host:port" as clients should reach this server; the replica set's only member.
    let memberAddress: String
}

/// The reply to `hello`, `isMaster` and `ismaster` (MongoDB manual, "hello" command, and the
/// Server Discovery and Monitoring specification's fields).
enum HelloReply {
    static let commandNames: Set<String> = ["hello", "isMaster", "ismaster"]

    /// The reply for connection `connectionID`. `hello` answers `isWritablePrimary`, the legacy
    /// names `ismaster`; `helloOk: true` tells a driver that opened with isMaster that it may
    /// use hello from then on.
    static func reply(to command: Document, identity: ServerIdentity, connectionID: Int32) -> Document {
        let now = BSONDateTime(Date())
        let opTime: Document = ["ts": .timestamp(BSONTimestamp(seconds: UInt32(now.millisecondsSinceEpoch / 1000), increment: 1)), "t": .int64(1)]
        var fields: [(String, BSONValue)] = []
        if command["helloOk"].map(isTrue) == true { fields.append(("helloOk", .bool(true))) }
        fields.append(command.firstKey == "hello" ? ("isWritablePrimary", .bool(true)) : ("ismaster", .bool(true)))
        fields += [
            ("topologyVersion", .document(["processId": .objectId(identity.processID), "counter": .int64(0)])),
            ("hosts", .array([.string(identity.memberAddress)])),
            ("setName", .string(identity.replicaSetName)),
            ("setVersion", .int32(1)),
            ("secondary", .bool(false)),
            ("primary", .string(identity.memberAddress)),
            ("me", .string(identity.memberAddress)),
            ("electionId", .objectId(identity.electionID)),
            (
                "lastWrite",
                .document([
                    "opTime": .document(opTime), "lastWriteDate": .datetime(now),
                    "majorityOpTime": .document(opTime), "majorityWriteDate": .datetime(now),
                ])
            ),
            ("maxBsonObjectSize", .int32(Int32(WireProtocol.maxDocumentSize))),
            ("maxMessageSizeBytes", .int32(Int32(WireProtocol.maxMessageSize))),
            ("maxWriteBatchSize", .int32(Int32(WireProtocol.maxWriteBatchSize))),
            ("localTime", .datetime(now)),
            ("logicalSessionTimeoutMinutes", .int32(30)),
            ("connectionId", .int32(connectionID)),
            ("minWireVersion", .int32(WireProtocol.minWireVersion)),
            ("maxWireVersion", .int32(WireProtocol.maxWireVersion)),
            ("readOnly", .bool(false)),
        ]
        // OP_COMPRESSED.md, "MongoDB Handshake Amendment": the compressors both sides have.
        if let compressors = WireCompressor.negotiated(command["compression"]) {
            fields.append(("compression", .array(compressors.map(BSONValue.string))))
        }
        fields.append(("ok", .double(1)))
        return Document(fields)
    }

    /// How long an awaitable hello waits before its reply (SDAM "Server Monitoring":
    /// streaming protocol): the client's `maxAwaitTimeMS` when it names this process's
    /// current topologyVersion, which never changes while it runs; nil to reply at once.
    static func awaitTime(of command: Document, identity: ServerIdentity) -> TimeAmount? {
        guard case .document(let version)? = command["topologyVersion"],
            version["processId"] == .objectId(identity.processID),
            let milliseconds = command["maxAwaitTimeMS"].flatMap(wholeNumber), milliseconds > 0
        else { return nil }
        return .milliseconds(min(milliseconds, 60 * 60 * 1000))
    }

    private static func isTrue(_ value: BSONValue) -> Bool {
        switch value {
        case .bool(let flag): flag
        case .int32(let number): number != 0
        case .int64(let number): number != 0
        case .double(let number): number != 0
        default: false
        }
    }

    private static func wholeNumber(_ value: BSONValue) -> Int64? {
        switch value {
        case .int32(let number): Int64(number)
        case .int64(let number): number
        case .double(let number) where number.rounded() == number && abs(number) < 9e18: Int64(number)
        default: nil
        }
    }
}
