/// Field-by-field access to a document's bytes where even the names stay bytes: stages that
/// match names against a fixed list ($project, $addFields) and compiled field paths compare
/// UTF-8 instead of making a String per field.
extension Document {
    /// Calls `body` with each field's name (UTF-8, without its terminating zero) and its whole
    /// element's bytes (type byte, name, value), in order. Both point into the document's
    /// bytes and are valid only during the call.
    package func forEachElement(_ body: (_ name: UnsafeRawBufferPointer, _ element: UnsafeRawBufferPointer) throws(DocStreamError) -> Void) throws(DocStreamError) {
        let outcome: Result<Void, DocStreamError> = bytes.withUnsafeBytes { buffer in
            var walker = TrustedElementWalker(validated: buffer)
            while let element = walker.next() {
                do throws(DocStreamError) {
                    try body(buffer.bytes(in: element.keyRange), buffer.bytes(in: element.keyRange.lowerBound - 1..<element.valueRange.upperBound))
                } catch {
                    return .failure(error)
                }
            }
            return .success(())
        }
        try outcome.get()
    }

    /// The value of the first field named `name` (UTF-8), as `subscript(key:)` reads it.
    package func value(named name: [UInt8]) -> BSONValue? {
        bytes.withUnsafeBytes { buffer in
            var walker = TrustedElementWalker(validated: buffer)
            while let element = walker.next() {
                if element.keyRange.count == name.count, name.elementsEqual(buffer[element.keyRange]) {
                    return decodeValidated(buffer, element)
                }
            }
            return nil
        }
    }
}
