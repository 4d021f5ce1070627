import DocStreamBSON

/// encrypt and encryptMetadata, the client-side field level encryption keywords:
/// json_schema_parser.cpp translateEncryptionKeywords and encrypt_schema.idl. `encrypt`
/// matches encrypted values (binary subtype 6) and, with `bsonType`, those whose original
/// type (byte 17 of the payload) is one of the types named; `encryptMetadata` is checked and
/// otherwise ignored. DocStream encrypts nothing, but stores and validates such values.
enum JSONSchemaEncryptionKeywords {
    /// Whether `encrypt` or `encryptMetadata` appears in the schema or any subschema, which
    /// MongoDB allows in a validator only with validationLevel strict and validationAction error.
    static func appear(in schema: Document) -> Bool {
        if schema["encrypt"] != nil || schema["encryptMetadata"] != nil { return true }
        var subschemas: [BSONValue] = []
        for keyword in ["properties", "patternProperties", "dependencies"] {
            subschemas += schema[keyword]?.documentValue?.map(\.value) ?? []
        }
        for keyword in ["items", "allOf", "anyOf", "oneOf"] {
            subschemas += schema[keyword]?.arrayValue ?? []
        }
        for keyword in ["items", "additionalItems", "additionalProperties", "not"] {
            if let subschema = schema[keyword], subschema.documentValue != nil { subschemas.append(subschema) }
        }
        return subschemas.contains { $0.documentValue.map(appear(in:)) ?? false }
    }

    static func rules(_ schema: Document) throws(DocStreamError) -> [any JSONSchemaRule] {
        let encrypt = schema["encrypt"]
        let metadata = schema["encryptMetadata"]
        if encrypt != nil, metadata != nil {
            throw DocStreamError.failedToParse("Cannot specify both $jsonSchema keywords 'encrypt' and 'encryptMetadata'")
        }
        if let metadata {
            guard case .document(let fields) = metadata else {
                throw DocStreamError.typeMismatch("$jsonSchema keyword 'encryptMetadata' must be an object ")
            }
            guard !fields.isEmpty else { throw DocStreamError.failedToParse("$jsonSchema keyword 'encryptMetadata' cannot be an empty object ") }
            try checkFields(fields, of: "encryptMetadata", allowed: ["algorithm", "keyId"])
        }
        guard let encrypt else { return [] }
        guard case .document(let fields) = encrypt else {
            throw DocStreamError.typeMismatch("$jsonSchema keyword 'encrypt' must be an object ")
        }
        try checkFields(fields, of: "encrypt", allowed: ["algorithm", "bsonType", "keyId"])
        var originalTypes: Set<BSONType>?
        var includesNumbers = false
        switch fields["bsonType"] {
        case nil:
            break
        case .string(let name)?:
            (originalTypes, includesNumbers) = try types([name])
        case .array(let names)?:
            (originalTypes, includesNumbers) = try types(names.map { $0.stringValue ?? "" })
        case let other?:
            throw DocStreamError.typeMismatch("BSON field 'encrypt.bsonType' is the wrong type '\(other.type.alias)', expected types '[string, array]'")
        }
        return [EncryptRule(originalTypes: originalTypes, includesNumbers: includesNumbers)]
    }

    private static func checkFields(_ fields: Document, of keyword: String, allowed: Set<String>) throws(DocStreamError) {
        for key in fields.keys where !allowed.contains(key) {
            throw DocStreamError(.idlUnknownField, "BSON field '\(keyword).\(key)' is an unknown field.")
        }
    }

    private static func types(_ names: [String]) throws(DocStreamError) -> (Set<BSONType>, Bool) {
        var types: Set<BSONType> = []
        var includesNumbers = false
        for name in names {
            if name == "number" {
                includesNumbers = true
            } else if let type = BSONType(alias: name) {
                types.insert(type)
            } else {
                throw DocStreamError.badValue("Unknown type name alias: \(name)")
            }
        }
        return (types, includesNumbers)
    }
}

/// `encrypt`: an encrypted binary, of one of the original types when they are named.
private struct EncryptRule: JSONSchemaRule {
    let originalTypes: Set<BSONType>?
    let includesNumbers: Bool

    private static let encryptedSubtype: UInt8 = 6
    /// FLE payload: subtype byte, 16-byte key id, then the original value's type byte.
    private static let originalTypeOffset = 17

    private func isEncrypted(_ value: BSONValue) -> Bool {
        guard case .binary(let binary) = value else { return false }
        return binary.subtype == Self.encryptedSubtype
    }

    private func hasAllowedType(_ value: BSONValue) -> Bool {
        guard let originalTypes else { return true }
        guard case .binary(let binary) = value, binary.data.count > Self.originalTypeOffset,
            let type = BSONType(rawValue: binary.data[Self.originalTypeOffset])
        else { return false }
        return originalTypes.contains(type) || (includesNumbers && type.isNumber)
    }

    func matches(_ value: BSONValue) -> Bool {
        isEncrypted(value) && hasAllowedType(value)
    }

    func failures(_ value: BSONValue) -> [BSONValue] {
        if !isEncrypted(value) { return [["operatorName": "encrypt", "reason": "value was not encrypted"]] }
        return hasAllowedType(value) ? [] : [["operatorName": "encrypt", "reason": "encrypted value has wrong type"]]
    }
}
