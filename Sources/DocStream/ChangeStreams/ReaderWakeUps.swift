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

    /// After work, the thread looks for more this many times, a short nap apart, before it
    /// waits to be signalled: under a stream of writes it is found awake and writers queue
    /// readers without waking it, yet it takes almost no processor from them.
    private static let naps = 10
    private static let napMicroseconds: UInt32 = 20

    private func run() {
        while true {
            var naps = 0
            condition.lock()
            while pending.isEmpty {
                if naps < Self.naps {
                    naps += 1
                    condition.unlock()
                    usleep(Self.napMicroseconds)
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
