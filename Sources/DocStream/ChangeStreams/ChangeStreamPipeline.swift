import DocStreamBSON

/// The stages a change stream runs over each event document, compiled by `Pipeline`. MongoDB
/// allows only stages that keep one event one document or drop it.
struct ChangeStreamPipeline: Sendable {
    private static let allowedStages: Set<String> = [
        "$match", "$project", "$addFields", "$set", "$unset", "$replaceRoot", "$replaceWith", "$redact",
    ]

    private let pipeline: Pipeline
    private let isEmpty: Bool
    /// The filter of a pipeline that is one `$match`, run without the stage machinery.
    private let onlyFilter: QueryFilter?
    /// The filter of a first `$match` stage: what a route (`ChangeRoute`) is made from.
    let firstMatch: Document?
    /// The stages after the first `$match`, for the events a route decided that `$match` for;
    /// nil when the pipeline is not a `$match` followed by other stages (compiled as written).
    private let afterFirstMatch: Pipeline?

    /// Checks the stages as MongoDB's top-level pipeline validation does: a stage it does not
    /// know is 40324, one it does not allow after `$changeStream` 20 IllegalOperation, and a
    /// second `$changeStream` 40602. `firstIndex` is the index of the first stage in the
    /// pipeline as written (1 after a `$changeStream` stage), for the errors' locations.
    init(_ stages: [Document], firstIndex: Int = 0) throws(DocStreamError) {
        for (index, stage) in zip(firstIndex..., stages) {
            // Malformed and unknown stages get the compiler's own errors below.
            guard let name = stage.keys.first, stage.count == 1, PipelineStages.compilers[name] != nil else { continue }
            if name == "$changeStream" {
                throw DocStreamError(
                    .location(40602), "$changeStream is only valid as the first stage in a pipeline", location: "stage \(index) ($changeStream)")
            }
            if !Self.allowedStages.contains(name) {
                throw DocStreamError(
                    .illegalOperation, "\(name) is not permitted in a $changeStream pipeline", location: "stage \(index) (\(name))")
            }
        }
        pipeline = try Pipeline(stages, within: nil, firstIndex: firstIndex)
        firstMatch = stages.first?["$match"]?.documentValue
        isEmpty = stages.isEmpty
        onlyFilter = stages.count == 1 ? try firstMatch.map { (filter) throws(DocStreamError) in try QueryFilter(filter) } : nil
        // Compiled stage for stage (no neighbours folded into the $match), so the first one is it.
        afterFirstMatch = firstMatch != nil && stages.count > 1 && pipeline.stages.count == stages.count ? pipeline.droppingLeadingStages(1) : nil
    }

    /// Whether the pipeline is a single `$match` (which a route may have decided already).
    var isSingleMatch: Bool { onlyFilter != nil }

    /// The stages set up for one stream's events, their sinks made once (a stream keeps it, and
    /// passes it to `apply`); nil when there are none to set up (no stages, or one `$match`).
    func documentByDocument(context: PipelineContext) -> DocumentByDocumentRun? {
        isEmpty || onlyFilter != nil ? nil : pipeline.documentByDocument(context: context)
    }

    /// The stages after the first `$match` set up the same way, for the events a route decided
    /// that `$match` for (`ChangeRoute.decides`); nil when there are none.
    func documentByDocumentAfterFirstMatch(context: PipelineContext) -> DocumentByDocumentRun? {
        afterFirstMatch?.documentByDocument(context: context)
    }

    /// The event as the stages leave it, nil when they drop it; run by `run` when given (see
    /// `documentByDocument(context:)`). 280 ChangeStreamFatalError when they change its `_id`,
    /// the resume token MongoDB needs to resume after it.
    func apply(to event: Document, context: PipelineContext, run: DocumentByDocumentRun?) throws(DocStreamError) -> Document? {
        if isEmpty { return event }
        if let onlyFilter { return try onlyFilter.matches(event, variables: context.variables) ? event : nil }
        let result = if let run { try run.run(event) } else { try pipeline.run(CollectionOfOne(event), context: context).first }
        guard let output = result else { return nil }
        // Unchanged (a filter): the same bytes, no need to look at its _id.
        if output.bytes == event.bytes { return output }
        guard Self.haveSameID(output, event) else { throw Self.modifiedResumeToken(event: event, output: output) }
        return output
    }

    /// PlanExecutorPipeline::_validateChangeStreamsResumeToken's error, which quotes the token
    /// and what the pipeline left in its place (`{}` when it removed it).
    private static func modifiedResumeToken(event: Document, output: Document) -> DocStreamError {
        let expected = UpdateText.document(["_id": event["_id"] ?? .null])
        let found = output["_id"].map { UpdateText.document(["_id": $0]) } ?? "{}"
        return DocStreamError(
            .changeStreamFatalError,
            "Encountered an event whose _id field, which contains the resume token, was modified by the pipeline. "
                + "Modifying the _id field of an event makes it impossible to resume the stream from that point. "
                + "Only transformations that retain the unmodified _id field are allowed. Expected: \(expected) but found: \(found)")
    }

    /// Whether both documents have an `_id` of the same type and bytes, read in place.
    private static func haveSameID(_ output: Document, _ event: Document) -> Bool {
        output.withRawField(named: "_id") { id in
            event.withRawField(named: "_id") { original in
                guard let id, let original else { return false }
                return id.typeByte == original.typeByte && sameBytes(id.bytes, original.bytes)
            }
        }
    }
}
