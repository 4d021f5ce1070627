/// The two Extended JSON v2 formats.
///
/// ```swift
/// let drink: Document = ["name": "Latte", "n": 1]
/// drink.extendedJSON(.relaxed)    // {"name":"Latte","n":1}
/// drink.extendedJSON(.canonical)  // {"name":"Latte","n":{"$numberLong":"1"}}
/// ```
public enum ExtendedJSONFormat: Sendable {
    /// Every non-JSON type wrapped, so the text reads back as exactly the same BSON.
    case canonical
    /// Numbers as plain JSON numbers and dates as ISO-8601 text where possible: easier to
    /// read, but integer widths are lost (a relaxed `1` reads back as an int32).
    case relaxed
}

extension BSONValue {
    /// The value as compact Extended JSON text.
    public func extendedJSON(_ format: ExtendedJSONFormat) -> String {
        var writer = ExtendedJSONWriter(format: format, reservingCapacity: 32)
        writer.write(self)
        return writer.text
    }
}

extension Document: CustomStringConvertible {
    /// Relaxed Extended JSON.
    public var description: String { extendedJSON(.relaxed) }
}

extension Document {
    /// Parses exactly one Extended JSON object (surrounding whitespace allowed). Its own keys
    /// are always fields, even `$`-keys; nested objects may be type wrappers.
    ///
    /// - Throws: `DocStreamError` 9 FailedToParse for text that is not JSON or a type wrapper
    ///   that is malformed (`{"$oid": "xyz"}`), located as "line L, column C (offset O)".
    public init(extendedJSON text: String) throws(DocStreamError) {
        self = try ExtendedJSON.reading(text.utf8) { reader throws(DocStreamError) in
            let document = try reader.readDocument()
            try reader.expectEnd()
            return document
        }
    }

    /// The document as compact Extended JSON text, fields in order.
    public func extendedJSON(_ format: ExtendedJSONFormat = .relaxed) -> String {
        withExtendedJSON(format) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with `extendedJSON(_:)` as UTF-8 bytes, followed by `terminator` when
    /// given, in the writer's own memory: output that is bytes anyway (a reply of megabytes
    /// written to a pipe) is neither decoded into a String nor copied.
    package func withExtendedJSON<Result>(
        _ format: ExtendedJSONFormat = .relaxed, terminator: UInt8? = nil, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        var writer = ExtendedJSONWriter(format: format, reservingCapacity: bytes.count * 2)
        bytes.withUnsafeBytes { writer.writeDocument($0, at: 0, isArray: false) }
        if let terminator { writer.append(byte: terminator) }
        return try writer.withBytes(body)
    }

    /// Calls `body` with the documents of the array at `path` (an array inside embedded
    /// documents, as a cursor reply's `cursor.nextBatch`) as compact Extended JSON, one after
    /// another with `separator` between them and `terminator` after the last, and with how many
    /// there are; elements that are not documents are left out. Each is written from the
    /// reply's bytes: an export of millions of documents makes no `Document` or `String` for
    /// each. Nil, without calling `body`, when `path` leads to no array.
    package func withExtendedJSON<Result, Failure: Error>(
        ofDocumentsIn path: [StaticString], _ format: ExtendedJSONFormat = .relaxed, separator: StaticString, terminator: StaticString = "",
        _ body: (_ text: UnsafeBufferPointer<UInt8>, _ count: Int) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        let outcome: Swift.Result<Result, Failure>? = bytes.withUnsafeBytes { buffer in
            var value = RawValue(typeByte: BSONType.document.rawValue, bytes: buffer)
            for name in path {
                guard value.isDocument,
                    let field = value.field(named: UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
                else { return nil }
                value = field
            }
            guard value.isArray else { return nil }
            var writer = ExtendedJSONWriter(format: format, reservingCapacity: value.bytes.count * 2)
            var count = 0
            var elements = RawDocumentWalker(document: value.bytes)
            while let element = elements.next() {
                guard element.value.isDocument else { continue }
                if count > 0 { writer.append(separator) }
                writer.writeDocument(element.value.bytes, at: 0, isArray: false)
                count += 1
            }
            if count > 0 { writer.append(terminator) }
            return writer.withBytes { text in Swift.Result { () throws(Failure) in try body(text, count) } }
        }
        return try outcome?.get()
    }
}

/// Reading MongoDB Extended JSON v2 (canonical, relaxed, and legacy input forms).
///
/// Errors are `FailedToParse` located as "line L, column C (offset O)".
public enum ExtendedJSON {
    /// A stream of documents: either one JSON array of objects, or objects one after another
    /// (NDJSON, or simply concatenated with whitespace between). Empty input -> [].
    ///
    /// - Throws: As `Document.init(extendedJSON:)`, for the first document that fails.
    public static func parseDocuments(_ utf8: some Collection<UInt8>) throws(DocStreamError) -> [Document] {
        try reading(utf8) { reader throws(DocStreamError) in try reader.readDocumentStream() }
    }

    /// One Extended JSON value of any kind (e.g. "5", "{\"$oid\": ...}", "[1,2]").
    ///
    /// - Throws: As `Document.init(extendedJSON:)`.
    public static func parseValue(_ text: String) throws(DocStreamError) -> BSONValue {
        try reading(text.utf8) { reader throws(DocStreamError) in
            let value = try reader.readValue(depth: 0)
            try reader.expectEnd()
            return value
        }
    }

    /// Runs `body` with a reader over the bytes, copying them only when not contiguous.
    static func reading<Value>(
        _ utf8: some Collection<UInt8>,
        _ body: (inout ExtendedJSONReader) throws(DocStreamError) -> Value
    ) throws(DocStreamError) -> Value {
        func run(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<Value, DocStreamError> {
            var reader = ExtendedJSONReader(buffer)
            return Result { () throws(DocStreamError) in try body(&reader) }
        }
        let result = utf8.withContiguousStorageIfAvailable(run) ?? Array(utf8).withUnsafeBufferPointer(run)
        return try result.get()
    }
}
