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
}
