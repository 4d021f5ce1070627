import Foundation

/// Binary data with its BSON subtype (0x00 generic, 0x04 UUID, 0x80... user-defined).
public struct BSONBinary: Sendable, Hashable {
    public var subtype: UInt8
    public var data: [UInt8]

    public init(subtype: UInt8 = 0, data: [UInt8]) {
        self.subtype = subtype
        self.data = data
    }

    public static let generic: UInt8 = 0x00
    public static let function: UInt8 = 0x01
    public static let oldBinary: UInt8 = 0x02
    public static let oldUUID: UInt8 = 0x03
    public static let uuid: UInt8 = 0x04
    public static let md5: UInt8 = 0x05
    public static let encrypted: UInt8 = 0x06
    public static let column: UInt8 = 0x07
    public static let sensitive: UInt8 = 0x08
    public static let vector: UInt8 = 0x09
}

/// A BSON UTC datetime: signed milliseconds since the Unix epoch. Kept as an integer so that
/// every BSON date (years before 1 and after 9999 included) round-trips exactly.
public struct BSONDateTime: Sendable, Hashable, Comparable {
    public var millisecondsSinceEpoch: Int64

    public init(millisecondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    /// The date rounded down to whole milliseconds, as MongoDB stores it.
    public init(_ date: Date) {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
        self.millisecondsSinceEpoch = Int64(exactly: milliseconds)
            ?? (milliseconds < 0 ? Int64.min : Int64.max)
    }

    public var date: Date { Date(timeIntervalSince1970: Double(millisecondsSinceEpoch) / 1000) }

    public static func < (lhs: BSONDateTime, rhs: BSONDateTime) -> Bool {
        lhs.millisecondsSinceEpoch < rhs.millisecondsSinceEpoch
    }
}

/// A BSON timestamp: seconds and an ordinal within the second (MongoDB's oplog clock).
public struct BSONTimestamp: Sendable, Hashable, Comparable {
    public var seconds: UInt32
    public var increment: UInt32

    public init(seconds: UInt32, increment: UInt32) {
        self.seconds = seconds
        self.increment = increment
    }

    /// The 64-bit form BSON stores: seconds in the high half.
    public var value: UInt64 { UInt64(seconds) << 32 | UInt64(increment) }

    public init(value: UInt64) {
        self.init(seconds: UInt32(truncatingIfNeeded: value >> 32), increment: UInt32(truncatingIfNeeded: value))
    }

    public static func < (lhs: BSONTimestamp, rhs: BSONTimestamp) -> Bool { lhs.value < rhs.value }
}

/// A BSON regular expression: a pattern and its option letters (stored sorted, as BSON requires).
public struct BSONRegularExpression: Sendable, Hashable {
    public var pattern: String
    public var options: String

    /// Keeps the options' letters sorted alphabetically, as the BSON spec requires of encoders.
    public init(pattern: String, options: String = "") {
        self.pattern = pattern
        self.options = String(options.sorted())
    }
}

/// The deprecated DBPointer type: a namespace and an ObjectId.
public struct BSONDBPointer: Sendable, Hashable {
    public var namespace: String
    public var id: ObjectId

    public init(namespace: String, id: ObjectId) {
        self.namespace = namespace
        self.id = id
    }
}

/// JavaScript code with a scope document (deprecated in MongoDB, still storable).
public struct BSONCodeWithScope: Sendable, Hashable {
    public var code: String
    public var scope: Document

    public init(code: String, scope: Document) {
        self.code = code
        self.scope = scope
    }
}
