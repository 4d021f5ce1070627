// swift-tools-version:6.1
// Benchmarks live in their own package so that the main package's build and tests do not
// pull in the benchmark framework. Run: cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "DocStreamBenchmarks",
    dependencies: [
        .package(name: "DocStream", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkData",
            dependencies: [.product(name: "DocStreamBSON", package: "DocStream")],
            path: "Benchmarks/BenchmarkData"
        ),
        .executableTarget(
            name: "BSONBenchmarks",
            dependencies: [
                "BenchmarkData",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DocStreamBSON", package: "DocStream"),
            ],
            path: "Benchmarks/BSONBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "StorageBenchmarks",
            dependencies: [
                "BenchmarkData",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DocStream", package: "DocStream"),
            ],
            path: "Benchmarks/StorageBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "IndexBenchmarks",
            dependencies: [
                "BenchmarkData",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DocStream", package: "DocStream"),
            ],
            path: "Benchmarks/IndexBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PipelineBenchmarks",
            dependencies: [
                "BenchmarkData",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DocStream", package: "DocStream"),
            ],
            path: "Benchmarks/PipelineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
