import DocStreamBSON
import Foundation
import Synchronization

/// The store-wide history of committed changes, in commit order, which every change stream
/// reads by position. It keeps a bounded history (by count, by bytes and by age, as an oplog
/// is bounded); a reader that falls behind it gets 286 ChangeStreamHistoryLost, never a gap.
/// A store on disk journals each change with its cluster time, so the history (what the
/// retention keeps of it) survives a restart.
///
/// Writers append under the store's lock, so log order is commit order. A writer never waits
/// on a reader: appending only wakes the readers waiting for news, and each reader pulls what
/// it wants at its own pace, so a stalled reader holds no memory beyond its position. Readers
/// whose filter has a route (`ChangeRoute`: by `_id`s, by equality on a `fullDocument` field)
/// are not woken for every change: the log's router hands each change to the ones that may
/// want it, through bounded inboxes. The router runs after the append (`routePending`), off
/// the writer's thread while routes are equalities: as MongoDB's change streams read the
/// oplog, routing is then the readers' cost, not the writer's (see `Routing`).
public final class ChangeLog: Sendable {
    /// How much history the log keeps: the newest record always stays.
    ///
    /// ```swift
    /// let store = try Store(directory: url, changeHistory: ChangeLog.Retention(maxBytes: 64 << 20, maxAge: .seconds(24 * 3600)))
    /// ```
    public struct Retention: Sendable {
        /// How many events the history keeps at most.
        public var maxEvents: Int
        /// The bytes of the documents the events carry (before and after images).
        public var maxBytes: Int
        /// How long an event stays, by its wall-clock time; nil for no time limit.
        public var maxAge: Duration?

        /// A retention bounded by each of the three; a bound below 1 counts as 1.
        public init(maxEvents: Int = 100_000, maxBytes: Int = 256 * 1024 * 1024, maxAge: Duration? = nil) {
            self.maxEvents = max(1, maxEvents)
            self.maxBytes = max(1, maxBytes)
            self.maxAge = maxAge
        }
    }

    private struct State {
        /// Retained records; `records[head...]` are live, `records[..<head]` are dropped slots
        /// awaiting compaction (so dropping from the front is O(1)).
        var records: [ChangeRecord] = []
        var head = 0
        var retainedBytes = 0
        /// The sequence the next record gets.
        var nextSequence: Int64 = 0
        /// The newest time with no history: zero while nothing was ever lost, else the newest
        /// dropped record's (or, after a restart, the newest time before what was kept).
        var lowWater: BSONTimestamp
        /// Readers of the log waiting for any new record (the router keeps those waiting for
        /// their inbox).
        var waiters: [Int: Waiter] = [:]
        /// Who routes the appended records to the routed streams.
        var routing = Routing.none
        /// The records appended since the router last took them, while streams are routed: the
        /// router takes them all in one swap (not a copy of each, whose counts the writer's
        /// processor holds), and the retention drops records from the log without waiting for it.
        var toRoute: [ChangeRecord] = []
        /// Whether routing is queued on the wake-up thread (`ReaderWakeUps`).
        var routingQueued = false
        /// Wake-ups that came before their reader started waiting (a close or a cancel racing
        /// the wait): the wait then returns at once.
        var pendingWakeUps: Set<Int> = []
        var nextWaiterID = 0
        /// Room for the readers an append wakes, kept from one append to the next.
        var woken: [Waiter] = []
        /// Set when no record will come any more (a follower lost the writer's journal): a
        /// reader past the last record gets it.
        var failure: DocStreamError?
        /// History older than the records, still in the journal: nil once read or dropped.
        var unloaded: UnloadedHistory?
        /// Appends after the records, kept as they came while no stream is routed: their
        /// records are made only when a reader reaches them (`expand()`), so a write's history
        /// that the retention drops before anyone reads it costs no record per change (a load
        /// in batches made and dropped a record for each of its documents).
        /// `unexpanded[unexpandedHead...]` are live.
        var unexpanded: [UnexpandedAppend] = []
        var unexpandedHead = 0
        var unexpandedCount = 0

        var liveCount: Int { records.count - head + unexpandedCount }
        var firstSequence: Int64 { nextSequence - Int64(liveCount) }

        /// Drops the unread generations the retention no longer keeps any change of, oldest
        /// first: those whose newest change would not fit beside everything newer. Kept when in
        /// doubt (the bytes of that change are not known): reading them applies the retention
        /// exactly.
        mutating func dropUnloaded(beyond retention: Retention, olderThan oldest: BSONDateTime?) {
            while let history = unloaded, let (_, segment) = history.generations.first {
                let newerEvents = liveCount + history.events - segment.events
                let newerBytes = retainedBytes + history.bytes - segment.bytes
                let tooOld = if let oldest { segment.lastWallTime.map { $0 < oldest } ?? true } else { false }
                guard newerEvents >= retention.maxEvents || newerBytes >= retention.maxBytes || tooOld else { return }
                lowWater = max(lowWater, segment.lastTime)
                unloaded = history.generations.count == 1 ? nil : history.droppingOldest()
            }
        }

        /// The readers an append wakes, every waiting one, in the room kept from the last
        /// append (`woken`, given back empty after).
        mutating func takeWaiters() -> [Waiter] {
            var taken: [Waiter] = []
            swap(&taken, &woken)
            // Only when there are any: appending a dictionary's values costs even when empty.
            if !waiters.isEmpty {
                taken.append(contentsOf: waiters.values)
                waiters.removeAll(keepingCapacity: true)
            }
            return taken
        }

        /// What the retention would do to an append of more changes than it keeps: every record
        /// goes, then the first `skipped` of the append's, which no routed stream gets, so they
        /// are only counted, never made.
        mutating func dropAll(andFirst skipped: Int, of stamp: ChangeStamp) {
            for record in records[head...] {
                retainedBytes -= record.retainedBytes
                lowWater = record.clusterTime
            }
            head = records.count
            for append in unexpanded[unexpandedHead...] {
                retainedBytes -= append.bytes
                lowWater = append.stamp.clusterTime(at: append.entries.count - 1)
            }
            unexpanded = []
            unexpandedHead = 0
            unexpandedCount = 0
            unloaded = nil
            nextSequence += Int64(skipped)
            lowWater = stamp.clusterTime(at: skipped - 1)
        }

        /// A record for each of `entries` from `skipped` on, queued for the router too when
        /// streams are routed.
        mutating func append(database: String, entries: ChangeEntries, from skipped: Int, stamp: ChangeStamp, transaction: CommittedTransaction?) {
            // By position: a dropFirst of the enumerated entries is a slower sequence.
            for offset in skipped..<entries.count {
                let record = ChangeRecord(sequence: nextSequence, database: database, entries: entries, offset: offset, stamp: stamp, transaction: transaction)
                nextSequence += 1
                retainedBytes += record.retainedBytes
                if routing != .none { toRoute.append(record) }
                // Last: the record moves into the log instead of being copied there.
                records.append(consume record)
            }
        }

        /// `entries` kept as they are, their records made when a reader reaches them: only
        /// while no stream is routed (a routed stream takes each record as it comes), not for a
        /// transaction's changes (whose records carry it), and only for an append the retention
        /// keeps whole. An append partly dropped holds its dropped documents until it is
        /// dropped whole, so the history holds at most one such append's bytes beyond its budget.
        mutating func appendUnexpanded(database: String, entries: ChangeEntries, stamp: ChangeStamp) {
            var bytes = 0
            for offset in 0..<entries.count { bytes += entries.retainedBytes(at: offset) }
            unexpanded.append(UnexpandedAppend(database: database, entries: entries, from: 0, stamp: stamp, bytes: bytes))
            unexpandedCount += entries.count
            nextSequence += Int64(entries.count)
            retainedBytes += bytes
        }

        /// Makes the records of the unexpanded appends, after the records: before the records
        /// are read by position, and before an append that makes records at once.
        mutating func expand() {
            guard unexpandedCount > 0 else { return }
            records.reserveCapacity(records.count + unexpandedCount)
            var sequence = nextSequence - Int64(unexpandedCount)
            for append in unexpanded[unexpandedHead...] {
                for offset in append.from..<append.entries.count {
                    records.append(
                        ChangeRecord(
                            sequence: sequence, database: append.database, entries: append.entries, offset: offset, stamp: append.stamp,
                            transaction: nil))
                    sequence += 1
                }
            }
            unexpanded = []
            unexpandedHead = 0
            unexpandedCount = 0
        }

        /// Drops the oldest records, keeping the newest, while the log holds more than the
        /// retention allows or records older than `oldest`; then the oldest changes of the
        /// unexpanded appends, a whole append at once when even its newest change goes.
        mutating func drop(beyond retention: Retention, olderThan oldest: BSONDateTime?) {
            while liveCount > 1, head < records.count {
                // Read in place: a copy of the record cost a retain and a release of its references.
                let first = head
                let (wallTime, clusterTime, bytes) = records.withUnsafeBufferPointer { records in
                    ChangeLog.prefetchDocumentCount(of: first + ChangeLog.dropPrefetchDistance, in: records)
                    return (records[first].wallTime, records[first].clusterTime, records[first].retainedBytes)
                }
                guard liveCount > retention.maxEvents || retainedBytes > retention.maxBytes || oldest.map({ wallTime < $0 }) == true else { return }
                retainedBytes -= bytes
                lowWater = clusterTime
                // Released now, its document's count asked for a few drops before: a dropped
                // record holds a reference to a document written long before, whose release at
                // the compaction missed the caches (a third of the log's time in a large load).
                records[head] = .dropped
                head += 1
            }
            while liveCount > 1, unexpandedHead < unexpanded.count {
                let first = unexpanded[unexpandedHead]
                let tooOld = oldest.map { first.stamp.wallTime < $0 } == true
                guard liveCount > retention.maxEvents || retainedBytes > retention.maxBytes || tooOld else { return }
                let newer = liveCount - first.count
                if newer >= 1, tooOld || newer + 1 > retention.maxEvents {
                    retainedBytes -= first.bytes
                    lowWater = first.stamp.clusterTime(at: first.entries.count - 1)
                    unexpandedCount -= first.count
                    unexpanded[unexpandedHead] = .dropped
                    unexpandedHead += 1
                } else {
                    let size = first.entries.retainedBytes(at: first.from)
                    retainedBytes -= size
                    lowWater = first.stamp.clusterTime(at: first.from)
                    unexpandedCount -= 1
                    unexpanded[unexpandedHead].from += 1
                    unexpanded[unexpandedHead].bytes -= size
                }
            }
        }

        /// Removes the dropped slots once they are half the array.
        mutating func compact() {
            if head > 64 && head * 2 > records.count {
                records.removeFirst(head)
                head = 0
            }
            if unexpandedHead > 64 && unexpandedHead * 2 > unexpanded.count {
                unexpanded.removeFirst(unexpandedHead)
                unexpandedHead = 0
            }
        }

        /// Parks `waiting` for `waiter` unless it has something to do now: a record at or after
        /// `sequence` in the log.
        mutating func park(_ waiter: Int, at sequence: Int64, _ waiting: Waiter) -> WaitStart {
            if failure != nil || (!pendingWakeUps.isEmpty && pendingWakeUps.remove(waiter) != nil) { return .ready }
            guard nextSequence <= sequence else { return .ready }
            waiters[waiter] = waiting
            return .parked
        }
    }

    /// History a store's open left in the journal generations its checkpoint covers: read when a
    /// stream first reaches back into it, so that an open reads no history (100,000 events
    /// took 112 ms). Its generations are only ever older than the log's records.
    struct UnloadedHistory: Sendable {
        /// Oldest first, each with what it holds.
        let generations: [(number: Int, segment: HistorySegment)]
        /// Reads the journal records of generations, in order, with the path of the file of each.
        let read: @Sendable ([Int]) throws(DocStreamError) -> [(path: String, records: [Document])]
        let events: Int
        let bytes: Int

        init(
            generations: [(number: Int, segment: HistorySegment)],
            read: @escaping @Sendable ([Int]) throws(DocStreamError) -> [(path: String, records: [Document])]
        ) {
            self.generations = generations
            self.read = read
            events = generations.reduce(0) { $0 + $1.segment.events }
            bytes = generations.reduce(0) { $0 + $1.segment.bytes }
        }

        /// The newest time the history holds changes up to.
        var lastTime: BSONTimestamp { generations.last!.segment.lastTime }

        func droppingOldest() -> UnloadedHistory {
            UnloadedHistory(generations: Array(generations.dropFirst()), read: read)
        }
    }

    /// An append whose records are not made yet (`State.unexpanded`): its entries from `from` on.
    struct UnexpandedAppend {
        let database: String
        let entries: ChangeEntries
        var from: Int
        let stamp: ChangeStamp
        /// What its changes from `from` on cost the byte budget.
        var bytes: Int

        var count: Int { entries.count - from }

        /// What a dropped append's place holds until the log compacts: nothing to release.
        static let dropped = UnexpandedAppend(
            database: "", entries: .other([]), from: 0,
            stamp: ChangeStamp(clusterTime: BSONTimestamp(seconds: 0, increment: 0), wallTime: BSONDateTime(millisecondsSinceEpoch: 0)), bytes: 0)
    }

    /// A transaction whose changes an append makes records of: its identity, its commit's
    /// cluster time (every one of its events has it, as MongoDB gives them) and the index of the
    /// first of them among its events.
    typealias CommittedTransaction = (identity: TransactionIdentity, time: BSONTimestamp, firstIndex: Int)

    /// The records routed to a stream and taken from its inbox at once (`RoutedInbox.take(from:)`).
    struct RoutedRecords {
        let records: [ChangeRecord]
        /// Where the stream then stands in the log.
        let position: Int64
        /// False when the inbox overflowed: the stream reads the log from `position` on.
        let stillRouted: Bool
    }

    /// How a reader's wait started (`State.park`).
    enum WaitStart {
        case parked
        /// Something to do: no wait.
        case ready
        /// No wait: the routed records, taken.
        case taken(RoutedRecords)
    }

    /// Who routes the records appended.
    private enum Routing {
        /// Nobody: no stream is routed.
        case none
        /// The wake-up thread (`ReaderWakeUps`), off the writer's processor; or the writer when
        /// it finds the router too far behind (`unroutedForWriter`).
        case deferred
        /// The writer, after each append: some route is a range, whose lookups cost several
        /// times an equality's, and on the readers' processor they made the readers fall behind.
        case byWriter

        init(_ router: ChangeRouter) {
            self = router.isEmpty ? .none : router.hasRanges ? .byWriter : .deferred
        }
    }

    /// The router. Its own lock, taken before the log's when both are: the router takes the
    /// records to route under the log's lock (one swap), then routes them under its own alone,
    /// so that a writer appending never waits for the routing.
    private struct RouterState {
        var router = ChangeRouter()
        /// An emptied array of records taken, whose room the writer fills next (`State.toRoute`).
        var spare: [ChangeRecord] = []
    }

    let retention: Retention
    private let state: Mutex<State>
    private let routing = Mutex(RouterState())
    /// Held by the one reading of unloaded history that may run at a time.
    private let readingHistory = Mutex(())
    /// The newest cluster time given out (`BSONTimestamp.value`). Apart from the state, so
    /// that stamping a commit does not take the lock the readers take.
    private let lastTime: Atomic<UInt64>
    /// Whether a commit woke readers since a writer last gave them its processor
    /// (`yieldToWokenReaders`), and when that was (uptime nanoseconds).
    private let wokeReaders = Atomic<Bool>(false)
    private let lastYield = Atomic<UInt64>(0)
    /// How long a writer runs at most, while it wakes readers, before it gives them its processor.
    private static let yieldInterval: UInt64 = 100_000
    /// When a reader last took records (uptime nanoseconds), and how long after that, readers
    /// having been woken since, a writer takes them to be starved of a processor.
    private let lastRead = Atomic<UInt64>(0)
    private static let starvedAfter: UInt64 = 200_000
    private static let readNoteInterval: UInt64 = 20_000
    /// How many records not routed yet make a writer route them itself when the router is
    /// free: on two processors the readers' one then falls behind a writer running flat out
    /// (routing, resuming and reading each event cost about what a write does), and the
    /// writer taking the routing back keeps the readers' latency bounded.
    private static let unroutedForWriter = 32
    /// How many records not routed yet make a writer route them itself, waiting for the router
    /// if it is busy: the copies held for a stalled router stay bounded.
    private static let unroutedLimit = 4096
    /// How many records ahead of the one it drops the retention asks for a document's count.
    private static let dropPrefetchDistance = 8
    private static let kindOffset = MemoryLayout<ChangeRecord>.offset(of: \ChangeRecord.kind)

    /// Asks the caches for the reference count of the document of `records[position]`, if any,
    /// to be written: a document change's kind starts with its (first) document. For any other
    /// kind the hint is off, never wrong (`DocumentPrefetch.countForWrite`).
    @inline(__always)
    private static func prefetchDocumentCount(of position: Int, in records: UnsafeBufferPointer<ChangeRecord>) {
        guard position < records.count, let kindOffset, let base = records.baseAddress else { return }
        DocumentPrefetch.countForWrite(ofDocumentAt: UnsafeRawPointer(base + position) + kindOffset)
    }

    /// A log whose history starts after `lowWater` and whose next cluster time follows both
    /// `lastTime` and the clock (so times stay increasing across restarts). `unloaded` is
    /// older history, after `lowWater`, read when a stream asks for it.
    init(
        retention: Retention, lowWater: BSONTimestamp = BSONTimestamp(seconds: 0, increment: 0), lastTime: BSONTimestamp? = nil,
        unloaded: UnloadedHistory? = nil
    ) {
        self.retention = retention
        let now = BSONTimestamp(seconds: Self.seconds(of: Date()), increment: 0)
        self.lastTime = Atomic(max(now, lastTime ?? now, lowWater).value)
        var state = State(lowWater: lowWater)
        state.unloaded = unloaded
        state.dropUnloaded(beyond: retention, olderThan: Self.oldestKept(by: retention))
        self.state = Mutex(state)
    }

    /// The wall-clock time before which the retention keeps no change; nil without an age limit.
    private static func oldestKept(by retention: Retention) -> BSONDateTime? {
        retention.maxAge.map { BSONDateTime(Date() - TimeInterval(Double($0.components.seconds) + Double($0.components.attoseconds) * 1e-18)) }
    }

    private static func seconds(of date: Date) -> UInt32 {
        UInt32(clamping: Int64(date.timeIntervalSince1970))
    }

    // MARK: Writing (called with the store's lock held)

    /// Takes the cluster times of `count` events about to be committed: increasing, after
    /// every time given before. The store journals the stamp with the change, then appends.
    func stamp(count: Int, collection: UUID? = nil, keepingImages: Bool = false) -> ChangeStamp {
        // One reading of the clock for both times (each reading is a sizeable part of a small write).
        let now = Date()
        let wallTime = BSONDateTime(now)
        let seconds = Self.seconds(of: now)
        var last = BSONTimestamp(value: lastTime.load(ordering: .relaxed))
        while true {
            let first =
                seconds > last.seconds
                ? BSONTimestamp(seconds: seconds, increment: 1)
                : BSONTimestamp(seconds: last.seconds, increment: last.increment + 1)
            let stamp = ChangeStamp(clusterTime: first, wallTime: wallTime, collectionUUID: collection, keepsImages: keepingImages)
            let exchange = lastTime.compareExchange(
                expected: last.value, desired: stamp.clusterTime(at: max(0, count - 1)).value, ordering: .relaxed)
            if exchange.exchanged { return stamp }
            last = BSONTimestamp(value: exchange.original)
        }
    }

    /// Moves the newest time given out on to `time` when it is behind it (records appended
    /// with stamps of their own: at start-up, or following another store's journal).
    private func advanceLastTime(to time: BSONTimestamp) {
        var last = lastTime.load(ordering: .relaxed)
        while last < time.value {
            let exchange = lastTime.compareExchange(expected: last, desired: time.value, ordering: .relaxed)
            if exchange.exchanged { return }
            last = exchange.original
        }
    }

    /// The newest cluster time given out: every change stamped up to it is committed once its
    /// write returns.
    var currentLastTime: BSONTimestamp {
        BSONTimestamp(value: lastTime.load(ordering: .relaxed))
    }

    /// Appends one record per entry, with the stamp's times in order, drops what the retention
    /// no longer allows, wakes the waiting readers and queues the new records for the router.
    /// Also rebuilds the history from the journal at start-up, where the stamps come from the
    /// records.
    /// `transaction`: the transaction whose changes these are.
    func append(database: String, entries: ChangeEntries, stamp: ChangeStamp, transaction: CommittedTransaction? = nil) {
        guard entries.count > 0 else { return }
        // Before the records are there, so no reader sees a record newer than the last time.
        advanceLastTime(to: stamp.clusterTime(at: entries.count - 1))
        let oldest = Self.oldestKept(by: retention)
        let (signal, routes) = state.withLock { (state) -> (Bool, WriterRouting) in
            var woken = state.takeWaiters()
            let skipped = state.routing == .none && oldest.map({ stamp.wallTime >= $0 }) != false ? dropsAtOnce(entries) : 0
            if skipped > 0 { state.dropAll(andFirst: skipped, of: stamp) }
            if state.routing == .none, transaction == nil, skipped == 0 {
                state.appendUnexpanded(database: database, entries: entries, stamp: stamp)
            } else {
                state.expand()
                state.append(database: database, entries: entries, from: skipped, stamp: stamp, transaction: transaction)
            }
            var toRoute: ChangeLog?
            if state.routing == .deferred && !state.routingQueued {
                state.routingQueued = true
                toRoute = self
            }
            if state.unloaded != nil { state.dropUnloaded(beyond: retention, olderThan: oldest) }
            state.drop(beyond: retention, olderThan: oldest)
            state.compact()
            if !woken.isEmpty || toRoute != nil { wokeReaders.store(true, ordering: .relaxed) }
            // The wake-up thread routes and resumes them (see `ReaderWakeUps`), signalled once
            // out of the lock when it is blocked.
            let signal = ReaderWakeUps.shared.queue(woken, routing: toRoute)
            woken.removeAll(keepingCapacity: true)
            state.woken = woken
            if state.routing == .byWriter || state.toRoute.count > Self.unroutedLimit { return (signal, .now) }
            return (signal, state.routing == .deferred && state.toRoute.count > Self.unroutedForWriter ? .ifRouterFree : .no)
        }
        if signal { ReaderWakeUps.shared.signal() }
        let woken =
            switch routes {
            case .no: [Waiter]()
            case .ifRouterFree: routing.withLockIfAvailable { routePending(&$0).woken } ?? []
            case .now: routePending()
            }
        if !woken.isEmpty { wokeReaders.store(true, ordering: .relaxed) }
        if ReaderWakeUps.shared.queue(woken, routing: nil) { ReaderWakeUps.shared.signal() }
    }

    /// Whether a writer routes the records it appended itself.
    private enum WriterRouting {
        case no
        /// The router is behind (`ChangeLog.unroutedForWriter`): unless it is routing now.
        case ifRouterFree
        /// Range routes, or the router far behind (`ChangeLog.unroutedLimit`): waiting for it
        /// if it is routing now.
        case now
    }

    /// Gives the calling writer's processor to the readers its commits woke when no reader has
    /// read for `starvedAfter`, at most once per `yieldInterval`; the store calls it once a
    /// commit has released its locks. A writer running flat out never blocks, so a woken reader
    /// the scheduler placed on its processor (the other one busy) waited for the end of the
    /// writer's time slice, milliseconds: yielding bounds that wait. While readers keep reading
    /// (another processor runs them) the writer does not yield: those yields only took its time.
    /// It never waits for a reader that does not read: the yield only lets the runnable ones run.
    func yieldToWokenReaders() {
        guard wokeReaders.load(ordering: .relaxed) else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now &- lastRead.load(ordering: .relaxed) >= Self.starvedAfter,
            now &- lastYield.load(ordering: .relaxed) >= Self.yieldInterval
        else { return }
        lastYield.store(now, ordering: .relaxed)
        wokeReaders.store(false, ordering: .relaxed)
        sched_yield()
    }

    /// How many of the entries of one append the retention drops as soon as they are in (a
    /// write of more changes than the log keeps), when none is too old: those before the
    /// longest run at the end that fits the limits, the last entry at least.
    private func dropsAtOnce(_ entries: ChangeEntries) -> Int {
        // Only a write of more entries than the limits could hold is walked (its skipping is
        // what pays); for the others the retention loop alone decides, as it always may.
        guard entries.count > retention.maxEvents || entries.count > retention.maxBytes / 128 else { return 0 }
        var kept = 0
        var bytes = 0
        for offset in (0..<entries.count).reversed() {
            let size = entries.retainedBytes(at: offset)
            guard kept == 0 || (kept < retention.maxEvents && bytes + size <= retention.maxBytes) else { break }
            kept += 1
            bytes += size
        }
        return entries.count - kept
    }

    /// Ends the log: readers past its last record get `error`, and waiting ones wake up.
    /// Routed streams read the log from its end on, to get it there.
    func end(with error: DocStreamError) {
        let woken = routing.withLock { routing in
            state.withLock { (state) -> [Waiter] in
                // Under both locks, so that every record is routed before the inboxes close.
                let routed = deliver(&state.toRoute, with: &routing.router)
                state.toRoute = []
                state.failure = error
                defer { state.waiters.removeAll() }
                let closed = routing.router.closeAll(at: state.nextSequence)
                state.routing = .none
                return routed + Array(state.waiters.values) + closed
            }
        }
        for waiter in woken { waiter.resume() }
    }

    /// The newest time with no history (see `State.lowWater`), and the newest time given out.
    var bounds: (lowWater: BSONTimestamp, lastTime: BSONTimestamp) {
        (state.withLock { $0.lowWater }, currentLastTime)
    }

    // MARK: Reading

    /// The sequence the next appended record will get: where a stream that starts now begins.
    var endSequence: Int64 {
        state.withLock { $0.nextSequence }
    }

    /// Up to `limit` records from `sequence` on; 286 when some of them are no longer kept.
    func records(from sequence: Int64, limit: Int) throws(DocStreamError) -> [ChangeRecord] {
        notingRead()
        return try state.withLock { (state) throws(DocStreamError) -> [ChangeRecord] in
            guard sequence >= state.firstSequence else { throw .changeStreamHistoryLost }
            if let failure = state.failure, sequence >= state.nextSequence { throw failure }
            if sequence < state.nextSequence { state.expand() }
            let start = state.head + Int(sequence - state.firstSequence)
            let end = min(state.records.count, start + limit)
            guard start < end else { return [] }
            // Every reader's copy shares the cache made by the first.
            for position in start..<end where state.records[position].events == nil {
                state.records[position].events = ChangeEventCache()
            }
            return Array(state.records[start..<end])
        }
    }

    /// Where a stream starting at `time` begins: the first record at or after it (`inclusive`)
    /// or after it. 286 when history from that time on is no longer complete. `exactly` also
    /// requires a record at `time` while it is within the log (a resume token's own event):
    /// 280 ChangeStreamFatalError when there is none, as for a token of another store.
    func sequence(at time: BSONTimestamp, inclusive: Bool, exactly: Bool) throws(DocStreamError) -> Int64 {
        let reachesUnloaded = state.withLock { state in
            state.unloaded.map { time > state.lowWater && time <= $0.lastTime } ?? false
        }
        if reachesUnloaded { try readUnloadedHistory(reaching: time) }
        return try state.withLock { (state) throws(DocStreamError) -> Int64 in
            guard time > state.lowWater else { throw .changeStreamHistoryLost }
            state.expand()
            let live = state.records[state.head...]
            // Cluster times increase along the log: binary search for the first at or after `time`.
            var low = live.startIndex
            var high = live.endIndex
            while low < high {
                let middle = (low + high) / 2
                if live[middle].clusterTime < time { low = middle + 1 } else { high = middle }
            }
            let found = low < live.endIndex && live[low].clusterTime == time
            if exactly && !found && time <= currentLastTime {
                throw DocStreamError(
                    .changeStreamFatalError, "cannot resume stream; the resume token was not found.")
            }
            let sequence = state.firstSequence + Int64(low - state.head)
            return found && !inclusive ? sequence + 1 : sequence
        }
    }

    /// Reads the unloaded history from `time` on into the log, before its records: the
    /// generations holding changes at or after it, newest back to the one holding `time`,
    /// keeping what the retention keeps of them (older ones stay unloaded while all of these
    /// fit). A generation that does not read back is 301 DataCorruptionDetected, and stays unloaded.
    private func readUnloadedHistory(reaching time: BSONTimestamp) throws(DocStreamError) {
        try readingHistory.withLock { _ throws(DocStreamError) in
            guard let unloaded = state.withLock({ $0.unloaded }), time <= unloaded.lastTime else { return }
            let reached = unloaded.generations.drop { $0.segment.lastTime < time }
            let oldest = Self.oldestKept(by: retention)
            let (liveCount, liveBytes, lowWater) = state.withLock { ($0.liveCount, $0.retainedBytes, $0.lowWater) }
            // The changes the retention keeps beside the records as they are now, newest first:
            // records are parsed from the newest back, and only until the retention is full.
            var kept: [HistoryChange] = []
            var bytes = 0
            var allFit = true
            reading: for (path, journalRecords) in try unloaded.read(reached.map(\.number)).reversed() {
                for journalRecord in journalRecords.reversed() {
                    var changes: [HistoryChange] = []
                    try StoreRecord(journalRecord: journalRecord, path: path).forEachLogAppend { database, entries, stamp, transaction in
                        for offset in 0..<entries.count {
                            changes.append(HistoryChange(database: database, entries: entries, offset: offset, stamp: stamp, transaction: transaction))
                        }
                    }
                    for change in changes.reversed() {
                        guard change.time > lowWater, liveCount + kept.count < retention.maxEvents,
                            liveBytes + bytes + change.size <= retention.maxBytes, oldest.map({ change.stamp.wallTime >= $0 }) != false
                        else {
                            allFit = false
                            break reading
                        }
                        kept.append(change)
                        bytes += change.size
                    }
                }
            }
            state.withLock { state in
                // Appends may have dropped all of them since (or the oldest: their changes are
                // not after the low-water time).
                guard let current = state.unloaded else { return }
                // Appends since the reading may leave room for fewer of them.
                while let change = kept.last,
                    change.time <= state.lowWater || state.liveCount + kept.count > retention.maxEvents
                        || state.retainedBytes + bytes > retention.maxBytes
                {
                    kept.removeLast()
                    bytes -= change.size
                    allFit = false
                }
                if !allFit {
                    // The newest change the retention drops (or dropped) is the history's low water.
                    state.lowWater = max(state.lowWater, kept.last.map { $0.time.predecessor } ?? current.lastTime)
                }
                state.expand()
                let first = state.firstSequence - Int64(kept.count)
                var records: [ChangeRecord] = []
                records.reserveCapacity(kept.count + state.liveCount)
                for (index, change) in kept.reversed().enumerated() {
                    records.append(
                        ChangeRecord(
                            sequence: first + Int64(index), database: change.database, entries: change.entries, offset: change.offset,
                            stamp: change.stamp, transaction: change.transaction))
                }
                records += state.records[state.head...]
                state.records = records
                state.head = 0
                state.retainedBytes += bytes
                // The older generations stay for a stream that reaches further back, unless the
                // retention keeps nothing of them.
                let older = current.generations.prefix { $0.number < reached.first!.number }
                state.unloaded = allFit && !older.isEmpty ? UnloadedHistory(generations: Array(older), read: current.read) : nil
                state.dropUnloaded(beyond: retention, olderThan: oldest)
            }
        }
    }

    /// A change of the unloaded history being read: what its record will be made of.
    private struct HistoryChange {
        let database: String
        let entries: ChangeEntries
        let offset: Int
        let stamp: ChangeStamp
        let transaction: CommittedTransaction?

        var time: BSONTimestamp { transaction?.time ?? stamp.clusterTime(at: offset) }
        var size: Int { entries.retainedBytes(at: offset) }
    }

    /// What the records of `sequences` hold, for their journal generation, which holds changes
    /// up to `lastTime`: the records the retention still keeps of them.
    func historySegment(of sequences: Range<Int64>, through lastTime: BSONTimestamp) -> HistorySegment {
        state.withLock { state in
            var segment = HistorySegment(events: 0, bytes: 0, lastTime: lastTime)
            let lower = max(sequences.lowerBound, state.firstSequence)
            let upper = min(sequences.upperBound, state.nextSequence)
            guard lower < upper else { return segment }
            segment.events = Int(upper - lower)
            // The records in range, then the part in range of each unexpanded append.
            var sequence = state.firstSequence + Int64(state.records.count - state.head)
            if lower < sequence {
                let start = state.head + Int(lower - state.firstSequence)
                let end = state.head + Int(min(upper, sequence) - state.firstSequence)
                for position in start..<end {
                    segment.bytes += state.records[position].retainedBytes
                }
                segment.firstTime = state.records[start].clusterTime
                segment.lastWallTime = state.records[end - 1].wallTime
            }
            for append in state.unexpanded[state.unexpandedHead...] where sequence < upper {
                let first = max(lower, sequence)
                let end = min(upper, sequence + Int64(append.count))
                defer { sequence += Int64(append.count) }
                guard first < end else { continue }
                let offsets = append.from + Int(first - sequence)..<append.from + Int(end - sequence)
                segment.bytes += offsets.count == append.count ? append.bytes : offsets.reduce(0) { $0 + append.entries.retainedBytes(at: $1) }
                if first == lower { segment.firstTime = append.stamp.clusterTime(at: offsets.lowerBound) }
                segment.lastWallTime = append.stamp.wallTime
            }
            return segment
        }
    }

    /// The cluster time a stream positioned at `sequence` has reached, for a high-water-mark
    /// resume token: the record's there, or the time just after the newest record; for a
    /// position the log no longer keeps, the low-water time, so resuming there fails with 286.
    func highWaterTime(at sequence: Int64) -> BSONTimestamp {
        state.withLock { state in
            if sequence < state.firstSequence { return state.lowWater }
            if sequence < state.nextSequence {
                state.expand()
                return state.records[state.head + Int(sequence - state.firstSequence)].clusterTime
            }
            let last = currentLastTime
            return BSONTimestamp(seconds: last.seconds, increment: last.increment + 1)
        }
    }

    // MARK: Routing

    /// Routes the records appended from now on to `stream`'s inbox by `route`; returns the
    /// sequence of the first of them (the stream reads the records before it from the log)
    /// and the inbox. Once the log has ended the inbox is closed at once: the stream reads the
    /// log, to get the log's error.
    func route(_ stream: Int, by route: ChangeRoute, scope: ChangeStreamScope) -> (from: Int64, inbox: RoutedInbox) {
        let (registered, woken) = routing.withLock { routing in
            // Under both locks, the records not routed yet routed first (a few, and streams
            // open seldom): no record is appended meanwhile, so the new stream gets exactly
            // those from the log's end of now.
            state.withLock { state in
                let woken = deliver(&state.toRoute, with: &routing.router)
                state.toRoute.removeAll(keepingCapacity: true)
                let inbox = routing.router.register(route, scope: scope, for: stream)
                // No reader waits on the new inbox yet: nobody to wake.
                if state.failure != nil { _ = inbox.close(at: state.nextSequence) }
                state.routing = Routing(routing.router)
                return ((state.nextSequence, inbox), woken)
            }
        }
        for waiter in woken { waiter.resume() }
        return registered
    }

    /// Routes the records appended since the router last ran to the routed streams' inboxes;
    /// returns the readers to wake (parked on an inbox that got a record). The wake-up thread
    /// calls it for the appends that queued it, a reader finding its inbox empty (so that it
    /// misses no record committed before), and a writer with range routes or whose records the
    /// router left too far behind.
    func routePending() -> [Waiter] {
        routing.withLock { routePending(&$0).woken }
    }

    /// `routePending()` under the router's lock; also returns the log's end it routed up to.
    private func routePending(_ routing: inout RouterState) -> (woken: [Waiter], end: Int64) {
        // Moved out, not copied: a spare still held here would make the writer's next append
        // copy the array it was given (and the router free the one it gave), every run.
        var pending: [ChangeRecord] = []
        swap(&pending, &routing.spare)
        let end = state.withLock { state in
            // Who routes after the last run (which may have emptied the router), published in
            // the one short trip to the log's lock a run makes: the writer appends under it.
            state.routing = Routing(routing.router)
            state.routingQueued = false
            swap(&pending, &state.toRoute)
            return state.nextSequence
        }
        let woken = deliver(&pending, with: &routing.router)
        pending.removeAll(keepingCapacity: true)
        routing.spare = pending
        return (woken, end)
    }

    /// Routes `records` with `router`; returns the readers to wake.
    private func deliver(_ records: inout [ChangeRecord], with router: inout ChangeRouter) -> [Waiter] {
        var woken: [Waiter] = []
        router.route(&records) { _, parked in
            if let parked { woken.append(parked) }
        }
        return woken
    }

    /// Changes the router under its lock, keeping `State.routing` in step (a stream taken out
    /// may leave it empty, or with no range).
    private func withRouter<Result>(_ body: (inout ChangeRouter) -> Result) -> Result {
        routing.withLock { routing in
            let result = body(&routing.router)
            let mode = Routing(routing.router)
            state.withLock { $0.routing = mode }
            return result
        }
    }

    /// The records routed to `stream` since it last took them from `inbox`, and the position
    /// it then stands at in the log, having stood at `position`: past every record taken (or,
    /// when its inbox overflowed and it was taken out of the index, the first record it missed,
    /// to read on from there). Only the inbox's lock is taken while it holds records; an empty
    /// inbox has the router run first, so that every record committed before is there.
    func takeRouted(_ stream: Int, from inbox: RoutedInbox, at position: Int64) -> RoutedRecords {
        notingRead()
        var routed = inbox.take(from: position)
        if routed.records.isEmpty && routed.stillRouted {
            for waiter in routePending() { waiter.resume() }
            routed = inbox.take(from: position)
        }
        if !routed.stillRouted { withRouter { $0.remove(stream, ifRoutedTo: inbox) } }
        return routed
    }

    /// Notes that a reader runs now (see `yieldToWokenReaders`). Stored only when the last
    /// note is older than `readNoteInterval`: every store takes the variable's cache line from
    /// the writer, which reads it after each commit.
    private func notingRead() {
        let now = DispatchTime.now().uptimeNanoseconds
        if now &- lastRead.load(ordering: .relaxed) >= Self.readNoteInterval { lastRead.store(now, ordering: .relaxed) }
    }

    /// Where a routed stream stands: the first record in its inbox, or, every record routed,
    /// the log's end they were routed up to (under the router's lock, so no record is routed
    /// meanwhile).
    func routedPosition(_ inbox: RoutedInbox) -> Int64 {
        let (woken, position) = routing.withLock { routing in
            let routed = routePending(&routing)
            return (routed.woken, inbox.firstUnread(end: routed.end))
        }
        for waiter in woken { waiter.resume() }
        return position
    }

    // MARK: Waiting

    /// A waiter identity for `waitForRecords` and `wake`.
    func makeWaiterID() -> Int {
        state.withLock { state in
            defer { state.nextWaiterID += 1 }
            return state.nextWaiterID
        }
    }

    /// Parks `waiting` for `waiter` unless it has something to do now, in one trip to a lock;
    /// `waitForRecords`' `park` calls it. A routed reader (one reading `inbox`) parks on its
    /// inbox, or takes the news there (`RoutedInbox.park`); another on the log, unless it has
    /// a record at or after `sequence`.
    func park(_ waiter: Int, at sequence: Int64, inbox: RoutedInbox?, _ waiting: Waiter) -> WaitStart {
        guard let inbox else { return state.withLock { $0.park(waiter, at: sequence, waiting) } }
        let start = inbox.park(waiting, at: sequence)
        // Noted only when it takes: a reader parking has just read (a clock reading per event saved).
        guard case .taken(let routed) = start else { return start }
        notingRead()
        if !routed.stillRouted { withRouter { $0.remove(waiter, ifRoutedTo: inbox) } }
        return start
    }

    /// Returns at once when `park` (which parks the waiter it is given with `park(_:at:...)`)
    /// returns false, else once a record wakes the waiter, the task is cancelled, or `wake`
    /// is called for `waiter`. It may return early; callers check again.
    func waitForRecords(waiter: Int, park: (Waiter) -> Bool) async {
        await withTaskCancellationHandler {
            // Unchecked (a checked one allocates and checks on every wait, for every event):
            // the continuation is resumed once, here when it is not parked, else by whoever
            // takes its Waiter out of the log's tables, which happens once, under the lock.
            await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                if Task.isCancelled || !park(.task(continuation)) { continuation.resume() }
            }
        } onCancel: {
            wake(waiter)
        }
    }

    /// Blocks the calling thread like `waitForRecords(waiter:park:)`, up to `deadline`.
    func waitForRecords(waiter: Int, until deadline: ContinuousClock.Instant, park: (Waiter) -> Bool) {
        let semaphore = DispatchSemaphore(value: 0)
        guard park(.thread(semaphore)) else { return }
        let remaining = ContinuousClock.now.duration(to: deadline)
        let nanoseconds = max(0, remaining.components.seconds * 1_000_000_000 + remaining.components.attoseconds / 1_000_000_000)
        _ = semaphore.wait(timeout: .now() + .nanoseconds(Int(clamping: nanoseconds)))
        // Timed out: forget the registration, unless a writer took it (and signalled) meanwhile.
        let parkedOnLog = state.withLock { state in
            guard let registered = state.waiters[waiter]?.semaphore else { return false }
            if registered === semaphore { state.waiters[waiter] = nil }
            return true
        }
        if !parkedOnLog { routing.withLock { $0.router.inbox(of: waiter)?.unpark(ifWaitingOn: semaphore) } }
    }

    /// Ends the wait of `waiter` now, or its next wait at once when it is not waiting.
    func wake(_ waiter: Int) {
        let waiting = routing.withLock { routing in
            state.withLock { state in
                if let waiting = state.waiters.removeValue(forKey: waiter) ?? routing.router.inbox(of: waiter)?.wake() { return Optional(waiting) }
                // Its next wait returns at once, on the log or (`RoutedInbox.wake`) on its inbox.
                state.pendingWakeUps.insert(waiter)
                return nil
            }
        }
        waiting?.resume()
    }

    /// Forgets a waiter that will not wait again, and its route.
    func removeWaiter(_ waiter: Int) {
        let onLog = state.withLock { state in
            state.pendingWakeUps.remove(waiter)
            return state.waiters.removeValue(forKey: waiter)
        }
        let onInbox = withRouter { $0.remove(waiter) }
        (onLog ?? onInbox)?.resume()
    }
}

extension DocStreamError {
    /// MongoDB 286 ChangeStreamHistoryLost: the stream's resume point is older than the history kept.
    static var changeStreamHistoryLost: DocStreamError {
        DocStreamError(
            .changeStreamHistoryLost, "Resume of change stream was not possible, as the resume point may no longer be in the oplog.")
    }
}

extension ChangeRecord {
    /// The record of the change at `offset` among an append's `entries` (`ChangeLog.append`).
    @inline(__always)
    init(
        sequence: Int64, database: String, entries: ChangeEntries, offset: Int, stamp: ChangeStamp,
        transaction: ChangeLog.CommittedTransaction?
    ) {
        self.init(
            sequence: sequence, clusterTime: transaction?.time ?? stamp.clusterTime(at: offset), wallTime: stamp.wallTime,
            database: database, collection: entries.collection(at: offset), collectionUUID: stamp.collectionUUID,
            keepsImages: stamp.keepsImages,
            transaction: transaction.map { TransactionEvent(identity: $0.identity, index: UInt32($0.firstIndex + offset)) },
            kind: entries.kind(at: offset), events: nil)
    }
}
