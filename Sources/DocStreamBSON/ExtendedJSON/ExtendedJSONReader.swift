/// Reads Extended JSON v2 text (canonical, relaxed and the legacy forms in TypeWrappers.swift)
/// into BSON, building each document with `DocumentBuilder` as its members are read.
///
/// `depth` arguments are the BSON nesting a value would have as a document or array (0 for a
/// top-level document), checked against `BSONLimits.maxNestingDepth` as the decoder does.
struct ExtendedJSONReader {
    var scanner: JSONScanner
    /// JSON objects and arrays open around the current position.
    private var nesting = 0
    /// The size of the last top-level document, reserved for the next: streams of similar
    /// documents then build each in one allocation instead of growing it several times.
    private var documentSizeHint = 64
    /// The one-pass reader tried first for each top-level document.
    private var direct = DirectDocumentReader()

    init(_ input: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(input)
    }

    /// Reads `input` next, keeping the buffers and the size hint of the texts read before.
    mutating func restart(_ input: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(input)
        nesting = 0
    }

    /// A key as read, with its offset for error messages.
    struct Key {
        var name: String
        var offset: Int
    }

    // MARK: Entry points

    /// One top-level document. Top-level objects are never type wrappers (the spec's rule), so
    /// `{"$ref": ..., "$id": ...}` or even `{"$oid": ...}` read as ordinary fields here. The
    /// one-pass reader reads the usual documents; the general path reads the rest from the start.
    mutating func readDocument() throws(DocStreamError) -> Document {
        try readDocumentNotingStoredForm().document
    }

    /// `readDocument()`, and whether the one-pass reader saw the document's `_id` in the
    /// stored form (`DirectDocumentReader.hasStoredFormID`); nil when the general path read it.
    mutating func readDocumentNotingStoredForm() throws(DocStreamError) -> (document: Document, hasStoredFormID: Bool?) {
        let start = scanner.position
        if let document = direct.readDocument(&scanner) { return (document, direct.hasStoredFormID) }
        scanner.position = start
        return (try readDocument(depth: 0, isNested: false), nil)
    }

    /// One JSON array of documents, or documents one after another (NDJSON, or separated by
    /// any whitespace). Empty input has no documents.
    mutating func readDocumentStream() throws(DocStreamError) -> [Document] {
        var documents: [Document] = []
        let isArray = scanner.consume(JSONByte.openBracket)
        if isArray, scanner.consume(JSONByte.closeBracket) {
            try expectEnd()
            return documents
        }
        while scanner.peek() != nil {
            documents.append(try readDocument())
            if isArray, !(try scanner.continues(closing: JSONByte.closeBracket)) {
                try expectEnd()
                return documents
            }
        }
        if isArray { throw scanner.unexpected("']'") }
        return documents
    }

    /// Fails unless only whitespace remains.
    mutating func expectEnd() throws(DocStreamError) {
        guard scanner.peek() == nil else { throw scanner.unexpected("the end of the input") }
    }

    // MARK: Values

    /// Any JSON value; nested objects may be type wrappers.
    mutating func readValue(depth: Int) throws(DocStreamError) -> BSONValue {
        switch scanner.peek() {
        case JSONByte.openBrace:
            return try readObject(depth: depth)
        case JSONByte.openBracket:
            return try readArray(depth: depth)
        case JSONByte.quote:
            return .string(try scanner.readString())
        case JSONByte.minus, .some(JSONByte.zero...UInt8(ascii: "9")):
            return Self.value(of: try scanner.readNumber())
        default:
            return try scanner.readLiteral().map(BSONValue.bool) ?? .null
        }
    }

    /// Relaxed numbers: integers as the smallest integer type that holds them, others double.
    static func value(of number: JSONNumber) -> BSONValue {
        switch number {
        case .integer(let integer): Int32(exactly: integer).map(BSONValue.int32) ?? .int64(integer)
        case .double(let double): .double(double)
        }
    }

    /// A nested object: a type wrapper or a document.
    private mutating func readObject(depth: Int) throws(DocStreamError) -> BSONValue {
        let objectStart = scanner.position
        try enterContainer()
        defer { leaveContainer() }
        scanner.position += 1
        guard scanner.peek() == JSONByte.quote else {
            return .document(try readMembers(first: nil, objectStart: objectStart, depth: depth, isNested: true))
        }
        let first = try readKey()
        if Self.mayOpenWrapper(first.name) {
            if let value = try readWrapper(first: first, depth: depth) { return value }
            // An ordinary document after all ({"$type": "string"}): read it again as one.
            scanner.position = objectStart + 1
            return .document(try readMembers(first: nil, objectStart: objectStart, depth: depth, isNested: true))
        }
        return .document(try readMembers(first: first, objectStart: objectStart, depth: depth, isNested: true))
    }

    /// An object read as a document whatever its keys: top-level documents and `$scope`.
    mutating func readDocument(depth: Int, isNested: Bool) throws(DocStreamError) -> Document {
        try enterContainer()
        defer { leaveContainer() }
        guard scanner.peek() == JSONByte.openBrace else { throw scanner.unexpected("a document (a JSON object)") }
        let objectStart = scanner.position
        scanner.position += 1
        return try readMembers(first: nil, objectStart: objectStart, depth: depth, isNested: isNested)
    }

    /// The members of an object whose `{` (and perhaps first key) has been read. In a nested
    /// document a type wrapper key among other fields is an error, as the spec requires.
    private mutating func readMembers(first: Key?, objectStart: Int, depth: Int, isNested: Bool) throws(DocStreamError) -> Document {
        try checkDepth(depth, at: objectStart)
        var builder = DocumentBuilder(reservingCapacity: depth == 0 ? documentSizeHint : 64)
        var pending = first
        if pending == nil, scanner.consume(JSONByte.closeBrace) { return builder.document }
        repeat {
            let key: Key
            if let pending { key = pending } else { key = try readKey() }
            pending = nil
            if isNested, Self.isWrapperKey(key.name) {
                throw scanner.error("type wrapper \"\(key.name)\" cannot be combined with other fields", at: key.offset)
            }
            try scanner.expect(JSONByte.colon, "':' after a key")
            let value = try readValue(depth: depth + 1)
            do {
                try builder.append(key.name, value)
            } catch {
                // The builder refuses NUL bytes in keys (BadValue); in text that is a parse error.
                let location = scanner.location(of: key.offset)
                throw error.codeName == "BadValue" ? .failedToParse(error.message, at: location) : error.located(location)
            }
        } while try scanner.continues(closing: JSONByte.closeBrace)
        let document = builder.document
        if depth == 0 { documentSizeHint = document.bytes.count }
        return document
    }

    private mutating func readArray(depth: Int) throws(DocStreamError) -> BSONValue {
        try enterContainer()
        defer { leaveContainer() }
        try checkDepth(depth, at: scanner.position)
        scanner.position += 1
        var elements: [BSONValue] = []
        if scanner.consume(JSONByte.closeBracket) { return .array(elements) }
        repeat {
            elements.append(try readValue(depth: depth + 1))
        } while try scanner.continues(closing: JSONByte.closeBracket)
        return .array(elements)
    }

    mutating func readKey() throws(DocStreamError) -> Key {
        guard scanner.peek() == JSONByte.quote else { throw scanner.unexpected("a string key") }
        let offset = scanner.position
        return Key(name: try scanner.readString(), offset: offset)
    }

    // MARK: Nesting

    /// Counts one more open object or array (at the current position). JSON nesting beyond
    /// what any storable document needs (its depth, plus a wrapper's own objects) is refused
    /// before it can exhaust the stack. Callers balance it with `leaveContainer()`.
    mutating func enterContainer() throws(DocStreamError) {
        guard nesting <= BSONLimits.maxNestingDepth + 4 else {
            throw scanner.error(Self.tooDeep, at: scanner.position)
        }
        nesting += 1
    }

    mutating func leaveContainer() {
        nesting -= 1
    }

    private func checkDepth(_ depth: Int, at offset: Int) throws(DocStreamError) {
        guard depth <= BSONLimits.maxNestingDepth else { throw scanner.error(Self.tooDeep, at: offset) }
    }

    private static let tooDeep = "documents and arrays nest deeper than \(BSONLimits.maxNestingDepth) levels"
}
