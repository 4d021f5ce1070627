import DocStreamBSON
import Foundation

/// The `timezone` of a date expression: an Olson identifier ("America/New_York") whose
/// offset follows daylight saving, or a fixed UTC offset ("+04:45", "-0530", "+03").
struct DateTimeZone: Sendable {
    private enum Rule: Sendable {
        case fixed(seconds: Int64)
        case olson(TimeZone)
    }

    private let rule: Rule

    static let utc = DateTimeZone(rule: .fixed(seconds: 0))

    /// UTC itself or a zero offset (TimeZone::isUtcZone), not an Olson zone such as "Etc/UTC".
    var isUTC: Bool {
        if case .fixed(0) = rule { true } else { false }
    }

    /// The zone a `timezone` string names (TimeZoneDatabase::getTimeZone), or MongoDB's 40485.
    init(_ text: String) throws(DocStreamError) {
        if let offset = Self.parsedOffset(text) {
            rule = .fixed(seconds: offset)
        } else if text == "UTC" || text == "Z" {
            rule = .fixed(seconds: 0)
        } else if !Self.icuOnlyIdentifiers.contains(text), let zone = TimeZone(identifier: text) {
            rule = .olson(zone)
        } else {
            throw DocStreamError(.location(40485), "unrecognized time zone identifier: \"\(text)\"")
        }
    }

    /// ICU's legacy three-letter IDs, which Foundation accepts but the tz database that
    /// MongoDB's timelib carries does not have ("EST", "MST" and "HST" are real tz zones).
    private static let icuOnlyIdentifiers: Set<String> = [
        "ACT", "AET", "AGT", "ART", "AST", "BET", "BST", "CAT", "CNT", "CST", "CTT", "EAT", "ECT",
        "IET", "IST", "JST", "MIT", "NET", "NST", "PLT", "PNT", "PRT", "PST", "SST", "VST",
    ]

    private init(rule: Rule) {
        self.rule = rule
    }

    /// Seconds east of UTC in effect at `instant`.
    func offsetSeconds(at instant: BSONDateTime) -> Int64 {
        switch rule {
        case .fixed(let seconds): return seconds
        case .olson(let zone):
            let seconds = instant.millisecondsSinceEpoch.floorDivided(by: 1000)
            return Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))))
        }
    }

    /// The wall-clock reading at `instant`, as milliseconds since the local epoch.
    func localMilliseconds(_ instant: BSONDateTime) -> Int64 {
        instant.millisecondsSinceEpoch &+ offsetSeconds(at: instant) &* 1000
    }

    /// The instant whose wall-clock reading is `local`, as timelib's do_adjust_timezone finds
    /// it: a reading skipped by a spring-forward jump keeps the offset from before the jump
    /// (02:30 becomes 03:30 of the new offset), a repeated reading takes the offset in effect
    /// at the reading taken as UTC.
    func instant(fromLocal local: Int64) -> BSONDateTime {
        let current = offsetSeconds(at: BSONDateTime(millisecondsSinceEpoch: local)) &* 1000
        let guess = BSONDateTime(millisecondsSinceEpoch: local &- current)
        guard case .olson = rule else { return guess }
        let actual = offsetSeconds(at: guess) &* 1000
        if actual == current { return guess }
        // Inside the gap the clock skipped: the transition lies less than the jump before `guess`.
        let beforeJump = BSONDateTime(millisecondsSinceEpoch: guess.millisecondsSinceEpoch &- (actual - current))
        if actual > current, offsetSeconds(at: beforeJump) &* 1000 != actual { return guess }
        return BSONDateTime(millisecondsSinceEpoch: local &- actual)
    }

    /// "+hh", "-hhmm", "+hh:mm": seconds east of UTC, or nil for any other text.
    private static func parsedOffset(_ text: String) -> Int64? {
        let characters = Array(text.utf8)
        guard let sign = characters.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        var digits = Array(characters.dropFirst())
        if digits.count == 5, digits[2] == UInt8(ascii: ":") { digits.remove(at: 2) }
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        let numbers = digits.map { Int64($0 - 48) }
        let hours = numbers[0] * 10 + numbers[1]
        let minutes = digits.count == 4 ? numbers[2] * 10 + numbers[3] : 0
        let seconds = hours * 3600 + minutes * 60
        return sign == UInt8(ascii: "-") ? -seconds : seconds
    }
}
