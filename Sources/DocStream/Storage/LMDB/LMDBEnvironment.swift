import CLMDB
import CMapGuard
import DocStreamBSON
import Foundation
import Synchronization

/// An LMDB environment: one memory-mapped data file and its lock file, holding named
/// databases, with one writer and any number of readers (in this process and others), each
/// read transaction a snapshot.
///
/// Read transactions are not tied to threads (MDB_NOTLS), so a task may carry one across
/// suspension points; a write transaction must end on the thread it began on, which the
/// scoped `write { }` guarantees.
///
/// A data file another program cuts short while a read is inside the map would stop the process
/// with SIGBUS; the file's maps are guarded (CMapGuard, on Linux), so the read sees zeros in place
/// of the lost pages instead, and the environment refuses that read's result and everything
/// after it with 301 DataCorruptionDetected (`mapFaultError`).
///
/// Closing is safe at any time: transactions still open keep working, and the environment
/// closes when the last of them ends; after `close()` new transactions fail with an error.
///
/// ```swift
/// let environment = try LMDBEnvironment(directory: url, options: .init(mapSize: 1 << 30, maxDatabases: 8))
/// let records = try environment.write { txn throws(DocStreamError) in try txn.openDatabase(named: "records") }
/// try environment.write { txn throws(DocStreamError) in try txn.put(value, for: key, in: records) }
/// ```
final class LMDBEnvironment: Sendable {
    struct Options: Sendable {
        /// The largest size the data file may grow to, in bytes; address space is reserved
        /// for all of it, but the file grows only as pages are written.
        var mapSize: Int
        /// How many named databases may be opened (0: only the unnamed one).
        var maxDatabases = 0
        /// How many read transactions may be open at once, across all processes.
        var maxReaders = 126
    }

    /// The directory holding `data.mdb` and `lock.mdb`, or the data file itself.
    let path: String
    /// The data file: `data.mdb` in the directory, or the file itself.
    private let dataFile: String
    /// The longest key LMDB takes, as it was built (511 bytes by default).
    let maxKeySize: Int
    /// The data file's page size, as its header gives it.
    private let pageSize: Int
    /// The number of the guard over the data file's map (-1: none, and the map is unguarded).
    private let mapGuard: Int32
    private let state: Mutex<State>

    private struct State {
        var handle: OpaquePointer?
        var openTransactions = 0
        var isClosing = false
    }

    /// Opens the environment in `directory`, creating the directory and its files when missing.
    convenience init(directory: URL, options: Options) throws(DocStreamError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem("creating the directory failed", error, path: directory.path)
        }
        try self.init(path: directory.path, flags: 0, options: options)
    }

    /// Opens the environment in the single file `file` (its lock file beside it, `file-lock`),
    /// creating it when missing.
    convenience init(file: URL, options: Options) throws(DocStreamError) {
        try self.init(path: file.path, flags: UInt32(MDB_NOSUBDIR), options: options)
    }

    private init(path: String, flags: UInt32, options: Options) throws(DocStreamError) {
        self.path = path
        dataFile = flags & UInt32(MDB_NOSUBDIR) != 0 ? path : path + "/data.mdb"
        var handle: OpaquePointer?
        var code = mdb_env_create(&handle)
        guard code == 0, let handle else { throw .lmdb(code, "mdb_env_create", path: path) }
        code = mdb_env_set_mapsize(handle, options.mapSize)
        if code == 0 { code = mdb_env_set_maxdbs(handle, MDB_dbi(options.maxDatabases)) }
        if code == 0 { code = mdb_env_set_maxreaders(handle, UInt32(options.maxReaders)) }
        do throws(DocStreamError) {
            if code == 0 { try Self.allocateLockFile(flags & UInt32(MDB_NOSUBDIR) != 0 ? path + "-lock" : path + "/lock.mdb", options: options) }
        } catch {
            mdb_env_close(handle)
            throw error
        }
        if code == 0 { code = mdb_env_open(handle, path, flags | UInt32(MDB_NOTLS), 0o644) }
        guard code == 0 else {
            mdb_env_close(handle)
            throw .lmdb(code, "mdb_env_open", path: path)
        }
        // The open read both header pages, so LMDB's reads of them through its map are safe.
        var statistics = MDB_stat()
        code = mdb_env_stat(handle, &statistics)
        guard code == 0 else {
            mdb_env_close(handle)
            throw .lmdb(code, "mdb_env_stat", path: path)
        }
        pageSize = Int(statistics.ms_psize)
        if let cutShort = Self.cutShortError(dataFile, openIn: handle, pageSize: pageSize) {
            mdb_env_close(handle)
            throw cutShort
        }
        maxKeySize = Int(mdb_env_get_maxkeysize(handle))
        var descriptor: Int32 = -1
        mapGuard = mdb_env_get_fd(handle, &descriptor) == 0 ? docstream_map_guard_register(descriptor) : -1
        state = Mutex(State(handle: handle))
    }

    /// Writes the lock file's zeros before LMDB maps it. LMDB sizes a new lock file with
    /// ftruncate, which allocates no disk blocks, and then writes through its map: on a full
    /// disk that write has no block to land in and the kernel stops the process with SIGBUS.
    /// Written here, a full disk is an error (OutOfDiskSpace) instead.
    private static func allocateLockFile(_ path: String, options: Options) throws(DocStreamError) {
        // LMDB's lock file: a header of two cache lines and a cache line a reader.
        do {
            try FileDescriptorIO.writeZeros(toFileAt: path, upTo: (options.maxReaders + 2) * 64)
        } catch  where error.errorCode != .outOfDiskSpace {
            // Left to LMDB, which opens a read-only store on a read-only file system without
            // its lock file, and reports what else it cannot do.
        }
    }

    deinit {
        // Transactions hold the environment, so none is open by now.
        state.withLock { state in
            guard let handle = state.handle else { return }
            docstream_map_guard_unregister(mapGuard)
            mdb_env_close(handle)
        }
    }

    /// Closes the environment now, or when its last open transaction ends. Closing twice is
    /// harmless.
    func close() {
        state.withLock { state in
            state.isClosing = true
            closeIfIdle(&state)
        }
    }

    /// Sets the map size, in bytes, for example after an OutOfDiskSpace (MDB_MAP_FULL) error. LMDB allows
    /// this only while no transaction is open in the process; a size below the data in the
    /// file is raised to it.
    func setMapSize(_ size: Int) throws(DocStreamError) {
        try state.withLock { state throws(DocStreamError) in
            let handle = try usableHandle(state)
            guard state.openTransactions == 0 else {
                throw .lmdbMisuse("the map size cannot change while \(state.openTransactions) transactions are open", path: path)
            }
            let code = mdb_env_set_mapsize(handle, size)
            guard code == 0 else { throw .lmdb(code, "mdb_env_set_mapsize", path: path) }
        }
    }

    /// 301 DataCorruptionDetected once a read through the map met a page the data file no
    /// longer holds (another program cut it short during the read): the map holds zeros in that
    /// page's place from then on, so nothing read through it can be trusted; nil until then.
    var mapFaultError: DocStreamError? {
        guard docstream_map_guard_faults(mapGuard) > 0 else { return nil }
        return DocStreamError(
            .dataCorruptionDetected,
            "the data file was cut short while it was being read; nothing more is read from it: reopen the store, and `docstream repair` salvages what it still holds",
            location: dataFile)
    }

    /// Runs `body`, which reads through the map, and throws `mapFaultError` in place of what it
    /// returned or threw when a page of the map faulted meanwhile.
    func checkingMappedReads<Result>(_ body: () throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        let outcome: Swift.Result<Result, DocStreamError>
        do {
            outcome = .success(try body())
        } catch {
            outcome = .failure(error)
        }
        if let fault = mapFaultError { throw fault }
        return try outcome.get()
    }

    /// Runs `body` in `transaction`, one of this environment's kept open across reads (a
    /// snapshot's, a scan's): the data file can be cut short between two of them, so its length
    /// is checked first (`dataFileCutShortError`), and the map's faults after
    /// (`checkingMappedReads`).
    func readKept<Result>(
        _ transaction: borrowing LMDBTransaction, _ body: (borrowing LMDBTransaction) throws(DocStreamError) -> Result
    ) throws(DocStreamError) -> Result {
        if let cutShort = dataFileCutShortError { throw cutShort }
        return try checkingMappedReads { () throws(DocStreamError) in try body(transaction) }
    }

    /// The map size in bytes.
    var mapSize: Int {
        get throws(DocStreamError) {
            try state.withLock { state throws(DocStreamError) in
                var info = MDB_envinfo()
                let code = mdb_env_info(try usableHandle(state), &info)
                guard code == 0 else { throw .lmdb(code, "mdb_env_info", path: path) }
                return info.me_mapsize
            }
        }
    }

    /// Lets go of the data file's pages this process has mapped in: they stay in the system's
    /// page cache, and a later read maps them again (the map is LMDB's read-only, shared view
    /// of the file, so nothing changes). A scan of a collection larger than the cache reads the
    /// whole file through the map, which would otherwise stay in the process's resident memory.
    /// The map is found by the data file's inode in `/proc/self/maps`; elsewhere this does nothing.
    func releaseMappedPages() {
        #if os(Linux)
            let inode: UInt64? = state.withLock { state in
                var descriptor: Int32 = -1
                var status = stat()
                guard let handle = state.handle, mdb_env_get_fd(handle, &descriptor) == 0, fstat(descriptor, &status) == 0 else { return nil }
                return UInt64(status.st_ino)
            }
            guard let inode, let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return }
            // "start-end perms offset device inode path"
            for line in maps.split(separator: "\n") {
                let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
                guard fields.count == 6, UInt64(fields[4]) == inode else { continue }
                let bounds = fields[0].split(separator: "-")
                guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16), end > start,
                    let address = UnsafeMutableRawPointer(bitPattern: start)
                else { continue }
                _ = madvise(address, Int(end - start), MADV_DONTNEED)
            }
        #endif
    }

    /// The error for a data file shorter than the pages its last commit uses (cut short by a
    /// copy, another program or a file system that lost its tail); nil when it holds them all,
    /// or once closed. LMDB reads pages through its map, where a page past the file's end stops
    /// the process with SIGBUS, so such a file is refused before any of them is read: at the
    /// open, before every transaction and before every read through a snapshot kept open. A
    /// cut made while a read is under way is caught by the map's guard (`mapFaultError`).
    var dataFileCutShortError: DocStreamError? {
        state.withLock { state in state.handle.flatMap { Self.cutShortError(dataFile, openIn: $0, pageSize: pageSize) } }
    }

    /// 301 DataCorruptionDetected naming the file, its length and where its pages end (`info`:
    /// `bytes` and `pagesEnd`). The length comes first: LMDB learns where the pages end from
    /// the header pages, read through its map too.
    private static func cutShortError(_ dataFile: String, openIn handle: OpaquePointer, pageSize: Int) -> DocStreamError? {
        var descriptor: Int32 = -1
        var status = stat()
        guard mdb_env_get_fd(handle, &descriptor) == 0, fstat(descriptor, &status) == 0 else { return nil }
        let length = Int(status.st_size)
        let repair = "`docstream repair` salvages what it still holds"
        guard length >= 2 * pageSize else {
            return DocStreamError(
                .dataCorruptionDetected, "the data file is cut short: \(length) bytes, without its two header pages; \(repair)", location: dataFile,
                info: ["bytes": .int64(Int64(length))])
        }
        var info = MDB_envinfo()
        guard mdb_env_info(handle, &info) == 0 else { return nil }
        let pagesEnd = (info.me_last_pgno + 1) * pageSize
        guard length < pagesEnd else { return nil }
        return DocStreamError(
            .dataCorruptionDetected, "the data file is cut short: \(length) bytes, where its pages end at byte \(pagesEnd); \(repair)",
            location: dataFile, info: ["bytes": .int64(Int64(length)), "pagesEnd": .int64(Int64(pagesEnd))])
    }

    /// Whether the data file this environment opened no longer has its name (removed, or
    /// another file put in its place); false once closed.
    var dataFileIsUnlinked: Bool {
        state.withLock { state in state.handle.map { Self.isUnlinked(dataFile, openIn: $0) } ?? false }
    }

    private static func isUnlinked(_ dataFile: String, openIn handle: OpaquePointer) -> Bool {
        var descriptor: Int32 = -1
        var opened = stat()
        var named = stat()
        guard mdb_env_get_fd(handle, &descriptor) == 0, fstat(descriptor, &opened) == 0 else { return false }
        return stat(dataFile, &named) != 0 || named.st_dev != opened.st_dev || named.st_ino != opened.st_ino
    }

    /// Writes the environment back to its data file's path when another process removed the
    /// file or its directory, or put another file in its place, while the environment was open.
    /// LMDB goes on with the file it opened, which no longer has that name, so what it holds
    /// would be lost when the process ends. A copy as of the last commit is written beside the
    /// path, synced and renamed into place. The environment keeps the file it opened, so each
    /// later call writes the copy again.
    ///
    /// - Throws: `DocStreamError` 39 FileStreamFailed or 14031 OutOfDiskSpace, naming the file
    ///   and errno, when the copy cannot be written.
    func restoreDataFileIfUnlinked() throws(DocStreamError) {
        let handle = try state.withLock { state throws(DocStreamError) in
            let handle = try usableHandle(state)
            state.openTransactions += 1
            return handle
        }
        defer { transactionEnded() }
        guard Self.isUnlinked(dataFile, openIn: handle) else { return }
        let file = URL(fileURLWithPath: dataFile)
        let directory = file.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: directory.path) {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw .fileSystem("creating the directory failed", error, path: directory.path)
            }
            try FileDescriptorIO.syncDirectory(directory.deletingLastPathComponent().path)
        }
        try FileDescriptorIO.replace(file) { (copy, path) throws(DocStreamError) in
            let code = mdb_env_copyfd2(handle, copy, 0)
            guard code == 0 else { throw .lmdb(code, "mdb_env_copyfd2", path: path) }
            // The copy reads every page through the map: zeros in place of lost ones are no copy.
            if let fault = mapFaultError { throw fault }
        }
    }

    /// The id of the last committed write transaction, in any process; nil once closed.
    var lastCommit: Int? {
        state.withLock { state in
            guard let handle = state.handle else { return nil }
            var info = MDB_envinfo()
            guard mdb_env_info(handle, &info) == 0 else { return nil }
            return Int(info.me_last_txnid)
        }
    }

    /// Runs `body` in a read-only transaction: a snapshot of the last commit when it began.
    func read<Result>(_ body: (borrowing LMDBTransaction) throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        let transaction = try beginTransaction(readOnly: true)
        return try checkingMappedReads { () throws(DocStreamError) in try body(transaction) }
    }

    /// Runs `body` in `snapshot`'s transaction (one of this environment's), or in a read-only
    /// transaction of its own when there is none.
    func read<Result>(
        through snapshot: LMDBSnapshot?, _ body: (borrowing LMDBTransaction) throws(DocStreamError) -> Result
    ) throws(DocStreamError) -> Result {
        if let snapshot { return try snapshot.read(body) }
        return try read(body)
    }

    /// Runs `body` in a write transaction, committed when it returns and aborted when it throws
    /// or a read through the map faulted (`mapFaultError`): pages copied from zeros would be
    /// written back as data.
    @discardableResult
    func write<Result>(_ body: (borrowing LMDBTransaction) throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        let transaction = try beginTransaction(readOnly: false)
        let result = try checkingMappedReads { () throws(DocStreamError) in try body(transaction) }
        try transaction.commit()
        // The commit reads the free list through the map too: a fault there fails the write,
        // so a checkpoint keeps the journal files it would otherwise delete.
        if let fault = mapFaultError { throw fault }
        return result
    }

    /// Begins a transaction; it aborts when dropped without `commit()`. A write transaction
    /// waits for the one writer at a time (across processes) and must end on this thread.
    func beginTransaction(readOnly: Bool) throws(DocStreamError) -> LMDBTransaction {
        let handle = try state.withLock { state throws(DocStreamError) in
            let handle = try usableHandle(state)
            if let fault = mapFaultError { throw fault }
            if let cutShort = Self.cutShortError(dataFile, openIn: handle, pageSize: pageSize) { throw cutShort }
            state.openTransactions += 1
            return handle
        }
        var transaction: OpaquePointer?
        var code = mdb_txn_begin(handle, nil, readOnly ? UInt32(MDB_RDONLY) : 0, &transaction)
        if code == MDB_MAP_RESIZED {
            // Another process grew the map: adopt its size (allowed while this is the process's
            // only transaction) and begin again.
            code = state.withLock { $0.openTransactions == 1 ? mdb_env_set_mapsize(handle, 0) : MDB_MAP_RESIZED }
            if code == 0 { code = mdb_txn_begin(handle, nil, readOnly ? UInt32(MDB_RDONLY) : 0, &transaction) }
        }
        guard code == 0, let transaction else {
            transactionEnded()
            throw .lmdb(code, readOnly ? "mdb_txn_begin (read-only)" : "mdb_txn_begin", path: path)
        }
        return LMDBTransaction(environment: self, handle: transaction, isReadOnly: readOnly)
    }

    /// Called once by every transaction that began, when it has ended.
    func transactionEnded() {
        state.withLock { state in
            state.openTransactions -= 1
            closeIfIdle(&state)
        }
    }

    private func usableHandle(_ state: State) throws(DocStreamError) -> OpaquePointer {
        guard !state.isClosing, let handle = state.handle else {
            throw .lmdbMisuse("the LMDB environment is closed", path: path)
        }
        return handle
    }

    private func closeIfIdle(_ state: inout State) {
        guard state.isClosing, state.openTransactions == 0, let handle = state.handle else { return }
        docstream_map_guard_unregister(mapGuard)
        mdb_env_close(handle)
        state.handle = nil
    }
}
