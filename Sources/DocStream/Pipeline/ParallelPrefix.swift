import CThreadNames
import DocStreamBSON
import Foundation

/// The leading per-document stages of a pipeline over a large input, run on every core, and a
/// `$group` or `$sort` after them run in parts (`PartialStage`).
///
/// The input is cut into chunks, in order. Helper threads and the thread pulling results each
/// take the next chunk and run the stages over it, each chunk through sinks of their own (the
/// stages are pure functions of a document and the run's variables). The chunks' outputs
/// rejoin the rest of the pipeline in input order, so the results, and the first error, are
/// those of a serial run. Only a few chunks run ahead of the one the puller waits for, so
/// memory stays flat however large the input.
final class ParallelPrefix {
    /// What one chunk made.
    enum Output {
        /// The stages' outputs, for the rest of the pipeline.
        case documents(ChunkOutputs)
        /// A blocking stage's partial sink over the chunk, for the run's own sink to merge.
        case partial(any DocumentSink)
    }

    /// Runs the stages over one chunk: what they made, and the error that stopped them early.
    typealias ChunkRun = @Sendable (_ chunk: DocumentChunk) -> (output: Output, error: DocStreamError?)

    /// Input documents per chunk: enough that taking a chunk, and merging a chunk's partial
    /// groups (a few thousand instructions per group), cost little beside running it.
    static var chunkSize: Int { 4096 }

    /// The fewest input documents worth starting helper threads for: two chunks.
    static var minimumInput: Int { 2 * chunkSize }

    /// Helper threads beside the puller's: one per other core.
    static var helperCount: Int { max(ProcessInfo.processInfo.activeProcessorCount - 1, 0) }

    private let queue: ChunkQueue<DocumentChunk, Output>

    /// Over an input read by position: each thread reads its own chunk's documents.
    init(positioned input: any PositionedDocuments, helpers: Int, run: @escaping ChunkRun) {
        var start = 0
        let take = { () -> DocumentChunk? in
            guard start < input.positionCount else { return nil }
            let end = min(start + Self.chunkSize, input.positionCount)
            defer { start = end }
            return DocumentChunk(source: .positions(start..<end, of: input))
        }
        queue = ChunkQueue(take: take, aheadLimit: 2 * (helpers + 1), run: run)
        startHelpers(helpers)
    }

    /// Over an iterator, which the threads take chunks from in turn.
    init(input: some IteratorProtocol<Document>, helpers: Int, run: @escaping ChunkRun) {
        var input = input
        var ended = false
        // The loop is compiled for the input's type, where a type-erased iterator would cost a
        // dynamic call per document.
        let take = { () -> DocumentChunk? in
            guard !ended else { return nil }
            var chunk: [Document] = []
            chunk.reserveCapacity(Self.chunkSize)
            while chunk.count < Self.chunkSize, let document = input.next() { chunk.append(document) }
            ended = chunk.count < Self.chunkSize
            return chunk.isEmpty ? nil : DocumentChunk(source: .taken(chunk))
        }
        queue = ChunkQueue(take: take, aheadLimit: 2 * (helpers + 1), run: run)
        startHelpers(helpers)
    }

    /// What tools (top, perf) and the process's thread list call a helper thread.
    static let helperThreadName = "DocStream stage"

    private func startHelpers(_ count: Int) {
        for _ in 0..<count {
            let queue = queue
            Thread {
                docstream_name_current_thread(ParallelPrefix.helperThreadName)
                queue.help()
            }.start()
        }
    }

    /// A run dropped before its end (an abandoned cursor) lets its helpers go.
    deinit {
        queue.stop()
    }

    /// What the next chunk made, nil after the last. A stage's error is thrown after the
    /// outputs its chunk made before it, as a serial run would have passed them on.
    func nextChunk() throws(DocStreamError) -> Output? {
        try queue.nextChunk()
    }

    /// No more outputs are wanted (a `$limit` downstream is full).
    func stop() {
        queue.stop()
    }

}

/// An input a parallel run cuts into chunks by position, each thread reading its own chunk's
/// documents in place. Taken from one shared iterator, every document was read (and
/// retained) by the thread holding the queue's lock while the other threads waited.
protocol PositionedDocuments: Sendable {
    /// The positions are 0..<positionCount.
    var positionCount: Int { get }
    /// Calls `body` with the slots in the collection of the documents at `positions`, in order
    /// (a position may hold none: a deleted document's slot), until it returns false; its
    /// `document` reads the slot's document. False when `body` returned false.
    func forEach(in positions: Range<Int>, _ body: (_ slot: Int, _ document: () -> Document) throws(DocStreamError) -> Bool) throws(DocStreamError) -> Bool
}

/// One chunk of a parallel run's input.
struct DocumentChunk: Sendable {
    enum Source: Sendable {
        case taken([Document])
        case positions(Range<Int>, of: any PositionedDocuments)
    }

    let source: Source

    /// How many documents (or positions) the chunk holds.
    var count: Int {
        switch source {
        case .taken(let documents): documents.count
        case .positions(let positions, _): positions.count
        }
    }

    /// Feeds the chunk's documents to `head`: the error that stopped it, nil when every
    /// document went in.
    func feed(to head: any DocumentSink) -> DocStreamError? {
        do throws(DocStreamError) {
            switch source {
            case .taken(let documents):
                for document in documents { _ = try head.accept(document) }
            case .positions(let positions, let input):
                _ = try head.accept(positions: positions, of: input)
            }
            return nil
        } catch {
            return error
        }
    }
}

/// The end of one chunk's stages: their outputs in one buffer, sized to the chunk (and grown if
/// a stage makes more), which the puller moves into the run's results. Kept in an array, each
/// output was retained by the puller as it appended the chunk and released with the chunk's
/// array: two atomic counts per result, on an object another core had just written.
final class ChunkOutputs: DocumentSink {
    private var base: UnsafeMutablePointer<Document>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func accept(_ document: consuming Document) throws(DocStreamError) -> Bool {
        if count == capacity {
            let grown = UnsafeMutablePointer<Document>.allocate(capacity: 2 * capacity)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: document)
        count += 1
        return true
    }

    func finish() throws(DocStreamError) {}

    /// Calls `body` with each output in order until it returns false; false when it did.
    func forEach(_ body: (Document) throws(DocStreamError) -> Bool) throws(DocStreamError) -> Bool {
        for index in 0..<count where try !body(base[index]) { return false }
        return true
    }

    /// Moves every output to `destination`, which has room for `count` of them; none stay here.
    func moveAll(to destination: UnsafeMutablePointer<Document>) {
        destination.moveInitialize(from: base, count: count)
        count = 0
    }
}
