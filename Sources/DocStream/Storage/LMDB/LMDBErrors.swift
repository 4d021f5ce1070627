import CLMDB
import DocStreamBSON

/// LMDB's failures as DocStreamErrors. MongoDB has no codes for them, so they carry code 0 and
/// a DocStream code name, as the journal's errors do; the message names the LMDB call and its
/// return code (LMDB's symbol and text, and the number), the location the environment's path:
/// - `StorageMapFull`: MDB_MAP_FULL, the map size is used up. The write transaction is over;
///   the environment stays open and takes the write after `setMapSize` with a larger size.
/// - `StorageReadersFull`: MDB_READERS_FULL, every reader slot is taken (`maxReaders`).
/// - `StorageCorrupt`: the file is not an LMDB environment of this version, or is damaged
///   (MDB_INVALID, MDB_VERSION_MISMATCH, MDB_CORRUPTED, MDB_PAGE_NOTFOUND, MDB_PANIC).
/// - `StorageIOFailed`: a system call failed (an errno value), as for the journal's files.
/// - `StorageEngineError`: LMDB's other codes (too many databases, a database opened with
///   other flags than it was created with) and misuse caught before reaching LMDB (a closed
///   environment, a write in a read-only transaction, a key LMDB cannot take).
extension DocStreamError {
    static func lmdb(_ code: Int32, _ operation: String, path: String) -> DocStreamError {
        let codeName: String
        var advice = ""
        switch code {
        case MDB_MAP_FULL:
            codeName = "StorageMapFull"
            advice = "; the transaction was aborted: set a larger map size and retry"
        case MDB_READERS_FULL:
            codeName = "StorageReadersFull"
            advice = "; end other read transactions or open the environment with more readers"
        case MDB_INVALID, MDB_VERSION_MISMATCH, MDB_CORRUPTED, MDB_PAGE_NOTFOUND, MDB_PANIC:
            codeName = "StorageCorrupt"
        case MDB_DBS_FULL:
            codeName = "StorageEngineError"
            advice = "; open the environment with more databases"
        case _ where code > 0:
            codeName = "StorageIOFailed"
        default:
            codeName = "StorageEngineError"
        }
        return DocStreamError(
            code: 0, codeName: codeName,
            // LMDB's own texts begin with the code's symbol: "MDB_MAP_FULL: Environment mapsize ...".
            message: "\(operation) failed: \(String(cString: mdb_strerror(code))) (\(code > 0 ? "errno " : "")\(code))\(advice)",
            location: path)
    }

    /// Misuse of the wrapper that never reaches LMDB.
    static func lmdbMisuse(_ message: String, path: String) -> DocStreamError {
        DocStreamError(code: 0, codeName: "StorageEngineError", message: message, location: path)
    }
}
