import DocStreamBSON
import Foundation

/// The documents of one insert in stored form, in request order, each with its `_id` or the
/// error that refuses it (`preparedForInsert`: the `_id` check, the size limit).
///
/// A large batch is prepared in chunks by a helper thread too, ahead of the write that takes
/// them under the store's lock. The helper only checks documents already in stored form
/// (`preparedAsStored`, a pure function of each document); the others are rebuilt by the
/// writer as it takes them, so the `_id`s it makes increase in request order. The results,
/// and each document's error, are those of a serial run. The writer takes the chunks in order
/// and prepares one itself rather than wait (`ChunkQueue`); once it stops taking (the end, or
/// an ordered insert's first failure) the helper stops too.
final class InsertPreparation {
    /// Documents per chunk: a chunk's hand-over (a lock, an array) costs little beside
    /// preparing it (about a thousand instructions a document).
    static let chunkSize = 256

    /// The fewest documents worth a helper thread for: starting one costs about as much as
    /// preparing a hundred documents.
    static let minimumBatch = 2 * chunkSize

    /// What the helper found in one chunk: each document's `_id` when it is in stored form
    /// and acceptable (nil otherwise), and the refused documents' errors by position, in order.
    private struct PreparedChunk {
        var ids: [BSONValue?] = []
        var failures: [(position: Int, error: DocStreamError)] = []
    }

    private let documents: [Document]
    private let queue: ChunkQueue<PreparedChunk>?
    private var chunk = PreparedChunk()
    /// The next document's position in `chunk`, and the first of its failures not yet reached.
    private var position = 0
    private var failure = 0
    /// The next document's index in the batch.
    private var next = 0

    init(_ documents: [Document]) {
        self.documents = documents
        guard documents.count >= Self.minimumBatch, ParallelPrefix.helperCount > 0 else {
            queue = nil
            return
        }
        var start = 0
        let take = { () -> [Document] in
            let end = min(start + Self.chunkSize, documents.count)
            defer { start = end }
            return Array(documents[start..<end])
        }
        let queue = ChunkQueue(take: take, chunkSize: Self.chunkSize, aheadLimit: 8) { (documents) -> (output: PreparedChunk, error: DocStreamError?) in
            var chunk = PreparedChunk()
            chunk.ids.reserveCapacity(documents.count)
            for (position, document) in documents.enumerated() {
                do throws(DocStreamError) {
                    chunk.ids.append(try CollectionOperations.preparedAsStored(document)?.id)
                } catch {
                    chunk.ids.append(nil)
                    chunk.failures.append((position, error))
                }
            }
            return (chunk, nil)
        }
        self.queue = queue
        Thread { queue.help() }.start()
    }

    /// A batch dropped before its end (an ordered insert's failure) lets its helper go.
    deinit {
        queue?.stop()
    }

    /// The next document of the batch prepared, or its error. Called once per document, in order.
    func nextPrepared() throws(DocStreamError) -> (document: Document, id: BSONValue) {
        let document = documents[next]
        next += 1
        guard let queue else { return try CollectionOperations.preparedForInsert(document) }
        if position == chunk.ids.count {
            // The chunks carry no error of their own (each document's is in `failures`), and
            // there is one more while documents remain.
            guard let taken = try? queue.nextChunk() else { preconditionFailure("an insert's chunks end before its documents") }
            chunk = taken
            position = 0
            failure = 0
        }
        defer { position += 1 }
        if let id = chunk.ids[position] { return (document, id) }
        if failure < chunk.failures.count, chunk.failures[failure].position == position {
            failure += 1
            throw chunk.failures[failure - 1].error
        }
        return try CollectionOperations.rebuiltForInsert(document)
    }
}
