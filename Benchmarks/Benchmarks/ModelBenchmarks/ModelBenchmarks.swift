import Benchmark
import BenchmarkData
import DocStream
import DocStreamBSON

/// Typed models and validation: Codable through BSONEncoder/BSONDecoder, and the cost a
/// `$jsonSchema` validator adds to inserts. Each iteration handles 10,000 CoffeeDrinks, so
/// 20 ms is 2 µs per document.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(3)
    )
    let count = 10_000
    let documents = CoffeeDrinks.documents(count: count)
    let decoder = BSONDecoder()
    let encoder = BSONEncoder()
    let models = documents.map { try! decoder.decode(CoffeeDrink.self, from: $0) }
    let validator: Document = [
        "$jsonSchema": [
            "bsonType": "object", "required": ["_id", "name", "storeNumber"],
            "properties": [
                "_id": ["bsonType": "objectId"], "name": ["bsonType": "string", "maxLength": 40],
                "beanRegion": ["bsonType": "string"], "containsDairy": ["bsonType": "bool"],
                "storeNumber": ["bsonType": "long", "minimum": 1], "store": ["bsonType": "string"],
                "price": ["bsonType": "double", "minimum": 0],
                "featuredInPromotions": ["bsonType": "array", "items": ["bsonType": "string"], "uniqueItems": false],
            ],
        ]
    ]
    let filter = try! QueryFilter(validator)

    Benchmark("BSONEncoder: 10k CoffeeDrink models to documents") { benchmark in
        for _ in benchmark.scaledIterations {
            for model in models { blackHole(try encoder.encode(model)) }
        }
    }

    Benchmark("Baseline: 10k documents built with DocumentBuilder") { benchmark in
        for _ in benchmark.scaledIterations {
            for document in CoffeeDrinks(count: count) { blackHole(document) }
        }
    }

    Benchmark("BSONDecoder: 10k documents to CoffeeDrink models") { benchmark in
        for _ in benchmark.scaledIterations {
            for document in documents { blackHole(try decoder.decode(CoffeeDrink.self, from: document)) }
        }
    }

    Benchmark("$jsonSchema: match 10k documents") { benchmark in
        for _ in benchmark.scaledIterations {
            for document in documents { blackHole(try filter.matches(document)) }
        }
    }

    for validated in [false, true] {
        Benchmark("insertMany 10k documents, \(validated ? "with a $jsonSchema validator" : "no validator")") { benchmark in
            for _ in benchmark.scaledIterations {
                let database = MongoClient().database(named: "bench")
                if validated { try await database.createCollection("drinks", validator: validator) }
                blackHole(try await database.collection(withName: "drinks").insertMany(documents))
            }
        }
    }
}

/// The generated CoffeeDrinks' fields as a Codable model.
struct CoffeeDrink: Codable, Sendable {
    var _id: ObjectId
    var name: String
    var beanRegion: String?
    var containsDairy: Bool
    var storeNumber: Int
    var store: String
    var price: Double
    var featuredInPromotions: [String]
}
