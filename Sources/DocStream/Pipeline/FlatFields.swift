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
    /// The same names, for finding a document's fields among them.
    private let names: RawFieldNames
    private let fields: [Field]
    /// Computed fields' elements made ahead for the values of the field they read.
    private var precomputed: ComputedFieldValues?

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
        names = RawFieldNames(tree.map(\.name))
        self.fields = fields
    }

    var fieldCount: Int { fields.count }

    /// The computed fields: their index among the fields, UTF-8 name and expression.
    var computedFields: [(index: Int, name: [UInt8], expression: AggregationExpression)] {
        fields.indices.compactMap { index in
            guard case .computed(let expression) = fields[index] else { return nil }
            return (index, utf8Names[index], expression)
        }
    }

    /// This form, copying the computed fields' elements from `values` where it holds them.
    func precomputing(_ values: ComputedFieldValues) -> FlatFields {
        var copy = self
        copy.precomputed = values
        return copy
    }

    /// A computed field's value for one document: its element made ahead, or its expression's value.
    private enum Computed {
        case element(ComputedFieldValues.Entry)
        case value(BSONValue?)

        func append(named name: [UInt8], to builder: inout DocumentBuilder) throws(DocStreamError) {
            switch self {
            case .element(let element): element.withUnsafeBytes { if !$0.isEmpty { builder.appendElement($0) } }
            case .value(let value): if let value { try builder.append(fieldName: name, value) }
            }
        }
    }

    /// Computed field `index`'s value for the document in `variables.root`, whose field
    /// `precomputed.readField` holds `readValue`.
    private func computed(_ index: Int, _ expression: AggregationExpression, readValue: RawValue?, variables: ExpressionVariables) throws(DocStreamError) -> Computed {
        if let element = precomputed?.entry(ofField: index, readValue: readValue) { return .element(element) }
        return .value(try expression.evaluate(variables.root, variables: variables))
    }

    /// `$project` inclusion: included fields in the document's order, then computed fields in
    /// specification order (InclusionNode::applyToDocument). Nil when the document repeats an
    /// included name (BSON allows it), which the general path resolves.
    func including(from document: Document, variables: ExpressionVariables) throws(DocStreamError) -> Document? {
        var builder = DocumentBuilder(reservingCapacity: document.bytes.count)
        var copied: UInt64 = 0
        var repeated = false
        var readValue: RawValue?
        try document.withRawBytes { bytes throws(DocStreamError) in
            var walker = RawDocumentWalker(document: bytes)
            while let field = walker.next() {
                if let index = names.index(of: field.name), case .included = fields[index] {
                    repeated = repeated || copied & 1 << index != 0
                    copied |= 1 << index
                    builder.appendElement(RawDocumentWalker.element(of: field))
                }
                if readValue == nil, let readField = precomputed?.readField, readField.withUnsafeBytes({ sameBytes($0, field.name) }) {
                    readValue = field.value
                }
            }
            if repeated { return }
            for (index, field) in fields.enumerated() {
                guard case .computed(let expression) = field else { continue }
                try computed(index, expression, readValue: readValue, variables: variables).append(named: utf8Names[index], to: &builder)
            }
        }
        return repeated ? nil : builder.finish()
    }

    /// `$addFields`: every field evaluated against the input; an existing field takes its new
    /// value in place (later fields of the same name dropped, all of them when the value is
    /// missing), new fields follow in specification order — what setting each field in turn
    /// with `Document.subscript` gives.
    func adding(to document: Document, variables: ExpressionVariables) throws(DocStreamError) -> Document {
        var builder = DocumentBuilder(reservingCapacity: document.bytes.count + 32)
        try document.withRawBytes { bytes throws(DocStreamError) in
            let readValue = precomputed?.readField?.withUnsafeBytes { RawValue(typeByte: BSONType.document.rawValue, bytes: bytes).field(named: $0) }
            // Evaluated first, in specification order, so the first failing expression is the one reported.
            var values: [Computed?] = []
            values.reserveCapacity(fields.count)
            for (index, field) in fields.enumerated() {
                guard case .computed(let expression) = field else {
                    values.append(nil)
                    continue
                }
                values.append(try computed(index, expression, readValue: readValue, variables: variables))
            }
            var present: UInt64 = 0
            var walker = RawDocumentWalker(document: bytes)
            // The fields kept as they are run from `kept` to the current field, copied at once.
            var kept = walker.position
            while let field = walker.next() {
                guard let index = names.index(of: field.name), let value = values[index] else { continue }
                let element = RawDocumentWalker.element(of: field)
                builder.appendElement(UnsafeRawBufferPointer(start: kept, count: element.baseAddress! - kept))
                kept = walker.position
                defer { present |= 1 << index }
                guard present & 1 << index == 0 else { continue }
                try value.append(named: utf8Names[index], to: &builder)
            }
            builder.appendElement(UnsafeRawBufferPointer(start: kept, count: walker.position - kept))
            for (index, value) in values.enumerated() where present & 1 << index == 0 {
                try value?.append(named: utf8Names[index], to: &builder)
            }
        }
        return builder.finish()
    }
}
