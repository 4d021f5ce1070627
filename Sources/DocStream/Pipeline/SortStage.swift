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
    let downstream: any DocumentSink
    /// With a limit, only the best `limit` entries; otherwise all of them.
    private var best: BoundedSortBuffer<Entry>?
    private var entries: [Entry] = []
    private var nextSequence = 0

    init(specification: SortSpecification, limit: Int?, downstream: any DocumentSink) {
        self.specification = specification
        self.downstream = downstream
        // Input order breaks ties, so the sort is stable.
        best = limit.map { limit in
            BoundedSortBuffer(limit: limit) { lhs, rhs in
                let order = specification.compare(lhs.key, rhs.key)
                return order != 0 ? order < 0 : lhs.sequence < rhs.sequence
            }
        }
    }

    func accept(_ document: Document) throws(DocStreamError) -> Bool {
        let entry = (key: try specification.checkedSortKey(for: document), sequence: nextSequence, document: document)
        nextSequence += 1
        if best != nil { best!.offer(entry) } else { entries.append(entry) }
        return true
    }

    func finish() throws(DocStreamError) {
        let sorted = best?.sorted() ?? entries.sorted { lhs, rhs in
            let order = specification.compare(lhs.key, rhs.key)
            return order != 0 ? order < 0 : lhs.sequence < rhs.sequence
        }
        for entry in sorted {
            guard try downstream.accept(entry.document) else { break }
        }
        try downstream.finish()
    }
}
