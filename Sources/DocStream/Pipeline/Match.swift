import DocStreamBSON

/// `{$match: <query filter>}`: passes the documents the filter matches.
struct MatchStage: StreamingStage {
    let filter: QueryFilter

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let filter = argument.documentValue else {
            throw DocStreamError(.location(15959), "the match filter must be an expression in an object")
        }
        self.filter = try QueryFilter(filter)
        // A $match keeps its input's order, and a near condition would need the nearest first.
        if self.filter.nearQuery != nil { throw GeospatialOperators.nearNeedsOrder() }
    }

    func process(_ document: Document, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) -> Bool {
        try filter.matches(document, variables: variables) ? try downstream.accept(document) : true
    }
}
