import DocStreamBSON

/// `{find: "coll", filter, sort, projection, skip, limit, batchSize, singleBatch, let}` ->
/// `{cursor: {firstBatch, id, ns}, ok}`.
enum FindCommand {
    /// The server's first batch holds 101 documents unless batchSize says otherwise.
    static let defaultFirstBatchSize = 101

    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        let firstBatchSize = try batchSize(arguments) ?? defaultFirstBatchSize
        let isTailable = try arguments.bool("tailable") == true
        let awaitsData = try arguments.bool("awaitData") == true
        if isTailable || awaitsData {
            return try tail(context, awaitsData: awaitsData, isTailable: isTailable, firstBatchSize: firstBatchSize)
        }
        var stream = try FindStream(try query(arguments), operations: context.collection(), firstBatchSize: firstBatchSize)
        let results = ResultStream(
            documentsRead: { stream.documentsExamined },
            produce: { (count) throws(DocStreamError) -> [Document] in try stream.next(upTo: count) })
        return try CursorReply.first(
            results, namespace: context.namespace().description, context: context,
            batchSize: firstBatchSize, singleBatch: try arguments.bool("singleBatch") ?? false,
            noCursorTimeout: try arguments.bool("noCursorTimeout") ?? false)
    }

    /// The command's query, checked; explain compiles it the same way.
    static func query(_ arguments: CommandArguments) throws(DocStreamError) -> FindQuery {
        try arguments.checkFields([
            "filter", "sort", "projection", "skip", "limit", "batchSize", "singleBatch", "noCursorTimeout", "allowPartialResults", "tailable", "awaitData",
            "returnKey", "showRecordId", "min", "max", "let",
        ])
        let limit = try arguments.integer("limit") ?? 0
        guard limit >= 0 else { throw FindQuery.negativeValue("limit", limit) }
        // A {$natural: 1 | -1} hint without a sort asks for storage order or its reverse.
        var sort = try arguments.document("sort")
        if sort == nil, case .document(let hint)? = arguments.command["hint"], hint.keys == ["$natural"] {
            sort = hint
        }
        return try FindQuery(
            filter: try arguments.document("filter") ?? [:], sort: sort,
            projection: try arguments.document("projection"), skip: try arguments.integer("skip") ?? 0, limit: limit,
            variables: try arguments.letVariables(), hint: try IndexHint(arguments.command["hint"]),
            min: try arguments.document("min"), max: try arguments.document("max"))
    }

    /// A tailable find (query_request_helper.cpp's checks: `awaitData` needs `tailable`, 9
    /// FailedToParse; no sort but `{$natural: 1}` and no `singleBatch`, 2 BadValue) on a
    /// capped collection (2 BadValue otherwise): the first batch, and a cursor that stays open
    /// for the documents inserted later, unless the collection is empty or missing (id 0).
    private static func tail(_ context: CommandContext, awaitsData: Bool, isTailable: Bool, firstBatchSize: Int) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        guard isTailable else {
            throw DocStreamError(.failedToParse, "Cannot set 'awaitData' without also setting 'tailable'")
        }
        if let sort = try arguments.document("sort"), !sort.isEmpty, !(sort.count == 1 && sort["$natural"]?.isMongoEqual(to: .int32(1)) == true) {
            throw DocStreamError(.badValue, "cannot use tailable option with a sort other than {$natural: 1}")
        }
        if try arguments.bool("singleBatch") == true { throw DocStreamError(.badValue, "cannot use tailable option with the 'singleBatch' option") }
        let query = try query(arguments)
        if query.skip != 0 || query.limit != 0 { throw DocStreamError(.badValue, "a tailable cursor takes no skip or limit here") }
        let operations = try context.collection()
        let namespace = operations.namespace.description
        guard let collection = try operations.store.snapshot(operations.namespace) else {
            return CursorReply.cursor(batch: ResultBatch(), batchName: "firstBatch", id: 0, namespace: namespace)
        }
        guard collection.options.capped != nil else {
            throw DocStreamError(.badValue, "error processing query: ns=\(namespace) tailable cursor requested on non capped collection")
        }
        // A tailable cursor reads the collection in natural order: a collection scan, tailable.
        PlanUsage.noteCollectionScan(of: collection.uuid, tailable: true)
        let scan = TailableScan(operations: operations, filter: query.filter, projection: query.projection, awaitsData: awaitsData)
        let batch = try scan.next(upTo: firstBatchSize)
        // MongoDB keeps no tailable cursor on an empty collection (find.cpp shouldSaveCursor).
        let id = collection.count == 0 ? 0 : context.session.cursors.open(namespace, tailable: scan, noTimeout: try arguments.bool("noCursorTimeout") ?? false)
        return CursorReply.cursor(batch: ResultBatch(batch), batchName: "firstBatch", id: id, namespace: namespace)
    }

    static func batchSize(_ arguments: CommandArguments) throws(DocStreamError) -> Int? {
        guard let size = try arguments.integer("batchSize") else { return nil }
        guard size >= 0 else { throw FindQuery.negativeValue("batchSize", size) }
        return size
    }
}

/// Cursor replies shared by the commands that return cursors.
enum CursorReply {
    /// `{cursor: {firstBatch, id, ns}, ok: 1}`: the first batch computed now (101 documents
    /// unless `batchSize` says otherwise, at most 16 MiB), the rest kept open for getMore.
    static func first(
        _ results: ResultStream, namespace: String, context: CommandContext, batchSize: Int?, singleBatch: Bool = false,
        noCursorTimeout: Bool = false
    ) throws(DocStreamError) -> Document {
        let (batch, id) = try context.session.cursors.open(
            namespace, results: results, batchSize: batchSize ?? FindCommand.defaultFirstBatchSize, singleBatch: singleBatch,
            noTimeout: noCursorTimeout)
        return cursor(batch: batch, batchName: "firstBatch", id: id, namespace: namespace)
    }

    /// `{cursor: {<batchName>: batch, id, ns}, ok: 1}`, each document copied once, into a reply
    /// with room for the fields a server adds (`$clusterTime`, `operationTime`): a batch is up
    /// to 16 MiB, and building it from values copied it four times.
    static func cursor(batch: consuming ResultBatch, batchName: StaticString, id: Int64, namespace: String) -> Document {
        let fieldBytes =
            16 + batchName.utf8CodeUnitCount + DocumentWriter.room(ofArrayOf: batch.count, bytes: batch.bytes) + 11 + 9
            + namespace.utf8.count
        let reply = okReply(fieldBytes: fieldBytes + serverFieldsRoom) { reply in
            reply.appendDocument("cursor") { cursor in
                cursor.append(batchName, documents: batch.runs)
                cursor.append("id", int64: id)
                cursor.append("ns", string: namespace)
            }
        }
        batch.release()
        return reply
    }

    /// Room left in a cursor reply for the fields a server appends to every reply.
    private static let serverFieldsRoom = 160
}

/// `{getMore: <cursor id>, collection: "coll", batchSize}` -> `{cursor: {nextBatch, id, ns}, ok}`.
enum GetMoreCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["collection", "batchSize", "maxTimeMS", "term", "lastKnownCommittedOpTime"])
        guard case .int64(let id) = arguments.command["getMore"] else {
            throw arguments.typeMismatch("getMore", arguments.command["getMore"] ?? .null, expected: "long")
        }
        guard let collection = try arguments.string("collection") else {
            throw arguments.missingField("collection")
        }
        let namespace = try context.cursorNamespace(collection)
        let batchSize = try FindCommand.batchSize(arguments)
        switch try context.session.cursors.next(id, namespace: namespace, batchSize: batchSize == 0 ? nil : batchSize) {
        case .results(let batch, let exhausted):
            return CursorReply.cursor(batch: batch, batchName: "nextBatch", id: exhausted ? 0 : id, namespace: namespace)
        case .changeStream(let watcher):
            return try ChangeStreamCommand.getMore(
                context, id: id, watcher: watcher, namespace: namespace,
                batchSize: batchSize == 0 ? nil : batchSize, maxTime: try ChangeStreamCommand.awaitTime(arguments))
        case .tailable(let scan):
            // The cursor stays open after an empty batch; a failure (the position lost, the
            // collection dropped) closes it.
            let count = batchSize == 0 ? .max : batchSize ?? .max
            do throws(DocStreamError) {
                let batch =
                    scan.awaitsData
                    ? try scan.next(upTo: count, waitingUpTo: try ChangeStreamCommand.awaitTime(arguments)) : try scan.next(upTo: count)
                // Killed while it waited (a server stopping): the cursor is gone.
                return CursorReply.cursor(batch: ResultBatch(batch), batchName: "nextBatch", id: scan.isClosed ? 0 : id, namespace: namespace)
            } catch {
                _ = context.session.cursors.kill(id)
                throw error
            }
        }
    }
}

/// `{killCursors: "coll", cursors: [ids]}` -> `{cursorsKilled, cursorsNotFound, cursorsAlive, cursorsUnknown, ok}`.
enum KillCursorsCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["cursors"])
        _ = try context.cursorNamespace(arguments.collectionName())
        var killed: [BSONValue] = []
        var notFound: [BSONValue] = []
        for value in try arguments.array("cursors") ?? [] {
            guard case .int64(let id) = value else { throw arguments.typeMismatch("cursors", value, expected: "long") }
            if context.session.cursors.kill(id) { killed.append(value) } else { notFound.append(value) }
        }
        let reply: Document = ["cursorsKilled": .array(killed), "cursorsNotFound": .array(notFound), "cursorsAlive": [], "cursorsUnknown": []]
        return okReply(reply)
    }
}
