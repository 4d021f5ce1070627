import Foundation

/// A change stream reader waiting for news: a task (`next()`) or a blocked thread (a
/// getMore's wait). An enum of a continuation (whose layout is fixed: copies cost nothing) and
/// a semaphore, so parking allocates nothing.
enum Waiter: Sendable {
    case task(UnsafeContinuation<Void, Never>)
    case thread(DispatchSemaphore)

    /// The blocked thread's semaphore; nil for a task.
    var semaphore: DispatchSemaphore? {
        if case .thread(let semaphore) = self { semaphore } else { nil }
    }

    func resume() {
        switch self {
        case .task(let continuation): continuation.resume()
        case .thread(let semaphore): semaphore.signal()
        }
    }
}

/// Resumes the readers that commits wake, on a thread of its own, so that a writer, which
/// appends its changes with the store's lock held, only queues them here. Resuming costs the
/// one who does it a system call whenever the executor's thread sleeps, and on a virtual
/// machine waking a sleeping processor costs the waker several microseconds: a third of a
/// write's time when each write woke a reader (filtered streams). Each waiting reader is
/// queued at most once per wait, so the queue never holds more than the readers there are.
///
/// After a batch the thread naps (`napTime`) rather than block: a writer queues readers for
/// a napping thread without signalling it, so under a stream of writes it makes no system
/// call at all, and a reader waits at most the nap for its wake-up. Only a thread that found
/// nothing after its nap blocks, to be signalled (once per block) by the next writer. It
/// does not poll: on two cores a polling thread takes the processor the woken readers need.
final class ReaderWakeUps: @unchecked Sendable {
    // @unchecked: `pending` and `blocked` are only touched with `condition` locked.
    static let shared = ReaderWakeUps()

    /// How long the thread waits for more readers to resume before it blocks.
    static let napTime: TimeInterval = 50e-6

    private let condition = NSCondition()
    private var pending: [Waiter] = []
    private var blocked = false

    private init() {
        let thread = Thread { [unowned self] in run() }
        thread.name = "DocStream change stream wake-ups"
        thread.start()
    }

    /// Queues `waiters` to be resumed, in order. True when the thread is blocked: then the
    /// caller calls `signal()`, once it holds no lock (a system call).
    func queue(_ waiters: [Waiter]) -> Bool {
        guard !waiters.isEmpty else { return false }
        condition.lock()
        pending += waiters
        let signal = blocked
        blocked = false
        condition.unlock()
        return signal
    }

    func signal() {
        condition.signal()
    }

    private func run() {
        var batch: [Waiter] = []
        while true {
            condition.lock()
            if pending.isEmpty {
                // Signalled by nobody: a writer queues without a signal while it naps.
                _ = condition.wait(until: Date(timeIntervalSinceNow: Self.napTime))
            }
            while pending.isEmpty {
                blocked = true
                condition.wait()
            }
            swap(&batch, &pending)
            condition.unlock()
            for waiter in batch { waiter.resume() }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
