import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

/// `docstream exec`: runs MongoDB command documents and prints one reply per line, each
/// written as soon as its command is done, so another program can drive it line by line.
struct ExecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exec",
        abstract: "Run MongoDB database commands (Extended JSON) and print their replies.",
        discussion: """
            Commands come one per line (NDJSON) or as one JSON array, from --file or standard \
            input. Each reply is one line of relaxed Extended JSON (--canonical for canonical), \
            flushed at once. A line that does not parse gets an error reply ({ok: 0, ...}) and \
            the session goes on. Commands may name their database with "$db".

            The store is the directory given with --db (created when missing); without --db \
            or --memory it is ./.docstream in the current directory. A write's reply means \
            the write is in the store's journal on disk.
            """
    )

    @OptionGroup var store: WritableStoreOptions

    @OptionGroup var deployment: DeploymentOption

    func validate() throws {
        try store.check(deployment)
    }

    @Option(name: .customLong("database"), help: "The database of commands without \"$db\".")
    var database = "test"

    @Option(help: "Read the commands from this file (default, or -: standard input).")
    var file: String?

    @Flag(help: "Print replies as canonical Extended JSON.")
    var canonical = false

    func run() throws {
        LargeMessageMemory.keepFreed()
        let session = try store.target(database: database, deployment: deployment)
        let format: ExtendedJSONFormat = canonical ? .canonical : .relaxed
        // Commands are parsed ahead, on the reader's thread, while the ones before run; a few
        // at a time, as a command can carry a whole batch of documents.
        var commands = try DocumentInput(path: file, readingAhead: true, linesPerBatch: 16)
        while let item = commands.next() {
            let reply =
                switch item {
                case .document(let command, _): session.run(command)
                case .failure(let error): CommandSession.errorReply(error)
                }
            reply.withExtendedJSON(format, terminator: UInt8(ascii: "\n")) { line in
                FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: line.baseAddress!), count: line.count, deallocator: .none))
            }
        }
    }
}
