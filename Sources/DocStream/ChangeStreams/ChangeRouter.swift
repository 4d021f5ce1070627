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
    /// A routed stream: how it is indexed, whether it still is (not once taken out of the
    /// index), and its inbox. A class, so that the index holds the stream itself and
    /// delivering a record to it looks nothing up, nor copies it.
    private final class Stream: @unchecked Sendable {
        // @unchecked, and exclusivity unchecked (it cost more than the delivery): only touched
        // by its router, which the change log's routing lock guards.
        let id: Int
        let route: ChangeRoute
        let scope: ChangeStreamScope
        let inbox: RoutedInbox
        @exclusivity(unchecked) var isIndexed = true
        /// The sequence of the last record delivered, so that a record found by two values
        /// goes once.
        @exclusivity(unchecked) var lastDelivered: Int64 = -1

        init(id: Int, route: ChangeRoute, scope: ChangeStreamScope, inbox: RoutedInbox) {
            self.id = id
            self.route = route
            self.scope = scope
            self.inbox = inbox
        }

        /// Whether `record` goes to the inbox: not when the stream is out of the index, its
        /// scope does not show the record, or it has it already.
        func wants(_ record: ChangeRecord) -> Bool {
            guard isIndexed, lastDelivered != record.sequence, route.includesExpandedEvents || !record.kind.isExpanded else { return false }
            let relevance = scope.relevance(of: record)
            return relevance.showsEvent || relevance.invalidates
        }
    }

    /// The routes of one field. A class, so that routing a record reads each table in place:
    /// as a struct every record took a copy of it out of `tables` (retaining and releasing
    /// all it holds).
    private final class Table: @unchecked Sendable {
        // @unchecked: only touched by its router, which the change log's routing lock guards.
        let field: ChangeRoute.Field
        /// The field's path read in the document's bytes: its first name, picked in one walk,
        /// then the rest through embedded documents.
        private let names: RawFieldNames
        private let rawPath: RawFieldPath
        /// MongoDB's walk of the path, where an array stands before its last component.
        private let path: QueryPath
        @exclusivity(unchecked) var streams = EqualityRoutes<Stream>()
        @exclusivity(unchecked) var ranges = RangeRoutes()
        /// The hashes of the values a batch of records has in the field, in the order routing
        /// reads them, computed once, when their lookups are prefetched (`prefetchRoutes`).
        @exclusivity(unchecked) var batchHashes: [Int] = []
        @exclusivity(unchecked) var nextBatchHash = 0

        init(field: ChangeRoute.Field) {
            self.field = field
            let dotted = field.dottedPath
            var names: [String] = []
            rawPath = RawFieldPath(dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init), names: &names)
            self.names = RawFieldNames(names)
            path = QueryPath(dotted)
        }

        var isEmpty: Bool { streams.isEmpty && ranges.isEmpty }

        /// The hash of `value`, the next the batch routed reads: from `batchHashes` when it has it.
        func hash(of value: RawValue) -> Int {
            guard nextBatchHash < batchHashes.count else { return EqualityRoutes<Stream>.hash(of: value) }
            defer { nextBatchHash += 1 }
            assert(batchHashes[nextBatchHash] == EqualityRoutes<Stream>.hash(of: value), "a batch's values read out of order")
            return batchHashes[nextBatchHash]
        }

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

    private var tables: [ChangeRoute.Field: Table] = [:]
    private var streams: [Int: Stream] = [:]
    /// How many streams are in the index (an overflowed one is not: it reads the log).
    private var indexed = 0

    var isEmpty: Bool { indexed == 0 }

    /// Whether some indexed stream's route is a range.
    var hasRanges: Bool { tables.values.contains { !$0.ranges.isEmpty } }

    /// Routes the records from now on to a new inbox for stream `id`, which replaces any it had.
    mutating func register(_ route: ChangeRoute, scope: ChangeStreamScope, for id: Int) -> RoutedInbox {
        unindex(id)
        let stream = Stream(id: id, route: route, scope: scope, inbox: RoutedInbox())
        streams[id] = stream
        indexed += 1
        let table =
            tables[route.field]
            ?? {
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
        return stream.inbox
    }

    /// Takes `stream` out of the index; its inbox stays until `remove`d.
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
        return streams.removeValue(forKey: stream)?.inbox.unpark()
    }

    /// Forgets `stream` when `inbox` is its inbox (one that overflowed, now taken: the stream
    /// reads the log).
    mutating func remove(_ stream: Int, ifRoutedTo inbox: RoutedInbox) {
        if streams[stream]?.inbox === inbox { _ = remove(stream) }
    }

    /// `stream`'s inbox, if routed.
    func inbox(of stream: Int) -> RoutedInbox? {
        streams[stream]?.inbox
    }

    /// Takes every stream out of the index, its inbox closed at `sequence` (`RoutedInbox.close(at:)`);
    /// returns the parked readers.
    mutating func closeAll(at sequence: Int64) -> [Waiter] {
        for id in Array(streams.keys) { unindex(id) }
        return streams.values.compactMap { $0.inbox.close(at: sequence) }
    }

    /// Routes `records`, in order, each as `route(_:reached:)` does. A batch has its equality
    /// lookups prefetched first (`prefetchRoutes`), and each value hashed once.
    mutating func route(_ records: inout [ChangeRecord], reached: (Int, Waiter?) -> Void) {
        let prefetched = records.count > 1
        if prefetched { prefetchRoutes(of: records) }
        // In place: a copy of each record cost a retain and a release of all it references.
        for index in records.indices where !isEmpty { route(&records[index], reached: reached) }
        // A single record (each of a writer's with range routes) left no hashes to forget.
        guard prefetched else { return }
        for table in tables.values {
            table.batchHashes.removeAll(keepingCapacity: true)
            table.nextBatchHash = 0
        }
    }

    /// Asks the caches for the equality tables' slots, then keys, that routing `records` reads,
    /// stage by stage over the whole batch, so that their misses overlap: routing runs on
    /// another processor than the writer's, in tables too large for its caches (100 streams of
    /// 200 `_id`s), and each lookup otherwise waited for memory twice, one after the other.
    /// The hashes are kept for the routing (`Table.batchHashes`).
    private func prefetchRoutes(of records: [ChangeRecord]) {
        for table in tables.values where table.ranges.isEmpty {
            for record in records {
                guard case .document(let mutation) = record.kind else { continue }
                table.values(
                    of: mutation,
                    raw: { value in
                        let hash = EqualityRoutes<Stream>.hash(of: value)
                        table.streams.prefetchSlot(of: hash)
                        table.batchHashes.append(hash)
                    }, decoded: { _ in })
            }
            for hash in table.batchHashes { table.streams.prefetchKey(of: hash) }
        }
    }

    /// Puts `record` in the inbox of each stream that may want it, and calls `reached` with
    /// each, and with its reader when parked (now unparked, to wake). A document change goes
    /// by the index; another record (a drop, which may end them, a rename, an expanded event)
    /// to every routed stream of its scope that shows it. The second stream to get the record
    /// gives it its event cache, which the later inboxes' copies then share: the reader of a
    /// record that one stream gets builds its event alone, without the cache's allocation and
    /// locks.
    mutating func route(_ record: inout ChangeRecord, reached: (Int, Waiter?) -> Void) {
        // One variable for the nested function to change: each it captures took a heap box.
        var routed = (deliveries: 0, full: [Int]())
        func deliver(to stream: Stream) {
            guard stream.wants(record) else { return }
            if routed.deliveries == 1 && record.events == nil { record.events = ChangeEventCache() }
            routed.deliveries += 1
            stream.lastDelivered = record.sequence
            let (parked, overflowed) = stream.inbox.deliver(record)
            if overflowed { routed.full.append(stream.id) }
            reached(stream.id, parked)
        }
        if case .document(let mutation) = record.kind {
            for table in tables.values {
                // Equalities take the path's values one by one; ranges need them all at once.
                guard !table.ranges.isEmpty else {
                    table.values(
                        of: mutation, raw: { table.streams.targets(accepting: $0, hash: table.hash(of: $0), deliver) },
                        decoded: { table.streams.targets(accepting: $0, deliver) })
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
