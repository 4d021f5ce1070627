import DocStreamBSON

/// $dateAdd, $dateSubtract, $dateDiff and $dateTrunc (ExpressionDateArithmetics,
/// ExpressionDateDiff, ExpressionDateTrunc), over `DateArithmetic`.
extension DateExpressions {
    /// `{startDate, unit, amount, timezone?}`; $dateSubtract adds the negated amount.
    static func compileDateAdd(_ name: String, _ arguments: BSONValue, negated: Bool) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = try namedArguments(
            arguments, allowed: ["startDate", "unit", "amount", "timezone"],
            notObject: DocStreamError(.location(5166400), "\(name) expects an object as its argument"),
            unknown: {
                DocStreamError(
                    .location(5166401), "Unrecognized argument to \(name): \($0). Expected arguments are startDate, unit, amount, and optionally timezone.")
            })
        guard let startDate = fields["startDate"], let unit = fields["unit"], let amount = fields["amount"] else {
            throw DocStreamError(.location(5166402), "\(name) requires startDate, unit, and amount to be present")
        }
        let start = try ExpressionCompiler.compile(startDate)
        let unitExpression = try ExpressionCompiler.compile(unit)
        let amountExpression = try ExpressionCompiler.compile(amount)
        let timeZone = try TimeZoneArgument(fields["timezone"])
        return { variables throws(DocStreamError) in
            let startValue = try start(variables)
            if startValue.isNullish { return .null }
            let unitValue = try unitExpression(variables)
            if unitValue.isNullish { return .null }
            let amountValue = try amountExpression(variables)
            if amountValue.isNullish { return .null }
            guard let zone = try timeZone.resolve(variables) else { return .null }
            guard let startInstant = date(startValue ?? .null) else {
                throw DocStreamError(.location(5166403), "\(name) requires startDate to be convertible to a date")
            }
            guard case .string(let unitName)? = unitValue else {
                throw DocStreamError(.location(5166404), "\(name) expects string defining the time unit")
            }
            guard let parsedUnit = DateUnit(rawValue: unitName) else {
                throw DocStreamError.failedToParse("unknown time unit value: \(unitName)")
            }
            guard let count = integer(amountValue ?? .null) else {
                throw DocStreamError(.location(5166405), "\(name) expects integer amount of time units")
            }
            guard !negated || count != .min else {
                throw DocStreamError(.location(6045000), "invalid \(name) 'amount' parameter value: \(count)")
            }
            return .datetime(try DateArithmetic.adding(negated ? -count : count, parsedUnit, to: startInstant, in: zone))
        }
    }

    /// `{startDate, endDate, unit, timezone?, startOfWeek?}`: whole units between the dates, a long.
    static func compileDateDiff(_ name: String, _ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = try namedArguments(
            arguments, allowed: ["startDate", "endDate", "unit", "timezone", "startOfWeek"],
            notObject: DocStreamError(.location(5166301), "$dateDiff only supports an object as its argument"),
            unknown: { DocStreamError(.location(5166302), "Unrecognized argument to $dateDiff: \($0)") })
        guard let startDate = fields["startDate"] else { throw DocStreamError(.location(5166303), "Missing 'startDate' parameter to $dateDiff") }
        guard let endDate = fields["endDate"] else { throw DocStreamError(.location(5166304), "Missing 'endDate' parameter to $dateDiff") }
        guard let unit = fields["unit"] else { throw DocStreamError(.location(5166305), "Missing 'unit' parameter to $dateDiff") }
        let start = try ExpressionCompiler.compile(startDate)
        let end = try ExpressionCompiler.compile(endDate)
        let unitExpression = try ExpressionCompiler.compile(unit)
        let weekStart = try fields["startOfWeek"].map { (value) throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        let timeZone = try TimeZoneArgument(fields["timezone"])
        return { variables throws(DocStreamError) in
            let startValue = try start(variables)
            if startValue.isNullish { return .null }
            let endValue = try end(variables)
            if endValue.isNullish { return .null }
            let unitValue = try unitExpression(variables)
            if unitValue.isNullish { return .null }
            let weekStartValue = try weekStartOption(weekStart, for: unitValue, variables)
            if weekStartValue == .null { return .null }
            guard let zone = try timeZone.resolve(variables) else { return .null }
            let from = try convertedDate(startValue ?? .null, name, "startDate", code: .location(5166307))
            let to = try convertedDate(endValue ?? .null, name, "endDate", code: .location(5166307))
            let parsedUnit = try DateExpressions.unit(unitValue ?? .null, of: name)
            let firstDay = try weekStartValue.map { (value) throws(DocStreamError) in try startOfWeek(value, of: name) } ?? .sunday
            if parsedUnit == .millisecond, to.millisecondsSinceEpoch.subtractingReportingOverflow(from.millisecondsSinceEpoch).overflow {
                throw DocStreamError(.location(5166308), "dateDiff overflowed")
            }
            return .int64(DateArithmetic.difference(from: from, to: to, in: parsedUnit, timeZone: zone, startOfWeek: firstDay))
        }
    }

    /// `{date, unit, binSize?, timezone?, startOfWeek?}`: the start of the bin holding the date.
    static func compileDateTrunc(_ name: String, _ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = try namedArguments(
            arguments, allowed: ["date", "unit", "binSize", "timezone", "startOfWeek"],
            notObject: DocStreamError(.location(5439007), "$dateTrunc only supports an object as its argument"),
            unknown: {
                DocStreamError(
                    .location(5439008),
                    "Unrecognized argument to $dateTrunc: \($0). Expected arguments are date, unit, and optionally, binSize, timezone, startOfWeek")
            })
        guard let dateArgument = fields["date"] else { throw DocStreamError(.location(5439009), "Missing 'date' parameter to $dateTrunc") }
        guard let unit = fields["unit"] else { throw DocStreamError(.location(5439010), "Missing 'unit' parameter to $dateTrunc") }
        let dateExpression = try ExpressionCompiler.compile(dateArgument)
        let unitExpression = try ExpressionCompiler.compile(unit)
        let binSizeExpression = try fields["binSize"].map { (value) throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        let weekStart = try fields["startOfWeek"].map { (value) throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        let timeZone = try TimeZoneArgument(fields["timezone"])
        return { variables throws(DocStreamError) in
            let dateValue = try dateExpression(variables)
            if dateValue.isNullish { return .null }
            let unitValue = try unitExpression(variables)
            if unitValue.isNullish { return .null }
            let binSizeValue = try binSizeExpression?(variables)
            if binSizeExpression != nil && binSizeValue.isNullish { return .null }
            let weekStartValue = try weekStartOption(weekStart, for: unitValue, variables)
            if weekStartValue == .null { return .null }
            guard let zone = try timeZone.resolve(variables) else { return .null }
            let date = try convertedDate(dateValue ?? .null, name, "date", code: .location(5439012))
            let parsedUnit = try DateExpressions.unit(unitValue ?? .null, of: name)
            var binSize: Int64 = 1
            if let binSizeValue {
                guard let size = integer(binSizeValue) else {
                    throw DocStreamError(
                        .location(5439017),
                        "$dateTrunc requires 'binSize' to be a 64-bit integer, but got value '\(binSizeValue.extendedJSON(.relaxed))' of type \(binSizeValue.type.alias)"
                    )
                }
                guard size > 0 else {
                    throw DocStreamError(.location(5439018), "$dateTrunc requires 'binSize' to be greater than 0, but got value \(size)")
                }
                binSize = size
            }
            let firstDay = try weekStartValue.map { (value) throws(DocStreamError) in try startOfWeek(value, of: name) } ?? .sunday
            return .datetime(try DateArithmetic.truncating(date, to: parsedUnit, binSize: binSize, in: zone, startOfWeek: firstDay))
        }
    }

    /// The `unit` of $dateDiff and $dateTrunc (parseTimeUnit(Value, expressionName)).
    private static func unit(_ value: BSONValue, of name: String) throws(DocStreamError) -> DateUnit {
        guard case .string(let text) = value else {
            throw DocStreamError(.location(5439013), "\(name) requires 'unit' to be a string, but got \(value.type.alias)")
        }
        guard let unit = DateUnit(rawValue: text) else {
            throw DocStreamError(.location(5439014), "\(name) parameter 'unit' value cannot be recognized as a time unit: \(text)")
        }
        return unit
    }

    /// The `startOfWeek` of $dateDiff and $dateTrunc (parseDayOfWeek).
    private static func startOfWeek(_ value: BSONValue, of name: String) throws(DocStreamError) -> Weekday {
        guard case .string(let text) = value else {
            throw DocStreamError(.location(5439015), "\(name) requires 'startOfWeek' to be a string, but got \(value.type.alias)")
        }
        guard let day = Weekday(name: text) else {
            throw DocStreamError(.location(5439016), "\(name) parameter 'startOfWeek' value cannot be recognized as a day of a week: \(text)")
        }
        return day
    }

    /// The `startOfWeek` value, evaluated only when the unit is the string "week"
    /// (isTimeUnitWeek): nil when not evaluated, null when null or missing.
    private static func weekStartOption(
        _ expression: ExpressionEvaluator?, for unit: BSONValue?, _ variables: ExpressionVariables
    ) throws(DocStreamError) -> BSONValue? {
        guard unit == .string("week"), let expression else { return nil }
        let value = try expression(variables)
        return value.isNullish ? .null : value
    }

    /// A $dateDiff or $dateTrunc date argument, or `code` (5166307, 5439012).
    private static func convertedDate(_ value: BSONValue, _ name: String, _ parameter: String, code: ErrorCode) throws(DocStreamError) -> BSONDateTime {
        guard let converted = date(value) else {
            throw DocStreamError(code, "\(name) requires '\(parameter)' to be a date, but got \(value.type.alias)")
        }
        return converted
    }
}
