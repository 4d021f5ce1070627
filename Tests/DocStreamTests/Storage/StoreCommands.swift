import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

extension Store {
    /// Runs `commands` in order through one command session, each required to reply `ok: 1`;
    /// the last reply.
    @discardableResult
    func runRequiringSuccess(_ commands: [Document]) throws -> Document {
        let session = CommandSession(store: self)
        var reply: Document = [:]
        for command in commands {
            reply = session.run(command)
            try #require(reply["ok"] == .double(1), "\(command): \(reply)")
        }
        return reply
    }
}

extension Store {
    /// Writes a closed store in `directory` whose drinks `_id` 1 and 2 are in checkpoints of
    /// generations 1 and 2 and `_id` 3 in `journal.2`; with a one-event history, the second
    /// checkpoint deleted `journal` and left `journal.1`.
    static func writeTwoCheckpoints(in directory: URL) throws {
        let store = try Store(directory: directory, changeHistory: ChangeLog.Retention(maxEvents: 1))
        try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 1]]]])
        try store.checkpoint()
        try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 2]]]])
        try store.checkpoint()
        try store.runRequiringSuccess([["insert": "drinks", "documents": [["_id": 3]]]])
    }
}
