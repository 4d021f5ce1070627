import DocStreamBSON

/// `{$changeStream: {...}}` in an ordinary pipeline. A change stream opens only where the
/// aggregate command (or `watch()`) finds it as the first stage; anywhere else MongoDB refuses
/// it: not first (40602), inside `$facet` (40600), a `$lookup` (51047) or a `$unionWith`
/// (31441). Run over documents it fails with 20 IllegalOperation, since it reads no documents.
struct ChangeStreamStage: PipelineStage {
    init(_ argument: BSONValue) throws(DocStreamError) {
        _ = try ChangeStreamOptions(stageArgument: argument)
    }

    var placement: StagePlacement { StagePlacement(position: .first, refusedIn: [.facet, .lookup, .unionWith]) }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        RefusingSink()
    }
}

/// Fails the run, with or without input.
private final class RefusingSink: DocumentSink {
    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool { throw refusal }
    func finish() throws(DocStreamError) { throw refusal }

    private var refusal: DocStreamError {
        DocStreamError(
            .illegalOperation, "$changeStream opens a change stream: run it with the aggregate command or watch(), not over documents")
    }
}
