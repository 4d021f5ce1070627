import DocStreamBSON

/// `{$skip: n}`: drops the first n documents.
struct SkipStage: PipelineStage {
    private let skip: Int64

    /// document_source_skip.cpp: a number (15972), truncated to a long, not negative (15956).
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let skip = argument.saturatingInteger(in: Int64.min...Int64.max) else {
            throw DocStreamError(.location(15972), "Argument to $skip must be a number")
        }
        guard skip >= 0 else {
            throw DocStreamError(.location(15956), "Argument to $skip cannot be negative")
        }
        self.skip = skip
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        SkipSink(remaining: skip, downstream: downstream)
    }
}

private final class SkipSink: DocumentSink {
    var remaining: Int64
    let downstream: any DocumentSink

    init(remaining: Int64, downstream: any DocumentSink) {
        self.remaining = remaining
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        guard remaining == 0 else {
            remaining -= 1
            return true
        }
        return try downstream.accept(document)
    }

    func finish() throws(DocStreamError) {
        try downstream.finish()
    }
}
