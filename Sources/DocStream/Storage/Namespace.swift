import DocStreamBSON

/// A database and collection name pair, "db.collection" as MongoDB prints it.
public struct Namespace: Sendable, Hashable, CustomStringConvertible {
    /// The database's name.
    public let database: String
    /// The collection's name within the database.
    public let collection: String

    /// Checks both names as MongoDB does: a collection name may not be empty or hold a '$' or
    /// a NUL byte; a database name may not be empty or hold /\. "$ or spaces, and is at most
    /// 63 bytes.
    ///
    /// - Throws: `DocStreamError` 73 InvalidNamespace for a name MongoDB refuses.
    public init(database: String, collection: String) throws(DocStreamError) {
        // Byte checks, as MongoDB makes them (and far cheaper than Character comparisons,
        // which every single-document write paid).
        guard !database.isEmpty, database.utf8.count < 64,
            !database.utf8.contains(where: Self.isForbiddenInDatabaseNames)
        else {
            throw DocStreamError(.invalidNamespace, "Invalid database name: '\(database)'")
        }
        guard !collection.isEmpty, !collection.utf8.contains(where: { $0 == UInt8(ascii: "$") || $0 == 0 }),
            collection.utf8.first != UInt8(ascii: ".")
        else {
            throw DocStreamError(.invalidNamespace, "Invalid collection name: '\(collection)'")
        }
        self.database = database
        self.collection = collection
    }

    /// The namespace a full name ("db.collection", split at the first dot) names; nil when it
    /// has no dot or a name is not valid.
    init?(fullName: String) {
        guard let namespace = try? Namespace(parsing: fullName) else { return nil }
        self = namespace
    }

    /// The namespace a full name ("db.collection", split at the first dot) names: 73
    /// InvalidNamespace when it has no dot, or as `init(database:collection:)` checks the names.
    init(parsing fullName: String) throws(DocStreamError) {
        guard let dot = fullName.firstIndex(of: ".") else {
            throw DocStreamError(.invalidNamespace, "Invalid namespace specified '\(fullName)'")
        }
        try self.init(database: String(fullName[..<dot]), collection: String(fullName[fullName.index(after: dot)...]))
    }

    /// `/\. "$` and NUL, by a switch: a search of an array of them for each byte was most of
    /// the check every call of MongoCollection makes.
    private static func isForbiddenInDatabaseNames(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "$"), 0: true
        default: false
        }
    }

    /// MongoDB's spelling of a namespace: `database.collection`.
    public var description: String { "\(database).\(collection)" }
}
