import DocStreamBSON

/// `{bulkWrite: 1, ops: [...], nsInfo: [{ns}], ordered, errorsOnly, bypassDocumentValidation,
/// let}` on the admin database (MongoDB 8.0's bulkWrite command, which drivers' client-level
/// bulk write sends): inserts, updates and deletes across collections in one command.
///
/// Each operation names its collection by its index in `nsInfo`:
/// `{insert: i, document}`, `{update: i, filter, updateMods, multi, upsert, arrayFilters, hint,
/// collation}`, `{delete: i, filter, multi, hint, collation}`. Each runs as the one-statement
/// insert, update or delete command would, under its own index as statement id, so a retried
/// bulkWrite (same `lsid` and `txnNumber`) runs each operation at most once.
///
/// The reply: `{cursor: {id: 0, firstBatch: [...], ns: "admin.$cmd.bulkWrite"}, nErrors,
/// nInserted, nMatched, nModified, nUpserted, nDeleted, ok: 1}`, the batch holding a result for
/// each operation run (`{ok: 1, idx, n, nModified?, upserted?}`) or, with `errorsOnly`, for those
/// that failed only (`{ok: 0, idx, code, codeName?, errmsg, ..., n: 0}`). Ordered (the default)
/// stops at the first failure.
enum BulkWriteCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["ops", "nsInfo", "ordered", "errorsOnly", "let", "cursor"])
        let operations = try arguments.writeBatch("ops")
        let namespaces = try Self.namespaces(arguments)
        let ordered = try arguments.bool("ordered") ?? true
        let errorsOnly = try arguments.bool("errorsOnly") ?? false
        // Every operation is checked before the first one runs: a malformed one fails the
        // command with nothing written.
        var commands: [(kind: Kind, command: Document)] = []
        for (index, operation) in operations.enumerated() {
            commands.append(try Self.command(for: operation, at: index, namespaces: namespaces, arguments: arguments))
        }
        var counts = Counts()
        var results: [BSONValue] = []
        for (index, (kind, command)) in commands.enumerated() {
            let result = Self.result(of: context.session.run(command), kind: kind, index: index, counts: &counts)
            let failed = result["ok"] == .double(0)
            if failed || !errorsOnly { results.append(.document(result)) }
            if failed, ordered { break }
        }
        let cursor: Document = ["id": .int64(0), "firstBatch": .array(results), "ns": "admin.$cmd.bulkWrite"]
        return okReply([
            "cursor": .document(cursor),
            "nErrors": .int32(counts.errors), "nInserted": .int32(counts.inserted), "nMatched": .int32(counts.matched),
            "nModified": .int32(counts.modified), "nUpserted": .int32(counts.upserted), "nDeleted": .int32(counts.deleted),
        ])
    }

    private struct Counts {
        var errors: Int32 = 0
        var inserted: Int32 = 0
        var matched: Int32 = 0
        var modified: Int32 = 0
        var upserted: Int32 = 0
        var deleted: Int32 = 0
    }

    private enum Kind: String {
        case insert, update, delete
    }

    /// `nsInfo`'s namespaces, in order.
    private static func namespaces(_ arguments: CommandArguments) throws(DocStreamError) -> [Namespace] {
        guard let entries = try arguments.array("nsInfo") else { throw arguments.missingField("nsInfo") }
        var namespaces: [Namespace] = []
        for entry in entries {
            guard case .document(let info) = entry else { throw arguments.typeMismatch("nsInfo", entry, expected: "object") }
            guard case .string(let name)? = info["ns"] else {
                throw DocStreamError(.idlFailedToParse, "BSON field 'bulkWrite.nsInfo.ns' is missing but a required field")
            }
            namespaces.append(try Namespace(parsing: name))
        }
        return namespaces
    }

    /// The one-statement command that runs `operation`, with the bulkWrite's session fields and
    /// options, and its index as statement id.
    private static func command(
        for operation: Document, at index: Int, namespaces: [Namespace], arguments: CommandArguments
    ) throws(DocStreamError) -> (Kind, Document) {
        guard let name = operation.firstKey, let kind = Kind(rawValue: name) else {
            throw DocStreamError.badValue("Unrecognized bulkWrite operation at ops[\(index)]: the first field must be insert, update or delete")
        }
        guard let position = operation[name]?.integerValue, namespaces.indices.contains(Int(position)) else {
            throw DocStreamError.badValue("BulkWrite ops entry \(index) has an invalid nsInfo index")
        }
        let namespace = namespaces[Int(position)]
        var fields: [(String, BSONValue)] = [(name, .string(namespace.collection))]
        func field(_ key: String, from source: String? = nil) {
            if let value = operation[source ?? key] { fields.append((key, value)) }
        }
        switch kind {
        case .insert:
            guard let document = operation["document"] else { throw missing("document", in: index) }
            fields.append(("documents", .array([document])))
        case .update:
            guard let filter = operation["filter"] else { throw missing("filter", in: index) }
            guard let mods = operation["updateMods"] else { throw missing("updateMods", in: index) }
            var statement: [(String, BSONValue)] = [("q", filter), ("u", mods)]
            for key in ["multi", "upsert", "arrayFilters", "hint", "collation"] {
                if let value = operation[key] { statement.append((key, value)) }
            }
            fields.append(("updates", .array([.document(Document(statement))])))
        case .delete:
            guard let filter = operation["filter"] else { throw missing("filter", in: index) }
            var statement: [(String, BSONValue)] = [("q", filter), ("limit", .int32(operation["multi"]?.boolValue == true ? 0 : 1))]
            for key in ["hint", "collation"] {
                if let value = operation[key] { statement.append((key, value)) }
            }
            fields.append(("deletes", .array([.document(Document(statement))])))
        }
        for key in ["let", "bypassDocumentValidation", "lsid", "txnNumber"] where arguments.command[key] != nil {
            fields.append((key, arguments.command[key]!))
        }
        if arguments.command["txnNumber"] != nil { fields.append(("stmtIds", .array([.int32(Int32(index))]))) }
        fields.append(("$db", .string(namespace.database)))
        return (kind, Document(fields))
    }

    private static func missing(_ field: String, in index: Int) -> DocStreamError {
        DocStreamError(.idlFailedToParse, "BSON field 'bulkWrite.ops.\(field)' is missing but a required field", location: "ops[\(index)]")
    }

    /// The batch entry of one operation, from the reply of the command that ran it, counted.
    private static func result(of reply: Document, kind: Kind, index: Int, counts: inout Counts) -> Document {
        let n = reply["n"]?.integerValue.map { Int32(truncatingIfNeeded: $0) } ?? 0
        if reply["ok"] == .double(0) || reply["writeErrors"] != nil {
            counts.errors += 1
            var failure: [(String, BSONValue)] = [("ok", .double(0)), ("idx", .int32(Int32(index)))]
            if reply["ok"] == .double(0) {
                for key in ["code", "codeName", "errmsg", "errInfo"] { if let value = reply[key] { failure.append((key, value)) } }
            } else if let error = reply["writeErrors"]?.arrayValue?.first?.documentValue {
                failure += error.elements.filter { $0.key != "index" }.map { ($0.key, $0.value) }
            }
            failure.append(("n", .int32(0)))
            if kind == .update { failure.append(("nModified", .int32(0))) }
            return Document(failure)
        }
        var success: [(String, BSONValue)] = [("ok", .double(1)), ("idx", .int32(Int32(index)))]
        switch kind {
        case .insert:
            counts.inserted += n
            success.append(("n", .int32(n)))
        case .update:
            let modified = reply["nModified"]?.integerValue.map { Int32(truncatingIfNeeded: $0) } ?? 0
            let upsertedID = reply["upserted"]?.arrayValue?.first?.documentValue?["_id"]
            counts.matched += upsertedID == nil ? n : 0
            counts.modified += modified
            success += [("n", .int32(n)), ("nModified", .int32(modified))]
            if let upsertedID {
                counts.upserted += 1
                success.append(("upserted", .document(["_id": upsertedID])))
            }
        case .delete:
            counts.deleted += n
            success.append(("n", .int32(n)))
        }
        return Document(success)
    }
}
