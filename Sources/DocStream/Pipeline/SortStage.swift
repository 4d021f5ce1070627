import DocStreamBSON

/// `{$sort: {field: 1 | -1, ...}}`: a stable sort, as find sorts. Followed by `$limit`, it
/// keeps only the best `limit` documents in a bounded heap instead of the whole input.
struct SortStage: PipelineStage {
    let specification: SortSpecification
    /// The sort document as written, for the explanation.
    let sortKey: Document
    let limit: Int64?

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let sort = argument.documentValue else {
            throw DocStreamError(code: 15973, codeName: "Location15973", message: "the $sort key specification must be an object")
        }
        guard !sort.isEmpty else {
            throw DocStreamError(code: 15976, codeName: "Location15976", message: "$sort stage must have at least one sort key")
        }
        specification = try SortSpecification(sort)
        sortKey = sort
        limit = nil
    }

    private init(_ sort: SortStage, limit: Int64) {
        specification = sort.specification
        sortKey = sort.sortKey
        self.limit = limit
    }

    func absorbing(_ next: any PipelineStage) -> (any PipelineStage)? {
        guard let next = next as? LimitStage else { return nil }
        return SortStage(self, limit: min(limit ?? .max, next.limit))
    }

    /// As MongoDB's explain shows a $sort that took in a $limit.
    var explanation: Document? {
        guard let limit else { return nil }
        return ["$sort": .document(["sortKey": .document(sortKey), "limit": .int64(limit)])]
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        SortSink(specification: specification, limit: limit.map { Int(clamping: $0) }, downstream: downstream)
    }
}

private final class SortSink: DocumentSink {
    private typealias Entry = (key: SortKey, sequence: Int, document: Document)

    let specification: SortSpecification
    let limit: Int?
    let downstream: any DocumentSink
    /// With a limit, a max-heap whose root is the worst entry kept; otherwise all entries.
    private var entries: [Entry] = []
    private var nextSequence = 0

    init(specification: SortSpecification, limit: Int?, downstream: any DocumentSink) {
        self.specification = specification
        self.limit = limit
        self.downstream = downstream
    }

    /// Input order breaks ties, so the sort is stable.
    private func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
        let order = specification.compare(lhs.key, rhs.key)
        return order != 0 ? order < 0 : lhs.sequence < rhs.sequence
    }

    func accept(_ document: Document) throws(DocStreamError) -> Bool {
        let entry = (key: try specification.checkedSortKey(for: document), sequence: nextSequence, document: document)
        nextSequence += 1
        guard let limit else {
            entries.append(entry)
            return true
        }
        if entries.count < limit {
            entries.append(entry)
            siftUp(entries.count - 1)
        } else if precedes(entry, entries[0]) {
            entries[0] = entry
            siftDown(0)
        }
        return true
    }

    func finish() throws(DocStreamError) {
        for index in sortedOrder() {
            guard try downstream.accept(entries[index].document) else { break }
        }
        try downstream.finish()
    }

    /// The entries' positions in sorted order. Positions are sorted rather than the entries,
    /// so a comparison moves integers, not keys and documents with their reference counts;
    /// when every key has its byte form, each position travels with its key's first 8 bytes
    /// and most comparisons end there without reading the entries.
    private func sortedOrder() -> [Int] {
        entries.withUnsafeBufferPointer { entries in
            guard entries.allSatisfy({ $0.key.encoded != nil }) else {
                return entries.indices.sorted { precedes(entries[$0], entries[$1]) }
            }
            var slots = entries.indices.map { (prefix: entries[$0].key.encoded!.prefix, index: $0) }
            slots.sort { lhs, rhs in
                lhs.prefix != rhs.prefix ? lhs.prefix < rhs.prefix : precedes(entries[lhs.index], entries[rhs.index])
            }
            return slots.map(\.index)
        }
    }

    private func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(entries[parent], entries[child]) else { return }
            entries.swapAt(parent, child)
            child = parent
        }
    }

    private func siftDown(_ start: Int) {
        var parent = start
        while true {
            var largest = parent
            for child in 2 * parent + 1...2 * parent + 2 where child < entries.count && precedes(entries[largest], entries[child]) {
                largest = child
            }
            guard largest != parent else { return }
            entries.swapAt(parent, largest)
            parent = largest
        }
    }
}
