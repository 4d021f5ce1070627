import DocStreamBSON

/// The part of an aggregation over a collection that the query planner answers, as MongoDB
/// pushes it into its `$cursor` stage: a leading `$match`, and a `$sort` first or right after it.
/// The `$match` stays in the pipeline (it filters the index's candidates); a `$sort` the index
/// provides is dropped, keeping a `$limit` it had absorbed.
struct PipelinePushdown: Sendable {
    let shape: QueryShape
    let filter: Document
    private let sortPosition: Int?
    private let sortStage: SortStage?

    init(_ pipeline: Pipeline, hint: IndexHint? = nil) {
        let stages = pipeline.stages
        var position = 0
        var filter: Document = [:]
        if let first = stages.first, first.stage is MatchStage, let written = first.written["$match"]?.documentValue {
            filter = written
            position = 1
        }
        if position < stages.count, let sort = stages[position].stage as? SortStage {
            sortPosition = position
            sortStage = sort
        } else {
            sortPosition = nil
            sortStage = nil
        }
        self.filter = filter
        shape = QueryShape(filter: filter, sort: sortStage?.specification, hint: hint)
    }

    /// The number of leading stages the query layer answers (for explain's `$cursor`).
    var pushedStages: Int {
        (sortPosition ?? (filter.isEmpty ? -1 : 0)) + 1
    }

    var sort: SortStage? { sortStage }

    /// The pipeline to run over the plan's documents.
    func pipeline(_ pipeline: Pipeline, under plan: QueryPlan) -> Pipeline {
        guard plan.providesSort, let sortPosition, let sortStage else { return pipeline }
        return pipeline.replacingStage(at: sortPosition, with: sortStage.limit.map { LimitStage(count: $0) })
    }
}
