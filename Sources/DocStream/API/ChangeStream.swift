import DocStreamBSON
import Dispatch

/// Receives a change stream's events, as the Realm Swift SDK's ChangeEventDelegate does. The
/// calls come on the queue given to `watch(delegate:queue:)`, in order: open, each event,
/// errors, then close.
public protocol ChangeEventDelegate: AnyObject, Sendable {
    func changeStreamDidOpen(_ changeStream: ChangeStream)
    /// The stream ended: closed or invalidated (nil), or failed.
    func changeStreamDidClose(with error: (any Error)?)
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
    private let watcher: ChangeStreamWatcher?

    /// Opens the stream and starts delivering; a stream that cannot open (a bad pipeline or
    /// resume option) reports the error and closes.
    init(opening open: () throws(DocStreamError) -> ChangeStreamWatcher, delegate: any ChangeEventDelegate, queue: DispatchQueue) {
        let opened = Result { () throws(DocStreamError) in try open() }
        watcher = try? opened.get()
        // The delivery task keeps the stream alive until the watcher ends. It hands over one
        // event at a time and waits until the queue has run it, so a stalled queue holds one
        // event, not a growing backlog (the stream then falls behind the log: 286). It runs
        // on the reader executor: it only reads and hands over (the delegate runs on `queue`),
        // so it never blocks the thread that wakes it.
        Task(executorPreference: ChangeStreamWatcher.readerExecutor) { [self] in
            do throws(DocStreamError) {
                let watcher = try opened.get()
                await Self.deliver(on: queue) { delegate.changeStreamDidOpen(self) }
                while let event = try await watcher.next() {
                    await Self.deliver(on: queue) { delegate.changeStreamDidReceive(changeEvent: .document(event)) }
                }
                await Self.deliver(on: queue) { delegate.changeStreamDidClose(with: nil) }
            } catch {
                await Self.deliver(on: queue) {
                    delegate.changeStreamDidReceive(error: error)
                    delegate.changeStreamDidClose(with: error)
                }
            }
        }
    }

    private static func deliver(on queue: DispatchQueue, _ call: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            queue.async {
                call()
                done.resume()
            }
        }
    }

    /// Stops the stream: no event is read after this returns (one being delivered still
    /// arrives), then the delegate's `changeStreamDidClose(with: nil)` comes.
    public func close() {
        watcher?.close()
    }
}

/// A change stream's events as an async sequence of event documents (`.document(event)`, as
/// the Realm SDK's `changeEvents()` yields AnyBSON). The stream opens when iteration starts
/// (calling `onOpen`), and iteration ends when the task is cancelled or the stream is
/// invalidated; it throws when the stream fails (286 when it fell behind the kept history).
///
/// ```swift
/// let task = Task {
///     for try await event in drinks.changeEvents(onOpen: { print("open") }) {
///         print(event.documentValue!)
///     }
/// }
/// // ... writes ...
/// task.cancel()
/// ```
public struct ChangeEvents: AsyncSequence, Sendable {
    public typealias Element = BSONValue
    public typealias Failure = DocStreamError

    private let open: @Sendable () throws(DocStreamError) -> ChangeStreamWatcher
    private let onOpen: (@Sendable () -> Void)?

    init(open: @escaping @Sendable () throws(DocStreamError) -> ChangeStreamWatcher, onOpen: (@Sendable () -> Void)?) {
        self.open = open
        self.onOpen = onOpen
    }

    public func makeAsyncIterator() -> AsyncIterator {
        let opened = Result { () throws(DocStreamError) in try open() }
        if case .success = opened { onOpen?() }
        return AsyncIterator(opened: opened)
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        let opened: Result<ChangeStreamWatcher, DocStreamError>

        public mutating func next() async throws(DocStreamError) -> BSONValue? {
            try await opened.get().next().map(BSONValue.document)
        }
    }
}
