import DocStreamBSON

/// $dateToString and $dateFromString (ExpressionDateToString, ExpressionDateFromString).
extension DateExpressions {
    /// `{date, format?, timezone?, onNull?}`. Without a format the date is written as the
    /// manual documents, "%Y-%m-%dT%H:%M:%S.%LZ", whatever the time zone.
    static func compileDateToString(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = try namedArguments(
            arguments, allowed: ["date", "format", "timezone", "onNull"],
            notObject: DocStreamError(.location(18629), "$dateToString only supports an object as its argument"),
            unknown: { DocStreamError(.location(18534), "Unrecognized argument to $dateToString: \($0)") })
        guard let dateArgument = fields["date"] else { throw DocStreamError(.location(18628), "Missing 'date' parameter to $dateToString") }
        let dateExpression = try ExpressionCompiler.compile(dateArgument)
        let formatExpression = try fields["format"].map { (value) throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        let onNull = try fields["onNull"].map { (value) throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        let timeZone = try TimeZoneArgument(fields["timezone"])
        return { variables throws(DocStreamError) in
            let dateValue = try dateExpression(variables)
            let format = try formatString(formatExpression, variables, allowed: DateFormat.toStringSpecifiers) {
                DocStreamError(
                    .location(18533), "$dateToString requires that 'format' be a string, found: \($0.type.alias) with value \($0.extendedJSON(.relaxed))")
            }
            let zone = try timeZone.resolve(variables)
            if dateValue.isNullish { return try onNull?(variables) ?? .null }
            guard let zone, let format else { return .null }
            let date = try coercedDate(dateValue ?? .null)
            return .string(try DateFormat.string(date, format: format ?? "%Y-%m-%dT%H:%M:%S.%LZ", in: zone))
        }
    }

    /// `{dateString, format?, timezone?, onError?, onNull?}`; `onError` answers for the
    /// string's conversion failures (241) only, not for a bad format or time zone.
    static func compileDateFromString(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        let fields = try namedArguments(
            arguments, allowed: ["dateString", "format", "timezone", "onError", "onNull"],
            notObject: DocStreamError(.location(40540), "$dateFromString only supports an object as an argument, found: \(arguments.type.alias)"),
            unknown: { DocStreamError(.location(40541), "Unrecognized argument to $dateFromString: \($0)") })
        guard let dateStringArgument = fields["dateString"] else {
            throw DocStreamError(.location(40542), "Missing 'dateString' parameter to $dateFromString")
        }
        let dateString = try ExpressionCompiler.compile(dateStringArgument)
        let formatExpression = try fields["format"].map { (value) throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        let onError = try fields["onError"].map { (value) throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        let onNull = try fields["onNull"].map { (value) throws(DocStreamError) in try ExpressionCompiler.compile(value) }
        let timeZone = try TimeZoneArgument(fields["timezone"])
        return { variables throws(DocStreamError) in
            let text = try dateString(variables)
            let format = try formatString(formatExpression, variables, allowed: DateFormat.fromStringSpecifiers) {
                DocStreamError(
                    .location(40684), "$dateFromString requires that 'format' be a string, found: \($0.type.alias) with value \($0.extendedJSON(.relaxed))")
            }
            let zone = try timeZone.resolve(variables)
            if text.isNullish { return try onNull?(variables) ?? .null }
            do throws(DocStreamError) {
                guard case .string(let string)? = text else {
                    throw DateStringParser.failure(
                        "$dateFromString requires that 'dateString' be a string, found: \(ExpressionCompiler.typeName(text)) with value \((text ?? .null).extendedJSON(.relaxed))"
                    )
                }
                guard let zone, let format else { return .null }
                return .datetime(try DateStringParser.date(from: string, format: format, in: zone))
            } catch {
                guard error.errorCode == .conversionFailure, let onError else { throw error }
                return try onError(variables)
            }
        }
    }

    /// The `format` argument: `.some(nil)` when absent (the default format), nil when it is
    /// null or missing (the result is then null); validated against `allowed`.
    private static func formatString(
        _ expression: ExpressionEvaluator?, _ variables: ExpressionVariables, allowed: Set<UInt8>, notString: (BSONValue) -> DocStreamError
    ) throws(DocStreamError) -> String?? {
        guard let expression else { return .some(nil) }
        let value = try expression(variables)
        if value.isNullish { return nil }
        guard case .string(let format)? = value else { throw notString(value ?? .null) }
        try DateFormat.validate(format, allowed: allowed)
        return .some(format)
    }
}
