import DocStreamBSON
import Foundation
import Synchronization

extension CollectionOperations {
    /// Runs the pipeline over the collection's documents (a missing collection is an empty
    /// input, as in MongoDB), in the collection's database. `$out` and `$merge` write past the
    /// target's validator with `bypassDocumentValidation`.
    func aggregate(
        _ pipeline: Pipeline, variables: ExpressionVariables = ExpressionVariables(), bypassDocumentValidation: Bool = false,
        hint: IndexHint? = nil
    ) throws(DocStreamError) -> [Document] {
        var execution = try execute(pipeline, variables: variables, bypassDocumentValidation: bypassDocumentValidation, hint: hint)
        return try execution.remaining()
    }

    /// The pipeline's results one at a time, over a snapshot of the collection taken now;
    /// `variables` are `$$NOW` and a command's `let` values. A leading `$match` and `$sort` are
    /// planned as a find's filter and sort: an index narrows the documents read and may provide
    /// the order.
    func execute(
        _ pipeline: Pipeline, variables: ExpressionVariables = ExpressionVariables(), bypassDocumentValidation: Bool = false,
        hint: IndexHint? = nil
    ) throws(DocStreamError) -> PipelineExecution<AnyIterator<Document>> {
        if let view = try resolvedView() {
            // $collStats and $indexStats report on a collection's storage and indexes, which a
            // view has none of.
            if let first = pipeline.stages.first?.stage, first is CollStatsStage || first is IndexStatsStage { throw .viewNotCollection(namespace) }
            return try view.source.execute(
                try Pipeline(view.stages).followed(by: pipeline), variables: variables, bypassDocumentValidation: bypassDocumentValidation, hint: hint)
        }
        var context = PipelineContext(variables: variables, store: store, database: namespace.database)
        context.collection = namespace.collection
        if let match = pipeline.stages.first?.stage as? MatchStage, match.filter.textQuery != nil {
            // The leading `$match`'s `$text`, bound to the collection's text index for the stages.
            context.variables.textSearch = try searchingText(match.filter).textSearch
        }
        context.bypassDocumentValidation = bypassDocumentValidation
        // $geoNear reads the collection as a find of its own; $collStats and $indexStats read none of it.
        if pipeline.stages.first?.stage.placement.takesNoInput == true { return pipeline.execute(AnySequence([]), context: context) }
        if let stored = try store.streamedCollection(namespace) {
            // Too large to read into memory: a leading $match answered by an index the record
            // store keeps takes that index's candidates (the $match still decides), in the order
            // its scan gives them unless a $sort follows; else the stages take the documents a
            // block at a time.
            let pushdown = PipelinePushdown(pipeline, hint: hint)
            if !pushdown.filter.isEmpty, let candidates = try storedIndexCandidates(pushdown.shape) {
                let documents = pushdown.sort == nil ? try candidates.inScanOrder(candidates.documents) { $0 } : candidates.documents
                return pipeline.execute(AnySequence(documents), context: context)
            }
            let input = StoredInput(try stored.scan(namespace))
            var execution = pipeline.execute(AnySequence { AnyIterator { input.next() } }, context: context)
            execution.reportInputFailure { input.failure }
            return execution
        }
        guard let collection = try store.snapshot(namespace) else {
            return pipeline.execute(AnySequence([]), context: context)
        }
        if hint == nil, let (facet, location, _) = pipeline.stages.first, let facet = facet as? FacetStage {
            // A leading $facet's pipelines each run as an aggregation of the collection, planned
            // as one (indexes, the column caches), all over this one snapshot, side by side on
            // the cores.
            let pipelines = facet.pipelines
            let facetContext = context
            let results = Mutex([Result<[Document], DocStreamError>](repeating: .success([]), count: pipelines.count))
            DispatchQueue.concurrentPerform(iterations: pipelines.count) { index in
                let result = Result { () throws(DocStreamError) in
                    var execution = try execute(pipelines[index], over: collection, context: facetContext, hint: nil)
                    return try execution.remaining()
                }
                results.withLock { $0[index] = result }
            }
            let output: Document
            do {
                let finished = results.withLock { $0 }
                output = try facet.output { (index, _) throws(DocStreamError) in try finished[index].get() }
            } catch {
                throw error.located(location)
            }
            return pipeline.droppingLeadingStages(1).execute(AnySequence([output]), context: context)
        }
        return try execute(pipeline, over: collection, context: context, hint: hint)
    }

    /// `pipeline` over `collection`, a snapshot of the collection.
    private func execute(
        _ pipeline: Pipeline, over collection: CollectionData, context: PipelineContext, hint: IndexHint?
    ) throws(DocStreamError) -> PipelineExecution<AnyIterator<Document>> {
        let variables = context.variables
        let pushdown = PipelinePushdown(pipeline, hint: hint)
        let plan = try QueryPlanner.plan(pushdown.shape, for: collection)
        let pushed = pushdown.pipeline(pipeline, under: plan)
        if case .collectionScan = plan.access, hint == nil, collection.count >= ColumnarScan.minimumInput, let scan = ColumnarScan(pushed),
            let output = try scan.run(over: collection, variables: variables, foreign: { name in try? columnarCollection(name, context: context) })
        {
            let remaining = pushed.droppingLeadingStages(scan.stageCount)
            switch output {
            case .slots(let slots):
                let documents = CollectionDocuments(documents: collection.slots, slots: slots)
                let helpers = slots.count >= ParallelPrefix.minimumInput ? ParallelPrefix.helperCount : 0
                // The stages after read the collection's documents, whose columns hold their values.
                return remaining.precomputingFirstStage(over: collection, variables: variables).execute(documents, context: context, helpers: helpers)
            case .documents(let grouped):
                let helpers = grouped.count >= ParallelPrefix.minimumInput ? ParallelPrefix.helperCount : 0
                return remaining.execute(AnySequence(grouped), context: context, helpers: helpers)
            }
        }
        // A $sort done in memory leaves ties in input order: give it the index's candidates in
        // natural order, as a collection scan would, so the results do not depend on the plan.
        let naturalOrder = pushdown.sort != nil && !plan.providesSort
        let documents = AnySequence { () -> AnyIterator<Document> in
            var slots = naturalOrder ? plan.slots(in: collection).inNaturalOrder() : plan.slots(in: collection)
            return AnyIterator {
                while let slot = slots.next() {
                    if let document = collection.slots[slot] { return document }
                }
                return nil
            }
        }
        guard case .collectionScan = plan.access else { return pushed.execute(documents, context: context) }
        // A scan of a large collection shares its leading per-document stages among the cores.
        let helpers = collection.count >= ParallelPrefix.minimumInput ? ParallelPrefix.helperCount : 0
        let prepared =
            hint == nil && collection.count >= ColumnarScan.minimumInput ? pushed.precomputingFirstStage(over: collection, variables: variables) : pushed
        return prepared.execute(CollectionDocuments(documents: collection.slots, slots: nil), context: context, helpers: helpers)
    }
}

extension CollectionOperations {
    /// A collection of the pipeline's database as columns read it: in memory (read now when
    /// stored), nil for a view, a collection too large to read, or none.
    fileprivate func columnarCollection(_ name: String, context: PipelineContext) throws(DocStreamError) -> CollectionData? {
        let operations = try context.collection(name)
        guard try operations.resolvedView() == nil, try store.streamedCollection(operations.namespace) == nil else { return nil }
        return try store.snapshot(operations.namespace)
    }
}

/// A collection's documents in the order of some of its slots, or of all of them (natural
/// order), which a parallel run reads by position. (A lazy map over the slots is iterated
/// through unspecialized generic code behind `AnySequence`, which cost more per document than
/// the sort that ordered them.)
private struct CollectionDocuments: Sequence, PositionedDocuments {
    let documents: [Document?]
    /// Nil: every slot, in order.
    let slots: [Int]?

    var positionCount: Int { slots?.count ?? documents.count }

    var underestimatedCount: Int { slots?.count ?? 0 }

    func forEach(in positions: Range<Int>, _ body: (_ slot: Int, _ document: () -> Document) throws(DocStreamError) -> Bool) throws(DocStreamError) -> Bool {
        try documents.withUnsafeBufferPointer { (documents) throws(DocStreamError) -> Bool in
            guard let slots else {
                for slot in positions where documents[slot] != nil {
                    guard try body(slot, { documents[slot]! }) else { return false }
                }
                return true
            }
            for position in positions {
                DocumentPrefetch.ahead(of: position, slots: slots, in: self.documents)
                let slot = slots[position]
                guard try body(slot, { documents[slot]! }) else { return false }
            }
            return true
        }
    }

    func makeIterator() -> AnyIterator<Document> {
        AnyIterator(SlotIterator(documents: documents, slots: slots))
    }

    private struct SlotIterator: IteratorProtocol {
        let documents: [Document?]
        let slots: [Int]?
        var position = 0

        mutating func next() -> Document? {
            guard let slots else {
                while position < documents.count {
                    defer { position += 1 }
                    if let document = documents[position] { return document }
                }
                return nil
            }
            guard position < slots.count else { return nil }
            defer { position += 1 }
            DocumentPrefetch.ahead(of: position, slots: slots, in: documents)
            return documents[slots[position]]!
        }
    }
}

/// A stored collection's scan as a pipeline's input, which cannot throw: a damaged block ends
/// it, and the pipeline throws the error it keeps (`PipelineExecution.reportInputFailure`).
/// Read by one pipeline, one document at a time.
private final class StoredInput: @unchecked Sendable {
    private var scan: StoredScan
    private(set) var failure: DocStreamError?

    init(_ scan: StoredScan) {
        self.scan = scan
    }

    func next() -> Document? {
        guard failure == nil else { return nil }
        do {
            return try scan.next()
        } catch {
            failure = error
            return nil
        }
    }
}
