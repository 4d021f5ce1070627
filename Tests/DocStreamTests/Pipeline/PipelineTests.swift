import DocStreamBSON
import Testing

@testable import DocStream

/// Behaviour the conformance data cannot show: streaming, error locations, the bounded heap.
struct PipelineTests {
    /// Input documents counted as they are read, to see where the pipeline stops reading.
    private final class CountingInput: Sequence {
        var read = 0
        let total: Int

        init(total: Int) { self.total = total }

        func makeIterator() -> AnyIterator<Document> {
            var next = 0
            return AnyIterator {
                guard next < self.total else { return nil }
                next += 1
                self.read += 1
                return ["n": .int32(Int32(next))]
            }
        }
    }

    @Test("$limit stops reading input once it has its documents")
    func limitStopsReading() throws {
        let input = CountingInput(total: 1000)
        let results = try Pipeline([["$match": ["n": ["$gt": 2]]], ["$limit": 3]]).run(input)
        #expect(results.map { $0["n"] } == [.int32(3), .int32(4), .int32(5)])
        #expect(input.read == 5)
    }

    @Test("$unwind then $limit stops in the middle of an array")
    func unwindThenLimit() throws {
        let results = try Pipeline([["$unwind": "$a"], ["$limit": 2]]).run([["a": [1, 2, 3]], ["a": [4]]])
        #expect(results.map { $0["a"] } == [.int64(1), .int64(2)])
    }

    @Test("$sort + $limit keeps the smallest documents, stably")
    func boundedSort() throws {
        let input: [Document] = (0..<100).map { ["k": .int32(Int32($0 % 10)), "i": .int32(Int32($0))] }
        let results = try Pipeline([["$sort": ["k": 1]], ["$limit": 3]]).run(input)
        #expect(results.map { $0["i"] } == [.int32(0), .int32(10), .int32(20)])
        let skipped = try Pipeline([["$sort": ["k": -1]], ["$skip": 1], ["$limit": 2]]).run(input)
        #expect(skipped.map { $0["i"] } == [.int32(19), .int32(29)])
    }

    @Test("errors name the stage index and operator, when compiling and when running")
    func errorLocation() {
        #expect {
            try Pipeline([["$match": [:]], ["$group": ["n": ["$sum": 1]]]])
        } throws: { error in
            let error = error as? DocStreamError
            return error?.code == 15955 && error?.location == "stage 1 ($group)"
        }
        #expect {
            try Pipeline([["$bogus": 1]])
        } throws: { error in
            let error = error as? DocStreamError
            return error?.code == 40324 && error?.message == "Unrecognized pipeline stage name: '$bogus'" && error?.location == "stage 0"
        }
        #expect {
            try Pipeline([["$match": [:]], ["$replaceWith": "$a"], ["$limit": 5]]).run([["a": ["b": 1]], ["a": 2]])
        } throws: { error in
            let error = error as? DocStreamError
            return error?.code == 40228 && error?.location == "stage 1 ($replaceWith)"
        }
    }

    @Test("$group keys use MongoDB equality across numeric types")
    func groupNumericKeys() throws {
        let input: [Document] = [["k": .int32(1)], ["k": .double(1.0)], ["k": .int64(1)], ["k": .int32(2)]]
        let results = try Pipeline([["$group": ["_id": "$k", "n": ["$count": [:]]]]]).run(input)
        #expect(results.map { $0["n"] } == [.int32(3), .int32(1)])
    }

    @Test("$sum promotes int32 to int64 on overflow, and to double past int64")
    func sumPromotion() throws {
        let big: [Document] = [["v": .int32(.max)], ["v": .int32(1)]]
        #expect(try Pipeline([["$group": ["_id": .null, "s": ["$sum": "$v"]]]]).run(big).first?["s"] == .int64(Int64(Int32.max) + 1))
        let huge: [Document] = [["v": .int64(.max)], ["v": .int64(1)]]
        #expect(try Pipeline([["$group": ["_id": .null, "s": ["$sum": "$v"]]]]).run(huge).first?["s"] == .double(Double(Int64.max) + 1))
    }
}
