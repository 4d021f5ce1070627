@testable import DocStream
import DocStreamBSON
import Testing

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
        try collection.createIndex(IndexSpecification(["key": ["tags": 1], "name": "tags_1"]), namespace: "test.c")
        try collection.createIndex(IndexSpecification(["key": ["n": -1], "name": "n_-1", "unique": true]), namespace: "test.c")
        for id in 0..<60 {
            _ = try collection.insert(["_id": .int32(Int32(id)), "n": .int32(Int32(id)), "tags": .array([.int32(Int32(id % 3)), .string("t\(id % 5)")])], namespace: "test.c")
        }
        return collection
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
        try collection.replace(at: 3, with: ["_id": .int32(3), "n": .int32(1000), "tags": ["x", "y"]], namespace: "test.c")
        collection.remove(at: 4)
        _ = try collection.insert(["_id": .int32(100), "n": .int32(4), "tags": ["z"]], namespace: "test.c")
        try collection.replace(at: 5, with: ["_id": .int32(5), "n": .int32(5)], namespace: "test.c")
        #expect(throws: DocStreamError.self) { try collection.replace(at: 6, with: ["_id": .int32(6), "n": .int32(1000)], namespace: "test.c") }
        collection.rollBack()
        let after = collection.indexes.indexes.map { index in index.entries.chunks.flatMap { $0.map { "\($0.slot) \($0.key.values)" } } }
        #expect(after == before)
        try expectIndexesMatch(collection)
    }

    @Test("a refused replacement changes no index; a replacement keeping some keys moves only the changed ones")
    func refusedAndPartialReplacements() throws {
        var collection = try collection()
        #expect(throws: DocStreamError.self) { try collection.replace(at: 1, with: ["_id": .int32(1), "n": .int32(2)], namespace: "test.c") }
        #expect(throws: DocStreamError.self) { try collection.replace(at: 1, with: ["_id": .int32(1), "n": [1, 2], "tags": [1, 2]], namespace: "test.c") }
        try expectIndexesMatch(collection)
        try collection.replace(at: 1, with: ["_id": .int32(1), "n": .int32(1), "tags": ["t1", "new"]], namespace: "test.c")
        try expectIndexesMatch(collection)
    }
}
