import DocStreamBSON

/// `{$group: {_id: <expression>, field: {<accumulator>: <expression>}, ...}}`: one document
/// per distinct `_id` value (compared with MongoDB equality; missing is null), with each
/// accumulator's result. MongoDB gives no output order; this emits groups in first-seen order.
struct GroupStage: PipelineStage {
    private let key: AggregationExpression
    private let accumulators: [(field: String, accumulator: Accumulator)]

    /// document_source_group.cpp / group_from_first_document parsing, with its codes.
    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let specification = argument.documentValue else {
            throw DocStreamError(code: 15947, codeName: "Location15947", message: "a group's fields must be specified in an object")
        }
        var key: AggregationExpression?
        var accumulators: [(field: String, accumulator: Accumulator)] = []
        for (field, value) in specification {
            if field == "_id" {
                key = try AggregationExpression(value)
                continue
            }
            accumulators.append((field, try AccumulatorFields.compile(field: field, value)))
        }
        guard let key else {
            throw DocStreamError(code: 15955, codeName: "Location15955", message: "a group specification must include an _id")
        }
        self.key = key
        self.accumulators = accumulators
    }

    func makeSink(feeding downstream: any DocumentSink, context: PipelineContext) -> any DocumentSink {
        GroupSink(key: key, accumulators: accumulators, variables: context.variables, downstream: downstream)
    }
}

private final class GroupSink: DocumentSink {
    let key: AggregationExpression
    let accumulators: [(field: String, accumulator: Accumulator)]
    let variables: ExpressionVariables
    let downstream: any DocumentSink
    private var groupIndex: [MongoEqualityKey: Int] = [:]
    private var groups: [(key: BSONValue, states: [any AccumulatorState])] = []

    init(key: AggregationExpression, accumulators: [(field: String, accumulator: Accumulator)], variables: ExpressionVariables, downstream: any DocumentSink) {
        self.key = key
        self.accumulators = accumulators
        self.variables = variables
        self.downstream = downstream
    }

    func accept(_ document: Document) throws(DocStreamError) -> Bool {
        let value = try key.evaluate(document, variables: variables) ?? .null
        let index: Int
        if let existing = groupIndex[MongoEqualityKey(value)] {
            index = existing
        } else {
            var states: [any AccumulatorState] = []
            for (_, accumulator) in accumulators {
                states.append(try accumulator.makeState(groupKey: value, variables: variables))
            }
            index = groups.count
            groupIndex[MongoEqualityKey(value)] = index
            groups.append((value, states))
        }
        for position in accumulators.indices {
            try groups[index].states[position].add(try accumulators[position].accumulator.argument.evaluate(document, variables: variables))
        }
        return true
    }

    func finish() throws(DocStreamError) {
        for group in groups {
            var fields: [(String, BSONValue)] = [("_id", group.key)]
            for (position, state) in group.states.enumerated() {
                fields.append((accumulators[position].field, state.result))
            }
            guard try downstream.accept(Document(fields)) else { break }
        }
        try downstream.finish()
    }
}
