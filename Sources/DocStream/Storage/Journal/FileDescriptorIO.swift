import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Blocking POSIX I/O on storage files, retrying short transfers and EINTR, with failures as
/// `DocStreamError`s naming the file.
enum FileDescriptorIO {
    static func write(_ bytes: [UInt8], to descriptor: Int32, at offset: Int, path: String) throws(DocStreamError) {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .storageIO("write", path: path)
            }
            done += written
        }
    }

    /// Writes zeros after the end of the file at `path` (created when missing) up to `size`
    /// bytes, so that its blocks are allocated; a file as long already is left alone.
    static func writeZeros(toFileAt path: String, upTo size: Int) throws(DocStreamError) {
        var status = stat()
        if stat(path, &status) == 0, Int(status.st_size) >= size { return }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .storageIO("open", path: path) }
        defer { close(descriptor) }
        let existing = Int(lseek(descriptor, 0, SEEK_END))
        guard existing >= 0 else { throw .storageIO("lseek", path: path) }
        guard existing < size else { return }
        try write([UInt8](repeating: 0, count: size - existing), to: descriptor, at: existing, path: path)
    }

    /// The whole file at `path`, or nil when there is none.
    static func contents(ofFileAt path: String) throws(DocStreamError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .storageIO("open", path: path)
        }
        defer { close(descriptor) }
        return try readAll(from: descriptor, path: path)
    }

    /// The file from `offset` (the whole file by default) to its end.
    static func readAll(from descriptor: Int32, at offset: Int = 0, path: String) throws(DocStreamError) -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .storageIO("fstat", path: path) }
        var bytes = [UInt8](repeating: 0, count: max(0, Int(status.st_size) - offset))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .storageIO("read", path: path)
            }
            if count == 0 { break }
            done += count
        }
        bytes.removeLast(bytes.count - done)
        return bytes
    }

    /// Waits until what was written to the file is on the disk. Apple's fsync hands the data to
    /// the drive, whose cache may still lose it on power loss; F_FULLFSYNC asks the drive to
    /// flush too, as SQLite does there for a durable commit.
    static func sync(_ descriptor: Int32, path: String) throws(DocStreamError) {
        #if canImport(Darwin)
            guard fcntl(descriptor, F_FULLFSYNC) == 0 else { throw .storageIO("fcntl(F_FULLFSYNC)", path: path) }
        #else
            guard fsync(descriptor) == 0 else { throw .storageIO("fsync", path: path) }
        #endif
    }

    /// Waits until the file's data is on the disk, with the metadata needed to read it back
    /// (its size), but not its timestamps: on Linux `fdatasync`, which skips the file system's
    /// metadata commit that a changed modification time costs `fsync` every few milliseconds.
    static func syncData(_ descriptor: Int32, path: String) throws(DocStreamError) {
        #if os(Linux)
            guard fdatasync(descriptor) == 0 else { throw .storageIO("fdatasync", path: path) }
        #else
            try sync(descriptor, path: path)
        #endif
    }

    /// Makes `bytes` the contents of the file at `url` so that a crash leaves the old file or
    /// the new one, never a part of one: written beside it (`<name>.tmp`), synced, renamed over
    /// it, and the directory synced.
    static func replace(_ url: URL, with bytes: [UInt8]) throws(DocStreamError) {
        try replace(url) { (descriptor, path) throws(DocStreamError) in try write(bytes, to: descriptor, at: 0, path: path) }
    }

    /// Makes what `write(descriptor, path)` writes to a new file the contents of the file at
    /// `url`, as `replace(_:with:)` does.
    static func replace(_ url: URL, writing write: (Int32, String) throws(DocStreamError) -> Void) throws(DocStreamError) {
        let temporary = url.appendingPathExtension("tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .storageIO("open", path: temporary.path) }
        do throws(DocStreamError) {
            try write(descriptor, temporary.path)
            try sync(descriptor, path: temporary.path)
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
        close(descriptor)
        guard rename(temporary.path, url.path) == 0 else {
            let error = DocStreamError.storageIO("rename", path: temporary.path)
            unlink(temporary.path)
            throw error
        }
        try syncDirectory(url.deletingLastPathComponent().path)
    }

    /// Makes a new directory entry durable: a file's own fsync does not cover its name.
    static func syncDirectory(_ path: String) throws(DocStreamError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .storageIO("open", path: path) }
        defer { close(descriptor) }
        try sync(descriptor, path: path)
    }
}
