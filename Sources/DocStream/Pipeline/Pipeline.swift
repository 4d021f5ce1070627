import DocStreamBSON

/// A compiled aggregation pipeline: stage documents such as `{$match: ...}`, `{$group: ...}`.
///
/// ```swift
/// let pipeline = try Pipeline([["$match": ["storeNumber": 42]], ["$count": "drinks"]])
/// try pipeline.run(drinks)  // [{drinks: <the number of drinks of store 42>}]
/// ```
public struct Pipeline: Sendable {
    /// Each stage with where it is, "stage 2 ($group)", for errors raised while running, and
    /// the stage as written, for the explanation.
    private(set) var stages: [(stage: any PipelineStage, location: String, written: Document)]
    /// The sub-pipelines that refuse some stage of this one, so also refuse the stage that holds
    /// it (MongoDB's strictest constraints: a $lookup whose pipeline has a $facet is no more
    /// allowed in a $facet than the $facet itself).
    private(set) var refusedIn: Set<SubPipeline>
    /// The collation the stages compare strings under (`Collator.inEffect` when compiled);
    /// nil for their bytes, which the column paths compare.
    let collator = Collator.inEffect

    /// Compiles stage documents.
    ///
    /// - Throws: `DocStreamError` 40323 for a stage that is not one field, 40324 for an unknown
    ///   stage, and the code MongoDB gives each stage's and expression's refusal, located at
    ///   the stage ("stage 2 ($group)").
    public init(_ stages: [Document]) throws(DocStreamError) {
        try self.init(stages, within: nil)
    }

    /// Compiles the pipeline of a stage's argument (`within`), which refuses the stages MongoDB
    /// refuses there; nil for a pipeline of its own. `input` is what the pipeline runs over,
    /// when known: its first stage must suit it. `firstIndex` numbers the stages of a pipeline
    /// that follows others (a change stream's, after `$changeStream`).
    init(_ stages: [Document], within enclosing: SubPipeline?, input: PipelineInput? = nil, firstIndex: Int = 0) throws(DocStreamError) {
        // MongoDB parses every stage, then checks the first against the namespace, then where
        // each stands (Pipeline::parseCommon).
        var parsed: [(stage: any PipelineStage, name: String, location: String)] = []
        for (index, stage) in zip(firstIndex..., stages) {
            guard stage.count == 1, let (name, argument) = stage.elements.first else {
                throw DocStreamError(
                    .location(40323), "A pipeline stage specification object must contain exactly one field.", location: "stage \(index)")
            }
            guard let compiler = PipelineStages.compilers[name] else {
                throw DocStreamError(
                    .location(40324), "Unrecognized pipeline stage name: '\(name)'", location: "stage \(index)")
            }
            let location = "stage \(index) (\(name))"
            do {
                parsed.append((try compiler(argument), name, location))
            } catch {
                throw error.located(location)
            }
        }
        if let input {
            try input.check(first: parsed.first.map { ($0.name, $0.stage.placement) })
        }
        var compiled: [(stage: any PipelineStage, location: String, written: Document)] = []
        var refusedIn: Set<SubPipeline> = []
        for (index, (next, name, location)) in zip(firstIndex..., parsed) {
            if index > 0, let match = next as? MatchStage, match.filter.textQuery != nil {
                throw DocStreamError(.location(17313), "$match with $text is only allowed as the first pipeline stage").located(location)
            }
            if let misplaced = Self.misplacement(of: next.placement, name: name, index: index, count: firstIndex + stages.count, within: enclosing) {
                throw misplaced.located(location)
            }
            refusedIn.formUnion(next.placement.refusedIn)
            // MongoDB folds some neighbours into one stage ($sort + $limit keeps a bounded heap).
            if let previous = compiled.last, let merged = previous.stage.absorbing(next) {
                compiled[compiled.count - 1].stage = merged
            } else {
                compiled.append((next, location, stages[index - firstIndex]))
            }
        }
        self.stages = compiled
        self.refusedIn = refusedIn
    }

    /// A stage's `pipeline` argument ($lookup, $unionWith, $merge's whenMatched): an array of
    /// stage documents, TypeMismatch otherwise (parsePipelineFromBSON).
    static func stageDocuments(_ value: BSONValue) throws(DocStreamError) -> [Document] {
        guard case .array(let elements) = value else {
            throw .typeMismatch("'pipeline' option must be specified as an array")
        }
        var stages: [Document] = []
        for element in elements {
            guard case .document(let stage) = element else {
                throw .typeMismatch("Each element of the 'pipeline' array must be an object")
            }
            stages.append(stage)
        }
        return stages
    }

    /// The error for a stage standing where MongoDB refuses it (Pipeline::validateCommon and the
    /// sub-pipeline validators), nil when it may stand there.
    private static func misplacement(of placement: StagePlacement, name: String, index: Int, count: Int, within enclosing: SubPipeline?) -> DocStreamError? {
        if let enclosing, placement.refusedIn.contains(enclosing) {
            return enclosing.refusal(of: name)
        }
        switch placement.position {
        case .first where index != 0:
            return DocStreamError(.location(40602), "\(name) is only valid as the first stage in a pipeline")
        case .last where index != count - 1:
            return DocStreamError(.location(40601), "\(name) can only be the final stage in the pipeline")
        default:
            return nil
        }
    }

    /// The pipeline with the stage at `position` replaced, or removed when `replacement` is
    /// nil (the query planner drops a `$sort` an index provides, keeping its limit).
    func replacingStage(at position: Int, with replacement: (any PipelineStage)?) -> Pipeline {
        var copy = self
        if let replacement { copy.stages[position].stage = replacement } else { copy.stages.remove(at: position) }
        return copy
    }

    /// This pipeline's stages, then `next`'s: a view's stages before those of a read of the view.
    func followed(by next: Pipeline) -> Pipeline {
        var copy = self
        copy.stages += next.stages
        copy.refusedIn.formUnion(next.refusedIn)
        return copy
    }

    /// The pipeline without its first `count` stages (those a `ColumnarScan` answered).
    func droppingLeadingStages(_ count: Int) -> Pipeline {
        var copy = self
        copy.stages.removeFirst(count)
        return copy
    }

    /// The pipeline with `stage` in place of its first stage (the same stage, prepared for
    /// one run: `Pipeline.precomputingFirstStage`).
    func replacingFirstStage(with stage: any PipelineStage) -> Pipeline {
        var copy = self
        copy.stages[0].stage = stage
        return copy
    }

    /// The compiled plan, one document per stage after merging (`{$sort: {sortKey, limit}}`
    /// for a $sort that absorbed a $limit), as `docstream run --explain` prints it.
    public var explanation: [Document] {
        stages.map { $0.stage.explanation ?? $0.written }
    }

    /// Runs over input documents, streaming where MongoDB streams: input stops being read
    /// once a `$limit` has all it needs.
    ///
    /// - Throws: `DocStreamError` with MongoDB's code for an expression that fails on a
    ///   document (16608 for `$divide` by zero, ...), located at its stage.
    public func run(_ input: some Sequence<Document>) throws(DocStreamError) -> [Document] {
        try run(input, context: PipelineContext())
    }

    /// Runs with the context's variables in scope, as a stage's sub-pipeline runs with its
    /// `let` variables.
    func run(_ input: some Sequence<Document>, context: PipelineContext) throws(DocStreamError) -> [Document] {
        var execution = execute(input, context: context)
        return try execution.remaining()
    }

    /// The pipeline set up to run on one document at a time, again and again, when every stage
    /// handles each document on its own: its sinks are made once, not for every document (a
    /// change stream's pipeline runs on each event, and making the sinks each time cost more
    /// than running the stages). Nil when a stage is blocking.
    func documentByDocument(context: PipelineContext) -> DocumentByDocumentRun? {
        guard stages.allSatisfy({ $0.stage is any StreamingStage }) else { return nil }
        let output = BufferingSink()
        return DocumentByDocumentRun(head: Self.chain(stages[...], feeding: output, context: context), output: output)
    }

    /// Results one at a time, pulling input only as results are asked for, so memory stays
    /// proportional to what blocking stages hold, not to the input. With `helpers` threads,
    /// the leading per-document stages, and a `$group` or `$sort` after them in part, run on
    /// them too (`ParallelPrefix`).
    func execute<Input: Sequence<Document>>(_ input: Input, context: PipelineContext, helpers: Int = 0) -> PipelineExecution<Input.Iterator> {
        let output = BufferingSink(interruptions: context.interruptions)
        let split = helpers > 0 ? parallelSplit : (stages: 0, partial: nil)
        guard split.stages > 0 || split.partial != nil else {
            return PipelineExecution(
                input: input.makeIterator(), positioned: input as? any PositionedDocuments, head: Self.chain(stages[...], feeding: output, context: context),
                output: output)
        }
        let prefix = stages[..<split.stages]
        let parallelPrefix = { (run: @escaping ParallelPrefix.ChunkRun) -> ParallelPrefix in
            if let positioned = input as? any PositionedDocuments { return ParallelPrefix(positioned: positioned, helpers: helpers, run: run) }
            return ParallelPrefix(input: input.makeIterator(), helpers: helpers, run: run)
        }
        guard let partialStage = split.partial else {
            let parallel = parallelPrefix { chunk in
                let collected = ChunkOutputs(capacity: chunk.count)
                let error = chunk.feed(to: Self.chain(prefix, feeding: collected, context: context))
                return (.documents(collected), error)
            }
            return PipelineExecution(
                parallel: parallel, merging: nil, head: Self.chain(stages[split.stages...], feeding: output, context: context), output: output)
        }
        let location = stages[split.stages].location
        let parallel = parallelPrefix { chunk in
            let partial = partialStage.makePartialSink(context: context)
            let head = Self.chain(prefix, feeding: LocatingSink(location: location, wrapped: partial, interruptions: context.interruptions), context: context)
            return (.partial(partial), chunk.feed(to: head))
        }
        let merging = partialStage.makeSink(feeding: Self.chain(stages[(split.stages + 1)...], feeding: output, context: context), context: context)
        return PipelineExecution(
            parallel: parallel, merging: merging as? PartialMerging,
            head: LocatingSink(location: location, wrapped: merging, interruptions: context.interruptions), output: output)
    }

    /// The sinks of `stages`, in order, in front of `downstream`.
    private static func chain(
        _ stages: ArraySlice<(stage: any PipelineStage, location: String, written: Document)>, feeding downstream: any DocumentSink,
        context: PipelineContext
    ) -> any DocumentSink {
        var sink = downstream
        for (stage, location, _) in stages.reversed() {
            sink = LocatingSink(location: location, wrapped: stage.makeSink(feeding: sink, context: context), interruptions: context.interruptions)
        }
        return sink
    }

    /// How a run splits among threads: how many leading stages handle each document on its
    /// own, and the blocking stage after them when it runs in part on each chunk of the input.
    private var parallelSplit: (stages: Int, partial: (any PartialStage)?) {
        var length = 0
        while length < stages.count, stages[length].stage is any StreamingStage { length += 1 }
        guard length < stages.count else { return (length, nil) }
        if let partial = stages[length].stage as? any PartialStage, partial.mergesPartials { return (length, partial) }
        // An $unwind feeding a serial $group stays with it: the $group takes the elements
        // without the unwound documents being built, a saving larger than a second core's.
        if length > 0, stages[length - 1].stage is UnwindStage, stages[length].stage is GroupStage { length -= 1 }
        return (length, nil)
    }
}

/// A pipeline of per-document stages set up once (`Pipeline.documentByDocument`), to run on
/// one document at a time. One caller at a time: a run may move between threads, never be
/// used by two at once.
final class DocumentByDocumentRun: @unchecked Sendable {
    private let head: any DocumentSink
    private let output: BufferingSink

    fileprivate init(head: any DocumentSink, output: BufferingSink) {
        self.head = head
        self.output = output
    }

    /// What the stages make of `document`: nil when they drop it.
    func run(_ document: Document) throws(DocStreamError) -> Document? {
        defer { output.discard() }
        _ = try head.accept(document)
        return output.next()
    }
}

/// One run of a pipeline, pulled result by result.
struct PipelineExecution<Input: IteratorProtocol<Document>> {
    /// The input, when the head reads it; nil when a parallel prefix reads it.
    private var input: Input?
    /// The same input read by position, which the head takes a run of positions at a time (a
    /// first stage prepared over the collection's columns reads them by slot).
    private let positioned: (any PositionedDocuments)?
    private var nextPosition = 0
    /// An error a run of positions raised, thrown once the outputs made before it are taken,
    /// as a document-by-document run would have handed them out first.
    private var pendingError: DocStreamError?
    private let parallel: ParallelPrefix?
    /// The blocking stage's sink that merges the parallel prefix's partial sinks.
    private let merging: (any PartialMerging)?
    private let head: any DocumentSink
    private let output: BufferingSink
    private var inputEnded = false
    /// Asked when a plain input ends: the error that ended it early, if one did (a stored
    /// collection read a block at a time stops at a damaged block).
    private var inputFailure: (() -> DocStreamError?)?

    fileprivate init(input: Input, positioned: (any PositionedDocuments)?, head: any DocumentSink, output: BufferingSink) {
        self.input = input
        self.positioned = positioned
        parallel = nil
        merging = nil
        self.head = head
        self.output = output
    }

    fileprivate init(parallel: ParallelPrefix, merging: (any PartialMerging)?, head: any DocumentSink, output: BufferingSink) {
        input = nil
        positioned = nil
        self.parallel = parallel
        self.merging = merging
        self.head = head
        self.output = output
    }

    /// Makes the execution throw what `failure` reports when the input ends, where it would
    /// otherwise end the results: for an input that can fail part way.
    mutating func reportInputFailure(_ failure: @escaping () -> DocStreamError?) {
        inputFailure = failure
    }

    /// The input's next document; nil at its end, or its error when it failed.
    private mutating func nextInput() throws(DocStreamError) -> Document? {
        if let document = input!.next() { return document }
        if let failure = inputFailure?() { throw failure }
        return nil
    }

    /// The next result, nil when there are no more.
    mutating func next() throws(DocStreamError) -> Document? {
        try output.interruptions.serving { () throws(DocStreamError) in try nextResult() }
    }

    private mutating func nextResult() throws(DocStreamError) -> Document? {
        // No stages (those before were answered already, as a columnar scan does): the input
        // is the result, without a trip through the sinks.
        if parallel == nil, head === output { return try nextInput() }
        guard try fillOutput() else { return nil }
        return output.next()
    }

    /// The next results, at most `count` (at least 1) and none only at the end: those already
    /// made, or the next input's (a run of positions, a parallel chunk). A cursor's batch
    /// takes them a run at a time, where handing each out on its own cost more than making it.
    mutating func next(upTo count: Int) throws(DocStreamError) -> [Document] {
        try output.interruptions.serving { () throws(DocStreamError) in try nextResults(upTo: count) }
    }

    private mutating func nextResults(upTo count: Int) throws(DocStreamError) -> [Document] {
        if parallel == nil, head === output {
            var results: [Document] = []
            while results.count < count, let document = try nextInput() { results.append(document) }
            return results
        }
        guard try fillOutput() else { return [] }
        return output.take(upTo: count)
    }

    /// Runs the pipeline until the output holds a result; false at the end of the results. An
    /// error is thrown once the results made before it are taken.
    private mutating func fillOutput() throws(DocStreamError) -> Bool {
        while true {
            if output.hasResults { return true }
            if let error = pendingError {
                pendingError = nil
                inputEnded = true
                throw error
            }
            if inputEnded { return false }
            if try pushInput() { continue }
            inputEnded = true
            try head.finish()
        }
    }

    /// Every remaining result, in order. A parallel prefix's chunks with no stage after them
    /// are moved whole into the results rather than passed on one document at a time.
    mutating func remaining() throws(DocStreamError) -> [Document] {
        try output.interruptions.serving { () throws(DocStreamError) in try remainingResults() }
    }

    private mutating func remainingResults() throws(DocStreamError) -> [Document] {
        if let parallel, head === output, !inputEnded {
            let taken = output.takeAll()
            var chunks: [ChunkOutputs] = []
            while let chunk = try parallel.nextChunk() {
                guard case .documents(let documents) = chunk else { preconditionFailure("a partial sink with no merging stage") }
                chunks.append(documents)
            }
            inputEnded = true
            let count = chunks.reduce(taken.count) { $0 + $1.count }
            guard count > 0 else { return [] }
            return [Document](unsafeUninitializedCapacity: count) { results, initialized in
                let base = results.baseAddress!
                base.initialize(from: taken, count: taken.count)
                initialized = taken.count
                for chunk in chunks {
                    let count = chunk.count
                    chunk.moveAll(to: base + initialized)
                    initialized += count
                }
            }
        }
        var results: [Document] = []
        while let document = try nextResult() { results.append(document) }
        return results
    }

    /// Positions of a positioned input pushed at once: enough that a run's set-up costs little
    /// per document, few enough that a cursor's first batch does not wait for many more.
    private static var positionsPerPush: Int { 1024 }

    /// Pushes the next input document (or run of positions), or the next chunk of the parallel prefix's outputs,
    /// into the head; false at the end of the input or once the head wants no more (a full
    /// $limit ends the input early).
    private mutating func pushInput() throws(DocStreamError) -> Bool {
        guard let parallel else {
            guard let positioned else {
                guard let document = try nextInput() else { return false }
                return try head.accept(document)
            }
            guard nextPosition < positioned.positionCount else { return false }
            let positions = nextPosition..<min(nextPosition + Self.positionsPerPush, positioned.positionCount)
            nextPosition = positions.upperBound
            do {
                return try head.accept(positions: positions, of: positioned)
            } catch {
                pendingError = error
                return true
            }
        }
        switch try parallel.nextChunk() {
        case nil:
            return false
        case .documents(let documents)? where head === output:
            output.append(moving: documents)
            return true
        case .documents(let documents)?:
            guard try documents.forEach({ (document) throws(DocStreamError) in try head.accept(document) }) else {
                parallel.stop()
                return false
            }
            return true
        case .partial(let partial)?:
            try merging!.merge(partial)
            return true
        }
    }
}

/// The end of the chain: results waiting to be taken. It checks the command's interruption
/// as results come, which a last stage that makes many of one input ($densify, $unwind) needs.
final class BufferingSink: DocumentSink {
    private var documents: [Document] = []
    private var taken = 0
    /// The interruption of the command taking the results, which the run's sinks check.
    let interruptions: InterruptionScope
    private var poll: InterruptionPoll

    init(interruptions: InterruptionScope = InterruptionScope()) {
        self.interruptions = interruptions
        poll = InterruptionPoll(interruptions)
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        try poll.tick()
        documents.append(document)
        return true
    }

    func finish() throws(DocStreamError) {}

    var hasResults: Bool { taken < documents.count }

    func next() -> Document? {
        guard taken < documents.count else {
            documents.removeAll(keepingCapacity: true)
            taken = 0
            return nil
        }
        defer { taken += 1 }
        return documents[taken]
    }

    /// Up to `count` of the documents not yet taken; all of them are handed over whole, without
    /// a reference count per document.
    func take(upTo count: Int) -> [Document] {
        guard taken > 0 || count < documents.count else { return takeAll() }
        let end = min(taken + count, documents.count)
        defer {
            taken = end
            if taken == documents.count { discard() }
        }
        return Array(documents[taken..<end])
    }

    /// A parallel chunk's outputs, moved in (the puller would otherwise count a reference to
    /// each as it appended it and another as the chunk let go).
    func append(moving chunk: ChunkOutputs) {
        let moved = [Document](unsafeUninitializedCapacity: chunk.count) { buffer, initialized in
            initialized = chunk.count
            if let base = buffer.baseAddress { chunk.moveAll(to: base) }
        }
        if taken == documents.count { discard() }
        if documents.isEmpty { documents = moved } else { documents.append(contentsOf: moved) }
    }

    /// Forgets what it holds, keeping the room.
    func discard() {
        documents.removeAll(keepingCapacity: true)
        taken = 0
    }

    /// Every document not yet taken, at once.
    func takeAll() -> [Document] {
        defer {
            documents = []
            taken = 0
        }
        return taken == 0 ? documents : Array(documents[taken...])
    }
}

/// Names the stage in errors raised while it runs. A stage's sink also carries its
/// downstream's errors, which the downstream's own wrapper has already named. It checks the
/// command's interruption as documents enter the stage.
private final class LocatingSink: DocumentSink, UnwoundDocumentsSink {
    let location: String
    let wrapped: any DocumentSink
    private var poll: InterruptionPoll

    init(location: String, wrapped: any DocumentSink, interruptions: InterruptionScope) {
        self.location = location
        self.wrapped = wrapped
        poll = InterruptionPoll(interruptions)
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        try poll.tick()
        do {
            return try wrapped.accept(document)
        } catch {
            throw locate(error)
        }
    }

    func accept(positions: Range<Int>, of input: any PositionedDocuments) throws(DocStreamError) -> Bool {
        try poll.tick(positions.count)
        do {
            return try wrapped.accept(positions: positions, of: input)
        } catch {
            throw locate(error)
        }
    }

    func finish() throws(DocStreamError) {
        do {
            try wrapped.finish()
        } catch {
            throw locate(error)
        }
    }

    func acceptUnwinding(_ document: Document, field: String, indexField: String?) throws(DocStreamError) -> Bool {
        guard let unwinding = wrapped as? UnwoundDocumentsSink else { return false }
        do {
            return try unwinding.acceptUnwinding(document, field: field, indexField: indexField)
        } catch {
            throw locate(error)
        }
    }

    private func locate(_ error: DocStreamError) -> DocStreamError {
        error.location?.hasPrefix("stage ") == true || OperationInterruption.isInterruption(error) ? error : error.located(location)
    }
}
