import DocStreamBSON
import Foundation

/// SASLprep (RFC 4013), the profile of stringprep (RFC 3454) SCRAM-SHA-256 applies to
/// passwords: the "commonly mapped to nothing" characters (B.1) removed, non-ASCII spaces
/// (C.1.2) mapped to U+0020, NFKC normalization, then the prohibited code points (C.1.2,
/// C.2.1, C.2.2, C.3 to C.9) refused, and the bidirectional-text rule (RFC 3454 §6) checked.
/// The server prepares only strings it stores (a new user's password), so code points
/// unassigned in Unicode 3.2 (A.1) are refused too, as RFC 4013 §2.5 requires of stored strings.
public enum SASLprep {
    /// `text` prepared; 2 BadValue when it holds a prohibited or unassigned code point, breaks
    /// the bidirectional rule, or is left empty. Printable ASCII passes through unchanged.
    public static func prepare(_ text: String) throws(DocStreamError) -> String {
        if !text.isEmpty, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
        var mapped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isMappedToNothing(scalar.value) {
            mapped.append(isNonASCIISpace(scalar.value) ? " " : scalar)
        }
        let normalized = String(mapped).precomposedStringWithCompatibilityMapping
        for scalar in normalized.unicodeScalars {
            if isProhibited(scalar.value) {
                throw DocStreamError.badValue("SASLprep: prohibited character \(name(scalar))")
            }
            if contains(SASLprepTables.unassigned, scalar.value) {
                throw DocStreamError.badValue("SASLprep: \(name(scalar)) is unassigned in Unicode 3.2")
            }
        }
        guard !normalized.isEmpty else { throw DocStreamError.badValue("SASLprep: the prepared string is empty") }
        try checkBidirectionalRule(normalized.unicodeScalars)
        return normalized
    }

    /// RFC 3454 §6: a string with a right-to-left character (D.1) holds no left-to-right one
    /// (D.2), and starts and ends with a right-to-left character.
    private static func checkBidirectionalRule(_ scalars: String.UnicodeScalarView) throws(DocStreamError) {
        guard let rightToLeft = scalars.first(where: { contains(SASLprepTables.rightToLeft, $0.value) }) else { return }
        if let leftToRight = scalars.first(where: { contains(SASLprepTables.leftToRight, $0.value) }) {
            throw DocStreamError.badValue("SASLprep: the right-to-left \(name(rightToLeft)) and the left-to-right \(name(leftToRight)) are mixed")
        }
        guard let first = scalars.first, let last = scalars.last, contains(SASLprepTables.rightToLeft, first.value),
            contains(SASLprepTables.rightToLeft, last.value)
        else {
            throw DocStreamError.badValue("SASLprep: a string with the right-to-left \(name(rightToLeft)) must start and end with a right-to-left character")
        }
    }

    /// Whether `value` lies in one of `table`'s ranges (first and last code point side by side).
    private static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        // The first range whose last code point is at least `value`.
        var low = 0
        var high = table.count / 2
        while low < high {
            let middle = (low + high) / 2
            if table[2 * middle + 1] < value { low = middle + 1 } else { high = middle }
        }
        return low < table.count / 2 && table[2 * low] <= value
    }

    /// "U+0627".
    private static func name(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// RFC 3454 table B.1.
    static func isMappedToNothing(_ value: UInt32) -> Bool {
        switch value {
        case 0x00AD, 0x034F, 0x1806, 0x180B...0x180D, 0x200B...0x200D, 0x2060, 0xFE00...0xFE0F, 0xFEFF: true
        default: false
        }
    }

    /// RFC 3454 table C.1.2.
    static func isNonASCIISpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// RFC 3454 tables C.1.2, C.2.1, C.2.2, C.3, C.4, C.5, C.6, C.7, C.8 and C.9.
    static func isProhibited(_ value: UInt32) -> Bool {
        if isNonASCIISpace(value) { return true }
        switch value {
        // C.2.1 and C.2.2: control characters.
        case 0x0000...0x001F, 0x007F, 0x0080...0x009F, 0x06DD, 0x070F, 0x180E, 0x200C, 0x200D, 0x2028, 0x2029,
            0x2060...0x2063, 0x206A...0x206F, 0xFEFF, 0xFFF9...0xFFFC, 0x1D173...0x1D17A:
            return true
        // C.3: private use.
        case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD:
            return true
        // C.4: non-characters (the last two code points of every plane are tested below).
        case 0xFDD0...0xFDEF:
            return true
        // C.5 surrogates, C.6 inappropriate for plain text, C.7 for canonical representation,
        // C.8 change display properties, C.9 tagging characters.
        case 0xD800...0xDFFF, 0xFFF9...0xFFFD, 0x2FF0...0x2FFB, 0x0340, 0x0341, 0x200E, 0x200F, 0x202A...0x202E,
            0xE0001, 0xE0020...0xE007F:
            return true
        default:
            return value & 0xFFFE == 0xFFFE
        }
    }
}
