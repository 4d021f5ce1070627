import DocStreamBSON
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Journal generations that a checkpoint covers but the change history still keeps are
/// sealed: nothing is appended to them again. After each checkpoint they are rewritten as
/// compressed blocks (`CompressedBlocks`, about a seventh of their size), replacing the file
/// whole, so a crash leaves the records or their compressed form. Whoever reads a journal
/// file takes either form: recovery, followers (which may open a generation only after it
/// was sealed) and repair.
enum SealedJournal {
    /// Whether the file at `path`, open as `descriptor`, holds compressed blocks.
    static func isCompressed(_ descriptor: Int32, path: String) throws(DocStreamError) -> Bool {
        var head = [UInt8](repeating: 0, count: CompressedBlocks.magic.count)
        let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else { throw .storageIO("pread", path: path) }
        return count == head.count && head == CompressedBlocks.magic
    }

    /// The framed records of a journal file's bytes, decompressed when the file is sealed; a
    /// damaged block is 301 DataCorruptionDetected naming its offset in the file.
    static func records(of file: [UInt8], path: String) throws(DocStreamError) -> [UInt8] {
        try CompressedBlocks.contents(of: file) { offset, reason in .journalCorrupt(path: path, offset: offset, reason: reason) }
    }

    /// Rewrites the generations in `generations` that are not compressed yet as compressed
    /// blocks. Their records must be whole: only generations before the current one are
    /// sealed, and recovery cut any torn tail before the store opened.
    static func compress(_ generations: [Int], files: StoreFiles) throws(DocStreamError) {
        for generation in generations {
            let url = files.journal(generation: generation)
            let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT { continue }
                throw .storageIO("open", path: url.path)
            }
            let file: [UInt8]
            do {
                defer { close(descriptor) }
                guard try !isCompressed(descriptor, path: url.path) else { continue }
                file = try FileDescriptorIO.readAll(from: descriptor, path: url.path)
            }
            guard !file.isEmpty else { continue }
            try FileDescriptorIO.replace(url, with: CompressedBlocks.compress(file))
        }
    }
}
