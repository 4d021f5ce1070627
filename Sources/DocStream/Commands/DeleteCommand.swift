import DocStreamBSON

/// `{delete: "coll", deletes: [{q, limit}], ordered}` -> `{n, writeErrors, ok}`.
enum DeleteCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["deletes", "ordered"])
        let collection = try context.collection()
        let ordered = try arguments.bool("ordered") ?? true
        var deleted = 0
        var writeErrors: [(index: Int, error: DocStreamError)] = []
        for (index, statement) in (try arguments.documents("deletes") ?? []).enumerated() {
            do throws(DocStreamError) {
                let fields = CommandArguments(element: statement, name: "delete.deletes")
                try fields.checkFields(["q", "limit", "hint", "collation"])
                guard let filter = try fields.document("q"), let limit = try fields.integer("limit") else {
                    throw DocStreamError(code: 40414, codeName: "Location40414", message: "BSON fields 'delete.deletes.q' and 'delete.deletes.limit' are required")
                }
                deleted += try collection.delete(filter: filter, limit: limit)
            } catch {
                writeErrors.append((index, error))
                if ordered { break }
            }
        }
        var reply: Document = ["n": .int32(Int32(deleted))]
        if !writeErrors.isEmpty { reply["writeErrors"] = writeErrors.writeErrorsValue }
        return okReply(reply)
    }
}
