import DocStreamBSON
import Synchronization

/// Runs MongoDB database command documents against a store, as a server would for one
/// client: `{"find": "coll", "filter": {...}}` in, the server's reply document out.
///
/// ```swift
/// let session = CommandSession(store: Store())
/// session.run(["insert": "drinks", "documents": [["name": "Mocha"]]])   // {n: 1, ok: 1.0}
/// ```
public final class CommandSession: Sendable {
    /// The store the commands run on.
    public let store: Store
    /// The database of commands that carry no `$db` field.
    public let defaultDatabase: String
    let cursors: CursorRegistry
    /// The logical sessions that ran retryable writes, each retried one at a time.
    let retryableSessions = RetryableSessionGates()
    /// hello's connectionId: each session of the process has its own, counting from 1.
    public let connectionID: Int

    private static let sessionsStarted = Atomic<Int>(0)

    /// `cursorTimeout` is how long a find or aggregate cursor (or change stream) may sit
    /// unused before it is closed, MongoDB's cursorTimeoutMillis (10 minutes); a find with
    /// `noCursorTimeout: true` is exempt.
    public init(store: Store, defaultDatabase: String = "test", cursorTimeout: Duration = .milliseconds(600_000)) {
        self.store = store
        self.defaultDatabase = defaultDatabase
        cursors = CursorRegistry(timeout: cursorTimeout)
        connectionID = Self.sessionsStarted.add(1, ordering: .relaxed).newValue
    }

    /// The reply to `command`. Failures become MongoDB's error reply
    /// `{ok: 0, errmsg, code, codeName}`; this never throws.
    public func run(_ command: Document) -> Document {
        do throws(DocStreamError) {
            guard let name = command.firstKey else {
                throw DocStreamError(.commandNotFound, "no such command: ''")
            }
            guard let entry = CommandTable.commands[name] else {
                throw DocStreamError(.commandNotFound, "no such command: '\(name)'")
            }
            var arguments = CommandArguments(command: command, name: name)
            arguments.appliesCollation = entry.appliesCollation
            // Each command is one operation for `$indexStats` and the latency figures; an attempt
            // to run without waiting that would have waited is run again, and counted then.
            let namespace = entry.kind == nil ? nil : statisticsNamespace(of: arguments)
            let start = OperationStatistics.now
            defer {
                if NonWaitingRun.current?.wouldHaveWaited != true {
                    store.operationStatistics.record(entry.kind ?? .command, on: namespace, startedAt: start)
                }
            }
            let counted = { () throws(DocStreamError) -> Document in
                try self.store.planUsage.counting { () throws(DocStreamError) in try self.run(entry, arguments) }
            }
            guard let interruption = try OperationInterruption.forCommand(arguments) else { return try counted() }
            return try interruption.applying(counted)
        } catch {
            return Self.errorReply(error)
        }
    }

    /// The collection a command's figures count under: the one it names (getMore's
    /// `collection`, the explained command's); nil when it names none.
    private func statisticsNamespace(of arguments: CommandArguments) -> Namespace? {
        let command = arguments.command
        let named: BSONValue?
        switch arguments.name {
        case "getMore": named = command["collection"]
        case "explain": named = command["explain"]?.documentValue.flatMap { explained in explained.firstKey.flatMap { explained[$0] } }
        default: named = command[arguments.name]
        }
        guard case .string(let collection)? = named else { return nil }
        return try? Namespace(database: arguments.string("$db") ?? defaultDatabase, collection: collection)
    }

    /// Runs the command `entry` answers, in its database, collation and transaction.
    private func run(_ entry: CommandEntry, _ arguments: CommandArguments) throws(DocStreamError) -> Document {
        let database = try arguments.string("$db") ?? defaultDatabase
        guard !entry.adminOnly || database == "admin" else {
            throw DocStreamError(.unauthorized, "\(arguments.name) may only be run against the admin database.")
        }
        let context = CommandContext(session: self, arguments: arguments, database: database)
        let collator = entry.appliesCollation ? try context.collator(of: arguments) : nil
        let run = { () throws(DocStreamError) -> Document in try Collator.applying(collator) { () throws(DocStreamError) in try entry.run(context) } }
        guard !entry.endsTransaction, let transaction = try TransactionStatement.transaction(for: arguments, store: store) else {
            return try run()
        }
        let outcome = TransactionScope.$current.withValue(transaction) { Result { () throws(DocStreamError) -> Document in try run() } }
        // A failed statement, or one with write errors, aborts its transaction, as in MongoDB.
        if case .success(let reply) = outcome, reply["writeErrors"] == nil { return reply }
        transaction.abort()
        let reply = try outcome.get()
        // A write conflict fails the statement itself, so a driver retries the transaction.
        if reply[path: "writeErrors.0.code"] == .int32(Int32(ErrorCode.writeConflict.rawValue)) { throw .writeConflict() }
        return reply
    }

    /// MongoDB's error reply `{ok: 0, errmsg, code, codeName}`; the location joins the message.
    public static func errorReply(_ error: DocStreamError) -> Document {
        let message = error.location.map { "\(error.message) (at \($0))" } ?? error.message
        var reply: Document = ["ok": .double(0), "errmsg": .string(message), "code": .int32(Int32(error.code)), "codeName": .string(error.codeName)]
        for field in error.extraInfo?.elements ?? [] { reply[field.key] = field.value }
        if let info = error.info { reply["errInfo"] = .document(info) }
        if !error.errorLabels.isEmpty { reply["errorLabels"] = .array(error.errorLabels.map(BSONValue.string)) }
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

    /// The collation the command (or one of its statements, `arguments`) applies: the one it
    /// names, the simple one included, or else its collection's or view's default. A view's
    /// operations take the view's own collation only (167, as MongoDB: the view's documents
    /// were defined under it).
    func collator(of arguments: CommandArguments) throws(DocStreamError) -> Collator? {
        guard let namespace = try? namespace() else { return try arguments.collator() }
        let collectionDefault = session.store.defaultCollation(namespace)
        guard arguments.command["collation"] != nil else { return collectionDefault }
        let named = try arguments.collator()
        if session.store.isView(namespace), named?.specification != collectionDefault?.specification {
            throw DocStreamError(.optionNotSupportedOnView, "Cannot override a view's default collation")
        }
        return named
    }
}

typealias CommandHandler = @Sendable (CommandContext) throws(DocStreamError) -> Document

/// A command the session answers: how it runs, and what listCommands says of it.
struct CommandEntry: Sendable {
    let run: CommandHandler
    let help: String
    /// Runs on the admin database only (13 Unauthorized elsewhere), as on MongoDB.
    var adminOnly = false
    /// commitTransaction and abortTransaction: they end a transaction instead of running in it.
    var endsTransaction = false
    /// Compiles and runs under the command's `collation` (`Collator.inEffect`).
    var appliesCollation = false
    /// How the per-collection figures count it; nil for a command that counts only in the
    /// server-wide commands histogram.
    var kind: OperationKind? = nil
}

/// Every command DocStream answers, by name: the one table of dispatch and of listCommands.
enum CommandTable {
    static let commands: [String: CommandEntry] = [
        "insert": CommandEntry(run: InsertCommand.run, help: "Inserts documents into a collection.", kind: .insert),
        "find": CommandEntry(run: FindCommand.run, help: "Queries a collection and opens a cursor on the matches.", appliesCollation: true, kind: .find),
        "aggregate": CommandEntry(
            run: AggregateCommand.run, help: "Runs an aggregation pipeline and opens a cursor on its results.", appliesCollation: true, kind: .read),
        "getMore": CommandEntry(run: GetMoreCommand.run, help: "Returns the next batch of a cursor.", kind: .getMore),
        "killCursors": CommandEntry(run: KillCursorsCommand.run, help: "Closes cursors.", kind: .inspection),
        "update": CommandEntry(run: UpdateCommand.run, help: "Updates or replaces documents, upserting on request.", kind: .update),
        "delete": CommandEntry(run: DeleteCommand.run, help: "Deletes documents.", kind: .delete),
        "bulkWrite": CommandEntry(
            run: BulkWriteCommand.run, help: "Inserts, updates and deletes documents of several collections in one command.", adminOnly: true),
        "count": CommandEntry(run: CountCommand.run, help: "Counts the documents that match a query.", appliesCollation: true, kind: .read),
        "distinct": CommandEntry(run: DistinctCommand.run, help: "Returns the distinct values of a field.", appliesCollation: true, kind: .read),
        "findAndModify": findAndModify,
        "findandmodify": findAndModify,
        "create": CommandEntry(run: CreateCommand.run, help: "Creates a collection, with a validator on request."),
        "collMod": CommandEntry(run: CollModCommand.run, help: "Changes a collection's validator and validation settings.", kind: .definitionChange),
        "drop": CommandEntry(run: DropCommand.run, help: "Drops a collection and its indexes."),
        "dropDatabase": CommandEntry(run: DropDatabaseCommand.run, help: "Drops a database and its collections."),
        "renameCollection": CommandEntry(run: RenameCollectionCommand.run, help: "Renames a collection.", adminOnly: true),
        "convertToCapped": CommandEntry(run: ConvertToCappedCommand.run, help: "Makes a collection capped."),
        "cloneCollectionAsCapped": CommandEntry(run: CloneCollectionAsCappedCommand.run, help: "Copies a collection into a new capped collection."),
        "listCollections": CommandEntry(run: ListCollectionsCommand.run, help: "Lists a database's collections."),
        "createIndexes": CommandEntry(run: CreateIndexesCommand.run, help: "Builds indexes on a collection.", kind: .definitionChange),
        "dropIndexes": dropIndexes,
        "deleteIndexes": dropIndexes,
        "listIndexes": CommandEntry(run: ListIndexesCommand.run, help: "Lists a collection's indexes.", kind: .inspection),
        "explain": CommandEntry(
            run: ExplainCommand.run, help: "Describes how a find, aggregate, count, distinct, update, delete or findAndModify runs.", kind: .inspection),
        "ping": CommandEntry(run: { _ in okReply() }, help: "Answers ok: 1, to check that the server responds."),
        "hello": CommandEntry(run: HelloCommand.run, help: "Describes the server's role and limits to a connecting client."),
        "isMaster": isMaster,
        "ismaster": isMaster,
        "buildInfo": CommandEntry(run: BuildInfoCommand.run, help: "Returns the MongoDB version the server is compatible with."),
        "listDatabases": CommandEntry(run: ListDatabasesCommand.run, help: "Lists the databases with their sizes.", adminOnly: true),
        "dbStats": CommandEntry(run: DBStatsCommand.run, help: "Returns a database's counts and sizes."),
        "collStats": CommandEntry(run: CollStatsCommand.run, help: "Returns a collection's counts and sizes.", kind: .inspection),
        "validate": CommandEntry(run: ValidateCommand.run, help: "Checks a collection's documents and indexes.", kind: .inspection),
        "listCommands": CommandEntry(run: ListCommandsCommand.run, help: "Lists the commands the server answers."),
        "commitTransaction": CommandEntry(
            run: CommitTransactionCommand.run, help: "Commits a multi-document transaction.", adminOnly: true, endsTransaction: true),
        "abortTransaction": CommandEntry(
            run: AbortTransactionCommand.run, help: "Aborts a multi-document transaction.", adminOnly: true, endsTransaction: true),
        "setParameter": CommandEntry(
            run: SetParameterCommand.run, help: "Sets a server parameter (transactionLifetimeLimitSeconds, ttlMonitorEnabled, ttlMonitorSleepSecs).",
            adminOnly: true),
        "getParameter": CommandEntry(run: GetParameterCommand.run, help: "Returns server parameters.", adminOnly: true),
        "setClusterParameter": CommandEntry(
            run: SetClusterParameterCommand.run, help: "Sets a cluster parameter (changeStreamOptions).", adminOnly: true),
        "getClusterParameter": CommandEntry(
            run: GetClusterParameterCommand.run, help: "Returns cluster parameters (changeStreamOptions).", adminOnly: true),
        "hostInfo": CommandEntry(run: HostInfoCommand.run, help: "Describes the machine and operating system the server runs on.", adminOnly: true),
        "top": CommandEntry(run: TopCommand.run, help: "Returns each collection's operation counts and times.", adminOnly: true),
        "replSetGetStatus": CommandEntry(
            run: ReplSetGetStatusCommand.run, help: "Returns the replica set's members and their state.", adminOnly: true),
    ]

    // The commands known by two names.
    private static let findAndModify = CommandEntry(
        run: FindAndModifyCommand.run, help: "Updates, replaces or removes one document and returns it.", appliesCollation: true, kind: .findAndModify)
    private static let dropIndexes = CommandEntry(run: DropIndexesCommand.run, help: "Drops indexes of a collection.", kind: .definitionChange)
    private static let isMaster = CommandEntry(run: HelloCommand.run, help: "The older name of hello: ismaster instead of isWritablePrimary.")
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
        .array(
            map { index, error in
                var entry: Document = ["index": .int32(Int32(index)), "code": .int32(Int32(error.code))]
                for field in error.extraInfo?.elements ?? [] { entry[field.key] = field.value }
                if let info = error.info { entry["errInfo"] = .document(info) }
                entry["errmsg"] = .string(error.message)
                return .document(entry)
            })
    }

    /// Records the write error of the statement at `index`. An interruption is no statement's
    /// error: it fails the whole command, as it does MongoDB's write commands.
    mutating func append(_ error: DocStreamError, at index: Int) throws(DocStreamError) {
        if OperationInterruption.isInterruption(error) { throw error }
        append((index, error))
    }
}
