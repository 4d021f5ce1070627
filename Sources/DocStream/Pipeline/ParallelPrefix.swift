import DocStreamBSON
import Foundation

/// The leading per-document stages of a pipeline over a large input, run on every core.
///
/// The input is cut into chunks, in order. Helper threads and the thread pulling results each
/// take the next chunk and run the stages over it, each chunk through sinks of its own (the
/// stages are pure functions of a document and the run's variables). The chunks' outputs
/// rejoin the rest of the pipeline in input order, so the results, and the first error, are
/// those of a serial run. Only a few chunks run ahead of the one the puller waits for, so
/// memory stays flat however large the input.
final class ParallelPrefix {
    /// Input documents per chunk: enough that taking a chunk costs little beside running it.
    static var chunkSize: Int { 1024 }

    /// Helper threads beside the puller's: one per other core.
    static var helperCount: Int { max(ProcessInfo.processInfo.activeProcessorCount - 1, 0) }

    private let queue: ChunkQueue

    /// `chain` builds the stages' sinks in front of the sink it is given.
    init(input: some IteratorProtocol<Document>, helpers: Int, chain: @escaping @Sendable (any DocumentSink) -> any DocumentSink) {
        queue = ChunkQueue(input: AnyIterator(input), aheadLimit: 2 * (helpers + 1), chain: chain)
        for _ in 0..<helpers {
            let queue = queue
            Thread { queue.help() }.start()
        }
    }

    /// A run dropped before its end (an abandoned cursor) lets its helpers go.
    deinit {
        queue.stop()
    }

    /// The outputs of the next chunk, nil after the last. A stage's error is thrown after the
    /// outputs its chunk made before it, as a serial run would have passed them on.
    func nextChunk() throws(DocStreamError) -> [Document]? {
        try queue.nextChunk()
    }

    /// No more outputs are wanted (a `$limit` downstream is full).
    func stop() {
        queue.stop()
    }
}

/// The chunks of one parallel run, shared by its threads.
///
/// Unchecked Sendable: every stored property is read and written only while holding `lock`,
/// except `chain` (immutable) and `pendingError` (the puller's alone).
private final class ChunkQueue: @unchecked Sendable {
    /// What running one chunk made.
    private struct Output {
        var documents: [Document]
        /// The error that ended the chunk early.
        var error: DocStreamError?
    }

    private let lock = NSCondition()
    private var input: AnyIterator<Document>
    private var inputEnded = false
    private var stopped = false
    /// Chunks taken from the input so far; the next one taken gets this number.
    private var taken = 0
    /// Chunks handed to the puller so far; the next one it gets has this number.
    private var handed = 0
    private var finished: [Int: Output] = [:]
    /// How many chunks may be taken past the one the puller waits for.
    private let aheadLimit: Int
    private let chain: @Sendable (any DocumentSink) -> any DocumentSink
    /// A chunk's error, thrown on the puller's next call after the chunk's outputs.
    private var pendingError: DocStreamError?

    init(input: AnyIterator<Document>, aheadLimit: Int, chain: @escaping @Sendable (any DocumentSink) -> any DocumentSink) {
        self.input = input
        self.aheadLimit = aheadLimit
        self.chain = chain
    }

    /// A helper thread's work: chunks until the input ends or the run stops.
    func help() {
        lock.lock()
        while !stopped, !inputEnded {
            guard taken - handed < aheadLimit else {
                lock.wait()
                continue
            }
            runNextChunk()
        }
        lock.unlock()
    }

    func nextChunk() throws(DocStreamError) -> [Document]? {
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let output = finished.removeValue(forKey: handed) {
                handed += 1
                lock.broadcast()
                if let error = output.error {
                    // The stages stopped at this chunk: nothing after it is wanted.
                    stopped = true
                    pendingError = error
                }
                return output.documents
            }
            if handed == taken, inputEnded || stopped { return nil }
            // Rather than wait for a helper, the puller runs a chunk itself.
            if !inputEnded, !stopped, taken - handed < aheadLimit {
                runNextChunk()
            } else {
                lock.wait()
            }
        }
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
    }

    /// Takes the next chunk of input and runs the stages over it outside the lock. Called and
    /// returns with the lock held.
    private func runNextChunk() {
        var documents: [Document] = []
        documents.reserveCapacity(ParallelPrefix.chunkSize)
        while documents.count < ParallelPrefix.chunkSize, let document = input.next() {
            documents.append(document)
        }
        if documents.count < ParallelPrefix.chunkSize { inputEnded = true }
        let number = taken
        taken += 1
        lock.unlock()
        let output = run(documents)
        lock.lock()
        finished[number] = output
        lock.broadcast()
    }

    private func run(_ documents: [Document]) -> Output {
        let collected = BufferingSink()
        let head = chain(collected)
        for document in documents {
            do {
                _ = try head.accept(document)
            } catch {
                return Output(documents: collected.takeAll(), error: error)
            }
        }
        return Output(documents: collected.takeAll(), error: nil)
    }
}
