import DocStreamBSON

/// One index key: the document's values for the key pattern's fields, in order. The first is
/// kept apart so a single-field key needs no array of its own.
struct IndexKey: Sendable, Equatable {
    var first: BSONValue
    var rest: [BSONValue]

    init(_ values: [BSONValue]) {
        first = values[0]
        rest = Array(values.dropFirst())
    }

    /// A single-field key, with no array to allocate.
    init(single value: BSONValue) {
        first = value
        rest = []
    }

    var count: Int { rest.count + 1 }

    subscript(field: Int) -> BSONValue {
        field == 0 ? first : rest[field - 1]
    }

    var values: [BSONValue] { [first] + rest }

    /// MongoDB's equality of keys (1, 1.0 and NumberLong(1) are one key), field by field.
    static func == (lhs: IndexKey, rhs: IndexKey) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for field in 0..<lhs.count where BSONValue.compare(lhs[field], rhs[field]) != 0 { return false }
        return true
    }
}

/// An index entry: a key and the slot of the document it belongs to.
struct IndexEntry: Sendable {
    var key: IndexKey
    var slot: Int
}

/// An index's entries in key order (each field ascending or descending, as the key pattern
/// says), equal keys in slot order, which is the collection's natural order.
///
/// A two-level sorted list: entries live in chunks of at most `maximumChunk`, the chunks in
/// order. Finding a key is two binary searches; an insert or removal moves at most one chunk's
/// entries, so writes stay O(log n + chunk) however large the index grows. Chunks are arrays,
/// copied on write: a snapshot a reader holds costs a write one chunk (and the chunk list),
/// never the whole index.
struct IndexEntries: Sendable {
    /// Whether each key field sorts ascending.
    let ascending: [Bool]
    private(set) var chunks: [[IndexEntry]] = []
    private(set) var count = 0

    static let maximumChunk = 512

    init(ascending: [Bool]) {
        self.ascending = ascending
    }

    /// The entries, built at once from entries in any order (an index build, recovery).
    init(ascending: [Bool], unsorted entries: [IndexEntry]) {
        self.ascending = ascending
        let sorted = entries.sorted { compare($0, $1) < 0 }
        count = sorted.count
        let half = Self.maximumChunk / 2
        chunks = stride(from: 0, to: sorted.count, by: half).map { Array(sorted[$0..<min($0 + half, sorted.count)]) }
    }

    /// Orders two keys as the index does. Inlined: a call took copies of both keys (their
    /// values retained and released), most of an in-order insert.
    @inline(__always)
    func compare(_ lhs: IndexKey, _ rhs: IndexKey) -> Int {
        // The first field read in place: the subscript copies each value it returns.
        let order = BSONValue.compare(lhs.first, rhs.first)
        if order != 0 { return ascending[0] ? order : -order }
        for field in 1..<ascending.count {
            let order = BSONValue.compare(lhs.rest[field - 1], rhs.rest[field - 1])
            if order != 0 { return ascending[field] ? order : -order }
        }
        return 0
    }

    /// Orders two entries: by key, then by slot.
    @inline(__always)
    func compare(_ lhs: IndexEntry, _ rhs: IndexEntry) -> Int {
        let order = compare(lhs.key, rhs.key)
        return order != 0 ? order : (lhs.slot < rhs.slot ? -1 : lhs.slot == rhs.slot ? 0 : 1)
    }

    /// Where the index order reaches an entry, in a chunk and at an offset in it.
    struct Position: Sendable, Equatable {
        var chunk: Int
        var offset: Int
    }

    var startPosition: Position { Position(chunk: 0, offset: 0) }
    var endPosition: Position { Position(chunk: chunks.count, offset: 0) }

    subscript(position: Position) -> IndexEntry {
        chunks[position.chunk][position.offset]
    }

    func position(after position: Position) -> Position {
        position.offset + 1 < chunks[position.chunk].count
            ? Position(chunk: position.chunk, offset: position.offset + 1)
            : Position(chunk: position.chunk + 1, offset: 0)
    }

    /// The position before `position`, nil at the start.
    func position(before position: Position) -> Position? {
        if position.offset > 0 { return Position(chunk: position.chunk, offset: position.offset - 1) }
        guard position.chunk > 0 else { return nil }
        return Position(chunk: position.chunk - 1, offset: chunks[position.chunk - 1].count - 1)
    }

    /// The first position whose entry is not before the bound: `isBefore` must be true for a
    /// prefix of the entries in index order and false after it.
    func firstPosition(notBefore isBefore: (IndexEntry) -> Bool) -> Position {
        var low = 0
        var high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(chunks[middle].last!) { low = middle + 1 } else { high = middle }
        }
        guard low < chunks.count else { return endPosition }
        let chunk = chunks[low]
        var first = 0
        var last = chunk.count
        while first < last {
            let middle = (first + last) / 2
            if isBefore(chunk[middle]) { first = middle + 1 } else { last = middle }
        }
        return Position(chunk: low, offset: first)
    }

    /// The position of the first entry not before `entry` in index order.
    private func firstPosition(notBefore entry: IndexEntry) -> Position {
        firstPosition { compare($0, entry) < 0 }
    }

    mutating func insert(_ entry: consuming IndexEntry) {
        count += 1
        guard !chunks.isEmpty else {
            chunks = [[entry]]
            return
        }
        // Keys arriving in order (ObjectId _ids, recovery, dates) go at the end after one
        // comparison with the last entry, read in place; a full last chunk is followed by a
        // new one rather than split, as a split would leave every chunk half full.
        let last = chunks.count - 1
        if chunks[last].withUnsafeBufferPointer({ compare(entry, $0[$0.count - 1]) > 0 }) {
            if chunks[last].count < Self.maximumChunk {
                chunks[last].append(entry)
            } else {
                var chunk: [IndexEntry] = []
                chunk.reserveCapacity(Self.maximumChunk)
                chunk.append(entry)
                chunks.append(chunk)
            }
            return
        }
        var position = firstPosition(notBefore: entry)
        if position.chunk == chunks.count { position = Position(chunk: last, offset: chunks[last].count) }
        chunks[position.chunk].insert(entry, at: position.offset)
        if chunks[position.chunk].count > Self.maximumChunk {
            let half = chunks[position.chunk].count / 2
            let upper = Array(chunks[position.chunk][half...])
            chunks[position.chunk].removeSubrange(half...)
            chunks.insert(upper, at: position.chunk + 1)
        }
    }

    /// Removes the entry with this key and slot; false when there is none.
    @discardableResult
    mutating func remove(_ entry: IndexEntry) -> Bool {
        let position = firstPosition(notBefore: entry)
        guard position.chunk < chunks.count, compare(self[position], entry) == 0 else { return false }
        count -= 1
        chunks[position.chunk].remove(at: position.offset)
        if chunks[position.chunk].isEmpty {
            chunks.remove(at: position.chunk)
        } else if position.chunk + 1 < chunks.count,
            chunks[position.chunk].count + chunks[position.chunk + 1].count <= Self.maximumChunk / 2
        {
            // Neighbours that fit in half a chunk merge, so deletions do not leave a trail of
            // near-empty chunks.
            chunks[position.chunk].append(contentsOf: chunks[position.chunk + 1])
            chunks.remove(at: position.chunk + 1)
        }
        return true
    }

    /// Renumbers slots after the collection closed its gaps; `newSlot[old]` is where each
    /// surviving document went. Slot order is kept, so entry order is too.
    mutating func renumberSlots(_ newSlot: [Int]) {
        for chunk in chunks.indices {
            for offset in chunks[chunk].indices {
                chunks[chunk][offset].slot = newSlot[chunks[chunk][offset].slot]
            }
        }
    }

    /// Whether another slot than `slot` holds an entry with this key.
    func containsKey(_ key: IndexKey, ownedByOtherThan slot: Int?) -> Bool {
        var position = firstPosition { compare($0.key, key) < 0 }
        while position.chunk < chunks.count {
            let entry = self[position]
            guard compare(entry.key, key) == 0 else { return false }
            if entry.slot != slot { return true }
            position = self.position(after: position)
        }
        return false
    }
}
