import Foundation
import Synchronization

/// A process's memory as Linux reports it in /proc/PID/status (proc(5)): for tests that check
/// that memory stays flat or bounded, never for timing.
public final class ResidentMemory: Sendable {
    private let statusPath: String
    private let taken = Mutex<[Int]>([])

    /// Whether a rise of resident memory says anything about what a process keeps:
    /// AddressSanitizer holds freed memory in its quarantine (256 MiB by default) before
    /// reusing it, so under it (`scripts/sanitize` sets `DOCSTREAM_SANITIZER`) a busy process
    /// climbs by about that much whatever it frees.
    public static let showsGrowth = ProcessInfo.processInfo.environment["DOCSTREAM_SANITIZER"] != "address"

    /// Reads the process `processIdentifier`, or this process when nil.
    public init(processIdentifier: Int32? = nil) {
        statusPath = "/proc/\(processIdentifier.map(String.init) ?? "self")/status"
    }

    /// The samples taken so far, in bytes, oldest first.
    public var samples: [Int] { taken.withLock { $0 } }

    /// Takes a sample of the resident memory (VmRSS); none where there is no such file.
    public func sample() {
        guard let resident = kibibytes("VmRSS") else { return }
        taken.withLock { $0.append(resident << 10) }
    }

    /// The process's peak resident memory (VmHWM) in bytes; nil where it is not reported.
    public var peak: Int? { kibibytes("VmHWM").map { $0 << 10 } }

    /// The figure of a "Field:   1234 kB" line.
    private func kibibytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: statusPath, encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("\(field):") })
        else { return nil }
        return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
    }

    /// How much the samples rose after the process's warm-up, the first `warmUp` of them (a
    /// fraction): the first sample after it, and the highest from there on.
    public func settledAndPeak(warmUp: Double) -> (settled: Int, peak: Int) {
        let samples = samples
        let afterWarmUp = samples.dropFirst(Int(Double(samples.count) * warmUp))
        return (afterWarmUp.first ?? 0, afterWarmUp.max() ?? 0)
    }
}
