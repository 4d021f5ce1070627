/// A failure the tool reports as `Error: <message>` on standard error, exiting with status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
