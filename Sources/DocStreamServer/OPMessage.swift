import DocStream
import DocStreamBSON
import NIOCore

/// An OP_MSG request (OP_MSG.md): flag bits, one body section (kind 0) and any document
/// sequences (kind 1), laid out and checksum-checked but its BSON not yet validated.
struct OPMessage: Sendable {
    /// OP_MSG.md "flagBits": bits 0–15 are required (a reader refuses one it does not know),
    /// bits 16–31 optional.
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt32
        /// A CRC-32C of the whole message ends it.
        static let checksumPresent = Flags(rawValue: 1 << 0)
        /// The sender wants no reply (a w:0 write).
        static let moreToCome = Flags(rawValue: 1 << 1)
        /// The client could read a stream of replies; this server always replies once.
        static let exhaustAllowed = Flags(rawValue: 1 << 16)

        static let requiredBits: UInt32 = 0xFFFF
        static let known: Flags = [.checksumPresent, .moreToCome, .exhaustAllowed]
    }

    struct DocumentSequence: Sendable {
        let identifier: String
        let documents: [ByteBuffer]
    }

    let requestID: Int32
    let flags: Flags
    /// The body document's bytes.
    let body: ByteBuffer
    let sequences: [DocumentSequence]

    /// Lays out the frame's sections. Throws for anything that breaks the layout: unknown
    /// required flag bits, a checksum that does not match, a section kind other than 0 or 1,
    /// a section or document that overruns its bounds, no body or two.
    init(_ frame: WireFrame) throws(WireProtocolViolation) {
        requestID = frame.requestID
        var payload = frame.payload
        guard let rawFlags = payload.readInteger(endianness: .little, as: UInt32.self) else {
            throw WireProtocolViolation("OP_MSG has no flag bits")
        }
        flags = Flags(rawValue: rawFlags)
        let unknownRequired = rawFlags & Flags.requiredBits & ~Flags.known.rawValue
        guard unknownRequired == 0 else {
            throw WireProtocolViolation("OP_MSG has unknown required flag bits \(String(unknownRequired, radix: 2))")
        }
        if flags.contains(.checksumPresent) {
            guard payload.readableBytes >= 4 else { throw WireProtocolViolation("OP_MSG is too short for its checksum") }
            let sent = payload.getInteger(at: payload.writerIndex - 4, endianness: .little, as: UInt32.self)!
            let covered = frame.message.readableBytesView.dropLast(4)
            let computed =
                covered.withContiguousStorageIfAvailable { CRC32C.checksum(UnsafeRawBufferPointer($0)) }
                ?? CRC32C.checksum(Array(covered))
            guard sent == computed else { throw WireProtocolViolation("OP_MSG checksum does not match its contents") }
            payload.moveWriterIndex(to: payload.writerIndex - 4)
        }
        var body: ByteBuffer?
        var sequences: [DocumentSequence] = []
        while let kind = payload.readInteger(as: UInt8.self) {
            switch kind {
            case 0:
                guard body == nil else { throw WireProtocolViolation("OP_MSG has more than one body section") }
                body = try Self.readDocument(from: &payload, in: "the body section")
            case 1:
                sequences.append(try Self.readSequence(from: &payload))
            default:
                throw WireProtocolViolation("OP_MSG has a section of unknown kind \(kind)")
            }
        }
        guard let body else { throw WireProtocolViolation("OP_MSG has no body section") }
        self.body = body
        self.sequences = sequences
    }

    /// The name of the command, the body's first key, read without validating the body; nil
    /// when the body has no fields.
    var commandName: String? {
        guard let firstType = body.getInteger(at: body.readerIndex + 4, as: UInt8.self), firstType != 0 else { return nil }
        return body.getNullTerminatedString(at: body.readerIndex + 5)
    }

    /// Whether the body holds the field `autocommit: <bool>`, as a transaction's statements and
    /// ends do: found among the bytes of a body of at most 64 KiB, not parsed, so a match inside
    /// some value only sends the command to another pool (`CommandExecutors`).
    var mentionsAutocommit: Bool {
        guard body.readableBytes <= 64 * 1024 else { return false }
        return body.withUnsafeReadableBytes { bytes in
            let key = Self.autocommitField
            guard bytes.count >= key.count else { return false }
            return (0...(bytes.count - key.count)).contains { start in key.indices.allSatisfy { bytes[start + $0] == key[$0] } }
        }
    }

    /// A boolean element named `autocommit`: its type byte, name and terminator.
    private static let autocommitField: [UInt8] = [0x08] + Array("autocommit".utf8) + [0]

    /// The command document: the body, each document validated, with each document sequence
    /// added as an array field named by its identifier (OP_MSG.md "Command Arguments As
    /// Payload"). Errors: 22 InvalidBSON, 10334 BSONObjectTooLarge, 40431 two sequences with one
    /// identifier, 40433 a field both in the body and as a sequence.
    func command() throws(DocStreamError) -> Document {
        var command = try Self.validated(body, limit: WireProtocol.maxDocumentSize + WireProtocol.commandEnvelopeAllowance)
        var identifiers: Set<String> = []
        for sequence in sequences {
            guard identifiers.insert(sequence.identifier).inserted else {
                throw DocStreamError(.location(40431), "Duplicate document sequence: \(sequence.identifier)")
            }
            guard command[sequence.identifier] == nil else {
                throw DocStreamError(
                    .location(40433), "Duplicate field between body and document sequence \(sequence.identifier)")
            }
            var documents: [BSONValue] = []
            documents.reserveCapacity(sequence.documents.count)
            for bytes in sequence.documents {
                documents.append(.document(try Self.validated(bytes, limit: WireProtocol.maxDocumentSize)))
            }
            command[sequence.identifier] = .array(documents)
        }
        return command
    }

    /// The reply message to `requestID`: flag bits (checksumPresent when `checksummed`), one
    /// body section holding `document`, and the CRC-32C when checksummed.
    static func reply(_ document: Document, to requestID: Int32, replyID: Int32, checksummed: Bool, allocator: ByteBufferAllocator) -> ByteBuffer {
        let length = WireProtocol.headerSize + 4 + 1 + document.bytes.count + (checksummed ? 4 : 0)
        var message = allocator.buffer(capacity: length)
        message.writeMessageHeader(length: length, requestID: replyID, responseTo: requestID, operationCode: .message)
        message.writeInteger(checksummed ? Flags.checksumPresent.rawValue : 0, endianness: .little)
        message.writeInteger(UInt8(0))
        message.writeBytes(document.bytes)
        if checksummed {
            let checksum = message.readableBytesView.withContiguousStorageIfAvailable { CRC32C.checksum(UnsafeRawBufferPointer($0)) }!
            message.writeInteger(checksum, endianness: .little)
        }
        return message
    }

    /// A document's bytes, as far as its declared length says; throws when that length is
    /// too small for a document or runs past `buffer`.
    static func readDocument(from buffer: inout ByteBuffer, in place: String) throws(WireProtocolViolation) -> ByteBuffer {
        guard let length = buffer.getInteger(at: buffer.readerIndex, endianness: .little, as: Int32.self) else {
            throw WireProtocolViolation("a document in \(place) is cut off before its length")
        }
        guard length >= 5, let document = buffer.readSlice(length: Int(length)) else {
            throw WireProtocolViolation("a document in \(place) declares \(length) bytes, \(buffer.readableBytes) remain")
        }
        return document
    }

    /// A kind 1 section: int32 size (counting itself), identifier, documents filling the rest.
    private static func readSequence(from payload: inout ByteBuffer) throws(WireProtocolViolation) -> DocumentSequence {
        guard let size = payload.readInteger(endianness: .little, as: Int32.self), size >= 4 + 1,
            var section = payload.readSlice(length: Int(size) - 4)
        else {
            throw WireProtocolViolation("a document sequence section overruns the message")
        }
        guard let identifier = section.readNullTerminatedString() else {
            throw WireProtocolViolation("a document sequence's identifier overruns its section")
        }
        var documents: [ByteBuffer] = []
        while section.readableBytes > 0 {
            documents.append(try readDocument(from: &section, in: "document sequence \(identifier)"))
        }
        return DocumentSequence(identifier: identifier, documents: documents)
    }

    /// The document in `bytes`, checked to be valid BSON and at most `limit` bytes.
    static func validated(_ bytes: ByteBuffer, limit: Int) throws(DocStreamError) -> Document {
        guard bytes.readableBytes <= limit else {
            throw DocStreamError(
                .bsonObjectTooLarge, "document is \(bytes.readableBytes) bytes, over the \(limit)-byte limit")
        }
        return try Document(bsonBytes: bytes.readableBytesView)
    }
}
