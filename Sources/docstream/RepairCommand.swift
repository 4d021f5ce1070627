import ArgumentParser
import DocStream
import DocStreamBSON
import Foundation

/// `docstream repair`: salvages the intact data of a store that does not open.
struct RepairCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repair",
        abstract: "Salvage what is intact from a damaged store.",
        discussion: """
            Reads every file of the store (--db, default ./.docstream) without changing it, \
            keeps each intact record (a damaged record is skipped to the next intact one) and \
            writes them as a fresh store. By default the repair is in place: the damaged store \
            is kept whole as DIR.damaged-<time> and the fresh store takes its place; with --out \
            the fresh store goes there and the damaged one is left as it is. A store that is \
            intact is not changed.

            Prints the report as one line of JSON (also saved as repair-report.json in the \
            repaired store): each file with the offset, size and cause of each damaged \
            stretch, how many records were salvaged and lost, the changes that could not be \
            applied, and each collection's document count and indexes. A directory that holds \
            no store, an --out directory that is not empty, or (in place) a store in use by \
            another process is an error (exit 1); --out only reads the store, so it works \
            beside a process that has it open.
            """
    )

    @Option(help: "The store's directory (default: ./.docstream).")
    var db: String?

    @Option(help: "Write the repaired store into this new or empty directory and leave the damaged store as it is.")
    var out: String?

    func run() throws {
        let directory = URL(fileURLWithPath: db ?? StoreDirectory.defaultPath)
        let report = try StoreRepair.repair(directory: directory, into: out.map { URL(fileURLWithPath: $0) })
        let output = try OutputFile(path: nil)
        try output.writeLine(report.extendedJSON(.relaxed))
        try output.commit()
    }
}
