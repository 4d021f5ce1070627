/// The stored form's `_id`, read in one walk over the names (the insert path's check).
extension Document {
    /// The `_id` when it is the first field and no other field has that name, as documents are
    /// stored; nil otherwise. Only the `_id` is decoded.
    package var storedFormID: BSONValue? {
        bytes.withUnsafeBytes { buffer in
            var walker = RawDocumentWalker(document: buffer)
            guard let (name, id) = walker.next(), Self.isIDName(name) else { return nil }
            while let (other, _) = walker.next() {
                if Self.isIDName(other) { return nil }
            }
            return id.decoded
        }
    }

    /// The first field's value, nil for `{}`: `storedFormID` of a document known to be in the
    /// stored form (its reader saw its fields as it wrote them), without the walk.
    package var firstValue: BSONValue? {
        bytes.withUnsafeBytes { buffer in
            var walker = RawDocumentWalker(document: buffer)
            guard let (_, value) = walker.next() else { return nil }
            // The usual `_id` read from its bytes: the decoder's general path cost more than it.
            if value.typeByte == BSONType.objectId.rawValue { return .objectId(value.bytes.objectId(at: 0)) }
            return value.decoded
        }
    }

    private static func isIDName(_ name: UnsafeRawBufferPointer) -> Bool {
        name.count == 3 && name[0] == UInt8(ascii: "_") && name[1] == UInt8(ascii: "i") && name[2] == UInt8(ascii: "d")
    }
}
