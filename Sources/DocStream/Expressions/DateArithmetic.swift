import DocStreamBSON

/// A calendar unit of $dateAdd/$dateDiff/$dateTrunc/$densify/window ranges.
enum DateUnit: String, Sendable {
    case year, quarter, month, week, day, hour, minute, second, millisecond

    /// The fixed length of the units that do not depend on the calendar (hour and smaller).
    var fixedMilliseconds: Int64? {
        switch self {
        case .hour: 3_600_000
        case .minute: 60_000
        case .second: 1000
        case .millisecond: 1
        default: nil
        }
    }
}

/// The first day of a week for $dateDiff and $dateTrunc's `startOfWeek` (0 is Sunday, as
/// `LocalDateTime.weekday(ofDays:)` counts).
enum Weekday: Int64, Sendable {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// "monday", "mon", "Monday", "MON"... as MongoDB accepts them (case-insensitive).
    init?(name: String) {
        switch name.lowercased() {
        case "sunday", "sun": self = .sunday
        case "monday", "mon": self = .monday
        case "tuesday", "tue": self = .tuesday
        case "wednesday", "wed": self = .wednesday
        case "thursday", "thu": self = .thursday
        case "friday", "fri": self = .friday
        case "saturday", "sat": self = .saturday
        default: return nil
        }
    }
}

/// Calendar arithmetic on dates as MongoDB's date_time_support.cpp does it with timelib:
/// units of an hour or less are fixed lengths of elapsed time; days and larger units move
/// the wall clock of the time zone.
enum DateArithmetic {
    /// date + amount units, in the time zone (month arithmetic clamps the day: Jan 31 + 1 month = Feb 28/29, as $dateAdd does).
    static func adding(_ amount: Int64, _ unit: DateUnit, to date: BSONDateTime, in timeZone: DateTimeZone = .utc) throws(DocStreamError) -> BSONDateTime {
        guard unit == .millisecond || amount.magnitude < maximumAmount(unit).magnitude else {
            throw DocStreamError(.location(5976500), "invalid dateAdd 'amount' parameter value: \(amount) \(unit.rawValue)")
        }
        if let length = unit.fixedMilliseconds {
            let (step, stepOverflow) = amount.multipliedReportingOverflow(by: length)
            let (result, overflow) = date.millisecondsSinceEpoch.addingReportingOverflow(step)
            guard !stepOverflow, !overflow else { throw overflowError() }
            return BSONDateTime(millisecondsSinceEpoch: result)
        }
        let local = timeZone.localMilliseconds(date)
        let days = local.floorDivided(by: LocalDateTime.millisecondsPerDay)
        let timeOfDay = local &- days &* LocalDateTime.millisecondsPerDay
        let resultDays: Int64
        switch unit {
        case .day: resultDays = days + amount
        case .week: resultDays = days + amount * 7
        default:
            let (year, month, day) = CivilCalendar.civilDate(fromDays: days)
            let months = year * 12 + (month - 1) + amount * (unit == .year ? 12 : unit == .quarter ? 3 : 1)
            let resultYear = months.floorDivided(by: 12)
            let resultMonth = months.floorModulo(12) + 1
            // A day past the end of the target month becomes its last day (Jan 31 + 1 month = Feb 28).
            let resultDay = min(day, CivilCalendar.daysInMonth(resultMonth, year: resultYear))
            resultDays = CivilCalendar.days(year: resultYear, month: resultMonth, day: resultDay)
        }
        let (midnight, overflow) = resultDays.multipliedReportingOverflow(by: LocalDateTime.millisecondsPerDay)
        guard !overflow, midnight.magnitude < UInt64(Int64.max - 2 * LocalDateTime.millisecondsPerDay) else { throw overflowError() }
        return timeZone.instant(fromLocal: midnight + timeOfDay)
    }

    /// Whole units between two dates as $dateDiff counts them (boundaries crossed).
    static func difference(from start: BSONDateTime, to end: BSONDateTime, in unit: DateUnit, timeZone: DateTimeZone = .utc, startOfWeek: Weekday = .sunday)
        -> Int64
    {
        if unit == .millisecond { return end.millisecondsSinceEpoch &- start.millisecondsSinceEpoch }
        // timelib works in whole seconds of local time; hours and minutes are counted on the
        // local clock, then corrected by the change of UTC offset between the two dates.
        let startOffset = timeZone.offsetSeconds(at: start)
        let endOffset = timeZone.offsetSeconds(at: end)
        let startLocal = start.millisecondsSinceEpoch.floorDivided(by: 1000) + startOffset
        let endLocal = end.millisecondsSinceEpoch.floorDivided(by: 1000) + endOffset
        switch unit {
        case .second: return endLocal - startLocal + (startOffset - endOffset)
        case .minute: return endLocal.floorDivided(by: 60) - startLocal.floorDivided(by: 60) + (startOffset - endOffset) / 60
        case .hour: return endLocal.floorDivided(by: 3600) - startLocal.floorDivided(by: 3600) + (startOffset - endOffset) / 3600
        default: break
        }
        let startDays = startLocal.floorDivided(by: 86_400)
        let endDays = endLocal.floorDivided(by: 86_400)
        let from = CivilCalendar.civilDate(fromDays: startDays)
        let to = CivilCalendar.civilDate(fromDays: endDays)
        switch unit {
        case .year: return to.year - from.year
        case .quarter: return (to.year - from.year) * 4 + (to.month - 1) / 3 - (from.month - 1) / 3
        case .month: return (to.year - from.year) * 12 + to.month - from.month
        case .week: return weeks(from: startDays, to: endDays, startOfWeek: startOfWeek)
        default: return endDays - startDays
        }
    }

    /// The start of the `binSize`-unit bin that holds `date` ($dateTrunc). Bins are counted
    /// from 2000-01-01T00:00 in the time zone (for weeks, from the first `startOfWeek` on or
    /// after it); units of an hour or less are fixed lengths from that instant.
    static func truncating(_ date: BSONDateTime, to unit: DateUnit, binSize: Int64 = 1, in timeZone: DateTimeZone = .utc, startOfWeek: Weekday = .sunday)
        throws(DocStreamError) -> BSONDateTime
    {
        precondition(binSize > 0, "$dateTrunc validates binSize")
        let referenceDay = unit == .week ? 1 + (startOfWeek.rawValue - Weekday.saturday.rawValue + 7) % 7 : 1
        let millennium: Int64 = 946_684_800_000
        let reference =
            millennium - timeZone.offsetSeconds(at: BSONDateTime(millisecondsSinceEpoch: millennium)) * 1000
            + (referenceDay - 1) * LocalDateTime.millisecondsPerDay
        if let length = unit.fixedMilliseconds {
            let (bin, binOverflow) = binSize.multipliedReportingOverflow(by: length)
            guard !binOverflow else { throw DocStreamError(.location(5439002), "dateTrunc overflowed") }
            let (shifted, overflow) = date.millisecondsSinceEpoch.subtractingReportingOverflow(reference)
            guard !overflow else { throw DocStreamError(.location(5439000), "dateTrunc overflowed") }
            let (start, startOverflow) = date.millisecondsSinceEpoch.subtractingReportingOverflow(shifted.floorModulo(bin))
            guard !startOverflow else { throw DocStreamError(.location(5439001), "dateTrunc overflowed") }
            return BSONDateTime(millisecondsSinceEpoch: start)
        }
        guard binSize <= 100_000_000_000 else { throw DocStreamError(.location(5439006), "dateTrunc unsupported binSize value") }
        let local = LocalDateTime(localMilliseconds: timeZone.localMilliseconds(date))
        let distance: Int64
        switch unit {
        case .year: distance = local.year - 2000
        case .quarter: distance = (local.year - 2000) * 4 + (local.month - 1) / 3
        case .month: distance = (local.year - 2000) * 12 + local.month - 1
        case .week: distance = weeks(from: CivilCalendar.days(year: 2000, month: 1, day: referenceDay), to: local.daysSinceEpoch, startOfWeek: startOfWeek)
        default: distance = local.daysSinceEpoch - CivilCalendar.days(year: 2000, month: 1, day: 1)
        }
        return try adding(distance - distance.floorModulo(binSize), unit, to: BSONDateTime(millisecondsSinceEpoch: reference), in: timeZone)
    }

    /// Week boundaries crossed between two days: weeks start on the last `startOfWeek` on or
    /// before each day (day 0, 1970-01-01, was a Thursday).
    private static func weeks(from start: Int64, to end: Int64, startOfWeek: Weekday) -> Int64 {
        let shift = 4 - startOfWeek.rawValue
        return (end + shift).floorDivided(by: 7) - (start + shift).floorDivided(by: 7)
    }

    /// The bound on |amount| that keeps $dateAdd from overflowing (isDateAddAmountValid).
    private static func maximumAmount(_ unit: DateUnit) -> Int64 {
        let days = Int64(UInt64.max / UInt64(LocalDateTime.millisecondsPerDay) + 1)
        let years = days / 365 + 1
        switch unit {
        case .year: return years
        case .quarter: return years * 4
        case .month: return years * 12
        case .week: return days / 7
        case .day: return days
        case .hour: return days * 24
        case .minute: return days * 24 * 60
        default: return days * 24 * 60 * 60
        }
    }

    private static func overflowError() -> DocStreamError {
        DocStreamError(.location(5166406), "dateAdd overflowed")
    }
}
