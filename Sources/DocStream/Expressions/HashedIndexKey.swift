import DocStreamBSON

/// The key a hashed index stores for a value (BSONElementHasher::hash64, seed 0): the first
/// 8 bytes, little-endian, of the MD5 digest of the seed and the value's canonical form.
enum HashedIndexKey {
    static func hash(_ value: BSONValue) -> Int64 {
        var input: [UInt8] = [0, 0, 0, 0]  // the seed, an int32
        append(value, fieldName: nil, to: &input)
        return Digests.md5(input).prefix(8).reversed().reduce(0) { $0 << 8 | Int64($1) }
    }

    /// recursiveHash: the canonical type (int32), the field name inside documents, then
    /// numbers as an int64 (truncated), documents and arrays element by element up to and
    /// including their terminator, and other values as their BSON bytes.
    private static func append(_ value: BSONValue, fieldName: String?, to input: inout [UInt8]) {
        appendInteger(Int32(value.canonicalTypeRank), to: &input)
        if let fieldName { input += Array(fieldName.utf8) + [0] }
        switch value {
        case .int32, .int64, .double, .decimal128:
            appendInteger(truncatedToInt64(value), to: &input)
        case .document(let document):
            for (key, element) in document { append(element, fieldName: key, to: &input) }
            appendInteger(endOfObject, to: &input)
        case .array(let elements):
            for (index, element) in elements.enumerated() { append(element, fieldName: String(index), to: &input) }
            appendInteger(endOfObject, to: &input)
        default:
            // The value's bytes: a one-field document {"": value} less its length, type byte,
            // empty name and terminator.
            let bytes = Document([("", value)]).bytes
            input += bytes[6..<(bytes.count - 1)]
        }
    }

    /// The EOO element that ends every object: canonical type 0, no name, no value.
    private static let endOfObject: Int32 = 0

    private static func appendInteger<Integer: FixedWidthInteger>(_ value: Integer, to input: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { input += $0 }
    }

    /// BSONElement::safeNumberLong: toward zero, NaN as 0, saturating outside int64.
    private static func truncatedToInt64(_ number: BSONValue) -> Int64 {
        switch number {
        case .int32(let value): return Int64(value)
        case .int64(let value): return value
        case .double(let value):
            if value.isNaN { return 0 }
            return Int64(exactly: value.rounded(.towardZero)) ?? (value < 0 ? .min : .max)
        case .decimal128(let value):
            if value.isNaN { return 0 }
            return value.int64Truncating?.value ?? (value.isNegative ? .min : .max)
        default: return 0
        }
    }
}
