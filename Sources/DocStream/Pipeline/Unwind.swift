import DocStreamBSON

/// `{$unwind: "$path"}` or `{$unwind: {path, includeArrayIndex, preserveNullAndEmptyArrays}}`:
/// one output document per element of the array at `path`.
struct UnwindStage: StreamingStage {
    private let path: [String]
    private let indexPath: [String]?
    private let preservesNullAndEmpty: Bool

    /// The field unwound and the field given the index, when both are top-level fields and
    /// documents without elements are dropped (what `ColumnarScan` answers); nil otherwise.
    var topLevelFields: (field: String, indexField: String?)? {
        guard path.count == 1, indexPath?.count ?? 1 == 1, !preservesNullAndEmpty, indexPath?[0] != path[0] else { return nil }
        return (path[0], indexPath?[0])
    }

    /// createFromBson's options, each checked as it is met.
    private static let arguments = ArgumentReader(
        errors: ArgumentErrors(
            unknownField: { DocStreamError(.location(28811), "unrecognized option to $unwind stage: \($0)") },
            missingField: { _ in DocStreamError(.location(28812), "no path specified to $unwind stage") }),
        fields: [
            .required("path", .string) {
                DocStreamError(.location(28808), "expected a string as the path for $unwind stage, got \($0.type.alias)")
            },
            .optional("includeArrayIndex", .string) {
                DocStreamError(.location(28810), "expected a non-empty string for the includeArrayIndex option to $unwind stage, got \($0.type.alias)")
            },
            .optional("preserveNullAndEmptyArrays", .bool) {
                DocStreamError(.location(28809), "expected a boolean for the preserveNullAndEmptyArrays option to $unwind stage, got \($0.type.alias)")
            },
        ])

    /// document_source_unwind.cpp createFromBson's checks.
    init(_ argument: BSONValue) throws(DocStreamError) {
        var pathText: String
        var indexField: String?
        var preserves = false
        switch argument {
        case .string(let text):
            pathText = text
        case .document(let options):
            let arguments = try Self.arguments.read(options) { (name, value) throws(DocStreamError) in
                if name == "includeArrayIndex", let text = value.stringValue, text.isEmpty || text.hasPrefix("$") {
                    throw DocStreamError(.location(28822), "includeArrayIndex option to $unwind stage should not be prefixed with a '$': \(text)")
                }
            }
            pathText = arguments.string("path")!
            indexField = arguments.string("includeArrayIndex")
            preserves = arguments["preserveNullAndEmptyArrays"]?.boolValue ?? false
        default:
            throw DocStreamError(.location(15981), "expected either a string or an object as specification for $unwind stage, got \(argument.type.alias)")
        }
        guard pathText.hasPrefix("$") else {
            throw DocStreamError(.location(28818), "path option to $unwind stage should be prefixed with a '$': \(pathText)")
        }
        // The path is a field path of the document, never a variable: "$$x" fails as a field name.
        path = try FieldPath(String(pathText.dropFirst())).components
        for component in path { try FieldPathExpression.validateFieldName(component) }
        indexPath = try indexField.map { (field) throws(DocStreamError) in try FieldPath(field).components }
        preservesNullAndEmpty = preserves
    }

    func process(_ document: Document, variables: ExpressionVariables, into downstream: any DocumentSink) throws(DocStreamError) -> Bool {
        // A $group next can take the elements without the documents being built.
        if path.count == 1, !preservesNullAndEmpty, indexPath.map({ $0.count == 1 }) ?? true,
            let unwinding = downstream as? UnwoundDocumentsSink,
            try unwinding.acceptUnwinding(document, field: path[0], indexField: indexPath?[0])
        {
            return true
        }
        let value = document.nestedValue(at: path[...])
        guard case .array(let elements) = value else {
            // A non-array value passes as a one-element array would, without an index;
            // null and missing pass only when preserved.
            if value == nil || value == .null, !preservesNullAndEmpty { return true }
            return try downstream.accept(withIndex(document, .null))
        }
        guard !elements.isEmpty else {
            guard preservesNullAndEmpty else { return true }
            return try downstream.accept(withIndex(document.settingNestedValue(nil, at: path[...]), .null))
        }
        for (index, element) in elements.enumerated() {
            let unwound = document.settingNestedValue(element, at: path[...])
            guard try downstream.accept(withIndex(unwound, .int64(Int64(index)))) else { return false }
        }
        return true
    }

    private func withIndex(_ document: Document, _ index: BSONValue) -> Document {
        guard let indexPath else { return document }
        return document.settingNestedValue(index, at: indexPath[...])
    }
}

/// A sink that can take the documents `$unwind` makes from one document without their being
/// built (`$group`'s, which reads a few fields of each).
protocol UnwoundDocumentsSink: AnyObject {
    /// Takes every document `{$unwind: {path: "$field", includeArrayIndex: indexField}}` (without
    /// preserveNullAndEmptyArrays) makes from `document`, and wants more; false, having taken
    /// none, when the documents must be built and passed one by one.
    func acceptUnwinding(_ document: Document, field: String, indexField: String?) throws(DocStreamError) -> Bool
}

extension Document {
    /// The value at a path of field names, through embedded documents only (Document::getNestedField).
    func nestedValue(at path: ArraySlice<String>) -> BSONValue? {
        guard let first = path.first, let value = self[first] else { return nil }
        guard path.count > 1 else { return value }
        return value.documentValue?.nestedValue(at: path.dropFirst())
    }

    /// The document with the value at `path` replaced (nil removes it); a missing or
    /// non-document step becomes an embedded document.
    func settingNestedValue(_ value: BSONValue?, at path: ArraySlice<String>) -> Document {
        guard let first = path.first else { return self }
        var copy = self
        guard path.count > 1 else {
            copy[first] = value
            return copy
        }
        copy[first] = .document((self[first]?.documentValue ?? Document()).settingNestedValue(value, at: path.dropFirst()))
        return copy
    }
}
