import CLMDB
import DocStreamBSON

/// An LMDB transaction, read-only or read-write. It cannot be copied, and `commit()` and
/// `abort()` consume it, so nothing uses it after it ends; dropping it aborts it. A read-only
/// transaction sees the environment as of its beginning, whatever commits meanwhile.
///
/// Reads return LMDB's own bytes, not copies: valid until the transaction ends and, in a write
/// transaction, until its next write.
struct LMDBTransaction: ~Copyable {
    let environment: LMDBEnvironment
    let isReadOnly: Bool
    private let handle: OpaquePointer
    /// False once committed: LMDB has freed the transaction, so deinit must not abort it.
    private var isLive = true

    init(environment: LMDBEnvironment, handle: OpaquePointer, isReadOnly: Bool) {
        self.environment = environment
        self.handle = handle
        self.isReadOnly = isReadOnly
    }

    deinit {
        if isLive { mdb_txn_abort(handle) }
        environment.transactionEnded()
    }

    /// Makes the transaction's writes durable and visible to transactions that begin later.
    /// The transaction is over either way.
    consuming func commit() throws(DocStreamError) {
        isLive = false
        let code = mdb_txn_commit(handle)
        guard code == 0 else { throw .lmdb(code, "mdb_txn_commit", path: path) }
    }

    /// Ends the transaction, dropping its writes.
    consuming func abort() {
        // deinit aborts.
    }

    private var path: String { environment.path }

    /// The transaction's id: for a read transaction, that of the last commit it sees.
    var id: Int { Int(mdb_txn_id(handle)) }

    /// Opens the database `name` (nil: the unnamed one), creating it when missing. Only write
    /// transactions open databases: LMDB forbids opening them in concurrent transactions, and
    /// write transactions never are. The flags must be those the database was created with.
    func openDatabase(named name: String?, flags: LMDBDatabase.Flags = []) throws(DocStreamError) -> LMDBDatabase {
        try openDatabase(named: name, flags: flags, create: true)!
    }

    /// Opens the database `name` as `openDatabase` does, or nil when it is missing: the
    /// transaction writes nothing.
    func existingDatabase(named name: String?, flags: LMDBDatabase.Flags = []) throws(DocStreamError) -> LMDBDatabase? {
        try openDatabase(named: name, flags: flags, create: false)
    }

    private func openDatabase(named name: String?, flags: LMDBDatabase.Flags, create: Bool) throws(DocStreamError) -> LMDBDatabase? {
        let operation = "mdb_dbi_open \(name.map { "'\($0)'" } ?? "(unnamed)")"
        guard !isReadOnly else { throw .lmdbMisuse("databases are opened in write transactions", path: path) }
        var database: MDB_dbi = 0
        var code = mdb_dbi_open(handle, name, flags.rawValue | (create ? UInt32(MDB_CREATE) : 0), &database)
        if code == MDB_NOTFOUND && !create { return nil }
        // A database this environment has open already is given back without its flags
        // being compared: compare them here.
        var actual: UInt32 = 0
        if code == 0 { code = mdb_dbi_flags(handle, database, &actual) }
        if code == 0 && LMDBDatabase.Flags(rawValue: actual).intersection([.integerKey, .duplicateSort]) != flags {
            code = MDB_INCOMPATIBLE
        }
        guard code == 0 else { throw .lmdb(code, operation, path: path) }
        return LMDBDatabase(handle: database, flags: flags)
    }

    /// The value of `key`, or nil when there is none; in a duplicate-sorted database, the first.
    func get(_ key: [UInt8], in database: LMDBDatabase) throws(DocStreamError) -> UnsafeRawBufferPointer? {
        try check(key)
        var value = MDB_val()
        let code = MDB_val.with(key) { mdb_get(handle, database.handle, &$0, &value) }
        if code == MDB_NOTFOUND { return nil }
        guard code == 0 else { throw .lmdb(code, "mdb_get", path: path) }
        return value.buffer
    }

    /// Stores `value` under `key`, replacing its value, or in a duplicate-sorted database
    /// adding it to the key's values. With `overwrite` false a key that is there keeps its
    /// value(s) and the result is false.
    @discardableResult
    func put(_ value: [UInt8], for key: [UInt8], in database: LMDBDatabase, overwrite: Bool = true) throws(DocStreamError) -> Bool {
        try requireWritable()
        try check(key)
        let code = MDB_val.with(key) { key in
            MDB_val.with(value) { value in
                mdb_put(handle, database.handle, &key, &value, overwrite ? 0 : UInt32(MDB_NOOVERWRITE))
            }
        }
        if code == MDB_KEYEXIST && !overwrite { return false }
        guard code == 0 else { throw .lmdb(code, "mdb_put", path: path) }
        return true
    }

    /// Deletes `key` with all its values, or only `value` of a duplicate-sorted database's key;
    /// false when there was nothing to delete.
    @discardableResult
    func delete(_ key: [UInt8], value: [UInt8]? = nil, in database: LMDBDatabase) throws(DocStreamError) -> Bool {
        try requireWritable()
        try check(key)
        let code = MDB_val.with(key) { key in
            guard let value else { return mdb_del(handle, database.handle, &key, nil) }
            return MDB_val.with(value) { mdb_del(handle, database.handle, &key, &$0) }
        }
        if code == MDB_NOTFOUND { return false }
        guard code == 0 else { throw .lmdb(code, "mdb_del", path: path) }
        return true
    }

    /// Deletes every key of `database` in `range`.
    func deleteAll(in range: LMDBKeyRange, of database: LMDBDatabase) throws(DocStreamError) {
        let keys = try withCursor(on: database) { cursor throws(DocStreamError) in
            var keys: [[UInt8]] = []
            try cursor.visitEntries(in: range) { entry in
                keys.append(Array(entry.key))
                return true
            }
            return keys
        }
        for key in keys { try delete(key, in: database) }
    }

    /// Deletes `database` with its entries, and closes its handle.
    func drop(_ database: LMDBDatabase) throws(DocStreamError) {
        try requireWritable()
        let code = mdb_drop(handle, database.handle, 1)
        guard code == 0 else { throw .lmdb(code, "mdb_drop", path: path) }
    }

    /// Runs `body` with a cursor over `database`, closed when `body` returns.
    func withCursor<Result>(
        on database: LMDBDatabase, _ body: (borrowing LMDBCursor) throws(DocStreamError) -> Result
    ) throws(DocStreamError) -> Result {
        var cursor: OpaquePointer?
        let code = mdb_cursor_open(handle, database.handle, &cursor)
        guard code == 0, let cursor else { throw .lmdb(code, "mdb_cursor_open", path: path) }
        return try body(LMDBCursor(handle: cursor, database: database, path: path))
    }

    private func requireWritable() throws(DocStreamError) {
        guard !isReadOnly else { throw .lmdbMisuse("a read-only transaction cannot write", path: path) }
    }

    private func check(_ key: [UInt8]) throws(DocStreamError) {
        guard key.count >= 1, key.count <= environment.maxKeySize else {
            throw .lmdbMisuse("a key of \(key.count) bytes: LMDB takes keys of 1 to \(environment.maxKeySize) bytes", path: path)
        }
    }
}
