import DocStreamBSON

/// $dateFromString's reading of date strings (TimeZoneDatabase::fromString over timelib):
/// with a `%` format as timelib_parse_from_format reads it, or without one the common forms
/// timelib_strtotime accepts: "2017-02-08T12:10:40.787Z", "2017-02-08 12:10 GMT+05:30",
/// "2017/02/08", "7/4/17", "04-07-2017", "July 4th, 2017 11am", "2017-Jul-04 noon" and zone
/// abbreviations ("EST", "CEST", military letters). Relative forms ("next monday") are not
/// read. Every failure is MongoDB's 241 ConversionFailure, which `onError` catches.
enum DateStringParser {
    /// The instant `text` names; a string without a zone is read on the wall clock of `zone`.
    static func date(from text: String, format: String?, in zone: DateTimeZone) throws(DocStreamError) -> BSONDateTime {
        var fields = DateStringFields(text: text)
        if let format {
            try fields.read(format: format)
        } else {
            try fields.readFreeForm()
        }
        if fields.hour == nil && fields.minute == nil && fields.second == nil {
            (fields.hour, fields.minute, fields.second, fields.millisecond) = (0, 0, 0, 0)
        }
        guard let year = fields.year, let month = fields.month, let day = fields.day,
            let hour = fields.hour, let minute = fields.minute, let second = fields.second
        else {
            throw failure("an incomplete date/time string has been found, with elements missing: \"\(text)\"")
        }
        if let stringZone = fields.zone, !zone.isUTC {
            guard let abbreviation = stringZone.abbreviation else {
                throw failure("you cannot pass in a date/time string with GMT offset together with a timezone argument")
            }
            throw failure("you cannot pass in a date/time string with time zone information ('\(abbreviation)') together with a timezone argument")
        }
        let local = LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second, millisecond: fields.millisecond ?? 0)
        if let stringZone = fields.zone {
            return BSONDateTime(millisecondsSinceEpoch: local.localMilliseconds &- stringZone.seconds &* 1000)
        }
        return zone.instant(fromLocal: local.localMilliseconds)
    }

    static func failure(_ message: String) -> DocStreamError {
        DocStreamError(.conversionFailure, message)
    }
}

/// A zone written in a date string: an offset ("+05:30") or an abbreviation ("Z", "EST").
struct DateStringZone {
    var seconds: Int64
    var abbreviation: String?

    /// Minutes east of UTC of the abbreviations timelib knows best (its fallback map), and
    /// the military letters A-I, K-M (+1 to +12 hours) and N-Y (-1 to -12 hours).
    static let abbreviations: [String: Int64] = {
        var table: [String: Int64] = [
            "utc": 0, "gmt": 0, "ut": 0, "wet": 0, "west": 60, "bst": 60, "cet": 60, "cest": 120, "met": 60, "mest": 120,
            "eet": 120, "eest": 180, "msk": 180, "ist": 330, "jst": 540, "nzst": 720, "nzdt": 780,
            "sst": -660, "hst": -600, "akst": -540, "akdt": -480, "pst": -480, "pdt": -420, "mst": -420, "mdt": -360,
            "cst": -360, "cdt": -300, "est": -300, "edt": -240, "ast": -240, "adt": -180,
        ]
        for (hours, letter) in zip(1..., "abcdefghiklm") { table[String(letter)] = Int64(hours) * 60 }
        for (hours, letter) in zip(1..., "nopqrstuvwxy") { table[String(letter)] = -Int64(hours) * 60 }
        table["z"] = 0
        return table
    }()
}

/// The parts a date string gave, nil where it gave none (a timelib_time before resolution).
struct DateStringFields {
    var year: Int64?, month: Int64?, day: Int64?
    var hour: Int64?, minute: Int64?, second: Int64?, millisecond: Int64?
    var zone: DateStringZone?
    let text: String
    let bytes: [UInt8]
    var index = 0

    init(text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    // MARK: With a format

    /// timelib_parse_from_format_with_map with MongoDB's `%` specifiers.
    mutating func read(format: String) throws(DocStreamError) {
        let pattern = Array(format.utf8)
        var position = 0
        var iso: (year: Int64?, week: Int64?, day: Int64?) = (nil, nil, nil)
        while position < pattern.count, index < bytes.count {
            var specifier = pattern[position]
            position += 1
            if specifier == UInt8(ascii: "%"), position < pattern.count {
                specifier = pattern[position]
                position += 1
            } else {
                specifier = 0
            }
            switch specifier {
            case UInt8(ascii: "d"): day = try digits(2, "A two digit day could not be found")
            case UInt8(ascii: "m"): month = try digits(2, "A two digit month could not be found")
            case UInt8(ascii: "Y"): year = try digits(4, "A four digit year could not be found")
            case UInt8(ascii: "H"): hour = try digits(2, "A two digit hour could not be found")
            case UInt8(ascii: "M"): minute = try digits(2, exactly: true, "A two digit minute could not be found")
            case UInt8(ascii: "S"): second = try digits(2, exactly: true, "A two digit second could not be found")
            case UInt8(ascii: "L"):
                let start = index
                let value = try digits(3, "A three digit millisecond could not be found")
                millisecond = value * [100, 10, 1][index - start - 1]
            case UInt8(ascii: "j"):
                guard let knownYear = year else { throw error("A 'day of year' can only come after a year has been found") }
                // timelib counts %j from 0: day 0 is January 1.
                let dayOfYear = try digits(3, "A three digit day-of-year could not be found")
                (year, month, day) = CivilCalendar.civilDate(fromDays: CivilCalendar.days(year: knownYear, month: 1, day: 1) + dayOfYear)
            case UInt8(ascii: "G"): iso.year = try digits(4, skipping: true, "A four digit ISO year could not be found")
            case UInt8(ascii: "V"):
                iso.week = try digits(2, skipping: true, "A two digit ISO week could not be found")
                guard (1...53).contains(iso.week ?? 0) else { throw error("ISO Week must be between 1 and 53") }
            case UInt8(ascii: "u"):
                iso.day = try digits(1, skipping: true, "A single digit day of week could not be found")
                guard (1...7).contains(iso.day ?? 0) else { throw error("Day of week must be between 1 and 7") }
            case UInt8(ascii: "b"), UInt8(ascii: "B"):
                guard let number = monthName() else { throw error("A textual month could not be found") }
                month = number
            case UInt8(ascii: "z"): try readZone()
            case UInt8(ascii: "Z"): try readZoneMinutes()
            default:
                // A literal, or the second '%' of "%%".
                guard bytes[index] == (specifier == 0 ? pattern[position - 1] : specifier) else { throw error("Format literal not found") }
                index += 1
            }
        }
        if index < bytes.count { throw error("Trailing data") }
        if position < pattern.count { throw error("Not enough data available to satisfy format") }
        if hour != nil || minute != nil || second != nil || millisecond != nil {
            hour = hour ?? 0
            minute = minute ?? 0
            second = second ?? 0
            millisecond = millisecond ?? 0
        }
        if let isoYear = iso.year {
            guard year == nil, month == nil, day == nil else { throw error("Mixing of ISO dates with natural dates is not allowed") }
            let local = LocalDateTime(isoWeekYear: isoYear, isoWeek: iso.week ?? 1, isoDayOfWeek: iso.day ?? 1, hour: 0, minute: 0, second: 0, millisecond: 0)
            (year, month, day) = (local.year, local.month, local.day)
        } else if iso.week != nil || iso.day != nil {
            throw error(year == nil ? "The parsed date was invalid" : "Mixing of ISO dates with natural dates is not allowed")
        }
        try checkValidity()
    }

    // MARK: Pieces

    /// timelib_parse_zone: "Z", an abbreviation ("EST", "CEST", a military letter), or an
    /// offset "+hh", "+hhmm", "+hh:mm", optionally after "GMT".
    mutating func readZone() throws(DocStreamError) {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "(") { index += 1 }
        if bytes[index...].starts(with: "GMT".utf8), index + 3 < bytes.count, bytes[index + 3] == UInt8(ascii: "+") || bytes[index + 3] == UInt8(ascii: "-") {
            index += 3
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
            let start = index
            while index < bytes.count, isLetter(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let minutes = DateStringZone.abbreviations[word.lowercased()] else {
                throw error(
                    start == index ? "The timezone could not be found in the database" : "passing a time zone identifier as part of the string is not allowed")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ")") { index += 1 }
            zone = DateStringZone(seconds: minutes * 60, abbreviation: word)
            return
        }
        let sign: Int64 = bytes[index] == UInt8(ascii: "-") ? -1 : 1
        index += 1
        let offsetStart = index
        while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ":") { index += 1 }
        let offset = Array(bytes[offsetStart..<index])
        let numbers = offset.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map { Int64(String(decoding: $0, as: UTF8.self)) ?? 0 }
        let minutes: Int64
        switch (offset.count, offset.firstIndex(of: UInt8(ascii: ":"))) {
        case (1...2, nil): minutes = numbers[0] * 60
        case (3...4, nil): minutes = numbers[0] / 100 * 60 + numbers[0] % 100
        case (3...5, .some(let colon)) where (1...2).contains(colon) && numbers.count == 2: minutes = numbers[0] * 60 + numbers[1]
        default: throw error("The timezone could not be found in the database")
        }
        zone = DateStringZone(seconds: sign * minutes * 60, abbreviation: nil)
    }

    /// timelib_parse_tz_minutes: a sign and minutes east of UTC ("+270", "-300").
    private mutating func readZoneMinutes() throws(DocStreamError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
            throw error("Invalid timezone offset in minutes")
        }
        let sign: Int64 = bytes[index] == UInt8(ascii: "-") ? -1 : 1
        index += 1
        var minutes: Int64 = 0
        while index < bytes.count, isDigit(bytes[index]) {
            minutes = minutes &* 10 &+ Int64(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        zone = DateStringZone(seconds: sign &* minutes &* 60, abbreviation: nil)
    }

    /// A month by name or as one or two digits.
    mutating func monthNameOrNumber() throws(DocStreamError) -> Int64 {
        if let number = monthName() { return number }
        return try digits(2, "Unexpected character")
    }

    /// timelib_lookup_month: a month's full name or its first three letters, any case.
    mutating func monthName() -> Int64? {
        let start = index
        while index < bytes.count, isLetter(bytes[index]) { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
        if let month = DateFormat.monthNames.firstIndex(where: { $0.lowercased() == word || $0.prefix(3).lowercased() == word }) {
            return Int64(month + 1)
        }
        index = start
        return nil
    }

    /// Up to `count` digits (exactly `count` when `exactly`), which must start here unless
    /// `skipping` (timelib_get_nr then skips to the first digit).
    mutating func digits(_ count: Int, exactly: Bool = false, skipping: Bool = false, _ message: String) throws(DocStreamError) -> Int64 {
        if skipping {
            while index < bytes.count, !isDigit(bytes[index]) { index += 1 }
        }
        let start = index
        var value: Int64 = 0
        while index < bytes.count, index - start < count, isDigit(bytes[index]) {
            value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > start, !exactly || index - start == count else { throw error(message) }
        return value
    }

    mutating func expect(_ byte: UInt8, or alternative: UInt8? = nil) throws(DocStreamError) {
        guard index < bytes.count, bytes[index] == byte || bytes[index] == alternative else { throw error("Unexpected character") }
        index += 1
    }

    mutating func skipSpaces(alsoDashes: Bool = false) {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || (alsoDashes && bytes[index] == UInt8(ascii: "-"))
        {
            index += 1
        }
    }

    /// timelib's warnings for an impossible date or time, which MongoDB treats as errors.
    func checkValidity() throws(DocStreamError) {
        if let hour, let minute, let second, !(0...23).contains(hour) || !(0...59).contains(minute) || !(0...59).contains(second) {
            throw error("The parsed time was invalid")
        }
        if let year, let month, let day, !(1...12).contains(month) || !(1...CivilCalendar.daysInMonth(month, year: year)).contains(day) {
            throw error("The parsed date was invalid")
        }
    }

    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// MongoDB's message: the string, then where timelib stopped and why.
    func error(_ message: String) -> DocStreamError {
        let character = index < bytes.count ? String(decoding: [bytes[index]], as: UTF8.self) : ""
        return DateStringParser.failure("Error parsing date string '\(text)'; \(index): \(message) '\(character)'")
    }
}
