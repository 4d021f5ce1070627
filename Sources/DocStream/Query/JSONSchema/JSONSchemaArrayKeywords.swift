import DocStreamBSON

/// minItems, maxItems, uniqueItems, items (one schema, or one per position) and
/// additionalItems: json_schema_parser.cpp translateArrayKeywords. Each applies to arrays only.
enum JSONSchemaArrayKeywords {
    static func rules(_ schema: Document) throws(DocStreamError) -> [any JSONSchemaRule] {
        var rules: [any JSONSchemaRule] = []
        for (keyword, isMaximum) in [("minItems", false), ("maxItems", true)] {
            guard let value = schema[keyword] else { continue }
            rules.append(
                JSONSchemaCountRule(
                    keyword: keyword, specifiedAs: value, limit: try JSONSchemaCompiler.count(keyword, value), isMaximum: isMaximum,
                    measure: { $0.arrayValue?.count }, reason: "array did not match specified length", reportsValue: true, sizeField: "numberOfItems"))
        }
        if let value = schema["uniqueItems"] {
            guard case .bool(let isUnique) = value else {
                throw DocStreamError.typeMismatch("$jsonSchema keyword 'uniqueItems' must be a boolean")
            }
            if isUnique { rules.append(UniqueItemsRule()) }
        }
        // additionalItems applies from the first position `items` (an array) leaves open.
        var additionalItemsStart: Int?
        switch schema["items"] {
        case nil:
            break
        case .document(let itemSchema)?:
            rules.append(
                ItemsRule(
                    keyword: "items", node: try JSONSchemaCompiler.compile(itemSchema), start: 0,
                    reason: "At least one item did not match the sub-schema"))
        case .array(let itemSchemas)?:
            var nodes: [JSONSchemaNode] = []
            for itemSchema in itemSchemas {
                nodes.append(
                    try JSONSchemaCompiler.compileNested(
                        itemSchema,
                        DocStreamError.typeMismatch(
                            "$jsonSchema keyword 'items' requires that each element of the array is an object, but found a \(itemSchema.type.alias)")))
            }
            rules.append(PositionalItemsRule(nodes: nodes))
            additionalItemsStart = nodes.count
        case let other?:
            throw DocStreamError.typeMismatch("$jsonSchema keyword 'items' must be an array or an object, not \(other.type.alias)")
        }
        switch schema["additionalItems"] {
        case nil:
            break
        case .bool(let allowed)?:
            if let start = additionalItemsStart, !allowed { rules.append(NoAdditionalItemsRule(start: start)) }
        case .document(let itemSchema)?:
            let node = try JSONSchemaCompiler.compile(itemSchema)
            if let start = additionalItemsStart {
                rules.append(
                    ItemsRule(
                        keyword: "additionalItems", node: node, start: start,
                        reason: "At least one additional item did not match the sub-schema"))
            }
        case let other?:
            throw DocStreamError.typeMismatch("$jsonSchema keyword 'additionalItems' must be either an object or a boolean, but got a \(other.type.alias)")
        }
        return rules
    }
}

/// `uniqueItems: true`: no two elements equal, documents compared without regard to field
/// order and numbers by value (InternalSchemaUniqueItemsMatchExpression).
private struct UniqueItemsRule: JSONSchemaRule {
    func matches(_ value: BSONValue) -> Bool {
        firstDuplicate(value) == nil
    }

    /// The first element equal to an earlier one.
    private func firstDuplicate(_ value: BSONValue) -> BSONValue? {
        guard case .array(let elements) = value else { return nil }
        var seen: Set<MongoEqualityKey> = []
        return elements.first { !seen.insert(MongoEqualityKey($0.withFieldsSorted)).inserted }
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        guard let duplicate = firstDuplicate(value) else { return [] }
        var failure = jsonSchemaLeafFailure("uniqueItems", ["uniqueItems": true], reason: "found a duplicate item", value: value).documentValue!
        failure["duplicatedValue"] = duplicate
        return [.document(failure)]
    }
}

/// `items: {schema}` from position 0, or `additionalItems: {schema}` past the positional ones.
private struct ItemsRule: JSONSchemaRule {
    let keyword: String
    let node: JSONSchemaNode
    let start: Int
    let reason: String

    private func firstMismatch(_ value: BSONValue) -> (index: Int, element: BSONValue)? {
        guard case .array(let elements) = value, start < elements.count else { return nil }
        return (start..<elements.count).lazy.map { ($0, elements[$0]) }.first { !node.matches($0.1) }
    }

    func matches(_ value: BSONValue) -> Bool {
        firstMismatch(value) == nil
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        guard let (index, element) = firstMismatch(value) else { return [] }
        var failure: Document = ["operatorName": .string(keyword)]
        node.appendAnnotations(to: &failure)
        failure["reason"] = .string(reason)
        failure["itemIndex"] = .int32(Int32(clamping: index))
        failure["details"] = .array(node.failures(element))
        return [.document(failure)]
    }
}

/// `items: [schema, ...]`: each position's element matches its schema.
private struct PositionalItemsRule: JSONSchemaRule {
    let nodes: [JSONSchemaNode]

    private func mismatches(_ value: BSONValue) -> [(index: Int, element: BSONValue)] {
        guard case .array(let elements) = value else { return [] }
        return zip(nodes, elements).enumerated().compactMap { index, pair in pair.0.matches(pair.1) ? nil : (index, pair.1) }
    }

    func matches(_ value: BSONValue) -> Bool {
        mismatches(value).isEmpty
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        let mismatches = mismatches(value)
        guard !mismatches.isEmpty else { return [] }
        let details = mismatches.map { index, element -> BSONValue in
            ["itemIndex": .int32(Int32(clamping: index)), "details": .array(nodes[index].failures(element))]
        }
        return [["operatorName": "items", "details": .array(details)]]
    }
}

/// `additionalItems: false`: nothing past the positional schemas.
private struct NoAdditionalItemsRule: JSONSchemaRule {
    let start: Int

    func matches(_ value: BSONValue) -> Bool {
        guard case .array(let elements) = value else { return true }
        return elements.count <= start
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        guard !matches(value), case .array(let elements) = value else { return [] }
        return [
            [
                "operatorName": "additionalItems", "specifiedAs": ["additionalItems": false], "reason": "found additional items",
                "additionalItems": .array(Array(elements[start...])),
            ]
        ]
    }
}

extension BSONValue {
    /// The value with every document's fields sorted by name, recursively: equal under
    /// MongoDB equality exactly when the originals are equal regardless of field order
    /// (UnorderedFieldsBSONElementComparator).
    var withFieldsSorted: BSONValue {
        switch self {
        case .document(let document):
            return .document(Document(document.map { ($0.key, $0.value.withFieldsSorted) }.sorted { Array($0.0.utf8).lexicographicallyPrecedes($1.0.utf8) }))
        case .array(let elements):
            return .array(elements.map(\.withFieldsSorted))
        default:
            return self
        }
    }
}
