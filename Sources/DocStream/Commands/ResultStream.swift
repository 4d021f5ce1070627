import Dispatch
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

    /// The most results asked of the query or pipeline at once: a parallel run's chunk.
    private static var runLength: Int { ParallelPrefix.chunkSize }

    /// Guards every stored property below.
    private let lock = Mutex<Void>(())
    /// The next results, at most as many as asked (at least one), none at the end; dropped
    /// (with the snapshot it reads) once exhausted.
    private var produce: ((Int) throws(DocStreamError) -> [Document])?
    /// Results made and not yet in a batch: the rest of the last run produced, read past a full
    /// batch to tell whether the cursor is exhausted, or not fitting in its bytes.
    private var pending: ArraySlice<Document> = []
    /// An error the read past a full batch raised, thrown by the next batch: the batch before
    /// it is returned whole, as a run that stops at the batch's end would return it.
    private var pendingError: DocStreamError?
    /// How many documents the query or pipeline has read from the collection so far.
    private let documentsRead: () -> Int

    init(documentsRead: @escaping () -> Int = { 0 }, produce: @escaping (Int) throws(DocStreamError) -> [Document]) {
        self.produce = produce
        self.documentsRead = documentsRead
    }

    /// A stream of results already computed (a pipeline that must run to its end at once).
    convenience init(_ results: [Document]) {
        var remaining = results
        self.init { (_: Int) throws(DocStreamError) -> [Document] in
            defer { remaining = [] }
            return remaining
        }
    }

    /// A stream of a pipeline's run, pulled a run of results at a time.
    convenience init<Input>(_ execution: PipelineExecution<Input>) {
        var execution = execution
        self.init { (count) throws(DocStreamError) -> [Document] in try execution.next(upTo: count) }
    }

    /// The documents read from the collection so far (what explain calls docsExamined).
    var documentsExamined: Int {
        lock.withLock { _ in documentsRead() }
    }

    /// The next batch: up to `size` results (no count limit when nil) and at most
    /// `maxBatchBytes` of them, and whether the results end with it. Reads past a full batch
    /// to know whether more remain.
    func batch(size: Int?) throws(DocStreamError) -> (documents: ResultBatch, exhausted: Bool) {
        try lock.withLock { (_) throws(DocStreamError) -> (documents: ResultBatch, exhausted: Bool) in
            var batch = ResultBatch()
            while size.map({ batch.count < $0 }) ?? true {
                let wanted = size.map { $0 - batch.count } ?? .max
                // One more than the batch needs, to tell whether it is the last.
                guard try refill(wanting: wanted == .max ? wanted : wanted + 1) else { return (batch, true) }
                var end = pending.startIndex
                var bytes = batch.bytes
                let limit = pending.startIndex + min(wanted, pending.count)
                while end < limit {
                    let length = pending[end].bytes.count
                    if batch.count + end - pending.startIndex > 0, bytes + length > Self.maxBatchBytes { break }
                    bytes += length
                    end += 1
                }
                batch.append(pending[..<end], bytes: bytes - batch.bytes)
                pending = pending[end...]
                if end < limit { return (batch, false) }
            }
            do throws(DocStreamError) {
                guard try refill(wanting: 1) else { return (batch, true) }
            } catch {
                pendingError = error
            }
            return (batch, false)
        }
    }

    /// Makes sure `pending` holds a result, producing the next run (of up to `wanting`) when
    /// it is empty; false at the end of the results. The producer (and the snapshot it reads)
    /// is let go at the end or on an error, after which there are no more results.
    private func refill(wanting: Int) throws(DocStreamError) -> Bool {
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        guard pending.isEmpty else { return true }
        guard let produce else { return false }
        do throws(DocStreamError) {
            let run = try produce(min(wanting, Self.runLength))
            guard !run.isEmpty else {
                self.produce = nil
                return false
            }
            pending = run[...]
            return true
        } catch {
            self.produce = nil
            throw error
        }
    }
}

/// One batch of a cursor's results, as runs of the arrays they were made in: gathering them
/// into one array counted a reference to each document on the way in and another on the way
/// out, for results a reply copies once and lets go.
struct ResultBatch {
    private(set) var runs: [ArraySlice<Document>] = []
    private(set) var count = 0
    /// The documents' bytes, together.
    private(set) var bytes = 0

    init() {}

    init(_ documents: [Document]) {
        append(documents[...], bytes: documents.reduce(0) { $0 + $1.bytes.count })
    }

    mutating func append(_ run: ArraySlice<Document>, bytes: Int) {
        guard !run.isEmpty else { return }
        runs.append(run)
        count += run.count
        self.bytes += bytes
    }
}

extension ResultBatch {
    /// Batches of at least this many documents are let go on `releaseQueue`.
    private static var deferredReleaseMinimum: Int { 1024 }

    private static let releaseQueue = DispatchQueue(label: "docstream.result-release", qos: .utility)

    /// Lets the documents go once a reply holds their bytes: a large batch's results are each
    /// an allocation made on another thread, and freeing 100,000 of them took a sixth of a
    /// large getMore's time, which its reply no longer waits for.
    consuming func release() {
        guard count >= Self.deferredReleaseMinimum else { return }
        let runs = runs
        Self.releaseQueue.async { withExtendedLifetime(runs) {} }
    }
}
