import DocStreamBSON

/// An aggregation pipeline as an update, `u: [{$set: {total: {$add: ["$a", "$b"]}}}, {$unset: "a"}]`
/// (MongoDB 4.2+, pipeline_executor.cpp): the document goes through the stages that reshape one
/// document, and the result replaces it, keeping its `_id` (restored when the pipeline dropped it).
/// The result may have field names with dots or a leading `$` (`$setField`, `$literal`), as
/// MongoDB 5.0+ stores them.
///
/// The stages see `$$NOW` (the command's time) and the statement's constants (`c`) and the
/// command's `let` variables as `$$name`.
struct PipelineUpdate: Sendable {
    /// DocumentSource::constraints().isAllowedWithinUpdatePipeline.
    private static let allowedStages: Set<String> = ["$addFields", "$set", "$project", "$unset", "$replaceRoot", "$replaceWith"]

    /// The store the stages run in. None of them reads a collection, so one empty store
    /// serves every document, where a store made for each would cost more than the stages.
    private static let detachedStore = Store()

    private let pipeline: Pipeline
    private let variables: Document

    /// The stages parse first, as MongoDB parses the whole pipeline; then any stage an update
    /// may not use is 72 InvalidOptions. `variables` are values, not expressions: `c: {x: "$a"}`
    /// makes `$$x` the string "$a".
    init(_ stages: [Document], variables: Document) throws(DocStreamError) {
        for name in variables.keys {
            try FieldPathExpression.validateVariableName(name, forWriting: true)
        }
        pipeline = try Pipeline(stages)
        for (index, stage) in stages.enumerated() {
            guard let name = stage.keys.first, Self.allowedStages.contains(name) else {
                let name = stage.keys.first ?? ""
                throw DocStreamError(
                    .invalidOptions, "\(name) is not allowed to be used within an update", location: "stage \(index) (\(name))")
            }
        }
        self.variables = variables
    }

    /// The document after the stages, with its `_id` first and unchanged (66 ImmutableField when
    /// the pipeline set another one), as ObjectReplaceExecutor::applyReplacementUpdate stores it.
    func apply(to document: Document, now: BSONDateTime) throws(DocStreamError) -> Document {
        var scope = ExpressionVariables(now: now)
        for (name, value) in variables {
            scope[name] = value
        }
        // Every allowed stage turns one document into exactly one.
        let transformed = try pipeline.run([document], context: PipelineContext(variables: scope, store: Self.detachedStore)).first ?? document
        return try ReplacementUpdate(transformed, allowsTopLevelDollarFields: true).apply(to: document, now: now)
    }
}
