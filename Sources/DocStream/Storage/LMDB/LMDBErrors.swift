import CLMDB
import DocStreamBSON

/// LMDB's failures as DocStreamErrors, with the MongoDB codes nearest their meaning; the
/// message names the LMDB call and its return code (LMDB's symbol and text, and the number),
/// the location the environment's path:
/// - 14031 OutOfDiskSpace: MDB_MAP_FULL, the map size is used up. The write
///   transaction is over; the environment stays open and takes the write after `setMapSize`
///   with a larger size.
/// - 46 LockBusy: MDB_READERS_FULL, every slot of the lock file's reader table is taken
///   (`maxReaders`).
/// - 301 DataCorruptionDetected: the file is not an LMDB environment of this version, or is
///   damaged (MDB_INVALID, MDB_VERSION_MISMATCH, MDB_CORRUPTED, MDB_PAGE_NOTFOUND, MDB_PANIC).
/// - 39 FileStreamFailed, or 14031 OutOfDiskSpace for ENOSPC: a system call failed;
///   `systemErrno` holds the errno, as for the journal's files (`storageIO`).
/// - 1 InternalError: LMDB's other codes (too many databases, a database opened with other
///   flags than it was created with) and misuse caught before reaching LMDB (a closed
///   environment, a write in a read-only transaction, a key LMDB cannot take).
extension DocStreamError {
    static func lmdb(_ code: Int32, _ operation: String, path: String) -> DocStreamError {
        // A system call's errno (LMDB's codes are negative): what the journal's files answer.
        if code > 0 { return .storageIO(operation, path: path, errno: code) }
        let errorCode: ErrorCode
        var advice = ""
        switch code {
        case MDB_MAP_FULL:
            errorCode = .outOfDiskSpace
            advice = "; the transaction was aborted: set a larger map size and retry"
        case MDB_READERS_FULL:
            errorCode = .lockBusy
            advice = "; end other read transactions or open the environment with more readers"
        case MDB_INVALID, MDB_VERSION_MISMATCH, MDB_CORRUPTED, MDB_PAGE_NOTFOUND, MDB_PANIC:
            errorCode = .dataCorruptionDetected
        case MDB_DBS_FULL:
            errorCode = .internalError
            advice = "; open the environment with more databases"
        default:
            errorCode = .internalError
        }
        return DocStreamError(
            errorCode,
            // LMDB's own texts begin with the code's symbol: "MDB_MAP_FULL: Environment mapsize ...".
            "\(operation) failed: \(String(cString: mdb_strerror(code))) (\(code))\(advice)", location: path)
    }

    /// Misuse of the wrapper that never reaches LMDB.
    static func lmdbMisuse(_ message: String, path: String) -> DocStreamError {
        DocStreamError(.internalError, message, location: path)
    }
}
