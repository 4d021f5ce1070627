import DocStreamBSON
import Foundation

/// A failure that ends a command with exit status 1. Every error the tool prints is one line
/// written by `report()`:
///
///     docstream: error: <codeName> (<code>): <message> at <where>
///
/// with MongoDB's code and code name when MongoDB has one for the failure (else the message
/// alone), and " at <where>" when the input's place is known: an option or a file, then a
/// line and column or a pipeline stage.
struct CommandFailure: Error, CustomStringConvertible {
    /// MongoDB's code, when MongoDB has one for the failure.
    var code: ErrorCode?
    var message: String
    /// Where the bad input was, e.g. "--query, line 1, column 10".
    var location: String?

    init(_ error: DocStreamError) {
        code = error.errorCode
        message = error.message
        location = error.location
    }

    init(_ message: String, at location: String? = nil) {
        self.message = message
        self.location = location
    }

    init(_ code: ErrorCode, _ message: String, at location: String? = nil) {
        self.code = code
        self.message = message
        self.location = location
    }

    /// MongoDB 38 FileNotOpen: a file the command cannot read or write.
    static func fileNotOpen(_ path: String, reading: Bool, because reason: String? = nil) -> CommandFailure {
        CommandFailure(.fileNotOpen, "cannot \(reading ? "read" : "write") \(path)" + (reason.map { ": \($0)" } ?? ""))
    }

    var description: String {
        let placed = location.map { "\(message) at \($0)" } ?? message
        guard let code else { return placed }
        return "\(code): \(placed)"
    }

    /// The failure with `outer` (an option, a file) put before its location.
    func located(_ outer: String) -> CommandFailure {
        var copy = self
        copy.location = location.map { "\(outer), \($0)" } ?? outer
        return copy
    }

    /// Writes the failure to standard error in the tool's one error format.
    func report() {
        StandardError.write("docstream: error: \(self)")
    }
}

extension CommandFailure {
    /// Runs `body`; whatever it throws fails the command with `context` (an option, a file)
    /// first in its location, so the user sees where the bad input came from.
    static func naming<Result>(_ context: String, _ body: () throws -> Result) throws(CommandFailure) -> Result {
        do {
            return try body()
        } catch {
            throw CommandFailure(error).located(context)
        }
    }

    /// Any error as a failure: a `CommandFailure` as it is, a `DocStreamError` with its code.
    init(_ error: any Error) {
        switch error {
        case let failure as CommandFailure: self = failure
        case let error as DocStreamError: self.init(error)
        default: self.init("\(error)")
        }
    }
}

/// Lines for the user on standard error, written whole and at once.
enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// A warning: the command goes on (or succeeds), but something may not be what the user meant.
    static func warning(_ message: String) {
        write("docstream: warning: \(message)")
    }
}
