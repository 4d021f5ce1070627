import DocStreamBSON

/// A compiled `$jsonSchema`: MongoDB's subset of JSON Schema draft 4 with `bsonType`,
/// compiled once and matched against whole documents (src/mongo/db/matcher/schema/
/// json_schema_parser.cpp).
///
/// MongoDB translates a schema into match expressions; this evaluates the schema on values
/// directly, with the same meaning: a keyword restricts only values of its type (`minimum`
/// numbers, `maxLength` strings, `items` arrays, `properties` documents), a property's schema
/// applies when the property is present, and a top-level type other than "object" matches
/// nothing, since every stored value is a document.
struct JSONSchema: Sendable {
    let specification: Document
    private let root: JSONSchemaNode
    /// A top-level `type`/`bsonType` without "object": no document can match.
    private let excludesDocuments: Bool

    init(_ specification: Document) throws(DocStreamError) {
        self.specification = specification
        root = try JSONSchemaCompiler.compile(specification, isRoot: true)
        excludesDocuments = root.type.map { !$0.matches(.document([:])) } ?? false
    }

    func matches(_ document: Document) -> Bool {
        !excludesDocuments && root.matches(.document(document))
    }

    /// MongoDB's error details for a document the schema refuses (doc_validation_error.cpp):
    /// `{operatorName: "$jsonSchema", title?, description?, schemaRulesNotSatisfied: [...]}`.
    func failureDetails(_ document: Document) -> Document {
        if excludesDocuments {
            return [
                "operatorName": "$jsonSchema", "specifiedAs": ["$jsonSchema": .document(specification)],
                "reason": "expression always evaluates to false",
            ]
        }
        var details: Document = ["operatorName": "$jsonSchema"]
        root.appendAnnotations(to: &details)
        details["schemaRulesNotSatisfied"] = .array(root.rules.flatMap { $0.failures(.document(document)) })
        return details
    }
}

/// One schema or subschema: the rules its keywords make, in MongoDB's order (scalar, array,
/// object, logical keywords), and its `type` or `bsonType`, checked last.
struct JSONSchemaNode: Sendable {
    let rules: [any JSONSchemaRule]
    let type: JSONSchemaType?
    /// `title` and `description`, which error details repeat.
    let annotations: [(String, BSONValue)]

    func matches(_ value: BSONValue) -> Bool {
        (type?.matches(value) ?? true) && rules.allSatisfy { $0.matches(value) }
    }

    /// The details of every rule the value breaks, type last.
    func failures(_ value: BSONValue) -> [BSONValue] {
        var failures = rules.flatMap { $0.failures(value) }
        if let type, !type.matches(value) { failures.append(.document(type.failure(value))) }
        return failures
    }

    func appendAnnotations(to document: inout Document) {
        for (key, value) in annotations { document[key] = value }
    }
}

/// The test one keyword (or keyword group, such as `properties` with `required`) makes.
protocol JSONSchemaRule: Sendable {
    /// Whether a present value satisfies the keyword. Keywords for another type pass.
    func matches(_ value: BSONValue) -> Bool
    /// MongoDB's error details for a value that breaks the keyword: none when it passes.
    func failures(_ value: BSONValue) -> [BSONValue]
}

/// `type` or `bsonType`: a set of BSON types, "number" standing for all four numeric ones.
struct JSONSchemaType: Sendable {
    /// The keyword as written, for error details.
    let keyword: String
    let specifiedAs: BSONValue
    let types: Set<BSONType>
    let includesNumbers: Bool

    func matches(_ value: BSONValue) -> Bool {
        types.contains(value.type) || (includesNumbers && value.isNumber)
    }

    func failure(_ value: BSONValue) -> Document {
        [
            "operatorName": .string(keyword), "specifiedAs": [keyword: specifiedAs], "reason": "type did not match",
            "consideredValue": value, "consideredType": .string(value.type.alias),
        ]
    }
}

/// A limit on a size: a string's length (`minLength`, `maxLength`), an array's item count
/// (`minItems`, `maxItems`) or a document's property count (`minProperties`, `maxProperties`).
struct JSONSchemaCountRule: JSONSchemaRule {
    let keyword: String
    let specifiedAs: BSONValue
    let limit: Int
    let isMaximum: Bool
    /// The size of a value the keyword applies to; nil for other values.
    let measure: @Sendable (BSONValue) -> Int?
    let reason: String
    let reportsValue: Bool
    /// The field that reports the size in error details ("numberOfItems"), if any.
    let sizeField: String?

    func matches(_ value: BSONValue) -> Bool {
        guard let size = measure(value) else { return true }
        return isMaximum ? size <= limit : size >= limit
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        guard !matches(value), let size = measure(value) else { return [] }
        var failure: Document = ["operatorName": .string(keyword), "specifiedAs": [keyword: specifiedAs], "reason": .string(reason)]
        if reportsValue { failure["consideredValue"] = value }
        if let sizeField { failure[sizeField] = .int32(Int32(clamping: size)) }
        return [.document(failure)]
    }
}

/// `{operatorName, specifiedAs: {keyword: argument}, reason, consideredValue}`, the shape of
/// most leaf keywords' details.
func jsonSchemaLeafFailure(_ keyword: String, _ specifiedAs: Document, reason: String, value: BSONValue) -> BSONValue {
    ["operatorName": .string(keyword), "specifiedAs": .document(specifiedAs), "reason": .string(reason), "consideredValue": value]
}

/// `$jsonSchema`, the query operator: usable in find filters, `$match` and validators.
struct JSONSchemaMatch: MatchExpression {
    let schema: JSONSchema

    func matches(_ document: Document, _ details: inout MatchDetails) -> Bool {
        schema.matches(document)
    }

    /// Inside `$elemMatch`, each element that is a document is matched as one.
    func matchesValue(_ value: BSONValue?) -> Bool {
        guard case .document(let document)? = value else { return false }
        return schema.matches(document)
    }

    /// An `$elemMatch` projection bans `$jsonSchema` (MongoDB parses it with no special
    /// features allowed): 224 QueryFeatureNotAllowed, for one at the top of the filter or in
    /// its `$and`, `$or` and `$nor` clauses.
    static func refuse(in filter: Document) throws(DocStreamError) {
        for (key, value) in filter {
            if key == "$jsonSchema" {
                throw DocStreamError(.queryFeatureNotAllowed, "$jsonSchema is not allowed in this context")
            }
            guard ["$and", "$or", "$nor"].contains(key) else { continue }
            for case .document(let clause) in value.arrayValue ?? [] { try refuse(in: clause) }
        }
    }

    /// json_schema_parser.cpp parseJSONSchema: the argument must be a document.
    static func compile(_ operand: TopLevelOperand) throws(DocStreamError) -> any MatchExpression {
        guard case .document(let specification) = operand.value else {
            throw DocStreamError.typeMismatch("$jsonSchema must be an object")
        }
        return JSONSchemaMatch(schema: try JSONSchema(specification))
    }
}

/// `$_internalSchemaMinProperties` / `$_internalSchemaMaxProperties`, the top-level operators
/// `minProperties` and `maxProperties` translate to, which queries may use directly
/// (jstests/core/query/json_schema/json_schema.js): the document has at least (at most) that
/// many fields.
struct JSONSchemaPropertyCountMatch: MatchExpression {
    let limit: Int
    let isMaximum: Bool

    func matches(_ document: Document, _ details: inout MatchDetails) -> Bool {
        isMaximum ? document.count <= limit : document.count >= limit
    }

    /// Inside `$elemMatch`, each element that is a document is counted.
    func matchesValue(_ value: BSONValue?) -> Bool {
        guard case .document(let document)? = value else { return false }
        var details = MatchDetails.ignored
        return matches(document, &details)
    }

    static func compiler(isMaximum: Bool) -> TopLevelOperatorCompiler {
        { operand throws(DocStreamError) in
            JSONSchemaPropertyCountMatch(limit: try JSONSchemaCompiler.count(operand.name, operand.value), isMaximum: isMaximum)
        }
    }
}
