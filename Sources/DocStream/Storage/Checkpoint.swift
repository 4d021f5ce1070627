import DocStreamBSON
import Foundation

/// A snapshot of every collection, so that recovery starts from it and replays only the
/// journal written since, and older journal files can be deleted. It is kept in the store's
/// data environment (`StoreData`); this type holds what both forms share and reads the file
/// stores kept it in before (`checkpoint`, migrated into the environment when opened).
///
/// A checkpoint is framed records, as the journal's: `{op: "checkpoint", generation: G,
/// changeLogTime: T, history: [...]}` (T: the cluster time of the last change before
/// `journal.G`, the change log's position; `history`: what each older generation kept for the
/// change history holds, `HistorySegment`), each collection's `create` record, what holds its documents, and a
/// `createIndexes` record of its indexes (built after the documents are in, at once), a
/// `write` record with no changes for each logical session's retryable write statements,
/// then `{op: "checkpointEnd", records: N}`. In the data environment a `documents` record
/// names the record store holding a collection's documents; in a checkpoint file they were
/// `write` records of the documents themselves. The records are stored as
/// Zstandard-compressed blocks (`CompressedBlocks`); the oldest checkpoint files were the
/// records themselves, and still read. A checkpoint that does not read back whole is
/// corruption, not a torn tail.
enum Checkpoint {
    /// What a checkpoint holds.
    struct Contents {
        var catalog: Catalog
        var generation: Int
        /// Nil in checkpoints written before it was recorded.
        var changeLogTime: BSONTimestamp?
        /// What each generation before `generation` holds of the change history, by
        /// generation (none for one without changes); nil in checkpoints written before it was
        /// recorded, whose older generations are read to tell.
        var history: [Int: HistorySegment]?
    }

    /// The records of `catalog` as the checkpoint of `generation`, with `documents(namespace)`
    /// the record that stands for a collection's documents.
    static func records(
        of catalog: Catalog, generation: Int, changeLogTime: BSONTimestamp?, history: [Int: HistorySegment]? = nil,
        documents: (Namespace) throws(DocStreamError) -> Document
    ) throws(DocStreamError) -> [Document] {
        var header: Document = ["op": "checkpoint", "generation": .int64(Int64(generation))]
        if let changeLogTime { header["changeLogTime"] = .timestamp(changeLogTime) }
        if let history {
            header["history"] = .array(history.keys.sorted().map { .document(history[$0]!.document(generation: $0)) })
        }
        var records = [header]
        for namespace in catalog.namespaces {
            guard let collection = catalog.outline(namespace) else { continue }
            records += StoreRecord.create(namespace, options: collection.options.document, uuid: collection.uuid, nil).journalRecords
            if collection.options.view == nil { records.append(try documents(namespace)) }
            let indexes = collection.indexes.specifications.filter { !$0.isIDIndex }
            if !indexes.isEmpty { records += StoreRecord.createIndexes(namespace, indexes, nil).journalRecords }
        }
        records += catalog.clusterParameters.keys.sorted().flatMap { StoreRecord.clusterParameter(catalog.clusterParameters[$0]!).journalRecords }
        // The statements retryable writes executed, as records of writes that change nothing.
        for (namespace, retryable) in catalog.retryableWrites.records() {
            records += StoreRecord.write(namespace, [], nil, retryable: retryable).journalRecords
        }
        records.append(["op": "checkpointEnd", "records": .int64(Int64(records.count + 1))])
        return records
    }

    /// The checkpoint file of a store written before the data environment, or nil when the
    /// store has none.
    static func readFile(files: StoreFiles) throws(DocStreamError) -> Contents? {
        let path = files.checkpoint.path
        guard let file = try FileDescriptorIO.contents(ofFileAt: path) else { return nil }
        return try contents(of: try framedRecords(of: file, path: path), path: path) { (_, _, _, _) throws(DocStreamError) in
            throw .checkpointCorrupt(path: path, offset: 0, reason: "a checkpoint file holds its documents, not a record store's")
        }
    }

    /// The checkpoint `framed` holds: its records applied in order, each `documents` record
    /// handed to `loadDocuments(namespace, storage, count, &catalog)`.
    static func contents(
        of framed: [UInt8], path: String,
        loadDocuments: (Namespace, RecordStore.Number, Int, inout Catalog) throws(DocStreamError) -> Void
    ) throws(DocStreamError) -> Contents {
        let scan: JournalScan
        do throws(DocStreamError) {
            scan = try JournalReplay.records(in: framed, path: path)
        } catch  where error.errorCode == .dataCorruptionDetected {
            // The scan names journal records; these are the checkpoint's.
            throw DocStreamError(.dataCorruptionDetected, "checkpoint record is corrupt", location: error.location)
        }
        guard scan.end == framed.count else { throw .checkpointCorrupt(path: path, offset: scan.end, reason: "the file ends inside a record") }
        let records = scan.records
        guard let header = records.first, header["op"] == "checkpoint", case .int64(let generation)? = header["generation"],
            let footer = records.last, footer["op"] == "checkpointEnd", footer["records"] == .int64(Int64(records.count))
        else {
            throw .checkpointCorrupt(path: path, offset: 0, reason: "the header or end record is missing or disagrees with the records")
        }
        var catalog = Catalog()
        // A collection's index specifications follow its documents record: they go to the
        // stored collection's outline, building nothing.
        catalog.defersStoredChanges = true
        for record in records.dropFirst().dropLast() {
            guard record["op"] == "documents" else {
                try catalog.apply(StoreRecord(journalRecord: record, path: path))
                continue
            }
            guard let named = DocumentsRecord(record) else {
                throw .checkpointCorrupt(path: path, offset: 0, reason: "a documents record without db, coll, storage and count")
            }
            try loadDocuments(named.namespace, named.storage, named.count, &catalog)
        }
        var contents = Contents(catalog: catalog, generation: Int(generation))
        if case .timestamp(let changeLogTime)? = header["changeLogTime"] { contents.changeLogTime = changeLogTime }
        if case .array(let segments)? = header["history"] {
            var history: [Int: HistorySegment] = [:]
            for value in segments {
                guard case .document(let document) = value, let (number, segment) = HistorySegment.read(document), number < generation else {
                    throw .checkpointCorrupt(path: path, offset: 0, reason: "a history segment without generation, events, bytes and times")
                }
                history[number] = segment
            }
            contents.history = history
        }
        return contents
    }

    /// A `documents` record: where a collection's documents are, and how many.
    struct DocumentsRecord {
        let namespace: Namespace
        let storage: RecordStore.Number
        let count: Int

        /// Nil when `record` lacks a field or holds a name no collection may have.
        init?(_ record: Document) {
            guard case .string(let database)? = record["db"], case .string(let collection)? = record["coll"],
                let namespace = try? Namespace(database: database, collection: collection),
                case .int64(let storage)? = record["storage"], let number = RecordStore.Number(exactly: storage),
                case .int64(let count)? = record["count"]
            else { return nil }
            (self.namespace, self.storage, self.count) = (namespace, number, Int(count))
        }
    }

    /// The framed records a stored checkpoint holds: decompressed, or as they are in a file
    /// written before checkpoints were compressed. Offsets in errors are the stored bytes'.
    static func framedRecords(of stored: [UInt8], path: String) throws(DocStreamError) -> [UInt8] {
        try CompressedBlocks.contents(of: stored) { offset, reason in .checkpointCorrupt(path: path, offset: offset, reason: reason) }
    }
}

extension DocStreamError {
    /// 301 DataCorruptionDetected, a corrupt checkpoint: it does not read back whole; the store
    /// does not open.
    static func checkpointCorrupt(path: String, offset: Int, reason: String) -> DocStreamError {
        DocStreamError(.dataCorruptionDetected, "checkpoint is corrupt (\(reason))", location: "\(path), offset \(offset)")
    }
}
