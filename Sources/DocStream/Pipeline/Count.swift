import DocStreamBSON

/// `{$count: "name"}`: one document `{name: <number of input documents>}`, none for no input.
struct CountStage: PipelineStage {
    private let field: String

    /// document_source_count.cpp's checks, in its order.
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let field = argument.stringValue else {
            throw DocStreamError(.location(40156), "the count field must be a non-empty string")
        }
        guard !field.isEmpty else {
            throw DocStreamError(.location(40157), "the count field must be a non-empty string")
        }
        guard !field.hasPrefix("$") else {
            throw DocStreamError(.location(40158), "the count field cannot be a $-prefixed path")
        }
        guard !field.contains("\0") else {
            throw DocStreamError(.location(40159), "the count field cannot contain a null byte")
        }
        guard !field.contains(".") else {
            throw DocStreamError(.location(40160), "the count field cannot contain '.'")
        }
        self.field = field
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        CountSink(field: field, downstream: downstream)
    }
}

private final class CountSink: DocumentSink {
    let field: String
    let downstream: any DocumentSink
    private var count: Int64 = 0

    init(field: String, downstream: any DocumentSink) {
        self.field = field
        self.downstream = downstream
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        count += 1
        return true
    }

    /// MongoDB counts with {$sum: 1}: an int32 while the count fits.
    func finish() throws(DocStreamError) {
        if count > 0 {
            let value: BSONValue = Int32(exactly: count).map { .int32($0) } ?? .int64(count)
            _ = try downstream.accept([field: value])
        }
        try downstream.finish()
    }
}
