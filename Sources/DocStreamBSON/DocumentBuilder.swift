/// Builds a BSON document by appending elements to its bytes.
///
/// ```swift
/// var builder = DocumentBuilder()
/// try builder.append("name", .string("Maple Latte"))
/// let drink = builder.document
/// ```
public struct DocumentBuilder: Sendable {
    private var bytes: [UInt8]

    /// An empty document, with room for `capacity` bytes before it grows.
    public init(reservingCapacity capacity: Int = 64) {
        bytes = []
        bytes.reserveCapacity(max(capacity, 5))
        // The length, written by `finish`; appended one by one, as an array literal would be allocated.
        for _ in 0..<4 { bytes.append(0) }
    }

    /// Appends one element. Keys, regex patterns and regex options may not contain NUL bytes
    /// (BSON stores them zero-terminated).
    ///
    /// - Throws: `DocStreamError` 2 BadValue for a NUL byte in one of them; the document is
    ///   left as it was before the call.
    public mutating func append(_ key: String, _ value: BSONValue) throws(DocStreamError) {
        let rollback = bytes.count
        bytes.append(value.type.rawValue)
        do {
            try appendCString(key, what: "field name")
            try appendPayload(value)
        } catch {
            bytes.removeSubrange(rollback...)
            throw error
        }
    }

    /// `append(_:_:)` for a name given as UTF-8 that was itself a BSON field name (a compiled
    /// stage's), so holds no NUL byte and needs no check.
    package mutating func append(fieldName: some Collection<UInt8>, _ value: BSONValue) throws(DocStreamError) {
        let rollback = bytes.count
        bytes.append(value.type.rawValue)
        bytes.append(contentsOf: fieldName)
        bytes.append(0)
        do {
            try appendPayload(value)
        } catch {
            bytes.removeSubrange(rollback...)
            throw error
        }
    }

    /// Appends bytes that are a whole, valid element (or several).
    mutating func appendValidatedBytes(_ element: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: element)
    }

    /// The finished document.
    public var document: Document {
        var finished = bytes
        finished.append(0)
        finished.writeInt32(Int32(truncatingIfNeeded: finished.count), at: 0)
        return Document(validatedBytes: finished)
    }

    /// The finished document, taking the builder's bytes without the copy `document` makes.
    package consuming func finish() -> Document {
        bytes.append(0)
        bytes.writeInt32(Int32(truncatingIfNeeded: bytes.count), at: 0)
        return Document(validatedBytes: bytes)
    }

    private mutating func appendCString(_ text: String, what: String) throws(DocStreamError) {
        var contiguous = text
        // Copied as one block: appending a String's UTF-8 view goes byte by byte.
        let hasNUL = contiguous.withUTF8 { utf8 in
            bytes.append(contentsOf: utf8)
            return utf8.contains(0)
        }
        // `append` rolls the partial element back.
        guard !hasNUL else {
            throw .badValue("\(what) contains a NUL byte: \(text.debugDescription)")
        }
        bytes.append(0)
    }

    private mutating func appendPayload(_ value: BSONValue) throws(DocStreamError) {
        switch value {
        case .double(let double): bytes.appendInteger(double.bitPattern)
        case .string(let text), .javascript(let text), .symbol(let text): bytes.appendBSONString(text)
        case .document(let document): bytes.append(contentsOf: document.bytes)
        case .array(let elements):
            // Written in place, each key as its digits: a String per index, and the array's
            // bytes built apart and copied twice, cost more than most elements. A throw rolls
            // back the whole element (`append`).
            let start = bytes.count
            bytes.appendInteger(Int32(0))
            for (index, element) in elements.enumerated() {
                bytes.append(element.type.rawValue)
                bytes.appendDecimalDigits(index)
                bytes.append(0)
                try appendPayload(element)
            }
            bytes.append(0)
            bytes.writeInt32(Int32(truncatingIfNeeded: bytes.count - start), at: start)
        case .binary(let binary):
            let innerLength = binary.subtype == BSONBinary.oldBinary ? 4 : 0
            bytes.appendInteger(Int32(truncatingIfNeeded: binary.data.count + innerLength))
            bytes.append(binary.subtype)
            if innerLength > 0 { bytes.appendInteger(Int32(truncatingIfNeeded: binary.data.count)) }
            bytes.append(contentsOf: binary.data)
        case .undefined, .null, .minKey, .maxKey: break
        case .objectId(let id): id.append(to: &bytes)
        case .bool(let flag): bytes.append(flag ? 1 : 0)
        case .datetime(let date): bytes.appendInteger(date.millisecondsSinceEpoch)
        case .regex(let regex):
            try appendCString(regex.pattern, what: "regular expression pattern")
            try appendCString(regex.options, what: "regular expression options")
        case .dbPointer(let pointer):
            bytes.appendBSONString(pointer.namespace)
            pointer.id.append(to: &bytes)
        case .javascriptWithScope(let code):
            let start = bytes.count
            bytes.appendInteger(Int32(0))
            bytes.appendBSONString(code.code)
            bytes.append(contentsOf: code.scope.bytes)
            bytes.writeInt32(Int32(truncatingIfNeeded: bytes.count - start), at: start)
        case .int32(let integer): bytes.appendInteger(integer)
        case .timestamp(let timestamp): bytes.appendInteger(timestamp.value)
        case .int64(let integer): bytes.appendInteger(integer)
        case .decimal128(let decimal):
            bytes.appendInteger(decimal.low)
            bytes.appendInteger(decimal.high)
        }
        guard bytes.count < Int(Int32.max) else {
            throw .objectTooLarge(size: bytes.count)
        }
    }
}

extension Array where Element == UInt8 {
    /// The decimal digits of a non-negative index (an array element's name), written without
    /// making a String.
    mutating func appendDecimalDigits(_ value: Int) {
        guard value >= 10 else {
            append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        appendDecimalDigits(value / 10)
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    mutating func appendInteger<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    mutating func writeInt32(_ value: Int32, at offset: Int) {
        precondition(offset >= 0 && offset + 4 <= count, "an int32 at \(offset) is past the end of \(count) bytes")
        withUnsafeMutableBytes { $0.storeBytes(of: value.littleEndian, toByteOffset: offset, as: Int32.self) }
    }

    /// int32 length including the terminator, the UTF-8 bytes, a zero byte.
    mutating func appendBSONString(_ text: String) {
        var text = text
        // Copied as one block: appending a String's UTF-8 view goes byte by byte.
        text.withUTF8 { utf8 in
            appendInteger(Int32(truncatingIfNeeded: utf8.count + 1))
            append(contentsOf: utf8)
        }
        append(0)
    }
}
