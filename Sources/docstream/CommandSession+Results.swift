import DocStream
import DocStreamBSON

extension CommandSession {
    /// The reply to `command`; an error reply (`ok: 0`) becomes a failure naming its code.
    func runChecked(_ command: Document) throws(CommandFailure) -> Document {
        try Self.checked(run(command))
    }

    /// `reply`, unless it is an error reply (`ok: 0`): that becomes a failure naming its code.
    static func checked(_ reply: Document) throws(CommandFailure) -> Document {
        guard reply["ok"] == .double(0) else { return reply }
        let code = reply["code"]?.int32Value.map { ErrorCode(reported: Int($0)) } ?? .unknownError
        throw CommandFailure(code, reply["errmsg"]?.stringValue ?? "")
    }

    /// Whether the default database holds a collection (or view) of that name.
    func collectionExists(_ name: String) throws(CommandFailure) -> Bool {
        let listing = try runChecked(["listCollections": 1, "filter": ["name": .string(name)], "nameOnly": true])
        return listing[path: "cursor.firstBatch.0"] != nil
    }

    /// Runs a command that opens a cursor (find, aggregate) on `collection` and passes each
    /// result to `body`, fetching batch after batch with getMore.
    func forEachResult(
        of command: Document, on collection: String, _ body: (Document) throws(CommandFailure) -> Void
    ) throws(CommandFailure) {
        var reply = try runChecked(command)
        var batchName = "firstBatch"
        while true {
            guard let cursor = reply["cursor"]?.documentValue, case .array(let batch)? = cursor[batchName],
                  case .int64(let id)? = cursor["id"] else {
                preconditionFailure("a cursor reply without cursor.\(batchName) and cursor.id: \(reply)")
            }
            for case .document(let document) in batch { try body(document) }
            guard id != 0 else { return }
            reply = try runChecked(["getMore": .int64(id), "collection": .string(collection)])
            batchName = "nextBatch"
        }
    }
}
