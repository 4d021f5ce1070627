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
package final class StoreLock: Sendable {
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
        let path = directory.appendingPathComponent("store.lock").path
        // Locked before any property is set: an init that throws once they all are runs
        // deinit, which would empty and close the descriptor after the close here, and by then
        // its number may be another file's (a store in use is an ordinary failure).
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard opened >= 0 else { throw .storageIO("open", path: path) }
        do {
            try Self.acquire(opened, path: path, patience: patience)
        } catch {
            close(opened)
            throw error
        }
        self.path = path
        descriptor = opened
    }

    deinit {
        // Emptied while still held, so no later reader sees a pid that no longer owns it.
        _ = ftruncate(descriptor, 0)
        close(descriptor)
    }

    private static func acquire(_ descriptor: Int32, path: String, patience: Duration) throws(DocStreamError) {
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
