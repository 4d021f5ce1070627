import DocStreamBSON

/// Runs MongoDB database command documents against a store, as a server would for one
/// client: `{"find": "coll", "filter": {...}}` in, the server's reply document out.
///
/// ```swift
/// let session = CommandSession(store: Store())
/// session.run(["insert": "drinks", "documents": [["name": "Mocha"]]])   // {n: 1, ok: 1.0}
/// ```
public final class CommandSession: Sendable {
    public let store: Store
    /// The database of commands that carry no `$db` field.
    public let defaultDatabase: String
    let cursors = CursorRegistry()

    public init(store: Store, defaultDatabase: String = "test") {
        self.store = store
        self.defaultDatabase = defaultDatabase
    }

    /// The reply to `command`. Failures become MongoDB's error reply
    /// `{ok: 0, errmsg, code, codeName}`; this never throws.
    public func run(_ command: Document) -> Document {
        do throws(DocStreamError) {
            guard let name = command.firstKey else {
                throw DocStreamError(code: 59, codeName: "CommandNotFound", message: "no such command: ''")
            }
            guard let handler = CommandTable.handlers[name] else {
                throw DocStreamError(code: 59, codeName: "CommandNotFound", message: "no such command: '\(name)'")
            }
            let arguments = CommandArguments(command: command, name: name)
            let database = try arguments.string("$db") ?? defaultDatabase
            return try handler(CommandContext(session: self, arguments: arguments, database: database))
        } catch {
            return Self.errorReply(error)
        }
    }

    /// MongoDB's error reply `{ok: 0, errmsg, code, codeName}`; the location joins the message.
    public static func errorReply(_ error: DocStreamError) -> Document {
        let message = error.location.map { "\(error.message) (at \($0))" } ?? error.message
        var reply: Document = ["ok": .double(0), "errmsg": .string(message), "code": .int32(Int32(error.code)), "codeName": .string(error.codeName)]
        for field in error.extraInfo?.elements ?? [] { reply[field.key] = field.value }
        if let info = error.info { reply["errInfo"] = .document(info) }
        return reply
    }
}

/// What a command handler works with.
struct CommandContext {
    let session: CommandSession
    let arguments: CommandArguments
    let database: String

    /// The namespace of the collection the command names.
    func namespace() throws(DocStreamError) -> Namespace {
        try Namespace(database: database, collection: arguments.collectionName())
    }

    func collection() throws(DocStreamError) -> CollectionOperations {
        CollectionOperations(store: session.store, namespace: try namespace())
    }
}

typealias CommandHandler = @Sendable (CommandContext) throws(DocStreamError) -> Document

/// Every command DocStream answers, by name.
enum CommandTable {
    static let handlers: [String: CommandHandler] = [
        "insert": InsertCommand.run,
        "find": FindCommand.run,
        "aggregate": AggregateCommand.run,
        "getMore": GetMoreCommand.run,
        "killCursors": KillCursorsCommand.run,
        "update": UpdateCommand.run,
        "delete": DeleteCommand.run,
        "count": CountCommand.run,
        "distinct": DistinctCommand.run,
        "findAndModify": FindAndModifyCommand.run,
        "findandmodify": FindAndModifyCommand.run,
        "create": CreateCommand.run,
        "collMod": CollModCommand.run,
        "drop": DropCommand.run,
        "dropDatabase": DropDatabaseCommand.run,
        "renameCollection": RenameCollectionCommand.run,
        "listCollections": ListCollectionsCommand.run,
        "createIndexes": CreateIndexesCommand.run,
        "dropIndexes": DropIndexesCommand.run,
        "deleteIndexes": DropIndexesCommand.run,
        "listIndexes": ListIndexesCommand.run,
        "explain": ExplainCommand.run,
        "ping": { _ in ["ok": .double(1)] },
    ]
}

/// A success reply: `fields` followed by `ok: 1.0`.
func okReply(_ fields: Document = [:]) -> Document {
    assert(fields["ok"] == nil, "a reply's fields hold no ok")
    return okReply(fieldBytes: fields.bytes.count - 5) { reply in
        fields.bytes.withUnsafeBytes { reply.appendElement(UnsafeRawBufferPointer(rebasing: $0[4..<($0.count - 1)])) }
    }
}

/// A success reply of the fields `write` writes in place (at most `fieldBytes` bytes of
/// elements), followed by `ok: 1.0`. Not set by name (no reply's fields hold "ok"): the
/// subscript's search and splice, and building a document of literals, cost a fifth of a
/// single insert command.
func okReply(fieldBytes: Int, _ write: (inout DocumentWriter) -> Void) -> Document {
    // The document's length and terminating zero, and `ok`'s 12 bytes.
    Document(writingAtMost: 5 + fieldBytes + 12) { reply in
        write(&reply)
        reply.append("ok", double: 1)
    }
}

extension Array where Element == (index: Int, error: DocStreamError) {
    /// MongoDB's writeErrors array: `[{index, code, keyPattern?, keyValue?, errInfo?, errmsg}]`.
    var writeErrorsValue: BSONValue {
        .array(map { index, error in
            var entry: Document = ["index": .int32(Int32(index)), "code": .int32(Int32(error.code))]
            for field in error.extraInfo?.elements ?? [] { entry[field.key] = field.value }
            if let info = error.info { entry["errInfo"] = .document(info) }
            entry["errmsg"] = .string(error.message)
            return .document(entry)
        })
    }
}
