import DocStreamBSON
import Foundation

/// `{explain: {find | count | distinct | aggregate | update | delete | findAndModify: ...},
/// verbosity}` -> `{explainVersion, queryPlanner: {namespace, parsedQuery, winningPlan, ...},
/// executionStats?, command, ok}`: which index a query would use and, with
/// `verbosity: "executionStats"`, what running it did, or for a write what it would do:
/// writes are counted, never made.
enum ExplainCommand {
    static let verbosities: Set<String> = ["queryPlanner", "executionStats", "allPlansExecution"]

    private typealias Explainer = @Sendable (CommandContext, Bool) throws(DocStreamError) -> Document

    private static let explainers: [String: Explainer] = [
        "find": explainFind, "count": explainCount, "distinct": explainDistinct, "aggregate": explainAggregate,
        "update": explainStatement("updates", stage: "UPDATE"), "delete": explainStatement("deletes", stage: "DELETE"), "findAndModify": explainFindAndModify,
        "findandmodify": explainFindAndModify,
    ]

    /// Explains without counting the indexes the explained operation would use: explain is
    /// not one of their operations (`$indexStats`).
    static func run(_ context: CommandContext) throws(DocStreamError) -> Document {
        try PlanUsage.notCounting { () throws(DocStreamError) in try explain(context) }
    }

    private static func explain(_ context: CommandContext) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["verbosity"])
        guard case .document(let inner)? = arguments.command["explain"] else {
            throw arguments.typeMismatch("explain", arguments.command["explain"] ?? .null, expected: "object")
        }
        let verbosity = try arguments.string("verbosity") ?? "allPlansExecution"
        guard verbosities.contains(verbosity) else {
            throw .badValue("verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}")
        }
        guard let name = inner.keys.first, let explainer = explainers[name] else {
            throw DocStreamError(.commandNotFound, "Explain failed due to unknown command: \(inner.keys.first ?? "")")
        }
        var innerArguments = CommandArguments(command: inner, name: name)
        innerArguments.appliesCollation = CommandTable.commands[name]?.appliesCollation ?? false
        let innerContext = CommandContext(session: context.session, arguments: innerArguments, database: context.database)
        // The plan is the one the command would run, under its collation.
        let collator = innerArguments.appliesCollation ? try innerContext.collator(of: innerArguments) : nil
        var reply: Document = ["explainVersion": "1"]
        let explanation = try Collator.applying(collator) { () throws(DocStreamError) in try explainer(innerContext, verbosity != "queryPlanner") }
        for (key, value) in explanation { reply[key] = value }
        var command = inner
        command["$db"] = .string(context.database)
        reply["command"] = .document(command)
        return okReply(reply)
    }

    /// The query's plan, and when executing, what running it returned and did; "queryPlanner"
    /// verbosity never reads the documents.
    private static func planOrRun(_ query: FindQuery, on collection: CollectionOperations, executing: Bool) throws(DocStreamError)
        -> (matches: [(document: Document, match: QueryMatch)], plan: QueryPlan, statistics: ScanStatistics)
    {
        if executing { return try collection.scan(query) }
        return ([], try collection.plan(query.shape), ScanStatistics())
    }

    /// `{queryPlanner, executionStats?}` for a read; `executed` holds what running it returned,
    /// when it began and the work it did.
    private static func reply(
        _ collection: CollectionOperations, _ shape: QueryShape, _ winningPlan: Document, executed: (returned: Int, start: Date, statistics: ScanStatistics)?
    ) -> Document {
        var reply: Document = [
            "queryPlanner": .document(QueryExplanation.queryPlanner(namespace: collection.namespace, predicates: shape.predicates, winningPlan: winningPlan))
        ]
        if let executed {
            reply["executionStats"] = .document(
                QueryExplanation.executionStats(
                    returned: executed.returned, milliseconds: Int(Date().timeIntervalSince(executed.start) * 1000), statistics: executed.statistics,
                    stages: winningPlan))
        }
        return reply
    }

    private static func explainFind(_ context: CommandContext, _ executing: Bool) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        let query = try FindCommand.query(arguments)
        let collection = try context.collection()
        let start = Date()
        let (matches, plan, statistics) = try planOrRun(query, on: collection, executing: executing)
        let winningPlan = QueryExplanation.findPlan(query, sort: try arguments.document("sort"), projection: try arguments.document("projection"), plan: plan)
        return reply(collection, query.shape, winningPlan, executed: executing ? (matches.count, start, statistics) : nil)
    }

    private static func explainCount(_ context: CommandContext, _ executing: Bool) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["query", "skip", "limit", "fields"])
        let filter = try arguments.document("query") ?? [:]
        let hint = try IndexHint(arguments.command["hint"])
        let query = try FindQuery(filter: filter, skip: try arguments.integer("skip") ?? 0, limit: try arguments.integer("limit") ?? 0, hint: hint)
        let collection = try context.collection()
        let start = Date()
        let (matches, plan, statistics) = try planOrRun(query, on: collection, executing: executing)
        let winningPlan: Document =
            filter.isEmpty && hint == nil
            ? ["stage": "RECORD_STORE_FAST_COUNT"]
            : ["stage": "COUNT", "inputStage": .document(QueryExplanation.accessStage(plan, predicates: query.shape.predicates))]
        return reply(collection, query.shape, winningPlan, executed: executing ? (matches.count, start, statistics) : nil)
    }

    private static func explainDistinct(_ context: CommandContext, _ executing: Bool) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["key", "query"])
        guard let key = try arguments.string("key") else { throw arguments.missingField("key") }
        let query = try FindQuery(filter: try arguments.document("query") ?? [:], hint: try IndexHint(arguments.command["hint"]))
        let collection = try context.collection()
        let start = Date()
        let (_, plan, statistics) = try planOrRun(query, on: collection, executing: executing)
        let winningPlan: Document = [
            "stage": "PROJECTION_SIMPLE", "transformBy": ["_id": .int32(0), key: .int32(1)],
            "inputStage": .document(QueryExplanation.accessStage(plan, predicates: query.shape.predicates)),
        ]
        let returned = executing ? try collection.distinct(key: key, filter: try arguments.document("query") ?? [:]).count : 0
        return reply(collection, query.shape, winningPlan, executed: executing ? (returned, start, statistics) : nil)
    }

    /// What running an explained write would do, counted without writing.
    private struct WriteExecution {
        /// 1 for a write of the first match (in sort order), 0 for every match.
        var limit: Int
        /// The update; nil for a delete.
        var update: UpdateSpecification?
        var upsert = false
        /// Whether the stage returns the document it would change (findAndModify), which its
        /// `nReturned` counts.
        var returnsDocument = false
        /// The command's `let` values, for the filter's `$expr`.
        var variables: ExpressionVariables?
    }

    /// The plan of a write's query over the collection as it is now, under `stage` (UPDATE,
    /// DELETE), and with `execution` its executionStats: the documents the query takes and,
    /// in the stage, what the write would do to them (plan_explainer_impl.cpp: `nMatched`,
    /// `nWouldModify` and `nWouldUpsert` for UPDATE, `nWouldDelete` for DELETE). Nothing is
    /// written.
    private static func writeExplanation(
        _ context: CommandContext, stage: String, filter: Document, sort sortDocument: Document?, hint: IndexHint?, execution: WriteExecution?
    ) throws(DocStreamError) -> Document {
        let sort = try sortDocument.flatMap { (sort) throws(DocStreamError) in sort.isEmpty ? nil : try SortSpecification(sort) }
        let collection = try context.collection()
        let shape = QueryShape(filter: filter, sort: sort, hint: hint)
        let plan = try collection.plan(shape)
        var access = QueryExplanation.accessStage(plan, predicates: shape.predicates)
        if let sortDocument, sort != nil, !plan.providesSort {
            access = ["stage": "SORT", "sortPattern": .document(sortDocument), "type": "simple", "inputStage": .document(access)]
        }
        let winningPlan: Document = ["stage": .string(stage), "inputStage": .document(access)]
        var reply: Document = [
            "queryPlanner": .document(QueryExplanation.queryPlanner(namespace: collection.namespace, predicates: shape.predicates, winningPlan: winningPlan))
        ]
        guard let execution else { return reply }
        let start = Date()
        let query = try FindQuery(filter: filter, sort: sort == nil ? nil : sortDocument, limit: execution.limit, variables: execution.variables, hint: hint)
        let (matches, _, statistics) = try collection.scan(query)
        // `nReturned` (set by executionStats) follows the stage's name, as MongoDB prints it.
        var stages: Document = ["stage": .string(stage), "nReturned": .int32(0)]
        if let update = execution.update {
            let now = CollectionOperations.now()
            var modified = 0
            for (document, match) in matches where try update.apply(to: document, matchedArrayPosition: match.arrayPosition, now: now) != document {
                modified += 1
            }
            stages["nMatched"] = .int64(Int64(matches.count))
            stages["nWouldModify"] = .int64(Int64(modified))
            stages["nWouldUpsert"] = .int64(matches.isEmpty && execution.upsert ? 1 : 0)
        } else {
            stages["nWouldDelete"] = .int64(Int64(matches.count))
        }
        stages["inputStage"] = .document(access)
        reply["executionStats"] = .document(
            QueryExplanation.executionStats(
                returned: execution.returnsDocument ? matches.count : 0, milliseconds: Int(Date().timeIntervalSince(start) * 1000),
                statistics: statistics, stages: stages))
        return reply
    }

    /// The one statement of an explained update or delete (MongoDB explains batches of one).
    private static func singleStatement(_ arguments: CommandArguments, _ key: String) throws(DocStreamError) -> Document {
        let statements = try arguments.writeBatch(key)
        guard statements.count == 1 else {
            throw DocStreamError(.invalidLength, "explained write batches must be of size 1")
        }
        return statements[0]
    }

    /// An update's or delete's one statement: its `q` (with its `sort` and `hint`) planned
    /// under `stage`, and when executing, what it would change.
    private static func explainStatement(_ batchKey: String, stage: String) -> Explainer {
        { (context, executing) throws(DocStreamError) in
            try context.arguments.checkFields([batchKey, "ordered", "let"])
            let statement = try singleStatement(context.arguments, batchKey)
            let fields = CommandArguments(element: statement, name: "\(context.arguments.name).\(batchKey)")
            guard let filter = try fields.document("q") else { throw fields.missingField("q") }
            // Planned under the statement's collation, as it runs.
            return try Collator.applying(try context.collator(of: fields)) { () throws(DocStreamError) in
                var execution: WriteExecution?
                if executing {
                    let variables = try context.arguments.letVariables()
                    if stage == "UPDATE" {
                        let update = try fields.updateSpecification(
                            "u", arrayFilters: try fields.documents("arrayFilters"), constants: try fields.document("c"),
                            variables: try context.arguments.letValues())
                        execution = WriteExecution(
                            limit: try fields.bool("multi") == true ? 0 : 1, update: update, upsert: try fields.bool("upsert") ?? false, variables: variables)
                    } else {
                        execution = WriteExecution(limit: try fields.integer("limit") == 1 ? 1 : 0, variables: variables)
                    }
                }
                return try writeExplanation(
                    context, stage: stage, filter: filter, sort: try fields.document("sort"), hint: try IndexHint(statement["hint"]), execution: execution)
            }
        }
    }

    private static func explainFindAndModify(_ context: CommandContext, _ executing: Bool) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["query", "sort", "update", "remove", "new", "fields", "upsert", "arrayFilters", "let"])
        let remove = try arguments.bool("remove") == true
        var execution: WriteExecution?
        if executing {
            let update =
                remove
                ? nil
                : try arguments.updateSpecification(
                    "update", arrayFilters: try arguments.documents("arrayFilters"), constants: nil, variables: try arguments.letValues())
            execution = WriteExecution(
                limit: 1, update: update, upsert: try arguments.bool("upsert") ?? false, returnsDocument: true, variables: try arguments.letVariables())
        }
        return try writeExplanation(
            context, stage: remove ? "DELETE" : "UPDATE", filter: try arguments.document("query") ?? [:], sort: try arguments.document("sort"),
            hint: try IndexHint(arguments.command["hint"]), execution: execution)
    }

    private static func explainAggregate(_ context: CommandContext, _ executing: Bool) throws(DocStreamError) -> Document {
        let arguments = context.arguments
        try arguments.checkFields(["pipeline", "cursor", "explain"])
        guard let stages = try arguments.documents("pipeline") else { throw arguments.missingField("pipeline") }
        return try AggregateExplanation.explain(Pipeline(stages), context: context, hint: try IndexHint(arguments.command["hint"]))
    }
}

/// An aggregation's explain: the `$cursor` stage (the leading `$match` and `$sort` the query
/// layer answers) and the stages after it; a pipeline answered whole by the query layer
/// reports its `queryPlanner` at the top, as MongoDB does.
enum AggregateExplanation {
    static func explain(_ pipeline: Pipeline, context: CommandContext, hint: IndexHint?) throws(DocStreamError) -> Document {
        let collection = try context.collection()
        if let geoNear = pipeline.stages.first?.stage as? GeoNearStage, let find = try geoNear.find(in: collection, variables: ExpressionVariables()) {
            // $geoNear runs as a find of its own: MongoDB's $geoNearCursor.
            let plan = try collection.plan(find.shape)
            let queryPlanner = QueryExplanation.queryPlanner(
                namespace: collection.namespace, predicates: find.shape.predicates,
                winningPlan: QueryExplanation.findPlan(find, sort: nil, projection: nil, plan: plan))
            let rest = pipeline.explanation.dropFirst()
            return ["stages": .array([.document(["$geoNearCursor": ["queryPlanner": .document(queryPlanner)]])] + rest.map(BSONValue.document))]
        }
        let pushdown = PipelinePushdown(pipeline, hint: hint)
        let plan = try collection.plan(pushdown.shape)
        var winningPlan = QueryExplanation.accessStage(plan, predicates: pushdown.shape.predicates)
        if let sort = pushdown.sort, !plan.providesSort {
            var sortStage: Document = ["stage": "SORT", "sortPattern": .document(sort.sortKey), "memLimit": .int64(104_857_600)]
            if let limit = sort.limit { sortStage["limitAmount"] = .int64(limit) }
            sortStage["type"] = "simple"
            sortStage["inputStage"] = .document(winningPlan)
            winningPlan = sortStage
        } else if let limit = pushdown.sort?.limit {
            winningPlan = ["stage": "LIMIT", "limitAmount": .int64(limit), "inputStage": .document(winningPlan)]
        }
        let queryPlanner = QueryExplanation.queryPlanner(namespace: collection.namespace, predicates: pushdown.shape.predicates, winningPlan: winningPlan)
        let rest = pipeline.explanation.dropFirst(pushdown.pushedStages)
        guard !rest.isEmpty else { return ["queryPlanner": .document(queryPlanner)] }
        let cursor: Document = ["$cursor": ["queryPlanner": .document(queryPlanner)]]
        return ["stages": .array([.document(cursor)] + rest.map(BSONValue.document))]
    }
}
