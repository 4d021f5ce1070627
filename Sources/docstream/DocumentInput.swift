import DocStream
import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Extended JSON documents read from a file or standard input: one JSON array of documents,
/// or one document per line (NDJSON), told apart by the first non-blank character. A line that
/// does not parse is reported on its own while the lines after it are still read.
///
/// Lines are taken as they arrive, so a program can drive `docstream exec` line by line. With
/// `readingAhead` (import, run, exec), NDJSON is parsed on another thread (`NDJSONReader`)
/// while the documents before are used; the reader hands out what it has read before it waits
/// for more, so a driver's line is still answered at once.
struct DocumentInput {
    enum Item {
        /// A document and where it was: "line 7" (NDJSON) or "document 3" (of an array).
        case document(Document, position: String)
        /// A document that did not parse; the error's location names the line and column.
        case failure(DocStreamError)
    }

    /// What `nextPiece()` hands out: NDJSON read ahead a batch at a time, an array's documents one by one.
    enum Piece {
        case batch(NDJSONReader.Batch)
        case item(Item)
    }

    private var lines: InputLines
    private let readingAhead: Bool
    private let forInsert: Bool
    private let linesPerBatch: Int
    private var parser = ExtendedJSONLines()
    /// The items of an array input, parsed at once because the array is one JSON value.
    private var arrayItems: IndexingIterator<[Item]>?
    /// With `readingAhead`, the NDJSON after the first line is read here, and the batch taken
    /// from it is handed out item by item.
    private var reader: NDJSONReader?
    private var batch = NDJSONReader.Batch()
    private var nextDocument = 0
    private var nextFailure = 0

    /// Reads the file at `path`, or standard input when it is nil or "-". `forInsert` (with
    /// `readingAhead`) has the reader make the insert's checks of each batch too; the reader
    /// parses up to `linesPerBatch` lines at a time.
    init(path: String?, readingAhead: Bool = false, forInsert: Bool = false, linesPerBatch: Int = 1000) throws(CommandFailure) {
        lines = try InputLines(path: path)
        self.readingAhead = readingAhead
        self.forInsert = forInsert
        self.linesPerBatch = linesPerBatch
    }

    /// How messages name the input at `path`: the path, or "standard input" for nil or "-".
    static func name(of path: String?) -> String {
        guard let path, path != "-" else { return "standard input" }
        return path
    }

    mutating func next() -> Item? {
        if arrayItems != nil { return arrayItems?.next() }
        if reader != nil { return nextBatchItem() }
        guard let (number, line) = lines.next() else { return nil }
        guard Self.opensArray(line) else {
            if readingAhead {
                startReader(after: line, number: number)
                return nextBatchItem()
            }
            do throws(DocStreamError) {
                return .document(
                    try line.withUnsafeBufferPointer { (line) throws(DocStreamError) in try parser.document(in: line, number: number) },
                    position: "line \(number)")
            } catch {
                return .failure(error)
            }
        }
        startArray(line, number: number)
        return arrayItems?.next()
    }

    /// `next()` where the NDJSON is read ahead, but a batch at a time as the reader parsed it
    /// (an import inserts it whole, with the checks the reader made).
    mutating func nextPiece() -> Piece? {
        if readingAhead, reader == nil, arrayItems == nil {
            guard let (number, line) = lines.next() else { return nil }
            if Self.opensArray(line) { startArray(line, number: number) } else { startReader(after: line, number: number) }
        }
        guard let reader, nextDocument == batch.documents.count, nextFailure == batch.failures.count else { return next().map(Piece.item) }
        return reader.next().map(Piece.batch)
    }

    private static func opensArray(_ line: ArraySlice<UInt8>) -> Bool {
        line.first(where: { !ExtendedJSONLines.isBlank($0) }) == UInt8(ascii: "[")
    }

    /// Reads the NDJSON from its first line on, `line` numbered `number`, on the reader's thread.
    private mutating func startReader(after line: ArraySlice<UInt8>, number: Int) {
        // The first line goes to the reader too, so its lines are numbered from it.
        reader = NDJSONReader(
            descriptor: lines.descriptor, after: Array(line) + [UInt8(ascii: "\n")] + lines.buffered(), firstLine: number, linesPerBatch: linesPerBatch,
            forInsert: forInsert)
    }

    /// Parses the array that starts on `line`, numbered `number`, and the rest of the input.
    private mutating func startArray(_ line: ArraySlice<UInt8>, number: Int) {
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
    }

    /// The next document or failure of the reader's batches, in input order.
    private mutating func nextBatchItem() -> Item? {
        while true {
            if nextFailure < batch.failures.count, batch.failures[nextFailure].documentsBefore == nextDocument {
                nextFailure += 1
                return .failure(batch.failures[nextFailure - 1].error)
            }
            if nextDocument < batch.documents.count {
                nextDocument += 1
                return .document(batch.documents[nextDocument - 1], position: "line \(batch.lineNumbers[nextDocument - 1])")
            }
            guard let taken = reader?.next() else { return nil }
            batch = taken
            nextDocument = 0
            nextFailure = 0
        }
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

    init(path: String?) throws(CommandFailure) {
        guard let path, path != "-" else {
            handle = FileHandle.standardInput
            return
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .fileNotOpen(path, reading: true) }
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
                if line.allSatisfy(ExtendedJSONLines.isBlank) { continue }
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
            // A read returns what a pipe holds now, so a driver's line is handled at once; up to
            // 64 KiB of a file at a time, where availableData reads 4 KiB.
            let read = withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 1) { (chunk) -> Int in
                let read = SystemCall.read(handle.fileDescriptor, chunk.baseAddress, chunk.count)
                if read > 0 { buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<read])) }
                return read
            }
            if read < 0, errno == EINTR { continue }
            if read <= 0 { atEnd = true }
        }
    }

    /// What the input is read from.
    var descriptor: Int32 { handle.fileDescriptor }

    /// What was read from the input but not returned yet, without reading more.
    func buffered() -> [UInt8] {
        Array(buffer[start...])
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
