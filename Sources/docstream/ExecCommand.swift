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
            Commands come one per line (NDJSON) or as one JSON array, from --file or standard
            input. Each reply is one line of relaxed Extended JSON (--canonical for canonical),
            flushed at once. A line that does not parse gets an error reply ({ok: 0, ...}) and
            the session goes on. Commands may name their database with "$db".

            The store is the directory given with --db (created when missing); without --db
            or --memory it is ./.docstream in the current directory. A write's reply means
            the write is in the store's journal on disk.
            """
    )

    @Option(help: "The store's directory (default: ./.docstream).")
    var db: String?

    @Flag(help: "Use an in-memory store (nothing is kept after the run).")
    var memory = false

    @Option(name: .customLong("database"), help: "The database of commands without \"$db\".")
    var database = "test"

    @Option(help: "Read commands from this file instead of standard input.")
    var file: String?

    @Flag(help: "Print replies as canonical Extended JSON.")
    var canonical = false

    func validate() throws {
        guard !(memory && db != nil) else { throw ValidationError("--db and --memory cannot be used together") }
    }

    func run() throws {
        let store = memory ? Store() : try Store(directory: URL(fileURLWithPath: db ?? ".docstream"))
        let session = CommandSession(store: store, defaultDatabase: database)
        let format: ExtendedJSONFormat = canonical ? .canonical : .relaxed
        let reply = { (document: Document) in
            FileHandle.standardOutput.write(Data((document.extendedJSON(format) + "\n").utf8))
        }
        var lines = try CommandLines(file: file)
        while let (number, line) = lines.next() {
            if line.first == UInt8(ascii: "[") {
                // A JSON array: the rest of the input is one value.
                let text = line + [UInt8(ascii: "\n")] + lines.rest()
                do {
                    for command in try ExtendedJSON.parseDocuments(text) { reply(session.run(command)) }
                } catch {
                    reply(CommandSession.errorReply(error.located("line \(number)")))
                }
                return
            }
            do {
                reply(session.run(try Document(extendedJSON: String(decoding: line, as: UTF8.self))))
            } catch {
                reply(CommandSession.errorReply(error.located("line \(number)")))
            }
        }
    }
}

/// The non-blank lines of the command input, read as they arrive.
struct CommandLines {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var lineNumber = 0
    private var atEnd = false

    init(file: String?) throws {
        if let file {
            guard let handle = FileHandle(forReadingAtPath: file) else { throw CommandFailure("cannot read \(file)") }
            self.handle = handle
        } else {
            handle = FileHandle.standardInput
        }
    }

    /// The next non-blank line with its 1-based number, leading whitespace removed.
    mutating func next() -> (Int, [UInt8])? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                lineNumber += 1
                let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
                if trimmed.isEmpty || trimmed.allSatisfy({ $0 == 0x0D }) { continue }
                return (lineNumber, Array(trimmed))
            }
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                buffer.append(UInt8(ascii: "\n"))
                continue
            }
            // availableData returns what the pipe holds now, so a driver's line is handled at once.
            let data = handle.availableData
            if data.isEmpty { atEnd = true } else { buffer.append(contentsOf: data) }
        }
    }

    /// Everything not read yet.
    mutating func rest() -> [UInt8] {
        var all = buffer
        buffer = []
        while case let data = handle.availableData, !data.isEmpty { all.append(contentsOf: data) }
        atEnd = true
        return all
    }
}
