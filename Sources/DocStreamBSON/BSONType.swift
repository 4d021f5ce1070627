/// The BSON element type bytes, with the names and aliases MongoDB's `$type` uses.
public enum BSONType: UInt8, Sendable, CaseIterable {
    /// A 64-bit binary floating-point number (type 1, alias "double").
    case double = 0x01
    /// A UTF-8 string (type 2, alias "string").
    case string = 0x02
    /// An embedded document (type 3, alias "object").
    case document = 0x03
    /// An array (type 4, alias "array").
    case array = 0x04
    /// Binary data with a subtype (type 5, alias "binData").
    case binary = 0x05
    /// Undefined (type 6, deprecated; alias "undefined").
    case undefined = 0x06
    /// An ObjectId (type 7, alias "objectId").
    case objectId = 0x07
    /// A boolean (type 8, alias "bool").
    case bool = 0x08
    /// A UTC datetime in milliseconds since the Unix epoch (type 9, alias "date").
    case datetime = 0x09
    /// Null (type 10, alias "null").
    case null = 0x0A
    /// A regular expression with its options (type 11, alias "regex").
    case regex = 0x0B
    /// A DBPointer (type 12, deprecated; alias "dbPointer").
    case dbPointer = 0x0C
    /// JavaScript code (type 13, alias "javascript").
    case javascript = 0x0D
    /// A symbol (type 14, deprecated; alias "symbol").
    case symbol = 0x0E
    /// JavaScript code with a scope document (type 15, deprecated; alias "javascriptWithScope").
    case javascriptWithScope = 0x0F
    /// A 32-bit integer (type 16, alias "int").
    case int32 = 0x10
    /// A BSON timestamp, MongoDB's internal time of a write (type 17, alias "timestamp").
    case timestamp = 0x11
    /// A 64-bit integer (type 18, alias "long").
    case int64 = 0x12
    /// A 128-bit decimal floating-point number (type 19, alias "decimal").
    case decimal128 = 0x13
    /// MinKey, which sorts before every other value (type -1, alias "minKey").
    case minKey = 0xFF
    /// MaxKey, which sorts after every other value (type 127, alias "maxKey").
    case maxKey = 0x7F

    /// MongoDB's alias, as `$type` and the `$type` aggregation operator use it.
    public var alias: String {
        switch self {
        case .double: "double"
        case .string: "string"
        case .document: "object"
        case .array: "array"
        case .binary: "binData"
        case .undefined: "undefined"
        case .objectId: "objectId"
        case .bool: "bool"
        case .datetime: "date"
        case .null: "null"
        case .regex: "regex"
        case .dbPointer: "dbPointer"
        case .javascript: "javascript"
        case .symbol: "symbol"
        case .javascriptWithScope: "javascriptWithScope"
        case .int32: "int"
        case .timestamp: "timestamp"
        case .int64: "long"
        case .decimal128: "decimal"
        case .minKey: "minKey"
        case .maxKey: "maxKey"
        }
    }

    /// The type whose alias is `alias` ("int", "objectId", ...).
    public init?(alias: String) {
        guard let type = BSONType.allCases.first(where: { $0.alias == alias }) else { return nil }
        self = type
    }

    /// The type for a `$type` number; MinKey is -1 there, not its 0xFF type byte.
    public init?(number: Int) {
        if number == -1 {
            self = .minKey
        } else if let byte = UInt8(exactly: number), let type = BSONType(rawValue: byte), type != .minKey {
            self = type
        } else {
            return nil
        }
    }

    /// The number `$type` uses for this type (MinKey is -1).
    public var number: Int { self == .minKey ? -1 : Int(rawValue) }

    /// Whether the type is one of the numbers: double, int32, int64 or decimal128.
    public var isNumber: Bool {
        switch self {
        case .double, .int32, .int64, .decimal128: true
        default: false
        }
    }
}
