import DocStreamBSON
import Synchronization

/// One change stream's reader of the store's change log: it keeps its own position, turns the
/// records its scope selects into event documents, runs its pipeline over them, and hands them
/// out in commit order, each once. Writers never wait for it; when it falls behind the history
/// the log keeps, reading throws 286 ChangeStreamHistoryLost.
///
/// A watcher whose filter has a route (`ChangeRoute`: `watch(filterIds:)`, an equality
/// `matchFilter` on a `fullDocument` field) has the log's router hand it the records that may
/// match from the moment it opens (having read any older history it resumes from), so it
/// costs nothing for the others; when it stops reading long enough for its inbox to fill, it
/// goes back to reading the log from the first record it missed, and is routed again from
/// the log's end of then.
///
/// `tryNext()` returns what is there without waiting (a `getMore`), `next()` waits for the
/// next event. One consumer at a time reads a watcher. `ChangeStreamWatcher` is its public face.
final class StoreChangeReader: ChangeEventReader {
    private struct State {
        /// The sequence of the next record to fetch from the log (while routed: where the
        /// last take from the inbox left it).
        var position: Int64
        /// From which record on the log's router fills this watcher's inbox; the records
        /// before it are read from the log. Nil while not routed.
        var routing: (from: Int64, inbox: RoutedInbox)?

        /// The inbox the watcher now reads rather than the log, if any.
        var routedInbox: RoutedInbox? {
            guard let routing, position >= routing.from else { return nil }
            return routing.inbox
        }
        /// Records fetched but not yet looked at; a few, so a stalled watcher holds little.
        var buffered: ArraySlice<ChangeRecord> = []
        /// Whether `buffered` came from the router's inbox (found by the route's index).
        var bufferedFromInbox = false
        /// The record whose invalidate comes next.
        var pendingInvalidate: ChangeRecord?
        /// The resume point's own record: its event was seen before (and, from an invalidate
        /// token, its invalidate too), as were the events of its transaction before it.
        var resumedAt: (time: BSONTimestamp, index: UInt32, afterInvalidate: Bool)?
        /// Closed, invalidated, or failed: nothing more comes.
        var finished = false
        var invalidateToken: ResumeToken?
        /// The token of the last event handed out (or resumed after), and the sequence just
        /// after its record: while nothing past it has been read, it is the stream's resume point.
        var lastEvent: (token: ResumeToken, following: Int64)?
        /// The pipeline's stages set up once for every event (nil: see `ChangeStreamPipeline.documentByDocument`),
        /// and those after its first `$match`, for events the route decided it for.
        var pipelineRun: DocumentByDocumentRun?
        var runAfterFirstMatch: DocumentByDocumentRun?
    }

    private let scope: ChangeStreamScope
    private let options: ChangeStreamOptions
    private let store: Store
    private let pipeline: ChangeStreamPipeline
    /// How the log's router finds this watcher's events; nil when it reads the whole log.
    private let route: ChangeRoute?
    /// Where the pipeline runs: the store and the scope's database.
    private let context: PipelineContext
    private let waiter: Int
    private let state: Mutex<State>
    private static let fetchSize = 64

    /// Opens a stream: from now, or from the resume point the options give (286 when it is
    /// older than the history kept, 260/40674/50865 for conflicting or invalid resume options).
    init(store: Store, scope: ChangeStreamScope, options: ChangeStreamOptions, pipeline: ChangeStreamPipeline) throws(DocStreamError) {
        try options.validate()
        if let token = options.resumeAfter ?? options.startAfter, token.isDeploymentToken {
            throw DocStreamError(.invalidResumeToken, "invalid resume token: \(token.document.extendedJSON(.relaxed)) comes from another deployment")
        }
        if case .collection(let namespace) = scope, store.isView(namespace) { throw .viewNotCollection(namespace) }
        self.store = store
        self.scope = scope
        self.options = options
        self.pipeline = pipeline
        route = ChangeRoute(firstMatch: pipeline.firstMatch, options: options)
        context = PipelineContext(store: store, database: scope.database)
        let log = store.changeLog
        waiter = log.makeWaiterID()
        var start = State(position: 0)
        if let token = options.resumeAfter ?? options.startAfter {
            switch token.kind {
            case .highWaterMark:
                start.position = try log.sequence(at: token.clusterTime, inclusive: true, exactly: false)
            case .event, .invalidate:
                start.position = try log.sequence(at: token.clusterTime, inclusive: true, exactly: true)
                start.resumedAt = (token.clusterTime, token.transactionIndex, token.kind == .invalidate)
                start.lastEvent = (token, start.position)
            }
        } else if let time = options.startAtOperationTime {
            start.position = try log.sequence(at: time, inclusive: true, exactly: false)
        } else {
            start.position = log.endSequence
        }
        if let route { start.routing = log.route(waiter, by: route, scope: scope) }
        start.pipelineRun = pipeline.documentByDocument(context: context)
        if route != nil { start.runAfterFirstMatch = pipeline.documentByDocumentAfterFirstMatch(context: context) }
        state = Mutex(start)
    }

    deinit {
        store.changeLog.removeWaiter(waiter)
    }

    /// The next event that is already there, nil when none is (or the stream is finished).
    func tryNext() throws(DocStreamError) -> Document? {
        if case .event(let event) = try read(takingInbox: true) { return event }
        return nil
    }

    /// The next event, waiting for one; nil once the stream is closed, invalidated (after the
    /// invalidate event) or its task cancelled. A routed watcher looks at its inbox as it parks
    /// (`park`), taking all it holds in that one trip to the log's lock, and when woken, which
    /// its inbox's news does: it takes the inbox then instead of parking again.
    func next() async throws(DocStreamError) -> Document? {
        var woken = false
        while !Task.isCancelled {
            switch try read(takingInbox: woken) {
            case .event(let event): return event
            case .finished: return nil
            case .waiting:
                await store.changeLog.waitForRecords(waiter: waiter, park: park)
                woken = true
            }
        }
        return nil
    }

    /// The next event, blocking the calling thread up to `timeout` for one (a getMore's
    /// `maxTimeMS`); nil when none came in time or the stream is finished.
    func next(waitingUpTo timeout: Duration) throws(DocStreamError) -> Document? {
        let deadline = ContinuousClock.now + timeout
        while true {
            switch try read(takingInbox: true) {
            case .event(let event): return event
            case .finished: return nil
            case .waiting:
                guard ContinuousClock.now < deadline else { return nil }
                store.changeLog.waitForRecords(waiter: waiter, until: deadline, park: park)
            }
        }
    }

    private enum Read {
        case event(Document)
        case waiting
        case finished
    }

    /// The next event that is already there; a routed watcher that has read its buffer takes
    /// its inbox only when `takingInbox`.
    private func read(takingInbox: Bool) throws(DocStreamError) -> Read {
        try state.withLock { (state) throws(DocStreamError) -> Read in
            guard !state.finished else { return .finished }
            do throws(DocStreamError) {
                if let event = try next(&state, takingInbox: takingInbox) { return .event(event) }
                return state.finished ? .finished : .waiting
            } catch {
                state.finished = true
                state.buffered = []
                throw error
            }
        }
    }

    /// Parks `waiting` until there is something to read, unless there is already: then a
    /// routed watcher takes its inbox in the same trip to the log's lock. True when parked.
    private func park(_ waiting: Waiter) -> Bool {
        state.withLock { state in
            guard !state.finished else { return false }
            switch store.changeLog.park(waiter, at: state.position, inbox: state.routedInbox, waiting) {
            case .parked: return true
            case .ready: return false
            case .taken(let routed):
                install(routed, in: &state)
                return false
            }
        }
    }

    /// Buffers the records taken from the inbox, and moves on to where the take left the watcher.
    private func install(_ routed: ChangeLog.RoutedRecords, in state: inout State) {
        state.position = routed.position
        if !routed.stillRouted { state.routing = nil }
        state.buffered = routed.records[...]
        state.bufferedFromInbox = true
    }

    /// Ends the stream: a waiting `next()` returns nil, and so does every later read.
    func close() {
        state.withLock { state in
            state.finished = true
            state.buffered = []
        }
        store.changeLog.wake(waiter)
    }

    /// Whether nothing more will come (closed, invalidated or failed).
    var isFinished: Bool {
        state.withLock { $0.finished }
    }

    /// Where the stream is, as a token to resume from (MongoDB's postBatchResumeToken): after
    /// an invalidate its token; the last event's token while nothing after it has been read;
    /// otherwise a high-water mark before the next unread record.
    var resumeToken: ResumeToken {
        state.withLock { state in
            if let token = state.invalidateToken { return token }
            let next = state.buffered.first?.sequence ?? state.routedInbox.map { store.changeLog.routedPosition($0) } ?? state.position
            if let last = state.lastEvent, last.following == next { return last.token }
            return ResumeToken(clusterTime: store.changeLog.highWaterTime(at: next), kind: .highWaterMark)
        }
    }

    /// Fills `buffered` with the next records to look at: the log's next ones up to where
    /// routing starts, then those the router put in the inbox. False when there are none
    /// yet. After an overflow the watcher reads the log from the first record it missed and
    /// asks to be routed again once it has read it all.
    private func fetch(_ state: inout State, takingInbox: Bool) throws(DocStreamError) -> Bool {
        let log = store.changeLog
        if let inbox = state.routedInbox {
            guard takingInbox else { return false }
            install(log.takeRouted(waiter, from: inbox, at: state.position), in: &state)
            if !state.buffered.isEmpty { return true }
            if state.routing != nil { return false }
        }
        let limit = state.routing.map { Int($0.from - state.position) } ?? Self.fetchSize
        state.buffered = try log.records(from: state.position, limit: min(limit, Self.fetchSize))[...]
        state.bufferedFromInbox = false
        guard let last = state.buffered.last else {
            if let route, state.routing == nil { state.routing = log.route(waiter, by: route, scope: scope) }
            return false
        }
        state.position = last.sequence + 1
        return true
    }

    private func next(_ state: inout State, takingInbox: Bool) throws(DocStreamError) -> Document? {
        while true {
            if let record = state.pendingInvalidate {
                // The stream ends here whether or not the pipeline keeps the invalidate.
                state.pendingInvalidate = nil
                state.finished = true
                state.buffered = []
                state.invalidateToken = ResumeToken(clusterTime: record.clusterTime, kind: .invalidate)
                return try pipeline.apply(to: ChangeEventBuilder.invalidate(after: record), context: context, run: state.pipelineRun)
            }
            if state.buffered.isEmpty {
                guard try fetch(&state, takingInbox: takingInbox) else { return nil }
            }
            let record = state.buffered.removeFirst()
            var (showsEvent, invalidates) = scope.relevance(of: record)
            if record.kind.isExpanded && !options.showExpandedEvents { showsEvent = false }
            if let resumed = state.resumedAt, resumed.time == record.clusterTime, record.eventIndex <= resumed.index {
                showsEvent = false
                if record.eventIndex == resumed.index {
                    invalidates = invalidates && !resumed.afterInvalidate
                    state.resumedAt = nil
                    // Its event was the resume point: the stream still stands just after it.
                    state.lastEvent?.following = record.sequence + 1
                }
            }
            if invalidates { state.pendingInvalidate = record }
            if showsEvent {
                try ChangeEventBuilder.checkRequiredImages(of: record, options: options, store: store)
                let event = ChangeEventBuilder.document(for: record, options: options, store: store)
                // A record the route's index found by the first $match's own equality, or as the
                // single value in its range, matches that $match: only the stages after it run.
                let decided = state.bufferedFromInbox && route?.decides(record, options: options) == true
                let output: Document?
                if decided && pipeline.isSingleMatch {
                    output = event
                } else if decided, let rest = state.runAfterFirstMatch {
                    output = try pipeline.apply(to: event, context: context, run: rest)
                } else {
                    output = try pipeline.apply(to: event, context: context, run: state.pipelineRun)
                }
                if let output {
                    state.lastEvent = (ResumeToken(clusterTime: record.clusterTime, kind: .event, transactionIndex: record.eventIndex), record.sequence + 1)
                    return output
                }
            }
        }
    }
}
