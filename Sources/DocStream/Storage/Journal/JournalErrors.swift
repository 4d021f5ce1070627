import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Storage errors, with the MongoDB codes that mean the same:
/// - 301 DataCorruptionDetected, a corrupt journal: a whole journal record (the last one
///   included) fails its checksum or is not BSON; the location names the file and the record's
///   byte offset, and the message the `docstream repair` command that salvages the store. The
///   store does not open.
/// - 39 FileStreamFailed: a system call on a storage file failed (EIO, ...). MongoDB's code
///   for a file that cannot be read or written; FileNotOpen would claim the file was never
///   opened, and InternalError a fault of DocStream's own. A full disk (ENOSPC) is
///   14031 OutOfDiskSpace instead, so callers can tell the one failure they can remedy. The
///   message holds the call and the system's reason, `systemErrno` the errno.
extension DocStreamError {
    static func journalCorrupt(path: String, offset: Int, reason: String) -> DocStreamError {
        // The journal files lie directly in the store's directory.
        let store = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return DocStreamError(
            .dataCorruptionDetected,
            "journal record is corrupt (\(reason)); the store cannot open until it is repaired: "
                + "`docstream repair --db \(store)` keeps the damaged files aside and salvages every intact record",
            location: "\(path), offset \(offset)")
    }

    /// A file-system call Foundation made failed: 39 FileStreamFailed (14031 OutOfDiskSpace
    /// for ENOSPC), with the errno Foundation's error carries as `systemErrno`.
    static func fileSystem(_ operation: String, _ error: any Error, path: String) -> DocStreamError {
        let code = posixErrno(of: error)
        return DocStreamError(
            code == ENOSPC ? .outOfDiskSpace : .fileStreamFailed, "\(operation): \(error.localizedDescription)", location: path, systemErrno: code)
    }

    /// Foundation wraps the system's error (a `POSIXError`) as the underlying error of its own.
    private static func posixErrno(of error: any Error) -> Int32? {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        return (error.userInfo[NSUnderlyingErrorKey] as? any Error).flatMap(posixErrno(of:))
    }

    /// Built from `errno` right after the failing call.
    static func storageIO(_ operation: String, path: String, errno code: Int32 = errno) -> DocStreamError {
        DocStreamError(
            code == ENOSPC ? .outOfDiskSpace : .fileStreamFailed, "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))",
            location: path, systemErrno: code)
    }

    /// 39 FileStreamFailed: another process removed the journal file, or cut it short, while
    /// the store had it open.
    static func journalLost(path: String, damage: String) -> DocStreamError {
        DocStreamError(
            .fileStreamFailed,
            "the journal file was \(damage) while the store had it open: the write is refused, and the store "
                + "checkpoints what it holds into its data environment and starts a new journal",
            location: path)
    }

    /// MongoDB 98 DBPathInUse: another process holds the store's directory.
    static func storeInUse(path: String, holder: Int32?) -> DocStreamError {
        let who = holder.map { "process \($0)" } ?? "another process"
        return DocStreamError(.dbPathInUse, "store is in use by \(who)", location: path)
    }
}
