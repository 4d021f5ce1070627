import CThreadNames
import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a store directory's journal as another process appends to it, like `tail -f` over
/// its checksummed records, and applies each whole record to a follower store. A partial last
/// record (being written, or left by a crash that the writer cuts on restart) waits; a new
/// journal generation (a checkpoint) is taken once it exists, after the rest of the current
/// one; a generation deleted before it was read ends the follower's change log with 286.
enum JournalFollower {
    /// How long the follower sleeps when the journal has nothing new.
    static let pollInterval: TimeInterval = 0.002
    /// A checksum failure that stays this many polls is corruption, not a write in progress.
    static let corruptionPolls = 500

    /// Starts following from `offset` in the journal generation `generation`, the store's
    /// collections read through `data` (the checkpoint's snapshot; nil when there was none).
    static func start(store: Store, files: StoreFiles, data: StoreData?, generation: Int, offset: Int) {
        // The thread holds the store weakly: it stops once nobody else holds it.
        let thread = Thread { [weak store] in
            // Named from within (see `ReaderWakeUps`).
            docstream_name_current_thread("DocStream tail")
            var reader = Reader(files: files, generation: generation, offset: offset)
            var checkpoint = Checkpoint(files: files, data: data)
            defer { reader.close() }
            while true {
                let progressed: Bool
                do throws(DocStreamError) {
                    guard let store else { return }
                    progressed = try reader.step(into: store)
                    try checkpoint.follow(into: store, at: (reader.generation, reader.offset))
                } catch {
                    store?.changeLog.end(with: error)
                    return
                }
                if !progressed { Thread.sleep(forTimeInterval: pollInterval) }
            }
        }
        thread.start()
    }

    /// The writer's checkpoint the follower's collections are read through. While the
    /// follower holds an LMDB snapshot, LMDB cannot reuse the pages the writer's later
    /// checkpoints free: once the writer commits one (or its first), and the follower has read
    /// the journal up to it, the follower's catalog is rebuilt on it, with a new snapshot, and
    /// the old one goes with the last query reading through it.
    private struct Checkpoint {
        let files: StoreFiles
        /// What the catalog reads through; nil before the writer's first checkpoint.
        var data: StoreData?
        var failedPolls = 0

        mutating func follow(into store: Store, at position: (generation: Int, offset: Int)) throws(DocStreamError) {
            if let snapshot = data?.snapshot, !snapshot.isOvertaken { return }
            let catalog: Catalog
            let latest: StoreData
            do {
                guard let opened = try StoreData.open(files, create: false)?.pinned(),
                    let rebuilt = try Recovery.followedCatalog(files: files, data: opened, through: position)
                else { return }
                (catalog, latest) = (rebuilt, opened)
                failedPolls = 0
            } catch  where [.fileStreamFailed, .dataCorruptionDetected].contains(error.errorCode) {
                // The writer may seal or delete a generation between the reads: tried again at
                // the next poll, the follower reading through its snapshot meanwhile; damage stays.
                failedPolls += 1
                if failedPolls >= corruptionPolls { throw error }
                return
            }
            store.replaceFollowedCatalog(with: catalog)
            data = latest
        }
    }

    /// Where the follower is: a journal generation, the offset after its last whole record.
    private struct Reader {
        let files: StoreFiles
        var generation: Int
        var offset: Int
        var descriptor: Int32 = -1
        /// Whether the open file is a sealed (compressed) generation: known once per file, as a
        /// file open here never changes form (sealing replaces the file, not its contents).
        var isSealed: Bool?
        var failedPolls = 0

        init(files: StoreFiles, generation: Int, offset: Int) {
            self.files = files
            self.generation = generation
            self.offset = offset
        }

        mutating func close() {
            if descriptor >= 0 { SystemCall.close(descriptor) }
            descriptor = -1
            isSealed = nil
        }

        /// Applies what was appended since the last step; false when there was nothing.
        mutating func step(into store: Store) throws(DocStreamError) -> Bool {
            let path = files.journal(generation: generation).path
            if descriptor < 0 {
                descriptor = open(path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else {
                    guard errno == ENOENT else { throw .storageIO("open", path: path) }
                    // Not written yet, or deleted: a later generation means the changes between are gone.
                    if try files.journalGenerations().contains(where: { $0 > generation }) { throw .changeStreamHistoryLost }
                    return false
                }
            }
            if try consume(path: path, into: store) { return true }
            // Nothing new: once a later generation exists, the writer is done with this one.
            guard try files.journalGenerations().contains(where: { $0 > generation }) else { return false }
            _ = try consume(path: path, into: store)
            close()
            generation += 1
            offset = 0
            return true
        }

        /// Applies the whole records after `offset`; true when there were some.
        private mutating func consume(path: String, into store: Store) throws(DocStreamError) -> Bool {
            // A generation sealed (compressed) before this follower opened it holds whole records
            // only; `offset` counts in them.
            let sealed: Bool
            if let known = isSealed {
                sealed = known
            } else {
                sealed = try SealedJournal.isCompressed(descriptor, path: path)
                isSealed = sealed
            }
            // The writer reserves zeros ahead of its appends: a record header still zero means
            // nothing new, without reading the reserved space.
            if !sealed, try nextHeaderIsZero(path: path) { return false }
            let bytes =
                sealed
                ? Array(try SealedJournal.records(of: try FileDescriptorIO.readAll(from: descriptor, path: path), path: path).dropFirst(offset))
                : try FileDescriptorIO.readAll(from: descriptor, at: offset, path: path)
            guard !bytes.isEmpty else { return false }
            let scan: JournalScan
            do {
                scan = try JournalReplay.records(in: bytes, path: path)
                failedPolls = 0
            } catch {
                // A record being written can fail its checksum for a moment; corruption stays.
                failedPolls += 1
                if failedPolls >= corruptionPolls { throw error.located("offset \(offset)") }
                return false
            }
            for record in scan.records {
                try store.applyFollowed(StoreRecord(journalRecord: record, path: path))
            }
            offset += scan.end
            return !scan.records.isEmpty
        }

        /// Whether the header of the record after `offset` is missing or all zeros.
        private func nextHeaderIsZero(path: String) throws(DocStreamError) -> Bool {
            var header = [UInt8](repeating: 0, count: JournalFormat.headerSize)
            let count = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            guard count >= 0 else { throw .storageIO("pread", path: path) }
            return count < header.count || header.allSatisfy { $0 == 0 }
        }
    }
}
