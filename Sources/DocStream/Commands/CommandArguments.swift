import DocStreamBSON

/// Typed access to a command document's fields, with MongoDB's errors for wrong types
/// (14 TypeMismatch) and unknown fields (40415), naming the command and field.
struct CommandArguments {
    let command: Document
    let name: String
    /// Whether the first field is the command's name (a command) or data (an element such as
    /// one statement of `updates`).
    private var firstFieldIsName = true
    /// Whether the command applies its `collation` (`CommandEntry.appliesCollation`); other
    /// commands refuse any but the simple one.
    var appliesCollation = false

    init(command: Document, name: String) {
        self.command = command
        self.name = name
    }

    /// The fields of one element of a command's array, such as `update.updates`.
    init(element: Document, name: String) {
        self.init(command: element, name: name)
        firstFieldIsName = false
    }

    /// Fields every command may carry (wire-protocol and session fields), which these
    /// commands accept and ignore.
    static let genericFields: Set<String> = [
        "$db", "lsid", "txnNumber", "autocommit", "startTransaction", "comment", "maxTimeMS",
        "readConcern", "writeConcern", "$readPreference", "apiVersion", "apiStrict",
        "apiDeprecationErrors", "$clusterTime", "bypassDocumentValidation", "collation",
        "hint", "allowDiskUse", "stmtIds",
    ]

    /// Refuses fields outside `known` and the generic ones, and a collation other than the
    /// simple (binary) one unless the command applies it or `known` names it (a statement's own
    /// collation, which its command applies). `known` is a short array literal, which is a static object: a set
    /// literal was built and hashed on every call (a twentieth of a single update command).
    /// Names are compared as the document's bytes: a string made of each (`Document.keys`) cost
    /// a tenth of a single insert command.
    func checkFields(_ known: [String]) throws(DocStreamError) {
        let unknown = try command.withRawBytes { (bytes) throws(DocStreamError) -> String? in
            var fields = RawDocumentWalker(document: bytes)
            if firstFieldIsName { _ = fields.next() }
            while let field = fields.next() {
                if known.contains(where: { key in
                    key.utf8.withContiguousStorageIfAvailable { sameBytes(UnsafeRawBufferPointer($0), field.name) } ?? key.utf8.elementsEqual(field.name)
                }) {
                    continue
                }
                let key = String(decoding: field.name, as: UTF8.self)
                if !Self.genericFields.contains(key) { return key }
            }
            return nil
        }
        if let unknown {
            throw ArgumentErrors.idl(name).unknownField(unknown)
        }
        if known.contains("collation") {
            _ = try document("collation")
        } else if !appliesCollation {
            try refuseCollation()
        }
    }

    /// The collation the command asks for, checked (`Collator.make`); nil for none or the
    /// simple one.
    func collator() throws(DocStreamError) -> Collator? {
        guard let collation = try document("collation") else { return nil }
        return try Collator.make(.document(collation))
    }

    /// A command that does not apply a collation accepts only the simple one, rather than
    /// silently comparing strings by their bytes.
    private func refuseCollation() throws(DocStreamError) {
        guard let collator = try collator() else { return }
        throw DocStreamError(
            .notImplemented, "\(name) does not apply a collation here: \(collator.specification.serverText) is refused rather than ignored")
    }

    /// 40414: a required field is absent.
    func missingField(_ key: String) -> DocStreamError {
        ArgumentErrors.idl(name).missingField(key)
    }

    /// The statements of a write command ("documents", "updates", "deletes"): required, and
    /// 1 to 100,000 of them (write_ops checkOpCountForCommand: 16 InvalidLength).
    func writeBatch(_ key: String) throws(DocStreamError) -> [Document] {
        guard let statements = try documents(key) else { throw missingField(key) }
        guard (1...100_000).contains(statements.count) else {
            throw DocStreamError(
                .invalidLength, "Write batch sizes must be between 1 and 100000. Got \(statements.count) operations.")
        }
        return statements
    }

    func typeMismatch(_ key: String, _ value: BSONValue, expected: String) -> DocStreamError {
        .typeMismatch("BSON field '\(name).\(key)' is the wrong type '\(value.type.alias)', expected type '\(expected)'")
    }

    func document(_ key: String) throws(DocStreamError) -> Document? {
        guard let value = command[key] else { return nil }
        guard case .document(let document) = value else { throw typeMismatch(key, value, expected: "object") }
        return document
    }

    func array(_ key: String) throws(DocStreamError) -> [BSONValue]? {
        guard let value = command[key] else { return nil }
        guard case .array(let elements) = value else { throw typeMismatch(key, value, expected: "array") }
        return elements
    }

    /// An array whose elements must all be documents.
    /// An array of documents, each read straight from the command's bytes: decoding the
    /// array as one value made an enum per element and a second array (an insert's batch).
    func documents(_ key: String) throws(DocStreamError) -> [Document]? {
        var name = key
        let read = name.withUTF8 { nameUTF8 in
            command.bytes.withUnsafeBytes { buffer in
                Result { () throws(DocStreamError) -> [Document]? in
                    guard let field = RawValue(typeByte: BSONType.document.rawValue, bytes: buffer).field(named: UnsafeRawBufferPointer(nameUTF8)) else {
                        return nil
                    }
                    guard field.isArray else { throw typeMismatch(key, field.decoded, expected: "array") }
                    var documents: [Document] = []
                    var elements = RawDocumentWalker(document: field.bytes)
                    while let (_, element) = elements.next() {
                        guard element.isDocument, case .document(let document) = element.decoded else {
                            throw typeMismatch("\(key).\(documents.count)", element.decoded, expected: "object")
                        }
                        documents.append(document)
                    }
                    return documents
                }
            }
        }
        return try read.get()
    }

    func string(_ key: String) throws(DocStreamError) -> String? {
        guard let value = command[key] else { return nil }
        guard case .string(let text) = value else { throw typeMismatch(key, value, expected: "string") }
        return text
    }

    /// A whole number given as any numeric type (MongoDB accepts 1, 1.0, NumberLong(1)).
    func integer(_ key: String) throws(DocStreamError) -> Int? {
        guard let value = command[key] else { return nil }
        switch value {
        case .int32(let number): return Int(number)
        case .int64(let number): return Int(number)
        case .double(let number) where number.rounded() == number && abs(number) < 9.2e18: return Int(number)
        case .decimal128(let decimal):
            let (number, isExact) = decimal.doubleValue
            if isExact, number.rounded() == number, abs(number) < 9.2e18 { return Int(number) }
        default: break
        }
        throw typeMismatch(key, value, expected: "[long, int, decimal, double]")
    }

    /// A flag given as a boolean or a number (non-zero is true), as MongoDB's IDL accepts.
    func bool(_ key: String) throws(DocStreamError) -> Bool? {
        guard let value = command[key] else { return nil }
        switch value {
        case .bool(let flag): return flag
        case .int32(let number): return number != 0
        case .int64(let number): return number != 0
        case .double(let number): return number != 0
        case .null: return nil
        default: throw typeMismatch(key, value, expected: "bool")
        }
    }

    /// The collection named by the command's first field (a string).
    func collectionName() throws(DocStreamError) -> String {
        guard let value = command[name] else { throw .failedToParse("missing '\(name)' field") }
        guard case .string(let collection) = value else {
            throw DocStreamError(
                .invalidNamespace, "collection name has invalid type \(value.type.alias)")
        }
        return collection
    }
}
