import CMemoryHints
import DocStreamBSON

/// The equality routes of one field: for each value some streams accept, those streams, found
/// by the value's hash under MongoDB equality (`MongoEqualityKey`'s), and that equality then
/// checked, so 1, 1L, 1.0 and a decimal 1 find the same streams. The router reads an event's
/// value in place in the document's bytes (`RawValue`): one hash, one probe, the value's bytes
/// compared with the accepted value's, nothing decoded; values MongoDB's path walk finds
/// through arrays come decoded.
///
/// Laid out for the processor's caches, since with thousands of values (`watch(filterIds:)`)
/// each lookup was a few cache misses: open addressing over the hash (slots of 8 bytes holding
/// part of the hash and the value's position), and per value a 32-byte key holding its bytes
/// (up to 16: ObjectIds, numbers, short strings) and its first stream. The rest (the value
/// decoded, more streams) sits apart and is read only when needed.
struct EqualityRoutes<Target: AnyObject & Sendable>: Sendable {
    /// What a lookup reads of an accepted value.
    private struct Key: Sendable {
        /// The value's bytes as a document holds them, zero-padded, when at most 16.
        let words: (UInt64, UInt64)
        let typeByte: UInt8
        /// The bytes' count, or `Key.long` for a value of more than 16 bytes.
        let length: UInt8
        var first: Target
        var hasMore = false

        static var long: UInt8 { .max }
    }

    /// The rest of an accepted value's entry.
    private struct Details: Sendable {
        let hash: Int
        let value: BSONValue
        /// The streams after the first.
        var more: [Target] = []
    }

    private var keys: [Key] = []
    private var details: [Details] = []
    /// Empty (0), or the top 32 bits of an entry's hash and its position + 1; a power of two
    /// of slots, at most half full.
    private var slots: [UInt64] = []

    var isEmpty: Bool { keys.isEmpty }

    mutating func insert(_ target: Target, accepting value: BSONValue) {
        let hash = Self.hash(of: value)
        if let (_, position) = find(hash, where: { details[$0].value.isMongoEqual(to: value) }) {
            // A stream accepting a value twice (`$in: [1, 1.0]`) is listed once.
            guard keys[position].first !== target, !details[position].more.contains(where: { $0 === target }) else { return }
            details[position].more.append(target)
            keys[position].hasMore = true
            return
        }
        keys.append(Self.key(of: value, first: target))
        details.append(Details(hash: hash, value: value))
        if keys.count * 2 > slots.count {
            // Doubled, the slots are filled again.
            slots = Array(repeating: 0, count: max(8, slots.count * 2))
            for position in keys.indices { place(position) }
        } else {
            place(keys.count - 1)
        }
    }

    mutating func remove(_ target: Target, accepting value: BSONValue) {
        let hash = Self.hash(of: value)
        guard let (slot, position) = find(hash, where: { details[$0].value.isMongoEqual(to: value) }) else { return }
        details[position].more.removeAll { $0 === target }
        if keys[position].first === target {
            guard !details[position].more.isEmpty else {
                removeEntry(at: position, slot: slot)
                return
            }
            keys[position].first = details[position].more.removeFirst()
        }
        keys[position].hasMore = !details[position].more.isEmpty
    }

    /// Calls `visit` with each target accepting `value`, read in place (not an array: a route
    /// accepts none), whose hash (`hash(of:)`'s) is `hash`.
    func targets(accepting value: RawValue, hash: Int, _ visit: (Target) -> Void) {
        guard !keys.isEmpty else { return }
        forEachCandidate(hash) { position in
            guard accepts(value, at: position) else { return }
            visitTargets(at: position, visit)
        }
    }

    /// Calls `visit` with each target accepting `value`.
    func targets(accepting value: BSONValue, _ visit: (Target) -> Void) {
        guard !keys.isEmpty else { return }
        forEachCandidate(Self.hash(of: value)) { position in
            guard details[position].value.isMongoEqual(to: value) else { return }
            visitTargets(at: position, visit)
        }
    }

    private func visitTargets(at position: Int, _ visit: (Target) -> Void) {
        visit(keys[position].first)
        guard keys[position].hasMore else { return }
        for target in details[position].more { visit(target) }
    }

    /// Whether `value`, read in place, equals the accepted value at `position` under MongoDB
    /// equality: the same type and bytes settle it, else the values are compared.
    private func accepts(_ value: RawValue, at position: Int) -> Bool {
        let key = keys[position]
        if key.typeByte == value.typeByte, key.length != Key.long, Int(key.length) == value.bytes.count,
            Self.words(value.bytes) == key.words
        {
            return true
        }
        return value.compare(to: details[position].value) == 0
    }

    // MARK: Prefetching

    /// Asks the caches for the slot a lookup of `hash` (`hash(of:)`'s) reads first.
    func prefetchSlot(of hash: Int) {
        guard !slots.isEmpty else { return }
        slots.withUnsafeBufferPointer { docstream_prefetch($0.baseAddress! + (hash & ($0.count - 1))) }
    }

    /// Asks the caches for the key of the entry in the slot a lookup of `hash` reads first, if
    /// any: that slot is read, so `prefetchSlot(of:)` comes first.
    func prefetchKey(of hash: Int) {
        guard !slots.isEmpty else { return }
        let slot = slots[hash & (slots.count - 1)]
        guard slot != 0 else { return }
        keys.withUnsafeBufferPointer { docstream_prefetch($0.baseAddress! + Int(slot & 0xFFFF_FFFF) - 1) }
    }

    // MARK: The slots

    private static func tag(_ hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
    }

    /// Calls `body` with the position of each entry whose hash may be `hash` (its top 32 bits are).
    private func forEachCandidate(_ hash: Int, _ body: (Int) -> Void) {
        guard !slots.isEmpty else { return }
        let mask = slots.count - 1
        let tag = Self.tag(hash)
        var slot = hash & mask
        while slots[slot] != 0 {
            if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag { body(Int(slots[slot] & 0xFFFF_FFFF) - 1) }
            slot = (slot + 1) & mask
        }
    }

    /// The slot and position of the entry of hash `hash` for which `matches` holds.
    private func find(_ hash: Int, where matches: (Int) -> Bool) -> (slot: Int, position: Int)? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot] & 0xFFFF_FFFF) - 1
            if details[position].hash == hash, matches(position) { return (slot, position) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Puts the entry at `position` in the first free slot from its hash on.
    private mutating func place(_ position: Int) {
        let hash = details[position].hash
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Self.tag(hash) | UInt64(position + 1)
    }

    /// Removes the entry at `position`, found in `slot`: the last entry moves into its position.
    private mutating func removeEntry(at position: Int, slot: Int) {
        vacate(slot)
        let last = keys.count - 1
        if position != last, let (lastSlot, _) = find(details[last].hash, where: { $0 == last }) {
            slots[lastSlot] = Self.tag(details[last].hash) | UInt64(position + 1)
            keys.swapAt(position, last)
            details.swapAt(position, last)
        }
        keys.removeLast()
        details.removeLast()
    }

    /// Empties `slot`, moving back into it each later slot of its run whose entry's probe
    /// passed it (linear probing's deletion), so every entry stays reachable from its hash.
    private mutating func vacate(_ slot: Int) {
        let mask = slots.count - 1
        var hole = slot
        var next = (slot + 1) & mask
        while slots[next] != 0 {
            let home = details[Int(slots[next] & 0xFFFF_FFFF) - 1].hash & mask
            // The entry at `next` may move to the hole when its home is not cyclically within (hole, next].
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
    }

    // MARK: Values

    /// The key of `value`: its type byte and bytes as a document holds them.
    private static func key(of value: BSONValue, first: Target) -> Key {
        // A document of one field named "": length, type byte, the name's zero, the value, zero.
        let document = Document(dictionaryLiteral: ("", value)).bytes
        return document.withUnsafeBytes { bytes in
            let valueBytes = UnsafeRawBufferPointer(rebasing: bytes[6..<(bytes.count - 1)])
            let fits = valueBytes.count <= 16
            return Key(
                words: fits ? words(valueBytes) : (0, 0), typeByte: bytes[4],
                length: fits ? UInt8(valueBytes.count) : Key.long, first: first)
        }
    }

    /// Up to 16 bytes as two words, zero-padded.
    private static func words(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes.prefix(16))) }
        return words
    }

    /// The hash of a value read in place, where a lookup starts.
    static func hash(of value: RawValue) -> Int {
        var hasher = Hasher()
        value.hashMongoEquality(into: &hasher)
        return hasher.finalize()
    }

    /// The hash `RawValue.hashMongoEquality` gives the same value in place.
    private static func hash(of value: BSONValue) -> Int {
        var hasher = Hasher()
        MongoEqualityKey(value).hash(into: &hasher)
        return hasher.finalize()
    }
}
