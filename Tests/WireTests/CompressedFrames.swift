import CZlib
import CZstd
import Foundation
import Testing

#if canImport(CSnappy)
    import CSnappy
#endif

/// The compressors of "Wire Compression in Drivers" (mongodb/specifications
/// source/compression/OP_COMPRESSED.md), by compressorId and handshake name, done with the C
/// libraries directly, as a driver does, so that the tests check the server against them.
enum TestCompressor: String, CaseIterable, CustomTestStringConvertible {
    case noop, snappy, zlib, zstd

    /// compressorId, from the specification's table.
    static let ids: [TestCompressor: UInt8] = [.noop: 0, .snappy: 1, .zlib: 2, .zstd: 3]

    init?(id: UInt8) {
        guard let found = Self.ids.first(where: { $0.value == id }) else { return nil }
        self = found.key
    }

    var id: UInt8 { Self.ids[self]! }
    /// The handshake's name.
    var name: String { rawValue }
    var testDescription: String { name }

    /// Those this build of the server offers: noop, zlib and zstd always, snappy where its
    /// library is built in (as in the tests, which link the same ones).
    static var builtIn: [TestCompressor] {
        [.noop, .zlib, .zstd] + (hasSnappy ? [.snappy] : [])
    }

    #if canImport(CSnappy)
        static let hasSnappy = true
    #else
        static let hasSnappy = false
    #endif

    func compress(_ input: [UInt8]) -> [UInt8] {
        switch self {
        case .zlib:
            // zlib's compress(): the zlib format at the default level, as Python's zlib.compress.
            var bound = compressBound(uLong(input.count))
            var compressed = [UInt8](repeating: 0, count: Int(bound))
            precondition(CZlib.compress(&compressed, &bound, input, uLong(input.count)) == Z_OK)
            return Array(compressed.prefix(Int(bound)))
        case .noop:
            return input
        case .snappy:
            #if canImport(CSnappy)
                var length = snappy_max_compressed_length(input.count)
                var output = [CChar](repeating: 0, count: length)
                let status = input.withUnsafeBytes { snappy_compress($0.baseAddress!.assumingMemoryBound(to: CChar.self), input.count, &output, &length) }
                precondition(status == SNAPPY_OK)
                return output.prefix(length).map { UInt8(bitPattern: $0) }
            #else
                preconditionFailure("snappy is not built in")
            #endif
        case .zstd:
            // Frames that do not state their content size (pymongo's do), so that the server
            // meets both kinds.
            let context = ZSTD_createCCtx()
            defer { ZSTD_freeCCtx(context) }
            precondition(ZSTD_isError(ZSTD_CCtx_setParameter(context, ZSTD_c_contentSizeFlag, 0)) == 0)
            var output = [UInt8](repeating: 0, count: ZSTD_compressBound(input.count))
            let produced = input.withUnsafeBytes { source in
                output.withUnsafeMutableBytes { target in
                    var pending = ZSTD_inBuffer(src: source.baseAddress, size: source.count, pos: 0)
                    var written = ZSTD_outBuffer(dst: target.baseAddress, size: target.count, pos: 0)
                    let left = ZSTD_compressStream2(context, &written, &pending, ZSTD_e_end)
                    precondition(ZSTD_isError(left) == 0 && left == 0)
                    return written.pos
                }
            }
            return Array(output.prefix(produced))
        }
    }

    /// `input` decompressed, expected to be `size` bytes; nil when it is not valid or not that size.
    func decompress(_ input: [UInt8], size: Int) -> [UInt8]? {
        switch self {
        case .noop:
            return input.count == size ? input : nil
        case .zlib:
            var output = [UInt8](repeating: 0, count: size + 1)
            var length = uLong(output.count)
            guard uncompress(&output, &length, input, uLong(input.count)) == Z_OK, Int(length) == size else { return nil }
            return Array(output.prefix(size))
        case .snappy:
            #if canImport(CSnappy)
                var output = [CChar](repeating: 0, count: size + 1)
                var length = output.count
                let status = input.withUnsafeBytes { snappy_uncompress($0.baseAddress!.assumingMemoryBound(to: CChar.self), input.count, &output, &length) }
                guard status == SNAPPY_OK, length == size else { return nil }
                return output.prefix(size).map { UInt8(bitPattern: $0) }
            #else
                return nil
            #endif
        case .zstd:
            var output = [UInt8](repeating: 0, count: size + 1)
            let length = ZSTD_decompress(&output, output.count, input, input.count)
            guard ZSTD_isError(length) == 0, length == size else { return nil }
            return Array(output.prefix(size))
        }
    }
}

/// zlib data that inflates to `count` zero bytes, deflated a megabyte at a time so that the
/// zeros are never all in memory at once.
func zlibZeros(count: Int) -> [UInt8] {
    var stream = z_stream()
    precondition(deflateInit_(&stream, 9, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK)
    defer { deflateEnd(&stream) }
    var zeros = [UInt8](repeating: 0, count: 1 << 20)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var output: [UInt8] = []
    var left = count
    repeat {
        let take = min(left, zeros.count)
        left -= take
        let flush = left == 0 ? Z_FINISH : Z_NO_FLUSH
        zeros.withUnsafeMutableBufferPointer { input in
            stream.next_in = input.baseAddress
            stream.avail_in = uInt(take)
            repeat {
                chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    precondition(deflate(&stream, flush) != Z_STREAM_ERROR)
                    output += target.prefix(target.count - Int(stream.avail_out))
                }
            } while stream.avail_out == 0
        }
    } while left > 0
    return output
}

extension WireMessages {
    /// OP_COMPRESSED.md, OP_COMPRESSED: a header with opCode 2012, then originalOpcode,
    /// uncompressedSize, compressorId and `compressed`, the message's bytes after its header.
    static func opCompressed(requestID: Int32, originalOpcode: Int32, uncompressedSize: Int32, compressorID: UInt8, compressed: [UInt8]) -> [UInt8] {
        header(length: 16 + 9 + compressed.count, requestID: requestID, opCode: 2012)
            + originalOpcode.littleEndianBytes + uncompressedSize.littleEndianBytes + [compressorID] + compressed
    }

    /// `message` (a whole message, header included) compressed with `compressor` into an
    /// OP_COMPRESSED with the same requestID.
    static func compressed(_ message: [UInt8], with compressor: TestCompressor) -> [UInt8] {
        let body = Array(message.dropFirst(16))
        return opCompressed(
            requestID: message.int32(at: 4), originalOpcode: message.int32(at: 12), uncompressedSize: Int32(body.count),
            compressorID: compressor.id, compressed: compressor.compress(body))
    }
}

extension WireReply {
    /// OP_COMPRESSED's fields: originalOpcode, uncompressedSize, compressorId.
    var compressionPrefix: (originalOpcode: Int32, uncompressedSize: Int32, compressorID: UInt8) {
        (bytes.int32(at: 16), bytes.int32(at: 20), bytes[24])
    }

    /// The message an OP_COMPRESSED reply wraps, header rebuilt from its own with
    /// originalOpcode; nil when it does not decompress to uncompressedSize bytes.
    func decompressed() -> WireReply? {
        let prefix = compressionPrefix
        guard let compressor = TestCompressor(id: prefix.compressorID),
            let body = compressor.decompress(Array(bytes[25...]), size: Int(prefix.uncompressedSize))
        else { return nil }
        let header = Int32(16 + body.count).littleEndianBytes + Array(bytes[4..<12]) + prefix.originalOpcode.littleEndianBytes
        return WireReply(bytes: header + body)
    }
}
