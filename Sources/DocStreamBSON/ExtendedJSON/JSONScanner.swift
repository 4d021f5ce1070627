/// A JSON number as written: an integer literal that fits Int64, or any other number.
enum JSONNumber: Equatable {
    case integer(Int64)
    case double(Double)
}

/// A JSON tokenizer (RFC 8259) over UTF-8 bytes. It reads one token at a time so that the
/// Extended JSON reader can build BSON as it goes, with no intermediate tree and no
/// per-character String work. Every read checks its bounds; errors name line, column and
/// byte offset.
struct JSONScanner {
    let input: UnsafeBufferPointer<UInt8>
    /// Offset of the next unread byte.
    var position: Int
    /// Reused by strings with escapes, so that decoding one allocates only the result.
    private var scratch: [UInt8] = []

    init(_ input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        // A byte order mark is not JSON, but editors write one; it carries no data.
        let hasByteOrderMark = input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF
        position = hasByteOrderMark ? 3 : 0
    }

    /// Skips whitespace and returns the next byte without consuming it; nil at the end.
    @inline(__always)
    mutating func peek() -> UInt8? {
        // Compact JSON has no whitespace between tokens: one test for that.
        if position < input.count, input[position] > JSONByte.space { return input[position] }
        return peekAfterWhitespace()
    }

    private mutating func peekAfterWhitespace() -> UInt8? {
        while position < input.count {
            switch input[position] {
            case JSONByte.space, JSONByte.tab, JSONByte.lineFeed, JSONByte.carriageReturn: position += 1
            case let byte: return byte
            }
        }
        return nil
    }

    /// Skips whitespace and consumes `byte` if it comes next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// Skips whitespace and consumes `byte`, or fails saying what was expected.
    mutating func expect(_ byte: UInt8, _ expected: String) throws(DocStreamError) {
        guard consume(byte) else { throw unexpected(expected) }
    }

    /// After a member or element: true at ',' (another one follows), false at `closing`.
    mutating func continues(closing: UInt8) throws(DocStreamError) -> Bool {
        switch peek() {
        case JSONByte.comma:
            position += 1
            return true
        case closing:
            position += 1
            return false
        default:
            throw unexpected("',' or '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    /// The error for the token at the current position, naming what should have been there.
    mutating func unexpected(_ expected: String) -> DocStreamError {
        guard let byte = peek() else {
            return error("expected \(expected) but the input ended", at: position)
        }
        let found = (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(twoHexDigits(byte))"
        return error("expected \(expected) but found \(found)", at: position)
    }

    /// A FailedToParse error located at `offset`.
    func error(_ message: String, at offset: Int) -> DocStreamError {
        .failedToParse(message, at: location(of: offset))
    }

    /// "line L, column C (offset O)": the column counts characters (not bytes) from the start
    /// of the line, both from 1; the offset counts bytes from 0. Worked out only for errors.
    func location(of offset: Int) -> String {
        let end = min(offset, input.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where input[index] == JSONByte.lineFeed {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<end where input[index] & 0xC0 != 0x80 {
            column += 1
        }
        return "line \(line), column \(column) (offset \(offset))"
    }

    // MARK: Literals

    /// Reads `true`, `false` or `null`; nil stands for null.
    mutating func readLiteral() throws(DocStreamError) -> Bool? {
        if matches("true") { return true }
        if matches("false") { return false }
        if matches("null") { return nil }
        throw unexpected("a value")
    }

    /// Consumes `word` if the input continues with it.
    @inline(__always)
    mutating func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard input.count - position >= count else { return false }
        // A byte loop: the generic elementsEqual over two slices cost several times more.
        let expected = word.utf8Start
        for offset in 0..<count where input[position + offset] != expected[offset] { return false }
        position += count
        return true
    }

    // MARK: Numbers

    /// Reads a number in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func readNumber() throws(DocStreamError) -> JSONNumber {
        if let number = readPlainNumber() { return number }
        return try readAnyNumber()
    }

    /// The usual number, read in one pass with few checks: at most 18 digits, no exponent, no
    /// leading zero, a fraction no longer than a double holds exactly after one division. Nil,
    /// the position unchanged, for any other number and for any error, which `readAnyNumber`
    /// reads (the general loop cost twice as much for the prices and counts of most data).
    @inline(__always)
    private mutating func readPlainNumber() -> JSONNumber? {
        guard let base = input.baseAddress else { return nil }
        let end = input.count
        var index = position
        let isNegative = index < end && base[index] == JSONByte.minus
        if isNegative { index += 1 }
        let integerStart = index
        var mantissa: UInt64 = 0
        while index < end, case let digit = base[index] &- JSONByte.zero, digit < 10 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
        let integerDigits = index - integerStart
        guard integerDigits == 1 || (integerDigits > 1 && base[integerStart] != JSONByte.zero) else { return nil }
        var fractionDigits = 0
        if index < end, base[index] == JSONByte.period {
            index += 1
            let fractionStart = index
            while index < end, case let digit = base[index] &- JSONByte.zero, digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                index += 1
            }
            fractionDigits = index - fractionStart
            guard fractionDigits > 0 else { return nil }
        }
        guard integerDigits + fractionDigits <= 18, index == end || base[index] | 0x20 != UInt8(ascii: "e") else { return nil }
        if fractionDigits == 0 {
            position = index
            // -0 has no integer form.
            if isNegative, mantissa == 0 { return .double(-0.0) }
            return .integer(isNegative ? -Int64(mantissa) : Int64(mantissa))
        }
        // Exact when the digits fit a double's 53 bits: one rounding, in the division.
        guard mantissa <= 1 << 53 else { return nil }
        position = index
        let value = Double(mantissa) / Self.powersOfTen[fractionDigits]
        return .double(isNegative ? -value : value)
    }

    /// `readNumber` of any number, with its errors.
    private mutating func readAnyNumber() throws(DocStreamError) -> JSONNumber {
        let start = position
        var index = position
        let isNegative = index < input.count && input[index] == JSONByte.minus
        if isNegative { index += 1 }
        // Up to 19 digits always fit the mantissa; longer numbers take the slow path.
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        func digit(at index: Int) -> UInt8? {
            guard index < input.count, input[index] &- JSONByte.zero < 10 else { return nil }
            return input[index] &- JSONByte.zero
        }
        guard let first = digit(at: index) else { throw error("expected a digit", at: index) }
        if first == 0 {
            index += 1
            guard digit(at: index) == nil else { throw error("numbers may not have leading zeros", at: start) }
            digitCount = 1
        } else {
            while let value = digit(at: index) {
                if digitCount < 19 { mantissa = mantissa &* 10 &+ UInt64(value) }
                digitCount += 1
                index += 1
            }
        }
        var isInteger = true
        if index < input.count, input[index] == JSONByte.period {
            isInteger = false
            index += 1
            guard digit(at: index) != nil else { throw error("expected a digit after '.'", at: index) }
            while let value = digit(at: index) {
                if digitCount < 19 { mantissa = mantissa &* 10 &+ UInt64(value) }
                digitCount += 1
                fractionDigits += 1
                index += 1
            }
        }
        var exponent = 0
        if index < input.count, input[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            var exponentIsNegative = false
            if index < input.count, input[index] == JSONByte.minus || input[index] == JSONByte.plus {
                exponentIsNegative = input[index] == JSONByte.minus
                index += 1
            }
            guard digit(at: index) != nil else { throw error("expected a digit in the exponent", at: index) }
            while let value = digit(at: index) {
                // Clamped: beyond this every double is zero or infinite anyway.
                exponent = min(exponent * 10 + Int(value), 100_000)
                index += 1
            }
            if exponentIsNegative { exponent = -exponent }
        }
        position = index

        if isInteger, digitCount <= 19 {
            if isNegative, mantissa == 0 { return .double(-0.0) }  // -0 has no integer form
            if isNegative, mantissa <= UInt64(Int64.max) + 1 { return .integer(Int64(truncatingIfNeeded: 0 &- mantissa)) }
            if !isNegative, mantissa <= UInt64(Int64.max) { return .integer(Int64(mantissa)) }
        }
        // Exact when the digits fit a double's 53 bits and 10^|e| is exact too: one rounding.
        let scale = exponent - fractionDigits
        if digitCount <= 19, mantissa <= 1 << 53, (-22...22).contains(scale) {
            let magnitude = Double(mantissa)
            let value = scale < 0 ? magnitude / Self.powersOfTen[-scale] : magnitude * Self.powersOfTen[scale]
            return .double(isNegative ? -value : value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw error("unreadable number \(text)", at: start) }
        return .double(value)
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    // MARK: Strings

    /// Reads a string token: its escapes decoded, its bytes checked to be UTF-8.
    mutating func readString() throws(DocStreamError) -> String {
        guard peek() == JSONByte.quote else { throw unexpected("a string") }
        let start = position
        var index = start + 1
        var allBytes: UInt8 = 0
        while index < input.count {
            let byte = input[index]
            if byte == JSONByte.quote {
                position = index + 1
                return try utf8String(UnsafeBufferPointer(rebasing: input[(start + 1)..<index]), at: start, isASCII: allBytes < 0x80)
            }
            allBytes |= byte
            if byte == JSONByte.backslash || byte < 0x20 {
                return try readEscapedString(from: start, plainUpTo: index)
            }
            index += 1
        }
        throw error("string is not terminated", at: start)
    }

    /// The slow path of `readString`, for strings with escapes: decodes into `scratch`.
    private mutating func readEscapedString(from start: Int, plainUpTo plainEnd: Int) throws(DocStreamError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: input[(start + 1)..<plainEnd])
        var index = plainEnd
        while index < input.count {
            let byte = input[index]
            switch byte {
            case JSONByte.quote:
                position = index + 1
                return try scratch.withUnsafeBufferPointer { buffer throws(DocStreamError) in
                    try utf8String(buffer, at: start, isASCII: false)
                }
            case JSONByte.backslash:
                index = try readEscape(at: index)
            case ..<0x20:
                throw error("control character 0x\(twoHexDigits(byte)) must be escaped in a string", at: index)
            default:
                scratch.append(byte)
                index += 1
            }
        }
        throw error("string is not terminated", at: start)
    }

    /// Decodes the escape starting at the backslash at `index` into `scratch`; returns the
    /// offset after it.
    private mutating func readEscape(at index: Int) throws(DocStreamError) -> Int {
        guard index + 1 < input.count else { throw error("string is not terminated", at: index) }
        let decoded: UInt8
        switch input[index + 1] {
        case JSONByte.quote: decoded = JSONByte.quote
        case JSONByte.backslash: decoded = JSONByte.backslash
        case JSONByte.slash: decoded = JSONByte.slash
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = JSONByte.lineFeed
        case UInt8(ascii: "r"): decoded = JSONByte.carriageReturn
        case UInt8(ascii: "t"): decoded = JSONByte.tab
        case UInt8(ascii: "u"): return try readUnicodeEscape(at: index)
        default: throw error("invalid escape sequence in a string", at: index)
        }
        scratch.append(decoded)
        return index + 2
    }

    /// `\uXXXX`, or a UTF-16 surrogate pair of two of them, appended to `scratch` as UTF-8.
    private mutating func readUnicodeEscape(at index: Int) throws(DocStreamError) -> Int {
        var unit = try hexUnit(at: index)
        var end = index + 6
        if (0xD800..<0xDC00).contains(unit) {
            let pairs = end + 1 < input.count && input[end] == JSONByte.backslash && input[end + 1] == UInt8(ascii: "u")
            let low = try pairs ? hexUnit(at: end) : 0
            guard (0xDC00..<0xE000).contains(low) else {
                throw error("\\u escape of a high surrogate is not followed by a low surrogate", at: index)
            }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            end += 6
        }
        guard let scalar = Unicode.Scalar(unit) else {
            throw error("\\u escape of a lone low surrogate", at: index)
        }
        Unicode.UTF8.encode(scalar) { scratch.append($0) }
        return end
    }

    /// The four hex digits after `\u` at `index`.
    private func hexUnit(at index: Int) throws(DocStreamError) -> UInt32 {
        guard index + 6 <= input.count else { throw error("\\u escape needs four hex digits", at: index) }
        var unit: UInt32 = 0
        for offset in 2..<6 {
            guard let value = hexDigitValue(input[index + offset]) else {
                throw error("\\u escape needs four hex digits", at: index)
            }
            unit = unit << 4 | UInt32(value)
        }
        return unit
    }

    private func utf8String(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, isASCII: Bool) throws(DocStreamError) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs invalid UTF-8 (String(validating:) is far slower here), so text
        // whose bytes differ from the input's was not valid; ASCII always is.
        guard isASCII || text.utf8.elementsEqual(bytes) else {
            throw error("string is not valid UTF-8", at: start)
        }
        return text
    }
}

/// Two lowercase hex digits.
func twoHexDigits(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return byte < 16 ? "0" + digits : digits
}

/// The bytes JSON's grammar names (computed, so they fold to constants).
enum JSONByte {
    static var space: UInt8 { UInt8(ascii: " ") }
    static var tab: UInt8 { UInt8(ascii: "\t") }
    static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    static var quote: UInt8 { UInt8(ascii: "\"") }
    static var backslash: UInt8 { UInt8(ascii: "\\") }
    static var slash: UInt8 { UInt8(ascii: "/") }
    static var comma: UInt8 { UInt8(ascii: ",") }
    static var colon: UInt8 { UInt8(ascii: ":") }
    static var period: UInt8 { UInt8(ascii: ".") }
    static var minus: UInt8 { UInt8(ascii: "-") }
    static var plus: UInt8 { UInt8(ascii: "+") }
    static var dollar: UInt8 { UInt8(ascii: "$") }
    static var zero: UInt8 { UInt8(ascii: "0") }
    static var openBrace: UInt8 { UInt8(ascii: "{") }
    static var closeBrace: UInt8 { UInt8(ascii: "}") }
    static var openBracket: UInt8 { UInt8(ascii: "[") }
    static var closeBracket: UInt8 { UInt8(ascii: "]") }
}
