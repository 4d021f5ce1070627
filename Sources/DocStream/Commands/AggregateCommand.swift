import DocStreamBSON

/// `{aggregate: "coll" | 1, pipeline: [...], cursor: {batchSize}, explain, let}` ->
/// `{cursor: {firstBatch, id, ns}, ok}`, or with `explain: true` the compiled stages.
enum AggregateCommand {
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["pipeline", "cursor", "explain", "let"])
        guard let stages = try arguments.documents("pipeline") else {
            throw DocStreamError(code: 40414, codeName: "Location40414", message: "BSON field 'aggregate.pipeline' is missing but a required field")
        }
        let pipeline = try Pipeline(stages)
        if try arguments.bool("explain") == true {
            return okReply(["explainVersion": "1", "stages": .array(pipeline.explanation.map(BSONValue.document))])
        }
        guard let cursor = try arguments.document("cursor") else {
            throw .failedToParse("The 'cursor' option is required, except for aggregate with the explain argument")
        }
        let cursorArguments = CommandArguments(element: cursor, name: "aggregate.cursor")
        try cursorArguments.checkFields(["batchSize"])
        let variables = try arguments.letVariables() ?? ExpressionVariables()
        if arguments.command["aggregate"] == .int32(1) || arguments.command["aggregate"] == .double(1) {
            return try collectionless(stages, pipeline, variables: variables, context: context)
        }
        let results = try context.collection().aggregate(pipeline, variables: variables)
        return try CursorReply.first(results, context: context, batchSize: try FindCommand.batchSize(cursorArguments))
    }

    /// `{aggregate: 1}` (db.aggregate()): a pipeline over no collection, which must begin with a
    /// stage that makes its own documents ($documents). Its results come in one batch, on the
    /// database's "$cmd.aggregate" namespace, as a cursor that is already exhausted.
    private static func collectionless(
        _ stages: [Document], _ pipeline: Pipeline, variables: ExpressionVariables, context: CommandContext
    ) throws(DocStreamError) -> Document {
        let first = stages.first?.keys.first ?? ""
        guard first == "$documents" else {
            throw DocStreamError(
                code: 73, codeName: "InvalidNamespace", message: "{aggregate: 1} is not valid for '\(first)'; a collection is required.")
        }
        let results = try pipeline.run([], context: PipelineContext(variables: variables, store: context.session.store, database: context.database))
        return CursorReply.cursor(batch: results, batchName: "firstBatch", id: 0, namespace: "\(context.database).$cmd.aggregate")
    }
}
