/// The BSON element type bytes, with the names and aliases MongoDB's `$type` uses.
public enum BSONType: UInt8, Sendable, CaseIterable {
    case double = 0x01
    case string = 0x02
    case document = 0x03
    case array = 0x04
    case binary = 0x05
    case undefined = 0x06
    case objectId = 0x07
    case bool = 0x08
    case datetime = 0x09
    case null = 0x0A
    case regex = 0x0B
    case dbPointer = 0x0C
    case javascript = 0x0D
    case symbol = 0x0E
    case javascriptWithScope = 0x0F
    case int32 = 0x10
    case timestamp = 0x11
    case int64 = 0x12
    case decimal128 = 0x13
    case minKey = 0xFF
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

    public var isNumber: Bool {
        switch self {
        case .double, .int32, .int64, .decimal128: true
        default: false
        }
    }
}
