import DocStreamBSON
import Foundation

/// One committed change to a store, as the journal holds it. Each is one BSON record:
/// - `{op: "write", db, coll, ct, wt, changes: [...]}`: one command's changes to one collection,
///   so replay applies the write whole. Each change carries what its change event needs:
///   `{put: doc}` an insert, `{put: doc, updated: before}` an update, `{put: doc, replaced:
///   before}` a replacement, `{delete: id, deleted: before}` a delete. A retryable write's
///   record also carries `retryableWrite: {lsid: {id}, txnNumber, at, statements: [{stmtId,
///   reply}]}` (`RetryableWriteRecord`), the statements it executed, in its last record (a
///   write that changed nothing has one record with no changes); records without it are
///   those of other writes and of journals written before retryable writes;
/// - `{op: "create", db, coll, options?, uuid?, ct, wt}`, `{op: "collMod", db, coll, options, previous,
///   description, ct, wt}` (the collection's options after and before, as
///   `CollectionOptions.document` gives them, and the settings collMod was given),
///   `{op: "drop", db, coll, view?: true, ct, wt}` (`view`: a view's drop),
///   `{op: "dropDatabase", db, collections: [names], ct, wt}`,
///   `{op: "rename", db, coll, toDb, toColl, ct, wt}` (a collection at `to` is replaced),
///   `{op: "clusterParameter", db: "admin", parameter: {_id, clusterParameterTime, ...}}`
///   (setClusterParameter; no event);
/// - `{op: "transaction", db: "admin", lsid, txnNumber, records: [...]}`: a committed
///   transaction's create and write records, stamped, in one record;
/// - `{op: "createIndexes", db, coll, indexes: [spec, ...], ct, wt}` and `{op: "dropIndexes", db,
///   coll, indexes: [spec, ...], ct, wt}` (records of older journals name the indexes dropped:
///   `names: [...]`).
///
/// `ct` is the cluster time of the record's first change event (the others follow one
/// increment each), `wt` the wall-clock time, `uuid` the collection's UUID (records written
/// before collections had UUIDs have none) and `images: true` when the collection kept pre- and
/// post-images (changeStreamPreAndPostImages), so the journal is also the durable change
/// log: recovery rebuilds the change history from the same records it applies, and the two
/// cannot disagree. A checkpoint's records have no `ct`: they are data, not events.
///
/// A write too big for one record goes as several "write" records in one append; a crash in
/// the middle of that append replays whole documents only, as MongoDB guarantees for a
/// multi-document write, and the events of exactly those.
enum StoreRecord {
    /// A command's changes to one collection, with the statements of a retryable write it executed.
    case write(Namespace, [DocumentMutation], ChangeStamp?, retryable: RetryableWriteRecord? = nil)
    /// `uuid`: the collection's (nil for a view); a stamped record's stamp carries it too.
    case create(Namespace, options: Document = [:], uuid: UUID?, ChangeStamp?)
    /// collMod: the collection's options from now on, before, and the settings it was given.
    case setOptions(Namespace, Document, previous: Document, description: Document, ChangeStamp?)
    /// `isView`: the drop of a view, whose event only database and cluster streams see.
    case drop(Namespace, ChangeStamp?, isView: Bool = false)
    /// `collections`: the ones the drop removed, each reported by a drop event before the
    /// database's own.
    case dropDatabase(String, collections: [String], ChangeStamp?)
    /// renameCollection: the collection, with its indexes and options, takes the name `to`,
    /// replacing a collection there (`dropTarget`).
    case rename(Namespace, to: Namespace, ChangeStamp?)
    case createIndexes(Namespace, [IndexSpecification], ChangeStamp?)
    /// The specifications of the indexes dropped (only their names in older journals).
    case dropIndexes(Namespace, [Document], ChangeStamp?)
    /// collMod's `index` option: the index's specification from now on (another lifetime or
    /// visibility; its keys stay), the option as given, the collection's options and the
    /// index's changed options before.
    case modifyIndex(Namespace, IndexSpecification, description: Document, previous: Document, previousIndex: Document, ChangeStamp?)
    /// setClusterParameter: the parameter's document (`{_id: name, clusterParameterTime, ...}`).
    case clusterParameter(Document)
    /// A committed transaction's changes (creates and writes, each stamped), in order, as one
    /// record: replay applies all of it or, when the record is torn, none.
    case transaction(TransactionIdentity, [StoreRecord])

    /// The record's parts, in order: a transaction's records, or the record itself.
    var parts: [StoreRecord] {
        if case .transaction(_, let records) = self { records } else { [self] }
    }

    /// The transaction whose changes the record holds, if any.
    var transaction: TransactionIdentity? {
        if case .transaction(let identity, _) = self { identity } else { nil }
    }

    /// The journal records for this change, appended as one batch.
    var journalRecords: [Document] {
        switch self {
        case .write(let namespace, let mutations, let stamp, let retryable):
            return Self.writeRecords(namespace, mutations, stamp, retryable: retryable)
        case .create(let namespace, let options, let uuid, let stamp):
            // A stamp writes the UUID with the times; a checkpoint's record has none.
            let unstampedUUID = stamp == nil ? uuid.map { [("uuid", $0.bsonValue)] } ?? [] : []
            return [
                Document(
                    Self.header("create", namespace) + (options.isEmpty ? [] : [("options", .document(options))]) + unstampedUUID
                        + Self.fields(of: stamp, offset: 0))
            ]
        case .setOptions(let namespace, let options, let previous, let description, let stamp):
            return [
                Document(
                    Self.header("collMod", namespace)
                        + [("options", .document(options)), ("previous", .document(previous)), ("description", .document(description))]
                        + Self.fields(of: stamp, offset: 0))
            ]
        case .drop(let namespace, let stamp, let isView):
            return [Document(Self.header("drop", namespace) + (isView ? [("view", true)] : []) + Self.fields(of: stamp, offset: 0))]
        case .dropDatabase(let database, let collections, let stamp):
            return [
                Document(
                    [("op", "dropDatabase"), ("db", .string(database)), ("collections", .array(collections.map(BSONValue.string)))]
                        + Self.fields(of: stamp, offset: 0))
            ]
        case .rename(let source, let target, let stamp):
            return [
                Document(
                    Self.header("rename", source) + [("toDb", .string(target.database)), ("toColl", .string(target.collection))]
                        + Self.fields(of: stamp, offset: 0))
            ]
        case .createIndexes(let namespace, let specifications, let stamp):
            return [
                Document(
                    Self.header("createIndexes", namespace) + [("indexes", .array(specifications.map { .document($0.document) }))]
                        + Self.fields(of: stamp, offset: 0))
            ]
        case .dropIndexes(let namespace, let specifications, let stamp):
            return [
                Document(
                    Self.header("dropIndexes", namespace) + [("indexes", .array(specifications.map(BSONValue.document)))] + Self.fields(of: stamp, offset: 0))
            ]
        case .modifyIndex(let namespace, let specification, let description, let previous, let previousIndex, let stamp):
            return [
                Document(
                    Self.header("collModIndex", namespace)
                        + [
                            ("index", .document(specification.document)), ("description", .document(description)), ("previous", .document(previous)),
                            ("previousIndex", .document(previousIndex)),
                        ]
                        + Self.fields(of: stamp, offset: 0))
            ]
        case .clusterParameter(let parameter):
            return [["op": "clusterParameter", "db": "admin", "parameter": .document(parameter)]]
        case .transaction(let identity, let records):
            return [
                [
                    "op": "transaction", "db": "admin", "lsid": .document(identity.lsid), "txnNumber": .int64(identity.txnNumber),
                    "records": .array(records.flatMap(\.journalRecords).map(BSONValue.document)),
                ]
            ]
        }
    }

    /// Refuses, with 15 Overflow, a catalog change whose records replay could not read back: replay
    /// reads documents at most `BSONLimits.maxNestingDepth` levels deep. A write needs no walk:
    /// the documents it stores are within `BSONLimits.maxStoredNestingDepth`, checked as they
    /// are stored (`CollectionData`), and its record wraps them in three levels (the record,
    /// its `changes` array, the change). The other records carry what commands were given
    /// (validators, index specifications), of any depth, and are few and small.
    func checkReadableByReplay() throws(DocStreamError) {
        // A transaction holds writes, two levels deeper, and the creates of empty collections.
        if case .write = self { return }
        if case .transaction = self { return }
        for record in journalRecords where record.nests(deeperThan: BSONLimits.maxNestingDepth) {
            throw DocStreamError(
                .overflow, "the collection's options or index specifications nest deeper than \(BSONLimits.maxNestingDepth) levels, as a store cannot keep them"
            )
        }
    }

    /// Reads back a record `journalRecords` wrote; `path` names the journal in errors.
    init(journalRecord record: Document, path: String) throws(DocStreamError) {
        func corrupt() -> DocStreamError {
            DocStreamError(
                .dataCorruptionDetected, "journal record is not a store change: \(record.extendedJSON(.relaxed))", location: path)
        }
        guard case .string(let op)? = record["op"], case .string(let database)? = record["db"] else { throw corrupt() }
        let stamp = ChangeStamp(record)
        if op == "transaction" {
            guard case .document(let lsid)? = record["lsid"], case .int64(let txnNumber)? = record["txnNumber"],
                case .array(let records)? = record["records"]
            else { throw corrupt() }
            let parts = try records.map { (value) throws(DocStreamError) -> StoreRecord in
                guard case .document(let part) = value else { throw corrupt() }
                return try StoreRecord(journalRecord: part, path: path)
            }
            self = .transaction(TransactionIdentity(lsid: lsid, txnNumber: txnNumber), parts)
            return
        }
        if op == "clusterParameter" {
            guard case .document(let parameter)? = record["parameter"], parameter["_id"]?.stringValue != nil else { throw corrupt() }
            self = .clusterParameter(parameter)
            return
        }
        if op == "dropDatabase" {
            let names = record["collections"]?.arrayValue?.compactMap(\.stringValue) ?? []
            self = .dropDatabase(database, collections: names, stamp)
            return
        }
        guard case .string(let collection)? = record["coll"] else { throw corrupt() }
        let namespace = try Namespace(database: database, collection: collection)
        switch op {
        case "create": self = .create(namespace, options: record["options"]?.documentValue ?? [:], uuid: record["uuid"].flatMap { UUID(bson: $0) }, stamp)
        case "collMod":
            guard case .document(let options)? = record["options"] else { throw corrupt() }
            self = .setOptions(
                namespace, options, previous: record["previous"]?.documentValue ?? [:], description: record["description"]?.documentValue ?? [:], stamp)
        case "drop": self = .drop(namespace, stamp, isView: record["view"] == true)
        case "rename":
            guard case .string(let targetDatabase)? = record["toDb"], case .string(let targetCollection)? = record["toColl"] else {
                throw corrupt()
            }
            self = .rename(namespace, to: try Namespace(database: targetDatabase, collection: targetCollection), stamp)
        case "createIndexes":
            guard case .array(let specifications)? = record["indexes"] else { throw corrupt() }
            self = .createIndexes(
                namespace,
                try specifications.map { (value) throws(DocStreamError) in
                    guard case .document(let specification) = value else { throw corrupt() }
                    return try IndexSpecification(stored: specification)
                }, stamp)
        case "dropIndexes":
            if case .array(let specifications)? = record["indexes"] {
                self = .dropIndexes(
                    namespace,
                    try specifications.map { (value) throws(DocStreamError) in
                        guard case .document(let specification) = value, case .string? = specification["name"] else { throw corrupt() }
                        return specification
                    }, stamp)
            } else {
                guard case .array(let names)? = record["names"] else { throw corrupt() }
                self = .dropIndexes(
                    namespace,
                    try names.map { (value) throws(DocStreamError) in
                        guard case .string(let name) = value else { throw corrupt() }
                        return ["name": .string(name)]
                    }, stamp)
            }
        case "collModIndex":
            guard case .document(let specification)? = record["index"] else { throw corrupt() }
            self = .modifyIndex(
                namespace, try IndexSpecification(stored: specification), description: record["description"]?.documentValue ?? [:],
                previous: record["previous"]?.documentValue ?? [:], previousIndex: record["previousIndex"]?.documentValue ?? [:], stamp)
        case "write":
            guard case .array(let entries)? = record["changes"] else { throw corrupt() }
            var mutations: [DocumentMutation] = []
            mutations.reserveCapacity(entries.count)
            for entry in entries {
                guard case .document(let change) = entry, let mutation = Self.mutation(change) else { throw corrupt() }
                mutations.append(mutation)
            }
            var retryable: RetryableWriteRecord?
            if let field = record["retryableWrite"] {
                guard case .document(let document) = field, let read = RetryableWriteRecord(document) else { throw corrupt() }
                retryable = read
            }
            self = .write(namespace, mutations, stamp, retryable: retryable)
        default: throw corrupt()
        }
    }

    private static func mutation(_ change: Document) -> DocumentMutation? {
        if case .document(let document)? = change["put"], document["_id"] != nil {
            switch (change["updated"], change["replaced"]) {
            case (.document(let before)?, nil): return .update(before: before, after: document)
            case (nil, .document(let before)?): return .replace(before: before, after: document)
            case (nil, nil): return .insert(document)
            default: return nil
            }
        }
        guard let id = change["delete"] else { return nil }
        // Journals written before deletes kept their document know only the `_id`.
        guard let deleted = change["deleted"] else { return .delete(["_id": id]) }
        guard case .document(let document) = deleted else { return nil }
        return .delete(document)
    }

    private static func entry(_ mutation: DocumentMutation) -> Document {
        switch mutation {
        case .insert(let document): ["put": .document(document)]
        case .update(let before, let after): ["put": .document(after), "updated": .document(before)]
        case .replace(let before, let after): ["put": .document(after), "replaced": .document(before)]
        case .delete(let document): ["delete": document["_id"] ?? .null, "deleted": .document(document)]
        }
    }

    private static func header(_ op: String, _ namespace: Namespace) -> [(String, BSONValue)] {
        [("op", .string(op)), ("db", .string(namespace.database)), ("coll", .string(namespace.collection))]
    }

    /// `ct` and `wt` of the change `offset` places after the stamp's first.
    private static func fields(of stamp: ChangeStamp?, offset: Int) -> [(String, BSONValue)] {
        guard let stamp else { return [] }
        return [("ct", .timestamp(stamp.clusterTime(at: offset))), ("wt", .datetime(stamp.wallTime))]
            + (stamp.collectionUUID.map { [("uuid", $0.bsonValue)] } ?? []) + (stamp.keepsImages ? [("images", true)] : [])
    }

    /// The changes split into records that stay within the journal's payload limit; the last
    /// carries the retryable write's statements, so replay records them once the changes
    /// before are in.
    private static func writeRecords(
        _ namespace: Namespace, _ mutations: [DocumentMutation], _ stamp: ChangeStamp?, retryable: RetryableWriteRecord?
    ) -> [Document] {
        var records: [Document] = []
        var chunk: [BSONValue] = []
        var chunkStart = 0
        var chunkSize = 0
        func flush(next: Int) {
            if !chunk.isEmpty {
                records.append(Document(header("write", namespace) + fields(of: stamp, offset: chunkStart) + [("changes", .array(chunk))]))
            }
            chunk = []
            chunkStart = next
            chunkSize = 0
        }
        // The header's names and times take well under this.
        let limit = JournalFormat.maxPayloadSize - 4096
        for (index, mutation) in mutations.enumerated() {
            let encoded = entry(mutation)
            // 16 bytes covers the array element's type byte and index key.
            if chunkSize + encoded.bytes.count + 16 > limit { flush(next: index) }
            chunk.append(.document(encoded))
            chunkSize += encoded.bytes.count + 16
        }
        flush(next: mutations.count)
        guard let retryable else { return records }
        if records.isEmpty { records.append(Document(header("write", namespace) + [("changes", .array([]))])) }
        records[records.count - 1]["retryableWrite"] = .document(retryable.document)
        return records
    }
}

extension ChangeStamp {
    /// The stamp of a journal record, nil when it has none (a checkpoint's record, or one
    /// written before the journal kept the change log).
    init?(_ record: Document) {
        guard case .timestamp(let time)? = record["ct"], case .datetime(let wallTime)? = record["wt"] else { return nil }
        self.init(
            clusterTime: time, wallTime: wallTime, collectionUUID: record["uuid"].flatMap { UUID(bson: $0) }, keepsImages: record["images"] == true)
    }
}
