import DocStreamBSON

/// `{aggregate: "coll" | 1, pipeline: [...], cursor: {batchSize}, explain, let}` ->
/// `{cursor: {firstBatch, id, ns}, ok}`, or with `explain: true` the compiled stages.
/// A pipeline that starts with `$changeStream` opens a change stream (`ChangeStreamCommand`);
/// `aggregate: 1` runs a pipeline that needs no collection (`$documents`, a database or
/// cluster change stream).
enum AggregateCommand {
    /// What `aggregate` names: a collection, or none (`aggregate: 1`).
    enum Target: Equatable {
        case collection(String)
        case collectionless
    }

    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["pipeline", "cursor", "explain", "let"])
        let target = try target(arguments)
        guard let stages = try arguments.documents("pipeline") else {
            throw DocStreamError(.idlFailedToParse, "BSON field 'aggregate.pipeline' is missing but a required field")
        }
        let explain = try arguments.bool("explain") == true
        let hint = try IndexHint(arguments.command["hint"])
        guard let cursor = try arguments.document("cursor") ?? (explain ? [:] : nil) else {
            throw .failedToParse("The 'cursor' option is required, except for aggregate with the explain argument")
        }
        let cursorArguments = CommandArguments(element: cursor, name: "aggregate.cursor")
        try cursorArguments.checkFields(["batchSize"])
        let batchSize = try FindCommand.batchSize(cursorArguments)
        if !explain, let first = stages.first, first.count == 1, let argument = first["$changeStream"] {
            return try ChangeStreamCommand.open(context, target: target, argument: argument, stages: Array(stages.dropFirst()), batchSize: batchSize)
        }
        let pipeline = try Pipeline(stages, within: nil, input: target == .collectionless ? .collectionless : .collection)
        if explain {
            let explanation = try AggregateExplanation.explain(pipeline, context: context, hint: hint)
            return okReply(Document([("explainVersion", "1")] + explanation.elements.map { ($0.key, $0.value) }))
        }
        let variables = try arguments.letVariables() ?? ExpressionVariables()
        switch target {
        case .collection:
            let bypass = try arguments.bool("bypassDocumentValidation") ?? false
            let results: ResultStream
            if let last = stages.last?.keys.first, last == "$out" || last == "$merge" {
                // The write happens when the command runs, whatever the batch size.
                results = ResultStream(try context.collection().aggregate(pipeline, variables: variables, bypassDocumentValidation: bypass, hint: hint))
            } else {
                results = ResultStream(try context.collection().execute(pipeline, variables: variables, bypassDocumentValidation: bypass, hint: hint))
            }
            return try CursorReply.first(results, namespace: context.namespace().description, context: context, batchSize: batchSize)
        case .collectionless:
            let results = try pipeline.run([], context: PipelineContext(variables: variables, store: context.session.store, database: context.database))
            return try CursorReply.first(ResultStream(results), namespace: context.collectionlessNamespace(), context: context, batchSize: batchSize)
        }
    }

    /// A collection name, or 1 for none; anything else is 9 FailedToParse.
    private static func target(_ arguments: CommandArguments) throws(DocStreamError) -> Target {
        switch arguments.command["aggregate"] {
        case .string(let collection)?:
            return .collection(collection)
        case .int32(1)?, .int64(1)?, .double(1)?:
            return .collectionless
        default:
            throw .failedToParse("Invalid command format: the 'aggregate' field must specify a collection name or 1")
        }
    }
}
