import DocStreamBSON

extension DocStreamError {
    /// A record block that cannot be read (cut short, failing its checksum, not decompressing,
    /// not a block's layout): 301 DataCorruptionDetected, as LMDB's own damage is, naming the
    /// collection and the block; the location is the environment's path. Other blocks stay readable.
    static func damagedRecordBlock(_ namespace: Namespace, block: UInt64, _ reason: String, path: String) -> DocStreamError {
        DocStreamError(.dataCorruptionDetected, "record block \(block) of collection \(namespace) is damaged: \(reason)", location: path)
    }

    /// Damage in a record store outside its blocks (its state record, a key or an `_id`
    /// entry that is not what the store writes).
    static func damagedRecordStore(_ namespace: Namespace, _ reason: String, path: String) -> DocStreamError {
        DocStreamError(.dataCorruptionDetected, "the record store of collection \(namespace) is damaged: \(reason)", location: path)
    }

    /// A document stored without an `_id`: the caller gives every document one, as inserts do.
    static func recordWithoutID(_ namespace: Namespace) -> DocStreamError {
        .badValue("a document stored in the record store of \(namespace) needs an _id")
    }
}
