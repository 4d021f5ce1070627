import DocStreamBSON

/// A block of a record store as read: documents with their record ids, in id order,
/// decompressed and checked once, then shared (through the block cache) by every read.
///
/// The block's LMDB value (integers little-endian):
///
///     [UInt32 CRC-32C of the rest][UInt64 version][UInt32 raw length][one Zstandard frame]
///
/// and the frame's raw bytes:
///
///     [UInt32 count n][n × UInt64 record id][n × UInt32 offset of the document in the
///     documents][the documents' BSON, back to back]
///
/// The checksum covers the version, the length and the frame, so damage anywhere in the value
/// is caught before decompressing. The version is the store's count of block writes when this
/// one was written: the cache keeps a block with its version, and a reader takes the cached
/// copy only when the stored value carries the same one (unique per committed write, so no
/// snapshot sees another's block).
final class RecordBlock: Sendable {
    /// The block's key: its first record id when it was made (records deleted from its front
    /// leave it), at most every id in it and below the next block's.
    let key: UInt64
    let version: UInt64
    let ids: [UInt64]
    private let offsets: [UInt32]
    /// The raw bytes; the documents start at `documentsStart`.
    private let raw: [UInt8]
    private let documentsStart: Int

    static let headerSize = 16

    /// The block stored as `stored`; `damaged(reason)` is thrown when the value is cut short,
    /// fails its checksum, does not decompress to its length, or is not a block's layout.
    init(
        key: UInt64, stored: UnsafeRawBufferPointer, damaged: (String) -> DocStreamError
    ) throws(DocStreamError) {
        guard stored.count > Self.headerSize else { throw damaged("its value is \(stored.count) bytes, shorter than a block's header") }
        guard CRC32C.isSealed(stored) else { throw damaged("it fails its checksum") }
        self.key = key
        version = UInt64(littleEndian: stored.loadUnaligned(fromByteOffset: 4, as: UInt64.self))
        let rawLength = Int(UInt32(littleEndian: stored.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
        guard let raw = CompressedBlocks.rawBytes(of: UnsafeRawBufferPointer(rebasing: stored[Self.headerSize...]), length: rawLength) else {
            throw damaged("it does not decompress to its \(rawLength) bytes")
        }
        let layout: (ids: [UInt64], offsets: [UInt32], start: Int)? = raw.withUnsafeBytes { bytes in
            guard bytes.count >= 4 else { return nil }
            let count = Int(UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self)))
            let start = 4 + 12 * count
            guard count > 0, start <= bytes.count else { return nil }
            let ids = (0..<count).map { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 + 8 * $0, as: UInt64.self)) }
            let offsets = (0..<count).map {
                UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 + 8 * count + 4 * $0, as: UInt32.self))
            }
            // Ids ascend and documents follow one another to the end, each as long as it says.
            for index in 0..<count {
                let end = index + 1 < count ? Int(offsets[index + 1]) : bytes.count - start
                let offset = Int(offsets[index])
                guard index == 0 || ids[index] > ids[index - 1], offset + 4 <= end, end <= bytes.count - start,
                    Int(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: start + offset, as: Int32.self))) == end - offset
                else { return nil }
            }
            return (ids, offsets, start)
        }
        guard let layout, layout.ids.first.map({ $0 >= key }) == true else { throw damaged("its contents are not a block's layout") }
        ids = layout.ids
        offsets = layout.offsets
        documentsStart = layout.start
        self.raw = raw
    }

    /// Bytes the block holds in memory, as the cache counts them.
    var cost: Int { raw.count + ids.count * 12 + 128 }

    /// Where `recordID` is in the block, if it is there.
    func index(of recordID: UInt64) -> Int? {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < recordID { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == recordID ? low : nil
    }

    /// The BSON of the document at `index`.
    func bytes(at index: Int) -> ArraySlice<UInt8> {
        let start = documentsStart + Int(offsets[index])
        let end = index + 1 < offsets.count ? documentsStart + Int(offsets[index + 1]) : raw.count
        return raw[start..<end]
    }

    /// The document at `index`, checked as BSON (the checksum has caught damage on disk; this
    /// catches a block written wrong).
    func document(at index: Int, damaged: (String) -> DocStreamError) throws(DocStreamError) -> Document {
        do {
            return try Document(bsonBytes: bytes(at: index))
        } catch {
            throw damaged("record \(ids[index]) is not valid BSON: \(error.message)")
        }
    }
}

/// A block being written: records appended, replaced or removed, then compressed into the
/// value `RecordBlock` reads.
struct RecordBlockContents {
    let key: UInt64
    private(set) var records: [(id: UInt64, bytes: ArraySlice<UInt8>)] = []
    /// The documents' bytes: what fills a block.
    private(set) var byteCount = 0
    /// Whether the contents differ from what is stored.
    private(set) var isModified = false

    /// A new, empty block.
    init(key: UInt64) {
        self.key = key
        isModified = true
    }

    /// The records of a stored block, to change.
    init(_ block: RecordBlock) {
        key = block.key
        records = block.ids.indices.map { (block.ids[$0], block.bytes(at: $0)) }
        byteCount = records.reduce(0) { $0 + $1.bytes.count }
    }

    var isEmpty: Bool { records.isEmpty }

    func index(of recordID: UInt64) -> Int? {
        records.firstIndex { $0.id == recordID }
    }

    /// Appends a record; its id must follow every id in the block.
    mutating func append(_ recordID: UInt64, _ bytes: [UInt8]) {
        records.append((recordID, bytes[...]))
        byteCount += bytes.count
        isModified = true
    }

    mutating func replace(at index: Int, with bytes: [UInt8]) {
        byteCount += bytes.count - records[index].bytes.count
        records[index].bytes = bytes[...]
        isModified = true
    }

    mutating func remove(at index: Int) {
        byteCount -= records[index].bytes.count
        records.remove(at: index)
        isModified = true
    }

    /// The LMDB value of the block, written as `version`.
    func stored(version: UInt64) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(4 + 12 * records.count + byteCount)
        Self.append(UInt32(records.count), to: &raw)
        for record in records { Self.append(record.id, to: &raw) }
        var offset = 0
        for record in records {
            Self.append(UInt32(offset), to: &raw)
            offset += record.bytes.count
        }
        for record in records { raw += record.bytes }
        var stored = CompressedBlocks.frame(of: raw, after: RecordBlock.headerSize)
        stored.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: version.littleEndian, toByteOffset: 4, as: UInt64.self)
            bytes.storeBytes(of: UInt32(raw.count).littleEndian, toByteOffset: 12, as: UInt32.self)
        }
        CRC32C.sealLeading(&stored)
        return stored
    }

    private static func append(_ value: some FixedWidthInteger, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}
