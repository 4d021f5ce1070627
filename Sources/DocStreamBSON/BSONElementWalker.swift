import Foundation

/// One element of a BSON document located in its bytes: the type byte, the key and the value.
struct RawElement {
    var typeByte: UInt8
    var keyRange: Range<Int>
    var valueRange: Range<Int>
}

/// Walks the elements of one BSON document in a byte buffer, checking every length against
/// the bounds as it goes, so malformed bytes give an error with their offset, never a crash.
struct BSONElementWalker {
    let buffer: UnsafeRawBufferPointer
    /// Offset of the next element's type byte.
    private var position: Int
    /// Offset of the document's terminating zero byte.
    private let end: Int
    /// Offset of the document's first byte within the whole buffer being decoded, for messages.
    let documentStart: Int

    /// Starts at the document beginning at `start` (its int32 length prefix).
    init(buffer: UnsafeRawBufferPointer, start: Int = 0) throws(DocStreamError) {
        self.buffer = buffer
        self.documentStart = start
        guard start >= 0, buffer.count - start >= 5 else {
            throw .invalidBSON("document shorter than 5 bytes", at: "offset \(start)")
        }
        let length = Int(buffer.loadInt32(at: start))
        guard length >= 5, length <= buffer.count - start else {
            throw .invalidBSON("document length \(length) does not fit the \(buffer.count - start) bytes available", at: "offset \(start)")
        }
        guard buffer[start + length - 1] == 0 else {
            throw .invalidBSON("document does not end with a zero byte", at: "offset \(start + length - 1)")
        }
        position = start + 4
        end = start + length - 1
    }

    /// Continues walking a whole, already validated top-level document from the element at `offset`.
    init(buffer: UnsafeRawBufferPointer, resumingAt offset: Int) throws(DocStreamError) {
        try self.init(buffer: buffer)
        guard offset >= 4, offset <= end else {
            throw .invalidBSON("no element starts at offset \(offset)", at: "offset \(offset)")
        }
        position = offset
    }

    /// The total length of the document, as its prefix says.
    var documentLength: Int { end + 1 - documentStart }

    mutating func next() throws(DocStreamError) -> RawElement? {
        guard position < end else { return nil }
        let typeByte = buffer[position]
        let keyStart = position + 1
        guard let keyEnd = buffer.firstZero(from: keyStart, before: end) else {
            throw .invalidBSON("field name is not terminated", at: "offset \(keyStart)")
        }
        let valueStart = keyEnd + 1
        let length = try valueLength(typeByte: typeByte, typeOffset: position, at: valueStart)
        guard length <= end - valueStart else {
            throw .invalidBSON("value of type 0x\(String(typeByte, radix: 16)) runs past the end of its document", at: "offset \(valueStart)")
        }
        position = valueStart + length
        return RawElement(typeByte: typeByte, keyRange: keyStart..<keyEnd, valueRange: valueStart..<position)
    }

    private func valueLength(typeByte: UInt8, typeOffset: Int, at start: Int) throws(DocStreamError) -> Int {
        let available = end - start
        func prefixed(extra: Int) throws(DocStreamError) -> Int {
            guard available >= 4 else { throw .invalidBSON("length prefix runs past the end", at: "offset \(start)") }
            let length = Int(buffer.loadInt32(at: start))
            guard length >= 0 else { throw .invalidBSON("negative length \(length)", at: "offset \(start)") }
            return 4 + length + extra
        }
        guard let type = BSONType(rawValue: typeByte) else {
            throw .invalidBSON("unknown BSON type 0x\(String(typeByte, radix: 16))", at: "offset \(typeOffset)")
        }
        switch type {
        case .double, .datetime, .timestamp, .int64: return 8
        case .int32: return 4
        case .decimal128: return 16
        case .objectId: return 12
        case .bool: return 1
        case .undefined, .null, .minKey, .maxKey: return 0
        case .string, .javascript, .symbol: return try prefixed(extra: 0)
        case .dbPointer: return try prefixed(extra: 12)
        case .binary: return try prefixed(extra: 1)
        case .document, .array, .javascriptWithScope:
            guard available >= 4 else { throw .invalidBSON("length prefix runs past the end", at: "offset \(start)") }
            let length = Int(buffer.loadInt32(at: start))
            // The smallest of these is the empty document: length prefix and terminator.
            guard length >= 5 else { throw .invalidBSON("length \(length) is too small for a \(type.alias)", at: "offset \(start)") }
            return length
        case .regex:
            guard let patternEnd = buffer.firstZero(from: start, before: end),
                let optionsEnd = buffer.firstZero(from: patternEnd + 1, before: end)
            else {
                throw .invalidBSON("regular expression is not terminated", at: "offset \(start)")
            }
            return optionsEnd + 1 - start
        }
    }
}

extension BSONElementWalker {
    /// Walks document bytes already validated (every `Document` is), where a malformed
    /// element would be a bug, not bad input.
    init(validated buffer: UnsafeRawBufferPointer, start: Int = 0) {
        do {
            try self.init(buffer: buffer, start: start)
        } catch {
            preconditionFailure("document bytes are validated when the document is made: \(error)")
        }
    }

    mutating func nextValidated() -> RawElement? {
        do {
            return try next()
        } catch {
            preconditionFailure("document bytes are validated when the document is made: \(error)")
        }
    }
}

extension UnsafeRawBufferPointer {
    func bytes(in range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: self[range])
    }

    func objectId(at start: Int) -> ObjectId {
        ObjectId(
            head: UInt64(bigEndian: loadUnaligned(fromByteOffset: start, as: UInt64.self)),
            tail: UInt32(bigEndian: loadUnaligned(fromByteOffset: start + 8, as: UInt32.self)))
    }

    @inline(__always)
    func loadInt32(at offset: Int) -> Int32 {
        Int32(littleEndian: loadUnaligned(fromByteOffset: offset, as: Int32.self))
    }

    @inline(__always)
    func loadInt64(at offset: Int) -> Int64 {
        Int64(littleEndian: loadUnaligned(fromByteOffset: offset, as: Int64.self))
    }

    @inline(__always)
    func loadUInt64(at offset: Int) -> UInt64 {
        UInt64(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The offset of the first zero byte in `start..<limit`.
    func firstZero(from start: Int, before limit: Int) -> Int? {
        guard start < limit, let base = baseAddress, let found = memchr(base + start, 0, limit - start) else { return nil }
        return UnsafeRawPointer(found) - base
    }

    /// Whether every byte in `range` is below 0x80, eight at a time.
    func isASCII(_ range: Range<Int>) -> Bool {
        guard let base = baseAddress else { return true }
        var index = range.lowerBound
        var highBits: UInt64 = 0
        while index + 8 <= range.upperBound {
            highBits |= base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < range.upperBound {
            highBits |= UInt64(base.load(fromByteOffset: index, as: UInt8.self))
            index += 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0
    }

    func string(in range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: self[range]), as: UTF8.self)
    }
}
