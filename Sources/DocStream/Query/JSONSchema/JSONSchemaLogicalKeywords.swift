import DocStreamBSON

/// allOf, anyOf, oneOf, not, enum: json_schema_parser.cpp translateLogicalKeywords. The
/// subschemas apply to the same value as the schema that holds them.
enum JSONSchemaLogicalKeywords {
    static func rules(_ schema: Document, isRoot: Bool) throws(DocStreamError) -> [any JSONSchemaRule] {
        var rules: [any JSONSchemaRule] = []
        for keyword in ["allOf", "anyOf", "oneOf"] {
            guard let value = schema[keyword] else { continue }
            guard case .array(let elements) = value else {
                throw DocStreamError.typeMismatch("$jsonSchema keyword '\(keyword)' must be an array")
            }
            guard !elements.isEmpty else { throw DocStreamError.badValue("$jsonSchema keyword '\(keyword)' must be a non-empty array") }
            var nodes: [JSONSchemaNode] = []
            for element in elements {
                nodes.append(
                    try JSONSchemaCompiler.compileNested(
                        element,
                        DocStreamError.typeMismatch(
                            "$jsonSchema keyword '\(keyword)' must be an array of objects, but found an element of type \(element.type.alias)")))
            }
            rules.append(SchemaListRule(keyword: keyword, nodes: nodes))
        }
        if let value = schema["not"] {
            rules.append(
                NotRule(
                    node: try JSONSchemaCompiler.compileNested(
                        value,
                        DocStreamError.typeMismatch(
                            "$jsonSchema keyword 'not' must be an object, but found an element of type \(value.type.alias)"))))
        }
        if let value = schema["enum"] {
            rules.append(try EnumRule(value, isRoot: isRoot))
        }
        return rules
    }
}

/// `allOf`, `anyOf` or `oneOf`.
private struct SchemaListRule: JSONSchemaRule {
    let keyword: String
    let nodes: [JSONSchemaNode]

    func matches(_ value: BSONValue) -> Bool {
        switch keyword {
        case "allOf": nodes.allSatisfy { $0.matches(value) }
        case "anyOf": nodes.contains { $0.matches(value) }
        default: nodes.count { $0.matches(value) } == 1
        }
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        guard !matches(value) else { return [] }
        let matching = nodes.indices.filter { nodes[$0].matches(value) }
        if keyword == "oneOf", !matching.isEmpty {
            return [
                ["operatorName": "oneOf", "reason": "more than one subschema matched", "matchingSchemaIndexes": .array(matching.map { .int32(Int32($0)) })]
            ]
        }
        let failing = nodes.indices.filter { !matching.contains($0) }.map { index -> BSONValue in
            var failure: Document = ["index": .int32(Int32(index))]
            nodes[index].appendAnnotations(to: &failure)
            failure["details"] = .array(nodes[index].failures(value))
            return .document(failure)
        }
        return [["operatorName": .string(keyword), "schemasNotSatisfied": .array(failing)]]
    }
}

/// `not`: the value does not match the subschema.
private struct NotRule: JSONSchemaRule {
    let node: JSONSchemaNode

    func matches(_ value: BSONValue) -> Bool {
        !node.matches(value)
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        matches(value) ? [] : [["operatorName": "not", "reason": "child expression matched"]]
    }
}

/// `enum`: the value equals one of the listed values, documents compared without regard to
/// field order and numbers by value (InternalSchemaEqMatchExpression). At the top level only
/// the listed documents can match.
private struct EnumRule: JSONSchemaRule {
    let specifiedAs: BSONValue
    private let values: Set<MongoEqualityKey>
    /// A top-level enum listing no document: nothing matches.
    private let matchesNothing: Bool

    init(_ value: BSONValue, isRoot: Bool) throws(DocStreamError) {
        guard case .array(let elements) = value else {
            throw DocStreamError.typeMismatch("$jsonSchema keyword 'enum' must be an array, but found an element of type \(value.type.alias)")
        }
        guard !elements.isEmpty else { throw DocStreamError.failedToParse("$jsonSchema keyword 'enum' cannot be an empty array") }
        var values: Set<MongoEqualityKey> = []
        for element in elements {
            guard values.insert(MongoEqualityKey(element.withFieldsSorted)).inserted else {
                throw DocStreamError.failedToParse("$jsonSchema keyword 'enum' array cannot contain duplicate values.")
            }
        }
        specifiedAs = value
        self.values = values
        matchesNothing = isRoot && !elements.contains { $0.documentValue != nil }
    }

    func matches(_ value: BSONValue) -> Bool {
        !matchesNothing && values.contains(MongoEqualityKey(value.withFieldsSorted))
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        if matchesNothing {
            return [["operatorName": "enum", "specifiedAs": ["enum": specifiedAs], "reason": "expression always evaluates to false"]]
        }
        return matches(value) ? [] : [jsonSchemaLeafFailure("enum", ["enum": specifiedAs], reason: "value was not found in enum", value: value)]
    }
}
