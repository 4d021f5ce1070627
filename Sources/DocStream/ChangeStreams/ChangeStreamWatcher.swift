import DocStreamBSON

/// One change stream: the events of a collection, a database or every database, in commit
/// order, each once, after the stream's pipeline ran over them. On an embedded store it reads
/// the store's change log (writers never wait for it; when it falls behind the history the
/// log keeps, reading throws 286 ChangeStreamHistoryLost); on a MongoDB deployment
/// (`MongoClient(uri:)`) it reads the server's change stream, resumed after a lost connection.
///
/// `tryNext()` returns what is there without waiting (a `getMore`), `next()` waits for the
/// next event. One consumer at a time reads a watcher.
///
/// ```swift
/// let watcher = try ChangeStreamWatcher(store: store, scope: .database("ios"), pipeline: [["$match": ["operationType": "insert"]]])
/// while let event = try await watcher.next() { print(event) }
/// ```
public final class ChangeStreamWatcher: Sendable {
    /// What the stream watches: a collection, a database or the whole store.
    public let scope: ChangeStreamScope
    /// The options the stream was opened with.
    public let options: ChangeStreamOptions
    private let reader: any ChangeEventReader

    /// Opens a stream on `store`: from now, or from the resume point the options give.
    ///
    /// - Throws: `DocStreamError` 286 ChangeStreamHistoryLost when the resume point is older
    ///   than the history kept; 280 ChangeStreamFatalError for a resume token the history
    ///   does not hold (another store's); 260, 40674 or 50865 for conflicting or invalid resume
    ///   options; MongoDB's code for a pipeline stage a change stream does not take.
    public convenience init(store: Store, scope: ChangeStreamScope, options: ChangeStreamOptions = ChangeStreamOptions(), pipeline: [Document] = [])
        throws(DocStreamError)
    {
        try self.init(store: store, scope: scope, options: options, pipeline: ChangeStreamPipeline(pipeline))
    }

    convenience init(store: Store, scope: ChangeStreamScope, options: ChangeStreamOptions, pipeline: ChangeStreamPipeline) throws(DocStreamError) {
        let reader = try StoreChangeReader(store: store, scope: scope, options: options, pipeline: pipeline)
        self.init(reader: reader, scope: scope, options: options)
    }

    /// A stream read by `reader`: the store's, or a deployment's (DocStreamRemote).
    package init(reader: any ChangeEventReader, scope: ChangeStreamScope, options: ChangeStreamOptions) {
        self.reader = reader
        self.scope = scope
        self.options = options
    }

    /// A watcher let go ends its stream: a deployment's stops reading ahead and gives back
    /// its connection.
    deinit {
        reader.close()
    }

    /// The next event that is already there, nil when none is (or the stream is finished).
    ///
    /// - Throws: `DocStreamError` 280 ChangeStreamFatalError when the stream's pipeline changed
    ///   an event's `_id` (its resume token); 286 ChangeStreamHistoryLost when the history the
    ///   stream had still to read was dropped (a follower's journal file deleted first); 301
    ///   DataCorruptionDetected when history read back from the store's files is damaged. The
    ///   stream is finished after it.
    public func tryNext() throws(DocStreamError) -> Document? {
        try reader.tryNext()
    }

    /// The next event, waiting for one; nil once the stream is closed, invalidated (after the
    /// invalidate event) or its task cancelled.
    ///
    /// - Throws: As `tryNext()`.
    public func next() async throws(DocStreamError) -> Document? {
        try await reader.next()
    }

    /// The next event, blocking the calling thread up to `timeout` for one (a getMore's
    /// `maxTimeMS`); nil when none came in time or the stream is finished.
    ///
    /// - Throws: As `tryNext()`.
    public func next(waitingUpTo timeout: Duration) throws(DocStreamError) -> Document? {
        try reader.next(waitingUpTo: timeout)
    }

    /// Ends the stream: a waiting `next()` returns nil, and so does every later read.
    public func close() {
        reader.close()
    }

    /// Whether nothing more will come (closed, invalidated or failed).
    public var isFinished: Bool {
        reader.isFinished
    }

    /// Where the stream is, as a token to resume from (MongoDB's postBatchResumeToken): after
    /// an invalidate its token; the last event's token while nothing after it has been read;
    /// otherwise a high-water mark before the next unread record.
    public var resumeToken: ResumeToken {
        reader.resumeToken
    }
}

/// What reads a change stream's events for a `ChangeStreamWatcher`.
package protocol ChangeEventReader: Sendable {
    func tryNext() throws(DocStreamError) -> Document?
    func next() async throws(DocStreamError) -> Document?
    func next(waitingUpTo timeout: Duration) throws(DocStreamError) -> Document?
    func close()
    var isFinished: Bool { get }
    var resumeToken: ResumeToken { get }
}

extension ChangeStreamWatcher {
    /// The executor for tasks that read change streams: the thread that routes committed
    /// changes to the streams and resumes their waiting readers runs such a task's jobs
    /// itself, so that a reader woken for an event reads it at once, without a hand-off to
    /// the cooperative pool. With many watchers on a machine of few processors, the readers
    /// then stay on one thread and leave the writers theirs (see the README's Performance).
    ///
    /// ```swift
    /// let reader = Task(executorPreference: ChangeStreamWatcher.readerExecutor) {
    ///     for try await event in drinks.changeEvents(filterIds: ids) { handle(event) }
    /// }
    /// ```
    ///
    /// One thread serves every store's readers: a task preferring it must not block (a
    /// `next(waitingUpTo:)`, a lock held long), and long work belongs on another executor.
    public static var readerExecutor: any TaskExecutor { ReaderWakeUps.shared }
}
