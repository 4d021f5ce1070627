import DocStreamBSON
import Synchronization

/// A command run on a thread that must not wait for the store's lock, such as a server's event
/// loop, which serves many connections: the store takes no lock that a writer holds, and marks
/// the run instead, so that the caller can run the command again where waiting is allowed.
final class NonWaitingRun: Sendable {
    @TaskLocal static var current: NonWaitingRun?

    private let neededToWait = Atomic<Bool>(false)

    func markNeededToWait() {
        neededToWait.store(true, ordering: .relaxed)
    }

    var wouldHaveWaited: Bool { neededToWait.load(ordering: .relaxed) }
}

extension CommandSession {
    /// The commands `mayRunWithoutWaiting(_:)` may accept, by name, for a caller to ask
    /// before decoding a command.
    package static let commandsRunWithoutWaiting: Set<String> = ["ping", "find"]

    /// Whether `command` answers at once: `ping`, or a `find` of at most one document by an
    /// exact `_id` (the _id index's point lookup) with nothing that sorts or scans.
    package static func mayRunWithoutWaiting(_ command: Document) -> Bool {
        switch command.firstKey {
        case "ping":
            return true
        case "find":
            guard case .document(let filter)? = command["filter"], let id = filter.onlyValue(named: "_id") else { return false }
            switch id {
            case .document(let value) where value.firstKey?.hasPrefix("$") == true: return false
            case .array, .regex: return false
            default: return !command.keys.contains(where: Self.scanningFindOptions.contains)
            }
        default:
            return false
        }
    }

    /// The find options that may make a find by `_id` read more than its one document.
    private static let scanningFindOptions: Set<String> = ["sort", "hint", "min", "max", "tailable", "awaitData", "let", "collation"]

    /// The reply to `command` (one `mayRunWithoutWaiting(_:)` accepts), run without waiting
    /// for the store's lock; nil when it would have had to wait, in which case nothing was
    /// changed (such commands only read) and the caller runs it with `run(_:)`.
    package func runWithoutWaiting(_ command: Document) -> Document? {
        let attempt = NonWaitingRun()
        let reply = NonWaitingRun.$current.withValue(attempt) { run(command) }
        return attempt.wouldHaveWaited ? nil : reply
    }
}
