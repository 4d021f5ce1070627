import DocStreamBSON

/// `{$addFields: {field: <expression>, ...}}` and its alias `$set`: every other field stays.
struct AddFieldsStage: StreamingStage {
    private let tree: FieldTree

    init(_ argument: BSONValue, stageName: String) throws(DocStreamError) {
        guard let specification = argument.documentValue else {
            throw DocStreamError(code: 40272, codeName: "Location40272", message: "\(stageName) specification stage must be an object, got \(argument.type.alias)")
        }
        tree = try Self.parse(specification)
    }

    /// A document value without a leading `$` operator nests fields; anything else is an expression.
    private static func parse(_ specification: Document) throws(DocStreamError) -> FieldTree {
        var tree = FieldTree()
        for (key, value) in specification {
            let path = try FieldPath(key).components
            for component in path { try FieldPathExpression.validateFieldName(component) }
            if case .document(let nested) = value, !nested.isEmpty, !(nested.keys.first?.hasPrefix("$") ?? false) {
                tree.insert(.nested(try parse(nested)), at: path[...])
            } else {
                tree.insert(.computed(try AggregationExpression(value)), at: path[...])
            }
        }
        return tree
    }

    func process(_ document: Document, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) -> Bool {
        var scope = variables
        scope.root = document
        return try downstream.accept(tree.adding(to: document, variables: scope))
    }
}
