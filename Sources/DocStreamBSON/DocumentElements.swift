/// Field-by-field access to a document's bytes where even the names stay bytes: stages that
/// match names against a fixed list ($project, $addFields) and compiled field paths compare
/// UTF-8 instead of making a String per field.
extension Document {
    /// Calls `body` with each field's name (UTF-8, without its terminating zero) and its whole
    /// element's bytes (type byte, name, value), in order. Both point into the document's
    /// bytes and are valid only during the call.
    package func forEachElement(_ body: (_ name: UnsafeRawBufferPointer, _ element: UnsafeRawBufferPointer) throws(DocStreamError) -> Void) throws(DocStreamError) {
        try withRawBytes { bytes throws(DocStreamError) in
            var walker = RawDocumentWalker(document: bytes)
            while let field = walker.next() {
                // The element runs from the type byte before the name to the value's end.
                let start = field.name.baseAddress! - 1
                let end = field.value.bytes.baseAddress! + field.value.bytes.count
                try body(field.name, UnsafeRawBufferPointer(start: start, count: end - start))
            }
        }
    }

    /// The value of the first field named `name` (UTF-8), as `subscript(key:)` reads it.
    package func value(named name: [UInt8]) -> BSONValue? {
        bytes.withUnsafeBytes { bytes in
            name.withUnsafeBytes { RawValue(typeByte: BSONType.document.rawValue, bytes: bytes).field(named: $0)?.decoded }
        }
    }
}
