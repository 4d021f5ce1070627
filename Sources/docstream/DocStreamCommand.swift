import ArgumentParser
import DocStreamBSON
import Foundation

@main
struct DocStreamCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docstream",
        abstract: "An embedded, MongoDB-compatible document store.",
        version: "0.1.0",
        subcommands: [
            ConvertCommand.self, ExecCommand.self, ImportCommand.self, ExportCommand.self, RunCommand.self, WatchCommand.self,
            SchemaCommand.self, RepairCommand.self, ServeCommand.self, CompareCommand.self,
        ]
    )

    /// Parses and runs the subcommand, printing every failure in the one error format
    /// (`CommandFailure.report()`); argument errors keep the usage lines after theirs.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch  where error is CommandFailure || error is DocStreamError {
            CommandFailure(error).report()
            Foundation.exit(ExitCode.failure.rawValue)
        } catch {
            let status = exitCode(for: error)
            let message = fullMessage(for: error)
            if status.isSuccess {
                // --help and --version.
                print(message)
            } else if !message.isEmpty {
                let errorPrefix = "Error: "
                StandardError.write("docstream: error: " + (message.hasPrefix(errorPrefix) ? String(message.dropFirst(errorPrefix.count)) : message))
            }
            Foundation.exit(status.rawValue)
        }
    }
}
