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

/// Resumes the readers that a commit woke several of (an unfiltered fan-out), on a thread of
/// its own. Resuming costs the one who does it up to several microseconds each (the
/// executor's queue, waking a thread); a writer, which appends its changes with the store's
/// lock held, only queues them here, so such a commit costs it one signal at most. (A commit
/// that wakes one reader resumes it itself: see `ChangeLog.append`.) Each waiting reader is
/// queued at most once per wait, so the queue never holds more than the readers there are.
///
/// The thread blocks as soon as it has nothing to do, and a writer signals it (a system
/// call) only when it is blocked, once per block: under a stream of writes it is mostly
/// found at work. It does not poll: on two cores a polling thread takes the processor the
/// woken readers need.
final class ReaderWakeUps: @unchecked Sendable {
    // @unchecked: `pending` and `blocked` are only touched with `condition` locked.
    static let shared = ReaderWakeUps()

    private let condition = NSCondition()
    private var pending: [Waiter] = []
    private var blocked = false

    private init() {
        let thread = Thread { [unowned self] in run() }
        thread.name = "DocStream change stream wake-ups"
        thread.start()
    }

    /// Queues `waiters` to be resumed at once, in order. True when the thread is blocked:
    /// then the caller calls `signal()`, once it holds no lock (a system call).
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
