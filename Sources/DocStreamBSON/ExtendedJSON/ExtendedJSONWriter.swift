/// Writes BSON as compact Extended JSON text (no insignificant whitespace, fields in order).
///
/// Documents are written straight from their bytes: keys, strings, ObjectIds and nested
/// documents are copied or escaped without decoding them into Swift values.
struct ExtendedJSONWriter {
    let format: ExtendedJSONFormat
    private var output: ByteSink

    init(format: ExtendedJSONFormat, reservingCapacity capacity: Int) {
        self.format = format
        output = ByteSink(capacity: capacity)
    }

    /// The text written so far.
    var text: String { output.withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the text written so far, as UTF-8 bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try output.withBytes(body)
    }

    /// Appends one byte as it is (a line's end after a document).
    mutating func append(byte: UInt8) {
        output.append(byte)
    }

    /// Writes the validated document (or array, whose keys are skipped) starting at `start`.
    ///
    /// The documents and arrays it enters go on an explicit stack rather than the call stack, so
    /// a document of any depth prints (one built in memory may nest far deeper than a stored
    /// one); the innermost one's walker is a local, which the elements of one level step. The
    /// walker trusts the validated bytes (`RawDocumentWalker`): the checking walker's bounds
    /// tests and `memchr` for each name were a fifth of writing a cursor's batch.
    mutating func writeDocument(_ buffer: UnsafeRawBufferPointer, at start: Int, isArray: Bool) {
        var enclosing: [(walker: RawDocumentWalker, isArray: Bool)] = []
        var walker = RawDocumentWalker(document: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        var inArray = isArray
        var isFirst = true
        output.append(isArray ? JSONByte.openBracket : JSONByte.openBrace)
        while true {
            guard let (name, value) = walker.next() else {
                output.append(inArray ? JSONByte.closeBracket : JSONByte.closeBrace)
                guard let outer = enclosing.popLast() else { return }
                (walker, inArray) = outer
                // The element that opened the level just closed came before.
                isFirst = false
                continue
            }
            if !isFirst { output.append(JSONByte.comma) }
            isFirst = false
            if !inArray {
                writeString(name)
                output.append(JSONByte.colon)
            }
            switch BSONType(rawValue: value.typeByte) {
            case .string:
                // int32 length (counting the terminator), the bytes, the terminator.
                writeString(UnsafeRawBufferPointer(rebasing: value.bytes[4..<(value.bytes.count - 1)]))
            case .document, .array:
                enclosing.append((walker, inArray))
                inArray = value.isArray
                walker = RawDocumentWalker(document: value.bytes)
                isFirst = true
                output.append(inArray ? JSONByte.openBracket : JSONByte.openBrace)
            case .objectId:
                writeObjectId(value.bytes)
            // The scalars most documents hold, read from their bytes rather than decoded first.
            case .double:
                writeDouble(value.double)
            case .int32:
                writeInteger(Int64(value.int32), wrapper: "$numberInt")
            case .int64:
                writeInteger(value.int64, wrapper: "$numberLong")
            case .bool:
                append(value.bytes[0] != 0 ? "true" : "false")
            case .null:
                append("null")
            default:
                write(value.decoded)
            }
        }
    }

    /// Writes one value in the writer's format.
    mutating func write(_ value: BSONValue) {
        switch value {
        case .double(let double):
            writeDouble(double)
        case .string(let text):
            writeString(text)
        case .document(let document):
            document.bytes.withUnsafeBytes { writeDocument($0, at: 0, isArray: false) }
        case .array(let elements):
            output.append(JSONByte.openBracket)
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(JSONByte.comma) }
                write(element)
            }
            output.append(JSONByte.closeBracket)
        case .binary(let binary):
            append(#"{"$binary":{"base64":""#)
            Base64.encode(binary.data, into: &output)
            append(#"","subType":""#)
            append(twoHexDigits(binary.subtype))
            append(#""}}"#)
        case .undefined:
            append(#"{"$undefined":true}"#)
        case .objectId(let id):
            id.bytes.withUnsafeBytes { writeObjectId($0) }
        case .bool(let flag):
            append(flag ? "true" : "false")
        case .datetime(let date):
            writeDate(date.millisecondsSinceEpoch)
        case .null:
            append("null")
        case .regex(let regex):
            append(#"{"$regularExpression":{"pattern":"#)
            writeString(regex.pattern)
            append(#","options":"#)
            writeString(regex.options)
            append("}}")
        case .dbPointer(let pointer):
            append(#"{"$dbPointer":{"$ref":"#)
            writeString(pointer.namespace)
            append(#","$id":"#)
            pointer.id.bytes.withUnsafeBytes { writeObjectId($0) }
            append("}}")
        case .javascript(let code):
            append(#"{"$code":"#)
            writeString(code)
            append("}")
        case .symbol(let symbol):
            append(#"{"$symbol":"#)
            writeString(symbol)
            append("}")
        case .javascriptWithScope(let code):
            append(#"{"$code":"#)
            writeString(code.code)
            append(#","$scope":"#)
            write(.document(code.scope))
            append("}")
        case .int32(let integer):
            writeInteger(Int64(integer), wrapper: "$numberInt")
        case .timestamp(let timestamp):
            append(#"{"$timestamp":{"t":"#)
            appendDigits(Int64(timestamp.seconds))
            append(#","i":"#)
            appendDigits(Int64(timestamp.increment))
            append("}}")
        case .int64(let integer):
            writeInteger(integer, wrapper: "$numberLong")
        case .decimal128(let decimal):
            append(#"{"$numberDecimal":""#)
            append(decimal.description)
            append(#""}"#)
        case .minKey:
            append(#"{"$minKey":1}"#)
        case .maxKey:
            append(#"{"$maxKey":1}"#)
        }
    }

    // MARK: Scalars

    private mutating func writeInteger(_ integer: Int64, wrapper: String) {
        guard format == .canonical else {
            appendDigits(integer)
            return
        }
        append(#"{""#)
        append(wrapper)
        append(#"":""#)
        appendDigits(integer)
        append(#""}"#)
    }

    /// Relaxed: finite doubles as JSON numbers that read back as doubles ("1.0", not "1").
    /// Canonical, and non-finite doubles in both formats: `{"$numberDouble": "..."}`.
    private mutating func writeDouble(_ double: Double) {
        if format == .relaxed, double.isFinite {
            appendDoubleText(double)
            return
        }
        append(#"{"$numberDouble":""#)
        if double.isNaN {
            append("NaN")
        } else if double.isInfinite {
            append(double < 0 ? "-Infinity" : "Infinity")
        } else {
            appendDoubleText(double)
        }
        append(#""}"#)
    }

    /// Swift's shortest round-trip text. Integral values below 2^53 print as digits and ".0"
    /// there too, and so do values of up to four decimals (prices, rates) below 2^31; writing
    /// those directly skips building a String, which was a tenth of writing a cursor's batch.
    private mutating func appendDoubleText(_ double: Double) {
        if double.magnitude < 0x1p53, double == double.rounded(.towardZero), double != 0 || double.sign == .plus {
            appendDigits(Int64(double))
            append(".0")
        } else if !appendFewDecimals(double) {
            append(double.description)
        }
    }

    /// Writes a double that the decimal with the fewest fraction digits, up to four, reads back
    /// as: the shortest text that reads back, which Swift's `description` also gives, since
    /// below 2^31 two decimals of four fraction digits or fewer never read back as the same
    /// double (they are at least 10^-4 apart, neighbouring doubles there at most 2^-22). `scaled /
    /// scale` is exact division rounded once, so it equals the double exactly when the decimal
    /// reads back as it. False, writing nothing, for any other double.
    private mutating func appendFewDecimals(_ double: Double) -> Bool {
        let magnitude = double.magnitude
        guard magnitude >= 1e-4, magnitude < 0x1p31 else { return false }
        var scale: Int64 = 1
        for digits in 1...4 {
            scale *= 10
            let scaled = (magnitude * Double(scale)).rounded()
            guard scaled / Double(scale) == magnitude else { continue }
            if double < 0 { output.append(JSONByte.minus) }
            let whole = Int64(scaled) / scale
            let fraction = Int64(scaled) % scale
            appendDigits(whole)
            output.append(JSONByte.period)
            var place = scale / 10
            for _ in 0..<digits {
                output.append(JSONByte.zero + UInt8(truncatingIfNeeded: fraction / place % 10))
                place /= 10
            }
            return true
        }
        return false
    }

    private mutating func writeDate(_ milliseconds: Int64) {
        guard format == .relaxed, ISO8601DateText.isWrittenAsText(milliseconds) else {
            append(#"{"$date":{"$numberLong":""#)
            appendDigits(milliseconds)
            append(#""}}"#)
            return
        }
        append(#"{"$date":""#)
        ISO8601DateText.write(milliseconds, into: &output)
        append(#""}"#)
    }

    /// `{"$oid": ...}` of an ObjectId's 12 bytes.
    private mutating func writeObjectId(_ bytes: UnsafeRawBufferPointer) {
        append(#"{"$oid":""#)
        for byte in bytes {
            output.append(Self.hexDigits[Int(byte >> 4)])
            output.append(Self.hexDigits[Int(byte & 0x0F)])
        }
        append(#""}"#)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Decimal digits of `integer`, with a minus sign when negative.
    private mutating func appendDigits(_ integer: Int64) {
        if integer < 0 { output.append(JSONByte.minus) }
        var magnitude = integer.magnitude
        // At most 20 digits, written from the last.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var first = digits.count
            repeat {
                first -= 1
                digits[first] = JSONByte.zero + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: digits[first...])))
        }
    }

    // MARK: Strings

    private mutating func writeString(_ text: String) {
        var text = text
        text.withUTF8 { writeString(UnsafeRawBufferPointer($0)) }
    }

    /// A JSON string of these UTF-8 bytes: `"`, `\` and control characters escaped, runs of
    /// other bytes copied as they are. Eight bytes at a time are tested for anything to escape
    /// (most strings have none).
    private mutating func writeString(_ utf8: UnsafeRawBufferPointer) {
        output.append(JSONByte.quote)
        guard let base = utf8.baseAddress else {
            output.append(JSONByte.quote)
            return
        }
        var runStart = 0
        var index = 0
        while index < utf8.count {
            if index + 8 <= utf8.count {
                if !Self.mayNeedEscape(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
            } else {
                // The last few bytes (most keys are shorter than a word), in a word padded with
                // letters, which need no escape.
                var tail = UInt64(0x6161_6161_6161_6161)
                withUnsafeMutableBytes(of: &tail) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: utf8[index...])) }
                if !Self.mayNeedEscape(tail) { break }
            }
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            index += 1
            guard byte < 0x20 || byte == JSONByte.quote || byte == JSONByte.backslash else { continue }
            output.append(UnsafeRawBufferPointer(rebasing: utf8[runStart..<(index - 1)]))
            runStart = index
            output.append(JSONByte.backslash)
            switch byte {
            case JSONByte.quote, JSONByte.backslash: output.append(byte)
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            case JSONByte.lineFeed: output.append(UInt8(ascii: "n"))
            case JSONByte.carriageReturn: output.append(UInt8(ascii: "r"))
            case JSONByte.tab: output.append(UInt8(ascii: "t"))
            default:
                append("u00")
                append(twoHexDigits(byte))
            }
        }
        output.append(UnsafeRawBufferPointer(rebasing: utf8[runStart...]))
        output.append(JSONByte.quote)
    }

    /// Whether one of the eight bytes of `word` is below 0x20, a quote or a backslash: the
    /// bytes a JSON string escapes. (A byte `b` below `n` sets the high bit of `b - n` where `b`
    /// had none; one equal to `c` is a zero byte of `word ^ c`.)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits != 0
        return belowSpace || hasZeroByte(word ^ (ones &* UInt64(JSONByte.quote))) || hasZeroByte(word ^ (ones &* UInt64(JSONByte.backslash)))
    }

    /// Appends ASCII text that needs no escaping.
    mutating func append(_ text: StaticString) {
        output.append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends text made at run time that needs no escaping (a number's digits).
    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { output.append(UnsafeRawBufferPointer($0)) }
    }
}

/// Where text is written a byte at a time: an array, or the Extended JSON writer's memory.
protocol ByteOutput {
    mutating func append(_ byte: UInt8)
}

extension Array: ByteOutput where Element == UInt8 {}

/// The bytes a writer has written, in memory of its own: an append is a store and an add
/// where an array's checks its capacity and that its buffer is not shared, each time.
private final class ByteSink: ByteOutput {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        if capacity - count < bytes.count { grow(toHold: bytes.count) }
        (base + count).initialize(from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        count += bytes.count
    }

    private func grow(toHold extra: Int) {
        let larger = max(2 * capacity, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }
}
