import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An append-only journal of BSON documents with group commit.
///
/// `append` returns once its records are written (and, with `.fsync`, synced to the disk);
/// a thrown error means the batch is not acknowledged. Writing and syncing are separate
/// steps so that a caller can write while holding its own lock (fixing the order of
/// records) and wait for the sync after releasing it: writers that arrive while an fsync
/// runs are covered together by the next one, so concurrent writers share fsyncs.
///
/// ```swift
/// let journal = try JournalFile(url: directory.appendingPathComponent("journal"))
/// try journal.append([["op": "i", "ns": "test.drinks", "o": drink]])
/// ```
///
/// Small appends go into zeros written ahead of them (`reservation` bytes at a time), so that
/// their fsync changes no file size: on ext4 a size change costs the fsync a metadata commit
/// of its own, about 40 µs of a 125 µs fsync here. The reserved zeros are given back when the
/// journal closes; after a crash, replay reads them as the end of the records.
///
/// Open it after `JournalReplay.replay(url:)` has cut any torn tail and reserved zeros, or new
/// records would follow them.
package final class JournalFile: @unchecked Sendable {
    // @unchecked: the `var`s below are read and written only while holding `condition`.

    package typealias Durability = Store.Durability

    public let path: String
    public let durability: Durability
    private let descriptor: Int32
    private let condition = NSCondition()

    /// Where the next record goes: the end of the written records.
    private var end: Int
    /// How far the file reaches: zeros from `end` up to here.
    private var reserved: Int
    /// How far the file is known to be on the disk.
    private var synced: Int
    /// True while one caller runs an fsync with the lock released.
    private var syncing = false
    /// Set when the file's content can no longer be known (fsync failed, or a failed write
    /// could not be cut back); every later call throws it until the journal is reopened.
    private var failure: DocStreamError?
    /// Set when the file was removed or cut short under the store (`checkIntact`): its records
    /// since the last checkpoint are no longer where a restart reads them.
    private var lost = false
    /// Set once a written checkpoint holds every record of the file (`markCheckpointed`).
    private var checkpointed = false

    /// Opens the journal at `url` for appending, creating it (and syncing its directory
    /// entry) when missing.
    public init(url: URL, durability: Durability = .fsync) throws(DocStreamError) {
        path = url.path
        self.durability = durability
        let existed = access(path, F_OK) == 0
        // Opened and checked before any property is set: an init that throws once they all are
        // runs deinit, which would close the descriptor a second time, and by then its number
        // may be another file's.
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard opened >= 0 else { throw .storageIO("open", path: path) }
        let size = lseek(opened, 0, SEEK_END)
        do throws(DocStreamError) {
            guard size >= 0 else { throw DocStreamError.storageIO("lseek", path: path) }
            if !existed { try FileDescriptorIO.syncDirectory(url.deletingLastPathComponent().path) }
        } catch {
            close(opened)
            throw error
        }
        descriptor = opened
        end = Int(size)
        reserved = end
        synced = end
    }

    deinit {
        if reserved > end, failure == nil { _ = ftruncate(descriptor, off_t(end)) }
        close(descriptor)
    }

    /// How many zeros the journal writes ahead of small appends at a time.
    static let reservation = 256 << 10

    /// Appends the documents as one batch: all of them are acknowledged, or the call throws
    /// and none of them is in the journal.
    public func append(_ records: [Document]) throws(DocStreamError) {
        let written = try write(records)
        if durability == .fsync { try sync(through: written) }
    }

    /// Writes the documents as one batch to the OS (a failed write is cut back, so the file
    /// holds all of them or none) and returns the offset `sync(through:)` takes to make them
    /// durable.
    public func write(_ records: [Document]) throws(DocStreamError) -> Int {
        // Framing and checksums happen before taking the lock, in parallel across callers.
        var frames: [UInt8] = []
        frames.reserveCapacity(records.reduce(0) { $0 + JournalFormat.headerSize + $1.bytes.count })
        for record in records { JournalFormat.appendRecord(record, to: &frames) }

        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
        try checkIntact()
        do {
            try FileDescriptorIO.write(frames, to: descriptor, at: end, path: path)
        } catch {
            if ftruncate(descriptor, off_t(end)) != 0 { failure = .storageIO("ftruncate", path: path) }
            reserved = end
            throw error
        }
        end += frames.count
        // Large appends go on without a reservation: writing zeros ahead of them would double
        // what they write, for a metadata commit that is small beside their data.
        if end >= reserved, frames.count <= Self.reservation / 4 { reserveAhead() }
        reserved = max(reserved, end)
        return end
    }

    /// Writes zeros from `end`, the end of the file, up to the next multiple of `reservation`
    /// past it. Best effort: on a full disk the appends go on without them.
    private func reserveAhead() {
        let target = (end / Self.reservation + 1) * Self.reservation
        do {
            try FileDescriptorIO.write([UInt8](repeating: 0, count: target - end), to: descriptor, at: end, path: path)
            reserved = target
        } catch {
            // Zeros that did land would be read as reserved space; cut them all the same.
            _ = ftruncate(descriptor, off_t(end))
        }
    }

    /// Returns once the file is on the disk up to `offset`. One caller at a time runs the
    /// fsync, covering everything written by then; the others wait for the one that covers them.
    public func sync(through offset: Int) throws(DocStreamError) {
        condition.lock()
        defer { condition.unlock() }
        while synced < offset {
            if checkpointed { return }
            if let failure { throw failure }
            if syncing {
                condition.wait()
                continue
            }
            syncing = true
            let target = end
            condition.unlock()
            let outcome = Result { () throws(DocStreamError) in try FileDescriptorIO.syncData(descriptor, path: path) }
            condition.lock()
            syncing = false
            if checkpointed {
                condition.broadcast()
                return
            }
            switch outcome {
            case .success:
                // A file removed between the write and the fsync took the records with it.
                do { try checkIntact() } catch {
                    condition.broadcast()
                    throw error
                }
                synced = max(synced, target)
            case .failure(let error):
                // After a failed fsync Linux may have dropped the dirty pages: the file's
                // content is unknown. Cut back what was never acknowledged, as far as the
                // disk still lets us, so a restart does not replay it.
                failure = error
                _ = ftruncate(descriptor, off_t(synced))
                reserved = synced
            }
            condition.broadcast()
        }
    }

    /// Throws, and refuses every later call, once another process has removed the file (its
    /// last name gone: what is written reaches a file no restart reads) or cut it shorter than
    /// the records written. One fstat, about a microsecond, before each write and after each
    /// fsync and as the store closes; a removal just after a check goes unseen until the next.
    private func checkIntact() throws(DocStreamError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .storageIO("fstat", path: path) }
        let damage: String
        if status.st_nlink == 0 {
            damage = "removed"
        } else if Int(status.st_size) < end {
            damage = "cut to \(status.st_size) of its \(end) bytes"
        } else {
            return
        }
        lost = true
        failure = .journalLost(path: path, damage: damage)
        throw failure!
    }

    /// Records that a written checkpoint holds every record of the file, which the store has
    /// stopped writing to: a writer still waiting for its fsync is durable without the file,
    /// which the checkpoint may now remove.
    package func markCheckpointed() {
        condition.lock()
        defer { condition.unlock() }
        checkpointed = true
        condition.broadcast()
    }

    /// Whether the file was removed or cut short under the store, found by a write, an fsync
    /// or, with `checkingNow`, a check made now: the store then checkpoints what it holds into
    /// its data environment, which starts a new journal.
    package func wasLost(checkingNow: Bool = false) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if checkingNow, failure == nil { try? checkIntact() }
        return lost
    }

    /// Syncs everything written so far; for `.relaxed` journals at the points the caller
    /// wants durable.
    public func sync() throws(DocStreamError) {
        condition.lock()
        let written = end
        condition.unlock()
        try sync(through: written)
    }

    /// The bytes of written records in the file.
    public var size: Int {
        condition.lock()
        defer { condition.unlock() }
        return end
    }
}
