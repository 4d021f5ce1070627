import DocStreamBSON

/// A value being updated. Documents and arrays are opened into fields and elements only where
/// the update descends into them; every other part stays the `BSONValue` it was read as, and
/// goes back into the result without being rebuilt.
enum EditableValue {
    case value(BSONValue)
    case document(EditableDocument)
    case array([EditableValue])

    init(_ document: Document) {
        self = .document(EditableDocument(document))
    }

    /// The value as BSON, rebuilding whatever was opened.
    var bsonValue: BSONValue {
        switch self {
        case .value(let value): value
        case .document(let document): .document(document.document)
        case .array(let elements): .array(elements.map(\.bsonValue))
        }
    }

    var type: BSONType {
        switch self {
        case .value(let value): value.type
        case .document: .document
        case .array: .array
        }
    }

    /// Opens a document or an array so that its children can be edited in place.
    mutating func open() {
        guard case .value(let value) = self else { return }
        switch value {
        case .document(let document): self = .document(EditableDocument(document))
        case .array(let elements): self = .array(elements.map(EditableValue.value))
        default: break
        }
    }

    /// The child named `name`: a field of a document, or an element of an array by unsigned
    /// decimal index, as MongoDB's update paths address them.
    func child(_ name: String) -> EditableValue? {
        switch self {
        case .value(.document(let document)):
            return document[name].map(EditableValue.value)
        case .value(.array(let elements)):
            return UpdatePath.arrayIndex(name).flatMap { elements.indices.contains($0) ? .value(elements[$0]) : nil }
        case .document(let document):
            return document.index(of: name).map { document.fields[$0].value }
        case .array(let elements):
            return UpdatePath.arrayIndex(name).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
        case .value:
            return nil
        }
    }

    /// Runs `body` on the existing child named `name`; the caller found it with `child(_:)`.
    mutating func withChild<Result>(
        _ name: String, _ body: (inout EditableValue) throws(DocStreamError) -> Result
    ) throws(DocStreamError) -> Result {
        open()
        switch self {
        case .document(var document):
            self = .value(.null)  // Lets `document` be edited without a copy.
            defer { self = .document(document) }
            guard let index = document.index(of: name) else { preconditionFailure("no child \(name)") }
            return try body(&document.fields[index].value)
        case .array(var elements):
            self = .value(.null)
            defer { self = .array(elements) }
            guard let index = UpdatePath.arrayIndex(name), index < elements.count else { preconditionFailure("no child \(name)") }
            return try body(&elements[index])
        case .value:
            preconditionFailure("only documents and arrays have children")
        }
    }

    /// Runs `body` on the existing descendant at `path`.
    mutating func withDescendant<Result>(
        _ path: ArraySlice<String>, _ body: (inout EditableValue) throws(DocStreamError) -> Result
    ) throws(DocStreamError) -> Result {
        guard let first = path.first else { return try body(&self) }
        return try withChild(first) { (child: inout EditableValue) throws(DocStreamError) in
            try child.withDescendant(path.dropFirst(), body)
        }
    }

    /// Whether every step of `path` exists below this value.
    func hasDescendant(_ path: ArraySlice<String>) -> Bool {
        guard let first = path.first else { return true }
        return child(first)?.hasDescendant(path.dropFirst()) ?? false
    }
}

extension EditableValue {
    /// Removes the first field named `name` of a document.
    mutating func removeField(_ name: String) {
        open()
        guard case .document(var document) = self, let index = document.index(of: name) else { return }
        self = .value(.null)  // Lets `document` be edited without a copy.
        document.fields.remove(at: index)
        self = .document(document)
    }
}

/// A document opened for editing: its fields in order.
struct EditableDocument {
    var fields: [(key: String, value: EditableValue)]

    init(_ document: Document) {
        fields = document.map { ($0.key, .value($0.value)) }
    }

    /// The first field named `key`, as documents look fields up.
    func index(of key: String) -> Int? {
        fields.firstIndex { $0.key == key }
    }

    var document: Document {
        Document(fields.map { ($0.key, $0.value.bsonValue) })
    }
}
