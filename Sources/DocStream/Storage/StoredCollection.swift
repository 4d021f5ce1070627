import DocStreamBSON
import Foundation
import Synchronization

/// A collection of the checkpoint whose documents are still in the data environment: opening a
/// store reads only the checkpoint's catalog, and a collection's documents are read into memory
/// when it is first used, with the journal's changes to it since the checkpoint applied on top.
///
/// Copies of the catalog share it, so the documents are read once for all of them, and kept
/// while one of them holds it: the catalog's first write takes the collection from it, and
/// from then on the catalog holds the collection as any other, while a copy made before (a
/// transaction's snapshot) still sees the state as of the open. Only the writer's own
/// checkpoints change the record stores, and they read a stored collection before they change
/// its record store; one holds its record store while it lives (`StoreData.hold`), so that a
/// snapshot can still read a collection dropped after it.
final class StoredCollection: Sendable {
    private struct State {
        /// The collection without its documents: its options, UUID and indexes.
        var outline: CollectionData
        /// The journal's changes since the checkpoint, in order.
        var pending: [DocumentMutation] = []
        /// The last of those changes for each `_id`, made when a document is first looked up.
        var latestPending: [MongoEqualityKey: DocumentMutation]?
        /// The collection read, kept while this is held (by the catalog or its copies).
        var read: CollectionData?
    }

    let storage: RecordStore.Number
    /// How many documents the checkpoint holds.
    let storedCount: Int
    private let data: StoreData
    private let state: Mutex<State>

    init(outline: CollectionData, storage: RecordStore.Number, count: Int, data: StoreData) {
        self.storage = storage
        storedCount = count
        self.data = data
        state = Mutex(State(outline: outline))
        data.hold(storage)
    }

    deinit {
        data.release(storage)
    }

    /// The collection's options, UUID and indexes, without its documents.
    var outline: CollectionData {
        state.withLock { $0.outline }
    }

    /// Whether the journal changed the collection since the checkpoint.
    var hasPendingChanges: Bool {
        state.withLock { !$0.pending.isEmpty }
    }

    /// Changes the outline while recovery reads the checkpoint's catalog and the journal (index
    /// specifications, options).
    func changeOutline(_ change: (inout CollectionData) throws(DocStreamError) -> Void) throws(DocStreamError) {
        try state.withLock { (state) throws(DocStreamError) in try change(&state.outline) }
    }

    /// Keeps a journaled change for when the documents are read.
    func deferChanges(_ mutations: [DocumentMutation]) {
        state.withLock { state in
            state.pending += mutations
            state.latestPending = nil
        }
    }

    /// The document whose `_id` equals `id`, nil when there is none, without reading the
    /// collection: from the journal's changes since the checkpoint, else the checkpoint's
    /// `_id` index.
    func document(withID id: BSONValue, _ namespace: Namespace) throws(DocStreamError) -> Document? {
        let (read, latest) = readOrLatestPending()
        if let read { return read.document(withID: id) }
        switch latest[MongoEqualityKey(id)] {
        case .insert(let document), .update(_, let document), .replace(_, let document): return document
        case .delete: return nil
        case nil: return try data.document(of: storage, namespace: namespace, withID: id)
        }
    }

    /// How many documents the collection holds, without reading it: the checkpoint's count,
    /// plus the `_id`s the journal's changes since add, less those they delete.
    func documentCount(_ namespace: Namespace) throws(DocStreamError) -> Int {
        let (read, latest) = readOrLatestPending()
        if let read { return read.count }
        var count = storedCount
        let stored = try data.storedIDs(of: storage, namespace: namespace, among: latest.keys)
        for (key, mutation) in latest {
            let isStored = stored.contains(key)
            switch mutation {
            case .insert, .update, .replace: if !isStored { count += 1 }
            case .delete: if isStored { count -= 1 }
            }
        }
        return count
    }

    /// The documents whose `_id`s lie between `lower` and `upper` (nil: open), in `_id` order,
    /// with the journal's changes since the checkpoint applied, without reading the collection;
    /// nil when the collection is read already (its documents serve instead). Documents the
    /// journal changed are included wherever their `_id`s lie: the caller's filter decides.
    func documents(
        idsFrom lower: QueryShape.IDBound?, to upper: QueryShape.IDBound?, _ namespace: Namespace
    ) throws(DocStreamError) -> [Document]? {
        let (read, latest) = readOrLatestPending()
        guard read == nil else { return nil }
        if latest.isEmpty {
            // Nothing changed since the checkpoint: its index's order is the answer's.
            var documents: [Document] = []
            try data.forEachDocument(of: storage, namespace: namespace, idsFrom: lower, to: upper) { (document) throws(DocStreamError) in
                documents.append(document)
            }
            return documents
        }
        var found: [(key: StorageKey, document: Document)] = []
        try data.forEachDocument(of: storage, namespace: namespace, idsFrom: lower, to: upper) { (document) throws(DocStreamError) in
            guard let id = document["_id"] else { return }
            let key = MongoEqualityKey(id)
            // Changed since the checkpoint: taken from the journal's changes below.
            guard latest[key] == nil else { return }
            found.append((try StorageKey(id), document))
        }
        for mutation in latest.values {
            switch mutation {
            case .insert(let document), .update(_, let document), .replace(_, let document):
                found.append((try StorageKey(mutation.documentKey), document))
            case .delete:
                break
            }
        }
        return found.sorted { $0.key < $1.key }.map(\.document)
    }

    /// The collection when it is read; else the last of the journal's changes since the
    /// checkpoint for each `_id`, made once.
    private func readOrLatestPending() -> (read: CollectionData?, latest: [MongoEqualityKey: DocumentMutation]) {
        state.withLock { state in
            if let read = state.read { return (read, [:]) }
            if state.latestPending == nil {
                var latest: [MongoEqualityKey: DocumentMutation] = [:]
                for mutation in state.pending { latest[MongoEqualityKey(mutation.documentKey)] = mutation }
                state.latestPending = latest
            }
            return (nil, state.latestPending!)
        }
    }

    /// The collection with its documents, read now when no copy of the catalog read it yet.
    /// A block that does not read back is 301 DataCorruptionDetected.
    func collection(_ namespace: Namespace) throws(DocStreamError) -> CollectionData {
        try state.withLock { (state) throws(DocStreamError) in
            if let read = state.read { return read }
            let read = try read(namespace, state)
            state.read = read
            return read
        }
    }

    private func read(_ namespace: Namespace, _ state: State) throws(DocStreamError) -> CollectionData {
        var collection = CollectionData()
        collection.options = state.outline.options
        collection.uuid = state.outline.uuid
        let documents = try data.documents(of: storage, namespace: namespace, count: storedCount)
        try collection.loadStored(documents, namespace: namespace)
        for specification in state.outline.indexes.specifications where !specification.isIDIndex {
            try collection.createIndex(specification, namespace: namespace)
        }
        if state.pending.isEmpty {
            // What the record store holds: a checkpoint need not write it again.
            data.noteStored(storage, version: collection.version)
        } else {
            try collection.replay(state.pending, namespace: namespace)
            collection.compact()
        }
        return collection
    }
}
