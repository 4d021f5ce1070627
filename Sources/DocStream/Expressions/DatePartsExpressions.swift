import DocStreamBSON

/// $dateFromParts and $dateToParts (ExpressionDateFromParts, ExpressionDateToParts).
extension DateExpressions {
    /// `{year, month?, day?, ...}` or `{isoWeekYear, isoWeek?, isoDayOfWeek?, ...}`, with
    /// hour, minute, second, millisecond and timezone; parts out of range carry into the next
    /// larger unit (month 14 is February of the next year).
    static func compileDateFromParts(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = try namedArguments(
            arguments,
            allowed: ["year", "month", "day", "hour", "minute", "second", "millisecond", "isoWeekYear", "isoWeek", "isoDayOfWeek", "timezone"],
            notObject: DocStreamError(.location(40519), "$dateFromParts only supports an object as its argument"),
            unknown: { DocStreamError(.location(40518), "Unrecognized argument to $dateFromParts: \($0)") })
        let natural = fields["year"] != nil
        if !natural && fields["isoWeekYear"] == nil {
            throw DocStreamError(.location(40516), "$dateFromParts requires either 'year' or 'isoWeekYear' to be present")
        }
        if natural && (fields["isoWeekYear"] != nil || fields["isoWeek"] != nil || fields["isoDayOfWeek"] != nil) {
            throw DocStreamError(.location(40489), "$dateFromParts does not allow mixing natural dates with ISO dates")
        }
        if !natural && (fields["month"] != nil || fields["day"] != nil) {
            throw DocStreamError(.location(40525), "$dateFromParts does not allow mixing ISO dates with natural dates")
        }
        var parts: [String: ExpressionEvaluator] = [:]
        for (name, value) in fields where name != "timezone" { parts[name] = try ExpressionCompiler.compile(value) }
        let compiled = parts
        let timeZone = try TimeZoneArgument(fields["timezone"])
        return { variables throws(DocStreamError) in
            func value(_ name: String, default fallback: Int64, bounded: Bool = true) throws(DocStreamError) -> Int64? {
                try datePart(compiled[name], name, default: fallback, bounded: bounded, variables)
            }
            guard let hour = try value("hour", default: 0), let minute = try value("minute", default: 0),
                let second = try value("second", default: 0, bounded: false),
                let millisecond = try value("millisecond", default: 0, bounded: false)
            else { return .null }
            guard let zone = try timeZone.resolve(variables) else { return .null }
            // timelib keeps microseconds: a millisecond count beyond Int64 / 1000 cannot be held.
            guard !millisecond.multipliedReportingOverflow(by: 1000).overflow else {
                throw DocStreamError(.durationOverflow, "Overflow casting from a lower-precision duration to a higher-precision duration")
            }
            let local: LocalDateTime
            if natural {
                guard let year = try value("year", default: 1970, bounded: false), let month = try value("month", default: 1),
                    let day = try value("day", default: 1)
                else { return .null }
                guard (1...9999).contains(year) else {
                    throw DocStreamError(.location(40523), "'year' must evaluate to an integer in the range 1 to 9999, found \(year)")
                }
                local = LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second, millisecond: millisecond)
            } else {
                guard let year = try value("isoWeekYear", default: 1970, bounded: false), let week = try value("isoWeek", default: 1),
                    let day = try value("isoDayOfWeek", default: 1)
                else { return .null }
                guard (1...9999).contains(year) else {
                    throw DocStreamError(.location(31095), "'isoWeekYear' must evaluate to an integer in the range 1 to 9999, found \(year)")
                }
                local = LocalDateTime(isoWeekYear: year, isoWeek: week, isoDayOfWeek: day, hour: hour, minute: minute, second: second, millisecond: millisecond)
            }
            return .datetime(zone.instant(fromLocal: local.localMilliseconds))
        }
    }

    /// One $dateFromParts part: `fallback` when absent, nil when null or missing; MongoDB's
    /// 40515 for a non-integer and 31034 for a bounded part outside the 16-bit range.
    private static func datePart(
        _ expression: ExpressionEvaluator?, _ name: String, default fallback: Int64, bounded: Bool, _ variables: ExpressionVariables
    ) throws(DocStreamError) -> Int64? {
        guard let expression else { return fallback }
        let value = try expression(variables)
        if value.isNullish { return nil }
        guard let number = integer(value ?? .null) else {
            throw DocStreamError(
                .location(40515),
                "'\(name)' must evaluate to an integer, found \(ExpressionCompiler.typeName(value)) with value \((value ?? .null).extendedJSON(.relaxed))")
        }
        guard !bounded || (Int64(Int16.min)...Int64(Int16.max)).contains(number) else {
            throw DocStreamError(
                .location(31034), "'\(name)' must evaluate to a value in the range [\(Int16.min), \(Int16.max)]; value \(number) is not in range")
        }
        return number
    }

    /// `{date, timezone?, iso8601?}`: the date's parts as a document of ints.
    static func compileDateToParts(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = try namedArguments(
            arguments, allowed: ["date", "timezone", "iso8601"],
            notObject: DocStreamError(.location(40524), "$dateToParts only supports an object as its argument"),
            unknown: { DocStreamError(.location(40520), "Unrecognized argument to $dateToParts: \($0)") })
        guard let dateArgument = fields["date"] else { throw DocStreamError(.location(40522), "Missing 'date' parameter to $dateToParts") }
        let dateExpression = try ExpressionCompiler.compile(dateArgument)
        let isoExpression = try fields["iso8601"].map { (value) throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        let timeZone = try TimeZoneArgument(fields["timezone"])
        return { variables throws(DocStreamError) in
            let dateValue = try dateExpression(variables)
            guard let zone = try timeZone.resolve(variables) else { return .null }
            var iso = false
            if let isoExpression {
                let flag = try isoExpression(variables)
                if flag.isNullish { return .null }
                guard case .bool(let value)? = flag else {
                    throw DocStreamError(.location(40521), "iso8601 must evaluate to a bool, found \(ExpressionCompiler.typeName(flag))")
                }
                iso = value
            }
            if dateValue.isNullish { return .null }
            let local = LocalDateTime(localMilliseconds: zone.localMilliseconds(try coercedDate(dateValue ?? .null)))
            let time: [(String, BSONValue)] = [
                ("hour", .int32(Int32(local.hour))), ("minute", .int32(Int32(local.minute))),
                ("second", .int32(Int32(local.second))), ("millisecond", .int32(Int32(local.millisecond))),
            ]
            guard iso else {
                return .document(
                    Document([("year", .int32(Int32(local.year))), ("month", .int32(Int32(local.month))), ("day", .int32(Int32(local.day)))] + time))
            }
            let (week, year) = local.isoWeekAndYear
            return .document(
                Document([("isoWeekYear", .int32(Int32(year))), ("isoWeek", .int32(Int32(week))), ("isoDayOfWeek", .int32(Int32(local.isoDayOfWeek)))] + time))
        }
    }
}
