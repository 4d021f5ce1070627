import DocStreamBSON

/// $year $month $dayOfMonth $dayOfWeek $dayOfYear $hour $minute $second $millisecond $week
/// $isoWeek $isoWeekYear $isoDayOfWeek $dateAdd $dateSubtract $dateDiff $dateTrunc
/// $dateFromParts $dateToParts $dateFromString $dateToString (expression.cpp,
/// date_time_support.cpp). Dates come from BSON dates, Timestamps and ObjectIds; `timezone` is
/// an Olson identifier or a UTC offset; a null or missing argument makes the result null.
enum DateExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$year": datePart { .int32(Int32($0.year)) },
        "$month": datePart { .int32(Int32($0.month)) },
        "$dayOfMonth": datePart { .int32(Int32($0.day)) },
        "$dayOfWeek": datePart { .int32(Int32($0.dayOfWeek)) },
        "$dayOfYear": datePart { .int32(Int32($0.dayOfYear)) },
        "$hour": datePart { .int32(Int32($0.hour)) },
        "$minute": datePart { .int32(Int32($0.minute)) },
        "$second": datePart { .int32(Int32($0.second)) },
        "$millisecond": datePart { .int32(Int32($0.millisecond)) },
        "$week": datePart { .int32(Int32($0.week)) },
        "$isoWeek": datePart { .int32(Int32($0.isoWeekAndYear.week)) },
        // TimeZone::isoYear is a long long, so $isoWeekYear alone gives a long.
        "$isoWeekYear": datePart { .int64($0.isoWeekAndYear.year) },
        "$isoDayOfWeek": datePart { .int32(Int32($0.isoDayOfWeek)) },
        "$dateAdd": { name, arguments throws(DocStreamError) in try compileDateAdd(name, arguments, negated: false) },
        "$dateSubtract": { name, arguments throws(DocStreamError) in try compileDateAdd(name, arguments, negated: true) },
        "$dateDiff": { name, arguments throws(DocStreamError) in try compileDateDiff(name, arguments) },
        "$dateTrunc": { name, arguments throws(DocStreamError) in try compileDateTrunc(name, arguments) },
        "$dateFromParts": { _, arguments throws(DocStreamError) in try compileDateFromParts(arguments) },
        "$dateToParts": { _, arguments throws(DocStreamError) in try compileDateToParts(arguments) },
        "$dateFromString": { _, arguments throws(DocStreamError) in try compileDateFromString(arguments) },
        "$dateToString": { _, arguments throws(DocStreamError) in try compileDateToString(arguments) },
    ]

    /// `{$year: <date>}`, `{$year: [<date>]}` or `{$year: {date, timezone}}`
    /// (DateExpressionAcceptingTimeZone::parse): one part of the date's wall-clock reading.
    private static func datePart(_ part: @escaping @Sendable (LocalDateTime) -> BSONValue) -> ExpressionOperatorCompiler {
        { name, arguments throws(DocStreamError) in
            var dateArgument = arguments
            var timeZone = try TimeZoneArgument(nil)
            switch arguments {
            case .document(let options) where !(options.elements.first?.key.hasPrefix("$") ?? false):
                var date: BSONValue?
                for (key, value) in options {
                    switch key {
                    case "date": date = value
                    case "timezone": timeZone = try TimeZoneArgument(value)
                    default: throw DocStreamError(.location(40535), "unrecognized option to \(name): \"\(key)\"")
                    }
                }
                guard let date else {
                    throw DocStreamError(.location(40539), "missing 'date' argument to \(name), provided: \(arguments.extendedJSON(.relaxed))")
                }
                dateArgument = date
            case .array(let elements):
                guard elements.count == 1 else {
                    throw DocStreamError(.location(40536), "\(name) accepts exactly one argument if given an array, but was given \(elements.count)")
                }
                dateArgument = elements[0]
            default: break
            }
            let date = try ExpressionCompiler.compile(dateArgument)
            let zone = timeZone
            return { variables throws(DocStreamError) in
                let value = try date(variables)
                if value.isNullish { return .null }
                let instant = try coercedDate(value ?? .null)
                guard let resolved = try zone.resolve(variables) else { return .null }
                return part(LocalDateTime(localMilliseconds: resolved.localMilliseconds(instant)))
            }
        }
    }

    // MARK: Argument helpers shared by the family

    /// Value::coerceToDate: a date, a Timestamp's seconds or an ObjectId's creation time.
    static func date(_ value: BSONValue) -> BSONDateTime? {
        switch value {
        case .datetime(let date): date
        case .timestamp(let timestamp): BSONDateTime(millisecondsSinceEpoch: Int64(timestamp.seconds) * 1000)
        case .objectId(let id): BSONDateTime(millisecondsSinceEpoch: Int64(id.seconds) * 1000)
        default: nil
        }
    }

    /// `date(_:)`, or MongoDB's 16006 for any other type.
    static func coercedDate(_ value: BSONValue) throws(DocStreamError) -> BSONDateTime {
        guard let date = date(value) else {
            throw DocStreamError(.location(16006), "can't convert from BSON type \(value.type.alias) to Date")
        }
        return date
    }

    /// Value::integral64Bit: a number with an exact 64-bit integer value (2.0 is 2, 2.5 is nil).
    static func integer(_ value: BSONValue) -> Int64? {
        switch value {
        case .int32(let number): Int64(number)
        case .int64(let number): number
        case .double(let number): Int64(exactly: number)
        case .decimal128(let number): number.int64Truncating.flatMap { $0.isExact ? $0.value : nil }
        default: nil
        }
    }

    /// The fields of an operator's argument object, each one of `allowed`; `notObject` when
    /// the argument is not an object, `unknown(field)` for a field not allowed.
    static func namedArguments(
        _ arguments: BSONValue, allowed: Set<String>, notObject: DocStreamError, unknown: (String) -> DocStreamError
    ) throws(DocStreamError) -> [String: BSONValue] {
        guard case .document(let document) = arguments else { throw notObject }
        var fields: [String: BSONValue] = [:]
        for (key, value) in document {
            guard allowed.contains(key) else { throw unknown(key) }
            fields[key] = value
        }
        return fields
    }
}

/// A compiled `timezone` argument: absent (UTC), a constant parsed once at compile time (as
/// MongoDB parses a constant time zone when it optimizes the pipeline), or an expression.
struct TimeZoneArgument: Sendable {
    private let constant: DateTimeZone?
    private let expression: ExpressionEvaluator?

    init(_ argument: BSONValue?) throws(DocStreamError) {
        switch argument {
        case nil:
            constant = .utc
            expression = nil
        case .string(let text)? where !text.hasPrefix("$"):
            constant = try DateTimeZone(text)
            expression = nil
        case let argument?:
            constant = nil
            expression = try ExpressionCompiler.compile(argument)
        }
    }

    /// The zone, or nil when the argument is null or missing (the operator then gives null);
    /// MongoDB's 40517 for a value that is not a string, 40485 for an unknown zone.
    func resolve(_ variables: ExpressionVariables) throws(DocStreamError) -> DateTimeZone? {
        if let constant { return constant }
        let value = try expression?(variables)
        if value.isNullish { return nil }
        guard case .string(let text)? = value else {
            throw DocStreamError(.location(40517), "timezone must evaluate to a string, found \(ExpressionCompiler.typeName(value))")
        }
        return try DateTimeZone(text)
    }
}
