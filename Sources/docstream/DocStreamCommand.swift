import ArgumentParser

@main
struct DocStreamCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docstream",
        abstract: "An embedded, MongoDB-compatible document store.",
        version: "0.1.0",
        subcommands: [
            ConvertCommand.self, ExecCommand.self, ImportCommand.self, ExportCommand.self, RunCommand.self, WatchCommand.self,
            SchemaCommand.self, RepairCommand.self, ServeCommand.self,
        ]
    )
}
