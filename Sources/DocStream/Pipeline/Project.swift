import DocStreamBSON

/// `{$project: {...}}`: inclusion (`1`/`true` and computed fields, `_id` kept unless
/// excluded) or exclusion (`0`/`false`); only `_id` may be excluded from an inclusion.
struct ProjectStage: StreamingStage, PrecomputableStage {
    private let tree: FieldTree
    /// The tree's one-pass form, when it has one.
    private var flat: FlatFields?
    private let isInclusion: Bool

    init(_ argument: BSONValue) throws(DocStreamError) {
        guard let specification = argument.documentValue else {
            throw DocStreamError(.location(15969), "$project specification must be an object")
        }
        guard !specification.isEmpty else {
            throw DocStreamError(.location(51272), "projection specification must have at least one field")
        }
        var parser = ProjectionSpecificationParser()
        var tree = FieldTree()
        try parser.parse(specification, below: [], into: &tree)
        // _id is decided last: alone, `{_id: 0}` is an exclusion and `{_id: 1}` an inclusion.
        isInclusion = parser.isInclusion ?? !parser.excludesId
        if isInclusion, !parser.mentionsId {
            // Inclusion keeps the document's field order, so where _id sits in the tree is moot.
            tree.insert(.included, at: ["_id"])
        }
        self.tree = tree
        flat = FlatFields(tree.fields)
    }

    /// The one-pass form where it builds the output (an inclusion's).
    var flatFields: FlatFields? { isInclusion ? flat : nil }

    func precomputing(_ values: ComputedFieldValues) -> ProjectStage {
        var copy = self
        copy.flat = flat?.precomputing(values)
        return copy
    }

    func process(_ document: Document, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) -> Bool {
        guard isInclusion else { return try downstream.accept(tree.excluding(from: document)) }
        if let flat { return try including(from: document, flat: flat, variables: variables, into: downstream) }
        return try downstream.accept(tree.including(from: document, variables: variables.rooted(at: document)))
    }

    /// An inclusion's output for `document`, in one pass with `flat` where it can.
    private func including(from document: Document, flat: FlatFields, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError)
        -> Bool
    {
        let scope = variables.rooted(at: document)
        if let output = try flat.including(from: document, variables: scope) { return try downstream.accept(output) }
        return try downstream.accept(tree.including(from: document, variables: scope))
    }

    /// Over the collection the stage was prepared over, an output whose values all lie in the
    /// columns' tables is built from them, from the columns alone when it keeps one field.
    /// The one-pass form is taken once for the run of positions: taken per document, its copy
    /// counted references to the stage's arrays, which every thread shares.
    func process(positions: Range<Int>, of input: any PositionedDocuments, variables: ExpressionVariables, into downstream: any DocumentSink)
        throws(DocStreamError) -> Bool
    {
        guard isInclusion, let flat else { return try processEach(positions: positions, of: input, variables: variables, into: downstream) }
        guard let precomputed = flat.precomputed else {
            return try input.forEach(in: positions) { _, document throws(DocStreamError) in
                try including(from: document(), flat: flat, variables: variables, into: downstream)
            }
        }
        return try precomputed.withElementsBySlot { (elements) throws(DocStreamError) -> Bool in
            try input.forEach(in: positions) { slot, document throws(DocStreamError) in
                if let output = flat.builtFromColumns(slot: slot, elements: elements) { return try downstream.accept(output) }
                let document = document()
                if let output = flat.including(from: document, slot: slot, elements: elements) { return try downstream.accept(output) }
                return try including(from: document, flat: flat, variables: variables, into: downstream)
            }
        }
    }
}

/// projection_parser.cpp's mode rules: the first non-_id field decides inclusion or exclusion.
private struct ProjectionSpecificationParser {
    var isInclusion: Bool?
    var mentionsId = false
    var excludesId = false
    private var namedPaths = SpecifiedPaths()

    /// Adds the specification's fields to `tree` at their full paths, so `{"b.c": 1, b: {d: 1}}`
    /// names both b.c and b.d.
    mutating func parse(_ specification: Document, below parent: [String], into tree: inout FieldTree) throws(DocStreamError) {
        for (key, value) in specification {
            let path = try FieldPath(key).components
            for component in path { try FieldPathExpression.validateFieldName(component) }
            let fullPath = (parent + path).joined(separator: ".")
            if case .document(let nested) = value, !nested.isEmpty, !(nested.keys.first?.hasPrefix("$") ?? false) {
                // A sub-projection names the paths below it.
            } else {
                try namedPaths.record(parent + path)
            }
            let isId = parent.isEmpty && key == "_id"
            if isId { mentionsId = true }
            switch value {
            case .bool, .int32, .int64, .double, .decimal128:
                let included = ProjectionParser.isTrue(value)
                if isId {
                    excludesId = !included
                } else if included {
                    guard isInclusion != false else {
                        throw DocStreamError(.location(31253), "Cannot do inclusion on field \(fullPath) in exclusion projection")
                    }
                    isInclusion = true
                } else {
                    guard isInclusion != true else {
                        throw DocStreamError(.location(31254), "Cannot do exclusion on field \(fullPath) in inclusion projection")
                    }
                    isInclusion = false
                }
                tree.insert(included ? .included : .excluded, at: (parent + path)[...])
            case .document(let nested) where nested.isEmpty:
                throw DocStreamError(.location(51270), "An empty sub-projection is not a valid value. Found empty object at path \(fullPath)")
            case .document(let nested) where !(nested.keys.first?.hasPrefix("$") ?? false):
                try parse(nested, below: parent + path, into: &tree)
            default:
                guard isInclusion != false else {
                    throw DocStreamError(.location(31252), "Cannot use expression other than $meta in exclusion projection", location: "field '\(fullPath)'")
                }
                if !isId { isInclusion = true }
                tree.insert(.computed(try AggregationExpression(value)), at: (parent + path)[...])
            }
        }
    }
}

/// The paths a `$project` specification names, for the collision errors find's projections
/// give too (projection_parser.cpp addNodeAtPath): 31250 for the same path twice or a path
/// below another one, 31249 for a path through another one.
private struct SpecifiedPaths {
    private var named = ProjectionNode()

    mutating func record(_ path: [String]) throws(DocStreamError) {
        try named.add(.include, at: FieldPath(components: path))
    }
}
