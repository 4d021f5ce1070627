/// Reads the usual shape of an Extended JSON document straight into its BSON bytes, in one
/// pass over the text: no `BSONValue`, no `String` per key, one allocation per document.
///
/// It handles objects, arrays, ASCII strings without escapes, numbers (relaxed: integers as
/// int32 or int64 by range, others double), `true`, `false`, `null`, and nested objects that
/// are exactly one of the wrappers `$oid`, `$date` (ISO-8601 text), `$numberInt`,
/// `$numberLong`, `$numberDouble` or `$numberDecimal`. For anything else (other wrappers,
/// legacy forms, a `$`-key that may be one, text needing more than a byte copy, deep nesting,
/// any error) it gives up with nil, and `ExtendedJSONReader` reads the document again from its
/// start with the general path, so every result and every error message stays as that path
/// makes it. Where it does read a document, it writes the bytes the general path would.
struct DirectDocumentReader {
    /// The document being written, reused from one document to the next.
    private let output = OutputBytes()
    /// Of the last document read: its top-level fields named `_id`, and whether the first is.
    private var topLevelIDs = 0
    private var firstIsID = false

    /// Whether the last document read is in the stored form as to its `_id`: `_id` first, and
    /// no other top-level field of that name (what `Document.storedFormID` looks for).
    var hasStoredFormID: Bool { firstIsID && topLevelIDs == 1 }

    /// Well below `BSONLimits.maxNestingDepth`, so the general path's depth errors are its own.
    private static let maxDepth = 32

    /// Room there is when a value is read (`readValue`): its fixed-size part (a decimal's 16
    /// bytes; a string's or a container's 4-byte length) fits, so it is written unchecked.
    /// Checking room at every small write cost 13% of the reader.
    private static let valueRoom = 20
    /// Room reserved before an array element: its type byte, its index as a name (at most 19
    /// digits and a zero), and `valueRoom`.
    private static let elementRoom = 1 + 20 + valueRoom

    /// The top-level document at the scanner's position, or nil (the position then anywhere)
    /// when the general path must read it.
    mutating func readDocument(_ scanner: inout JSONScanner) -> Document? {
        output.removeAll()
        output.reserve(Self.valueRoom)
        topLevelIDs = 0
        firstIsID = false
        guard scanner.peek() == JSONByte.openBrace, readMembers(&scanner, depth: 0, isNested: false),
            output.count <= Int(Int32.max)
        else { return nil }
        // An exact-size copy: the buffer keeps its capacity for the next document.
        return Document(validatedBytes: output.copiedBytes())
    }

    // MARK: Containers

    /// An object at `{` whose first key is not `$`-prefixed when nested, as a document:
    /// length, elements, terminator.
    private mutating func readMembers(_ scanner: inout JSONScanner, depth: Int, isNested: Bool) -> Bool {
        guard depth <= Self.maxDepth else { return false }
        let start = beginContainer()
        scanner.position += 1
        if scanner.peek() == JSONByte.closeBrace {
            scanner.position += 1
            return endContainer(at: start)
        }
        while true {
            let typeOffset = output.count
            output.append(0)
            guard scanner.peek() == JSONByte.quote, appendText(&scanner, allowingNUL: false) else { return false }
            output.put(0)
            if !isNested { noteTopLevelKey(at: typeOffset) }
            // In a nested document a wrapper key among other fields is the general path's error.
            if isNested, output[typeOffset + 1] == JSONByte.dollar,
                ExtendedJSONReader.isWrapperKey(output.string((typeOffset + 1)..<(output.count - 1)))
            {
                return false
            }
            guard scanner.consume(JSONByte.colon) else { return false }
            output.reserve(Self.valueRoom)
            guard let type = readValue(&scanner, depth: depth + 1) else { return false }
            output[typeOffset] = type.rawValue
            guard let more = continues(&scanner, closing: JSONByte.closeBrace) else { return false }
            if !more { return endContainer(at: start) }
        }
    }

    /// Counts the top-level key just written after the type byte at `typeOffset` if it is `_id`.
    @inline(__always)
    private mutating func noteTopLevelKey(at typeOffset: Int) {
        guard output.count - typeOffset == 5, output[typeOffset + 1] == UInt8(ascii: "_"), output[typeOffset + 2] == UInt8(ascii: "i"),
            output[typeOffset + 3] == UInt8(ascii: "d")
        else { return }
        topLevelIDs += 1
        // The first element follows the document's 4-byte length.
        if typeOffset == 4 { firstIsID = true }
    }

    private mutating func readArray(_ scanner: inout JSONScanner, depth: Int) -> Bool {
        guard depth <= Self.maxDepth else { return false }
        let start = beginContainer()
        scanner.position += 1
        if scanner.peek() == JSONByte.closeBracket {
            scanner.position += 1
            return endContainer(at: start)
        }
        var index = 0
        while true {
            output.reserve(Self.elementRoom)
            let typeOffset = output.count
            output.put(0)
            appendIndexKey(index)
            guard let type = readValue(&scanner, depth: depth + 1) else { return false }
            output[typeOffset] = type.rawValue
            index += 1
            guard let more = continues(&scanner, closing: JSONByte.closeBracket) else { return false }
            if !more { return endContainer(at: start) }
        }
    }

    /// After a member or element: true at `,`, false at `closing` (both consumed), nil at
    /// anything else.
    @inline(__always)
    private func continues(_ scanner: inout JSONScanner, closing: UInt8) -> Bool? {
        switch scanner.peek() {
        case JSONByte.comma:
            scanner.position += 1
            return true
        case closing:
            scanner.position += 1
            return false
        default:
            return nil
        }
    }

    /// The container's length, to be written at its end; with `valueRoom` there.
    private mutating func beginContainer() -> Int {
        let start = output.count
        output.putInteger(Int32(0))
        return start
    }

    @inline(__always)
    private mutating func endContainer(at start: Int) -> Bool {
        output.append(0)
        output.writeInt32(Int32(truncatingIfNeeded: output.count - start), at: start)
        return true
    }

    /// The decimal index as an array element's name, zero-terminated, in the room of `elementRoom`.
    /// Inlined for the usual one digit (the call cost more than the digit).
    @inline(__always)
    private mutating func appendIndexKey(_ index: Int) {
        if index < 10 {
            output.put(JSONByte.zero + UInt8(truncatingIfNeeded: index))
        } else {
            appendLongIndex(index)
        }
        output.put(0)
    }

    private mutating func appendLongIndex(_ index: Int) {
        var name = String(index)
        name.withUTF8 { output.append($0) }
    }

    // MARK: Values

    /// One value, its payload appended; its BSON type, or nil to give up. There is room for
    /// `valueRoom` bytes when it is called. Inlined into the two loops that read values (a
    /// call per value cost some 50 instructions a document).
    @inline(__always)
    private mutating func readValue(_ scanner: inout JSONScanner, depth: Int) -> BSONType? {
        guard let byte = scanner.peek() else { return nil }
        switch byte {
        case JSONByte.quote:
            guard readString(&scanner) else { return nil }
            return .string
        case JSONByte.openBrace:
            return readObject(&scanner, depth: depth)
        case JSONByte.openBracket:
            return readArray(&scanner, depth: depth) ? .array : nil
        case JSONByte.minus, JSONByte.zero...UInt8(ascii: "9"):
            switch try? scanner.readNumber() {
            case .integer(let integer)?:
                if let small = Int32(exactly: integer) {
                    output.putInteger(small)
                    return .int32
                }
                output.putInteger(integer)
                return .int64
            case .double(let double)?:
                output.putInteger(double.bitPattern)
                return .double
            case nil:
                return nil
            }
        case UInt8(ascii: "t"):
            guard scanner.matches("true") else { return nil }
            output.put(1)
            return .bool
        case UInt8(ascii: "f"):
            guard scanner.matches("false") else { return nil }
            output.put(0)
            return .bool
        case UInt8(ascii: "n"):
            return scanner.matches("null") ? .null : nil
        default:
            return nil
        }
    }

    /// A nested object: a document, or one of the wrappers read here.
    private mutating func readObject(_ scanner: inout JSONScanner, depth: Int) -> BSONType? {
        let objectStart = scanner.position
        scanner.position += 1
        guard scanner.peek() == JSONByte.quote, scanner.position + 1 < scanner.input.count,
            scanner.input[scanner.position + 1] == JSONByte.dollar
        else {
            scanner.position = objectStart
            return readMembers(&scanner, depth: depth, isNested: true) ? .document : nil
        }
        if let kind = WrapperKind.read(&scanner) { return readWrapper(kind, &scanner) }
        guard let key = try? scanner.readString() else { return nil }
        // A `$`-key that makes no wrapper ($gt, $set ...) is an ordinary field.
        guard !ExtendedJSONReader.mayOpenWrapper(key) else { return nil }
        scanner.position = objectStart
        return readMembers(&scanner, depth: depth, isNested: true) ? .document : nil
    }

    private enum WrapperKind {
        case oid, date, numberInt, numberLong, numberDouble, numberDecimal

        /// The wrapper whose quoted key is at the scanner's position, consumed; nil otherwise.
        static func read(_ scanner: inout JSONScanner) -> WrapperKind? {
            if scanner.matches(#""$oid""#) { return .oid }
            if scanner.matches(#""$date""#) { return .date }
            if scanner.matches(#""$numberLong""#) { return .numberLong }
            if scanner.matches(#""$numberInt""#) { return .numberInt }
            if scanner.matches(#""$numberDouble""#) { return .numberDouble }
            if scanner.matches(#""$numberDecimal""#) { return .numberDecimal }
            return nil
        }
    }

    /// The rest of `{"<kind>": "text"}` after its key, as the general path reads it.
    private mutating func readWrapper(_ kind: WrapperKind, _ scanner: inout JSONScanner) -> BSONType? {
        guard scanner.consume(JSONByte.colon), scanner.peek() == JSONByte.quote else { return nil }
        switch kind {
        case .oid:
            guard appendObjectId(&scanner), scanner.consume(JSONByte.closeBrace) else { return nil }
            return .objectId
        case .date:
            guard let text = wrappedText(&scanner), let milliseconds = ISO8601DateText.parse(text) else { return nil }
            output.putInteger(milliseconds)
            return .datetime
        case .numberInt:
            guard let text = wrappedText(&scanner), let integer = Int32(text) else { return nil }
            output.putInteger(integer)
            return .int32
        case .numberLong:
            guard let text = wrappedText(&scanner), let integer = Int64(text) else { return nil }
            output.putInteger(integer)
            return .int64
        case .numberDouble:
            guard let text = wrappedText(&scanner), let double = ExtendedJSONReader.double(fromNumberDouble: text) else { return nil }
            output.putInteger(double.bitPattern)
            return .double
        case .numberDecimal:
            guard let text = wrappedText(&scanner), let decimal = Decimal128(text) else { return nil }
            output.putInteger(decimal.low)
            output.putInteger(decimal.high)
            return .decimal128
        }
    }

    /// A wrapper's string value and the `}` closing it.
    private func wrappedText(_ scanner: inout JSONScanner) -> String? {
        guard let text = try? scanner.readString(), scanner.consume(JSONByte.closeBrace) else { return nil }
        return text
    }

    /// `"` and 24 hex digits (either case) and `"` at the scanner's position, as the 12 bytes
    /// of an ObjectId; false for anything else.
    private func appendObjectId(_ scanner: inout JSONScanner) -> Bool {
        let input = scanner.input
        let start = scanner.position
        guard input.count - start >= 26, input[start + 25] == JSONByte.quote else { return false }
        let digits = UnsafeRawPointer(input.baseAddress! + start + 1)
        output.reserve(12)
        let bytes = UnsafeMutableRawPointer(output.pointer(at: output.count))
        for part in 0..<3 {
            let word = UInt64(littleEndian: digits.loadUnaligned(fromByteOffset: 8 * part, as: UInt64.self))
            guard let value = Self.hexBytes(word) else { return false }
            bytes.storeBytes(of: value.littleEndian, toByteOffset: 4 * part, as: UInt32.self)
        }
        output.advance(12)
        scanner.position = start + 26
        return true
    }

    /// Eight hex digits (either case, the first in the lowest byte) as the four bytes they
    /// spell, the first in the lowest byte; nil unless all eight are hex digits. A byte `b`
    /// below 0x80 is at least `n` when `b + 0x80 - n` has its high bit set (no carry between
    /// bytes).
    @inline(__always)
    private static func hexBytes(_ word: UInt64) -> UInt32? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let lowered = word | (ones &* 0x20)
        let digits = (word &+ ones &* (0x80 - 0x30)) & ~(word &+ ones &* (0x80 - 0x3A)) & highs
        let letters = (lowered &+ ones &* (0x80 - 0x61)) & ~(lowered &+ ones &* (0x80 - 0x67)) & highs
        guard word & highs == 0, digits | letters == highs else { return nil }
        // A digit's low nibble is its value; a letter's (bit 6 set) is 9 less.
        let nibbles = (word & (ones &* 0x0F)) &+ ((word >> 6) & ones) &* 9
        // Nibbles 2k and 2k+1 make byte k: first into 16-bit lanes, then packed.
        let lanes = ((nibbles & 0x00FF_00FF_00FF_00FF) << 4) | ((nibbles >> 8) & 0x00FF_00FF_00FF_00FF)
        let packed = (lanes | (lanes >> 8)) & 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: packed | (packed >> 16))
    }

    // MARK: Text

    /// A string value: int32 length, UTF-8 bytes, zero.
    @inline(__always)
    private mutating func readString(_ scanner: inout JSONScanner) -> Bool {
        let start = output.count
        output.putInteger(Int32(0))
        guard appendText(&scanner, allowingNUL: true) else { return false }
        output.put(0)
        output.writeInt32(Int32(truncatingIfNeeded: output.count - start - 4), at: start)
        return true
    }

    /// The string token at the scanner's `"`, its text appended: printable ASCII up to the
    /// closing quote is copied as it is; anything else goes through the scanner's full string
    /// reading (escapes, UTF-8 checks). Keys may not hold a NUL (BSON ends them with one).
    /// Room for 8 more bytes is left after the text.
    @inline(__always)
    private mutating func appendText(_ scanner: inout JSONScanner, allowingNUL: Bool) -> Bool {
        let input = scanner.input
        let source = input.baseAddress!
        var index = scanner.position + 1
        // The text is no longer than the rest of the input: room for it (and a whole word past
        // it) at once, so the loops below write through a pointer with no checks.
        output.reserve(input.count - index + 8)
        let target = UnsafeMutableRawPointer(output.pointer(at: output.count))
        var written = 0
        // Eight bytes at a time: each word is stored whole as it is tested, and only its bytes
        // before the first one that ends the plain run are kept.
        while input.count - index >= 8 {
            let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
            target.storeBytes(of: word, toByteOffset: written, as: UInt64.self)
            let stops = Self.plainTextStops(UInt64(littleEndian: word))
            guard stops != 0 else {
                written += 8
                index += 8
                continue
            }
            let plain = stops.trailingZeroBitCount >> 3
            written += plain
            index += plain
            break
        }
        while index < input.count {
            let byte = source[index]
            if byte == JSONByte.quote {
                output.advance(written)
                scanner.position = index + 1
                return true
            }
            guard byte >= 0x20, byte < 0x80, byte != JSONByte.backslash else { break }
            target.storeBytes(of: byte, toByteOffset: written, as: UInt8.self)
            written += 1
            index += 1
        }
        return appendDecodedText(&scanner, allowingNUL: allowingNUL)
    }

    /// The string token at the scanner's `"` read by the scanner, its text appended: the
    /// rare case, kept out of the inlined loops above.
    @inline(never)
    private mutating func appendDecodedText(_ scanner: inout JSONScanner, allowingNUL: Bool) -> Bool {
        guard var text = try? scanner.readString(), allowingNUL || !text.utf8.contains(0) else { return false }
        output.reserve(text.utf8.count + 8)
        text.withUTF8 { output.append($0) }
        return true
    }

    /// The high bit of each byte of `word` (the first in the lowest byte) that is a quote, a backslash, below 0x20 or above
    /// 0x7F (the classic tests for a zero byte, `x - 0x01.. & ~x & 0x80..`, and a byte below
    /// n). Exact up to the first such byte, the lowest set bit: a borrow only runs upwards.
    @inline(__always)
    private static func plainTextStops(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(JSONByte.quote))
        let backslashes = word ^ (ones &* UInt64(JSONByte.backslash))
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control | word) & highs
    }
}

/// The bytes of the document being read, written through a pointer into one buffer reused for
/// every document: the reader appends a few bytes at a time, where an array's uniqueness and
/// capacity checks would cost more than the bytes. The pointer never leaves this class; a
/// finished document gets its own array (`copiedBytes()`).
private final class OutputBytes {
    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 1024
        base = .allocate(byteCount: capacity, alignment: 8)
    }

    deinit {
        base.deallocate()
    }

    func removeAll() {
        count = 0
    }

    /// Room for `extra` more bytes.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 8)
        newBase.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// `append` into room reserved before (`reserve`), unchecked (checked in debug builds).
    @inline(__always)
    func put(_ byte: UInt8) {
        assert(count < capacity, "writing past the room reserved")
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// An integer's bytes, little-endian, into room reserved before, unchecked (checked in debug builds).
    @inline(__always)
    func putInteger<T: FixedWidthInteger>(_ value: T) {
        assert(count + MemoryLayout<T>.size <= capacity, "writing past the room reserved")
        base.storeBytes(of: value.littleEndian, toByteOffset: count, as: T.self)
        count += MemoryLayout<T>.size
    }

    /// Counts `bytes` more, written through `pointer(at:)` after a `reserve(_:)`.
    @inline(__always)
    func advance(_ bytes: Int) {
        count += bytes
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// Where to write bytes reserved with `reserve(_:)`, to be counted with `advance(_:)`.
    @inline(__always)
    func pointer(at offset: Int) -> UnsafeMutablePointer<UInt8> {
        (base + offset).assumingMemoryBound(to: UInt8.self)
    }

    subscript(offset: Int) -> UInt8 {
        get { base.load(fromByteOffset: offset, as: UInt8.self) }
        set { base.storeBytes(of: newValue, toByteOffset: offset, as: UInt8.self) }
    }

    func writeInt32(_ value: Int32, at offset: Int) {
        base.storeBytes(of: value.littleEndian, toByteOffset: offset, as: Int32.self)
    }

    /// The bytes `from..<to` as a string (for `$`-keys the wrapper rules test).
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    func copiedBytes() -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: base, count: count))
    }
}
