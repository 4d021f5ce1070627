import DocStream
import DocStreamBSON
import Foundation
import Synchronization

struct TimedOut: Error {}

/// Runs `body`, failing with `TimedOut` when it takes longer than `seconds`, so a test that
/// would hang ends instead. The limits are generous: they guard against hangs, not measure
/// speed (tests that block threads, such as the CLI's, can hold the shared pool for seconds).
func withTimeout<Value: Sendable>(seconds: Double, _ body: @escaping @Sendable () async throws -> Value) async throws -> Value {
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

    func wait(seconds: Double = 60) async throws {
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
