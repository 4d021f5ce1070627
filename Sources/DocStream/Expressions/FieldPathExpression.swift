import DocStreamBSON

/// `"$a.b"` and `"$$variable.a.b"` (ExpressionFieldPath): a path that meets an array
/// continues into each of its elements and gives the array of what it found there.
enum FieldPathExpression {
    static func compile(_ text: String) throws(DocStreamError) -> ExpressionEvaluator {
        let (variable, components) = try parse(text)
        let path = ArraySlice(components)
        // "$field": one lookup in the document, without the variable's name being looked up
        // and the document wrapped per evaluation ($$CURRENT and $$ROOT are the document).
        if variable == "CURRENT" || variable == "ROOT", components.count == 1 {
            let field = Array(components[0].utf8)
            return { variables throws(DocStreamError) in variables.root.value(named: field) }
        }
        return { variables throws(DocStreamError) in
            guard let start = try variables.value(of: variable) else { return nil }
            return path.isEmpty ? start : value(at: path, in: start)
        }
    }

    /// The variable a path starts from ("CURRENT" for "$a.b") and the field names after it.
    static func parse(_ text: String) throws(DocStreamError) -> (variable: String, components: [String]) {
        if text.hasPrefix("$$") {
            let parts = text.dropFirst(2).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            try validateVariableName(parts[0], forWriting: false)
            let components = Array(parts.dropFirst())
            for component in components { try validateFieldName(component) }
            return (parts[0], components)
        }
        guard text.count > 1 else {
            throw DocStreamError(.location(16872), "'$' by itself is not a valid FieldPath")
        }
        let components = text.dropFirst().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for component in components { try validateFieldName(component) }
        return ("CURRENT", components)
    }

    /// Variable names (Variables::validateName): a user variable is written with a lowercase
    /// first letter or a non-ASCII one; system variables (ROOT, NOW) start uppercase.
    static func validateVariableName(_ name: String, forWriting: Bool) throws(DocStreamError) {
        guard let first = name.unicodeScalars.first else {
            throw DocStreamError(.location(16869), "empty variable names are not allowed")
        }
        let validFirst = (first >= "a" && first <= "z") || !first.isASCII || (!forWriting && first >= "A" && first <= "Z")
        guard validFirst else {
            throw DocStreamError(.location(16870), "'\(name)' starts with an invalid character for a user variable name")
        }
        for scalar in name.unicodeScalars.dropFirst() where scalar.isASCII {
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" else {
                throw DocStreamError(.location(16871), "'\(name)' contains an invalid character for a variable name: '\(Character(scalar))'")
            }
        }
    }

    /// A path component or an expression object's field name: not empty, no leading '$', no NUL.
    static func validateFieldName(_ component: String) throws(DocStreamError) {
        guard !component.isEmpty else {
            throw DocStreamError(.location(15998), "FieldPath field names may not be empty strings.")
        }
        guard !component.hasPrefix("$") else {
            throw DocStreamError(.location(16410), "FieldPath field names may not start with '$'.", location: "field '\(component)'")
        }
        try refuseNUL(in: component)
    }

    /// 16411 for a field name holding a NUL byte, which no BSON key can.
    static func refuseNUL(in component: String) throws(DocStreamError) {
        guard !component.contains("\0") else {
            throw DocStreamError(.location(16411), "FieldPath field names may not contain '\\0'.")
        }
    }

    /// evaluatePath / evaluatePathArray: numeric components are field names, never indexes.
    static func value(at path: ArraySlice<String>, in value: BSONValue) -> BSONValue? {
        switch value {
        case .document(let document):
            guard let first = path.first, let next = document[first] else { return nil }
            let rest = path.dropFirst()
            if rest.isEmpty { return next }
            switch next {
            case .document, .array: return Self.value(at: rest, in: next)
            default: return nil
            }
        case .array(let elements):
            var results: [BSONValue] = []
            for element in elements {
                switch element {
                case .document:
                    if let found = Self.value(at: path, in: element) { results.append(found) }
                case .array:
                    // A nested array always contributes its (possibly empty) array.
                    results.append(Self.value(at: path, in: element) ?? .array([]))
                default:
                    continue
                }
            }
            return .array(results)
        default:
            return nil
        }
    }
}
