import DocStreamBSON
import Testing

@testable import DocStream

/// `$sample`'s randomness, checked by its properties, and `$out` through the aggregate command.
struct SampleAndWriteStageTests {
    private let input: [Document] = (0..<50).map { ["_id": .int32(Int32($0))] }

    @Test("$sample returns size distinct documents of the input")
    func sampleSize() throws {
        for size in [0, 1, 7, 49, 50] {
            let results = try Pipeline([["$sample": ["size": .int32(Int32(size))]]]).run(input)
            #expect(results.count == size)
            let ids = results.compactMap { $0["_id"]?.int32Value }
            #expect(Set(ids).count == size, "distinct")
            #expect(ids.allSatisfy { (0..<50).contains($0) }, "a subset of the input")
        }
    }

    @Test("$sample larger than the input returns all of it, each once")
    func sampleLargerThanInput() throws {
        let results = try Pipeline([["$sample": ["size": .int64(500)]]]).run(input)
        #expect(Set(results.compactMap { $0["_id"]?.int32Value }) == Set(0..<50))
        #expect(results.count == 50)
    }

    @Test("$sample picks different documents across runs and reaches every one")
    func sampleIsRandom() throws {
        let pipeline = try Pipeline([["$sample": ["size": .int32(5)]]])
        var seen = Set<Int32>()
        var draws = Set<[Int32]>()
        for _ in 0..<200 {
            let ids = try pipeline.run(input).compactMap { $0["_id"]?.int32Value }
            seen.formUnion(ids)
            draws.insert(ids)
        }
        // 200 draws of 5 from 50 miss a given document with probability (0.9)^200, about 7e-10.
        #expect(seen.count == 50)
        #expect(draws.count > 1)
    }

    @Test("$sample checks its argument: 28745, 28746, 28747, 28748, 28749")
    func sampleErrors() {
        let cases: [(BSONValue, Int)] = [
            (.int32(5), 28745), (["size": "5"], 28746), (["size": .int32(-1)], 28747),
            (["size": .int32(1), "seed": .int32(2)], 28748), ([:], 28749),
        ]
        for (argument, code) in cases {
            let error = #expect(throws: DocStreamError.self) { try Pipeline([["$sample": argument]]) }
            #expect(error?.code == code, "\(argument)")
        }
    }

    @Test("aggregate with $out writes the target, returns an empty cursor, and find sees the documents")
    func aggregateOut() throws {
        let session = CommandSession(store: Store())
        func run(_ json: String) throws -> Document { session.run(try Document(extendedJSON: json)) }
        _ = try run(#"{"insert": "src", "documents": [{"_id": 1, "n": 5}, {"_id": 2, "n": 1}, {"_id": 3, "n": 9}]}"#)
        let reply = try run(#"{"aggregate": "src", "pipeline": [{"$match": {"n": {"$gt": 2}}}, {"$set": {"big": true}}, {"$out": "dst"}], "cursor": {}}"#)
        #expect(reply["ok"] == .double(1))
        #expect(reply[path: "cursor.firstBatch"] == .array([]))
        #expect(reply[path: "cursor.id"] == .int64(0))
        let found = try run(#"{"find": "dst", "sort": {"_id": 1}}"#)
        #expect(
            found[path: "cursor.firstBatch"]
                == .array([
                    ["_id": .int32(1), "n": .int32(5), "big": true],
                    ["_id": .int32(3), "n": .int32(9), "big": true],
                ]))
    }
}
