import Benchmark
import BenchmarkData
import Workloads

/// The workloads of Benchmarks/workloads (W0-W8) on DocStream at 100k and 1M documents, one
/// benchmark each: one iteration is one whole run of the workload (a load, a pipeline over
/// the collection with its results streamed and checked, or a batch of writes), prepared
/// outside the measurement. Peak resident memory shows which workloads stream: W3, W4 and
/// W5 hold nothing beyond the loaded collection. Benchmarks/peers/run sets the same
/// workloads beside DuckDB, polars and mongomock.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .peakMemoryResident, .mallocCountTotal],
        maxDuration: .seconds(30),
        maxIterations: 5
    )
    let workloads = try! Workload.all()
    for count in [100_000, 1_000_000] {
        let dataSet = DataSet(count: count)
        try! dataSet.generateIfMissing()
        let runner = RunnerBox(dataSet)
        for workload in workloads {
            // Times are of whole runs (no scaling factor): divide the data set's documents (or
            // the 10,000 single writes) by the time for documents (operations) per second.
            Benchmark("\(workload.id) \(workload.title) (\(dataSet.sizeName))") { benchmark in
                let prepared = try await runner.runner().prepare(workload)
                benchmark.startMeasurement()
                try await prepared.run()
                benchmark.stopMeasurement()
                blackHole(try await prepared.checks())
            }
        }
    }
}

/// The runner of one data set, made on first use, so listing the benchmarks reads no data.
private final class RunnerBox: @unchecked Sendable {
    // @unchecked: the benchmark framework runs one benchmark at a time, so `made` is never
    // touched from two threads at once.
    private let dataSet: DataSet
    private var made: DocStreamWorkloads?

    init(_ dataSet: DataSet) {
        self.dataSet = dataSet
    }

    func runner() throws -> DocStreamWorkloads {
        if let made { return made }
        let runner = try DocStreamWorkloads(dataSet: dataSet)
        made = runner
        return runner
    }
}
