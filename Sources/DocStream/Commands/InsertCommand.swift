import DocStreamBSON

/// `{insert: "coll", documents: [...], ordered: true}` -> `{n, writeErrors?, ok}`.
enum InsertCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["documents", "ordered"])
        let documents = try arguments.writeBatch("documents")
        let outcome = try context.collection().insert(
            documents, ordered: try arguments.bool("ordered") ?? true, bypassDocumentValidation: try arguments.bool("bypassDocumentValidation") ?? false)
        return reply(outcome)
    }

    static func reply(_ outcome: WriteOutcome) -> Document {
        guard outcome.writeErrors.isEmpty else {
            return okReply(["n": .int32(Int32(outcome.count)), "writeErrors": outcome.writeErrors.writeErrorsValue])
        }
        // Every single insert's reply: written in place.
        return okReply(fieldBytes: 7) { $0.append("n", int32: Int32(outcome.count)) }
    }
}

extension CommandSession {
    /// The insert command's reply for the documents of a batch `NDJSONReader` parsed, inserted
    /// into `collection` of the default database with the checks its reader made (made
    /// `forInsert`), where the command would build one document of them all and take it apart.
    /// Its lines that did not parse are the caller's to report.
    ///
    /// ```swift
    /// while let batch = reader.next() {
    ///     let reply = session.insert(batch, into: "drinks", ordered: false)   // {n, writeErrors?, ok}
    /// }
    /// ```
    public func insert(_ batch: NDJSONReader.Batch, into collection: String, ordered: Bool = true, bypassDocumentValidation: Bool = false) -> Document {
        do throws(DocStreamError) {
            let operations = CollectionOperations(store: store, namespace: try Namespace(database: defaultDatabase, collection: collection))
            return InsertCommand.reply(
                try operations.insert(batch.documents, ordered: ordered, bypassDocumentValidation: bypassDocumentValidation, checked: batch.insertChecks))
        } catch {
            return Self.errorReply(error)
        }
    }
}
