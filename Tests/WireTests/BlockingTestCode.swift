import Foundation

/// Runs `body`, which blocks (socket reads, child processes), on a thread of its own while it
/// stays part of the calling test's task: the expectations it records belong to that test (a
/// plain `Thread` carries none of the task's context, so its issues would be attributed to no
/// test), and none of the cooperative pool's few threads is held up meanwhile.
func blockingTestCode<Value: Sendable>(_ body: () throws -> Value) async throws -> Value {
    try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) {
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
