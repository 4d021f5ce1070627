import DocStreamBSON
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A snapshot of every collection, so that recovery starts from it and replays only the
/// journal written since, and older journal files can be deleted.
///
/// The file holds framed records as the journal does: `{op: "checkpoint", generation: G,
/// changeLogTime: T}` (T: the cluster time of the last change before `journal.G`, the change
/// log's position), each collection's `create` record, `write` records of its documents and a
/// `createIndexes` record of its indexes (built after the documents are in, at once), a
/// `write` record with no changes for each logical session's retryable write statements,
/// then `{op: "checkpointEnd", records: N}`. These records are stored as Zstandard-compressed
/// blocks (`CompressedBlocks`); checkpoints written before were the records themselves, and
/// still read. It is written beside the old one, synced and renamed over it, so a crash leaves
/// the old checkpoint or the new one, never a part of one; a checkpoint that does not read back
/// whole is corruption, not a torn tail.
enum Checkpoint {
    /// Writes `catalog` as the checkpoint of `generation` in the store's directory.
    static func write(_ catalog: Catalog, generation: Int, changeLogTime: BSONTimestamp, files: StoreFiles) throws(DocStreamError) {
        var records: [Document] = [
            ["op": "checkpoint", "generation": .int64(Int64(generation)), "changeLogTime": .timestamp(changeLogTime)],
        ]
        for (database, collections) in catalog.databases.sorted(by: { $0.key < $1.key }) {
            for (name, collection) in collections.sorted(by: { $0.key < $1.key }) {
                let namespace = try Namespace(database: database, collection: name)
                records += StoreRecord.create(namespace, options: collection.options.document, uuid: collection.uuid, nil).journalRecords
                records += StoreRecord.write(namespace, collection.documents.map(DocumentMutation.insert), nil).journalRecords
                let indexes = collection.indexes.specifications.filter { !$0.isIDIndex }
                if !indexes.isEmpty { records += StoreRecord.createIndexes(namespace, indexes, nil).journalRecords }
            }
        }
        records += catalog.clusterParameters.keys.sorted().flatMap { StoreRecord.clusterParameter(catalog.clusterParameters[$0]!).journalRecords }
        // The statements retryable writes executed, as records of writes that change nothing.
        for (namespace, retryable) in catalog.retryableWrites.records() {
            records += StoreRecord.write(namespace, [], nil, retryable: retryable).journalRecords
        }
        records.append(["op": "checkpointEnd", "records": .int64(Int64(records.count + 1))])
        var stream: [UInt8] = []
        for record in records { JournalFormat.appendRecord(record, to: &stream) }
        let bytes = CompressedBlocks.compress(stream)

        try FileDescriptorIO.replace(files.checkpoint, with: bytes)
    }

    /// The checkpoint's collections, generation and change log position (nil in checkpoints
    /// written before it was recorded), or nil when the store has none.
    static func read(files: StoreFiles) throws(DocStreamError) -> (catalog: Catalog, generation: Int, changeLogTime: BSONTimestamp?)? {
        let path = files.checkpoint.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .storageIO("open", path: path)
        }
        defer { close(descriptor) }
        let file = try FileDescriptorIO.readAll(from: descriptor, path: path)
        let bytes = try contents(of: file, path: path)
        let scan: (records: [Document], tornAt: Int?)
        do throws(DocStreamError) {
            scan = try JournalReplay.records(in: bytes, path: path)
        } catch where error.errorCode == .dataCorruptionDetected {
            // The scan names journal records; this file is the checkpoint.
            throw DocStreamError(.dataCorruptionDetected, "checkpoint record is corrupt", location: error.location)
        }
        if let tornAt = scan.tornAt { throw .checkpointCorrupt(path: path, offset: tornAt, reason: "the file ends inside a record") }
        let records = scan.records
        guard let header = records.first, header["op"] == "checkpoint", case .int64(let generation)? = header["generation"],
              let footer = records.last, footer["op"] == "checkpointEnd", footer["records"] == .int64(Int64(records.count))
        else {
            throw .checkpointCorrupt(path: path, offset: 0, reason: "the header or end record is missing or disagrees with the records")
        }
        var catalog = Catalog()
        for record in records.dropFirst().dropLast() {
            try catalog.apply(StoreRecord(journalRecord: record, path: path))
        }
        guard case .timestamp(let changeLogTime)? = header["changeLogTime"] else { return (catalog, Int(generation), nil) }
        return (catalog, Int(generation), changeLogTime)
    }

    /// The framed records a checkpoint file holds: decompressed, or as they are in a file
    /// written before checkpoints were compressed. Offsets in errors are the file's.
    static func contents(of file: [UInt8], path: String) throws(DocStreamError) -> [UInt8] {
        try CompressedBlocks.contents(of: file) { offset, reason in .checkpointCorrupt(path: path, offset: offset, reason: reason) }
    }
}

extension DocStreamError {
    /// 301 DataCorruptionDetected, a corrupt checkpoint: it does not read back whole; the store
    /// does not open.
    static func checkpointCorrupt(path: String, offset: Int, reason: String) -> DocStreamError {
        DocStreamError(.dataCorruptionDetected, "checkpoint is corrupt (\(reason))", location: "\(path), offset \(offset)")
    }
}
