/// A failure the tool reports as `Error: <message>` on standard error, exiting with status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension CommandFailure {
    /// Runs `body`; whatever it throws fails the command with `context` (an option, a file)
    /// named first, so the user sees where the bad input came from.
    static func naming<Result>(_ context: String, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw CommandFailure("\(context): \(error)")
        }
    }
}
