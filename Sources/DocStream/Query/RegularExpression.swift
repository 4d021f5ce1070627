import CPCRE2
import DocStreamBSON

/// A regular expression compiled once by PCRE2, as MongoDB compiles `$regex` and the
/// `$regexMatch` family (src/mongo/util/pcre.cpp, pcre_util.cpp): UTF mode always, options
/// i m s x (u accepted and ignored), patterns up to 32764 bytes.
///
/// Unchecked Sendable: the compiled code is never changed after `init`, and PCRE2 matches
/// shared code from many threads, each match with match data of its own.
final class RegularExpression: @unchecked Sendable {
    private let code: OpaquePointer
    /// The number of capture groups in the pattern.
    private let captureCount: Int
    /// The aggregation operator that compiled the pattern, for its error messages; nil for `$regex`.
    private let operatorName: String?

    /// For `$regex` (no operator name), MongoDB's RegexMatchExpression checks in its order: the
    /// options (51108), a NUL byte in the pattern (BadValue), then the pattern itself (51091).
    /// For an aggregation operator (evaluate_regex.cpp): NUL bytes in the pattern (51109) and
    /// the options (51110), the options (51108), then the pattern (51111).
    init(pattern: String, options: String, operatorName: String? = nil) throws(DocStreamError) {
        if let operatorName {
            guard !pattern.utf8.contains(0) else {
                throw DocStreamError(.location(51109), "\(operatorName): regular expression cannot contain an embedded null byte")
            }
            guard !options.utf8.contains(0) else {
                throw DocStreamError(.location(51110), "\(operatorName): regular expression options cannot contain an embedded null byte")
            }
        }
        var compileOptions = UInt32(PCRE2_UTF)
        for flag in options {
            switch flag {
            case "i": compileOptions |= UInt32(PCRE2_CASELESS)
            case "m": compileOptions |= UInt32(PCRE2_MULTILINE)
            case "s": compileOptions |= UInt32(PCRE2_DOTALL)
            case "x": compileOptions |= UInt32(PCRE2_EXTENDED)
            case "u": continue
            default:
                // MongoDB formats "{opName} invalid flag ...", with an empty opName for $regex.
                throw DocStreamError(.location(51108), "\(operatorName ?? "") invalid flag in regex options: \(flag)")
            }
        }
        guard !pattern.utf8.contains(0) else {
            throw DocStreamError.badValue("Regular expression cannot contain an embedded null byte")
        }
        let context = pcre2_compile_context_create_8(nil)
        defer { pcre2_compile_context_free_8(context) }
        pcre2_set_max_pattern_length_8(context, 32764)
        var errorCode: Int32 = 0
        var errorOffset = 0
        let compiled = RegularExpression.withBytes(of: pattern) { bytes, count in
            pcre2_compile_8(bytes, count, compileOptions, &errorCode, &errorOffset, context)
        }
        guard let compiled else {
            let message = RegularExpression.message(errorCode)
            guard let operatorName else { throw DocStreamError(.location(51091), "Regular expression is invalid: \(message)") }
            throw DocStreamError(.location(51111), "Invalid Regex in \(operatorName): \(message)")
        }
        code = compiled
        var groups: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &groups)
        captureCount = Int(groups)
        self.operatorName = operatorName
    }

    deinit {
        pcre2_code_free_8(code)
    }

    func matches(_ subject: String) -> Bool {
        guard let matchData = pcre2_match_data_create_8(1, nil) else { return false }
        defer { pcre2_match_data_free_8(matchData) }
        // Swift strings are valid UTF-8, so PCRE2 need not check them again on every match.
        let result = RegularExpression.withBytes(of: subject) { bytes, count in
            pcre2_match_8(code, bytes, count, 0, UInt32(PCRE2_NO_UTF_CHECK), matchData, nil)
        }
        return result >= 0
    }

    /// The first match starting at or after byte `offset` (a code point boundary) of `subject`:
    /// the byte ranges of the whole match and of each capture group, nil for a group that took
    /// no part; nil when nothing matches. Other failures (match limits) are MongoDB's 51156.
    func firstMatch(in subject: String, from offset: Int) throws(DocStreamError) -> [Range<Int>?]? {
        guard let matchData = pcre2_match_data_create_from_pattern_8(code, nil) else { return nil }
        defer { pcre2_match_data_free_8(matchData) }
        let result = RegularExpression.withBytes(of: subject) { bytes, count in
            pcre2_match_8(code, bytes, count, offset, UInt32(PCRE2_NO_UTF_CHECK), matchData, nil)
        }
        guard result != PCRE2_ERROR_NOMATCH else { return nil }
        guard result >= 0, let ovector = pcre2_get_ovector_pointer_8(matchData) else {
            throw DocStreamError(
                .location(51156),
                "Error occurred while executing the regular expression in \(operatorName ?? "$regex"). Result code: \(RegularExpression.message(result))")
        }
        // Groups that did not participate hold PCRE2_UNSET (~0, all bits set).
        return (0...captureCount).map { group in
            let start = ovector[2 * group]
            return start == ~0 ? nil : Int(start)..<Int(ovector[2 * group + 1])
        }
    }

    /// The UTF-8 bytes of `text`, with an address even when empty (PCRE2 refuses NULL).
    private static func withBytes<Result>(of text: String, _ body: (UnsafePointer<UInt8>, Int) -> Result) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            if let address = bytes.baseAddress { return body(address, bytes.count) }
            var terminator: UInt8 = 0
            return withUnsafePointer(to: &terminator) { body($0, 0) }
        }
    }

    private static func message(_ errorCode: Int32) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
            let length = pcre2_get_error_message_8(errorCode, buffer.baseAddress, buffer.count)
            guard length >= 0 else { return "error \(errorCode)" }
            return String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
        }
    }
}
