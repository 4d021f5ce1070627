import DocStreamBSON

/// A compiled operator at the end of one update path: `{$inc: {"a.b": 1}}` puts one at "a.b".
protocol UpdateLeaf: Sendable {
    /// Changes the value that exists at `target`; false when it stays exactly as it was.
    func update(_ value: inout BSONValue, at target: UpdateTarget) throws(DocStreamError) -> Bool
    /// What to do where the path does not exist yet.
    func missingPath(at target: UpdateTarget) throws(DocStreamError) -> MissingPathAction
}

/// What an operator does at a path that is not in the document.
enum MissingPathAction {
    /// Create the path, with embedded documents as needed, holding this value.
    case create(BSONValue)
    /// Nothing, but the path must be one that could be created (28 PathNotViable otherwise),
    /// as $pop, $pull and $pullAll require.
    case requireViablePath
    /// Nothing at all.
    case ignore
}

/// Compiles one `path: argument` pair of an operator (`"a.b": 1` of `{$inc: {"a.b": 1}}`)
/// into the tree. Each operator family registers its compilers in one table.
typealias UpdateCompiler = @Sendable (_ path: String, _ argument: BSONValue, _ tree: inout UpdateTreeBuilder) throws(DocStreamError) -> Void

/// The tree being compiled, and the array filters its paths may use.
struct UpdateTreeBuilder {
    var root = InternalUpdateNode()
    var filters: ArrayFilterUse

    /// Places `leaf` at `path` (UpdateObjectNode::parseAndMerge).
    mutating func place(_ leaf: any UpdateLeaf, at path: UpdatePath) throws(DocStreamError) {
        try root.insert(leaf, at: path, filters: &filters)
    }

    /// The compiler of an operator with one leaf per path: the path is checked first, then
    /// the argument (by `makeLeaf`), then the leaf is placed, in the server's order.
    static func compiler(_ makeLeaf: @escaping @Sendable (_ path: String, _ argument: BSONValue) throws(DocStreamError) -> any UpdateLeaf) -> UpdateCompiler {
        { (path: String, argument: BSONValue, tree: inout UpdateTreeBuilder) throws(DocStreamError) in
            let parsed = try UpdatePath(path)
            let leaf = try makeLeaf(path, argument)
            try tree.place(leaf, at: parsed)
        }
    }
}

/// The operators of an update arranged by path, as MongoDB's UpdateObjectNode and
/// UpdateArrayNode trees: one node per path component, operators at the leaves. Two operators
/// on one path, or on a path and its prefix, cannot both be placed (40).
indirect enum UpdateNode: Sendable {
    case leaf(any UpdateLeaf)
    /// Children by field name (or array index), plus the positional `$` child.
    case object(InternalUpdateNode)
    /// Children by array filter identifier; "" is `$[]`.
    case array(InternalUpdateNode)
}

struct InternalUpdateNode: Sendable {
    struct Child: Sendable {
        let name: String
        var node: UpdateNode
    }

    /// In the order updates visit them (`UpdatePath.visitsBefore`).
    private(set) var children: [Child] = []
    /// The child for `$`, applied at the index the query matched.
    private(set) var positional: UpdateNode?

    func child(_ name: String) -> UpdateNode? {
        children.first { $0.name == name }?.node
    }

    mutating func setChild(_ name: String, _ node: UpdateNode) {
        if let index = children.firstIndex(where: { $0.name == name }) {
            children[index].node = node
        } else {
            let index = children.firstIndex { UpdatePath.visitsBefore(name, $0.name) } ?? children.endIndex
            children.insert(Child(name: name, node: node), at: index)
        }
    }

    mutating func setPositional(_ node: UpdateNode) {
        positional = node
    }
}

/// The array filter identifiers an update may use, and those its paths did use.
struct ArrayFilterUse {
    let defined: Set<String>
    var used: Set<String> = []
}

extension InternalUpdateNode {
    /// Places `leaf` at `path` below this (root) node, creating the nodes along the way
    /// (UpdateObjectNode::parseAndMerge).
    mutating func insert(_ leaf: any UpdateLeaf, at path: UpdatePath, filters: inout ArrayFilterUse) throws(DocStreamError) {
        try insert(leaf, at: path, from: 0, filters: &filters)
    }

    private mutating func insert(
        _ leaf: any UpdateLeaf, at path: UpdatePath, from index: Int, filters: inout ArrayFilterUse
    ) throws(DocStreamError) {
        let component = path.components[index]
        let name = try Self.childName(component, at: index, of: path, filters: &filters)
        let existing = component == .positional ? positional : child(name)

        guard index < path.components.count - 1 else {
            guard existing == nil else {
                throw UpdateError.conflict(path: path.description, at: path.description)
            }
            store(.leaf(leaf), named: name, for: component)
            return
        }

        // The next component decides whether this child holds array filter children.
        let holdsArrayFilters = if case .arrayFilter = path.components[index + 1] { true } else { false }
        var node: InternalUpdateNode
        switch (existing, holdsArrayFilters) {
        case (nil, _): node = InternalUpdateNode()
        case (.object(let found)?, false), (.array(let found)?, true): node = found
        default: throw UpdateError.conflict(path: path.description, at: path.prefix(index + 1))
        }
        try node.insert(leaf, at: path, from: index + 1, filters: &filters)
        store(holdsArrayFilters ? .array(node) : .object(node), named: name, for: component)
    }

    private mutating func store(_ node: UpdateNode, named name: String, for component: UpdatePath.Component) {
        if component == .positional { setPositional(node) } else { setChild(name, node) }
    }

    /// The key a component files its child under; `$[identifier]` must name a filter and may
    /// not come first (update_object_node.cpp parseArrayFilterIdentifier).
    private static func childName(
        _ component: UpdatePath.Component, at index: Int, of path: UpdatePath, filters: inout ArrayFilterUse
    ) throws(DocStreamError) -> String {
        switch component {
        case .field(let name):
            return name
        case .positional:
            return "$"
        case .arrayFilter(let identifier):
            if index == 0 {
                throw DocStreamError.badValue("Cannot have array filter identifier (i.e. '$[<id>]') element in the first position in path '\(path)'")
            }
            if !identifier.isEmpty {
                guard filters.defined.contains(identifier) else {
                    throw DocStreamError.badValue("No array filter found for identifier '\(identifier)' in path '\(path)'")
                }
                filters.used.insert(identifier)
            }
            return identifier
        }
    }
}

extension UpdateNode {
    /// One node doing the work of both, for an array element that `$`, `$[]` and `$[id]`
    /// paths reach together; two operators meeting at one path conflict (update_node.cpp
    /// createUpdateNodeByMerging). `path` names where they meet, for the error.
    static func merging(_ left: UpdateNode, _ right: UpdateNode, at path: String) throws(DocStreamError) -> UpdateNode {
        switch (left, right) {
        case (.object(let left), .object(let right)):
            return .object(try InternalUpdateNode.merging(left, right, at: path, isArray: false))
        case (.array(let left), .array(let right)):
            return .array(try InternalUpdateNode.merging(left, right, at: path, isArray: true))
        default:
            throw UpdateError.conflictWhileApplying(at: path)
        }
    }
}

extension InternalUpdateNode {
    fileprivate static func merging(
        _ left: InternalUpdateNode, _ right: InternalUpdateNode, at path: String, isArray: Bool
    ) throws(DocStreamError) -> InternalUpdateNode {
        var merged = left
        for child in right.children {
            if let existing = left.child(child.name) {
                // update_internal_node.cpp names array children as written: "$[id]".
                let step = isArray ? "$[\(child.name)]" : child.name
                merged.setChild(child.name, try UpdateNode.merging(existing, child.node, at: "\(path).\(step)"))
            } else {
                merged.setChild(child.name, child.node)
            }
        }
        switch (left.positional, right.positional) {
        case (let leftPositional?, let rightPositional?):
            merged.setPositional(try UpdateNode.merging(leftPositional, rightPositional, at: "\(path).$"))
        case (nil, let rightPositional?):
            merged.setPositional(rightPositional)
        default:
            break
        }
        return merged
    }
}
