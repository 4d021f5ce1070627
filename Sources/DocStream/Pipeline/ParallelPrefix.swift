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
        case documents([Document])
        /// A blocking stage's partial sink over the chunk, for the run's own sink to merge.
        case partial(any DocumentSink)
    }

    /// Runs the stages over one chunk: what they made, and the error that stopped them early.
    typealias ChunkRun = @Sendable (_ chunk: [Document]) -> (output: Output, error: DocStreamError?)

    /// Input documents per chunk: enough that taking a chunk, and merging a chunk's partial
    /// groups (a few thousand instructions per group), cost little beside running it.
    static var chunkSize: Int { 4096 }

    /// The fewest input documents worth starting helper threads for: two chunks.
    static var minimumInput: Int { 2 * chunkSize }

    /// Helper threads beside the puller's: one per other core.
    static var helperCount: Int { max(ProcessInfo.processInfo.activeProcessorCount - 1, 0) }

    private let queue: ChunkQueue<Output>

    init(input: some IteratorProtocol<Document>, helpers: Int, run: @escaping ChunkRun) {
        var input = input
        // The loop is compiled for the input's type, where a type-erased iterator would cost a
        // dynamic call per document.
        let take = { () -> [Document] in
            var chunk: [Document] = []
            chunk.reserveCapacity(Self.chunkSize)
            while chunk.count < Self.chunkSize, let document = input.next() { chunk.append(document) }
            return chunk
        }
        queue = ChunkQueue(take: take, chunkSize: Self.chunkSize, aheadLimit: 2 * (helpers + 1), run: run)
        for _ in 0..<helpers {
            let queue = queue
            Thread { queue.help() }.start()
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

    /// Feeds `chunk` to `head`: the error that stopped it, nil when every document went in.
    static func feed(_ chunk: [Document], to head: any DocumentSink) -> DocStreamError? {
        for document in chunk {
            do {
                _ = try head.accept(document)
            } catch {
                return error
            }
        }
        return nil
    }
}
