@testable import DocStream
import DocStreamBSON
import Testing

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
