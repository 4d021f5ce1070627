import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What opening a store directory rebuilds: the collections (the checkpoint, then the journal
/// generations after it) and the change log's history (the same journal records, plus the
/// older generations kept for it: left unread, when the checkpoint records what each holds,
/// until a stream reaches back into them), with cluster times that go on increasing from the
/// newest recorded one.
///
/// The journal is the durable change log: each record carries its events' cluster times, so
/// the history and the data come from the same records and a crash cannot make them disagree
/// (a torn last record is neither applied nor an event).
struct Recovery {
    var catalog: Catalog
    /// The journal generation to go on with.
    var generation: Int
    /// Where that generation's whole records end (a follower reads on from there).
    var journalEnd: Int
    var changeLog: ChangeLog
    var historySegments: HistorySegments
    /// The torn tails cut off the journal files (none for a read-only follower, which cuts nothing).
    var tornTailsCut: [StoreOpenReport.TornTail] = []
    /// The data environment holding the checkpoint; nil while the store has taken none.
    var data: StoreData?
    /// Whether a checkpoint file was moved into the data environment.
    var migratedCheckpoint = false

    /// Reads the store in `files`. `readOnly` (a follower in another process) changes no file:
    /// a torn tail is left for the writer (it may still be being written), no generation is
    /// deleted, and a checkpoint file is read where it is. A writer changes files only once
    /// everything read back (an open that fails leaves them as they were): it moves a
    /// checkpoint file into the data environment, then deletes it, deletes the generations
    /// nothing needs, and cuts torn tails.
    init(files: StoreFiles, retention: ChangeLog.Retention, readOnly: Bool) throws(DocStreamError) {
        data = try StoreData.open(files, create: false, migrating: !readOnly)
        // A follower reads the checkpoint, and its collections from then on, as of now: its
        // writer's later checkpoints change the record stores, which would then be ahead of the
        // journal the follower applies after this one.
        if readOnly { data = try data?.pinned() }
        var checkpoint = try data?.read()
        var checkpointFile: Checkpoint.Contents?
        if checkpoint == nil, let file = try Checkpoint.readFile(files: files) {
            checkpointFile = file
            checkpoint = file
        }
        catalog = checkpoint?.catalog ?? Catalog()
        let checkpointGeneration = checkpoint?.generation ?? 0
        let journals = try files.journalGenerations()
        let replayed = journals.filter { $0 >= checkpointGeneration }
        guard replayed == Array(checkpointGeneration..<checkpointGeneration + replayed.count) else {
            // The store's files no longer hold every change: damage, like a corrupt file.
            throw DocStreamError(
                .dataCorruptionDetected,
                "the journal starts at generation \(replayed[0]) but the checkpoint is of generation \(checkpointGeneration): the changes between are lost",
                location: files.directory.path)
        }
        // The older generations the checkpoint covers hold history only, and only as an
        // unbroken run up to the checkpoint's.
        var history: [Int] = []
        for number in journals.filter({ $0 < checkpointGeneration }).reversed() where number == (history.first ?? checkpointGeneration) - 1 {
            history.insert(number, at: 0)
        }

        // The older generations are left unread when the checkpoint says what each holds of the
        // history: a change stream that reaches back into them reads them.
        let segments = checkpoint?.history
        var generations: [(number: Int, events: [StoreRecord])] = []
        var cuts: [(url: URL, length: Int)] = []
        journalEnd = 0
        for number in (segments == nil ? history : []) + replayed {
            let url = files.journal(generation: number)
            let (records, end, tornTail, cut) = try Self.records(of: url, readOnly: readOnly)
            if let tornTail { tornTailsCut.append(StoreOpenReport.TornTail(file: url.path, offset: tornTail.offset, bytes: tornTail.bytes)) }
            if let cut { cuts.append((url, cut)) }
            var events: [StoreRecord] = []
            for journalRecord in records {
                let record = try StoreRecord(journalRecord: journalRecord, path: url.path)
                if number >= checkpointGeneration { try catalog.apply(record) }
                if record.eventTimes != nil { events.append(record) }
            }
            generations.append((number, events))
            journalEnd = end
        }
        generation = replayed.last ?? checkpointGeneration
        if !readOnly {
            if let checkpointFile {
                let created: StoreData
                if let data { created = data } else { created = try StoreData.open(files, create: true)! }
                try created.write(checkpointFile.catalog, generation: checkpointFile.generation, changeLogTime: checkpointFile.changeLogTime)
                data = created
                migratedCheckpoint = true
            }
            if checkpoint != nil, data != nil {
                // Moved into the data environment (also by an open that crashed before deleting it).
                unlink(files.checkpoint.path)
            }
            for unusable in journals where unusable < (history.first ?? checkpointGeneration) {
                unlink(files.journal(generation: unusable).path)
            }
            for (url, length) in cuts { try JournalReplay.cut(url: url, at: length) }
        }
        // From now on a writer's change to a stored collection's indexes or options reads it
        // first; a follower's goes on changing its outline.
        catalog.defersStoredChanges = readOnly

        historySegments = HistorySegments()
        var unread: [(number: Int, segment: HistorySegment)] = []
        for number in history {
            guard let segment = segments?[number] else { continue }
            historySegments.record(number, segment)
            if segment.events > 0 { unread.append((number, segment)) }
        }
        // The history is whole from the store's first journal on; after a kept older
        // generation or the checkpoint's, it starts with their first change.
        let firstStamp = unread.first?.segment.firstTime ?? generations.lazy.compactMap { $0.events.first?.eventTimes?.first }.first
        let zero = BSONTimestamp(seconds: 0, increment: 0)
        let lowWater: BSONTimestamp =
            if (history + replayed).first == 0 || (journals.isEmpty && checkpoint == nil) {
                zero
            } else if history.isEmpty, let time = checkpoint?.changeLogTime {
                time
            } else {
                firstStamp?.predecessor ?? checkpoint?.changeLogTime ?? zero
            }
        let newest = generations.last { !$0.events.isEmpty }?.events.last?.eventTimes?.last
        let unloaded =
            unread.isEmpty
            ? nil
            : ChangeLog.UnloadedHistory(generations: unread) { (numbers) throws(DocStreamError) in
                try Self.historyRecords(of: numbers, files: files)
            }
        changeLog = ChangeLog(
            retention: retention, lowWater: lowWater, lastTime: max(newest ?? zero, checkpoint?.changeLogTime ?? zero), unloaded: unloaded)
        for (number, events) in generations {
            let start = changeLog.endSequence
            for record in events { changeLog.append(record) }
            if let last = events.last?.eventTimes?.last {
                historySegments.record(number, changeLog.historySegment(of: start..<changeLog.endSequence, through: last))
            }
            if number == generation { historySegments.currentStart = start }
        }
        if !readOnly {
            historySegments.prune(before: checkpointGeneration, lowWater: changeLog.bounds.lowWater, files: files)
        }
    }

    /// The catalog of a follower that applied the journal up to `position` (a generation, and
    /// the offset after its last whole record applied), rebuilt on the checkpoint `data` reads
    /// (a new snapshot, `StoreData.pinned()`) and the journal after it up to there: its
    /// collections stored again, their changes since that checkpoint beside them. Nil when
    /// there is no checkpoint, or when it is of a later generation than `position`'s (the
    /// follower has not read up to it yet).
    static func followedCatalog(
        files: StoreFiles, data: StoreData, through position: (generation: Int, offset: Int)
    ) throws(DocStreamError) -> Catalog? {
        guard let checkpoint = try data.read(), checkpoint.generation <= position.generation else { return nil }
        var catalog = checkpoint.catalog
        catalog.defersStoredChanges = true
        for number in checkpoint.generation...position.generation {
            let url = files.journal(generation: number)
            // Of the follower's generation, up to its offset only: the writer may be appending after it.
            let end = number == position.generation ? position.offset : nil
            for record in try Self.records(of: url, readOnly: true, upTo: end).records {
                try catalog.apply(StoreRecord(journalRecord: record, path: url.path))
            }
        }
        return catalog
    }

    /// The journal records of the generations `numbers`, in order, with each file's path:
    /// history an open left unread. A generation gone (deleted by a follower's writer) is 286
    /// ChangeStreamHistoryLost.
    static func historyRecords(of numbers: [Int], files: StoreFiles) throws(DocStreamError) -> [(path: String, records: [Document])] {
        var history: [(path: String, records: [Document])] = []
        for number in numbers {
            let url = files.journal(generation: number)
            do {
                history.append((url.path, try records(of: url, readOnly: true).records))
            } catch  where error.systemErrno == ENOENT {
                // A follower's writer deleted it since: the history it held is gone.
                throw .changeStreamHistoryLost
            }
        }
        return history
    }

    /// The store as a follower finds it, while its writer may be checkpointing and deleting
    /// journal files: a read that catches the files in between is tried again.
    static func following(files: StoreFiles, retention: ChangeLog.Retention) throws(DocStreamError) -> Recovery {
        guard FileManager.default.fileExists(atPath: files.directory.path) else {
            throw DocStreamError(.nonExistentPath, "no store at \(files.directory.path)", location: files.directory.path)
        }
        var attempts = 0
        while true {
            do {
                return try Recovery(files: files, retention: retention, readOnly: true)
            } catch  where attempts < 10 && [.fileStreamFailed, .dataCorruptionDetected].contains(error.errorCode) {
                // Corruption too: a record being written can fail its checksum for a moment, and a
                // checkpoint's journal can be deleted between the reads (see `JournalFollower`);
                // damage is still there on the last try.
                attempts += 1
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    /// The whole records of a journal file, where they end, the torn tail after them, and
    /// where the file is to be cut (never when `readOnly`). A sealed generation's compressed
    /// blocks are read as the records they hold; offsets are the records' (a follower reads on
    /// from there). `end`, read only: the offset nothing after which is read.
    private static func records(
        of url: URL, readOnly: Bool, upTo end: Int? = nil
    ) throws(DocStreamError) -> (records: [Document], end: Int, tornTail: JournalTornTail?, cut: Int?) {
        guard readOnly else {
            let reading = try JournalReplay.read(url: url)
            return (reading.records, reading.records.reduce(0) { $0 + JournalFormat.headerSize + $1.bytes.count }, reading.tornTail, reading.cut)
        }
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .storageIO("open", path: url.path) }
        defer { close(descriptor) }
        let bytes = try SealedJournal.records(of: try FileDescriptorIO.readAll(from: descriptor, path: url.path), path: url.path)
        let scan = try JournalReplay.records(in: end.map { Array(bytes.prefix($0)) } ?? bytes, path: url.path)
        return (scan.records, scan.end, nil, nil)
    }
}
