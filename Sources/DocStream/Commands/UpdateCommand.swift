import DocStreamBSON

/// `{update: "coll", updates: [{q, u, c, upsert, multi, arrayFilters, collation}], ordered, let}` ->
/// `{n, nModified, upserted: [{index, _id}], writeErrors, ok}`.
enum UpdateCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["updates", "ordered", "let"])
        let letValues = try arguments.letValues()
        // The whole batch parses first, as MongoDB's IDL does: a malformed statement fails the
        // command and nothing is written. Operator and query errors are per statement.
        let statements = try arguments.writeBatch("updates").map { (statement) throws(DocStreamError) in try Statement(statement) }
        let collection = try context.collection()
        let ordered = try arguments.bool("ordered") ?? true
        let bypassDocumentValidation = try arguments.bool("bypassDocumentValidation") ?? false
        return try RetryableCommand.run(context) { (retryable) throws(DocStreamError) -> Document in
            var matched = 0
            var modified = 0
            var upserted: [BSONValue] = []
            var writeErrors: [(index: Int, error: DocStreamError)] = []
            for (index, statement) in statements.enumerated() {
                do throws(DocStreamError) {
                    // A statement a retry already ran counts what it did then.
                    let outcome: UpdateOutcome
                    if let executed = retryable?.executed(index) {
                        outcome = UpdateOutcome(statementReply: executed)
                    } else {
                        // A statement's collation is checked when it runs: a bad one is its write error.
                        outcome = try Collator.applying(try context.collator(of: statement.fields)) { () throws(DocStreamError) in
                            try collection.updateReturningDocuments(
                                try statement.compiled(letValues: letValues), sort: try statement.sort(),
                                bypassDocumentValidation: bypassDocumentValidation,
                                retryable: retryable?.statement(index) { $0.outcome.statementReply }
                            ).outcome
                        }
                    }
                    matched += outcome.matchedCount
                    modified += outcome.modifiedCount
                    if let id = outcome.upsertedID {
                        upserted.append(.document(["index": .int32(Int32(index)), "_id": id]))
                    }
                } catch {
                    try writeErrors.append(error, at: index)
                    if ordered { break }
                }
            }
            var reply: Document = ["n": .int32(Int32(matched + upserted.count)), "nModified": .int32(Int32(modified))]
            if !upserted.isEmpty { reply["upserted"] = .array(upserted) }
            if !writeErrors.isEmpty { reply["writeErrors"] = writeErrors.writeErrorsValue }
            return okReply(reply)
        }
    }

    /// One element of `updates`, `{q, u, c, upsert, multi, arrayFilters, sort}`, with its fields
    /// checked; `u` compiles when the statement runs, so its errors are the statement's.
    private struct Statement {
        let fields: CommandArguments
        let filter: Document
        let arrayFilters: [Document]?
        let constants: Document?
        let upsert: Bool
        let multi: Bool
        /// Which document a single-document update takes when several match (MongoDB 8.0):
        /// checked with the statement, parsed again under its collation when it runs.
        private let sortDocument: Document?
        let hint: IndexHint?

        init(_ statement: Document) throws(DocStreamError) {
            fields = CommandArguments(element: statement, name: "update.updates")
            try fields.checkFields(["q", "u", "c", "upsert", "multi", "arrayFilters", "hint", "collation", "upsertSupplied", "sort"])
            guard let filter = try fields.document("q") else { throw fields.missingField("q") }
            switch statement["u"] {
            case nil: throw fields.missingField("u")
            case .document?, .array?: break
            // The command's parser refuses it, so the whole command fails.
            default: throw .failedToParse("Update argument must be either an object or an array")
            }
            self.filter = filter
            arrayFilters = try fields.documents("arrayFilters")
            constants = try fields.document("c")
            upsert = try fields.bool("upsert") ?? false
            multi = try fields.bool("multi") ?? false
            sortDocument = try fields.document("sort").flatMap { $0.isEmpty ? nil : $0 }
            guard !(multi && sortDocument != nil) else { throw .failedToParse("Cannot specify sort with multi=true") }
            hint = try IndexHint(statement["hint"])
            _ = try sort()
        }

        func sort() throws(DocStreamError) -> SortSpecification? {
            try sortDocument.map { (sort) throws(DocStreamError) in try SortSpecification(sort) }
        }

        func compiled(letValues: Document) throws(DocStreamError) -> UpdateStatement {
            let update = try fields.updateSpecification("u", arrayFilters: arrayFilters, constants: constants, variables: letValues)
            return try UpdateStatement(
                filter: filter, update: update, upsert: upsert, multi: multi,
                variables: ExpressionVariables(letValues: letValues), hint: hint)
        }
    }
}

extension UpdateOutcome {
    /// What a retryable write keeps of an update statement: `{matched, modified, upserted?}`.
    var statementReply: Document {
        var reply: Document = ["matched": .int64(Int64(matchedCount)), "modified": .int64(Int64(modifiedCount))]
        if let upsertedID { reply["upserted"] = upsertedID }
        return reply
    }

    /// The outcome `statementReply` kept.
    init(statementReply reply: Document) {
        self.init()
        matchedCount = reply["matched"]?.saturatingInteger(in: 0...Int64(Int.max)).map(Int.init) ?? 0
        modifiedCount = reply["modified"]?.saturatingInteger(in: 0...Int64(Int.max)).map(Int.init) ?? 0
        upsertedID = reply["upserted"]
    }
}
