import DocStreamBSON
import Foundation

/// Multi-document transactions (`Transaction`): their writes go to the transaction's copies of
/// the collections, and commit makes them the store's in one journal record.
extension Store {
    /// The transaction the running statement belongs to, when it is one of this store's.
    var currentTransaction: Transaction? {
        guard let transaction = TransactionScope.current, transaction.storeID == ObjectIdentifier(self) else { return nil }
        return transaction
    }

    /// transactionLifetimeLimitSeconds: how long a transaction may stay open (setParameter).
    public var transactionLifetimeSeconds: Int {
        transactions.lifetimeSeconds.load(ordering: .relaxed)
    }

    /// Aborts the open transactions of the logical sessions with these ids (every session's for
    /// nil): endSessions, killSessions and killAllSessions end them.
    public func abortTransactions(ofSessions ids: [BSONValue]?) {
        transactions.abort(sessions: ids)
    }

    /// Runs a plain write operation, and again each time it finds a document an open transaction
    /// wrote in its way (`Store.write` takes such an attempt back), once that transaction has
    /// ended. `attempt` must start afresh each time: it is the whole operation.
    func waitingForTransactions<Output>(_ attempt: () throws(DocStreamError) -> Output) throws(DocStreamError) -> Output {
        guard currentTransaction == nil else { return try attempt() }
        let wait = TransactionWait()
        while true {
            let outcome = TransactionWait.$current.withValue(wait) { Result { () throws(DocStreamError) -> Output in try attempt() } }
            guard case .failure = outcome, let holder = wait.holder.withLock({ holder in holder.take() }) else { return try outcome.get() }
            // Until it commits, aborts or outlives its lifetime (then it no longer holds anything).
            while holder.isOpen { Thread.sleep(forTimeInterval: 0.001) }
        }
    }

    /// Starts transaction `txnNumber` of the logical session `lsid` over the catalog as it is now.
    func startTransaction(lsid: Document, txnNumber: Int64) throws(DocStreamError) -> Transaction {
        try transactions.start(
            lsid: lsid, txnNumber: txnNumber, storeID: ObjectIdentifier(self), statistics: operationStatistics, snapshot: state.withLock { $0 })
    }

    /// `write(_:allOrNothing:retryable:touching:_:)` in a transaction: the body changes the
    /// transaction's copy of the collection (a collection it creates gets its UUID now), or,
    /// for a collection not read yet and a write that names its `_id`s (`touching`), a window
    /// of those documents, whose changes go to the transaction's own version of the collection.
    /// A change to a document that another commit changed since the snapshot is 112
    /// WriteConflict, and aborts the transaction.
    func write<Output>(
        _ namespace: Namespace, in transaction: Transaction, allOrNothing: Bool, touching touchedIDs: () -> [BSONValue]?,
        _ body: (inout CollectionData) throws(DocStreamError) -> Output
    ) throws(DocStreamError) -> Output {
        try transaction.withState { (current) throws(DocStreamError) -> Output in
            try transaction.checkInProgress(current.phase)
            if current.outline(namespace)?.options.capped != nil {
                throw DocStreamError(
                    .operationNotSupportedInTransaction,
                    "Collection '\(namespace)' is a capped collection. Writes in transactions are not allowed on capped collections.")
            }
            let existed = current.outline(namespace) != nil
            let stored = current.storedCollection(namespace)
            let ids = stored == nil ? nil : touchedIDs()
            let window: CollectionData? = if let stored, let ids { try self.window(of: stored, touching: ids, namespace) } else { nil }
            let windowCount = window?.count ?? 0
            var collection = if let window { window } else { try Self.collection(namespace, in: &current) }
            var keepsCollection = window == nil
            defer { if keepsCollection, case .inProgress = current.phase { current.working[namespace] = collection } }
            if collection.options.view != nil { throw .viewNotCollection(namespace) }
            collection.beginWrite()
            let outcome = Result { () throws(DocStreamError) -> Output in try body(&collection) }
            if allOrNothing, case .failure = outcome { collection.rollBack() }
            let mutations = collection.pendingMutations ?? []
            let snapshot = current.snapshot
            // Changed by a commit since the snapshot, or written by another open transaction.
            if try state.withLock({ (live) throws(DocStreamError) in try Self.changedSince(snapshot, live: live, namespace, mutations) })
                || transactions.claims.claim(namespace, mutations, for: transaction) != nil
            {
                collection.rollBack()
                collection.endWrite()
                current.end(.aborted)
                throw .writeConflict()
            }
            if window != nil, let stored, let ids { try stored.checkInsertedIDs(in: &collection, named: ids, namespace) }
            collection.endWrite()
            if !mutations.isEmpty {
                current.changes.append((namespace, mutations))
                if window != nil, let stored {
                    // The transaction's version alone appends to its log.
                    let version = current.stored[namespace] ?? stored.transactionVersion()
                    guard let next = version.appending(mutations, countChange: collection.count - windowCount) else {
                        preconditionFailure("a transaction's write appends to its newest version of \(namespace)")
                    }
                    current.stored[namespace] = next
                }
            } else if !existed {
                // A write that changed nothing creates nothing, as on MongoDB.
                current.created.removeLast()
                keepsCollection = false
            }
            return try outcome.get()
        }
    }

    /// The collection as the transaction sees it, taken out of its copies for a change (its
    /// own version of a collection not read yet is read now); a missing one is created by the
    /// transaction.
    private static func collection(_ namespace: Namespace, in current: inout Transaction.State) throws(DocStreamError) -> CollectionData {
        if let collection = current.working.removeValue(forKey: namespace) { return collection }
        if let stored = current.stored[namespace] {
            let collection = try stored.collection(namespace)
            current.stored[namespace] = nil
            return collection
        }
        if let collection = try current.snapshot.collection(namespace) { return collection }
        var collection = CollectionData()
        collection.uuid = UUID()
        current.created.append(namespace)
        return collection
    }

    /// `createCollection` in a transaction (MongoDB 4.4 and later): the collection exists for
    /// the transaction now, and for the store at its commit. 48 NamespaceExists when it exists
    /// with other options; a view cannot be created in a transaction (263).
    func createCollection(_ namespace: Namespace, options: CollectionOptions, in transaction: Transaction) throws(DocStreamError) {
        guard options.view == nil else {
            throw DocStreamError(.operationNotSupportedInTransaction, "Cannot create a view in a multi-document transaction.")
        }
        try transaction.withState { (current) throws(DocStreamError) in
            try transaction.checkInProgress(current.phase)
            if let existing = current.outline(namespace) {
                guard existing.options.document == options.document else {
                    throw DocStreamError(.namespaceExists, "Collection \(namespace) already exists.")
                }
                return
            }
            var collection = try Self.collection(namespace, in: &current)
            collection.options = options
            current.working[namespace] = collection
        }
    }

    /// `createIndexes` in a transaction: only on a collection the transaction created, as
    /// MongoDB allows (263 for one that existed before).
    func createIndexes(_ namespace: Namespace, _ requested: [IndexSpecification], in transaction: Transaction) throws(DocStreamError) -> IndexCreation {
        try transaction.withState { (current) throws(DocStreamError) -> IndexCreation in
            try transaction.checkInProgress(current.phase)
            guard current.snapshot.outline(namespace) == nil else {
                throw DocStreamError(
                    .operationNotSupportedInTransaction, "Cannot create new indexes on existing collection \(namespace) in a multi-document transaction.")
            }
            let existed = current.working[namespace] != nil
            var collection = try Self.collection(namespace, in: &current)
            defer { current.working[namespace] = collection }
            let before = collection.indexes.indexes.count
            for specification in try collection.indexes.newIndexes(requested, namespace: namespace) {
                try collection.createIndex(specification, namespace: namespace)
            }
            return IndexCreation(indexesBefore: before, indexesAfter: collection.indexes.indexes.count, createdCollection: !existed)
        }
    }

    /// Commits the transaction: its changes, checked against the commits since its snapshot
    /// (112 WriteConflict), applied to the store's collections and journaled as one record, so
    /// that after a crash all of it or none of it is there; its events follow, in order. A
    /// committed transaction's commit again succeeds; an aborted one's is 251 NoSuchTransaction.
    func commit(_ transaction: Transaction) throws(DocStreamError) {
        try transaction.withState { (current) throws(DocStreamError) in
            if case .committed = current.phase { return }
            try transaction.checkInProgress(current.phase)
            do throws(DocStreamError) {
                if !current.changes.isEmpty || !current.created.isEmpty { try commitChanges(of: current, identity: transaction.identity) }
                current.end(.committed)
            } catch {
                current.end(.aborted)
                throw error
            }
        }
    }

    /// A collection a commit changes: taken out of the catalog (changed in place, not copied)
    /// with its undo log, or, when it is not read yet, a window of the documents the
    /// transaction wrote, whose changes then go to a new version of it.
    private struct CommittedCollection {
        let namespace: Namespace
        var collection: CollectionData
        let existed: Bool
        /// The version the window was taken from, and the transaction's changes to it.
        let stored: (version: StoredCollection, mutations: [DocumentMutation])?
        let windowCount: Int
    }

    private func commitChanges(of transaction: Transaction.State, identity: TransactionIdentity) throws(DocStreamError) {
        let changes = transaction.changes
        try committing { (catalog, journal) throws(DocStreamError) in
            for (namespace, mutations) in changes where try Self.changedSince(transaction.snapshot, live: catalog, namespace, mutations) {
                throw .writeConflict()
            }
            // A collection the transaction created that another commit created meanwhile.
            if transaction.created.contains(where: { catalog.outline($0) != nil }) { throw .writeConflict() }
            var taken: [CommittedCollection] = []
            for namespace in transaction.created + changes.map(\.namespace) where !taken.contains(where: { $0.namespace == namespace }) {
                let written = changes.filter { $0.namespace == namespace }.flatMap(\.mutations)
                if let stored = catalog.storedCollection(namespace),
                    var window = try stored.window(touching: written.map(\.documentKey), namespace, limit: .max)
                {
                    let windowCount = window.count
                    window.beginWrite()
                    taken.append(
                        CommittedCollection(
                            namespace: namespace, collection: window, existed: true, stored: (stored, written), windowCount: windowCount))
                    continue
                }
                let existing = try catalog.take(namespace)
                var collection = existing ?? CollectionData()
                if existing == nil, let created = transaction.working[namespace] {
                    // Its options and indexes, without the documents: the writes replay them.
                    collection.options = created.options
                    collection.uuid = created.uuid
                    for specification in created.indexes.specifications where !specification.isIDIndex {
                        try collection.createIndex(specification, namespace: namespace)
                    }
                }
                collection.beginWrite()
                taken.append(CommittedCollection(namespace: namespace, collection: collection, existed: existing != nil, stored: nil, windowCount: 0))
            }
            func takeBack(_ catalog: inout Catalog) {
                for var entry in taken where entry.stored == nil {
                    entry.collection.rollBack()
                    if entry.existed { catalog.restore(entry.collection, at: entry.namespace) }
                }
            }
            do throws(DocStreamError) {
                for (namespace, mutations) in changes {
                    let index = taken.firstIndex { $0.namespace == namespace }!
                    try taken[index].collection.replay(mutations, namespace: namespace)
                }
            } catch {
                takeBack(&catalog)
                throw error
            }
            let record = StoreRecord.transaction(identity, records(of: changes, created: transaction.created, taken: taken))
            do throws(DocStreamError) {
                try journal(record)
            } catch {
                takeBack(&catalog)
                throw error
            }
            for var entry in taken {
                entry.collection.endWrite()
                guard let stored = entry.stored else {
                    catalog.restore(entry.collection, at: entry.namespace)
                    continue
                }
                // Under the lock the catalog's version is the newest, which alone appends.
                guard let next = stored.version.appending(stored.mutations, countChange: entry.collection.count - entry.windowCount) else {
                    preconditionFailure("a commit appends to the newest version of \(entry.namespace)")
                }
                catalog.keepStored(next, at: entry.namespace)
            }
            changeLog.append(record)
        }
    }

    /// A transaction's journal records: the create of each collection it created, with its
    /// indexes, then its writes, in order, stamped one event after another.
    private func records(
        of changes: [(namespace: Namespace, mutations: [DocumentMutation])], created: [Namespace], taken: [CommittedCollection]
    ) -> [StoreRecord] {
        let creations = created.map { namespace in
            let collection = taken.first { $0.namespace == namespace }!.collection
            return (namespace, collection, indexes: collection.indexes.specifications.filter { !$0.isIDIndex })
        }
        let eventCount = creations.reduce(0) { $0 + ($1.indexes.isEmpty ? 1 : 2) } + changes.reduce(0) { $0 + $1.mutations.count }
        let base = changeLog.stamp(count: eventCount)
        var offset = 0
        func stamp(_ count: Int, _ collection: CollectionData) -> ChangeStamp {
            defer { offset += count }
            return ChangeStamp(
                clusterTime: base.clusterTime(at: offset), wallTime: base.wallTime, collectionUUID: collection.uuid,
                keepsImages: collection.options.recordsImages)
        }
        var records: [StoreRecord] = []
        for (namespace, collection, indexes) in creations {
            records.append(.create(namespace, options: collection.options.document, uuid: collection.uuid, stamp(1, collection)))
            if !indexes.isEmpty { records.append(.createIndexes(namespace, indexes, stamp(1, collection))) }
        }
        for (namespace, mutations) in changes {
            records.append(.write(namespace, mutations, stamp(mutations.count, taken.first { $0.namespace == namespace }!.collection)))
        }
        return records
    }

    /// Whether a document the mutations touch is not, in `live`, what it was in `snapshot`:
    /// another commit changed it since. Looked up by `_id`, a collection not read yet included.
    private static func changedSince(
        _ snapshot: Catalog, live: Catalog, _ namespace: Namespace, _ mutations: [DocumentMutation]
    ) throws(DocStreamError) -> Bool {
        // Still the same stored collection, not read in either: nothing changed it.
        if let stored = snapshot.storedCollection(namespace), stored === live.storedCollection(namespace) { return false }
        let before = snapshot.documentsByID(namespace)
        let now = live.documentsByID(namespace)
        for mutation in mutations {
            let id = mutation.documentKey
            if try before.document(withID: id, namespace)?.bytes != now.document(withID: id, namespace)?.bytes { return true }
        }
        return false
    }
}
