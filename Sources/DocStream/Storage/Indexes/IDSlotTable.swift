import CMemoryHints

/// The slot of each document of a collection, found by the hash of its `_id` (`IDKey.hash`):
/// the unique `_id` index's hash, for lookups by `_id` and the uniqueness check of an insert.
///
/// An open-addressing table with linear probing, of 8-byte entries: 32 bits of the hash and
/// the slot. It keeps neither the `_id`s nor their whole hashes. Whether an entry is a given
/// `_id`'s is asked of the document in its slot, and only for entries whose 32 bits match
/// (about one in two thousand other entries met, besides the `_id` itself); a larger table
/// places the entries by the bits kept. A `[IDKey: Int]` took 56 bytes an entry, copied a
/// `BSONValue` into each, and ran every key through SipHash again each time it grew, which
/// made half of a bulk insert's time.
struct IDSlotTable: Sendable {
    private struct Entry {
        var hash: UInt32
        var slot: UInt32
    }

    /// A slot number no document has, marking a vacant entry.
    private static let vacant = UInt32.max

    /// A power of two, or empty.
    private var entries: [Entry] = []
    private(set) var count = 0

    /// How many entries fit before the table grows: three quarters of its room, where a probe
    /// still meets few entries.
    var capacity: Int { entries.count / 4 * 3 }

    /// Makes room for `minimumCapacity` entries at least.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        var size = max(entries.count, 16)
        while size / 4 * 3 < minimumCapacity { size *= 2 }
        let old = entries
        entries = Array(repeating: Entry(hash: 0, slot: Self.vacant), count: size)
        entries.withUnsafeMutableBufferPointer { table in
            for entry in old where entry.slot != Self.vacant {
                table[Self.vacantPosition(for: entry.hash, in: table)] = entry
            }
        }
    }

    /// The slot of the entry under `hash` whose document `holds` (given its slot); nil when
    /// there is none.
    func slot(hash: Int, where holds: (Int) -> Bool) -> Int? {
        guard !entries.isEmpty else { return nil }
        let bits = UInt32(truncatingIfNeeded: hash)
        return entries.withUnsafeBufferPointer { table in
            let mask = table.count - 1
            var position = Int(bits) & mask
            while table[position].slot != Self.vacant {
                if table[position].hash == bits, holds(Int(table[position].slot)) { return Int(table[position].slot) }
                position = (position + 1) & mask
            }
            return nil
        }
    }

    /// Asks the caches for the entry a lookup of `hash` reads first: a large table misses them
    /// on every new `_id` (its entries are placed at random), and a bulk insert knows the next
    /// documents' hashes before it reaches them.
    func prefetch(hash: Int) {
        entries.withUnsafeBufferPointer { table in
            guard let base = table.baseAddress else { return }
            docstream_prefetch(base + (Int(UInt32(truncatingIfNeeded: hash)) & (table.count - 1)))
        }
    }

    /// Adds `slot` under `hash`. The caller has made sure (`slot(hash:where:)`) that no entry
    /// is for an equal `_id`.
    mutating func insert(_ slot: Int, hash: Int) {
        // Slots are positions in an array of documents: 2^32 - 1 of them will not fit in memory.
        precondition(slot < Int(Self.vacant), "more than 2^32 - 2 documents in one collection")
        reserveCapacity(count + 1)
        let bits = UInt32(truncatingIfNeeded: hash)
        entries.withUnsafeMutableBufferPointer { table in
            table[Self.vacantPosition(for: bits, in: table)] = Entry(hash: bits, slot: UInt32(truncatingIfNeeded: slot))
        }
        count += 1
    }

    /// Removes the entry of `slot`, which is under `hash`.
    mutating func remove(_ slot: Int, hash: Int) {
        let bits = UInt32(truncatingIfNeeded: hash)
        let removed = entries.withUnsafeMutableBufferPointer { (table) -> Bool in
            guard !table.isEmpty else { return false }
            let mask = table.count - 1
            var position = Int(bits) & mask
            while table[position].slot != UInt32(truncatingIfNeeded: slot) {
                guard table[position].slot != Self.vacant else { return false }
                position = (position + 1) & mask
            }
            // Backward shift: each later entry of the run that may move back into the hole
            // (its home is not between the hole and itself) does, so no probe stops early.
            var hole = position
            var next = (hole + 1) & mask
            while table[next].slot != Self.vacant {
                let home = Int(table[next].hash) & mask
                if (next - home) & mask >= (next - hole) & mask {
                    table[hole] = table[next]
                    hole = next
                }
                next = (next + 1) & mask
            }
            table[hole].slot = Self.vacant
            return true
        }
        if removed { count -= 1 }
    }

    /// Renumbers the slots after the collection closed its gaps: `newSlot[old]` is where each
    /// remaining document went.
    mutating func renumberSlots(_ newSlot: [Int]) {
        entries.withUnsafeMutableBufferPointer { table in
            for position in table.indices where table[position].slot != Self.vacant {
                table[position].slot = UInt32(truncatingIfNeeded: newSlot[Int(table[position].slot)])
            }
        }
    }

    /// The first vacant entry from the home of `bits`; the table has one.
    private static func vacantPosition(for bits: UInt32, in table: UnsafeMutableBufferPointer<Entry>) -> Int {
        let mask = table.count - 1
        var position = Int(bits) & mask
        while table[position].slot != vacant { position = (position + 1) & mask }
        return position
    }
}
