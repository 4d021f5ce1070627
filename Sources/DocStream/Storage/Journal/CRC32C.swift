import CChecksum
import Foundation

/// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), the checksum of journal records;
/// ext4, iSCSI and LevelDB use it for the same job, and it catches every burst error up to
/// 32 bits. MongoDB's wire protocol checksums OP_MSG messages with it too.
package enum CRC32C {
    /// Eight 256-entry tables back to back, for slice-by-8: table k holds the CRC of a byte
    /// followed by k zero bytes, so eight input bytes cost eight lookups and no loop.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for byte in 0..<256 {
            var crc = UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1
            }
            tables[byte] = crc
        }
        for slice in 1..<8 {
            for byte in 0..<256 {
                let previous = tables[(slice - 1) * 256 + byte]
                tables[slice * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()

    /// Whether the processor computes CRC-32C itself (SSE 4.2, Arm's CRC extension): about ten
    /// times as fast as the tables, which a point read of a stored block felt.
    private static let hasInstruction = docstream_crc32c_has_instruction() != 0

    /// The CRC-32C of `bytes`.
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard hasInstruction, let base = bytes.baseAddress else { return tableChecksum(bytes) }
        return ~docstream_crc32c_update(0xFFFF_FFFF, base, bytes.count)
    }

    /// The CRC-32C of `bytes` from the tables, where the processor has no instruction for it.
    static func tableChecksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        var index = 0
        tables.withUnsafeBufferPointer { table in
            func lookup(_ slice: Int, _ byte: UInt32) -> UInt32 {
                table[slice &* 256 &+ Int(byte & 0xFF)]
            }
            while bytes.count - index >= 8 {
                let low = crc ^ UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self))
                let high = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 4, as: UInt32.self))
                let fromLow = lookup(7, low) ^ lookup(6, low >> 8) ^ lookup(5, low >> 16) ^ lookup(4, low >> 24)
                let fromHigh = lookup(3, high) ^ lookup(2, high >> 8) ^ lookup(1, high >> 16) ^ lookup(0, high >> 24)
                crc = fromLow ^ fromHigh
                index += 8
            }
            while index < bytes.count {
                crc = (crc >> 8) ^ lookup(0, crc ^ UInt32(bytes[index]))
                index += 1
            }
        }
        return ~crc
    }

    /// The CRC-32C of `bytes`.
    public static func checksum(_ bytes: some ContiguousBytes) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }
}

extension CRC32C {
    /// Writes the checksum of all but the first four bytes of `value` into those four
    /// (little-endian): how record blocks and `_id` index blocks seal their LMDB values.
    static func sealLeading(_ value: inout [UInt8]) {
        value.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: checksum(UnsafeRawBufferPointer(rebasing: bytes[4...])).littleEndian, toByteOffset: 0, as: UInt32.self)
        }
    }

    /// Whether the first four bytes of `value` (at least four long) are the checksum of the rest.
    static func isSealed(_ value: UnsafeRawBufferPointer) -> Bool {
        checksum(UnsafeRawBufferPointer(rebasing: value[4...])) == UInt32(littleEndian: value.loadUnaligned(as: UInt32.self))
    }
}
