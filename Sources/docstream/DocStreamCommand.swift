import ArgumentParser

@main
struct DocStreamCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docstream",
        abstract: "An embedded, MongoDB-compatible document store.",
        version: DocStreamVersion.current,
        subcommands: []
    )
}

enum DocStreamVersion {
    static let current = "0.1.0"
}
