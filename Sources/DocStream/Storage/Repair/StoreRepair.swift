import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `docstream repair`: salvages what is intact from a store that no longer opens (a damaged
/// journal record mid-file, a damaged checkpoint, journals missing after the checkpoint) and
/// writes it as a fresh store, with a report of what was lost.
///
/// Every file is read without being changed: the checkpoint (in the data environment: its
/// catalog's records and each collection's blocks that read back; or a checkpoint file's
/// records), then each journal's in generation order, skipping damaged stretches to the next
/// intact record (a record whose
/// framing held is known to be one record; a damaged length loses the stretch up to the next
/// record that frames, checks and parses). The intact records are applied in order, each
/// change on its own, so a change that no longer applies (it conflicts with a unique index
/// once an earlier record is gone) is reported and skipped. The result is written as a
/// checkpoint into a fresh store:
///
/// - in place (the default): the fresh store is built beside the old one, then the old
///   directory is renamed to `DIR.damaged-<time>` (kept whole, as found) and the fresh one to
///   `DIR`;
/// - with an output directory: the fresh store is written there and the old one is left alone.
///
/// The report (also saved as `repair-report.json` in the fresh store) names each file, the
/// offsets and sizes of its damaged stretches, and how many records were salvaged and lost.
/// An intact store is left as it is.
public enum StoreRepair {
    /// The name of the report file a repair writes into the fresh store.
    public static let reportFileName = "repair-report.json"

    /// Repairs the store in `directory` in place, or into `output` (which must not exist or be
    /// empty). In place it takes the store's lock: 98 DBPathInUse while the store is open.
    /// Into `output` it only reads the store, so it works while another process has it open;
    /// a directory that holds no store is an error either way, and nothing is created in it.
    ///
    /// - Throws: `DocStreamError` 98 DBPathInUse for an in-place repair of an open store,
    ///   29 NonExistentPath for a directory without a store, and the system's error when the
    ///   fresh store cannot be written (14031 OutOfDiskSpace on a full disk).
    public static func repair(directory: URL, into output: URL? = nil) throws(DocStreamError) -> Document {
        let files = StoreFiles(directory: directory)
        guard files.holdsStore else {
            throw DocStreamError(.nonExistentPath, "no store at \(directory.path)", location: directory.path)
        }
        if let output { try checkEmpty(output) }
        // Only the in-place repair, which replaces the store, takes the lock. Reading into
        // `output` does not: the lock would write this process's pid into the store's lock
        // file and refuse a writer that starts meanwhile.
        let lock = output == nil ? try StoreLock(directory: directory) : nil
        let salvage = try output == nil ? Salvage(files: files) : files.readHoldingStill { () throws(DocStreamError) in try Salvage(files: files) }
        var report = salvage.report(store: directory.path)
        guard !salvage.isIntact else {
            report["outcome"] = "intact"
            return report
        }
        report["outcome"] = "repaired"
        let parent = directory.deletingLastPathComponent()
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
        let target = output ?? parent.appendingPathComponent("\(directory.lastPathComponent).repairing-\(stamp)")
        report["repairedStore"] = .string(output?.path ?? directory.path)
        let aside = parent.appendingPathComponent("\(directory.lastPathComponent).damaged-\(stamp)")
        if output == nil { report["damagedFilesKeptIn"] = .string(aside.path) }
        try write(salvage.catalog, changeLogTime: salvage.newestChangeTime, report: report, to: target)
        if output == nil {
            // The old store goes aside whole, then the fresh one takes its name.
            guard rename(directory.path, aside.path) == 0 else { throw .storageIO("rename", path: directory.path) }
            guard rename(target.path, directory.path) == 0 else { throw .storageIO("rename", path: target.path) }
            try FileDescriptorIO.syncDirectory(parent.path)
        }
        withExtendedLifetime(lock) {}
        return report
    }

    private static func checkEmpty(_ output: URL) throws(DocStreamError) {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        guard contents.isEmpty else {
            throw DocStreamError(
                .badValue, "the repaired store's directory must be new or empty", location: output.path)
        }
    }

    /// Writes the catalog as a fresh store's checkpoint, and the report beside it.
    private static func write(_ catalog: Catalog, changeLogTime: BSONTimestamp, report: Document, to target: URL) throws(DocStreamError) {
        do {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try Data(report.extendedJSON(.relaxed).utf8).write(to: target.appendingPathComponent(reportFileName), options: .atomic)
        } catch {
            throw .fileSystem("cannot write the repaired store", error, path: target.path)
        }
        // A checkpoint of generation 1: the fresh store replays journals from journal.1 on.
        // The environment closes when the last reference goes, before the directory moves.
        try StoreData.open(StoreFiles(directory: target), create: true)!.write(catalog, generation: 1, changeLogTime: changeLogTime)
    }

    /// The intact records of every file, applied.
    private struct Salvage {
        var catalog = Catalog()
        var fileReports: [Document] = []
        var salvaged = 0
        /// Records known lost, and damaged stretches that lost an unknown number (at least one each).
        var lost = 0
        var stretchesOfUnknownLoss = 0
        var unapplied: [Document] = []
        /// The journals do not follow on from the checkpoint (some were lost).
        var generationGap: String?
        /// The newest cluster time of the salvaged history (the checkpoint's change-log position, or a record's).
        var newestChangeTime = BSONTimestamp(seconds: 0, increment: 0)

        var isIntact: Bool { lost == 0 && stretchesOfUnknownLoss == 0 && unapplied.isEmpty && generationGap == nil }

        init(files: StoreFiles) throws(DocStreamError) {
            var generation = salvageData(files)
            // A checkpoint file is read only when the data environment holds no checkpoint: one
            // left beside it by an open that moved it and crashed holds the same.
            if generation == nil, let file = try FileDescriptorIO.contents(ofFileAt: files.checkpoint.path) {
                generation = try salvageCheckpoint(file, from: files.checkpoint) { (_, _) throws(DocStreamError) in nil }
            }
            // The generations the checkpoint covers hold change history only: their records are
            // not applied, but damage in them stops the store from opening, so it is reported
            // and the fresh store is written without them (the history they held is lost).
            for number in try files.journalGenerations() where number < (generation ?? 0) {
                let url = files.journal(generation: number)
                guard let file = try FileDescriptorIO.contents(ofFileAt: url.path) else { continue }
                let (bytes, damagedBlocks) = CompressedBlocks.salvagedContents(of: file)
                let scan = RecordSalvage(bytes: bytes)
                if !scan.damaged.isEmpty || !(damagedBlocks ?? []).isEmpty {
                    account(scan, file: url, damagedBlocks: damagedBlocks, historyOnly: true)
                }
            }
            let journals = try files.journalGenerations().filter { $0 >= (generation ?? 0) }
            if let first = journals.first, let generation, first != generation {
                generationGap = "the journal starts at generation \(first), the checkpoint is of generation \(generation)"
            } else if journals != Array((journals.first ?? 0)..<((journals.first ?? 0) + journals.count)) {
                generationGap = "journal generations \(journals) are not consecutive"
            }
            for number in journals {
                let url = files.journal(generation: number)
                guard let file = try FileDescriptorIO.contents(ofFileAt: url.path) else { continue }
                // A sealed generation is compressed like a checkpoint, and salvaged the same way.
                let (bytes, damagedBlocks) = CompressedBlocks.salvagedContents(of: file)
                let scan = RecordSalvage(bytes: bytes)
                for record in scan.records { apply(record, file: url.path) }
                account(scan, file: url, damagedBlocks: damagedBlocks)
            }
        }

        /// Salvages the checkpoint in the data environment, if there is one, and returns its
        /// generation. An environment that does not open loses all it held.
        private mutating func salvageData(_ files: StoreFiles) -> Int? {
            do throws(DocStreamError) {
                do {
                    return try salvageData(in: files, reportedAs: files.data)
                } catch  where error.errorCode == .dataCorruptionDetected {
                    guard case .int64(let pagesEnd)? = error.info?["pagesEnd"] else { throw error }
                    return salvageCutShortData(files, pagesEnd: Int(pagesEnd), bytes: error.info?["bytes"] ?? .null)
                }
            } catch {
                stretchesOfUnknownLoss += 1
                fileReports.append(["file": .string(files.data.lastPathComponent), "unreadable": .string(error.description)])
                return nil
            }
        }

        /// Salvages a data file cut short from a copy extended with zeros to where its pages
        /// end, so that the pages past the cut read as damaged instead of stopping the process
        /// (LMDB reads them through its map). Its report says where it was cut; what the lost
        /// pages held is lost, count unknown.
        private mutating func salvageCutShortData(_ files: StoreFiles, pagesEnd: Int, bytes: BSONValue) -> Int? {
            stretchesOfUnknownLoss += 1
            let cutShort: Document = ["bytes": bytes, "pagesEnd": .int64(Int64(pagesEnd))]
            let reportsBefore = fileReports.count
            do throws(DocStreamError) {
                let copy = try ExtendedDataCopy(of: files, length: pagesEnd)
                defer { copy.remove() }
                let generation = try salvageData(in: copy.files, reportedAs: files.data)
                if fileReports.count > reportsBefore {
                    fileReports[reportsBefore]["cutShort"] = .document(cutShort)
                } else {
                    fileReports.append(["file": .string(files.data.lastPathComponent), "cutShort": .document(cutShort)])
                }
                return generation
            } catch {
                // The copy's own path would only confuse: the error is reported without it.
                fileReports.append(["file": .string(files.data.lastPathComponent), "cutShort": .document(cutShort), "unreadable": .string(error.message)])
                return nil
            }
        }

        private mutating func salvageData(in files: StoreFiles, reportedAs file: URL) throws(DocStreamError) -> Int? {
            guard let data = try StoreData.open(files, create: false) else { return nil }
            return try data.salvage { (catalog, documents) throws(DocStreamError) -> Int? in
                guard let catalog else { return nil }
                return try salvageCheckpoint(catalog, from: file, documents: documents)
            }
        }

        /// Salvages a stored checkpoint's records (compressed blocks, or the records themselves)
        /// and returns its generation. A `documents` record's collection is read with
        /// `documents`: the documents in blocks that do not read back are lost, and counted
        /// (the record says how many the collection held); nil when there is nothing to read
        /// them from (a checkpoint file has no such records).
        private mutating func salvageCheckpoint(
            _ stored: [UInt8], from file: URL,
            documents: (RecordStore.Number, Namespace) throws(DocStreamError) -> (documents: [Document], damaged: [DocStreamError])?
        ) throws(DocStreamError) -> Int? {
            // A compressed checkpoint gives up the blocks that do not read back; the records of
            // the others are salvaged as from an uncompressed one.
            let (bytes, damagedBlocks) = CompressedBlocks.salvagedContents(of: stored)
            let scan = RecordSalvage(bytes: bytes)
            var generation: Int?
            var damagedRecordBlocks: [Document] = []
            for record in scan.records {
                switch record.document["op"]?.stringValue {
                case "checkpoint":
                    if case .int64(let number)? = record.document["generation"] { generation = Int(number) }
                    if case .timestamp(let time)? = record.document["changeLogTime"] { newestChangeTime = max(newestChangeTime, time) }
                case "checkpointEnd":
                    continue
                case "documents":
                    guard let named = Checkpoint.DocumentsRecord(record.document), let read = try documents(named.storage, named.namespace) else {
                        stretchesOfUnknownLoss += 1
                        continue
                    }
                    for document in read.documents {
                        applyChange(.insert(document), to: named.namespace, file: file.path, offset: record.offset)
                    }
                    lost += max(named.count - read.documents.count, 0)
                    damagedRecordBlocks += read.damaged.map { ["namespace": .string("\(named.namespace)"), "reason": .string($0.message)] }
                default:
                    apply(record, file: file.path)
                }
            }
            account(scan, file: file, damagedBlocks: damagedBlocks)
            if !damagedRecordBlocks.isEmpty {
                fileReports[fileReports.count - 1]["damagedRecordBlocks"] = .array(damagedRecordBlocks.map(BSONValue.document))
            }
            return generation
        }

        /// Adds a file's salvage to the report. For a compressed file, `damagedBlocks` are the
        /// blocks given up (offsets in the file; what they held is lost, count unknown) and the
        /// damaged ranges' offsets are in its decompressed records. `historyOnly`: a generation
        /// the checkpoint covers, whose records only held change history.
        private mutating func account(
            _ scan: RecordSalvage, file: URL, damagedBlocks: [(offset: Int, reason: String)]? = nil, historyOnly: Bool = false
        ) {
            salvaged += historyOnly ? 0 : scan.records.count
            var report: Document = ["file": .string(file.lastPathComponent), "recordsRead": .int64(Int64(scan.records.count))]
            if historyOnly { report["historyOnly"] = true }
            if let damagedBlocks {
                report["damagedBlocks"] = .array(damagedBlocks.map { ["offset": .int64(Int64($0.offset)), "reason": .string($0.reason)] })
                stretchesOfUnknownLoss += damagedBlocks.count
            }
            report["damaged"] = .array(
                scan.damaged.map { range in
                    [
                        "offset": .int64(Int64(range.offset)), "bytes": .int64(Int64(range.bytes)),
                        "recordsLost": range.recordsLost.map { .int64(Int64($0)) } ?? "unknown", "reason": .string(range.reason),
                    ]
                })
            for range in scan.damaged {
                if let count = range.recordsLost { lost += count } else { stretchesOfUnknownLoss += 1 }
            }
            if let torn = scan.tornTail {
                report["tornTail"] = ["offset": .int64(Int64(torn.offset)), "bytes": .int64(Int64(torn.bytes))]
            }
            fileReports.append(report)
        }

        /// Keeps the newest cluster time a salvaged record carries, so the repaired store's
        /// cluster times go on increasing from there.
        private mutating func noteChangeTime(of change: StoreRecord) {
            guard let times = change.eventTimes else { return }
            newestChangeTime = max(newestChangeTime, times.last)
        }

        /// Applies a record change by change, so one that fails is skipped alone.
        private mutating func apply(_ record: RecordSalvage.Record, file: String) {
            do throws(DocStreamError) {
                let change = try StoreRecord(journalRecord: record.document, path: file)
                noteChangeTime(of: change)
                if case .write(let namespace, let mutations, _, let retryable) = change {
                    if let retryable { catalog.retryableWrites.record(retryable, namespace: namespace) }
                    for single in mutations { applyChange(single, to: namespace, file: file, offset: record.offset) }
                } else {
                    try catalog.apply(change)
                }
            } catch {
                unapplied.append(Self.failure(file, record.offset, error))
            }
        }

        /// Applies one document change, reporting it when it no longer applies.
        private mutating func applyChange(_ change: DocumentMutation, to namespace: Namespace, file: String, offset: Int) {
            do throws(DocStreamError) {
                try catalog.apply(.write(namespace, [change], nil))
            } catch {
                unapplied.append(Self.failure(file, offset, error))
            }
        }

        private static func failure(_ file: String, _ offset: Int, _ error: DocStreamError) -> Document {
            ["file": .string(URL(fileURLWithPath: file).lastPathComponent), "offset": .int64(Int64(offset)), "error": .string(error.description)]
        }

        func report(store: String) -> Document {
            var report: Document = ["store": .string(store), "outcome": "intact", "files": .array(fileReports.map(BSONValue.document))]
            report["recordsSalvaged"] = .int64(Int64(salvaged))
            report["recordsLost"] = stretchesOfUnknownLoss == 0 ? .int64(Int64(lost)) : .string("at least \(lost + stretchesOfUnknownLoss)")
            if let generationGap { report["journalGap"] = .string(generationGap) }
            report["changesNotApplied"] = .array(unapplied.map(BSONValue.document))
            var collections: [BSONValue] = []
            for (database, names) in catalog.databases.sorted(by: { $0.key < $1.key }) {
                for (name, collection) in names.sorted(by: { $0.key < $1.key }) {
                    collections.append([
                        "namespace": .string("\(database).\(name)"), "documents": .int64(Int64(collection.count)),
                        "indexes": .array(collection.indexes.specifications.map { .string($0.name) }),
                    ])
                }
            }
            report["collections"] = .array(collections)
            return report
        }
    }
}

/// A copy of a store's data file, beside the store (on its file system, which held the file),
/// extended with zeros to `length`: what a repair reads a data file cut short from.
private struct ExtendedDataCopy {
    /// The copy's store directory, holding only its data environment.
    let files: StoreFiles

    init(of original: StoreFiles, length: Int) throws(DocStreamError) {
        let store = original.directory.standardizedFileURL
        files = StoreFiles(directory: store.deletingLastPathComponent().appendingPathComponent(".\(store.lastPathComponent).repair-\(getpid())"))
        let source = original.data.appendingPathComponent("data.mdb")
        let copy = files.data.appendingPathComponent("data.mdb")
        do {
            try? FileManager.default.removeItem(at: files.directory)
            try FileManager.default.createDirectory(at: files.data, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: copy)
        } catch {
            remove()
            throw .fileSystem("copying the data file to read it failed", error, path: copy.path)
        }
        guard truncate(copy.path, off_t(length)) == 0 else {
            let code = errno
            remove()
            throw .storageIO("extending the copy of the data file", path: copy.path, errno: code)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: files.directory)
    }
}
