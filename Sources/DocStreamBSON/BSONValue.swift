/// One BSON value of any type.
///
/// The enum is for API users and small values; engine hot paths read fields straight from a
/// document's bytes. Its synthesized `==` is structural (same type, same bits); MongoDB's
/// value equality, where `1`, `1.0` and `NumberLong(1)` are equal, is `BSONValue.compare`.
public enum BSONValue: Sendable, Hashable {
    case double(Double)
    case string(String)
    case document(Document)
    case array([BSONValue])
    case binary(BSONBinary)
    case undefined
    case objectId(ObjectId)
    case bool(Bool)
    case datetime(BSONDateTime)
    case null
    case regex(BSONRegularExpression)
    case dbPointer(BSONDBPointer)
    case javascript(String)
    case symbol(String)
    case javascriptWithScope(BSONCodeWithScope)
    case int32(Int32)
    case timestamp(BSONTimestamp)
    case int64(Int64)
    case decimal128(Decimal128)
    case minKey
    case maxKey

    public var type: BSONType {
        switch self {
        case .double: .double
        case .string: .string
        case .document: .document
        case .array: .array
        case .binary: .binary
        case .undefined: .undefined
        case .objectId: .objectId
        case .bool: .bool
        case .datetime: .datetime
        case .null: .null
        case .regex: .regex
        case .dbPointer: .dbPointer
        case .javascript: .javascript
        case .symbol: .symbol
        case .javascriptWithScope: .javascriptWithScope
        case .int32: .int32
        case .timestamp: .timestamp
        case .int64: .int64
        case .decimal128: .decimal128
        case .minKey: .minKey
        case .maxKey: .maxKey
        }
    }

    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    public var documentValue: Document? {
        if case .document(let value) = self { value } else { nil }
    }

    public var arrayValue: [BSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    public var objectIdValue: ObjectId? {
        if case .objectId(let value) = self { value } else { nil }
    }

    public var int32Value: Int32? {
        if case .int32(let value) = self { value } else { nil }
    }

    public var int64Value: Int64? {
        if case .int64(let value) = self { value } else { nil }
    }

    public var doubleValue: Double? {
        if case .double(let value) = self { value } else { nil }
    }

    public var decimal128Value: Decimal128? {
        if case .decimal128(let value) = self { value } else { nil }
    }

    public var datetimeValue: BSONDateTime? {
        if case .datetime(let value) = self { value } else { nil }
    }

    public var isNumber: Bool { type.isNumber }

    /// The value of an int32 or int64; nil for other types.
    public var integerValue: Int64? {
        switch self {
        case .int32(let value): Int64(value)
        case .int64(let value): value
        default: nil
        }
    }

    /// The value of an int32, int64 or double as a Double (an int64 past 2^53 rounds); nil for
    /// other types, decimal128 included.
    public var nonDecimalNumberAsDouble: Double? {
        switch self {
        case .int32(let value): Double(value)
        case .int64(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}

extension BSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

/// Interpolated strings are strings: `["name": "Drink \(n)"]`.
extension BSONValue: ExpressibleByStringInterpolation {}

extension BSONValue: ExpressibleByIntegerLiteral {
    /// Integer literals are 64-bit, as Swift's `Int` is and as the Realm SDK stores them.
    public init(integerLiteral value: Int64) { self = .int64(value) }
}

extension BSONValue {
    /// An int64, as integer literals are: `["count": BSONValue(count)]` for an `Int` variable.
    ///
    /// - Parameters:
    ///   - value: the integer.
    public init(_ value: Int) { self = .int64(Int64(value)) }
}

extension BSONValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension BSONValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension BSONValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: BSONValue...) { self = .array(elements) }
}

extension BSONValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, BSONValue)...) {
        self = .document(Document(elements))
    }
}
