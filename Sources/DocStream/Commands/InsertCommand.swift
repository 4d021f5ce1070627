import DocStreamBSON

/// `{insert: "coll", documents: [...], ordered: true}` -> `{n, writeErrors?, ok}`.
enum InsertCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["documents", "ordered"])
        let documents = try arguments.writeBatch("documents")
        let ordered = try arguments.bool("ordered") ?? true
        let bypassDocumentValidation = try arguments.bool("bypassDocumentValidation") ?? false
        let collection = try context.collection()
        return try RetryableCommand.run(context) { (retryable) throws(DocStreamError) -> Document in
            guard let retryable else {
                return reply(try collection.insert(documents, ordered: ordered, bypassDocumentValidation: bypassDocumentValidation))
            }
            // A retry inserts only the documents whose statements have not run; those that ran count as inserted.
            let pending = documents.indices.filter { retryable.executed($0) == nil }
            let outcome = try collection.insert(
                pending.map { documents[$0] }, ordered: ordered, bypassDocumentValidation: bypassDocumentValidation,
                retryable: (retryable.session, pending.map(retryable.statementID)))
            var combined = WriteOutcome()
            combined.count = outcome.count + documents.count - pending.count
            combined.writeErrors = outcome.writeErrors.map { (pending[$0.index], $0.error) }
            return reply(combined)
        }
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
