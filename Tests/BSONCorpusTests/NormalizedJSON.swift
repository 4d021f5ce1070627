/// JSON text reduced to what the corpus comparisons care about, as SPEC.md asks ("MUST
/// normalize JSON comparisons"): whitespace and escape spelling are ignored, integers compare
/// by their digits and non-integers by their double's bits (so 1.0 never equals 1). Two
/// spellings the corpus lets differ are made canonical: `$numberDouble` text compares by the
/// double it names ("1.0E+18" and "1e+18"), and a `$date` string without a fraction gains
/// ".000" (our relaxed output always writes milliseconds).
///
/// Written independently of the library's scanner, so the tests do not check it with itself.
indirect enum NormalizedJSON: Equatable {
    case object([Member])
    case array([NormalizedJSON])
    case string([Unicode.Scalar])
    case integer(String)
    case double(UInt64)
    case bool(Bool)
    case null

    struct Member: Equatable {
        var key: [Unicode.Scalar]
        var value: NormalizedJSON
    }

    /// Nil when the text is not JSON.
    init?(_ text: String) {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        guard let value = parser.value(), parser.atEnd else { return nil }
        self = value
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        var atEnd: Bool {
            mutating get {
                skipWhitespace()
                return index == scalars.count
            }
        }

        mutating func skipWhitespace() {
            while index < scalars.count, " \t\r\n".unicodeScalars.contains(scalars[index]) { index += 1 }
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            skipWhitespace()
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }

        mutating func value() -> NormalizedJSON? {
            skipWhitespace()
            guard index < scalars.count else { return nil }
            switch scalars[index] {
            case "{": return object()
            case "[":
                index += 1
                var elements: [NormalizedJSON] = []
                if take("]") { return .array(elements) }
                repeat {
                    guard let element = value() else { return nil }
                    elements.append(element)
                } while take(",")
                return take("]") ? .array(elements) : nil
            case "\"": return string().map(NormalizedJSON.string)
            case "t": return word("true", .bool(true))
            case "f": return word("false", .bool(false))
            case "n": return word("null", .null)
            default: return number()
            }
        }

        mutating func object() -> NormalizedJSON? {
            index += 1
            var members: [Member] = []
            if take("}") { return .object(members) }
            repeat {
                skipWhitespace()
                guard let key = string(), take(":"), let value = value() else { return nil }
                members.append(Member(key: key, value: value))
            } while take(",")
            guard take("}") else { return nil }
            return .object(Self.canonicalWrapper(members))
        }

        static func canonicalWrapper(_ members: [Member]) -> [Member] {
            guard members.count == 1, case .string(let text) = members[0].value else { return members }
            switch String(String.UnicodeScalarView(members[0].key)) {
            case "$numberDouble":
                guard let double = Double(String(String.UnicodeScalarView(text))) else { return members }
                return [Member(key: members[0].key, value: .double(double.bitPattern))]
            case "$date" where text.count == 20 && text.last == "Z":
                return [Member(key: members[0].key, value: .string(text.dropLast() + Array(".000Z".unicodeScalars)))]
            default:
                return members
            }
        }

        mutating func word(_ text: String, _ result: NormalizedJSON) -> NormalizedJSON? {
            let expected = Array(text.unicodeScalars)
            guard scalars[index...].starts(with: expected) else { return nil }
            index += expected.count
            return result
        }

        mutating func number() -> NormalizedJSON? {
            let start = index
            while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
            let text = String(String.UnicodeScalarView(scalars[start..<index]))
            guard !text.isEmpty else { return nil }
            if text.contains(where: { ".eE".contains($0) }) {
                return Double(text).map { .double($0.bitPattern) }
            }
            return Int64(text) != nil || UInt64(text) != nil ? .integer(text) : nil
        }

        mutating func string() -> [Unicode.Scalar]? {
            guard index < scalars.count, scalars[index] == "\"" else { return nil }
            index += 1
            var result: [Unicode.Scalar] = []
            var pendingHighSurrogate: UInt32?
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                switch scalar {
                case "\"":
                    return pendingHighSurrogate == nil ? result : nil
                case "\\":
                    guard index < scalars.count else { return nil }
                    let escape = scalars[index]
                    index += 1
                    let simple: [Unicode.Scalar: Unicode.Scalar] = [
                        "\"": "\"", "\\": "\\", "/": "/", "b": "\u{8}", "f": "\u{C}", "n": "\n", "r": "\r", "t": "\t",
                    ]
                    if let decoded = simple[escape] {
                        result.append(decoded)
                        continue
                    }
                    guard escape == "u", index + 4 <= scalars.count,
                        let unit = UInt32(String(String.UnicodeScalarView(scalars[index..<(index + 4)])), radix: 16)
                    else { return nil }
                    index += 4
                    if let high = pendingHighSurrogate {
                        guard (0xDC00..<0xE000).contains(unit), let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) else {
                            return nil
                        }
                        result.append(combined)
                        pendingHighSurrogate = nil
                    } else if (0xD800..<0xDC00).contains(unit) {
                        pendingHighSurrogate = unit
                    } else {
                        guard let decoded = Unicode.Scalar(unit) else { return nil }
                        result.append(decoded)
                    }
                default:
                    guard pendingHighSurrogate == nil else { return nil }
                    result.append(scalar)
                }
            }
            return nil
        }
    }
}
