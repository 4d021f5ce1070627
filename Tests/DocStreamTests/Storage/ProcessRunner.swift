import Foundation
import TestSupport
import Testing

/// Runs a program to its end and requires it to succeed (mounting test file systems).
func runProcess(_ executable: String, _ arguments: [String]) throws {
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    try process.start().wait()
    try #require(process.terminationStatus == 0, "\(executable) \(arguments) failed")
}
