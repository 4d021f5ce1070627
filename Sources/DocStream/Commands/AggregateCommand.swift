import DocStreamBSON

/// `{aggregate: "coll", pipeline: [...], cursor: {batchSize}}` -> `{cursor: {firstBatch, id, ns}, ok}`.
enum AggregateCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["pipeline", "cursor", "explain"])
        guard let stages = try arguments.documents("pipeline") else {
            throw DocStreamError(code: 40414, codeName: "Location40414", message: "BSON field 'aggregate.pipeline' is missing but a required field")
        }
        guard let cursor = try arguments.document("cursor") else {
            throw .failedToParse("The 'cursor' option is required, except for aggregate with the explain argument")
        }
        let cursorArguments = CommandArguments(element: cursor, name: "aggregate.cursor")
        try cursorArguments.checkFields(["batchSize"])
        let results = try context.collection().aggregate(
            Pipeline(stages), bypassDocumentValidation: try arguments.bool("bypassDocumentValidation") ?? false)
        return try CursorReply.first(results, context: context, batchSize: try FindCommand.batchSize(cursorArguments))
    }
}
