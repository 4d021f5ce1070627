import DocStreamBSON

/// Infers a `$jsonSchema` from documents, as the Realm SDK's pages describe generating a
/// schema from data that already exists (seeds/002): for each field its `bsonType` (a list
/// when several types were seen), `required` for the fields every document has, embedded
/// documents described the same way under `properties`, and arrays' elements under `items`.
///
/// The schema accepts every document it was inferred from, so it can be a collection's
/// validator as it is:
///
/// ```swift
/// var inference = JSONSchemaInference()
/// for document in documents { inference.add(document) }
/// let validator: Document = ["$jsonSchema": .document(inference.schema(title: "Dog"))]
/// ```
public struct JSONSchemaInference: Sendable {
    private var root = ObjectShape()

    /// An inference that has seen no document yet.
    public init() {}

    /// Adds a document to what the schema describes.
    public mutating func add(_ document: Document) {
        root.add(document)
    }

    /// The number of documents added.
    public var documentCount: Int { root.count }

    /// `{title?, bsonType: "object", required?, properties?}`.
    public func schema(title: String? = nil) -> Document {
        var schema: Document = [:]
        if let title { schema["title"] = .string(title) }
        schema["bsonType"] = "object"
        root.describe(into: &schema)
        return schema
    }
}

/// What the documents seen at one place (the top level, or a field's document values) hold:
/// each field in the order first seen, with how many of the documents had it.
private struct ObjectShape: Sendable {
    private(set) var count = 0
    private var fields: [(name: String, present: Int, values: ValueShape)] = []
    private var indexByName: [String: Int] = [:]

    mutating func add(_ document: Document) {
        count += 1
        for (name, value) in document {
            let index =
                indexByName[name]
                ?? {
                    fields.append((name, 0, ValueShape()))
                    indexByName[name] = fields.count - 1
                    return fields.count - 1
                }()
            fields[index].present += 1
            fields[index].values.add(value)
        }
    }

    /// `required` (fields every document had) and `properties`.
    func describe(into schema: inout Document) {
        let required = fields.filter { $0.present == count }.map { BSONValue.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        if !fields.isEmpty {
            schema["properties"] = .document(Document(fields.map { ($0.name, .document($0.values.schema)) }))
        }
    }
}

/// The values seen at one field (or as one array's elements): their types in the order first
/// seen, the shape of those that are documents and of the elements of those that are arrays.
private struct ValueShape: Sendable {
    /// The elements' shape, boxed: a value shape holds the shape of its arrays' elements.
    private indirect enum Elements: Sendable {
        case shape(ValueShape)
    }

    private var types: [BSONType] = []
    private var object: ObjectShape?
    private var elements: Elements?

    mutating func add(_ value: BSONValue) {
        if !types.contains(value.type) { types.append(value.type) }
        switch value {
        case .document(let document):
            object = object ?? ObjectShape()
            object!.add(document)
        case .array(let values):
            var shape = ValueShape()
            if case .shape(let existing)? = elements { shape = existing }
            for element in values { shape.add(element) }
            elements = .shape(shape)
        default:
            break
        }
    }

    var schema: Document {
        var schema: Document = [:]
        schema["bsonType"] = types.count == 1 ? .string(types[0].alias) : .array(types.map { .string($0.alias) })
        object?.describe(into: &schema)
        if case .shape(let items)? = elements, !items.types.isEmpty { schema["items"] = .document(items.schema) }
        return schema
    }
}
