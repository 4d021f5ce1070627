import CLMDB

/// A database in an LMDB environment: the unnamed one or a named one. The handle is valid in
/// every later transaction of the environment once the transaction that opened it committed.
struct LMDBDatabase: Sendable, Hashable {
    struct Flags: OptionSet, Sendable, Hashable {
        let rawValue: UInt32

        /// Keys are native-endian `UInt32` or `UInt64` values, ordered as numbers.
        static let integerKey = Flags(rawValue: UInt32(MDB_INTEGERKEY))
        /// A key holds any number of distinct values, kept in byte order.
        static let duplicateSort = Flags(rawValue: UInt32(MDB_DUPSORT))
    }

    let handle: MDB_dbi
    let flags: Flags
}
