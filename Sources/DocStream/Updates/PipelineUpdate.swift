import DocStreamBSON
import Synchronization

/// An aggregation pipeline as an update, `u: [{$set: {total: {$add: ["$a", "$b"]}}}, {$unset: "a"}]`
/// (MongoDB 4.2+, pipeline_executor.cpp): the document goes through the stages that reshape one
/// document, and the result replaces it, keeping its `_id` (restored when the pipeline dropped it).
/// The result may have field names with dots or a leading `$` (`$setField`, `$literal`), as
/// MongoDB 5.0+ stores them.
///
/// The stages see `$$NOW` (the command's time) and the statement's constants (`c`) and the
/// command's `let` variables as `$$name`.
struct PipelineUpdate: Sendable {
    /// DocumentSource::constraints().isAllowedWithinUpdatePipeline: each turns one document
    /// into exactly one (a `StreamingStage`), so the stages run document by document.
    static let allowedStages: Set<String> = ["$addFields", "$set", "$project", "$unset", "$replaceRoot", "$replaceWith"]

    /// The store the stages run in. None of them reads a collection, so one empty store
    /// serves every document, where a store made for each would cost more than the stages.
    private static let detachedStore = Store()

    private let pipeline: Pipeline
    private let variables: Document
    private let preparedRuns = PreparedRuns()

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
        guard let run = preparedRuns.take(now: now) ?? preparedRun(now: now) else {
            throw DocStreamError(.internalError, "an update's pipeline holds a stage that does not turn one document into one")
        }
        let transformed = try run.run(document) ?? document
        preparedRuns.putBack(run, now: now)
        return try ReplacementUpdate(transformed, allowsTopLevelDollarFields: true).apply(to: document, now: now)
    }

    /// The stages' variables: `$$NOW` and the statement's and command's constants.
    private func context(now: BSONDateTime) -> PipelineContext {
        var scope = ExpressionVariables(now: now)
        for (name, value) in variables {
            scope[name] = value
        }
        return PipelineContext(variables: scope, store: Self.detachedStore)
    }

    private func preparedRun(now: BSONDateTime) -> DocumentByDocumentRun? {
        pipeline.documentByDocument(context: context(now: now))
    }
}

/// An update's stages set up once for its command's documents and lent to one caller at a
/// time: making a run's sinks for each document cost more than running the stages on it.
/// A run that failed on a document is not given back.
private final class PreparedRuns: Sendable {
    /// The runs not lent, each with the `$$NOW` it was set up with.
    private let idle = Mutex<[(now: BSONDateTime, run: DocumentByDocumentRun)]>([])

    /// Enough for the callers that run one update's statement at the same time.
    private static let capacity = 4

    func take(now: BSONDateTime) -> DocumentByDocumentRun? {
        idle.withLock { idle in
            guard let index = idle.lastIndex(where: { $0.now == now }) else { return nil }
            return idle.remove(at: index).run
        }
    }

    func putBack(_ run: DocumentByDocumentRun, now: BSONDateTime) {
        idle.withLock { idle in
            // Runs of another time are of an earlier command that used the same update.
            idle.removeAll { $0.now != now }
            if idle.count < Self.capacity { idle.append((now, run)) }
        }
    }
}
