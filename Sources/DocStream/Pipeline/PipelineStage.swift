import DocStreamBSON

/// One compiled stage. A run builds a chain of sinks, one per stage, that push documents
/// downstream; stages that must see all their input ($sort, $group) emit from `finish`.
protocol PipelineStage: Sendable {
    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink
    /// This stage merged with the stage after it, or nil when they stay apart.
    func absorbing(_ next: any PipelineStage) -> (any PipelineStage)?
    /// How `--explain` and the explain option show the stage; nil shows the stage as written.
    var explanation: Document? { get }
    /// Where the stage may stand; `Pipeline.init` checks it.
    var placement: StagePlacement { get }
}

extension PipelineStage {
    func absorbing(_ next: any PipelineStage) -> (any PipelineStage)? { nil }
    var explanation: Document? { nil }
    var placement: StagePlacement { StagePlacement() }
}

/// Where a stage may stand in a pipeline (MongoDB's StageConstraints position and
/// facet/lookup/union requirements).
struct StagePlacement: Sendable {
    enum Position: Sendable { case anywhere, first, last }

    var position = Position.anywhere
    /// The sub-pipelines that refuse the stage.
    var refusedIn: Set<SubPipeline> = []
    /// The stage makes its documents without reading a collection ($documents): a pipeline
    /// that reads one may not start with it (MongoDB's isIndependentOfAnyCollection).
    var readsNoCollection = false
    /// The stage makes its documents itself and takes none from the collection: `$collStats`
    /// and `$indexStats` report on it, `$geoNear` reads it as a find of its own (MongoDB's
    /// requiresInputDocSource false). Such a first stage leaves the collection unscanned.
    var takesNoInput = false
}

/// What a pipeline runs over: a collection (`{aggregate: "coll"}`, a `$lookup` with `from`, a
/// `$unionWith` with `coll`) or none (`{aggregate: 1}` and those stages without them).
enum PipelineInput: Sendable {
    case collection, collectionless

    /// MongoDB's validateTopLevelPipeline: 73 InvalidNamespace unless the first stage (its
    /// name and placement; nil for an empty pipeline) suits the input.
    func check(first: (name: String, placement: StagePlacement)?) throws(DocStreamError) {
        switch (self, first) {
        case (.collectionless, nil):
            throw DocStreamError(.invalidNamespace, "{aggregate: 1} is not valid for an empty pipeline.")
        case (.collectionless, let (name, placement)?) where !placement.readsNoCollection:
            throw DocStreamError(.invalidNamespace, "{aggregate: 1} is not valid for '\(name)'; a collection is required.")
        case (.collection, let (name, placement)?) where placement.readsNoCollection:
            throw DocStreamError(.invalidNamespace, "'\(name)' can only be run with {aggregate: 1}")
        default:
            return
        }
    }
}

/// The stages whose argument holds a pipeline of their own, which refuse some stages inside it.
enum SubPipeline: Sendable {
    case facet, lookup, unionWith

    /// MongoDB's error for `stage` inside this sub-pipeline.
    func refusal(of stage: String) -> DocStreamError {
        switch self {
        case .facet:
            DocStreamError(.location(40600), "\(stage) is not allowed to be used within a $facet stage")
        case .lookup:
            DocStreamError(.location(51047), "\(stage) is not allowed within a $lookup's sub-pipeline")
        case .unionWith:
            DocStreamError(.location(31441), "\(stage) is not allowed within a $unionWith's sub-pipeline")
        }
    }
}

/// Where a stage sends its output during one run.
protocol DocumentSink: AnyObject {
    /// Takes one document; false once no more input is wanted (a `$limit` is full). Taken
    /// rather than borrowed: a sink that keeps it (a chunk's outputs) need not retain it, nor
    /// its maker release it.
    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool
    /// Takes the documents at `positions` of `input`, a collection read in place, in order;
    /// false once no more input is wanted. A first stage prepared over that collection's
    /// columns reads values by slot there, and a document's bytes only when it needs them.
    func accept(positions: Range<Int>, of input: any PositionedDocuments) throws(DocStreamError) -> Bool
    /// The input has ended.
    func finish() throws(DocStreamError)
}

extension DocumentSink {
    func accept(positions: Range<Int>, of input: any PositionedDocuments) throws(DocStreamError) -> Bool {
        try input.forEach(in: positions) { _, document throws(DocStreamError) in try accept(document()) }
    }
}

/// A blocking stage that can run in parts: sinks that each take a part of the input, merged
/// in input order into the run's own sink (as MongoDB splits a $group or a $sort into partial
/// and merging halves).
protocol PartialStage: PipelineStage {
    /// Whether this stage, as compiled, runs in parts.
    var mergesPartials: Bool { get }
    /// A sink for one part of the input, whose work the run's own sink merges.
    func makePartialSink(context: PipelineContext) -> any DocumentSink
}

/// The run's own sink of a `PartialStage`, which takes in the partial sinks' work.
protocol PartialMerging: AnyObject {
    /// `partial` was made over the part of the input that follows the parts merged before it.
    func merge(_ partial: any DocumentSink) throws(DocStreamError)
}

/// A stage that handles each document on its own, as it arrives.
protocol StreamingStage: PipelineStage {
    /// Sends this document's outputs to `downstream`; false once downstream wants no more.
    func process(_ document: Document, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) -> Bool
    /// The same for the documents at `positions` of `input` (`DocumentSink.accept(positions:of:)`).
    func process(positions: Range<Int>, of input: any PositionedDocuments, variables: ExpressionVariables, into downstream: any DocumentSink)
        throws(DocStreamError) -> Bool
}

extension StreamingStage {
    func process(positions: Range<Int>, of input: any PositionedDocuments, variables: ExpressionVariables, into downstream: any DocumentSink)
        throws(DocStreamError) -> Bool
    {
        try processEach(positions: positions, of: input, variables: variables, into: downstream)
    }

    /// `process(positions:of:variables:into:)` one document at a time.
    func processEach(positions: Range<Int>, of input: any PositionedDocuments, variables: ExpressionVariables, into downstream: any DocumentSink)
        throws(DocStreamError) -> Bool
    {
        try input.forEach(in: positions) { _, document throws(DocStreamError) in try process(document(), variables: variables, into: downstream) }
    }
}

extension StreamingStage {
    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        StreamingSink(stage: self, variables: context.variables, downstream: downstream)
    }
}

private final class StreamingSink<Stage: StreamingStage>: DocumentSink {
    let stage: Stage
    let variables: ExpressionVariables
    let downstream: any DocumentSink

    init(stage: Stage, variables: ExpressionVariables, downstream: any DocumentSink) {
        self.stage = stage
        self.variables = variables
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        try stage.process(document, variables: variables, into: downstream)
    }

    func accept(positions: Range<Int>, of input: any PositionedDocuments) throws(DocStreamError) -> Bool {
        try stage.process(positions: positions, of: input, variables: variables, into: downstream)
    }

    func finish() throws(DocStreamError) {
        try downstream.finish()
    }
}
