import CLMDB
import DocStreamBSON

/// A key and value as LMDB holds them (no copies), valid as long as reads from its
/// transaction are.
struct LMDBEntry {
    let key: UnsafeRawBufferPointer
    let value: UnsafeRawBufferPointer
}

/// Keys from `lower` to `upper`, each bound inclusive or exclusive, or open when nil.
struct LMDBKeyRange: Sendable {
    struct Bound: Sendable {
        var key: [UInt8]
        var isInclusive: Bool

        static func inclusive(_ key: [UInt8]) -> Bound { Bound(key: key, isInclusive: true) }
        static func exclusive(_ key: [UInt8]) -> Bound { Bound(key: key, isInclusive: false) }
    }

    var lower: Bound?
    var upper: Bound?

    static let all = LMDBKeyRange()

    init(lower: Bound? = nil, upper: Bound? = nil) {
        self.lower = lower
        self.upper = upper
    }

    /// Every key that starts with `prefix`.
    init(startingWith prefix: [UInt8]) {
        self.init(lower: .inclusive(prefix), upper: prefix.successorOfPrefix.map { .exclusive($0) })
    }
}

/// A position in one database of a transaction, moved in the database's key order (and, in a
/// duplicate-sorted database, through a key's values in their order). Every move returns the
/// entry it lands on, or nil when it runs off either end. Made by `LMDBTransaction.withCursor`
/// and closed when that returns.
struct LMDBCursor: ~Copyable {
    private let handle: OpaquePointer
    let database: LMDBDatabase
    private let path: String

    init(handle: OpaquePointer, database: LMDBDatabase, path: String) {
        self.handle = handle
        self.database = database
        self.path = path
    }

    deinit {
        mdb_cursor_close(handle)
    }

    func first() throws(DocStreamError) -> LMDBEntry? { try move(MDB_FIRST) }

    func last() throws(DocStreamError) -> LMDBEntry? { try move(MDB_LAST) }

    func next() throws(DocStreamError) -> LMDBEntry? { try move(MDB_NEXT) }

    func previous() throws(DocStreamError) -> LMDBEntry? { try move(MDB_PREV) }

    /// The first entry whose key is `key` or after it.
    func seek(atLeast key: [UInt8]) throws(DocStreamError) -> LMDBEntry? {
        // Every key follows the empty one, which LMDB does not take as a key.
        guard !key.isEmpty else { return try first() }
        var found = MDB_val()
        var value = MDB_val()
        let code = MDB_val.with(key) { key in
            let code = mdb_cursor_get(handle, &key, &value, MDB_SET_RANGE)
            found = key
            return code
        }
        return try entry(code, found, value)
    }

    /// Calls `body` with the entries whose keys lie in `range`, in key order or, with
    /// `reverse`, in the opposite order, until `body` returns false.
    func visitEntries(
        in range: LMDBKeyRange = .all, reverse: Bool = false, _ body: (LMDBEntry) throws(DocStreamError) -> Bool
    ) throws(DocStreamError) {
        var current = try reverse ? start(atUpper: range.upper) : start(atLower: range.lower)
        let end = reverse ? range.lower : range.upper
        while let entry = current, within(entry, end, reverse: reverse) {
            guard try body(entry) else { return }
            current = try reverse ? previous() : next()
        }
    }

    private func start(atLower bound: LMDBKeyRange.Bound?) throws(DocStreamError) -> LMDBEntry? {
        guard let bound else { return try first() }
        guard let entry = try seek(atLeast: bound.key) else { return nil }
        // An exclusive bound starts past the key and all its values.
        return bound.isInclusive || compare(entry.key, bound.key) != 0 ? entry : try move(MDB_NEXT_NODUP)
    }

    private func start(atUpper bound: LMDBKeyRange.Bound?) throws(DocStreamError) -> LMDBEntry? {
        guard let bound else { return try last() }
        guard let entry = try seek(atLeast: bound.key) else { return try last() }
        guard bound.isInclusive, compare(entry.key, bound.key) == 0 else { return try previous() }
        // At the key's first value; going backward its last one comes first. LMDB gives only
        // the value for that move: the key is the one found.
        guard database.flags.contains(.duplicateSort), let last = try move(MDB_LAST_DUP) else { return entry }
        return LMDBEntry(key: entry.key, value: last.value)
    }

    /// Whether `entry` has not gone past `bound`, the range's end in the direction of travel.
    private func within(_ entry: LMDBEntry, _ bound: LMDBKeyRange.Bound?, reverse: Bool) -> Bool {
        guard let bound else { return true }
        let comparison = compare(entry.key, bound.key) * (reverse ? -1 : 1)
        return comparison < 0 || (comparison == 0 && bound.isInclusive)
    }

    /// The database's own key order (so numbers in an integer-key database compare as numbers).
    private func compare(_ key: UnsafeRawBufferPointer, _ other: [UInt8]) -> Int {
        var left = MDB_val(mv_size: key.count, mv_data: UnsafeMutableRawPointer(mutating: key.baseAddress))
        let order = MDB_val.with(other) { mdb_cmp(mdb_cursor_txn(handle), database.handle, &left, &$0) }
        return Int(order.signum())
    }

    private func move(_ operation: MDB_cursor_op) throws(DocStreamError) -> LMDBEntry? {
        var key = MDB_val()
        var value = MDB_val()
        let code = mdb_cursor_get(handle, &key, &value, operation)
        return try entry(code, key, value)
    }

    private func entry(_ code: Int32, _ key: MDB_val, _ value: MDB_val) throws(DocStreamError) -> LMDBEntry? {
        if code == MDB_NOTFOUND { return nil }
        guard code == 0 else { throw .lmdb(code, "mdb_cursor_get", path: path) }
        return LMDBEntry(key: key.buffer, value: value.buffer)
    }
}

extension [UInt8] {
    /// The first bytes after every string that starts with these; nil when there are none
    /// (only 0xFF bytes).
    var successorOfPrefix: [UInt8]? {
        var bytes = self
        while let last = bytes.popLast() {
            if last < 0xFF { return bytes + [last + 1] }
        }
        return nil
    }
}
