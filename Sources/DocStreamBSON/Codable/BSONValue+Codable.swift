import Foundation

// The BSON value types are Codable. BSONEncoder and BSONDecoder store each as the BSON value
// it is; other coders (JSONEncoder, property lists) get a plain form: an ObjectId as its hex
// string, a Decimal128 as its text, a datetime as a Date, a document as a keyed container,
// the rest as keyed containers of their parts.

extension BSONValueRepresentable {
    /// Writes the value itself when `encoder` is BSONEncoder's; false for other encoders.
    func encodeAsBSON(to encoder: any Encoder) -> Bool {
        guard let encoder = encoder as? BSONValueEncoder else { return false }
        encoder.setResult(.value(bsonValue))
        return true
    }

    /// The value read as itself when `decoder` is BSONDecoder's; nil for other decoders.
    static func decodedAsBSON(from decoder: any Decoder) throws -> Self? {
        guard let decoder = decoder as? BSONElementDecoder else { return nil }
        guard let value = Self(bsonValue: decoder.context.value(of: decoder.element)) else {
            throw decoder.context.mismatch(Self.self, decoder.element, at: decoder.codingPath)
        }
        return value
    }

    /// For the types with no form outside BSON.
    func encodeOnlyAsBSON(to encoder: any Encoder) throws {
        guard encodeAsBSON(to: encoder) else {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "BSON \(bsonValue.type.alias) has no form outside BSON: encode it with BSONEncoder or as Extended JSON"))
        }
    }

    static func decodedOnlyAsBSON(from decoder: any Decoder) throws -> Self {
        guard let value = try decodedAsBSON(from: decoder) else {
            throw DecodingError.typeMismatch(
                Self.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "\(Self.self) can be read only by BSONDecoder"))
        }
        return value
    }
}

extension ObjectId: Codable {
    public func encode(to encoder: any Encoder) throws {
        guard !encodeAsBSON(to: encoder) else { return }
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    public init(from decoder: any Decoder) throws {
        self = try Self.decoded(from: decoder, text: ObjectId.init, expected: "24 hexadecimal digits")
    }
}

extension Decimal128: Codable {
    public func encode(to encoder: any Encoder) throws {
        guard !encodeAsBSON(to: encoder) else { return }
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: any Decoder) throws {
        self = try Self.decoded(from: decoder, text: Decimal128.init, expected: "a decimal128")
    }
}

extension BSONValueRepresentable {
    /// The value from BSONDecoder, or parsed from the string another decoder gives.
    static func decoded(from decoder: any Decoder, text parse: (String) -> Self?, expected: String) throws -> Self {
        if let value = try decodedAsBSON(from: decoder) { return value }
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = parse(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text.debugDescription) is not \(expected)")
        }
        return value
    }
}

extension BSONDateTime: Codable {
    public func encode(to encoder: any Encoder) throws {
        guard !encodeAsBSON(to: encoder) else { return }
        var container = encoder.singleValueContainer()
        try container.encode(date)
    }

    public init(from decoder: any Decoder) throws {
        if let value = try Self.decodedAsBSON(from: decoder) {
            self = value
            return
        }
        self.init(try decoder.singleValueContainer().decode(Date.self))
    }
}

extension BSONBinary: Codable {
    /// Other coders see the bytes as `Data` (and read them back as subtype 0).
    public func encode(to encoder: any Encoder) throws {
        guard !encodeAsBSON(to: encoder) else { return }
        var container = encoder.singleValueContainer()
        try container.encode(Data(data))
    }

    public init(from decoder: any Decoder) throws {
        if let value = try Self.decodedAsBSON(from: decoder) {
            self = value
            return
        }
        self.init(data: Array(try decoder.singleValueContainer().decode(Data.self)))
    }
}

// Regular expressions, timestamps, DBPointers and code with scope have no form outside BSON,
// as BSONValue has none for them: other coders get an error naming the type.

extension BSONTimestamp: Codable {
    public func encode(to encoder: any Encoder) throws { try encodeOnlyAsBSON(to: encoder) }
    public init(from decoder: any Decoder) throws { self = try Self.decodedOnlyAsBSON(from: decoder) }
}

extension BSONRegularExpression: Codable {
    public func encode(to encoder: any Encoder) throws { try encodeOnlyAsBSON(to: encoder) }
    public init(from decoder: any Decoder) throws { self = try Self.decodedOnlyAsBSON(from: decoder) }
}

extension BSONDBPointer: Codable {
    public func encode(to encoder: any Encoder) throws { try encodeOnlyAsBSON(to: encoder) }
    public init(from decoder: any Decoder) throws { self = try Self.decodedOnlyAsBSON(from: decoder) }
}

extension BSONCodeWithScope: Codable {
    public func encode(to encoder: any Encoder) throws { try encodeOnlyAsBSON(to: encoder) }
    public init(from decoder: any Decoder) throws { self = try Self.decodedOnlyAsBSON(from: decoder) }
}

extension Document: Codable {
    /// Other encoders get the fields in order in a keyed container.
    public func encode(to encoder: any Encoder) throws {
        guard !encodeAsBSON(to: encoder) else { return }
        var container = encoder.container(keyedBy: BSONCodingKey.self)
        for (key, value) in self {
            try container.encode(value, forKey: BSONCodingKey(stringValue: key))
        }
    }

    /// Other decoders give the fields in the order of their `allKeys`.
    public init(from decoder: any Decoder) throws {
        if let value = try Self.decodedAsBSON(from: decoder) {
            self = value
            return
        }
        let container = try decoder.container(keyedBy: BSONCodingKey.self)
        var builder = DocumentBuilder()
        for key in container.allKeys {
            let value = try container.decode(BSONValue.self, forKey: key)
            do {
                try builder.append(key.stringValue, value)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.message)
            }
        }
        self = builder.document
    }
}

extension BSONValue: Codable {
    /// Other encoders get null, booleans, numbers, strings, documents and arrays as
    /// themselves, an ObjectId as its hex string, a decimal128 as its text, a datetime as a
    /// Date and binary as Data; the types JSON has no form for (regex, timestamp, code, ...)
    /// fail with `EncodingError.invalidValue`.
    public func encode(to encoder: any Encoder) throws {
        guard !encodeAsBSON(to: encoder) else { return }
        switch self {
        case .document(let document):
            try document.encode(to: encoder)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let flag): try container.encode(flag)
            case .int32(let integer): try container.encode(integer)
            case .int64(let integer): try container.encode(integer)
            case .double(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            case .objectId(let id): try container.encode(id.hex)
            case .decimal128(let decimal): try container.encode(decimal.description)
            case .datetime(let date): try container.encode(date.date)
            case .binary(let binary): try container.encode(Data(binary.data))
            default: try encodeOnlyAsBSON(to: encoder)
            }
        }
    }

    /// Other decoders give null, a boolean, an int64, a double, a string, a document or an
    /// array, whichever the data holds.
    public init(from decoder: any Decoder) throws {
        if let value = try Self.decodedAsBSON(from: decoder) {
            self = value
            return
        }
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
                return
            }
            if let integer = try? container.decode(Int64.self) {
                self = .int64(integer)
                return
            }
            if let number = try? container.decode(Double.self) {
                self = .double(number)
                return
            }
            if let text = try? container.decode(String.self) {
                self = .string(text)
                return
            }
        }
        if (try? decoder.container(keyedBy: BSONCodingKey.self)) != nil {
            self = .document(try Document(from: decoder))
            return
        }
        var container = try decoder.unkeyedContainer()
        var elements: [BSONValue] = []
        while !container.isAtEnd { elements.append(try container.decode(BSONValue.self)) }
        self = .array(elements)
    }
}
