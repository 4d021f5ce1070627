import CZstd
import DocStreamBSON
import Synchronization

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
                    compressed(into: output, from: UnsafeRawBufferPointer(rebasing: input[start..<end]))
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
            stored.withUnsafeBytes { input in decompressed(into: output, from: input) }
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
                compressed(into: UnsafeMutableRawBufferPointer(rebasing: output[headerSize...]), from: input)
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
            length = decompressed(into: UnsafeMutableRawBufferPointer(buffer), from: frame)
            initialized = ZSTD_isError(length) == 0 ? length : 0
        }
        return ZSTD_isError(length) == 0 && length == rawLength ? raw : nil
    }

    /// Compression and decompression contexts kept for reuse: `ZSTD_compress` and
    /// `ZSTD_decompress` make one for each frame and free it after, which took a point read
    /// more time than decompressing its block (a decompression context is about 100 KiB, a
    /// compression context several times that, each freshly mapped and faulted in).
    private static let compressionContexts = Mutex<[Context]>([])
    private static let decompressionContexts = Mutex<[Context]>([])
    /// The most contexts of each kind kept: one for each thread that (de)compresses at once.
    private static var keptContexts: Int { 8 }

    /// A Zstandard context, used by one thread at a time: taken from its pool, given back after.
    private struct Context: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// Compresses `input` at `level` into `output`: the frame's size, or a Zstandard error code.
    private static func compressed(into output: UnsafeMutableRawBufferPointer, from input: UnsafeRawBufferPointer) -> Int {
        guard let context = compressionContexts.withLock({ $0.popLast() }) ?? ZSTD_createCCtx().map(Context.init) else {
            return ZSTD_compress(output.baseAddress, output.count, input.baseAddress, input.count, level)
        }
        defer { keep(context, in: compressionContexts) { _ = ZSTD_freeCCtx($0.pointer) } }
        return ZSTD_compressCCtx(context.pointer, output.baseAddress, output.count, input.baseAddress, input.count, level)
    }

    /// Decompresses the frame `input` into `output`: the raw size, or a Zstandard error code.
    private static func decompressed(into output: UnsafeMutableRawBufferPointer, from input: UnsafeRawBufferPointer) -> Int {
        guard let context = decompressionContexts.withLock({ $0.popLast() }) ?? ZSTD_createDCtx().map(Context.init) else {
            return ZSTD_decompress(output.baseAddress, output.count, input.baseAddress, input.count)
        }
        defer { keep(context, in: decompressionContexts) { _ = ZSTD_freeDCtx($0.pointer) } }
        return ZSTD_decompressDCtx(context.pointer, output.baseAddress, output.count, input.baseAddress, input.count)
    }

    /// Gives `context` back to its pool, or frees it when the pool is full.
    private static func keep(_ context: Context, in pool: borrowing Mutex<[Context]>, free: (Context) -> Void) {
        let isKept = pool.withLock { contexts in
            guard contexts.count < keptContexts else { return false }
            contexts.append(context)
            return true
        }
        if !isKept { free(context) }
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    private static func integer(in bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }
}
