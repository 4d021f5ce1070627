import Foundation

/// Writes a document's bytes in place, in room sized beforehand, for hot paths whose field
/// names are fixed (a change event's): each element is stored straight into the document's
/// one allocation, names copied from literals and values from their parts, without making a
/// `BSONValue` or checking capacity byte by byte (`DocumentBuilder`'s appends cost several
/// times these elements' bytes).
///
/// ```swift
/// let token = Document(writingAtMost: 64) { writer in writer.append("_data", string: "8200...") }
/// ```
package struct DocumentWriter: ~Copyable, ElementAppending {
    private let base: UnsafeMutableRawPointer
    private let capacity: Int
    /// Bytes written so far, the document's length first.
    private(set) var count = 4

    fileprivate init(base: UnsafeMutableRawPointer, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// A string element of UTF-8 text.
    package mutating func append(_ key: StaticString, utf8 text: UnsafeRawBufferPointer) {
        appendName(BSONType.string.rawValue, key)
        store(Int32(truncatingIfNeeded: text.count + 1))
        store(text)
        store(UInt8(0))
    }

    package mutating func append(_ key: StaticString, string text: String) {
        var text = text
        text.withUTF8 { append(key, utf8: UnsafeRawBufferPointer($0)) }
    }

    package mutating func append(_ key: StaticString, document: Document) {
        appendName(BSONType.document.rawValue, key)
        document.bytes.withUnsafeBytes { store($0) }
    }

    package mutating func append(_ key: StaticString, int32 value: Int32) {
        appendName(BSONType.int32.rawValue, key)
        store(value)
    }

    package mutating func append(_ key: StaticString, int64 value: Int64) {
        appendName(BSONType.int64.rawValue, key)
        store(value)
    }

    package mutating func append(_ key: StaticString, double value: Double) {
        appendName(BSONType.double.rawValue, key)
        store(value.bitPattern)
    }

    package mutating func append(_ key: StaticString, timestamp: BSONTimestamp) {
        appendName(BSONType.timestamp.rawValue, key)
        store(timestamp.value)
    }

    package mutating func append(_ key: StaticString, datetime: BSONDateTime) {
        appendName(BSONType.datetime.rawValue, key)
        store(datetime.millisecondsSinceEpoch)
    }

    /// A UUID: binary of subtype 4, its 16 bytes in order.
    package mutating func append(_ key: StaticString, uuid: UUID) {
        appendName(BSONType.binary.rawValue, key)
        store(Int32(16))
        store(BSONBinary.uuid)
        withUnsafeBytes(of: uuid.uuid) { store($0) }
    }

    /// The value as it stands in another document's bytes (`RawValue.null` for null).
    package mutating func append(_ key: StaticString, raw value: RawValue) {
        appendName(value.typeByte, key)
        store(value.bytes)
    }

    /// Bytes that are whole, valid elements (type byte, name, value), as another document
    /// holds them.
    package mutating func appendElement(_ element: UnsafeRawBufferPointer) {
        store(element)
    }

    /// An element of `value` named by `terminatedName` (UTF-8 with its terminating zero).
    package mutating func append(terminatedName: UnsafeRawBufferPointer, raw value: RawValue) {
        store(value.typeByte)
        store(terminatedName)
        store(value.bytes)
    }

    /// An embedded document whose fields `build` writes in place.
    package mutating func appendDocument(_ key: StaticString, _ build: (inout DocumentWriter) -> Void) {
        appendName(BSONType.document.rawValue, key)
        let start = count
        count += 4
        build(&self)
        store(UInt8(0))
        (base + start).storeBytes(of: Int32(truncatingIfNeeded: count - start).littleEndian, as: Int32.self)
    }

    /// An array of whole documents, named "0", "1", ... as a BSON array's elements are, given
    /// as runs of the arrays that hold them.
    package mutating func append(_ key: StaticString, documents runs: [ArraySlice<Document>]) {
        appendName(BSONType.array.rawValue, key)
        let start = count
        count += 4
        // The element's name, its index in decimal, right-aligned and counted up in place:
        // dividing each index down to its digits cost more than copying a small document.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            let last = digits.count - 1
            var first = last
            digits[last] = UInt8(ascii: "0")
            for run in runs {
                run.withUnsafeBufferPointer { documents in
                    for (index, document) in documents.enumerated() {
                        // A batch's documents lie wherever they were made (a sort's order
                        // visits them at random): copied one after another, each waited for
                        // its bytes, which took four times as long as copying them in order.
                        if Document.isOneWord, index + Self.prefetchDistance < documents.count {
                            let ahead = UnsafeRawPointer(documents.baseAddress! + index + Self.prefetchDistance)
                            Document.prefetchBytes(ofStorage: ahead.load(as: UInt.self))
                        }
                        store(BSONType.document.rawValue)
                        store(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: digits[first...])))
                        store(UInt8(0))
                        document.bytes.withUnsafeBytes { store($0) }
                        var position = last
                        while digits[position] == UInt8(ascii: "9") {
                            digits[position] = UInt8(ascii: "0")
                            position -= 1
                            if position < first {
                                first = position
                                digits[position] = UInt8(ascii: "0")
                            }
                        }
                        digits[position] += 1
                    }
                }
            }
        }
        store(UInt8(0))
        (base + start).storeBytes(of: Int32(truncatingIfNeeded: count - start).littleEndian, as: Int32.self)
    }

    /// How many documents ahead `append(_:documents:)` asks for a document's bytes.
    private static var prefetchDistance: Int { 8 }

    /// The bytes `append(_:documents:)` writes after the key's for `count` documents of
    /// `bytes` in all: the array's length and terminator and each element's type, index name
    /// and document.
    package static func room(ofArrayOf count: Int, bytes: Int) -> Int {
        // Each element's type byte and name terminator, and its index's digits: every index
        // has one digit, those from 10 a second, those from 100 a third...
        var room = 5 + 2 * count + bytes + count
        var tens = 10
        while tens < count {
            room += count - tens
            tens *= 10
        }
        return room
    }

    private mutating func appendName(_ typeByte: UInt8, _ key: StaticString) {
        store(typeByte)
        store(UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        store(UInt8(0))
    }

    private mutating func store(_ bytes: UnsafeRawBufferPointer) {
        precondition(count + bytes.count <= capacity, "a DocumentWriter's room is too small")
        if let source = bytes.baseAddress { (base + count).copyMemory(from: source, byteCount: bytes.count) }
        count += bytes.count
    }

    private mutating func store<Integer: FixedWidthInteger>(_ value: Integer) {
        precondition(count + MemoryLayout<Integer>.size <= capacity, "a DocumentWriter's room is too small")
        (base + count).storeBytes(of: value.littleEndian, toByteOffset: 0, as: Integer.self)
        count += MemoryLayout<Integer>.size
    }

    /// Ends the document: its terminating zero and its length.
    fileprivate mutating func finish() -> Int {
        store(UInt8(0))
        base.storeBytes(of: Int32(truncatingIfNeeded: count).littleEndian, as: Int32.self)
        return count
    }
}

extension Document {
    /// The document `write` writes, in at most `capacity` bytes (the writer stops the process
    /// rather than write past them: the caller sizes the room from what it writes).
    /// A small document is written in scratch room (on the stack when it fits) and copied into
    /// an array of the document's size: `Array(unsafeUninitializedCapacity:)` allocates through
    /// the standard library's unspecialized code (its storage type looked up at run time), which
    /// cost more than twice the allocation and the copy of a small document. A large one (a
    /// cursor's batch of up to 16 MiB) is written in place in its array, whose spare room then
    /// takes fields appended later without a copy.
    package init(writingAtMost capacity: Int, _ write: (inout DocumentWriter) -> Void) {
        guard capacity <= 65_536 else {
            self.init(
                validatedBytes: [UInt8](unsafeUninitializedCapacity: capacity) { room, written in
                    var writer = DocumentWriter(base: UnsafeMutableRawPointer(room.baseAddress!), capacity: capacity)
                    write(&writer)
                    written = writer.finish()
                })
            return
        }
        self.init(
            validatedBytes: withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 1) { room in
                var writer = DocumentWriter(base: room.baseAddress!, capacity: capacity)
                write(&writer)
                return Array(UnsafeRawBufferPointer(rebasing: room[..<writer.finish()]))
            })
    }
}
