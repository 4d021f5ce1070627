import DocStreamBSON

/// $dateFromString without a format: the common forms timelib_strtotime reads.
extension DateStringFields {
    /// A date, then optionally a time and a zone, as timelib_strtotime reads its common forms.
    mutating func readFreeForm() throws(DocStreamError) {
        skipSpaces()
        try readCalendarDate()
        let beforeTime = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: "t") { index += 1 } else { skipSpaces() }
        if index < bytes.count, isDigit(bytes[index]) {
            try readTime()
        } else if !readKeywordTime() {
            index = beforeTime
        }
        skipSpaces()
        if index < bytes.count { try readZone() }
        skipSpaces()
        if index < bytes.count { throw error("Unexpected character") }
        try checkValidity()
    }

    /// "2017-07-04", "2017/07/04", "2017-Jul-04", "7/4/2017", "7/4/17", "04-07-2017",
    /// "4 July 2017", "July 4th, 2017".
    private mutating func readCalendarDate() throws(DocStreamError) {
        guard index < bytes.count else { throw error("Empty string") }
        if let number = monthName() {
            month = number
            skipSpaces(alsoDashes: true)
            day = try digits(2, "Unexpected character")
            skipDaySuffix()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            skipSpaces()
            year = try digits(4, exactly: true, "Unexpected character")
            return try rejectMoreDigits()
        }
        let start = index
        let first = try digits(4, "Unexpected character")
        let width = index - start
        guard index < bytes.count else { throw error("Unexpected character") }
        let separator = bytes[index]
        if width == 4, separator == UInt8(ascii: "-") || separator == UInt8(ascii: "/") {
            index += 1
            year = first
            month = try monthNameOrNumber()
            try expect(separator)
            day = try digits(2, "Unexpected character")
        } else if width <= 2, separator == UInt8(ascii: "/") {
            index += 1
            month = first
            day = try digits(2, "Unexpected character")
            try expect(separator)
            let yearStart = index
            let number = try digits(4, "Unexpected character")
            switch index - yearStart {
            case 4: year = number
            // timelib's TIMELIB_PROCESS_YEAR: two-digit years are 1970 through 2069.
            case 2: year = number < 70 ? 2000 + number : 1900 + number
            default: throw error("Unexpected character")
            }
        } else if width <= 2, separator == UInt8(ascii: "-") || separator == UInt8(ascii: ".") {
            index += 1
            day = first
            month = try monthNameOrNumber()
            try expect(separator)
            year = try digits(4, exactly: true, "Unexpected character")
        } else if width <= 2 {
            day = first
            skipSpaces()
            guard let number = monthName() else { throw error("Unexpected character") }
            month = number
            skipSpaces()
            year = try digits(4, exactly: true, "Unexpected character")
        } else {
            throw error("Unexpected character")
        }
        try rejectMoreDigits()
    }

    /// A longer number than the date form allows ("20177-02-09") is not a date.
    private func rejectMoreDigits() throws(DocStreamError) {
        if index < bytes.count, isDigit(bytes[index]) { throw error("Unexpected character") }
    }

    /// "12:10", "12:10:40", "12:10:40.787" ('.' may also separate the parts, as in
    /// "11:56.02"), or an hour with a meridian ("11am", "12 p.m."). Fractions keep milliseconds.
    private mutating func readTime() throws(DocStreamError) {
        hour = try digits(2, "Unexpected character")
        (minute, second, millisecond) = (0, 0, 0)
        if try readMeridian() { return }
        try expect(UInt8(ascii: ":"), or: UInt8(ascii: "."))
        minute = try digits(2, exactly: true, "Unexpected character")
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
            index += 1
            second = try digits(2, exactly: true, "Unexpected character")
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ","), isDigit(bytes[index + 1]) {
                index += 1
                var scale: Int64 = 100
                var value: Int64 = 0
                while index < bytes.count, isDigit(bytes[index]) {
                    value += Int64(bytes[index] - UInt8(ascii: "0")) * scale
                    scale /= 10
                    index += 1
                }
                millisecond = value
            }
        }
        _ = try readMeridian()
    }

    /// "am", "pm", "a.m." or "p.m." after a 12-hour clock hour, which it turns into 0...23.
    private mutating func readMeridian() throws(DocStreamError) -> Bool {
        let start = index
        skipSpaces()
        var cursor = index
        func next(_ letter: Character) -> Bool {
            guard cursor < bytes.count, bytes[cursor] | 0x20 == UInt8(ascii: letter.unicodeScalars.first ?? " ") else { return false }
            cursor += 1
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
            return true
        }
        let afternoon = next("p")
        guard afternoon || next("a"), next("m"), cursor == bytes.count || !isLetter(bytes[cursor]) else {
            index = start
            return false
        }
        guard let clock = hour, (1...12).contains(clock) else { throw error("Unexpected character") }
        hour = clock % 12 + (afternoon ? 12 : 0)
        index = cursor
        return true
    }

    /// "noon" and "midnight" as times of day.
    private mutating func readKeywordTime() -> Bool {
        let start = index
        while index < bytes.count, isLetter(bytes[index]) { index += 1 }
        switch String(decoding: bytes[start..<index], as: UTF8.self).lowercased() {
        case "noon": (hour, minute, second, millisecond) = (12, 0, 0, 0)
        case "midnight": (hour, minute, second, millisecond) = (0, 0, 0, 0)
        default:
            index = start
            return false
        }
        return true
    }

    /// The "st", "nd", "rd" or "th" after a day of the month.
    private mutating func skipDaySuffix() {
        guard index + 1 < bytes.count else { return }
        let suffix = String(decoding: bytes[index...(index + 1)], as: UTF8.self).lowercased()
        if ["st", "nd", "rd", "th"].contains(suffix), index + 2 == bytes.count || !isLetter(bytes[index + 2]) { index += 2 }
    }
}
