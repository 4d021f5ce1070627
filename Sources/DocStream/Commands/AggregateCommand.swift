import DocStreamBSON

/// `{aggregate: "coll", pipeline: [...], cursor: {batchSize}}` -> `{cursor: {firstBatch, id, ns}, ok}`.
enum AggregateCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["pipeline", "cursor", "explain"])
        guard let stages = try arguments.documents("pipeline") else {
            throw DocStreamError(code: 40414, codeName: "Location40414", message: "BSON field 'aggregate.pipeline' is missing but a required field")
        }
        let hint = try IndexHint(arguments.command["hint"])
        if try arguments.bool("explain") == true {
            let explanation = try AggregateExplanation.explain(Pipeline(stages), context: context, hint: hint)
            return okReply(Document([("explainVersion", "1")] + explanation.elements.map { ($0.key, $0.value) }))
        }
        guard let cursor = try arguments.document("cursor") else {
            throw .failedToParse("The 'cursor' option is required, except for aggregate with the explain argument")
        }
        let cursorArguments = CommandArguments(element: cursor, name: "aggregate.cursor")
        try cursorArguments.checkFields(["batchSize"])
        let results = try context.collection().aggregate(Pipeline(stages), hint: hint)
        return try CursorReply.first(results, context: context, batchSize: try FindCommand.batchSize(cursorArguments))
    }
}
