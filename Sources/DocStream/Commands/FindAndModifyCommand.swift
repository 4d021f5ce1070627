import DocStreamBSON

/// `{findAndModify: "coll", query, sort, update (a document or a pipeline) | remove, new, fields, upsert, arrayFilters}` ->
/// `{lastErrorObject: {n, updatedExisting, upserted}, value, ok}`.
enum FindAndModifyCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["query", "sort", "update", "remove", "new", "fields", "upsert", "arrayFilters", "let"])
        let letValues = try arguments.letValues()
        let variables = ExpressionVariables(letValues: letValues)
        let filter = try arguments.document("query") ?? [:]
        let sort = try arguments.document("sort").flatMap { (sort) throws(DocStreamError) in sort.isEmpty ? nil : try SortSpecification(sort) }
        let projection = try arguments.document("fields").flatMap { (fields) throws(DocStreamError) in
            fields.isEmpty ? nil : try Projection(fields, variables: variables)
        }
        let remove = try arguments.bool("remove") ?? false
        let returnNew = try arguments.bool("new") ?? false
        let upsert = try arguments.bool("upsert") ?? false
        let update = arguments.command["update"]
        let hint = try IndexHint(arguments.command["hint"])
        let collection = try context.collection()
        return try RetryableCommand.run(context) { (retryable) throws(DocStreamError) -> Document in
            // A retry of the statement that ran returns its reply again.
            if let executed = retryable?.executed(0) { return okReply(executed) }
            return try run(
                arguments, collection: collection, retryable: retryable, letValues: letValues, variables: variables, filter: filter, sort: sort,
                projection: projection, remove: remove, returnNew: returnNew, upsert: upsert, update: update, hint: hint)
        }
    }

    /// The command, parsed, run once: its reply's fields.
    private static func run(
        _ arguments: CommandArguments, collection: CollectionOperations, retryable: RetryableCommand?, letValues: Document,
        variables: ExpressionVariables?, filter: Document, sort: SortSpecification?, projection: Projection?, remove: Bool, returnNew: Bool,
        upsert: Bool, update: BSONValue?, hint: IndexHint?
    ) throws(DocStreamError) -> Document {
        if remove {
            guard update == nil else { throw .failedToParse("Cannot specify both an update and remove=true") }
            guard !upsert else { throw .failedToParse("Cannot specify both upsert=true and remove=true") }
            guard !returnNew else {
                throw .failedToParse("Cannot specify both new=true and remove=true; 'remove' always returns the deleted document")
            }
            let removal = { (deleted: Document?) throws(DocStreamError) -> Document in
                let query = try QueryFilter(filter, variables: variables)
                let match = projection == nil ? nil : try deleted.flatMap(query.near(try collection.nearSearch(query)).match)
                return try reply(lastError: ["n": .int32(deleted == nil ? 0 : 1)], value: deleted, projection: projection, match: match)
            }
            let deleted = try collection.deleteOne(
                filter: filter, sort: sort, variables: variables, hint: hint, retryable: retryable?.statement(0) { try? removal($0) })
            return okReply(try removal(deleted))
        }
        guard update != nil else { throw .failedToParse("Either an update or remove=true must be specified") }
        let specification = try arguments.updateSpecification(
            "update", arrayFilters: try arguments.documents("arrayFilters"), constants: nil, variables: letValues)
        let statement = try UpdateStatement(filter: filter, update: specification, upsert: upsert, variables: variables, hint: hint)
        let updated = { (outcome: UpdateOutcome, before: Document?, after: Document?) throws(DocStreamError) -> Document in
            var lastError: Document = [
                "n": .int32(outcome.matchedCount > 0 || outcome.upsertedID != nil ? 1 : 0), "updatedExisting": .bool(outcome.matchedCount > 0),
            ]
            if let id = outcome.upsertedID { lastError["upserted"] = id }
            // A positional projection takes the array position the query matched in the document
            // found (the inserted one for an upsert).
            let match = try (before ?? after).flatMap { (document) throws(DocStreamError) in try statement.bound(in: collection).query.match(document) }
            return try reply(lastError: lastError, value: returnNew ? after : before, projection: projection, match: match)
        }
        let (outcome, before, after) = try collection.updateReturningDocuments(
            statement, sort: sort, bypassDocumentValidation: try arguments.bool("bypassDocumentValidation") ?? false,
            retryable: retryable?.statement(0) { try? updated($0.outcome, $0.before, $0.after) })
        return okReply(try updated(outcome, before, after))
    }

    /// The reply's fields: `{lastErrorObject, value}`, what a retry returns again.
    private static func reply(lastError: Document, value: Document?, projection: Projection?, match: QueryMatch?) throws(DocStreamError) -> Document {
        var projected = value
        if let projection, let document = value {
            projected = try projection.apply(to: document, match: match)
        }
        return ["lastErrorObject": .document(lastError), "value": projected.map(BSONValue.document) ?? .null]
    }
}
