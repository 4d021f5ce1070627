import DocStreamBSON

/// Stops the process unless the document's canonical Extended JSON reads back as a document
/// that prints the same text. (Not always the same bytes: BSON has many NaNs and many
/// encodings of a Decimal128 zero, the BSON corpus's "degenerate" forms, and Extended JSON one
/// text for each.) A document with a `$`-prefixed key is left out: Extended JSON cannot tell
/// `{"$oid": MinKey, "x": 1}` from a malformed type wrapper, and its readers refuse it.
public func checkCanonicalTextReadsBack(_ document: Document, input: @autoclosure () -> String) {
    let hasDollarKey = contains(.document(document)) { value in
        guard case .document(let inner) = value else { return false }
        return inner.elements.contains { $0.key.hasPrefix("$") }
    }
    guard !hasDollarKey else { return }
    let text = document.extendedJSON(.canonical)
    do {
        let printedAgain = try Document(extendedJSON: text).extendedJSON(.canonical)
        if printedAgain != text {
            fatalError("canonical Extended JSON does not read back: \(text) gave \(printedAgain) for \(input())")
        }
    } catch {
        fatalError("canonical Extended JSON of a document read is refused (\(error)): \(text) for \(input())")
    }
}

/// Whether the value, or a value anywhere inside it (in documents, arrays and a
/// code-with-scope's scope), matches.
public func contains(_ value: BSONValue, where matches: (BSONValue) -> Bool) -> Bool {
    if matches(value) { return true }
    switch value {
    case .document(let document): return document.elements.contains { contains($0.value, where: matches) }
    case .array(let elements): return elements.contains { contains($0, where: matches) }
    case .javascriptWithScope(let code): return contains(.document(code.scope), where: matches)
    default: return false
    }
}
