import DocStreamBSON
import Foundation

/// A block of a record store's `_id` index: entries (the key of an `_id`, its record id) in
/// key order, front-coded and compressed, small enough to sit in an LMDB leaf page beside others.
///
/// The block's LMDB value (integers little-endian):
///
///     [UInt32 CRC-32C of the rest][UInt32 raw length][one Zstandard frame]
///
/// and the frame's raw bytes: `[UInt32 count n][n entries]`, each entry the length of the
/// prefix its key shares with the key before it, the length of the rest and the rest's bytes,
/// then its record id less the one before it (zigzag), the numbers as LEB128 varints. The
/// first entry shares nothing and follows record id 0. Sorted `_id`s share their first bytes
/// with their neighbours and record ids mostly follow them; what front coding leaves
/// repeated further in (an ObjectId's process bytes after a timestamp that changed)
/// compression takes out.
struct IDIndexBlock {
    /// Keys in ascending byte order, none twice.
    private(set) var keys: [[UInt8]] = []
    private(set) var recordIDs: [UInt64] = []

    /// The most a block's value takes: LMDB keeps a value in its leaf page, packed with
    /// others, up to about 2,000 bytes with a short key (1,500 with the longest key).
    static let maxStoredBytes = 1500
    /// The most a block made by splitting one among stored keys takes, so that inserts among
    /// its keys do not split it again at once.
    static let splitStoredBytes = 3 * maxStoredBytes / 4
    /// The entries a block is first cut from, before it is shortened to fit its value: front-coded
    /// ObjectIds compress several times over, so a block's 1,500 bytes hold more than that raw.
    private static let rawBytes = 32 * 1024
    private static let headerSize = 8

    init() {}

    /// The entries `(keys[i], recordIDs[i])`, keys ascending.
    init(keys: [[UInt8]], recordIDs: [UInt64]) {
        self.keys = keys
        self.recordIDs = recordIDs
    }

    /// The block stored as `stored`, every entry decoded; `damaged(reason)` is thrown when it
    /// fails its checksum, does not decompress or does not decode.
    init(stored: UnsafeRawBufferPointer, damaged: @escaping (String) -> DocStreamError) throws(DocStreamError) {
        var entries = try Entries(stored: stored, damaged: damaged)
        keys.reserveCapacity(entries.count)
        recordIDs.reserveCapacity(entries.count)
        while try entries.next() {
            keys.append(entries.key)
            recordIDs.append(entries.recordID)
        }
    }

    var isEmpty: Bool { keys.isEmpty }
    var count: Int { keys.count }

    /// Where `key` is or would go, and whether it is there.
    func position(of key: [UInt8]) -> (index: Int, found: Bool) {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if Self.compare(keys[middle], key) < 0 { low = middle + 1 } else { high = middle }
        }
        return (low, low < keys.count && keys[low] == key)
    }

    mutating func remove(at index: Int) {
        keys.remove(at: index)
        recordIDs.remove(at: index)
    }

    /// The entries as stored blocks, in order, each with its first key and a value of at most
    /// `limit` bytes (a single entry alone excepted): cut from at most `rawBytes` of entries,
    /// then shortened in proportion until the compressed value fits. After the first block,
    /// each is cut to what the one before compressed to: keys that compress less than
    /// sorted ObjectIds (a secondary index's) would otherwise be compressed twice a block.
    func storedBlocks(limit: Int) -> [(firstKey: [UInt8], stored: [UInt8])] {
        var blocks: [(firstKey: [UInt8], stored: [UInt8])] = []
        var start = 0
        var rawLimit = Self.rawBytes
        while start < keys.count {
            var end = start + 1
            var size = 4 + Self.entrySize(keys[start], after: nil, recordID: recordIDs[start], after: 0)
            while end < keys.count {
                let next = Self.entrySize(keys[end], after: keys[end - 1], recordID: recordIDs[end], after: recordIDs[end - 1])
                guard size + next <= rawLimit else { break }
                size += next
                end += 1
            }
            var stored = Self.stored(keys[start..<end], recordIDs[start..<end])
            while stored.count > limit && end - start > 1 {
                end = start + max(1, (end - start) * limit * 9 / (stored.count * 10))
                size = Self.rawSize(start..<end, of: self)
                stored = Self.stored(keys[start..<end], recordIDs[start..<end])
            }
            // The raw bytes that compress to about 95% of the limit, as this block did.
            rawLimit = min(Self.rawBytes, max(64, size * limit * 19 / (max(stored.count, 1) * 20)))
            blocks.append((keys[start], stored))
            start = end
        }
        return blocks
    }

    /// The raw bytes the entries `range` of `block` take.
    private static func rawSize(_ range: Range<Int>, of block: IDIndexBlock) -> Int {
        var size = 4
        for index in range {
            size += entrySize(
                block.keys[index], after: index == range.lowerBound ? nil : block.keys[index - 1], recordID: block.recordIDs[index],
                after: index == range.lowerBound ? 0 : block.recordIDs[index - 1])
        }
        return size
    }

    /// The block's LMDB value, whatever its size.
    var stored: [UInt8] {
        Self.stored(keys[...], recordIDs[...])
    }

    /// The LMDB value of a block of these entries.
    private static func stored(_ keys: ArraySlice<[UInt8]>, _ recordIDs: ArraySlice<UInt64>) -> [UInt8] {
        var raw: [UInt8] = []
        withUnsafeBytes(of: UInt32(keys.count).littleEndian) { raw += $0 }
        var previousKey: [UInt8]?
        var previousID: UInt64 = 0
        for (key, recordID) in zip(keys, recordIDs) {
            let shared = previousKey.map { sharedPrefix(key, $0) } ?? 0
            appendVarint(UInt64(shared), to: &raw)
            appendVarint(UInt64(key.count - shared), to: &raw)
            raw += key[shared...]
            appendVarint(zigzag(recordID, after: previousID), to: &raw)
            previousKey = key
            previousID = recordID
        }
        return stored(raw: raw)
    }

    /// The LMDB value of a block whose frame holds `raw`.
    static func stored(raw: [UInt8]) -> [UInt8] {
        var bytes = CompressedBlocks.frame(of: raw, after: headerSize)
        withUnsafeBytes(of: UInt32(raw.count).littleEndian) { bytes.replaceSubrange(4..<8, with: $0) }
        CRC32C.sealLeading(&bytes)
        return bytes
    }

    /// A walk of a stored block's entries that decodes one at a time into one buffer, for
    /// lookups and ranges, which make no array of the keys.
    struct Entries {
        private let raw: [UInt8]
        private let damaged: (String) -> DocStreamError
        let count: Int
        private var read = 0
        private var offset = 4
        /// The current entry's key and record id, after `next()` returned true.
        private(set) var key: [UInt8] = []
        private(set) var recordID: UInt64 = 0

        init(stored: UnsafeRawBufferPointer, damaged: @escaping (String) -> DocStreamError) throws(DocStreamError) {
            guard stored.count >= headerSize else { throw damaged("its value is \(stored.count) bytes, shorter than a block's header") }
            guard CRC32C.isSealed(stored) else { throw damaged("it fails its checksum") }
            let rawLength = Int(UInt32(littleEndian: stored.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
            guard rawLength >= 4, let raw = CompressedBlocks.rawBytes(of: UnsafeRawBufferPointer(rebasing: stored[headerSize...]), length: rawLength) else {
                throw damaged("it does not decompress to its \(rawLength) bytes")
            }
            self.raw = raw
            self.damaged = damaged
            count = Int(raw.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) })
            // An entry takes three bytes at the least (two lengths and a difference).
            guard count > 0, count <= (rawLength - 4) / 3 else { throw damaged("it states \(count) entries in \(rawLength) bytes") }
        }

        /// Moves to the next entry; false after the last.
        mutating func next() throws(DocStreamError) -> Bool {
            guard read < count else {
                try checkEnd()
                return false
            }
            let (shared, suffix) = try nextEntry(afterKeyOf: key.count)
            key.removeSubrange(shared...)
            key += raw[suffix]
            return true
        }

        /// The record id of the entry whose key is `target`, nil when the block holds none:
        /// reads the entries from the first only as far as `target`, comparing each key with it
        /// as it is decoded, without building the keys. Front coding says how many bytes a key
        /// shares with the one before, so only the bytes past those are compared: a lookup
        /// that built each key took longer than decompressing the block.
        mutating func recordID(of target: [UInt8]) throws(DocStreamError) -> UInt64? {
            precondition(read == 0, "a lookup reads the block from its first entry")
            // How many leading bytes the last key shares with `target` (it is below `target`
            // from there on), and the last key's length.
            var matched = 0
            var lastLength = 0
            while read < count {
                let (shared, suffix) = try nextEntry(afterKeyOf: lastLength)
                let rest = suffix.count
                lastLength = shared + rest
                // Keys ascend: one that leaves the last key before the bytes where that agreed
                // with `target` is above it, as is every key after; one that leaves it after
                // them is below it, where the last key was.
                if shared < matched { return nil }
                if shared > matched { continue }
                var agreeing = 0
                while agreeing < rest, matched + agreeing < target.count, raw[suffix.lowerBound + agreeing] == target[matched + agreeing] { agreeing += 1 }
                matched += agreeing
                if agreeing == rest {
                    if matched == target.count { return recordID }
                    // A proper prefix of `target`: below it.
                    continue
                }
                if matched == target.count || raw[suffix.lowerBound + agreeing] > target[matched] { return nil }
            }
            try checkEnd()
            return nil
        }

        /// Reads the next entry (its record id too), after a key `lastLength` bytes long: how
        /// many bytes its key shares with that one, and where the rest of its key lies in `raw`.
        private mutating func nextEntry(afterKeyOf lastLength: Int) throws(DocStreamError) -> (shared: Int, suffix: Range<Int>) {
            let shared = Int(clamping: try varint())
            let rest = Int(clamping: try varint())
            guard shared <= lastLength, read > 0 || shared == 0, rest <= raw.count - offset else {
                throw damaged("entry \(read) does not decode")
            }
            let suffix = offset..<(offset + rest)
            offset += rest
            let delta = try varint()
            recordID = delta & 1 == 0 ? recordID &+ (delta >> 1) : recordID &- (delta >> 1) &- 1
            read += 1
            return (shared, suffix)
        }

        /// After the last entry: nothing may follow it.
        private func checkEnd() throws(DocStreamError) {
            guard offset == raw.count else { throw damaged("bytes follow its last entry") }
        }

        private mutating func varint() throws(DocStreamError) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < raw.count, shift < 64 {
                let byte = raw[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            throw damaged("entry \(read) is cut short")
        }
    }

    // MARK: Encoding

    /// Byte order, a proper prefix first: LMDB's order of the keys.
    static func compare(_ left: [UInt8], _ right: [UInt8]) -> Int {
        let common = min(left.count, right.count)
        let order = left.withUnsafeBytes { l in right.withUnsafeBytes { r in common == 0 ? 0 : memcmp(l.baseAddress!, r.baseAddress!, common) } }
        if order != 0 { return Int(order) }
        return left.count - right.count
    }

    private static func sharedPrefix(_ key: [UInt8], _ previous: [UInt8]) -> Int {
        var shared = 0
        let limit = min(key.count, previous.count)
        while shared < limit && key[shared] == previous[shared] { shared += 1 }
        return shared
    }

    private static func entrySize(_ key: [UInt8], after previousKey: [UInt8]?, recordID: UInt64, after previousID: UInt64) -> Int {
        let shared = previousKey.map { sharedPrefix(key, $0) } ?? 0
        return varintSize(UInt64(shared)) + varintSize(UInt64(key.count - shared)) + key.count - shared
            + varintSize(zigzag(recordID, after: previousID))
    }

    /// `recordID - previous` with the sign in the lowest bit, so small steps either way are small.
    private static func zigzag(_ recordID: UInt64, after previous: UInt64) -> UInt64 {
        recordID >= previous ? (recordID - previous) << 1 : ((previous - recordID - 1) << 1) | 1
    }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    private static func varintSize(_ value: UInt64) -> Int {
        var size = 1
        var value = value >> 7
        while value > 0 {
            size += 1
            value >>= 7
        }
        return size
    }
}
