import DocStream
import DocStreamBSON
import Foundation

#if canImport(DocStreamRemote)
    import DocStreamRemote
#endif

/// Where a CLI command's database commands run: a store's `CommandSession`, or a MongoDB
/// deployment (`--uri`). The commands and their replies are the same on both.
protocol CommandTarget: Sendable {
    func run(_ command: Document) -> Document
    /// The insert of a batch an `NDJSONReader` read: `{n, writeErrors?, ok}`, each write
    /// error's `index` the document's in the batch.
    func insert(_ batch: NDJSONReader.Batch, into collection: String, ordered: Bool, bypassDocumentValidation: Bool) -> Document
}

extension CommandSession: CommandTarget {}

#if canImport(DocStreamRemote)
    extension DeploymentCommands: CommandTarget {
        /// The most document bytes one insert command carries: a command may be 16 MiB and 16 KiB,
        /// so a batch goes in parts of at most 16 MiB of documents (a part has at least one).
        private static let partBytes = BSONLimits.maxDocumentSize

        func insert(_ batch: NDJSONReader.Batch, into collection: String, ordered: Bool, bypassDocumentValidation: Bool) -> Document {
            var inserted = 0
            var writeErrors: [BSONValue] = []
            var start = 0
            let documents = batch.documents
            while start < documents.count {
                var end = start + 1
                var bytes = documents[start].bytes.count
                while end < documents.count, bytes + documents[end].bytes.count <= Self.partBytes {
                    bytes += documents[end].bytes.count
                    end += 1
                }
                var command: Document = [
                    "insert": .string(collection), "documents": .array(documents[start..<end].map(BSONValue.document)), "ordered": .bool(ordered),
                ]
                if bypassDocumentValidation { command["bypassDocumentValidation"] = true }
                let reply = run(command)
                guard reply["ok"]?.nonDecimalNumberAsDouble == 1 else { return reply }
                inserted += Int(reply["n"]?.integerValue ?? 0)
                for case .document(var writeError) in reply["writeErrors"]?.arrayValue ?? [] {
                    writeError["index"] = .int32(Int32(start + Int(writeError["index"]?.integerValue ?? 0)))
                    writeErrors.append(.document(writeError))
                }
                if ordered, !writeErrors.isEmpty { break }
                start = end
            }
            var reply: Document = ["n": .int32(Int32(inserted))]
            if !writeErrors.isEmpty { reply["writeErrors"] = .array(writeErrors) }
            reply["ok"] = .double(1)
            return reply
        }
    }
#endif

extension CommandTarget {
    /// The reply to `command`; an error reply (`ok: 0`) becomes a failure naming its code.
    func runChecked(_ command: Document) throws(CommandFailure) -> Document {
        try Self.checked(run(command))
    }

    /// `reply`, unless it is an error reply (`ok: 0`): that becomes a failure naming its code.
    static func checked(_ reply: Document) throws(CommandFailure) -> Document {
        guard reply["ok"]?.nonDecimalNumberAsDouble == 0 else { return reply }
        let code = reply["code"]?.integerValue.map { ErrorCode(reported: Int($0)) } ?? .unknownError
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
        try forEachBatch(of: command, on: collection) { (reply, batchName) throws(CommandFailure) in
            for case .document(let document) in reply["cursor"]?.documentValue?["\(batchName)"]?.arrayValue ?? [] { try body(document) }
        }
    }

    /// Runs a command that opens a cursor (find, aggregate) on `collection` and passes each
    /// reply to `body` with the name of the batch its `cursor` holds (`firstBatch`, then
    /// `nextBatch`). The next batch is fetched with getMore while `body` handles this one, so
    /// that reading the store and what `body` does (an export writing JSON) share the cores.
    func forEachBatch(
        of command: Document, on collection: String, _ body: (_ reply: Document, _ batchName: StaticString) throws(CommandFailure) -> Void
    ) throws(CommandFailure) {
        var reply = try runChecked(command)
        var batchName: StaticString = "firstBatch"
        while true {
            guard let id = Self.cursorID(of: reply, holding: batchName) else {
                throw CommandFailure(.unknownError, "a cursor reply without cursor.\(batchName) and cursor.id: \(reply.extendedJSON(.relaxed))")
            }
            guard id != 0 else { return try body(reply, batchName) }
            let getMore: Document = ["getMore": .int64(id), "collection": .string(collection)]
            let next = PendingReply { () throws(CommandFailure) in try runChecked(getMore) }
            let handled = Result { () throws(CommandFailure) in try body(reply, batchName) }
            let fetched = next.wait()
            try handled.get()
            reply = try fetched.get()
            batchName = "nextBatch"
        }
    }

    /// The `cursor.id` of a reply whose `cursor` holds an array `batchName`, read in place (a
    /// batch is up to 16 MiB); nil for any other reply.
    private static func cursorID(of reply: Document, holding batchName: StaticString) -> Int64? {
        func named(_ name: StaticString) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        }
        return reply.withRawField(named: "cursor") { cursor in
            guard let cursor, cursor.isDocument, cursor.field(named: named(batchName))?.isArray == true else { return nil }
            return cursor.field(named: named("id"))?.decoded.integerValue
        }
    }
}

/// A command's reply computed on a thread of its own, for the caller to wait for when it needs it.
///
/// Unchecked Sendable: `outcome` is written once, by that thread, and read only after it is,
/// both while holding `condition`.
private final class PendingReply: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcome: Result<Document, CommandFailure>?

    init(_ run: @escaping @Sendable () throws(CommandFailure) -> Document) {
        Thread { [self] in
            let result = Result { () throws(CommandFailure) in try run() }
            condition.lock()
            outcome = result
            condition.signal()
            condition.unlock()
        }.start()
    }

    func wait() -> Result<Document, CommandFailure> {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome!
    }
}
