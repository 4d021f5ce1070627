import DocStreamBSON
import Foundation

/// The files of a store directory: `lock`, `data` (the LMDB environment holding the
/// checkpoint, `StoreData`), the journal generations, and `checkpoint`, the file that held the
/// checkpoint before the data environment (read once, to migrate it).
///
/// A checkpoint of generation G holds every change made before `journal.G` was started, so
/// recovery loads it and replays `journal.G`, `journal.G+1`, ... in order. Generation 0 is
/// the file named `journal` (a store that never took a checkpoint).
struct StoreFiles: Sendable {
    let directory: URL

    var checkpoint: URL { directory.appendingPathComponent("checkpoint") }

    var data: URL { directory.appendingPathComponent("data") }

    func journal(generation: Int) -> URL {
        directory.appendingPathComponent(generation == 0 ? "journal" : "journal.\(generation)")
    }

    /// Whether the directory holds a store: a checkpoint or a journal file (a store that was
    /// opened once has its journal, even when nothing was written).
    var holdsStore: Bool {
        FileManager.default.fileExists(atPath: checkpoint.path) || FileManager.default.fileExists(atPath: data.path)
            || !((try? journalGenerations()) ?? []).isEmpty
    }

    /// `read` of files another process may be changing, done again while the journal
    /// generations changed under it (a checkpoint started one, or deleted one the read would
    /// miss), up to `attempts` times; then an error rather than a read of files caught half-way.
    func readHoldingStill<Result>(attempts: Int = 100, _ read: () throws(DocStreamError) -> Result) throws(DocStreamError) -> Result {
        for _ in 0..<attempts {
            let journals = try journalGenerations()
            let result = try read()
            if try journalGenerations() == journals { return result }
            Thread.sleep(forTimeInterval: 0.001)
        }
        // The writer's checkpoints are the operation in conflict; a later try can succeed.
        throw DocStreamError(
            .conflictingOperationInProgress, "the store's journal files changed under each of \(attempts) reads (a writer checkpointing); try again",
            location: directory.path)
    }

    /// The generations of the journal files present, in order.
    func journalGenerations() throws(DocStreamError) -> [Int] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .fileSystem("cannot list the store directory", error, path: directory.path)
        }
        return names.compactMap { name -> Int? in
            if name == "journal" { return 0 }
            guard name.hasPrefix("journal."), let generation = Int(name.dropFirst("journal.".count)), generation > 0 else { return nil }
            return generation
        }.sorted()
    }
}
