import DocStreamBSON
import Foundation
import Glibc

/// A run of whole lines of an NDJSON input, parsed into one batch: `NDJSONReader` cuts its
/// input into these so that two threads can parse it.
struct LinePiece: Sendable {
    /// Where the lines are: a text given whole, or a chunk read from a descriptor.
    enum Text: Sendable {
        case data(Data)
        case bytes([UInt8])

        func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            switch self {
            case .data(let data): data.withUnsafeBytes(body)
            case .bytes(let bytes): bytes.withUnsafeBytes(body)
            }
        }
    }

    /// The piece's place in the input: the first piece is 0.
    let sequence: Int
    let text: Text
    let range: Range<Int>
    /// The number of the piece's first line.
    let firstLine: Int
    /// How many of its lines are not blank.
    let count: Int

    /// The batch of the piece's lines; `forInsert`, with the insert's checks of its documents.
    func parsed(with lines: inout ExtendedJSONLines, forInsert: Bool) -> NDJSONReader.Batch {
        var batch = NDJSONReader.Batch()
        batch.documents.reserveCapacity(count)
        batch.lineNumbers.reserveCapacity(count)
        var hasStoredFormIDs: [Bool?] = []
        hasStoredFormIDs.reserveCapacity(forInsert ? count : 0)
        text.withUnsafeBytes { bytes in
            let piece = UnsafeRawBufferPointer(rebasing: bytes[range]).assumingMemoryBound(to: UInt8.self)
            lines.read(piece, firstLine: firstLine) { (number, read) in
                switch read {
                case .success(let read):
                    batch.documents.append(read.document)
                    batch.lineNumbers.append(number)
                    if forInsert { hasStoredFormIDs.append(read.hasStoredFormID) }
                case .failure(let error):
                    batch.failures.append((batch.documents.count, error))
                }
                return true
            }
        }
        if forInsert { batch.insertChecks = StoredFormKeys(of: batch.documents, hasStoredFormIDs: hasStoredFormIDs) }
        return batch
    }
}

/// Cuts an NDJSON input into pieces of `linesPerBatch` non-blank lines, reading a descriptor a
/// chunk at a time: a chunk's last piece may hold fewer, so what was read goes out before a
/// read that may wait (a pipe). Lines that are all blank are counted but make no piece.
struct LineSplitter {
    enum Source {
        case text(Data)
        /// Read as it arrives, after `prefix` (text already read from it).
        case descriptor(Int32, prefix: [UInt8])
    }

    /// How much one read asks for.
    private static let readSize = 1 << 20

    private let descriptor: Int32?
    private let linesPerBatch: Int
    /// The text read and not cut yet: whole lines, `cursor..<end` of `chunk`.
    private var chunk: LinePiece.Text
    private var cursor = 0
    private var end: Int
    /// The start of a line read only in part, which the next chunk begins with.
    private var partial: [UInt8] = []
    private var atEnd: Bool
    /// The number of the line at `cursor`.
    private var lineNumber: Int
    private var nextSequence = 0

    init(_ source: Source, firstLine: Int, linesPerBatch: Int) {
        self.linesPerBatch = linesPerBatch
        lineNumber = firstLine
        switch source {
        case .text(let text):
            descriptor = nil
            chunk = .data(text)
            end = text.count
            atEnd = true
        case .descriptor(let descriptor, let prefix):
            self.descriptor = descriptor
            atEnd = false
            // The prefix's whole lines are cut before the first read, which may wait.
            let wholeLines = (prefix.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            chunk = .bytes(prefix)
            end = wholeLines
            partial = Array(prefix[wholeLines...])
        }
    }

    /// The next piece of the text read: whole lines, up to `linesPerBatch` non-blank ones (and
    /// the blank lines among and before them); nil once no non-blank line is left in it.
    mutating func nextPiece() -> LinePiece? {
        chunk.withUnsafeBytes { (bytes) -> LinePiece? in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            let start = cursor
            let firstLine = lineNumber
            var position = cursor
            var count = 0
            // Each line ends with a newline, but the input's last one perhaps.
            while position < end, count < linesPerBatch {
                let lineEnd = memchr(base + position, Int32(UInt8(ascii: "\n")), end - position).map {
                    UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base
                } ?? end
                if !UnsafeBufferPointer(start: base + position, count: lineEnd - position).allSatisfy(ExtendedJSONLines.isBlank) { count += 1 }
                lineNumber += 1
                position = min(lineEnd + 1, end)
            }
            cursor = position
            guard count > 0 else { return nil }
            defer { nextSequence += 1 }
            return LinePiece(sequence: nextSequence, text: chunk, range: start..<position, firstLine: firstLine, count: count)
        }
    }

    /// Reads the next chunk: the partial line before, and what the descriptor gives up to its
    /// last newline (reading on until one comes, or the input ends). False at the end of the
    /// input (a text given whole is one chunk); a read that fails ends it too.
    mutating func read() -> Bool {
        guard let descriptor, !atEnd else { return false }
        var buffer = partial
        partial = []
        while true {
            let previous = buffer
            let kept = previous.count
            var result = 0
            buffer = [UInt8](unsafeUninitializedCapacity: kept + Self.readSize) { storage, initialized in
                storage.baseAddress!.initialize(from: previous, count: kept)
                result = Glibc.read(descriptor, storage.baseAddress! + kept, Self.readSize)
                initialized = kept + max(result, 0)
            }
            if result < 0, errno == EINTR { continue }
            if result <= 0 {
                atEnd = true
                return begin(buffer, wholeLines: buffer.count)
            }
            if let last = buffer[kept...].lastIndex(of: UInt8(ascii: "\n")) {
                partial = Array(buffer[(last + 1)...])
                return begin(buffer, wholeLines: last + 1)
            }
        }
    }

    /// Makes `bytes[..<wholeLines]` the text to cut; false when it is empty.
    private mutating func begin(_ bytes: [UInt8], wholeLines: Int) -> Bool {
        chunk = .bytes(bytes)
        cursor = 0
        end = wholeLines
        return wholeLines > 0
    }
}
