import Foundation

/// The settings of one `BSONDecoder.decode` call, the bytes of the document being read (every
/// container shares them; nothing nested is copied) and the conversions the containers share.
struct BSONDecodingContext {
    let options: BSONDecoder
    let userInfo: [CodingUserInfoKey: Any]
    /// The whole document being decoded; elements are located in it.
    let bytes: [UInt8]

    init(options: BSONDecoder, bytes: [UInt8]) {
        self.options = options
        userInfo = options.userInfo
        self.bytes = bytes
    }

    // MARK: Reading elements

    func type(of element: RawElement) -> BSONType { BSONType(rawValue: element.typeByte)! }

    /// The element as a `BSONValue` (for the BSON value types and for messages).
    func value(of element: RawElement) -> BSONValue {
        bytes.withUnsafeBytes { buffer in
            do {
                return try BSONValueDecoder(buffer: buffer).value(of: element, depth: 0)
            } catch {
                preconditionFailure("document bytes are validated when the document is made: \(error)")
            }
        }
    }

    /// The elements of the document or array `element` holds.
    func children(of element: RawElement) -> [RawElement] {
        bytes.withUnsafeBytes { buffer in
            var walker = BSONElementWalker(validated: buffer, start: element.valueRange.lowerBound)
            var children: [RawElement] = []
            // One allocation for a typical model's fields instead of one per doubling.
            children.reserveCapacity(16)
            while let child = walker.nextValidated() { children.append(child) }
            return children
        }
    }

    func key(of element: RawElement) -> String {
        bytes.withUnsafeBytes { $0.string(in: element.keyRange) }
    }

    /// Whether the element's key is `name`, compared byte by byte.
    func key(of element: RawElement, equals name: String) -> Bool {
        bytes.withUnsafeBytes { name.utf8.elementsEqual($0[element.keyRange]) }
    }

    // MARK: Values

    /// Decodes `type` from the element: the BSON and Foundation types from their BSON form,
    /// any other type through its `init(from:)`.
    func decode<T: Decodable>(_ type: T.Type, from element: RawElement, at lazyPath: @autoclosure () -> [any CodingKey]) throws -> T {
        // The path is built only for a nested decoder or an error: most fields need neither.
        var codingPath: [any CodingKey] { lazyPath() }
        if let representable = T.self as? any BSONValueRepresentable.Type {
            guard let decoded = representable.init(bsonValue: value(of: element)) else {
                throw mismatch(T.self, element, at: codingPath)
            }
            // T is the type `representable` names.
            return decoded as! T
        }
        if T.self == Date.self { return try decodeDate(element, at: codingPath) as! T }
        if T.self == Data.self { return try decodeData(element, at: codingPath) as! T }
        if T.self == UUID.self {
            guard case .binary(let binary) = value(of: element), let uuid = binary.uuid else {
                throw mismatch(UUID.self, element, at: codingPath, expected: "binary subtype 4 of 16 bytes")
            }
            return uuid as! T
        }
        if T.self == URL.self {
            let text = try decodeString(element, at: codingPath)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "\(text.debugDescription) is not a URL"))
            }
            return url as! T
        }
        if T.self == Decimal.self { return try decodeDecimal(element, at: codingPath) as! T }
        // A document built in memory can nest without end; stop where no stored one reaches,
        // before the type's recursion runs out of stack.
        let nestedPath = codingPath
        guard nestedPath.count < BSONLimits.maxNestingDepth else {
            throw corrupted("the document nests deeper than \(BSONLimits.maxNestingDepth) levels", at: nestedPath)
        }
        return try T(from: BSONElementDecoder(context: self, element: element, codingPath: nestedPath))
    }

    func decodeNil(_ element: RawElement) -> Bool {
        let type = type(of: element)
        return type == .null || type == .undefined
    }

    func decodeBool(_ element: RawElement, at codingPath: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard case .bool(let flag) = value(of: element) else { throw mismatch(Bool.self, element, at: codingPath()) }
        return flag
    }

    func decodeString(_ element: RawElement, at codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
        switch value(of: element) {
        case .string(let text), .symbol(let text): return text
        default: throw mismatch(String.self, element, at: codingPath())
        }
    }

    /// An integer of type T from any BSON number that holds one of T's values exactly.
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, _ element: RawElement, at codingPath: @autoclosure () -> [any CodingKey]) throws -> T {
        let value = value(of: element)
        let converted: T?
        switch value {
        case .int32(let integer): converted = T(exactly: integer)
        case .int64(let integer): converted = T(exactly: integer)
        case .double(let number):
            guard number.isFinite, number.rounded(.towardZero) == number else {
                throw corrupted("BSON double \(value.extendedJSON(.relaxed)) is not an integer, so it cannot be decoded as \(T.self)", at: codingPath())
            }
            converted = T(exactly: number)
        case .decimal128(let decimal):
            guard let (integer, isExact) = decimal.int64Truncating, isExact else {
                throw corrupted("BSON decimal \(decimal) is not an integer within int64, so it cannot be decoded as \(T.self)", at: codingPath())
            }
            converted = T(exactly: integer)
        default:
            throw mismatch(T.self, element, at: codingPath())
        }
        guard let converted else {
            throw corrupted("BSON \(value.type.alias) \(value.extendedJSON(.relaxed)) does not fit \(T.self)", at: codingPath())
        }
        return converted
    }

    /// A double from any BSON number it holds exactly.
    func decodeDouble(_ element: RawElement, at codingPath: @autoclosure () -> [any CodingKey]) throws -> Double {
        let value = value(of: element)
        let converted: Double?
        switch value {
        case .double(let number): return number
        case .int32(let integer): return Double(integer)
        case .int64(let integer): converted = Double(exactly: integer)
        case .decimal128(let decimal):
            let (number, isExact) = decimal.doubleValue
            converted = isExact || decimal.isNaN ? number : nil
        default:
            throw mismatch(Double.self, element, at: codingPath())
        }
        guard let converted else {
            throw corrupted("BSON \(value.type.alias) \(value.extendedJSON(.relaxed)) has no exact Double value", at: codingPath())
        }
        return converted
    }

    /// A float from any BSON number within Float's range (rounded, as JSONDecoder rounds).
    func decodeFloat(_ element: RawElement, at codingPath: @autoclosure () -> [any CodingKey]) throws -> Float {
        let number: Double
        switch value(of: element) {
        case .decimal128(let decimal): number = decimal.doubleValue.value
        case .int64(let integer): number = Double(integer)
        default: number = try decodeDouble(element, at: codingPath())
        }
        let float = Float(number)
        guard float.isFinite || !number.isFinite else {
            throw corrupted("BSON \(type(of: element).alias) \(number) does not fit Float", at: codingPath())
        }
        return float
    }

    private func decodeDate(_ element: RawElement, at codingPath: [any CodingKey]) throws -> Date {
        switch options.dateDecodingStrategy {
        case .bsonDateTime:
            guard case .datetime(let date) = value(of: element) else {
                throw mismatch(Date.self, element, at: codingPath, expected: "date")
            }
            return date.date
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try decodeNumber(Date.self, element, at: codingPath))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try decodeNumber(Date.self, element, at: codingPath) / 1000)
        case .iso8601:
            let text = try decodeString(element, at: codingPath)
            guard let date = Self.iso8601Date(text) else {
                throw corrupted("\(text.debugDescription) is not an ISO 8601 date", at: codingPath)
            }
            return date
        case .formatted(let formatter):
            let text = try decodeString(element, at: codingPath)
            guard let date = formatter.date(from: text) else {
                throw corrupted("\(text.debugDescription) does not match the date formatter's format", at: codingPath)
            }
            return date
        case .custom(let decode):
            return try decode(BSONElementDecoder(context: self, element: element, codingPath: codingPath))
        }
    }

    private static func iso8601Date(_ text: String) -> Date? {
        let withFractions = ISO8601DateFormatter()
        withFractions.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return withFractions.date(from: text) ?? ISO8601DateFormatter().date(from: text)
    }

    /// Any BSON number as a double, for dates stored as numbers.
    private func decodeNumber<T>(_ type: T.Type, _ element: RawElement, at codingPath: [any CodingKey]) throws -> Double {
        guard self.type(of: element).isNumber else { throw mismatch(T.self, element, at: codingPath, expected: "number") }
        return try decodeDouble(element, at: codingPath)
    }

    private func decodeData(_ element: RawElement, at codingPath: [any CodingKey]) throws -> Data {
        switch options.dataDecodingStrategy {
        case .binary:
            guard case .binary(let binary) = value(of: element) else {
                throw mismatch(Data.self, element, at: codingPath, expected: "binData")
            }
            return Data(binary.data)
        case .base64:
            let text = try decodeString(element, at: codingPath)
            guard let data = Data(base64Encoded: text) else {
                throw corrupted("the string is not base64", at: codingPath)
            }
            return data
        case .custom(let decode):
            return try decode(BSONElementDecoder(context: self, element: element, codingPath: codingPath))
        }
    }

    private func decodeDecimal(_ element: RawElement, at codingPath: [any CodingKey]) throws -> Decimal {
        let value = value(of: element)
        guard let decimal = Decimal128(numeric: value), let converted = Decimal(string: decimal.description) else {
            throw mismatch(Decimal.self, element, at: codingPath, expected: "number")
        }
        return converted
    }

    // MARK: Errors

    /// `typeMismatch`, or `valueNotFound` when the element is null: the message names the
    /// type expected and the BSON type found, with the value when it is short.
    func mismatch(_ expectedType: Any.Type, _ element: RawElement, at codingPath: [any CodingKey], expected: String? = nil) -> DecodingError {
        let found = value(of: element)
        let wanted = expected.map { "\(expectedType) (BSON \($0))" } ?? "\(expectedType)"
        if decodeNil(element) {
            return DecodingError.valueNotFound(
                expectedType,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "expected \(wanted) but found BSON \(found.type.alias)"))
        }
        return DecodingError.typeMismatch(
            expectedType,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "expected \(wanted) but found BSON \(found.type.alias)\(Self.shortText(found))"))
    }

    private func corrupted(_ description: String, at codingPath: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }

    /// ` <value>` for scalars whose Extended JSON is short; documents and arrays are left out.
    private static func shortText(_ value: BSONValue) -> String {
        switch value {
        case .document, .array, .binary, .javascriptWithScope: return ""
        default:
            let text = value.extendedJSON(.relaxed)
            return text.count <= 64 ? " \(text)" : ""
        }
    }
}

/// The `Decoder` handed to `init(from:)`: one element of the document being decoded.
final class BSONElementDecoder: Decoder {
    let context: BSONDecodingContext
    let element: RawElement
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    init(context: BSONDecodingContext, element: RawElement, codingPath: [any CodingKey]) {
        self.context = context
        self.element = element
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard context.type(of: element) == .document else {
            throw context.mismatch([String: Any].self, element, at: codingPath, expected: "object")
        }
        return KeyedDecodingContainer(
            BSONKeyedDecodingContainer<Key>(
                context: context, fields: BSONDecodingFields(context: context, document: element, codingPath: codingPath), codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard context.type(of: element) == .array else {
            throw context.mismatch([Any].self, element, at: codingPath, expected: "array")
        }
        return BSONUnkeyedDecodingContainer(context: context, elements: context.children(of: element), codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        BSONSingleValueDecodingContainer(context: context, element: element, codingPath: codingPath)
    }
}

/// The fields of one document, found by name: a cursor remembers where the last name was
/// found, so properties read in the document's order cost one comparison each.
final class BSONDecodingFields {
    let context: BSONDecodingContext
    let elements: [RawElement]
    /// The property names the fields map to under a key strategy; nil without one.
    private let names: [String]?
    private var cursor = 0

    init(context: BSONDecodingContext, document: RawElement, codingPath: [any CodingKey]) {
        self.context = context
        elements = context.children(of: document)
        switch context.options.keyDecodingStrategy {
        case .useDefaultKeys:
            names = nil
        case .convertFromSnakeCase:
            names = elements.map { BSONKeyConversion.camelCase(fromSnakeCase: context.key(of: $0)) }
        case .custom(let convert):
            names = elements.map { convert(codingPath + [BSONCodingKey(stringValue: context.key(of: $0))]).stringValue }
        }
    }

    func name(at index: Int) -> String {
        names?[index] ?? context.key(of: elements[index])
    }

    func element(named name: String) -> RawElement? {
        guard !elements.isEmpty else { return nil }
        for step in 0..<elements.count {
            let index = (cursor + step) % elements.count
            let matches = names.map { $0[index] == name } ?? context.key(of: elements[index], equals: name)
            if matches {
                cursor = index + 1
                return elements[index]
            }
        }
        return nil
    }
}

struct BSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let context: BSONDecodingContext
    let fields: BSONDecodingFields
    let codingPath: [any CodingKey]

    var allKeys: [Key] {
        fields.elements.indices.compactMap { Key(stringValue: fields.name(at: $0)) }
    }

    func contains(_ key: Key) -> Bool {
        fields.element(named: key.stringValue) != nil
    }

    private func element(_ key: Key) throws -> RawElement {
        guard let element = fields.element(named: key.stringValue) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "no field \(key.stringValue.debugDescription) in the document"))
        }
        return element
    }

    func decodeNil(forKey key: Key) throws -> Bool { context.decodeNil(try element(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try context.decodeBool(try element(key), at: codingPath + [key]) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try context.decodeString(try element(key), at: codingPath + [key]) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try context.decodeDouble(try element(key), at: codingPath + [key]) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try context.decodeFloat(try element(key), at: codingPath + [key]) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try context.decode(type, from: try element(key), at: codingPath + [key])
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        try context.decodeInteger(type, try element(key), at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try BSONElementDecoder(context: context, element: try element(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try BSONElementDecoder(context: context, element: try element(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(named: BSONCodingKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder(named: key)
    }

    /// A decoder for the field, or for null when there is none (as JSONDecoder gives one).
    private func superDecoder(named key: some CodingKey) throws -> any Decoder {
        // Null has no payload, so the stand-in reads no bytes.
        let element = fields.element(named: key.stringValue) ?? BSONDecodingContext.nullElement
        return BSONElementDecoder(context: context, element: element, codingPath: codingPath + [key])
    }
}

extension BSONDecodingContext {
    /// A null with no bytes behind it (null has no payload), for a missing super field.
    static let nullElement = RawElement(typeByte: BSONType.null.rawValue, keyRange: 0..<0, valueRange: 0..<0)
}

struct BSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let context: BSONDecodingContext
    let elements: [RawElement]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(context: BSONDecodingContext, elements: [RawElement], codingPath: [any CodingKey]) {
        self.context = context
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private var indexPath: [any CodingKey] { codingPath + [BSONCodingKey(intValue: currentIndex)] }

    /// The next element; the index moves past it only when `read` succeeds. `read` gets the
    /// element's coding path as a closure, so it is built only when needed (errors, nesting).
    private mutating func next<T>(_ type: T.Type, _ read: (RawElement, () -> [any CodingKey]) throws -> T) throws -> T {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: indexPath, debugDescription: "the array has only \(elements.count) elements"))
        }
        let (base, index) = (codingPath, currentIndex)
        let value = try read(elements[currentIndex]) { base + [BSONCodingKey(intValue: index)] }
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, context.decodeNil(elements[currentIndex]) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { [context] in try context.decodeBool($0, at: $1()) } }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) { [context] in try context.decodeString($0, at: $1()) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) { [context] in try context.decodeDouble($0, at: $1()) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) { [context] in try context.decodeFloat($0, at: $1()) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next(type) { [context] in try context.decode(type, from: $0, at: $1()) }
    }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try next(type) { [context] in try context.decodeInteger(type, $0, at: $1()) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next(KeyedDecodingContainer<NestedKey>.self) { [context] in
            try BSONElementDecoder(context: context, element: $0, codingPath: $1()).container(keyedBy: type)
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next((any UnkeyedDecodingContainer).self) { [context] in
            try BSONElementDecoder(context: context, element: $0, codingPath: $1()).unkeyedContainer()
        }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next((any Decoder).self) { [context] in BSONElementDecoder(context: context, element: $0, codingPath: $1()) }
    }
}

struct BSONSingleValueDecodingContainer: SingleValueDecodingContainer {
    let context: BSONDecodingContext
    let element: RawElement
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { context.decodeNil(element) }
    func decode(_ type: Bool.Type) throws -> Bool { try context.decodeBool(element, at: codingPath) }
    func decode(_ type: String.Type) throws -> String { try context.decodeString(element, at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try context.decodeDouble(element, at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try context.decodeFloat(element, at: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try context.decodeInteger(type, element, at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try context.decodeInteger(type, element, at: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try context.decodeInteger(type, element, at: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try context.decodeInteger(type, element, at: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try context.decodeInteger(type, element, at: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try context.decodeInteger(type, element, at: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try context.decodeInteger(type, element, at: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try context.decodeInteger(type, element, at: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try context.decodeInteger(type, element, at: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try context.decodeInteger(type, element, at: codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try context.decode(type, from: element, at: codingPath) }
}
