import DocStreamBSON
import Foundation
import Testing

@_spi(Fuzzing) @testable import DocStream

/// Inputs the storage fuzz target (`scripts/fuzz storage`) found that the store's readers did not
/// refuse cleanly, kept so that they stay refused: each is 301 DataCorruptionDetected, never a
/// crash or an allocation the size of a damaged length.
@Suite("Storage: fuzz findings")
struct StorageFuzzFindingsTests {
    /// `body` after a CRC-32C of it, as the record blocks keep their values.
    private func checksummed(_ body: [UInt8]) -> [UInt8] {
        var bytes = [0, 0, 0, 0] + body
        CRC32C.sealLeading(&bytes)
        return bytes
    }

    /// The error reading `stored` as an `_id` index block gives; nil (and an issue) when it reads.
    private func readIDBlock(_ stored: [UInt8]) -> DocStreamError? {
        let read = stored.withUnsafeBytes { value in
            Result { () throws(DocStreamError) in _ = try IDIndexBlock(stored: value) { DocStreamError(.dataCorruptionDetected, $0) } }
        }
        guard case .failure(let error) = read else {
            Issue.record("the damaged block read")
            return nil
        }
        return error
    }

    @Test("an _id index block stating 1,627,414,795 entries in ten bytes is damaged (it asked for room for them all)")
    func idBlockCountBeyondItsBytes() {
        let error = readIDBlock(IDIndexBlock.stored(raw: [0x0b, 0x61, 0x00, 0x61, 0x62, 0x63, 0x00, 0x69, 0x6d, 0x00]))
        #expect(error?.codeName == "DataCorruptionDetected")
        #expect(error?.message == "it states 1627414795 entries in 10 bytes")
    }

    @Test("an _id index block entry whose shared length overflows a machine integer is damaged (it trapped)")
    func idBlockLengthBeyondInt() {
        // One entry: a shared length of 2^64 - 1 (ten varint bytes), a rest of 0, a difference of 0.
        let entry: [UInt8] = Array(repeating: 0xFF, count: 9) + [0x01, 0x00, 0x00]
        let error = readIDBlock(IDIndexBlock.stored(raw: [0x01, 0x00, 0x00, 0x00] + entry))
        #expect(error?.codeName == "DataCorruptionDetected")
        #expect(error?.message == "entry 0 does not decode")
    }

    @Test("a record block whose stated raw length disagrees with its frame's is damaged before room is taken for it")
    func recordBlockLengthDisagrees() {
        var contents = RecordBlockContents(key: 1)
        contents.append(1, (["_id": 1, "name": "Mocha"] as Document).bytes)
        var stored = contents.stored(version: 1)
        // The raw length (after the checksum and the version) set to 4 GiB less one, the checksum made to match.
        stored.replaceSubrange(12..<16, with: [0xFF, 0xFF, 0xFF, 0xFF])
        stored = checksummed(Array(stored[4...]))
        let read = stored.withUnsafeBytes { value in
            Result { () throws(DocStreamError) in _ = try RecordBlock(key: 1, stored: value) { DocStreamError(.dataCorruptionDetected, $0) } }
        }
        guard case .failure(let error) = read else {
            Issue.record("the damaged block read")
            return
        }
        #expect(error.message == "it does not decompress to its 4294967295 bytes")
    }

    @Test("every reader of the storage fuzz target reads its seed whole, and survives it cut at every length")
    func seedsRead() throws {
        for seed in try StorageDecoders.seeds() {
            for length in 1...seed.count { StorageDecoders.read(Array(seed.prefix(length))) }
        }
    }
}
