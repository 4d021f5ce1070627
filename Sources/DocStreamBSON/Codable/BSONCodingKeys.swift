import Foundation

/// A coding key for array indexes, dictionary keys and `super`. An index's text is made only
/// when asked for (coding paths are built for every array element).
struct BSONCodingKey: CodingKey {
    private let name: String?
    let intValue: Int?

    var stringValue: String { name ?? String(intValue!) }

    init(stringValue: String) {
        name = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        name = nil
        self.intValue = intValue
    }
}

/// Foundation's JSON coders' snake case conversions, so a model shared with JSON APIs
/// names its fields the same way in BSON.
enum BSONKeyConversion {
    /// `storeNumber` -> `store_number`, `myURLProperty` -> `my_url_property`: words split
    /// where lowercase turns to uppercase and before the last capital of a run of capitals.
    static func snakeCase(_ key: String) -> String {
        guard !key.isEmpty else { return key }
        var words: [Range<String.Index>] = []
        var wordStart = key.startIndex
        var searchRange = key.index(after: wordStart)..<key.endIndex
        while let upperCase = key.rangeOfCharacter(from: .uppercaseLetters, range: searchRange) {
            words.append(wordStart..<upperCase.lowerBound)
            searchRange = upperCase.lowerBound..<searchRange.upperBound
            guard let lowerCase = key.rangeOfCharacter(from: .lowercaseLetters, range: searchRange) else {
                wordStart = searchRange.lowerBound
                break
            }
            if lowerCase.lowerBound == key.index(after: upperCase.lowerBound) {
                wordStart = upperCase.lowerBound
            } else {
                // A run of capitals is a word of its own, up to the capital that starts the next.
                let beforeLowerCase = key.index(before: lowerCase.lowerBound)
                words.append(upperCase.lowerBound..<beforeLowerCase)
                wordStart = beforeLowerCase
            }
            searchRange = lowerCase.upperBound..<searchRange.upperBound
        }
        words.append(wordStart..<searchRange.upperBound)
        return words.map { key[$0].lowercased() }.joined(separator: "_")
    }

    /// `store_number` -> `storeNumber`; leading and trailing underscores stay (`_id`).
    static func camelCase(fromSnakeCase key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        var last = key.index(before: key.endIndex)
        while last > first && key[last] == "_" { key.formIndex(before: &last) }
        let components = key[first...last].split(separator: "_")
        let joined =
            components.count == 1
            ? String(key[first...last])
            : ([components[0].lowercased()] + components.dropFirst().map { $0.capitalized }).joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }
}

/// A type that is a BSON value of its own: the coders write and read it as that value
/// instead of through its `Codable` conformance (which serves other coders).
protocol BSONValueRepresentable {
    var bsonValue: BSONValue { get }
    /// The value from its BSON form; nil when `value` is of another type.
    init?(bsonValue value: BSONValue)
}

extension BSONValue: BSONValueRepresentable {
    var bsonValue: BSONValue { self }
    init?(bsonValue value: BSONValue) { self = value }
}

extension Document: BSONValueRepresentable {
    var bsonValue: BSONValue { .document(self) }
    init?(bsonValue value: BSONValue) {
        guard case .document(let document) = value else { return nil }
        self = document
    }
}

extension ObjectId: BSONValueRepresentable {
    var bsonValue: BSONValue { .objectId(self) }
    init?(bsonValue value: BSONValue) {
        guard case .objectId(let id) = value else { return nil }
        self = id
    }
}

extension Decimal128: BSONValueRepresentable {
    var bsonValue: BSONValue { .decimal128(self) }
    init?(bsonValue value: BSONValue) {
        guard case .decimal128(let decimal) = value else { return nil }
        self = decimal
    }
}

extension BSONDateTime: BSONValueRepresentable {
    var bsonValue: BSONValue { .datetime(self) }
    init?(bsonValue value: BSONValue) {
        guard case .datetime(let date) = value else { return nil }
        self = date
    }
}

extension BSONBinary: BSONValueRepresentable {
    var bsonValue: BSONValue { .binary(self) }
    init?(bsonValue value: BSONValue) {
        guard case .binary(let binary) = value else { return nil }
        self = binary
    }

    /// A UUID as BSON stores it: binary subtype 4, the 16 bytes in order.
    public init(_ uuid: UUID) {
        self.init(subtype: BSONBinary.uuid, data: withUnsafeBytes(of: uuid.uuid) { Array($0) })
    }

    /// The UUID this binary holds: subtype 4 (or the legacy subtype 3) of 16 bytes.
    public var uuid: UUID? {
        guard subtype == BSONBinary.uuid || subtype == BSONBinary.oldUUID, data.count == 16 else { return nil }
        var uuid = UUID().uuid
        withUnsafeMutableBytes(of: &uuid) { $0.copyBytes(from: data) }
        return UUID(uuid: uuid)
    }
}

extension BSONTimestamp: BSONValueRepresentable {
    var bsonValue: BSONValue { .timestamp(self) }
    init?(bsonValue value: BSONValue) {
        guard case .timestamp(let timestamp) = value else { return nil }
        self = timestamp
    }
}

extension BSONRegularExpression: BSONValueRepresentable {
    var bsonValue: BSONValue { .regex(self) }
    init?(bsonValue value: BSONValue) {
        guard case .regex(let regex) = value else { return nil }
        self = regex
    }
}

extension BSONDBPointer: BSONValueRepresentable {
    var bsonValue: BSONValue { .dbPointer(self) }
    init?(bsonValue value: BSONValue) {
        guard case .dbPointer(let pointer) = value else { return nil }
        self = pointer
    }
}

extension BSONCodeWithScope: BSONValueRepresentable {
    var bsonValue: BSONValue { .javascriptWithScope(self) }
    init?(bsonValue value: BSONValue) {
        guard case .javascriptWithScope(let code) = value else { return nil }
        self = code
    }
}
