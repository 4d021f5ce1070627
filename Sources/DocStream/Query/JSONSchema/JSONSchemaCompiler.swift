import DocStreamBSON

/// Parses a schema document into a `JSONSchemaNode`, raising MongoDB's errors for bad
/// keywords and arguments (json_schema_parser.cpp `_parse`): unknown keywords (9), the
/// keywords MongoDB does not support (9), duplicates (9), `type` with `bsonType` (9), then
/// each keyword family in MongoDB's order, so the first error reported is MongoDB's.
enum JSONSchemaCompiler {
    /// Every keyword MongoDB's `$jsonSchema` accepts.
    static let keywords: Set<String> = [
        // Metadata, checked to be strings and otherwise ignored.
        "title", "description",
        // Types.
        "type", "bsonType",
        // JSONSchemaScalarKeywords.
        "pattern", "maxLength", "minLength", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        // JSONSchemaArrayKeywords.
        "minItems", "maxItems", "uniqueItems", "items", "additionalItems",
        // JSONSchemaEncryptionKeywords.
        "encrypt", "encryptMetadata",
        // JSONSchemaObjectKeywords.
        "properties", "patternProperties", "additionalProperties", "required", "minProperties", "maxProperties", "dependencies",
        // JSONSchemaLogicalKeywords.
        "allOf", "anyOf", "oneOf", "not", "enum",
    ]

    /// JSON Schema keywords MongoDB refuses by name.
    static let unsupportedKeywords: Set<String> = ["$ref", "$schema", "default", "definitions", "format", "id"]

    /// The aliases `type` takes (JSON Schema's names); "integer" is refused.
    private static let jsonTypeAliases: [String: BSONType] = [
        "array": .array, "boolean": .bool, "null": .null, "object": .document, "string": .string,
    ]

    /// `isRoot` for the top-level schema, where only the keywords for documents can apply.
    static func compile(_ schema: Document, isRoot: Bool = false) throws(DocStreamError) -> JSONSchemaNode {
        var seen: Set<String> = []
        for key in schema.keys {
            guard keywords.contains(key) else {
                if unsupportedKeywords.contains(key) {
                    throw DocStreamError.failedToParse("$jsonSchema keyword '\(key)' is not currently supported")
                }
                throw DocStreamError.failedToParse("Unknown $jsonSchema keyword: \(key)")
            }
            guard seen.insert(key).inserted else {
                throw DocStreamError.failedToParse("Duplicate $jsonSchema keyword: \(key)")
            }
        }
        var annotations: [(String, BSONValue)] = []
        for keyword in ["description", "title"] {
            guard let value = schema[keyword] else { continue }
            guard case .string = value else {
                throw DocStreamError.typeMismatch("$jsonSchema keyword '\(keyword)' must be of type string")
            }
        }
        for keyword in ["title", "description"] {
            if let value = schema[keyword] { annotations.append((keyword, value)) }
        }
        let type = try statedType(schema)
        var rules: [any JSONSchemaRule] = []
        rules += try JSONSchemaScalarKeywords.rules(schema, isRoot: isRoot)
        rules += try JSONSchemaArrayKeywords.rules(schema)
        rules += try JSONSchemaEncryptionKeywords.rules(schema)
        rules += try JSONSchemaObjectKeywords.rules(schema)
        rules += try JSONSchemaLogicalKeywords.rules(schema, isRoot: isRoot)
        return JSONSchemaNode(rules: rules, type: type, annotations: annotations)
    }

    /// A nested schema: it must be a document (the error says what holds it).
    static func compileNested(_ value: BSONValue, _ mustBeObject: @autoclosure () -> DocStreamError) throws(DocStreamError) -> JSONSchemaNode {
        guard case .document(let schema) = value else { throw mustBeObject() }
        return try compile(schema)
    }

    /// `type` or `bsonType`, parsed; nil when neither is given.
    private static func statedType(_ schema: Document) throws(DocStreamError) -> JSONSchemaType? {
        let type = schema["type"]
        let bsonType = schema["bsonType"]
        if type != nil, bsonType != nil {
            throw DocStreamError.failedToParse("Cannot specify both $jsonSchema keywords 'type' and 'bsonType'")
        }
        for (keyword, value) in [("type", type), ("bsonType", bsonType)] where value != nil {
            if schema["encrypt"] != nil {
                throw DocStreamError.failedToParse(
                    "$jsonSchema keyword 'encrypt' cannot be used in conjunction with '\(keyword)', 'encrypt' implies type 'bsonType::BinData'")
            }
            return try parseTypes(keyword, value!, aliases: keyword == "type" ? jsonTypeAliases : nil)
        }
        return nil
    }

    /// JSONSchemaParser::parseTypeSet and MatcherTypeSet::fromStringAliases: a string or an
    /// array of distinct strings; "number" is every numeric type; `aliases` nil means the
    /// BSON type aliases (`bsonType`).
    private static func parseTypes(_ keyword: String, _ value: BSONValue, aliases: [String: BSONType]?) throws(DocStreamError) -> JSONSchemaType {
        let integerUnsupported = DocStreamError.failedToParse("$jsonSchema type 'integer' is not currently supported.")
        var names: [String] = []
        switch value {
        case .string(let name):
            guard name != "integer" else { throw integerUnsupported }
            names = [name]
        case .array(let elements):
            for element in elements {
                guard case .string(let name) = element else {
                    throw DocStreamError.typeMismatch("$jsonSchema keyword '\(keyword)' array elements must be strings")
                }
                guard name != "integer" else { throw integerUnsupported }
                guard !names.contains(name) else {
                    throw DocStreamError.failedToParse("$jsonSchema keyword '\(keyword)' has duplicate value: \(name)")
                }
                names.append(name)
            }
        default:
            throw DocStreamError.typeMismatch("$jsonSchema keyword '\(keyword)' must be either a string or an array of strings")
        }
        var types: Set<BSONType> = []
        var includesNumbers = false
        for name in names.sorted() {
            if name == "number" {
                includesNumbers = true
            } else if let type = aliases.map({ $0[name] }) ?? BSONType(alias: name) {
                types.insert(type)
            } else {
                throw DocStreamError.badValue("Unknown type name alias: \(name)")
            }
        }
        guard !types.isEmpty || includesNumbers else {
            throw DocStreamError.failedToParse("$jsonSchema keyword '\(keyword)' must name at least one type")
        }
        return JSONSchemaType(keyword: keyword, specifiedAs: value, types: types, includesNumbers: includesNumbers)
    }

    /// parseIntegerElementToNonNegativeLong, for the length and count keywords.
    static func count(_ keyword: String, _ value: BSONValue) throws(DocStreamError) -> Int {
        Int(try FilterArguments.nonNegativeInteger(keyword, value))
    }
}
