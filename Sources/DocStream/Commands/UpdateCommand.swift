import DocStreamBSON

/// `{update: "coll", updates: [{q, u, upsert, multi, arrayFilters}], ordered}` ->
/// `{n, nModified, upserted: [{index, _id}], writeErrors, ok}`.
enum UpdateCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["updates", "ordered"])
        // The whole batch parses first, as MongoDB's IDL does: a malformed statement fails the
        // command and nothing is written. Operator and query errors are per statement.
        let statements = try arguments.writeBatch("updates").map { (statement) throws(DocStreamError) in try Statement(statement) }
        let collection = try context.collection()
        let ordered = try arguments.bool("ordered") ?? true
        var matched = 0
        var modified = 0
        var upserted: [BSONValue] = []
        var writeErrors: [(index: Int, error: DocStreamError)] = []
        for (index, statement) in statements.enumerated() {
            do throws(DocStreamError) {
                let outcome = try collection.update(try statement.compiled())
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

    /// One element of `updates`, `{q, u, upsert, multi, arrayFilters}`, with its fields checked.
    private struct Statement {
        let filter: Document
        let update: Document
        let arrayFilters: [Document]
        let upsert: Bool
        let multi: Bool
        let hint: IndexHint?

        init(_ statement: Document) throws(DocStreamError) {
            let fields = CommandArguments(element: statement, name: "update.updates")
            try fields.checkFields(["q", "u", "upsert", "multi", "arrayFilters", "hint", "collation", "upsertSupplied", "sort"])
            guard let filter = try fields.document("q") else { throw fields.missingField("q") }
            guard let update = statement["u"] else { throw fields.missingField("u") }
            guard case .document(let updateDocument) = update else {
                throw fields.typeMismatch("u", update, expected: "object")
            }
            self.filter = filter
            self.update = updateDocument
            arrayFilters = try fields.documents("arrayFilters") ?? []
            upsert = try fields.bool("upsert") ?? false
            multi = try fields.bool("multi") ?? false
            hint = try IndexHint(statement["hint"])
        }

        func compiled() throws(DocStreamError) -> UpdateStatement {
            try UpdateStatement(filter: filter, update: update, arrayFilters: arrayFilters, upsert: upsert, multi: multi, hint: hint)
        }
    }
}
