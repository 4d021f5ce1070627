import DocStreamBSON

extension StoreRecord {
    /// The change events of a stamped record, in order: one per document change, a drop, the
    /// drop of each collection then the database's, a rename, or the expanded event of a
    /// create, collMod, createIndexes or dropIndexes; nil for a record without events (a
    /// checkpoint's). A rename to another database also drops the source, as MongoDB reports it (it
    /// copies the collection, then drops the source), so streams of the source's database see
    /// the drop, and those of the target's database the rename.
    var changeEvents: (database: String, entries: ChangeEntries, stamp: ChangeStamp)? {
        switch self {
        case .write(let namespace, let mutations, let stamp?, _) where !mutations.isEmpty:
            (namespace.database, .documents(collection: namespace.collection, mutations), stamp)
        case .drop(let namespace, let stamp?, let isView):
            (namespace.database, .other([(namespace.collection, isView ? .dropView : .drop)]), stamp)
        case .dropDatabase(let database, let collections, let stamp?):
            (database, .other(collections.map { ($0, .drop) } + [(nil, .dropDatabase)]), stamp)
        case .create(let namespace, let options, _, let stamp?):
            (namespace.database, .other([(namespace.collection, .create(options: options))]), stamp)
        case .setOptions(let namespace, _, let previous, let description, let stamp?):
            (namespace.database, .other([(namespace.collection, .modify(description: description, previous: previous))]), stamp)
        case .createIndexes(let namespace, let specifications, let stamp?):
            (namespace.database, .other([(namespace.collection, .createIndexes(specifications.map(\.document)))]), stamp)
        case .dropIndexes(let namespace, let specifications, let stamp?):
            (namespace.database, .other([(namespace.collection, .dropIndexes(specifications))]), stamp)
        case .modifyIndex(let namespace, _, let description, let previous, let previousIndex, let stamp?):
            (namespace.database, .other([(namespace.collection, .modify(description: description, previous: previous, previousIndex: previousIndex))]), stamp)
        case .rename(let source, let target, let stamp?):
            (
                source.database, .other((source.database == target.database ? [] : [(source.collection, .drop)]) + [(source.collection, .rename(to: target))]),
                stamp
            )
        default:
            nil
        }
    }
}

/// The changes of one store record, in order, as the log makes its records of them. A write's
/// document changes stay in the write's own array: making an array of entries from them cost a
/// large insert some 250 instructions a document, mostly in destroying it.
enum ChangeEntries {
    case documents(collection: String, [DocumentMutation])
    case other([(collection: String?, kind: ChangeRecord.Kind)])

    var count: Int {
        switch self {
        case .documents(_, let mutations): mutations.count
        case .other(let entries): entries.count
        }
    }

    /// The collection the change at `offset` is in; nil for a database drop.
    func collection(at offset: Int) -> String? {
        switch self {
        case .documents(let collection, _): collection
        case .other(let entries): entries[offset].collection
        }
    }

    /// What the change at `offset` costs the log's byte budget (`ChangeRecord.Kind.retainedBytes`),
    /// read in place: making its kind copied the mutation, a retain and a release of both its
    /// documents, for every change of a large write the retention measures.
    func retainedBytes(at offset: Int) -> Int {
        switch self {
        case .documents(_, let mutations): ChangeRecord.Kind.retainedBytes(of: mutations[offset])
        case .other(let entries): entries[offset].kind.retainedBytes
        }
    }

    func kind(at offset: Int) -> ChangeRecord.Kind {
        switch self {
        case .documents(_, let mutations): .document(mutations[offset])
        case .other(let entries): entries[offset].kind
        }
    }
}

extension StoreRecord {
    /// The cluster times of the record's first and last change events (over a transaction's
    /// parts); nil for a record without events.
    var eventTimes: (first: BSONTimestamp, last: BSONTimestamp)? {
        // Every record of an open's replay asks: only a transaction's needs an array.
        guard case .transaction(_, let records) = self else {
            return changeEvents.map { ($0.stamp.clusterTime, $0.stamp.lastClusterTime(count: $0.entries.count)) }
        }
        let stamped = records.compactMap(\.changeEvents)
        guard let first = stamped.first, let last = stamped.last else { return nil }
        return (first.stamp.clusterTime, last.stamp.lastClusterTime(count: last.entries.count))
    }
}

extension ChangeLog {
    /// Appends the events of a committed (or recovered) store record; a transaction's each with
    /// the transaction, at its first event's cluster time, numbered in order.
    func append(_ record: StoreRecord) {
        record.forEachLogAppend { database, entries, stamp, transaction in
            append(database: database, entries: entries, stamp: stamp, transaction: transaction)
        }
    }
}

extension StoreRecord {
    /// Hands `body` the changes of each append that makes the record's change records, in
    /// order: one, or one per part of a transaction, each with the transaction, its first
    /// event's cluster time and the index of the part's first event.
    func forEachLogAppend(
        _ body: (_ database: String, _ entries: ChangeEntries, _ stamp: ChangeStamp, _ transaction: ChangeLog.CommittedTransaction?) -> Void
    ) {
        guard let identity = transaction, let time = eventTimes?.first else {
            if let events = changeEvents { body(events.database, events.entries, events.stamp, nil) }
            return
        }
        var index = 0
        for part in parts {
            guard let events = part.changeEvents else { continue }
            body(events.database, events.entries, events.stamp, (identity, time, index))
            index += events.entries.count
        }
    }
}

extension ChangeStamp {
    /// The cluster time of the record's last event.
    func lastClusterTime(count: Int) -> BSONTimestamp {
        clusterTime(at: max(0, count - 1))
    }
}

extension BSONTimestamp {
    /// The time just before this one, for a history that starts at it.
    var predecessor: BSONTimestamp {
        if increment > 0 { return BSONTimestamp(seconds: seconds, increment: increment - 1) }
        return seconds > 0 ? BSONTimestamp(seconds: seconds - 1, increment: .max) : self
    }
}
