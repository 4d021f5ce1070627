import DocStreamBSON

/// `{insert: "coll", documents: [...], ordered: true}` -> `{n, writeErrors?, ok}`.
enum InsertCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["documents", "ordered"])
        let documents = try arguments.writeBatch("documents")
        let outcome = try context.collection().insert(
            documents, ordered: try arguments.bool("ordered") ?? true, bypassDocumentValidation: try arguments.bool("bypassDocumentValidation") ?? false)
        var reply: Document = ["n": .int32(Int32(outcome.count))]
        if !outcome.writeErrors.isEmpty { reply["writeErrors"] = outcome.writeErrors.writeErrorsValue }
        return okReply(reply)
    }
}
