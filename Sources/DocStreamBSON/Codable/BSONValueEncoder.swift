import Foundation

/// The settings of one `BSONEncoder.encode` call and the conversions every container shares.
struct BSONEncodingContext {
    let options: BSONEncoder
    let userInfo: [CodingUserInfoKey: Any]

    init(options: BSONEncoder) {
        self.options = options
        userInfo = options.userInfo
    }

    func encodeTopLevel<T: Encodable>(_ value: T) throws -> BSONValue {
        switch try element(for: value, parentPath: [], key: nil) {
        case .value(let value):
            return value
        case .container(let storage):
            let bytes = try Self.finished(storage, at: [], value: value)
            return storage.isArray
                ? .array(try Document(bsonBytes: bytes).map(\.value))
                : .document(Document(validatedBytes: bytes))
        }
    }

    /// Encodes `value`, found at `key` under `parentPath` (the path is put together only when
    /// needed): the BSON and Foundation types by their BSON form, anything else through its
    /// `encode(to:)`.
    func element<T: Encodable>(for value: T, parentPath: [any CodingKey], key: (any CodingKey)?) throws -> BSONEncodedElement {
        let codingPath = { key.map { parentPath + [$0] } ?? parentPath }
        if let direct = try directElement(for: value, at: codingPath) { return direct }
        // A recursive type can nest without end; stop where no reader would take the result,
        // before the recursion runs out of stack.
        guard parentPath.count < BSONLimits.maxNestingDepth else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath(), debugDescription: "the value nests deeper than \(BSONLimits.maxNestingDepth) levels"))
        }
        let encoder = BSONValueEncoder(context: self, parentPath: parentPath, key: key)
        if let dictionary = value as? any BSONSortedDictionaryEncodable {
            try dictionary.encodeSorted(to: encoder)
        } else {
            try value.encode(to: encoder)
        }
        // A value that encodes nothing is an empty document, as JSONEncoder makes it `{}`.
        return encoder.result ?? .container(BSONEncodingStorage(isArray: false))
    }

    private func directElement<T: Encodable>(for value: T, at codingPath: () -> [any CodingKey]) throws -> BSONEncodedElement? {
        switch value {
        case let bson as any BSONValueRepresentable:
            return .value(bson.bsonValue)
        case let date as Date:
            return try encode(date, at: codingPath())
        case let data as Data:
            switch options.dataEncodingStrategy {
            case .binary: return .value(.binary(BSONBinary(subtype: BSONBinary.generic, data: Array(data))))
            case .base64: return .value(.string(data.base64EncodedString()))
            case .custom(let encode): return try custom(at: codingPath()) { try encode(data, $0) }
            }
        case let uuid as UUID:
            return .value(.binary(BSONBinary(uuid)))
        case let url as URL:
            return .value(.string(url.absoluteString))
        case let decimal as Decimal:
            guard let decimal128 = Decimal128(decimal.description) else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: codingPath(), debugDescription: "Decimal \(decimal) has no decimal128 form"))
            }
            return .value(.decimal128(decimal128))
        default:
            return nil
        }
    }

    private func encode(_ date: Date, at codingPath: [any CodingKey]) throws -> BSONEncodedElement {
        switch options.dateEncodingStrategy {
        case .bsonDateTime:
            return .value(.datetime(BSONDateTime(date)))
        case .secondsSince1970:
            return .value(.double(date.timeIntervalSince1970))
        case .millisecondsSince1970:
            return .value(.int64(BSONDateTime(date).millisecondsSinceEpoch))
        case .iso8601:
            var text: [UInt8] = []
            ISO8601DateText.write(BSONDateTime(date).millisecondsSinceEpoch, into: &text)
            return .value(.string(String(decoding: text, as: UTF8.self)))
        case .formatted(let formatter):
            return .value(.string(formatter.string(from: date)))
        case .custom(let encode):
            return try custom(at: codingPath) { try encode(date, $0) }
        }
    }

    /// What a custom strategy's closure encodes (an empty document when it encodes nothing).
    private func custom(at codingPath: [any CodingKey], _ body: (any Encoder) throws -> Void) throws -> BSONEncodedElement {
        let encoder = BSONValueEncoder(context: self, parentPath: codingPath, key: nil)
        try body(encoder)
        return encoder.result ?? .container(BSONEncodingStorage(isArray: false))
    }

    /// The field name for `key` under the key strategy.
    func fieldName(for key: some CodingKey, at codingPath: [any CodingKey]) -> String {
        switch options.keyEncodingStrategy {
        case .useDefaultKeys: key.stringValue
        case .convertToSnakeCase: BSONKeyConversion.snakeCase(key.stringValue)
        case .custom(let convert): convert(codingPath + [key]).stringValue
        }
    }

    /// The storage's bytes; a byte-level failure becomes an EncodingError at `codingPath`.
    static func finished(_ storage: BSONEncodingStorage, at codingPath: [any CodingKey], value: Any) throws -> [UInt8] {
        do {
            return try storage.finishedBytes()
        } catch BSONEncodingFailure.invalid(let reason) {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: reason))
        }
    }
}

/// The `Encoder` handed to `encode(to:)`: it records the one value or container the type
/// encodes itself as.
final class BSONValueEncoder: Encoder {
    let context: BSONEncodingContext
    private let parentPath: [any CodingKey]
    private let key: (any CodingKey)?
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }
    private(set) var result: BSONEncodedElement?

    var codingPath: [any CodingKey] { key.map { parentPath + [$0] } ?? parentPath }

    init(context: BSONEncodingContext, parentPath: [any CodingKey], key: (any CodingKey)?) {
        self.context = context
        self.parentPath = parentPath
        self.key = key
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(BSONKeyedEncodingContainer<Key>(context: context, codingPath: codingPath, storage: storage(isArray: false)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        BSONUnkeyedEncodingContainer(context: context, codingPath: codingPath, storage: storage(isArray: true))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        BSONSingleValueEncodingContainer(encoder: self)
    }

    func setResult(_ element: BSONEncodedElement) {
        result = element
    }

    /// The container's storage: asked for twice, the same one (as JSONEncoder allows).
    private func storage(isArray: Bool) -> BSONEncodingStorage {
        if case .container(let existing)? = result, existing.isArray == isArray { return existing }
        let storage = BSONEncodingStorage(isArray: isArray)
        result = .container(storage)
        return storage
    }
}

/// The conversions the three container kinds share: Swift scalars to BSON values.
protocol BSONEncodingContainerSupport {
    var context: BSONEncodingContext { get }
}

extension BSONEncodingContainerSupport {
    func integer<T: FixedWidthInteger>(_ value: T, at codingPath: @autoclosure () -> [any CodingKey]) throws -> BSONValue {
        if T.bitWidth < 32 || T.self == Int32.self { return .int32(Int32(value)) }
        guard let wide = Int64(exactly: value) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath(), debugDescription: "\(T.self) \(value) does not fit BSON's int64"))
        }
        return .int64(wide)
    }

    func failure(_ error: BSONEncodingFailure, value: Any, at codingPath: [any CodingKey]) -> EncodingError {
        switch error {
        case .invalid(let reason): EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: reason))
        }
    }
}

struct BSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol, BSONEncodingContainerSupport {
    let context: BSONEncodingContext
    let codingPath: [any CodingKey]
    let storage: BSONEncodingStorage

    private func append(_ value: @autoclosure () throws -> BSONEncodedElement, forKey key: Key, original: @autoclosure () -> Any) throws {
        let name = context.fieldName(for: key, at: codingPath)
        do {
            try storage.append(.name(name), try value())
        } catch let error as BSONEncodingFailure {
            throw failure(error, value: original(), at: codingPath + [key])
        }
    }

    mutating func encodeNil(forKey key: Key) throws { try append(.value(.null), forKey: key, original: Optional<Int>.none as Any) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try append(.value(.bool(value)), forKey: key, original: value) }
    mutating func encode(_ value: String, forKey key: Key) throws { try append(.value(.string(value)), forKey: key, original: value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try append(.value(.double(value)), forKey: key, original: value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try append(.value(.double(Double(value))), forKey: key, original: value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeInteger(value, forKey: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try append(try context.element(for: value, parentPath: codingPath, key: key), forKey: key, original: value)
    }

    private func encodeInteger<T: FixedWidthInteger>(_ value: T, forKey key: Key) throws {
        try append(.value(try integer(value, at: codingPath + [key])), forKey: key, original: value)
    }

    // Synthesized code writes optionals with encodeIfPresent: nil is left out, or written as
    // null under `NilEncodingStrategy.null`.
    private mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key, _ encode: (inout Self, T) throws -> Void) throws {
        if let value {
            try encode(&self, value)
        } else if case .null = context.options.nilEncodingStrategy {
            try encodeNil(forKey: key)
        }
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) } }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        try encodeIfPresent(value, forKey: key) { try $0.encode($1, forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = BSONEncodingStorage(isArray: false)
        storage.appendDeferred(.name(context.fieldName(for: key, at: codingPath))) { .container(nested) }
        return KeyedEncodingContainer(BSONKeyedEncodingContainer<NestedKey>(context: context, codingPath: codingPath + [key], storage: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = BSONEncodingStorage(isArray: true)
        storage.appendDeferred(.name(context.fieldName(for: key, at: codingPath))) { .container(nested) }
        return BSONUnkeyedEncodingContainer(context: context, codingPath: codingPath + [key], storage: nested)
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: "super", key: BSONCodingKey(stringValue: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: context.fieldName(for: key, at: codingPath), key: key)
    }

    private func superEncoder(named name: String, key: any CodingKey) -> any Encoder {
        let encoder = BSONValueEncoder(context: context, parentPath: codingPath, key: key)
        storage.appendDeferred(.name(name)) { encoder.result ?? .container(BSONEncodingStorage(isArray: false)) }
        return encoder
    }
}

struct BSONUnkeyedEncodingContainer: UnkeyedEncodingContainer, BSONEncodingContainerSupport {
    let context: BSONEncodingContext
    let codingPath: [any CodingKey]
    let storage: BSONEncodingStorage

    var count: Int { storage.count }

    private var nextKey: BSONCodingKey { BSONCodingKey(intValue: storage.count) }

    private func append(_ value: @autoclosure () throws -> BSONEncodedElement, original: @autoclosure () -> Any) throws {
        do {
            try storage.append(storage.nextIndexKey, try value())
        } catch let error as BSONEncodingFailure {
            throw failure(error, value: original(), at: codingPath + [nextKey])
        }
    }

    mutating func encodeNil() throws { try append(.value(.null), original: Optional<Int>.none as Any) }
    mutating func encode(_ value: Bool) throws { try append(.value(.bool(value)), original: value) }
    mutating func encode(_ value: String) throws { try append(.value(.string(value)), original: value) }
    mutating func encode(_ value: Double) throws { try append(.value(.double(value)), original: value) }
    mutating func encode(_ value: Float) throws { try append(.value(.double(Double(value))), original: value) }
    mutating func encode(_ value: Int) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int8) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int16) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int32) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int64) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try encodeInteger(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try append(try context.element(for: value, parentPath: codingPath, key: nextKey), original: value)
    }

    private func encodeInteger<T: FixedWidthInteger>(_ value: T) throws {
        try append(.value(try integer(value, at: codingPath + [nextKey])), original: value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let key = nextKey
        let nested = BSONEncodingStorage(isArray: false)
        storage.appendDeferred(storage.nextIndexKey) { .container(nested) }
        return KeyedEncodingContainer(BSONKeyedEncodingContainer<NestedKey>(context: context, codingPath: codingPath + [key], storage: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = nextKey
        let nested = BSONEncodingStorage(isArray: true)
        storage.appendDeferred(storage.nextIndexKey) { .container(nested) }
        return BSONUnkeyedEncodingContainer(context: context, codingPath: codingPath + [key], storage: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = BSONValueEncoder(context: context, parentPath: codingPath, key: nextKey)
        storage.appendDeferred(storage.nextIndexKey) { encoder.result ?? .container(BSONEncodingStorage(isArray: false)) }
        return encoder
    }
}

struct BSONSingleValueEncodingContainer: SingleValueEncodingContainer, BSONEncodingContainerSupport {
    let encoder: BSONValueEncoder
    var context: BSONEncodingContext { encoder.context }
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.setResult(.value(.null)) }
    mutating func encode(_ value: Bool) throws { encoder.setResult(.value(.bool(value))) }
    mutating func encode(_ value: String) throws { encoder.setResult(.value(.string(value))) }
    mutating func encode(_ value: Double) throws { encoder.setResult(.value(.double(value))) }
    mutating func encode(_ value: Float) throws { encoder.setResult(.value(.double(Double(value)))) }
    mutating func encode(_ value: Int) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int8) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int16) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int32) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int64) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try encodeInteger(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.setResult(try context.element(for: value, parentPath: codingPath, key: nil))
    }

    private func encodeInteger<T: FixedWidthInteger>(_ value: T) throws {
        encoder.setResult(.value(try integer(value, at: codingPath)))
    }
}

/// `[String: Value]` encodes with its keys sorted, so equal dictionaries give equal documents.
protocol BSONSortedDictionaryEncodable {
    func encodeSorted(to encoder: any Encoder) throws
}

extension Dictionary: BSONSortedDictionaryEncodable where Key == String, Value: Encodable {
    func encodeSorted(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: BSONCodingKey.self)
        for key in keys.sorted() {
            try container.encode(self[key]!, forKey: BSONCodingKey(stringValue: key))
        }
    }
}
