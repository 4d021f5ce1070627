import DocStream
import DocStreamBSON
import Foundation
import Synchronization

struct TimedOut: Error {}

/// How long a change stream test waits for what must come before it fails as hung: far
/// beyond any wait on a loaded machine, since it guards against hangs and measures nothing
/// (tests blocking the shared cooperative pool, such as other suites' CLI tests, can hold up
/// every task for many seconds).
let hangGuardSeconds: Double = 300

/// Runs `body`, failing with `TimedOut` when it takes longer than `seconds`, so a test that
/// would hang ends instead.
func withTimeout<Value: Sendable>(seconds: Double = hangGuardSeconds, _ body: @escaping @Sendable () async throws -> Value) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            throw TimedOut()
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}

/// A one-shot signal a test awaits (with a timeout) until another thread fires it.
final class Latch: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream<Void>.makeStream()
    }

    func signal() {
        continuation.yield()
        continuation.finish()
    }

    func wait(seconds: Double = hangGuardSeconds) async throws {
        let stream = stream
        try await withTimeout(seconds: seconds) {
            for await _ in stream { return }
        }
    }
}

extension Document {
    /// The event's resume token `_data`, which identifies it.
    var eventToken: String {
        self["_id"]?.documentValue?["_data"]?.stringValue ?? ""
    }
}
