import DocStream
import DocStreamBSON
import Synchronization
import Testing

/// A command session over an in-memory store whose validation warnings are collected.
final class ValidatorFixture: Sendable {
    let store = Store()
    let session: CommandSession
    private let collected = WarningList()

    private final class WarningList: Sendable {
        let warnings = Mutex<[ValidationWarning]>([])
    }

    init() {
        session = CommandSession(store: store)
        store.validationWarnings.onWarning { [collected] warning in collected.warnings.withLock { $0.append(warning) } }
    }

    var warnings: [ValidationWarning] { collected.warnings.withLock { $0 } }

    /// Runs a command that must succeed.
    @discardableResult
    func ok(_ command: Document, sourceLocation: SourceLocation = #_sourceLocation) -> Document {
        let reply = session.run(command)
        #expect(reply["ok"] == .double(1), "\(command.extendedJSON(.relaxed)) -> \(reply.extendedJSON(.relaxed))", sourceLocation: sourceLocation)
        return reply
    }

    /// Runs a command that must fail with `code`; returns the reply.
    @discardableResult
    func fails(_ command: Document, code: Int32, sourceLocation: SourceLocation = #_sourceLocation) -> Document {
        let reply = session.run(command)
        #expect(
            reply["ok"] == .double(0) && reply["code"] == .int32(code),
            "\(command.extendedJSON(.relaxed)) -> \(reply.extendedJSON(.relaxed))", sourceLocation: sourceLocation)
        return reply
    }

    /// The collection's documents in natural order.
    func documents(_ collection: String) -> [BSONValue] {
        session.run(["find": .string(collection)])[path: "cursor.firstBatch"]?.arrayValue ?? []
    }

    /// The collection's `options` as listCollections shows them.
    func options(_ collection: String) -> Document? {
        let reply = session.run(["listCollections": 1, "filter": ["name": .string(collection)]])
        return reply[path: "cursor.firstBatch.0.options"]?.documentValue
    }
}

extension Document {
    /// The first write error of a write command's reply.
    var firstWriteError: Document? { self[path: "writeErrors.0"]?.documentValue }
}
