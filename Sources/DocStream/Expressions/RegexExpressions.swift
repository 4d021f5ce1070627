import DocStreamBSON

/// $regexMatch $regexFind $regexFindAll (ExpressionRegex, evaluate_regex.cpp):
/// `{input, regex, options?}`, the regex a string or a BSON regular expression. A null or
/// missing input or regex gives false, null and [] respectively; a match is
/// `{match, idx, captures}` with `idx` in code points and null for groups that took no part.
enum RegexExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$regexMatch": { name, arguments throws(DocStreamError) in
            try compile(name, arguments) { input, regex throws(DocStreamError) in
                guard let input, let regex else { return .bool(false) }
                return .bool(try regex.firstMatch(in: input, from: 0) != nil)
            }
        },
        "$regexFind": { name, arguments throws(DocStreamError) in
            try compile(name, arguments) { input, regex throws(DocStreamError) in
                guard let input, let regex else { return .null }
                var cursor = MatchCursor(input: input)
                return try cursor.next(regex)?.value ?? .null
            }
        },
        "$regexFindAll": { name, arguments throws(DocStreamError) in
            try compile(name, arguments) { input, regex throws(DocStreamError) in
                guard let input, let regex else { return .array([]) }
                var cursor = MatchCursor(input: input)
                var matches: [BSONValue] = []
                // An empty input may still match once (the empty pattern).
                repeat {
                    guard let match = try cursor.next(regex) else { break }
                    matches.append(match.value)
                    cursor.skip(match.length)
                } while cursor.hasMore
                return .array(matches)
            }
        },
    ]

    /// Parses `{input, regex, options?}` and evaluates the three in MongoDB's order: regex and
    /// options checked and compiled, then the input checked; `body` gets nil for a null or
    /// missing input or regex. A literal regex and options are compiled once, here.
    private static func compile(
        _ name: String, _ arguments: BSONValue,
        _ body: @escaping @Sendable (String?, RegularExpression?) throws(DocStreamError) -> BSONValue
    ) throws(DocStreamError) -> ExpressionEvaluator {
        guard case .document(let specification) = arguments else {
            throw DocStreamError(.location(51103), "\(name) expects an object of named arguments but found: \(arguments.type.alias)")
        }
        var fields: [String: BSONValue] = [:]
        for (key, value) in specification {
            guard ["input", "regex", "options"].contains(key) else {
                throw DocStreamError(.location(31024), "\(name) found an unknown argument: \(key)")
            }
            fields[key] = value
        }
        guard let inputArgument = fields["input"] else { throw DocStreamError(.location(31022), "\(name) requires 'input' parameter") }
        guard let regexArgument = fields["regex"] else { throw DocStreamError(.location(31023), "\(name) requires 'regex' parameter") }
        let input = try ExpressionCompiler.compile(inputArgument)
        let regex = try ExpressionCompiler.compile(regexArgument)
        let options = try fields["options"].map { value throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        let precompiled: RegularExpression?? =
            isLiteral(regexArgument) && fields["options"].map(isLiteral) ?? true
            ? .some(try compiled(name, regexArgument, fields["options"]))
            : .none
        return { variables throws(DocStreamError) in
            let text = try input(variables)
            let expression: RegularExpression?
            if let precompiled {
                expression = precompiled
            } else {
                expression = try compiled(name, try regex(variables), try options?(variables))
            }
            if text.isNullish { return try body(nil, expression) }
            guard case .string(let string)? = text else {
                throw DocStreamError(.location(51104), "\(name) needs 'input' to be of type string")
            }
            return try body(string, expression)
        }
    }

    /// A value that is its own result: not a field path, variable or operator expression.
    private static func isLiteral(_ value: BSONValue) -> Bool {
        switch value {
        case .string(let text): !text.hasPrefix("$")
        case .document, .array: false
        default: true
        }
    }

    /// The compiled pattern of a regex value and options value (extractRegexAndOptions); nil
    /// when the regex is null or missing (its options are still checked).
    private static func compiled(_ name: String, _ regex: BSONValue?, _ options: BSONValue?) throws(DocStreamError) -> RegularExpression? {
        let flags: String?
        switch options {
        case nil, .null?, .undefined?: flags = nil
        case .string(let text)?: flags = text
        default: throw DocStreamError(.location(51106), "\(name) needs 'options' to be of type string")
        }
        switch regex {
        case nil, .null?, .undefined?:
            return nil
        case .string(let pattern)?:
            return try RegularExpression(pattern: pattern, options: flags ?? "", operatorName: name)
        case .regex(let value)?:
            guard flags == nil || value.options.isEmpty else {
                throw DocStreamError(.location(51107), "\(name): found regex option(s) specified in both 'regex' and 'option' fields")
            }
            return try RegularExpression(pattern: value.pattern, options: flags ?? value.options, operatorName: name)
        default:
            throw DocStreamError(.location(51105), "\(name) needs 'regex' to be of type string or regex")
        }
    }

    /// Walks the input match by match, keeping the byte and code point positions in step.
    private struct MatchCursor {
        let input: String
        let bytes: [UInt8]
        var byteOffset = 0
        var codePointOffset = 0

        init(input: String) {
            self.input = input
            bytes = Array(input.utf8)
        }

        var hasMore: Bool { byteOffset < bytes.count }

        /// The next match at or after the cursor, which moves to the match's start.
        mutating func next(_ regex: RegularExpression) throws(DocStreamError) -> (value: BSONValue, length: Int)? {
            guard let ranges = try regex.firstMatch(in: input, from: byteOffset), let whole = ranges[0] else { return nil }
            codePointOffset += codePoints(byteOffset..<whole.lowerBound)
            byteOffset = whole.lowerBound
            let captures: [BSONValue] = ranges.dropFirst().map { range in range.map { .string(text($0)) } ?? .null }
            let value: BSONValue = .document([
                "match": .string(text(whole)), "idx": .int32(Int32(codePointOffset)), "captures": .array(captures),
            ])
            return (value, whole.count)
        }

        /// Past a match of `length` bytes; past one code point after an empty match, so that
        /// matches never overlap nor repeat.
        mutating func skip(_ length: Int) {
            guard hasMore else { return }
            var end = byteOffset + max(length, 1)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            codePointOffset += codePoints(byteOffset..<end)
            byteOffset = end
        }

        private func codePoints(_ range: Range<Int>) -> Int {
            bytes[range].reduce(0) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
        }

        private func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }
    }
}
