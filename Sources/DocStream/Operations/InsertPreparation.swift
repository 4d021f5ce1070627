import DocStreamBSON
import Foundation

/// The documents of one insert in stored form, in request order, each with its `_id` (hashed,
/// as `IDKey`) or the error that refuses it (`preparedForInsert`: the `_id` check, the size limit).
///
/// The checks of documents already in stored form (`StoredFormKeys`) may be made before the
/// write: by the caller (`NDJSONReader` makes them on its thread for each batch it parses), or
/// for a large batch in chunks by a helper thread, ahead of the write that takes them under the
/// store's lock. The other documents are rebuilt by the writer as it takes them, so the `_id`s
/// it makes increase in request order. The results, and each document's error, are those of a
/// serial run. The writer takes the chunks in order and prepares one itself rather than wait
/// (`ChunkQueue`); once it stops taking (the end, or an ordered insert's first failure) the
/// helper stops too.
final class InsertPreparation {
    /// Documents per chunk: a chunk's hand-over (a lock, an array) costs little beside
    /// preparing it (one to two thousand instructions a document).
    static let chunkSize = 256

    /// The fewest documents worth a helper thread for: starting one costs about as much as
    /// preparing a hundred documents.
    static let minimumBatch = 2 * chunkSize

    private let documents: [Document]
    private let queue: ChunkQueue<Range<Int>, StoredFormKeys>?
    /// Whether `chunk` holds the checks of the whole batch, made before the insert.
    private let checkedAhead: Bool
    private var chunk = StoredFormKeys()
    /// The next document's position in `chunk`, and the first of its failures not yet reached.
    private var position = 0
    private var failure = 0
    /// The next document's index in the batch.
    private var next = 0

    /// `checked`, when given, holds the checks of all of `documents`, made before.
    init(_ documents: [Document], checked: StoredFormKeys? = nil) {
        self.documents = documents
        checkedAhead = checked != nil
        if let checked {
            precondition(checked.keys.count == documents.count, "checked keys for other documents")
            chunk = checked
            queue = nil
            return
        }
        guard documents.count >= Self.minimumBatch, ParallelPrefix.helperCount > 0 else {
            queue = nil
            return
        }
        var start = 0
        let take = { () -> Range<Int>? in
            guard start < documents.count else { return nil }
            let end = min(start + Self.chunkSize, documents.count)
            defer { start = end }
            return start..<end
        }
        let queue = ChunkQueue(take: take, aheadLimit: 8) { (positions) -> (output: StoredFormKeys, error: DocStreamError?) in
            (StoredFormKeys(of: documents[positions]), nil)
        }
        self.queue = queue
        Thread { queue.help() }.start()
    }

    /// A batch dropped before its end (an ordered insert's failure) lets its helper go.
    deinit {
        queue?.stop()
    }

    /// The next document of the batch prepared, with its `_id` as the collection keys it, or
    /// its error. Called once per document, in order.
    func nextPrepared() throws(DocStreamError) -> (document: Document, key: IDKey) {
        let document = documents[next]
        next += 1
        guard let queue else {
            if checkedAhead { return try checked(document) }
            return Self.keyed(try CollectionOperations.preparedForInsert(document))
        }
        if position == chunk.keys.count {
            // The chunks carry no error of their own (each document's is in `failures`), and
            // there is one more while documents remain.
            guard let taken = try? queue.nextChunk() else { preconditionFailure("an insert's chunks end before its documents") }
            chunk = taken
            position = 0
            failure = 0
        }
        return try checked(document)
    }

    /// The key of the document `distance` places after the one `nextPrepared()` gave last,
    /// when its check is already at hand; nil otherwise.
    func key(ahead distance: Int) -> IDKey? {
        let ahead = position - 1 + distance
        return ahead < chunk.keys.count ? chunk.keys[ahead] : nil
    }

    /// Readies the caches for taking the document `distance` places after the one
    /// `nextPrepared()` gave last: its storage's header, where its reference count is. A batch
    /// parsed on another thread was written last by that thread's core, and taking each
    /// document (retaining it) waited for the line to come over (a third of the wait in
    /// `nextPrepared` by perf).
    func prefetchDocument(ahead distance: Int) {
        let ahead = next - 1 + distance
        guard ahead < documents.count else { return }
        documents.withUnsafeBufferPointer { documents in
            DocumentPrefetch.countForWrite(ofDocumentAt: UnsafeRawPointer(documents.baseAddress! + ahead))
        }
    }

    /// `document`, the one at `position` in `chunk`, with its key or its error, or rebuilt.
    private func checked(_ document: Document) throws(DocStreamError) -> (document: Document, key: IDKey) {
        defer { position += 1 }
        if let key = chunk.keys[position] { return (document, key) }
        if failure < chunk.failures.count, chunk.failures[failure].position == position {
            failure += 1
            throw chunk.failures[failure - 1].error
        }
        return Self.keyed(try CollectionOperations.rebuiltForInsert(document))
    }

    private static func keyed(_ prepared: (document: Document, id: BSONValue)) -> (document: Document, key: IDKey) {
        (prepared.document, IDKey(prepared.id))
    }
}

/// What `storedFormIDForInsert` finds for each of a run of documents: its `_id`, hashed, when
/// it is in stored form and acceptable (nil otherwise), and the refused documents' errors by
/// position in the run, in order. Any thread may make it ahead of the write.
struct StoredFormKeys: Sendable {
    var keys: [IDKey?] = []
    var failures: [(position: Int, error: DocStreamError)] = []

    init() {}

    /// `hasStoredFormIDs`, when given, says for each document what its reader saw of its `_id`
    /// (`storedFormIDForInsert`).
    init(of documents: some Collection<Document>, hasStoredFormIDs: [Bool?]? = nil) {
        keys.reserveCapacity(documents.count)
        for document in documents {
            do throws(DocStreamError) {
                let hasStoredFormID = hasStoredFormIDs?[keys.count] ?? nil
                keys.append(try CollectionOperations.storedFormIDForInsert(of: document, hasStoredFormID: hasStoredFormID).map(IDKey.init))
            } catch {
                failures.append((keys.count, error))
                keys.append(nil)
            }
        }
    }
}
