import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

/// The store a command works on: the directory `--db` names, or ./.docstream in the current
/// directory, the embedded default; `--memory` for one that is gone after the run.
enum StoreDirectory {
    static let defaultPath = ".docstream"

    /// Opens the store, creating its directory when missing. A torn journal tail the open cut
    /// is told on standard error: the user learns that a crash lost an unacknowledged write.
    static func open(_ path: String?, memory: Bool = false) throws(DocStreamError) -> Store {
        guard !memory else { return Store() }
        let store = try Store(directory: URL(fileURLWithPath: path ?? defaultPath))
        for tail in store.openReport.tornTailsCut {
            FileHandle.standardError.write(Data(
                "docstream: warning: cut a torn journal tail of \(tail.bytes) bytes at offset \(tail.offset) in \(tail.file) (an unacknowledged write from a crash)\n".utf8))
        }
        return store
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

    /// The store's directory, checked to hold a store: a mistyped `--db` is an error, and
    /// nothing is created.
    func directory() throws -> URL {
        let directory = db ?? StoreDirectory.defaultPath
        let url = URL(fileURLWithPath: directory)
        guard Store.exists(in: url) else { throw CommandFailure("no store at \(directory)") }
        return url
    }

    /// The store, read-only. A read always follows the store (`Store(following:)`) rather than
    /// opening it as its writer: it reads the same records and gives the same data, whether or
    /// not another process holds the store; it changes no file (a writer's open cuts a torn tail,
    /// deletes old journals and writes its pid into the lock file); and it takes no lock, so a
    /// writer that starts during a long export is not refused. Its cost, a thread that polls the
    /// journal while the command runs, is small next to reading the store.
    func follower() throws -> Store {
        try Store(following: try directory())
    }

    /// A command session on the store, its default database the one named: read-only, or with
    /// `writing` (a pipeline ending in $out or $merge) the store opened as its one writer, which
    /// needs the store's lock.
    func session(writing: Bool = false) throws -> CommandSession {
        let store = writing ? try StoreDirectory.open(try directory().path) : try follower()
        return CommandSession(store: store, defaultDatabase: database)
    }
}
