import DocStreamBSON
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One process at a time per store directory: an exclusive advisory lock (`flock`) on
/// `DIR/store.lock`, which holds the owner's pid for the error the next opener sees.
///
/// The lock belongs to the open file and goes away with it, also when the process dies, so
/// a crash leaves no stale lock. Opening the same directory twice in one process fails too.
///
/// ```swift
/// let lock = try StoreLock(directory: url)   // DBPathInUse: "store is in use by process 4242"
/// ```
public final class StoreLock: Sendable {
    public let path: String
    private let descriptor: Int32

    /// Takes the lock of the store in `directory`. A holder that names itself (its pid is in
    /// the file) fails the open at once; a lock held while the file names nobody is waited
    /// for up to `patience`: its holder is letting go (the file is emptied just before it is
    /// closed) or has just taken it. A child process that another thread is starting holds a
    /// copy of every open descriptor until it runs its program, so a lock let go just then
    /// stays held for that moment: reopening a store right after closing it, in a process
    /// that starts others, must not fail on it.
    public init(directory: URL, patience: Duration = .seconds(5)) throws(DocStreamError) {
        path = directory.appendingPathComponent("store.lock").path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .storageIO("open", path: path) }
        do {
            try acquire(patience: patience)
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit {
        // Emptied while still held, so no later reader sees a pid that no longer owns it.
        _ = ftruncate(descriptor, 0)
        close(descriptor)
    }

    private func acquire(patience: Duration) throws(DocStreamError) {
        let deadline = ContinuousClock.now + patience
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else { throw .storageIO("flock", path: path) }
            let contents = try? FileDescriptorIO.readAll(from: descriptor, path: path)
            let holder = contents.flatMap { Int32(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
            if holder != nil || ContinuousClock.now >= deadline { throw .storeInUse(path: path, holder: holder) }
            usleep(1_000)
        }
        guard ftruncate(descriptor, 0) == 0 else { throw .storageIO("ftruncate", path: path) }
        try FileDescriptorIO.write(Array("\(getpid())\n".utf8), to: descriptor, at: 0, path: path)
    }
}
