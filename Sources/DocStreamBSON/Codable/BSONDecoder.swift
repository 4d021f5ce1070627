import Foundation

/// Decodes `Decodable` values from BSON documents, reading each field from the document's
/// bytes as it is asked for.
///
/// Reading numbers follows what a MongoDB user expects: an integer property reads an int32,
/// an int64, an integral double or an integral decimal128 of any of its values, and refuses a
/// fraction or a value out of its range (`DecodingError.dataCorrupted`); a `Double` reads any
/// number that it holds exactly. A missing field or null decodes as nil for an optional
/// property. Errors carry the coding path and the BSON type found:
///
/// ```swift
/// struct Dog: Codable { var name: String; var age: Int }
/// let dog = try BSONDecoder().decode(Dog.self, from: ["name": "Rex", "age": .int32(3)])
/// try BSONDecoder().decode(Dog.self, from: ["name": "Rex", "age": "three"])
/// // DecodingError.typeMismatch(Int, "age": expected Int but found BSON string "three")
/// ```
public struct BSONDecoder: Sendable {
    /// How field names become property names.
    public enum KeyDecodingStrategy: Sendable {
        /// The coding keys as they are.
        case useDefaultKeys
        /// `store_number` -> `storeNumber`, as Foundation's JSONDecoder converts them.
        case convertFromSnakeCase
        /// The property key for a field: the last element of the path is the field's name.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Date` values are read.
    public enum DateDecodingStrategy: Sendable {
        /// From a BSON UTC datetime. The default.
        case bsonDateTime
        /// From a number of seconds since 1970.
        case secondsSince1970
        /// From a number of milliseconds since 1970.
        case millisecondsSince1970
        /// From an ISO 8601 string (`2024-08-01T09:30:00Z`, fractions and offsets allowed).
        case iso8601
        /// From a string the formatter reads.
        case formatted(DateFormatter)
        /// By a function of the decoder of the value.
        case custom(@Sendable (any Decoder) throws -> Date)
    }

    /// How `Data` values are read.
    public enum DataDecodingStrategy: Sendable {
        /// From BSON binary of any subtype. The default.
        case binary
        /// From a base64 string.
        case base64
        /// By a function of the decoder of the value.
        case custom(@Sendable (any Decoder) throws -> Data)
    }

    /// How field names map to coding keys.
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// How `Date` values are read.
    public var dateDecodingStrategy: DateDecodingStrategy = .bsonDateTime
    /// How `Data` values are read.
    public var dataDecodingStrategy: DataDecodingStrategy = .binary
    /// Values handed to `init(from:)` implementations through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// A decoder with the default strategies.
    public init() {}

    /// The value the document holds.
    ///
    /// - Throws: `DecodingError` naming the coding path: `typeMismatch` for a field of
    ///   another BSON type, `keyNotFound` for a missing field of a non-optional property,
    ///   `dataCorrupted` for a value out of the type's range; the error of the type's own
    ///   `init(from:)`.
    public func decode<T: Decodable>(_ type: T.Type, from document: Document) throws -> T {
        let root = RawElement(typeByte: BSONType.document.rawValue, keyRange: 0..<0, valueRange: 0..<document.bytes.count)
        return try BSONDecodingContext(options: self, bytes: document.bytes).decode(type, from: root, at: [])
    }

    /// The value a BSON value holds (a document, an array or a single value).
    ///
    /// - Throws: As `decode(_:from:)`.
    public func decode<T: Decodable>(_ type: T.Type, fromValue value: BSONValue) throws -> T {
        if case .document(let document) = value { return try decode(type, from: document) }
        // The value is read where it stands as the one field of a document.
        let wrapper: Document = ["": value]
        let element = wrapper.bytes.withUnsafeBytes { buffer -> RawElement in
            var walker = BSONElementWalker(validated: buffer)
            return walker.nextValidated()!
        }
        return try BSONDecodingContext(options: self, bytes: wrapper.bytes).decode(type, from: element, at: [])
    }
}
