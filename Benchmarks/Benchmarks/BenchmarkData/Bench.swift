import Foundation

/// What the one-line benchmark programs (record-store-bench, store-bench) share: their error,
/// durations in seconds, medians, resident memory, their JSON line, and the run of themselves
/// in a fresh process that measures what an application opening its store would see.
public struct BenchError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

public enum Bench {
    public static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Fields of /proc/self/status in MiB, as `<field>_mib`.
    public static func memory(_ fields: Set<String> = ["VmRSS", "VmHWM", "RssAnon", "RssFile"]) -> [String: Double] {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return [:] }
        var figures: [String: Double] = [:]
        for line in status.split(separator: "\n") {
            let parts = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
            guard parts.count == 3, parts[2] == "kB", fields.contains(String(parts[0])), let kilobytes = Double(parts[1]) else { continue }
            figures["\(parts[0])_mib"] = kilobytes / 1024
        }
        return figures
    }

    /// Sets the process's peak resident memory (VmHWM) back to what is resident now, so that
    /// `memory(["VmHWM"])` after some work gives that work's peak; false where Linux's
    /// `/proc/self/clear_refs` cannot be written.
    @discardableResult
    public static func resetPeakMemory() -> Bool {
        FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")
            && (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
    }

    /// Prints `object` as one line of JSON, keys sorted.
    public static func printJSONLine(_ object: [String: Any]) throws {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }

    /// Runs this program again with `arguments` and returns the JSON object it prints.
    public static func runFreshProcess(_ arguments: [String]) throws -> [String: Any] {
        let child = Process()
        child.executableURL = Bundle.main.executableURL
        child.arguments = arguments
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0, let figures = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BenchError("the measuring process failed (status \(child.terminationStatus))")
        }
        return figures
    }
}

/// The options of the store benchmarks: `--size N`, `--folder DATA`, `--store DIR`, `--measure
/// DIR` (the fresh process's run) and `--opens N`, and the program's own flags, each taking a
/// value, read with `number(_:)`.
public struct StoreBenchOptions {
    public var size = 100_000
    public var folder = DataSet.defaultFolder
    public var store: URL?
    public var measure: URL?
    public var opens: Int
    private var own: [String: String] = [:]

    /// Reads `arguments`; a flag that is neither common nor in `ownFlags` is an error.
    public init(_ arguments: [String], opens: Int, ownFlags: Set<String>) throws {
        self.opens = opens
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw BenchError("\(flag) needs a value") }
            switch flag {
            case "--size": size = try Self.positiveNumber(value, flag)
            case "--folder": folder = URL(fileURLWithPath: value)
            case "--store": store = URL(fileURLWithPath: value)
            case "--measure": measure = URL(fileURLWithPath: value)
            case "--opens": self.opens = try Self.positiveNumber(value, flag)
            case _ where ownFlags.contains(flag): own[flag] = value
            default: throw BenchError("unknown option \(flag)")
            }
        }
    }

    /// The program's own flag `flag` as a positive whole number; nil when not given.
    public func number(_ flag: String) throws -> Int? {
        try own[flag].map { try Self.positiveNumber($0, flag) }
    }

    /// The arguments that give the measuring process the same options, with `--measure DIR`.
    public func measuring(_ directory: URL) -> [String] {
        ["--measure", directory.path, "--size", "\(size)", "--folder", folder.path, "--opens", "\(opens)"]
            + own.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
    }

    private static func positiveNumber(_ text: String, _ flag: String) throws -> Int {
        guard let number = Int(text), number > 0 else { throw BenchError("\(flag) needs a positive whole number, not \(text)") }
        return number
    }
}
