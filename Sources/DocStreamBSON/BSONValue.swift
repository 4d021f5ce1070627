/// One BSON value of any type.
///
/// The enum is for API users and small values; engine hot paths read fields straight from a
/// document's bytes. Its synthesized `==` is structural (same type, same bits); MongoDB's
/// value equality, where `1`, `1.0` and `NumberLong(1)` are equal, is `BSONValue.compare`.
public enum BSONValue: Sendable, Hashable {
    /// A double.
    case double(Double)
    /// A string.
    case string(String)
    /// An embedded document.
    case document(Document)
    /// An array.
    case array([BSONValue])
    /// Binary data.
    case binary(BSONBinary)
    /// Undefined (deprecated in BSON).
    case undefined
    /// An ObjectId.
    case objectId(ObjectId)
    /// A boolean.
    case bool(Bool)
    /// A UTC datetime.
    case datetime(BSONDateTime)
    /// Null.
    case null
    /// A regular expression.
    case regex(BSONRegularExpression)
    /// A DBPointer (deprecated in BSON).
    case dbPointer(BSONDBPointer)
    /// JavaScript code.
    case javascript(String)
    /// A symbol (deprecated in BSON).
    case symbol(String)
    /// JavaScript code with its scope (deprecated in BSON).
    case javascriptWithScope(BSONCodeWithScope)
    /// A 32-bit integer.
    case int32(Int32)
    /// A BSON timestamp.
    case timestamp(BSONTimestamp)
    /// A 64-bit integer.
    case int64(Int64)
    /// A Decimal128.
    case decimal128(Decimal128)
    /// MinKey, below every other value.
    case minKey
    /// MaxKey, above every other value.
    case maxKey

    /// The value's BSON type.
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

    /// The string this value holds; nil when it holds another type (no conversion).
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The embedded document this value holds; nil when it holds another type (no conversion).
    public var documentValue: Document? {
        if case .document(let value) = self { value } else { nil }
    }

    /// The array this value holds; nil when it holds another type (no conversion).
    public var arrayValue: [BSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The boolean this value holds; nil when it holds another type (no conversion).
    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The ObjectId this value holds; nil when it holds another type (no conversion).
    public var objectIdValue: ObjectId? {
        if case .objectId(let value) = self { value } else { nil }
    }

    /// The 32-bit integer this value holds; nil when it holds another type (no conversion).
    public var int32Value: Int32? {
        if case .int32(let value) = self { value } else { nil }
    }

    /// The 64-bit integer this value holds; nil when it holds another type (no conversion).
    public var int64Value: Int64? {
        if case .int64(let value) = self { value } else { nil }
    }

    /// The double this value holds; nil when it holds another type (no conversion).
    public var doubleValue: Double? {
        if case .double(let value) = self { value } else { nil }
    }

    /// The Decimal128 this value holds; nil when it holds another type (no conversion).
    public var decimal128Value: Decimal128? {
        if case .decimal128(let value) = self { value } else { nil }
    }

    /// The datetime this value holds; nil when it holds another type (no conversion).
    public var datetimeValue: BSONDateTime? {
        if case .datetime(let value) = self { value } else { nil }
    }

    /// Whether the value is a double, an int32, an int64 or a Decimal128.
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
    /// A string literal is a BSON string: `["name": "Mocha"]`.
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
    /// A floating-point literal is a BSON double: `["price": 4.5]`.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension BSONValue: ExpressibleByBooleanLiteral {
    /// A Boolean literal is a BSON Boolean: `["containsDairy": true]`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension BSONValue: ExpressibleByArrayLiteral {
    /// An array literal is a BSON array of its elements, in order: `["tags": ["hot", "sweet"]]`.
    public init(arrayLiteral elements: BSONValue...) { self = .array(elements) }
}

extension BSONValue: ExpressibleByDictionaryLiteral {
    /// A dictionary literal is an embedded document, its fields in the literal's order:
    /// `["$set": ["price": 5]]`.
    public init(dictionaryLiteral elements: (String, BSONValue)...) {
        self = .document(Document(elements))
    }
}
