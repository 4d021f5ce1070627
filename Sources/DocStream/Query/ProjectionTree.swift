import DocStreamBSON

/// One level of a parsed projection: the fields it names, in the order the projection names
/// them, each once. Dotted paths become nested nodes, so `{"a.b": 1, "a.c": 1}` and
/// `{a: {b: 1, c: 1}}` parse alike (query/projection_ast.h ProjectionPathASTNode).
struct ProjectionNode: Sendable {
    private(set) var children: [(name: String, child: ProjectionChild)] = []

    func child(named name: String) -> ProjectionChild? {
        children.first { $0.name == name }?.child
    }

    /// Whether a computed field ($literal and other values, $elemMatch) lies at or below here.
    var containsComputed: Bool {
        children.contains { entry in
            switch entry.child {
            case .computed: true
            case .node(let node): node.containsComputed
            default: false
            }
        }
    }

    /// Adds `child` at `path`, creating the nodes along it, with MongoDB's collision errors
    /// (projection_parser.cpp addNodeAtPath): the path itself already taken is 31250; a leaf
    /// where the path needs a node is 31249. `path` is relative to this node, as in messages.
    mutating func add(_ child: ProjectionChild, at path: FieldPath) throws(DocStreamError) {
        try add(child, at: path.components[...], fullPath: path)
    }

    private mutating func add(_ child: ProjectionChild, at path: ArraySlice<String>, fullPath: FieldPath) throws(DocStreamError) {
        let name = path.first!
        let existing = children.firstIndex { $0.name == name }
        guard path.count > 1 else {
            guard existing == nil else {
                throw DocStreamError(.location(31250), "Path collision at \(fullPath)")
            }
            children.append((name, child))
            return
        }
        guard let existing else {
            var node = ProjectionNode()
            try node.add(child, at: path.dropFirst(), fullPath: fullPath)
            children.append((name, .node(node)))
            return
        }
        guard case .node(var node) = children[existing].child else {
            let remaining = FieldPath(components: Array(fullPath.components.dropFirst()))
            throw DocStreamError(.location(31249), "Path collision at \(fullPath) remaining portion \(remaining)")
        }
        try node.add(child, at: path.dropFirst(), fullPath: fullPath)
        children[existing].child = .node(node)
    }

    /// The node at `path` when there is one (projection_parser.cpp findLastInnerNodeOnPath).
    func node(at path: ArraySlice<String>) -> ProjectionNode? {
        guard let name = path.first, case .node(let node)? = child(named: name) else { return nil }
        return path.count == 1 ? node : node.node(at: path.dropFirst())
    }

    /// Replaces the node at `path`, which must exist.
    mutating func replaceNode(at path: ArraySlice<String>, with replacement: ProjectionNode) {
        let index = children.firstIndex { $0.name == path.first! }!
        guard path.count > 1, case .node(var node) = children[index].child else {
            children[index].child = .node(replacement)
            return
        }
        node.replaceNode(at: path.dropFirst(), with: replacement)
        children[index].child = .node(node)
    }

    mutating func removeChild(named name: String) {
        children.removeAll { $0.name == name }
    }
}

/// What a projection says about one field.
enum ProjectionChild: Sendable {
    /// `1` / `true`: keep the field.
    case include
    /// `0` / `false`: drop the field.
    case exclude
    /// `"a.$"`: keep the field, then cut its array to the element the filter matched.
    case positional
    /// find's `$slice`: keep the field, then cut its array (`skip` nil for the one-number form).
    case slice(skip: Int?, limit: Int)
    /// A field whose value the projection computes.
    case computed(ProjectionExpression)
    /// Fields below this one.
    case node(ProjectionNode)
}

/// The values a find projection computes.
enum ProjectionExpression: Sendable {
    /// An aggregation expression (MongoDB 4.4+): `{total: {$add: ["$a", "$b"]}}`, `"$a.b"`,
    /// literals such as `"x"` or `{$literal: 1}`.
    case expression(AggregationExpression)
    /// `{field: {$elemMatch: condition}}` at the top level: the array's first element matching
    /// the condition, or no field when none does. The filter is `{field: {$elemMatch: ...}}`.
    case elemMatch(QueryFilter, field: String)

    /// The value for the document in `scope.root` (the whole input document); nil for no field.
    func evaluate(in scope: ExpressionVariables) throws(DocStreamError) -> BSONValue? {
        switch self {
        case .expression(let expression):
            return try expression.evaluate(scope.root, variables: scope)
        case .elemMatch(let filter, let field):
            let document = scope.root
            guard let position = try filter.match(document)?.arrayPosition, case .array(let elements)? = document[field],
                elements.indices.contains(position)
            else { return nil }
            return .array([elements[position]])
        }
    }
}
