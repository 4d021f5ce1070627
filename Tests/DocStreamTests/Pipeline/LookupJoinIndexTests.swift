import DocStreamBSON
import Testing

@testable import DocStream

/// For plain local values the join index's candidates are the matches, unchecked by the query
/// filter: with or without it, a `$lookup` finds the same documents in the same order.
struct LookupJoinIndexTests {
    private let foreign: [Document] = [
        ["_id": 1, "k": .int32(1)],
        ["_id": 2, "k": 1.0],
        ["_id": 3, "k": [.int32(1), "a"]],
        ["_id": 4, "k": [["x": 1]]],
        ["_id": 5, "k": .null],
        ["_id": 6],
        ["_id": 7, "k": "a"],
        ["_id": 8, "k": ["a": 1]],
        ["_id": 9, "k": [[.int32(1)]]],
        ["_id": 10, "k": .decimal128(Decimal128(1))],
        ["_id": 11, "k": [[["x": 1]]]],
        ["_id": 12, "k": [["x": [.int32(1), .double(.nan)]], ["x": "a"]]],
    ]

    private let inputs: [Document] = [
        ["v": .int32(1)], ["v": "a"], ["v": [.int32(1), "a"]], ["v": .null], [:], ["v": []],
        ["v": ["a": 1]], ["v": [.int32(1)]], ["v": [[.int32(1)]]], ["v": .int64(2)],
    ]

    @Test("indexed and scanned joins agree")
    func indexAgreesWithScan() throws {
        let join = try LookupJoin(localField: "v", foreignField: "k")
        let index = JoinIndex(foreign, foreignPath: join.indexablePath, collator: nil)
        for input in inputs {
            let scanned = try join.matches(for: input, among: foreign, index: nil)
            let indexed = try join.matches(for: input, among: foreign, index: index)
            #expect(indexed == scanned, "\(input)")
        }
    }

    @Test("dotted paths through arrays of documents agree")
    func dottedPaths() throws {
        let join = try LookupJoin(localField: "v", foreignField: "k.x")
        let index = JoinIndex(foreign, foreignPath: join.indexablePath, collator: nil)
        for input in inputs {
            #expect(try join.matches(for: input, among: foreign, index: index) == join.matches(for: input, among: foreign, index: nil), "\(input)")
        }
        #expect(try join.matches(for: ["v": .int32(1)], among: foreign, index: index).compactMap { $0["_id"] } == [.int64(4), .int64(12)])
    }

    @Test("a join of thousands of documents does not scan per input document")
    func largeJoin() throws {
        let store = Store()
        let context = PipelineContext(store: store, database: "test")
        _ = try context.collection("items").insert((0..<5000).map { ["_id": .int64($0), "sku": .string("s\($0)")] })
        let orders: [Document] = (0..<5000).map { ["_id": .int64($0), "item": .string("s\(4999 - $0)")] }
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            let results = try Pipeline([["$lookup": ["from": "items", "localField": "item", "foreignField": "sku", "as": "found"]]]).run(
                orders, context: context)
            #expect(results.allSatisfy { $0["found"]?.arrayValue?.count == 1 })
        }
        #expect(elapsed < .seconds(20))
    }
}
