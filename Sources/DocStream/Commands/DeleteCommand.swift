import DocStreamBSON

/// `{delete: "coll", deletes: [{q, limit, hint, collation}], ordered, let}` -> `{n, writeErrors, ok}`.
enum DeleteCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["deletes", "ordered", "let"])
        let variables = try arguments.letVariables()
        // The whole batch parses first, as MongoDB's IDL does (a missing field or a limit other
        // than 0 or 1 fails the command and deletes nothing); query errors are per statement.
        let statements = try arguments.writeBatch("deletes").map {
            (statement) throws(DocStreamError) -> (filter: Document, limit: Int, hint: IndexHint?, fields: CommandArguments) in
            let fields = CommandArguments(element: statement, name: "delete.deletes")
            try fields.checkFields(["q", "limit", "hint", "collation"])
            guard let filter = try fields.document("q") else { throw fields.missingField("q") }
            guard let limit = try fields.integer("limit") else { throw fields.missingField("limit") }
            try CollectionOperations.checkDeleteLimit(limit)
            return (filter, limit, try IndexHint(statement["hint"]), fields)
        }
        let collection = try context.collection()
        let ordered = try arguments.bool("ordered") ?? true
        return try RetryableCommand.run(context) { (retryable) throws(DocStreamError) -> Document in
            var deleted = 0
            var writeErrors: [(index: Int, error: DocStreamError)] = []
            for (index, statement) in statements.enumerated() {
                // A statement a retry already ran counts what it deleted then.
                if case .int32(let count)? = retryable?.executed(index)?["n"] {
                    deleted += Int(count)
                    continue
                }
                do throws(DocStreamError) {
                    // A statement's collation is checked when it runs: a bad one is its write error.
                    deleted += try Collator.applying(try context.collator(of: statement.fields)) { () throws(DocStreamError) in
                        try collection.delete(
                            filter: statement.filter, limit: statement.limit, variables: variables, hint: statement.hint,
                            retryable: retryable?.statement(index) { count in ["n": .int32(Int32(count))] })
                    }
                } catch {
                    try writeErrors.append(error, at: index)
                    if ordered { break }
                }
            }
            var reply: Document = ["n": .int32(Int32(deleted))]
            if !writeErrors.isEmpty { reply["writeErrors"] = writeErrors.writeErrorsValue }
            return okReply(reply)
        }
    }
}
