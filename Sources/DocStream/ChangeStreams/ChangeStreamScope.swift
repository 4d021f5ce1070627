import DocStreamBSON

/// What a change stream watches: one collection, one database, or the whole store (MongoDB's
/// collection, database and cluster-wide streams), and which records end it.
public enum ChangeStreamScope: Sendable, Hashable {
    case collection(Namespace)
    case database(String)
    case client

    /// What a record means to a stream of this scope: an event to show, and whether the
    /// stream ends with an invalidate after it. A collection stream ends when its collection
    /// or database is dropped, a database stream when its database is; a cluster-wide stream
    /// never ends.
    func relevance(of record: ChangeRecord) -> (showsEvent: Bool, invalidates: Bool) {
        switch self {
        case .collection(let namespace):
            guard record.database == namespace.database else { return (false, false) }
            switch record.kind {
            case .document: return (record.collection == namespace.collection, false)
            case .drop: return record.collection == namespace.collection ? (true, true) : (false, false)
            case .dropDatabase: return (false, true)
            }
        case .database(let database):
            guard record.database == database else { return (false, false) }
            if case .dropDatabase = record.kind { return (true, true) }
            return (true, false)
        case .client:
            return (true, false)
        }
    }

    /// The database a stream's pipeline runs in: MongoDB runs cluster-wide streams in "admin".
    var database: String {
        switch self {
        case .collection(let namespace): namespace.database
        case .database(let database): database
        case .client: "admin"
        }
    }
}
