import Foundation

/// A change stream reader waiting for news: a task (`next()`) or a blocked thread (a
/// getMore's wait).
enum Waiter: Sendable {
    case task(CheckedContinuation<Void, Never>)
    case thread(DispatchSemaphore)

    func resume() {
        switch self {
        case .task(let continuation): continuation.resume()
        case .thread(let semaphore): semaphore.signal()
        }
    }
}

/// Resumes the readers that committed changes woke, on a thread of its own. Resuming costs
/// the one who does it several microseconds (the executor's queue, waking a thread); a
/// writer, which appends its changes with the store's lock held, only queues the readers
/// here, so a watched write costs about what an unwatched one does. Each waiting reader is
/// queued at most once per wait, so the queue never holds more than the readers there are.
final class ReaderWakeUps: @unchecked Sendable {
    // @unchecked: `pending` and `sleeping` are only touched with `condition` locked.
    static let shared = ReaderWakeUps()

    private let condition = NSCondition()
    private var pending: [Waiter] = []
    private var sleeping = false

    private init() {
        let thread = Thread { [unowned self] in run() }
        thread.name = "DocStream change stream wake-ups"
        thread.start()
    }

    /// Queues `waiters` to be resumed soon, in order.
    func resume(_ waiters: [Waiter]) {
        guard !waiters.isEmpty else { return }
        condition.lock()
        pending += waiters
        let idle = sleeping
        condition.unlock()
        if idle { condition.signal() }
    }

    /// How long the thread keeps looking for more work before it sleeps: under a stream of
    /// writes it stays awake, and writers queue readers without waking it.
    private static let spin = Duration.microseconds(50)

    private func run() {
        while true {
            let deadline = ContinuousClock.now + Self.spin
            condition.lock()
            while pending.isEmpty {
                if ContinuousClock.now < deadline {
                    condition.unlock()
                    sched_yield()
                    condition.lock()
                    continue
                }
                sleeping = true
                condition.wait()
                sleeping = false
            }
            let batch = pending
            pending.removeAll(keepingCapacity: true)
            condition.unlock()
            for waiter in batch { waiter.resume() }
        }
    }
}
