import Foundation

/// Binary data with its BSON subtype (0x00 generic, 0x04 UUID, 0x80... user-defined).
public struct BSONBinary: Sendable, Hashable {
    /// The subtype byte: `generic` (0) for plain bytes, `uuid` (4) for a UUID, ...
    public var subtype: UInt8
    /// The bytes.
    public var data: [UInt8]

    /// Binary data of `subtype` (generic by default).
    public init(subtype: UInt8 = 0, data: [UInt8]) {
        self.subtype = subtype
        self.data = data
    }

    /// Subtype 0: generic binary data.
    public static let generic: UInt8 = 0x00
    /// Subtype 1: a function.
    public static let function: UInt8 = 0x01
    /// Subtype 2: the old binary form, the bytes prefixed by their length.
    public static let oldBinary: UInt8 = 0x02
    /// Subtype 3: a UUID in the old, driver-specific byte order.
    public static let oldUUID: UInt8 = 0x03
    /// Subtype 4: a UUID (RFC 4122 byte order).
    public static let uuid: UInt8 = 0x04
    /// Subtype 5: an MD5 digest.
    public static let md5: UInt8 = 0x05
    /// Subtype 6: an encrypted value (client-side field level encryption).
    public static let encrypted: UInt8 = 0x06
    /// Subtype 7: a compressed time-series column.
    public static let column: UInt8 = 0x07
    /// Subtype 8: sensitive data, kept out of logs.
    public static let sensitive: UInt8 = 0x08
    /// Subtype 9: a vector of numbers.
    public static let vector: UInt8 = 0x09
}

/// A BSON UTC datetime: signed milliseconds since the Unix epoch. Kept as an integer so that
/// every BSON date (years before 1 and after 9999 included) round-trips exactly.
public struct BSONDateTime: Sendable, Hashable, Comparable {
    /// Milliseconds since 1970-01-01T00:00:00Z; negative before it.
    public var millisecondsSinceEpoch: Int64

    /// The datetime `millisecondsSinceEpoch` after the Unix epoch.
    public init(millisecondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    /// The date rounded down to whole milliseconds, as MongoDB stores it.
    public init(_ date: Date) {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
        self.millisecondsSinceEpoch =
            Int64(exactly: milliseconds)
            ?? (milliseconds < 0 ? Int64.min : Int64.max)
    }

    /// The current time, in whole milliseconds (a TTL index's field, `$currentDate`'s value).
    public static var now: BSONDateTime { BSONDateTime(Date()) }

    /// The datetime as a Foundation `Date`.
    public var date: Date { Date(timeIntervalSince1970: Double(millisecondsSinceEpoch) / 1000) }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: BSONDateTime, rhs: BSONDateTime) -> Bool {
        lhs.millisecondsSinceEpoch < rhs.millisecondsSinceEpoch
    }
}

/// A BSON timestamp: seconds and an ordinal within the second (MongoDB's oplog clock).
public struct BSONTimestamp: Sendable, Hashable, Comparable {
    /// Seconds since the Unix epoch.
    public var seconds: UInt32
    /// The ordinal of the operation within its second.
    public var increment: UInt32

    /// The timestamp of the `increment`th operation in the second `seconds`.
    public init(seconds: UInt32, increment: UInt32) {
        self.seconds = seconds
        self.increment = increment
    }

    /// The 64-bit form BSON stores: seconds in the high half.
    public var value: UInt64 { UInt64(seconds) << 32 | UInt64(increment) }

    /// The timestamp whose 64-bit value is `value`: seconds in the high half, increment in the low.
    public init(value: UInt64) {
        self.init(seconds: UInt32(truncatingIfNeeded: value >> 32), increment: UInt32(truncatingIfNeeded: value))
    }

    /// Whether `lhs` comes before `rhs`: by seconds, then by increment.
    public static func < (lhs: BSONTimestamp, rhs: BSONTimestamp) -> Bool { lhs.value < rhs.value }
}

/// A BSON regular expression: a pattern and its option letters (stored sorted, as BSON requires).
public struct BSONRegularExpression: Sendable, Hashable {
    /// The pattern, in PCRE syntax.
    public var pattern: String
    /// The option letters (`i`, `m`, `s`, `x`, `u`), kept sorted as BSON requires.
    public var options: String

    /// Keeps the options' letters sorted alphabetically, as the BSON spec requires of encoders.
    public init(pattern: String, options: String = "") {
        self.pattern = pattern
        self.options = String(options.sorted())
    }
}

/// The deprecated DBPointer type: a namespace and an ObjectId.
public struct BSONDBPointer: Sendable, Hashable {
    /// The namespace ("database.collection") the pointer names.
    public var namespace: String
    /// The `_id` of the document the pointer names.
    public var id: ObjectId

    /// A pointer to the document `id` of `namespace`.
    public init(namespace: String, id: ObjectId) {
        self.namespace = namespace
        self.id = id
    }
}

/// JavaScript code with a scope document (deprecated in MongoDB, still storable).
public struct BSONCodeWithScope: Sendable, Hashable {
    /// The JavaScript code.
    public var code: String
    /// The variables the code runs with.
    public var scope: Document

    /// `code` with its `scope`.
    public init(code: String, scope: Document) {
        self.code = code
        self.scope = scope
    }
}
