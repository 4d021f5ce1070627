/// Edits of a few top-level fields made on a document's bytes, for the write paths' fast
/// forms (updates whose paths are all top-level fields): only the fields edited are decoded
/// and encoded; every other element is copied as it is.
extension Document {
    /// Where the first element named each of `names` (UTF-8) is: the offset of its type byte,
    /// or nil when the document has no such field. Names compare byte for byte, as MongoDB's
    /// field lookups do.
    package func firstElementOffsets(named names: [[UInt8]]) -> [Int?] {
        var offsets = [Int?](repeating: nil, count: names.count)
        var remaining = names.count
        forEachRawElement { buffer, element in
            let key = buffer.bytes(in: element.keyRange)
            for index in names.indices where offsets[index] == nil && Self.isName(names[index], key) {
                offsets[index] = element.keyRange.lowerBound - 1
                remaining -= 1
            }
            return remaining > 0
        }
        return offsets
    }

    /// Whether `key` (an element's name in the document's bytes) is `name`; lengths first, as
    /// most names differ there.
    private static func isName(_ name: [UInt8], _ key: UnsafeRawBufferPointer) -> Bool {
        name.count == key.count && name.elementsEqual(key)
    }

    /// The value of the element whose type byte is at `offset` (from `firstElementOffsets`).
    package func value(ofElementAt offset: Int) -> BSONValue {
        bytes.withUnsafeBytes { buffer in
            guard var walker = try? BSONElementWalker(buffer: buffer, resumingAt: offset), let element = walker.nextValidated() else {
                preconditionFailure("no element at offset \(offset)")
            }
            return decodeValidated(buffer, element)
        }
    }

    /// The document with the elements at `edits`' offsets replaced by a field of the same name
    /// holding the new value, or removed (nil), and `appended` added at the end, in order.
    /// The offsets are those of distinct elements.
    package func splicing(_ edits: [(offset: Int, value: BSONValue?)], appending appended: [(String, BSONValue)]) throws(DocStreamError) -> Document {
        var builder = DocumentBuilder(reservingCapacity: bytes.count + 32)
        let copied: Result<Void, DocStreamError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(DocStreamError) in
                var copied = 4
                // One edit, the usual case, needs no sorted copy.
                for edit in edits.count > 1 ? edits.sorted(by: { $0.offset < $1.offset }) : edits {
                    guard var walker = try? BSONElementWalker(buffer: buffer, resumingAt: edit.offset), let element = walker.nextValidated() else {
                        preconditionFailure("no element at offset \(edit.offset)")
                    }
                    builder.appendValidatedBytes(buffer.bytes(in: copied..<edit.offset))
                    if let value = edit.value {
                        try builder.append(buffer.string(in: element.keyRange), value)
                    }
                    copied = element.valueRange.upperBound
                }
                builder.appendValidatedBytes(buffer.bytes(in: copied..<(buffer.count - 1)))
            }
        }
        try copied.get()
        for (key, value) in appended {
            try builder.append(key, value)
        }
        return builder.finish()
    }
}
