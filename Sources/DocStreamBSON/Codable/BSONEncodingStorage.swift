/// The elements of one document or array being encoded, as BSON bytes appended in order.
///
/// A nested container or super-encoder asked for by key (`nestedContainer(keyedBy:forKey:)`)
/// may be filled after later keys are written, so its place is remembered and its element
/// spliced in when the bytes are finished; the common path appends and never splices.
///
/// A key encoded twice keeps one field, with the value encoded last, where the key was first
/// written: as the MongoDB Swift driver's BSONEncoder (and Foundation's JSONEncoder, last value
/// wins) does, never a document with two fields of one name.
final class BSONEncodingStorage {
    let isArray: Bool
    /// The document's bytes as they grow: a length placeholder, then the elements.
    private var bytes: [UInt8]
    /// Elements written (or placed) so far: the next array index.
    private(set) var count = 0
    private var deferred: [(offset: Int, key: BSONElementKey, element: () throws -> BSONEncodedElement)] = []
    /// A one-word Bloom filter of the field names written: a name not in it is new, so the
    /// bytes are searched for an earlier field of that name only on a hit.
    private var nameFilter: UInt64 = 0

    init(isArray: Bool) {
        self.isArray = isArray
        bytes = []
        // Room for a typical model, so the bytes rarely grow more than once or twice.
        bytes.reserveCapacity(isArray ? 64 : 256)
        bytes.append(contentsOf: [0, 0, 0, 0])
    }

    /// The key of the next array element.
    var nextIndexKey: BSONElementKey { .index(count) }

    func append(_ key: BSONElementKey, _ element: BSONEncodedElement) throws {
        switch try earlierField(key) {
        case nil:
            try Self.appendElement(key, element, to: &bytes)
            count += 1
        case .written(let range)?:
            var replacement: [UInt8] = []
            try Self.appendElement(key, element, to: &replacement)
            replaceBytes(range, with: replacement)
        case .deferred(let index)?:
            deferred[index].element = { element }
        }
    }

    /// Reserves the next place for an element that is finished later.
    func appendDeferred(_ key: BSONElementKey, _ element: @escaping () throws -> BSONEncodedElement) {
        // A name that cannot be searched for (a NUL byte) fails when the bytes are finished.
        switch (try? earlierField(key)) ?? nil {
        case nil:
            deferred.append((bytes.count, key, element))
            count += 1
        case .written(let range)?:
            replaceBytes(range, with: [])
            let index = deferred.firstIndex { $0.offset > range.lowerBound } ?? deferred.endIndex
            deferred.insert((range.lowerBound, key, element), at: index)
        case .deferred(let index)?:
            deferred[index].element = element
        }
    }

    /// Where a field of the same name already is: written in the bytes, or deferred.
    private enum EarlierField {
        case written(Range<Int>)
        case deferred(Int)
    }

    private func earlierField(_ key: BSONElementKey) throws -> EarlierField? {
        guard case .name(let name) = key else { return nil }
        let utf8 = name.utf8
        let bit = UInt64(1) << UInt64((utf8.count &* 31 &+ Int(utf8.first ?? 0) &* 7 &+ Int(utf8.last ?? 0)) & 63)
        defer { nameFilter |= bit }
        guard nameFilter & bit != 0 else { return nil }
        if let index = deferred.firstIndex(where: { if case .name(name) = $0.key { true } else { false } }) {
            return .deferred(index)
        }
        return try writtenRange(of: name).map(EarlierField.written)
    }

    /// The bytes of the written element named `name`, type byte to the end of its value. The
    /// bytes are briefly terminated so the element walker can read them.
    private func writtenRange(of name: String) throws -> Range<Int>? {
        bytes.append(0)
        bytes.writeInt32(Int32(truncatingIfNeeded: bytes.count), at: 0)
        defer { bytes.removeLast() }
        let found = bytes.withUnsafeBytes { buffer in Result { () throws(DocStreamError) in try Self.range(of: name, in: buffer) } }
        do {
            return try found.get()
        } catch {
            throw BSONEncodingFailure.invalid(error.message)
        }
    }

    private static func range(of name: String, in buffer: UnsafeRawBufferPointer) throws(DocStreamError) -> Range<Int>? {
        var walker = try BSONElementWalker(buffer: buffer)
        while let element = try walker.next() {
            if buffer[element.keyRange].elementsEqual(name.utf8) { return (element.keyRange.lowerBound - 1)..<element.valueRange.upperBound }
        }
        return nil
    }

    /// Replaces written bytes, moving the places of the deferred elements after them.
    private func replaceBytes(_ range: Range<Int>, with replacement: [UInt8]) {
        bytes.replaceSubrange(range, with: replacement)
        let shift = replacement.count - range.count
        for index in deferred.indices where deferred[index].offset >= range.upperBound {
            deferred[index].offset += shift
        }
    }

    /// The finished document or array, length prefix and terminator included, deferred
    /// elements spliced into their places. Called once: the storage gives its bytes away.
    func finishedBytes() throws -> [UInt8] {
        var result: [UInt8]
        if deferred.isEmpty {
            result = bytes
            bytes = []
        } else {
            result = []
            result.reserveCapacity(bytes.count + 64 * deferred.count)
            var copied = 0
            for (offset, key, element) in deferred {
                result.append(contentsOf: bytes[copied..<offset])
                try Self.appendElement(key, try element(), to: &result)
                copied = offset
            }
            result.append(contentsOf: bytes[copied...])
        }
        result.append(0)
        result.writeInt32(Int32(truncatingIfNeeded: result.count), at: 0)
        return result
    }

    /// Type byte, key, payload. The common scalar types are written directly; the others go
    /// through `DocumentBuilder`, the one place that knows every type's payload.
    private static func appendElement(_ key: BSONElementKey, _ element: BSONEncodedElement, to bytes: inout [UInt8]) throws {
        switch element {
        case .container(let storage):
            let nested = try storage.finishedBytes()
            try appendHeader(storage.isArray ? .array : .document, key, to: &bytes)
            bytes.append(contentsOf: nested)
        case .value(let value):
            switch value {
            case .int64(let integer):
                try appendHeader(.int64, key, to: &bytes)
                bytes.appendInteger(integer)
            case .int32(let integer):
                try appendHeader(.int32, key, to: &bytes)
                bytes.appendInteger(integer)
            case .double(let number):
                try appendHeader(.double, key, to: &bytes)
                bytes.appendInteger(number.bitPattern)
            case .string(let text):
                try appendHeader(.string, key, to: &bytes)
                bytes.appendBSONString(text)
            case .bool(let flag):
                try appendHeader(.bool, key, to: &bytes)
                bytes.append(flag ? 1 : 0)
            case .null:
                try appendHeader(.null, key, to: &bytes)
            case .objectId(let id):
                try appendHeader(.objectId, key, to: &bytes)
                id.append(to: &bytes)
            case .datetime(let date):
                try appendHeader(.datetime, key, to: &bytes)
                bytes.appendInteger(date.millisecondsSinceEpoch)
            case .document(let document):
                try appendHeader(.document, key, to: &bytes)
                bytes.append(contentsOf: document.bytes)
            default:
                var builder = DocumentBuilder()
                do {
                    try builder.append(key.text, value)
                } catch {
                    throw BSONEncodingFailure.invalid(error.message)
                }
                bytes.append(contentsOf: builder.document.bytes.dropFirst(4).dropLast())
            }
        }
    }

    private static func appendHeader(_ type: BSONType, _ key: BSONElementKey, to bytes: inout [UInt8]) throws {
        bytes.append(type.rawValue)
        switch key {
        case .index(let index):
            bytes.appendDecimalDigits(index)
        case .name(let name):
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            guard !bytes[start...].contains(0) else {
                bytes.removeSubrange((start - 1)...)
                throw BSONEncodingFailure.invalid("field name contains a NUL byte: \(name.debugDescription)")
            }
        }
        bytes.append(0)
    }
}

/// An element's key: a field name, or an array index written as its digits.
enum BSONElementKey {
    case name(String)
    case index(Int)

    var text: String {
        switch self {
        case .name(let name): name
        case .index(let index): String(index)
        }
    }
}

/// What encoding one value produced: a single BSON value, or a document or array built in place.
enum BSONEncodedElement {
    case value(BSONValue)
    case container(BSONEncodingStorage)
}

/// A failure found while writing bytes, where the coding path is not at hand; the container
/// that called turns it into an `EncodingError` with the path.
enum BSONEncodingFailure: Error {
    case invalid(String)
}
