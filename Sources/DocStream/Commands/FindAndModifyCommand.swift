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
        let projection = try arguments.document("fields").flatMap { (fields) throws(DocStreamError) in fields.isEmpty ? nil : try Projection(fields, variables: variables) }
        let remove = try arguments.bool("remove") ?? false
        let returnNew = try arguments.bool("new") ?? false
        let upsert = try arguments.bool("upsert") ?? false
        let update = arguments.command["update"]
        let hint = try IndexHint(arguments.command["hint"])
        let collection = try context.collection()

        if remove {
            guard update == nil else { throw .failedToParse("Cannot specify both an update and remove=true") }
            guard !upsert else { throw .failedToParse("Cannot specify both upsert=true and remove=true") }
            guard !returnNew else {
                throw .failedToParse("Cannot specify both new=true and remove=true; 'remove' always returns the deleted document")
            }
            let deleted = try collection.deleteOne(filter: filter, sort: sort, variables: variables, hint: hint)
            let match = projection == nil ? nil : try deleted.flatMap(QueryFilter(filter, variables: variables).match)
            return try reply(lastError: ["n": .int32(deleted == nil ? 0 : 1)], value: deleted, projection: projection, match: match)
        }
        guard update != nil else { throw .failedToParse("Either an update or remove=true must be specified") }
        let specification = try arguments.updateSpecification("update", arrayFilters: try arguments.documents("arrayFilters"), constants: nil, variables: letValues)
        let statement = try UpdateStatement(filter: filter, update: specification, upsert: upsert, variables: variables, hint: hint)
        let (outcome, before, after) = try collection.updateReturningDocuments(
            statement, sort: sort, bypassDocumentValidation: try arguments.bool("bypassDocumentValidation") ?? false)
        var lastError: Document = ["n": .int32(outcome.matchedCount > 0 || outcome.upsertedID != nil ? 1 : 0), "updatedExisting": .bool(outcome.matchedCount > 0)]
        if let id = outcome.upsertedID { lastError["upserted"] = id }
        // A positional projection takes the array position the query matched in the document
        // found (the inserted one for an upsert).
        let match = try (before ?? after).flatMap { (document) throws(DocStreamError) in try statement.query.match(document) }
        return try reply(lastError: lastError, value: returnNew ? after : before, projection: projection, match: match)
    }

    private static func reply(lastError: Document, value: Document?, projection: Projection?, match: QueryMatch?) throws(DocStreamError) -> Document {
        var projected = value
        if let projection, let document = value {
            projected = try projection.apply(to: document, match: match)
        }
        return okReply(["lastErrorObject": .document(lastError), "value": projected.map(BSONValue.document) ?? .null])
    }
}
