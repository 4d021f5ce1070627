import CThreadNames
import Foundation
import Synchronization

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

/// Resumes the readers that commits wake, and routes the commits' records to routed streams
/// (`ChangeLog.routePending`), on a thread of its own, so that a writer, which appends its
/// changes with the store's lock held, only queues them here. Resuming costs the
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
///
/// It is also a task executor (`ChangeStreamWatcher.readerExecutor`): a task that prefers it
/// has its jobs run on this thread, after the routing and the resumptions that made them.
/// A reader resumed here then runs on at once, with no hand-off to the cooperative pool,
/// whose threads waking one another for every event spread the readers over every processor,
/// the writer's too.
final class ReaderWakeUps: TaskExecutor, Sendable {
    static let shared = ReaderWakeUps()

    /// How long the thread waits for more readers to resume before it blocks.
    static let napTime = DispatchTimeInterval.microseconds(50)

    private struct Queue {
        var pending: [Waiter] = []
        /// Logs with records to route, each queued once until routed (`State.routingQueued`).
        var routing: [ChangeLog] = []
        /// Jobs of the tasks that prefer this executor, in the order they came.
        var jobs: [UnownedJob] = []
        var blocked = false
    }

    private let queued = Mutex(Queue())
    /// Signalled once per block (a writer that found the thread blocked), never while it naps,
    /// so the nap always runs its course and the block always gets its signal. A monotonic
    /// wait: a wall-clock step back must not lengthen the nap, during which nobody signals.
    private let wakeUp = DispatchSemaphore(value: 0)

    private init() {
        let thread = Thread { [unowned self] in
            // Named from within, by the system: Foundation's name setter sometimes left the
            // starting thread's name (see `docstream_name_current_thread`), and Linux keeps 15
            // bytes of a name.
            docstream_name_current_thread("DocStream wakes")
            run()
        }
        thread.start()
    }

    /// Queues `waiters` to be resumed, in order, and `log`'s records to be routed. True when
    /// the thread is blocked: then the caller calls `signal()`, once it holds no lock (a
    /// system call).
    func queue(_ waiters: [Waiter], routing log: ChangeLog?) -> Bool {
        guard !waiters.isEmpty || log != nil else { return false }
        return adding { queue in
            queue.pending += waiters
            if let log { queue.routing.append(log) }
        }
    }

    /// Adds work to the queue under its lock; true when the thread was blocked (it no longer
    /// counts as blocked: the caller signals it, once).
    private func adding(_ add: (inout Queue) -> Void) -> Bool {
        queued.withLock { queue in
            add(&queue)
            defer { queue.blocked = false }
            return queue.blocked
        }
    }

    func signal() {
        wakeUp.signal()
    }

    /// Queues a job of a task that prefers this executor; signals the thread when it is blocked.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if adding({ $0.jobs.append(job) }) { wakeUp.signal() }
    }

    private func run() {
        var batch: [Waiter] = []
        var logs: [ChangeLog] = []
        var jobs: [UnownedJob] = []
        var napped = false
        while true {
            let blocks = queued.withLock { queue in
                swap(&batch, &queue.pending)
                swap(&logs, &queue.routing)
                swap(&jobs, &queue.jobs)
                // Blocks only after a nap that brought nothing.
                queue.blocked = batch.isEmpty && logs.isEmpty && jobs.isEmpty && napped
                return queue.blocked
            }
            if !batch.isEmpty || !logs.isEmpty || !jobs.isEmpty {
                for log in logs { batch += log.routePending() }
                // A resumed reader that prefers this executor is queued here, to run next round.
                for waiter in batch { waiter.resume() }
                for job in jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
                batch.removeAll(keepingCapacity: true)
                logs.removeAll(keepingCapacity: true)
                jobs.removeAll(keepingCapacity: true)
                napped = false
            } else if blocks {
                wakeUp.wait()
                napped = false
            } else {
                _ = wakeUp.wait(timeout: .now() + Self.napTime)
                napped = true
            }
        }
    }
}
