import Benchmark
import BenchmarkData
import DocStream
import DocStreamBSON
import Foundation

/// Durable writes and start-up. Inserts: one iteration is 256 acknowledged writes of one
/// CoffeeDrink each (so throughput × 256 is inserts per second), with an fsync per write,
/// with 8 concurrent writers sharing fsyncs (group commit), and relaxed (no fsync). Start-up:
/// opening a store of 1,000,000 documents from its checkpoint, and from its journal alone.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 20
    )
    let drinks = CoffeeDrinks.documents(count: 256)

    func insertOneAtATime(_ durability: Store.Durability, writers: Int) -> Benchmark.BenchmarkClosure {
        { benchmark in
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let session = CommandSession(store: try! Store(directory: directory, durability: durability))
            for round in benchmark.scaledIterations {
                let perWriter = drinks.count / writers
                DispatchQueue.concurrentPerform(iterations: writers) { writer in
                    for index in writer * perWriter..<(writer + 1) * perWriter {
                        var drink = drinks[index]
                        drink["_id"] = .string("\(round)-\(index)")
                        let reply = session.run(["insert": "drinks", "documents": [.document(drink)]])
                        precondition(reply["ok"] == .double(1), "\(reply)")
                    }
                }
            }
        }
    }

    Benchmark("Insert one per write, fsync, 1 writer (256 writes)", closure: insertOneAtATime(.fsync, writers: 1))
    Benchmark("Insert one per write, fsync, 8 writers (256 writes)", closure: insertOneAtATime(.fsync, writers: 8))
    Benchmark("Insert one per write, relaxed, 1 writer (256 writes)", closure: insertOneAtATime(.relaxed, writers: 1))

    for fromCheckpoint in [true, false] {
        let name = fromCheckpoint ? "Open a store of 1M documents from its checkpoint" : "Open a store of 1M documents from its journal"
        Benchmark(name, configuration: .init(maxDuration: .seconds(60), maxIterations: 3)) { benchmark in
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            do {
                // Past 64 MiB of journal the store checkpoints by itself; a huge threshold keeps it all in the journal.
                let store = try! Store(directory: directory, durability: .relaxed, checkpointThreshold: fromCheckpoint ? 64 << 20 : .max)
                let session = CommandSession(store: store)
                var batch: [BSONValue] = []
                for drink in CoffeeDrinks(count: 1_000_000) {
                    batch.append(.document(drink))
                    if batch.count == 10_000 {
                        precondition(session.run(["insert": "drinks", "documents": .array(batch)])["ok"] == .double(1))
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                if fromCheckpoint { try! store.checkpoint() }
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let store = try! Store(directory: directory)
                blackHole(store)
            }
            benchmark.stopMeasurement()
        }
    }
}

private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("docstream-bench-\(UUID().uuidString)")
}
