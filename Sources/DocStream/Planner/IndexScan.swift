import DocStreamBSON

/// Where a key range starts or ends: values for the leading key fields, and on which side of
/// it keys equal to all of them fall.
struct KeyBound: Sendable {
    var points: [BoundPoint]
    /// The answer of `compare` for a key equal to every point: +1 when such keys come after
    /// the bound (an inclusive start, an exclusive end), -1 when before.
    var tie: Int

    /// Negative when the key comes before the bound in the index's order, positive after.
    func compare(_ key: IndexKey, ascending: [Bool]) -> Int {
        for (field, point) in points.enumerated() {
            let order = point.compare(key: key[field])
            if order != 0 { return ascending[field] ? order : -order }
        }
        return tie
    }
}

/// A stretch of an index, start to end in the index's order.
struct KeyRange: Sendable {
    var start: KeyBound
    var end: KeyBound
}

/// How to read an index for a query: the key ranges in scan order, the checks on key fields the
/// ranges do not fix, and whether to drop repeated documents (a multikey index holds a document
/// once per key).
struct IndexScan: Sendable {
    let indexName: String
    let isForward: Bool
    /// In the order the scan visits them (reversed for a backward scan).
    let ranges: [KeyRange]
    /// Key fields past those the ranges fix, with the values they may hold.
    let keyChecks: [(field: Int, intervals: IntervalList)]
    let deduplicates: Bool
    /// The key fields an index-provided sort orders by: documents tied on them come out in
    /// natural order, as a stable in-memory sort leaves them.
    let sortFields: [Int]?

    /// The slots of the documents the scan finds in `index`, in scan order.
    func slots(in index: CollectionIndex) -> IndexScanCursor {
        IndexScanCursor(scan: self, entries: index.entries)
    }
}

/// Reads an index scan's slots one at a time, so a limit stops the scan early.
struct IndexScanCursor: IteratorProtocol {
    private let scan: IndexScan
    private let entries: IndexEntries
    private var rangeIndex = 0
    private var position: IndexEntries.Position?
    private var seen = Set<Int>()
    /// A run of documents tied on the sort fields, waiting to come out in slot order.
    private var tiedRun: [(slot: Int, key: IndexKey)] = []
    private var ready: [Int] = []
    private var readyPosition = 0
    private var keysExamined = 0

    init(scan: IndexScan, entries: IndexEntries) {
        self.scan = scan
        self.entries = entries
    }

    /// How many index entries the scan has read so far.
    var examinedKeys: Int { keysExamined }

    mutating func next() -> Int? {
        guard let sortFields = scan.sortFields else { return nextEntry()?.slot }
        while readyPosition == ready.count {
            guard let entry = nextEntry() else {
                guard !tiedRun.isEmpty else { return nil }
                flushTiedRun()
                break
            }
            if let first = tiedRun.first, !sortFields.allSatisfy({ BSONValue.compare(first.key[$0], entry.key[$0]) == 0 }) {
                flushTiedRun()
            }
            tiedRun.append(entry)
        }
        defer { readyPosition += 1 }
        return ready[readyPosition]
    }

    private mutating func flushTiedRun() {
        ready = tiedRun.map(\.slot).sorted()
        readyPosition = 0
        tiedRun = []
    }

    /// The next entry in range that passes the key checks, each document once (when the
    /// scan deduplicates).
    mutating func nextEntry() -> (slot: Int, key: IndexKey)? {
        let ascending = entries.ascending
        while rangeIndex < scan.ranges.count {
            let range = scan.ranges[rangeIndex]
            let current: IndexEntries.Position?
            if let position {
                current = scan.isForward ? position : entries.position(before: position)
            } else if scan.isForward {
                current = entries.firstPosition { range.start.compare($0.key, ascending: ascending) < 0 }
            } else {
                current = entries.position(before: entries.firstPosition { range.start.compare($0.key, ascending: ascending) < 0 })
            }
            guard let current, current.chunk < entries.chunks.count else {
                rangeIndex += 1
                position = nil
                continue
            }
            let entry = entries[current]
            keysExamined += 1
            let inRange = scan.isForward ? range.end.compare(entry.key, ascending: ascending) < 0 : range.end.compare(entry.key, ascending: ascending) > 0
            guard inRange else {
                rangeIndex += 1
                position = nil
                continue
            }
            position = scan.isForward ? entries.position(after: current) : current
            guard scan.keyChecks.allSatisfy({ $0.intervals.contains(entry.key[$0.field]) }) else { continue }
            if scan.deduplicates, !seen.insert(entry.slot).inserted { continue }
            return (entry.slot, entry.key)
        }
        return nil
    }
}
