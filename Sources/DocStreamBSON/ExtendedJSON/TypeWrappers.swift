/// Extended JSON type wrappers: which nested objects are BSON values in disguise
/// (`{"$oid": "..."}`), and what they hold.
///
/// The spec's rules: an object holding any wrapper key must be exactly that wrapper (an error
/// otherwise); `$`-keys that name no wrapper ($gt, $set, $ref ...) are ordinary fields. Legacy
/// forms read here: `{"$binary": base64, "$type": hex}`, `{"$regex": text, "$options": text}`
/// (only with two strings; `$regex` and `$type` are otherwise query operators), and `$uuid`.
/// `{"$date": <number>}` is refused, as the BSON corpus requires.
extension ExtendedJSONReader {
    /// A member of a possible wrapper, its value kept in the JSON form the rules test.
    struct WrapperField {
        var key: Key
        var valueOffset: Int
        var value: Value

        enum Value {
            case string(String)
            case number(JSONNumber)
            case bool(Bool)
            case null
            /// The wrapper's own inner object, such as `{"base64": ..., "subType": ...}`.
            case fields([WrapperField])
            /// Any other object or array, read as Extended JSON.
            case value(BSONValue)
        }
    }

    /// Keys that make their object a type wrapper.
    static func isWrapperKey(_ key: String) -> Bool {
        guard key.utf8.first == JSONByte.dollar else { return false }
        switch key {
        case "$oid", "$symbol", "$numberInt", "$numberLong", "$numberDouble", "$numberDecimal", "$binary", "$uuid",
            "$code", "$scope", "$timestamp", "$regularExpression", "$dbPointer", "$date", "$minKey", "$maxKey",
            "$undefined":
            return true
        default:
            return false
        }
    }

    /// Whether an object starting with this key may be a wrapper: a wrapper key, or a legacy
    /// key that is one only beside its partner.
    static func mayOpenWrapper(_ key: String) -> Bool {
        isWrapperKey(key) || key == "$regex" || key == "$options" || key == "$type"
    }

    /// The key that may stand beside this one in a two-key wrapper.
    private static func partner(of key: String) -> String? {
        switch key {
        case "$code": "$scope"
        case "$scope": "$code"
        case "$binary": "$type"
        case "$type": "$binary"
        case "$regex": "$options"
        case "$options": "$regex"
        default: nil
        }
    }

    /// Wrapper keys whose object value is the wrapper's own structure, not a document.
    private static func hasInnerObject(_ key: String) -> Bool {
        switch key {
        case "$binary", "$timestamp", "$regularExpression", "$dbPointer", "$date": true
        default: false
        }
    }

    // MARK: Reading

    /// Reads the rest of a nested object whose first key may make it a wrapper (the `{` and
    /// that key are read) and returns the wrapper's value. Returns nil for an ordinary
    /// document, such as the query operators `{"$type": "string"}` or `{"$regex": {...}}`,
    /// which the caller then reads again from its start; at most two short members are read
    /// before that is known.
    mutating func readWrapper(first: Key, depth: Int) throws(DocStreamError) -> BSONValue? {
        let firstIsWrapperKey = Self.isWrapperKey(first.name)
        try scanner.expect(JSONByte.colon, "':' after a key")
        // Legacy keys make a wrapper only with string values.
        if !firstIsWrapperKey, scanner.peek() != JSONByte.quote { return nil }
        let firstField = try readField(first, depth: depth)
        guard try scanner.continues(closing: JSONByte.closeBrace) else { return try wrapperValue(firstField) }

        let second = try readKey()
        let secondIsWrapperKey = Self.isWrapperKey(second.name)
        try scanner.expect(JSONByte.colon, "':' after a key")
        guard Self.partner(of: first.name) == second.name else {
            guard firstIsWrapperKey || secondIsWrapperKey else { return nil }
            throw combined(firstIsWrapperKey ? first : second, at: firstIsWrapperKey ? second.offset : first.offset)
        }
        if !firstIsWrapperKey, !secondIsWrapperKey, scanner.peek() != JSONByte.quote { return nil }
        let secondField = try readField(second, depth: depth)
        if try scanner.continues(closing: JSONByte.closeBrace) {
            guard firstIsWrapperKey || secondIsWrapperKey else { return nil }
            _ = scanner.peek()
            throw combined(firstIsWrapperKey ? first : second, at: scanner.position)
        }
        return try wrapperValue(firstField, secondField)
    }

    private func combined(_ key: Key, at offset: Int) -> DocStreamError {
        scanner.error("type wrapper \"\(key.name)\" cannot be combined with other fields", at: offset)
    }

    /// One member's value, in the form the wrapper rules need.
    private mutating func readField(_ key: Key, depth: Int) throws(DocStreamError) -> WrapperField {
        guard let byte = scanner.peek() else { throw scanner.unexpected("a value") }
        let offset = scanner.position
        let value: WrapperField.Value
        switch byte {
        case JSONByte.quote:
            value = .string(try scanner.readString())
        case JSONByte.minus, JSONByte.zero...UInt8(ascii: "9"):
            value = .number(try scanner.readNumber())
        case JSONByte.openBrace where key.name == "$scope":
            // The scope sits one level below the document holding the code, as in the decoder.
            value = .value(.document(try readDocument(depth: depth, isNested: false)))
        case JSONByte.openBrace where Self.hasInnerObject(key.name):
            value = .fields(try readInnerObject(depth: depth))
        case JSONByte.openBrace, JSONByte.openBracket:
            value = .value(try readValue(depth: depth))
        default:
            value = try scanner.readLiteral().map(WrapperField.Value.bool) ?? .null
        }
        return WrapperField(key: key, valueOffset: offset, value: value)
    }

    /// A wrapper's inner object, such as `{"t": 1, "i": 2}`, as fields.
    private mutating func readInnerObject(depth: Int) throws(DocStreamError) -> [WrapperField] {
        try enterContainer()
        defer { leaveContainer() }
        scanner.position += 1
        var fields: [WrapperField] = []
        if scanner.consume(JSONByte.closeBrace) { return fields }
        repeat {
            let key = try readKey()
            try scanner.expect(JSONByte.colon, "':' after a key")
            fields.append(try readField(key, depth: depth))
        } while try scanner.continues(closing: JSONByte.closeBrace)
        return fields
    }

    // MARK: Interpreting

    /// The value of a one-key object; nil for a lone legacy key (a query operator).
    private func wrapperValue(_ field: WrapperField) throws(DocStreamError) -> BSONValue? {
        switch field.key.name {
        case "$oid":
            guard case .string(let hex) = field.value, let id = ObjectId(hex) else {
                throw mustBe(field, "a 24-character hex string")
            }
            return .objectId(id)
        case "$symbol":
            return .symbol(try string(field))
        case "$numberInt":
            guard case .string(let text) = field.value, let integer = Int32(text) else {
                throw mustBe(field, "a string holding a 32-bit integer")
            }
            return .int32(integer)
        case "$numberLong":
            return .int64(try int64(field))
        case "$numberDouble":
            guard case .string(let text) = field.value, let double = Self.double(fromNumberDouble: text) else {
                throw mustBe(field, #"a string holding a decimal number, "Infinity", "-Infinity" or "NaN""#)
            }
            return .double(double)
        case "$numberDecimal":
            guard case .string(let text) = field.value, let decimal = Decimal128(text) else {
                throw mustBe(field, "a string holding a decimal128 number")
            }
            return .decimal128(decimal)
        case "$binary":
            let description = #"{"base64": string, "subType": hex string}"#
            guard let inner = exactFields(["base64", "subType"], of: field),
                case .string(let base64) = inner[0].value, case .string(let subtype) = inner[1].value
            else {
                throw mustBe(field, description)
            }
            return .binary(BSONBinary(subtype: try binarySubtype(subtype, at: inner[1]), data: try base64Data(base64, at: inner[0])))
        case "$uuid":
            guard case .string(let text) = field.value, let bytes = Self.uuidBytes(text) else {
                throw mustBe(field, #"a UUID string such as "73ffd264-44b3-4c69-90e8-e7d1dfc035d4""#)
            }
            return .binary(BSONBinary(subtype: BSONBinary.uuid, data: bytes))
        case "$code":
            return .javascript(try string(field))
        case "$timestamp":
            guard let inner = exactFields(["t", "i"], of: field),
                let seconds = Self.uint32(inner[0].value), let increment = Self.uint32(inner[1].value)
            else {
                throw mustBe(field, #"{"t": integer, "i": integer} with values from 0 to 4294967295"#)
            }
            return .timestamp(BSONTimestamp(seconds: seconds, increment: increment))
        case "$regularExpression":
            guard let inner = exactFields(["pattern", "options"], of: field),
                case .string(let pattern) = inner[0].value, case .string(let options) = inner[1].value
            else {
                throw mustBe(field, #"{"pattern": string, "options": string}"#)
            }
            return .regex(try regularExpression(pattern, at: inner[0], options: options, at: inner[1]))
        case "$dbPointer":
            guard let inner = exactFields(["$ref", "$id"], of: field),
                case .string(let namespace) = inner[0].value, case .value(.objectId(let id)) = inner[1].value
            else {
                throw mustBe(field, #"{"$ref": string, "$id": {"$oid": hex string}}"#)
            }
            return .dbPointer(BSONDBPointer(namespace: namespace, id: id))
        case "$date":
            return .datetime(BSONDateTime(millisecondsSinceEpoch: try dateMilliseconds(field)))
        case "$minKey", "$maxKey":
            guard case .number(.integer(1)) = field.value else { throw mustBe(field, "1") }
            return field.key.name == "$minKey" ? .minKey : .maxKey
        case "$undefined":
            guard case .bool(true) = field.value else { throw mustBe(field, "true") }
            return .undefined
        case "$scope":
            throw scanner.error(#""$scope" needs "$code" beside it"#, at: field.key.offset)
        default:
            return nil
        }
    }

    /// The value of a two-key object made of partners (`readWrapper` admits no others).
    private func wrapperValue(_ first: WrapperField, _ second: WrapperField) throws(DocStreamError) -> BSONValue? {
        let (low, high) = first.key.name < second.key.name ? (first, second) : (second, first)
        switch (low.key.name, high.key.name) {
        case ("$code", "$scope"):
            guard case .value(.document(let scope)) = high.value else { throw mustBe(high, "a document") }
            return .javascriptWithScope(BSONCodeWithScope(code: try string(low), scope: scope))
        case ("$binary", "$type"):
            guard case .string(let base64) = low.value else {
                throw mustBe(low, #"a base64 string beside "$type" (or {"base64": ..., "subType": ...} alone)"#)
            }
            guard case .string(let subtype) = high.value else { throw mustBe(high, "a hex string") }
            return .binary(BSONBinary(subtype: try binarySubtype(subtype, at: high), data: try base64Data(base64, at: low)))
        case ("$options", "$regex"):
            guard case .string(let options) = low.value, case .string(let pattern) = high.value else { return nil }
            return .regex(try regularExpression(pattern, at: high, options: options, at: low))
        default:
            return nil
        }
    }

    // MARK: Parts

    private func mustBe(_ field: WrapperField, _ description: String) -> DocStreamError {
        scanner.error("\"\(field.key.name)\" must be \(description)", at: field.valueOffset)
    }

    private func string(_ field: WrapperField) throws(DocStreamError) -> String {
        guard case .string(let text) = field.value else { throw mustBe(field, "a string") }
        return text
    }

    private func int64(_ field: WrapperField) throws(DocStreamError) -> Int64 {
        guard case .string(let text) = field.value, let integer = Int64(text) else {
            throw mustBe(field, "a string holding a 64-bit integer")
        }
        return integer
    }

    /// The inner fields when they are exactly `names` (in any order), in the order of `names`.
    private func exactFields(_ names: [String], of field: WrapperField) -> [WrapperField]? {
        guard case .fields(let fields) = field.value, fields.count == names.count else { return nil }
        var ordered: [WrapperField] = []
        for name in names {
            guard let match = fields.first(where: { $0.key.name == name }) else { return nil }
            ordered.append(match)
        }
        return ordered
    }

    private static func uint32(_ value: WrapperField.Value) -> UInt32? {
        guard case .number(.integer(let integer)) = value else { return nil }
        return UInt32(exactly: integer)
    }

    private func binarySubtype(_ text: String, at field: WrapperField) throws(DocStreamError) -> UInt8 {
        let invalid = mustBe(field, "a one- or two-digit hex string")
        guard (1...2).contains(text.utf8.count) else { throw invalid }
        var subtype: UInt8 = 0
        for digit in text.utf8 {
            guard let value = hexDigitValue(digit) else { throw invalid }
            subtype = subtype << 4 | value
        }
        return subtype
    }

    private func base64Data(_ text: String, at field: WrapperField) throws(DocStreamError) -> [UInt8] {
        guard let bytes = Base64.decode(text) else { throw mustBe(field, "padded base64") }
        return bytes
    }

    /// BSON stores pattern and options zero-terminated, so neither may hold a NUL.
    private func regularExpression(_ pattern: String, at patternField: WrapperField, options: String, at optionsField: WrapperField) throws(DocStreamError)
        -> BSONRegularExpression
    {
        for (text, field) in [(pattern, patternField), (options, optionsField)] where text.utf8.contains(0) {
            throw scanner.error("regular expression \"\(field.key.name)\" must not contain a NUL byte", at: field.valueOffset)
        }
        return BSONRegularExpression(pattern: pattern, options: options)
    }

    /// `$date`: relaxed ISO-8601 text, or canonical `{"$numberLong": "..."}`.
    private func dateMilliseconds(_ field: WrapperField) throws(DocStreamError) -> Int64 {
        let description = #"an ISO-8601 date-time string such as "2012-12-24T12:15:30.501Z" or {"$numberLong": string}"#
        switch field.value {
        case .string(let text):
            guard let milliseconds = ISO8601DateText.parse(text) else { throw mustBe(field, description) }
            return milliseconds
        case .fields(let inner) where inner.count == 1 && inner[0].key.name == "$numberLong":
            return try int64(inner[0])
        default:
            throw mustBe(field, description)
        }
    }

    /// `$numberDouble` text: decimal notation, or one of the three non-finite names.
    static func double(fromNumberDouble text: String) -> Double? {
        switch text {
        case "Infinity": .infinity
        case "-Infinity": -.infinity
        case "NaN": .nan
        // Double(_:) alone would also accept hex digits, "inf" and "nan".
        default: text.utf8.allSatisfy({ "0123456789+-.eE".utf8.contains($0) }) ? Double(text) : nil
        }
    }

    /// A UUID's 16 bytes from 32 hex digits, with or without the hyphens of the 8-4-4-4-12 form.
    private static func uuidBytes(_ text: String) -> [UInt8]? {
        var digits = Array(text.utf8)
        if digits.count == 36 {
            guard [8, 13, 18, 23].allSatisfy({ digits[$0] == JSONByte.minus }) else { return nil }
            digits.removeAll { $0 == JSONByte.minus }
        }
        guard digits.count == 32 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: 32, by: 2) {
            guard let high = hexDigitValue(digits[index]), let low = hexDigitValue(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }
}
