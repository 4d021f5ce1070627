import DocStreamBSON

/// The fields of a `$project` or `$addFields` that names only top-level fields (no dotted
/// path, no sub-document): the output is built in one pass over the input's bytes, fields
/// kept as they are copied as bytes, names matched as UTF-8, computed values appended once.
/// It builds exactly the document `FieldTree`'s general path builds, which handles the rest.
struct FlatFields: Sendable {
    private enum Field: Sendable {
        case included
        case excluded
        case computed(AggregationExpression)
    }

    /// The fields' names, UTF-8.
    private let utf8Names: [[UInt8]]
    private let fields: [Field]

    /// Nil when a field nests or there are more than 64 (the bit sets below).
    init?(_ tree: [(name: String, field: FieldTree.Field)]) {
        guard tree.count <= 64 else { return nil }
        var fields: [Field] = []
        for (_, field) in tree {
            switch field {
            case .included: fields.append(.included)
            case .excluded: fields.append(.excluded)
            case .computed(let expression): fields.append(.computed(expression))
            case .nested: return nil
            }
        }
        utf8Names = tree.map { Array($0.name.utf8) }
        self.fields = fields
    }

    /// The index of the field named `name`.
    private func index(of name: UnsafeRawBufferPointer) -> Int? {
        // memcmp, where the generic elementsEqual stepped through the bytes one by one.
        for (index, candidate) in utf8Names.enumerated() where candidate.withUnsafeBytes({ sameBytes($0, name) }) {
            return index
        }
        return nil
    }

    /// Each computed field's value for the document in `variables.root`, in specification
    /// order (so the first failing expression is the one reported); nil where it is missing.
    private func computedValues(_ variables: ExpressionVariables) throws(DocStreamError) -> [BSONValue?] {
        var values: [BSONValue?] = []
        values.reserveCapacity(fields.count)
        for field in fields {
            if case .computed(let expression) = field {
                values.append(try expression.evaluate(variables.root, variables: variables))
            } else {
                values.append(nil)
            }
        }
        return values
    }

    /// `$project` inclusion: included fields in the document's order, then computed fields in
    /// specification order (InclusionNode::applyToDocument). Nil when the document repeats an
    /// included name (BSON allows it), which the general path resolves.
    func including(from document: Document, variables: ExpressionVariables) throws(DocStreamError) -> Document? {
        var builder = DocumentBuilder(reservingCapacity: document.bytes.count)
        var copied: UInt64 = 0
        var repeated = false
        try document.forEachElement { (name, element) throws(DocStreamError) in
            guard let index = index(of: name), case .included = fields[index] else { return }
            repeated = repeated || copied & 1 << index != 0
            copied |= 1 << index
            builder.appendElement(element)
        }
        if repeated { return nil }
        for (index, field) in fields.enumerated() {
            guard case .computed(let expression) = field, let value = try expression.evaluate(variables.root, variables: variables) else { continue }
            try builder.append(fieldName: utf8Names[index], value)
        }
        return builder.finish()
    }

    /// `$addFields`: every field evaluated against the input; an existing field takes its new
    /// value in place (later fields of the same name dropped, all of them when the value is
    /// missing), new fields follow in specification order — what setting each field in turn
    /// with `Document.subscript` gives.
    func adding(to document: Document, variables: ExpressionVariables) throws(DocStreamError) -> Document {
        let values = try computedValues(variables)
        var builder = DocumentBuilder(reservingCapacity: document.bytes.count + 32)
        var present: UInt64 = 0
        try document.forEachElement { (name, element) throws(DocStreamError) in
            guard let index = index(of: name), case .computed = fields[index] else {
                builder.appendElement(element)
                return
            }
            defer { present |= 1 << index }
            guard present & 1 << index == 0, let value = values[index] else { return }
            try builder.append(fieldName: utf8Names[index], value)
        }
        for (index, value) in values.enumerated() where present & 1 << index == 0 {
            if let value { try builder.append(fieldName: utf8Names[index], value) }
        }
        return builder.finish()
    }
}
