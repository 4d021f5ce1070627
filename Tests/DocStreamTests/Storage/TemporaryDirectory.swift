import Foundation

/// A fresh directory for one test, removed when the test ends.
struct TemporaryDirectory: ~Copyable {
    let url: URL
    /// Whether a tmpfs is mounted on it, unmounted when it goes.
    private let isMounted: Bool

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        isMounted = false
    }

    /// A directory with a tmpfs of `size` (as mount's `size=` option takes it) mounted on it: a
    /// real file system that fills up. Mounting needs root.
    init(tmpfsOfSize size: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("docstream-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        do {
            try runProcess("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", url.path])
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
        isMounted = true
    }

    deinit {
        if isMounted { try? runProcess("/bin/umount", [url.path]) }
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Fills the file system the directory is on (its tmpfs) with a file, leaving about
    /// `bytes` free.
    func fill(leaving bytes: Int) throws {
        var status = statvfs()
        guard statvfs(url.path, &status) == 0 else { throw CocoaError(.fileReadUnknown) }
        let free = Int(status.f_bavail) * Int(status.f_frsize)
        try Data(count: max(0, free - bytes)).write(to: file("filler"))
    }
}
