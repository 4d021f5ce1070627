import DocStreamBSON
import Foundation

/// A block of a record store's `_id` index: entries (the key of an `_id`, its record id) in
/// key order, front-coded, small enough for one LMDB overflow page.
///
/// The block's LMDB value (integers little-endian):
///
///     [UInt32 CRC-32C of the rest][UInt32 count n][n entries]
///
/// and each entry: the length of the prefix its key shares with the key before it, the length
/// of the rest and the rest's bytes, then its record id less the one before it (zigzag), the
/// numbers as LEB128 varints. The first entry shares nothing and follows record id 0. Sorted
/// `_id`s share most of their bytes with their neighbours and record ids mostly follow them
/// (an ObjectId's timestamp and counter grow as documents are inserted), so an entry of an
/// ObjectId takes about 5 bytes, where an LMDB entry of its own took some 40.
struct IDIndexBlock {
    /// Keys in ascending byte order, none twice.
    private(set) var keys: [[UInt8]] = []
    private(set) var recordIDs: [UInt64] = []

    /// The most a block's value takes: one 4 KiB overflow page holds 4,080 bytes.
    static let maxStoredBytes = 4080
    /// The most a block made by splitting a full one takes, so that inserts among its keys
    /// do not split it again at once.
    static let splitStoredBytes = 3 * maxStoredBytes / 4
    private static let headerSize = 8

    init() {}

    /// The entries `(keys[i], recordIDs[i])`, keys ascending.
    init(keys: [[UInt8]], recordIDs: [UInt64]) {
        self.keys = keys
        self.recordIDs = recordIDs
    }

    /// The block stored as `stored`, every entry decoded; `damaged(reason)` is thrown when it
    /// fails its checksum or does not decode.
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

    mutating func insert(_ key: [UInt8], recordID: UInt64, at index: Int) {
        keys.insert(key, at: index)
        recordIDs.insert(recordID, at: index)
    }

    mutating func remove(at index: Int) {
        keys.remove(at: index)
        recordIDs.remove(at: index)
    }

    /// The entries as blocks of at most `limit` stored bytes each, in order.
    func split(storedBytes limit: Int) -> [IDIndexBlock] {
        var blocks: [IDIndexBlock] = []
        var current = IDIndexBlock()
        var size = Self.headerSize
        for index in keys.indices {
            let entrySize = Self.entrySize(keys[index], after: current.keys.last, recordID: recordIDs[index], after: current.recordIDs.last ?? 0)
            if !current.isEmpty && size + entrySize > limit {
                blocks.append(current)
                current = IDIndexBlock()
                size = Self.headerSize + Self.entrySize(keys[index], after: nil, recordID: recordIDs[index], after: 0)
            } else {
                size += entrySize
            }
            current.keys.append(keys[index])
            current.recordIDs.append(recordIDs[index])
        }
        if !current.isEmpty { blocks.append(current) }
        return blocks
    }

    /// The block's LMDB value.
    var stored: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 4)
        withUnsafeBytes(of: UInt32(keys.count).littleEndian) { bytes += $0 }
        var previousKey: [UInt8]?
        var previousID: UInt64 = 0
        for index in keys.indices {
            let key = keys[index]
            let shared = previousKey.map { Self.sharedPrefix(key, $0) } ?? 0
            Self.appendVarint(UInt64(shared), to: &bytes)
            Self.appendVarint(UInt64(key.count - shared), to: &bytes)
            bytes += key[shared...]
            Self.appendVarint(Self.zigzag(recordIDs[index], after: previousID), to: &bytes)
            previousKey = key
            previousID = recordIDs[index]
        }
        let checksum = bytes.withUnsafeBytes { CRC32C.checksum(UnsafeRawBufferPointer(rebasing: $0[4...])) }
        withUnsafeBytes(of: checksum.littleEndian) { bytes.replaceSubrange(0..<4, with: $0) }
        return bytes
    }

    /// A walk of a stored block's entries that decodes one at a time into one buffer, for
    /// lookups and ranges, which make no array of the keys.
    struct Entries {
        private let stored: UnsafeRawBufferPointer
        private let damaged: (String) -> DocStreamError
        let count: Int
        private var read = 0
        private var offset = headerSize
        /// The current entry's key and record id, after `next()` returned true.
        private(set) var key: [UInt8] = []
        private(set) var recordID: UInt64 = 0

        init(stored: UnsafeRawBufferPointer, damaged: @escaping (String) -> DocStreamError) throws(DocStreamError) {
            guard stored.count >= headerSize else { throw damaged("its value is \(stored.count) bytes, shorter than a block's header") }
            guard CRC32C.checksum(UnsafeRawBufferPointer(rebasing: stored[4...])) == UInt32(littleEndian: stored.loadUnaligned(as: UInt32.self)) else {
                throw damaged("it fails its checksum")
            }
            self.stored = stored
            self.damaged = damaged
            count = Int(UInt32(littleEndian: stored.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
            // An entry takes three bytes at the least (two lengths and a difference).
            guard count > 0, count <= (stored.count - headerSize) / 3 else { throw damaged("it states \(count) entries in \(stored.count) bytes") }
        }

        /// Moves to the next entry; false after the last.
        mutating func next() throws(DocStreamError) -> Bool {
            guard read < count else {
                guard offset == stored.count else { throw damaged("bytes follow its last entry") }
                return false
            }
            let shared = Int(clamping: try varint())
            let rest = Int(clamping: try varint())
            guard shared <= key.count, read > 0 || shared == 0, rest <= stored.count - offset else {
                throw damaged("entry \(read) does not decode")
            }
            key.removeSubrange(shared...)
            key += UnsafeRawBufferPointer(rebasing: stored[offset..<(offset + rest)])
            offset += rest
            let delta = try varint()
            recordID = delta & 1 == 0 ? recordID &+ (delta >> 1) : recordID &- (delta >> 1) &- 1
            read += 1
            return true
        }

        private mutating func varint() throws(DocStreamError) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < stored.count, shift < 64 {
                let byte = stored[offset]
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
