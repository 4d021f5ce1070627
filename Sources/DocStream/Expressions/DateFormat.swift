import DocStreamBSON

/// The `%` format strings of $dateToString and $dateFromString (TimeZone::formatDate,
/// checkFormatString in date_time_support.cpp).
enum DateFormat {
    /// Specifiers $dateToString writes; `%%` is a literal percent sign.
    static let toStringSpecifiers: Set<UInt8> = Set("bBdGHjLmMSwuUVYzZ".utf8)
    /// Specifiers $dateFromString reads (no day of week nor week of year).
    static let fromStringSpecifiers: Set<UInt8> = Set("bBdGHjLmMSuVYzZ".utf8)

    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// MongoDB's 18535 for a trailing `%`, 18536 for a specifier not in `allowed`.
    static func validate(_ format: String, allowed: Set<UInt8>) throws(DocStreamError) {
        var bytes = format.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else { continue }
            guard let specifier = bytes.next() else {
                throw DocStreamError(.location(18535), "Unmatched '%' at end of format string")
            }
            guard specifier == UInt8(ascii: "%") || allowed.contains(specifier) else {
                throw DocStreamError(.location(18536), "Invalid format character '%\(Character(Unicode.Scalar(specifier)))' in format string")
            }
        }
    }

    /// `instant` written by a validated `format` on the wall clock of `zone`.
    static func string(_ instant: BSONDateTime, format: String, in zone: DateTimeZone) throws(DocStreamError) -> String {
        let local = LocalDateTime(localMilliseconds: zone.localMilliseconds(instant))
        let offset = zone.offsetSeconds(at: instant)
        var output: [UInt8] = []
        var bytes = format.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%"), let specifier = bytes.next() else {
                output.append(byte)
                continue
            }
            switch specifier {
            case UInt8(ascii: "Y"): try append(local.year, width: 4, to: &output)
            case UInt8(ascii: "m"): try append(local.month, width: 2, to: &output)
            case UInt8(ascii: "d"): try append(local.day, width: 2, to: &output)
            case UInt8(ascii: "H"): try append(local.hour, width: 2, to: &output)
            case UInt8(ascii: "M"): try append(local.minute, width: 2, to: &output)
            case UInt8(ascii: "S"): try append(local.second, width: 2, to: &output)
            case UInt8(ascii: "L"): try append(local.millisecond, width: 3, to: &output)
            case UInt8(ascii: "j"): try append(local.dayOfYear, width: 3, to: &output)
            case UInt8(ascii: "w"): try append(local.dayOfWeek, width: 1, to: &output)
            case UInt8(ascii: "U"): try append(local.week, width: 2, to: &output)
            case UInt8(ascii: "G"): try append(local.isoWeekAndYear.year, width: 4, to: &output)
            case UInt8(ascii: "V"): try append(local.isoWeekAndYear.week, width: 2, to: &output)
            case UInt8(ascii: "u"): try append(local.isoDayOfWeek, width: 1, to: &output)
            case UInt8(ascii: "b"): output.append(contentsOf: monthNames[Int(local.month) - 1].prefix(3).utf8)
            case UInt8(ascii: "B"): output.append(contentsOf: monthNames[Int(local.month) - 1].utf8)
            case UInt8(ascii: "z"):
                output.append(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
                try append(Swift.abs(offset) / 3600, width: 2, to: &output)
                try append(Swift.abs(offset) / 60 % 60, width: 2, to: &output)
            case UInt8(ascii: "Z"): output.append(contentsOf: String(offset / 60).utf8)
            default: output.append(specifier)  // "%%"
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Zero-padded decimal digits (insertPadded): MongoDB's 18537 outside 0...9999.
    private static func append(_ number: Int64, width: Int, to output: inout [UInt8]) throws(DocStreamError) {
        guard (0...9999).contains(number) else {
            throw DocStreamError(.location(18537), "Could not convert date to string: date component was outside the supported range of 0-9999: \(number)")
        }
        let digits = Array(String(number).utf8)
        output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, width - digits.count)))
        output.append(contentsOf: digits)
    }
}
