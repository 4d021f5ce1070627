import DocStreamBSON

/// $concat $split $substrCP $substrBytes $substr $toUpper $toLower $trim $ltrim $rtrim
/// $strLenCP $strLenBytes $indexOfCP $indexOfBytes $replaceOne $replaceAll $strcasecmp
/// (expression.cpp). Case mapping and $strcasecmp are ASCII-only, as in MongoDB.
enum StringExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$concat": { _, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.compileEach(ExpressionCompiler.operands(arguments))
            return { variables throws(DocStreamError) in
                var result = ""
                for operand in operands {
                    let value = try operand(variables)
                    if value.isNullish { return .null }
                    guard case .string(let text)? = value else {
                        throw DocStreamError(.location(16702), "$concat only supports strings, not \(ExpressionCompiler.typeName(value))")
                    }
                    result += text
                }
                return .string(result)
            }
        },
        "$split": { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.operands(arguments, of: name, count: 2)
            return { variables throws(DocStreamError) in
                let input = try operands[0](variables)
                let separator = try operands[1](variables)
                if input.isNullish || separator.isNullish { return .null }
                guard case .string(let text)? = input else { throw splitInputError(input) }
                guard case .string(let delimiter)? = separator else {
                    throw DocStreamError(
                        .location(40086),
                        "$split requires an expression that evaluates to a string as a second argument, found: \(ExpressionCompiler.typeName(separator))")
                }
                guard !delimiter.isEmpty else { throw DocStreamError(.location(40087), "$split requires a non-empty separator") }
                return .array(split(Array(text.utf8), by: Array(delimiter.utf8)).map { .string(String(decoding: $0, as: UTF8.self)) })
            }
        },
        "$substrCP": { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.operands(arguments, of: name, count: 3)
            return { variables throws(DocStreamError) in
                let text = try coercedString(try operands[0](variables), name)
                let start = try integral(try operands[1](variables), name, role: "starting index", codes: (34450, 34451))
                let length = try integral(try operands[2](variables), name, role: "length", codes: (34452, 34453))
                guard length >= 0 else { throw DocStreamError(.location(34454), "$substrCP: length must be a nonnegative integer.") }
                guard start >= 0 else { throw DocStreamError(.location(34455), "$substrCP: the starting index must be nonnegative integer.") }
                let scalars = Array(text.unicodeScalars)
                let lower = min(Int(start), scalars.count)
                let upper = min(lower + Int(length), scalars.count)
                var result = String.UnicodeScalarView()
                result.append(contentsOf: scalars[lower..<upper])
                return .string(String(result))
            }
        },
        "$substrBytes": { name, arguments throws(DocStreamError) in try compileSubstrBytes(name, arguments) },
        // The deprecated name of $substrBytes.
        "$substr": { name, arguments throws(DocStreamError) in try compileSubstrBytes(name, arguments) },
        "$toUpper": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in .string(asciiMapped(try coercedString(try operand(variables), name), upper: true)) }
        },
        "$toLower": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in .string(asciiMapped(try coercedString(try operand(variables), name), upper: false)) }
        },
        "$trim": { name, arguments throws(DocStreamError) in try compileTrim(name, arguments, leading: true, trailing: true) },
        "$ltrim": { name, arguments throws(DocStreamError) in try compileTrim(name, arguments, leading: true, trailing: false) },
        "$rtrim": { name, arguments throws(DocStreamError) in try compileTrim(name, arguments, leading: false, trailing: true) },
        "$strLenCP": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                let value = try operand(variables)
                guard case .string(let text)? = value else {
                    throw DocStreamError(.location(34471), "$strLenCP requires a string argument, found: \(ExpressionCompiler.typeName(value))")
                }
                return .int32(Int32(text.unicodeScalars.count))
            }
        },
        "$strLenBytes": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                let value = try operand(variables)
                guard case .string(let text)? = value else {
                    throw DocStreamError(.location(34473), "$strLenBytes requires a string argument, found: \(ExpressionCompiler.typeName(value))")
                }
                return .int32(Int32(text.utf8.count))
            }
        },
        "$indexOfCP": { name, arguments throws(DocStreamError) in
            try compileIndexOf(name, arguments, codes: (40093, 40094)) { $0.unicodeScalars.map(\.value) }
        },
        "$indexOfBytes": { name, arguments throws(DocStreamError) in
            try compileIndexOf(name, arguments, codes: (40091, 40092)) { $0.utf8.map(UInt32.init) }
        },
        "$replaceOne": { name, arguments throws(DocStreamError) in try compileReplace(name, arguments, all: false) },
        "$replaceAll": { name, arguments throws(DocStreamError) in try compileReplace(name, arguments, all: true) },
        "$strcasecmp": { name, arguments throws(DocStreamError) in
            let operands = try ExpressionCompiler.operands(arguments, of: name, count: 2)
            return { variables throws(DocStreamError) in
                let left = Array(asciiMapped(try coercedString(try operands[0](variables), name), upper: true).utf8)
                let right = Array(asciiMapped(try coercedString(try operands[1](variables), name), upper: true).utf8)
                return .int32(left == right ? 0 : (left.lexicographicallyPrecedes(right) ? -1 : 1))
            }
        },
    ]

    /// `[string, start, length]` in UTF-8 bytes; the range may not cut a character.
    private static func compileSubstrBytes(_ name: String, _ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let operands = try ExpressionCompiler.operands(arguments, of: name, count: 3)
        return { variables throws(DocStreamError) in
            let bytes = Array(try coercedString(try operands[0](variables), name).utf8)
            let start = try truncated(try operands[1](variables), name, role: "starting index", code: .location(16034))
            let length = try truncated(try operands[2](variables), name, role: "length", code: .location(16035))
            guard start >= 0 else {
                throw DocStreamError(.location(50752), "\(name):  starting index must be non-negative (got: \(start))")
            }
            // A negative length reaches to the end of the string.
            let lower = Int(clamping: start)
            let upper = length < 0 ? bytes.count : min(bytes.count, lower.addingReportingOverflow(Int(clamping: length)).partialValue)
            guard !isContinuation(bytes, at: lower) else {
                throw DocStreamError(.location(28656), "\(name):  Invalid range, starting index is a UTF-8 continuation byte.")
            }
            guard !isContinuation(bytes, at: upper) else {
                throw DocStreamError(.location(28657), "\(name):  Invalid range, ending index is in the middle of a UTF-8 character.")
            }
            guard lower < bytes.count else { return .string("") }
            return .string(String(decoding: bytes[lower..<upper], as: UTF8.self))
        }
    }

    /// Value::coerceToString for the types whose text is unambiguous: null and missing are
    /// the empty string, integers their decimal digits. Other types are MongoDB's 16007.
    private static func coercedString(_ value: BSONValue?, _ name: String) throws(DocStreamError) -> String {
        switch value {
        case nil, .null?, .undefined?: return ""
        case .string(let text)?, .symbol(let text)?: return text
        case .int32(let number)?: return String(number)
        case .int64(let number)?: return String(number)
        case let other?:
            throw DocStreamError(.location(16007), "\(name): can't convert from BSON type \(other.type.alias) to String")
        }
    }

    /// An integral numeric argument that fits int32; `codes` are MongoDB's for a non-number
    /// and for a number that is not such an integer.
    private static func integral(_ value: BSONValue?, _ name: String, role: String, codes: (Int, Int)) throws(DocStreamError) -> Int32 {
        guard let value, value.isNumber else {
            throw DocStreamError(.location(codes.0), "\(name): \(role) must be a numeric type (is BSON type \(ExpressionCompiler.typeName(value)))")
        }
        guard let integer = ExpressionCompiler.int32(value) else {
            throw DocStreamError(.location(codes.1), "\(name): \(role) cannot be represented as a 32-bit integral value: \(value.extendedJSON(.relaxed))")
        }
        return integer
    }

    /// Any numeric argument, truncated toward zero (Value::coerceToLong).
    private static func truncated(_ value: BSONValue?, _ name: String, role: String, code: ErrorCode) throws(DocStreamError) -> Int64 {
        switch value {
        case .int32(let number)?: return Int64(number)
        case .int64(let number)?: return number
        case .double(let number)?: return number.isNaN ? 0 : Int64(exactly: number.rounded(.towardZero)) ?? (number < 0 ? .min : .max)
        case .decimal128(let number)?: return number.int64Truncating?.value ?? (number.isNegative ? .min : .max)
        default:
            throw DocStreamError(code, "\(name):  \(role) must be a numeric type (is BSON type \(ExpressionCompiler.typeName(value)))")
        }
    }

    private static func isContinuation(_ bytes: [UInt8], at index: Int) -> Bool {
        index < bytes.count && bytes[index] & 0xC0 == 0x80
    }

    private static func asciiMapped(_ text: String, upper: Bool) -> String {
        String(
            decoding: text.utf8.map { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z") where upper: byte - 32
                case UInt8(ascii: "A")...UInt8(ascii: "Z") where !upper: byte + 32
                default: byte
                }
            }, as: UTF8.self)
    }

    /// Splits bytes on every occurrence of a non-empty separator, keeping empty pieces.
    private static func split(_ bytes: [UInt8], by separator: [UInt8]) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var start = 0
        while let found = occurrence(of: separator, in: bytes, from: start) {
            pieces.append(bytes[start..<found])
            start = found + separator.count
        }
        pieces.append(bytes[start...])
        return pieces
    }

    /// Where the first occurrence of `separator` at or after `start` begins.
    private static func occurrence(of separator: some Collection<UInt8>, in bytes: some RandomAccessCollection<UInt8>, from start: Int) -> Int? {
        var position = start
        while position + separator.count <= bytes.count {
            let candidate = bytes.index(bytes.startIndex, offsetBy: position)
            if bytes[candidate...].starts(with: separator) { return position }
            position += 1
        }
        return nil
    }

    private static func splitInputError(_ input: BSONValue?) -> DocStreamError {
        DocStreamError(
            .location(40085), "$split requires an expression that evaluates to a string as a first argument, found: \(ExpressionCompiler.typeName(input))")
    }

    /// `{$arrayElemAt: [{$split: [input, "separator"]}, index]}` with a literal separator and a
    /// literal index: the one piece the index names, found in the input's bytes without making
    /// the array of pieces; nil for any other arguments, which compile as written. The results
    /// and errors are those of the two operators: null for a nullish input, 40085 for another
    /// non-string, missing for an index past either end.
    static func compileSplitPiece(arrayElemAtArguments arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator? {
        guard case .array(let operands) = arguments, operands.count == 2, operands[1].isNumber,
            let index = ExpressionCompiler.int32(operands[1]),
            case .document(let splitExpression) = operands[0], splitExpression.count == 1,
            case .array(let splitOperands)? = splitExpression["$split"], splitOperands.count == 2,
            case .string(let separatorText) = splitOperands[1], !separatorText.isEmpty, !separatorText.hasPrefix("$")
        else { return nil }
        let input = try ExpressionCompiler.compile(splitOperands[0])
        let separator = Array(separatorText.utf8)
        return { variables throws(DocStreamError) in
            let value = try input(variables)
            if value.isNullish { return .null }
            guard case .string(var text)? = value else { throw splitInputError(value) }
            return text.withUTF8 { bytes in
                piece(of: bytes, separator: separator, at: Int(index)).map { .string(String(decoding: bytes[$0], as: UTF8.self)) }
            }
        }
    }

    /// The range of piece `index` of `bytes` split on `separator` (from the end when negative),
    /// nil past either end: what `split(_:by:)[index]` would hold, without the other pieces.
    private static func piece(of bytes: UnsafeBufferPointer<UInt8>, separator: [UInt8], at index: Int) -> Range<Int>? {
        var target = index
        if index < 0 {
            var count = 1
            var start = 0
            while let found = occurrence(of: separator, in: bytes, from: start) {
                count += 1
                start = found + separator.count
            }
            target = count + index
            guard target >= 0 else { return nil }
        }
        var start = 0
        for _ in 0..<target {
            guard let found = occurrence(of: separator, in: bytes, from: start) else { return nil }
            start = found + separator.count
        }
        return start..<(occurrence(of: separator, in: bytes, from: start) ?? bytes.count)
    }

    /// The whitespace $trim removes by default (ExpressionTrim::kDefaultTrimWhitespaceChars).
    private static let defaultTrimCharacters: Set<Unicode.Scalar> = Set(
        ["\u{0}", " ", "\t", "\n", "\u{B}", "\u{C}", "\r", "\u{A0}", "\u{1680}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}"]
            + (0x2000...0x200A).compactMap(Unicode.Scalar.init))

    /// `{input, chars?}`: code points in `chars` removed from the chosen ends.
    private static func compileTrim(_ name: String, _ arguments: BSONValue, leading: Bool, trailing: Bool) throws(DocStreamError) -> ExpressionEvaluator {
        guard case .document(let specification) = arguments else {
            throw DocStreamError(.location(50696), "\(name) only supports an object as an argument, found: \(arguments.type.alias)")
        }
        var input: ExpressionEvaluator?
        var chars: ExpressionEvaluator?
        for (key, value) in specification {
            switch key {
            case "input": input = try ExpressionCompiler.compile(value)
            case "chars": chars = try ExpressionCompiler.compile(value)
            default: throw DocStreamError(.location(50694), "\(name) found an unknown argument: \(key)")
            }
        }
        guard let input else { throw DocStreamError(.location(50695), "\(name) requires an 'input' field") }
        let characters = chars
        return { variables throws(DocStreamError) in
            let value = try input(variables)
            if value.isNullish { return .null }
            guard case .string(let text)? = value else {
                throw DocStreamError(
                    .location(50699),
                    "\(name) requires its input to be a string, got \(value?.extendedJSON(.relaxed) ?? "") (of type \(ExpressionCompiler.typeName(value))) instead."
                )
            }
            var trimmed = defaultTrimCharacters
            if let characters {
                let charsValue = try characters(variables)
                if charsValue.isNullish { return .null }
                guard case .string(let set)? = charsValue else {
                    throw DocStreamError(
                        .location(50700),
                        "\(name) requires 'chars' to be a string, got \(charsValue?.extendedJSON(.relaxed) ?? "") (of type \(ExpressionCompiler.typeName(charsValue))) instead."
                    )
                }
                trimmed = Set(set.unicodeScalars)
            }
            var scalars = Substring(text).unicodeScalars[...]
            if leading { while let first = scalars.first, trimmed.contains(first) { scalars.removeFirst() } }
            if trailing { while let last = scalars.last, trimmed.contains(last) { scalars.removeLast() } }
            return .string(String(String.UnicodeScalarView(scalars)))
        }
    }

    /// `[string, substring, start?, end?]`: the index of the first occurrence in `units` (code
    /// points or bytes), or -1; `codes` are MongoDB's for a non-string string and substring.
    private static func compileIndexOf(
        _ name: String, _ arguments: BSONValue, codes: (Int, Int), units: @escaping @Sendable (String) -> [UInt32]
    ) throws(DocStreamError) -> ExpressionEvaluator {
        let operands = try ExpressionCompiler.operands(arguments, of: name, range: 2...4)
        return { variables throws(DocStreamError) in
            let input = try operands[0](variables)
            if input.isNullish { return .null }
            guard case .string(let text)? = input else {
                throw DocStreamError(.location(codes.0), "\(name) requires a string as the first argument, found: \(ExpressionCompiler.typeName(input))")
            }
            let searchValue = try operands[1](variables)
            guard case .string(let search)? = searchValue else {
                throw DocStreamError(.location(codes.1), "\(name) requires a string as the second argument, found: \(ExpressionCompiler.typeName(searchValue))")
            }
            let haystack = units(text)
            let needle = units(search)
            var bounds = [0, haystack.count]
            for (offset, operand) in operands.dropFirst(2).enumerated() {
                let role = offset == 0 ? "starting" : "ending"
                let value = try operand(variables)
                guard let value, let integer = ExpressionCompiler.int32(value) else {
                    throw DocStreamError(
                        .location(40096), "\(name) requires an integral \(role) index, found a value of type: \(ExpressionCompiler.typeName(value))")
                }
                guard integer >= 0 else {
                    throw DocStreamError(.location(40097), "\(name) requires a nonnegative \(role) index, found: \(integer)")
                }
                bounds[offset] = Int(integer)
            }
            let end = min(bounds[1], haystack.count)
            var position = bounds[0]
            while position + needle.count <= end {
                if haystack[position..<position + needle.count].elementsEqual(needle) { return .int32(Int32(position)) }
                position += 1
            }
            return .int32(-1)
        }
    }

    /// `{input, find, replacement}`: the first (or every) occurrence of `find` replaced.
    private static func compileReplace(_ name: String, _ arguments: BSONValue, all: Bool) throws(DocStreamError) -> ExpressionEvaluator {
        guard case .document(let specification) = arguments else {
            throw DocStreamError(.location(51751), "\(name) requires an object as an argument, found: \(arguments.type.alias)")
        }
        var parts: [String: ExpressionEvaluator] = [:]
        for (key, value) in specification {
            guard ["input", "find", "replacement"].contains(key) else {
                throw DocStreamError(.location(51750), "\(name) found an unknown argument: \(key)")
            }
            parts[key] = try ExpressionCompiler.compile(value)
        }
        guard let input = parts["input"] else { throw DocStreamError(.location(51749), "\(name) requires 'input' to be specified") }
        guard let find = parts["find"] else { throw DocStreamError(.location(51748), "\(name) requires 'find' to be specified") }
        guard let replacement = parts["replacement"] else { throw DocStreamError(.location(51747), "\(name) requires 'replacement' to be specified") }
        return { variables throws(DocStreamError) in
            var texts: [String] = []
            var sawNull = false
            for (role, code, evaluator) in [("input", 51746, input), ("find", 51745, find), ("replacement", 51744, replacement)] {
                let value = try evaluator(variables)
                if value.isNullish {
                    sawNull = true
                    continue
                }
                guard case .string(let text)? = value else {
                    throw DocStreamError(.location(code), "\(name) requires that '\(role)' be a string, found: \(ExpressionCompiler.typeName(value))")
                }
                texts.append(text)
            }
            if sawNull { return .null }
            // An empty `find` matches once before the input (replaceOne) or between every character.
            guard !texts[1].isEmpty else {
                return .string(all ? texts[2] + texts[0].map { String($0) + texts[2] }.joined() : texts[2] + texts[0])
            }
            let strings = split(Array(texts[0].utf8), by: Array(texts[1].utf8)).map { String(decoding: $0, as: UTF8.self) }
            guard !all, strings.count > 1 else { return .string(strings.joined(separator: texts[2])) }
            return .string(strings[0] + texts[2] + strings.dropFirst().joined(separator: texts[1]))
        }
    }
}
