import DocStreamBSON

/// What a change stream watches: one collection, one database, or the whole store (MongoDB's
/// collection, database and cluster-wide streams), and which records end it.
public enum ChangeStreamScope: Sendable, Hashable {
    /// The changes to one collection.
    case collection(Namespace)
    /// The changes to every collection of one database.
    case database(String)
    /// The changes to every database.
    case client

    /// What a record means to a stream of this scope: an event to show, and whether the
    /// stream ends with an invalidate after it. A collection stream ends when its collection
    /// or database is dropped, or when its collection is renamed or another one is renamed
    /// to its name; a database stream ends when its database is dropped, and sees a rename
    /// when it is the target's database; a cluster-wide stream never ends.
    func relevance(of record: ChangeRecord) -> (showsEvent: Bool, invalidates: Bool) {
        switch self {
        case .collection(let namespace):
            let isOwn = record.database == namespace.database && record.collection == namespace.collection && !record.kind.isView
            switch record.kind {
            case .document, .create, .modify, .createIndexes, .dropIndexes: return (isOwn, false)
            case .drop: return (isOwn, isOwn)
            case .dropView: return (false, false)
            case .dropDatabase: return (false, record.database == namespace.database)
            case .rename(let target):
                let touches = isOwn || target == namespace
                return (touches, touches)
            }
        case .database(let database):
            switch record.kind {
            case .document, .drop, .dropView, .create, .modify, .createIndexes, .dropIndexes: return (record.database == database, false)
            case .dropDatabase: return (record.database == database, record.database == database)
            case .rename(let target): return (target.database == database, false)
            }
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
