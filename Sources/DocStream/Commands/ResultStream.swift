import DocStreamBSON
import Synchronization

/// A cursor's results, computed batch by batch as the client asks for them: the first batch
/// when the command runs, each later one on getMore. It holds the query's or pipeline's
/// iterator (over a snapshot of the collection taken when the command ran), never the results
/// still to come; only blocking stages ($sort, $group) hold what they must.
///
/// One caller at a time takes a batch; a second getMore on the same cursor waits for the first.
final class ResultStream: @unchecked Sendable {
    /// The most bytes of documents a batch holds, MongoDB's 16 MiB: a batch ends before the
    /// document that would take it past this (its first document always goes in).
    static let maxBatchBytes = 16 * 1024 * 1024

    /// Guards every stored property below.
    private let lock = Mutex<Void>(())
    /// The next result, nil at the end; dropped (with the snapshot it reads) once exhausted.
    private var produce: (() throws(DocStreamError) -> Document?)?
    /// A result read ahead of the batch it goes in: the one after a full batch, read to tell
    /// whether the cursor is exhausted, or one that did not fit in the last batch's bytes.
    private var readAhead: Document?
    /// An error the read past a full batch raised, thrown by the next batch: the batch before
    /// it is returned whole, as a run that stops at the batch's end would return it.
    private var pendingError: DocStreamError?
    /// How many documents the query or pipeline has read from the collection so far.
    private let documentsRead: () -> Int

    init(documentsRead: @escaping () -> Int = { 0 }, produce: @escaping () throws(DocStreamError) -> Document?) {
        self.produce = produce
        self.documentsRead = documentsRead
    }

    /// A stream of results already computed (a pipeline that must run to its end at once).
    convenience init(_ results: [Document]) {
        var iterator = results.makeIterator()
        self.init(documentsRead: { 0 }) { () throws(DocStreamError) -> Document? in iterator.next() }
    }

    /// A stream of a pipeline's run, pulled a result at a time.
    convenience init<Input>(_ execution: PipelineExecution<Input>) {
        var execution = execution
        self.init(documentsRead: { 0 }) { () throws(DocStreamError) -> Document? in try execution.next() }
    }

    /// The documents read from the collection so far (what explain calls docsExamined).
    var documentsExamined: Int {
        lock.withLock { _ in documentsRead() }
    }

    /// The next batch: up to `size` results (no count limit when nil) and at most
    /// `maxBatchBytes` of them, and whether the results end with it. Reads one result past a
    /// full batch to know whether more remain.
    func batch(size: Int?) throws(DocStreamError) -> (documents: [Document], exhausted: Bool) {
        try lock.withLock { (_) throws(DocStreamError) -> (documents: [Document], exhausted: Bool) in
            var documents: [Document] = []
            var bytes = 0
            while size.map({ documents.count < $0 }) ?? true {
                guard let document = try take() else { return (documents, true) }
                let length = document.bytes.count
                if !documents.isEmpty, bytes + length > Self.maxBatchBytes {
                    readAhead = document
                    return (documents, false)
                }
                documents.append(document)
                bytes += length
            }
            do throws(DocStreamError) {
                guard let next = try take() else { return (documents, true) }
                readAhead = next
            } catch {
                pendingError = error
            }
            return (documents, false)
        }
    }

    /// The next result; the iterator (and the snapshot it reads) is let go at the end or on
    /// an error, after which there are no more results.
    private func take() throws(DocStreamError) -> Document? {
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        if let document = readAhead {
            readAhead = nil
            return document
        }
        guard let produce else { return nil }
        do throws(DocStreamError) {
            guard let document = try produce() else {
                self.produce = nil
                return nil
            }
            return document
        } catch {
            self.produce = nil
            throw error
        }
    }
}
