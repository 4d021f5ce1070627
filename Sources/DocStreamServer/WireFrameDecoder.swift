import NIOCore

/// One whole message off the stream: its header fields and all its bytes (header included,
/// which an OP_MSG checksum covers).
struct WireFrame {
    let requestID: Int32
    let operationCode: Int32
    /// The entire message, from its messageLength field on.
    let message: ByteBuffer

    /// The bytes after the 16-byte header.
    var payload: ByteBuffer {
        message.getSlice(at: message.readerIndex + WireProtocol.headerSize, length: message.readableBytes - WireProtocol.headerSize)!
    }
}

/// Cuts the byte stream into messages by their messageLength. A length below the header's 16
/// bytes or over `maxMessageSize` cannot be a message: decoding fails and the connection is
/// closed. A message not yet all there waits for more bytes, holding up only its own
/// connection.
struct WireFrameDecoder: ByteToMessageDecoder {
    typealias InboundOut = WireFrame

    let maxMessageSize: Int

    func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let length = buffer.getInteger(at: buffer.readerIndex, endianness: .little, as: Int32.self) else {
            return .needMoreData
        }
        guard length >= WireProtocol.headerSize, length <= maxMessageSize else {
            throw WireProtocolViolation("message length \(length) is outside \(WireProtocol.headerSize)...\(maxMessageSize)")
        }
        guard buffer.readableBytes >= Int(length), let message = buffer.readSlice(length: Int(length)) else {
            return .needMoreData
        }
        let requestID = message.getInteger(at: message.readerIndex + 4, endianness: .little, as: Int32.self)!
        let operationCode = message.getInteger(at: message.readerIndex + 12, endianness: .little, as: Int32.self)!
        context.fireChannelRead(wrapInboundOut(WireFrame(requestID: requestID, operationCode: operationCode, message: message)))
        return .continue
    }

    func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        // What is left when the client goes away is a message it never finished: dropped.
        while try decode(context: context, buffer: &buffer) == .continue {}
        return .needMoreData
    }
}

extension ByteBuffer {
    /// Writes the standard header for a message of `length` bytes in all.
    mutating func writeMessageHeader(length: Int, requestID: Int32, responseTo: Int32, operationCode: OperationCode) {
        writeInteger(Int32(length), endianness: .little)
        writeInteger(requestID, endianness: .little)
        writeInteger(responseTo, endianness: .little)
        writeInteger(operationCode.rawValue, endianness: .little)
    }
}
