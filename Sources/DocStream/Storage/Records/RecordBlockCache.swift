import Synchronization

/// Decompressed record blocks, shared by the reads of any number of record stores, bounded
/// in bytes: the memory bound of reading, whatever the size of the data. Least recently used
/// blocks go first; a block larger than the whole cache is not kept.
///
/// A block is kept with its version and found only by the same version (see `RecordBlock`),
/// so a rewritten block's old copy is never served; it ages out.
@_spi(RecordStore) public final class RecordBlockCache: Sendable {
    public struct Statistics: Sendable, Equatable {
        /// Bytes the cached blocks hold, never above `capacity`.
        public var bytes: Int
        public var capacity: Int
        public var blocks: Int
        public var hits: Int
        public var misses: Int
    }

    /// Which block of which store.
    struct Key: Hashable {
        let store: UInt64
        let block: UInt64
    }

    public let capacity: Int
    private let state: Mutex<State>
    private static let storeSerials = Atomic<UInt64>(0)

    /// A cache holding at most `capacity` bytes of blocks.
    public init(capacity: Int) {
        self.capacity = capacity
        state = Mutex(State())
    }

    public var statistics: Statistics {
        state.withLock { Statistics(bytes: $0.bytes, capacity: capacity, blocks: $0.slots.count, hits: $0.hits, misses: $0.misses) }
    }

    /// A number for a store's blocks, distinct from every other store's in the process.
    static func newStoreSerial() -> UInt64 {
        storeSerials.add(1, ordering: .relaxed).newValue
    }

    /// The cached block for `key` written as `version`, counted as a hit, or nil (a miss).
    func block(_ key: Key, version: UInt64) -> RecordBlock? {
        state.withLock { state in
            guard let slot = state.slots[key], let block = state.entries[slot].block, block.version == version else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            state.moveToFront(slot)
            return block
        }
    }

    /// Keeps `block` as the most recently used, in place of any other version of it, evicting
    /// the least recently used blocks until it fits.
    func insert(_ block: RecordBlock, for key: Key) {
        let cost = block.cost
        state.withLock { state in
            if let slot = state.slots[key] { state.remove(slot) }
            guard cost <= capacity else { return }
            while state.bytes + cost > capacity, state.newest >= 0 { state.remove(state.oldest) }
            state.add(Entry(key: key, block: block, cost: cost))
        }
    }

    private struct Entry {
        var key: Key
        var block: RecordBlock?
        var cost: Int
        /// Neighbours in recency order (-1: none).
        var newer = -1
        var older = -1
    }

    /// Entries in an array linked in recency order, their slots reused.
    private struct State {
        var slots: [Key: Int] = [:]
        var entries: [Entry] = []
        var freeSlots: [Int] = []
        var newest = -1
        var oldest = -1
        var bytes = 0
        var hits = 0
        var misses = 0

        mutating func add(_ entry: Entry) {
            let slot: Int
            if let free = freeSlots.popLast() {
                slot = free
                entries[slot] = entry
            } else {
                slot = entries.count
                entries.append(entry)
            }
            slots[entry.key] = slot
            bytes += entry.cost
            link(slot)
        }

        mutating func remove(_ slot: Int) {
            unlink(slot)
            slots[entries[slot].key] = nil
            bytes -= entries[slot].cost
            entries[slot].block = nil
            freeSlots.append(slot)
        }

        mutating func moveToFront(_ slot: Int) {
            guard newest != slot else { return }
            unlink(slot)
            link(slot)
        }

        private mutating func link(_ slot: Int) {
            entries[slot].newer = -1
            entries[slot].older = newest
            if newest >= 0 { entries[newest].newer = slot }
            newest = slot
            if oldest < 0 { oldest = slot }
        }

        private mutating func unlink(_ slot: Int) {
            let (newer, older) = (entries[slot].newer, entries[slot].older)
            if newer >= 0 { entries[newer].older = older } else { newest = older }
            if older >= 0 { entries[older].newer = newer } else { oldest = newer }
        }
    }
}
