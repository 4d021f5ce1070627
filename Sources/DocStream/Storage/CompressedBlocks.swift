import CZstd
import DocStreamBSON

/// A byte stream stored as Zstandard-compressed blocks, each checked by a CRC-32C: the form a
/// checkpoint file takes (documents compress about sevenfold).
///
/// Layout: the magic `DSZBLK01`, then blocks of `[UInt32 raw length][UInt32 stored length]
/// [UInt32 CRC-32C of the stored bytes][stored bytes]` (integers little-endian), the stored
/// bytes one Zstandard frame of at most `blockSize` raw bytes, until the end of the file. Files
/// in this form are written whole and renamed into place, so a block cut short, a checksum that
/// fails or a frame that does not decompress to its raw length is corruption.
enum CompressedBlocks {
    static let magic = Array("DSZBLK01".utf8)
    /// Raw bytes a block holds: large enough that the ratio is near the whole file's (7.3x on
    /// a checkpoint of documents, against 7.5x for 1 MiB blocks), small enough to salvage
    /// around a damaged one.
    static let blockSize = 256 * 1024
    /// Zstandard's fastest level: about 700 MB/s here, within 1% of level 3's ratio at this
    /// block size, and within a few percent of it on record blocks, which use it too.
    static let level: Int32 = 1
    private static let headerSize = 12

    /// Whether `bytes` begin as a file of compressed blocks does.
    static func isCompressed(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: magic)
    }

    /// `bytes` as a file of compressed blocks.
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var file = magic
        file.reserveCapacity(bytes.count / 4)
        var room = [UInt8](repeating: 0, count: ZSTD_compressBound(blockSize))
        var start = 0
        while start < bytes.count {
            let end = min(start + blockSize, bytes.count)
            let stored = bytes.withUnsafeBytes { input in
                room.withUnsafeMutableBytes { output in
                    ZSTD_compress(output.baseAddress, output.count, input.baseAddress! + start, end - start, level)
                }
            }
            precondition(ZSTD_isError(stored) == 0, "ZSTD_compress failed on \(end - start) bytes")
            let frame = room[..<stored]
            append(UInt32(end - start), to: &file)
            append(UInt32(stored), to: &file)
            append(frame.withUnsafeBytes { CRC32C.checksum($0) }, to: &file)
            file += frame
            start = end
        }
        return file
    }

    /// What a file holds: its bytes decompressed when it is in this form, as they are when not
    /// (a file written before its kind was compressed); `corrupt` as for `decompress`.
    static func contents(
        of file: [UInt8], corrupt: (_ offset: Int, _ reason: String) -> DocStreamError
    ) throws(DocStreamError) -> [UInt8] {
        guard isCompressed(file) else { return file }
        return try decompress(file, corrupt: corrupt)
    }

    /// What can be read of a file that may be damaged, in this form or not: `salvage(_:)` for a
    /// file of compressed blocks (`damagedBlocks` lists the blocks given up), the file itself
    /// otherwise (`damagedBlocks` nil).
    static func salvagedContents(of file: [UInt8]) -> (bytes: [UInt8], damagedBlocks: [(offset: Int, reason: String)]?) {
        guard isCompressed(file) else { return (file, nil) }
        let (bytes, damaged) = salvage(file)
        return (bytes, damaged)
    }

    /// The bytes a file of compressed blocks holds; `corrupt(offset, reason)` is thrown for the
    /// first block that is cut short, fails its checksum or does not decompress whole.
    static func decompress(
        _ file: [UInt8], corrupt: (_ offset: Int, _ reason: String) -> DocStreamError
    ) throws(DocStreamError) -> [UInt8] {
        let (bytes, damaged) = read(file, stoppingAtDamage: true)
        if let first = damaged.first { throw corrupt(first.offset, first.reason) }
        return bytes
    }

    /// What can be read of a damaged file of compressed blocks: the bytes of every intact
    /// block, in order, and where the damaged ones were. A block whose header is damaged ends
    /// the reading (the blocks after it cannot be found).
    static func salvage(_ file: [UInt8]) -> (bytes: [UInt8], damaged: [(offset: Int, reason: String)]) {
        read(file, stoppingAtDamage: false)
    }

    private static func read(_ file: [UInt8], stoppingAtDamage: Bool) -> (bytes: [UInt8], damaged: [(offset: Int, reason: String)]) {
        var bytes: [UInt8] = []
        var damaged: [(offset: Int, reason: String)] = []
        var offset = magic.count
        while offset < file.count {
            switch block(in: file, at: offset) {
            case .intact(let raw, let next):
                bytes += raw
                offset = next
            case .damaged(let reason, let next):
                damaged.append((offset, reason))
                guard !stoppingAtDamage, let next else { return (bytes, damaged) }
                offset = next
            }
        }
        return (bytes, damaged)
    }

    private enum Block {
        case intact([UInt8], next: Int)
        /// `next`: where the following block starts, when the header could be read.
        case damaged(String, next: Int?)
    }

    private static func block(in file: [UInt8], at offset: Int) -> Block {
        guard file.count - offset >= headerSize else { return .damaged("the file ends inside a block's header", next: nil) }
        let rawLength = Int(integer(in: file, at: offset))
        let storedLength = Int(integer(in: file, at: offset + 4))
        let checksum = integer(in: file, at: offset + 8)
        let start = offset + headerSize
        guard rawLength <= blockSize, storedLength <= file.count - start else {
            return .damaged("a block's header states \(rawLength) raw and \(storedLength) stored bytes", next: nil)
        }
        let next = start + storedLength
        let stored = file[start..<next]
        guard stored.withUnsafeBytes({ CRC32C.checksum($0) }) == checksum else {
            return .damaged("a block fails its checksum", next: next)
        }
        var raw = [UInt8](repeating: 0, count: rawLength)
        let length = raw.withUnsafeMutableBytes { output in
            stored.withUnsafeBytes { input in ZSTD_decompress(output.baseAddress, output.count, input.baseAddress, input.count) }
        }
        guard ZSTD_isError(length) == 0, length == rawLength else {
            return .damaged("a block does not decompress to its \(rawLength) bytes", next: next)
        }
        return .intact(raw, next: next)
    }

    /// `raw` as one Zstandard frame at `level`, after `headerSize` zero bytes the caller fills
    /// with its header: the form of record and `_id` index blocks.
    static func frame(of raw: [UInt8], after headerSize: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: headerSize + ZSTD_compressBound(raw.count))
        let frameSize = raw.withUnsafeBytes { input in
            bytes.withUnsafeMutableBytes { output in
                ZSTD_compress(output.baseAddress! + headerSize, output.count - headerSize, input.baseAddress, input.count, level)
            }
        }
        precondition(ZSTD_isError(frameSize) == 0, "ZSTD_compress failed on \(raw.count) bytes")
        bytes.removeSubrange((headerSize + frameSize)...)
        return bytes
    }

    /// The raw bytes of one Zstandard frame said to hold `rawLength` of them; nil when the frame
    /// states another size (found before room is taken for it) or does not decompress to it.
    static func rawBytes(of frame: UnsafeRawBufferPointer, length rawLength: Int) -> [UInt8]? {
        guard ZSTD_getFrameContentSize(frame.baseAddress, frame.count) == UInt64(rawLength) else { return nil }
        var length = 0
        let raw = [UInt8](unsafeUninitializedCapacity: rawLength) { buffer, initialized in
            length = ZSTD_decompress(buffer.baseAddress, buffer.count, frame.baseAddress, frame.count)
            initialized = ZSTD_isError(length) == 0 ? length : 0
        }
        return ZSTD_isError(length) == 0 && length == rawLength ? raw : nil
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    private static func integer(in bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }
}
