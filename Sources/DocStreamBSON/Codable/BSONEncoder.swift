import Foundation

/// Encodes `Encodable` values as BSON documents, appending each field's bytes as it is
/// encoded (no intermediate dictionaries).
///
/// How Swift values become BSON:
/// - `ObjectId`, `Decimal128`, `Document`, `BSONValue` and the other BSON value types as
///   themselves; `Date` as a UTC datetime, `Data` as binary (subtype 0) and `UUID` as binary
///   subtype 4 by default (see the strategies); `URL` as its string; `Foundation.Decimal` as
///   decimal128;
/// - `Int`, `Int64`, `UInt32` as int64, `Int32` and the smaller integers as int32 (a `UInt64`
///   above `Int64.max` cannot be stored and fails); `Double` and `Float` as double;
/// - structs and classes as embedded documents, arrays and sets as arrays, dictionaries with
///   `String` keys as documents (keys sorted, so equal dictionaries give equal documents);
/// - enums by their raw value (Swift's `RawRepresentable` coding);
/// - a nil optional as a missing field (`nilEncodingStrategy = .omit`, the default) or as
///   null (`.null`).
///
/// ```swift
/// struct Dog: Codable { var _id: ObjectId; var name: String; var age: Int }
/// let document = try BSONEncoder().encode(Dog(_id: ObjectId(), name: "Rex", age: 3))
/// // {_id: ObjectId(...), name: "Rex", age: NumberLong(3)}
/// ```
public struct BSONEncoder: Sendable {
    /// How property names become field names.
    public enum KeyEncodingStrategy: Sendable {
        /// The property names as they are.
        case useDefaultKeys
        /// `storeNumber` -> `store_number`, as Foundation's JSONEncoder converts them.
        case convertToSnakeCase
        /// The key for the last element of the coding path (the key being encoded).
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Date` values are stored.
    public enum DateEncodingStrategy: Sendable {
        /// A BSON UTC datetime (milliseconds since the epoch, rounded down), as MongoDB and
        /// the Realm SDK store dates. The default.
        case bsonDateTime
        /// A double of seconds since 1970.
        case secondsSince1970
        /// An int64 of whole milliseconds since 1970 (rounded down).
        case millisecondsSince1970
        /// An ISO 8601 string with milliseconds, `2024-08-01T09:30:00.000Z`.
        case iso8601
        /// A string made by the formatter.
        case formatted(DateFormatter)
        /// Whatever the closure encodes with the encoder it is given.
        case custom(@Sendable (Date, any Encoder) throws -> Void)
    }

    /// How `Data` values are stored.
    public enum DataEncodingStrategy: Sendable {
        /// BSON binary, subtype 0 (generic). The default.
        case binary
        /// A base64 string.
        case base64
        /// Whatever the closure encodes with the encoder it is given.
        case custom(@Sendable (Data, any Encoder) throws -> Void)
    }

    /// How a nil optional property is stored.
    public enum NilEncodingStrategy: Sendable {
        /// The field is left out (missing), as Swift's synthesized `encodeIfPresent` asks. The
        /// default; `{$exists: false}` finds such documents.
        case omit
        /// The field is written as BSON null; `{field: null}` finds it either way.
        case null
    }

    /// How coding keys map to field names.
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    /// How `Date` values are written.
    public var dateEncodingStrategy: DateEncodingStrategy = .bsonDateTime
    /// How `Data` values are written.
    public var dataEncodingStrategy: DataEncodingStrategy = .binary
    /// What a nil optional becomes.
    public var nilEncodingStrategy: NilEncodingStrategy = .omit
    /// Values handed to `encode(to:)` implementations through `Encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// An encoder with the default strategies.
    public init() {}

    /// The value as a document.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value that does not encode as a document
    ///   (an `Int`, an array), or one BSON cannot hold (an integer past Int64, a `Decimal`
    ///   without a decimal128 form, a key with a NUL byte, nesting deeper than BSON's limit),
    ///   naming the coding path; the error of the value's own `encode(to:)`.
    public func encode<T: Encodable>(_ value: T) throws -> Document {
        let encoded = try BSONEncodingContext(options: self).encodeTopLevel(value)
        guard case .document(let document) = encoded else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "\(T.self) encodes as BSON \(encoded.type.alias), not as a document"))
        }
        return document
    }

    /// The values as documents, in order.
    ///
    /// - Throws: As `encode(_:)`, for the first value that fails.
    public func encode<T: Encodable>(_ values: some Sequence<T>) throws -> [Document] {
        try values.map { try encode($0) }
    }

    /// The value as any BSON value: a document, an array or a single value.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value BSON cannot hold; the error of the
    ///   value's own `encode(to:)`.
    public func encodeValue<T: Encodable>(_ value: T) throws -> BSONValue {
        try BSONEncodingContext(options: self).encodeTopLevel(value)
    }
}
