import DocStreamBSON

/// A replacement update: a document without operators that becomes the whole document. The
/// `_id` stays; the replacement may repeat it but not change it (object_replace_executor.cpp).
struct ReplacementUpdate: Sendable {
    private let replacement: Document
    private let replacementID: BSONValue?
    /// What storage refuses of the replacement's top-level fields when it replaces a stored
    /// document (an upsert's new one is validated as an insert, which allows them).
    private let topLevelFieldError: DocStreamError?

    /// Checks what storage would refuse (storage_validation.cpp): a top-level field starting
    /// with `$` (when applied), unless `allowsTopLevelDollarFields` (a pipeline's output, which
    /// no update operator can be mistaken for: ObjectReplaceExecutor's
    /// allowTopLevelDollarPrefixedFields), and an `_id` of a type `_id` may not have.
    init(_ replacement: Document, allowsTopLevelDollarFields: Bool = false) throws(DocStreamError) {
        topLevelFieldError = allowsTopLevelDollarFields ? nil : Self.topLevelFieldError(of: replacement)
        replacementID = replacement["_id"]
        if let replacementID { try Self.checkStorable(id: replacementID) }
        self.replacement = replacement
    }

    /// Whether the replacement, as given, is `document` byte for byte.
    func isNoOp(on document: Document) -> Bool {
        replacement == document
    }

    /// `document` replaced: its `_id` (unless the replacement has one), then the
    /// replacement's fields. A top-level timestamp of zero becomes `now`, as MongoDB fills in
    /// empty timestamps when it writes them. `isInsert`: `document` is an upsert's seed.
    func apply(to document: Document, isInsert: Bool = false, now: BSONDateTime) throws(DocStreamError) -> Document {
        if !isInsert, let topLevelFieldError { throw topLevelFieldError }
        let originalID = document["_id"]
        if let originalID, let replacementID, BSONValue.compare(originalID, replacementID) != 0 {
            throw UpdateError.immutableField(
                "After applying the update, the (immutable) field '_id' was found to have been altered to \(UpdateText.element("_id", replacementID))")
        }
        var fields: [(String, BSONValue)] = []
        if replacementID == nil, let originalID { fields.append(("_id", originalID)) }
        for (name, value) in replacement {
            if name != "_id", case .timestamp(let timestamp) = value, timestamp.value == 0 {
                fields.append((name, .timestamp(BSONTimestamp(seconds: UInt32(clamping: now.millisecondsSinceEpoch / 1000), increment: 1))))
            } else {
                fields.append((name, value))
            }
        }
        return Document(fields)
    }

    /// storage_validation.cpp storageValidIdField: `_id` may not be an array, a regular
    /// expression or undefined, nor a document with `$`-prefixed fields.
    static func checkStorable(id: BSONValue) throws(DocStreamError) {
        switch id {
        case .array, .regex, .undefined:
            throw UpdateError.invalidIdField("The '_id' value cannot be of type \(id.type.alias)")
        case .document(let document):
            if let name = document.keys.first(where: { $0.hasPrefix("$") }) {
                throw UpdateError.dollarPrefixedField(name, path: "_id.\(name)")
            }
        default:
            break
        }
    }

    private static func topLevelFieldError(of replacement: Document) -> DocStreamError? {
        let fields = replacement.elements
        do {
            for (index, field) in fields.enumerated() where field.key.hasPrefix("$") {
                try checkDBRefField(at: index, of: fields)
            }
            return nil
        } catch {
            return error
        }
    }

    /// storage_validation.cpp validateDollarPrefixElement: the only `$` fields a stored
    /// document may have at the top are a DBRef's $ref, $id and $db, in that order.
    private static func checkDBRefField(at index: Int, of fields: [(key: String, value: BSONValue)]) throws(DocStreamError) {
        func invalid(_ message: String) -> DocStreamError {
            DocStreamError(.invalidDBRef, message)
        }
        func name(at position: Int) -> String? { fields.indices.contains(position) ? fields[position].key : nil }
        var position = index
        if fields[position].key == "$db" {
            guard case .string = fields[position].value else {
                throw invalid("The DBRef $db field must be a String, not a \(fields[position].value.type.alias)")
            }
            guard name(at: position - 1) == "$id" else { throw invalid("Found $db field without a $id before it, which is invalid.") }
            position -= 1
        }
        if fields[position].key == "$id" {
            guard name(at: position - 1) == "$ref" else { throw invalid("Found $id field without a $ref before it, which is invalid.") }
            position -= 1
        }
        guard fields[position].key == "$ref" else {
            throw UpdateError.dollarPrefixedField(fields[index].key, path: fields[index].key)
        }
        guard case .string = fields[position].value else {
            throw invalid("The DBRef $ref field must be a String, not a \(fields[position].value.type.alias)")
        }
        guard name(at: position + 1) == "$id" else { throw invalid("The DBRef $ref field must be followed by a $id field") }
    }
}
