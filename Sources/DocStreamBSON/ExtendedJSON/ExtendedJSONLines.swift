#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Extended JSON text with one document per line (NDJSON), read line by line: each non-blank
/// line is one document or the error of that line, located "line L, column C" in the text as
/// a whole. One value reads any number of texts, reusing its buffers from one line to the next.
///
/// ```swift
/// var lines = ExtendedJSONLines()
/// lines.read(text, firstLine: 1) { line, document in print(line, document) }
/// ```
public struct ExtendedJSONLines {
    /// Kept from line to line: its one-pass reader's buffer and its document size hint.
    private var reader = ExtendedJSONReader(UnsafeBufferPointer(start: nil, count: 0))

    /// A reader that has read no line yet.
    public init() {}

    /// Calls `body` with the number and the document (or the error) of each non-blank line of
    /// `text`, numbering its lines from `firstLine`. Each line ends with a newline but perhaps
    /// the last, so "" has no line and "\n" has one, blank. With a document comes whether it
    /// has its `_id` in the stored form (`_id` first, and no other top-level `_id`: what
    /// `Document.storedFormID` looks for), as the one-pass reader saw while writing it, or nil
    /// where the general path read it (and after an error). Apart from the `Result`: one of a
    /// tuple had its type made at run time for every line.
    /// Returns the number of lines read, blank ones included; stops early when `body`
    /// returns false.
    @discardableResult
    public mutating func read(
        _ text: UnsafeBufferPointer<UInt8>, firstLine: Int,
        _ body: (_ line: Int, _ document: Result<Document, DocStreamError>, _ hasStoredFormID: Bool?) -> Bool
    ) -> Int {
        guard let base = text.baseAddress else { return 0 }
        var start = 0
        var lines = 0
        while start < text.count {
            let end =
                memchr(base + start, Int32(JSONByte.lineFeed), text.count - start).map {
                    UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base
                } ?? text.count
            let line = UnsafeBufferPointer(rebasing: text[start..<end])
            let number = firstLine + lines
            lines += 1
            start = end + 1
            guard !line.allSatisfy(Self.isBlank) else { continue }
            var hasStoredFormID: Bool?
            let document = Result { () throws(DocStreamError) in
                let read = try documentNotingStoredForm(in: line, number: number)
                hasStoredFormID = read.hasStoredFormID
                return read.document
            }
            guard body(number, document, hasStoredFormID) else { break }
        }
        return lines
    }

    /// Whether `byte` is a space, a tab or a carriage return: lines of only these are skipped.
    public static func isBlank(_ byte: UInt8) -> Bool {
        byte == JSONByte.space || byte == JSONByte.tab || byte == JSONByte.carriageReturn
    }

    /// The document on line `number`, or its error with the line's number in the location.
    ///
    /// - Throws: As `Document.init(extendedJSON:)` (9 FailedToParse for a line that is not an
    ///   Extended JSON document), located at line `number`.
    public mutating func document(in line: UnsafeBufferPointer<UInt8>, number: Int) throws(DocStreamError) -> Document {
        try documentNotingStoredForm(in: line, number: number).document
    }

    private mutating func documentNotingStoredForm(
        in line: UnsafeBufferPointer<UInt8>, number: Int
    ) throws(DocStreamError) -> (document: Document, hasStoredFormID: Bool?) {
        reader.restart(line)
        do throws(DocStreamError) {
            let read = try reader.readDocumentNotingStoredForm()
            try reader.expectEnd()
            return read
        } catch {
            throw Self.locate(error, onLine: number)
        }
    }

    /// The reader saw the line as a text of its own, so its location reads "line 1, column C
    /// (offset O)"; the line's number in the whole text and the column are what a reader needs.
    private static func locate(_ error: DocStreamError, onLine number: Int) -> DocStreamError {
        let prefix = "line 1, "
        guard let location = error.location, location.hasPrefix(prefix) else { return error.located("line \(number)") }
        let rest = location.dropFirst(prefix.count)
        let column = rest.firstIndex(of: "(").map { rest[..<$0].dropLast() } ?? rest
        var located = error
        located.location = "line \(number), \(column)"
        return located
    }
}
