import DocStreamBSON

/// `{$unset: "field"}` or `{$unset: ["a", "b.c"]}`: an exclusion `$project` of those paths.
struct UnsetStage: StreamingStage {
    private let tree: FieldTree

    init(_ argument: BSONValue) throws(DocStreamError) {
        let names: [BSONValue]
        switch argument {
        case .string: names = [argument]
        case .array(let elements): names = elements
        default:
            throw DocStreamError(.location(31002), "$unset specification must be a string or an array")
        }
        guard !names.isEmpty else {
            throw DocStreamError(.location(31119), "$unset specification must be a string or an array with at least one field")
        }
        var tree = FieldTree()
        for name in names {
            guard let text = name.stringValue else {
                throw DocStreamError(.location(31120), "$unset specification must be a string or an array containing only string values")
            }
            let path = try FieldPath(text).components
            for component in path { try FieldPathExpression.validateFieldName(component) }
            tree.insert(.excluded, at: path[...])
        }
        self.tree = tree
    }

    func process(_ document: Document, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) -> Bool {
        try downstream.accept(tree.excluding(from: document))
    }
}
