import DocStreamBSON

/// `{$addFields: {field: <expression>, ...}}` and its alias `$set`: every other field stays.
struct AddFieldsStage: StreamingStage, PrecomputableStage {
    private let tree: FieldTree
    /// The tree's one-pass form, when it has one.
    private var flat: FlatFields?

    init(_ argument: BSONValue, stageName: String) throws(DocStreamError) {
        guard let specification = argument.documentValue else {
            throw DocStreamError(.location(40272), "\(stageName) specification stage must be an object, got \(argument.type.alias)")
        }
        var tree = FieldTree()
        var paths: [String] = []
        try Self.parse(specification, below: [], into: &tree, paths: &paths)
        self.tree = tree
        flat = FlatFields(tree.fields)
        try Self.checkConflicts(paths, in: specification)
    }

    /// A document value without a leading `$` operator nests fields (`{specs: {fuel: 1}}` is
    /// `{"specs.fuel": 1}`); anything else is an expression. Every field goes into `tree` at its
    /// full path, so the two forms combine.
    private static func parse(
        _ specification: Document, below parent: [String], into tree: inout FieldTree, paths: inout [String]
    ) throws(DocStreamError) {
        for (key, value) in specification {
            let path = try FieldPath(key).components
            for component in path { try FieldPathExpression.validateFieldName(component) }
            if case .document(let nested) = value, !nested.isEmpty, !(nested.keys.first?.hasPrefix("$") ?? false) {
                try parse(nested, below: parent + path, into: &tree, paths: &paths)
            } else {
                paths.append((parent + path).joined(separator: "."))
                tree.insert(.computed(try AggregationExpression(value)), at: (parent + path)[...])
            }
        }
    }

    /// ProjectionSpecValidator (parsed_aggregation_projection.cpp): no path may be named twice
    /// or lie below another (40176).
    private static func checkConflicts(_ paths: [String], in specification: Document) throws(DocStreamError) {
        for (index, path) in paths.enumerated() {
            for earlier in paths[..<index] where earlier == path || path.hasPrefix(earlier + ".") || earlier.hasPrefix(path + ".") {
                throw DocStreamError(
                    .location(40176),
                    "specification contains two conflicting paths. Cannot specify both '\(path)' and '\(earlier)': \(specification.extendedJSON(.relaxed))")
            }
        }
    }

    var flatFields: FlatFields? { flat }

    func precomputing(_ values: ComputedFieldValues) -> AddFieldsStage {
        var copy = self
        copy.flat = flat?.precomputing(values)
        return copy
    }

    func process(_ document: Document, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) -> Bool {
        if let flat { return try adding(to: document, flat: flat, variables: variables, into: downstream) }
        return try downstream.accept(tree.adding(to: document, variables: variables.rooted(at: document)))
    }

    /// The output for `document`, in one pass.
    private func adding(to document: Document, flat: FlatFields, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError)
        -> Bool
    {
        try downstream.accept(flat.adding(to: document, variables: variables.rooted(at: document)))
    }

    /// Over the collection the stage was prepared over, a document whose new values all lie in
    /// the columns' tables takes them from there. The one-pass form is taken once for the run
    /// of positions (see `ProjectStage`).
    func process(positions: Range<Int>, of input: any PositionedDocuments, variables: ExpressionVariables, into downstream: any DocumentSink)
        throws(DocStreamError) -> Bool
    {
        guard let flat else { return try processEach(positions: positions, of: input, variables: variables, into: downstream) }
        guard let precomputed = flat.precomputed else {
            return try input.forEach(in: positions) { _, document throws(DocStreamError) in
                try adding(to: document(), flat: flat, variables: variables, into: downstream)
            }
        }
        return try precomputed.withElementsBySlot { (elements) throws(DocStreamError) -> Bool in
            try input.forEach(in: positions) { slot, document throws(DocStreamError) in
                let document = document()
                if let output = flat.adding(to: document, slot: slot, elements: elements) { return try downstream.accept(output) }
                return try adding(to: document, flat: flat, variables: variables, into: downstream)
            }
        }
    }
}
