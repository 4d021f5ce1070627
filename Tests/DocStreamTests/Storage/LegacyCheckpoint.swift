import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// Stores as DocStream wrote them before the data environment: the checkpoint in a
/// `checkpoint` file of framed records, each collection's documents in `write` records.
enum LegacyCheckpoint {
    /// Turns the closed store in `directory` into the form of that DocStream: its checkpoint
    /// (which must have one) moved out of `data` into a `checkpoint` file, Zstandard blocks
    /// when `compressed`, else the records themselves (the oldest form); the journals stay.
    static func convert(_ directory: URL, compressed: Bool = true) throws {
        let files = StoreFiles(directory: directory)
        let data = try #require(try StoreData.open(files, create: false))
        let contents = try #require(try data.read())
        let records = try Checkpoint.records(
            of: contents.catalog, generation: contents.generation, changeLogTime: contents.changeLogTime
        ) { (namespace) throws(DocStreamError) in
            let documents = try contents.catalog.collection(namespace)?.documents.map(DocumentMutation.insert) ?? []
            return StoreRecord.write(namespace, documents, nil).journalRecords[0]
        }
        var framed: [UInt8] = []
        for record in records { JournalFormat.appendRecord(record, to: &framed) }
        try Data(compressed ? CompressedBlocks.compress(framed) : framed).write(to: files.checkpoint)
        try FileManager.default.removeItem(at: files.data)
    }
}
