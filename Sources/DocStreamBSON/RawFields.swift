/// Field-by-field access to a document's bytes for the engine's hot paths (projections that
/// copy fields as they are): nothing is decoded into `BSONValue`.
extension Document {
    /// Calls `body` with each field's name and its whole element's bytes (type byte, name,
    /// value), in order.
    package func forEachField(_ body: (_ name: String, _ element: UnsafeRawBufferPointer) throws(DocStreamError) -> Void) throws(DocStreamError) {
        let outcome: Result<Void, DocStreamError> = bytes.withUnsafeBytes { buffer in
            var walker = BSONElementWalker(validated: buffer)
            while let element = walker.nextValidated() {
                let whole = buffer.bytes(in: element.keyRange.lowerBound - 1..<element.valueRange.upperBound)
                do throws(DocStreamError) {
                    try body(buffer.string(in: element.keyRange), whole)
                } catch {
                    return .failure(error)
                }
            }
            return .success(())
        }
        try outcome.get()
    }

    /// `body` of the first field named `name`, read in place (nil when there is none).
    package func withRawField<Result>(named name: StaticString, _ body: (RawValue?) -> Result) -> Result {
        bytes.withUnsafeBytes { bytes in
            body(
                RawValue(typeByte: BSONType.document.rawValue, bytes: bytes)
                    .field(named: UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)))
        }
    }
}

/// Where a one-pass builder copies elements as a document holds them: a `DocumentBuilder`,
/// which grows, or a `DocumentWriter`, in room sized beforehand.
package protocol ElementAppending: ~Copyable {
    /// Appends a whole element (type byte, name, value), or a run of them, as a document holds it.
    mutating func appendElement(_ element: UnsafeRawBufferPointer)
}

extension DocumentBuilder: ElementAppending {
    /// Appends an element exactly as `Document.forEachField` gave it.
    package mutating func appendElement(_ element: UnsafeRawBufferPointer) {
        appendValidatedBytes(element)
    }
}
