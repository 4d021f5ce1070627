// swift-tools-version:6.1
// Benchmarks live in their own package so that the main package's build and tests do not
// pull in the benchmark framework. Run: cd Benchmarks && swift package benchmark
// The peers side by side (DuckDB, polars, mongomock): Benchmarks/peers/run
import PackageDescription

/// Nonisolated async functions run on their caller's actor (Swift 6.2's default for new
/// code), so the runners can hand their own non-Sendable state to async API calls.
let concurrency: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

/// The data sets and the engine, for the targets that run workloads outside the benchmark suites.
let engine: [Target.Dependency] = [
    "BenchmarkData",
    .product(name: "DocStream", package: "DocStream"),
    .product(name: "DocStreamBSON", package: "DocStream"),
]

/// An ordo-one benchmark suite in Benchmarks/<name>, with the shared data sets.
func benchmark(
    _ name: String,
    using dependencies: [Target.Dependency] = [.product(name: "DocStream", package: "DocStream")],
    swiftSettings: [SwiftSetting] = []
) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["BenchmarkData", .product(name: "Benchmark", package: "benchmark")] + dependencies,
        path: "Benchmarks/\(name)",
        swiftSettings: swiftSettings,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "DocStreamBenchmarks",
    dependencies: [
        .package(name: "DocStream", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(
            name: "BenchmarkData",
            dependencies: [.product(name: "DocStreamBSON", package: "DocStream")],
            path: "Benchmarks/BenchmarkData"
        ),
        // The workloads W0-W8 of Benchmarks/workloads, run on DocStream.
        .target(
            name: "Workloads",
            dependencies: engine + [.product(name: "DocStreamRemote", package: "DocStream")],
            swiftSettings: concurrency
        ),
        // Writes the data sets (NDJSON, BSON, write targets) into Benchmarks/.data.
        .executableTarget(name: "benchmark-data", dependencies: ["BenchmarkData"]),
        // DocStream's side of Benchmarks/peers/run: one JSON line of timings per workload.
        .executableTarget(name: "docstream-workloads", dependencies: ["BenchmarkData", "Workloads"], swiftSettings: concurrency),
        // The record store on LMDB at one size: load, open, finds by _id, a range, a scan,
        // resident memory; one JSON line. It reaches the store through its SPI.
        .executableTarget(name: "record-store-bench", dependencies: engine),
        // A durable store at one size: load, checkpoints, size on disk, then opens and a first
        // find by _id in a fresh process, resident memory; one JSON line.
        .executableTarget(name: "store-bench", dependencies: engine),
        // One workload through the synchronous interfaces, for valgrind --tool=callgrind.
        .executableTarget(
            name: "workload-profile",
            dependencies: engine + ["Workloads"]
        ),
        // W9's filtered watchers through the synchronous interfaces, for valgrind --tool=callgrind.
        .executableTarget(
            name: "change-stream-profile",
            dependencies: engine
        ),
        // A bare SwiftNIO echo server: the round-trip floor of Benchmarks/wire/run.
        .executableTarget(
            name: "wire-echo",
            dependencies: [.product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio")]
        ),
        benchmark("BSONBenchmarks", using: [.product(name: "DocStreamBSON", package: "DocStream")]),
        benchmark("StorageBenchmarks"),
        benchmark("ModelBenchmarks"),
        benchmark("IndexBenchmarks"),
        benchmark("PipelineBenchmarks"),
        // W0-W8 at 100k and 1M documents: time, throughput, peak memory, mallocs.
        benchmark("WorkloadBenchmarks", using: ["Workloads"], swiftSettings: concurrency),
        // W9: change-event fan-out from commit to delivery.
        benchmark(
            "ChangeStreamBenchmarks",
            using: [
                .product(name: "DocStream", package: "DocStream"),
                .product(name: "DocStreamBSON", package: "DocStream"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
