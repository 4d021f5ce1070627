import DocStreamBSON

/// A database and collection name pair, "db.collection" as MongoDB prints it.
public struct Namespace: Sendable, Hashable, CustomStringConvertible {
    public let database: String
    public let collection: String

    /// Checks both names as MongoDB does: error 73 InvalidNamespace for an empty collection
    /// name, a '$' in it or a NUL byte; database names may not be empty or hold /\. "$ or
    /// spaces, and are at most 63 bytes.
    public init(database: String, collection: String) throws(DocStreamError) {
        guard !database.isEmpty, database.utf8.count < 64,
              !database.contains(where: { "/\\. \"$\u{0}".contains($0) }) else {
            throw DocStreamError(code: 73, codeName: "InvalidNamespace", message: "Invalid database name: '\(database)'")
        }
        guard !collection.isEmpty, !collection.contains("$"), !collection.contains("\u{0}"), !collection.hasPrefix(".") else {
            throw DocStreamError(code: 73, codeName: "InvalidNamespace", message: "Invalid collection name: '\(collection)'")
        }
        self.database = database
        self.collection = collection
    }

    public var description: String { "\(database).\(collection)" }
}
