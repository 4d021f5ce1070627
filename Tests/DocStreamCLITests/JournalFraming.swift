import Foundation

/// The offsets of a journal's records, read from their framing: a little-endian length, a
/// checksum, then that many bytes of BSON.
func journalRecordOffsets(_ bytes: [UInt8]) -> [Int] {
    var offsets: [Int] = []
    var offset = 0
    while offset + 8 <= bytes.count {
        offsets.append(offset)
        let length = (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        offset += 8 + length
    }
    return offsets
}
