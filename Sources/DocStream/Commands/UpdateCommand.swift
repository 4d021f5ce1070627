import DocStreamBSON

/// `{update: "coll", updates: [{q, u, upsert, multi, arrayFilters}], ordered}` ->
/// `{n, nModified, upserted: [{index, _id}], writeErrors, ok}`.
enum UpdateCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["updates", "ordered"])
        let collection = try context.collection()
        let ordered = try arguments.bool("ordered") ?? true
        var matched = 0
        var modified = 0
        var upserted: [BSONValue] = []
        var writeErrors: [(index: Int, error: DocStreamError)] = []
        for (index, statement) in (try arguments.documents("updates") ?? []).enumerated() {
            do throws(DocStreamError) {
                let outcome = try collection.update(try parse(statement, index: index))
                matched += outcome.matchedCount
                modified += outcome.modifiedCount
                if let id = outcome.upsertedID {
                    upserted.append(.document(["index": .int32(Int32(index)), "_id": id]))
                }
            } catch {
                writeErrors.append((index, error))
                if ordered { break }
            }
        }
        var reply: Document = ["n": .int32(Int32(matched + upserted.count)), "nModified": .int32(Int32(modified))]
        if !upserted.isEmpty { reply["upserted"] = .array(upserted) }
        if !writeErrors.isEmpty { reply["writeErrors"] = writeErrors.writeErrorsValue }
        return okReply(reply)
    }

    /// One element of `updates`: `{q, u, upsert, multi, arrayFilters}`.
    private static func parse(_ statement: Document, index: Int) throws(DocStreamError) -> UpdateStatement {
        let fields = CommandArguments(element: statement, name: "update.updates")
        try fields.checkFields(["q", "u", "upsert", "multi", "arrayFilters", "hint", "collation", "upsertSupplied", "sort"])
        guard let filter = try fields.document("q") else {
            throw DocStreamError(code: 40414, codeName: "Location40414", message: "BSON field 'update.updates.q' is missing but a required field")
        }
        guard let update = statement["u"] else {
            throw DocStreamError(code: 40414, codeName: "Location40414", message: "BSON field 'update.updates.u' is missing but a required field")
        }
        guard case .document(let updateDocument) = update else {
            throw fields.typeMismatch("u", update, expected: "object")
        }
        return try UpdateStatement(
            filter: filter, update: updateDocument, arrayFilters: try fields.documents("arrayFilters") ?? [],
            upsert: try fields.bool("upsert") ?? false, multi: try fields.bool("multi") ?? false)
    }
}
