import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

/// The store a command works on: the directory `--db` names, or ./.docstream in the current
/// directory, the embedded default; `--memory` for one that is gone after the run.
enum StoreDirectory {
    static let defaultPath = ".docstream"

    /// Opens the store, creating its directory when missing.
    static func open(_ path: String?, memory: Bool = false) throws(DocStreamError) -> Store {
        memory ? Store() : try Store(directory: URL(fileURLWithPath: path ?? defaultPath))
    }

    /// Opens a store only to read it: a missing directory is an error, not a new empty store.
    static func openExisting(_ path: String?) throws -> Store {
        let directory = path ?? defaultPath
        guard FileManager.default.fileExists(atPath: directory) else { throw CommandFailure("no store at \(directory)") }
        return try open(directory)
    }
}

/// `--db DIR` or `--memory`: the options of the commands that write to a store.
struct WritableStoreOptions: ParsableArguments {
    @Option(help: "The store's directory (default: ./.docstream).")
    var db: String?

    @Flag(help: "Use an in-memory store (nothing is kept after the run).")
    var memory = false

    func validate() throws {
        guard !(memory && db != nil) else { throw ValidationError("--db and --memory cannot be used together") }
    }

    func open() throws(DocStreamError) -> Store { try StoreDirectory.open(db, memory: memory) }
}
