import Foundation

/// Runs `body` on a thread of its own and returns what it returns (or throws what it throws).
///
/// Tests await blocking work this way (a child process's output, a socket read, a wait with a
/// deadline): Swift Testing runs every test on the cooperative pool, which has one thread per
/// core (two on the CI machine), so a test that blocks one of them holds up every other test's
/// tasks, change streams' deliveries among them, for as long as it blocks. `body` stays part
/// of the calling test's task, so the expectations it records belong to that test.
public func offTestThreads<Value: Sendable, Failure: Error>(
    _ body: () throws(Failure) -> Value
) async throws(Failure) -> Value {
    try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { () async throws(Failure) -> Value in
        try body()
    }
}

/// A task executor that runs each job on a new thread: for test code that blocks, whose jobs
/// are few and long.
final class ThreadPerJobExecutor: TaskExecutor, Sendable {
    static let shared = ThreadPerJobExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread { job.runSynchronously(on: executor) }.start()
    }
}
