import DocStreamBSON
import Foundation

/// The databases of a store and their collections: the state the store's lock guards, and
/// what journal replay rebuilds. A collection is in memory, or stored: a collection of the
/// checkpoint not read yet (`StoredCollection`), read when first used.
struct Catalog: Sendable {
    /// The collections in memory, by database and name.
    private(set) var databases: [String: [String: CollectionData]] = [:]
    /// The collections whose documents are still in the checkpoint.
    private(set) var stored: [String: [String: StoredCollection]] = [:]
    /// Set while recovery replays the journal, and for a follower's catalog: changes to a stored
    /// collection's index specifications and options go to its outline, instead of reading it.
    var defersStoredChanges = false
    /// The statements retryable writes executed, by logical session.
    var retryableWrites = RetryableWriteTable()
    /// The cluster parameters setClusterParameter set, by name (`ClusterParameters`).
    private(set) var clusterParameters: [String: Document] = [:]

    /// The collection with its documents, read now when it is stored (a damaged block is 301
    /// DataCorruptionDetected); nil when there is none.
    func collection(_ namespace: Namespace) throws(DocStreamError) -> CollectionData? {
        if let collection = databases[namespace.database]?[namespace.collection] { return collection }
        return try stored[namespace.database]?[namespace.collection]?.collection(namespace)
    }

    /// The collection's documents by `_id` as this catalog holds them, without reading a
    /// stored collection.
    func documentsByID(_ namespace: Namespace) -> DocumentsByID {
        if let collection = databases[namespace.database]?[namespace.collection] { return .inMemory(collection) }
        return storedCollection(namespace).map(DocumentsByID.stored) ?? .missing
    }

    /// A collection's documents found by `_id` (`documentsByID(_:)`).
    enum DocumentsByID {
        case inMemory(CollectionData)
        case stored(StoredCollection)
        case missing

        /// The document whose `_id` equals `id`, nil when there is none.
        func document(withID id: BSONValue, _ namespace: Namespace) throws(DocStreamError) -> Document? {
            switch self {
            case .inMemory(let collection): collection.document(withID: id)
            case .stored(let stored): try stored.document(withID: id, namespace)
            case .missing: nil
            }
        }
    }

    /// The collection's options, UUID and indexes, with its documents only when it is in
    /// memory: what reads of its settings need, without reading a stored collection.
    func outline(_ namespace: Namespace) -> CollectionData? {
        databases[namespace.database]?[namespace.collection] ?? stored[namespace.database]?[namespace.collection]?.outline
    }

    /// The collection when it is in memory, `.some(nil)` when there is none; nil when it is
    /// stored, so that reading it might take a while.
    func collectionInMemory(_ namespace: Namespace) -> CollectionData?? {
        if let collection = databases[namespace.database]?[namespace.collection] { return collection }
        return storedCollection(namespace) == nil ? .some(nil) : nil
    }

    /// The stored collection at `namespace`, if it is one.
    func storedCollection(_ namespace: Namespace) -> StoredCollection? {
        stored[namespace.database]?[namespace.collection]
    }

    /// The databases that hold a collection, sorted.
    var databaseNames: [String] {
        Set(databases.keys).union(stored.keys).sorted()
    }

    /// The names of `database`'s collections and views, sorted.
    func collectionNames(in database: String) -> [String] {
        Set((databases[database] ?? [:]).keys).union((stored[database] ?? [:]).keys).sorted()
    }

    /// Whether a collection has a TTL index (`TimeToLiveMonitor`).
    var hasTimeToLiveIndex: Bool {
        namespaces.contains { outline($0)?.indexes.specifications.contains { $0.expireAfterSeconds != nil } == true }
    }

    /// Every collection and view, by database then name.
    var namespaces: [Namespace] {
        databaseNames.flatMap { database in
            collectionNames(in: database).compactMap { try? Namespace(database: database, collection: $0) }
        }
    }

    /// Holds the collection at `namespace` as stored: its outline now, its documents when used.
    mutating func keepStored(_ collection: StoredCollection, at namespace: Namespace) {
        databases[namespace.database]?[namespace.collection] = nil
        if databases[namespace.database]?.isEmpty == true { databases[namespace.database] = nil }
        stored[namespace.database, default: [:]][namespace.collection] = collection
    }

    /// Reads the stored collection at `namespace` into memory, where the catalog holds it from
    /// then on; one that does not read back stays stored, so nothing is lost.
    mutating func readStored(_ namespace: Namespace) throws(DocStreamError) {
        guard let collection = storedCollection(namespace) else { return }
        let read = try collection.collection(namespace)
        // Let go here, so that unless a copy of the catalog holds it, the catalog's collection
        // is the only one and its writes change it in place.
        _ = removeStored(namespace)
        databases[namespace.database, default: [:]][namespace.collection] = read
    }

    /// After a checkpoint of `written` (a copy of this catalog made before), holds each stored
    /// collection as a version of a log that begins where the version written ends: the
    /// changes the checkpoint put in the record store are neither kept nor written again.
    mutating func rebaseStored(onto written: Catalog) {
        for (database, collections) in stored {
            for (name, collection) in collections {
                guard let earlier = written.stored[database]?[name], let rebased = collection.rebased(after: earlier) else { continue }
                stored[database]?[name] = rebased
            }
        }
    }

    /// Starts each collection in memory counting its changes from its version now, which a
    /// checkpoint is about to write (`CollectionData.ChangesSinceBase`).
    mutating func restartChanges() {
        for (database, collections) in databases {
            for name in collections.keys { databases[database]?[name]?.restartChanges() }
        }
    }

    private mutating func removeStored(_ namespace: Namespace) -> StoredCollection? {
        guard let collection = stored[namespace.database]?.removeValue(forKey: namespace.collection) else { return nil }
        if stored[namespace.database]?.isEmpty == true { stored[namespace.database] = nil }
        return collection
    }

    /// The views of `database`, with their definitions.
    func views(in database: String) -> [(namespace: Namespace, definition: ViewDefinition)] {
        (databases[database] ?? [:]).compactMap { name, collection in
            guard let definition = collection.options.view, let namespace = try? Namespace(database: database, collection: name) else { return nil }
            return (namespace, definition)
        }
    }

    /// Removes the collection for a write, so the catalog holds no second reference and the
    /// write changes it in place instead of copying it; `publish` or `restore` puts it back.
    /// A stored collection is read first.
    mutating func take(_ namespace: Namespace) throws(DocStreamError) -> CollectionData? {
        try readStored(namespace)
        return databases[namespace.database]?.removeValue(forKey: namespace.collection)
    }

    /// Removes the database and its collections.
    mutating func removeDatabase(_ name: String) {
        databases[name] = nil
        stored[name] = nil
    }

    /// Puts back a collection `take` removed, unchanged by the write (or a copy of it changed).
    mutating func restore(_ collection: CollectionData, at namespace: Namespace) {
        _ = removeStored(namespace)
        databases[namespace.database, default: [:]][namespace.collection] = collection
    }

    /// Stores a collection after a write. One that did not exist comes into being only when it
    /// holds documents, as MongoDB creates one on a first insert and not for writes that match nothing.
    mutating func publish(_ collection: CollectionData, at namespace: Namespace, existed: Bool) {
        if existed || collection.count > 0 {
            _ = removeStored(namespace)
            databases[namespace.database, default: [:]][namespace.collection] = collection
        }
    }

    /// Makes a catalog change (create, drop, rename), or a journaled write again during recovery.
    mutating func apply(_ record: StoreRecord) throws(DocStreamError) {
        if case .rename(_, let target, _) = record, storedCollection(target) != nil {
            // Renamed over (dropTarget): the stored collection there goes.
            _ = removeStored(target)
        }
        if let namespace = Self.namespace(changedBy: record), let stored = storedCollection(namespace) {
            switch record {
            case .write(_, let mutations, _, let retryable):
                // A journaled write, checked when it was made: a new version of the collection
                // holds it beside the stored documents.
                if let retryable { retryableWrites.record(retryable, namespace: namespace) }
                guard !mutations.isEmpty else { return }
                guard let next = stored.appending(mutations, countChange: nil) else {
                    preconditionFailure("a journaled write appends to the catalog's version of \(namespace)")
                }
                return keepStored(next, at: namespace)
            // The outline only: the index is built over the documents when the collection is
            // read, the writes journaled before and after it included (each was checked against
            // it when it was made), and the record store keeps it from the next checkpoint.
            case .createIndexes(_, let specifications, _) where defersStoredChanges:
                return try stored.changeOutline { (outline) throws(DocStreamError) in
                    for specification in specifications { try outline.createIndex(specification, namespace: namespace) }
                }
            case .dropIndexes(_, let specifications, _) where defersStoredChanges:
                return try stored.changeOutline { (outline) throws(DocStreamError) in
                    outline.dropIndexes(named: Set(specifications.compactMap { $0["name"]?.stringValue }))
                }
            case .modifyIndex(_, let specification, _, _, _, _) where defersStoredChanges:
                return try stored.changeOutline { (outline) throws(DocStreamError) in outline.modifyIndex(specification) }
            case .setOptions(_, let options, _, _, _) where defersStoredChanges:
                return try stored.changeOutline { (outline) throws(DocStreamError) in outline.options = try CollectionOptions(stored: options) }
            case .create, .drop:
                _ = removeStored(namespace)
            case .rename(_, let target, _):
                _ = removeStored(namespace)
                return keepStored(stored, at: target)
            default:
                try readStored(namespace)
            }
        }
        switch record {
        case .write(let namespace, let mutations, _, let retryable):
            if let retryable { retryableWrites.record(retryable, namespace: namespace) }
            guard !mutations.isEmpty else { return }
            let existed = databases[namespace.database]?[namespace.collection] != nil
            var collection = try take(namespace) ?? CollectionData(recordedBefore: namespace)
            // A change refused (by a unique index) puts the collection back with the changes
            // before it, each whole: `docstream repair` goes on past such a change.
            defer {
                collection.compact()
                publish(collection, at: namespace, existed: existed)
            }
            try collection.replay(mutations, namespace: namespace)
        case .create(let namespace, let options, let uuid, _):
            var collection = CollectionData()
            collection.options = try CollectionOptions(stored: options)
            if collection.options.view == nil { collection.uuid = uuid ?? UUID.recordedBefore(namespace) }
            databases[namespace.database, default: [:]][namespace.collection] = collection
        case .setOptions(let namespace, let options, _, _, _):
            databases[namespace.database]?[namespace.collection]?.options = try CollectionOptions(stored: options)
        case .drop(let namespace, _, _):
            databases[namespace.database]?[namespace.collection] = nil
            // A database exists while it holds a collection.
            if databases[namespace.database]?.isEmpty == true { databases[namespace.database] = nil }
        case .dropDatabase(let name, _, _):
            removeDatabase(name)
        case .rename(let source, let target, _):
            guard let collection = try take(source) else {
                throw DocStreamError(.namespaceNotFound, "Source collection \(source) does not exist")
            }
            if databases[source.database]?.isEmpty == true { databases[source.database] = nil }
            databases[target.database, default: [:]][target.collection] = collection
        case .createIndexes(let namespace, let specifications, _):
            var collection = try self.collection(namespace) ?? CollectionData(recordedBefore: namespace)
            for specification in specifications { try collection.createIndex(specification, namespace: namespace) }
            databases[namespace.database, default: [:]][namespace.collection] = collection
        case .transaction(_, let records):
            for record in records { try apply(record) }
        case .clusterParameter(let parameter):
            if let name = parameter["_id"]?.stringValue { clusterParameters[name] = parameter }
        case .dropIndexes(let namespace, let specifications, _):
            databases[namespace.database]?[namespace.collection]?.dropIndexes(named: Set(specifications.compactMap { $0["name"]?.stringValue }))
        case .modifyIndex(let namespace, let specification, _, _, _, _):
            databases[namespace.database]?[namespace.collection]?.modifyIndex(specification)
        }
    }

    /// The collection a record changes; nil for a database's drop, a transaction (its records
    /// are applied one by one) and a cluster parameter.
    private static func namespace(changedBy record: StoreRecord) -> Namespace? {
        switch record {
        case .write(let namespace, _, _, _), .create(let namespace, _, _, _), .setOptions(let namespace, _, _, _, _), .drop(let namespace, _, _),
            .rename(let namespace, _, _), .createIndexes(let namespace, _, _), .dropIndexes(let namespace, _, _),
            .modifyIndex(let namespace, _, _, _, _, _):
            namespace
        case .dropDatabase, .transaction, .clusterParameter:
            nil
        }
    }
}
