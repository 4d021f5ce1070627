import DocStreamBSON

/// A find's results one at a time, for a cursor that hands them out batch by batch: the
/// documents the plan picks are read, tested, skipped, limited and projected only as results
/// are asked for. A sort no index provides is blocking: the first result sorts every match
/// (as `scan` does), and the sorted matches are projected as they are taken. So is a find
/// whose first batch may hold the whole collection: `scan` finds every match at once, on the
/// columns of the filter's fields when they serve, faster than document by document.
///
/// It reads a snapshot of the collection taken when it was made: the collection's storage is
/// copy-on-write, so writes made after (between a cursor's batches) neither appear nor
/// disturb it, and no document is returned twice or skipped. A collection too large to read,
/// found in natural order by a scan, is read a block at a time from one snapshot of the record
/// store as the results are asked for, so that a cursor over it holds a batch, not every match.
struct FindStream {
    private let query: FindQuery
    private let collection: CollectionData?
    private var slots: PlanSlots?
    /// The documents of a collection too large to read, as results are asked for; nil when the
    /// find reads a collection in memory or answers at once.
    private var streamed: StoredScan?
    /// Every match, sorted, skipped and limited, once `scan` found them; nil before.
    private var sorted: [(document: Document, match: QueryMatch)]?
    private var sortedPosition = 0
    /// Whether the first result finds every match (`scan`).
    private let scansAtOnce: Bool
    private let operations: CollectionOperations
    private var skipped = 0
    private var returned = 0
    /// The documents read from the collection so far.
    private(set) var documentsExamined = 0

    /// `firstBatchSize`: how many results the first batch may hold (nil: no limit).
    init(_ query: FindQuery, operations: CollectionOperations, firstBatchSize: Int?) throws(DocStreamError) {
        let query = try query.bound(in: operations)
        self.query = query
        self.operations = operations
        // One `_id` or a range of them in a collection not read yet, or any query of one too
        // large to read: `scan` answers without reading it into memory.
        var answersUnread = (query.shape.exactID != nil || query.shape.idRange != nil) && operations.store.isStored(operations.namespace)
        if !answersUnread, let stored = try operations.store.streamedCollection(operations.namespace) {
            if let scan = try operations.streamedScan(query, of: stored) {
                streamed = scan
                collection = nil
                scansAtOnce = false
                return
            }
            answersUnread = true
        }
        if answersUnread {
            collection = nil
            scansAtOnce = true
            return
        }
        // A view's documents are computed by its pipeline: `scan` finds every match at once.
        let snapshot = try operations.store.snapshot(operations.namespace)
        collection = snapshot?.options.view == nil ? snapshot : nil
        guard let collection else {
            scansAtOnce = snapshot != nil
            return
        }
        let plan = try QueryPlanner.plan(query.shape, for: collection)
        scansAtOnce = (query.isOrdered && !plan.providesSort) || firstBatchSize.map { $0 >= collection.count } ?? true
        if !scansAtOnce {
            slots = plan.slots(in: collection, reverseNaturalOrder: query.reverseNaturalOrder)
        }
    }

    /// The next results, at most `count`; fewer only at the end.
    mutating func next(upTo count: Int) throws(DocStreamError) -> [Document] {
        var results: [Document] = []
        var poll = InterruptionPoll()
        while results.count < count, let document = try next(polling: &poll) { results.append(document) }
        return results
    }

    /// The next result, nil at the end; `poll` counts the documents read.
    private mutating func next(polling poll: inout InterruptionPoll) throws(DocStreamError) -> Document? {
        if scansAtOnce {
            if sorted == nil {
                let scan = try operations.scan(query)
                sorted = scan.matches
                documentsExamined = scan.statistics.documentsExamined
            }
            guard sortedPosition < sorted!.count else { return nil }
            let (document, match) = sorted![sortedPosition]
            sorted![sortedPosition] = (Document(), match)
            sortedPosition += 1
            return try query.projection?.apply(to: document, match: match) ?? document
        }
        guard query.limit == 0 || returned < query.limit else { return nil }
        if streamed != nil {
            while let document = try streamed!.next() {
                if let result = try result(of: document, polling: &poll) { return result }
            }
            return nil
        }
        guard let collection else { return nil }
        while let slot = slots?.next() {
            guard let document = collection.slots[slot] else { continue }
            if let result = try result(of: document, polling: &poll) { return result }
        }
        return nil
    }

    /// The result a document read in order gives: nil when the filter refuses it or it is
    /// skipped, else the document projected.
    private mutating func result(of document: Document, polling poll: inout InterruptionPoll) throws(DocStreamError) -> Document? {
        documentsExamined += 1
        try poll.tick()
        guard let match = try query.filter.match(document) else { return nil }
        if skipped < query.skip {
            skipped += 1
            return nil
        }
        returned += 1
        return try query.projection?.apply(to: document, match: match) ?? document
    }
}
