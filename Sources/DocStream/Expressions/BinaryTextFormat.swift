import DocStreamBSON
import Foundation

/// The text forms of BinData that `$convert`'s `format` names (MongoDB 8.0) and `$toUUID`
/// reads: "uuid" (8-4-4-4-12 hex digits), "base64", "base64url" (no padding), "hex" (upper
/// case out, either case in) and "utf8"; "auto" writes a UUID as "uuid" and anything else as
/// "base64", and reads nothing.
package enum BinaryTextFormat: String, Sendable {
    case auto, base64, base64url, hex, uuid, utf8

    /// The bytes `text` spells in this format; nil when it is not valid in it.
    func bytes(of text: String) -> [UInt8]? {
        switch self {
        case .auto: nil
        case .base64: Data(base64Encoded: text).map(Array.init)
        case .base64url: Self.base64URLBytes(text)
        case .hex: Self.hexBytes(text)
        case .uuid: Self.uuidBytes(text)
        case .utf8: Array(text.utf8)
        }
    }

    /// `binary` written in this format; nil when it has none (a non-UUID as "uuid", bytes that
    /// are not UTF-8 as "utf8").
    func text(of binary: BSONBinary) -> String? {
        switch self {
        case .auto: (binary.subtype == BSONBinary.uuid ? Self.uuid : .base64).text(of: binary)
        case .base64: Data(binary.data).base64EncodedString()
        case .base64url:
            Data(binary.data).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
        case .hex: binary.data.map { String(format: "%02X", $0) }.joined()
        case .uuid:
            binary.subtype == BSONBinary.uuid && binary.data.count == 16 ? Self.uuidText(binary.data) : nil
        case .utf8: String(validating: binary.data, as: UTF8.self)
        }
    }

    /// "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" (either case): its 16 bytes, or nil.
    static func uuidBytes(_ text: String) -> [UInt8]? {
        let characters = Array(text.utf8)
        guard characters.count == 36 else { return nil }
        let dashes = [8, 13, 18, 23]
        guard dashes.allSatisfy({ characters[$0] == UInt8(ascii: "-") }) else { return nil }
        let digits = characters.enumerated().filter { !dashes.contains($0.offset) }.map(\.element)
        return hexBytes(String(decoding: digits, as: UTF8.self))
    }

    /// A UUID's 16 bytes as 8-4-4-4-12 lowercase hexadecimal digits, as MongoDB prints them.
    package static func uuidText(_ bytes: [UInt8]) -> String {
        let hex = bytes.map { String(format: "%02x", $0) }.joined()
        var text = ""
        for (offset, character) in hex.enumerated() {
            if [8, 12, 16, 20].contains(offset) { text.append("-") }
            text.append(character)
        }
        return text
    }

    private static func hexBytes(_ text: String) -> [UInt8]? {
        var nibbles: [UInt8] = []
        for character in text.utf8 {
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(character - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(character - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(character - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        guard nibbles.count.isMultiple(of: 2) else { return nil }
        return stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
    }

    private static func base64URLBytes(_ text: String) -> [UInt8]? {
        guard !text.contains("+"), !text.contains("/") else { return nil }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while !standard.utf8.count.isMultiple(of: 4) { standard.append("=") }
        return Data(base64Encoded: standard).map(Array.init)
    }
}
