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

/// `--db DIR` and `--database NAME`: the options of the commands that read a store that must
/// already exist.
struct ExistingStoreOptions: ParsableArguments {
    @Option(help: "The store's directory (default: ./.docstream); it must exist.")
    var db: String?

    @Option(name: .customLong("database"), help: "The database.")
    var database = "test"

    /// The store's directory, checked to exist.
    func directory() throws -> String {
        let directory = db ?? StoreDirectory.defaultPath
        guard FileManager.default.fileExists(atPath: directory) else { throw CommandFailure("no store at \(directory)") }
        return directory
    }

    /// A command session on the store, its default database the one named.
    func session() throws -> CommandSession {
        CommandSession(store: try StoreDirectory.open(try directory()), defaultDatabase: database)
    }
}
