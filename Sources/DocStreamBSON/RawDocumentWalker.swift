import Foundation

/// Walks the elements of a document's validated bytes in place, for the engine's hot paths.
///
/// Unlike `BSONElementWalker`, which checks every length against the bounds because it also
/// reads untrusted bytes, this walker trusts them: it is only given the bytes of a `Document`
/// (or of a document or array inside one), which were validated when the document was made,
/// so every type byte is known and every length fits.
///
/// `@usableFromInline`, as `RawValue` is, so that its inlinable members are inlined.
@usableFromInline package struct RawDocumentWalker {
    // The hot paths live in DocStream: the walker is inlinable so that it is compiled into them.
    /// The next element's type byte (callers copying runs of elements read it).
    @usableFromInline package var position: UnsafeRawPointer
    /// The document's terminating zero byte.
    @usableFromInline let end: UnsafeRawPointer

    /// `document`: the whole document (or embedded document or array), length prefix first.
    @inlinable @inline(__always)
    package init(document: UnsafeRawBufferPointer) {
        let base = document.baseAddress!
        position = base + 4
        end = base + Int(Int32(littleEndian: base.loadUnaligned(as: Int32.self))) - 1
    }

    /// The next element's name (without its terminating zero) and value; nil at the end.
    /// `@inline(always)`: with `@inline(__always)` the larger loops still called it.
    @inlinable @inline(always)
    package mutating func next() -> (name: UnsafeRawBufferPointer, value: RawValue)? {
        guard position < end else { return nil }
        let typeByte = position.load(as: UInt8.self)
        let nameStart = position + 1
        var nameEnd = nameStart
        while nameEnd.load(as: UInt8.self) != 0 { nameEnd += 1 }
        let valueStart = nameEnd + 1
        let length = Self.valueLength(typeByte: typeByte, at: valueStart)
        position = valueStart + length
        return (
            UnsafeRawBufferPointer(start: nameStart, count: nameEnd - nameStart),
            RawValue(typeByte: typeByte, bytes: UnsafeRawBufferPointer(start: valueStart, count: length))
        )
    }

    /// The whole element of a field `next()` gave: from the type byte before its name to its
    /// value's end.
    @inlinable @inline(__always)
    package static func element(of field: (name: UnsafeRawBufferPointer, value: RawValue)) -> UnsafeRawBufferPointer {
        let start = field.name.baseAddress! - 1
        return UnsafeRawBufferPointer(start: start, count: field.value.bytes.baseAddress! + field.value.bytes.count - start)
    }

    /// The length of a value of type `typeByte` starting at `start` (bsonelement.cpp valuesize).
    @inlinable @inline(__always)
    static func valueLength(typeByte: UInt8, at start: UnsafeRawPointer) -> Int {
        switch typeByte {
        case 0x01, 0x09, 0x11, 0x12: return 8  // double, datetime, timestamp, int64
        case 0x10: return 4  // int32
        case 0x08: return 1  // bool
        case 0x07: return 12  // ObjectId
        case 0x13: return 16  // decimal128
        case 0x06, 0x0A, 0x7F, 0xFF: return 0  // undefined, null, MaxKey, MinKey
        case 0x02, 0x0D, 0x0E: return 4 + Int(start.loadInt32())  // string, JavaScript, symbol
        case 0x03, 0x04, 0x0F: return Int(start.loadInt32())  // document, array, code with scope
        case 0x05: return 5 + Int(start.loadInt32())  // binary: length, subtype, bytes
        case 0x0C: return 4 + Int(start.loadInt32()) + 12  // DBPointer: string, ObjectId
        case 0x0B:  // regex: two zero-terminated strings
            var cursor = start
            while cursor.load(as: UInt8.self) != 0 { cursor += 1 }
            cursor += 1
            while cursor.load(as: UInt8.self) != 0 { cursor += 1 }
            return cursor + 1 - start
        default:
            preconditionFailure("document bytes are validated when the document is made: type 0x\(String(typeByte, radix: 16))")
        }
    }
}

extension UnsafeRawPointer {
    @inlinable @inline(__always)
    func loadInt32() -> Int32 {
        Int32(littleEndian: loadUnaligned(as: Int32.self))
    }
}

/// Field names a hot path reads together, compiled once: one walk over a document finds the
/// first field of each name (MongoDB reads the first of repeated names, as `Document` does).
///
/// `@usableFromInline`, as `RawValue` is, so that its inlinable members are inlined.
@usableFromInline package struct RawFieldNames: Sendable {
    /// Every name's UTF-8 bytes, one after the other.
    @usableFromInline let storage: [UInt8]
    /// Where each name starts in `storage`; one more entry marks the end of the last.
    @usableFromInline let starts: [Int]
    /// A bit per name length below 63, bit 63 for any longer: most of a document's fields are
    /// told apart from the names by their length alone, without a comparison.
    @usableFromInline let lengths: UInt64

    package init(_ names: [String]) {
        var storage: [UInt8] = []
        var starts: [Int] = []
        var lengths: UInt64 = 0
        for name in names {
            starts.append(storage.count)
            storage.append(contentsOf: name.utf8)
            lengths |= Self.lengthBit(name.utf8.count)
        }
        starts.append(storage.count)
        self.storage = storage
        self.starts = starts
        self.lengths = lengths
    }

    @inlinable @inline(__always)
    static func lengthBit(_ length: Int) -> UInt64 {
        1 << UInt64(min(length, 63))
    }

    @inlinable package var count: Int { starts.count - 1 }

    /// The index of the first of the names that is `name`.
    @inlinable @inline(__always)
    package func index(of name: UnsafeRawBufferPointer) -> Int? {
        guard lengths & Self.lengthBit(name.count) != 0 else { return nil }
        return storage.withUnsafeBytes { names in
            starts.withUnsafeBufferPointer { starts in
                for index in 0..<(starts.count - 1) where starts[index + 1] - starts[index] == name.count {
                    if name.isEmpty || memcmp(names.baseAddress! + starts[index], name.baseAddress!, name.count) == 0 { return index }
                }
                return nil
            }
        }
    }

    /// Calls `body` with the first value of each name in the document `bytes`, nil where the
    /// document has no such field. The values point into `bytes`: they must not leave `body`.
    @inlinable @inline(__always)
    package func pick<Result>(
        in bytes: UnsafeRawBufferPointer, _ body: (UnsafeMutableBufferPointer<RawValue?>) throws(DocStreamError) -> Result
    ) throws(DocStreamError) -> Result {
        let count = count
        // Up to eight names, the values sit in a tuple on the stack: withUnsafeTemporaryAllocation
        // asks the runtime for its typed-throws Result's metadata on every call, which cost
        // more than the walk.
        guard count <= 8 else {
            var found = [RawValue?](repeating: nil, count: count)
            return try found.withUnsafeMutableBufferPointer { found throws(DocStreamError) in
                fill(found, from: bytes)
                return try body(found)
            }
        }
        var inline: (RawValue?, RawValue?, RawValue?, RawValue?, RawValue?, RawValue?, RawValue?, RawValue?) = (nil, nil, nil, nil, nil, nil, nil, nil)
        // Passed as a pointer argument: the closure-taking withUnsafeMutablePointer was left a
        // generic call per document.
        return try pick(in: bytes, into: &inline, body)
    }

    /// `pick` with room for the values at `storage`: a tuple of at least `count` `RawValue?`.
    @inlinable @inline(__always)
    func pick<Result>(
        in bytes: UnsafeRawBufferPointer, into storage: UnsafeMutableRawPointer,
        _ body: (UnsafeMutableBufferPointer<RawValue?>) throws(DocStreamError) -> Result
    ) throws(DocStreamError) -> Result {
        // A tuple of one element type is laid out as an array of it.
        let found = UnsafeMutableBufferPointer(start: storage.assumingMemoryBound(to: RawValue?.self), count: count)
        fill(found, from: bytes)
        return try body(found)
    }

    /// Sets `found[i]` to the first value of name i in `bytes`, leaving the others nil.
    @inlinable @inline(__always)
    func fill(_ found: UnsafeMutableBufferPointer<RawValue?>, from bytes: UnsafeRawBufferPointer) {
        let count = count
        storage.withUnsafeBytes { names in
            starts.withUnsafeBufferPointer { starts in
                var missing = count
                var walker = RawDocumentWalker(document: bytes)
                while missing > 0, let field = walker.next() {
                    for index in 0..<count where found[index] == nil {
                        let start = starts[index]
                        let length = starts[index + 1] - start
                        guard sameBytes(field.name, UnsafeRawBufferPointer(rebasing: names[start..<(start + length)])) else { continue }
                        found[index] = field.value
                        missing -= 1
                        break
                    }
                }
            }
        }
    }
}

extension RawValue {
    /// The first field named `name` of this embedded document; nil when there is none.
    /// Only for documents (and arrays, whose field names are their indexes).
    @inlinable
    package func field(named name: UnsafeRawBufferPointer) -> RawValue? {
        var walker = RawDocumentWalker(document: bytes)
        while let field = walker.next() {
            if sameBytes(field.name, name) {
                return field.value
            }
        }
        return nil
    }
}
