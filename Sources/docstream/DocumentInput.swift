import DocStreamBSON
import Foundation

/// Extended JSON documents read from a file or standard input: one JSON array of documents,
/// or one document per line (NDJSON), told apart by the first non-blank character. Lines are
/// taken as they arrive, so a program can drive `docstream exec` line by line, and a line
/// that does not parse is reported on its own while the lines after it are still read.
struct DocumentInput {
    enum Item {
        /// A document and where it was: "line 7" (NDJSON) or "document 3" (of an array).
        case document(Document, position: String)
        /// A document that did not parse; the error's location names the line and column.
        case failure(DocStreamError)
    }

    private var lines: InputLines
    /// The items of an array input, parsed at once because the array is one JSON value.
    private var arrayItems: IndexingIterator<[Item]>?

    /// Reads the file at `path`, or standard input when it is nil or "-".
    init(path: String?) throws(CommandFailure) {
        lines = try InputLines(path: path)
    }

    mutating func next() -> Item? {
        if arrayItems != nil { return arrayItems?.next() }
        guard let (number, line) = lines.next() else { return nil }
        guard line.first(where: { !InputLines.isBlank($0) }) == UInt8(ascii: "[") else {
            do throws(DocStreamError) {
                return .document(try Document(extendedJSON: String(decoding: line, as: UTF8.self)), position: "line \(number)")
            } catch {
                return .failure(Self.locate(error, onLine: number))
            }
        }
        // The parser counts lines from the start of its text; leading newlines keep its count
        // equal to the input's.
        let newline = UInt8(ascii: "\n")
        let text = [UInt8](repeating: newline, count: number - 1) + line + [newline] + lines.rest()
        do throws(DocStreamError) {
            let documents = try ExtendedJSON.parseDocuments(text)
            arrayItems = documents.enumerated().map { .document($1, position: "document \($0 + 1)") }.makeIterator()
        } catch {
            arrayItems = [.failure(error)].makeIterator()
        }
        return arrayItems?.next()
    }

    /// The parser saw the line as a whole text of its own, so its location reads "line 1,
    /// column C (offset O)"; the input's line number and the column are what a reader needs.
    private static func locate(_ error: DocStreamError, onLine number: Int) -> DocStreamError {
        let prefix = "line 1, "
        guard let location = error.location, location.hasPrefix(prefix) else { return error.located("line \(number)") }
        let column = location.dropFirst(prefix.count).prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
        var located = error
        located.location = "line \(number), \(column)"
        return located
    }
}

/// The non-blank lines of a file or standard input, read as they arrive.
private struct InputLines {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    /// Where the first line not yet returned starts in `buffer`.
    private var start = 0
    /// How far `buffer` is known to hold no newline after `start`.
    private var scanned = 0
    private var lineNumber = 0
    private var atEnd = false

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    init(path: String?) throws(CommandFailure) {
        guard let path, path != "-" else {
            handle = FileHandle.standardInput
            return
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw CommandFailure("cannot read \(path)") }
        self.handle = handle
    }

    /// The next non-blank line (without its newline) with its 1-based number.
    mutating func next() -> (number: Int, line: ArraySlice<UInt8>)? {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<newline]
                start = newline + 1
                scanned = start
                lineNumber += 1
                if line.allSatisfy(Self.isBlank) { continue }
                return (lineNumber, line)
            }
            scanned = buffer.count
            if atEnd {
                guard start < buffer.count else { return nil }
                buffer.append(UInt8(ascii: "\n"))
                continue
            }
            // Drop the lines already returned, so the buffer holds only the unfinished line.
            buffer.removeSubrange(..<start)
            scanned -= start
            start = 0
            // availableData returns what a pipe holds now, so a driver's line is handled at once.
            let data = handle.availableData
            if data.isEmpty { atEnd = true } else { buffer.append(contentsOf: data) }
        }
    }

    /// Everything not read yet.
    mutating func rest() -> [UInt8] {
        var all = Array(buffer[start...])
        buffer = []
        start = 0
        scanned = 0
        atEnd = true
        all.append(contentsOf: handle.readDataToEndOfFile())
        return all
    }
}
