import DocStreamBSON
import Foundation
import Glibc

/// An append-only journal of BSON documents with group commit.
///
/// `append` returns once its records are written (and, with `.fsync`, synced to the disk);
/// a thrown error means the batch is not acknowledged and not in the file. Callers appending
/// at the same time share one write and one fsync: the first becomes the leader and writes
/// every batch queued so far; the others wait for it, and whoever arrives during a flush is
/// in the next group.
///
/// ```swift
/// let journal = try JournalFile(url: directory.appendingPathComponent("journal"))
/// try journal.append([["op": "i", "ns": "test.drinks", "o": drink]])
/// ```
///
/// Open it after `JournalReplay.replay(url:)` has cut any torn tail, or new records would
/// follow the partial one.
public final class JournalFile: @unchecked Sendable {
    // @unchecked: the `var`s below are read and written only while holding `condition`.

    public enum Durability: Sendable {
        /// Acknowledge after fsync: an acknowledged write survives a crash or power loss.
        case fsync
        /// Acknowledge after the write reaches the OS, before fsync (MongoDB's `j: false`):
        /// a process crash loses nothing, a power loss or kernel crash may lose the writes
        /// since the last `sync()`.
        case relaxed
    }

    public let path: String
    public let durability: Durability
    private let descriptor: Int32
    private let condition = NSCondition()

    /// Records queued for the next group and the handle its members wait on.
    private var pending: [UInt8] = []
    private var pendingGroup = CommitGroup()
    /// True while a leader writes a group with the lock released.
    private var flushing = false
    /// Where the next group goes: the end of the acknowledged records.
    private var end: Int
    /// Set when the file's content can no longer be known (fsync failed, or a failed write
    /// could not be cut back); every later call throws it until the journal is reopened.
    private var failure: DocStreamError?

    /// The outcome of one group's write, shared by the callers whose batches it holds.
    private final class CommitGroup {
        var outcome: Result<Void, DocStreamError>?
    }

    /// Opens the journal at `url` for appending, creating it (and syncing its directory
    /// entry) when missing.
    public init(url: URL, durability: Durability = .fsync) throws(DocStreamError) {
        path = url.path
        self.durability = durability
        let existed = access(path, F_OK) == 0
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .storageIO("open", path: path) }
        do throws(DocStreamError) {
            let size = lseek(descriptor, 0, SEEK_END)
            guard size >= 0 else { throw DocStreamError.storageIO("lseek", path: path) }
            end = Int(size)
            if !existed { try FileDescriptorIO.syncDirectory(url.deletingLastPathComponent().path) }
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit {
        close(descriptor)
    }

    /// Appends the documents as one batch: all of them are acknowledged, or the call throws
    /// and none of them is in the journal.
    public func append(_ records: [Document]) throws(DocStreamError) {
        guard !records.isEmpty else { return }
        // Framing and checksums happen before taking the lock, in parallel across callers.
        var frames: [UInt8] = []
        frames.reserveCapacity(records.reduce(0) { $0 + JournalFormat.headerSize + $1.bytes.count })
        for record in records { JournalFormat.appendRecord(record, to: &frames) }

        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
        pending.append(contentsOf: frames)
        let group = pendingGroup
        while group.outcome == nil {
            if flushing {
                condition.wait()
            } else {
                flushPendingGroup()
            }
        }
        try group.outcome!.get()
    }

    /// The bytes of acknowledged records in the file.
    public var size: Int {
        condition.lock()
        defer { condition.unlock() }
        return end
    }

    /// Syncs everything appended so far; for `.relaxed` journals at the points the caller
    /// wants durable.
    public func sync() throws(DocStreamError) {
        condition.lock()
        let failure = self.failure
        condition.unlock()
        if let failure { throw failure }
        do {
            try FileDescriptorIO.sync(descriptor, path: path)
        } catch {
            poison(error)
            throw error
        }
    }

    /// Called as leader with the lock held: takes the queued group, writes it with the lock
    /// released so the next group can queue, then publishes the outcome to its members.
    private func flushPendingGroup() {
        let bytes = pending
        let group = pendingGroup
        pending = []
        pendingGroup = CommitGroup()
        if let failure {
            // Queued before the journal was poisoned: refused without touching the file.
            group.outcome = .failure(failure)
            condition.broadcast()
            return
        }
        let offset = end
        flushing = true
        condition.unlock()
        let outcome = persist(bytes, at: offset)
        condition.lock()
        flushing = false
        if case .success = outcome { end = offset + bytes.count }
        group.outcome = outcome
        condition.broadcast()
    }

    /// Writes and (by durability) syncs one group. A failed write is cut back to `offset`
    /// so no partial record sits ahead of later ones; a failed fsync poisons the journal,
    /// because after it Linux may have dropped the dirty pages and the file's content is
    /// unknown. The unacknowledged group is cut off then too, as far as the disk still lets
    /// us, so a restart does not replay it.
    private func persist(_ bytes: [UInt8], at offset: Int) -> Result<Void, DocStreamError> {
        do {
            try FileDescriptorIO.write(bytes, to: descriptor, at: offset, path: path)
        } catch {
            if ftruncate(descriptor, off_t(offset)) != 0 { poison(.storageIO("ftruncate", path: path)) }
            return .failure(error)
        }
        guard durability == .fsync else { return .success(()) }
        do {
            try FileDescriptorIO.sync(descriptor, path: path)
            return .success(())
        } catch {
            poison(error)
            _ = ftruncate(descriptor, off_t(offset))
            return .failure(error)
        }
    }

    private func poison(_ error: DocStreamError) {
        condition.lock()
        if failure == nil { failure = error }
        condition.unlock()
    }
}
