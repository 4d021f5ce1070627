import DocStreamBSON

/// `{$sortByCount: <expression>}`: `{$group: {_id: <expression>, count: {$sum: 1}}}` then
/// `{$sort: {count: -1}}`, as MongoDB expands it.
struct SortByCountStage: PipelineStage {
    private let group: GroupStage
    private let sort: SortStage

    /// document_source_sort_by_count.cpp createFromBson's checks.
    init(_ argument: BSONValue) throws(DocStreamError) {
        let message = "the sortByCount field must be defined as a $-prefixed path or an expression inside an object"
        switch argument {
        case .string(let path):
            guard path.hasPrefix("$") else { throw DocStreamError(.location(40148), message) }
        case .document(let expression):
            guard expression.keys.first?.hasPrefix("$") ?? false else { throw DocStreamError(.location(40147), message) }
        default:
            throw DocStreamError(.location(40149), "the sortByCount field must be specified as a string or as an object")
        }
        group = try GroupStage(.document(["_id": argument, "count": .document(["$sum": .int32(1)])]))
        sort = try SortStage(.document(["count": .int32(-1)]))
    }

    /// The group from the columns (`ColumnarScan`), with the sort that follows it; nil when
    /// the group cannot be computed from columns.
    var columnar: (group: ColumnarGroup, sort: SortSpecification)? {
        group.columnar.map { ($0, sort.specification) }
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        group.makeSink(feeding: sort.makeSink(feeding: downstream, context: context), context: context)
    }
}
