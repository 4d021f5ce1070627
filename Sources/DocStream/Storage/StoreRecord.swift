import DocStreamBSON

/// One mutation of a collection's documents, as `CollectionData` records it for the journal.
enum CollectionChange: Sendable {
    /// An insert or a replacement: the document as stored, found again by its `_id`.
    case put(Document)
    case delete(id: BSONValue)
}

/// One committed change to a store, as the journal holds it. Each is one BSON record:
/// - `{op: "write", db, coll, changes: [{put: document} | {delete: id}, ...]}`: one command's
///   changes to one collection, so replay applies the write whole;
/// - `{op: "create", db, coll}`, `{op: "drop", db, coll}`, `{op: "dropDatabase", db}`;
/// - `{op: "createIndexes", db, coll, indexes: [spec, ...]}` (creating the collection when
///   missing) and `{op: "dropIndexes", db, coll, names: [...]}`.
///
/// A write too big for one record (over 16 MiB of changes) goes as several "write" records in
/// one append; a crash in the middle of that append replays whole documents only, as MongoDB
/// guarantees for a multi-document write.
enum StoreRecord {
    case write(Namespace, [CollectionChange])
    case create(Namespace)
    case drop(Namespace)
    case dropDatabase(String)
    case createIndexes(Namespace, [IndexSpecification])
    case dropIndexes(Namespace, [String])

    /// The journal records for this change, appended as one batch.
    var journalRecords: [Document] {
        switch self {
        case .write(let namespace, let changes):
            return Self.writeRecords(namespace, changes)
        case .create(let namespace):
            return [Document(Self.header("create", namespace))]
        case .drop(let namespace):
            return [Document(Self.header("drop", namespace))]
        case .dropDatabase(let database):
            return [["op": "dropDatabase", "db": .string(database)]]
        case .createIndexes(let namespace, let specifications):
            return [Document(Self.header("createIndexes", namespace) + [("indexes", .array(specifications.map { .document($0.document) }))])]
        case .dropIndexes(let namespace, let names):
            return [Document(Self.header("dropIndexes", namespace) + [("names", .array(names.map(BSONValue.string)))])]
        }
    }

    /// Reads back a record `journalRecords` wrote; `path` names the journal in errors.
    init(journalRecord record: Document, path: String) throws(DocStreamError) {
        func corrupt() -> DocStreamError {
            DocStreamError(
                code: 0, codeName: "JournalCorrupt",
                message: "journal record is not a store change: \(record.extendedJSON(.relaxed))", location: path)
        }
        guard case .string(let op)? = record["op"], case .string(let database)? = record["db"] else { throw corrupt() }
        if op == "dropDatabase" {
            self = .dropDatabase(database)
            return
        }
        guard case .string(let collection)? = record["coll"] else { throw corrupt() }
        let namespace = try Namespace(database: database, collection: collection)
        switch op {
        case "create": self = .create(namespace)
        case "drop": self = .drop(namespace)
        case "createIndexes":
            guard case .array(let specifications)? = record["indexes"] else { throw corrupt() }
            self = .createIndexes(namespace, try specifications.map { (value) throws(DocStreamError) in
                guard case .document(let specification) = value else { throw corrupt() }
                return try IndexSpecification(specification)
            })
        case "dropIndexes":
            guard case .array(let names)? = record["names"] else { throw corrupt() }
            self = .dropIndexes(namespace, try names.map { (value) throws(DocStreamError) in
                guard case .string(let name) = value else { throw corrupt() }
                return name
            })
        case "write":
            guard case .array(let entries)? = record["changes"] else { throw corrupt() }
            var changes: [CollectionChange] = []
            changes.reserveCapacity(entries.count)
            for entry in entries {
                if case .document(let change) = entry, case .document(let document)? = change["put"], document["_id"] != nil {
                    changes.append(.put(document))
                } else if case .document(let change) = entry, let id = change["delete"] {
                    changes.append(.delete(id: id))
                } else {
                    throw corrupt()
                }
            }
            self = .write(namespace, changes)
        default: throw corrupt()
        }
    }

    private static func header(_ op: String, _ namespace: Namespace) -> [(String, BSONValue)] {
        [("op", .string(op)), ("db", .string(namespace.database)), ("coll", .string(namespace.collection))]
    }

    /// The changes split into records that stay within the journal's payload limit.
    private static func writeRecords(_ namespace: Namespace, _ changes: [CollectionChange]) -> [Document] {
        var records: [Document] = []
        var chunk: [BSONValue] = []
        var chunkSize = 0
        func flush() {
            guard !chunk.isEmpty else { return }
            records.append(Document(header("write", namespace) + [("changes", .array(chunk))]))
            chunk = []
            chunkSize = 0
        }
        for change in changes {
            let encoded: Document = switch change {
            case .put(let document): ["put": .document(document)]
            case .delete(let id): ["delete": id]
            }
            // 16 bytes covers the array element's type byte and index key.
            if chunkSize + encoded.bytes.count + 16 > BSONLimits.maxDocumentSize { flush() }
            chunk.append(.document(encoded))
            chunkSize += encoded.bytes.count + 16
        }
        flush()
        return records
    }
}
