import DocStreamBSON

/// The fields a `$project`, `$addFields`/`$set` or `$unset` names, as a tree of path
/// components in specification order (dotted paths and nested documents both nest).
struct FieldTree: Sendable {
    enum Field: Sendable {
        case included
        case excluded
        case computed(AggregationExpression)
        case nested(FieldTree)
    }

    private(set) var fields: [(name: String, field: Field)] = []

    /// Adds `field` at `path`; a later specification of the same path replaces an earlier one.
    mutating func insert(_ field: Field, at path: ArraySlice<String>) {
        guard let name = path.first else { return }
        let index = fields.firstIndex { $0.name == name }
        guard path.count > 1 else {
            if let index { fields[index].field = field } else { fields.append((name, field)) }
            return
        }
        var subtree = FieldTree()
        if let index, case .nested(let existing) = fields[index].field { subtree = existing }
        subtree.insert(field, at: path.dropFirst())
        if let index { fields[index].field = .nested(subtree) } else { fields.append((name, .nested(subtree))) }
    }

    private func field(named name: String) -> Field? {
        fields.first { $0.name == name }?.field
    }

    private var hasComputedFields: Bool {
        fields.contains { entry in
            switch entry.field {
            case .computed: true
            case .nested(let subtree): subtree.hasComputedFields
            case .included, .excluded: false
            }
        }
    }

    // MARK: Inclusion ($project with 1s and expressions)

    /// Included fields in the document's own order, then computed fields in specification
    /// order (InclusionNode::applyToDocument).
    func including(from document: Document, variables: ExpressionVariables) throws(DocStreamError) -> Document {
        var output = Document()
        for (name, value) in document {
            switch field(named: name) {
            case .included: output[name] = value
            case .nested(let subtree): output[name] = try subtree.includedValue(value, variables: variables)
            case .computed, .excluded, nil: break
            }
        }
        for (name, field) in fields {
            switch field {
            case .computed(let expression):
                output[name] = try expression.evaluate(variables.root, variables: variables)
            case .nested(let subtree) where output[name] == nil && subtree.hasComputedFields:
                output[name] = .document(try subtree.including(from: Document(), variables: variables))
            default: break
            }
        }
        return output
    }

    /// A value under a nested inclusion: documents are projected, arrays element by element;
    /// other values drop unless computed fields give them a new shape.
    private func includedValue(_ value: BSONValue, variables: ExpressionVariables) throws(DocStreamError) -> BSONValue? {
        switch value {
        case .document(let document):
            return .document(try including(from: document, variables: variables))
        case .array(let elements):
            var projected: [BSONValue] = []
            for element in elements {
                if let value = try includedValue(element, variables: variables) { projected.append(value) }
            }
            return .array(projected)
        default:
            return hasComputedFields ? .document(try including(from: Document(), variables: variables)) : nil
        }
    }

    // MARK: Exclusion ($project with 0s, $unset)

    func excluding(from document: Document) -> Document {
        var output = Document()
        for (name, value) in document {
            switch field(named: name) {
            case .excluded: break
            case .nested(let subtree): output[name] = subtree.excludedValue(value)
            default: output[name] = value
            }
        }
        return output
    }

    private func excludedValue(_ value: BSONValue) -> BSONValue {
        switch value {
        case .document(let document): .document(excluding(from: document))
        case .array(let elements): .array(elements.map(excludedValue))
        default: value
        }
    }

    // MARK: Adding ($addFields, $set)

    /// Each field set in specification order: existing fields are replaced in place, new ones
    /// appended, and missing results ($$REMOVE) remove the field.
    func adding(to document: Document, variables: ExpressionVariables) throws(DocStreamError) -> Document {
        var output = document
        for (name, field) in fields {
            switch field {
            case .computed(let expression):
                output[name] = try expression.evaluate(variables.root, variables: variables)
            case .nested(let subtree):
                output[name] = try subtree.addedValue(output[name], variables: variables)
            case .included, .excluded:
                break
            }
        }
        return output
    }

    /// Nested fields go into each document of an array; any other value becomes a document.
    private func addedValue(_ value: BSONValue?, variables: ExpressionVariables) throws(DocStreamError) -> BSONValue {
        switch value {
        case .array(let elements):
            var added: [BSONValue] = []
            for element in elements { added.append(try addedValue(element, variables: variables)) }
            return .array(added)
        default:
            return .document(try adding(to: value?.documentValue ?? Document(), variables: variables))
        }
    }
}
