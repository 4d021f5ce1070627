import CLMDB

/// Byte arrays as LMDB's `MDB_val`, which points at them for the length of the call only.
extension MDB_val {
    static func with<Result>(_ bytes: [UInt8], _ body: (inout MDB_val) -> Result) -> Result {
        bytes.withUnsafeBytes { buffer in
            var value = MDB_val(mv_size: buffer.count, mv_data: UnsafeMutableRawPointer(mutating: buffer.baseAddress))
            return body(&value)
        }
    }

    /// The bytes LMDB points at, in its map (or its write transaction's dirty pages).
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: mv_data, count: mv_size) }
}
