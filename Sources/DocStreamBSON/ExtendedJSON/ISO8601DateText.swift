/// The RFC 3339 date-time text relaxed Extended JSON uses for `$date`, converted to and from
/// milliseconds since the epoch with proleptic Gregorian arithmetic (no Foundation calendar
/// in the hot path).
enum ISO8601DateText {
    private static let millisecondsPerDay: Int64 = 86_400_000

    /// Whether relaxed Extended JSON writes this date as text: years 1970 through 9999.
    static func isWrittenAsText(_ milliseconds: Int64) -> Bool {
        (0..<253_402_300_800_000).contains(milliseconds)
    }

    /// Appends `YYYY-MM-DDTHH:MM:SS.mmmZ` for a date with a four-digit year.
    static func write(_ milliseconds: Int64, into output: inout some ByteOutput) {
        let days = milliseconds.floorDivided(by: millisecondsPerDay)
        var remainder = milliseconds - days * millisecondsPerDay
        let (year, month, day) = CivilCalendar.civilDate(fromDays: days)
        let millisecond = remainder % 1000
        remainder /= 1000
        appendDigits(year, count: 4, separator: "-", into: &output)
        appendDigits(month, count: 2, separator: "-", into: &output)
        appendDigits(day, count: 2, separator: "T", into: &output)
        appendDigits(remainder / 3600, count: 2, separator: ":", into: &output)
        appendDigits(remainder / 60 % 60, count: 2, separator: ":", into: &output)
        appendDigits(remainder % 60, count: 2, separator: ".", into: &output)
        appendDigits(millisecond, count: 3, separator: "Z", into: &output)
    }

    private static func appendDigits(_ value: Int64, count: Int, separator: Unicode.Scalar, into output: inout some ByteOutput) {
        var divisor: Int64 = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
            divisor /= 10
        }
        output.append(UInt8(ascii: separator))
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS`, optional fraction (kept to milliseconds), then `Z` or an
    /// offset `+HH:MM` / `-HHMM`. Nil for anything else or an impossible date.
    static func parse(_ text: String) -> Int64? {
        let utf8 = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int64? {
            guard index + digits <= utf8.count else { return nil }
            var value: Int64 = 0
            for byte in utf8[index..<(index + digits)] {
                guard byte &- UInt8(ascii: "0") < 10 else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            index += digits
            return value
        }
        func skip(_ characters: String) -> Bool {
            guard index < utf8.count, characters.utf8.contains(utf8[index]) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2),
            skip("Tt"), let hour = number(2), skip(":"), let minute = number(2), skip(":"), let second = number(2),
            (1...12).contains(month), (1...CivilCalendar.daysInMonth(month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var millisecond: Int64 = 0
        if skip(".") {
            var scale: Int64 = 100
            let fractionStart = index
            while let digit = number(1) {
                millisecond += digit * scale
                scale /= 10
            }
            guard index > fractionStart else { return nil }
        }
        var offsetMinutes: Int64 = 0
        if !skip("Zz") {
            guard index < utf8.count, utf8[index] == UInt8(ascii: "+") || utf8[index] == UInt8(ascii: "-") else { return nil }
            let sign: Int64 = utf8[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let offsetHours = number(2) else { return nil }
            _ = skip(":")
            guard let offsetMinute = number(2), offsetHours < 24, offsetMinute < 60 else { return nil }
            offsetMinutes = sign * (offsetHours * 60 + offsetMinute)
        }
        guard index == utf8.count else { return nil }
        let days = CivilCalendar.days(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60
        return seconds * 1000 + millisecond
    }
}
