import DocStreamBSON

/// `{aggregate: "coll" | 1, pipeline: [{$changeStream: {...}}, ...], cursor: {batchSize}}`: opens
/// a change stream as a tailable cursor, as MongoDB does: on a collection, on a database with
/// `aggregate: 1`, or on the whole store from the `admin` database with `aggregate: 1` and
/// `allChangesForCluster: true`. Each reply carries `postBatchResumeToken`; `getMore` waits up
/// to `maxTimeMS` (1 s by default, MongoDB's awaitData wait) for the next events and returns an
/// empty batch when none came; `killCursors` closes the stream. After an invalidate the cursor
/// is closed (id 0), and a failed getMore (286 when the stream fell behind the kept history)
/// closes it too.
enum ChangeStreamCommand {
    /// MongoDB's awaitData wait when getMore has no `maxTimeMS`.
    static let defaultAwaitTime = Duration.milliseconds(1000)

    static func open(
        _ context: CommandContext, target: AggregateCommand.Target, argument: BSONValue, stages: [Document], batchSize: Int?
    ) throws(DocStreamError) -> Document {
        let location = "stage 0 ($changeStream)"
        let options: ChangeStreamOptions
        let scope: ChangeStreamScope
        let namespace: String
        do {
            options = try ChangeStreamOptions(stageArgument: argument)
            let allChangesForCluster = argument.documentValue?["allChangesForCluster"] == .bool(true)
            (scope, namespace) = try Self.scope(of: target, database: context.database, allChangesForCluster: allChangesForCluster)
            try options.validate()
        } catch {
            throw error.located(location)
        }
        let pipeline = try ChangeStreamPipeline(stages, firstIndex: 1)
        let watcher = try ChangeStreamWatcher(store: context.session.store, scope: scope, options: options, pipeline: pipeline)
        let batch = try Self.batch(from: watcher, limit: batchSize ?? FindCommand.defaultFirstBatchSize, waitingUpTo: nil)
        let id = watcher.isFinished ? 0 : context.session.cursors.open(namespace, changeStream: watcher)
        return reply(batch: batch, batchName: "firstBatch", watcher: watcher, id: id, namespace: namespace)
    }

    /// The next events of an open change stream cursor. A failure closes the cursor.
    static func getMore(
        _ context: CommandContext, id: Int64, watcher: ChangeStreamWatcher, namespace: String, batchSize: Int?, maxTime: Duration
    ) throws(DocStreamError) -> Document {
        let batch: [Document]
        do {
            batch = try Self.batch(from: watcher, limit: batchSize ?? .max, waitingUpTo: maxTime)
        } catch {
            _ = context.session.cursors.kill(id)
            throw error
        }
        var open = id
        if watcher.isFinished {
            _ = context.session.cursors.kill(id)
            open = 0
        }
        return reply(batch: batch, batchName: "nextBatch", watcher: watcher, id: open, namespace: namespace)
    }

    /// getMore's `maxTimeMS`: how long to wait for a first event.
    static func awaitTime(_ arguments: CommandArguments) throws(DocStreamError) -> Duration {
        guard let milliseconds = try arguments.integer("maxTimeMS") else { return defaultAwaitTime }
        guard (0...Int(Int32.max)).contains(milliseconds) else {
            throw .badValue("\(milliseconds) value for maxTimeMS is out of range [0, \(Int32.max)]")
        }
        return .milliseconds(milliseconds)
    }

    /// Up to `limit` events: those there now, after waiting up to `waitingUpTo` for a first
    /// one (nil: no wait), and no more than fit in one reply.
    private static func batch(from watcher: ChangeStreamWatcher, limit: Int, waitingUpTo wait: Duration?) throws(DocStreamError) -> [Document] {
        var batch: [Document] = []
        var bytes = 0
        guard limit > 0 else { return batch }
        if let wait, let first = try watcher.next(waitingUpTo: wait) {
            batch.append(first)
            bytes += first.bytes.count
        }
        // A reply stays within MongoDB's 16 MiB; an event over the rest waits for the next batch.
        while batch.count < limit, bytes < BSONLimits.maxDocumentSize, let event = try watcher.tryNext() {
            batch.append(event)
            bytes += event.bytes.count
        }
        return batch
    }

    private static func reply(batch: [Document], batchName: String, watcher: ChangeStreamWatcher, id: Int64, namespace: String) -> Document {
        let cursor: Document = [
            batchName: .array(batch.map(BSONValue.document)),
            "postBatchResumeToken": .document(watcher.resumeToken.document),
            "id": .int64(id),
            "ns": .string(namespace),
        ]
        return okReply(["cursor": .document(cursor)])
    }

    /// What the stream watches and the cursor's namespace, with MongoDB's checks
    /// (DocumentSourceChangeStream::assertIsLegalSpecification): a cluster-wide stream only from
    /// `admin` with `aggregate: 1` (72 InvalidOptions), no other stream on `admin`, `config` or
    /// `local`, nor on a `system.` collection (73 InvalidNamespace).
    private static func scope(
        of target: AggregateCommand.Target, database: String, allChangesForCluster: Bool
    ) throws(DocStreamError) -> (ChangeStreamScope, namespace: String) {
        let collectionless = try CommandContext.collectionlessNamespace(of: database)
        let namespace: Namespace? =
            switch target {
            case .collection(let name): try Namespace(database: database, collection: name)
            case .collectionless: nil
            }
        let shown = namespace?.description ?? collectionless
        if allChangesForCluster && !(database == "admin" && namespace == nil) {
            throw DocStreamError(
                .invalidOptions,
                "A $changeStream with 'allChangesForCluster:true' may only be opened on the 'admin' database, and with no collection name; found \(shown)")
        }
        if ["admin", "config", "local"].contains(database) && !allChangesForCluster {
            throw DocStreamError(.invalidNamespace, "$changeStream may not be opened on the internal \(database) database")
        }
        if let namespace, namespace.collection.hasPrefix("system.") {
            throw DocStreamError(.invalidNamespace, "$changeStream may not be opened on the internal \(namespace) collection")
        }
        if let namespace { return (.collection(namespace), shown) }
        return (allChangesForCluster ? .client : .database(database), shown)
    }
}

extension CommandContext {
    /// The namespace of a collectionless aggregate's cursor, "db.$cmd.aggregate".
    func collectionlessNamespace() throws(DocStreamError) -> String {
        try Self.collectionlessNamespace(of: database)
    }

    static func collectionlessNamespace(of database: String) throws(DocStreamError) -> String {
        // Checks the database name as any namespace does (73 InvalidNamespace).
        _ = try Namespace(database: database, collection: "aggregate")
        return "\(database).$cmd.aggregate"
    }

    /// The namespace of the cursor a getMore or killCursors names: "db.coll", or
    /// "db.$cmd.aggregate" for `collection: "$cmd.aggregate"`.
    func cursorNamespace(_ collection: String) throws(DocStreamError) -> String {
        collection == "$cmd.aggregate" ? try collectionlessNamespace() : try Namespace(database: database, collection: collection).description
    }
}
