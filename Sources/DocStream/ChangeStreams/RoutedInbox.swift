import Dispatch
import Synchronization

/// A routed change stream's inbox: the records the change log's router handed it and it has
/// not taken yet, and its reader while parked waiting for them. It has a lock of its own, not
/// the log's nor the router's: the router delivering a record takes it for that one stream,
/// and the reader parks and takes its records without the other locks. Readers then never
/// spin on the log's lock against a writer's append, and the router never waits for a reader
/// the scheduler stopped while it held a shared lock.
///
/// An inbox is bounded (`limit`): a delivery to a full one notes the first record missed
/// (`overflowedAt`) instead, and the stream goes back to reading the log from there.
final class RoutedInbox: Sendable {
    private struct Contents {
        var records: [ChangeRecord] = []
        /// The first record the stream missed because its inbox was full (or because the log
        /// ended, `close(at:)`): the stream reads the log from there.
        var overflowedAt: Int64?
        var parked: Waiter?
        /// A wake-up that came while the reader was not parked: its next park returns at once.
        var wakePending = false

        var hasNews: Bool { !records.isEmpty || overflowedAt != nil }

        /// The records delivered since the last take, and where the stream then stands: see
        /// `RoutedInbox.take(from:)`.
        mutating func take(from position: Int64) -> ChangeLog.RoutedRecords {
            if let overflowedAt {
                return ChangeLog.RoutedRecords(records: records, position: overflowedAt, stillRouted: false)
            }
            let position = max(position, (records.last?.sequence ?? -1) + 1)
            // The reader takes a copy and the inbox keeps its room (when small), so the writer
            // routes the next records without allocating: the reader allocates instead.
            let taken = records.map { $0 }
            records.removeAll(keepingCapacity: records.capacity <= RoutedInbox.keptRoom)
            return ChangeLog.RoutedRecords(records: taken, position: position, stillRouted: true)
        }
    }

    static let limit = 4096
    /// The most records an emptied inbox keeps room for.
    private static let keptRoom = 64

    private let contents = Mutex(Contents())

    /// Adds `record`, or, the inbox being full, notes it as the first missed; returns the
    /// parked reader, now unparked, and whether the inbox has overflowed.
    func deliver(_ record: ChangeRecord) -> (parked: Waiter?, overflowed: Bool) {
        contents.withLock { contents in
            if contents.overflowedAt == nil {
                if contents.records.count >= Self.limit { contents.overflowedAt = record.sequence } else { contents.records.append(record) }
            }
            defer { contents.parked = nil }
            return (contents.parked, contents.overflowedAt != nil)
        }
    }

    /// Ends the routing of the stream at `sequence` (when it has not overflowed before): it
    /// reads the log from there once it has taken what it holds. Returns the parked reader.
    func close(at sequence: Int64) -> Waiter? {
        contents.withLock { contents in
            if contents.overflowedAt == nil { contents.overflowedAt = sequence }
            defer { contents.parked = nil }
            return contents.parked
        }
    }

    /// The records delivered since the last take, and the position the stream then stands at
    /// in the log, having stood at `position`: past every record taken. (Not the log's end:
    /// reading it here would have the writers' and the readers' processors pass its cache line
    /// back and forth for every event.) After an overflow the stream is no longer routed: it
    /// reads the log from the first record it missed.
    func take(from position: Int64) -> ChangeLog.RoutedRecords {
        contents.withLock { $0.take(from: position) }
    }

    /// Parks `waiting` until a record is delivered, unless there is news: then takes it (as
    /// `take(from:)`) instead. Returns at once after a wake-up that found no reader parked.
    func park(_ waiting: Waiter, at position: Int64) -> ChangeLog.WaitStart {
        contents.withLock { contents in
            if contents.wakePending {
                contents.wakePending = false
                return .ready
            }
            guard contents.hasNews else {
                contents.parked = waiting
                return .parked
            }
            return .taken(contents.take(from: position))
        }
    }

    /// The parked reader, taken; when none is parked, its next park returns at once.
    func wake() -> Waiter? {
        contents.withLock { contents in
            guard let parked = contents.parked else {
                contents.wakePending = true
                return nil
            }
            contents.parked = nil
            return parked
        }
    }

    /// The parked reader, taken.
    func unpark() -> Waiter? {
        contents.withLock { contents in
            defer { contents.parked = nil }
            return contents.parked
        }
    }

    /// Unparks the reader when it is the thread waiting on `semaphore` (its wait timed out).
    func unpark(ifWaitingOn semaphore: DispatchSemaphore) {
        contents.withLock { contents in
            if contents.parked?.semaphore === semaphore { contents.parked = nil }
        }
    }

    /// The sequence of the first record delivered and not taken yet, else `end`.
    func firstUnread(end: Int64) -> Int64 {
        contents.withLock { $0.records.first?.sequence ?? $0.overflowedAt ?? end }
    }
}
