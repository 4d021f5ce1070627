import DocStreamBSON

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

    /// A class, so that routing a record reads each table in place: as a struct every
    /// record took a copy of it out of `tables` (retaining and releasing all it holds).
    private final class Table: @unchecked Sendable {
        // @unchecked: only touched by its router, which the change log's lock guards.
        let path: QueryPath?
        var streams: [MongoEqualityKey: [Int]] = [:]
        var ranges = RangeRoutes()

        init(path: QueryPath?) {
            self.path = path
        }

        var isEmpty: Bool { streams.isEmpty && ranges.isEmpty }
    }

    static let inboxLimit = 4096

    private var tables: [ChangeRoute.Field: Table] = [:]
    private var registrations: [Int: Registration] = [:]
    private var inboxes: [Int: Inbox] = [:]

    var isEmpty: Bool { registrations.isEmpty }

    func isRouted(_ stream: Int) -> Bool {
        inboxes[stream] != nil
    }

    func hasNews(_ stream: Int) -> Bool {
        inboxes[stream]?.hasNews ?? false
    }

    /// The sequence of the first record routed to `stream` and not read yet, if any.
    func firstUnread(_ stream: Int) -> Int64? {
        inboxes[stream].flatMap { $0.records.first?.sequence ?? $0.overflowedAt }
    }

    mutating func register(_ route: ChangeRoute, scope: ChangeStreamScope, for stream: Int) {
        registrations[stream] = Registration(route: route, scope: scope)
        inboxes[stream] = Inbox()
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
            table.ranges.insert(range, for: stream)
        }
    }

    /// Takes `stream` out of the index; its inbox stays until read (`take`) or `remove`d.
    private mutating func unindex(_ stream: Int) {
        guard let registration = registrations.removeValue(forKey: stream), let table = tables[registration.route.field] else { return }
        switch registration.route.accepted {
        case .values(let keys):
            for key in keys {
                table.streams[key]?.removeAll { $0 == stream }
                if table.streams[key]?.isEmpty == true { table.streams[key] = nil }
            }
        case .range:
            table.ranges.remove(stream)
        }
        if table.isEmpty { tables[registration.route.field] = nil }
    }

    /// Forgets `stream` and its inbox.
    mutating func remove(_ stream: Int) {
        unindex(stream)
        inboxes[stream] = nil
    }

    /// The records routed to `stream` since the last take. After an overflow the stream is no
    /// longer routed: it reads the log from `overflowedAt` on.
    mutating func take(_ stream: Int) -> Inbox {
        guard let inbox = inboxes[stream] else { return Inbox() }
        inboxes[stream] = inbox.overflowedAt == nil ? Inbox() : nil
        return inbox
    }

    /// Puts `record` in the inbox of each stream that may want it, and calls `reached` with
    /// each. A document change goes by the index; another record (a drop, which may end
    /// them, a rename, an expanded event) to every routed stream of its scope that shows it.
    mutating func route(_ record: ChangeRecord, reached: (Int) -> Void) {
        var full: [Int] = []
        if case .document = record.kind {
            for (field, table) in tables {
                // Equalities take the path's values one by one; ranges need them all at once.
                guard !table.ranges.isEmpty else {
                    ChangeRoute.values(of: record, field: field, path: table.path) { value in
                        for stream in table.streams[MongoEqualityKey(value)] ?? [] where deliver(record, to: stream, full: &full) { reached(stream) }
                    }
                    continue
                }
                var values: [BSONValue] = []
                ChangeRoute.values(of: record, field: field, path: table.path) { values.append($0) }
                for value in values where !table.streams.isEmpty {
                    for stream in table.streams[MongoEqualityKey(value)] ?? [] where deliver(record, to: stream, full: &full) { reached(stream) }
                }
                table.ranges.streams(matching: values) { stream in
                    if deliver(record, to: stream, full: &full) { reached(stream) }
                }
            }
        } else {
            for stream in Array(registrations.keys) where deliver(record, to: stream, full: &full) { reached(stream) }
        }
        for stream in full { unindex(stream) }
    }

    /// Adds `record` to the stream's inbox unless its scope does not show it or it is there
    /// already (found by two values); true when the stream should wake.
    private mutating func deliver(_ record: ChangeRecord, to stream: Int, full: inout [Int]) -> Bool {
        guard let registration = registrations[stream], registration.route.includesExpandedEvents || !record.kind.isExpanded else { return false }
        let relevance = registration.scope.relevance(of: record)
        guard relevance.showsEvent || relevance.invalidates else { return false }
        return mutateInbox(of: stream) { inbox in
            guard inbox.overflowedAt == nil, inbox.records.last?.sequence != record.sequence else { return false }
            if inbox.records.count >= Self.inboxLimit {
                inbox.overflowedAt = record.sequence
                full.append(stream)
            } else {
                inbox.records.append(record)
            }
            return true
        }
    }

    /// Changes an inbox in place (no copy of its records).
    private mutating func mutateInbox(of stream: Int, _ body: (inout Inbox) -> Bool) -> Bool {
        guard inboxes[stream] != nil else { return false }
        return body(&inboxes[stream]!)
    }
}
