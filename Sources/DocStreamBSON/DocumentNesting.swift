extension Document {
    /// How deep the document nests, counted as MongoDB counts it for storage: the top-level
    /// fields are at level 1, the fields of a document or array at level n are at level n + 1,
    /// and the depth is the deepest field's level (0 for `{}`). An empty document or array adds
    /// no level, as MongoDB's own check does not descend into it.
    ///
    /// ```swift
    /// let flat: Document = ["a": 1]                 // nestingDepth 1
    /// let nested: Document = ["a": ["b": [1, 2]]]  // nestingDepth 3
    /// ```
    public var nestingDepth: Int {
        bytes.withUnsafeBytes { buffer in
            // The walkers of the documents and arrays entered so far, outermost first; a stack
            // of our own, so a document of any depth is measured without recursion.
            var open = [BSONElementWalker(validated: buffer)]
            var deepest = 0
            while let innermost = open.indices.last {
                guard let element = open[innermost].nextValidated() else {
                    open.removeLast()
                    continue
                }
                deepest = Swift.max(deepest, open.count)
                let type = BSONType(rawValue: element.typeByte)
                if type == .document || type == .array {
                    open.append(BSONElementWalker(validated: buffer, start: element.valueRange.lowerBound))
                }
            }
            return deepest
        }
    }

    /// Whether `nestingDepth` is over `limit`. A document of fields nested L levels deep takes
    /// at least 7 × L bytes (each level a type byte, an empty key's terminator, a length and
    /// the terminator of the document holding it), so a smaller one is answered without a walk:
    /// that is most documents, and the check sits on every write.
    public func nests(deeperThan limit: Int) -> Bool {
        bytes.count >= Self.minimumBytesPerLevel * (limit + 1) && nestingDepth > limit
    }

    private static let minimumBytesPerLevel = 7
}

extension BSONLimits {
    /// How deep a stored document may nest (`Document.nestingDepth`): MongoDB documents "no
    /// more than 100 levels of nesting for BSON documents" (its limits page). A write of a
    /// deeper document fails with 15 Overflow; the extra room below `maxNestingDepth` is for
    /// the records and change events that wrap stored documents.
    public static let maxStoredNestingDepth = 100
}

extension DocStreamError {
    /// MongoDB 15 Overflow for an insert of a document nested deeper than MongoDB stores
    /// (insert.cpp's message).
    package static func insertTooDeep() -> DocStreamError {
        DocStreamError(
            .overflow, "cannot insert document because it exceeds \(BSONLimits.maxStoredNestingDepth) levels of nesting")
    }

    /// MongoDB 15 Overflow for an update (or upsert, or a stage's write) that would store a
    /// document nested deeper than MongoDB stores (storage_validation.cpp's message).
    package static func updateTooDeep() -> DocStreamError {
        DocStreamError(
            .overflow, "Document exceeds maximum nesting depth of \(BSONLimits.maxStoredNestingDepth)")
    }
}
