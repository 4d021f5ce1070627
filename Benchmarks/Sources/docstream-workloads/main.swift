import BenchmarkData
import Foundation
import Workloads

// docstream-workloads --size N [--repetitions R] [--folder DATA] [--only W1,W2] [--durable]
//                     [--streamed | --commands] [--uri URI] [--tool DOCSTREAM]
//
// Runs the workloads of Benchmarks/workloads on DocStream over the generated data set of N
// documents (made when missing) and prints one JSON line per workload (and storage, for the
// single-document writes with --durable): the time of each repetition, the process's peak
// resident memory during the timed runs (`peakMiB`, the largest of the repetitions'; none for
// W13, whose work is another process's) and the check figures.
// Benchmarks/peers/run reads these lines and sets them beside the peers' figures. A read's
// results are collected in an array and checked afterwards, untimed, as the peers' result
// tables are; with --streamed each is checked as it arrives, inside the timed run; with
// --commands the aggregate command and its getMores run through a CommandSession, batch by
// batch as `docstream serve` sends them, and the results are checked afterwards, untimed; with
// --uri the workloads run through MongoClient(uri:) on that deployment (engine "DocStream
// remote"), which gets the data set in databases of its own. W13 runs `docstream export`: the
// executable named by --tool, by default the `docstream` beside this one (built by
// `swift build -c release --product docstream` in Benchmarks/).
struct Options {
    var size = 100_000
    var repetitions = 5
    var folder = DataSet.defaultFolder
    var only: Set<String>?
    var durable = false
    var results = DocStreamWorkloads.Results.collected
    var uri: String?
    var tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("docstream")

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            if flag == "--durable" {
                durable = true
                continue
            }
            if flag == "--streamed" || flag == "--commands" {
                results = flag == "--streamed" ? .streamed : .commands
                continue
            }
            guard let value = remaining.popFirst() else { throw WorkloadError("\(flag) needs a value") }
            switch flag {
            case "--size": size = try Self.number(value, flag)
            case "--repetitions": repetitions = try Self.number(value, flag)
            case "--folder": folder = URL(fileURLWithPath: value)
            case "--only": only = Set(value.split(separator: ",").map(String.init))
            case "--uri": uri = value
            case "--tool": tool = URL(fileURLWithPath: value)
            default: throw WorkloadError("unknown option \(flag)")
            }
        }
    }

    private static func number(_ text: String, _ flag: String) throws -> Int {
        guard let number = Int(text), number > 0 else { throw WorkloadError("\(flag) needs a positive whole number, not \(text)") }
        return number
    }
}

/// The CPU time of the whole process so far (every thread, user and system), and of the child
/// processes it waited for (W13's `docstream export`): on a machine shared with other work,
/// wall-clock time also counts the time spent waiting for a core.
func processCPUSeconds() -> Double {
    func seconds(_ who: Int32) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }
    return seconds(RUSAGE_SELF.rawValue) + seconds(RUSAGE_CHILDREN.rawValue)
}

func report(_ line: [String: Any]) throws {
    let data = try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
    // Written at once (not through print's buffer), so the reader sees each line as it is done.
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let dataSet = DataSet(count: options.size, folder: options.folder)
    try dataSet.generateIfMissing()
    let runner = try DocStreamWorkloads(dataSet: dataSet, deploymentURI: options.uri, commandLineTool: options.tool)
    let engine = options.uri == nil ? "DocStream" : "DocStream remote"
    let clock = ContinuousClock()
    for workload in try Workload.all() where options.only?.contains(workload.id) ?? true {
        let singleWrites = workload.operation == .updateOne || workload.operation == .upsert
        let storages: [DocStreamWorkloads.Storage] = singleWrites && options.durable ? [.memory, .fsyncPerWrite, .groupCommit(writers: 8)] : [.memory]
        for storage in storages {
            var seconds: [Double] = []
            var cpuSeconds: [Double] = []
            var checks = CheckSummary(workload.checks)
            var peakMiB: Double?
            for _ in 0..<options.repetitions {
                let prepared = try await runner.prepare(workload, storage: storage, results: options.results)
                let measuresPeak = workload.operation != .export && Bench.resetPeakMemory()
                let cpuBefore = processCPUSeconds()
                let elapsed = try await clock.measure { try await prepared.run() }
                cpuSeconds.append(processCPUSeconds() - cpuBefore)
                if measuresPeak, let peak = Bench.memory(["VmHWM"])["VmHWM_mib"] { peakMiB = max(peakMiB ?? 0, peak) }
                seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                checks = try await prepared.checks()
            }
            // W13 reads a durable store, which its runs do not write.
            let storageName = workload.operation == .export ? "durable" : storage.description
            FileHandle.standardError.write(
                Data(
                    "\(engine) \(workload.id) \(dataSet.sizeName) \(storageName): \(seconds.map { String(format: "%.3f", $0) }.joined(separator: " ")) s\n".utf8
                ))
            try report(
                [
                    "engine": engine, "workload": workload.id, "size": options.size, "storage": storageName,
                    "seconds": seconds, "cpuSeconds": cpuSeconds, "checks": checks.named,
                ].merging(peakMiB.map { ["peakMiB": $0] } ?? [:]) { first, _ in first })
        }
    }
} catch {
    FileHandle.standardError.write(Data("docstream-workloads: \(error)\n".utf8))
    exit(1)
}
