import DocStreamBSON
import Foundation

/// The store's readers of what it finds on disk, for the storage fuzz target (`Fuzz/`,
/// `scripts/fuzz storage`): each takes bytes as a damaged file or LMDB value hands them, and
/// must return or throw `DocStreamError`, never crash, hang or read out of bounds. SPI, not
/// public API.
@_spi(Fuzzing) public enum StorageDecoders {
    /// The readers, chosen by an input's first byte; the rest of the input is what it reads.
    public enum Reader: UInt8, CaseIterable, Sendable {
        /// An `_id` index block (`IDIndexBlock`), its checksum made to match so that the
        /// entries are read.
        case idIndexBlock
        /// A record block (`RecordBlock`), its checksum made to match, then each document.
        case recordBlock
        /// A file of compressed blocks (`CompressedBlocks`): sealed journals and checkpoint catalogs.
        case compressedBlocks
        /// A journal file's framed records, each read as a store record.
        case journal
        /// Documents (BSON back to back) as store records, as recovery applies them, then as a
        /// checkpoint's catalog records.
        case records
    }

    /// Runs the reader that `input`'s first byte names on the rest.
    public static func read(_ input: [UInt8]) {
        guard let first = input.first else { return }
        let reader = Reader.allCases[Int(first) % Reader.allCases.count]
        read(Array(input.dropFirst()), with: reader)
    }

    /// Inputs each reader reads whole, to start a corpus from: the first byte names the reader.
    public static func seeds() throws(DocStreamError) -> [[UInt8]] {
        let drink: Document = ["_id": .objectId(ObjectId()), "name": "Mocha", "price": 4.5, "sizes": ["tall", "grande"]]
        let namespace = try Namespace(database: "shop", collection: "drinks")
        var block = RecordBlockContents(key: 1)
        block.append(1, drink.bytes)
        block.append(2, (["_id": 2, "name": "Latte"] as Document).bytes)
        let idBlock = IDIndexBlock(keys: [try StorageKey(.int32(1)).bytes, try StorageKey(.string("latte")).bytes], recordIDs: [7, 3])
        let records =
            StoreRecord.create(namespace, options: [:], uuid: UUID(), nil).journalRecords
            + StoreRecord.write(namespace, [.insert(drink), .update(before: drink, after: drink), .delete(drink)], nil).journalRecords
            + StoreRecord.createIndexes(namespace, [try IndexSpecification(["key": ["name": 1], "name": "name_1"])], nil).journalRecords
        var framed: [UInt8] = []
        for record in records { JournalFormat.appendRecord(record, to: &framed) }
        var checkpoint: Document = ["op": "checkpoint", "generation": .int64(3), "changeLogTime": .timestamp(BSONTimestamp(seconds: 9, increment: 1))]
        checkpoint["history"] = [
            .document(
                HistorySegment(
                    events: 2, bytes: 400, firstTime: BSONTimestamp(seconds: 8, increment: 1), lastTime: BSONTimestamp(seconds: 8, increment: 2),
                    lastWallTime: BSONDateTime(millisecondsSinceEpoch: 8000)
                ).document(generation: 2))
        ]
        let catalog =
            [checkpoint] + records + [["op": "documents", "db": "shop", "coll": "drinks", "storage": .int64(1), "count": .int64(2)]]
            + [["op": "checkpointEnd", "records": .int64(Int64(records.count + 3))]]
        return [
            [Reader.idIndexBlock.rawValue] + idBlock.stored,
            [Reader.recordBlock.rawValue] + block.stored(version: 1),
            [Reader.compressedBlocks.rawValue] + CompressedBlocks.compress(framed),
            [Reader.journal.rawValue] + framed,
            [Reader.records.rawValue] + catalog.flatMap(\.bytes),
        ]
    }

    private static func read(_ bytes: [UInt8], with reader: Reader) {
        let damaged = { (reason: String) in DocStreamError(.dataCorruptionDetected, reason) }
        switch reader {
        case .idIndexBlock:
            let stored = withChecksum(bytes)
            _ = try? stored.withUnsafeBytes { (value) throws(DocStreamError) in
                let block = try IDIndexBlock(stored: value, damaged: damaged)
                _ = block.position(of: block.keys.last ?? [])
            }
        case .recordBlock:
            let stored = withChecksum(bytes)
            _ = try? stored.withUnsafeBytes { (value) throws(DocStreamError) in
                let block = try RecordBlock(key: 0, stored: value, damaged: damaged)
                for index in block.ids.indices { _ = try? block.document(at: index, damaged: damaged) }
            }
        case .compressedBlocks:
            _ = try? CompressedBlocks.contents(of: bytes) { offset, reason in damaged("\(reason) at \(offset)") }
        case .journal:
            guard let scan = try? JournalReplay.records(in: bytes, path: "journal") else { return }
            for record in scan.records { _ = try? StoreRecord(journalRecord: record, path: "journal") }
        case .records:
            let documents = documents(in: bytes)
            var catalog = Catalog()
            for document in documents {
                guard let record = try? StoreRecord(journalRecord: document, path: "journal") else { continue }
                _ = record.eventTimes
                record.forEachLogAppend { _, _, _, _ in }
                try? catalog.apply(record)
            }
            var framed: [UInt8] = []
            for document in documents { JournalFormat.appendRecord(document, to: &framed) }
            _ = try? Checkpoint.contents(of: framed, path: "catalog") { (_, _, _, _) throws(DocStreamError) in }
        }
    }

    /// `bytes` with their first four bytes the CRC-32C of the rest, as the blocks keep it.
    private static func withChecksum(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 4 else { return bytes }
        var fixed = bytes
        CRC32C.sealLeading(&fixed)
        return fixed
    }

    /// The valid documents at the start of `bytes`, back to back, up to the first that is not.
    private static func documents(in bytes: [UInt8]) -> [Document] {
        var documents: [Document] = []
        var offset = 0
        while bytes.count - offset >= 5 {
            let length = Int(JournalFormat.loadLittleEndian(bytes, at: offset))
            guard length >= 5, length <= bytes.count - offset, let document = try? Document(bsonBytes: bytes[offset..<(offset + length)]) else { break }
            documents.append(document)
            offset += length
        }
        return documents
    }
}
