import DocStreamBSON

/// Reading the numbers operators take as arguments, as MongoDB's BSONElement does
/// (parseIntegerElementToLong and friends in bsonelement.cpp, tryCoerce in bsonelement.h).
enum FilterArguments {
    /// `name: value` as MongoDB prints an element in its messages.
    static func describe(_ name: String, _ value: BSONValue) -> String {
        "\(name): \(value.extendedJSON(.relaxed))"
    }

    /// A number as `BSONElement::number()` prints it: 2.5, 100.
    static func describeNumber(_ value: BSONValue) -> String {
        let number: Double =
            switch value {
            case .int32(let int): Double(int)
            case .int64(let int): Double(int)
            case .double(let double): double
            case .decimal128(let decimal): decimal.doubleValue.value
            default: 0
            }
        if let integer = Int64(exactly: number) { return String(integer) }
        return String(number)
    }

    /// An integer argument, exactly: doubles and decimals must be integral and within int64
    /// (parseIntegerElementToLong). Errors are FailedToParse.
    static func integer(_ name: String, _ value: BSONValue) throws(DocStreamError) -> Int64 {
        let element = describe(name, value)
        switch value {
        case .int32(let int):
            return Int64(int)
        case .int64(let int):
            return int
        case .double(let double):
            if double.isNaN { throw DocStreamError.failedToParse("Expected an integer, but found NaN in: \(element)") }
            guard let integer = int64(truncating: double) else {
                throw DocStreamError.failedToParse("Cannot represent as a 64-bit integer: \(element)")
            }
            guard Double(integer) == double else { throw DocStreamError.failedToParse("Expected an integer: \(element)") }
            return integer
        case .decimal128(let decimal):
            guard let (integer, isExact) = decimal.int64Truncating, isExact else {
                throw DocStreamError.failedToParse("Cannot represent as a 64-bit integer: \(element)")
            }
            return integer
        default:
            throw DocStreamError.failedToParse("Expected a number in: \(element)")
        }
    }

    /// parseIntegerElementToNonNegativeLong.
    static func nonNegativeInteger(_ name: String, _ value: BSONValue) throws(DocStreamError) -> Int64 {
        let integer = try integer(name, value)
        guard integer >= 0 else {
            throw DocStreamError.failedToParse("Expected a positive number in: \(describe(name, value))")
        }
        return integer
    }

    /// parseIntegerElementToNonNegativeInt.
    static func nonNegativeInt32(_ name: String, _ value: BSONValue) throws(DocStreamError) -> Int32 {
        let integer = try nonNegativeInteger(name, value)
        guard let int = Int32(exactly: integer) else {
            throw DocStreamError.failedToParse("Cannot represent \(describe(name, value)) in an int")
        }
        return int
    }

    /// parseIntegerElementToInt.
    static func int32(_ name: String, _ value: BSONValue) throws(DocStreamError) -> Int32 {
        let integer = try integer(name, value)
        guard let int = Int32(exactly: integer) else {
            throw DocStreamError.failedToParse("Cannot represent \(describe(name, value)) in an int")
        }
        return int
    }

    /// A number rounded toward zero to an int64 (BSONElement::tryCoerce<long long>); the
    /// error message is MongoDB's, to be given context by the caller.
    static func coercedInteger(_ value: BSONValue) -> Result<Int64, DocStreamError> {
        switch value {
        case .int32(let int):
            return .success(Int64(int))
        case .int64(let int):
            return .success(int)
        case .double(let double):
            guard double.isFinite else { return .failure(.badValue("Unable to coerce NaN/Inf to integral type")) }
            guard let integer = int64(truncating: double) else {
                return .failure(.badValue("Out of bounds coercing to integral value"))
            }
            return .success(integer)
        case .decimal128(let decimal):
            guard !decimal.isNaN, !decimal.isInfinite else {
                return .failure(.badValue("Unable to coerce NaN/Inf to integral type"))
            }
            guard let (integer, _) = decimal.int64Truncating else {
                return .failure(.badValue("Out of bounds coercing to integral value"))
            }
            return .success(integer)
        default:
            return .failure(.badValue("Unable to coerce value to integral type"))
        }
    }

    /// The double rounded toward zero, when that lies within int64 ([-2^63, 2^63)).
    static func int64(truncating double: Double) -> Int64? {
        guard double.isFinite, double >= -9_223_372_036_854_775_808.0, double < 9_223_372_036_854_775_808.0 else {
            return nil
        }
        return Int64(double)
    }

}
