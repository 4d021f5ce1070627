import DocStreamBSON
import Foundation
import Glibc

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

    public init(directory: URL) throws(DocStreamError) {
        path = directory.appendingPathComponent("store.lock").path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .storageIO("open", path: path) }
        do {
            try acquire()
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

    private func acquire() throws(DocStreamError) {
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            guard errno == EWOULDBLOCK else { throw .storageIO("flock", path: path) }
            // The holder may not have written its pid yet; then the message says so.
            let contents = try? FileDescriptorIO.readAll(from: descriptor, path: path)
            let holder = contents.flatMap { Int32(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
            throw .storeInUse(path: path, holder: holder)
        }
        guard ftruncate(descriptor, 0) == 0 else { throw .storageIO("ftruncate", path: path) }
        try FileDescriptorIO.write(Array("\(getpid())\n".utf8), to: descriptor, at: 0, path: path)
    }
}
