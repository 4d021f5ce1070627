import DocStreamBSON
import Foundation

/// Values as MongoDB's error messages print them (`BSONElement::toString`, `BSONObj::toString`):
/// `a: 1`, `{ a: 1, b: "x" }`, `[ 1, 2 ]`, `ObjectId('…')`. Update errors quote elements this
/// way, so messages read as the server's do.
enum UpdateText {
    /// `name: value`.
    static func element(_ name: String, _ value: BSONValue) -> String {
        "\(name): \(self.value(value))"
    }

    static func document(_ document: Document) -> String {
        fields(document.elements, isArray: false)
    }

    static func value(_ value: BSONValue) -> String {
        switch value {
        case .double(let number): return doubleText(number)
        case .string(let text), .symbol(let text): return "\"\(text)\""
        case .document(let document): return self.document(document)
        case .array(let elements): return fields(elements.map { ("", $0) }, isArray: true)
        case .binary(let binary):
            let hex = binary.data.map { String(format: "%02X", $0) }.joined()
            return "BinData(\(binary.subtype), \(hex))"
        case .undefined: return "undefined"
        case .objectId(let id): return "ObjectId('\(id)')"
        case .bool(let flag): return flag ? "true" : "false"
        case .datetime(let date): return "new Date(\(date.millisecondsSinceEpoch))"
        case .null: return "null"
        case .regex(let regex): return "/\(regex.pattern)/\(regex.options)"
        case .dbPointer(let pointer): return "DBRef('\(pointer.namespace)', \(pointer.id))"
        case .javascript(let code): return code
        case .javascriptWithScope(let code): return "CodeWScope( \(code.code), \(document(code.scope)))"
        case .int32(let number): return String(number)
        case .timestamp(let timestamp): return "Timestamp(\(timestamp.seconds), \(timestamp.increment))"
        case .int64(let number): return String(number)
        case .decimal128(let decimal): return "NumberDecimal(\"\(decimal)\")"
        case .minKey: return "MinKey"
        case .maxKey: return "MaxKey"
        }
    }

    private static func fields(_ fields: [(key: String, value: BSONValue)], isArray: Bool) -> String {
        guard !fields.isEmpty else { return isArray ? "[]" : "{}" }
        let items = fields.map { isArray ? value($0.value) : element($0.key, $0.value) }
        return isArray ? "[ \(items.joined(separator: ", ")) ]" : "{ \(items.joined(separator: ", ")) }"
    }

    /// StringBuilder::appendDoubleNice: "%.16g", with ".0" added when that shows no '.', 'E'
    /// or 'N' (so 1 prints as "1.0").
    private static func doubleText(_ number: Double) -> String {
        let text = String(format: "%.16g", number)
        return text.contains(where: { $0 == "." || $0 == "E" || $0 == "N" }) ? text : text + ".0"
    }
}
