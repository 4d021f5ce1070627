import DocStreamBSON

/// `{$sort: {field: 1 | -1, ...}}`: a stable sort, as find sorts. Followed by `$limit`, it
/// keeps only the best `limit` documents in a bounded heap instead of the whole input.
struct SortStage: PartialStage {
    let specification: SortSpecification
    /// The sort document as written, for the explanation.
    let sortKey: Document
    let limit: Int64?

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let sort = argument.documentValue else {
            throw DocStreamError(.location(15973), "the $sort key specification must be an object")
        }
        guard !sort.isEmpty else {
            throw DocStreamError(.location(15976), "$sort stage must have at least one sort key")
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
        SortSink(specification: specification, limit: limit.map { Int(clamping: $0) }, search: context.variables.textSearch, downstream: downstream)
    }

    /// Each part computes its documents' sort keys, and with a limit keeps only its best.
    var mergesPartials: Bool { true }

    func makePartialSink(context: PipelineContext) -> any DocumentSink {
        SortSink(specification: specification, limit: limit.map { Int(clamping: $0) }, search: context.variables.textSearch, downstream: nil)
    }
}

private final class SortSink: DocumentSink, PartialMerging {
    private typealias Entry = (key: SortKey, sequence: Int, document: Document)

    let specification: SortSpecification
    /// The pipeline's `$text` search, for a `{$meta: "textScore"}` key.
    let search: TextSearch?
    /// Nil for a partial sink, whose entries are merged rather than emitted.
    let downstream: (any DocumentSink)?
    /// With a limit, only the best `limit` entries; otherwise all of them.
    private var best: BoundedSortBuffer<Entry>?
    private var entries: [Entry] = []
    private var nextSequence = 0
    /// Where a document's key is built before it is known to be kept.
    private var scratchKey = OrderedKey()

    init(specification: SortSpecification, limit: Int?, search: TextSearch?, downstream: (any DocumentSink)?) {
        self.specification = specification
        self.search = search
        self.downstream = downstream
        // Input order breaks ties, so the sort is stable.
        best = limit.map { limit in
            BoundedSortBuffer(limit: limit) { lhs, rhs in
                let order = specification.compare(lhs.key, rhs.key)
                return order != 0 ? order < 0 : lhs.sequence < rhs.sequence
            }
        }
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        if specification.usesTextScore {
            // The key reads the score the document is given; the document goes on without it.
            let document = copy document
            add(try specification.checkedSortKey(for: specification.scored(document, by: search)), document)
            return true
        }
        // Once the limit is full, most documents lose to the kept worst: their keys are built
        // in the scratch buffer and dropped there, never allocated. A tie loses too: the kept
        // one came first.
        if let worst = best?.worst?.key.encoded, specification.encodeKey(for: document, into: &scratchKey) {
            if OrderedKey.compare(scratchKey, worst) < 0 { add(SortKey(encoded: scratchKey), document) }
            return true
        }
        add(try specification.checkedSortKey(for: document), document)
        return true
    }

    /// Entries arrive in input order: their sequence numbers break ties.
    private func add(_ key: SortKey, _ document: Document) {
        let entry = (key: key, sequence: nextSequence, document: document)
        nextSequence += 1
        if best != nil { best!.offer(entry) } else { entries.append(entry) }
    }

    /// A partial sink's entries are numbered again in the order they come: its best in sorted
    /// order, which keeps tied entries in their input order, or all of them in input order.
    func merge(_ partial: any DocumentSink) throws(DocStreamError) {
        let partial = partial as! SortSink
        for entry in partial.best?.sorted() ?? partial.entries { add(entry.key, entry.document) }
    }

    func finish() throws(DocStreamError) {
        guard let downstream else { return }
        if let best {
            for entry in best.sorted() {
                guard try downstream.accept(entry.document) else { break }
            }
        } else {
            for index in try sortedOrder() {
                guard try downstream.accept(entries[index].document) else { break }
            }
        }
        try downstream.finish()
    }

    /// The entries' positions in sorted order, sorted by their byte-form keys
    /// (`OrderedKey.stableOrder`) when every key has one. Entries arrive in input order, so
    /// positions break ties as the input order does (a stable sort). The sort stops when the
    /// command is interrupted, checking between runs of comparisons.
    private func sortedOrder() throws(DocStreamError) -> [Int] {
        let check = OperationInterruption.currentCheck()
        return try entries.withUnsafeBufferPointer { (entries) throws(DocStreamError) in
            guard entries.allSatisfy({ $0.key.encoded != nil }) else {
                return try entries.indices.sorted(
                    by: { lhs, rhs in
                        let order = specification.compare(entries[lhs].key, entries[rhs].key)
                        return order != 0 ? order < 0 : lhs < rhs
                    }, checking: check)
            }
            return try OrderedKey.stableOrder(count: entries.count, of: { entries[$0].key.encoded! }, checking: check)
        }
    }
}
