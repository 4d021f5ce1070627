import DocStreamBSON

/// A find's or an aggregation's results produced one at a time as they are iterated, so a
/// large result never sits in memory at once: a find reads the documents as they are asked
/// for (a sort no index gives finds every match first), streaming stages pass each document
/// on as it is read, and only blocking stages ($sort, $group) hold what they must. On a
/// deployment the results come batch by batch from the server's cursor.
///
/// ```swift
/// for try await drink in try drinks.aggregateCursor(pipeline: [["$unwind": "$featuredInPromotions"]]) {
///     print(drink)
/// }
/// ```
public struct DocumentCursor: AsyncSequence, Sendable {
    /// What the sequence gives.
    public typealias Element = Document
    /// What the sequence throws: a `DocStreamError` with MongoDB's code.
    public typealias Failure = DocStreamError

    /// Starts one run over the collection as it is when iteration begins.
    private let start: @Sendable () throws(DocStreamError) -> any DocumentRuns

    package init(start: @escaping @Sendable () throws(DocStreamError) -> any DocumentRuns) {
        self.start = start
    }

    /// Starts a run over the collection as it is now; a failure to start is thrown by the
    /// iterator's first `next()`.
    public func makeAsyncIterator() -> AsyncIterator {
        do throws(DocStreamError) {
            return AsyncIterator(runs: try start(), failure: nil)
        } catch {
            return AsyncIterator(runs: nil, failure: error)
        }
    }

    /// Hands out one run's results in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        /// Where the results come from, nil when the run could not start.
        var runs: (any DocumentRuns)?
        /// Why the run could not start.
        let failure: DocStreamError?
        /// Results taken from the run and not yet handed out: taken a run at a time, as a
        /// parallel run makes them, where taking each on its own cost more than making it.
        private var taken: [Document] = []
        private var position = 0

        init(runs: (any DocumentRuns)?, failure: DocStreamError?) {
            self.runs = runs
            self.failure = failure
        }

        /// The next result; a stage's runtime error (e.g. $toInt of "abc") is thrown here.
        ///
        /// - Throws: The stage's `DocStreamError` with MongoDB's code (241 ConversionFailure for
        ///   that `$toInt`), or the error that kept the run from starting (301
        ///   DataCorruptionDetected when a durable store cannot read the collection).
        public mutating func next() async throws(DocStreamError) -> Document? {
            try await nextResult()
        }

        /// What `for try await` calls: the next result, on the caller's executor. The embedded
        /// engine's work never suspends, so running it where the caller runs saves the hop to
        /// the global executor and back that `next()` would make for every document.
        ///
        /// - Throws: As `next()`: the stage's `DocStreamError` with MongoDB's code, or the
        ///   error that kept the run from starting.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(DocStreamError) -> Document? {
            try await nextResult()
        }

        private nonisolated(nonsending) mutating func nextResult() async throws(DocStreamError) -> Document? {
            if let failure { throw failure }
            if position == taken.count {
                guard let runs else { return nil }
                taken = try await runs.next(upTo: ParallelPrefix.chunkSize)
                position = 0
                guard !taken.isEmpty else {
                    self.runs = nil
                    return nil
                }
            }
            defer { position += 1 }
            return taken[position]
        }
    }
}

/// A cursor's source of results: the embedded engine's pipeline run, or a server's cursor.
package protocol DocumentRuns: AnyObject {
    /// The next results, at most `count` (at least one), none at the end.
    nonisolated(nonsending) func next(upTo count: Int) async throws(DocStreamError) -> [Document]
}

extension MongoCollection {
    /// The pipeline's results as a cursor that streams them (compile errors are thrown here,
    /// runtime errors while iterating). `aggregate(pipeline:)` collects the same results.
    ///
    /// - Throws: The pipeline's compile errors, as `aggregate(pipeline:session:)` gives them.
    public func aggregateCursor(pipeline: [Document]) throws(DocStreamError) -> DocumentCursor {
        try engine.aggregateCursor(pipeline, on: namespace())
    }

    /// The documents that match `filter`, as a cursor that reads them as they are asked for:
    /// a collection larger than memory holds one run of results at a time, not every match.
    /// Iteration reads the collection as it was when it began (later writes neither appear nor
    /// disturb it). `find(filter:options:session:)` collects the same documents.
    ///
    /// ```swift
    /// for try await drink in try drinks.findCursor(filter: ["storeNumber": 42], options: FindOptions(sorting: [["name": 1]])) {
    ///     print(drink)
    /// }
    /// ```
    ///
    /// - Throws: The filter's, sort's and projection's errors, as `find(filter:options:session:)`
    ///   gives them (2 BadValue for an unknown operator, 73 InvalidNamespace for a collection
    ///   name MongoDB refuses); errors found while reading (a `$expr` that fails on a document)
    ///   are thrown while iterating.
    public func findCursor(filter: Document, options: FindOptions? = nil) throws(DocStreamError) -> DocumentCursor {
        try engine.findCursor(filter, options: options ?? FindOptions(), in: namespace())
    }
}
