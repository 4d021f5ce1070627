import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run of whole lines of an NDJSON input, parsed into one batch: `NDJSONReader` cuts its
/// input into these so that two threads can parse it.
struct LinePiece: Sendable {
    /// Where the lines are: a text given whole, or a chunk read from a descriptor.
    enum Text: Sendable {
        case data(Data)
        case chunk(ReadChunk)

        func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            switch self {
            case .data(let data): data.withUnsafeBytes(body)
            case .chunk(let chunk): body(UnsafeRawBufferPointer(start: chunk.base, count: chunk.count))
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
            lines.read(piece, firstLine: firstLine) { (number, document, hasStoredFormID) in
                switch document {
                case .success(let document):
                    batch.documents.append(document)
                    batch.lineNumbers.append(number)
                    if forInsert { hasStoredFormIDs.append(hasStoredFormID) }
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

/// Cuts an NDJSON input into pieces of `linesPerBatch` non-blank lines (fewer when they are
/// long: `maximumPieceBytes`), reading a descriptor a
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
    /// The text a piece holds at most, but for its first line: long lines (commands carrying
    /// thousands of documents) make pieces of a few lines, so the pieces parsed ahead stay small.
    private static let maximumPieceBytes = 4 << 20
    /// How many buffers read into before are kept for reuse.
    private static let spareCount = 4

    private let descriptor: Int32?
    private let linesPerBatch: Int
    /// The text read and not cut yet: whole lines, `cursor..<end` of `chunk`.
    private var chunk: LinePiece.Text
    private var cursor = 0
    private var end: Int
    /// Buffers read into before, reused once no piece holds them: a new one costs a page
    /// fault every 4 KiB on its first read (a third of the reading thread's time at 1 MiB a read).
    private var spares: [ReadChunk] = []
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
            let prefixChunk = ReadChunk(capacity: prefix.count)
            prefix.withUnsafeBytes { prefixChunk.append($0) }
            chunk = .chunk(prefixChunk)
            end = (prefix.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
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
            while position < end, count < linesPerBatch, count == 0 || position - start < Self.maximumPieceBytes {
                let lineEnd =
                    memchr(base + position, Int32(UInt8(ascii: "\n")), end - position).map {
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

    /// Reads the next chunk: the partial line the last one ended with, and what the descriptor
    /// gives up to its last newline (reading on until one comes, or the input ends). False at
    /// the end of the input (a text given whole is one chunk); a read that fails ends it too.
    mutating func read() -> Bool {
        guard let descriptor, !atEnd, case .chunk(let last) = chunk else { return false }
        // What follows the last chunk's whole lines: the start of a line read in part.
        let partial = UnsafeRawBufferPointer(start: last.base + end, count: last.count - end)
        var buffer = reusableBuffer(capacity: max(Self.readSize, 2 * partial.count))
        buffer.append(partial)
        // One made larger for a long line is not kept: spares of a few MiB are enough.
        if last.capacity <= 2 * Self.readSize { spares.append(last) }
        while true {
            if buffer.capacity - buffer.count < Self.readSize / 2 {
                // A line longer than the buffer: a larger one, the line copied over.
                let larger = ReadChunk(capacity: 2 * buffer.capacity)
                larger.append(UnsafeRawBufferPointer(start: buffer.base, count: buffer.count))
                buffer = larger
            }
            let kept = buffer.count
            let result = SystemCall.read(descriptor, buffer.base + kept, buffer.capacity - kept)
            if result < 0, errno == EINTR { continue }
            if result <= 0 {
                atEnd = true
                return begin(buffer, wholeLines: kept)
            }
            buffer.count += result
            let read = UnsafeRawBufferPointer(start: buffer.base + kept, count: result)
            if let last = read.lastIndex(of: UInt8(ascii: "\n")) { return begin(buffer, wholeLines: kept + last + 1) }
        }
    }

    /// A buffer of at least `capacity` bytes that no piece holds any more (emptied), or a new one.
    private mutating func reusableBuffer(capacity: Int) -> ReadChunk {
        for index in spares.indices where spares[index].capacity >= capacity && isKnownUniquelyReferenced(&spares[index]) {
            let buffer = spares.remove(at: index)
            buffer.count = 0
            return buffer
        }
        if spares.count >= Self.spareCount { spares.removeFirst() }
        return ReadChunk(capacity: capacity)
    }

    /// Makes the first `wholeLines` bytes of `buffer` the text to cut; false when there are none.
    private mutating func begin(_ buffer: ReadChunk, wholeLines: Int) -> Bool {
        chunk = .chunk(buffer)
        cursor = 0
        end = wholeLines
        return wholeLines > 0
    }
}

/// Memory a descriptor is read into, shared by the pieces cut from it, which parse it in place.
///
/// Unchecked Sendable: the splitter writes it only while no piece holds it (a new buffer, or
/// one `isKnownUniquelyReferenced` in its spares: the release of the last piece's reference
/// orders the reads of that piece's thread before); pieces only read it.
final class ReadChunk: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let capacity: Int
    /// The bytes read into it, from `base`.
    var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(byteCount: max(capacity, 1), alignment: 16)
    }

    deinit {
        base.deallocate()
    }

    /// Copies `bytes` after the ones there; there must be room.
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        precondition(count + bytes.count <= capacity, "a read buffer overrun")
        (base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }
}
