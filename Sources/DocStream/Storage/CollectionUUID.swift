import DocStreamBSON
import Foundation

/// Collection UUIDs: every collection gets one when it is created, kept with it (the journal's
/// and the checkpoint's create records), shown by listCollections as `info.uuid` and carried
/// by change events as `collectionUUID` (with showExpandedEvents), as MongoDB does. A view
/// has none.
extension UUID {
    /// The UUID a BSON binary of subtype 4 holds; nil for any other value.
    init?(bson value: BSONValue) {
        guard case .binary(let binary) = value, binary.subtype == BSONBinary.uuid, binary.data.count == 16 else { return nil }
        let bytes = binary.data
        self.init(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    /// The UUID as BSON: binary of subtype 4.
    var bsonValue: BSONValue {
        .binary(BSONBinary(subtype: BSONBinary.uuid, data: withUnsafeBytes(of: uuid) { Array($0) }))
    }

    /// The UUID of a collection whose records were written before collections had UUIDs (or
    /// that replay finds without its create record):
    /// derived from its namespace, so every open of the store gives it the same one until a
    /// checkpoint records it.
    static func recordedBefore(_ namespace: Namespace) -> UUID {
        let name = Array("docstream collection \(namespace)".utf8)
        var bytes: [UInt8] = []
        for seed in UInt8(0)..<4 {
            withUnsafeBytes(of: CRC32C.checksum([seed] + name).bigEndian) { bytes += $0 }
        }
        // A version 4 (random) UUID's version and variant bits.
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(bson: BSONValue.binary(BSONBinary(subtype: BSONBinary.uuid, data: bytes)))!
    }
}

extension CollectionData {
    /// An empty collection that replay brings into being without a create record.
    init(recordedBefore namespace: Namespace) {
        self.init()
        uuid = UUID.recordedBefore(namespace)
    }
}
