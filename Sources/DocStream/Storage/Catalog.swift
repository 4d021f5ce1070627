import DocStreamBSON
import Foundation

/// The databases of a store and their collections: the state the store's lock guards, and
/// what journal replay rebuilds.
struct Catalog: Sendable {
    private(set) var databases: [String: [String: CollectionData]] = [:]
    /// The statements retryable writes executed, by logical session.
    var retryableWrites = RetryableWriteTable()
    /// The cluster parameters setClusterParameter set, by name (`ClusterParameters`).
    private(set) var clusterParameters: [String: Document] = [:]

    func collection(_ namespace: Namespace) -> CollectionData? {
        databases[namespace.database]?[namespace.collection]
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
    mutating func take(_ namespace: Namespace) -> CollectionData? {
        databases[namespace.database]?.removeValue(forKey: namespace.collection)
    }

    /// Puts back a collection `take` removed, unchanged by the write.
    mutating func restore(_ collection: CollectionData, at namespace: Namespace) {
        databases[namespace.database, default: [:]][namespace.collection] = collection
    }

    /// Stores a collection after a write. One that did not exist comes into being only when it
    /// holds documents, as MongoDB creates one on a first insert and not for writes that match nothing.
    mutating func publish(_ collection: CollectionData, at namespace: Namespace, existed: Bool) {
        if existed || collection.count > 0 {
            databases[namespace.database, default: [:]][namespace.collection] = collection
        }
    }

    /// Makes a catalog change (create, drop, rename), or a journaled write again during recovery.
    mutating func apply(_ record: StoreRecord) throws(DocStreamError) {
        switch record {
        case .write(let namespace, let mutations, _, let retryable):
            if let retryable { retryableWrites.record(retryable, namespace: namespace) }
            guard !mutations.isEmpty else { return }
            let existed = collection(namespace) != nil
            var collection = take(namespace) ?? CollectionData(recordedBefore: namespace)
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
            databases[name] = nil
        case .rename(let source, let target, _):
            guard let collection = take(source) else {
                throw DocStreamError(.namespaceNotFound, "Source collection \(source) does not exist")
            }
            if databases[source.database]?.isEmpty == true { databases[source.database] = nil }
            databases[target.database, default: [:]][target.collection] = collection
        case .createIndexes(let namespace, let specifications, _):
            var collection = collection(namespace) ?? CollectionData(recordedBefore: namespace)
            for specification in specifications { try collection.createIndex(specification, namespace: namespace) }
            databases[namespace.database, default: [:]][namespace.collection] = collection
        case .transaction(_, let records):
            for record in records { try apply(record) }
        case .clusterParameter(let parameter):
            if let name = parameter["_id"]?.stringValue { clusterParameters[name] = parameter }
        case .dropIndexes(let namespace, let specifications, _):
            databases[namespace.database]?[namespace.collection]?.dropIndexes(named: Set(specifications.compactMap { $0["name"]?.stringValue }))
        }
    }
}
