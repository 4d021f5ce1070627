/// Edits of a few top-level fields made on a document's bytes, for the write paths' fast
/// forms (updates whose paths are all top-level fields): only the fields edited are decoded
/// and encoded; every other element is copied as it is.
extension Document {
    /// Writes where the first element named each of `names` is into `offsets`: the offset of
    /// its type byte, or -1 when the document has no such field. Names compare byte for byte,
    /// as MongoDB's field lookups do. A buffer the caller holds, rather than an array of
    /// optionals made for every document: that array's allocation and type lookup were a
    /// third of finding the offsets.
    package func findFirstElements(named names: RawFieldNames, offsets: UnsafeMutableBufferPointer<Int>) {
        offsets.update(repeating: -1)
        var remaining = names.count
        bytes.withUnsafeBytes { buffer in
            var walker = RawDocumentWalker(document: buffer)
            while remaining > 0, let field = walker.next() {
                guard let index = names.index(of: field.name), offsets[index] < 0 else { continue }
                offsets[index] = RawDocumentWalker.element(of: field).baseAddress! - buffer.baseAddress!
                remaining -= 1
            }
        }
    }

    /// The element whose type byte is at `offset` (from `findFirstElements`), read in place.
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

    /// The value of the element whose type byte is at `offset` (from `findFirstElements`).
    package func value(ofElementAt offset: Int) -> BSONValue {
        bytes.withUnsafeBytes { buffer in decodeValidated(buffer, Self.element(at: offset, in: buffer)) }
    }

    /// The document with the elements at `edits`' offsets replaced by a field of the same name
    /// holding the new value, or removed (nil), and `appended` added at the end, in order.
    /// The offsets are those of distinct elements.
    package func splicing(_ edits: [(offset: Int, value: BSONValue?)], appending appended: [(String, BSONValue)]) throws(DocStreamError) -> Document {
        if appended.isEmpty, let overwritten = overwriting(edits) { return overwritten }
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

    /// The document with each edit's value written over the old one's bytes, when every edit
    /// replaces a value by one of a fixed width equal to the old value's (a double by a double,
    /// an int64 by a double): one copy of the bytes, without encoding the other elements'
    /// framing again. Nil when an edit removes a field or changes the value's width.
    private func overwriting(_ edits: [(offset: Int, value: BSONValue?)]) -> Document? {
        bytes.withUnsafeBytes { buffer -> Document? in
            for edit in edits {
                guard let value = edit.value, let width = value.fixedPayloadWidth,
                    Self.element(at: edit.offset, in: buffer).valueRange.count == width
                else { return nil }
            }
            let copy = [UInt8](unsafeUninitializedCapacity: buffer.count) { copy, initialized in
                let target = UnsafeMutableRawBufferPointer(copy)
                target.copyMemory(from: buffer)
                for edit in edits {
                    let valueStart = Self.element(at: edit.offset, in: buffer).valueRange.lowerBound
                    target[edit.offset] = edit.value!.type.rawValue
                    edit.value!.writeFixedWidthPayload(to: target.baseAddress! + valueStart)
                }
                initialized = buffer.count
            }
            return Document(validatedBytes: copy)
        }
    }
}

extension BSONValue {
    /// The size of the value's encoding when its type alone fixes it and
    /// `writeFixedWidthPayload` writes it; nil for the others.
    var fixedPayloadWidth: Int? {
        switch self {
        case .double, .int64, .datetime, .timestamp: 8
        case .int32: 4
        case .bool: 1
        case .decimal128: 16
        case .null, .undefined, .minKey, .maxKey: 0
        default: nil
        }
    }

    /// Writes the encoding of a value with a `fixedPayloadWidth` at `target`, little-endian as
    /// BSON stores it.
    func writeFixedWidthPayload(to target: UnsafeMutableRawPointer) {
        switch self {
        case .double(let double): target.storeBytes(of: double.bitPattern.littleEndian, as: UInt64.self)
        case .int64(let integer): target.storeBytes(of: integer.littleEndian, as: Int64.self)
        case .datetime(let date): target.storeBytes(of: date.millisecondsSinceEpoch.littleEndian, as: Int64.self)
        case .timestamp(let timestamp): target.storeBytes(of: timestamp.value.littleEndian, as: UInt64.self)
        case .int32(let integer): target.storeBytes(of: integer.littleEndian, as: Int32.self)
        case .bool(let flag): target.storeBytes(of: flag ? 1 : 0, as: UInt8.self)
        case .decimal128(let decimal):
            target.storeBytes(of: decimal.low.littleEndian, as: UInt64.self)
            (target + 8).storeBytes(of: decimal.high.littleEndian, as: UInt64.self)
        case .null, .undefined, .minKey, .maxKey: break
        default: preconditionFailure("\(type) has no fixed width")
        }
    }
}
