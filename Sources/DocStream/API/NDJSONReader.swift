import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Extended JSON documents one per line (NDJSON), parsed in batches ahead of the caller: on a
/// thread of the reader's own and, whenever the next batch is not parsed yet, by the caller of
/// `next()` itself, which then parses a batch cut ahead instead of waiting. So the parse gets
/// both cores, and keeps one while the caller inserts (or otherwise uses) the batches before.
/// At most `batchesAhead` batches beyond the two being parsed wait for the caller, so memory
/// stays flat for inputs of any size.
///
/// ```swift
/// let reader = NDJSONReader(Data(contentsOf: file), forInsert: true)
/// while let batch = reader.next() {
///     if let failure = batch.failures.first { ...; throw failure.error }
///     _ = try await collection.insertMany(batch)
/// }
/// ```
///
/// Lines are numbered from 1 (or `firstLine`); blank lines are skipped, and a line that does
/// not parse is a failure of its batch, located "line L, column C", while the lines after it
/// are still read. A batch holds `linesPerBatch` non-blank lines, fewer at the end and before
/// a read that may wait (a pipe): what was read goes out before the reader waits for more.
/// Dropping the reader, or `stop()`, ends its thread.
///
/// A reader made `forInsert` also makes the insert's checks of each batch's documents as it
/// parses them (the `_id` and the size, the `_id` hashed), which `MongoCollection.insertMany(_:)`
/// of the batch then leaves out.
public final class NDJSONReader {
    /// The documents of a run of lines, in input order, and the lines among them that did not parse.
    public struct Batch: Sendable {
        /// The documents of the lines that parsed, in input order.
        public var documents: [Document] = [] {
            didSet { insertChecks = nil }
        }
        /// The line number of each document.
        public var lineNumbers: [Int] = []
        /// Each line that did not parse, after `documentsBefore` of the batch's documents.
        public var failures: [(documentsBefore: Int, error: DocStreamError)] = []
        /// The insert's checks of `documents` (`_id` and size, the `_id` hashed), made by a
        /// reader made `forInsert`; nil once `documents` is changed.
        var insertChecks: StoredFormKeys?

        /// An empty batch.
        public init() {}
    }

    private let queue: BatchQueue
    /// The caller's parser, for the batches `next()` parses itself.
    private var lines = ExtendedJSONLines()

    /// Parses `text`, a whole NDJSON text in memory.
    public convenience init(_ text: Data, linesPerBatch: Int = 1000, batchesAhead: Int = 2, forInsert: Bool = false) {
        self.init(source: .text(text), firstLine: 1, linesPerBatch: linesPerBatch, batchesAhead: batchesAhead, forInsert: forInsert)
    }

    /// Parses what `descriptor` reads (a file or a pipe, read until its end), after `prefix`,
    /// the text already taken from it, numbering lines from `firstLine`. The descriptor must
    /// stay open while the reader runs; a read that fails ends the input.
    public convenience init(
        descriptor: Int32, after prefix: [UInt8] = [], firstLine: Int = 1, linesPerBatch: Int = 1000, batchesAhead: Int = 2, forInsert: Bool = false
    ) {
        self.init(
            source: .descriptor(descriptor, prefix: prefix), firstLine: firstLine, linesPerBatch: linesPerBatch, batchesAhead: batchesAhead,
            forInsert: forInsert)
    }

    private init(source: LineSplitter.Source, firstLine: Int, linesPerBatch: Int, batchesAhead: Int, forInsert: Bool) {
        let queue = BatchQueue(capacity: max(batchesAhead, 1) + 2, forInsert: forInsert)
        self.queue = queue
        let linesPerBatch = max(linesPerBatch, 1)
        Thread {
            var splitter = LineSplitter(source, firstLine: firstLine, linesPerBatch: linesPerBatch)
            queue.run(&splitter)
        }.start()
    }

    deinit {
        queue.stop()
    }

    /// The next batch, parsed here when the reader's thread has not parsed it yet; nil after
    /// the last one.
    public func next() -> Batch? {
        queue.take(parsingWith: &lines)
    }

    /// No more batches are wanted: the parsing thread ends, at the latest when a read it is
    /// waiting in returns.
    public func stop() {
        queue.stop()
    }
}

/// The pieces of the input cut for parsing, and the batches parsed from them, between the
/// reader's thread, which reads, cuts and parses, and the caller, which takes the batches in
/// order and parses a piece itself rather than wait. The thread keeps a piece cut ahead of the
/// one it parses, for the caller to take; it reads on only when every piece cut is taken.
/// At most `capacity` pieces are cut and not yet handed to the caller.
///
/// Unchecked Sendable: every stored property is read and written only while holding `lock`,
/// except `capacity` and `forInsert` (immutable).
private final class BatchQueue: @unchecked Sendable {
    private let lock = NSCondition()
    private let capacity: Int
    private let forInsert: Bool
    /// Pieces cut and not yet taken for parsing, in input order.
    private var unparsed: [LinePiece] = []
    /// Batches parsed and not yet handed out, by their piece's number.
    private var parsed: [Int: NDJSONReader.Batch] = [:]
    /// Pieces cut so far (the next one cut gets this number), and batches handed out so far.
    private var cut = 0
    private var handed = 0
    /// The last piece is cut.
    private var inputEnded = false
    /// The reader's thread has ended.
    private var finished = false
    private var stopped = false
    /// The reader's thread is in a read, which `stop()` cannot cut short.
    private var isReading = false

    init(capacity: Int, forInsert: Bool) {
        self.capacity = capacity
        self.forInsert = forInsert
    }

    /// The reader's thread: reads, cuts and parses until the input ends or the reader stops.
    func run(_ splitter: inout LineSplitter) {
        var lines = ExtendedJSONLines()
        lock.lock()
        defer {
            finished = true
            lock.broadcast()
            lock.unlock()
        }
        while !stopped {
            if unparsed.count < 2, cut - handed < capacity, !inputEnded {
                // Only this thread cuts and reads, so neither holds the lock.
                lock.unlock()
                let piece = splitter.nextPiece()
                lock.lock()
                if let piece {
                    unparsed.append(piece)
                    cut += 1
                    lock.broadcast()
                    continue
                }
                if unparsed.isEmpty {
                    isReading = true
                    lock.unlock()
                    let readMore = splitter.read()
                    lock.lock()
                    isReading = false
                    if !readMore { inputEnded = true }
                    lock.broadcast()
                    continue
                }
            }
            if !unparsed.isEmpty {
                parseFirstUnparsed(with: &lines)
            } else if inputEnded {
                return
            } else {
                lock.wait()
            }
        }
    }

    /// The next batch in input order, waiting for it or parsing a piece meanwhile; nil once
    /// every batch is handed out, or the reader is stopped.
    func take(parsingWith lines: inout ExtendedJSONLines) -> NDJSONReader.Batch? {
        lock.lock()
        defer { lock.unlock() }
        while !stopped {
            if let batch = parsed.removeValue(forKey: handed) {
                handed += 1
                lock.broadcast()
                return batch
            }
            if inputEnded, handed == cut { return nil }
            if !unparsed.isEmpty {
                parseFirstUnparsed(with: &lines)
            } else {
                lock.wait()
            }
        }
        return nil
    }

    /// Parses the first piece waiting, without the lock (held on entry and on return).
    private func parseFirstUnparsed(with lines: inout ExtendedJSONLines) {
        let piece = unparsed.removeFirst()
        lock.unlock()
        let batch = piece.parsed(with: &lines, forInsert: forInsert)
        lock.lock()
        parsed[piece.sequence] = batch
        lock.broadcast()
    }

    /// Drops the batches waiting and waits for the reader's thread to end, unless it is in a
    /// read: it then ends as soon as the read returns.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        stopped = true
        unparsed = []
        parsed = [:]
        lock.broadcast()
        while !finished, !isReading { lock.wait() }
    }
}
