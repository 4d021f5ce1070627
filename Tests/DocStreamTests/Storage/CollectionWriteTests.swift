import DocStreamBSON
import Testing

@testable import DocStream

/// A write changes the collection in place; rolling it back (a failed journal write, a failed
/// $out or $merge) must leave exactly the documents, order and `_id` lookups of before.
@Suite("Collection writes and their rollback")
struct CollectionWriteTests {
    private func collection(ids: ClosedRange<Int32>) throws -> CollectionData {
        var collection = CollectionData()
        for id in ids { _ = try collection.insert(["_id": .int32(id), "v": .int32(id)], namespace: .testC) }
        return collection
    }

    @Test("rollBack takes back inserts, replacements and removals, newest first")
    func rollBackRestoresEverything() throws {
        var collection = try collection(ids: 1...5)
        let before = Array(collection.documents)
        collection.beginWrite()
        try collection.replace(at: 1, with: ["_id": .int32(2), "v": "changed"], namespace: .testC)
        collection.remove(at: 1)
        collection.remove(at: 3)
        _ = try collection.insert(["_id": .int32(6)], namespace: .testC)
        _ = try collection.insert(["_id": .int32(2), "v": "again"], namespace: .testC)
        try collection.replace(at: 0, with: ["_id": .int32(1), "v": "first"], namespace: .testC)
        #expect(collection.pendingMutations?.count == 6)
        collection.rollBack()
        #expect(Array(collection.documents) == before)
        for id in Int32(1)...5 { #expect(collection.slot(forID: .int32(id)) == Int(id) - 1) }
        #expect(collection.slot(forID: .int32(6)) == nil)
        #expect(collection.pendingMutations == nil)
    }

    @Test("runs of inserts, before another change and at the write's end, are each taken back whole")
    func rollBackInsertRuns() throws {
        var collection = try collection(ids: 1...2)
        let before = Array(collection.documents)
        collection.beginWrite()
        for id in Int32(3)...5 { _ = try collection.insert(["_id": .int32(id)], namespace: .testC) }
        collection.remove(at: 0)
        for id in Int32(6)...7 { _ = try collection.insert(["_id": .int32(id)], namespace: .testC) }
        #expect(collection.pendingMutations?.count == 6)
        collection.rollBack()
        #expect(Array(collection.documents) == before)
        #expect(collection.slot(forID: .int32(1)) == 0)
        #expect(collection.slot(forID: .int32(2)) == 1)
        for id in Int32(3)...7 { #expect(collection.slot(forID: .int32(id)) == nil) }
    }

    @Test("endWrite keeps the changes, reports them as mutations and closes the gaps")
    func endWriteKeepsChanges() throws {
        var collection = try collection(ids: 1...40)
        collection.beginWrite()
        for slot in 0..<30 { collection.remove(at: slot) }
        _ = try collection.insert(["_id": .int32(41)], namespace: .testC)
        #expect(collection.pendingMutations?.count == 31)
        collection.endWrite()
        #expect(collection.pendingMutations == nil)
        #expect(collection.count == 11)
        #expect(collection.slots.count == 11)
        #expect(collection.slot(forID: .int32(41)) == 10)
        #expect(Array(collection.documents).first == ["_id": .int32(31), "v": .int32(31)])
    }

    @Test("the changes since a checkpoint's version: removals first, then replaced and appended slots in natural order")
    func changesSinceBase() throws {
        var collection = try collection(ids: 1...6)
        #expect(collection.changedDocuments(since: collection.version) == nil, "nothing counted before a checkpoint")
        collection.restartChanges()
        let base = collection.version
        #expect(try #require(collection.changedDocuments(since: base)).isEmpty)
        collection.beginWrite()
        try collection.replace(at: 4, with: ["_id": .int32(5), "v": "five"], namespace: .testC)
        collection.remove(at: 1)
        collection.remove(at: 2)
        _ = try collection.insert(["_id": .int32(3), "v": "three again"], namespace: .testC)
        _ = try collection.insert(["_id": .int32(7)], namespace: .testC)
        try collection.replace(at: 0, with: ["_id": .int32(1), "v": "one"], namespace: .testC)
        collection.endWrite()
        // A write taken back: its replacement stays marked, its removal is back, its insert gone.
        collection.beginWrite()
        try collection.replace(at: 5, with: ["_id": .int32(6), "v": "six"], namespace: .testC)
        collection.remove(at: 3)
        _ = try collection.insert(["_id": .int32(8)], namespace: .testC)
        collection.rollBack()
        let changed = try #require(collection.changedDocuments(since: base))
        // _id 3, removed and added again, is removed from its place and added at the end.
        #expect(changed.map(\.key.value) == [.int32(2), .int32(3), .int32(1), .int32(5), .int32(6), .int32(3), .int32(7)])
        #expect(
            changed.map(\.document) == [
                nil, nil, ["_id": .int32(1), "v": "one"], ["_id": .int32(5), "v": "five"], ["_id": .int32(6), "v": .int32(6)],
                ["_id": .int32(3), "v": "three again"], ["_id": .int32(7)],
            ])
        #expect(collection.changedDocuments(since: base + 1) == nil, "another version's changes are not these")
    }

    @Test("closing the gaps renumbers the slots the changes name: the changes are unknown until the next checkpoint")
    func compactionForgetsChanges() throws {
        var collection = try collection(ids: 1...40)
        collection.restartChanges()
        let base = collection.version
        collection.beginWrite()
        for slot in 0..<30 { collection.remove(at: slot) }
        collection.endWrite()
        #expect(collection.changedDocuments(since: base) == nil)
        collection.restartChanges()
        #expect(try #require(collection.changedDocuments(since: collection.version)).isEmpty)
    }

    @Test("a $merge that fails part way leaves the target as it was (all or nothing)")
    func failedMergeChangesNothing() throws {
        let store = Store()
        let namespace = try Namespace(database: "test", collection: "target")
        _ = try CollectionOperations(store: store, namespace: namespace).insert([["_id": 1, "v": 1], ["_id": 2, "v": 2]])
        let before = try #require(try store.snapshot(namespace)).documents.map { $0 }
        // The second source document matches nothing and whenNotMatched "fail" stops the merge.
        let pipeline = try Pipeline([
            ["$documents": [["_id": 1, "v": 10], ["_id": 3, "v": 30]]],
            ["$merge": ["into": "target", "whenMatched": "replace", "whenNotMatched": "fail"]],
        ])
        let context = PipelineContext(store: store, database: "test")
        #expect(throws: DocStreamError.self) { try pipeline.run([], context: context) }
        #expect(try #require(try store.snapshot(namespace)).documents.map { $0 } == before)
    }
}

extension Namespace {
    /// "test.c", the collection of the tests that work on `CollectionData` directly.
    static let testC = Namespace(fullName: "test.c")!
}
