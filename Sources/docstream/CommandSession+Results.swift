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
        let codeName = reply["codeName"]?.stringValue ?? ""
        let code = reply["code"].map { $0.extendedJSON(.relaxed) } ?? ""
        throw CommandFailure("\(codeName) (\(code)): \(reply["errmsg"]?.stringValue ?? "")")
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
