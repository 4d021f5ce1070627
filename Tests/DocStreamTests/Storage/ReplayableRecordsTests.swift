import DocStreamBSON
import Foundation
import TestSupport
import Testing

@testable import DocStream

/// Whatever a store acknowledges, a restart reads back: generated writes of every kind, with
/// documents, values and validators of random depth (under, at and over MongoDB's limit of
/// 100 levels and the 200 levels replay reads), and checkpoints between them. After every few
/// commands the store is closed and opened again; it must open, and hold exactly what it held.
@Suite("Journal and checkpoint records are all readable by replay", .timeLimit(.minutes(10)))
struct ReplayableRecordsTests {
    /// A document nesting exactly `depth` levels (1 or more), of documents and arrays mixed,
    /// with empty ones and scalars beside the deepest path.
    static func document(depth: Int, _ random: inout SeededGenerator) -> Document {
        var value: BSONValue = random.pick([.int32(1), "leaf", .null, .document([:]), .array([])])
        for level in stride(from: depth, to: 1, by: -1) {
            let sibling: BSONValue = random.pick([.int32(Int32(level)), .document([:]), .array([]), "s"])
            value = random.below(3) == 0 ? .array([value, sibling]) : .document(["n": value, "s": sibling])
        }
        return ["n": value, "k": .int32(Int32(random.below(5)))]
    }

    /// A depth around the interesting bounds: small, near 100, near 200.
    static func depth(_ random: inout SeededGenerator) -> Int {
        random.pick([1, 2, 5, 98, 99, 100, 101, 102, 150, 196, 197, 198, 199, 200, 201, 230])
    }

    static func command(_ random: inout SeededGenerator, step: Int) -> Document {
        func deep() -> BSONValue { .document(document(depth: depth(&random), &random)) }
        let id = BSONValue.int32(Int32(random.below(20)))
        switch random.below(9) {
        case 0, 1:
            var inserted = document(depth: depth(&random), &random)
            inserted["_id"] = id
            return ["insert": "c", "documents": [.document(inserted)]]
        case 2:
            return ["update": "c", "updates": [["q": ["_id": id], "u": ["$set": ["x.y": deep()]], "upsert": .bool(random.below(2) == 0)]]]
        case 3:
            return ["update": "c", "updates": [["q": ["k": .int32(Int32(random.below(5)))], "u": ["$set": ["n": deep()]], "multi": true]]]
        case 4:
            return ["update": "c", "updates": [["q": ["_id": id], "u": deep()]]]
        case 5:
            return ["findAndModify": "c", "query": ["_id": id], "update": ["$push": ["list": deep()]], "upsert": true]
        case 6:
            return ["aggregate": "c", "pipeline": [["$set": ["copy": ["$literal": deep()]]], ["$merge": ["into": "merged"]]], "cursor": [:]]
        case 7:
            return ["create": .string("v\(step)"), "validator": ["$or": [["a": deep()], ["b": ["$exists": true]]]]]
        default:
            return ["delete": "c", "deletes": [["q": ["_id": id], "limit": 1]]]
        }
    }

    private func contents(_ store: Store) throws -> [String: [Document]] {
        var all: [String: [Document]] = [:]
        for name in store.collectionNames(in: "test") {
            let collection = try #require(try store.snapshot(Namespace(database: "test", collection: name)))
            all[name] = Array(collection.documents) + [collection.options.document]
        }
        return all
    }

    @Test("Generated writes of random depth, reopened every few commands", arguments: [UInt64(1), 2, 3, 4])
    func acknowledgedWritesReopen(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let directory = try TemporaryDirectory()
        var acknowledged: [String: [Document]] = [:]
        var refusedForDepth = 0
        for round in 0..<12 {
            let store = try Store(directory: directory.url)
            #expect(try contents(store) == acknowledged, "round \(round), seed \(seed)")
            let session = CommandSession(store: store)
            for step in 0..<8 {
                let reply = session.run(Self.command(&random, step: round * 8 + step))
                if reply.extendedJSON(.relaxed).contains(#""codeName":"Overflow""#) { refusedForDepth += 1 }
                if random.below(6) == 0 { try store.checkpoint() }
            }
            acknowledged = try contents(store)
        }
        #expect(try contents(Store(directory: directory.url)) == acknowledged)
        // The generator reaches past the limit: the refusals above were made, not assumed.
        #expect(refusedForDepth > 0)
    }
}
