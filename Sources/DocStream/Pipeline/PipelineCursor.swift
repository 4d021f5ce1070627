import DocStreamBSON

/// A pipeline's results over an input sequence, pulled one at a time: the input is read only
/// as results are asked for, so a streaming pipeline over millions of documents holds one at
/// a time.
///
/// ```swift
/// var cursor = try Pipeline([["$unwind": "$featuredInPromotions"]]).cursor(over: drinks)
/// while let promotion = try cursor.next() { print(promotion) }
/// ```
public struct PipelineCursor<Input: IteratorProtocol<Document>> {
    private var execution: PipelineExecution<Input>

    init(_ execution: PipelineExecution<Input>) {
        self.execution = execution
    }

    /// The next result, nil at the end; runtime errors (e.g. $toInt of "abc") are thrown here.
    ///
    /// - Throws: The stage's `DocStreamError` with MongoDB's code (241 ConversionFailure for
    ///   that `$toInt`); the cursor gives nothing after it.
    public mutating func next() throws(DocStreamError) -> Document? {
        try execution.next()
    }
}

extension Pipeline {
    /// A cursor over the results for `input`, which is read lazily. A large collection in
    /// memory (an array of documents) is read on every core.
    public func cursor<Input: Sequence<Document>>(over input: Input) -> PipelineCursor<Input.Iterator> {
        let helpers = input.underestimatedCount >= ParallelPrefix.minimumInput ? ParallelPrefix.helperCount : 0
        return PipelineCursor(execute(input, context: PipelineContext(), helpers: helpers))
    }
}
