import DocStreamBSON
import Foundation
import Synchronization

/// A tailable cursor's reading of a capped collection (find's `tailable`): the documents in
/// insertion order from where the last batch stopped, so each batch sees those inserted since.
/// The position is the last document read, matched or not; once the collection's insert has
/// removed that document the cursor is lost (136 CappedPositionLost), as MongoDB's is.
final class TailableScan: Sendable {
    private let operations: CollectionOperations
    private let filter: QueryFilter
    private let projection: Projection?
    /// find's `awaitData`: a getMore that finds nothing waits for an insert.
    let awaitsData: Bool
    /// The `_id` of the last document read; nil before the first.
    private let position = Mutex<BSONValue?>(nil)
    /// Set when the cursor is killed: a waiting getMore returns at once.
    private let closed = Atomic<Bool>(false)
    /// The cursor among the store's change log's waiters: a getMore that finds nothing waits
    /// there for the next commit, and `close()` wakes it.
    private let waiter: Int

    /// Ends the cursor: a getMore waiting for documents returns.
    func close() {
        closed.store(true, ordering: .relaxed)
        operations.store.changeLog.wake(waiter)
    }

    var isClosed: Bool { closed.load(ordering: .relaxed) }

    init(operations: CollectionOperations, filter: QueryFilter, projection: Projection?, awaitsData: Bool) {
        self.operations = operations
        self.filter = filter
        self.projection = projection
        self.awaitsData = awaitsData
        waiter = operations.store.changeLog.makeWaiterID()
    }

    deinit {
        operations.store.changeLog.removeWaiter(waiter)
    }

    /// Up to `count` matching documents after the position (at most 16 MiB of them), the
    /// position moved past each document read. 175 QueryPlanKilled once the collection is gone.
    func next(upTo count: Int) throws(DocStreamError) -> [Document] {
        guard let collection = try operations.store.snapshot(operations.namespace) else {
            throw DocStreamError(.queryPlanKilled, "PlanExecutor error during getMore :: caused by :: collection dropped: \(operations.namespace)")
        }
        return try position.withLock { (position) throws(DocStreamError) -> [Document] in
            var slot = 0
            if let last = position {
                guard let found = collection.slot(forID: last) else {
                    throw DocStreamError(
                        .cappedPositionLost,
                        "CollectionScan died due to position in capped collection being deleted. Last seen record id: \(last.serverText)")
                }
                slot = found + 1
            }
            var batch: [Document] = []
            var bytes = 0
            while slot < collection.slots.count, batch.count < count, bytes < ResultStream.maxBatchBytes {
                defer { slot += 1 }
                guard let document = collection.slots[slot] else { continue }
                position = document["_id"]
                guard let match = try filter.match(document) else { continue }
                let result = try projection?.apply(to: document, match: match) ?? document
                batch.append(result)
                bytes += result.bytes.count
            }
            return batch
        }
    }

    /// `next(upTo:)`, waiting up to `timeout` for a first document when there is none (and
    /// the cursor is not closed meanwhile): each commit to the store (an insert, the
    /// collection's drop) wakes it to look again.
    func next(upTo count: Int, waitingUpTo timeout: Duration) throws(DocStreamError) -> [Document] {
        let deadline = ContinuousClock.now + timeout
        let log = operations.store.changeLog
        while true {
            // Taken before the look, so that a commit between the look and the wait ends the wait.
            let end = log.endSequence
            let batch = try next(upTo: count)
            guard batch.isEmpty, ContinuousClock.now < deadline, !isClosed else { return batch }
            log.waitForRecords(waiter: waiter, until: deadline) { waiting in
                if case .parked = log.park(waiter, at: end, inbox: nil, waiting) { return true }
                return false
            }
        }
    }
}
