import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

#if canImport(DocStreamRemote)
    import DocStreamRemote
#endif

/// The store a command works on: the directory `--db` names, or ./.docstream in the current
/// directory, the embedded default; `--memory` for one that is gone after the run.
enum StoreDirectory {
    static let defaultPath = ".docstream"

    /// Opens the store, creating its directory when missing. A torn journal tail the open cut
    /// is told on standard error: the user learns that a crash lost an unacknowledged write;
    /// so is a checkpoint file moved into the data environment.
    static func open(_ path: String?, memory: Bool = false, cacheMiB: Int? = nil) throws(DocStreamError) -> Store {
        guard !memory else { return Store() }
        let store = try Store(
            directory: URL(fileURLWithPath: path ?? defaultPath), cacheSize: cacheMiB.map { $0 << 20 } ?? Store.defaultCacheSize)
        for tail in store.openReport.tornTailsCut {
            FileHandle.standardError.write(
                Data(
                    "docstream: warning: cut a torn journal tail of \(tail.bytes) bytes at offset \(tail.offset) in \(tail.file) (an unacknowledged write from a crash)\n"
                        .utf8))
        }
        if store.openReport.migratedCheckpoint {
            FileHandle.standardError.write(
                Data(
                    "docstream: note: moved the store's checkpoint file into its data directory (the storage format of this version)\n".utf8))
        }
        return store
    }
}

/// `--uri URI`, or the DOCSTREAM_URI environment variable when no store is named: a MongoDB
/// deployment to run the commands on instead of a store.
struct DeploymentOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Run on the MongoDB deployment this connection string names (mongodb:// or mongodb+srv://) instead of a store; DOCSTREAM_URI sets it too.",
            valueName: "uri"))
    var uri: String?

    /// The connection string to use: `--uri`, else DOCSTREAM_URI unless a store was named.
    func resolved(storeNamed: Bool) -> String? {
        if let uri { return uri }
        guard !storeNamed, let environment = ProcessInfo.processInfo.environment["DOCSTREAM_URI"], !environment.isEmpty else { return nil }
        return environment
    }

    /// Commands on the deployment `uri` names. The connection string is never printed: it may
    /// hold credentials.
    static func commands(uri: String, database: String) throws -> any CommandTarget {
        #if canImport(DocStreamRemote)
            return try DeploymentCommands(uri: uri, defaultDatabase: database)
        #else
            throw noDriver
        #endif
    }

    /// The Swift API's client of the deployment `uri` names.
    static func client(uri: String) throws -> MongoClient {
        #if canImport(DocStreamRemote)
            return try MongoClient(uri: uri)
        #else
            throw noDriver
        #endif
    }

    private static var noDriver: CommandFailure {
        CommandFailure(.notImplemented, "this build of docstream has no MongoDB C driver (it was built with bundled C libraries); --uri needs one")
    }
}

/// `--db DIR` or `--memory`: the options of the commands that write to a store.
struct WritableStoreOptions: ParsableArguments {
    @Option(help: "The store's directory (default: ./.docstream).")
    var db: String?

    @Flag(help: "Use an in-memory store (nothing is kept after the run).")
    var memory = false

    @Option(
        help: ArgumentHelp(
            "The memory, in MiB, a collection of the store's checkpoint may take once read (default: a quarter of the machine's); queries read a larger one a block at a time.",
            valueName: "MiB"))
    var cacheSize: Int?

    func validate() throws {
        guard !(memory && db != nil) else { throw ValidationError("--db and --memory cannot be used together") }
        if let cacheSize, !(1...(1 << 40)).contains(cacheSize) { throw ValidationError("--cache-size must be a whole number of MiB from 1, not \(cacheSize)") }
    }

    func open() throws(DocStreamError) -> Store { try StoreDirectory.open(db, memory: memory, cacheMiB: cacheSize) }

    /// Where the commands run: the deployment `deployment` names, or a session on the store.
    func target(database: String, deployment: DeploymentOption) throws -> any CommandTarget {
        if let uri = deployment.resolved(storeNamed: db != nil || memory) { return try DeploymentOption.commands(uri: uri, database: database) }
        return CommandSession(store: try open(), defaultDatabase: database)
    }

    /// Refuses `--uri` beside a store's options.
    func check(_ deployment: DeploymentOption) throws {
        guard deployment.uri == nil || (!memory && db == nil) else { throw ValidationError("--uri cannot be used with --db or --memory") }
    }
}

/// `--db DIR` and `--database NAME`: the options of the commands that read a store that must
/// already exist.
struct ExistingStoreOptions: ParsableArguments {
    @Option(help: "The store's directory (default: ./.docstream); it must exist.")
    var db: String?

    @Option(name: .customLong("database"), help: "The database.")
    var database = "test"

    @OptionGroup var deployment: DeploymentOption

    func validate() throws {
        guard deployment.uri == nil || db == nil else { throw ValidationError("--uri cannot be used with --db") }
    }

    /// The deployment to run on, when one is named (and no store is).
    var deploymentURI: String? { deployment.resolved(storeNamed: db != nil) }

    /// The store's directory, checked to hold a store: a mistyped `--db` is an error, and
    /// nothing is created.
    func directory() throws -> URL {
        try Self.directory(db ?? StoreDirectory.defaultPath)
    }

    private static func directory(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path)
        guard Store.exists(in: url) else { throw CommandFailure("no store at \(path)") }
        return url
    }

    /// The store, read-only. A read always follows the store (`Store(following:)`) rather than
    /// opening it as its writer: it reads the same records and gives the same data, whether or
    /// not another process holds the store; it changes no file (a writer's open cuts a torn tail,
    /// deletes old journals and writes its pid into the lock file); and it takes no lock, so a
    /// writer that starts during a long export is not refused. Its cost, a thread that polls the
    /// journal while the command runs, is small next to reading the store. A collection
    /// larger than `cacheSize` is read a block at a time by each query.
    func follower(cacheSize: Int = Store.defaultCacheSize) throws -> Store {
        try Store(following: try directory(), cacheSize: cacheSize)
    }

    /// A follower of the store at `path`, which must hold one.
    static func follower(of path: String) throws -> Store {
        try Store(following: try directory(path))
    }

    /// Where the commands run, their default database the one named: the deployment; or a
    /// session on the store, read-only, or with `writing` (a pipeline ending in $out or $merge)
    /// the store opened as its one writer, which needs the store's lock. A read-only session
    /// reads a collection larger than `cacheSize` a block at a time.
    func session(writing: Bool = false, cacheSize: Int = Store.defaultCacheSize) throws -> any CommandTarget {
        if let uri = deploymentURI { return try DeploymentOption.commands(uri: uri, database: database) }
        let store = writing ? try StoreDirectory.open(try directory().path) : try follower(cacheSize: cacheSize)
        return CommandSession(store: store, defaultDatabase: database)
    }
}
