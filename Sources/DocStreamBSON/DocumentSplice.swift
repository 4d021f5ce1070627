/// Edits of a few top-level fields made on a document's bytes, for the write paths' fast
/// forms (updates whose paths are all top-level fields): only the fields edited are decoded
/// and encoded; every other element is copied as it is.
extension Document {
    /// Where the first element named each of `names` is: the offset of its type byte, or nil
    /// when the document has no such field. Names compare byte for byte, as MongoDB's field
    /// lookups do.
    package func firstElementOffsets(named names: RawFieldNames) -> [Int?] {
        var offsets = [Int?](repeating: nil, count: names.count)
        var remaining = names.count
        bytes.withUnsafeBytes { buffer in
            var walker = RawDocumentWalker(document: buffer)
            while remaining > 0, let field = walker.next() {
                guard let index = names.index(of: field.name), offsets[index] == nil else { continue }
                offsets[index] = RawDocumentWalker.element(of: field).baseAddress! - buffer.baseAddress!
                remaining -= 1
            }
        }
        return offsets
    }

    /// The element whose type byte is at `offset` (from `firstElementOffsets`), read in place.
    private static func element(at offset: Int, in buffer: UnsafeRawBufferPointer) -> RawElement {
        var walker = RawDocumentWalker(document: buffer)
        walker.position = buffer.baseAddress! + offset
        guard let field = walker.next() else { preconditionFailure("no element at offset \(offset)") }
        let nameStart = field.name.baseAddress! - buffer.baseAddress!
        let valueStart = field.value.bytes.baseAddress! - buffer.baseAddress!
        return RawElement(
            typeByte: field.value.typeByte, keyRange: nameStart..<(nameStart + field.name.count),
            valueRange: valueStart..<(valueStart + field.value.bytes.count))
    }

    /// The value of the element whose type byte is at `offset` (from `firstElementOffsets`).
    package func value(ofElementAt offset: Int) -> BSONValue {
        bytes.withUnsafeBytes { buffer in decodeValidated(buffer, Self.element(at: offset, in: buffer)) }
    }

    /// The document with the elements at `edits`' offsets replaced by a field of the same name
    /// holding the new value, or removed (nil), and `appended` added at the end, in order.
    /// The offsets are those of distinct elements.
    package func splicing(_ edits: [(offset: Int, value: BSONValue?)], appending appended: [(String, BSONValue)]) throws(DocStreamError) -> Document {
        var builder = DocumentBuilder(reservingCapacity: bytes.count + 32)
        try withRawBytes { (buffer) throws(DocStreamError) in
            var copied = 4
            // One edit, the usual case, needs no sorted copy.
            for edit in edits.count > 1 ? edits.sorted(by: { $0.offset < $1.offset }) : edits {
                let element = Self.element(at: edit.offset, in: buffer)
                builder.appendValidatedBytes(buffer.bytes(in: copied..<edit.offset))
                if let value = edit.value {
                    // The name was a field's name, so it holds no NUL byte.
                    try builder.append(fieldName: buffer.bytes(in: element.keyRange), value)
                }
                copied = element.valueRange.upperBound
            }
            builder.appendValidatedBytes(buffer.bytes(in: copied..<(buffer.count - 1)))
        }
        for (key, value) in appended {
            try builder.append(key, value)
        }
        return builder.finish()
    }
}
