import CZlib
import CZstd
import DocStreamBSON
import NIOCore

#if canImport(CSnappy)
    import CSnappy
#endif

/// A wire protocol compressor, by its OP_COMPRESSED compressorId ("Wire Compression in
/// Drivers", mongodb/specifications source/compression/OP_COMPRESSED.md, Compressor IDs).
enum WireCompressor: UInt8, CaseIterable, Sendable {
    case noop = 0
    case snappy = 1
    case zlib = 2
    case zstd = 3

    /// The name the handshake's `compression` array uses.
    var name: String {
        switch self {
        case .noop: "noop"
        case .snappy: "snappy"
        case .zlib: "zlib"
        case .zstd: "zstd"
        }
    }

    /// The compressors this build has: noop, zlib and zstd always; snappy where its library
    /// was built in.
    static let available: [WireCompressor] = {
        var compressors: [WireCompressor] = [.noop, .zlib, .zstd]
        #if canImport(CSnappy)
            compressors.append(.snappy)
        #endif
        return compressors
    }()

    /// The handshake's answer to the client's `compression` list: the names of those this
    /// build has, in the client's order; nil (no `compression` field in the reply) when there
    /// are none in common or the client sent no list.
    static func negotiated(_ requested: BSONValue?) -> [String]? {
        guard case .array(let names)? = requested else { return nil }
        var answer: [String] = []
        for case .string(let name) in names
        where !answer.contains(name) && available.contains(where: { $0.name == name }) {
            answer.append(name)
        }
        return answer.isEmpty ? nil : answer
    }

    /// `bytes` compressed.
    func compress(_ bytes: ByteBufferView) -> [UInt8] {
        let input = Array(bytes)
        switch self {
        case .noop:
            return input
        case .zlib:
            var length = compressBound(uLong(input.count))
            var output = [UInt8](repeating: 0, count: Int(length))
            let status = compress2(&output, &length, input, uLong(input.count), Z_DEFAULT_COMPRESSION)
            // Only out-of-memory or a too small output fails, and compressBound rules the latter out.
            precondition(status == Z_OK, "zlib compress2 failed: \(status)")
            return Array(output.prefix(Int(length)))
        case .snappy:
            #if canImport(CSnappy)
                var length = snappy_max_compressed_length(input.count)
                var output = [UInt8](repeating: 0, count: length)
                let status = input.withUnsafeBytes { source in
                    output.withUnsafeMutableBytes { target in
                        snappy_compress(
                            source.baseAddress?.assumingMemoryBound(to: CChar.self), source.count,
                            target.baseAddress?.assumingMemoryBound(to: CChar.self), &length)
                    }
                }
                precondition(status == SNAPPY_OK, "snappy_compress failed: \(status)")
                return Array(output.prefix(length))
            #else
                preconditionFailure("snappy is not built in")
            #endif
        case .zstd:
            var output = [UInt8](repeating: 0, count: ZSTD_compressBound(input.count))
            // Level 0: zstd's default level.
            let length = ZSTD_compress(&output, output.count, input, input.count, 0)
            precondition(ZSTD_isError(length) == 0, "ZSTD_compress failed")
            return Array(output.prefix(length))
        }
    }

    /// `compressed` decompressed into exactly `size` bytes; throws when the data is not valid
    /// for this compressor or does not decompress to exactly `size` bytes. Never allocates
    /// room for more than `size` bytes (one, for an empty message), whatever the data claims.
    func decompress(_ compressed: [UInt8], size: Int) throws(WireProtocolViolation) -> [UInt8] {
        switch self {
        case .noop:
            guard compressed.count == size else { throw Self.wrongSize(self, size) }
            return compressed
        case .zlib:
            var output = [UInt8](repeating: 0, count: max(size, 1))
            var length = uLong(output.count)
            let status = uncompress(&output, &length, compressed, uLong(compressed.count))
            guard status == Z_OK else {
                // Z_BUF_ERROR: more than `size` bytes, or data cut short.
                throw status == Z_BUF_ERROR ? Self.wrongSize(self, size) : Self.invalid(self)
            }
            guard Int(length) == size else { throw Self.wrongSize(self, size) }
            return size == 0 ? [] : output
        case .snappy:
            #if canImport(CSnappy)
                // Snappy's data starts with its uncompressed length: checked before allocating.
                var stated = 0
                let header = compressed.withUnsafeBytes { source in
                    snappy_uncompressed_length(source.baseAddress?.assumingMemoryBound(to: CChar.self), source.count, &stated)
                }
                guard header == SNAPPY_OK else { throw Self.invalid(self) }
                guard stated == size else { throw Self.wrongSize(self, size) }
                var output = [UInt8](repeating: 0, count: max(size, 1))
                var length = output.count
                let status = compressed.withUnsafeBytes { source in
                    output.withUnsafeMutableBytes { target in
                        snappy_uncompress(
                            source.baseAddress?.assumingMemoryBound(to: CChar.self), source.count,
                            target.baseAddress?.assumingMemoryBound(to: CChar.self), &length)
                    }
                }
                guard status == SNAPPY_OK else { throw Self.invalid(self) }
                guard length == size else { throw Self.wrongSize(self, size) }
                return size == 0 ? [] : output
            #else
                throw WireProtocolViolation("OP_COMPRESSED: snappy is not built in")
            #endif
        case .zstd:
            // A frame that states its content size is checked before allocating.
            // zstd.h: ZSTD_CONTENTSIZE_UNKNOWN is (0ULL - 1), ZSTD_CONTENTSIZE_ERROR (0ULL - 2).
            let stated = UInt64(ZSTD_getFrameContentSize(compressed, compressed.count))
            guard stated != UInt64.max - 1 else { throw Self.invalid(self) }
            guard stated == UInt64.max || stated == UInt64(size) else { throw Self.wrongSize(self, size) }
            var output = [UInt8](repeating: 0, count: max(size, 1))
            let length = ZSTD_decompress(&output, output.count, compressed, compressed.count)
            guard ZSTD_isError(length) == 0 else { throw Self.invalid(self) }
            guard length == size else { throw Self.wrongSize(self, size) }
            return size == 0 ? [] : output
        }
    }

    private static func invalid(_ compressor: WireCompressor) -> WireProtocolViolation {
        WireProtocolViolation("OP_COMPRESSED: the message is not valid \(compressor.name) data")
    }

    private static func wrongSize(_ compressor: WireCompressor, _ size: Int) -> WireProtocolViolation {
        WireProtocolViolation("OP_COMPRESSED: the \(compressor.name) data does not decompress to the stated uncompressedSize \(size)")
    }
}

/// OP_COMPRESSED (opcode 2012): the header, then originalOpcode (int32), uncompressedSize
/// (int32), compressorId (uint8) and the wrapped message without its header (OP_COMPRESSED.md).
enum WireCompression {
    /// originalOpcode, uncompressedSize and compressorId.
    static let prefixSize = 9

    /// Commands whose messages are never compressed (OP_COMPRESSED.md, "Messages not allowed
    /// to be compressed"): the reply to one is sent uncompressed even when the request was not.
    static let uncompressedCommands: Set<String> = HelloReply.commandNames.union([
        "saslStart", "saslContinue", "getnonce", "authenticate", "createUser", "updateUser",
        "copydbSaslStart", "copydbgetnonce", "copydb",
    ])

    /// The message `frame` wraps, with a header of its own (the same requestID and
    /// responseTo, the original opcode), and the compressor it came with. Throws, so that the
    /// connection is closed, for an unknown or absent compressor, a wrapped opcode other than
    /// OP_MSG or OP_QUERY, an uncompressedSize that is negative or would make a message over
    /// `maxMessageSize` (checked before anything is allocated), and data that does not
    /// decompress to exactly uncompressedSize bytes.
    static func unwrap(_ frame: WireFrame, maxMessageSize: Int = WireProtocol.maxMessageSize) throws(WireProtocolViolation) -> (WireFrame, WireCompressor) {
        var payload = frame.payload
        guard let originalOpcode = payload.readInteger(endianness: .little, as: Int32.self),
            let size = payload.readInteger(endianness: .little, as: Int32.self),
            let id = payload.readInteger(as: UInt8.self)
        else { throw WireProtocolViolation("OP_COMPRESSED shorter than its \(prefixSize)-byte prefix") }
        guard let compressor = WireCompressor(rawValue: id), WireCompressor.available.contains(compressor) else {
            throw WireProtocolViolation("OP_COMPRESSED: unknown compressorId \(id)")
        }
        guard originalOpcode == OperationCode.message.rawValue || originalOpcode == OperationCode.query.rawValue else {
            throw WireProtocolViolation("OP_COMPRESSED wraps opCode \(originalOpcode), not OP_MSG or OP_QUERY")
        }
        guard size >= 0, Int(size) <= maxMessageSize - WireProtocol.headerSize else {
            throw WireProtocolViolation("OP_COMPRESSED: uncompressedSize \(size) is outside 0...\(maxMessageSize - WireProtocol.headerSize)")
        }
        let message = try compressor.decompress(Array(payload.readableBytesView), size: Int(size))
        let responseTo = frame.message.getInteger(at: frame.message.readerIndex + 8, endianness: .little, as: Int32.self)!
        var buffer = ByteBuffer()
        buffer.reserveCapacity(WireProtocol.headerSize + message.count)
        buffer.writeInteger(Int32(WireProtocol.headerSize + message.count), endianness: .little)
        buffer.writeInteger(frame.requestID, endianness: .little)
        buffer.writeInteger(responseTo, endianness: .little)
        buffer.writeInteger(originalOpcode, endianness: .little)
        buffer.writeBytes(message)
        return (WireFrame(requestID: frame.requestID, operationCode: originalOpcode, message: buffer), compressor)
    }

    /// `message` (a whole message, header included) as an OP_COMPRESSED with the same
    /// requestID and responseTo, its body compressed with `compressor`.
    static func wrap(_ message: ByteBuffer, with compressor: WireCompressor, allocator: ByteBufferAllocator) -> ByteBuffer {
        let start = message.readerIndex
        let requestID = message.getInteger(at: start + 4, endianness: .little, as: Int32.self)!
        let responseTo = message.getInteger(at: start + 8, endianness: .little, as: Int32.self)!
        let originalOpcode = message.getInteger(at: start + 12, endianness: .little, as: Int32.self)!
        let body = message.readableBytesView.dropFirst(WireProtocol.headerSize)
        let compressed = compressor.compress(body)
        let length = WireProtocol.headerSize + prefixSize + compressed.count
        var buffer = allocator.buffer(capacity: length)
        buffer.writeMessageHeader(length: length, requestID: requestID, responseTo: responseTo, operationCode: .compressed)
        buffer.writeInteger(originalOpcode, endianness: .little)
        buffer.writeInteger(Int32(body.count), endianness: .little)
        buffer.writeInteger(compressor.rawValue)
        buffer.writeBytes(compressed)
        return buffer
    }
}
