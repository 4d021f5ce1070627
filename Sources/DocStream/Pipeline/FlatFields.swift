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
    /// The indexes of the computed fields, in specification order, and as a bit set.
    private let computedIndexes: [Int]
    private let computedMask: UInt64
    /// Whether an inclusion keeps some field of the input (`_id` counts).
    private let keepsAField: Bool
    /// Computed fields' elements made ahead for the values of the field they read.
    private(set) var precomputed: ComputedFieldValues?

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
        computedIndexes = fields.indices.filter { if case .computed = fields[$0] { true } else { false } }
        computedMask = computedIndexes.reduce(0) { $0 | 1 << $1 }
        keepsAField = fields.contains { if case .included = $0 { true } else { false } }
    }

    var fieldCount: Int { fields.count }

    /// The computed fields: their index among the fields, UTF-8 name and expression.
    var computedFields: [(index: Int, name: [UInt8], expression: AggregationExpression)] {
        computedIndexes.map { index in
            guard case .computed(let expression) = fields[index] else { preconditionFailure("field \(index) is not computed") }
            return (index, utf8Names[index], expression)
        }
    }

    /// The one field an inclusion keeps, when it keeps one and only one (`_id` counts).
    var soleIncludedField: (index: Int, name: String)? {
        let included = fields.indices.filter { if case .included = fields[$0] { true } else { false } }
        guard included.count == 1, let name = String(validating: utf8Names[included[0]], as: UTF8.self) else { return nil }
        return (included[0], name)
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
    private func computed(_ index: Int, readValue: RawValue?, variables: ExpressionVariables) throws(DocStreamError) -> Computed {
        if let element = precomputed?.entry(ofField: index, readValue: readValue) { return .element(element) }
        guard case .computed(let expression) = fields[index] else { preconditionFailure("field \(index) is not computed") }
        return .value(try expression.evaluate(variables.root, variables: variables))
    }

    /// `$project` inclusion: included fields in the document's order, then computed fields in
    /// specification order (InclusionNode::applyToDocument). Nil when the document repeats an
    /// included name (BSON allows it), which the general path resolves.
    func including(from document: Document, variables: ExpressionVariables) throws(DocStreamError) -> Document? {
        var readValue: RawValue?
        return try including(from: document) { index, builder throws(DocStreamError) in
            try computed(index, readValue: readValue, variables: variables).append(named: utf8Names[index], to: &builder)
        } seeing: { field in
            if readValue == nil, let readField = precomputed?.readField, readField.withUnsafeBytes({ sameBytes($0, field.name) }) {
                readValue = field.value
            }
        }
    }

    /// `including(from:variables:)` for the document in `slot` of the collection `elements`
    /// were made over; nil when some computed field has no element there (the document is
    /// then built by `including(from:variables:)`) or the document repeats an included name.
    func including(from document: Document, slot: Int, elements: ComputedFieldValues.ElementsBySlot) -> Document? {
        guard computedIndexes.allSatisfy({ elements.element(ofField: $0, slot: slot) != nil }) else { return nil }
        return try? including(from: document) { index, builder in
            elements.appendElement(ofField: index, slot: slot, to: &builder)
        } seeing: { _ in
        }
    }

    /// The inclusion's walk: the included fields copied in the document's order (`seeing` is
    /// shown every field), then each computed field appended by `appendComputed`.
    private func including(
        from document: Document, appendComputed: (_ index: Int, _ builder: inout DocumentBuilder) throws(DocStreamError) -> Void,
        seeing: (_ field: (name: UnsafeRawBufferPointer, value: RawValue)) -> Void
    ) throws(DocStreamError) -> Document? {
        var builder = DocumentBuilder(reservingCapacity: document.bytes.count)
        var copied: UInt64 = 0
        var repeated = false
        try document.withRawBytes { bytes throws(DocStreamError) in
            var walker = RawDocumentWalker(document: bytes)
            while let field = walker.next() {
                if let index = names.index(of: field.name), case .included = fields[index] {
                    repeated = repeated || copied & 1 << index != 0
                    copied |= 1 << index
                    builder.appendElement(RawDocumentWalker.element(of: field))
                }
                seeing(field)
            }
            if repeated { return }
            for index in computedIndexes { try appendComputed(index, &builder) }
        }
        return repeated ? nil : builder.finish()
    }

    /// The inclusion's output for the document in `slot` of the collection `elements` were
    /// made over, from the columns alone: its one included field's element (if it keeps one),
    /// then the computed fields' elements. Nil when the stage was not prepared so, or some value
    /// is one only the document holds, or one whose evaluation the document must raise.
    func builtFromColumns(slot: Int, elements: ComputedFieldValues.ElementsBySlot) -> Document? {
        var size = 5
        if let included = elements.included {
            guard let includedSize = included.elementSize(at: slot) else { return nil }
            size += includedSize
        } else if keepsAField {
            return nil
        }
        for index in computedIndexes {
            guard let element = elements.element(ofField: index, slot: slot) else { return nil }
            size += element.count
        }
        // Written into one allocation of the exact size: growing a builder cost more than the
        // few bytes copied.
        return Document(writingAtMost: size) { writer in
            elements.included?.appendElement(at: slot, to: &writer)
            for index in computedIndexes { elements.appendElement(ofField: index, slot: slot, to: &writer) }
        }
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
            var values = [Computed?](repeating: nil, count: fields.count)
            for index in computedIndexes {
                values[index] = try computed(index, readValue: readValue, variables: variables)
            }
            try addingFields(to: bytes, into: &builder) { index, builder throws(DocStreamError) in
                try values[index]?.append(named: utf8Names[index], to: &builder)
            }
        }
        return builder.finish()
    }

    /// `adding(to:variables:)` for the document in `slot` of the collection `elements` were
    /// made over; nil when some field has no element there (the document is then built by
    /// `adding(to:variables:)`).
    func adding(to document: Document, slot: Int, elements: ComputedFieldValues.ElementsBySlot) -> Document? {
        var room = document.bytes.count
        for index in computedIndexes {
            guard let element = elements.element(ofField: index, slot: slot) else { return nil }
            room += element.count
        }
        // Written in room for the document and every new element (the most the output can
        // take), copied into one array of the output's size: a builder grown from a guess cost
        // more than the copy.
        return document.bytes.withUnsafeBytes { bytes in
            Document(writingAtMost: room) { writer in
                // Nothing here throws: the elements are appended as they are.
                try? addingFields(to: bytes, into: &writer) { index, writer in
                    elements.appendElement(ofField: index, slot: slot, to: &writer)
                }
            }
        }
    }

    /// The document `bytes` with each computed field's value (`append` appends field `index`'s
    /// element, nothing when missing) in place of its first occurrence, its later ones dropped,
    /// and the fields it lacks after, in specification order.
    private func addingFields<Output: ElementAppending & ~Copyable>(
        to bytes: UnsafeRawBufferPointer, into builder: inout Output,
        _ append: (_ index: Int, _ builder: inout Output) throws(DocStreamError) -> Void
    ) throws(DocStreamError) {
        var present: UInt64 = 0
        var walker = RawDocumentWalker(document: bytes)
        // The fields kept as they are run from `kept` to the current field, copied at once.
        var kept = walker.position
        while let field = walker.next() {
            guard let index = names.index(of: field.name), computedMask & 1 << index != 0 else { continue }
            let element = RawDocumentWalker.element(of: field)
            builder.appendElement(UnsafeRawBufferPointer(start: kept, count: element.baseAddress! - kept))
            kept = walker.position
            defer { present |= 1 << index }
            guard present & 1 << index == 0 else { continue }
            try append(index, &builder)
        }
        builder.appendElement(UnsafeRawBufferPointer(start: kept, count: walker.position - kept))
        for index in computedIndexes where present & 1 << index == 0 {
            try append(index, &builder)
        }
    }
}
