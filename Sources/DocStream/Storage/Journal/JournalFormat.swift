import DocStreamBSON

/// The journal's record framing: `[UInt32 LE length][UInt32 LE CRC-32C of payload][payload]`,
/// where the payload is one BSON document.
enum JournalFormat {
    static let headerSize = 8

    /// The largest payload: an update of a full-size document carries it twice (before and
    /// after, for its change event), plus the 16 KiB MongoDB allows internal wrappers.
    static let maxPayloadSize = 2 * BSONLimits.maxDocumentSize + 16 * 1024

    static func appendRecord(_ document: Document, to buffer: inout [UInt8]) {
        let payload = document.bytes
        appendLittleEndian(UInt32(payload.count), to: &buffer)
        appendLittleEndian(CRC32C.checksum(payload), to: &buffer)
        buffer.append(contentsOf: payload)
    }

    /// For a record whose length runs past the end of `bytes`: the length its document gives,
    /// when that disagrees with the record's, which means a damaged length field (a torn record
    /// has its header and its document's own length from the same append). Nil when they agree,
    /// or when too few bytes or zeros (file length a crash left without data) say nothing: a torn tail.
    static func disagreeingDocumentLength(_ bytes: [UInt8], recordLength length: Int, payloadStart: Int) -> Int? {
        guard bytes.count - payloadStart >= 4 else { return nil }
        let documentLength = Int(loadLittleEndian(bytes, at: payloadStart))
        return documentLength != 0 && documentLength != length ? documentLength : nil
    }

    /// Whether `bytes` hold only zeros from `offset` on: space the journal reserved ahead of
    /// its appends, or file length a crash left without its data, where nothing was written.
    static func onlyZeros(_ bytes: [UInt8], from offset: Int) -> Bool {
        bytes[offset...].allSatisfy { $0 == 0 }
    }

    static func loadLittleEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }

    private static func appendLittleEndian(_ value: UInt32, to buffer: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) }
    }
}
