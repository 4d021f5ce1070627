import Testing

@testable import DocStream

/// Check values from RFC 3720 (iSCSI), appendix B.4, and the usual "123456789" check.
@Suite("CRC-32C")
struct CRC32CTests {
    static let vectors: [(input: [UInt8], crc: UInt32)] = [
        (Array("123456789".utf8), 0xE306_9283),
        ([UInt8](repeating: 0, count: 32), 0x8A91_36AA),
        ([UInt8](repeating: 0xFF, count: 32), 0x62A8_AB43),
        ((0..<32).map { UInt8($0) }, 0x46DD_794E),
        ((0..<32).map { UInt8(31 - $0) }, 0x113F_DB5C),
        ([], 0),
    ]

    /// Both ways: the processor's instruction where it has one, and the tables.
    @Test("Known vectors", arguments: vectors)
    func knownVectors(input: [UInt8], expected: UInt32) {
        #expect(CRC32C.checksum(input) == expected)
        #expect(input.withUnsafeBytes { CRC32C.tableChecksum($0) } == expected)
    }

    /// The eight-byte steps and the byte-at-a-time tail agree at every split, both ways.
    @Test("Every length and alignment matches the bitwise definition")
    func matchesBitwise() {
        let bytes = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for start in 0..<9 {
            for end in start...bytes.count {
                #expect(CRC32C.checksum(bytes[start..<end]) == bitwise(bytes[start..<end]))
                #expect(bytes[start..<end].withUnsafeBytes { CRC32C.tableChecksum($0) } == bitwise(bytes[start..<end]))
            }
        }
    }

    private func bitwise(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
        }
        return ~crc
    }
}
