import DocStreamBSON

/// Applying a parsed projection, as MongoDB's projection executors do (exec/projection_node.cpp,
/// inclusion_projection_executor.cpp, exclusion_projection_executor.cpp,
/// projection_executor_utils.cpp).
extension ProjectionNode {
    /// Inclusion: the included fields in the document's order, then the computed fields in the
    /// projection's order. Below a dotted path, each document of an array is projected, scalars
    /// in the array are dropped, and arrays in the array are projected element by element.
    /// `scope` holds the whole input document as `$$ROOT`, which computed fields read.
    func including(from document: Document, scope: ExpressionVariables) throws(DocStreamError) -> Document {
        var output = ProjectionOutput()
        for (key, value) in document {
            switch child(named: key) {
            case .include?, .positional?, .slice?: output.set(key, value)
            case .node(let node)?: output.set(key, try node.includedValue(value, scope: scope))
            default: continue
            }
        }
        try addComputedFields(to: &output, scope: scope)
        return try output.document()
    }

    /// Exclusion: the document without the excluded fields, order kept. Below a dotted path,
    /// documents in arrays lose the field and other values stay as they are.
    func excluding(from document: Document, scope: ExpressionVariables) throws(DocStreamError) -> Document {
        var output = ProjectionOutput(document)
        for (key, value) in document {
            switch child(named: key) {
            case .exclude?: output.set(key, nil)
            case .node(let node)?: output.set(key, try node.excludedValue(value, scope: scope))
            default: continue
            }
        }
        try addComputedFields(to: &output, scope: scope)
        return try output.document()
    }

    private func includedValue(_ value: BSONValue, scope: ExpressionVariables) throws(DocStreamError) -> BSONValue? {
        switch value {
        case .document(let document):
            return .document(try including(from: document, scope: scope))
        case .array(let elements):
            var projected: [BSONValue] = []
            for element in elements {
                if let value = try includedValue(element, scope: scope) { projected.append(value) }
            }
            return .array(projected)
        default:
            // A scalar where the path goes on: dropped, unless the path computes fields there,
            // which then replace it (projection_node.cpp applyExpressionsToValue).
            return containsComputed ? .document(try computedFields(scope: scope)) : nil
        }
    }

    private func excludedValue(_ value: BSONValue, scope: ExpressionVariables) throws(DocStreamError) -> BSONValue {
        switch value {
        case .document(let document):
            return .document(try excluding(from: document, scope: scope))
        case .array(let elements):
            var projected: [BSONValue] = []
            for element in elements {
                projected.append(try excludedValue(element, scope: scope))
            }
            return .array(projected)
        default:
            return value
        }
    }

    /// Computed fields, and nodes below with computed fields that the document lacked, after
    /// the fields already placed (projection_node.cpp applyExpressions).
    private func addComputedFields(to output: inout ProjectionOutput, scope: ExpressionVariables) throws(DocStreamError) {
        guard containsComputed else { return }
        for (name, child) in children {
            switch child {
            case .computed(let expression):
                output.set(name, try expression.evaluate(in: scope))
            case .node(let node) where node.containsComputed && !output.hasSlot(name):
                output.set(name, .document(try node.computedFields(scope: scope)))
            default:
                continue
            }
        }
    }

    /// Only the computed fields at and below this node, for a place the document has no
    /// document at.
    private func computedFields(scope: ExpressionVariables) throws(DocStreamError) -> Document {
        var output = ProjectionOutput()
        try addComputedFields(to: &output, scope: scope)
        return try output.document()
    }
}

extension Document {
    /// find's `$slice` at `path` (projection_executor_utils.cpp applyFindSliceProjection): the
    /// array at the end of the path is cut; arrays on the way are sliced in each of their
    /// documents; anything else is left alone.
    func slicing(_ path: ArraySlice<String>, skip: Int?, limit: Int) -> Document {
        let name = path.first!
        guard let value = self[name] else { return self }
        let rest = path.dropFirst()
        var copy = self
        switch value {
        case .array(let elements) where rest.isEmpty:
            copy[name] = .array(Self.slice(elements, skip: skip, limit: limit))
        case .array(let elements):
            copy[name] = .array(
                elements.map { element in
                    guard case .document(let document) = element else { return element }
                    return .document(document.slicing(rest, skip: skip, limit: limit))
                })
        case .document(let document) where !rest.isEmpty:
            copy[name] = .document(document.slicing(rest, skip: skip, limit: limit))
        default:
            break
        }
        return copy
    }

    /// sliceArray: `limit` elements from the start (from the end when negative), or `limit`
    /// elements after skipping `skip` from the start (from the end when negative).
    private static func slice(_ elements: [BSONValue], skip: Int?, limit: Int) -> [BSONValue] {
        let count = elements.count
        let start: Int
        let length: Int
        if let skip {
            start = skip < 0 ? Swift.max(0, count + skip) : Swift.min(count, skip)
            length = Swift.min(count - start, limit)
        } else if limit < 0 {
            start = Swift.max(0, count + limit)
            length = count - start
        } else {
            start = 0
            length = Swift.min(count, limit)
        }
        return Array(elements[start..<(start + length)])
    }

    /// The positional `$` projection at `path` (applyFindPositionalProjection): the first array
    /// along the path becomes `[element at position]`. No array on the path leaves the document
    /// as it is. Where the path meets a value that is neither document nor array, MongoDB goes
    /// on looking up the next component in the same document; so does this.
    func keepingMatchedElement(at path: [String], position: Int?) throws(DocStreamError) -> Document {
        var current = self
        for (index, name) in path.enumerated() {
            switch current[name] {
            case .array(let elements)?:
                guard let position else {
                    throw DocStreamError(
                        .location(51246), "positional operator '.$' couldn't find a matching element in the array",
                        location: "projection '\(path.joined(separator: ".")).$'")
                }
                guard elements.indices.contains(position) else {
                    throw DocStreamError(
                        .location(51247), "positional operator '.$' element mismatch",
                        location: "projection '\(path.joined(separator: ".")).$'")
                }
                return settingNested(path[...index], to: .array([elements[position]]))
            case .document(let document)?:
                current = document
            default:
                continue
            }
        }
        return self
    }

    /// The document with `value` at `path`, creating or replacing documents along it
    /// (MutableDocument::setNestedField).
    private func settingNested(_ path: ArraySlice<String>, to value: BSONValue) -> Document {
        var copy = self
        let name = path.first!
        copy[name] = path.count == 1 ? value : .document((self[name]?.documentValue ?? Document()).settingNested(path.dropFirst(), to: value))
        return copy
    }
}

/// A document under construction the way MongoDB's MutableDocument builds one: setting a field
/// replaces it where it stands or appends it, and a field set to nothing keeps its place, so a
/// value set there later lands in the same position.
private struct ProjectionOutput {
    private var fields: [(key: String, value: BSONValue?)] = []

    init() {}

    init(_ document: Document) {
        fields = document.map { ($0.key, $0.value) }
    }

    mutating func set(_ key: String, _ value: BSONValue?) {
        if let index = fields.firstIndex(where: { $0.key == key }) {
            fields[index].value = value
        } else {
            fields.append((key, value))
        }
    }

    func hasSlot(_ key: String) -> Bool {
        fields.contains { $0.key == key }
    }

    func document() throws(DocStreamError) -> Document {
        var builder = DocumentBuilder()
        for case (let key, let value?) in fields {
            try builder.append(key, value)
        }
        return builder.document
    }
}
