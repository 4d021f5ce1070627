import DocStreamBSON
import Foundation

/// $type $isNumber $convert $toInt $toLong $toDouble $toDecimal $toString $toBool
/// $toObjectId $toDate (ExpressionType, ExpressionConvert). A failed conversion is MongoDB's
/// 241 ConversionFailure unless `onError` gives a value; null or missing input gives `onNull`
/// (null by default).
enum TypeExpressions {
    static let operators: [String: ExpressionOperatorCompiler] = [
        "$type": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in .string(try operand(variables)?.type.alias ?? "missing") }
        },
        "$isNumber": { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in .bool(try operand(variables)?.isNumber ?? false) }
        },
        "$convert": { _, arguments throws(DocStreamError) in try compileConvert(arguments) },
        "$toInt": shorthand(.int32),
        "$toLong": shorthand(.int64),
        "$toDouble": shorthand(.double),
        "$toDecimal": shorthand(.decimal128),
        "$toString": shorthand(.string),
        "$toBool": shorthand(.bool),
        "$toObjectId": shorthand(.objectId),
        "$toDate": shorthand(.datetime),
    ]

    /// `{$toInt: <expression>}` is `{$convert: {input: <expression>, to: "int"}}`.
    private static func shorthand(_ target: BSONType) -> ExpressionOperatorCompiler {
        { name, arguments throws(DocStreamError) in
            let operand = try ExpressionCompiler.operands(arguments, of: name, count: 1)[0]
            return { variables throws(DocStreamError) in
                let value = try operand(variables)
                if value.isNullish { return .null }
                return try converted(value ?? .null, to: target)
            }
        }
    }

    /// `{input, to, format?, onError?, onNull?}`; `to` is a type name or number, or an expression
    /// giving one, or `{type, subtype}`; `format` is how BinData reads or writes as a string.
    private static func compileConvert(_ arguments: BSONValue) throws(DocStreamError) -> ExpressionEvaluator {
        guard case .document(let specification) = arguments else {
            throw DocStreamError.failedToParse("$convert expects an object of named arguments but found: \(arguments.type.alias)")
        }
        var parts: [String: ExpressionEvaluator] = [:]
        for (key, value) in specification {
            guard ["input", "to", "format", "onError", "onNull"].contains(key) else {
                throw DocStreamError.failedToParse("$convert found an unknown argument: \(key)")
            }
            parts[key] = try ExpressionCompiler.compile(value)
        }
        guard let input = parts["input"] else { throw DocStreamError.failedToParse("Missing 'input' parameter to $convert") }
        guard let to = parts["to"] else { throw DocStreamError.failedToParse("Missing 'to' parameter to $convert") }
        let onError = parts["onError"]
        let onNull = parts["onNull"]
        let format = parts["format"]
        // ExpressionConvert::evaluate's order: a bad `to` fails first, then nullish input gives
        // `onNull` (even when `to` is nullish), then a nullish `to` gives null.
        return { variables throws(DocStreamError) in
            let targetValue = try to(variables)
            let target = targetValue.isNullish ? nil : try ConversionTarget(targetValue ?? .null)
            let value = try input(variables)
            if value.isNullish { return try onNull?(variables) ?? .null }
            guard let target else { return .null }
            let textFormat = try format.flatMap { (format) throws(DocStreamError) in try binaryTextFormat(format(variables)) }
            do throws(DocStreamError) {
                switch (target, value ?? .null) {
                case (.type(.string), .binary(let binary)):
                    return .string(try text(of: binary, format: textFormat))
                case (.binary(let subtype), let input):
                    return .binary(try binary(input, subtype: subtype, format: textFormat))
                case (.type(let type), let input):
                    return try converted(input, to: type)
                case (.missing, _):
                    throw failure("Unsupported conversion from \(value?.type.alias ?? "missing") to missing in $convert with no onError value")
                }
            } catch {
                guard error.errorCode == .conversionFailure, let onError else { throw error }
                return try onError(variables)
            }
        }
    }

    /// `format`'s value: one of BinaryTextFormat's names, or nil when null or missing.
    private static func binaryTextFormat(_ value: BSONValue?) throws(DocStreamError) -> BinaryTextFormat? {
        if value.isNullish { return nil }
        guard case .string(let name)? = value, let format = BinaryTextFormat(rawValue: name) else {
            throw DocStreamError.badValue("Invalid format value for $convert: \(value?.extendedJSON(.relaxed) ?? "")")
        }
        return format
    }

    /// BinData as a string (MongoDB 8.0): `format` is required; "uuid" only for a UUID.
    private static func text(of binary: BSONBinary, format: BinaryTextFormat?) throws(DocStreamError) -> String {
        guard let format else {
            throw failure("Format must be specified when converting from 'binData' to 'string' in $convert with no onError value")
        }
        guard let text = format.text(of: binary) else {
            throw failure("Failed to convert binData to string with format '\(format.rawValue)' in $convert with no onError value")
        }
        return text
    }

    /// To BinData of `subtype` (MongoDB 8.0): BinData of that subtype as it is; a string read
    /// in `format`, where "uuid" goes with the UUID subtype and only it, and "auto" reads nothing.
    private static func binary(_ value: BSONValue, subtype: UInt8, format: BinaryTextFormat?) throws(DocStreamError) -> BSONBinary {
        switch value {
        case .binary(let binary):
            guard binary.subtype == subtype else {
                throw failure("Conversions between different binData subtypes are not supported in $convert with no onError value")
            }
            return binary
        case .string(let text):
            guard let format, format != .auto, (format == .uuid) == (subtype == BSONBinary.uuid) else {
                throw failure(
                    "Failed to parse BinData '\(text)' in $convert with no onError value: invalid format \(format?.rawValue ?? "(none)") for subtype \(subtype)"
                )
            }
            guard let bytes = format.bytes(of: text) else {
                throw failure("Failed to parse BinData '\(text)' in $convert with no onError value: not valid \(format.rawValue)")
            }
            return BSONBinary(subtype: subtype, data: bytes)
        default:
            throw unsupported(value, .binary)
        }
    }

    /// Value conversion as ExpressionConvert's table defines it.
    static func converted(_ value: BSONValue, to target: BSONType) throws(DocStreamError) -> BSONValue {
        if value.type == target { return value }
        switch target {
        case .double: return .double(try double(value))
        case .int32:
            let integer = try int64(value, target: "int")
            guard let small = Int32(exactly: integer) else {
                throw failure("Conversion would overflow target type in $convert with no onError value: \(integer)")
            }
            return .int32(small)
        case .int64: return .int64(try int64(value, target: "long"))
        case .decimal128: return .decimal128(try decimal(value))
        case .bool: return .bool(bool(value))
        case .string: return .string(try string(value))
        case .objectId:
            guard case .string(let text) = value else { throw unsupported(value, target) }
            guard text.utf8.count == 24, let id = ObjectId(text) else {
                throw failure(
                    "Failed to parse objectId '\(text)' in $convert with no onError value: Invalid string length for parsing to OID, expected 24 but found \(text.utf8.count)"
                )
            }
            return .objectId(id)
        case .datetime: return .datetime(try date(value))
        default: throw unsupported(value, target)
        }
    }

    private static func double(_ value: BSONValue) throws(DocStreamError) -> Double {
        switch value {
        case .int32(let number): return Double(number)
        case .int64(let number): return Double(number)
        case .decimal128(let number):
            let (result, _) = number.doubleValue
            guard result.isFinite || number.isInfinite || number.isNaN else {
                throw failure("Conversion would overflow target type in $convert with no onError value: \(number)")
            }
            return result
        case .bool(let flag): return flag ? 1 : 0
        case .datetime(let date): return Double(date.millisecondsSinceEpoch)
        case .string(let text):
            guard isDecimalNumberText(text), let result = Double(text) else { throw parseFailure(text) }
            return result
        default: throw unsupported(value, .double)
        }
    }

    /// int and long: fractional numbers truncate toward zero; out of range is a failure.
    private static func int64(_ value: BSONValue, target: String) throws(DocStreamError) -> Int64 {
        switch value {
        case .int32(let number): return Int64(number)
        case .int64(let number): return number
        case .double(let number):
            guard number.isFinite else {
                throw failure("Attempt to convert \(number.isNaN ? "NaN" : "infinity") value to integer type in $convert with no onError value")
            }
            guard let result = Int64(exactly: number.rounded(.towardZero)) else {
                throw failure("Conversion would overflow target type in $convert with no onError value: \(number)")
            }
            return result
        case .decimal128(let number):
            guard let (result, _) = number.int64Truncating else {
                throw failure("Conversion would overflow target type in $convert with no onError value: \(number)")
            }
            return result
        case .bool(let flag): return flag ? 1 : 0
        case .datetime(let date) where target == "long": return date.millisecondsSinceEpoch
        case .string(let text):
            let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let result = Int64(text) else {
                throw parseFailure(text)
            }
            return result
        default: throw unsupported(value, target == "int" ? .int32 : .int64)
        }
    }

    private static func decimal(_ value: BSONValue) throws(DocStreamError) -> Decimal128 {
        switch value {
        case .int32(let number): return Decimal128(Int64(number))
        case .int64(let number): return Decimal128(number)
        case .double(let number):
            // MongoDB converts doubles to decimals with 15 significant digits (kRoundTo15Digits):
            // 2.5 is NumberDecimal("2.50000000000000").
            guard number.isFinite, number != 0 else { return Decimal128(roundingToThirtyFourDigits: number) }
            return Decimal128(String(format: "%.14e", number)) ?? Decimal128(roundingToThirtyFourDigits: number)
        case .bool(let flag): return Decimal128(flag ? 1 : 0)
        case .datetime(let date): return Decimal128(date.millisecondsSinceEpoch)
        case .string(let text):
            guard isDecimalNumberText(text) || ["Infinity", "-Infinity", "NaN"].contains(text), let result = Decimal128(text) else {
                throw parseFailure(text)
            }
            return result
        default: throw unsupported(value, .decimal128)
        }
    }

    /// Numbers are true unless zero; every value of any other type is true, the empty string
    /// included (ExpressionConvert's table: performConvertToTrue).
    private static func bool(_ value: BSONValue) -> Bool {
        switch value {
        case .int32, .int64, .double, .decimal128: BooleanExpressions.isTrue(value)
        default: true
        }
    }

    private static func string(_ value: BSONValue) throws(DocStreamError) -> String {
        switch value {
        case .int32(let number): return String(number)
        case .int64(let number): return String(number)
        case .double(let number):
            // Integral doubles print without a fraction ("2", not "2.0").
            if number.isFinite, number == number.rounded(), Swift.abs(number) < 1e15 { return String(Int64(number)) }
            return number.isNaN ? "NaN" : number.isInfinite ? (number < 0 ? "-Infinity" : "Infinity") : String(number)
        case .decimal128(let number): return number.description
        case .bool(let flag): return flag ? "true" : "false"
        case .objectId(let id): return id.hex
        case .datetime(let date): return isoText(date)
        default: throw unsupported(value, .string)
        }
    }

    private static func date(_ value: BSONValue) throws(DocStreamError) -> BSONDateTime {
        switch value {
        case .int64(let milliseconds): return BSONDateTime(millisecondsSinceEpoch: milliseconds)
        case .double, .decimal128:
            return BSONDateTime(millisecondsSinceEpoch: try int64(value, target: "long"))
        case .objectId(let id): return BSONDateTime(millisecondsSinceEpoch: Int64(id.seconds) * 1000)
        case .timestamp(let timestamp): return BSONDateTime(millisecondsSinceEpoch: Int64(timestamp.seconds) * 1000)
        case .string(let text):
            guard let date = parsedDate(text) else {
                throw failure("Error parsing date string '\(text)' in $convert with no onError value")
            }
            return date
        default: throw unsupported(value, .datetime)
        }
    }

    /// Base-10 number text: an optional sign, digits, an optional fraction and exponent.
    private static func isDecimalNumberText(_ text: String) -> Bool {
        text.range(of: #"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil
    }

    private static func isoText(_ date: BSONDateTime) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
        return formatter.string(from: date.date)
    }

    /// ISO 8601 dates with or without time, fraction and zone; no zone means UTC.
    private static func parsedDate(_ text: String) -> BSONDateTime? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        let formats = [
            "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd'T'HH:mm:ss",
            "yyyy-MM-dd HH:mm:ss Z", "yyyy-MM-dd",
        ]
        for format in formats {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return BSONDateTime(date) }
        }
        return nil
    }

    private static func failure(_ message: String) -> DocStreamError {
        DocStreamError(.conversionFailure, message)
    }

    private static func parseFailure(_ text: String) -> DocStreamError {
        failure("Failed to parse number '\(text)' in $convert with no onError value: Did not consume whole string.")
    }

    private static func unsupported(_ value: BSONValue, _ target: BSONType) -> DocStreamError {
        failure("Unsupported conversion from \(value.type.alias) to \(target.alias) in $convert with no onError value")
    }
}

/// What `$convert`'s `to` names: a type; BinData of a subtype; or "missing", a name MongoDB
/// knows but converts nothing to.
private enum ConversionTarget {
    case type(BSONType)
    case binary(subtype: UInt8)
    case missing

    /// A type name or number (typeFromName; 2 BadValue for an unknown name, 9 FailedToParse
    /// for an unknown number), or `{type, subtype}` (4341107 for a subtype BinData has not).
    init(_ value: BSONValue) throws(DocStreamError) {
        var subtype: BSONValue?
        var typeValue = value
        if case .document(let specification) = value {
            for (key, field) in specification {
                switch key {
                case "type": typeValue = field
                case "subtype": subtype = field
                default: throw DocStreamError.failedToParse("$convert found an unknown argument in 'to': \(key)")
                }
            }
        }
        let type: BSONType
        switch typeValue {
        case .string("missing"):
            self = .missing
            return
        case .string(let alias):
            guard let named = BSONType(alias: alias) else { throw DocStreamError.badValue("Unknown type name: \(typeValue.extendedJSON(.relaxed))") }
            type = named
        case _ where typeValue.isNumber:
            guard let numbered = ExpressionCompiler.int32(typeValue).flatMap({ BSONType(number: Int($0)) }) else {
                throw DocStreamError.failedToParse("Invalid 'to' argument to $convert: \(typeValue.extendedJSON(.relaxed)) is not a type number")
            }
            type = numbered
        default:
            throw DocStreamError.failedToParse("$convert's 'to' argument must be a string or number, but is \(typeValue.type.alias)")
        }
        self = type == .binary ? .binary(subtype: try Self.binarySubtype(subtype)) : .type(type)
    }

    /// BinData's subtypes are 0 to 9 and the user-defined 128 to 255; 0 when not given.
    private static func binarySubtype(_ value: BSONValue?) throws(DocStreamError) -> UInt8 {
        guard let value else { return BSONBinary.generic }
        guard let number = ExpressionCompiler.int32(value), (0...9).contains(number) || (128...255).contains(number) else {
            throw DocStreamError(.location(4341107), "Invalid 'subtype' argument to $convert: \(value.extendedJSON(.relaxed))")
        }
        return UInt8(number)
    }
}
