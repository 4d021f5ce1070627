import DocStreamBSON
import Foundation

/// The change log's index of routed streams (`ChangeRoute`): for each routed field, which
/// streams accept which values or ranges, and each routed stream's inbox of records to read.
/// Routing a committed record reads each routed field in place in the document's bytes (one
/// field in the common case), then costs a hash lookup (`EqualityRoutes`) or a binary search
/// (`RangeRoutes`) per value, whatever the number of streams; only the streams found get it.
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

    /// A routed stream: how it is indexed, whether it still is (not once taken out of the
    /// index), its inbox, and its reader while parked waiting for the inbox. A class, so that
    /// the index holds the stream itself and delivering a record to it looks nothing up, nor
    /// copies it.
    private final class Stream: @unchecked Sendable {
        // @unchecked, and exclusivity unchecked (it cost more than the delivery): only touched
        // by its router, which the change log's lock guards.
        let id: Int
        let route: ChangeRoute
        let scope: ChangeStreamScope
        @exclusivity(unchecked) var isIndexed = true
        @exclusivity(unchecked) var inbox = Inbox()
        @exclusivity(unchecked) var parked: Waiter?

        init(id: Int, route: ChangeRoute, scope: ChangeStreamScope) {
            self.id = id
            self.route = route
            self.scope = scope
        }

        /// Whether `record` goes to the inbox: not when the stream is out of the index, its
        /// scope does not show the record, it overflowed, or it has it already (found by two
        /// values).
        func wants(_ record: ChangeRecord) -> Bool {
            guard isIndexed, route.includesExpandedEvents || !record.kind.isExpanded else { return false }
            let relevance = scope.relevance(of: record)
            return (relevance.showsEvent || relevance.invalidates)
                && inbox.overflowedAt == nil && inbox.records.last?.sequence != record.sequence
        }

        /// Adds `record` to the inbox, or, the inbox being full, notes it as the first missed
        /// (`overflowedAt`).
        func deliver(_ record: ChangeRecord) {
            if inbox.records.count >= ChangeRouter.inboxLimit { inbox.overflowedAt = record.sequence } else { inbox.records.append(record) }
        }

        /// The parked reader, taken.
        func unpark() -> Waiter? {
            defer { parked = nil }
            return parked
        }
    }

    /// The routes of one field. A class, so that routing a record reads each table in place:
    /// as a struct every record took a copy of it out of `tables` (retaining and releasing
    /// all it holds).
    private final class Table: @unchecked Sendable {
        // @unchecked: only touched by its router, which the change log's lock guards.
        let field: ChangeRoute.Field
        /// The field's path read in the document's bytes: its first name, picked in one walk,
        /// then the rest through embedded documents.
        private let names: RawFieldNames
        private let rawPath: RawFieldPath
        /// MongoDB's walk of the path, where an array stands before its last component.
        private let path: QueryPath
        @exclusivity(unchecked) var streams = EqualityRoutes<Stream>()
        @exclusivity(unchecked) var ranges = RangeRoutes()

        init(field: ChangeRoute.Field) {
            self.field = field
            let dotted = if case .fullDocument(let path, _) = field { path } else { "_id" }
            var names: [String] = []
            rawPath = RawFieldPath(dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init), names: &names)
            self.names = RawFieldNames(names)
            path = QueryPath(dotted)
        }

        var isEmpty: Bool { streams.isEmpty && ranges.isEmpty }

        /// Calls `raw` with each value the field has in `mutation`'s event that a route may
        /// accept, read in place: at the end of the path a scalar, or each element of an array
        /// (the array itself, as the `_id`, no route accepts). Where an array stands before
        /// the path's last component, calls `decoded` with each value MongoDB's walk finds
        /// instead (each element, then the array itself, at the end).
        func values(of mutation: DocumentMutation, raw: (RawValue) -> Void, decoded: (BSONValue) -> Void) {
            guard let document = field.document(of: mutation) else { return }
            let traversesArrays = field != .documentID
            let read = document.bytes.withUnsafeBytes { bytes in
                try? names.pick(in: bytes) { fields in
                    guard let found = rawPath.value(in: fields) else { return false }
                    if let value = found, !value.isArray {
                        raw(value)
                    } else if let array = found, traversesArrays {
                        var elements = RawDocumentWalker(document: array.bytes)
                        while let element = elements.next() {
                            if !element.value.isArray { raw(element.value) }
                        }
                    }
                    return true
                }
            }
            guard read == false else { return }
            _ = path.anyValue(in: document, traversingLeafArrays: true) { value, _ in
                if let value { decoded(value) }
                return false
            }
        }
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
        let stream = Stream(id: id, route: route, scope: scope)
        streams[id] = stream
        indexed += 1
        let table = tables[route.field] ?? {
            let table = Table(field: route.field)
            tables[route.field] = table
            return table
        }()
        switch route.accepted {
        case .values(let keys):
            for key in keys { table.streams.insert(stream, accepting: key.value) }
        case .range(let range):
            table.ranges.insert(range, for: id)
        }
    }

    /// Takes `stream` out of the index; its inbox stays until read (`take`) or `remove`d.
    private mutating func unindex(_ id: Int) {
        guard let stream = streams[id], stream.isIndexed else { return }
        stream.isIndexed = false
        indexed -= 1
        guard let table = tables[stream.route.field] else { return }
        switch stream.route.accepted {
        case .values(let keys):
            for key in keys { table.streams.remove(stream, accepting: key.value) }
        case .range:
            table.ranges.remove(id)
        }
        if table.isEmpty { tables[stream.route.field] = nil }
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
        guard stream.inbox.overflowedAt == nil else {
            streams[id] = nil
            return stream.inbox
        }
        // The reader takes a copy and the inbox keeps its room (when small), so the writer
        // routes the next records without allocating: the reader allocates instead.
        let taken = Inbox(records: stream.inbox.records.map { $0 })
        stream.inbox.records.removeAll(keepingCapacity: stream.inbox.records.capacity <= Self.keptRoom)
        return taken
    }

    /// The most records an emptied inbox keeps room for.
    private static let keptRoom = 64

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
        streams[stream]?.parked?.semaphore === waiting
    }

    /// Takes every parked reader.
    func unparkAll() -> [Waiter] {
        streams.values.compactMap { $0.unpark() }
    }

    /// Puts `record` in the inbox of each stream that may want it, and calls `reached` with
    /// each, and with its reader when parked (now unparked, to wake). A document change goes
    /// by the index; another record (a drop, which may end them, a rename, an expanded event)
    /// to every routed stream of its scope that shows it. The second stream to get the record
    /// gives it its event cache, which the later inboxes' copies and the log's then share: the
    /// reader of a record that one stream gets builds its event alone, without the cache's
    /// allocation and locks (a record no stream gets has none until a reader of the log reads it).
    mutating func route(_ record: inout ChangeRecord, reached: (Int, Waiter?) -> Void) {
        // One variable for the nested function to change: each it captures took a heap box.
        var routed = (deliveries: 0, full: [Int]())
        func deliver(to stream: Stream) {
            guard stream.wants(record) else { return }
            if routed.deliveries == 1 && record.events == nil { record.events = ChangeEventCache() }
            routed.deliveries += 1
            stream.deliver(record)
            if stream.inbox.overflowedAt != nil { routed.full.append(stream.id) }
            reached(stream.id, stream.unpark())
        }
        if case .document(let mutation) = record.kind {
            for table in tables.values {
                // Equalities take the path's values one by one; ranges need them all at once.
                guard !table.ranges.isEmpty else {
                    table.values(of: mutation, raw: { table.streams.targets(accepting: $0, deliver) }, decoded: { table.streams.targets(accepting: $0, deliver) })
                    continue
                }
                var values: [BSONValue] = []
                table.values(of: mutation, raw: { values.append($0.decoded) }, decoded: { values.append($0) })
                for value in values where !table.streams.isEmpty {
                    table.streams.targets(accepting: value, deliver)
                }
                table.ranges.streams(matching: values) { id in
                    if let stream = streams[id] { deliver(to: stream) }
                }
            }
        } else {
            for stream in streams.values { deliver(to: stream) }
        }
        for stream in routed.full { unindex(stream) }
    }
}
