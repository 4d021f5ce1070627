import Benchmark
import BenchmarkData
import DocStream
import DocStreamBSON

/// Streaming: $match/$project/$unwind over generated documents that are never all in memory.
/// The same pipeline over 100,000 and 1,000,000 documents must show the same peak resident
/// memory (flat), while time grows with the input. One iteration is one whole run.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .peakMemoryResident],
        maxDuration: .seconds(20),
        maxIterations: 3
    )
    let streaming = try! Pipeline([
        ["$match": ["containsDairy": true]],
        ["$project": ["name": 1, "storeNumber": 1, "featuredInPromotions": 1]],
        ["$unwind": "$featuredInPromotions"],
    ])

    // The input's own cost, to subtract from the runs below.
    Benchmark("Generate only (1000k docs)") { benchmark in
        for _ in benchmark.scaledIterations {
            for document in CoffeeDrinks(count: 1_000_000) { blackHole(document) }
        }
    }

    for count in [100_000, 1_000_000] {
        Benchmark("Stream $match/$project/$unwind (\(count / 1000)k generated docs)") { benchmark in
            for _ in benchmark.scaledIterations {
                var cursor = streaming.cursor(over: CoffeeDrinks(count: count))
                var results = 0
                while let document = try cursor.next() {
                    blackHole(document)
                    results += 1
                }
                blackHole(results)
            }
        }
    }

    // For contrast: a blocking $group holds one entry per store (100), so it stays flat too.
    let grouping = try! Pipeline([
        ["$group": ["_id": "$storeNumber", "drinks": ["$sum": 1], "averagePrice": ["$avg": "$price"]]]
    ])
    Benchmark("$group by storeNumber (1000k generated docs)") { benchmark in
        for _ in benchmark.scaledIterations {
            var cursor = grouping.cursor(over: CoffeeDrinks(count: 1_000_000))
            while let document = try cursor.next() { blackHole(document) }
        }
    }
}
