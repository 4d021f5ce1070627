import DocStreamBSON

/// What one application of an update knows beyond the node at hand: the document as it was,
/// the query's match for `$`, the array filters, and the fields to remove at the end. One per
/// document updated, never shared.
final class UpdateState {
    let original: Document
    let matchedField: String?
    let isInsert: Bool
    let now: BSONDateTime
    let arrayFilters: [String: ArrayFilter]
    /// Fields `$unset` and `$rename` take out of documents. They go once every operator ran:
    /// no other operator of the update reaches them, so nothing can tell the difference.
    var removals: [[String]] = []

    init(original: Document, matchedField: String?, isInsert: Bool, now: BSONDateTime, arrayFilters: [String: ArrayFilter]) {
        self.original = original
        self.matchedField = matchedField
        self.isInsert = isInsert
        self.now = now
        self.arrayFilters = arrayFilters
    }

    /// The document's `_id` as error messages quote it: "_id: 1", or "no id".
    var idText: String {
        original["_id"].map { UpdateText.element("_id", $0) } ?? "no id"
    }
}

/// Where a leaf operator applies.
struct UpdateTarget {
    /// The concrete path: array indexes where the update said `$`, `$[]` or `$[id]`.
    let components: [String]
    /// Whether the target is an element of an array rather than a field of a document.
    let isArrayElement: Bool
    /// The nearest existing array around the target (the array field's name), which
    /// `$rename` may not write into.
    let enclosingArray: String?
    let state: UpdateState

    var path: String { components.joined(separator: ".") }
    var fieldName: String { components[components.count - 1] }
}

/// The path taken from the document root to the value at hand.
struct UpdateTrace {
    private(set) var components: [String] = []
    /// For each component, whether it indexes an array.
    private var intoArray: [Bool] = []

    var text: String { components.joined(separator: ".") }

    func appending(_ component: String, intoArray isArrayIndex: Bool) -> UpdateTrace {
        var trace = self
        trace.components.append(component)
        trace.intoArray.append(isArrayIndex)
        return trace
    }

    /// Whether the value at the end of the trace is an array element.
    var endsInArray: Bool { intoArray.last ?? false }

    /// The name of the nearest array holding the value at the end of the trace.
    var enclosingArray: String? {
        guard let index = intoArray.lastIndex(of: true), index > 0 else { return nil }
        return components[index - 1]
    }

    /// `value` as MongoDB's messages quote the element at the end of the trace.
    func elementText(_ value: EditableValue) -> String {
        UpdateText.element(components.last ?? "", value.bsonValue)
    }
}

extension UpdateNode {
    /// Applies this node to `value`, which exists at `trace`.
    func apply(to value: inout EditableValue, at trace: UpdateTrace, state: UpdateState) throws(DocStreamError) {
        switch self {
        case .leaf(let leaf):
            var bson = value.bsonValue
            let target = UpdateTarget(
                components: trace.components, isArrayElement: trace.endsInArray, enclosingArray: trace.enclosingArray, state: state)
            guard try leaf.update(&bson, at: target) else { return }
            // modifier_node.cpp checkImmutablePathsNotModified.
            if trace.components.first == "_id" {
                throw UpdateError.immutableField("Performing an update on the path '\(trace.text)' would modify the immutable field '_id'")
            }
            // Only a changed value is validated (an $unset's removal comes later, and is not).
            if trace.components.count == 1, Self.refusesTopLevelName(trace.components[0], state: state), !bson.isBinaryEqual(to: value.bsonValue) {
                throw UpdateError.dollarPrefixedField(trace.components[0], path: trace.components[0])
            }
            value = .value(bson)
        case .object(let node):
            for child in try node.visitOrder(below: trace.text, state: state) {
                try Self.apply(child, below: &value, at: trace, state: state)
            }
        case .array(let node):
            try node.applyToElements(of: &value, at: trace, state: state)
        }
    }

    /// Applies this node where `missing` (one or more components) does not exist yet below
    /// `parent`, which exists at `trace` (MongoDB's pathToCreate).
    func apply(below parent: inout EditableValue, at trace: UpdateTrace, missing: [String], state: UpdateState) throws(DocStreamError) {
        switch self {
        case .leaf(let leaf):
            let enclosingArray = parent.type == .array ? trace.components.last : trace.enclosingArray
            let target = UpdateTarget(
                components: trace.components + missing, isArrayElement: missing.count == 1 && parent.type == .array,
                enclosingArray: enclosingArray, state: state)
            switch try leaf.missingPath(at: target) {
            case .create(let newValue):
                try Self.create(missing, holding: newValue, in: &parent, at: trace, state: state)
            case .requireViablePath:
                try Self.checkViability(of: missing, in: parent, at: trace)
            case .ignore:
                break
            }
        case .object(let node):
            let missingPath = (trace.components + missing).joined(separator: ".")
            for child in try node.visitOrder(below: missingPath, state: state) {
                if parent.hasDescendant(missing[...]) {
                    // An earlier child created the path; the rest apply inside it.
                    let created = trace.descending(missing, from: parent)
                    try parent.withDescendant(missing[...]) { (existing: inout EditableValue) throws(DocStreamError) in
                        try Self.apply(child, below: &existing, at: created, state: state)
                    }
                } else {
                    try child.node.apply(below: &parent, at: trace, missing: missing + [child.name], state: state)
                }
            }
        case .array:
            let path = (trace.components + missing).joined(separator: ".")
            throw DocStreamError.badValue("The path '\(path)' must exist in the document in order to apply array updates.")
        }
    }

    /// Applies `child` to the child of `parent` it names, or where that child is missing.
    private static func apply(
        _ child: InternalUpdateNode.Child, below parent: inout EditableValue, at trace: UpdateTrace, state: UpdateState
    ) throws(DocStreamError) {
        guard parent.child(child.name) != nil else {
            try child.node.apply(below: &parent, at: trace, missing: [child.name], state: state)
            return
        }
        let childTrace = trace.appending(child.name, intoArray: parent.type == .array)
        try parent.withChild(child.name) { (value: inout EditableValue) throws(DocStreamError) in
            try child.node.apply(to: &value, at: childTrace, state: state)
        }
    }

    /// Creates `missing` below `parent` holding `value`: embedded documents for the
    /// intermediate components, nulls to pad an array up to the index (path_support.cpp
    /// createPathAt). Then the checks MongoDB makes of created fields.
    private static func create(
        _ missing: [String], holding value: BSONValue, in parent: inout EditableValue, at trace: UpdateTrace, state: UpdateState
    ) throws(DocStreamError) {
        let nested = missing.dropFirst().reversed().reduce(value) { inner, name in .document([name: inner]) }
        let first = missing[0]
        func notViable() -> DocStreamError {
            UpdateError.pathNotViable("Cannot create field '\(first)' in element {\(trace.elementText(parent))}")
        }
        parent.open()
        switch parent {
        case .document(var document):
            document.fields.append((first, .value(nested)))
            parent = .document(document)
        case .array(var elements):
            guard let index = UpdatePath.arrayIndex(first) else { throw notViable() }
            let padding = index - elements.count
            if padding > maximumPadding { throw UpdateError.cannotBackfillArray(limit: maximumPadding) }
            elements.append(contentsOf: repeatElement(.value(.null), count: max(padding, 0)))
            elements.append(.value(nested))
            parent = .array(elements)
        case .value:
            throw notViable()
        }
        if trace.components.isEmpty, refusesTopLevelName(first, state: state) {
            throw UpdateError.dollarPrefixedField(first, path: first)
        }
        // modifier_node.cpp applyToNonexistentElement: nothing may be added inside `_id`.
        if trace.components.first == "_id" {
            throw UpdateError.immutableField("Updating the path '\(trace.text)' to \(trace.elementText(parent)) would modify the immutable field '_id'")
        }
    }

    /// storage_validation.cpp: a top-level field an operator writes may not start with '$',
    /// unless the update makes an upsert's new document, which is validated as an insert.
    private static func refusesTopLevelName(_ name: String, state: UpdateState) -> Bool {
        name.utf8.first == UInt8(ascii: "$") && !state.isInsert
    }

    /// path_support.cpp kMaxPaddingAllowed.
    private static let maximumPadding = 1_500_000

    /// update_leaf_node.cpp checkViability: `missing` could be created below `parent`.
    private static func checkViability(of missing: [String], in parent: EditableValue, at trace: UpdateTrace) throws(DocStreamError) {
        switch parent.type {
        case .document: return
        case .array where UpdatePath.arrayIndex(missing[0]) != nil: return
        default:
            throw UpdateError.pathNotViable(
                "Cannot use the part (\(missing[0])) of (\(trace.text).\(missing.joined(separator: "."))) to traverse the element ({\(trace.elementText(parent))})"
            )
        }
    }
}

extension UpdateTrace {
    /// The trace to the end of `path` below `value`, which is at the end of this trace.
    func descending(_ path: [String], from value: EditableValue) -> UpdateTrace {
        var trace = self
        var current = value
        for name in path {
            trace = trace.appending(name, intoArray: current.type == .array)
            guard let next = current.child(name) else { break }
            current = next
        }
        return trace
    }
}

extension InternalUpdateNode {
    /// The children in the order they apply, with the positional child filed under the index
    /// the query matched (merged with a child already there). `path` is where this node is.
    func visitOrder(below path: String, state: UpdateState) throws(DocStreamError) -> [Child] {
        guard let positional else { return children }
        guard let matched = state.matchedField else {
            throw DocStreamError.badValue("The positional operator did not find the match needed from the query.")
        }
        var ordered = children
        if let index = ordered.firstIndex(where: { $0.name == matched }) {
            ordered[index].node = try UpdateNode.merging(positional, ordered[index].node, at: path.isEmpty ? matched : "\(path).\(matched)")
        } else {
            let index = ordered.firstIndex { UpdatePath.visitsBefore(matched, $0.name) } ?? ordered.endIndex
            ordered.insert(Child(name: matched, node: positional), at: index)
        }
        return ordered
    }

    /// Applies `$[]` and `$[identifier]` children to the elements of the array `value`. Which
    /// children apply to which element is decided before any element changes
    /// (update_array_node.cpp).
    func applyToElements(of value: inout EditableValue, at trace: UpdateTrace, state: UpdateState) throws(DocStreamError) {
        guard value.type == .array else {
            throw DocStreamError.badValue("Cannot apply array updates to non-array element \(trace.elementText(value))")
        }
        value.open()
        guard case .array(var elements) = value else { return }
        value = .value(.null)  // Lets `elements` be edited without a copy.
        defer { value = .array(elements) }

        let plans = elements.map { element in
            let bson = element.bsonValue
            return children.filter { $0.name.isEmpty || state.arrayFilters[$0.name]?.matches(bson) == true }
        }
        for (index, matching) in plans.enumerated() {
            guard var node = matching.first?.node else { continue }
            let elementTrace = trace.appending(String(index), intoArray: true)
            for other in matching.dropFirst() {
                node = try UpdateNode.merging(node, other.node, at: elementTrace.text)
            }
            try node.apply(to: &elements[index], at: elementTrace, state: state)
        }
    }
}
