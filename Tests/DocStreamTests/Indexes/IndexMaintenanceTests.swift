import DocStreamBSON
import Testing

@testable import DocStream

/// The index entries follow the documents through every change: rollbacks of all-or-nothing
/// writes, the slot renumbering after many removals, replacements that change some keys only.
/// Each check reads every document back through each index and compares with the documents.
@Suite("Index maintenance")
struct IndexMaintenanceTests {
    /// Every document found through each index (a hinted full scan) is the collection's own,
    /// each once, and every index's entry count matches its keys.
    private func expectIndexesMatch(_ collection: CollectionData, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let documents = Array(collection.documents)
        for index in collection.indexes.indexes {
            var expected = 0
            for document in documents { expected += try index.keys(for: document).keys.count }
            #expect(index.entries.count == expected, "\(index.name)", sourceLocation: sourceLocation)
            for chunk in index.entries.chunks {
                for entry in chunk {
                    let document = try #require(collection.slots[entry.slot], "\(index.name) points at an empty slot", sourceLocation: sourceLocation)
                    #expect(try index.keys(for: document).keys.contains(entry.key), "\(index.name)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    private func collection() throws -> CollectionData {
        var collection = CollectionData()
        try collection.createIndex(IndexSpecification(["key": ["tags": 1], "name": "tags_1"]), namespace: .testC)
        try collection.createIndex(IndexSpecification(["key": ["n": -1], "name": "n_-1", "unique": true]), namespace: .testC)
        for id in 0..<60 {
            _ = try collection.insert(
                ["_id": .int32(Int32(id)), "n": .int32(Int32(id)), "tags": .array([.int32(Int32(id % 3)), .string("t\(id % 5)")])], namespace: .testC)
        }
        return collection
    }

    /// Runs a command that must succeed.
    private func run(_ session: CommandSession, _ command: Document, sourceLocation: SourceLocation = #_sourceLocation) {
        let reply = session.run(command)
        #expect(reply["ok"] == .double(1) && reply["writeErrors"] == nil, "\(reply.extendedJSON(.relaxed))", sourceLocation: sourceLocation)
    }

    @Test("removing most documents closes the gaps and renumbers the entries")
    func compaction() throws {
        var collection = try collection()
        collection.beginWrite()
        for slot in 0..<50 where slot % 7 != 0 { collection.remove(at: slot) }
        collection.endWrite()
        #expect(collection.slots.count == collection.count)
        try expectIndexesMatch(collection)
    }

    @Test("a rolled-back write puts every entry back: inserts, replacements and removals")
    func rollBack() throws {
        var collection = try collection()
        let before = collection.indexes.indexes.map { index in index.entries.chunks.flatMap { $0.map { "\($0.slot) \($0.key.values)" } } }
        collection.beginWrite()
        try collection.replace(at: 3, with: ["_id": .int32(3), "n": .int32(1000), "tags": ["x", "y"]], namespace: .testC)
        collection.remove(at: 4)
        _ = try collection.insert(["_id": .int32(100), "n": .int32(4), "tags": ["z"]], namespace: .testC)
        try collection.replace(at: 5, with: ["_id": .int32(5), "n": .int32(5)], namespace: .testC)
        #expect(throws: DocStreamError.self) { try collection.replace(at: 6, with: ["_id": .int32(6), "n": .int32(1000)], namespace: .testC) }
        collection.rollBack()
        let after = collection.indexes.indexes.map { index in index.entries.chunks.flatMap { $0.map { "\($0.slot) \($0.key.values)" } } }
        #expect(after == before)
        try expectIndexesMatch(collection)
    }

    @Test("a refused replacement changes no index; a replacement keeping some keys moves only the changed ones")
    func refusedAndPartialReplacements() throws {
        var collection = try collection()
        #expect(throws: DocStreamError.self) { try collection.replace(at: 1, with: ["_id": .int32(1), "n": .int32(2)], namespace: .testC) }
        #expect(throws: DocStreamError.self) { try collection.replace(at: 1, with: ["_id": .int32(1), "n": [1, 2], "tags": [1, 2]], namespace: .testC) }
        try expectIndexesMatch(collection)
        try collection.replace(at: 1, with: ["_id": .int32(1), "n": .int32(1), "tags": ["t1", "new"]], namespace: .testC)
        try expectIndexesMatch(collection)
    }

    @Test("updates naming no indexed field keep the entries; updates of indexed fields recompute them")
    func replacementsChangingKnownFields() throws {
        var collection = try collection()
        // Only an unindexed field changes: the entries stay, and still match.
        try collection.replace(
            at: 2, with: ["_id": .int32(2), "n": .int32(2), "tags": [.int32(2), "t2"], "extra": true], namespace: .testC, changingOnly: ["extra"])
        try expectIndexesMatch(collection)
        // 7 and 7.0 are one key: recomputed, and the unique index sees its own document only.
        try collection.replace(at: 7, with: ["_id": .int32(7), "n": .double(7), "tags": [.int32(1), "t2"]], namespace: .testC, changingOnly: ["n"])
        try expectIndexesMatch(collection)
        // A multikey index's field: its entries move.
        try collection.replace(at: 8, with: ["_id": .int32(8), "n": .int32(8), "tags": ["new"]], namespace: .testC, changingOnly: ["tags"])
        #expect(try #require(collection.indexes.index(named: "tags_1")).slot(forKey: IndexKey(single: "new")) == 8)
        try expectIndexesMatch(collection)
        // The unique index still refuses a duplicate made by a change of the indexed field.
        #expect(throws: DocStreamError.self) {
            try collection.replace(at: 9, with: ["_id": .int32(9), "n": .int32(10), "tags": [.int32(0), "t4"]], namespace: .testC, changingOnly: ["n"])
        }
        try expectIndexesMatch(collection)
    }

    @Test("a partial index reads its filter's fields: a change of those alone moves the document in or out")
    func partialIndexFilterFields() throws {
        var collection = CollectionData()
        try collection.createIndex(
            IndexSpecification(["key": ["n": 1], "name": "n_active", "partialFilterExpression": ["active": true]]), namespace: .testC)
        _ = try collection.insert(["_id": .int32(1), "n": .int32(1), "active": false], namespace: .testC)
        #expect(try #require(collection.indexes.index(named: "n_active")).entries.count == 0)
        try collection.replace(at: 0, with: ["_id": .int32(1), "n": .int32(1), "active": true], namespace: .testC, changingOnly: ["active"])
        #expect(try #require(collection.indexes.index(named: "n_active")).entries.count == 1)
        try expectIndexesMatch(collection)
    }

    @Test("through the update command: $inc and $rename of indexed fields move the entries, other fields keep them")
    func updateCommands() throws {
        let store = Store()
        let session = CommandSession(store: store)
        run(session, ["createIndexes": "c", "indexes": [["key": ["n": 1], "name": "n_1"], ["key": ["m.k": 1], "name": "m.k_1"]]])
        run(session, ["insert": "c", "documents": [["_id": 1, "n": 1, "m": ["k": 1]], ["_id": 2, "n": 2, "x": 0]]])
        run(session, ["update": "c", "updates": [["q": ["_id": 1], "u": ["$inc": ["n": 10, "x": 1]]]]])
        run(session, ["update": "c", "updates": [["q": ["_id": 2], "u": ["$rename": ["n": "m"]]]]])
        run(session, ["update": "c", "updates": [["q": ["_id": 1], "u": ["$set": ["y": 1]]]]])
        let collection = try #require(try store.snapshot(try Namespace(database: "test", collection: "c")))
        try expectIndexesMatch(collection)
        let byN = try #require(collection.indexes.index(named: "n_1"))
        #expect(byN.slot(forKey: IndexKey(single: .int32(11))) != nil)
        #expect(byN.slot(forKey: IndexKey(single: .int32(2))) == nil)
    }

    @Test("the fields the indexes read follow the indexes: one created or dropped after updates changes which updates keep entries")
    func indexedFieldsFollowTheIndexes() throws {
        let store = Store()
        let session = CommandSession(store: store)
        run(session, ["insert": "c", "documents": [["_id": 1, "price": 1], ["_id": 2, "price": 2]]])
        run(session, ["update": "c", "updates": [["q": [:], "u": ["$inc": ["price": 10]], "multi": true]]])
        // An index on the field the next update changes, then one that reads every field.
        run(session, ["createIndexes": "c", "indexes": [["key": ["price": 1], "name": "price_1"]]])
        run(session, ["update": "c", "updates": [["q": [:], "u": ["$inc": ["price": 100]], "multi": true]]])
        let namespace = try Namespace(database: "test", collection: "c")
        try expectIndexesMatch(try #require(try store.snapshot(namespace)))
        run(session, ["dropIndexes": "c", "index": "price_1"])
        run(session, ["createIndexes": "c", "indexes": [["key": ["$**": 1], "name": "all"]]])
        run(session, ["update": "c", "updates": [["q": [:], "u": ["$set": ["size": "tall"]], "multi": true]]])
        let collection = try #require(try store.snapshot(namespace))
        try expectIndexesMatch(collection)
        #expect(session.run(["find": "c", "filter": ["size": "tall"], "hint": "all"])[path: "cursor.firstBatch"]?.arrayValue?.count == 2)
        #expect(collection.indexes.index(named: "price_1") == nil)
    }

    @Test("keys arriving in order fill whole chunks, a key before the last still goes in its place")
    func appendedKeys() throws {
        var collection = CollectionData()
        for id in 0..<1300 { _ = try collection.insert(["_id": .int32(Int32(id * 2))], namespace: .testC) }
        // Odd keys go between the even ones, in the first, a middle and the last chunk.
        for id in [1, 1025, 2597, 2599] { _ = try collection.insert(["_id": .int32(Int32(id))], namespace: .testC) }
        let entries = try #require(collection.indexes.index(named: "_id_")).entries
        // 1300 appended fill two chunks of 512 and start a third (276); the first takes one
        // more and splits (256 + 257), the second (from key 1024) takes 1025 and splits, and
        // 2597 and 2599 join the last.
        #expect(entries.chunks.map(\.count) == [256, 257, 256, 257, 278])
        let keys = entries.chunks.flatMap { $0.map(\.key.first) }
        let expected = ((0..<1300).map { $0 * 2 } + [1, 1025, 2597, 2599]).sorted().map { BSONValue.int32(Int32($0)) }
        #expect(keys == expected)
        try expectIndexesMatch(collection)
    }
}
