import CLibMongoC
import DocStream
import DocStreamBSON
import Foundation

/// A deployment's change stream, read through the driver by a thread of its own that keeps up
/// to `bufferLimit` events ahead of the reader, each getMore waiting up to a second for events;
/// the driver resumes the stream after a lost connection. The reader takes the events in order,
/// from any thread or task.
final class DeploymentChangeReader: ChangeEventReader, @unchecked Sendable {
    /// The most events read ahead; the thread waits while the reader is this far behind.
    private static let bufferLimit = 1024

    private struct State {
        /// Events read and not yet taken, from `next` on.
        var events: [Document] = []
        var next = 0
        /// The error the stream ended with, thrown once its events before it are taken.
        var failure: DocStreamError?
        /// The thread is done: after an invalidate, an error or a close.
        var ended = false
        var closed = false
        /// The driver's token after the events read so far (an event's, or the server's
        /// postBatchResumeToken; none before a stream opened at a cluster time has read its
        /// first batch), and the last taken event's `_id`, read as a token only when asked.
        var readToken: ResumeToken?
        var takenID: Document?
        /// Tasks waiting in `next()`.
        var waiters: [CheckedContinuation<Void, Never>] = []

        var hasEvents: Bool { next < events.count }
    }

    /// Guards `state`; its waits are the reader's and the thread's.
    private let condition = NSCondition()
    private var state: State
    /// Kept while the stream is open: its connection goes back to this pool.
    private let driver: DriverPool
    /// Where the stream started, for a token before the driver has one.
    private let startTime: BSONTimestamp

    /// Opens the stream on the calling thread (one round trip: the server's errors about the
    /// pipeline or the resume options are thrown here), then starts reading ahead.
    init(driver: DriverPool, scope: ChangeStreamScope, options: ChangeStreamOptions, pipeline: [Document]) throws(DocStreamError) {
        let (database, name, code): (String, String, Int32) =
            switch scope {
            case .collection(let namespace): (namespace.database, namespace.collection, 0)
            case .database(let database): (database, "", 1)
            case .client: ("admin", "", 2)
            }
        let stages: Document = ["pipeline": .array(pipeline.map(BSONValue.document))]
        let opened = try stages.withBSON { (stageBytes, stageLength) throws(DocStreamError) in
            try Self.driverOptions(options).withBSON { (optionBytes, optionLength) throws(DocStreamError) in
                ds_change_stream_open(driver.pool, database, name, code, stageBytes, stageLength, optionBytes, optionLength)
            }
        }
        guard let stream = opened else { throw DocStreamError(.internalError, "out of memory opening a change stream") }
        var outcome = ds_outcome()
        if ds_change_stream_failed(stream, &outcome) {
            let error = DriverOutcome(taking: &outcome).error()
            ds_change_stream_close(stream)
            throw error
        }
        state = State(readToken: Self.token(of: stream))
        startTime = options.startAtOperationTime ?? BSONTimestamp(seconds: 0, increment: 0)
        self.driver = driver
        let handle = StreamHandle(stream: stream)
        Thread { [self] in readAhead(handle.stream) }.start()
    }

    /// The driver's options for the stream: MongoDB's $changeStream options, and getMores
    /// that wait up to a second, so a close is seen within one.
    private static func driverOptions(_ options: ChangeStreamOptions) -> Document {
        var driver: Document = ["maxAwaitTimeMS": .int64(1000)]
        if options.fullDocument != .default { driver["fullDocument"] = .string(options.fullDocument.rawValue) }
        if options.fullDocumentBeforeChange != .off { driver["fullDocumentBeforeChange"] = .string(options.fullDocumentBeforeChange.rawValue) }
        if let token = options.resumeAfter { driver["resumeAfter"] = .document(token.document) }
        if let token = options.startAfter { driver["startAfter"] = .document(token.document) }
        if let time = options.startAtOperationTime { driver["startAtOperationTime"] = .timestamp(time) }
        if options.showExpandedEvents { driver["showExpandedEvents"] = true }
        return driver
    }

    private static func token(of stream: UnsafeMutablePointer<ds_change_stream>) -> ResumeToken? {
        var outcome = ds_outcome()
        guard ds_change_stream_resume_token(stream, &outcome), let document = DriverOutcome(taking: &outcome).reply else { return nil }
        return try? ResumeToken(deploymentToken: document)
    }

    /// The reading thread: events into `state` until an invalidate, an error or a close.
    private func readAhead(_ stream: UnsafeMutablePointer<ds_change_stream>) {
        defer { ds_change_stream_close(stream) }
        while true {
            condition.lock()
            while state.events.count - state.next >= Self.bufferLimit, !state.closed { condition.wait() }
            let closed = state.closed
            condition.unlock()
            if closed { return finish(nil) }

            var outcome = ds_outcome()
            var data: UnsafePointer<UInt8>?
            var length: UInt32 = 0
            let read = ds_change_stream_next(stream, &data, &length, &outcome)
            if read < 0 { return finish(DriverOutcome(taking: &outcome).error()) }
            var event: Document?
            if read > 0, let data {
                do throws(DocStreamError) {
                    event = try Document(bsonBytes: UnsafeBufferPointer(start: data, count: Int(length)))
                } catch {
                    return finish(error)
                }
            }
            let token = Self.token(of: stream)
            let invalidated = event?["operationType"] == "invalidate"
            update { state in
                if let event { state.events.append(event) }
                if let token { state.readToken = token }
            }
            if invalidated { return finish(nil) }
        }
    }

    private func finish(_ failure: DocStreamError?) {
        update { state in
            state.ended = true
            state.failure = failure
        }
    }

    /// Changes `state` and wakes every waiter: the reader's waits, the thread's, the tasks'.
    private func update(_ change: (inout State) -> Void) {
        condition.lock()
        change(&state)
        let waiters = state.waiters
        state.waiters = []
        condition.broadcast()
        condition.unlock()
        for waiter in waiters { waiter.resume() }
    }

    /// The next event read (the lock held), its error once none is left before it; nil when
    /// there is none now.
    private func take() throws(DocStreamError) -> Document? {
        guard !state.closed else { return nil }
        if state.hasEvents {
            let event = state.events[state.next]
            state.next += 1
            if state.next == state.events.count {
                state.events.removeAll(keepingCapacity: true)
                state.next = 0
            }
            state.takenID = event["_id"]?.documentValue
            condition.broadcast()
            return event
        }
        if let failure = state.failure {
            state.failure = nil
            throw failure
        }
        return nil
    }

    func tryNext() throws(DocStreamError) -> Document? {
        condition.lock()
        defer { condition.unlock() }
        return try take()
    }

    func next(waitingUpTo timeout: Duration) throws(DocStreamError) -> Document? {
        let deadline = Date().addingTimeInterval(Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let event = try take() { return event }
            if state.ended || state.closed { return nil }
            if !condition.wait(until: deadline) { return try take() }
        }
    }

    func next() async throws(DocStreamError) -> Document? {
        while !Task.isCancelled {
            let (event, over) = try poll()
            if let event { return event }
            if over { return nil }
            await withTaskCancellationHandler {
                await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                    if !park(waiter) { waiter.resume() }
                }
            } onCancel: {
                update { _ in }
            }
        }
        return nil
    }

    /// The next event read, if any, and whether none will come.
    private func poll() throws(DocStreamError) -> (event: Document?, over: Bool) {
        condition.lock()
        defer { condition.unlock() }
        return (try take(), state.ended || state.closed)
    }

    /// Keeps `waiter` to be resumed by the next change; false when there is something to read
    /// already (or the task is cancelled), for the caller to resume it.
    private func park(_ waiter: CheckedContinuation<Void, Never>) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !state.hasEvents, !state.ended, !state.closed, !Task.isCancelled else { return false }
        state.waiters.append(waiter)
        return true
    }

    func close() {
        update { state in
            state.closed = true
            state.events = []
            state.next = 0
        }
    }

    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return state.closed || (state.ended && !state.hasEvents && state.failure == nil)
    }

    /// The last event's token while events read ahead wait; otherwise the driver's. Before
    /// the driver has one (a stream opened at a cluster time, before its first batch is read),
    /// a high-water mark at that time.
    var resumeToken: ResumeToken {
        condition.lock()
        defer { condition.unlock() }
        let taken = state.hasEvents ? state.takenID.flatMap { try? ResumeToken(deploymentToken: $0) } : nil
        let token = taken ?? state.readToken
        return token ?? ResumeToken(clusterTime: startTime, kind: .highWaterMark)
    }
}

/// The stream handed to the reading thread, which alone uses it from then on.
private struct StreamHandle: @unchecked Sendable {
    let stream: UnsafeMutablePointer<ds_change_stream>
}
