import DocStreamBSON

/// A wall-clock reading in the proleptic Gregorian calendar (what timelib works in): the
/// parts $dateToParts returns and $dateFromParts assembles.
struct LocalDateTime: Sendable, Equatable {
    var year: Int64
    var month: Int64
    var day: Int64
    var hour: Int64 = 0
    var minute: Int64 = 0
    var second: Int64 = 0
    var millisecond: Int64 = 0

    static let millisecondsPerDay: Int64 = 86_400_000

    init(year: Int64, month: Int64, day: Int64, hour: Int64 = 0, minute: Int64 = 0, second: Int64 = 0, millisecond: Int64 = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.millisecond = millisecond
    }

    /// The reading `local` milliseconds after the local epoch (1970-01-01T00:00 wall time).
    init(localMilliseconds local: Int64) {
        let days = local.floorDivided(by: Self.millisecondsPerDay)
        // Wrapping: for the earliest dates days × 86,400,000 passes Int64.min, the difference does not.
        let time = local &- days &* Self.millisecondsPerDay
        (year, month, day) = CivilCalendar.civilDate(fromDays: days)
        hour = time / 3_600_000
        minute = time / 60_000 % 60
        second = time / 1000 % 60
        millisecond = time % 1000
    }

    /// Milliseconds since the local epoch; parts out of range carry (month 14 is February of
    /// the next year, hour 25 is 1 a.m. the next day), as $dateFromParts allows.
    var localMilliseconds: Int64 {
        let months = year * 12 + (month - 1)
        let days = CivilCalendar.days(year: months.floorDivided(by: 12), month: months.floorModulo(12) + 1, day: 1) + (day - 1)
        // Wrapping arithmetic: $dateFromParts leaves seconds and milliseconds unbounded.
        return days &* Self.millisecondsPerDay &+ hour &* 3_600_000 &+ minute &* 60_000 &+ second &* 1000 &+ millisecond
    }

    /// Days since 1970-01-01 of the reading's date.
    var daysSinceEpoch: Int64 { CivilCalendar.days(year: year, month: month, day: day) }

    /// 1 (January 1) through 366.
    var dayOfYear: Int64 { daysSinceEpoch - CivilCalendar.days(year: year, month: 1, day: 1) + 1 }

    /// 1 (Sunday) through 7 (Saturday), as $dayOfWeek counts.
    var dayOfWeek: Int64 { Self.weekday(ofDays: daysSinceEpoch) + 1 }

    /// 1 (Monday) through 7 (Sunday), as $isoDayOfWeek counts.
    var isoDayOfWeek: Int64 { (Self.weekday(ofDays: daysSinceEpoch) + 6) % 7 + 1 }

    /// 0 (the days before the year's first Sunday) through 53, as $week and %U count.
    var week: Int64 { (dayOfYear - dayOfWeek + 7) / 7 }

    /// The ISO 8601 week (1 through 53) and the year it belongs to: weeks run Monday to
    /// Sunday, and week 1 holds the year's first Thursday.
    var isoWeekAndYear: (week: Int64, year: Int64) {
        let thursday = daysSinceEpoch - isoDayOfWeek + 4
        let year = CivilCalendar.civilDate(fromDays: thursday).year
        return ((thursday - CivilCalendar.days(year: year, month: 1, day: 1)) / 7 + 1, year)
    }

    /// The reading for an ISO week date (timelib_date_from_isodate); weeks and days out of
    /// range carry into the neighbouring weeks and years.
    init(isoWeekYear: Int64, isoWeek: Int64, isoDayOfWeek: Int64, hour: Int64, minute: Int64, second: Int64, millisecond: Int64) {
        let januaryFourth = CivilCalendar.days(year: isoWeekYear, month: 1, day: 4)
        let firstMonday = januaryFourth - (Self.weekday(ofDays: januaryFourth) + 6) % 7
        let (year, month, day) = CivilCalendar.civilDate(fromDays: firstMonday + (isoWeek - 1) * 7 + (isoDayOfWeek - 1))
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second, millisecond: millisecond)
    }

    /// Day of the week of `days` since the epoch: 0 Sunday through 6 Saturday (1970-01-01 was a Thursday).
    static func weekday(ofDays days: Int64) -> Int64 { (days + 4).floorModulo(7) }
}
