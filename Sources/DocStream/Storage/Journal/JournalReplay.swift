import DocStreamBSON
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A partial last record that recovery cut off: where it started and how many bytes went.
package struct JournalTornTail: Sendable, Equatable {
    /// Where the partial record started (the file's length once it is cut).
    public let offset: Int
    /// How many bytes the partial record held.
    public let bytes: Int
}

/// Recovery: reads a journal back in order.
package enum JournalReplay {
    /// The journal's records in the order they were appended.
    ///
    /// A torn tail, the last record left partial by a crash mid-append (fewer bytes than its
    /// header says, a header cut short, or zeros to the end of the file), is cut off the file
    /// and reported: it was never acknowledged. A whole record that fails its checksum or is
    /// not valid BSON is corruption wherever it is, the last one included, thrown as
    /// 301 DataCorruptionDetected naming the file and the record's offset before anything is changed.
    /// A missing file is an empty journal. A sealed generation (`SealedJournal`) is read as the
    /// records its compressed blocks hold: it was written whole, so nothing is cut.
    public static func replay(url: URL) throws(DocStreamError) -> (records: [Document], tornTail: JournalTornTail?) {
        let path = url.path
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return ([], nil) }
            throw .storageIO("open", path: path)
        }
        defer { close(descriptor) }
        let bytes = try FileDescriptorIO.readAll(from: descriptor, path: path)
        if CompressedBlocks.isCompressed(bytes) {
            return (try records(in: try SealedJournal.records(of: bytes, path: path), path: path).records, nil)
        }
        let scan = try records(in: bytes, path: path)
        guard let torn = scan.tornAt else { return (scan.records, nil) }
        guard ftruncate(descriptor, off_t(torn)) == 0 else { throw .storageIO("ftruncate", path: path) }
        try FileDescriptorIO.sync(descriptor, path: path)
        return (scan.records, JournalTornTail(offset: torn, bytes: bytes.count - torn))
    }

    /// The valid records of framed bytes and where a torn tail starts, if there is one.
    static func records(in bytes: [UInt8], path: String) throws(DocStreamError) -> (records: [Document], tornAt: Int?) {
        var records: [Document] = []
        var offset = 0
        while offset < bytes.count {
            // A crash mid-append leaves a short record, or file length without data (zeros), never
            // a whole record with other bytes: a whole one that does not read back is damage, and
            // cutting it would lose an acknowledged write.
            func zeroTailOrCorrupt(_ reason: String) throws(DocStreamError) -> (records: [Document], tornAt: Int?) {
                guard bytes[offset...].allSatisfy({ $0 == 0 }) else {
                    throw .journalCorrupt(path: path, offset: offset, reason: reason)
                }
                return (records, offset)
            }
            guard bytes.count - offset >= JournalFormat.headerSize else {
                return (records, offset)
            }
            let length = Int(JournalFormat.loadLittleEndian(bytes, at: offset))
            let checksum = JournalFormat.loadLittleEndian(bytes, at: offset + 4)
            let payloadStart = offset + JournalFormat.headerSize
            guard length <= JournalFormat.maxPayloadSize else {
                throw .journalCorrupt(path: path, offset: offset, reason: "record length \(length) is over the \(JournalFormat.maxPayloadSize)-byte limit")
            }
            let recordEnd = payloadStart + length
            guard recordEnd <= bytes.count else {
                // Past the end of the file: torn, unless the length field is damaged.
                if let documentLength = JournalFormat.disagreeingDocumentLength(bytes, recordLength: length, payloadStart: payloadStart) {
                    throw .journalCorrupt(path: path, offset: offset, reason: "record length \(length) but its document says \(documentLength)")
                }
                return (records, offset)
            }
            let payload = bytes[payloadStart..<recordEnd]
            guard CRC32C.checksum(payload) == checksum else {
                return try zeroTailOrCorrupt("checksum mismatch")
            }
            do {
                records.append(try Document(bsonBytes: payload))
            } catch {
                return try zeroTailOrCorrupt("invalid BSON: \(error.message)")
            }
            offset = recordEnd
        }
        return (records, nil)
    }
}
