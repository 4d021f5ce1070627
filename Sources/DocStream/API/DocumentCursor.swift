import DocStreamBSON

/// An aggregation's results produced one at a time as they are iterated, so a large result
/// never sits in memory at once: streaming stages pass each document on as it is read, and
/// only blocking stages ($sort, $group) hold what they must.
///
/// ```swift
/// for try await drink in try drinks.aggregateCursor(pipeline: [["$unwind": "$featuredInPromotions"]]) {
///     print(drink)
/// }
/// ```
public struct DocumentCursor: AsyncSequence, Sendable {
    public typealias Element = Document
    public typealias Failure = DocStreamError

    /// Starts one run over the collection as it is when iteration begins.
    private let start: @Sendable () throws(DocStreamError) -> PipelineExecution<AnyIterator<Document>>

    init(start: @escaping @Sendable () throws(DocStreamError) -> PipelineExecution<AnyIterator<Document>>) {
        self.start = start
    }

    public func makeAsyncIterator() -> AsyncIterator {
        do throws(DocStreamError) {
            return AsyncIterator(execution: try start(), failure: nil)
        } catch {
            return AsyncIterator(execution: nil, failure: error)
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        /// The run, nil when it could not start; kept apart from `failure` so each run of
        /// results is taken from it in place (moving it out of a Result and back cost a retain
        /// and a release of each of its parts).
        var execution: PipelineExecution<AnyIterator<Document>>?
        /// Why the run could not start.
        let failure: DocStreamError?
        /// Results taken from the run and not yet handed out: taken a run at a time, as a
        /// parallel run makes them, where taking each on its own cost more than making it.
        private var taken: [Document] = []
        private var position = 0

        init(execution: PipelineExecution<AnyIterator<Document>>?, failure: DocStreamError?) {
            self.execution = execution
            self.failure = failure
        }

        /// The next result; a stage's runtime error (e.g. $toInt of "abc") is thrown here.
        public mutating func next() async throws(DocStreamError) -> Document? {
            try nextResult()
        }

        /// What `for try await` calls: the next result, computed on the caller's executor. The
        /// work never suspends, so running it where the caller runs saves the hop to the global
        /// executor and back that `next()` would make for every document.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(DocStreamError) -> Document? {
            try nextResult()
        }

        private mutating func nextResult() throws(DocStreamError) -> Document? {
            if let failure { throw failure }
            if position == taken.count {
                taken = try execution!.next(upTo: ParallelPrefix.chunkSize)
                position = 0
                guard !taken.isEmpty else { return nil }
            }
            defer { position += 1 }
            return taken[position]
        }
    }
}

extension MongoCollection {
    /// The pipeline's results as a cursor that streams them (compile errors are thrown here,
    /// runtime errors while iterating). `aggregate(pipeline:)` collects the same results.
    public func aggregateCursor(pipeline: [Document]) throws(DocStreamError) -> DocumentCursor {
        let compiled = try Pipeline(pipeline, within: nil, input: .collection)
        let operations = try operations()
        return DocumentCursor { () throws(DocStreamError) in try operations.execute(compiled) }
    }
}
