import DocStreamBSON

/// BSON values as bytes whose order (memcmp, a proper prefix first) is MongoDB's order of the
/// values, `BSONValue.compare`: the keys of LMDB's databases, compared by LMDB itself. One
/// value or a compound key of several, each ascending or descending; keys are not decoded.
///
/// Every value has a form, one component each:
/// - the type's tag: its canonical rank plus 2 (1 for MinKey ... 129 for MaxKey), so types
///   order as their ranks do and 0 is free to end documents and arrays;
/// - then the value: nothing for MinKey, undefined, null and MaxKey; numbers by exact value
///   across the four types (`StorageKey+Numbers.swift`); strings, symbols and JavaScript code
///   as their bytes with each 0x00 written 0x00 0xFF, ended by 0x00 0x00 (a string before the
///   longer strings it begins); binary data as its stored length (4 bytes, big-endian), its
///   subtype and its bytes; ObjectIds as their 12 bytes; booleans as 0 or 1; dates as
///   milliseconds with the sign bit flipped and timestamps as they are, 8 bytes big-endian;
///   regular expressions as pattern and options, each a string as above; DBPointers as the
///   namespace's length (4 bytes), its bytes and the ObjectId; code with scope as its code
///   (a string) and its scope (a document);
/// - documents as their fields, each its type's tag, its name and 0x00, and its value, then
///   0x00: fields compare by type, then name, then value, and a document before the longer
///   documents it begins, as `BSONObj::woCompare` orders them. Arrays as their elements, each
///   tag and value, then 0x00: their names are their positions, equal position by position.
///
/// No component is a proper prefix of another (each form ends itself: fixed lengths, lengths
/// written before bytes, or terminators that cannot occur inside), so a compound key compares
/// component by component, and inverting every byte of a descending component reverses its
/// order exactly. A missing field is null in MongoDB's indexes and sorts; callers key it so.
///
/// ```swift
/// var key = StorageKey()
/// try key.append(.string("espresso"))
/// try key.append(.double(2.5), descending: true)   // {name: 1, price: -1}
/// ```
struct StorageKey: Sendable, Hashable, Comparable {
    private(set) var bytes: [UInt8] = []

    init() {}

    /// The key of one value.
    init(_ value: BSONValue, descending: Bool = false) throws(DocStreamError) {
        try append(value, descending: descending)
    }

    /// Appends the component for `value`; fails only for a value no document can hold (a
    /// regular expression with a NUL byte, more than 2 GiB).
    mutating func append(_ value: BSONValue, descending: Bool = false) throws(DocStreamError) {
        // Encoding from bytes keeps one path for values in documents and values on their own.
        var builder = DocumentBuilder()
        try builder.append("", value)
        builder.finish().bytes.withUnsafeBytes { bytes in
            var walker = RawDocumentWalker(document: bytes)
            append(walker.next()!.value, descending: descending)
        }
    }

    /// Appends the component for a value seen in a document's bytes.
    mutating func append(_ value: RawValue, descending: Bool = false) {
        let start = bytes.count
        appendTagged(value)
        if descending {
            for index in start..<bytes.count { bytes[index] = ~bytes[index] }
        }
    }

    static func < (lhs: StorageKey, rhs: StorageKey) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }

    private mutating func appendTagged(_ value: RawValue) {
        bytes.append(Self.tag(value))
        appendValue(value)
    }

    private static func tag(_ value: RawValue) -> UInt8 {
        UInt8(value.canonicalTypeRank + 2)
    }

    private mutating func appendValue(_ value: RawValue) {
        let bytes = value.bytes
        switch value.type {
        case .minKey, .undefined, .null, .maxKey:
            break
        case .int32:
            Self.appendNumber(.integer(Int64(value.int32)), to: &self.bytes)
        case .int64:
            Self.appendNumber(.integer(value.int64), to: &self.bytes)
        case .double:
            Self.appendNumber(.double(value.double), to: &self.bytes)
        case .decimal128:
            Self.appendNumber(.decimal(value.decimal128), to: &self.bytes)
        case .string, .symbol, .javascript:
            // int32 length (counting the terminating zero), the bytes, a zero.
            appendString(bytes.slice(4, bytes.count - 1))
        case .document:
            var walker = RawDocumentWalker(document: bytes)
            while let (name, element) = walker.next() {
                self.bytes.append(Self.tag(element))
                // Names are C strings in BSON: no zero inside, so one ends them.
                self.bytes.append(contentsOf: name)
                self.bytes.append(0)
                appendValue(element)
            }
            self.bytes.append(0)
        case .array:
            var walker = RawDocumentWalker(document: bytes)
            while let (_, element) = walker.next() { appendTagged(element) }
            self.bytes.append(0)
        case .binary:
            // int32 length (counting subtype 2's inner length), subtype, [inner length], bytes:
            // ordered by the stored length, then subtype, then bytes (compareElements BinData).
            let storedLength = UInt32(bitPattern: value.int32)
            let subtype = bytes[4]
            self.bytes.appendBigEndian(storedLength)
            self.bytes.append(subtype)
            self.bytes.append(contentsOf: bytes.slice(subtype == BSONBinary.oldBinary ? 9 : 5, bytes.count))
        case .objectId:
            self.bytes.append(contentsOf: bytes)
        case .bool:
            self.bytes.append(bytes[0] == 0 ? 0 : 1)
        case .datetime:
            self.bytes.appendBigEndian(UInt64(bitPattern: value.int64) ^ (1 << 63))
        case .timestamp:
            self.bytes.appendBigEndian(UInt64(bitPattern: value.int64))
        case .regex:
            // Two C strings, pattern then options.
            let patternEnd = bytes.firstIndex(of: 0)!
            appendString(bytes.slice(0, patternEnd))
            appendString(bytes.slice(patternEnd + 1, bytes.count - 1))
        case .dbPointer:
            // A string (int32 length counting its zero), then the ObjectId: ordered by the
            // namespace's length, its bytes, then the ObjectId (compareElements DBRef).
            let namespace = bytes.slice(4, bytes.count - 13)
            self.bytes.appendBigEndian(UInt32(namespace.count))
            self.bytes.append(contentsOf: namespace)
            self.bytes.append(contentsOf: bytes.slice(bytes.count - 12, bytes.count))
        case .javascriptWithScope:
            // int32 total length, the code as a string, the scope document.
            let codeEnd = 8 + Int(bytes.loadInt32(at: 4)) - 1
            appendString(bytes.slice(8, codeEnd))
            appendValue(RawValue(typeByte: BSONType.document.rawValue, bytes: bytes.slice(codeEnd + 1, bytes.count)))
        }
    }

    /// The bytes with each 0x00 as 0x00 0xFF, then 0x00 0x00: memcmp order with a string
    /// before the longer ones it begins, since the end (0x00 0x00) is below both a zero byte
    /// (0x00 0xFF) and any other byte.
    private mutating func appendString(_ text: UnsafeRawBufferPointer) {
        for byte in text {
            bytes.append(byte)
            if byte == 0 { bytes.append(0xFF) }
        }
        bytes.append(0)
        bytes.append(0)
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: some FixedWidthInteger) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}

extension UnsafeRawBufferPointer {
    fileprivate func slice(_ start: Int, _ end: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: self[start..<end])
    }

    fileprivate func loadInt32(at offset: Int) -> Int32 {
        Int32(littleEndian: loadUnaligned(fromByteOffset: offset, as: Int32.self))
    }
}
