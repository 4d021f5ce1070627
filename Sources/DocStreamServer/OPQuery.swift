import DocStreamBSON
import NIOCore

/// A legacy OP_QUERY ("MongoDB Wire Protocol", Legacy Opcodes): drivers still open a
/// connection with one, an `isMaster` or `hello` on `admin.$cmd`, before they know the server
/// speaks OP_MSG. Nothing else is answered over it, as in MongoDB 5.1 and later.
struct OPQuery {
    let requestID: Int32
    /// "db.collection"; a command goes to "db.$cmd".
    let fullCollectionName: String
    /// The query document's bytes, not yet validated.
    let query: ByteBuffer

    /// Lays out the frame: flags, fullCollectionName, numberToSkip, numberToReturn, query
    /// (and an optional returnFieldsSelector, unread). Throws when a field overruns the message.
    init(_ frame: WireFrame) throws(WireProtocolViolation) {
        requestID = frame.requestID
        var payload = frame.payload
        guard payload.readInteger(endianness: .little, as: Int32.self) != nil,
            let name = payload.readNullTerminatedString(),
            payload.readInteger(endianness: .little, as: Int32.self) != nil,
            payload.readInteger(endianness: .little, as: Int32.self) != nil
        else {
            throw WireProtocolViolation("OP_QUERY is cut off before its query")
        }
        fullCollectionName = name
        query = try OPMessage.readDocument(from: &payload, in: "OP_QUERY's query")
    }

    /// Whether the query runs a command (its namespace is `<db>.$cmd`).
    var isCommand: Bool { fullCollectionName.hasSuffix(".$cmd") }

    /// The command the query runs: the query itself, or its `$query` / `query` field when a
    /// driver wrapped it to add `$readPreference`.
    func command() throws(DocStreamError) -> Document {
        let document = try OPMessage.validated(query, limit: WireProtocol.maxDocumentSize + WireProtocol.commandEnvelopeAllowance)
        if let wrapper = document.firstKey, wrapper == "$query" || wrapper == "query", case .document(let command) = document[wrapper] {
            return command
        }
        return document
    }

    /// 352 UnsupportedOpQueryCommand: OP_QUERY carries only the handshake.
    static func unsupported(_ name: String) -> DocStreamError {
        DocStreamError(
            .unsupportedOpQueryCommand, "Unsupported OP_QUERY command: \(name). The client driver may require an upgrade.")
    }

    /// The OP_REPLY to `requestID` carrying `document`: responseFlags (AwaitCapable, as
    /// MongoDB sets), cursorID 0, startingFrom 0, numberReturned 1.
    static func reply(_ document: Document, to requestID: Int32, replyID: Int32, allocator: ByteBufferAllocator) -> ByteBuffer {
        let length = WireProtocol.headerSize + 4 + 8 + 4 + 4 + document.bytes.count
        var message = allocator.buffer(capacity: length)
        message.writeMessageHeader(length: length, requestID: replyID, responseTo: requestID, operationCode: .reply)
        message.writeInteger(Int32(8), endianness: .little)
        message.writeInteger(Int64(0), endianness: .little)
        message.writeInteger(Int32(0), endianness: .little)
        message.writeInteger(Int32(1), endianness: .little)
        message.writeBytes(document.bytes)
        return message
    }
}
