import DocStreamBSON
import Foundation

/// The change log's index of routed streams (`ChangeRoute`): for each routed field, which
/// streams accept which values or ranges, and each routed stream's inbox of records to read.
/// Routing a committed record costs a hash lookup and a binary search (`RangeRoutes`) per
/// value it has for each routed field (one field in the common case), whatever the number of
/// streams; only the streams found get the record.
///
/// An inbox is bounded: a stream that stops reading is taken out of the index when its inbox
/// is full and goes back to reading the log from the first record it did not get (where it
/// gets 286 once the log no longer keeps it), so it holds up neither writers nor memory.
struct ChangeRouter: Sendable {
    /// Records routed to a stream and not read yet.
    struct Inbox: Sendable {
        var records: [ChangeRecord] = []
        /// The first record the stream missed because its inbox was full.
        var overflowedAt: Int64?

        var hasNews: Bool { !records.isEmpty || overflowedAt != nil }
    }

    private struct Registration: Sendable {
        let route: ChangeRoute
        let scope: ChangeStreamScope
    }

    /// A routed stream: how it is indexed (nil once taken out of the index), its inbox, and
    /// its reader while parked waiting for the inbox. A class, so that the index holds the
    /// stream itself and delivering a record to it looks nothing up, nor copies it.
    private final class Stream: @unchecked Sendable {
        // @unchecked, and exclusivity unchecked (it cost more than the delivery): only touched
        // by its router, which the change log's lock guards.
        let id: Int
        @exclusivity(unchecked) var registration: Registration?
        @exclusivity(unchecked) var inbox = Inbox()
        @exclusivity(unchecked) var parked: Waiter?

        init(id: Int, registration: Registration) {
            self.id = id
            self.registration = registration
        }

        /// Adds `record` to the inbox unless the stream is out of the index, its scope does
        /// not show the record, or it is there already (found by two values); true when added
        /// (or, the inbox being full, noted as the first missed: `overflowedAt`).
        func deliver(_ record: ChangeRecord) -> Bool {
            guard let registration, registration.route.includesExpandedEvents || !record.kind.isExpanded else { return false }
            let relevance = registration.scope.relevance(of: record)
            guard relevance.showsEvent || relevance.invalidates,
                  inbox.overflowedAt == nil, inbox.records.last?.sequence != record.sequence else { return false }
            if inbox.records.count >= ChangeRouter.inboxLimit { inbox.overflowedAt = record.sequence } else { inbox.records.append(record) }
            return true
        }

        /// The parked reader, taken.
        func unpark() -> Waiter? {
            defer { parked = nil }
            return parked
        }
    }

    /// A class, so that routing a record reads each table in place: as a struct every
    /// record took a copy of it out of `tables` (retaining and releasing all it holds).
    private final class Table: @unchecked Sendable {
        // @unchecked: only touched by its router, which the change log's lock guards.
        let path: QueryPath?
        @exclusivity(unchecked) var streams: [MongoEqualityKey: [Stream]] = [:]
        @exclusivity(unchecked) var ranges = RangeRoutes()

        init(path: QueryPath?) {
            self.path = path
        }

        var isEmpty: Bool { streams.isEmpty && ranges.isEmpty }
    }

    static let inboxLimit = 4096

    private var tables: [ChangeRoute.Field: Table] = [:]
    private var streams: [Int: Stream] = [:]
    /// How many streams are in the index (an overflowed one is not: it reads the log).
    private var indexed = 0

    var isEmpty: Bool { indexed == 0 }

    /// Whether `stream`'s inbox has news; nil when it has no inbox (it reads the log).
    func hasNews(_ stream: Int) -> Bool? {
        streams[stream]?.inbox.hasNews
    }

    /// The sequence of the first record routed to `stream` and not read yet, if any.
    func firstUnread(_ stream: Int) -> Int64? {
        streams[stream].flatMap { $0.inbox.records.first?.sequence ?? $0.inbox.overflowedAt }
    }

    mutating func register(_ route: ChangeRoute, scope: ChangeStreamScope, for id: Int) {
        unindex(id)
        let stream = Stream(id: id, registration: Registration(route: route, scope: scope))
        streams[id] = stream
        indexed += 1
        let table = tables[route.field] ?? {
            let path: QueryPath? = if case .fullDocument(let path, _) = route.field { QueryPath(path) } else { nil }
            let table = Table(path: path)
            tables[route.field] = table
            return table
        }()
        switch route.accepted {
        case .values(let keys):
            for key in keys { table.streams[key, default: []].append(stream) }
        case .range(let range):
            table.ranges.insert(range, for: id)
        }
    }

    /// Takes `stream` out of the index; its inbox stays until read (`take`) or `remove`d.
    private mutating func unindex(_ id: Int) {
        guard let stream = streams[id], let registration = stream.registration else { return }
        stream.registration = nil
        indexed -= 1
        guard let table = tables[registration.route.field] else { return }
        switch registration.route.accepted {
        case .values(let keys):
            for key in keys {
                table.streams[key]?.removeAll { $0 === stream }
                if table.streams[key]?.isEmpty == true { table.streams[key] = nil }
            }
        case .range:
            table.ranges.remove(id)
        }
        if table.isEmpty { tables[registration.route.field] = nil }
    }

    /// Forgets `stream` and its inbox; returns its parked reader.
    mutating func remove(_ stream: Int) -> Waiter? {
        unindex(stream)
        return streams.removeValue(forKey: stream)?.parked
    }

    /// The records routed to `stream` since the last take. After an overflow the stream is no
    /// longer routed: it reads the log from `overflowedAt` on.
    mutating func take(_ id: Int) -> Inbox {
        guard let stream = streams[id] else { return Inbox() }
        let inbox = stream.inbox
        if inbox.overflowedAt == nil { stream.inbox = Inbox() } else { streams[id] = nil }
        return inbox
    }

    /// Parks `waiting` until a record reaches `stream`'s inbox; false when it has no inbox.
    func park(_ stream: Int, _ waiting: Waiter) -> Bool {
        guard let stream = streams[stream] else { return false }
        stream.parked = waiting
        return true
    }

    /// Takes `stream`'s parked reader, if any.
    func unpark(_ stream: Int) -> Waiter? {
        streams[stream]?.unpark()
    }

    /// Whether `waiting` is the reader parked for `stream`.
    func isParked(_ stream: Int, _ waiting: DispatchSemaphore) -> Bool {
        if case .thread(let parked)? = streams[stream]?.parked { parked === waiting } else { false }
    }

    /// Takes every parked reader.
    func unparkAll() -> [Waiter] {
        streams.values.compactMap { $0.unpark() }
    }

    /// Puts `record` in the inbox of each stream that may want it, and calls `reached` with
    /// each, and with its reader when parked (now unparked, to wake). A document change goes
    /// by the index; another record (a drop, which may end them, a rename, an expanded event)
    /// to every routed stream of its scope that shows it.
    mutating func route(_ record: ChangeRecord, reached: (Int, Waiter?) -> Void) {
        var full: [Int] = []
        func deliver(to stream: Stream) {
            guard stream.deliver(record) else { return }
            if stream.inbox.overflowedAt != nil { full.append(stream.id) }
            reached(stream.id, stream.unpark())
        }
        if case .document = record.kind {
            for (field, table) in tables {
                // Equalities take the path's values one by one; ranges need them all at once.
                guard !table.ranges.isEmpty else {
                    ChangeRoute.values(of: record, field: field, path: table.path) { value in
                        for stream in table.streams[MongoEqualityKey(value)] ?? [] { deliver(to: stream) }
                    }
                    continue
                }
                var values: [BSONValue] = []
                ChangeRoute.values(of: record, field: field, path: table.path) { values.append($0) }
                for value in values where !table.streams.isEmpty {
                    for stream in table.streams[MongoEqualityKey(value)] ?? [] { deliver(to: stream) }
                }
                table.ranges.streams(matching: values) { id in
                    if let stream = streams[id] { deliver(to: stream) }
                }
            }
        } else {
            for stream in streams.values { deliver(to: stream) }
        }
        for stream in full { unindex(stream) }
    }
}
