import CIntelDecimal
import Foundation

/// Values in a byte form whose byte order (memcmp, shorter first) is MongoDB's order of the
/// values (`BSONValue.compare`), one component per value, each ascending or descending: a
/// sort compares two documents' keys with one memcmp instead of decoding and comparing values.
///
/// Each component is the value's canonical type rank, then bytes ordered as the values are:
/// numbers as their double value (every int32, longs up to 2^53 in magnitude and decimals that
/// are exact doubles; NaN below every other number; -0 as 0), strings as their bytes with 0x00
/// escaped as 0x00 0xFF and ended by 0x00 0x00 (so a prefix sorts first, as memcmp-then-length
/// orders strings), ObjectIds, booleans, dates and timestamps as big-endian integers. A
/// descending component has every byte inverted. No component is a prefix of another of the
/// same rank, so concatenations compare component by component. Values without an exact form
/// here (documents, arrays, binary data, regular expressions, other numbers) are not encoded:
/// callers keep such keys as values and compare them with `BSONValue.compare`.
package struct OrderedKey: Sendable, Hashable {
    /// The first 8 bytes, big-endian, zero-padded: most comparisons end here.
    package private(set) var prefix: UInt64 = 0
    package private(set) var bytes: [UInt8] = []

    package init() {}

    /// An empty key with room for `capacity` bytes, so building it allocates once.
    package init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The bytes hashed as one buffer (the prefix is their first eight): the synthesized form
    /// fed them to the hasher one at a time.
    package func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// Empties the key, keeping its room, to build another in it.
    package mutating func removeAll() {
        prefix = 0
        bytes.removeAll(keepingCapacity: true)
    }

    /// Negative, zero or positive, as the encoded values order.
    @inline(__always)
    package static func compare(_ lhs: OrderedKey, _ rhs: OrderedKey) -> Int {
        // A padded prefix orders as the bytes do: no whole key is a proper prefix of another
        // with as many components, so a zero pad never meets a real byte after equal bytes.
        if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix ? -1 : 1 }
        return compareBytes(lhs.bytes, rhs.bytes)
    }

    /// Appends the component for `value`; false (and the key as it was) when it has no form here.
    package mutating func append(_ value: BSONValue, descending: Bool) -> Bool {
        let rank = value.canonicalTypeRank
        return value.withBorrowedValue { append(rank: rank, $0, descending: descending) }
    }

    /// Appends `other`'s components after this key's: the concatenation orders by this key's
    /// components, then `other`'s.
    package mutating func append(contentsOf other: OrderedKey) {
        let start = bytes.count
        bytes.append(contentsOf: other.bytes)
        updatePrefix(from: start)
    }

    /// Positions `0..<count` in the order of their keys, ties in position order (a stable
    /// sort). Positions are sorted rather than keys, so a comparison moves integers, not keys
    /// with their reference counts: each position travels with its key's first 8 bytes, most
    /// comparisons end there, and the rest compare the keys' bytes copied one after the other
    /// into one buffer. `check` is called every `checkedSortInterval` comparisons, and the
    /// sort stops with what it throws (`sort(by:checking:)`).
    package static func stableOrder<Failure: Error>(
        count: Int, of key: (Int) -> OrderedKey, checking check: () throws(Failure) -> Void
    ) throws(Failure) -> [Int] {
        var keyBytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(count + 1)
        var slots: [(prefix: UInt64, index: Int)] = []
        slots.reserveCapacity(count)
        for index in 0..<count {
            let key = key(index)
            starts.append(keyBytes.count)
            keyBytes.append(contentsOf: key.bytes)
            slots.append((key.prefix, index))
        }
        starts.append(keyBytes.count)
        try keyBytes.withUnsafeBufferPointer { (keyBuffer) throws(Failure) in
            let keyBytes = UnsafeRawBufferPointer(keyBuffer)
            try starts.withUnsafeBufferPointer { (starts) throws(Failure) in
                try slots.sort(
                    by: { lhs, rhs in
                        if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
                        let order = compareBytes(
                            UnsafeRawBufferPointer(start: keyBytes.baseAddress! + starts[lhs.index], count: starts[lhs.index + 1] - starts[lhs.index]),
                            UnsafeRawBufferPointer(start: keyBytes.baseAddress! + starts[rhs.index], count: starts[rhs.index + 1] - starts[rhs.index]))
                        return order != 0 ? order < 0 : lhs.index < rhs.index
                    }, checking: check)
            }
        }
        return slots.map(\.index)
    }

    /// Positions `0..<count` in the ascending order of their values (`BSONValue.compare`), ties
    /// in position order: by byte keys when every value has one, else by comparing values.
    /// `check` is called every `checkedSortInterval` comparisons (`sort(by:checking:)`).
    package static func stableOrder<Failure: Error>(
        count: Int, ofValues value: (Int) -> BSONValue, checking check: () throws(Failure) -> Void
    ) throws(Failure) -> [Int] {
        var keys: [OrderedKey] = []
        keys.reserveCapacity(count)
        for index in 0..<count {
            var key = OrderedKey()
            guard key.append(value(index), descending: false) else { break }
            keys.append(key)
        }
        if keys.count == count {
            return try keys.withUnsafeBufferPointer { (keys) throws(Failure) in try stableOrder(count: count, of: { keys[$0] }, checking: check) }
        }
        return try (0..<count).sorted(
            by: { lhs, rhs in
                let order = BSONValue.compare(value(lhs), value(rhs))
                return order != 0 ? order < 0 : lhs < rhs
            }, checking: check)
    }

    /// Appends the component for the value at `path` in `document` (field names only, the
    /// first field of each name, as `Document.subscript` reads), null when the path reaches
    /// nothing or stops at a value that is not a document. False (and the key as it was) when
    /// the path meets an array, whose elements a sort keys one by one, or the value has no
    /// form here.
    package mutating func append(valueAt path: [[UInt8]], in document: Document, descending: Bool) -> Bool {
        document.bytes.withUnsafeBytes { bytes in
            var current = RawValue(typeByte: BSONType.document.rawValue, bytes: bytes)
            for (depth, name) in path.enumerated() {
                guard let value = name.withUnsafeBytes({ current.field(named: $0) }) else {
                    return append(rank: BSONType.null.canonicalTypeRank, .valueless, descending: descending)
                }
                if value.isArray { return false }
                if depth == path.count - 1 {
                    return append(rank: value.canonicalTypeRank, value.borrowed, descending: descending)
                }
                guard value.isDocument else {
                    return append(rank: BSONType.null.canonicalTypeRank, .valueless, descending: descending)
                }
                current = value
            }
            return false
        }
    }

    /// The key's values, components decoded in `descending`'s directions: numbers as doubles,
    /// which compare with other values exactly as the numbers they came from.
    package func values(descending: [Bool]) -> [BSONValue] {
        var values: [BSONValue] = []
        var offset = 0
        for isDescending in descending {
            var reader = ComponentReader(bytes: bytes, offset: offset, inverted: isDescending)
            values.append(reader.value())
            offset = reader.offset
        }
        return values
    }

    private mutating func append(rank: Int, _ value: BorrowedValue, descending: Bool) -> Bool {
        let start = bytes.count
        // Ranks run from -1 (MinKey) to 127 (MaxKey).
        bytes.append(UInt8(rank + 1))
        switch value {
        case .valueless:
            break
        case .number(let number):
            guard let double = Self.exactDouble(number) else {
                bytes.removeSubrange(start...)
                return false
            }
            appendBigEndian(Self.orderedBits(double))
        case .string(let text):
            if text.contains(0) {
                for byte in text {
                    bytes.append(byte)
                    if byte == 0 { bytes.append(0xFF) }
                }
            } else {
                bytes.append(contentsOf: text)
            }
            bytes.append(0)
            bytes.append(0)
        case .objectId(let id):
            id.append(to: &bytes)
        case .bool(let flag):
            bytes.append(flag ? 1 : 0)
        case .datetime(let milliseconds):
            appendBigEndian(UInt64(bitPattern: milliseconds) ^ (1 << 63))
        case .timestamp(let value):
            appendBigEndian(value)
        case .document, .values, .binary, .regex, .dbPointer, .javascriptWithScope:
            bytes.removeSubrange(start...)
            return false
        }
        if descending {
            bytes.withUnsafeMutableBufferPointer { buffer in
                for index in start..<buffer.count { buffer[index] = ~buffer[index] }
            }
        }
        updatePrefix(from: start)
        return true
    }

    private mutating func appendBigEndian(_ value: UInt64) {
        withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) }
    }

    private mutating func updatePrefix(from start: Int) {
        guard start < 8 else { return }
        for index in start..<min(bytes.count, 8) {
            prefix |= UInt64(bytes[index]) << (56 - 8 * UInt64(index))
        }
    }

    /// The number as a double when that is exactly its value (MongoDB compares numbers by
    /// value across types, so 1, 1.0 and NumberLong(1) get one form); NaN stays NaN.
    private static func exactDouble(_ number: BSONNumber) -> Double? {
        switch number {
        case .double(let double):
            return double
        case .integer(let integer):
            let limit: Int64 = 1 << 53
            return integer >= -limit && integer <= limit ? Double(integer) : nil
        case .decimal(let decimal):
            if decimal.isNaN { return .nan }
            var inexact = false
            let double = ds_decimal128_to_double_rounding_down(decimal.bid, &inexact)
            return inexact ? nil : double
        }
    }

    /// IEEE bits flipped so that unsigned order is numeric order: NaN is 0, below -infinity;
    /// -0 is 0's form.
    private static func orderedBits(_ double: Double) -> UInt64 {
        if double.isNaN { return 0 }
        let bits = (double == 0 ? 0.0 : double).bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    /// Reads one component back.
    private struct ComponentReader {
        let bytes: [UInt8]
        var offset: Int
        let inverted: Bool

        mutating func byte() -> UInt8 {
            defer { offset += 1 }
            return inverted ? ~bytes[offset] : bytes[offset]
        }

        mutating func bigEndian(_ count: Int) -> UInt64 {
            var value: UInt64 = 0
            for _ in 0..<count { value = value << 8 | UInt64(byte()) }
            return value
        }

        mutating func value() -> BSONValue {
            let rank = Int(byte()) - 1
            switch rank {
            case BSONType.minKey.canonicalTypeRank: return .minKey
            case BSONType.undefined.canonicalTypeRank: return .undefined
            case BSONType.null.canonicalTypeRank: return .null
            case BSONType.maxKey.canonicalTypeRank: return .maxKey
            case BSONType.double.canonicalTypeRank:
                let bits = bigEndian(8)
                if bits == 0 { return .double(.nan) }
                return .double(Double(bitPattern: bits & (1 << 63) != 0 ? bits & ~(1 << 63) : ~bits))
            case BSONType.string.canonicalTypeRank, BSONType.javascript.canonicalTypeRank:
                var text: [UInt8] = []
                while true {
                    let next = byte()
                    if next == 0 {
                        if byte() == 0 { break }
                    }
                    text.append(next)
                }
                let string = String(decoding: text, as: UTF8.self)
                return rank == BSONType.string.canonicalTypeRank ? .string(string) : .javascript(string)
            case BSONType.objectId.canonicalTypeRank:
                return .objectId(ObjectId(bytes: (0..<12).map { _ in byte() })!)
            case BSONType.bool.canonicalTypeRank:
                return .bool(byte() != 0)
            case BSONType.datetime.canonicalTypeRank:
                return .datetime(BSONDateTime(millisecondsSinceEpoch: Int64(bitPattern: bigEndian(8) ^ (1 << 63))))
            default:
                let value = bigEndian(8)
                return .timestamp(BSONTimestamp(value: value))
            }
        }
    }
}

/// memcmp over the common length, then the shorter first.
private func compareBytes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
    lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in compareBytes(left, right) } }
}
