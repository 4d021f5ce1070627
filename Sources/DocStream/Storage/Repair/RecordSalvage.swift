import DocStreamBSON

/// Reads the intact records of a damaged journal or checkpoint file, where recovery stops at
/// the first damaged one: each damaged stretch is skipped up to the next record that frames,
/// checks and parses, and reported.
struct RecordSalvage: Sendable {
    /// An intact record and where it starts.
    struct Record: Sendable {
        let offset: Int
        let document: Document
    }

    /// Bytes skipped between intact records.
    struct DamagedRange: Sendable, Equatable {
        let offset: Int
        let bytes: Int
        /// How many records were there: known (1) when the damaged record's framing held and
        /// only its contents were bad; nil when the framing itself was lost.
        let recordsLost: Int?
        let reason: String
    }

    private(set) var records: [Record] = []
    private(set) var damaged: [DamagedRange] = []
    /// A partial last record (a crash mid-append), which was never acknowledged.
    private(set) var tornTail: JournalTornTail?

    init(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            switch Self.read(bytes, at: offset) {
            case .record(let document, let next):
                records.append(Record(offset: offset, document: document))
                offset = next
            case .truncated:
                if !JournalFormat.onlyZeros(bytes, from: offset) { tornTail = JournalTornTail(offset: offset, bytes: bytes.count - offset) }
                return
            case .damaged(let reason, let next):
                // A record that does not read back with only the journal's reserved zeros after
                // it is an append a crash cut short.
                if next < bytes.count, JournalFormat.onlyZeros(bytes, from: next) {
                    tornTail = JournalTornTail(offset: offset, bytes: bytes.count - offset)
                    return
                }
                // The framing held: the record is lost, the next one starts where it ends, if
                // one does there (otherwise the stretch up to the next good record is lost).
                if next == bytes.count || Self.isRecord(bytes, at: next) {
                    damaged.append(DamagedRange(offset: offset, bytes: next - offset, recordsLost: 1, reason: reason))
                    offset = next
                } else {
                    offset = skipDamage(bytes, from: offset, reason: reason)
                }
            case .badFraming(let reason):
                offset = skipDamage(bytes, from: offset, reason: reason)
            }
        }
    }

    var isIntact: Bool { damaged.isEmpty }

    /// Records the stretch from `offset` to the next intact record (or the end) as damaged and
    /// returns where reading goes on.
    private mutating func skipDamage(_ bytes: [UInt8], from offset: Int, reason: String) -> Int {
        // Zeros to the end are the journal's reserved space, or file length a crash left
        // without data: nothing was written there.
        if JournalFormat.onlyZeros(bytes, from: offset) { return bytes.count }
        var next = offset + 1
        while next < bytes.count, !Self.isRecord(bytes, at: next) { next += 1 }
        damaged.append(DamagedRange(offset: offset, bytes: next - offset, recordsLost: nil, reason: reason))
        return next
    }

    private enum Read {
        case record(Document, next: Int)
        case truncated
        case damaged(String, next: Int)
        case badFraming(String)
    }

    /// The record framed at `offset` (JournalFormat: length, CRC-32C, BSON payload).
    private static func read(_ bytes: [UInt8], at offset: Int) -> Read {
        guard bytes.count - offset >= JournalFormat.headerSize else { return .truncated }
        let length = Int(JournalFormat.loadLittleEndian(bytes, at: offset))
        let payloadStart = offset + JournalFormat.headerSize
        guard length >= 5, length <= JournalFormat.maxPayloadSize else { return .badFraming("record length \(length) is impossible") }
        let end = payloadStart + length
        guard end <= bytes.count else {
            if JournalFormat.disagreeingDocumentLength(bytes, recordLength: length, payloadStart: payloadStart) != nil {
                return .badFraming("record length \(length) runs past the end of the file")
            }
            return .truncated
        }
        let payload = bytes[payloadStart..<end]
        guard CRC32C.checksum(payload) == JournalFormat.loadLittleEndian(bytes, at: offset + 4) else {
            return .damaged("checksum mismatch", next: end)
        }
        guard let document = try? Document(bsonBytes: payload) else { return .damaged("invalid BSON", next: end) }
        return .record(document, next: end)
    }

    /// Whether an intact record starts at `offset`: a cheap test of the document's own length
    /// first, then the checksum and the BSON.
    private static func isRecord(_ bytes: [UInt8], at offset: Int) -> Bool {
        guard bytes.count - offset >= JournalFormat.headerSize + 5 else { return false }
        let length = Int(JournalFormat.loadLittleEndian(bytes, at: offset))
        guard length >= 5, offset + JournalFormat.headerSize + length <= bytes.count,
            Int(JournalFormat.loadLittleEndian(bytes, at: offset + JournalFormat.headerSize)) == length
        else { return false }
        if case .record = read(bytes, at: offset) { return true }
        return false
    }
}
