import Benchmark
import BenchmarkData
import DocStreamBSON

/// The BSON layer's costs per document: Extended JSON in and out, validating raw bytes, reading
/// fields, and MongoDB-equality hashing of group keys. Each iteration handles 10,000
/// documents, so a time of 20 ms is 2 µs per document.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(3)
    )
    let count = 10_000
    let documents = CoffeeDrinks.documents(count: count)
    let ndjson = Array(documents.map { $0.extendedJSON(.relaxed) }.joined(separator: "\n").utf8)
    let concatenated = documents.flatMap(\.bytes)

    Benchmark("Extended JSON NDJSON parse (10k docs)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ExtendedJSON.parseDocuments(ndjson))
        }
    }

    Benchmark("Extended JSON relaxed write (10k docs)") { benchmark in
        for _ in benchmark.scaledIterations {
            for document in documents { blackHole(document.extendedJSON(.relaxed)) }
        }
    }

    Benchmark("BSON validate concatenated bytes (10k docs)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try Document.documents(concatenatedBSON: concatenated))
        }
    }

    Benchmark("Field lookup storeNumber + price (10k docs)") { benchmark in
        for _ in benchmark.scaledIterations {
            for document in documents {
                blackHole(document["storeNumber"])
                blackHole(document["price"])
            }
        }
    }

    Benchmark("Group-key hashing by storeNumber (10k docs)") { benchmark in
        for _ in benchmark.scaledIterations {
            var counts: [MongoEqualityKey: Int] = [:]
            for document in documents {
                counts[MongoEqualityKey(document["storeNumber"] ?? .null), default: 0] += 1
            }
            blackHole(counts)
        }
    }
}
