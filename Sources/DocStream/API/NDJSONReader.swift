import DocStreamBSON
import Foundation
import Glibc

/// Extended JSON documents one per line (NDJSON), parsed in batches on a thread of its own, so
/// the caller inserts (or otherwise uses) one batch while the next ones are parsed: the parse
/// and the insert each get a core. At most `batchesAhead` parsed batches wait for the caller,
/// so memory stays flat for inputs of any size.
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
/// a read that may wait (a pipe). Dropping the reader, or `stop()`, ends its thread.
///
/// A reader made `forInsert` also makes the insert's checks of each batch's documents on its
/// thread (the `_id` and the size, the `_id` hashed), which `MongoCollection.insertMany(_:)`
/// of the batch then leaves out.
public final class NDJSONReader {
    /// The documents of a run of lines, in input order, and the lines among them that did not parse.
    public struct Batch: Sendable {
        public var documents: [Document] = [] {
            didSet { insertChecks = nil }
        }
        /// The line number of each document.
        public var lineNumbers: [Int] = []
        /// Each line that did not parse, after `documentsBefore` of the batch's documents.
        public var failures: [(documentsBefore: Int, error: DocStreamError)] = []
        /// The insert's checks of `documents` (`_id` and size, the `_id` hashed), made on the
        /// thread of a reader made `forInsert`; nil once `documents` is changed.
        var insertChecks: StoredFormKeys?

        public init() {}

        var isEmpty: Bool { documents.isEmpty && failures.isEmpty }
    }

    /// Where the text comes from.
    private enum Source {
        case text(Data)
        /// Read as it arrives, after `prefix` (text already read from it).
        case descriptor(Int32, prefix: [UInt8])
    }

    private let channel: BatchChannel

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

    private init(source: Source, firstLine: Int, linesPerBatch: Int, batchesAhead: Int, forInsert: Bool) {
        let channel = BatchChannel(capacity: max(batchesAhead, 1))
        self.channel = channel
        let linesPerBatch = max(linesPerBatch, 1)
        Thread {
            var parser = BatchParser(channel: channel, firstLine: firstLine, linesPerBatch: linesPerBatch, forInsert: forInsert)
            parser.run(source)
            channel.finish()
        }.start()
    }

    deinit {
        channel.stop()
    }

    /// The next batch, waiting for it to be parsed; nil after the last one.
    public func next() -> Batch? {
        channel.take()
    }

    /// No more batches are wanted: the parsing thread ends, at the latest when a read it is
    /// waiting in returns.
    public func stop() {
        channel.stop()
    }

    /// The parsing thread's work: lines into batches, batches into the channel.
    private struct BatchParser {
        let channel: BatchChannel
        let linesPerBatch: Int
        let forInsert: Bool
        var lines = ExtendedJSONLines()
        var batch = Batch()
        /// The number of the next line.
        var lineNumber: Int
        /// Non-blank lines read into `batch`, failures included.
        var linesInBatch = 0

        init(channel: BatchChannel, firstLine: Int, linesPerBatch: Int, forInsert: Bool) {
            self.channel = channel
            self.linesPerBatch = linesPerBatch
            self.forInsert = forInsert
            lineNumber = firstLine
        }

        mutating func run(_ source: Source) {
            switch source {
            case .text(let text):
                text.withUnsafeBytes { _ = read($0.assumingMemoryBound(to: UInt8.self)) }
                _ = send()
            case .descriptor(let descriptor, let prefix):
                readAll(descriptor, after: prefix)
            }
        }

        /// Reads the descriptor in chunks. A line cut by a chunk's end waits in `partial` for
        /// the rest; the other lines are parsed straight from the chunk.
        private mutating func readAll(_ descriptor: Int32, after prefix: [UInt8]) {
            var partial = prefix
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            while true {
                // What is parsed goes out before a read that may wait, so a line that came
                // alone down a pipe is handled at once.
                guard send(), let count = channel.reading({ chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) } })
                else { return }
                if count < 0, errno == EINTR { continue }
                if count <= 0 {
                    _ = partial.withUnsafeBufferPointer { read($0) }
                    _ = send()
                    return
                }
                let completed = chunk.withUnsafeBufferPointer { (buffer) -> Bool in
                    let text = UnsafeBufferPointer(rebasing: buffer[..<count])
                    guard let last = text.lastIndex(of: UInt8(ascii: "\n")) else {
                        partial.append(contentsOf: text)
                        return true
                    }
                    var rest = text[...]
                    if !partial.isEmpty {
                        let first = text.firstIndex(of: UInt8(ascii: "\n"))!
                        partial.append(contentsOf: text[...first])
                        rest = text[(first + 1)...]
                        guard partial.withUnsafeBufferPointer({ read($0) }) else { return false }
                        partial.removeAll(keepingCapacity: true)
                    }
                    if rest.startIndex <= last {
                        guard read(UnsafeBufferPointer(rebasing: rest[...last])) else { return false }
                    }
                    partial.append(contentsOf: text[(last + 1)...])
                    return true
                }
                guard completed else { return }
            }
        }

        /// Parses the lines of `text`, each ending with a newline but perhaps the last (so ""
        /// has no line and "\n" one blank line), into batches, sending
        /// each full one; false once the reader is stopped.
        private mutating func read(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            var stopped = false
            // A copy, as the closure below changes the rest of `self`; its buffers stay shared.
            var lines = self.lines
            defer { self.lines = lines }
            lineNumber += lines.read(text, firstLine: lineNumber) { (number, document) in
                switch document {
                case .success(let document):
                    batch.documents.append(document)
                    batch.lineNumbers.append(number)
                case .failure(let error):
                    batch.failures.append((batch.documents.count, error))
                }
                linesInBatch += 1
                if linesInBatch >= linesPerBatch { stopped = !send() }
                return !stopped
            }
            return !stopped
        }

        /// Hands the batch to the reader (unless empty), checked for an insert when the reader
        /// is for one; false once the reader is stopped.
        private mutating func send() -> Bool {
            linesInBatch = 0
            guard !batch.isEmpty else { return !channel.isStopped }
            defer { batch = Batch() }
            if forInsert { batch.insertChecks = StoredFormKeys(of: batch.documents) }
            return channel.put(batch)
        }
    }
}

/// The parsed batches between the parsing thread and the reader, at most `capacity` of them.
///
/// Unchecked Sendable: every stored property is read and written only while holding `lock`.
private final class BatchChannel: @unchecked Sendable {
    private let lock = NSCondition()
    private let capacity: Int
    private var batches: [NDJSONReader.Batch] = []
    /// The parsing thread has sent its last batch and ended.
    private var finished = false
    private var stopped = false
    /// The parsing thread is in a read, which `stop()` cannot cut short.
    private var isReading = false

    init(capacity: Int) {
        self.capacity = capacity
    }

    var isStopped: Bool {
        lock.withLock { stopped }
    }

    /// Waits for room, then adds `batch`; false (nothing added) once stopped.
    func put(_ batch: NDJSONReader.Batch) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        while !stopped, batches.count >= capacity { lock.wait() }
        guard !stopped else { return false }
        batches.append(batch)
        lock.broadcast()
        return true
    }

    /// Runs `read` marked as reading; nil, without reading, once stopped.
    func reading(_ read: () -> Int) -> Int? {
        let proceeds = lock.withLock { () -> Bool in
            guard !stopped else { return false }
            isReading = true
            return true
        }
        guard proceeds else { return nil }
        let count = read()
        lock.withLock {
            isReading = false
            lock.broadcast()
        }
        return count
    }

    /// The next batch, waiting for one; nil once the parsing thread is done and all are taken.
    func take() -> NDJSONReader.Batch? {
        lock.lock()
        defer { lock.unlock() }
        while batches.isEmpty, !finished, !stopped { lock.wait() }
        guard !batches.isEmpty, !stopped else { return nil }
        lock.broadcast()
        return batches.removeFirst()
    }

    /// Called by the parsing thread as it ends.
    func finish() {
        lock.withLock {
            finished = true
            lock.broadcast()
        }
    }

    /// Drops the batches waiting and waits for the parsing thread to end, unless it is in a
    /// read: it then ends as soon as the read returns.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        stopped = true
        batches = []
        lock.broadcast()
        while !finished, !isReading { lock.wait() }
    }
}
