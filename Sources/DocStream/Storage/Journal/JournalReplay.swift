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

/// A journal's whole records and what follows them.
struct JournalScan {
    var records: [Document]
    /// Where the whole records end: the end of the bytes, or where a partial record or the
    /// zeros after the records start.
    var end: Int
    /// Whether what follows `end` is a partial record a crash left mid-append. When false,
    /// nothing follows or only zeros: space the journal reserves ahead of its appends (or
    /// file length a crash left without its data), where nothing was written.
    var isTorn: Bool
}

/// Recovery: reads a journal back in order.
package enum JournalReplay {
    /// The journal's records in the order they were appended, and where they end.
    ///
    /// A torn tail, the last record left partial by a crash mid-append (fewer bytes than its
    /// header says, or a record that does not read back with only the journal's reserved zeros
    /// after it), is cut off the file and reported: it was never acknowledged. Zeros after the
    /// last record are cut too, without a report: nothing was written there. Any other record
    /// that fails its checksum or is not valid BSON is corruption, thrown as
    /// 301 DataCorruptionDetected naming the file and the record's offset before anything is changed.
    /// A missing file is an empty journal. A sealed generation (`SealedJournal`) is read as the
    /// records its compressed blocks hold: it was written whole, so nothing is cut.
    public static func replay(url: URL) throws(DocStreamError) -> (records: [Document], tornTail: JournalTornTail?) {
        let reading = try read(url: url)
        if let cut = reading.cut { try self.cut(url: url, at: cut) }
        return (reading.records, reading.tornTail)
    }

    /// What `replay(url:)` reads, changing nothing: the records, the torn tail, and where the
    /// file is to be cut (nil when nothing follows the records).
    static func read(url: URL) throws(DocStreamError) -> (records: [Document], tornTail: JournalTornTail?, cut: Int?) {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return ([], nil, nil) }
            throw .storageIO("open", path: path)
        }
        defer { close(descriptor) }
        let bytes = try FileDescriptorIO.readAll(from: descriptor, path: path)
        if CompressedBlocks.isCompressed(bytes) {
            return (try records(in: try SealedJournal.records(of: bytes, path: path), path: path).records, nil, nil)
        }
        let scan = try records(in: bytes, path: path)
        guard scan.end < bytes.count else { return (scan.records, nil, nil) }
        return (scan.records, scan.isTorn ? JournalTornTail(offset: scan.end, bytes: bytes.count - scan.end) : nil, scan.end)
    }

    /// Cuts the journal file at `url` to `length` bytes, durably.
    static func cut(url: URL, at length: Int) throws(DocStreamError) {
        let descriptor = open(url.path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .storageIO("open", path: url.path) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw .storageIO("ftruncate", path: url.path) }
        try FileDescriptorIO.sync(descriptor, path: url.path)
    }

    /// The valid records of framed bytes and what follows them.
    static func records(in bytes: [UInt8], path: String) throws(DocStreamError) -> JournalScan {
        var records: [Document] = []
        var offset = 0
        while offset < bytes.count {
            // A crash mid-append leaves a short record, or zeros where its bytes did not land
            // (file length without data, or the journal's reserved zeros) with only zeros after
            // it. A whole record that does not read back with anything else after it is damage,
            // and cutting it would lose an acknowledged write.
            func unreadable(_ reason: String, recordEnd: Int) throws(DocStreamError) -> JournalScan {
                if JournalFormat.onlyZeros(bytes, from: offset) { return JournalScan(records: records, end: offset, isTorn: false) }
                if recordEnd < bytes.count, JournalFormat.onlyZeros(bytes, from: recordEnd) {
                    return JournalScan(records: records, end: offset, isTorn: true)
                }
                throw .journalCorrupt(path: path, offset: offset, reason: reason)
            }
            guard bytes.count - offset >= JournalFormat.headerSize else {
                return JournalScan(records: records, end: offset, isTorn: !JournalFormat.onlyZeros(bytes, from: offset))
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
                return JournalScan(records: records, end: offset, isTorn: true)
            }
            let payload = bytes[payloadStart..<recordEnd]
            guard CRC32C.checksum(payload) == checksum else {
                return try unreadable("checksum mismatch", recordEnd: recordEnd)
            }
            do {
                records.append(try Document(bsonBytes: payload))
            } catch {
                return try unreadable("invalid BSON: \(error.message)", recordEnd: recordEnd)
            }
            offset = recordEnd
        }
        return JournalScan(records: records, end: offset, isTorn: false)
    }
}
