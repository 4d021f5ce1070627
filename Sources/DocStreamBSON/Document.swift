import Foundation

/// An ordered BSON document with value semantics.
///
/// The document is its BSON bytes (copy-on-write through the array that holds them); reading
/// a field walks those bytes and decodes only that field.
///
/// ```swift
/// let drink: Document = ["name": "Colombian Blend", "storeNumber": 43]
/// drink["name"]                   // .string("Colombian Blend")
/// order[path: "items.0.price"]    // through embedded documents and array indexes
/// ```
///
/// `==` compares the bytes (same fields, order, types and values). MongoDB's value equality,
/// where `{a: 1}` equals `{a: 1.0}`, is `BSONValue.compare(_:_:) == 0`.
public struct Document: Sendable, Hashable {
    /// The complete BSON encoding: int32 length, elements, terminating zero.
    public private(set) var bytes: [UInt8]

    /// The empty document `{}`.
    public init() {
        bytes = [5, 0, 0, 0, 0]
    }

    /// Bytes known to be valid BSON: made by `DocumentBuilder` or checked by the decoder.
    init(validatedBytes: [UInt8]) {
        bytes = validatedBytes
    }

    /// Reads a BSON document from untrusted bytes, checking all of it (lengths, terminators,
    /// UTF-8, booleans, nesting); the error names the offset of the first problem, but for
    /// nesting, which it reports as MongoDB does.
    ///
    /// - Throws: `DocStreamError` 22 InvalidBSON, located at the offset of the first problem;
    ///   15 Overflow for documents nested deeper than `BSONLimits.maxNestingDepth`, with
    ///   MongoDB's message.
    public init(bsonBytes: some Collection<UInt8>) throws(DocStreamError) {
        // A contiguous collection (an array or its slice) copies in one move; the generic copy
        // goes an element at a time.
        let bytes = bsonBytes.withContiguousStorageIfAvailable { Array($0) } ?? Array(bsonBytes)
        let checked: Result<Void, DocStreamError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(DocStreamError) in
                try BSONValueDecoder(buffer: buffer).validate(at: 0)
                let declared = Int(buffer.loadInt32(at: 0))
                guard declared == buffer.count else {
                    throw .invalidBSON("document length \(declared) but \(buffer.count) bytes given", at: "offset 0")
                }
            }
        }
        try checked.get()
        self.bytes = bytes
    }

    /// A document of these fields, in order. Keys may not contain NUL bytes.
    public init(_ elements: some Sequence<(String, BSONValue)>) {
        var builder = DocumentBuilder()
        for (key, value) in elements {
            do {
                try builder.append(key, value)
            } catch {
                preconditionFailure("invalid document field \(key.debugDescription): \(error)")
            }
        }
        self = builder.finish()
    }

    /// The fields, decoded, in order.
    public var elements: [(key: String, value: BSONValue)] {
        Array(self)
    }

    /// The field names, in order; the values are not decoded.
    public var keys: [String] {
        var keys: [String] = []
        forEachRawElement { buffer, element in
            keys.append(buffer.string(in: element.keyRange))
            return true
        }
        return keys
    }

    /// How many fields the document has (a walk of its bytes).
    public var count: Int {
        var count = 0
        forEachRawElement { _, _ in
            count += 1
            return true
        }
        return count
    }

    /// Whether the document has no field.
    public var isEmpty: Bool { bytes.count == 5 }

    /// Byte equality, as the derived `==` was (so the derived hash still agrees), by memcmp:
    /// the derived one compared the arrays element by element, about 10 instructions a byte
    /// on each update's "did it change".
    public static func == (lhs: Document, rhs: Document) -> Bool {
        lhs.bytes.count == rhs.bytes.count
            && lhs.bytes.withUnsafeBytes { left in
                rhs.bytes.withUnsafeBytes { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
            }
    }

    /// The first field's name, nil for `{}`.
    package var firstKey: String? {
        var first: String?
        forEachRawElement { buffer, element in
            first = buffer.string(in: element.keyRange)
            return false
        }
        return first
    }

    /// Whether the first field is named `_id`, read from the bytes without making a String:
    /// written documents are checked for it once each.
    package var startsWithID: Bool {
        bytes.count > 9 && bytes[5] == UInt8(ascii: "_") && bytes[6] == UInt8(ascii: "i") && bytes[7] == UInt8(ascii: "d") && bytes[8] == 0
    }

    /// The value of the document's one field when it is named `key`; nil for any other
    /// document. One walk, for `{_id: value}` filters (first key, count and lookup were three).
    package func onlyValue(named key: String) -> BSONValue? {
        var key = key
        return key.withUTF8 { keyUTF8 in
            bytes.withUnsafeBytes { buffer in
                var walker = RawDocumentWalker(document: buffer)
                guard let (name, value) = walker.next(), walker.next() == nil, sameBytes(name, UnsafeRawBufferPointer(keyUTF8)) else { return nil }
                return value.decoded
            }
        }
    }

    /// How many fields are named `key` (BSON allows repeats); nothing is decoded.
    package func fieldCount(named key: String) -> Int {
        var count = 0
        var key = key
        key.withUTF8 { keyUTF8 in
            forEachRawElement { buffer, element in
                if element.keyRange.count == keyUTF8.count, keyUTF8.elementsEqual(buffer[element.keyRange]) { count += 1 }
                return true
            }
        }
        return count
    }

    /// The value of the first field named `key`; setting replaces it in place (or appends a
    /// new field), setting nil removes it.
    public subscript(key: String) -> BSONValue? {
        get {
            var key = key
            // The key's UTF-8 in place (native strings are contiguous): no array per lookup;
            // the inlined raw walker compares names with memcmp.
            return key.withUTF8 { keyUTF8 in
                bytes.withUnsafeBytes { buffer in
                    RawValue(typeByte: BSONType.document.rawValue, bytes: buffer).field(named: UnsafeRawBufferPointer(keyUTF8))?.decoded
                }
            }
        }
        set {
            // The new bytes are built once, in one buffer: the fields before the first of this
            // name as they are (neither decoded nor re-encoded), the new element in its place
            // (or last), the fields after, later fields of the same name left out.
            var key = key
            var ranges: [Range<Int>] = []
            key.withUTF8 { keyUTF8 in
                forEachRawElement { buffer, element in
                    if buffer[element.keyRange].elementsEqual(keyUTF8) {
                        ranges.append(element.keyRange.lowerBound - 1..<element.valueRange.upperBound)
                    }
                    return true
                }
            }
            let end = bytes.count - 1
            var builder = DocumentBuilder(reservingCapacity: bytes.count + key.utf8.count + 32)
            bytes.withUnsafeBytes { buffer in
                var copied = 4
                for (index, range) in ranges.enumerated() {
                    builder.appendValidatedBytes(UnsafeRawBufferPointer(rebasing: buffer[copied..<range.lowerBound]))
                    if index == 0, let newValue { appendValidated(&builder, key, newValue) }
                    copied = range.upperBound
                }
                builder.appendValidatedBytes(UnsafeRawBufferPointer(rebasing: buffer[copied..<end]))
                if ranges.isEmpty, let newValue { appendValidated(&builder, key, newValue) }
            }
            self = builder.finish()
        }
    }

    /// Appends the fields of `other` after this document's, in place when the bytes have room:
    /// neither document is decoded. The caller makes sure no name is then repeated.
    package mutating func appendFields(of other: Document) {
        bytes.removeLast()
        bytes.append(contentsOf: other.bytes[4...])
        withUnsafeBytes(of: Int32(bytes.count).littleEndian) { length in
            bytes.replaceSubrange(0..<4, with: length)
        }
    }

    /// The value at a dotted path: each component names a field of an embedded document or
    /// an index of an array ("items.0.price"). Nil when any step is missing. MongoDB's query
    /// semantics (reaching into every element of an array) belong to the query layer.
    public subscript(path path: String) -> BSONValue? {
        var current: BSONValue = .document(self)
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            switch current {
            case .document(let document):
                guard let next = document[String(component)] else { return nil }
                current = next
            case .array(let array):
                guard let index = Int(component), component.allSatisfy(\.isASCII), array.indices.contains(index) else { return nil }
                current = array[index]
            default:
                return nil
            }
        }
        return current
    }

    /// Removes the first field named `key` and returns its value.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> BSONValue? {
        guard let value = self[key] else { return nil }
        self[key] = nil
        return value
    }

    /// Calls `body` with each element's location until it returns false. The bytes were
    /// validated when the document was made, so the walk checks no length again.
    func forEachRawElement(_ body: (UnsafeRawBufferPointer, RawElement) -> Bool) {
        bytes.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!
            var walker = RawDocumentWalker(document: buffer)
            while let (name, value) = walker.next() {
                let nameStart = name.baseAddress! - base
                let valueStart = value.bytes.baseAddress! - base
                let element = RawElement(
                    typeByte: value.typeByte, keyRange: nameStart..<(nameStart + name.count), valueRange: valueStart..<(valueStart + value.bytes.count))
                if !body(buffer, element) { return }
            }
        }
    }

    func decodeValidated(_ buffer: UnsafeRawBufferPointer, _ element: RawElement) -> BSONValue {
        do {
            return try BSONValueDecoder(buffer: buffer, isValidated: true).value(of: element, depth: 0)
        } catch {
            preconditionFailure("Document bytes are validated when the document is made: \(error)")
        }
    }

    private func appendValidated(_ builder: inout DocumentBuilder, _ key: String, _ value: BSONValue) {
        do {
            try builder.append(key, value)
        } catch {
            preconditionFailure("invalid document field \(key.debugDescription): \(error)")
        }
    }
}

extension Document: Sequence {
    /// Reads a document's fields in their stored order, one at a time from its bytes.
    public struct Iterator: IteratorProtocol {
        private let document: Document
        private var offset = 4

        init(document: Document) {
            self.document = document
        }

        /// The next field's name and value; nil after the last field.
        public mutating func next() -> (key: String, value: BSONValue)? {
            guard offset < document.bytes.count - 1 else { return nil }
            return document.bytes.withUnsafeBytes { buffer in
                guard var walker = try? BSONElementWalker(buffer: buffer, resumingAt: offset),
                    let element = walker.nextValidated()
                else {
                    preconditionFailure("Document bytes are validated when the document is made")
                }
                offset = element.valueRange.upperBound
                let key = buffer.string(in: element.keyRange)
                return (key, document.decodeValidated(buffer, element))
            }
        }
    }

    /// An iterator over the fields, from the first.
    public func makeIterator() -> Iterator { Iterator(document: self) }
}

extension Document: ExpressibleByDictionaryLiteral {
    /// A document of the literal's fields, in the literal's order: `["name": "Mocha", "storeNumber": 42]`.
    public init(dictionaryLiteral elements: (String, BSONValue)...) {
        self.init(elements)
    }
}
