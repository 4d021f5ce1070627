/// Decodes BSON bytes into `BSONValue`s, checking everything the BSON spec requires: lengths,
/// terminators, UTF-8, boolean bytes, nested lengths, and the nesting depth. Bytes of a
/// `Document` (`isValidated`), checked when it was made, are not checked again: decoding an
/// embedded document or a string from them would otherwise check its bytes once more on
/// every access.
struct BSONValueDecoder {
    let buffer: UnsafeRawBufferPointer
    var isValidated = false

    /// Checks the document starting at `start` as decoding it would, without building values.
    func validate(at start: Int, depth: Int = 0) throws(DocStreamError) {
        var walker = try walker(at: start, depth: depth)
        while let element = try walker.next() {
            try checkUTF8(element.keyRange)
            let start = element.valueRange.lowerBound
            let length = element.valueRange.count
            switch BSONType(rawValue: element.typeByte)! {
            case .string, .javascript, .symbol: try checkUTF8(stringRange(at: start, within: length))
            case .document, .array: try validate(at: start, depth: depth + 1)
            case .binary: _ = try binaryPayload(at: start, length: length)
            case .bool: _ = try boolean(at: start)
            case .regex:
                let patternEnd = buffer.firstZero(from: start, before: element.valueRange.upperBound)!
                try checkUTF8(start..<patternEnd)
                try checkUTF8((patternEnd + 1)..<(element.valueRange.upperBound - 1))
            case .dbPointer: try checkUTF8(stringRange(at: start, within: length - 12))
            case .javascriptWithScope:
                let (code, scopeStart) = try codeWithScopeParts(at: start, length: length)
                try checkUTF8(code)
                try validate(at: scopeStart, depth: depth + 1)
            case .double, .undefined, .objectId, .datetime, .null, .int32, .timestamp, .int64, .decimal128, .minKey, .maxKey:
                break
            }
        }
    }

    private func walker(at start: Int, depth: Int) throws(DocStreamError) -> BSONElementWalker {
        // MongoDB's validation refuses the same with 15 Overflow and this message, no more.
        guard depth <= BSONLimits.maxNestingDepth else {
            throw DocStreamError(.overflow, "BSONObj exceeds maximum nested object depth")
        }
        return try BSONElementWalker(buffer: buffer, start: start)
    }

    func value(of element: RawElement, depth: Int) throws(DocStreamError) -> BSONValue {
        let start = element.valueRange.lowerBound
        let length = element.valueRange.count
        switch BSONType(rawValue: element.typeByte)! {
        case .double:
            return .double(Double(bitPattern: buffer.loadUInt64(at: start)))
        case .string:
            return .string(try lengthPrefixedString(at: start, within: length))
        case .javascript:
            return .javascript(try lengthPrefixedString(at: start, within: length))
        case .symbol:
            return .symbol(try lengthPrefixedString(at: start, within: length))
        case .document:
            return .document(try nestedDocument(at: start, length: length, depth: depth))
        case .array:
            return .array(try arrayValues(at: start, depth: depth + 1))
        case .binary:
            let (subtype, payload) = try binaryPayload(at: start, length: length)
            return .binary(BSONBinary(subtype: subtype, data: Array(buffer[payload])))
        case .undefined:
            return .undefined
        case .objectId:
            return .objectId(buffer.objectId(at: start))
        case .bool:
            return .bool(try boolean(at: start))
        case .datetime:
            return .datetime(BSONDateTime(millisecondsSinceEpoch: buffer.loadInt64(at: start)))
        case .null:
            return .null
        case .regex:
            let patternEnd = buffer.firstZero(from: start, before: element.valueRange.upperBound)!
            let pattern = try utf8String(start..<patternEnd)
            let options = try utf8String((patternEnd + 1)..<(element.valueRange.upperBound - 1))
            return .regex(BSONRegularExpression(pattern: pattern, options: options))
        case .dbPointer:
            let namespace = try lengthPrefixedString(at: start, within: length - 12)
            return .dbPointer(BSONDBPointer(namespace: namespace, id: buffer.objectId(at: element.valueRange.upperBound - 12)))
        case .javascriptWithScope:
            return .javascriptWithScope(try codeWithScope(at: start, length: length, depth: depth))
        case .int32:
            return .int32(buffer.loadInt32(at: start))
        case .timestamp:
            let value = buffer.loadUInt64(at: start)
            return .timestamp(BSONTimestamp(value: value))
        case .int64:
            return .int64(buffer.loadInt64(at: start))
        case .decimal128:
            return .decimal128(Decimal128(low: buffer.loadUInt64(at: start), high: buffer.loadUInt64(at: start + 8)))
        case .minKey:
            return .minKey
        case .maxKey:
            return .maxKey
        }
    }

    private func nestedDocument(at start: Int, length: Int, depth: Int) throws(DocStreamError) -> Document {
        if !isValidated { try validate(at: start, depth: depth + 1) }
        return Document(validatedBytes: Array(buffer[start..<(start + length)]))
    }

    /// An array's values; its keys are checked (UTF-8) but not kept.
    private func arrayValues(at start: Int, depth: Int) throws(DocStreamError) -> [BSONValue] {
        var walker = try walker(at: start, depth: depth)
        var values: [BSONValue] = []
        while let element = try walker.next() {
            if !isValidated { try checkUTF8(element.keyRange) }
            values.append(try value(of: element, depth: depth))
        }
        return values
    }

    private func utf8String(_ range: Range<Int>) throws(DocStreamError) -> String {
        if isValidated { return String(decoding: buffer.bytes(in: range), as: UTF8.self) }
        guard let text = String(validating: buffer.bytes(in: range), as: UTF8.self) else {
            throw .invalidBSON("invalid UTF-8", at: "offset \(range.lowerBound)")
        }
        return text
    }

    /// Checks UTF-8 without making a String; all-ASCII text (the common case) is one pass.
    private func checkUTF8(_ range: Range<Int>) throws(DocStreamError) {
        guard !buffer.isASCII(range) else { return }
        _ = try utf8String(range)
    }

    private func boolean(at start: Int) throws(DocStreamError) -> Bool {
        switch buffer[start] {
        case 0: return false
        case 1: return true
        case let byte: throw .invalidBSON("boolean byte is \(byte), not 0 or 1", at: "offset \(start)")
        }
    }

    private func lengthPrefixedString(at start: Int, within available: Int) throws(DocStreamError) -> String {
        try utf8String(stringRange(at: start, within: available))
    }

    /// The text bytes of a BSON string: int32 length (counting the terminator), the UTF-8
    /// bytes, a zero byte.
    private func stringRange(at start: Int, within available: Int) throws(DocStreamError) -> Range<Int> {
        guard available >= 5 else { throw .invalidBSON("string shorter than its length prefix and terminator", at: "offset \(start)") }
        let length = Int(buffer.loadInt32(at: start))
        guard length >= 1, length <= available - 4 else {
            throw .invalidBSON("string length \(length) does not fit its \(available - 4) bytes", at: "offset \(start)")
        }
        guard buffer[start + 4 + length - 1] == 0 else {
            throw .invalidBSON("string does not end with a zero byte", at: "offset \(start + 4 + length - 1)")
        }
        return (start + 4)..<(start + 4 + length - 1)
    }

    /// The subtype and the data bytes of a binary value.
    private func binaryPayload(at start: Int, length: Int) throws(DocStreamError) -> (UInt8, Range<Int>) {
        let subtype = buffer[start + 4]
        var payload = (start + 5)..<(start + length)
        if subtype == BSONBinary.oldBinary {
            // Subtype 2 repeats the payload length inside the payload.
            guard payload.count >= 4, Int(buffer.loadInt32(at: payload.lowerBound)) == payload.count - 4 else {
                throw .invalidBSON("binary subtype 2 inner length disagrees with its outer length", at: "offset \(start)")
            }
            payload = (payload.lowerBound + 4)..<payload.upperBound
        }
        return (subtype, payload)
    }

    private func codeWithScope(at start: Int, length: Int, depth: Int) throws(DocStreamError) -> BSONCodeWithScope {
        let (code, scopeStart) = try codeWithScopeParts(at: start, length: length)
        if !isValidated { try validate(at: scopeStart, depth: depth + 1) }
        let scope = Document(validatedBytes: Array(buffer[scopeStart..<(start + length)]))
        return BSONCodeWithScope(code: try utf8String(code), scope: scope)
    }

    /// int32 total length, then a string (the code), then a document (the scope): the code's
    /// bytes and where the scope starts.
    private func codeWithScopeParts(at start: Int, length: Int) throws(DocStreamError) -> (code: Range<Int>, scopeStart: Int) {
        guard length >= 4 + 5 + 5 else {
            throw .invalidBSON("code with scope is too short", at: "offset \(start)")
        }
        let code = try stringRange(at: start + 4, within: length - 4 - 5)
        let scopeStart = code.upperBound + 1
        guard scopeStart + 4 <= start + length else {
            throw .invalidBSON("code with scope has no room for its scope", at: "offset \(scopeStart)")
        }
        let scopeLength = Int(buffer.loadInt32(at: scopeStart))
        guard scopeLength >= 5, scopeStart + scopeLength == start + length else {
            throw .invalidBSON("code with scope lengths disagree", at: "offset \(start)")
        }
        return (code, scopeStart)
    }
}
