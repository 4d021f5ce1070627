import Dispatch
import DocStreamBSON
import Synchronization

/// Receives a change stream's events, as the Realm Swift SDK's ChangeEventDelegate does. The
/// calls come on the queue given to `watch(delegate:queue:)`, in order: open, each event,
/// errors, then close.
public protocol ChangeEventDelegate: AnyObject, Sendable {
    /// The stream is open: events committed from now on will come.
    func changeStreamDidOpen(_ changeStream: ChangeStream)
    /// The stream ended: closed or invalidated (nil), or failed.
    func changeStreamDidClose(with error: (any Error)?)
    /// The stream failed with `error` (a `DocStreamError`); it closes next.
    func changeStreamDidReceive(error: any Error)
    /// One event document, as `.document(event)` (Realm's AnyBSON).
    func changeStreamDidReceive(changeEvent: BSONValue?)
}

/// An open change stream that calls its delegate with each event until `close()`, as the
/// Realm SDK's `watch(delegate:queue:)` returns it. The stream stays open while nobody holds
/// it, until it is closed or invalidated.
///
/// ```swift
/// let changeStream = drinks.watch(delegate: delegate, queue: DispatchQueue(label: "watch"))
/// // ... writes: delegate.changeStreamDidReceive(changeEvent:) gets each event
/// changeStream.close()
/// ```
public final class ChangeStream: Sendable {
    private enum Phase {
        case opening
        case open(ChangeStreamWatcher)
        /// Closed before it opened.
        case closed
    }

    private let phase = Mutex(Phase.opening)

    /// Starts delivering once the stream is open: at once on an engine that opens streams
    /// without waiting, after a round trip on a deployment (the delegate's
    /// `changeStreamDidOpen` says when). A stream that cannot open (a bad pipeline or resume
    /// option, an unreachable deployment) reports the error and closes.
    init(opening: ChangeStreamOpening, delegate: any ChangeEventDelegate, queue: DispatchQueue) {
        if case .opened(.success(let watcher)) = opening { phase.withLock { $0 = .open(watcher) } }
        let delivery = DelegateDelivery(delegate: delegate, queue: queue)
        // The delivery task keeps the stream alive until the watcher ends. It stays on the
        // cooperative pool: on the reader executor, handing each event to a queue (a system
        // call to wake a thread for it) slowed the thread every stream waits on (100 delegate
        // streams: p99 13-15 ms against 3-4 ms).
        Task { [self] in
            do throws(DocStreamError) {
                let watcher =
                    switch opening {
                    case .opened(let result): try result.get()
                    case .pending(let open): try await open()
                    }
                guard adopt(watcher) else { return await delivery.hand(.close(nil)) }
                await delivery.hand(.open(self))
                while let event = try await watcher.next() {
                    await delivery.hand(.event(event))
                }
                await delivery.hand(.close(nil))
            } catch {
                await delivery.hand(.failure(error))
            }
        }
    }

    /// Keeps the opened `watcher` for `close()`; false, closing it, when the stream was closed
    /// while it opened.
    private func adopt(_ watcher: ChangeStreamWatcher) -> Bool {
        let kept = phase.withLock { phase -> Bool in
            if case .closed = phase { return false }
            phase = .open(watcher)
            return true
        }
        if !kept { watcher.close() }
        return kept
    }

    /// Stops the stream: no event is read after this returns (those already handed to the
    /// queue, at most `DelegateDelivery.window`, still arrive), then the delegate's
    /// `changeStreamDidClose(with: nil)` comes.
    public func close() {
        let watcher = phase.withLock { phase -> ChangeStreamWatcher? in
            switch phase {
            case .open(let watcher): return watcher
            case .opening: phase = .closed
            case .closed: break
            }
            return nil
        }
        watcher?.close()
    }
}

/// A delegate stream's calls on their way to the delegate's queue: in order, one run of the
/// queue at a time (so even a concurrent queue gets them in order), and at most `window`
/// waiting, so a stalled queue holds a bounded backlog (the stream then falls behind the log:
/// 286). The reader hands a call over without waiting for the queue to run it: a queue that
/// keeps up takes the calls in batches, and the reader never waits for it.
private final class DelegateDelivery: Sendable {
    enum Call: Sendable {
        case open(ChangeStream)
        case event(Document)
        /// The stream ended: closed or invalidated (nil).
        case close(DocStreamError?)
        /// The stream failed: the error, then the close with it.
        case failure(DocStreamError)
    }

    private struct State {
        var calls: [Call] = []
        /// Whether a run of the queue is taking the calls.
        var draining = false
        /// The reader, waiting for room.
        var waiting: CheckedContinuation<Void, Never>?
    }

    static let window = 64

    private let delegate: any ChangeEventDelegate
    private let queue: DispatchQueue
    private let state = Mutex(State())

    init(delegate: any ChangeEventDelegate, queue: DispatchQueue) {
        self.delegate = delegate
        self.queue = queue
    }

    /// Queues `call` after those handed before; waits only while `window` calls are waiting.
    func hand(_ call: Call) async {
        while true {
            let (handed, startsDrain) = state.withLock { state -> (Bool, Bool) in
                guard state.calls.count < Self.window else { return (false, false) }
                state.calls.append(call)
                let startsDrain = !state.draining
                state.draining = true
                return (true, startsDrain)
            }
            if startsDrain { queue.async { self.drain() } }
            if handed { return }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let room = state.withLock { state -> Bool in
                    guard state.calls.count >= Self.window else { return true }
                    state.waiting = continuation
                    return false
                }
                if room { continuation.resume() }
            }
        }
    }

    /// On the queue: makes the calls waiting, and those that come meanwhile, then stops.
    private func drain() {
        var calls: [Call] = []
        while true {
            let waiting = state.withLock { state in
                swap(&calls, &state.calls)
                if calls.isEmpty { state.draining = false }
                defer { state.waiting = nil }
                return state.waiting
            }
            waiting?.resume()
            guard !calls.isEmpty else { return }
            for call in calls { make(call) }
            calls.removeAll(keepingCapacity: true)
        }
    }

    private func make(_ call: Call) {
        switch call {
        case .open(let stream): delegate.changeStreamDidOpen(stream)
        case .event(let event): delegate.changeStreamDidReceive(changeEvent: .document(event))
        case .close(let error): delegate.changeStreamDidClose(with: error)
        case .failure(let error):
            delegate.changeStreamDidReceive(error: error)
            delegate.changeStreamDidClose(with: error)
        }
    }
}

/// A change stream's events as an async sequence of `ChangeEvent`s (typed accessors and a
/// subscript over each event document). The stream opens when iteration starts (calling
/// `onOpen`), and iteration ends when the task is cancelled or the stream is invalidated; it
/// throws when the stream fails (286 ChangeStreamHistoryLost when it fell behind the kept history).
///
/// ```swift
/// let task = Task {
///     for try await event in drinks.changeEvents(onOpen: { print("open") }) {
///         print(event.operationType, event["fullDocument"])
///     }
/// }
/// // ... writes ...
/// task.cancel()
/// ```
public struct ChangeEvents: AsyncSequence, Sendable {
    /// What the sequence gives.
    public typealias Element = ChangeEvent
    /// What the sequence throws: a `DocStreamError` with MongoDB's code.
    public typealias Failure = DocStreamError

    private let opening: @Sendable () -> ChangeStreamOpening
    private let onOpen: (@Sendable () -> Void)?

    init(opening: @escaping @Sendable () -> ChangeStreamOpening, onOpen: (@Sendable () -> Void)?) {
        self.opening = opening
        self.onOpen = onOpen
    }

    /// Opens the stream, or on a deployment starts opening it: the first `next()` waits for
    /// the round trip, off the task's thread, and `onOpen` runs once the stream is open.
    public func makeAsyncIterator() -> AsyncIterator {
        let started = opening()
        if case .opened(.success) = started { onOpen?() }
        return AsyncIterator(stream: started, onOpen: onOpen)
    }

    /// Waits for the stream's events and hands them out in commit order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var stream: ChangeStreamOpening
        let onOpen: (@Sendable () -> Void)?

        /// The next event, waiting for one; nil once the stream has ended or the task is cancelled.
        ///
        /// - Returns: the event, or nil at the end.
        /// - Throws: `DocStreamError` 286 ChangeStreamHistoryLost when the stream fell behind the
        ///   kept history, or the error that kept the stream from opening.
        public mutating func next() async throws(DocStreamError) -> ChangeEvent? {
            if case .pending(let open) = stream {
                do throws(DocStreamError) {
                    stream = .opened(.success(try await open()))
                    onOpen?()
                } catch {
                    stream = .opened(.failure(error))
                }
            }
            guard case .opened(let opened) = stream else { return nil }
            return try await opened.get().next().map(ChangeEvent.init)
        }
    }
}
