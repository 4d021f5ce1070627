import DocStreamBSON

/// The numbers of MongoDB's wire protocol this server speaks ("MongoDB Wire Protocol" in the
/// MongoDB manual; the OP_MSG specification, mongodb/specifications source/message/OP_MSG.md).
enum WireProtocol {
    /// The standard message header: messageLength, requestID, responseTo, opCode (int32 each,
    /// little endian).
    static let headerSize = 16
    /// The largest message accepted or sent, as MongoDB's `maxMessageSizeBytes`.
    static let maxMessageSize = 48_000_000
    /// The largest document a client may store, as MongoDB's `maxBsonObjectSize`.
    static let maxDocumentSize = BSONLimits.maxDocumentSize
    /// A command body may exceed `maxDocumentSize` by this much, room for the command's own
    /// fields around a largest document (MongoDB's BSONObjMaxInternalSize).
    static let commandEnvelopeAllowance = 16 * 1024
    /// The most writes in one insert, update or delete command, as MongoDB's `maxWriteBatchSize`.
    static let maxWriteBatchSize = 100_000
    /// The oldest wire version answered in the handshake: 0, the first.
    static let minWireVersion: Int32 = 0
    /// The newest wire version answered in the handshake: 25, MongoDB 8.0's.
    static let maxWireVersion: Int32 = 25
}

/// The operation codes this server reads or writes.
enum OperationCode: Int32 {
    /// OP_REPLY: the answer to a legacy OP_QUERY.
    case reply = 1
    /// OP_QUERY: only the legacy handshake (hello/isMaster) on a `$cmd` namespace.
    case query = 2004
    /// OP_COMPRESSED: an OP_MSG or OP_QUERY compressed (see ``WireCompression``).
    case compressed = 2012
    /// OP_MSG: every command.
    case message = 2013
}

/// A message that breaks the wire protocol's framing or layout: its connection is closed,
/// since what follows it on the stream can no longer be trusted to start a message.
struct WireProtocolViolation: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
