/// Standard base64 (RFC 4648, `+/` alphabet, `=` padding) for `$binary` payloads.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Appends the padded encoding of `bytes`.
    static func encode(_ bytes: [UInt8], into output: inout some ByteOutput) {
        var index = 0
        while index + 3 <= bytes.count {
            let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            appendSextets(of: group, count: 4, into: &output)
            index += 3
        }
        switch bytes.count - index {
        case 1:
            appendSextets(of: UInt32(bytes[index]) << 16, count: 2, into: &output)
            output.append(UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        case 2:
            appendSextets(of: UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8, count: 3, into: &output)
            output.append(UInt8(ascii: "="))
        default:
            break
        }
    }

    /// The first `count` 6-bit groups of the 24-bit `group`, as alphabet characters.
    private static func appendSextets(of group: UInt32, count: Int, into output: inout some ByteOutput) {
        for shift in stride(from: 18, to: 18 - 6 * count, by: -6) {
            output.append(alphabet[Int(group >> UInt32(shift) & 0x3F)])
        }
    }

    /// Decodes padded base64; nil for other characters, a length that is not a multiple of
    /// four, or padding anywhere but the end.
    static func decode(_ text: String) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count % 4 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count / 4 * 3)
        var index = 0
        while index < utf8.count {
            let isLast = index + 4 == utf8.count
            let padding = isLast ? utf8[index...].reversed().prefix(while: { $0 == UInt8(ascii: "=") }).count : 0
            guard padding <= 2 else { return nil }
            var group: UInt32 = 0
            for offset in 0..<4 {
                let value: UInt32
                if offset >= 4 - padding {
                    value = 0
                } else if let sextet = sextet(utf8[index + offset]) {
                    value = sextet
                } else {
                    return nil
                }
                group = group << 6 | value
            }
            bytes.append(UInt8(truncatingIfNeeded: group >> 16))
            if padding < 2 { bytes.append(UInt8(truncatingIfNeeded: group >> 8)) }
            if padding < 1 { bytes.append(UInt8(truncatingIfNeeded: group)) }
            index += 4
        }
        return bytes
    }

    private static func sextet(_ character: UInt8) -> UInt32? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(character - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(character - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(character - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
