import DocStreamBSON

/// properties, patternProperties, additionalProperties, required, minProperties,
/// maxProperties, dependencies: json_schema_parser.cpp translateObjectKeywords. Each applies
/// to documents only; `required` and `dependencies` test presence as `$exists` does, so a
/// dotted name is a path.
enum JSONSchemaObjectKeywords {
    static func rules(_ schema: Document) throws(DocStreamError) -> [any JSONSchemaRule] {
        let required = try schema["required"].map { (value) throws(DocStreamError) in try requiredNames(value) }
        var rules: [any JSONSchemaRule] = []
        var propertyNames: Set<String> = []
        if let value = schema["properties"] {
            guard case .document(let properties) = value else {
                throw DocStreamError.typeMismatch("$jsonSchema keyword 'properties' must be an object")
            }
            var nodes: [(name: String, node: JSONSchemaNode)] = []
            for (name, propertySchema) in properties {
                nodes.append(
                    (
                        name,
                        try JSONSchemaCompiler.compileNested(
                            propertySchema,
                            DocStreamError.typeMismatch(
                                "Nested schema for $jsonSchema property '\(name)' must be an object"))
                    ))
                propertyNames.insert(name)
            }
            rules.append(PropertiesRule(properties: nodes))
        }
        let patternProperties = schema["patternProperties"]
        let additionalProperties = schema["additionalProperties"]
        if patternProperties != nil || additionalProperties != nil {
            rules.append(
                try AllowedPropertiesRule(propertyNames: propertyNames, patternProperties: patternProperties, additionalProperties: additionalProperties))
        }
        if let required, let specifiedAs = schema["required"] {
            rules.append(RequiredRule(names: required.sorted(), specifiedAs: specifiedAs))
        }
        for (keyword, isMaximum) in [("minProperties", false), ("maxProperties", true)] {
            guard let value = schema[keyword] else { continue }
            rules.append(
                JSONSchemaCountRule(
                    keyword: keyword, specifiedAs: value, limit: try JSONSchemaCompiler.count(keyword, value), isMaximum: isMaximum,
                    measure: { $0.documentValue?.count }, reason: "specified number of properties was not satisfied", reportsValue: false,
                    sizeField: "numberOfProperties"))
        }
        if let value = schema["dependencies"] {
            rules.append(try DependenciesRule(value))
        }
        return rules
    }

    /// parseRequired: a non-empty array of distinct strings.
    private static func requiredNames(_ value: BSONValue) throws(DocStreamError) -> [String] {
        guard case .array(let elements) = value else {
            throw DocStreamError.typeMismatch("$jsonSchema keyword 'required' must be an array, but found an element of type \(value.type.alias)")
        }
        var names: [String] = []
        for element in elements {
            guard case .string(let name) = element else {
                throw DocStreamError.typeMismatch(
                    "$jsonSchema keyword 'required' must be an array of strings, but found an element of type: \(element.type.alias)")
            }
            guard !names.contains(name) else {
                throw DocStreamError.failedToParse("$jsonSchema keyword 'required' array cannot contain duplicate values")
            }
            try checkPath(name)
            names.append(name)
        }
        guard !names.isEmpty else { throw DocStreamError.failedToParse("$jsonSchema keyword 'required' cannot be an empty array") }
        return names
    }

    /// A name `required` or `dependencies` tests is a path; MongoDB's FieldRef refuses one with a
    /// NUL byte (9867600, jstests/core/query/json_schema/json_schema.js).
    static func checkPath(_ name: String) throws(DocStreamError) {
        guard name.utf8.contains(0) else { return }
        throw DocStreamError(.location(9867600), "field path cannot contain an embedded null byte: \(name.debugDescription)")
    }

    /// Whether `name` exists in the document, as `{name: {$exists: true}}` asks.
    static func exists(_ name: String, in document: Document) -> Bool {
        var details = MatchDetails.ignored
        return PathMatch(path: QueryPath(name), test: ExistsTest()).matches(document, &details)
    }
}

/// `properties`: each property present in the document matches its schema. MongoDB parses a
/// property's schema with the property name as its path (json_schema_parser.cpp
/// parseProperties), so a dotted name is a path into embedded documents (and through arrays
/// on the way, where one value reached must match); a plain name is the field itself.
private struct PropertiesRule: JSONSchemaRule {
    let properties: [(name: String, node: JSONSchemaNode)]

    /// The values the property's name reaches in the document.
    private static func values(_ name: String, in document: Document) -> [BSONValue] {
        guard name.contains(".") else { return document[name].map { [$0] } ?? [] }
        let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return ValidationLeaf.values(at: path[...], in: .document(document), expandingLeafArrays: false)
    }

    /// The value to explain when the property fails its schema, nil when it passes.
    private static func failingValue(_ name: String, _ node: JSONSchemaNode, in document: Document) -> BSONValue? {
        let values = values(name, in: document)
        guard !values.contains(where: node.matches) else { return nil }
        return values.first
    }

    func matches(_ value: BSONValue) -> Bool {
        guard case .document(let document) = value else { return true }
        return properties.allSatisfy { Self.failingValue($0.name, $0.node, in: document) == nil }
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        guard case .document(let document) = value else { return [] }
        let failing = properties.compactMap { name, node -> BSONValue? in
            guard let propertyValue = Self.failingValue(name, node, in: document) else { return nil }
            let details = node.failures(propertyValue)
            guard !details.isEmpty else { return nil }
            var failure: Document = ["propertyName": .string(name)]
            node.appendAnnotations(to: &failure)
            failure["details"] = .array(details)
            return .document(failure)
        }
        return failing.isEmpty ? [] : [["operatorName": "properties", "propertiesNotSatisfied": .array(failing)]]
    }
}

/// `patternProperties` and `additionalProperties` together
/// (InternalSchemaAllowedPropertiesMatchExpression): every field whose name a pattern finds
/// matches that pattern's schema; a field named by neither `properties` nor a pattern is an
/// additional property, refused by `false` or matched against the schema given.
private struct AllowedPropertiesRule: JSONSchemaRule {
    enum Additional {
        case allowed, forbidden
        case schema(JSONSchemaNode)
    }

    let propertyNames: Set<String>
    let patterns: [(text: String, expression: RegularExpression, node: JSONSchemaNode)]
    let additional: Additional

    init(propertyNames: Set<String>, patternProperties: BSONValue?, additionalProperties: BSONValue?) throws(DocStreamError) {
        self.propertyNames = propertyNames
        var patterns: [(text: String, expression: RegularExpression, node: JSONSchemaNode)] = []
        switch patternProperties {
        case nil:
            break
        case .document(let specification)?:
            for (text, patternSchema) in specification {
                let node = try JSONSchemaCompiler.compileNested(
                    patternSchema,
                    DocStreamError.typeMismatch(
                        "$jsonSchema keyword 'patternProperties' has property '\(text)' which is not an object"))
                patterns.append((text, try RegularExpression(pattern: text, options: ""), node))
            }
        case .some:
            throw DocStreamError.typeMismatch("$jsonSchema keyword 'patternProperties' must be an object")
        }
        self.patterns = patterns
        switch additionalProperties {
        case nil, .bool(true)?: additional = .allowed
        case .bool(false)?: additional = .forbidden
        case .document(let schema)?: additional = .schema(try JSONSchemaCompiler.compile(schema))
        case .some: throw DocStreamError.typeMismatch("$jsonSchema keyword 'additionalProperties' must be an object or a boolean")
        }
    }

    func matches(_ value: BSONValue) -> Bool {
        guard case .document(let document) = value else { return true }
        for (name, fieldValue) in document {
            var isAdditional = !propertyNames.contains(name)
            for pattern in patterns where pattern.expression.matches(name) {
                isAdditional = false
                if !pattern.node.matches(fieldValue) { return false }
            }
            guard isAdditional else { continue }
            switch additional {
            case .allowed: continue
            case .forbidden: return false
            case .schema(let node): if !node.matches(fieldValue) { return false }
            }
        }
        return true
    }

    private func isAdditional(_ name: String) -> Bool {
        !propertyNames.contains(name) && !patterns.contains { $0.expression.matches(name) }
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        guard case .document(let document) = value else { return [] }
        var failures: [BSONValue] = []
        let additionalFields = document.filter { isAdditional($0.key) }
        switch additional {
        case .allowed:
            break
        case .forbidden where !additionalFields.isEmpty:
            failures.append([
                "operatorName": "additionalProperties", "specifiedAs": ["additionalProperties": false],
                "additionalProperties": .array(additionalFields.map { .string($0.key) }),
            ])
        case .forbidden:
            break
        case .schema(let node):
            if let failing = additionalFields.first(where: { !node.matches($0.value) }) {
                var failure: Document = ["operatorName": "additionalProperties"]
                node.appendAnnotations(to: &failure)
                failure["reason"] = "at least one additional property did not match the subschema"
                failure["failingProperty"] = .string(failing.key)
                failure["details"] = .array(node.failures(failing.value))
                failures.append(.document(failure))
            }
        }
        let patternFailures = patterns.compactMap { pattern -> BSONValue? in
            guard let failing = document.first(where: { pattern.expression.matches($0.key) && !pattern.node.matches($0.value) }) else { return nil }
            var failure: Document = ["propertyName": .string(failing.key)]
            pattern.node.appendAnnotations(to: &failure)
            failure["regexMatched"] = .string(pattern.text)
            failure["details"] = .array(pattern.node.failures(failing.value))
            return .document(failure)
        }
        if !patternFailures.isEmpty {
            failures.append(["operatorName": "patternProperties", "details": .array(patternFailures)])
        }
        return failures
    }
}

/// `required`: every name is present (checked in sorted order, as MongoDB reports them).
private struct RequiredRule: JSONSchemaRule {
    let names: [String]
    let specifiedAs: BSONValue

    private func missing(_ value: BSONValue) -> [String] {
        guard case .document(let document) = value else { return [] }
        return names.filter { !JSONSchemaObjectKeywords.exists($0, in: document) }
    }

    func matches(_ value: BSONValue) -> Bool {
        missing(value).isEmpty
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        let missing = missing(value)
        guard !missing.isEmpty else { return [] }
        return [["operatorName": "required", "specifiedAs": ["required": specifiedAs], "missingProperties": .array(missing.map { .string($0) })]]
    }
}

/// `dependencies`: when a property is present, the properties it names must be too
/// (`{a: ["b", "c"]}`), or the document must match a schema (`{a: {schema}}`).
private struct DependenciesRule: JSONSchemaRule {
    enum Requirement {
        case properties([String])
        case schema(JSONSchemaNode)
    }

    let dependencies: [(property: String, requirement: Requirement)]
    /// `title` and `description` written inside `dependencies`, which MongoDB allows.
    let annotations: [(String, BSONValue)]

    init(_ value: BSONValue) throws(DocStreamError) {
        guard case .document(let specification) = value else {
            throw DocStreamError.typeMismatch("$jsonSchema keyword 'dependencies' must be an object")
        }
        var dependencies: [(property: String, requirement: Requirement)] = []
        var annotations: [(String, BSONValue)] = []
        for (property, dependency) in specification {
            switch dependency {
            case .document(let schema):
                dependencies.append((property, .schema(try JSONSchemaCompiler.compile(schema))))
            case .array(let elements):
                dependencies.append((property, .properties(try Self.propertyNames(property, elements))))
            case .string where property == "title" || property == "description":
                annotations.append((property, dependency))
            default:
                throw DocStreamError.typeMismatch("property '\(property)' in $jsonSchema keyword 'dependencies' must be either an object or an array")
            }
        }
        self.dependencies = dependencies
        self.annotations = annotations
    }

    private static func propertyNames(_ property: String, _ elements: [BSONValue]) throws(DocStreamError) -> [String] {
        guard !elements.isEmpty else {
            throw DocStreamError.failedToParse("property '\(property)' in $jsonSchema keyword 'dependencies' cannot be an empty array")
        }
        var names: [String] = []
        for element in elements {
            guard case .string(let name) = element else {
                throw DocStreamError.typeMismatch(
                    "array '\(property)' in $jsonSchema keyword 'dependencies' can only contain strings, but found element of type: \(element.type.alias)")
            }
            guard !names.contains(name) else {
                throw DocStreamError.failedToParse("array '\(property)' in $jsonSchema keyword 'dependencies' contains duplicate element: \(name)")
            }
            try JSONSchemaObjectKeywords.checkPath(name)
            names.append(name)
        }
        return names
    }

    /// The failure of one dependency whose property is present, nil when it holds.
    private func failure(_ property: String, _ requirement: Requirement, in document: Document) -> BSONValue? {
        guard JSONSchemaObjectKeywords.exists(property, in: document) else { return nil }
        switch requirement {
        case .properties(let names):
            let missing = names.filter { !JSONSchemaObjectKeywords.exists($0, in: document) }
            return missing.isEmpty ? nil : ["conditionalProperty": .string(property), "missingProperties": .array(missing.map { .string($0) })]
        case .schema(let node):
            return node.matches(.document(document)) ? nil : ["conditionalProperty": .string(property), "details": .array(node.failures(.document(document)))]
        }
    }

    func matches(_ value: BSONValue) -> Bool {
        guard case .document(let document) = value else { return true }
        return dependencies.allSatisfy { failure($0.property, $0.requirement, in: document) == nil }
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        guard case .document(let document) = value else { return [] }
        let failing = dependencies.compactMap { failure($0.property, $0.requirement, in: document) }
        guard !failing.isEmpty else { return [] }
        var details: Document = ["operatorName": "dependencies"]
        // "title" before "description", as MongoDB appends schema annotations.
        for (key, annotation) in annotations.sorted(by: { $0.0 > $1.0 }) { details[key] = annotation }
        details["failingDependencies"] = .array(failing)
        return [.document(details)]
    }
}
