import DocStreamBSON
import Foundation
import Testing

@testable import DocStream

/// The compressed-block form of checkpoint files: what goes in comes out, and damage is found
/// by the block checksums and reported where it is.
@Suite("Storage: compressed blocks")
struct CompressedBlocksTests {
    /// 600,000 bytes of varied records: three blocks, the last one partly full.
    private static let stream: [UInt8] = {
        var bytes: [UInt8] = []
        var n = 0
        while bytes.count < 600_000 {
            let record: Document = ["_id": .int64(Int64(n)), "name": .string("drink \(n % 97)"), "price": .double(Double(n % 13) + 0.5)]
            JournalFormat.appendRecord(record, to: &bytes)
            n += 1
        }
        return bytes
    }()

    private static func corrupt(_ offset: Int, _ reason: String) -> DocStreamError {
        DocStreamError(.dataCorruptionDetected, reason, location: "offset \(offset)")
    }

    @Test("Bytes come back as they went in, over several blocks and for nothing at all; records compress")
    func roundTrip() throws {
        let file = CompressedBlocks.compress(Self.stream)
        #expect(CompressedBlocks.isCompressed(file))
        #expect(file.count * 3 < Self.stream.count, "\(file.count) bytes for \(Self.stream.count)")
        #expect(try CompressedBlocks.decompress(file, corrupt: Self.corrupt) == Self.stream)
        let empty = CompressedBlocks.compress([])
        #expect(empty == CompressedBlocks.magic)
        #expect(try CompressedBlocks.decompress(empty, corrupt: Self.corrupt) == [])
        #expect(!CompressedBlocks.isCompressed(Array(Self.stream.prefix(64))))
    }

    /// The offsets at which the file's blocks start.
    private static func blockOffsets(_ file: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var offset = CompressedBlocks.magic.count
        while offset < file.count {
            offsets.append(offset)
            let stored = file.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))) }
            offset += 12 + stored
        }
        return offsets
    }

    @Test("A flipped byte in the middle block fails reading at that block; salvage keeps the blocks before and after it")
    func damagedMiddleBlock() throws {
        var file = CompressedBlocks.compress(Self.stream)
        let offsets = Self.blockOffsets(file)
        try #require(offsets.count == 3)
        file[offsets[1] + 40] ^= 0x5A
        #expect {
            _ = try CompressedBlocks.decompress(file, corrupt: Self.corrupt)
        } throws: { error in
            (error as? DocStreamError)?.location == "offset \(offsets[1])" && (error as? DocStreamError)?.message == "a block fails its checksum"
        }
        let (bytes, damaged) = CompressedBlocks.salvage(file)
        let blockSize = CompressedBlocks.blockSize
        #expect(bytes == Array(Self.stream[..<blockSize] + Self.stream[(2 * blockSize)...]))
        #expect(damaged.map(\.offset) == [offsets[1]])
        #expect(damaged.map(\.reason) == ["a block fails its checksum"])
    }

    @Test("A file cut inside a block, or a header stating impossible lengths, is corruption; salvage keeps what came before")
    func cutShort() throws {
        let file = CompressedBlocks.compress(Self.stream)
        let offsets = Self.blockOffsets(file)
        let cut = Array(file[..<(offsets[2] + 20)])
        #expect(throws: DocStreamError.self) { _ = try CompressedBlocks.decompress(cut, corrupt: Self.corrupt) }
        let (bytes, damaged) = CompressedBlocks.salvage(cut)
        #expect(bytes == Array(Self.stream[..<(2 * CompressedBlocks.blockSize)]))
        #expect(damaged.map(\.offset) == [offsets[2]])
        var lying = file
        lying[offsets[0]] = 0xFF
        lying[offsets[0] + 3] = 0x7F
        #expect(CompressedBlocks.salvage(lying).damaged.first?.reason.hasPrefix("a block's header states") == true)
    }
}
