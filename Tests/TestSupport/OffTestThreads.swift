import Foundation

/// Runs `body` on a thread of its own and returns what it returns (or throws what it throws).
///
/// Tests await blocking work this way (a child process's output, a wait with a deadline):
/// Swift Testing runs every test on the cooperative pool, which has one thread per core (two
/// on the CI machine), so a test that blocks one of them holds up every other test's tasks,
/// change streams' deliveries among them, for as long as it blocks.
public func offTestThreads<Value: Sendable, Failure: Error>(
    _ body: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
    let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
        Thread { continuation.resume(returning: Result { () throws(Failure) in try body() }) }.start()
    }
    return try result.get()
}
