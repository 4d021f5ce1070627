import DocStreamBSON

/// `{$limit: n}`: the first n documents; input stops being read after them.
struct LimitStage: PipelineStage {
    let limit: Int64

    /// document_source_limit.cpp: a number (15957), truncated to a long, positive (15958).
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let limit = argument.saturatingInteger(in: Int64.min...Int64.max) else {
            throw DocStreamError(.location(15957), "the limit must be specified as a number")
        }
        guard limit > 0 else {
            throw DocStreamError(.location(15958), "the limit must be positive")
        }
        self.limit = limit
    }

    /// A limit the engine adds itself (a $sort's limit, once an index provides the order).
    init(count: Int64) {
        precondition(count > 0, "a limit is positive")
        limit = count
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        LimitSink(remaining: limit, downstream: downstream)
    }
}

private final class LimitSink: DocumentSink {
    var remaining: Int64
    let downstream: any DocumentSink

    init(remaining: Int64, downstream: any DocumentSink) {
        self.remaining = remaining
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return try downstream.accept(document) && remaining > 0
    }

    func finish() throws(DocStreamError) {
        try downstream.finish()
    }
}
